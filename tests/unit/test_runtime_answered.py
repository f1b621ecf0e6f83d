"""Inputs that were answered already (responses, feedback) are read in batches: no client waits
for the step that reads them, so the broker may hold their records back and hand many over at
once, while a request is handed over as soon as it arrives."""

from __future__ import annotations

from fakes.runtime import settings

from dtlib.runtime import Handlers, MemoryTransport, Runtime, Step
from dtlib.topics import Topic


class Recording(MemoryTransport):
    def __init__(self) -> None:
        super().__init__()
        self.answered: dict[str, bool] = {}

    def subscribe(self, topic: str, group: str, *, answered: bool = False):
        self.answered[topic] = answered
        return super().subscribe(topic, group, answered=answered)


def _build(_settings, _deps) -> Handlers:
    handlers = Handlers()
    for topic in (Topic.REQUESTS, Topic.RESPONSES, Topic.FEEDBACK):
        handlers.envelope(topic, lambda env: None)
    return handlers


async def test_answers_and_feedback_are_read_in_batches_and_requests_at_once() -> None:
    transport = Recording()
    step = Step("reader", consumes=(Topic.REQUESTS, Topic.RESPONSES, Topic.FEEDBACK), emits=(),
                build=_build)
    runtime = Runtime(step, settings(), transport)
    await runtime.start()
    await runtime.stop()
    assert transport.answered == {"u.requests": False, "u.responses": True, "u.feedback": True}
