"""An isolated set of service replicas for benchmarks and chaos runs: a "lane".

A lane has its own topic prefix (so its caches start cold and its topics never mix with anyone
else's), its own state dir (pid files, logs: `dualtrack.dev` only ever touches the processes in
it), its own sandbox gRPC, gateway HTTP and host tool ports, its own PostgreSQL database on the shared server (created and
migrated at start, dropped at the end) and, optionally, its own model backend. It runs on the
shared Kafka broker and PostgreSQL server of `dualtrack dev up`, and never starts or stops them.

The settings of a lane reach its service processes through the environment: `Lane.activate()`
sets the DT_ variables in this process (children inherit them) and clears the settings cache,
so `dualtrack.dev` and the topic helpers work on the lane.
"""

from __future__ import annotations

import os
import random
import secrets
import shutil
import signal
import socket
import tempfile
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

from dtlib.settings import REPO_ROOT, Settings, get_settings
from dtlib.topics import topic_specs

from ..settings import StackSettings
from ..stack import secure
from ..stack.common import run_sync
from ..topology import SERVICES


# Below the kernel's range of ephemeral ports (32768-60999 on Linux): a port the kernel handed
# out for binding port 0 was seen taken by another process's outgoing connection before a lane's
# replica bound it (a chaos run ended: "Address already in use").
LANE_PORTS = range(20000, 32000)


def free_port() -> int:
    """A port on 127.0.0.1 that nothing listens on, outside the ephemeral range."""
    for _ in range(200):
        port = random.choice(LANE_PORTS)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {LANE_PORTS.start}-{LANE_PORTS.stop - 1}")


def free_port_range(count: int) -> int:
    """A base port with `count` free ports after it (the sandbox replicas use base + index)."""
    for _ in range(50):
        base = free_port()
        ok = True
        for p in range(base, base + count):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", p)) == 0:
                    ok = False
                    break
            with socket.socket() as s:
                try:
                    s.bind(("127.0.0.1", p))
                except OSError:
                    ok = False
                    break
        if ok:
            return base
    raise RuntimeError("no range of free ports found")


class LaneError(RuntimeError):
    pass


