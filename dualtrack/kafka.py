"""Kafka outside a step: the client, the CLI's tools, the benchmarks and the tests publish and read
with the services' own transport (`dtlib.runtime.confluent`: librdkafka, an idempotent producer
with acks=all, the same settings), so what they send is sent as a service sends it.

    transport = await connect(settings)
    await transport.publish(topic, key, value, headers)  # resolves on the broker's acknowledgement
    answers = Tail(transport, topic, handle)  # every record published after `start` returns
"""

from __future__ import annotations

from dtlib.runtime.confluent import ConfluentTransport
from dtlib.runtime.tail import Handle, Tail as RuntimeTail
from dtlib.runtime.transport import Record
from dtlib.settings import Settings


async def connect(settings: Settings, name: str = "client") -> ConfluentTransport:
    """A started transport (client id `dualtrack-<name>`); `close()` it when done."""
    transport = ConfluentTransport(settings, name)
    await transport.start()
    return transport


class Tail(RuntimeTail):
    """Every record published on `topic` after `start` returns, read with `transport` from the end."""

    def __init__(self, transport: ConfluentTransport, topic: str, handle: Handle,
                 start_timeout_s: float = 30.0) -> None:
        super().__init__(lambda: transport.read(topic, from_end=True), handle, topic, start_timeout_s,
                         f"at {transport.settings.kafka_bootstrap}; is the stack up?")


async def read_to_end(transport: ConfluentTransport, topic: str) -> list[Record]:
    """Every record on `topic` now, from its beginning (a state topic read whole)."""
    reader = transport.read(topic)
    records: list[Record] = []
    try:
        while True:
            records += await reader.take()
            if reader.at_end():
                return records
    finally:
        await reader.close()
