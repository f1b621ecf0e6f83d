"""The benchmark data outside the repository is found through DT_BENCH_SHARED_DATA_DIR, and a
benchmark that needs it says which folder it looked in and which setting names it."""

from __future__ import annotations

import os
import subprocess
import sys

from dtlib.settings import REPO_ROOT


def test_bench_cache_looks_where_the_setting_says_and_says_so(tmp_path) -> None:
    code = "from dualtrack.bench import cache; print(cache.run()['skipped'])"
    env = os.environ | {"DT_BENCH_SHARED_DATA_DIR": str(tmp_path / "elsewhere")}
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO_ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert str(tmp_path / "elsewhere" / "clinc150") in out.stdout
    assert "DT_BENCH_SHARED_DATA_DIR" in out.stdout
