"""`dualtrack bench slowpath`: the slow path measured on its own processes.

1. Latency and throughput of llm → fuser through Kafka, with the fake OpenAI-compatible server
   (dualtrack/fake_llm.py) answering every call after 500 ms, at 1, 4 and 16 requests in
   flight; the fuser checks the draft's number against the sandbox (gRPC) on every request.
2. The brake's precision and recall on drafts with planted wrong numbers (BRAKE_CASES).
3. How the gate's decisions move when its thresholds change.
4. Tokens per second of the embedded model (SmolLM2-135M, llama.cpp on this machine's CPU).
5. The planted set (slowpath_planted.py): model replies with ungrounded operations and wrong
   claims of every kind, and correct ones; caught, corrected, uncertain, wrong values shown as ok
   (target 0) and correct replies changed (target 0). `--planted-only` runs this part alone.

It starts its own processes (the fake model server, one sandbox, one llm and one fuser)
with their own topic prefix and instance names, and deletes its topics at the end: it never
touches the services of `dualtrack dev up`. tests/integration/test_slowpath.py uses the same
helpers.
"""

from __future__ import annotations

import asyncio
import os
import secrets
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx

from dtlib import envelope as env_mod
from dtlib.envelope import Envelope
from dtlib.settings import REPO_ROOT, Settings, get_settings
from dtlib.topics import Topic, topic_name, topic_specs
from dualtrack.bench.lane import free_port  # noqa: F401  (also used by the slow-path tests)
from dualtrack.fake_llm import FakeModel  # noqa: F401  (re-exported for the slow-path tests)
from dualtrack.bench.answers_reader import AnswersReader
from dualtrack.bench.slow_envelopes import slow_request
from dualtrack.bench.slowpath_planted import measure_planted, planted_table
from services.fuser.settings import FuserSettings
from services.llm.settings import LlmSettings

# --- the slow path's own processes ---------------------------------------------------------------

class SlowPathProcesses:
    """One sandbox (Kafka and gRPC), one llm and one fuser, on their own topic prefix."""

    def __init__(self, model_url: str, tag: str = "", partitions: int | None = None,
                 **settings: Any) -> None:
        self.tag = tag or secrets.token_hex(3)
        self.partitions = partitions  # None: settings.topic_partitions
        self.prefix = f"sp{self.tag}."
        self.grpc_port = free_port()
        self.workdir = Path(tempfile.mkdtemp(prefix=f"dt-slowpath-{self.tag}-"))
        self.env = {
            **os.environ,
            "DT_TOPIC_PREFIX": self.prefix,
            "DT_STATE_DIR": str(self.workdir),
            "DT_SANDBOX_GRPC_PORT": str(self.grpc_port),
            "DT_SANDBOX_GRPC_TARGET": f"127.0.0.1:{self.grpc_port}",
            "DT_LLM_BACKEND": "openai",
            "DT_LLM_BASE_URL": model_url,
            "DT_TRACING": "false",
            "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), str(REPO_ROOT / "libs")]),
        }
        self.env.update({f"DT_{k.upper()}": str(v) for k, v in settings.items()})
        self.procs: dict[str, tuple[subprocess.Popen[bytes], int]] = {}
        self.settings = Settings(topic_prefix=self.prefix)

    async def start(self) -> None:
        from dualtrack.stack.topics import ensure_topics

        await ensure_topics(self.settings.kafka_bootstrap, topic_specs(self.prefix, self.partitions))
        try:
            for name in ("sandbox", "llm", "fuser"):  # the sandbox serves Kafka and gRPC
                self._spawn(name, [f"services.{name}"])
            await self._wait_ready()
        except BaseException:
            await self.stop()
            raise

    def _spawn(self, name: str, module: list[str], **extra: str) -> None:
        health = free_port()
        env = {**self.env, "DT_INSTANCE": f"{name}-{self.tag}", "DT_HEALTH_PORT": str(health), **extra}
        log = open(self.workdir / f"{name}.log", "ab")
        proc = subprocess.Popen([sys.executable, "-m", *module], cwd=REPO_ROOT, env=env,
                                stdout=log, stderr=subprocess.STDOUT)
        self.procs[name] = (proc, health)

    async def _wait_ready(self, timeout: float = 90.0) -> None:
        deadline = time.monotonic() + timeout
        async with httpx.AsyncClient(timeout=1) as client:
            for name, (proc, health) in self.procs.items():
                while True:
                    if proc.poll() is not None:
                        raise RuntimeError(f"{name} exited: {self.log_tail(name)}")
                    if await self._ready(client, name, health):
                        break
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"{name} not ready: {self.log_tail(name)}")
                    await asyncio.sleep(0.3)

    async def _ready(self, client: httpx.AsyncClient, name: str, health: int) -> bool:
        try:
            if (await client.get(f"http://127.0.0.1:{health}/ready")).status_code != 200:
                return False
        except httpx.HTTPError:
            return False
        if name == "sandbox":  # and its gRPC port listens
            with socket.socket() as s:
                return s.connect_ex(("127.0.0.1", self.grpc_port)) == 0
        return True

    def log_tail(self, name: str, lines: int = 20) -> str:
        path = self.workdir / f"{name}.log"
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""

    def _stop_one(self, name: str) -> None:
        proc, _ = self.procs.pop(name)
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)

    async def stop(self) -> None:
        from dualtrack.stack.topics import delete_topics

        for name in list(self.procs):
            self._stop_one(name)
        await delete_topics(self.settings.kafka_bootstrap, [s.name for s in topic_specs(self.prefix)])
        shutil.rmtree(self.workdir, ignore_errors=True)


