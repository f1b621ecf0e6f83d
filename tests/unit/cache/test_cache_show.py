"""`dualtrack cache show`: a tenant's entries with their provenance, from cache.state records."""

import json

import msgspec
from rich.console import Console

from dtlib.envelope import Answer, Provenance
from dualtrack.cache_show import select, table
from services.cache.entry import decoder, encoder, new_entry


def _entries(now: float) -> dict:
    def entry(tenant, text, answer, provenance=None, ttl_s=3600.0):
        made = new_entry(tenant=tenant, text=text, answer=Answer(status="ok", text=answer, provenance=provenance),
                         source_trace_id="cd" * 16, category="knowledge", ttl_s=ttl_s,
                         context_fp="", signature=(), now=now - 120)
        return decoder.decode(encoder.encode(made))  # as read from cache.state
    verified = Provenance(path="slow", source="llm", backend="openai-compatible", model="gpt-x",
                          verified=True)
    return {
        "acme:" + "1" * 32: entry("acme", "How many eggs in 12 rows of 24?", "288 eggs.", verified),
        "acme:" + "2" * 32: entry("acme", "What is dualtrack?", "A request engine."),  # an old entry
        "acme:" + "3" * 32: entry("acme", "What is the eggs policy?", "None.", ttl_s=60),  # expired
        "globex:" + "4" * 32: entry("globex", "How many eggs?", "Twelve."),
    }


def test_a_tenants_entries_are_listed_with_their_provenance_and_filtered_by_text(settings) -> None:
    now = 1_800_000_000.0
    shown = select(_entries(now), "acme", "EGGS", now=now)
    assert [s.entry.text for s in shown] == ["How many eggs in 12 rows of 24?"]
    row = shown[0].row(now, settings)
    assert row["age_s"] == 120 and row["ttl_left_s"] == 3480
    assert row["provenance"] == {"path": "slow", "source": "llm", "backend": "openai-compatible",
                                 "model": "gpt-x", "verified": True}
    assert row["not_served"] is None
    json.dumps(row)  # --json prints these rows
    assert len(select(_entries(now), "acme", "eggs", expired=True, now=now)) == 2
    assert {s.entry.text for s in select(_entries(now), "acme", now=now)} == {
        "How many eggs in 12 rows of 24?", "What is dualtrack?"}


def test_the_table_says_what_is_verified_what_carries_no_provenance_and_what_is_not_served(settings) -> None:
    now = 1_800_000_000.0
    entries = _entries(now)
    old = entries["acme:" + "2" * 32]
    entries["acme:" + "5" * 32] = msgspec.structs.replace(
        old, text="How many eggs in a crate?", answer=Answer(status="ok", text="298"))
    rows = [s.row(now, settings) for s in select(entries, "acme", now=now)]
    console = Console(width=200, record=True)
    console.print(table(rows, "acme"))
    text = console.export_text()
    assert "llm · slow · openai-compatible/gpt-x · verified" in text
    assert "none (written before entries kept one)" in text
    assert "58.0 min" in text and "2.0 min" in text
    assert "not served: no-provenance-number" in text
