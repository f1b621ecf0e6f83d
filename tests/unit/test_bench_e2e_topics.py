"""bench e2e's records per request by topic (dualtrack/bench/e2e_topics.py): what the broker carried
during a load, from end offsets and segment files before and after it."""

from __future__ import annotations

from pathlib import Path

from dualtrack.bench.e2e_topics import _bytes_on_disk, per_request


def test_records_and_bytes_per_request_count_only_what_the_load_wrote() -> None:
    before = {"requests": (1_000, 50_000), "responses": (900, 90_000), "rules.state": (7, 700)}
    after = {"requests": (1_200, 60_000), "responses": (1_100, 110_000), "rules.state": (7, 700),
             "answered.state": (200, 20_000)}
    got = per_request(before, after, requests=200)
    assert got == {"requests": (1.0, 50.0), "responses": (1.0, 100.0),
                   "answered.state": (1.0, 100.0)}  # rules.state wrote nothing: left out


def test_bytes_on_disk_sum_the_segments_of_every_partition(tmp_path: Path) -> None:
    for p, size in ((0, 100), (1, 250)):
        folder = tmp_path / f"bench.x.requests-{p}"
        folder.mkdir()
        (folder / "00000000000000000000.log").write_bytes(b"x" * size)
        (folder / "00000000000000000000.index").write_bytes(b"i" * 4096)  # preallocated: not data
    assert _bytes_on_disk(tmp_path, "bench.x.requests", partitions=2) == 350
    assert _bytes_on_disk(None, "bench.x.requests", partitions=2) == 0
