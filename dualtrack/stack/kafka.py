"""Apache Kafka, single node in KRaft mode, run from the jars on Maven Central (no Docker).

Layout: jars in `<cache_dir>/kafka-<version>/libs` (fetched with Maven from infra/kafka/pom.xml),
config and data in `<state_dir>/kafka/`, log in `<state_dir>/logs/kafka.log`.
"""

from __future__ import annotations

import base64
import glob
import hashlib
import os
import re
import shutil
import subprocess
import uuid
from pathlib import Path
from string import Template

from dtlib.settings import REPO_ROOT, get_settings
from dtlib.topics import topic_specs

from ..settings import StackSettings
from . import procs, secure
from .common import (
    StackError,
    component_status,
    console,
    host_port,
    port_open,
    progress,
    run_sync,
    wait_for_warm_up,
    wait_until,
)
from .topics import ensure_topics, list_topics, prune_topics

NAME = "kafka"
INFRA = REPO_ROOT / "infra" / "kafka"
POM = INFRA / "pom.xml"
TEMPLATE = INFRA / "server.properties"
# held while the first `./dt` downloads the jars into WARM_UP_JARS
WARM_UP_LOCK, WARM_UP_JARS = INFRA / ".fetch.lock", INFRA / ".jars"
LOG4J = INFRA / "log4j2.properties"
# SIGTERM makes the broker shut down cleanly (it flushes every log and writes its producer-state
# snapshots), which takes longer the more partitions it holds; a SIGKILL after this timeout leaves
# unflushed logs that the next start must recover, a slower start. Measured: 15 s for 1 800
# partitions under the chaos load on 2 cores.
STOP_TIMEOUT_S = 120
# Throwaway topics (tests, bench lanes) idle this long are pruned by `prune()`.
PRUNE_IDLE_S = 3600.0
# record batches carry some overhead on top of the largest message a producer sends
BATCH_OVERHEAD_BYTES = 65_536


def kafka_version() -> str:
    m = re.search(r"<kafka\.version>([^<]+)</kafka\.version>", POM.read_text())
    if not m:
        raise StackError(NAME, f"no <kafka.version> in {POM}", log_tail="")
    return m.group(1).strip()


def home() -> Path:
    return Path(get_settings(StackSettings).cache_dir) / f"kafka-{kafka_version()}"


def libs_dir() -> Path:
    return home() / "libs"


def data_dir(state_dir: Path | None = None) -> Path:
    """The open broker's folder in `state_dir` (default: the settings'), or the secured broker's
    (`secure.folder()`) while that one is in use."""
    if secure.active(state_dir):
        return secure.folder(state_dir)
    return Path(state_dir or get_settings(StackSettings).state_dir) / "kafka"


def _pom_digest() -> str:
    return hashlib.sha256(POM.read_bytes()).hexdigest()


def _marker() -> Path:
    return home() / ".fetched"


def jars_ready() -> bool:
    m = _marker()
    return m.exists() and m.read_text().strip() == _pom_digest() and libs_dir().is_dir()


def fetch_jars() -> Path:
    """Copy the broker's runtime jars from Maven Central into the cache, once per pom.xml."""
    libs = libs_dir()
    if jars_ready():
        return libs
    mvn = shutil.which("mvn")
    if mvn is None:
        raise StackError(NAME, "Maven (`mvn`) is not on PATH; install it (apt-get install maven)",
                         log_tail="")
    tmp = libs.with_name("libs.tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.parent.mkdir(parents=True, exist_ok=True)
    msg = f"[bold]kafka[/]: fetching Kafka {kafka_version()} jars from Maven Central"
    with progress(msg):
        wait_for_warm_up(WARM_UP_LOCK)
        if _warm_up_jars_usable():  # no second Maven run (a minute on a busy machine)
            shutil.move(WARM_UP_JARS, tmp)
            proc = subprocess.CompletedProcess([], 0, "", "")
        else:
            proc = subprocess.run(
                [mvn, "-q", "-B", "-f", str(POM), "dependency:copy-dependencies",
                 "-DincludeScope=runtime", f"-DoutputDirectory={tmp}"],
                capture_output=True, text=True,
            )
    if proc.returncode != 0 or not any(tmp.glob("kafka_*.jar")):
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-30:])
        raise StackError(NAME, f"mvn dependency:copy-dependencies failed (exit {proc.returncode})",
                         log_tail=tail)
    shutil.rmtree(libs, ignore_errors=True)
    tmp.rename(libs)
    _marker().write_text(_pom_digest() + "\n")
    console.print(f"[green]✓[/] kafka: {sum(1 for _ in libs.glob('*.jar'))} jars in {libs}")
    return libs


