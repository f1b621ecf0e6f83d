"""Left-behind topics of test runs and bench lanes are recognised by their prefix and deleted only
when every topic of the prefix has been idle long enough; the stack's own topics never are."""

import os
import time

import pytest

from dualtrack.stack import kafka
from dualtrack.stack import topics as topics_mod
from dualtrack.stack.topics import prune_topics, throwaway_prefix


@pytest.mark.parametrize("name, prefix", [
    ("t0bbb66.requests", "t0bbb66."),  # a test run (tests/conftest.py)
    ("bench.chaos2e0928.cache.state", "bench.chaos2e0928."),  # a bench lane
    ("learn1a2b3c.users.state", "learn1a2b3c."),
    ("sp12ab34.llm.drafts", "sp12ab34."),
    ("dt.requests", None),  # the stack's own
    ("dt.cache.state", None),
    ("dttest-abc123.a", None),  # not a pipeline topic
    ("t0bbb66.something", None),
    ("cachetestdeface.requests", None),  # six letters: a word, not a random tag
    ("__consumer_offsets", None),
])
def test_throwaway_prefix(name, prefix) -> None:
    assert throwaway_prefix(name) == prefix


async def test_prune_deletes_only_wholly_idle_throwaway_prefixes(monkeypatch) -> None:
    now = time.time()
    names = ["dt.requests", "dt.dlq", "t111111.requests", "t111111.dlq", "t222222.requests",
             "t222222.dlq", "t333333.requests", "t444444.requests", "bench.x555555.requests"]
    activity = {"dt.requests": now - 10_000, "dt.dlq": now - 10_000,
                "t111111.requests": now - 7200, "t111111.dlq": now - 7200,  # idle: goes
                "t222222.requests": now - 7200, "t222222.dlq": now - 60,  # one topic busy: stays
                "t333333.requests": None,  # unknown: stays
                "t444444.requests": now - 7200,  # kept by the caller
                "bench.x555555.requests": now - 4000}  # idle: goes
    deleted: list[str] = []

    async def list_topics(bootstrap):
        return names

    async def delete_topics(bootstrap, todo):
        deleted.extend(todo)
        return list(todo)

    monkeypatch.setattr(topics_mod, "list_topics", list_topics)
    monkeypatch.setattr(topics_mod, "delete_topics", delete_topics)
    plan = await prune_topics("b:9092", activity.get, idle_s=3600, keep={"t444444."}, dry_run=True)
    assert plan == {"bench.x555555.": ["bench.x555555.requests"],
                    "t111111.": ["t111111.dlq", "t111111.requests"]}
    assert deleted == []
    assert await prune_topics("b:9092", activity.get, idle_s=3600, keep={"t444444."}) == plan
    assert sorted(deleted) == ["bench.x555555.requests", "t111111.dlq", "t111111.requests"]


def test_last_activity_is_creation_or_last_append(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(kafka, "data_dir", lambda state_dir=None: tmp_path)
    data = tmp_path / "data"
    for part in ("t0bbb66.requests-0", "t0bbb66.requests-1", "t0bbb66.requests.x-0"):
        (data / part).mkdir(parents=True)
        (data / part / "partition.metadata").write_text("")
        (data / part / "00000000000000000000.log").write_text("")
        (data / part / "00000000000000000000.index").write_text("")

    def age(path, seconds):
        os.utime(path, (time.time() - seconds, time.time() - seconds))

    for part in ("t0bbb66.requests-0", "t0bbb66.requests-1"):
        age(data / part / "partition.metadata", 7200)
        age(data / part / "00000000000000000000.log", 7200)
    age(data / "t0bbb66.requests-1" / "00000000000000000000.log", 3000)  # appended later
    # the index files (touched at every broker start) and another topic's partitions do not count
    last = kafka.topic_last_activity("t0bbb66.requests")
    assert last is not None and abs(time.time() - 3000 - last) < 5
    assert kafka.topic_last_activity("t0bbb66.dlq") is None
    assert len(kafka.partition_dirs()) == 3
