"""cache: answers repeated and paraphrased requests from memory, per tenant.

requests  → (hit) responses | (miss) cache.miss
responses → cache.state (eligible answers — numbers verified or none stated — with their
            provenance and embedding)
cache.state (followed) → the in-memory store of every replica, read to its end before ready
feedback (followed by every replica) → cache.state withdrawals (answers reported wrong)
A hit on a cached computation is computed again on the sandbox before it is served, unless the
sandbox's current code computed it; one the sandbox contradicts is not served and is withdrawn
like a reported answer (recheck.py).

See services/cache/README.md for the categories, thresholds and measurements.
"""

from __future__ import annotations

import asyncio
import logging
import random
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import msgspec
from opentelemetry import trace
from threadpoolctl import threadpool_limits

from dtlib import conflict, sandbox_client
from dtlib.envelope import Answer, Envelope, Route, SandboxResult, Task
from dtlib.runtime import Emit, Handlers, Later, Put, Step
from dtlib.topics import Topic

from .batching import EmbedBatcher
from .bound import error_bound
from .categories import Category, categorise, not_cacheable_reason, semantic_threshold, ttl_s
from .embedder import Embedder
from .entry import decoder as entry_decoder
from .entry import encoder as entry_encoder
from .entry import Entry, answer_id, new_entry, withdrawal
from .feedback import HitIndex, entries_to_withdraw, parse_feedback
from .keys import RequestKey, request_key
from .lookup import Lookup, Outcome, Probe
from .normalise import fold
from .provenance import answer_to_keep, served_answer, unkept_reason
from .recheck import Check, SandboxCode, Verdict, operation_of, recheck, recheck_needless, stamp_of
from .settings import CacheSettings
from .shadow import checked, shadow_of, shadow_request
from .signature import Signature, request_signature
from .store import CacheStore, bucket_key
from .zh_questions import segment

log = logging.getLogger("dualtrack.cache")
SWEEP_EVERY_S = 30.0
MODEL_WAIT_S = 60.0
# Requests that wait at once in `lookup` (for an embedding or a recheck): those that need an
# embedding share a batch; an exact hit is answered on the consumer thread meanwhile.
LOOKUP_CONCURRENCY = 16
# Responses handled at once by `remember`: they queue for one embedding batch, and each waits
# for its cache.state write to be acknowledged without holding up the others.
REMEMBER_CONCURRENCY = 32
WRITE_WINDOW_S = 30.0


@dataclass
class Deps:
    embedder: Any = None  # an Embedder (or one like it); None: the model the package ships
    check: Check | None = None  # None: the sandbox over gRPC (settings.sandbox_grpc_target)


