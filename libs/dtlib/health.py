"""A minimal /health (alive), /ready (consuming) and /metrics (Prometheus) HTTP endpoint for each
service process.

Once bound it writes its port to `<state_dir>/pids/<instance>.health` (what `dualtrack dev`
probes) and its scrape target to `<scrape_targets_dir>/<prefix><instance>.json` (a Prometheus
file_sd file the local stack's Prometheus watches); a clean stop removes the target.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

from .metrics import exposition
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
        self._target: Path | None = None

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
        self._write_target()

    def _write_target(self) -> None:
        s = self.settings
        host = "127.0.0.1" if s.health_host in ("0.0.0.0", "::", "") else s.health_host
        target = [{"targets": [f"{host}:{self.port}"],
                   "labels": {"service": self.service, "replica": s.instance,
                              "prefix": s.topic_prefix}}]
        path = s.scrape_targets_dir / f"{s.topic_prefix}{s.instance}.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(f".{path.name}.partial")  # Prometheus reads only whole files
            partial.write_text(json.dumps(target))
            partial.replace(path)
            self._target = path
        except OSError:
            pass  # no local Prometheus to tell: /metrics is served all the same

    async def stop(self) -> None:
        if self._target is not None:
            self._target.unlink(missing_ok=True)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            request_line = await asyncio.wait_for(reader.readline(), timeout=2)
            path = request_line.decode("latin-1").split(" ")[1] if request_line else "/"
            # Read the headers too: closing a socket with unread input resets the connection,
            # which can cut off a long answer (a scrape) before the client has read it.
            while (await asyncio.wait_for(reader.readline(), timeout=2)).strip():
                pass
            ok = path.startswith("/health") or (path.startswith("/ready") and self.ready)
            content_type = "application/json"
            if path.startswith("/metrics"):
                ok, (body, content_type) = True, exposition()
            else:
                body = json.dumps({"service": self.service, "instance": self.settings.instance,
                                   "alive": True, "ready": self.ready}).encode()
            status = "200 OK" if ok else "503 Service Unavailable"
            writer.write(
                f"HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\n"
                f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode() + body
            )
            await writer.drain()
        except (asyncio.TimeoutError, ConnectionError, IndexError):
            pass
        finally:
            writer.close()
