"""The benchmark data that is not part of the repository (CLINC150, Banking77, MAWPS under
../shared/data, or DT_BENCH_SHARED_DATA_DIR): where it is, whether it is there, and what to say
when it is not."""

from __future__ import annotations

from pathlib import Path

from dtlib.settings import get_settings

from .settings import BenchSettings


# The benchmark data that is not part of the repository (DT_BENCH_SHARED_DATA_DIR).
SHARED_DATA = Path(get_settings(BenchSettings).bench_shared_data_dir)


def missing_shared_data(data_dir: Path = SHARED_DATA, what: str = "clinc150") -> str:
    """What to tell a user when a data set that is not in the repository is absent."""
    return (f"{data_dir / what} is not here (the benchmark data outside the repository; "
            "DT_BENCH_SHARED_DATA_DIR names the folder holding clinc150/, banking77/ and mawps/)")


def shared_data_available(data_dir: Path = SHARED_DATA) -> bool:
    return (data_dir / "clinc150" / "train_val.json").is_file() and (data_dir / "banking77" / "train.csv").is_file()
