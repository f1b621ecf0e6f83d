"""An HTTP app served beside a step (the gateway's API, the tools service's host tool) on a socket
bound before the replica is ready, stopped when the step stops."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Iterator
from typing import Any

import uvicorn


class _Server(uvicorn.Server):
    """The replica's runtime owns SIGTERM and SIGINT (a clean stop of the whole step); this server
    stops when the step tells it to."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


async def serve(app: Any, listener: socket.socket, graceful_s: float | None = None) -> None:
    """Serve `app` until cancelled; then finish the requests in flight (up to `graceful_s`)."""
    config = uvicorn.Config(app, lifespan="off", log_level="warning", access_log=False,
                            timeout_graceful_shutdown=graceful_s)
    server = _Server(config)
    serving = asyncio.create_task(server.serve(sockets=[listener]))
    try:
        await asyncio.shield(serving)
    except asyncio.CancelledError:
        server.should_exit = True
        await serving
        raise