class Cache:
    """One replica's store, lookups and writes."""

    def __init__(self, settings: CacheSettings, embedder: Any, check: Check | None = None) -> None:
        self.settings, self.embedder = settings, embedder
        self.check = check or self._check_on_sandbox
        self.sandbox_code = SandboxCode(settings.cache_sandbox_code_ttl_s)
        self.store = CacheStore(max_entries=settings.cache_max_entries,
                                max_bytes=settings.cache_max_bytes, model_id=embedder.model_id,
                                dim=embedder.dim, ann_min=settings.cache_ann_min_vectors,
                                bound=error_bound(settings))
        self.store.build_indexes = False  # until caught up with cache.state
        self.finder = Lookup(self.store, embedder, settings)
        self.hits = HitIndex()
        # `lookup` reads the store and the hits on the consumer thread; what changes them on the
        # event loop beside the state followers (which the runtime's state lock keeps apart from
        # `lookup`) holds this lock too.
        self.lock = threading.Lock()
        # Lookups and responses are embedded in batches, off the event loop, each text once (a
        # miss's vector serves the `remember` of its answer).
        self.batcher = EmbedBatcher(embedder.embed_many, linger_s=0.05)
        # Entries this replica is writing to cache.state and has not yet read back:
        # key → (answer, when, trace_id). A repeated question that missed while its first answer
        # was on its way comes back with the same answer; it is not embedded and written again
        # (the store only knows the entry once the record has been read back). Forgotten once
        # any record for the key is read, or after WRITE_WINDOW_S. A redelivery of the response
        # that wrote it (its write failed) writes it again.
        self.writing: OrderedDict[str, tuple[Answer, float, str]] = OrderedDict()
        # key → the answers users reported wrong for it (from every cache.state record of the key).
        self.reported_wrong: dict[str, list[str]] = {}
        self.model_loaded = asyncio.Event()
        self.publish: Any = None  # the runtime's, once caught up: feedback acts only from then on

    # --- cache.state ------------------------------------------------------------------------
    def apply_state(self, key: bytes | None, value: bytes | None) -> None:
        if key is None:
            return
        text_key = key.decode()
        if self.writing:
            self.writing.pop(text_key, None)  # from here on the store knows what the key holds
        entry = None if value is None else entry_decoder.decode(value)
        if entry is not None and (entry.reported_wrong or text_key in self.reported_wrong):
            # Every answer reported wrong for the key stays reported: a record written by a
            # replica that had not yet read the withdrawal (a redelivered response whose
            # `remember` waited on the model) does not bring the answer back.
            self.reported_wrong[text_key] = sorted({*self.reported_wrong.get(text_key, ()),
                                                    *entry.reported_wrong})
            if not entry.withdrawn and self._reported_wrong(text_key, entry.answer):
                self._withdraw_again(text_key, entry)
                return
        if entry is None or entry.withdrawn or unkept_reason(entry.answer, self.settings) is not None:
            # A withdrawal (reported wrong) or a tombstone, or a record this replica must not
            # serve: written before entries kept a provenance and stating a number nobody
            # vouched for, or the demonstration model's while DT_CACHE_DEMONSTRATION_ANSWERS is
            # off. Such a question misses and is answered afresh.
            self.store.delete(text_key)
        else:
            self.store.put(text_key, entry)

    def _withdraw_again(self, key: str, entry: Entry) -> None:
        """`entry` gives an answer reported wrong for its key: not served. If the record did
        not say so itself, a withdrawal follows it on cache.state (once caught up), so that
        compaction, which keeps only the key's last record, cannot forget the report."""
        self.store.delete(key)
        trace.get_current_span().set_attribute("dt.cache.not_kept", "reported wrong before")
        if self.publish is None or answer_id(entry.answer) in entry.reported_wrong:
            return
        log.info("%s: a record gives an answer reported wrong before: withdrawn again", key)
        record = withdrawal(msgspec.structs.replace(entry, reported_wrong=self.reported_wrong[key]))
        for delivery in self.publish(Put(Topic.CACHE_STATE, key.encode(), entry_encoder.encode(record))):
            delivery.add_done_callback(_log_failed_withdrawal)

    # --- requests ---------------------------------------------------------------------------
    def lookup(self, env: Envelope) -> Emit | list[Emit] | Later:
        """On the consumer thread (no hand-off to the loop): an exact hit that needs no recheck
        and a miss that needs no embedding are decided here; a request to embed, or a cached
        computation to compute again on the sandbox, finishes on the event loop."""
        with self.lock:
            outcome = self.finder.prepare(env)
            if not isinstance(outcome, Outcome):
                return Later(self._semantic(env, outcome))
            verdict = None
            if self._rechecks(outcome):
                verdict = recheck_needless(outcome.hit.entry, self.sandbox_code)  # type: ignore[union-attr]
                if verdict is None:
                    return Later(self._rechecked(env, outcome))
            return self._decided(env, outcome, verdict)

    async def _semantic(self, env: Envelope, probe: Probe) -> Emit | list[Emit]:
        vector = await self.batcher.embed(probe.text, urgent=True)  # off the event loop
        with self.lock:
            outcome = self.finder.search(probe, vector)
        return await self._rechecked(env, outcome)

    async def _rechecked(self, env: Envelope, outcome: Outcome) -> Emit | list[Emit]:
        verdict = None
        if self._rechecks(outcome):
            verdict = await recheck(outcome.hit.entry, self.check, self.sandbox_code)  # type: ignore[union-attr]
        with self.lock:
            return self._decided(env, outcome, verdict)

    def _rechecks(self, outcome: Outcome) -> bool:
        """A hit on a cached computation is computed again before it is served."""
        return outcome.hit is not None and outcome.hit.entry.task is not None and self.settings.cache_recheck

    def _decided(self, env: Envelope, outcome: Outcome, verdict: Verdict | None) -> Emit | list[Emit]:
        """The request's answer or its way on, once `outcome` (and the recheck's `verdict`, for
        a cached computation) are known; holding `lock`."""
        trace.get_current_span().set_attribute("dt.cache.reason", outcome.reason)
        hit = outcome.hit
        if hit is None:
            nearest = outcome.nearest
            if nearest is not None and nearest.similarity >= self.settings.cache_held_similarity:
                # What the cache holds for this request travels on: a fast answer from another
                # source that contradicts it goes slow (dtlib.conflict).
                env.route.shadow.append(conflict.held("cache.semantic", nearest.similarity,
                                                      nearest.entry.answer))
            return Emit(Topic.CACHE_MISS, env, outcome="miss")
        if verdict is not None:
            trace.get_current_span().set_attribute("dt.cache.recheck", verdict.reason)
            if not verdict.serve:
                log.info("cached %s not served: %s", hit.key, verdict.reason)
                miss = Emit(Topic.CACHE_MISS, env, outcome="miss:recheck")
                return [miss, *self._withdrawals(hit.key)] if verdict.withdraw else miss
        self.hits.record(env.trace_id, hit.key)
        shadow = None
        if hit.kind == "semantic" and random.random() < self.settings.cache_shadow_rate:
            shadow = Emit(Topic.CACHE_MISS, shadow_request(env, hit.key, hit.similarity, hit.score),
                          outcome="shadow")  # the slow way too, in the background: shadow.py
        env.answer = served_answer(hit.entry.answer, hit.kind, hit.entry.source_trace_id)
        env.route = Route(path="fast", decided_by=f"cache.{hit.kind}",
                          confidence=round(hit.similarity, 4), threshold=hit.threshold)
        served = Emit(Topic.RESPONSES, env, outcome="hit" if hit.kind == "exact" else "hit:semantic")
        return served if shadow is None else [served, shadow]

    # --- responses --------------------------------------------------------------------------
    def remember(self, env: Envelope) -> Put | None | Later:
        """On the consumer thread (no hand-off to the loop), holding the runtime's state lock
        for as little as it can: a response that cannot be kept (most under load are the cache's
        own hits) is dropped here; one that may be kept is decided on the event loop, where its
        entry waits for the embedding, as before."""
        self.sandbox_code.saw_result_of(env)  # the version of the sandbox's code, for recheck
        shadow = shadow_of(env)
        if shadow is not None:
            return self._shadow_checked(env, *shadow)
        if not_cacheable_reason(env, self.settings) is not None:
            return None  # most responses under load are hits: skip the signature for them
        return Later(self._kept(env))

    async def _kept(self, env: Envelope) -> Put | None:
        signature = request_signature(env.text)
        category = categorise(env, signature, self.settings)
        if category is None or category is Category.PERSONAL:
            return None
        answer = answer_to_keep(env)
        request = request_key(env, self.settings.cache_context_ignored_keys)
        if self._reported_wrong(request.key, answer):
            trace.get_current_span().set_attribute("dt.cache.not_kept", "reported wrong before")
            return None  # a redelivery of the withdrawn answer, or the same answer given again
        with self.lock:
            held = self._same_answer_held(request.key, answer, env.trace_id)
            if held:
                # The same answer again (a repeat that missed, a race or a redelivery): nothing to
                # write. A report that this trace's answer was wrong still finds the entry.
                self.hits.record(env.trace_id, request.key)
        if held:
            return None
        writing = self.writing[request.key] = (answer, time.monotonic(), env.trace_id)
        self.writing.move_to_end(request.key)  # kept in time order
        try:
            put = await self._entry(env, answer, request, category, signature)
        except BaseException:
            if self.writing.get(request.key) is writing:
                del self.writing[request.key]
            raise
        if self._reported_wrong(request.key, answer):
            return None  # reported wrong while the entry waited for the embedding model
        return put

    def _reported_wrong(self, key: str, answer: Answer) -> bool:
        return answer_id(answer) in self.reported_wrong.get(key, ())

    def _shadow_checked(self, env: Envelope, key: str, similarity: float, score: float) -> Put | None:
        """The slow answer to a shadow check: the served entry's record again, with the outcome
        in its evidence. Not cached itself; nothing learned from an answer that is not ok."""
        with self.lock:
            entry = self.store.peek(key)
            vector = self.store.vector(key)
        if entry is None or env.answer is None or env.answer.status != "ok":
            return None
        agrees = conflict.same_answer(entry.answer, env.answer)
        if not agrees:
            log.info("shadow check of %s disagreed at similarity %.3f: tightening it", key, similarity)
        record = checked(entry, similarity, agrees, vector, score)
        return Put(Topic.CACHE_STATE, key.encode(), entry_encoder.encode(record))

    def _same_answer_held(self, key: str, answer: Answer, trace_id: str) -> bool:
        """The store holds `answer` under `key`, or this replica is writing it there for
        another response."""
        known = self.store.get(key)
        if known is not None and known.answer == answer:
            return True
        if not self.writing:
            return False
        now = time.monotonic()
        while self.writing:  # forget writes never read back (a failed write, a lost record)
            oldest = next(iter(self.writing.values()))
            if now - oldest[1] <= WRITE_WINDOW_S:
                break
            self.writing.popitem(last=False)
        writing = self.writing.get(key)
        return writing is not None and writing[0] == answer and writing[2] != trace_id

    async def _entry(self, env: Envelope, answer: Answer, request: RequestKey, category: Category,
                     signature: Signature) -> Put:
        vector = None
        if self.settings.cache_semantic and semantic_threshold(category, self.settings) is not None:
            if not self.embedder.loaded:
                try:
                    await asyncio.wait_for(self.model_loaded.wait(), MODEL_WAIT_S)
                except asyncio.TimeoutError:
                    log.warning("embedding model not loaded; caching %s for exact hits only",
                                env.trace_id)
            if self.embedder.loaded:
                vector = await self.batcher.embed(fold(env.text))
        entry = new_entry(tenant=env.tenant, text=env.text, answer=answer,
                          source_trace_id=env.trace_id, category=category.value,
                          ttl_s=ttl_s(category, self.settings), context_fp=request.context_fp,
                          signature=signature, model=self.embedder.model_id, vector=vector,
                          reported_wrong=self.reported_wrong.get(request.key),
                          task=operation_of(env), code_stamp=stamp_of(env))
        if vector is not None:  # what the cache held near this question: evidence for the bound
            group = bucket_key(request.context_fp, env.text, signature)
            with self.lock:
                entry.evidence = self.store.observations(env.tenant, group, vector, entry)
        return Put(Topic.CACHE_STATE, request.key.encode(), entry_encoder.encode(entry))

    # --- feedback ---------------------------------------------------------------------------
    def withdraw_wrong_answers(self, key: bytes | None, value: bytes | None) -> None:
        """Every replica reads feedback (the one that served a hit knows its trace); reports
        older than the replica's start were handled by the replicas of their time. A plain
        function, applied holding the state lock like `apply_state`: `lookup` reads the store on
        the consumer thread (the runtime refuses an `async def` state handler beside it)."""
        if self.publish is None:
            return
        report = parse_feedback(value)
        keys = entries_to_withdraw(report, self.store, self.hits) if report else []
        if report is None or not keys:
            return
        log.info("answer %s reported wrong: withdrawing %d entries with that answer (%s)",
                 report.trace_id, len(keys), keys[0])
        for put in self._withdrawals(keys[0], keys[1:]):
            for delivery in self.publish(put):
                delivery.add_done_callback(_log_failed_withdrawal)

    def _withdrawals(self, key: str, same_answer: list[str] | None = None) -> list[Put]:
        """The cache.state records that withdraw the entry under `key` and the tenant's other
        entries with the same answer (by default, those the store holds now). Each stops being
        served here at once; the withdrawal reaches every replica, and stays on the compacted
        topic so that no replica, now or after a restart, caches the answer for this question
        again (a null tombstone would be forgotten)."""
        keys = [key, *(self.store.keys_with_same_answer(key) if same_answer is None else same_answer)]
        puts = []
        for key_text in keys:
            entry = self.store.delete(key_text)
            record = None if entry is None else entry_encoder.encode(withdrawal(entry))
            puts.append(Put(Topic.CACHE_STATE, key_text.encode(), record))
        return puts

    async def _check_on_sandbox(self, task: Task) -> SandboxResult:
        settings = self.settings
        return await sandbox_client.execute(task, settings.sandbox_grpc_target,
                                            timeout=settings.sandbox_call_timeout_s,
                                            deadline_ms=settings.sandbox_deadline_ms)

    # --- beside the handlers ------------------------------------------------------------------
    async def caught_up(self, publish: Any) -> None:
        """Runs once every followed topic was read to its end."""
        with self.lock:
            self.store.allow_index_builds()
        self.publish = publish

    async def load_model(self, publish: Any) -> None:
        if not self.settings.cache_semantic:
            return
        try:
            await asyncio.to_thread(self.embedder.load)
            await asyncio.to_thread(segment, "预热")  # jieba's dictionary (1–6 s): a Chinese score reads words
        except Exception:  # the exact layer still works; say why the semantic one does not
            log.exception("embedding model %s or jieba failed to load: exact hits only", self.embedder.model_id)
            return
        self.model_loaded.set()
        log.info("embedding model %s loaded in %.2f s", self.embedder.model_id,
                 self.embedder.load_seconds or 0.0)

    async def sweep_expired(self, publish: Any) -> None:
        reported = (0, 0)
        batcher = self.batcher
        while True:
            await asyncio.sleep(SWEEP_EVERY_S)
            with self.lock:
                dropped = self.store.sweep(time.time())
            if dropped:
                log.info("dropped %d expired entries", dropped)
            if (batcher.texts, batcher.reused) != reported:
                reported = (batcher.texts, batcher.reused)
                log.info("embedded %d texts in %d batches (%.1f s CPU); %d embeddings reused",
                         batcher.texts, batcher.batches, batcher.cpu_s, batcher.reused)


