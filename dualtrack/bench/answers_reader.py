"""The base of the benchmarks' clients that read one lane's answers (`bench e2e`'s and `chaos`'s
`Driver`, `bench slowpath`'s `SlowPathClient`)."""

from __future__ import annotations

from typing import Any

from dtlib.settings import Settings
from dtlib.topics import Topic, topic_name


class AnswersReader:
    """Entered, it connects as `dualtrack-<client_name>` and hands every record published on the
    lane's `responses` from then on to `_answered`; left, it stops reading and closes the transport."""

    client_name = "client"

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._transport: Any = None
        self._answers: Any = None

    async def __aenter__(self) -> Any:
        from ..kafka import Tail, connect  # librdkafka only once a run needs it

        self._transport = await connect(self.settings, self.client_name)
        self._answers = Tail(self._transport, topic_name(Topic.RESPONSES, self.settings.topic_prefix),
                             self._answered)
        await self._answers.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._answers.stop()
        await self._transport.close()

    def _answered(self, record: Any) -> None:
        raise NotImplementedError
