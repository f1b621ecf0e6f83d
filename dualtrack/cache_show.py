"""`dualtrack cache show --tenant T [TEXT] [--json]`: a tenant's cached answers and where they came from.

Reads the compacted `cache.state` topic to its end with the cache replicas' own state follower
(`dtlib.runtime`'s, on their transport), applying tombstones as they do, so it lists what a
replica that started now would load: question, answer, category, age, time left, the
provenance (path, source, backend, model, verified) the answer carries on every hit, and why a
replica would not serve a record it loads.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

import msgspec
from confluent_kafka import KafkaException
from rich.table import Table

from services.cache.settings import CacheSettings


@dataclass
class Shown:
    key: str
    entry: Any  # services.cache.entry.Entry

    def row(self, now: float, settings: CacheSettings) -> dict[str, Any]:
        from services.cache.provenance import unkept_reason

        entry = self.entry
        provenance = entry.answer.provenance
        return {
            "key": self.key, "question": entry.text, "answer": entry.answer.text,
            "value": entry.answer.value, "category": entry.category,
            "age_s": round(now - entry.created_at, 1) if entry.created_at else None,
            "ttl_left_s": round(entry.expires_at - now, 1),
            "source_trace_id": entry.source_trace_id,
            "provenance": msgspec.to_builtins(provenance) if provenance is not None else None,
            # Why a replica loads the record but does not serve it (an old entry stating a
            # number nobody vouched for, a demonstration answer with the setting off), or None.
            "not_served": unkept_reason(entry.answer, settings),
        }


async def read_entries(settings: CacheSettings, timeout_s: float = 30.0) -> dict[str, Any]:
    """cache.state read to its end: key → Entry, withdrawn and tombstoned keys removed."""
    from dtlib.runtime.state import StateFollower
    from dtlib.topics import Topic, topic_name
    from dualtrack.kafka import connect
    from dualtrack.stack.topics import list_topics
    from services.cache.entry import decoder

    topic = topic_name(Topic.CACHE_STATE, settings.topic_prefix)
    try:
        known = await list_topics(settings.kafka_bootstrap, timeout_s)
    except KafkaException:
        raise RuntimeError(f"no Kafka broker answers at {settings.kafka_bootstrap}") from None
    if topic not in known:
        raise RuntimeError(f"there is no topic {topic}: nothing is cached with DT_TOPIC_PREFIX="
                           f"{settings.topic_prefix!r} (is the stack up?)")
    entries: dict[str, Any] = {}

    def apply(key: bytes | None, value: bytes | None) -> None:
        if key is None:
            return
        entry = None if value is None else decoder.decode(value)
        if entry is None or entry.withdrawn:  # a withdrawal is remembered, never served
            entries.pop(key.decode(), None)
        else:
            entries[key.decode()] = entry

    transport = await connect(settings, "cache-show")
    follower = StateFollower(Topic.CACHE_STATE, transport.read(topic), apply)
    follower.start()
    try:
        await asyncio.wait_for(follower.caught_up.wait(), timeout_s)
    except asyncio.TimeoutError:
        raise RuntimeError(f"{topic} not read to its end within {timeout_s:.0f} s") from None
    finally:
        await follower.stop()
        await transport.close()
    return entries


def select(entries: dict[str, Any], tenant: str, text: str = "", expired: bool = False,
           now: float | None = None) -> list[Shown]:
    """The tenant's entries whose question or answer contains `text` (any case), newest first;
    expired ones only when asked."""
    from services.cache.keys import tenant_of

    now = time.time() if now is None else now
    needle = text.casefold()
    chosen = [Shown(key, entry) for key, entry in entries.items()
              if tenant_of(key) == tenant and (expired or entry.expires_at > now)
              and (not needle or needle in entry.text.casefold()
                   or needle in entry.answer.text.casefold())]
    chosen.sort(key=lambda shown: shown.entry.created_at, reverse=True)
    return chosen


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    if seconds < 0:
        return "expired"
    for unit, size in (("d", 86_400), ("h", 3_600), ("min", 60)):
        if seconds >= size:
            return f"{seconds / size:.1f} {unit}"
    return f"{seconds:.0f} s"


def _provenance_cell(provenance: dict[str, Any] | None, not_served: str | None) -> str:
    refused = f" · [red]not served: {not_served}[/red]" if not_served else ""
    if provenance is None:
        return "[dim]none (written before entries kept one)[/dim]" + refused
    parts = [provenance.get("source") or "?", provenance.get("path") or ""]
    if provenance.get("backend") or provenance.get("model"):
        parts.append("/".join(p for p in (provenance.get("backend"), provenance.get("model")) if p))
    parts.append("verified" if provenance.get("verified") else "[yellow]not verified[/yellow]")
    if provenance.get("unchecked"):
        parts.append(f"{provenance['unchecked']} unchecked")
    if provenance.get("demonstration"):
        parts.append("demonstration model")
    return " · ".join(p for p in parts if p) + refused


def table(rows: list[dict[str, Any]], tenant: str) -> Table:
    shown = Table("question", "answer", "category", "age", "expires in", "provenance",
                  title=f"cache entries of tenant {tenant} ({len(rows)})")
    for row in rows:
        answer = row["answer"] if len(row["answer"]) <= 80 else row["answer"][:79] + "…"
        shown.add_row(row["question"], answer, row["category"], _duration(row["age_s"]),
                      _duration(row["ttl_left_s"]),
                      _provenance_cell(row["provenance"], row["not_served"]))
    return shown
