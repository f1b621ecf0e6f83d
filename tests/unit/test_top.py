"""`dualtrack top` renders what Prometheus answers: per replica, and the figures of the whole
prefix (fast-path share, classifier routing, dead letters, lag)."""

from __future__ import annotations

import re

from rich.console import Console

from dualtrack.top import Series, Snapshot, queries, render


def test_every_query_is_restricted_to_one_prefix() -> None:
    assert all('prefix="bench.x."' in query for query in queries("bench.x.").values())


def test_a_frame_shows_replicas_share_of_the_fast_path_and_what_moved() -> None:
    replica = {"service": "cache", "replica": "cache-0"}
    snapshot = Snapshot("http://127.0.0.1:9090", "dt.", results={
        "up": [Series(replica, 1), Series({"service": "llm", "replica": "llm-0"}, 0)],
        "messages": [Series(replica, 4)],
        "p99": [Series(replica, 0.0123)],
        "answers": [Series({"path": "fast", "decided_by": "cache.exact", "status": "ok"}, 3),
                    Series({"path": "slow", "decided_by": "classifier", "status": "ok"}, 1)],
        "outcomes": [Series({"service": "classifier", "output": "llm.tasks",
                             "outcome": "routed:slow:uncertain"}, 1),
                     Series({"service": "classifier", "output": "sandbox.tasks",
                             "outcome": "routed:sandbox"}, 3)],
        "dead_letters": [Series(replica, 2)],
        "lag": [Series({"group": "dualtrack-cache.dt.requests", "topic": "dt.requests",
                        "partition": "4"}, 7),
                Series({"group": "dualtrack-cache.dt.requests", "topic": "dt.requests",
                        "partition": "5"}, 0)],
        "breaker": [Series({"replica": "llm-0"}, 2)],
        "gateway": [Series({"status": "200"}, 5), Series({"status": "504"}, 1)],
    })
    console = Console(width=200, record=True)
    console.print(render(snapshot))
    text = console.export_text()
    assert "fast path 75%" in text
    assert "slow 1 (uncertain 1) of 4" in text
    assert "dead letters 2" in text and "consumer lag 7" in text
    lines = text.splitlines()
    cache_row = next(line for line in lines if "cache-0" in line)
    assert "up" in cache_row and "12.3" in cache_row  # p99 in ms
    assert "down" in next(line for line in lines if "llm-0" in line and "breaker" not in line)
    assert "open" in next(line for line in lines if "breaker llm-0" in line)
    assert re.search(r"gateway HTTP 504\s*│\s*1\s", text)  # the gateway's errors by status
    # a group's partitions, its lag, and which partitions are behind
    assert re.search(r"dualtrack-cache\.dt\.requests\s*│\s*2\s*│\s*7\s*│\s*4:7\s", text)


def test_the_drift_monitor_shows_its_runs_what_it_judged_and_did() -> None:
    snapshot = Snapshot("http://127.0.0.1:9090", "dt.", taken=1000.0, results={
        "up": [Series({"service": "drift", "replica": "drift-0"}, 1)],
        "drift_runs": [Series({"result": "judged"}, 3), Series({"result": "skipped"}, 1)],
        "drift_judged": [Series({}, 42)],
        "drift_actions": [Series({"action": "demoted"}, 1)],
        "drift_last_run": [Series({}, 940.0)],
    })
    console = Console(width=200, record=True)
    console.print(render(snapshot))
    text = console.export_text()
    assert "up" in next(line for line in text.splitlines() if "drift-0" in line)
    assert re.search(r"drift monitor runs judged\s*│\s*3\s", text)
    assert re.search(r"drift monitor runs skipped\s*│\s*1\s", text)
    assert re.search(r"drift monitor answers judged\s*│\s*42\s", text)
    assert re.search(r"drift monitor demoted\s*│\s*1\s", text)
    assert "60 s ago" in text