class SlowPathClient(AnswersReader):
    """Publishes envelopes on llm.tasks (as the classifier would) and waits for their answers."""

    client_name = "bench-slowpath"

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        self._waiting: dict[str, asyncio.Future[Envelope]] = {}

    def _answered(self, record: Any) -> None:
        try:
            env = env_mod.decode(record.value or b"")
        except env_mod.EnvelopeError:
            return
        future = self._waiting.pop(env.trace_id, None)
        if future is not None and not future.done():
            future.set_result(env)

    async def ask(self, text: str, *, task_type: str | None = None, timeout: float = 60.0,
                  language: str | None = None) -> Envelope:
        env = slow_request(text, task_type=task_type, language=language, deadline_ms=int(timeout * 1000))
        future: asyncio.Future[Envelope] = asyncio.get_running_loop().create_future()
        self._waiting[env.trace_id] = future
        await self._transport.publish(topic_name(Topic.LLM_TASKS, self.settings.topic_prefix),
                                      env.trace_id.encode(), env_mod.encode(env))
        try:
            return await asyncio.wait_for(future, timeout)
        finally:
            self._waiting.pop(env.trace_id, None)


# --- 1. latency and throughput -------------------------------------------------------------------

LOAD_DRAFT = "12 × 24 = 288, so a box of 12 rows of 24 holds 288 eggs."


async def measure_load(client: SlowPathClient, concurrency: int, requests: int) -> dict[str, Any]:
    latencies: list[float] = []
    statuses: Counter[str] = Counter()
    queue = list(range(requests))

    async def worker() -> None:
        while queue:
            i = queue.pop()
            sent = time.perf_counter()
            env = await client.ask(f"load question {i}: how many eggs in 12 rows of 24?", timeout=120)
            latencies.append((time.perf_counter() - sent) * 1000)
            statuses[env.answer.status if env.answer else "none"] += 1

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    wall = time.perf_counter() - started
    latencies.sort()
    return {"concurrency": concurrency, "requests": requests, "ok": statuses["ok"],
            "p50_ms": statistics.median(latencies),
            "p99_ms": latencies[max(0, int(len(latencies) * 0.99) - 1)],
            "throughput_rps": requests / wall}


# --- 2. the brake on planted errors -------------------------------------------------------------

