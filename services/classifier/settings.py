"""The settings of the classifier (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from dtlib.settings import REPO_ROOT, Settings


class ClassifierSettings(Settings):
    classifier_artifact_dir: Path = Field(
        REPO_ROOT / "artifacts" / "classifier",
        description="Folder of the classifier artifact (model.joblib + metrics.json with its "
        "version and calibrated thresholds). The classifier only loads it; `dualtrack train classifier` "
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
