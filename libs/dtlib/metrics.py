"""What a replica counts, served as Prometheus text on its health port (`/metrics`).

Per message the runtime only adds to plain numbers: a `Count` or a `Timing` bound once per label
set and kept by its user. They are read when Prometheus scrapes, through a prometheus-client
collector (its documented custom-collector API). prometheus-client's own Counter and Histogram
take a lock on every update, measured at 3.5 µs each on this machine (`dualtrack bench metrics`):
three of them were a third of a relay's runtime cost per message. The counting runs on the event
loop only, so plain numbers need no lock; the gauges set from other threads or read when scraped
(consumer lag, the breaker's state) are prometheus-client's.

The step runtime counts every step once (latency, outputs, answers, dead letters, redeliveries);
the llm service adds its calls, the sandbox its executions, the gateway its HTTP requests; librdkafka's statistics give each
consumer group's lag. Which service and replica a series belongs to is the scrape target's label
(`service`, `replica`, `prefix`), not repeated on every series. `DT_METRICS=0` hands the step
runtime no-op children (what `dualtrack bench metrics` compares against).
"""

from __future__ import annotations

import json
import logging
import re
from bisect import bisect_left
from collections.abc import Callable, Iterator
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, Gauge, generate_latest
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric

log = logging.getLogger("dualtrack")

# Latency buckets from a cache hit (a fraction of a millisecond) to a slow model call.
SECONDS_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0,
                   10.0, 30.0)


class Count:
    """A counter: a float to add to."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0.0

    def inc(self, amount: float = 1.0) -> None:
        self.value += amount


class Timing:
    """A histogram of seconds: a count per bucket (the last one: above every bound) and a sum."""

    __slots__ = ("counts", "sum")

    def __init__(self) -> None:
        self.counts = [0] * (len(SECONDS_BUCKETS) + 1)
        self.sum = 0.0

    def observe(self, seconds: float) -> None:
        self.counts[bisect_left(SECONDS_BUCKETS, seconds)] += 1  # bucket i holds <= bound i
        self.sum += seconds


class _Off:
    """A child that counts nothing."""

    def inc(self, amount: float = 1) -> None:
        pass

    def observe(self, amount: float) -> None:
        pass


OFF = _Off()


class Family:
    """A metric's children by label values; `child(...)` makes one the first time."""

    def __init__(self, name: str, documentation: str, labelnames: tuple[str, ...],
                 kind: type[Count] | type[Timing] = Count) -> None:
        self.name, self.documentation, self.labelnames, self.kind = name, documentation, labelnames, kind
        self.children: dict[tuple[str, ...], Any] = {}

    def child(self, *labelvalues: str) -> Any:
        found = self.children.get(labelvalues)
        if found is None:
            found = self.children[labelvalues] = self.kind()
        return found

    def metric(self) -> Metric:
        if self.kind is Count:
            family = CounterMetricFamily(self.name, self.documentation, labels=self.labelnames)
            for labels, count in list(self.children.items()):
                family.add_metric(labels, count.value)
            return family
        family = HistogramMetricFamily(self.name, self.documentation, labels=self.labelnames)
        bounds = [*(str(b) for b in SECONDS_BUCKETS), "+Inf"]
        for labels, timing in list(self.children.items()):
            cumulative, buckets = 0, []
            for bound, count in zip(bounds, list(timing.counts)):
                cumulative += count
                buckets.append((bound, cumulative))
            family.add_metric(labels, buckets, timing.sum)
        return family


class _Families:
    """The collector of every Family: read when scraped."""

    def __init__(self) -> None:
        self.families: list[Family] = []

    def add(self, family: Family) -> Family:
        self.families.append(family)
        return family

    def collect(self) -> Iterator[Metric]:
        for family in self.families:
            yield family.metric()


_FAMILIES = _Families()
REGISTRY.register(_FAMILIES)

STEP_SECONDS = _FAMILIES.add(Family(
    "dt_step_seconds", "Time a step took for one message, from taking it to publishing its "
    "outputs.", ("step", "input"), Timing))
STEP_OUTPUTS = _FAMILIES.add(Family(
    "dt_step_outputs", "Envelopes a step emitted, by the topic and the hop outcome (hit, miss, "
    "routed:slow:uncertain, sandbox:ok, ...).", ("step", "input", "output", "outcome")))
ANSWERS = _FAMILIES.add(Family(
    "dt_answers", "Answers published on responses, by status, path (fast or slow) and what "
    "decided (cache.exact, cache.semantic, rule, classifier, fallback).",
    ("step", "status", "path", "decided_by")))
DEAD_LETTERS = _FAMILIES.add(Family(
    "dt_dead_letters", "Records a step sent to the DLQ, by error code.", ("step", "input", "code")))
REDELIVERIES = _FAMILIES.add(Family(
    "dt_redeliveries", "Records a step rewound to handle again (a transient failure or a failed "
    "publish).", ("step", "input")))
LLM_CALLS = _FAMILIES.add(Family(
    "dt_llm_calls", "Attempts to call the model, by result (ok, error, timeout, refused: the "
    "breaker was open).", ("backend", "result")))
LLM_SECONDS = _FAMILIES.add(Family(
    "dt_llm_call_seconds", "Time of one successful model call.", ("backend",), Timing))
LLM_TOKENS = _FAMILIES.add(Family("dt_llm_tokens", "Tokens the model wrote.", ("backend",)))
SANDBOX_EXECUTIONS = _FAMILIES.add(Family(
    "dt_sandbox_executions", "Operations the sandbox ran, by how they came (kafka, grpc) and "
    "status (ok, rejected, timeout, error).", ("via", "status")))

