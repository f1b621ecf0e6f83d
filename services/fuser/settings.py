"""The settings of the fuser (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class FuserSettings(Settings):
    fuser_concurrency: int = Field(
        8, description="Drafts one fuser replica handles at once (their numeric checks wait on "
        "gRPC; sandbox results, which wait for nothing, go one at a time)."
    )
    gate_uncertain_below: float = Field(
        0.3, description="Confidence below which the answer is 'uncertain' (I don't know, "
        "because ...), whatever the budget."
    )
    gate_present_at: float = Field(
        0.6, description="Confidence from which a draft is presented; between the two "
        "thresholds the fuser asks the model again while the budget lasts."
    )
    gate_max_iterations: int = Field(
        4, description="Most LLM drafts per request: no gather-more beyond it, whatever the reason."
    )
    gate_trend_window: int = Field(
        3, description="A confidence trend whose last N values each fall sends the draft back "
        "(seed 004), even when the last value passes gate_present_at."
    )
    gate_stagnation_similarity: float = Field(
        0.8, description="Cosine similarity (multilingual sentence embeddings; character n-gram "
        "TF-IDF without them) from which a new draft that states the same numbers counts as the "
        "same as the last one: the loop stops."
    )
    gate_min_remaining_ms: int = Field(
        5000, description="Gather more only when at least this much of the request's deadline is left."
    )