# (request, draft, the wrong values planted in it). Every other number is right and must stay.
BRAKE_CASES: list[tuple[str, str, list[str]]] = [
    ("What is 12 times 24?", "12 × 24 = 298.", ["298"]),
    ("What is 12 times 24?", "12 × 24 = 288.", []),
    ("", "First, 1,000,000 - 13,567,890 = -12,567,890, so the balance is -12,567,890.", []),
    ("", "1,000,000 - 13,567,890 = 12,567,890.", ["12,567,890"]),
    ("", "The total is 45 + 38 + 17 = 110 apples.", ["110"]),
    ("", "(12 + 8) × 3 = 60, and 60 / 4 = 15.", []),
    ("", "(12 + 8) × 3 = 80, and 80 / 4 = 20.", ["80", "20"]),
    ("", "1/3 = 0.33 and 2/3 ≈ 0.67.", []),
    ("", "10 / 4 = 2.25", ["2.25"]),
    ("", "2^10 = 1000", ["1000"]),
    ("", "The square of 15 is 15 × 15 = 225.", []),
    ("", "15% of 80 is 12.", []),
    ("", "15% of 80 is 10.", ["10"]),
    ("", "80的15%是10。", ["10"]),
    ("", "十二乘以二十四等于二百八十八。", []),
    ("", "十二乘以二十四等于二百九十八。", ["二百九十八"]),
    ("", "12与24的积是298。", ["298"]),
    ("", "The product of 17 and 23 is 391.", []),
    ("", "The sum of 1,250 and 3,780 is 5,130.", ["5,130"]),
    ("Revenue went from 1200 to 1500. What was the growth rate?", "Revenue grew by 30%.", ["30%"]),
    ("Revenue went from 1200 to 1500. What was the growth rate?", "Revenue grew by 25%.", []),
    ("", "Sales rose from 80,000 to 92,000, an increase of 15%.", []),
    ("", "Sales rose from 80,000 to 92,000, an increase of 12%.", ["12%"]),
    ("", "The price fell from 250 to 200, a decrease of 25%.", ["25%"]),
    ("", "The price fell from 250 to 200, a decrease of 20%.", []),
    ("", "销售额从1200万增长到1500万，增长率为30%。", ["30%"]),
    ("", "From 2024-01-01 to 2024-03-01 there are 60 days.", []),
    ("", "From 2024-01-01 to 2024-03-01 there are 59 days.", ["59"]),
    ("How many days from 2023-12-25 to 2024-01-10?", "It is 16 days.", []),
    ("How many days from 2023-12-25 to 2024-01-10?", "It is 18 days.", ["18"]),
    ("", "从2024年3月1日到2024年4月15日共有45天。", []),
    ("", "从2024年3月1日到2024年4月15日共有46天（含首尾两天）。", []),
    ("", "从2024年3月1日到2024年4月15日共有50天。", ["50"]),
    ("", "Python 3.11 was released in 2022; call 555-1234 between 9:00 and 17:00.", []),
    ("", "Chapter 3 covers pages 10-20 of the 2nd edition.", []),
    ("", "The temperature dropped from 5 to -3, a change of 5 - 8 = -3 degrees.", []),
    ("", "2.5 million + 1.2 million = 3.7 million.", []),
    ("", "2.5 million + 1.2 million = 3.9 million.", ["3.9 million"]),
    ("", "12 × 24 = 298, so you need 298 eggs, and 298 + 2 = 300 with spares.", ["298", "300"]),
    ("", "50 / 200 = 25%.", []),
    ("", "7 × 8 = 54 and 9 × 6 = 54.", ["54"]),
    ("", "Half of 90 is 45, and 90 × 0.5 = 45.", []),
    ("", "3.5 - 1.2 = 2.3, and 2.3 × 2 = 4.8", ["4.8"]),
    ("", "100 - 37.5 = 62.5", []),
    ("", "-5 × -4 = -20", ["-20"]),
    ("", "The difference of 1,000 and 1,250 is -250.", []),
    ("", "1.2万 + 3000 = 1.5万", []),
    ("", "1.2万 + 3000 = 1.6万", ["1.6万"]),
]


async def measure_brake(check) -> dict[str, Any]:
    from services.fuser.brake import brake
    from dtlib.text import language

    planted = caught = false_corrections = 0
    misses: list[str] = []
    wrongly_changed: list[str] = []
    started = time.perf_counter()
    for request, draft, wrong in BRAKE_CASES:
        braked = await brake(draft, request, language(draft), check)
        flagged = Counter(c.stated for c in braked.claims if c.correct is False)
        expected = Counter(wrong)
        planted += sum(expected.values())
        hit = flagged & expected
        caught += sum(hit.values())
        extra = flagged - expected
        false_corrections += sum(extra.values())
        misses += [f"{draft} [{w}]" for w in (expected - flagged).elements()]
        wrongly_changed += [f"{draft} [{w}]" for w in extra.elements()]
    flagged_total = caught + false_corrections
    return {"drafts": len(BRAKE_CASES), "planted": planted, "caught": caught,
            "false_corrections": false_corrections,
            "precision": caught / flagged_total if flagged_total else 1.0,
            "recall": caught / planted if planted else 1.0,
            "ms_per_draft": (time.perf_counter() - started) * 1000 / len(BRAKE_CASES),
            "misses": misses, "wrongly_changed": wrongly_changed}


