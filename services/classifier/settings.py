"""The settings of the classifier (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from dtlib.settings import REPO_ROOT, Settings


class ClassifierSettings(Settings):
    classifier_artifact_dir: Path = Field(
        REPO_ROOT / "artifacts" / "classifier",
        description="Folder of the classifier artifact (model.joblib, its weights in scorer.npz, "
        "and metrics.json with its version and calibrated thresholds). The classifier only loads it; `dualtrack train classifier` "
        "writes it (`dualtrack dev up` does when it is missing).",
    )
    classifier_shadow_artifact_dir: str = Field(
        "", description="Folder of a candidate classifier artifact that scores live traffic in "
        "shadow (recorded on env.route.shadow, never acted on); empty = none.",
    )
    classifier_shadow_threshold: float | None = Field(
        None, description="A candidate fast-path threshold scored in shadow next to the live "
        "one; unset = none.",
    )
    classifier_user_slow_at: float = Field(
        2.0, gt=0, description="Recent corrections (users.state `recent`: +1 per answer the user "
        "reported wrong, decayed by answers confirmed since) from which the user's computations go "
        "slow instead of fast; below it, one or more recent corrections raise the fast-path bar.",
    )
