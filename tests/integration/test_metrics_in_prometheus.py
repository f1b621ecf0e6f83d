"""A request through the real services moves the counters the real Prometheus scrapes from
every replica, and `dualtrack top --once` prints them; every query of `top` and of the Grafana
dashboard is one Prometheus accepts."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time

import httpx
import pytest

from dtlib.envelope import new_trace_id
from dtlib.settings import REPO_ROOT, get_settings
from dualtrack.client import Client
from dualtrack.settings import StackSettings
from dualtrack.topology import SERVICES
from dualtrack.top import queries

pytestmark = pytest.mark.integration


def prometheus(query: str) -> list[dict]:
    reply = httpx.get(f"{get_settings(StackSettings).prometheus_url}/api/v1/query",
                      params={"query": query}, timeout=5, trust_env=False)
    body = reply.json()
    assert reply.status_code == 200 and body["status"] == "success", (query, body)
    return body["data"]["result"]


def total(query: str) -> float:
    return sum(float(r["value"][1]) for r in prometheus(query))


async def scraped(query: str, at_least: float, timeout: float = 45.0) -> float:
    """The query's total once Prometheus has scraped it at `at_least` (it scrapes every 5 s)."""
    deadline = time.monotonic() + timeout
    while (value := total(query)) < at_least and time.monotonic() < deadline:
        await asyncio.sleep(1)
    return value


async def test_a_request_moves_the_counters_prometheus_scrapes_and_top_prints(client: Client) -> None:
    prefix = get_settings().topic_prefix
    sel = f'prefix="{prefix}"'
    targets = {r["metric"]["service"] for r in prometheus(f"up{{{sel}}} == 1")}
    deadline = time.monotonic() + 45
    while len(targets) < len(SERVICES) and time.monotonic() < deadline:  # every replica found and scraped
        await asyncio.sleep(1)
        targets = {r["metric"]["service"] for r in prometheus(f"up{{{sel}}} == 1")}
    assert targets == set(SERVICES)
    answered_before = total(f'dt_answers_total{{{sel},path="fast",decided_by="classifier"}}')
    sandbox_before = total(f'dt_sandbox_executions_total{{{sel},via="kafka",status="ok"}}')

    reply = await client.ask("17*23等于多少", trace_id=new_trace_id(), timeout=60)
    assert reply.envelope.answer.value == "391"

    assert await scraped(f'dt_answers_total{{{sel},path="fast",decided_by="classifier"}}',
                         answered_before + 1) >= answered_before + 1
    assert await scraped(f'dt_sandbox_executions_total{{{sel},via="kafka",status="ok"}}',
                         sandbox_before + 1) >= sandbox_before + 1
    # each replica is scraped on its own schedule: wait for each one's counters
    for service in ("cache", "rules", "classifier", "sandbox", "fuser"):
        assert await scraped(f'dt_step_seconds_count{{{sel},service="{service}"}}', 1) >= 1, service
    assert await scraped(f'dt_step_outputs_total{{{sel},service="cache",outcome="miss"}}', 1) >= 1
    # each consumer reports its partitions' lag every DT_CONSUMER_LAG_INTERVAL_MS (5 s)
    wanted = {f"dualtrack-{service}.{prefix}{topic}" for service, topic in
              (("cache", "requests"), ("rules", "cache.miss"), ("classifier", "rules.miss"))}
    deadline = time.monotonic() + 30
    while not wanted <= (groups := {r["metric"]["group"] for r in
                                    prometheus(f"dt_consumer_lag{{{sel}}}")}):
        assert time.monotonic() < deadline, f"lag of {sorted(groups)} only"
        await asyncio.sleep(1)
    partitions = {r["metric"]["partition"] for r in
                  prometheus(f'dt_consumer_lag{{{sel},group="dualtrack-cache.{prefix}requests"}}')}
    assert partitions == {str(p) for p in range(get_settings().topic_partitions)}

    frame = subprocess.run([sys.executable, "-m", "dualtrack.cli", "top", "--once"],
                           capture_output=True, text=True, timeout=60, cwd=REPO_ROOT)
    assert frame.returncode == 0, frame.stderr
    assert f"prefix {prefix}" in frame.stdout
    for replica in ("cache-0", "classifier-0", "sandbox-0", "fuser-0"):
        assert replica in frame.stdout
    assert "classifier" in frame.stdout and "routed:sandbox" in frame.stdout
    assert "fast path" in frame.stdout and "fast path –" not in frame.stdout


def test_every_query_of_top_and_the_dashboard_is_valid_promql() -> None:
    dashboard = json.loads((REPO_ROOT / "infra/grafana/dashboards/dualtrack.json").read_text())
    exprs = [t["expr"].replace("$__rate_interval", "1m").replace("$prefix", "dt.")
             for panel in dashboard["panels"] for t in panel["targets"]]
    for query in [*queries("dt.").values(), *exprs]:
        prometheus(query)  # a query Prometheus cannot parse answers 400
