"""What deciding a request's one answer in one place would cost per answer, on the local broker at
a steady rate (issue 21, case 2: two passes of a request on two replicas at once). Run against
`./dt dev up`: `dualtrack bench claims --rate 200 --duration 15`.

Each mode sends `rate` answers a second for `duration` seconds, one record each, and reports the
latency a final answer would wait for:

- `ack`: an idempotent produce (acks=all) until the broker's acknowledgement; today's answer is
  published without waiting for it (its answered.state record follows it, off the answer's path).
- `claim`: design (b), a claim record produced and acknowledged, then read back by a reader of
  its partition (first claim of the trace id wins): the answer could go only after this.
- `txn`: design (c), one Kafka transaction per answer (KIP-447): begin, produce, the consumed
  offset sent with the group's metadata (`send_offsets_to_transaction`), commit; a read_committed
  reader sees the answer only after the commit. Transactions of one producer go one at a time,
  so this mode sends `rate` a second only while a transaction takes less than 1/rate.
"""

from __future__ import annotations

import statistics
import threading
import time
import uuid

from confluent_kafka import Consumer, Producer, TopicPartition
from confluent_kafka.admin import AdminClient, NewTopic

from dtlib.kafka_config import kafka_config
from dtlib.settings import get_settings

PARTITIONS = 6


def _config(client: str) -> dict:
    return kafka_config(get_settings(), f"dualtrack-bench-claims-{client}")


def _figures(name: str, latencies_s: list[float], sent: int, elapsed_s: float) -> str:
    ms = sorted(x * 1000 for x in latencies_s)
    if not ms:
        return f"| {name} | {sent} | 0 | – | – | – | {sent / elapsed_s:.0f} |"
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return (f"| {name} | {sent} | {len(ms)} | {statistics.median(ms):.2f} | {p99:.2f} | "
            f"{ms[-1]:.1f} | {sent / elapsed_s:.0f} |")


def _paced(rate: float, duration_s: float):
    """Yield the index of each send, on schedule (late sends go at once, as a backlog would)."""
    start, n = time.monotonic(), 0
    while (due := start + n / rate) < start + duration_s:
        pause = due - time.monotonic()
        if pause > 0:
            time.sleep(pause)
        yield n
        n += 1


class _Reader(threading.Thread):
    """Notes when each key is first seen on the topic (from its end, read_committed or not)."""

    def __init__(self, topic: str, committed_only: bool) -> None:
        super().__init__(daemon=True)
        self.seen: dict[bytes, float] = {}
        self.stop = threading.Event()
        self.consumer = Consumer(_config("reader") | {
            "group.id": f"claims-reader-{uuid.uuid4().hex}", "enable.auto.commit": False,
            "fetch.wait.max.ms": 5, "isolation.level": "read_committed" if committed_only else "read_uncommitted"})
        self.consumer.assign([TopicPartition(topic, p, -1) for p in range(PARTITIONS)])  # -1: the end

    def run(self) -> None:
        while not self.stop.is_set():
            message = self.consumer.poll(0.05)  # returns as soon as a record is there
            if message is not None and message.error() is None:
                self.seen.setdefault(message.key(), time.monotonic())
        self.consumer.close()


def ack(topic: str, rate: float, duration_s: float) -> str:
    producer = Producer(_config("ack") | {"enable.idempotence": True, "acks": "all", "linger.ms": 0})
    latencies, started = [], time.monotonic()

    def delivered(sent_at: float, error, _msg) -> None:
        if error is None:
            latencies.append(time.monotonic() - sent_at)

    n = 0
    for n in _paced(rate, duration_s):
        producer.produce(topic, b"answer", f"a{n}".encode(),
                         on_delivery=lambda e, m, t=time.monotonic(): delivered(t, e, m))
        producer.poll(0)
    producer.flush(30)
    return _figures("ack (today: the answer waits for nothing)", latencies, n + 1, time.monotonic() - started)


