"""A `dualtrack` command stopped by SIGTERM runs its clean-up (a lane's replicas stopped, its topics
deleted) instead of dying at once and leaving the replicas it started running."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def test_sigterm_unwinds_through_finally_and_exits_143() -> None:
    program = textwrap.dedent("""
        import os, signal, time
        from dualtrack.cli import stop_cleanly_on_sigterm
        stop_cleanly_on_sigterm()
        try:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(30)
        finally:
            print("lane stopped", flush=True)
    """)
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "lane stopped"
    assert done.returncode == 143
