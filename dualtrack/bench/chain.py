"""`dualtrack bench chain`: what the platform alone costs and carries, with no service work.

Each path of the pipeline is rebuilt from relays (`relay.py`: a step that publishes what it gets,
on the same step runtime, broker settings and tracing as every service), one process per step,
on topics of its own. The load is open-loop, as in `bench e2e`:

- `exact-hit`: requests → responses, one step (what an exact-cache hit crosses);
- `computation`: requests → cache.miss → rules.miss → sandbox.tasks → sandbox.results →
  responses, five steps (what a computation the classifier parses crosses).

Per path it reports latency at fixed loads, the highest sustained rate (the criterion of `bench
e2e`: everything answered within 2 s of the last send, the sender on schedule, latency not
growing, p99 ≤ 500 ms), and CPU milliseconds per request of the steps and of the broker. A rate a
path of relays cannot sustain is out of reach for the real services on that path, whatever they
do: this is the ceiling of the runtime and the broker on the machine.

`secure` (on the broker of `dev up --secure`) runs each path twice on that one broker, the two
chains taking turns at each rate: over its SASL_SSL listener (SCRAM, as the admin) and over its
plain listener, and reports what TLS and SASL cost as a ratio of the two.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import psutil

from dtlib.envelope import Envelope, Route
from dtlib.settings import REPO_ROOT, get_settings
from dtlib.topics import Topic, topic_specs

from ..stack import procs, secure
from ..stack.common import run_sync
from .e2e_driver import Driver, arrival_offsets
from .e2e_machine import cpu_seconds, infra_pids, machine_facts
from .e2e_phase import Phase, fmt_ms
from .chain_report import ratios_markdown, report_markdown, write_chart

PATHS: dict[str, list[Topic]] = {
    "exact-hit": [Topic.REQUESTS, Topic.RESPONSES],
    "computation": [Topic.REQUESTS, Topic.CACHE_MISS, Topic.RULES_MISS, Topic.SANDBOX_TASKS,
                    Topic.SANDBOX_RESULTS, Topic.RESPONSES],
}


@dataclass
class ChainConfig:
    paths: list[str] = field(default_factory=lambda: list(PATHS))
    rates: list[float] = field(default_factory=lambda: [100.0, 200.0])
    duration_s: float = 10.0
    find_max: bool = True
    max_factor: float = 1.25
    max_cap_rps: float = 3000.0
    max_p99_ms: float = 500.0
    partitions: int = 0  # 0: DT_TOPIC_PARTITIONS
    # What carries the relays (relay.CLIENTS), each path run on each in turn, back to back: their
    # ratios are compared within one run, never across runs of a shared machine.
    clients: list[str] = field(default_factory=lambda: ["runtime"])
    secure: bool = False  # the secured broker's SASL_SSL listener against its plain one
    seed: int = 1
    out_root: Path = REPO_ROOT / "results"


def relay_envelope(item: Any, trace_id: str, created_at: float, tenant: str) -> Envelope:
    return Envelope(trace_id=trace_id, text=item.text, tenant=tenant, created_at=created_at,
                    route=Route(path="fast", decided_by="relay"))


class Chain:
    """The relays of one path on their own topic prefix and state dir."""

    def __init__(self, path: str, partitions: int, client: str = "runtime",
                 listener: str = "") -> None:
        self.path = path
        self.client = client
        self.listener = listener  # "" (this process's settings), or one of LISTENERS
        self.topics = PATHS[path]
        self.tag = f"chain{secrets.token_hex(3)}"
        self.prefix = f"bench.{self.tag}."
        self.partitions = partitions or get_settings().topic_partitions
        self.state_dir = Path(tempfile.mkdtemp(prefix=f"dt-{self.tag}-"))
        self.env = {"DT_TOPIC_PREFIX": self.prefix, "DT_TOPIC_PARTITIONS": str(self.partitions),
                    "DT_STATE_DIR": str(self.state_dir)} | listener_env(listener)
        self.names = [f"relay{i}" for i in range(len(self.topics) - 1)]

    def settings(self) -> Any:
        """Point this process (the driver) at the chain's topics."""
        os.environ.update(self.env)
        get_settings.cache_clear()
        return get_settings()

    def start(self) -> None:
        from ..dev import wait_ready
        from ..stack.topics import ensure_topics

        settings = self.settings()
        run_sync(ensure_topics(settings.kafka_bootstrap, topic_specs(self.prefix, self.partitions)))
        for i, name in enumerate(self.names):
            procs.start(f"{name}-0", [sys.executable, "-m", "dualtrack.bench.relay"],
                        env={"DT_RELAY_FROM": self.topics[i].value, "DT_RELAY_TO": self.topics[i + 1].value,
                             "DT_RELAY_NAME": name, "DT_RELAY_CLIENT": self.client, "DT_INSTANCE": f"{name}-0", "PYTHONUNBUFFERED": "1"},
                        state_dir=self.state_dir)
        not_ready = wait_ready([f"{n}-0" for n in self.names])
        if not_ready:
            self.stop()
            raise RuntimeError(f"relays not ready: {not_ready}")

    def pids(self) -> dict[str, int]:
        out = {}
        for name in self.names:
            pid = procs.pid_of(f"{name}-0", state_dir=self.state_dir)
            if pid:
                out[name] = pid
        return out

    def stop(self, keep_logs: Path | None = None) -> None:
        from ..stack.topics import delete_topics

        for name in self.names:
            procs.stop(f"{name}-0", state_dir=self.state_dir)
        settings = self.settings()
        try:
            run_sync(delete_topics(settings.kafka_bootstrap,
                                   [s.name for s in topic_specs(self.prefix, self.partitions)]))
        finally:
            if keep_logs is not None and (self.state_dir / "logs").is_dir():
                shutil.copytree(self.state_dir / "logs", keep_logs / self.tag, dirs_exist_ok=True)
            shutil.rmtree(self.state_dir, ignore_errors=True)


