"""The step runtime: declared steps on one transport interface (librdkafka in production, memory
in unit tests), with the same commit, rewind, retry and dead-letter code on both.

Read in this order: step.py (what a step declares), app.py (a replica's life), runner.py (one
record's way; what a pass publishes beyond its handler's outputs in runner_answers.py, a failed
pass in runner_dead_letters.py), commits.py (commit after the ack), state.py (state followers),
answered.py (one final answer per request), claims.py (that answer decided on answered.state),
after.py (records published once other outputs are acknowledged), publisher.py, transport.py (the
seam), memory.py and confluent.py (the two transports: librdkafka's consumers in
confluent_consumer.py, its group members in confluent_subscription.py, its readers outside any
group in confluent_reader.py); tail.py reads a topic from its end outside any group (the gateway's
answers, the CLI's client). docs/design.md has the map: each file, its lines, what it owns.
"""

from .answered import Answered, answered_record
from .app import Runtime, run, serve
from .memory import MemoryTransport
from .step import Emit, Handlers, Later, Poison, Put, Retry, Step, UndeclaredTopic, error_answer
from .transport import Record, Transport

__all__ = ["Answered", "Emit", "Handlers", "Later", "MemoryTransport", "Poison", "Put", "Record", "Retry",
           "Runtime", "Step", "Transport", "UndeclaredTopic", "answered_record", "error_answer", "run", "serve"]