def _warm_up_jars_usable() -> bool:
    """The first `./dt` left the jars of the current pom.xml in WARM_UP_JARS."""
    return (WARM_UP_JARS.is_dir() and any(WARM_UP_JARS.glob("kafka_*.jar"))
            and WARM_UP_JARS.stat().st_mtime >= POM.stat().st_mtime)


def java_binary() -> str:
    """The java the broker and its tools run on: $JAVA_HOME's, else the one on PATH."""
    java_home = os.environ.get("JAVA_HOME")
    if java_home and (Path(java_home) / "bin" / "java").exists():
        return str(Path(java_home) / "bin" / "java")
    java = shutil.which("java")
    if java is None:
        raise StackError(NAME, "Java (17+) is not on PATH; install a JRE (apt-get install "
                         "openjdk-17-jre-headless)", log_tail="")
    return java


def _classpath() -> str:
    return f"{libs_dir()}/*"


def write_config() -> Path:
    """Fill infra/kafka/server.properties from the settings into <state_dir>/kafka."""
    s = get_settings(StackSettings)
    host, port = host_port(s.kafka_bootstrap, 9092)
    values = {
        "host": host,
        "port": port,
        "controller_host": host,
        "controller_port": s.kafka_controller_port,
        "log_dirs": data_dir() / "data",
        "partitions": s.topic_partitions,
        "message_max_bytes": s.max_message_bytes + BATCH_OVERHEAD_BYTES,
        "session_timeout_ms": s.consumer_session_timeout_ms,
        "heartbeat_ms": s.consumer_heartbeat_ms,
        # Kafka's own maxima (60 s, 15 s), unless a setting asks for more
        "max_session_timeout_ms": max(s.consumer_session_timeout_ms, 60_000),
        "max_heartbeat_ms": max(s.consumer_heartbeat_ms, 15_000),
    }
    text = Template(TEMPLATE.read_text()).substitute({k: str(v) for k, v in values.items()})
    if secure.active():
        text = _override(text, secure.broker_properties(host, port, host, s.kafka_controller_port))
    data_dir().mkdir(parents=True, exist_ok=True)
    cfg = data_dir() / "server.properties"
    if not cfg.exists() or cfg.read_text() != text:
        cfg.write_text(text)
        cfg.chmod(0o600)  # the secured broker's holds passwords
    return cfg


def _override(properties: str, values: dict[str, str]) -> str:
    """`properties` with the keys of `values` set to them (replaced in place, or appended)."""
    lines, left = [], dict(values)
    for line in properties.splitlines():
        key = line.split("=", 1)[0].strip()
        if not line.lstrip().startswith("#") and "=" in line and key in left:
            line = f"{key}={left.pop(key)}"
        lines.append(line)
    lines += ["", "# the secured broker (dualtrack.stack.secure)", *(f"{k}={v}" for k, v in left.items())]
    return "\n".join(lines) + "\n"


def new_cluster_id() -> str:
    """A random cluster id as Kafka makes one (`kafka-storage random-uuid`): URL-safe base64 of a
    UUID, never starting with "-", which the storage tool would read as an option (one fresh
    machine in 64 failed to format: "argument --cluster-id/-t: expected one argument")."""
    while True:
        cid = base64.urlsafe_b64encode(uuid.uuid4().bytes).rstrip(b"=").decode()
        if _usable(cid):
            return cid


