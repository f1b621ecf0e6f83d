"""The first `dev up`: Jaeger compiles and Prometheus is fetched in the background from the start,
the services start before Jaeger's build is waited for, and a second stack on other ports clashes with none of Jaeger's."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from dtlib.settings import get_settings
from dualtrack import stack
from dualtrack.stack import jaeger, prometheus


def test_downloads_run_while_the_rest_starts_and_services_start_before_jaegers_wait(monkeypatch) -> None:
    events: list[str] = []
    modules = {name: SimpleNamespace(up=lambda name=name: events.append(f"{name} up"))
               for name in stack.COMPONENTS}
    monkeypatch.setattr(stack, "_module", lambda name: modules[name])
    monkeypatch.setattr(jaeger, "start_build", lambda: events.append("jaeger build started"))
    monkeypatch.setattr(prometheus, "start_fetch", lambda: events.append("prometheus fetch started"))
    monkeypatch.setattr(stack.procs, "is_running", lambda name: False)

    stack.up(meanwhile=lambda: events.append("services started"))

    assert events == ["jaeger build started", "prometheus fetch started", "kafka up",
                      "postgres up", "prometheus up", "services started", "jaeger up"]


def test_the_demo_does_not_wait_for_a_first_jaeger_build(monkeypatch) -> None:
    """`dualtrack demo` asks for the stack without waiting for Jaeger: a binary still to build is
    built and started by a process of its own, and the rest comes up meanwhile."""
    events: list[str] = []
    modules = {name: SimpleNamespace(up=lambda name=name: events.append(f"{name} up"))
               for name in stack.COMPONENTS}
    monkeypatch.setattr(stack, "_module", lambda name: modules[name])
    monkeypatch.setattr(jaeger, "binary_ready", lambda: False)
    monkeypatch.setattr(jaeger, "start_detached", lambda: events.append("jaeger builder started"))
    monkeypatch.setattr(jaeger, "start_build", lambda: events.append("jaeger built here"))
    monkeypatch.setattr(prometheus, "start_fetch", lambda: events.append("prometheus fetch started"))
    monkeypatch.setattr(stack.procs, "is_running", lambda name: False)

    stack.up(meanwhile=lambda: events.append("services started"), wait_for_jaeger=False)

    assert events == ["jaeger builder started", "prometheus fetch started", "kafka up",
                      "postgres up", "prometheus up", "services started"]


def test_jaeger_listens_only_next_to_the_ports_of_the_settings(monkeypatch) -> None:
    monkeypatch.setenv("DT_OTLP_ENDPOINT", "http://127.0.0.1:14318")
    monkeypatch.setenv("DT_JAEGER_QUERY_URL", "http://127.0.0.1:26686")
    get_settings.cache_clear()
    try:
        ports = {name: int(address.rsplit(":", 1)[1]) for name, address in jaeger._endpoints().items()}
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
    assert ports == {"DT_JAEGER_OTLP_GRPC": 14317, "DT_JAEGER_OTLP_HTTP": 14318,
                     "DT_JAEGER_QUERY_HTTP": 26686, "DT_JAEGER_QUERY_GRPC": 26685}
    defaults = {name: int(address.rsplit(":", 1)[1]) for name, address in jaeger._endpoints().items()}
    assert not set(ports.values()) & set(defaults.values())


def test_the_jars_the_first_dt_fetched_are_taken_without_running_maven_again(monkeypatch, tmp_path) -> None:
    from dualtrack.stack import kafka

    warm = tmp_path / ".jars"
    warm.mkdir()
    (warm / "kafka_2.13-4.1.1.jar").write_bytes(b"jar")
    monkeypatch.setattr(kafka, "WARM_UP_JARS", warm)
    monkeypatch.setattr(kafka, "WARM_UP_LOCK", tmp_path / ".fetch.lock")
    monkeypatch.setattr(kafka.shutil, "which", lambda name: "/usr/bin/mvn")
    monkeypatch.setattr(kafka.subprocess, "run", lambda *a, **k: pytest.fail("Maven ran again"))
    monkeypatch.setenv("DT_CACHE_DIR", str(tmp_path / "cache"))
    get_settings.cache_clear()
    try:
        libs = kafka.fetch_jars()
        assert (libs / "kafka_2.13-4.1.1.jar").read_bytes() == b"jar" and kafka.jars_ready()
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()


def test_dev_down_stops_the_compile_the_first_dt_began(tmp_path, monkeypatch) -> None:
    import subprocess
    import time

    import psutil

    # as ./dt starts it: a shell named after Jaeger's package, compilers under it
    shell = subprocess.Popen(["sh", "-c", "sleep 60 & wait", "sh", jaeger.PACKAGE])
    other = subprocess.Popen(["sleep", "60"])
    try:
        deadline = time.monotonic() + 5
        while not psutil.Process(shell.pid).children():
            assert time.monotonic() < deadline
            time.sleep(0.05)
        compiler = psutil.Process(shell.pid).children()[0]
        pid_file = tmp_path / ".compile.pid"
        monkeypatch.setattr(jaeger, "WARM_UP_PID", pid_file)

        pid_file.write_text(f"{other.pid}\n")  # a pid since taken by another process
        assert jaeger.stop_warm_up() is False and other.poll() is None
        pid_file.write_text(f"{shell.pid}\n")
        assert jaeger.stop_warm_up() is True
        shell.wait(5)
        assert not compiler.is_running() or compiler.status() == psutil.STATUS_ZOMBIE
    finally:
        for proc in (shell, other):
            proc.kill()
            proc.wait()
