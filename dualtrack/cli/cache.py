"""`dualtrack cache`: preload the answer cache, and show its entries."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import typer

from .console import console


def cache_preload(
    file: Path = typer.Argument(..., help="JSONL of {question, answer, context?, category?, value?}."),
    tenant: str = typer.Option(..., "--tenant", help="The tenant whose cache is warmed."),
    dry_run: bool = typer.Option(False, "--dry-run", help="Read and embed, publish nothing."),
) -> None:
    """Warm a tenant's cache from question/answer history (published to cache.state)."""
    from ..cache_preload import preload

    report = preload(file, tenant, dry_run=dry_run)
    console.print(f"read {report.read}, published {report.published}"
                  + (f", skipped {report.skipped}" if report.skipped else ""))
    raise typer.Exit(0 if report.published or dry_run else 1)


def cache_show(
    text: str = typer.Argument("", help="Only entries whose question or answer contains this (any case)."),
    tenant: str = typer.Option("default", "--tenant", help="The tenant whose entries are listed."),
    as_json: bool = typer.Option(False, "--json", help="Print the entries as JSON, one list."),
    expired: bool = typer.Option(False, "--expired", help="Also list entries past their lifetime."),
    limit: int = typer.Option(50, "--limit", help="Most entries listed, newest first (0: all)."),
) -> None:
    """A tenant's cached answers with their category, age, lifetime left and provenance (path,
    source, backend, model, verified), read from cache.state to its end."""
    import time as time_mod

    from dtlib.settings import get_settings

    from ..cache_show import read_entries, select, table
    from ..settings import CacheSettings

    try:
        settings = get_settings(CacheSettings)
        entries = asyncio.run(read_entries(settings))
    except RuntimeError as exc:
        console.print(f"[red]{exc}[/red]")
        raise typer.Exit(1) from None
    now = time_mod.time()
    shown = select(entries, tenant, text, expired=expired, now=now)
    rows = [s.row(now, settings) for s in (shown[:limit] if limit > 0 else shown)]
    if as_json:
        print(json.dumps(rows, ensure_ascii=False))
    else:
        console.print(table(rows, tenant))
