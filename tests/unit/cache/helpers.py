"""Build envelopes and entries the way the cache service does, and run the cache step."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import msgspec
from fakes.runtime import eventually

from dtlib import envelope as env_mod
from dtlib.envelope import Answer, Envelope, Provenance, Route, SandboxResult, Task
from dtlib.runtime import MemoryTransport, Record, Runtime
from dtlib.settings import Settings
from dtlib.topics import Topic, consumer_group, topic_name
from services.cache.categories import categorise, ttl_s
from services.cache.embedder import Embedder
from services.cache.entry import Entry, new_entry
from services.cache.keys import request_key
from services.cache.main import Deps, step
from services.cache.normalise import fold
from services.cache.provenance import answer_to_keep
from services.cache.signature import request_signature
from services.cache.store import CacheStore, bucket_key
from services.sandbox.ops import run_task

_ids = itertools.count(1)


def trace_id() -> str:
    return f"{next(_ids):032x}"


def request(text: str, tenant: str = "acme", **context: str) -> Envelope:
    return Envelope(trace_id=trace_id(), text=text, tenant=tenant, context=context)


def answered(text: str, answer: str, tenant: str = "acme", decided_by: str = "rule:faq",
             compute: bool = False, verified: bool | None = True, **context: str) -> Envelope:
    """A finished fast answer as its producer writes it: a rule's or the sandbox's (`compute`),
    with a provenance saying whether its numbers are `verified` (None: no provenance at all,
    as an older producer wrote)."""
    env = request(text, tenant, **context)
    env.route = Route(path="fast", decided_by=decided_by)
    provenance = None if verified is None else Provenance(
        path="fast", source="sandbox" if compute else decided_by, verified=verified)
    env.answer = Answer(status="ok", text=answer, provenance=provenance)
    if compute:
        env.task = Task(op="expr", args={"expression": text})
        env.results.sandbox = SandboxResult(status="ok", value=answer)
    return env


def computed(text: str, expression: str, value: str, tenant: str = "acme") -> Envelope:
    """A finished computation as the fuser writes it: the reader's operation, the sandbox's
    value, and an answer stating that value."""
    env = request(text, tenant)
    env.route = Route(path="fast", decided_by="classifier")
    env.task = Task(op="expr", args={"expression": expression}, source="parser")
    env.results.sandbox = SandboxResult(status="ok", value=value)
    env.answer = Answer(status="ok", text=f"{expression} = {value}", value=value,
                        provenance=Provenance(path="fast", source="sandbox", verified=True))
    return env


async def sandbox_in_process(task: Task) -> SandboxResult:
    """The sandbox's own operations, run here: what the cache's serve-time check asks over gRPC."""
    return run_task(task)


def remember(store: CacheStore, embedder: Embedder, settings: Settings, env: Envelope) -> Entry | None:
    """What `remember` publishes and `apply_state` stores, without Kafka."""
    signature = request_signature(env.text)
    category = categorise(env, signature, settings)
    if category is None or category.value == "personal":
        return None
    key = request_key(env, settings.cache_context_ignored_keys)
    vector = embedder.embed(fold(env.text)) if category.value in ("knowledge", "compute") else None
    entry = new_entry(tenant=env.tenant, text=env.text, answer=answer_to_keep(env),
                      source_trace_id=env.trace_id,
                      category=category.value, ttl_s=ttl_s(category, settings),
                      context_fp=key.context_fp, signature=signature, model=embedder.model_id,
                      vector=vector)
    if vector is not None:  # the evidence remember() writes with it
        entry.evidence = store.observations(env.tenant, bucket_key(key.context_fp, env.text, signature),
                                            vector, entry)
    store.put(key.key, entry)
    return entry


def new_store(embedder: Embedder, **overrides) -> CacheStore:
    options = {"max_entries": 1000, "max_bytes": 1 << 30, "ann_min": 8192} | overrides
    return CacheStore(model_id=embedder.model_id, dim=embedder.dim, **options)


@dataclass
class Emitted:
    """What the cache step sent on for one request."""

    topic: Topic
    envelope: Envelope

    @property
    def outcome(self) -> str:
        return self.envelope.hops[-1].outcome


class CacheReplica:
    """One replica of the cache step, run by the runtime on an in-memory broker: requests,
    responses and feedback go in as records, and what it writes comes out of the topics."""

    def __init__(self, settings: Settings, embedder, transport: MemoryTransport | None = None,
                 check=sandbox_in_process) -> None:
        self.settings, self.transport = settings, transport or MemoryTransport()
        self.runtime = Runtime(step, settings, self.transport, Deps(embedder=embedder, check=check))
        self._read: set[tuple[int, int]] = set()  # cache.state records already looked at
        self._mine: set[tuple[int, int]] = set()  # cache.state records a test put there

    def name(self, topic: Topic) -> str:
        return topic_name(topic, self.settings.topic_prefix)

    async def start(self) -> None:
        await self.runtime.start()
        assert self.runtime.ready

    async def stop(self) -> None:
        await self.runtime.stop()

    def _send(self, topic: Topic, key: bytes | None, value: bytes | None) -> Record:
        self.transport.publish(self.name(topic), key, value)
        return next(r for r in reversed(self.transport.records(self.name(topic)))
                    if r.key == key and r.value == value)

    async def _handled(self, topic: Topic, records: list[Record]) -> None:
        """Until the step has committed past each record (its outputs acknowledged)."""
        group = consumer_group(step.name, topic, self.settings.topic_prefix)

        def committed() -> bool:
            offsets = self.transport.committed.get(group, {})
            return all(offsets.get((r.topic, r.partition), 0) > r.offset for r in records)
        await eventually(committed)

    def _follower(self, topic: Topic):
        return next(f for f in self.runtime.followers if f.topic is topic)

    # --- in ---------------------------------------------------------------------------------
    async def remember(self, *answers: Envelope) -> None:
        """Answers on `responses`, handled (concurrently, as they come)."""
        sent = [self._send(Topic.RESPONSES, env.trace_id.encode(), env_mod.encode(env)) for env in answers]
        await self._handled(Topic.RESPONSES, sent)

    async def lookup(self, env: Envelope) -> Emitted:
        record = self._send(Topic.REQUESTS, env.trace_id.encode(), env_mod.encode(env))
        await self._handled(Topic.REQUESTS, [record])
        for topic in (Topic.RESPONSES, Topic.CACHE_MISS):
            for r in self.transport.records(self.name(topic)):
                out = env_mod.decode(r.value)
                if out.trace_id == env.trace_id and out.hops:
                    return Emitted(topic, out)
        raise AssertionError(f"nothing sent on for {env.text!r}")

    async def put_state(self, key: str, value: bytes | None) -> None:
        """A cache.state record as another (older) replica wrote it, read by this one."""
        record = self._send(Topic.CACHE_STATE, key.encode(), value)
        self._mine.add((record.partition, record.offset))
        await self.replicated()

    async def report_wrong(self, trace_id: str, tenant: str = "acme", tombstones: int = 1) -> None:
        value = msgspec.json.encode({"trace_id": trace_id, "tenant": tenant, "user_id": "u",
                                     "verdict": "wrong"})
        before = len(self.written)
        self._send(Topic.FEEDBACK, trace_id.encode(), value)
        await eventually(lambda: len(self.written) >= before + tombstones)

    # --- out --------------------------------------------------------------------------------
    @property
    def written(self) -> list[tuple[bytes | None, bytes | None]]:
        """What the step wrote on cache.state since the last `replicated()`."""
        return [(r.key, r.value) for r in self.transport.records(self.name(Topic.CACHE_STATE))
                if (r.partition, r.offset) not in self._read | self._mine]

    async def replicated(self) -> None:
        """Until this replica has read back every cache.state record (as every replica does)."""
        records = self.transport.records(self.name(Topic.CACHE_STATE))
        follower = self._follower(Topic.CACHE_STATE)
        await eventually(lambda: follower.records >= len(records))
        self._read |= {(r.partition, r.offset) for r in records}