LISTENERS = ("plain", "tls+sasl")  # of the secured broker, in the order the chains take turns


def listener_env(listener: str) -> dict[str, str]:
    """How a chain on `listener` of the secured broker connects: unauthenticated to the plain one
    (allowed the chain's topics by `secure.anonymous_acls`), as the admin over SASL_SSL."""
    if not listener:
        return {}
    if listener == "plain":
        return {"DT_KAFKA_BOOTSTRAP": secure.plain_bootstrap(), "DT_KAFKA_SECURITY_PROTOCOL": "PLAINTEXT"}
    return {"DT_KAFKA_BOOTSTRAP": get_settings().kafka_bootstrap} | secure.client_env(secure.ADMIN)


async def run_rate(chain: Chain, driver: Driver, rate: float, duration: float, seed: int,
                   max_p99_ms: float) -> dict[str, Any]:
    offsets = arrival_offsets(rate, duration, seed)
    items = [SimpleNamespace(text=f"relay {i}", id=str(i), category="relay") for i in range(len(offsets))]
    phase = Phase(f"{chain.path}-{rate:g}", "chain", chain.path, rate, duration, chain.tag)
    pids = [*chain.pids().items(), *[(n, pid) for n, pid in infra_pids().items() if n == "kafka"]]
    driver_cpu = psutil.Process()  # this process alone: the relays are its children
    before = cpu_seconds(pids) | {"driver": sum(driver_cpu.cpu_times()[:2])}
    phase.records = await driver.send_open_loop(items, offsets, topic=Topic.REQUESTS,  # type: ignore[arg-type]
                                                make=relay_envelope, tenant=chain.tag)
    phase.drained_s = await driver.drain(phase.records, 30.0)
    after = cpu_seconds(pids) | {"driver": sum(driver_cpu.cpu_times()[:2])}
    driver.forget(phase.records)
    s = phase.summary()
    ok, why = phase.sustained(max_p99_ms)  # every relay answer is on the fast path
    p99 = s["overall"]["p99_ms"]
    n = max(1, s["requests"])
    used = {k: after.get(k, 0.0) - before.get(k, 0.0) for k in after}
    steps_ms = sum(v for k, v in used.items() if k.startswith("relay")) * 1000 / n
    return {"path": chain.path, "listener": chain.listener, "steps": len(chain.names), "offered_rps": rate, "requests": s["requests"],
            "answered": s["answered"], "throughput_rps": round(s["throughput_rps"], 1),
            "p50_ms": s["overall"]["p50_ms"], "p95_ms": s["overall"]["p95_ms"], "p99_ms": p99,
            "cpu_ms_per_request": {"steps": round(steps_ms, 3),
                                   "per_step": round(steps_ms / len(chain.names), 3),
                                   "kafka": round(used.get("kafka", 0.0) * 1000 / n, 3),
                                   "driver": round(used.get("driver", 0.0) * 1000 / n, 3)},
            "sustained": ok, "why": why}