# --- 3. the gate under other thresholds -------------------------------------------------------------

OPEN_DRAFTS = ["The sky is blue on a clear day.", "Paris is the capital of France.",
               "A haiku has three lines of five, seven and five syllables."]


async def measure_gate(check) -> list[dict[str, Any]]:
    """First-draft decisions and final answers (no budget left) for the brake corpus plus
    open answers, with the sandbox up and with it down (nothing can be checked)."""
    from dtlib.envelope import ErrorInfo, SandboxResult
    from services.fuser.brake import brake
    from services.fuser.gate import Budget, Signals, assess, decide
    from dtlib.text import language

    async def down(task):  # the sandbox unreachable
        return SandboxResult(status="error", error=ErrorInfo("UNAVAILABLE", "sandbox unreachable"))

    drafts = [(r, d) for r, d, _ in BRAKE_CASES] + [("", d) for d in OPEN_DRAFTS]
    assessments = []
    for checker in (check, down):
        for request, draft in drafts:
            b = await brake(draft, request, language(draft), checker)
            signals = Signals(verified=b.verified, wrong=b.wrong, unchecked=b.unchecked)
            assessments.append((assess(signals).confidence, b.wrong > 0))
    rows = []
    base = get_settings(FuserSettings)
    for present_at, uncertain_below in ((0.5, 0.2), (0.6, 0.3), (0.7, 0.3), (0.7, 0.4), (0.8, 0.5)):
        s = base.model_copy(update={"gate_present_at": present_at, "gate_uncertain_below": uncertain_below})
        first: Counter[str] = Counter()
        final: Counter[str] = Counter()
        for confidence, contradiction in assessments:
            first[decide(confidence, [confidence], contradiction, Budget(1, 60_000, False), s)[0].value] += 1
            final[decide(confidence, [confidence], contradiction,
                         Budget(s.gate_max_iterations, 60_000, False), s)[0].value] += 1
        rows.append({"present_at": present_at, "uncertain_below": uncertain_below,
                     "drafts": len(assessments), "first": dict(first), "final": dict(final)})
    return rows


# --- 4. the embedded model's speed -------------------------------------------------------------------

TOKEN_PROMPTS = ["Name one colour of the sky.", "Explain in two sentences why the sea is salty.",
                 "Give three tips for learning a new language."]


async def measure_local_model(threads: int) -> dict[str, Any]:
    """Generation speed of llama.cpp itself (its own timings), one slot; answers cut at the
    token limit count too: this measures speed, not answers."""
    from services.llm.backends import LocalModel
    from services.llm.prompts import SYSTEM_PROMPT

    settings = get_settings(LlmSettings).model_copy(update={"llm_concurrency": 1, "llm_threads": threads})
    model = await asyncio.to_thread(LocalModel, settings)
    tokens, seconds, wall = 0, 0.0, 0.0
    for prompt in TOKEN_PROMPTS:
        request = {"messages": [{"role": "system", "content": SYSTEM_PROMPT},
                                {"role": "user", "content": prompt}],
                   "max_tokens": 128, "temperature": 0.2}
        started = time.perf_counter()
        reply = await asyncio.to_thread(model.chat_reply, request)
        wall += time.perf_counter() - started
        timings = reply.get("timings") or {}
        tokens += int(timings.get("predicted_n") or reply["usage"]["completion_tokens"])
        seconds += float(timings.get("predicted_ms") or 0) / 1000
    del model
    return {"model": "SmolLM2-135M Q4_1", "threads": threads, "prompts": len(TOKEN_PROMPTS),
            "completion_tokens": tokens, "seconds": wall,
            "tokens_per_s": tokens / seconds if seconds else 0.0,
            "tokens_per_s_wall": tokens / wall if wall else 0.0}


# (llm slots, partitions) of the runs: DT_LLM_CONCURRENCY of each llm replica, and the topics'
# partition count.
LOAD_CONFIGS = ((4, 6), (16, 16))


