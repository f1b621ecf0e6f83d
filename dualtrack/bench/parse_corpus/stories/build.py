"""The stories corpus as a hand-written corpus (see ..written for the numbering, the gold check and the split)."""

from __future__ import annotations

from ..build import REPO_ROOT
from ..written import WrittenCorpus
from ..written import build as build_written
from . import en, zh

STORIES = WrittenCorpus(source="stories", id_prefix="st", out_dir=REPO_ROOT / "data" / "parse" / "stories",
                        modules={"zh": zh, "en": en})


def build() -> dict[str, list[dict]]:
    return build_written(STORIES)
