"""A minimal /health (alive) and /ready (consuming) HTTP endpoint for each service process."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

from .settings import Settings


class HealthServer:
    def __init__(self, service: str, settings: Settings) -> None:
        self.service = service
        self.settings = settings
        self.consuming = False  # set by the step framework once the subscribers run
        # A service adds its own conditions (e.g. caught up with a state topic) to /ready.
        self.gates: list[Callable[[], bool]] = []
        self.port = 0
        self._server: asyncio.Server | None = None

    @property
    def ready(self) -> bool:
        return self.consuming and all(gate() for gate in self.gates)

    async def start(self) -> None:
        self._server = await asyncio.start_server(
            self._serve, self.settings.health_host, self.settings.health_port
        )
        self.port = self._server.sockets[0].getsockname()[1]
        port_file = self.settings.state_dir / "pids" / f"{self.settings.instance}.health"
        try:
            port_file.parent.mkdir(parents=True, exist_ok=True)
            port_file.write_text(str(self.port))
        except OSError:
            pass  # a read-only state dir only loses the port file, not the endpoint

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request_line = await asyncio.wait_for(reader.readline(), timeout=2)
            path = request_line.decode("latin-1").split(" ")[1] if request_line else "/"
            ok = path.startswith("/health") or (path.startswith("/ready") and self.ready)
            body = json.dumps({"service": self.service, "instance": self.settings.instance,
                               "alive": True, "ready": self.ready}).encode()
            status = "200 OK" if ok else "503 Service Unavailable"
            writer.write(
                f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body
            )
            await writer.drain()
        except (asyncio.TimeoutError, ConnectionError, IndexError):
            pass
        finally:
            writer.close()