async def measure_path(chains: list[Chain], config: ChainConfig,
                       log: Callable[[str], None]) -> list[dict[str, Any]]:
    """The rates of `config` on every chain of one path, the chains taking turns at each rate (so
    what else loads the machine meanwhile falls on both); then each one's maximum sustained rate."""
    rows: list[dict[str, Any]] = []
    async with contextlib.AsyncExitStack() as stack:
        drivers = [await stack.enter_async_context(Driver(chain.settings())) for chain in chains]
        for driver in drivers:
            warm = [SimpleNamespace(text=f"warm {i}", id=f"w{i}", category="relay") for i in range(50)]
            driver.forget(await driver.ask_closed(warm, topic=Topic.REQUESTS, make=relay_envelope,  # type: ignore[arg-type]
                                                  tenant="warmup", concurrency=8))

        async def one(chain: Chain, driver: Driver, rate: float, k: int) -> dict[str, Any]:
            row = await run_rate(chain, driver, rate, config.duration_s, config.seed * 1000 + k,
                                 config.max_p99_ms)
            rows.append(row)
            c = row["cpu_ms_per_request"]
            log(f"  {chain.path}{f' ({chain.listener})' if chain.listener else ''} {rate:g}/s: "
                f"{row['answered']}/{row['requests']} answered, "
                f"{row['throughput_rps']}/s, p50 {fmt_ms(row['p50_ms'], '')} p99 {fmt_ms(row['p99_ms'], '')} ms; CPU/request "
                f"steps {c['steps']:.2f} ms ({c['per_step']:.2f} per step), Kafka {c['kafka']:.2f} ms; "
                f"{row['why']}")
            await asyncio.sleep(1.0)
            return row

        for k, rate in enumerate(config.rates):
            for chain, driver in zip(chains, drivers):
                await one(chain, driver, rate, k)
        if config.find_max:
            for chain, driver in zip(chains, drivers):
                sustained = [r["offered_rps"] for r in rows
                             if r["sustained"] and r["listener"] == chain.listener]
                rate, k = max(sustained + [100.0]), 100
                best = None
                while rate <= config.max_cap_rps:
                    row = await one(chain, driver, rate, k)
                    k += 1
                    if not row["sustained"]:
                        break
                    best = rate
                    rate = round(rate * config.max_factor)
                rows.append({"path": chain.path, "listener": chain.listener, "max_sustained_rps": best})
                log(f"  {chain.path}{f' ({chain.listener})' if chain.listener else ''}: "
                    f"maximum sustained rate {best}/s")
    return rows


@contextlib.contextmanager
def environment_kept() -> Any:
    """A chain points this process at its topics (and a secured one at its listener): afterwards
    the process's settings are what they were (the operator's, on the stack's state dir)."""
    operator_env = dict(os.environ)
    try:
        yield
    finally:
        os.environ.clear()
        os.environ.update(operator_env)
        get_settings.cache_clear()


