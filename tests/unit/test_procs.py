import signal
import sys
import time

import psutil
import pytest

from dualtrack.stack import procs


@pytest.fixture
def sd(tmp_path):
    yield tmp_path
    for p in procs.list_running(state_dir=tmp_path):
        procs.stop(p["name"], timeout=1, state_dir=tmp_path)


def test_start_stop_sleep(sd):
    pid = procs.start("sleeper", ["sleep", "60"], state_dir=sd)
    assert procs.is_running("sleeper", state_dir=sd)
    assert procs.pid_of("sleeper", state_dir=sd) == pid
    pid_file = sd / "pids" / "sleeper.pid"
    assert pid_file.exists()
    assert [p["name"] for p in procs.list_running(state_dir=sd)] == ["sleeper"]
    assert procs.list_running("other", state_dir=sd) == []
    assert psutil.Process(pid).ppid() != 0

    assert procs.stop("sleeper", timeout=5, state_dir=sd) is True
    assert not pid_file.exists()
    assert not procs.is_running("sleeper", state_dir=sd)
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    # stopping again is a no-op
    assert procs.stop("sleeper", state_dir=sd) is False


def test_already_running_refused(sd):
    procs.start("once", ["sleep", "60"], state_dir=sd)
    with pytest.raises(procs.ProcessError):
        procs.start("once", ["sleep", "60"], state_dir=sd)


def test_sigkill_when_sigterm_ignored(sd):
    code = ("import signal,time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
            "print('ready', flush=True); time.sleep(60)")
    pid = procs.start("stubborn", [sys.executable, "-c", code], state_dir=sd)
    deadline = time.monotonic() + 10
    while "ready" not in procs.log_tail("stubborn", 5, state_dir=sd):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    t0 = time.monotonic()
    assert procs.stop("stubborn", timeout=0.5, state_dir=sd) is True
    assert time.monotonic() - t0 < 5
    assert not procs.is_running("stubborn", state_dir=sd)
    assert not (sd / "pids" / "stubborn.pid").exists()
    assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE


def test_log_env_cwd_and_tail(sd):
    procs.start("echo", ["sh", "-c", "echo out-$FOO; pwd; echo err >&2"], env={"FOO": "bar"},
                cwd=sd, state_dir=sd)
    deadline = time.monotonic() + 5
    while procs.is_running("echo", state_dir=sd) and time.monotonic() < deadline:
        time.sleep(0.05)
    tail = procs.log_tail("echo", 3, state_dir=sd)
    assert tail.splitlines() == ["out-bar", str(sd), "err"]
    # appended, not truncated
    procs.start("echo", ["echo", "second"], state_dir=sd)
    time.sleep(0.3)
    log = (sd / "logs" / "echo.log").read_text()
    assert "out-bar" in log and "second" in log
    assert procs.log_tail("missing", 5, state_dir=sd) == ""


def test_kill_signal_and_stale_pid_file(sd):
    pid = procs.start("victim", ["sleep", "60"], state_dir=sd)
    assert procs.kill("victim", signal.SIGKILL, state_dir=sd)
    deadline = time.monotonic() + 5
    while procs.is_running("victim", state_dir=sd):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert procs.kill("victim", signal.SIGTERM, state_dir=sd) is False
    # a stale pid file is cleaned by list_running
    assert procs.list_running(state_dir=sd) == []
    assert not (sd / "pids" / "victim.pid").exists()
    del pid


def test_pid_reuse_detected(sd):
    """A pid file naming a live process with another start time is not ours."""
    me = psutil.Process()
    (sd / "pids").mkdir(parents=True)
    (sd / "pids" / "fake.pid").write_text(f"{me.pid} {me.create_time() - 1000:.3f}\n")
    assert not procs.is_running("fake", state_dir=sd)
    assert procs.stop("fake", state_dir=sd) is False  # must not signal us
    assert not (sd / "pids" / "fake.pid").exists()


def test_stopping_a_builder_stops_what_it_started(sd):
    """A background build (`dev down` during Jaeger's first compile) leaves no compiler behind."""
    code = ("import subprocess,time; p = subprocess.Popen(['sleep', '60']); "
            "print('child', p.pid, flush=True); time.sleep(60)")
    procs.start("builder", [sys.executable, "-c", code], state_dir=sd)
    deadline = time.monotonic() + 10
    while not (said := [line for line in procs.log_tail("builder", 5, state_dir=sd).splitlines()
                        if line.startswith("child ")]):
        assert time.monotonic() < deadline
        time.sleep(0.05)
    child = psutil.Process(int(said[0].split()[1]))

    assert procs.stop("builder", timeout=5, state_dir=sd, with_children=True) is True
    assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE
