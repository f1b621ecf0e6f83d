"""`dualtrack cache preload FILE --tenant T`: warm a tenant's cache from question/answer history.

FILE is JSON Lines, one answered question a line:

    {"question": "When is support open?", "answer": "Monday to Friday, 9:00–18:00."}
    {"question": "12*24", "answer": "288", "value": "288", "category": "compute", "verified": true}
    {"question": "Who owns it?", "answer": "Ann", "context": {"project": "alpha"}}

`text` may stand for `question`. `category` is `knowledge` (the default) or `compute`; live
answers from history are already stale and personal ones are never cached, so both are skipped,
as are lines without a question or an answer. An answer that states a number (or has a `value`)
is loaded only with `"verified": true`, the operator's word that its numbers were checked: the
cache serves nothing fast whose numbers nobody checked. Each entry's provenance says `preload`
(and whether it was vouched for), shown on every hit and by `dualtrack cache show`. Entries are
embedded here and published to `cache.state` exactly as the cache service writes them, so every
replica loads them, with the evidence the service would have written had the lines come as
traffic in file order (each question's nearest among the lines before it; the tenant's entries
already cached are not read).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dtlib.envelope import Answer, Envelope, Provenance, new_trace_id
from dtlib.provenance import numbers_stated
from dtlib.settings import get_settings
from services.cache.settings import CacheSettings


@dataclass
class PreloadReport:
    read: int = 0
    published: int = 0
    skipped: dict[str, int] = field(default_factory=dict)

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1


def build_entries(lines: list[str], tenant: str, settings: CacheSettings, embedder: Any,
                  report: PreloadReport) -> list[tuple[bytes, bytes]]:
    """(cache.state key, record) for every usable line."""
    from services.cache.bound import error_bound
    from services.cache.categories import Category, is_personal, semantic_threshold, ttl_s
    from services.cache.entry import encoder, new_entry
    from services.cache.keys import request_key
    from services.cache.normalise import fold
    from services.cache.provenance import PRELOAD_SOURCE
    from services.cache.signature import request_signature
    from services.cache.store import CacheStore, bucket_key

    rows = []
    for line in lines:
        if not line.strip():
            continue
        report.read += 1
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            report.skip("not JSON")
            continue
        question = str(row.get("question") or row.get("text") or "").strip() if isinstance(row, dict) else ""
        answer = str(row.get("answer") or "").strip() if isinstance(row, dict) else ""
        if not question or not answer:
            report.skip("no question or answer")
            continue
        category = str(row.get("category") or "knowledge")
        if category not in (Category.KNOWLEDGE.value, Category.COMPUTE.value):
            report.skip(f"category {category}")
            continue
        context = {str(k): str(v) for k, v in (row.get("context") or {}).items()}
        env = Envelope(trace_id=new_trace_id(), text=question, tenant=tenant, context=context)
        if is_personal(env, settings):
            report.skip("personal context")
            continue
        value = row.get("value")
        verified = row.get("verified") is True
        kept = Answer(status="ok", text=answer, value=None if value is None else str(value),
                      provenance=Provenance(source=PRELOAD_SOURCE, verified=verified))
        if not verified and numbers_stated(kept):
            report.skip("number not verified")
            continue
        rows.append((env, kept, Category(category)))

    semantic = [env for env, _, category in rows
                if settings.cache_semantic and semantic_threshold(category, settings) is not None]
    vectors = dict(zip((e.trace_id for e in semantic),
                       embedder.embed_many([fold(e.text) for e in semantic]))) if semantic else {}
    # Each line's evidence is what `remember` writes for an answer: its nearest among the lines
    # before it (a test of the cache as it stood), so an answer asked several ways in the history
    # is confirmed by them and the tenant's base learns from it (services/cache/bound.py).
    store = CacheStore(max_entries=len(rows) + 1, max_bytes=1 << 40, model_id=embedder.model_id,
                       dim=embedder.dim, ann_min=settings.cache_ann_min_vectors,
                       bound=error_bound(settings))
    records = []
    for env, answer, category in rows:
        key = request_key(env, settings.cache_context_ignored_keys)
        signature = request_signature(env.text)
        vector = vectors.get(env.trace_id)
        entry = new_entry(tenant=tenant, text=env.text, answer=answer, source_trace_id=env.trace_id,
                          category=category.value, ttl_s=ttl_s(category, settings),
                          context_fp=key.context_fp, signature=signature,
                          model=embedder.model_id, vector=vector)
        if vector is not None:
            entry.evidence = store.observations(tenant, bucket_key(key.context_fp, env.text, signature),
                                                vector, entry)
        records.append((key.key.encode(), encoder.encode(entry)))
        store.put(key.key, entry)  # after encoding: the store moves the vector out of the entry
    return records


async def publish(records: list[tuple[bytes, bytes]], settings: CacheSettings) -> None:
    from dtlib.topics import Topic, topic_name

    from .kafka import connect

    producer = await connect(settings, "cache-preload")
    try:
        topic = topic_name(Topic.CACHE_STATE, settings.topic_prefix)
        pending = [producer.publish(topic, key, value) for key, value in records]
        await asyncio.gather(*pending)  # every record acknowledged (acks=all) before we return
    finally:
        await producer.close()


def preload(path: Path, tenant: str, settings: CacheSettings | None = None,
            dry_run: bool = False) -> PreloadReport:
    from services.cache.embedder import Embedder

    settings = settings or get_settings(CacheSettings)
    report = PreloadReport()
    embedder = Embedder(threads=settings.cache_embed_threads)
    records = build_entries(path.read_text(encoding="utf-8").splitlines(), tenant, settings,
                            embedder, report)
    if records and not dry_run:
        asyncio.run(publish(records, settings))
    report.published = 0 if dry_run else len(records)
    return report