async def measure_bare(paths: list[str], rates: list[float], duration_s: float, find_max: bool,
                       partitions: int, log: Callable[[str], None]) -> list[dict[str, Any]]:
    """The bare librdkafka chain of each path (the floor `bench e2e` compares the pipeline with,
    in its own run): the rows of `measure_path`."""
    config = ChainConfig(paths=paths, rates=rates, duration_s=duration_s, find_max=find_max,
                         partitions=partitions, clients=["confluent"])
    rows: list[dict[str, Any]] = []
    with environment_kept():
        for path in paths:
            chain = Chain(path, partitions, "confluent")
            log(f"bare chain, {path}: {len(chain.names)} relays on {chain.prefix}")
            await asyncio.to_thread(chain.start)
            try:
                rows += await measure_path([chain], config, log)
            finally:
                await asyncio.to_thread(chain.stop)
    return rows


def measure_secured(path: str, config: ChainConfig, log: Callable[[str], None],
                    keep_logs: Path) -> list[dict[str, Any]]:
    """`path` on both listeners of the secured broker; the plain chain's topics are open to
    User:ANONYMOUS only while it runs."""
    bootstrap = get_settings().kafka_bootstrap
    chains = [Chain(path, config.partitions, config.clients[0], listener) for listener in LISTENERS]
    anonymous = secure.anonymous_acls(chains[0].prefix)
    run_sync(secure.grant_acls(bootstrap, anonymous))
    started: list[Chain] = []
    try:
        with environment_kept():
            try:
                for chain in chains:
                    log(f"{path} ({chain.listener}): {len(chain.names)} relays on {chain.prefix}")
                    chain.start()
                    started.append(chain)
                return asyncio.run(measure_path(chains, config, log))
            finally:
                for chain in started:
                    chain.stop(keep_logs=keep_logs)
    finally:
        run_sync(secure.revoke(bootstrap, anonymous))


def run(config: ChainConfig, log: Callable[[str], None] = print) -> Path:
    out = Path(config.out_root) / f"chain-{time.strftime('%Y%m%d-%H%M%S')}-{'-'.join(config.clients)}"
    out.mkdir(parents=True, exist_ok=True)
    settings = get_settings()
    facts = {"machine": machine_facts(), "clients": config.clients, "tracing": settings.tracing,
             "partitions": config.partitions or settings.topic_partitions, "secure": config.secure,
             "linger_ms": settings.producer_linger_ms, "fetch_max_wait_ms": settings.consumer_fetch_max_wait_ms}
    if config.secure:
        return _run_secured(config, facts, out, log)
    runs: dict[str, list[dict[str, Any]]] = {client: [] for client in config.clients}
    for path in config.paths:
        for client in config.clients:
            chain = Chain(path, config.partitions, client)
            log(f"{path} on {client}: {len(chain.names)} relays on {chain.prefix}")
            chain.start()
            try:
                runs[client] += asyncio.run(measure_path([chain], config, log))
            finally:
                chain.stop(keep_logs=out / "logs" / client)
    (out / "results.json").write_text(json.dumps({"settings": facts, "runs": runs}, indent=2))
    report = "\n".join(report_markdown(rows, facts | {"client": client}) for client, rows in runs.items())
    if len(runs) > 1:
        report += "\n" + ratios_markdown(runs)
    (out / "report.md").write_text(report + "\n![latency against load](chain.png)\n")
    write_chart(list(runs.items()), out / "chain.png", PATHS)
    return out


def _run_secured(config: ChainConfig, facts: dict[str, Any], out: Path, log: Callable[[str], None]) -> Path:
    """Each path over the secured broker's two listeners, taking turns at each rate."""
    if not secure.active():
        raise RuntimeError("--secure compares the listeners of the secured broker: "
                           "`dualtrack dev down`, then `dualtrack dev up --secure`")
    rows: list[dict[str, Any]] = []
    for path in config.paths:
        rows += measure_secured(path, config, log, out / "logs")
    (out / "results.json").write_text(json.dumps({"settings": facts, "rows": rows}, indent=2))
    (out / "report.md").write_text(report_markdown(rows, facts | {"client": config.clients[0]})
                                   + "\n![latency against load](chain.png)\n")
    write_chart([(listener, [r for r in rows if r.get("listener") == listener]) for listener in LISTENERS],
                out / "chain.png", PATHS)
    return out
