"""`dualtrack rules`: check rule files; list, show, approve and reject rules, and their history."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table

from .console import console


def rules_check(folder: Optional[Path] = typer.Option(None, help="Rules folder (default: DT_RULES_DIR).")) -> None:
    """Validate rule files, run their examples, report overlapping rules."""
    from dtlib.settings import get_settings
    from services.rules.lint import check
    from services.sandbox.ops import OPS

    rules, findings = check(folder or get_settings().rules_dir,
                            {op: (req, opt) for op, (_, req, opt) in OPS.items()}, get_settings().tools_dir)
    table = Table("level", "where", "finding", title=f"{len(rules)} rules checked")
    for f in findings:
        table.add_row("[red]error[/]" if f.level == "error" else "[yellow]warning[/]", f.where, f.message)
    console.print(table if findings else f"{len(rules)} rules, no findings")
    raise typer.Exit(1 if any(f.level == "error" for f in findings) else 0)


def rules_list(
    tenant: Optional[str] = typer.Option(None, help="Only this tenant's rules."),
    status: Optional[str] = typer.Option(None, help="candidate, shadow, active, warning, demoted, removed, rejected."),
) -> None:
    """Learned (and tracked configured) rules with their status and measured success."""
    from ..rules_admin import list_rules

    table = Table("rule", "tenant", "status", "match", "uses", "success", "confidence", "updated")
    for r in asyncio.run(list_rules(tenant, status)):
        table.add_row(r["rule"], r["tenant"], r["status"], r["match"][:50], str(r["uses"]),
                      "-" if r["success"] is None else f"{r['success']:.0%}", f"{r['confidence']:.2f}",
                      r["updated_at"])
    console.print(table)


def rules_show(rule_id: str) -> None:
    """A rule: its match, action, provenance (the requests it came from) and history."""
    import yaml

    from ..rules_admin import readable, show

    info = asyncio.run(show(rule_id))
    if info is None:
        console.print(f"[red]no rule {rule_id}[/]")
        raise typer.Exit(1)
    spec = readable(info.pop("spec"))
    console.print(yaml.safe_dump(spec, allow_unicode=True, sort_keys=False, width=100).rstrip(),
                  markup=False)
    console.print(f"status {info['status']}, confidence {info['confidence']:.2f}, "
                  f"baseline {info['baseline'] if info['baseline'] is not None else '-'}")
    console.print(f"[bold]provenance[/]: {len(info['provenance'])} trajectories")
    for s in info["provenance"][:10]:
        console.print(f"  {s['trace_id']}  {(s['text'] or '')[:60]!r} → {(s['answer_text'] or '')[:40]!r}")
    console.print(f"[bold]history[/] (and {info['refinements']} exclusion refinements: "
                  f"`dualtrack rules history {rule_id} --refinements`)")
    for e in info["history"]:
        console.print(f"  {e['at']:%Y-%m-%d %H:%M:%S} {e['from_status'] or '-'} → {e['to_status']} "
                      f"by {e['actor']}: {e['reason']}")


def _decide(rule_id: str, action: str, reason: str) -> None:
    """A person's lifecycle decision on a learned rule, printed as the transition it made."""
    from ..rules_admin import decide

    try:
        change = asyncio.run(decide(rule_id, action, reason))
    except (LookupError, ValueError) as exc:
        console.print(f"[red]{exc}[/]")
        raise typer.Exit(1) from None
    console.print(f"{change.rule_id}: {change.from_status} → {change.to_status}")


def rules_approve(rule_id: str, reason: str = typer.Option("", help="Why (kept in the history).")) -> None:
    """Candidate → shadow; shadow, warned or demoted → active."""
    _decide(rule_id, "approve", reason)


def rules_reject(rule_id: str, reason: str = typer.Option("", help="Why (kept in the history).")) -> None:
    """Withdraw a learned rule for good (the miner will not propose it again)."""
    _decide(rule_id, "reject", reason)


def rules_history(rule_id: Optional[str] = typer.Argument(None, help="One rule (default: the latest changes)."),
                  limit: int = typer.Option(50, help="Latest changes shown without a rule id."),
                  refinements: bool = typer.Option(False, "--refinements",
                                                   help="Also the exclusions rules learned (same status).")) -> None:
    """Lifecycle changes: who moved which rule where, and why."""
    from ..rules_admin import history

    table = Table("when", "rule", "from", "to", "by", "why")
    for e in asyncio.run(history(rule_id, limit, refinements)):
        table.add_row(f"{e['at']:%m-%d %H:%M:%S}", e.get("rule_id", rule_id or ""), e["from_status"] or "-",
                      e["to_status"], e["actor"], e["reason"])
    console.print(table)
