"""`dualtrack learn`: the learner, mining rules from the slow path."""

from __future__ import annotations

import asyncio
from typing import Optional

import typer
from rich.table import Table

from .console import console


def learn_mine(
    tenant: Optional[str] = typer.Option(None, help="Mine this tenant only (default: every tenant)."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the candidates; store and publish nothing."),
) -> None:
    """Mine recent slow-path answers into candidate rules now (the learner also does it on a schedule)."""
    from ..learn import mine

    for run in asyncio.run(mine(tenant, dry_run)):
        if "skipped" in run:
            console.print(f"{run['tenant']}: skipped, {run['skipped']}")
            continue
        console.print(f"[bold]{run['tenant']}[/]: {run['answers']} slow-path answers, {run['clusters']} "
                      f"clusters, {len(run['candidates'])} candidates in {run['seconds']} s; "
                      f"rejected {run['rejected'] or 'none'}")
        table = Table("rule", "match", "exclude", "answer / op", "support")
        for c in run["candidates"]:
            table.add_row(c["rule"], ", ".join(c["match"]), ", ".join(c["exclude"][:4]),
                          c["action"][:60], str(c["support"]))
        if run["candidates"]:
            console.print(table)
