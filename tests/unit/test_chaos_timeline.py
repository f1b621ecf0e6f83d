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