def _usable(cluster_id: str) -> bool:
    return bool(cluster_id) and not cluster_id.startswith("-")


def _cluster_id() -> str:
    f = data_dir() / "cluster.id"
    stored = f.read_text().strip() if f.exists() else ""
    if _usable(stored):  # an unusable one never formatted anything
        return stored
    cid = new_cluster_id()
    f.write_text(cid + "\n")
    return cid


def formatted() -> bool:
    return (data_dir() / "data" / "meta.properties").exists()


def format_storage(cfg: Path) -> None:
    if formatted():
        return
    with progress("[bold]kafka[/]: formatting the broker's storage (first time only)"):
        proc = subprocess.run(
            [java_binary(), f"-Dlog4j2.configurationFile={LOG4J}", "-cp", _classpath(),
             "kafka.tools.StorageTool", "format", "-t", _cluster_id(), "-c", str(cfg),
             *(secure.format_args() if secure.active() else [])],
            capture_output=True, text=True, cwd=data_dir(),
        )
    if proc.returncode != 0 or not formatted():
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-30:])
        raise StackError(NAME, f"storage format failed (exit {proc.returncode})", log_tail=tail)


def _jvm_args() -> list[str]:
    s = get_settings(StackSettings)
    return [
        java_binary(),
        f"-Xmx{s.kafka_heap}",
        "-server",
        "-XX:+UseG1GC",
        "-XX:MaxGCPauseMillis=20",
        "-XX:InitiatingHeapOccupancyPercent=35",
        "-XX:+ExplicitGCInvokesConcurrent",
        "-Djava.awt.headless=true",
        f"-Dlog4j2.configurationFile={LOG4J}",
        f"-Dkafka.logs.dir={Path(s.state_dir) / 'logs'}",
        "-cp", _classpath(),
        "kafka.Kafka",
    ]


async def _probe(bootstrap: str) -> list[str]:
    return await list_topics(bootstrap, timeout_s=10)


def healthy() -> bool:
    """TCP connect to the broker, then the admin client lists topics."""
    s = get_settings(StackSettings)
    host, port = host_port(s.kafka_bootstrap, 9092)
    if not port_open(host, port):
        return False
    try:
        run_sync(_probe(s.kafka_bootstrap))
        return True
    except Exception:  # noqa: BLE001
        return False


def up() -> None:
    """Start the broker (fetching jars and formatting storage the first time), create topics."""
    if secure.active():  # this process creates topics, users and ACLs as the operator
        secure.use_admin_credentials()
    s = get_settings(StackSettings)
    host, port = host_port(s.kafka_bootstrap, 9092)
    if procs.is_running(NAME):
        if not healthy():
            _wait_answering(s, "running, waiting for it to answer", "the broker to answer")
        _ensure_topics(s)
        console.print(f"[green]✓[/] kafka already up on {host}:{port} (pid {procs.pid_of(NAME)})")
        return
    for p in (port, s.kafka_controller_port):
        if port_open(host, p):
            raise StackError(NAME, f"port {host}:{p} is taken by a process this stack did not "
                             "start; stop it or change DT_KAFKA_BOOTSTRAP / "
                             "DT_KAFKA_CONTROLLER_PORT", log_tail="")
    fetch_jars()
    cfg = write_config()
    format_storage(cfg)
    procs.start(NAME, [*_jvm_args(), str(cfg)], cwd=data_dir())
    waited = _wait_answering(s, f"starting broker on {host}:{port}", f"the broker on {host}:{port}")
    _ensure_topics(s)
    console.print(f"[green]✓[/] kafka up on {host}:{port} in {waited:.1f}s "
                  f"(pid {procs.pid_of(NAME)})")


