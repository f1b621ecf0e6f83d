"""The kafka-restart scenario's per-second timeline: what was sent, refused, left unanswered, and
how slow the rest was, by send time."""

from __future__ import annotations

from dualtrack import workload as wl
from dualtrack.bench.e2e_driver import Record
from dualtrack.chaos.measure import timeline


def test_timeline_by_send_time() -> None:
    item = wl.Item("faq", "q", "en", "repeat", "faq", "gold answer", "faq")
    records = []
    for i in range(30):  # 10 req/s for 3 s
        r = Record(i, item, f"{i:032x}", 100.0 + i / 10)
        r.sent = r.scheduled
        if i < 10:  # answered in 50 ms
            r.answered = r.scheduled + 0.05
        elif i < 20:  # the broker away: half refused, half answered 5 s late
            if i % 2:
                r.publish_error = "LeaderNotAvailableError()"
            else:
                r.answered = r.scheduled + 5.0
        elif i != 25:  # back; one request never answered
            r.answered = r.scheduled + 0.1
        records.append(r)
    rows = timeline(records, 100.0)
    assert [(row["t"], row["sent"], row["refused"], row["unanswered"]) for row in rows] == [
        (0.0, 10, 0, 0), (1.0, 10, 5, 0), (2.0, 10, 0, 1)]
    assert abs(rows[0]["p95_ms"] - 50) <= 1 and abs(rows[1]["p95_ms"] - 5000) <= 1
    assert rows[2]["p95_ms"] is None  # an unanswered request: no p95 to speak of
    # answers by arrival: the first second's 10 within it; none in the second one (its answered
    # half arrives 5 s late, after the load)
    assert (rows[0]["answered"], rows[1]["answered"]) == (10, 0)
    assert abs(rows[0]["p50_ms"] - 50) <= 1 and rows[2]["p50_ms"] is None


def test_the_drain_after_the_return_names_the_pace_the_window_needs() -> None:
    """300 in flight when the broker is back at t=10, 100 req/s sent for 10 s more, 120 answers a
    second: the window of 10 s asks for 100 + 300/10 = 130/s, the lane made 120/s (a margin of 20/s:
    15 s for the backlog), so it cannot be back within the window."""
    from dualtrack.chaos.measure import drain_after_return, fmt_drain

    item = wl.Item("faq", "q", "en", "repeat", "faq", "gold answer", "faq")
    records = []
    for i in range(300):  # sent while the broker was away, answered after it is back
        r = Record(i, item, f"{i:032x}", 5.0 + i / 60)
        r.sent, r.answered = r.scheduled, 10.0 + (i + 0.5) / 120
        records.append(r)
    for i in range(1000):  # sent after the return; answered in order after the backlog
        r = Record(300 + i, item, f"{300 + i:032x}", 10.0 + (i + 1) / 100)
        r.sent = r.scheduled
        r.answered = 10.0 + (300 + i + 0.5) / 120 if 300 + i < 1200 else None
        records.append(r)
    refused = Record(2000, item, "f" * 32, 12.0)
    refused.sent, refused.publish_error = 12.0, "KafkaException()"
    # refused at the client after the return, yet written and answered: it reached the lane
    written = Record(2001, item, "e" * 32, 12.0)
    written.sent, written.publish_error, written.answered = 12.0, "KafkaException()", 21.0
    drain = drain_after_return(records + [refused, written], back=10.0, window_s=10.0)
    assert drain is not None
    assert drain["in_flight"] == 300 and drain["span_s"] == 10.0
    assert drain["sent_per_s"] == 100.1 and drain["answered_per_s"] == 120  # its answer after the span
    assert round(drain["needed_per_s"], 1) == 130.1
    assert "needs 130/s" in fmt_drain(drain) and "takes 15 s" in fmt_drain(drain)
    assert drain_after_return(records, back=30.0, window_s=10.0) is None  # nothing sent after it