def _log_failed_withdrawal(delivery: asyncio.Future) -> None:
    if not delivery.cancelled() and delivery.exception() is not None:
        log.error("a withdrawal was not written on cache.state: %r", delivery.exception())


def build(settings: CacheSettings, deps: Deps | None = None) -> Handlers:
    """Ready once caught up with cache.state. Not gated on the model: until it has loaded (about
    2 s, in the background) the replica answers exact repeats only, which is safe."""
    deps = deps or Deps()
    # One BLAS thread: the service shares the machine's cores with the rest of the pipeline,
    # and one query is a single matrix-vector product.
    threadpool_limits(limits=1, user_api="blas")
    cache = Cache(settings, deps.embedder or Embedder(threads=settings.cache_embed_threads),
                  deps.check)
    handlers = Handlers()
    handlers.follow(Topic.CACHE_STATE, cache.apply_state)
    handlers.follow(Topic.FEEDBACK, cache.withdraw_wrong_answers)
    handlers.envelope(Topic.REQUESTS, cache.lookup, concurrency=LOOKUP_CONCURRENCY)
    handlers.envelope(Topic.RESPONSES, cache.remember, concurrency=REMEMBER_CONCURRENCY)
    handlers.background += [cache.caught_up, cache.load_model, cache.sweep_expired]
    return handlers


step = Step("cache", consumes=(Topic.REQUESTS, Topic.RESPONSES),
            follows=(Topic.CACHE_STATE, Topic.FEEDBACK),
            emits=(Topic.RESPONSES, Topic.CACHE_MISS, Topic.CACHE_STATE), build=build,
            description="exact and semantic answers per tenant, guarded by numbers, dates, units "
                        "and quotes; a cached computation is computed again on the sandbox when "
                        "served; every replica reads the compacted `cache.state` whole and drops "
                        "an answer users report wrong or the sandbox contradicts")
