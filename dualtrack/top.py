"""`dualtrack top`: the running stack's figures per service and replica, read from Prometheus.

Every figure is one PromQL query over what the replicas serve on `/metrics` (dtlib.metrics),
restricted to one topic prefix (the stack's, or a lane's): so what `top` shows is what Prometheus
has, and a Grafana panel with the same query shows the same. Totals count since each replica
started; rates and latencies are over the last minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx
from rich.console import Group
from rich.table import Table
from rich.text import Text

WINDOW = "1m"


class PrometheusUnavailable(RuntimeError):
    pass


@dataclass
class Series:
    labels: dict[str, str]
    value: float


@dataclass
class Snapshot:
    """The answers of every query of one frame, by query name."""

    url: str
    prefix: str
    taken: float = field(default_factory=time.time)
    results: dict[str, list[Series]] = field(default_factory=dict)

    def get(self, name: str) -> list[Series]:
        return self.results.get(name, [])

    def total(self, name: str) -> float:
        return sum(s.value for s in self.get(name))

    def by(self, name: str, *labels: str) -> dict[tuple[str, ...], float]:
        return {tuple(s.labels.get(label, "") for label in labels): s.value for s in self.get(name)}


def queries(prefix: str) -> dict[str, str]:
    sel = f'prefix="{prefix}"'
    per_replica = "service, replica"

    def handled(query: Callable[[str], str]) -> str:
        """`query` of the steps' latency histogram, or of the gateway's HTTP requests (it has no
        step)."""
        return " or ".join(query(name) for name in ("dt_step_seconds", "dt_gateway_request_seconds"))

    return {
        "up": f"up{{{sel}}}",
        "messages": handled(lambda m: f"sum by ({per_replica}) ({m}_count{{{sel}}})"),
        "rate": handled(lambda m: f"sum by ({per_replica}) (rate({m}_count{{{sel}}}[{WINDOW}]))"),
        "p50": handled(lambda m: f"histogram_quantile(0.5, sum by ({per_replica}, le) "
                                 f"(rate({m}_bucket{{{sel}}}[{WINDOW}])))"),
        "p99": handled(lambda m: f"histogram_quantile(0.99, sum by ({per_replica}, le) "
                                 f"(rate({m}_bucket{{{sel}}}[{WINDOW}])))"),
        "redeliveries": f"sum by ({per_replica}) (dt_redeliveries_total{{{sel}}})",
        "dead_letters": f"sum by ({per_replica}) (dt_dead_letters_total{{{sel}}})",
        "replica_lag": f"sum by ({per_replica}) (dt_consumer_lag{{{sel}}})",
        "answers": f"sum by (path, decided_by, status) (dt_answers_total{{{sel}}})",
        "outcomes": f"sum by (service, output, outcome) (dt_step_outputs_total{{{sel}}})",
        "llm_calls": f"sum by (result) (dt_llm_calls_total{{{sel}}})",
        "llm_tokens": f"sum (dt_llm_tokens_total{{{sel}}})",
        "llm_seconds": f"sum (dt_llm_call_seconds_sum{{{sel}}})",
        "llm_ok": f"sum (dt_llm_call_seconds_count{{{sel}}})",
        "breaker": f"max by (replica) (dt_llm_breaker_state{{{sel}}})",
        "sandbox": f"sum by (via, status) (dt_sandbox_executions_total{{{sel}}})",
        "lag": f"sum by (group, topic, partition) (dt_consumer_lag{{{sel}}})",
        "gateway": f"sum by (status) (dt_gateway_requests_total{{{sel}}})",
        "drift_runs": f"sum by (result) (dt_drift_runs_total{{{sel}}})",
        "drift_judged": f"sum (dt_drift_judged_total{{{sel}}})",
        "drift_actions": f"sum by (action) (dt_drift_actions_total{{{sel}}})",
        "drift_last_run": f"max (dt_drift_last_run_timestamp_seconds{{{sel}}})",
    }


def collect(url: str, prefix: str, timeout_s: float = 5.0) -> Snapshot:
    snapshot = Snapshot(url, prefix)
    with httpx.Client(base_url=url.rstrip("/"), timeout=timeout_s, trust_env=False) as client:
        for name, query in queries(prefix).items():
            try:
                reply = client.get("/api/v1/query", params={"query": query})
                reply.raise_for_status()
            except httpx.HTTPError as exc:
                raise PrometheusUnavailable(
                    f"Prometheus at {url} did not answer ({exc}); is the stack up "
                    "(`dualtrack dev up`)?") from exc
            snapshot.results[name] = [Series(r["metric"], float(r["value"][1]))
                                      for r in reply.json()["data"]["result"]]
    return snapshot


def _n(value: float | None) -> str:
    if value is None or value != value:  # NaN: no observation in the window
        return "–"
    return f"{value:,.0f}" if value == int(value) else f"{value:,.2f}"


def _ms(value: float | None) -> str:
    return "–" if value is None or value != value else f"{value * 1000:.1f}"


BREAKER = {0: "[green]closed[/]", 1: "[yellow]half-open[/]", 2: "[red]open[/]"}


def render(s: Snapshot) -> Group:
    answers = s.total("answers")
    fast = sum(x.value for x in s.get("answers") if x.labels.get("path") == "fast")
    share = f"{fast / answers:.0%}" if answers else "–"
    outcomes = s.by("outcomes", "service", "output", "outcome")
    classified = sum(v for (svc, _, _), v in outcomes.items() if svc == "classifier")
    slow = sum(v for (svc, _, o), v in outcomes.items()
               if svc == "classifier" and o.startswith("routed:slow"))
    uncertain = outcomes.get(("classifier", "llm.tasks", "routed:slow:uncertain"), 0.0)
    header = Text.from_markup(
        f"[bold]dualtrack top[/]  {s.url}  prefix [bold]{s.prefix}[/]  "
        f"{time.strftime('%H:%M:%S', time.localtime(s.taken))}\n"
        f"answers [bold]{_n(answers)}[/]  fast path [bold]{share}[/]  "
        f"classifier: slow [bold]{_n(slow)}[/] (uncertain {_n(uncertain)}) of {_n(classified)}  "
        f"dead letters [bold]{_n(s.total('dead_letters'))}[/]  "
        f"consumer lag [bold]{_n(s.total('lag'))}[/]")

    replicas = Table(title="replicas (the gateway's messages are its HTTP requests)",
                     title_justify="left")
    for col in ("service", "replica", "up", "messages", f"msg/s ({WINDOW})", "p50 ms", "p99 ms",
                "redelivered", "dead letters", "lag"):
        replicas.add_column(col, justify="left" if col in ("service", "replica", "up") else "right")
    up = s.by("up", "service", "replica")
    columns = [s.by(name, "service", "replica") for name in
               ("messages", "rate", "p50", "p99", "redeliveries", "dead_letters", "replica_lag")]
    for key in sorted(up):
        m, r, p50, p99, red, dead, lag = (c.get(key) for c in columns)
        replicas.add_row(*key, "[green]up[/]" if up[key] else "[red]down[/]", _n(m), _n(r),
                         _ms(p50), _ms(p99), _n(red), _n(dead), _n(lag))

    decided = Table(title="answers by decider", title_justify="left")
    for col in ("path", "decided_by", "status", "answers"):
        decided.add_column(col, justify="right" if col == "answers" else "left")
    for (path, by, status), v in sorted(s.by("answers", "path", "decided_by", "status").items()):
        decided.add_row(path, by, status, _n(v))

    steps = Table(title="outputs by outcome (hits by source, routing, sandbox results)",
                  title_justify="left")
    for col in ("service", "to", "outcome", "count"):
        steps.add_column(col, justify="right" if col == "count" else "left")
    for (svc, out, outcome), v in sorted(outcomes.items()):
        steps.add_row(svc, out, outcome, _n(v))

    model = Table(title="llm, sandbox, gateway and the drift monitor", title_justify="left")
    for col in ("figure", "value"):
        model.add_column(col)
    for (result,), v in sorted(s.by("llm_calls", "result").items()):
        model.add_row(f"llm calls {result}", _n(v))
    if s.total("llm_ok"):
        model.add_row("llm mean call ms", _ms(s.total("llm_seconds") / s.total("llm_ok")))
    model.add_row("llm tokens written", _n(s.total("llm_tokens")))
    for (replica,), v in sorted(s.by("breaker", "replica").items()):
        model.add_row(f"breaker {replica}", BREAKER.get(int(v), str(v)))
    for (via, status), v in sorted(s.by("sandbox", "via", "status").items()):
        model.add_row(f"sandbox {via} {status}", _n(v))
    for (status,), v in sorted(s.by("gateway", "status").items()):
        model.add_row(f"gateway HTTP {status}", _n(v))
    for (result,), v in sorted(s.by("drift_runs", "result").items()):
        model.add_row(f"drift monitor runs {result}", _n(v))
    if s.get("drift_runs"):
        model.add_row("drift monitor answers judged", _n(s.total("drift_judged")))
        for (action,), v in sorted(s.by("drift_actions", "action").items()):
            model.add_row(f"drift monitor {action}", _n(v))
        last = s.total("drift_last_run")
        model.add_row("drift monitor last run", f"{s.taken - last:,.0f} s ago" if last else "–")

    lag = Table(title="consumer lag (partition:lag of those behind)", title_justify="left")
    for col in ("group", "partitions", "lag", "behind"):
        lag.add_column(col, justify="left" if col in ("group", "behind") else "right")
    groups: dict[str, dict[int, float]] = {}
    for (group, _topic, partition), v in s.by("lag", "group", "topic", "partition").items():
        groups.setdefault(group, {})[int(partition or 0)] = v
    for group, partitions in sorted(groups.items()):
        behind = " ".join(f"{p}:{_n(v)}" for p, v in sorted(partitions.items()) if v > 0)
        lag.add_row(group, str(len(partitions)), _n(sum(partitions.values())), behind)
    return Group(header, replicas, decided, steps, model, lag)