def claim(topic: str, rate: float, duration_s: float) -> str:
    reader = _Reader(topic, committed_only=False)
    reader.start()
    time.sleep(2)  # the reader at the end of every partition
    producer = Producer(_config("claim") | {"enable.idempotence": True, "acks": "all", "linger.ms": 0})
    sent, started = {}, time.monotonic()
    n = 0
    for n in _paced(rate, duration_s):
        key = f"c{n}".encode()
        sent[key] = time.monotonic()
        producer.produce(topic, b"claim", key)
        producer.poll(0)
    producer.flush(30)
    time.sleep(1)
    reader.stop.set()
    reader.join()
    latencies = [reader.seen[k] - t for k, t in sent.items() if k in reader.seen]
    return _figures("(b) claim: produce, ack, read back", latencies, n + 1, time.monotonic() - started)


def txn(topic: str, source: str, rate: float, duration_s: float, retry_backoff_ms: int | None) -> str:
    group = f"claims-txn-{uuid.uuid4().hex}"
    consumer = Consumer(_config("txn-consumer") | {"group.id": group, "enable.auto.commit": False})
    consumer.subscribe([source])
    deadline = time.monotonic() + 30
    while not consumer.assignment() and time.monotonic() < deadline:
        consumer.poll(0.2)
    owned = consumer.assignment()
    reader = _Reader(topic, committed_only=True)
    reader.start()
    time.sleep(2)
    backoff = {} if retry_backoff_ms is None else {"retry.backoff.ms": retry_backoff_ms}
    producer = Producer(_config("txn") | {"transactional.id": f"claims-{uuid.uuid4().hex}",
                                          "linger.ms": 0} | backoff)
    producer.init_transactions(30)
    sent, commits, started = {}, [], time.monotonic()
    n = 0
    for n in _paced(rate, duration_s):
        key = f"t{n}".encode()
        sent[key] = begun = time.monotonic()
        producer.begin_transaction()
        producer.produce(topic, b"answer", key)
        offsets = [TopicPartition(source, owned[n % len(owned)].partition, n + 1)]
        producer.send_offsets_to_transaction(offsets, consumer.consumer_group_metadata(), 30)
        producer.commit_transaction(30)
        commits.append(time.monotonic() - begun)
    elapsed = time.monotonic() - started
    time.sleep(1)
    reader.stop.set()
    reader.join()
    consumer.close()
    visible = [reader.seen[k] - t for k, t in sent.items() if k in reader.seen]
    how = "" if retry_backoff_ms is None else f", retry.backoff.ms {retry_backoff_ms}"
    return "\n".join([_figures(f"(c) transaction per answer{how}: begin → commit returned", commits, n + 1, elapsed),
                      _figures(f"(c) … until a read_committed reader sees the answer{how}", visible, n + 1, elapsed)])


def run(rate: float, duration: float, txn_duration: float) -> None:
    """Each mode on topics of its own, printed as a markdown table row as it ends."""
    topic, source = f"bench-claims-{uuid.uuid4().hex[:8]}", f"bench-claims-src-{uuid.uuid4().hex[:8]}"
    admin = AdminClient(_config("admin"))
    for future in admin.create_topics([NewTopic(t, num_partitions=PARTITIONS, replication_factor=1)
                                       for t in (topic, source)]).values():
        future.result(30)
    time.sleep(2)
    try:
        print(f"{rate:.0f} answers/s for {duration:.0f} s each; load average "
              f"{open('/proc/loadavg').read().split()[0]}\n")
        print("| mode | sent | measured | p50 ms | p99 ms | max ms | achieved/s |\n|---|---|---|---|---|---|---|")
        print(ack(topic, rate, duration), flush=True)
        print(claim(topic, rate, duration), flush=True)
        # librdkafka's default retry.backoff.ms (100) paces a transaction begun while the last
        # one's markers are being written (CONCURRENT_TRANSACTIONS): also measured at 10 ms.
        for backoff in (None, 10):
            print(txn(topic, source, rate, txn_duration, backoff), flush=True)
        print(f"\nload average at the end {open('/proc/loadavg').read().split()[0]}")
    finally:
        for future in admin.delete_topics([topic, source]).values():
            future.result(30)
