"""cache: answers repeated and paraphrased requests from memory, per tenant.

requests  → (hit) responses | (miss) cache.miss
responses → cache.state (eligible answers — numbers verified or none stated — with their
            provenance and embedding)
feedback  → cache.state tombstones (answers reported wrong)
cache.state → the in-memory store of every replica (read whole at start, then followed)

See services/cache/README.md for the categories, thresholds and measurements.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict

from faststream import AckPolicy
from faststream.kafka.annotations import KafkaMessage
from opentelemetry import trace
from threadpoolctl import threadpool_limits

from dtlib.envelope import Answer, Envelope, Route
from dtlib.service import Emit, Service
from dtlib.topics import Topic, topic_name

from .batching import EmbedBatcher
from .categories import Category, categorise, not_cacheable_reason, semantic_threshold, ttl_s
from .embedder import Embedder
from .entry import decoder as entry_decoder
from .entry import encoder as entry_encoder
from .entry import new_entry
from .feedback import HitIndex, entries_to_withdraw, parse_feedback
from .keys import RequestKey, request_key
from .lookup import Lookup, Outcome
from .normalise import fold
from .provenance import answer_to_keep, served_answer, unkept_reason
from .signature import Signature, request_signature
from .state import StateFollower
from .store import CacheStore

log = logging.getLogger("dualtrack.cache")
SWEEP_EVERY_S = 30.0
MODEL_WAIT_S = 60.0

service = Service("cache")
settings = service.settings
embedder = Embedder(threads=settings.cache_embed_threads)
store = CacheStore(max_entries=settings.cache_max_entries, max_bytes=settings.cache_max_bytes,
                   model_id=embedder.model_id, dim=embedder.dim,
                   ann_min=settings.cache_ann_min_vectors)
store.build_indexes = False  # until caught up with cache.state
finder = Lookup(store, embedder, settings)
hits = HitIndex()
# Lookups and responses are embedded in batches, off the event loop, each text once (a miss's
# vector serves the `remember` of its answer); the module's `embedder` is looked up at call time
# (tests replace it).
batcher = EmbedBatcher(lambda texts: embedder.embed_many(texts), linger_s=0.05)
# Requests handled at once by `lookup`: those that need an embedding share a batch, and an exact
# hit does not wait behind another request's embedding.
LOOKUP_CONCURRENCY = 16
# Responses handled at once by `remember`: they queue for one embedding batch, and each waits
# for its cache.state write to be acknowledged without holding up the others.
REMEMBER_CONCURRENCY = 32
# Entries this replica is writing to cache.state and has not yet read back: key → (answer, when).
# A repeated question that missed while its first answer was on its way comes back with the same
# answer; it is not embedded and written again (the store only knows the entry once the record
# has been read back). Forgotten once any record for the key is read, or after WRITE_WINDOW_S.
_writing: OrderedDict[str, tuple[Answer, float]] = OrderedDict()
WRITE_WINDOW_S = 30.0


def apply_state(key: bytes | None, value: bytes | None) -> None:
    if key is None:
        return
    text_key = key.decode()
    if _writing:
        _writing.pop(text_key, None)  # from here on the store knows what the key holds
    entry = None if value is None else entry_decoder.decode(value)
    if entry is None or unkept_reason(entry.answer, settings) is not None:
        # A tombstone (reported wrong, or withdrawn), or a record this replica must not serve:
        # written before entries kept a provenance and stating a number nobody vouched for, or
        # the demonstration model's while DT_CACHE_DEMONSTRATION_ANSWERS is off. Such a
        # question misses and is answered afresh.
        store.delete(text_key)
    else:
        store.put(text_key, entry)


follower = StateFollower(settings, apply_state, on_caught_up=store.allow_index_builds)
# Ready once caught up with cache.state. Not gated on the model: until it has loaded (about 2 s)
# the replica answers exact repeats only, which is safe, so readiness does not wait for it.
service.health.gates.append(lambda: follower.caught_up)
_model_loaded = asyncio.Event()
_background: list[asyncio.Task[None]] = []


@service.handles(Topic.REQUESTS, concurrency=LOOKUP_CONCURRENCY)
async def lookup(env: Envelope) -> Emit:
    outcome = finder.prepare(env)
    if not isinstance(outcome, Outcome):  # the semantic layer: embed off the event loop
        outcome = finder.search(outcome, await batcher.embed(outcome.text, urgent=True))
    trace.get_current_span().set_attribute("dt.cache.reason", outcome.reason)
    hit = outcome.hit
    if hit is None:
        return Emit(Topic.CACHE_MISS, env, outcome="miss")
    hits.record(env.trace_id, hit.key)
    env.answer = served_answer(hit.entry.answer, hit.kind, hit.entry.source_trace_id)
    env.route = Route(path="fast", decided_by=f"cache.{hit.kind}",
                      confidence=round(hit.similarity, 4), threshold=hit.threshold)
    return Emit(Topic.RESPONSES, env, outcome="hit" if hit.kind == "exact" else "hit:semantic")


@service.handles(Topic.RESPONSES, concurrency=REMEMBER_CONCURRENCY)
async def remember(env: Envelope) -> None:
    if not_cacheable_reason(env, settings) is not None:
        return None  # most responses under load are hits: skip the signature for them
    signature = request_signature(env.text)
    category = categorise(env, signature, settings)
    if category is None or category is Category.PERSONAL:
        return None
    answer = answer_to_keep(env)
    request = request_key(env, settings.cache_context_ignored_keys)
    if _same_answer_held(request.key, answer):
        # The same answer again (a repeat that missed, a race or a redelivery): nothing to
        # write. A report that this trace's answer was wrong still finds the entry.
        hits.record(env.trace_id, request.key)
        return None
    writing = _writing[request.key] = (answer, time.monotonic())
    _writing.move_to_end(request.key)  # kept in time order
    try:
        await _remember(env, answer, request, category, signature)
    except BaseException:
        if _writing.get(request.key) is writing:
            del _writing[request.key]
        raise
    return None


def _same_answer_held(key: str, answer: Answer) -> bool:
    """The store holds `answer` under `key`, or this replica is writing it there."""
    known = store.get(key)
    if known is not None and known.answer == answer:
        return True
    if not _writing:
        return False
    now = time.monotonic()
    while _writing:  # forget writes never read back (the follower restarting, a failed write)
        oldest = next(iter(_writing.values()))
        if now - oldest[1] <= WRITE_WINDOW_S:
            break
        _writing.popitem(last=False)
    writing = _writing.get(key)
    return writing is not None and writing[0] == answer


async def _remember(env: Envelope, answer: Answer, request: RequestKey, category: Category,
                    signature: Signature) -> None:
    vector = None
    if settings.cache_semantic and semantic_threshold(category, settings) is not None:
        if not embedder.loaded:
            try:
                await asyncio.wait_for(_model_loaded.wait(), MODEL_WAIT_S)
            except asyncio.TimeoutError:
                log.warning("embedding model not loaded; caching %s for exact hits only",
                            env.trace_id)
        if embedder.loaded:
            vector = await batcher.embed(fold(env.text))
    entry = new_entry(tenant=env.tenant, text=env.text, answer=answer,
                      source_trace_id=env.trace_id, category=category.value,
                      ttl_s=ttl_s(category, settings), context_fp=request.context_fp,
                      signature=signature, model=embedder.model_id, vector=vector)
    await _written(Topic.CACHE_STATE, request.key.encode(), entry_encoder.encode(entry))


@service.broker.subscriber(topic_name(Topic.FEEDBACK), group_id=None,
                           auto_offset_reset="latest", ack_policy=AckPolicy.ACK_FIRST,
                           fetch_max_wait_ms=settings.consumer_fetch_max_wait_ms)
async def withdraw_wrong_answers(msg: KafkaMessage) -> None:
    report = parse_feedback(msg.raw_message.value)
    keys = entries_to_withdraw(report, store, hits) if report else []
    if report is None or not keys:
        return
    log.info("answer %s reported wrong: tombstoning %d entries with that answer (%s)",
             report.trace_id, len(keys), keys[0])
    for key in keys:
        store.delete(key)  # stop serving it here at once; the tombstone reaches every replica
        await _written(Topic.CACHE_STATE, key.encode(), None)


async def _written(topic: Topic, key: bytes, value: bytes | None) -> None:
    """Publish and wait for the broker's acknowledgement: the step framework commits the input
    offset after the handler returns, and only envelopes it emits itself are waited for."""
    for delivery in await service.publish_raw(topic, key, value):
        await delivery


async def _load_model() -> None:
    try:
        await asyncio.to_thread(embedder.load)
    except Exception:  # the exact layer still works; say why the semantic one does not
        log.exception("embedding model %s failed to load: exact hits only", embedder.model_id)
        return
    _model_loaded.set()
    log.info("embedding model %s loaded in %.2f s", embedder.model_id, embedder.load_seconds)


async def _sweep_expired() -> None:
    reported = (0, 0)
    while True:
        await asyncio.sleep(SWEEP_EVERY_S)
        dropped = store.sweep(time.time())
        if dropped:
            log.info("dropped %d expired entries", dropped)
        if (batcher.texts, batcher.reused) != reported:
            reported = (batcher.texts, batcher.reused)
            log.info("embedded %d texts in %d batches (%.1f s CPU); %d embeddings reused",
                     batcher.texts, batcher.batches, batcher.cpu_s, batcher.reused)


async def _start() -> None:
    # One BLAS thread: the service shares the machine's cores with the rest of the pipeline,
    # and one query is a single matrix-vector product.
    threadpool_limits(limits=1, user_api="blas")
    if settings.cache_semantic:
        _background.append(asyncio.create_task(_load_model()))
    _background.append(asyncio.create_task(_sweep_expired()))
    follower.start()


async def _stop() -> None:
    await follower.stop()
    for task in _background:
        task.cancel()


service.on_startup(_start)
service.on_shutdown(_stop)
