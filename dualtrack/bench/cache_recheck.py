"""`dualtrack bench recheck`: what the serve-time check of a cached computation costs a hit.

The cache service's own `Cache.lookup` on an exact hit, twice: an entry without an operation (no
check, as every hit was before) and an entry with one (run again on a sandbox pool through its
gRPC server, on loopback, as the service asks `DT_SANDBOX_GRPC_TARGET`). Both in this process, no
Kafka; the difference is the check. The operation alone in-process (`run_task`) is measured too:
what a check without the call would cost.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from dtlib import sandbox_client
from dtlib.envelope import Answer, Envelope, Provenance, Task, new_trace_id
from services.cache.embedder import Embedder
from services.cache.entry import encoder, new_entry
from services.cache.keys import request_key
from services.cache.main import Cache
from services.cache.settings import CacheSettings
from services.cache.signature import request_signature
from services.sandbox.grpc_server import serve
from services.sandbox.ops import run_task
from services.sandbox.pool import SandboxPool

WARM_UP = 200
CASES = (("no operation kept (no check)", "what is 12*37", None, "444"),
         ("operation run again on the sandbox", "what is 12*38",
          Task(op="expr", args={"expression": "12*38"}), "456"))


def _summary(samples_us: list[float]) -> dict[str, float]:
    ordered = sorted(samples_us)
    return {"p50_us": statistics.median(ordered), "p99_us": ordered[int(0.99 * (len(ordered) - 1))]}


async def run(hits: int = 2000) -> dict[str, dict[str, float]]:
    settings = CacheSettings(tracing=False)
    pool = SandboxPool(size=1)
    await pool.start()
    server = await serve(pool, port=0, host="127.0.0.1")
    target = f"127.0.0.1:{server.bound_port}"  # type: ignore[attr-defined]

    async def check(task: Task) -> Any:
        return await sandbox_client.execute(task, target, timeout=settings.sandbox_call_timeout_s,
                                            deadline_ms=settings.sandbox_deadline_ms)

    cache = Cache(settings, Embedder(threads=1), check=check)  # exact hits: the model is not loaded
    out: dict[str, dict[str, float]] = {}
    try:
        for label, text, task, value in CASES:
            asked = Envelope(trace_id=new_trace_id(), text=text, tenant="bench")
            key = request_key(asked, settings.cache_context_ignored_keys)
            answer = Answer(status="ok", text=value, value=value,
                            provenance=Provenance(path="fast", source="sandbox", verified=True))
            entry = new_entry(tenant="bench", text=text, answer=answer, source_trace_id=asked.trace_id,
                              category="compute", ttl_s=3600.0, context_fp=key.context_fp,
                              signature=request_signature(text), task=task)
            cache.apply_state(key.key.encode(), encoder.encode(entry))
            samples = []
            for i in range(WARM_UP + hits):
                started = time.perf_counter()
                emitted = await cache.lookup(Envelope(trace_id=new_trace_id(), text=text, tenant="bench"))
                if i >= WARM_UP:
                    samples.append((time.perf_counter() - started) * 1e6)
                if emitted.outcome != "hit":  # type: ignore[union-attr]
                    raise RuntimeError(f"{label}: not served ({emitted.outcome})")  # type: ignore[union-attr]
            out[label] = _summary(samples)
        operation = CASES[1][2]
        assert operation is not None
        samples = []
        for i in range(WARM_UP + hits):
            started = time.perf_counter()
            run_task(operation)
            if i >= WARM_UP:
                samples.append((time.perf_counter() - started) * 1e6)
        out["the operation alone, in-process"] = _summary(samples)
    finally:
        await sandbox_client.close()
        await server.stop(grace=None)
        await pool.close()
    return out
