"""`dualtrack train`: the models the services load."""

from __future__ import annotations

from pathlib import Path
from typing import Optional

import typer

from .console import console


def train_classifier(
    out: Optional[Path] = typer.Option(None, help="Artifact folder (default: DT_CLASSIFIER_ARTIFACT_DIR)."),
    seed: int = typer.Option(20240315, help="Seed of the generated data and the splits."),
    check: bool = typer.Option(False, "--check", help="Fit nothing: say whether training today assembles the rows "
                               "the artifact in --out was trained on, and what differs (exit 1 when something does)."),
) -> None:
    """Build the training data, fit, calibrate thresholds on held-out data, write the artifact."""
    from dtlib.settings import get_settings

    from ..settings import ClassifierSettings
    from ..training.classifier import train

    folder = out or get_settings(ClassifierSettings).classifier_artifact_dir
    if check:
        from ..training.classifier import drift

        differing = drift(folder)
        for line in differing:
            console.print(f"[yellow]differs[/] {line}")
        if not differing:
            console.print(f"{folder}: training today assembles the rows and feature code it was trained on")
        raise typer.Exit(1 if differing else 0)
    metrics = train(folder, seed=seed)
    if not metrics["rows"].get("shared_data"):
        from ..shared_data import missing_shared_data

        console.print(f"[yellow]{missing_shared_data()}: trained without CLINC150/Banking77 intents[/]")
    t = metrics["thresholds"]
    console.print(f"wrote {folder} (version {metrics['version']}, {metrics['train_seconds']} s)")
    console.print(f"rows {metrics['rows']}")
    console.print(f"held-out test: AUC {metrics['test']['auc']}, Brier {metrics['test']['brier']}, "
                  f"at the fast threshold {metrics['test']['at_fast']}")
    console.print(f"thresholds: fast {t['fast']} (target wrong-fast {t['target']:.2%} of non-computable), "
                  f"uncertain band from {t['floor']}, stricter per user "
                  + ", ".join(f"{lv['corrections']}+ corrections → {lv['fast']}" for lv in t["levels"]))


def train_cache_verifier(
    seed: int = typer.Option(2, help="Seed of the benchmark's splits (as `dualtrack bench cache`)."),
    zh_fit_domains: int = typer.Option(
        0, help="Domains of the Chinese calibration set (data/cache/calibration_zh.json) that fit the score "
        "instead of calibrating it (a fixed shuffle; 0: the shipped score)."),
) -> None:
    """Fit the cache's match score on the fill and traffic parts of CLINC150, Banking77 and the
    Chinese FAQ (never their evaluation parts), calibrate it on questions of hidden topics, write
    services/cache/verifier_weights.py."""
    from ..training.cache_verifier import WEIGHTS, train

    metrics = train(WEIGHTS, seed=seed, zh_fit_domains=zh_fit_domains)
    console.print(f"wrote {WEIGHTS.name}: {metrics}")