class Lane:
    """`lane = Lane("e2e", {"cache": 1, ...}, env={...}); lane.start(); ...; lane.stop()`."""

    def __init__(self, name: str, scale: dict[str, int], *, env: dict[str, str] | None = None,
                 partitions: int | None = None, database: bool = True) -> None:
        self.name = name
        self.scale = {s: n for s, n in scale.items() if n > 0}
        unknown = set(self.scale) - set(SERVICES)
        if unknown:
            raise ValueError(f"unknown services {sorted(unknown)}")
        self.tag = f"{name}{secrets.token_hex(3)}"
        self.prefix = f"bench.{self.tag}."
        self.partitions = partitions or get_settings().topic_partitions
        self.state_dir = Path(tempfile.mkdtemp(prefix=f"dt-lane-{self.tag}-"))
        secure.share(self.state_dir)  # on the secured broker, each service as its own user
        self.grpc_port = free_port_range(max(self.scale.get("sandbox", 1), 1) + 1)
        self.gateway_port = free_port_range(max(self.scale.get("gateway", 1), 1))
        self.tools_port = free_port_range(max(self.scale.get("tools", 1), 1))
        self.database = database and "learner" in self.scale
        base = get_settings(StackSettings)
        self.stack_state_dir = Path(base.state_dir)  # where Kafka/PostgreSQL's pid files are
        self.db_name = f"dtbench_{self.tag}".lower()
        self.admin_dsn = f"postgresql://postgres@127.0.0.1:{base.pg_port}/postgres"
        self.pg_dsn = f"postgresql://dualtrack@127.0.0.1:{base.pg_port}/{self.db_name}"
        self.env = {
            "DT_TOPIC_PREFIX": self.prefix,
            "DT_TOPIC_PARTITIONS": str(self.partitions),
            "DT_STATE_DIR": str(self.state_dir),
            "DT_SANDBOX_GRPC_PORT": str(self.grpc_port),
            "DT_SANDBOX_GRPC_TARGET": f"127.0.0.1:{self.grpc_port}",
            "DT_GATEWAY_PORT": str(self.gateway_port),
            "DT_TOOLS_HOST_PORT": str(self.tools_port),
            # The stack's Prometheus scrapes the lane's replicas too (labelled with its prefix).
            "DT_METRICS_TARGETS_DIR": str(base.scrape_targets_dir),
            "PYTHONPATH": os.pathsep.join([str(REPO_ROOT), str(REPO_ROOT / "libs"),
                                           os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        }
        if self.database:
            self.env["DT_PG_DSN"] = self.pg_dsn
        self.env.update(env or {})
        self._saved_env: dict[str, str | None] = {}
        self.started = False

    # --- environment --------------------------------------------------------------------------
    def activate(self) -> Settings:
        """Point this process (and every child it starts) at the lane."""
        for key, value in self.env.items():
            self._saved_env.setdefault(key, os.environ.get(key))
            os.environ[key] = value
        get_settings.cache_clear()
        return get_settings()

    def deactivate(self) -> None:
        for key, value in self._saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        self._saved_env.clear()
        get_settings.cache_clear()

    # --- lifecycle --------------------------------------------------------------------------
    def start(self, timeout: float = 180.0) -> float:
        """Create topics (and the database), start every replica, wait until each is ready.
        Returns the seconds it took."""
        from dualtrack import dev
        from dualtrack.stack.topics import ensure_topics

        t0 = time.monotonic()
        settings = self.activate()
        run_sync(ensure_topics(settings.kafka_bootstrap, topic_specs(self.prefix, self.partitions)))
        if secure.active():  # its services connect as their own users: allow them the lane's topics
            run_sync(secure.grant(settings.kafka_bootstrap, self.prefix))
        if self.database:
            run_sync(self._create_database())
        self.started = True
        try:
            not_ready = dev.up(dict(self.scale), services_only=True)
            if not_ready:
                tails = "\n".join(f"--- {name}\n{self.log_tail(name)}" for name in not_ready)
                raise LaneError(f"lane {self.tag}: not ready: {', '.join(not_ready)}\n{tails}")
            self.wait_stable()
        except BaseException:
            self.stop()
            raise
        return time.monotonic() - t0

    def group_ids(self) -> list[str]:
        """The consumer groups of the lane's services (on the lane's own topic prefix)."""
        from .. import topology

        return sorted({group for service in self.scale
                       for group in topology.groups(topology.step(service)).values()})

    def wait_stable(self, timeout: float = 60.0) -> bool:
        """Wait until every consumer group of the lane has settled (state Stable, with members) for
        2 s: a replica is /ready before its consumers have joined, and a rebalance redelivers what
        is in flight."""
        from confluent_kafka import ConsumerGroupState, KafkaException
        from confluent_kafka.admin import AdminClient
        from dtlib.kafka_config import kafka_config

        groups = self.group_ids()
        if not groups:
            return True
        admin = AdminClient(kafka_config(get_settings(), "dualtrack-bench"))
        deadline = time.monotonic() + timeout
        stable_since = None
        while time.monotonic() < deadline:
            try:
                described = [f.result() for f in
                             admin.describe_consumer_groups(groups, request_timeout=10).values()]
            except KafkaException:
                described = []
            if described and all(g.state == ConsumerGroupState.STABLE and g.members
                                 for g in described):
                stable_since = stable_since or time.monotonic()
                if time.monotonic() - stable_since >= 2.0:
                    return True
            else:
                stable_since = None
            time.sleep(0.5)
        return False

    def stop(self, keep_logs: Path | None = None) -> None:
        """Stop every replica, delete the topics and the database, remove the state dir
        (its logs are copied to `keep_logs` first)."""
        from dualtrack import dev
        from dualtrack.stack.topics import delete_topics

        if not self.started:
            shutil.rmtree(self.state_dir, ignore_errors=True)
            return
        settings = self.activate()
        try:
            dev.down(services_only=True)
        finally:
            with suppress(Exception):
                run_sync(delete_topics(settings.kafka_bootstrap,
                                          [s.name for s in topic_specs(self.prefix, self.partitions)]))
            if secure.active():
                with suppress(Exception):
                    run_sync(secure.revoke(settings.kafka_bootstrap, secure.acl_bindings(self.prefix)))
            if self.database:
                with suppress(Exception):
                    run_sync(self._drop_database())
            if keep_logs is not None:
                self.copy_logs(keep_logs)
            shutil.rmtree(self.state_dir, ignore_errors=True)
            self.deactivate()
            self.started = False

    def __enter__(self) -> "Lane":
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # --- replicas -----------------------------------------------------------------------------
    def instances(self, service: str) -> list[str]:
        from dualtrack import dev

        self.activate()
        return dev.running_instances(service)

    def kill(self, service: str, index: int = 0, sig: int = signal.SIGKILL) -> bool:
        """Signal one replica (SIGKILL by default: no shutdown, no commit)."""
        from dualtrack import dev
        from dualtrack.stack import procs

        self.activate()
        return procs.kill(dev.instance_name(service, index), sig)

    def restart(self, service: str, index: int = 0, wait: bool = True) -> list[str]:
        """Start a replica that is not running (after a kill); wait until it is ready."""
        from dualtrack import dev
        from dualtrack.stack import procs

        self.activate()
        name = dev.instance_name(service, index)
        if not procs.is_running(name):
            (self.state_dir / "pids" / f"{name}.health").unlink(missing_ok=True)
            dev.start_service(service, index)
        return dev.wait_ready([name]) if wait else []

    def scale_to(self, service: str, replicas: int) -> list[str]:
        from dualtrack import dev

        self.activate()
        for index in range(replicas):
            name = dev.instance_name(service, index)
            if not self._running(name):  # a new replica must not read a stale port file
                (self.state_dir / "pids" / f"{name}.health").unlink(missing_ok=True)
        dev.scale_service(service, replicas)
        self.scale[service] = replicas
        return dev.wait_ready([dev.instance_name(service, i) for i in range(replicas)])

    @staticmethod
    def _running(name: str) -> bool:
        from dualtrack.stack import procs

        return procs.is_running(name)

    def pids(self) -> dict[str, int]:
        from dualtrack.stack import procs

        self.activate()
        return {p["name"]: p["pid"] for p in procs.list_running()}

    def log_tail(self, name: str, lines: int = 30) -> str:
        from dualtrack.stack import procs

        return procs.log_tail(name, lines, state_dir=self.state_dir)

    def copy_logs(self, folder: Path, max_bytes: int = 20 * 2**20) -> None:
        """Every replica's log (its last `max_bytes`) into `folder`."""
        folder.mkdir(parents=True, exist_ok=True)
        for log in sorted((self.state_dir / "logs").glob("*.log")):
            with open(log, "rb") as src:
                src.seek(0, os.SEEK_END)
                src.seek(max(0, src.tell() - max_bytes))
                (folder / f"{self.name}-{log.name}").write_bytes(src.read())

    # --- the lane's database -------------------------------------------------------------------
    async def _create_database(self) -> None:
        import asyncpg

        from dtlib.migrations import migrate

        conn = await asyncpg.connect(self.admin_dsn, timeout=10)
        try:
            if not await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", self.db_name):
                await conn.execute(f'CREATE DATABASE "{self.db_name}" OWNER "dualtrack"')
        finally:
            await conn.close()
        await migrate(self.pg_dsn)

    async def _drop_database(self) -> None:
        import asyncpg

        conn = await asyncpg.connect(self.admin_dsn, timeout=10)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{self.db_name}" WITH (FORCE)')
        finally:
            await conn.close()

    async def stored_trajectories(self, trace_ids: list[str]) -> set[str]:
        """The trace ids among `trace_ids` the learner has stored (empty without a database)."""
        if not self.database:
            return set()
        import asyncpg

        conn = await asyncpg.connect(self.pg_dsn, timeout=10)
        try:
            rows = await conn.fetch("SELECT trace_id FROM trajectories WHERE trace_id = ANY($1::text[])",
                                    trace_ids)
        finally:
            await conn.close()
        return {r["trace_id"] for r in rows}


def service_env(backend: str, model_url: str | None, *, llm_concurrency: int | None = None,
                tracing: bool | None = None, extra: dict[str, Any] | None = None) -> dict[str, str]:
    """The DT_ variables of a lane's services for a model backend ('scripted' or 'local')."""
    env: dict[str, str] = {}
    if backend == "scripted":
        if not model_url:
            raise ValueError("the scripted backend needs the fake model's URL")
        env |= {"DT_LLM_BACKEND": "openai", "DT_LLM_BASE_URL": model_url, "DT_LLM_MODEL": "fake",
                # a scripted backend answers at once: fail fast instead of waiting a minute
                "DT_LLM_TIMEOUT_S": "10"}
    elif backend == "local":
        env |= {"DT_LLM_BACKEND": "local"}
    else:
        raise ValueError(f"backend is 'scripted' or 'local', not {backend!r}")
    if llm_concurrency:
        env["DT_LLM_CONCURRENCY"] = str(llm_concurrency)
    if tracing is not None:
        env["DT_TRACING"] = "true" if tracing else "false"
    for key, value in (extra or {}).items():
        env[key if key.startswith("DT_") else f"DT_{key.upper()}"] = str(value)
    return env
