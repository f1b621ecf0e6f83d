"""The step runtime: declared steps on one transport interface (librdkafka in production, memory
in unit tests), with the same commit, rewind, retry and dead-letter code on both.

Read in this order: step.py (what a step declares), app.py (a replica's life), runner.py (one
record's way), commits.py (commit after the ack), state.py (state followers), answered.py (one
final answer per request), after.py (records published once other outputs are acknowledged),
publisher.py,
transport.py (the seam), memory.py and confluent.py (the two transports); tail.py reads a topic
from its end outside any group (the gateway's answers, the CLI's client).
"""

from .answered import Answered, answered_record
from .app import Runtime, run, serve
from .memory import MemoryTransport
from .step import Emit, Handlers, Later, Poison, Put, Retry, Step, UndeclaredTopic, error_answer
from .transport import Record, Transport

__all__ = ["Answered", "Emit", "Handlers", "Later", "MemoryTransport", "Poison", "Put", "Record", "Retry",
           "Runtime", "Step", "Transport", "UndeclaredTopic", "answered_record", "error_answer", "run", "serve"]