async def run(requests_per_level: int = 40, latency_ms: int = 500,
              configs: tuple[tuple[int, int], ...] = LOAD_CONFIGS,
              local_model: bool = True, planted_only: bool = False) -> dict[str, Any]:
    from dtlib import sandbox_client
    from dtlib.envelope import Task


    report: dict[str, Any] = {"planted": await measure_planted()}
    if planted_only:
        return report
    report["load"] = []
    with FakeModel(latency_ms=latency_ms) as fake:
        fake.script(default={"content": LOAD_DRAFT})
        for n_slots, partitions in configs:
            procs = SlowPathProcesses(fake.base_url, partitions=partitions, llm_concurrency=n_slots)
            await procs.start()
            try:
                async with SlowPathClient(procs.settings) as client:
                    await client.ask("warm-up", timeout=60)
                    for concurrency in (1, 4, 16):
                        n = max(concurrency * 2, requests_per_level // (4 if concurrency == 1 else 1))
                        row = await measure_load(client, concurrency, n)
                        report["load"].append({"llm_slots": n_slots, "partitions": partitions, **row})
                if (n_slots, partitions) != configs[-1]:
                    continue
                target = f"127.0.0.1:{procs.grpc_port}"

                async def check(task: Task):
                    return await sandbox_client.execute(task, target, timeout=2.0)

                report["brake"] = await measure_brake(check)
                report["gate"] = await measure_gate(check)
                await sandbox_client.close()
            finally:
                await procs.stop()
    if local_model:
        report["local_model"] = [await measure_local_model(threads) for threads in (1, 2)]
    return report


def tables(report: dict[str, Any]) -> list[Any]:
    """The report as rich tables, for the CLI."""
    from rich.table import Table


    out = [planted_table(report["planted"])]
    if report["planted"]["failures"]:
        failures = Table("wrong shown ok, or correct changed", title="planted set: failures")
        for line in report["planted"]["failures"]:
            failures.add_row(line)
        out.append(failures)
    if "load" not in report:
        return out
    load = Table("llm slots", "partitions", "in flight", "requests", "ok", "p50 ms", "p99 ms", "req/s",
                 title="slow path llm → fuser through Kafka (fake model: 500 ms per call; brake on)")
    for r in report["load"]:
        load.add_row(str(r["llm_slots"]), str(r["partitions"]), str(r["concurrency"]), str(r["requests"]),
                     str(r["ok"]),
                     f"{r['p50_ms']:.0f}", f"{r['p99_ms']:.0f}", f"{r['throughput_rps']:.2f}")
    out.append(load)
    b = report["brake"]
    brake_table = Table("drafts", "planted errors", "caught", "right numbers changed", "precision",
                        "recall", "ms/draft", title="the brake on drafts with planted wrong numbers")
    brake_table.add_row(str(b["drafts"]), str(b["planted"]), str(b["caught"]), str(b["false_corrections"]),
                        f"{b['precision']:.3f}", f"{b['recall']:.3f}", f"{b['ms_per_draft']:.1f}")
    out.append(brake_table)
    for label, items in (("missed", b["misses"]), ("wrongly changed", b["wrongly_changed"])):
        if items:
            extra = Table(label, title=f"brake: {label}")
            for item in items:
                extra.add_row(item)
            out.append(extra)
    gate = Table("present at", "uncertain below", "drafts", "first draft: present / gather / uncertain",
                 "no budget left: present / uncertain",
                 title="the gate under other thresholds (brake corpus + open answers; sandbox up and down)")
    for r in report["gate"]:
        f, z = r["first"], r["final"]
        gate.add_row(f"{r['present_at']:.1f}", f"{r['uncertain_below']:.1f}", str(r["drafts"]),
                     f"{f.get('present', 0)} / {f.get('gather_more', 0)} / {f.get('uncertain', 0)}",
                     f"{z.get('present', 0)} / {z.get('uncertain', 0)}")
    out.append(gate)
    if "local_model" in report:
        local = Table("model", "threads", "prompts", "tokens", "seconds", "tokens/s generating",
                      "tokens/s with prompt", title="embedded model, one slot, this machine's shared CPU")
        for m in report["local_model"]:
            local.add_row(m["model"], str(m["threads"]), str(m["prompts"]), str(m["completion_tokens"]),
                          f"{m['seconds']:.1f}", f"{m['tokens_per_s']:.1f}", f"{m['tokens_per_s_wall']:.1f}")
        out.append(local)
    return out
