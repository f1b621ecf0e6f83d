"""Commands that write or check generated files: `settings` (every DT_ setting), `schemas`
(schemas/, compose, Helm values, docs) and `chart` (the Helm chart, validated)."""

from __future__ import annotations

import typer
from rich.table import Table

from .console import console


def settings_cmd(
    markdown: bool = typer.Option(False, help="Print the README table."),
    readme: bool = typer.Option(False, help="Rewrite the README's settings table."),
) -> None:
    """Every DT_ setting with its value and meaning, grouped by owner (shared, each service, the
    benchmarks, the local stack)."""
    from ..settings_doc import settings_markdown, settings_rows, update_readme

    if readme:
        update_readme()
        return
    if markdown:
        print(settings_markdown())
        return
    table = Table("owner", "variable", "value", "meaning")
    for owner, name, value, doc in settings_rows():
        table.add_row(owner, name, value, doc)
    console.print(table)


def schemas(check: bool = typer.Option(False, help="Fail if a generated file is stale.")) -> None:
    """Generate schemas/ (envelope JSON Schema, AsyncAPI), docker-compose.yml, the Helm chart's
    values, the README's service table, docs/topology.md and the sandbox's gRPC stubs."""
    from .. import proto_gen
    from ..schemas import write_schemas

    changed = write_schemas(check=check)
    if check:
        changed += proto_gen.stale_files()
    else:
        stale = proto_gen.stale_files()
        if stale:
            proto_gen.generate()
        changed += stale
    if check and changed:
        console.print(f"[red]stale:[/] {', '.join(changed)} — run `dualtrack schemas`")
        raise typer.Exit(1)
    console.print(f"wrote {', '.join(changed)}" if changed else "generated files up to date")


def chart_cmd(
    set_values: list[str] = typer.Option([], "--set", help="A Helm value, as `helm --set` takes it."),
    show: bool = typer.Option(False, help="Print the rendered manifests."),
) -> None:
    """Render the Helm chart (infra/helm/dualtrack), validate every manifest with kubeconform and
    check it against the services' steps (helm and kubeconform are built with Go the first time)."""
    from collections import Counter

    from .. import chart

    manifests = chart.render(set_values)
    if show:
        print(manifests)
    docs = chart.documents(manifests)
    result = chart.validate(manifests)
    console.print(f"kubeconform: {len(docs)} manifests, {result.valid} valid, {result.invalid} "
                  f"invalid, {result.errors} errors, {result.skipped} skipped")
    for message in result.messages:
        console.print(f"[red]✗[/] {message}")
    found = chart.problems(docs)
    for problem in found:
        console.print(f"[red]✗[/] {problem}")
    if not result.ok or found:
        raise typer.Exit(1)
    kinds = Counter(doc["kind"] for doc in docs)
    console.print("[green]✓[/] the chart matches the services' steps: "
                  + ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items())))