GATEWAY_REQUESTS = _FAMILIES.add(Family(
    "dt_gateway_requests", "Chat completions the gateway answered, by HTTP status (200, or the "
    "OpenAI-shaped error's: 400, 401, 502 the pipeline answered an error, 503, 504 timed out).",
    ("status",)))
GATEWAY_SECONDS = _FAMILIES.add(Family(
    "dt_gateway_request_seconds", "Time from a chat completion's arrival to its response (the "
    "pipeline's answer included), by HTTP status.", ("status",), Timing))

CONSUMER_LAG = Gauge("dt_consumer_lag", "Records of a partition not yet committed by its consumer "
                     "group (librdkafka's statistics; only partitions this replica owns).",
                     ["group", "topic", "partition"])
LLM_BREAKER = Gauge("dt_llm_breaker_state", "The model's circuit breaker: 0 closed, 1 half-open, "
                    "2 open.", ["backend"])
BREAKER_STATES = {"closed": 0, "half-open": 1, "open": 2}


def sandbox_executed(via: str, status: str) -> None:
    SANDBOX_EXECUTIONS.child(via, status).inc()


def gateway_answered(status: int, seconds: float) -> None:
    GATEWAY_REQUESTS.child(str(status)).inc()
    GATEWAY_SECONDS.child(str(status)).observe(seconds)


_RULE_ID = re.compile(r"^rule:[^:]+")


def bounded(label: str) -> str:
    """A label value with bounded cardinality: a rule's id is dropped (rule:r17:op → rule:op)."""
    return _RULE_ID.sub("rule", label)


class StepMetrics:
    """The children of one consumed topic of a step, bound once per label set."""

    def __init__(self, step: str, input_topic: str, enabled: bool = True) -> None:
        self.step, self.input, self.enabled = step, input_topic, enabled
        self.seconds = STEP_SECONDS.child(step, input_topic) if enabled else OFF
        self.redeliveries = REDELIVERIES.child(step, input_topic) if enabled else OFF
        self._outputs: dict[tuple[str, str], Any] = {}
        self._dead: dict[str, Any] = {}

    def output(self, topic: str, outcome: str) -> Any:
        child = self._outputs.get((topic, outcome))
        if child is None:
            child = (STEP_OUTPUTS.child(self.step, self.input, topic, bounded(outcome))
                     if self.enabled else OFF)
            self._outputs[(topic, outcome)] = child
        return child

    def dead_letter(self, code: str) -> Any:
        child = self._dead.get(code)
        if child is None:
            child = DEAD_LETTERS.child(self.step, self.input, code) if self.enabled else OFF
            self._dead[code] = child
        return child


class AnswerMetrics:
    """The answers a step publishes, by status, path and decider (children kept per label set)."""

    def __init__(self, step: str, enabled: bool = True) -> None:
        self.step, self.enabled = step, enabled
        self._children: dict[tuple[str, str, str], Any] = {}

    def answered(self, status: str, path: str, decided_by: str) -> None:
        key = (status, path, decided_by)
        child = self._children.get(key)
        if child is None:
            child = (ANSWERS.child(self.step, status, path, bounded(decided_by))
                     if self.enabled else OFF)
            self._children[key] = child
        child.inc()


class LlmMetrics:
    """One model backend's calls, latency, tokens, and its breaker's state (read when scraped)."""

    def __init__(self, backend: str, breaker_state: Callable[[], str]) -> None:
        self.backend = backend
        self.seconds = LLM_SECONDS.child(backend)
        self.tokens = LLM_TOKENS.child(backend)
        self._calls = {result: LLM_CALLS.child(backend, result)
                       for result in ("ok", "error", "timeout", "refused")}
        LLM_BREAKER.labels(backend).set_function(lambda: BREAKER_STATES.get(breaker_state(), 0))

    def called(self, result: str) -> None:
        self._calls[result].inc()


class LagReporter:
    """librdkafka's statistics callback of one consumer group: each assigned partition's lag.

    Partitions that left the replica's assignment stop being reported (their series removed), so
    the sum over replicas is the group's lag."""

    def __init__(self, group: str) -> None:
        self.group = group
        self._reported: set[tuple[str, str]] = set()

    def __call__(self, stats_json: str) -> None:
        try:
            stats = json.loads(stats_json)
        except ValueError:
            return
        seen: set[tuple[str, str]] = set()
        for topic, info in stats.get("topics", {}).items():
            for partition, p in info.get("partitions", {}).items():
                if partition == "-1" or p.get("fetch_state") in (None, "none", "stopped"):
                    continue  # the unassigned placeholder, or not fetched by this replica
                lag = p.get("consumer_lag", -1)
                if lag < 0:  # nothing committed yet: the group reads from the start (earliest)
                    high, low = p.get("hi_offset", -1), p.get("lo_offset", -1)
                    if high < 0 or low < 0:
                        continue  # offsets not known yet
                    lag = high - low
                CONSUMER_LAG.labels(self.group, topic, partition).set(lag)
                seen.add((topic, partition))
        for topic, partition in self._reported - seen:
            try:
                CONSUMER_LAG.remove(self.group, topic, partition)
            except KeyError:
                pass
        self._reported = seen


def exposition() -> tuple[bytes, str]:
    """The body and content type of a scrape of this process's metrics."""
    return generate_latest(), CONTENT_TYPE_LATEST
