"""What a replica counts and serves on /metrics: the runtime counts every step once (latency,
outputs by outcome, answers by decider, dead letters, redeliveries), the health server serves them
and tells the local Prometheus where it is, and librdkafka's statistics become each partition's
lag."""

from __future__ import annotations

import json

import httpx
from fakes.runtime import eventually, publish, scenario_step, settings
from prometheus_client import REGISTRY

from dtlib import envelope as E
from dtlib.health import HealthServer
from dtlib.metrics import LagReporter
from dtlib.runtime import Emit, Handlers, MemoryTransport, Runtime, Step
from dtlib.topics import Topic


def value(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


async def run_requests(s, texts: list[str], answered: int) -> None:
    transport = MemoryTransport()
    await transport.start()
    runtime = Runtime(scenario_step({}), s, transport)
    await runtime.start()
    for text in texts:
        publish(transport, s, Topic.CACHE_MISS, text)
    await eventually(lambda: len(transport.records(f"{s.topic_prefix}rules.miss"))
                     + len(transport.records(f"{s.topic_prefix}dlq")) == answered)
    await runtime.stop()
    await transport.close()


async def test_the_runtime_counts_each_step_its_outcomes_dead_letters_and_redeliveries() -> None:
    step = {"step": "unit", "input": "cache.miss"}
    before = {
        "handled": value("dt_step_seconds_count", **step),
        "passed": value("dt_step_outputs_total", **step, output="rules.miss", outcome="passed"),
        "poison": value("dt_dead_letters_total", **step, code="BAD_INPUT"),
        "broken": value("dt_dead_letters_total", **step, code="PROCESSING_FAILED"),
        "redelivered": value("dt_redeliveries_total", **step),
        "errors": value("dt_answers_total", step="unit", status="error", path="none",
                        decided_by="none"),
    }
    await run_requests(settings(), ["ok 1", "ok 2", "poison", "broken"], answered=4)

    assert value("dt_step_seconds_count", **step) - before["handled"] == 2
    assert value("dt_step_outputs_total", **step, output="rules.miss", outcome="passed") \
        - before["passed"] == 2
    assert value("dt_dead_letters_total", **step, code="BAD_INPUT") - before["poison"] == 1
    assert value("dt_dead_letters_total", **step, code="PROCESSING_FAILED") - before["broken"] == 1
    assert value("dt_redeliveries_total", **step) - before["redelivered"] == 2  # broken, twice
    # both dead letters told their client, and the answers say so
    assert value("dt_answers_total", step="unit", status="error", path="none",
                 decided_by="none") - before["errors"] == 2


async def test_with_metrics_off_nothing_is_counted() -> None:
    step = {"step": "unit", "input": "cache.miss"}
    before = value("dt_step_seconds_count", **step)
    await run_requests(settings(metrics=False), ["ok 1"], answered=1)
    assert value("dt_step_seconds_count", **step) == before


async def test_answers_count_by_path_and_decider_without_a_series_per_rule() -> None:
    def build(_settings, _deps) -> Handlers:
        async def answer(env: E.Envelope) -> Emit:
            env.route = E.Route(path="fast", decided_by=f"rule:{env.text}")
            env.answer = E.Answer(status="ok", text="42")
            return Emit(Topic.RESPONSES, env, outcome=f"rule:{env.text}")

        handlers = Handlers()
        handlers.envelope(Topic.CACHE_MISS, answer)
        return handlers

    s = settings()
    transport = MemoryTransport()
    await transport.start()
    runtime = Runtime(Step("answerer", (Topic.CACHE_MISS,), (Topic.RESPONSES,), build), s, transport)
    await runtime.start()
    labels = {"step": "answerer", "status": "ok", "path": "fast", "decided_by": "rule"}
    before = value("dt_answers_total", **labels)
    for rule in ("r1", "r2", "r3"):
        publish(transport, s, Topic.CACHE_MISS, rule)
    await eventually(lambda: len(transport.records(f"{s.topic_prefix}responses")) == 3)
    await runtime.stop()
    assert value("dt_answers_total", **labels) - before == 3
    assert value("dt_step_outputs_total", step="answerer", input="cache.miss", output="responses",
                 outcome="rule") >= 3
    assert value("dt_step_outputs_total", step="answerer", input="cache.miss", output="responses",
                 outcome="rule:r1") == 0


async def test_the_health_port_serves_metrics_and_names_its_scrape_target(tmp_path) -> None:
    # the targets folder from the state dir, whatever a test lane put in the environment
    s = settings(instance="cache-7", state_dir=tmp_path, metrics_targets_dir=None)
    health = HealthServer("cache", s)
    await health.start()
    (target,) = (tmp_path / "prometheus" / "targets").glob("*.json")
    assert target.name == "u.cache-7.json"
    assert json.loads(target.read_text()) == [{
        "targets": [f"127.0.0.1:{health.port}"],
        "labels": {"service": "cache", "replica": "cache-7", "prefix": "u."}}]
    async with httpx.AsyncClient(trust_env=False) as client:
        reply = await client.get(f"http://127.0.0.1:{health.port}/metrics",
                                 headers={"Accept": "text/plain", "User-Agent": "Prometheus"})
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("text/plain")
    assert "# TYPE dt_step_seconds histogram" in reply.text
    await health.stop()
    assert not target.exists()  # a replica that stopped is no target any more


def test_consumer_lag_per_partition_follows_the_assignment() -> None:
    report = LagReporter("dualtrack-cache.dt.requests")

    def stats(partitions: dict[str, int], never_committed: tuple[str, ...] = ()) -> str:
        parts = {p: {"consumer_lag": lag, "fetch_state": "active"} for p, lag in partitions.items()}
        parts |= {p: {"consumer_lag": -1, "fetch_state": "active", "hi_offset": 4, "lo_offset": 1}
                  for p in never_committed}
        parts["-1"] = {"consumer_lag": -1, "fetch_state": "none"}
        return json.dumps({"topics": {"dt.requests": {"partitions": parts}}})

    def lag(partition: str) -> float | None:
        return REGISTRY.get_sample_value("dt_consumer_lag", {
            "group": "dualtrack-cache.dt.requests", "topic": "dt.requests", "partition": partition})

    report(stats({"0": 5, "3": 0}))
    assert (lag("0"), lag("3"), lag("-1")) == (5.0, 0.0, None)
    report(stats({"3": 12}))  # partition 0 moved to another replica
    assert (lag("0"), lag("3")) == (None, 12.0)
    report(stats({"3": 12}, never_committed=("5",)))  # the group reads it from the start
    assert lag("5") == 3.0


def test_the_dashboard_and_top_read_only_metrics_a_replica_serves() -> None:
    import re

    from dtlib.settings import REPO_ROOT
    from dualtrack import drift
    from dualtrack.top import queries

    drift.metrics()  # what the drift monitor serves when it runs on a schedule (`dev up`)
    served = {m.name for m in REGISTRY.collect()}
    dashboard = (REPO_ROOT / "infra/grafana/dashboards/dualtrack.json").read_text()
    read = set(re.findall(r"\b(dt_[a-z_]+)", dashboard + " ".join(queries("dt.").values())))
    suffixes = ("_total", "_bucket", "_count", "_sum")
    unknown = {name for name in read
               if name not in served and not any(name.removesuffix(s) in served for s in suffixes)}
    assert not unknown
    assert {"dt_answers", "dt_step_seconds", "dt_consumer_lag", "dt_llm_calls"} <= {
        name for name in served if name.startswith("dt_")}
