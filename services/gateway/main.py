"""gateway: an OpenAI-compatible front door. `POST /v1/chat/completions` → requests; the answer
from responses, read by every replica from the topic's end.

The step consumes nothing in a group: its input is HTTP. As the replica starts (`on_start`) it
opens its reader of `responses` at the topic's end and binds the HTTP port, so it is ready only
once no answer can be missed and connections are accepted (they wait in the listen backlog until
the server serves them). The server runs beside the step (`background`), publishing with the
step's producer; on stop it finishes the requests in flight (up to `GRACEFUL_S`).
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import dataclass

from dtlib import http_server
from dtlib.runtime import Handlers, Step
from dtlib.runtime.confluent import ConfluentTransport
from dtlib.runtime.transport import Reader
from dtlib.topics import Topic, topic_name

from .answers import AnswerBoard
from .app import Gateway
from .settings import GatewaySettings

GRACEFUL_S = 5


@dataclass
class Deps:
    # a reader of the named topic from its end; None: the replica's own librdkafka reader
    read_from_end: Callable[[str], Reader] | None = None
    listener: socket.socket | None = None  # a bound socket to serve on (tests); None: bind one


def build(settings: GatewaySettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    own_transport: ConfluentTransport | None = None
    listener = deps.listener
    answers_topic = topic_name(Topic.RESPONSES, settings.topic_prefix)

    def open_reader() -> Reader:
        if deps.read_from_end is not None:
            return deps.read_from_end(answers_topic)
        return own_transport.read(answers_topic, from_end=True)  # type: ignore[union-attr]

    board = AnswerBoard(open_reader)

    async def open_reader_and_port() -> None:
        nonlocal own_transport, listener
        if deps.read_from_end is None:
            own_transport = ConfluentTransport(settings, "gateway")
            await own_transport.start()
        await board.start()
        if listener is None:
            listener = socket.create_server((settings.gateway_host, settings.gateway_port),
                                            backlog=1024)

    async def serve_http(publish) -> None:
        await http_server.serve(Gateway(settings, board, publish).app(), listener, GRACEFUL_S)

    async def close() -> None:
        await board.stop()
        if own_transport is not None:
            await own_transport.close()
        if listener is not None and deps.listener is None:
            listener.close()

    handlers = Handlers()
    handlers.on_start.append(open_reader_and_port)
    handlers.background.append(serve_http)
    handlers.on_stop.append(close)
    return handlers


step = Step("gateway", consumes=(), emits=(Topic.REQUESTS,), build=build,
            description="an OpenAI-compatible HTTP API (`POST /v1/chat/completions`, streaming "
                        "too): publishes the last user message as a request and returns its "
                        "answer, which every replica reads from `responses` by trace id; tenant "
                        "and user from the API key or headers")
