"""`dualtrack bench chain`: the relay passes envelopes on unchanged through the step runtime, and
the report states each path's ceiling (the load runs on the real broker: `dualtrack bench chain`)."""

from dtlib import envelope as E
from dtlib.topics import Topic, topic_name
from dualtrack.bench.chain import PATHS
from dualtrack.bench.chain_report import ratios_markdown, report_markdown, security_cost, write_chart


def test_the_paths_cross_the_topics_of_the_pipeline() -> None:
    assert PATHS["exact-hit"] == [Topic.REQUESTS, Topic.RESPONSES]
    assert PATHS["computation"][0] is Topic.REQUESTS and PATHS["computation"][-1] is Topic.RESPONSES
    assert len(PATHS["computation"]) == 6  # five steps: cache, rules, classifier, sandbox, fuser


def test_the_report_names_the_maximum_and_why_a_rate_failed() -> None:
    row = {"path": "computation", "steps": 5, "offered_rps": 488.0, "throughput_rps": 480.0,
           "p50_ms": 210.0, "p95_ms": 430.0, "p99_ms": 520.0, "sustained": False,
           "why": "p99 520 ms over 500 ms",
           "cpu_ms_per_request": {"steps": 2.8, "per_step": 0.56, "kafka": 0.67, "driver": 0.3}}
    text = report_markdown([row, {"path": "computation", "max_sustained_rps": 390.0}],
                           {"tracing": True, "partitions": 6, "linger_ms": 0, "fetch_max_wait_ms": 100})
    assert "p99 520 ms over 500 ms" in text
    assert "computation: maximum sustained rate 390.0 req/s" in text


def test_the_secured_run_reports_what_tls_and_sasl_cost_per_hop() -> None:
    def row(listener: str, p50: float, p99: float, per_step: float, kafka: float) -> dict:
        return {"path": "computation", "listener": listener, "steps": 5, "offered_rps": 200.0,
                "throughput_rps": 200.0, "p50_ms": p50, "p95_ms": p99, "p99_ms": p99,
                "sustained": True, "why": "",
                "cpu_ms_per_request": {"steps": 5 * per_step, "per_step": per_step, "kafka": kafka,
                                       "driver": 0.3}}

    rows = [row("plain", 10.0, 40.0, 0.5, 2.0), row("tls+sasl", 12.5, 50.0, 0.6, 3.0)]
    [cost] = security_cost(rows)
    assert cost["p50_ratio"] == 1.25 and cost["p99_ratio"] == 1.25
    assert cost["added_ms_per_hop_p50"] == 0.5  # 2.5 ms more over five hops
    assert cost["cpu_per_step_ratio"] == 1.2 and cost["kafka_cpu_ratio"] == 1.5
    text = report_markdown(rows, {"tracing": True, "partitions": 6, "linger_ms": 0,
                                  "fetch_max_wait_ms": 100, "secure": True})
    assert "| computation (tls+sasl) | 5 | 200 |" in text
    assert "| computation | 200 | 1.25 | 1.25 | 0.5 | 1.2 | 1.5 |" in text


def test_a_rate_that_got_no_answer_is_reported_not_a_crash() -> None:
    row = {"path": "computation", "steps": 5, "offered_rps": 1860.0, "throughput_rps": 0.0,
           "p50_ms": None, "p95_ms": None, "p99_ms": None, "sustained": False, "why": "nothing answered",
           "cpu_ms_per_request": {"steps": 0.0, "per_step": 0.0, "kafka": 0.0, "driver": 0.0}}
    text = report_markdown([row], {"tracing": True, "partitions": 6, "linger_ms": 0, "fetch_max_wait_ms": 100})
    assert "| — | — | — |" in text and "nothing answered" in text


def test_the_report_says_what_carried_the_relays() -> None:
    facts = {"tracing": False, "partitions": 6, "linger_ms": 0, "fetch_max_wait_ms": 100}
    assert "bare confluent-kafka" in report_markdown([], facts | {"client": "confluent"})
    assert "step runtime (dtlib.runtime on librdkafka, tracing off)" in report_markdown(
        [], facts | {"client": "runtime"})


def test_clients_run_side_by_side_are_compared_as_ratios_to_the_first() -> None:
    def row(client_p50: float, p99: float, cpu: float, path: str = "computation") -> dict:
        return {"path": path, "offered_rps": 200.0, "p50_ms": client_p50, "p99_ms": p99,
                "cpu_ms_per_request": {"steps": cpu * 5, "per_step": cpu, "kafka": 1.0, "driver": 0.1}}

    text = ratios_markdown({"runtime": [row(11.0, 40.0, 0.6), {"path": "computation", "max_sustained_rps": 250}],
                            "confluent": [row(8.0, 50.0, 0.5), row(2.0, 5.0, 0.4, "exact-hit")]})
    assert "| computation | 200 | runtime / confluent | 11.0 / 8.0 | 40.0 / 50.0 | 0.60 / 0.50 | 1.38 | 0.80 | 1.20 |" in text
    assert "exact-hit" not in text  # measured on one client only: no ratio
    assert "| computation | runtime / confluent | 250 / — | — |" in text  # the bare loop found none


def test_the_maximum_sustained_rates_are_compared_in_the_same_run() -> None:
    text = ratios_markdown({"runtime": [{"path": "computation", "max_sustained_rps": 250}],
                            "confluent": [{"path": "computation", "max_sustained_rps": 312}]})
    assert "| computation | runtime / confluent | 250 / 312 | 0.80 |" in text


def test_the_chart_draws_every_run(tmp_path) -> None:
    row = {"path": "computation", "offered_rps": 200.0, "p50_ms": 80.0, "p99_ms": 156.0}
    png = write_chart([("runtime", [row]), ("confluent", [row | {"p50_ms": 7.8, "p99_ms": 33.0}])],
                      tmp_path / "chain.png", PATHS)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


async def test_a_relay_on_the_step_runtime_passes_the_envelope_on_and_answers_on_responses() -> None:
    from fakes.runtime import eventually, settings

    from dtlib.runtime import MemoryTransport, Runtime
    from dualtrack.bench.relay import relay_step

    s, transport = settings(), MemoryTransport()
    inner = Runtime(relay_step(Topic.CACHE_MISS, Topic.RULES_MISS, "relay0"), s, transport)
    last = Runtime(relay_step(Topic.SANDBOX_RESULTS, Topic.RESPONSES, "relay4"), s, transport)
    await inner.start()
    await last.start()
    env = E.Envelope(trace_id=E.new_trace_id(), text="12*24", tenant="t")
    for topic in (Topic.CACHE_MISS, Topic.SANDBOX_RESULTS):
        transport.publish(topic_name(topic, s.topic_prefix), env.trace_id.encode(), E.encode(env))
    def records(topic: Topic) -> list:
        return transport.records(topic_name(topic, s.topic_prefix))

    await eventually(lambda: len(records(Topic.RULES_MISS)) == 1 and len(records(Topic.RESPONSES)) == 1)
    passed, answered = records(Topic.RULES_MISS), records(Topic.RESPONSES)
    out = E.decode(passed[0].value)
    assert (out.trace_id, out.text, out.answer) == (env.trace_id, "12*24", None)
    assert [(h.service, h.outcome) for h in out.hops] == [("relay0", "relayed")]
    assert E.decode(answered[0].value).answer.status == "ok"
    await inner.stop()
    await last.stop()
    assert "step runtime" in report_markdown([], {"tracing": True, "partitions": 6, "linger_ms": 0,
                                                  "fetch_max_wait_ms": 100, "client": "runtime"})