def _wait_answering(s: StackSettings, doing: str, what: str) -> float:
    """Wait (at most settings.kafka_start_timeout_s) until the broker answers, showing how long
    it has waited and how many partitions it loads; the seconds waited."""
    partitions = len(partition_dirs())
    timeout = s.kafka_start_timeout_s
    with progress(f"[bold]kafka[/]: {doing}") as step:
        def waited(seconds: float) -> None:
            step.update(detail=f"{partitions} partitions to load; {seconds:.0f} s of at most "
                               f"{timeout:.0f} s (DT_KAFKA_START_TIMEOUT_S)")

        return wait_until(NAME, healthy, timeout, what, alive=lambda: procs.is_running(NAME),
                          waited=waited)


def _ensure_topics(s) -> None:
    specs = topic_specs()
    try:
        created = run_sync(ensure_topics(s.kafka_bootstrap, specs))
        if secure.active():
            acls = run_sync(secure.grant(s.kafka_bootstrap, s.topic_prefix))
            console.print(f"[green]✓[/] kafka: SASL_SSL, {len(secure.users()) - 1} service users, "
                          f"{acls} ACLs from the services' steps")
    except Exception as exc:  # noqa: BLE001
        raise StackError(NAME, f"creating topics failed: {exc!r}") from exc
    if created:
        console.print(f"[green]✓[/] kafka: created {len(created)} topics "
                      f"({specs[0].partitions} partitions each)")


def partition_dirs(state_dir: Path | None = None) -> list[Path]:
    """The partition directories in the log dir of the broker of `state_dir` (default: the
    settings'); every one costs time at each start and stop: the broker loads, flushes and leads
    each."""
    d = data_dir(state_dir) / "data"
    if not d.is_dir():
        return []
    return [p for p in d.iterdir() if p.is_dir() and not p.name.startswith("__")
            and not p.name.endswith("-delete") and (p / "partition.metadata").exists()]


def topic_last_activity(topic: str) -> float | None:
    """When `topic` was last created or appended to (epoch s), from the broker's log dir: the
    newest mtime of its partitions' `partition.metadata` (written at creation) and `*.log`
    segments (written on append). Index files are left out: the broker touches them at start.
    None when the log dir has no partition of it."""
    d = data_dir() / "data"
    newest = None
    for part in d.glob(f"{glob.escape(topic)}-*"):
        if not part.name[len(topic) + 1:].isdigit():
            continue
        for f in (part / "partition.metadata", *part.glob("*.log")):
            try:
                m = f.stat().st_mtime
            except OSError:
                continue
            newest = m if newest is None else max(newest, m)
    return newest


def prune(idle_s: float = PRUNE_IDLE_S, *, dry_run: bool = False) -> dict[str, list[str]]:
    """Delete the topics that test runs and bench lanes left behind (their prefixes end with a
    random tag, see `topics.throwaway_prefix`) once every topic of the prefix has been idle for
    `idle_s`; the stack's own prefix is kept. The broker must be up. Returns {prefix: topics}."""
    s = get_settings(StackSettings)
    return run_sync(prune_topics(s.kafka_bootstrap, topic_last_activity, idle_s=idle_s,
                                 keep={s.topic_prefix}, dry_run=dry_run))


def down() -> None:
    if procs.is_running(NAME):
        with progress(f"[bold]kafka[/]: stopping (it flushes {len(partition_dirs())} partitions)"):
            stopped = procs.stop(NAME, timeout=STOP_TIMEOUT_S)  # a restart keeps it secured (`dev down` does not)
    else:
        stopped = procs.stop(NAME)  # removes a stale pid file
    if stopped:
        console.print("[green]✓[/] kafka stopped")
    else:
        console.print("[dim]kafka was not running[/]")


def status() -> dict:
    s = get_settings(StackSettings)
    ok = procs.is_running(NAME) and healthy()
    extra = {}
    if ok:
        try:
            names = set(run_sync(_probe(s.kafka_bootstrap)))
            specs = topic_specs()
            extra["topics"] = f"{sum(sp.name in names for sp in specs)}/{len(specs)}"
        except Exception:  # noqa: BLE001
            pass
    return component_status(NAME, ok, s.kafka_bootstrap, **extra)
