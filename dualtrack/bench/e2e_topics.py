"""What the broker carried during a load: records (and bytes on disk) written to each of the lane's
topics, from the partitions' end offsets and the broker's segment files before and after it.

Every record written is also fetched by each group and replica that reads its topic, so records per
request by topic say where the broker's work per request goes (docs/bench/e2e.md).
"""

from __future__ import annotations

import time
from pathlib import Path

from confluent_kafka import TopicPartition
from confluent_kafka.admin import OffsetSpec

from dtlib.topics import topic_specs

TIMEOUT_S = 15.0


def topic_totals(bootstrap: str, prefix: str, partitions: int,
                 log_dir: Path | None = None) -> dict[str, tuple[int, int]]:
    """Each lane topic (named without its prefix): (records ever written, bytes of its segment
    files in `log_dir`, 0 when the broker's files are not on this machine)."""
    from dualtrack.stack.topics import admin_client

    names = [spec.name for spec in topic_specs(prefix, partitions)]
    wanted = {TopicPartition(name, p): OffsetSpec.latest() for name in names for p in range(partitions)}
    admin = admin_client(bootstrap)  # held until every answer is in: a client collected drops them
    futures = admin.list_offsets(wanted, request_timeout=TIMEOUT_S)
    records: dict[str, int] = dict.fromkeys(names, 0)
    deadline = time.monotonic() + TIMEOUT_S
    for tp, future in futures.items():
        try:
            records[tp.topic] += future.result(timeout=max(0.0, deadline - time.monotonic())).offset
        except Exception:  # noqa: BLE001 - a partition that does not answer in time counts 0
            continue
    return {name[len(prefix):]: (records[name], _bytes_on_disk(log_dir, name, partitions))
            for name in names}


def _bytes_on_disk(log_dir: Path | None, name: str, partitions: int) -> int:
    if log_dir is None:
        return 0
    total = 0
    for p in range(partitions):
        folder = log_dir / f"{name}-{p}"
        if folder.is_dir():
            total += sum(f.stat().st_size for f in folder.glob("*.log"))
    return total


def per_request(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]],
                requests: int) -> dict[str, tuple[float, float]]:
    """Records and bytes written per request sent, by topic (topics that got none left out)."""
    n = max(requests, 1)
    out = {}
    for topic, (records, size) in after.items():
        was = before.get(topic, (0, 0))
        if records - was[0] > 0:
            out[topic] = ((records - was[0]) / n, (size - was[1]) / n)
    return dict(sorted(out.items(), key=lambda kv: -kv[1][0]))
