"""The fast/slow decision, as a pure function so the service, shadow candidates and the benchmark
all decide the same way.

Fast only when both keys turn: the parser read the whole request into one operation, and the
calibrated score clears the bar for read requests (the model's floor; the fast threshold, stricter,
for users who corrected answers). Everything else
goes slow: an ambiguity, an unread computation, a score in the uncertain band, or an open question.
"""

from __future__ import annotations

from dataclasses import dataclass

from dtlib.envelope import Path, Task, TaskType

from .model import Model, Scores


@dataclass(frozen=True)
class Decision:
    path: Path
    decided_by: str  # "classifier" when it judged; "fallback" when it could not read the request
    confidence: float
    threshold: float
    task_type: TaskType
    reason: str  # fast | ambiguous | vetoed | unparsed | uncertain | not-computable

    @property
    def outcome(self) -> str:
        return "routed:sandbox" if self.path == "fast" else f"routed:slow:{self.reason}"


def decide(task: Task | None, scores: Scores, ambiguities: list[str], model: Model,
           corrections: int = 0, threshold: float | None = None, has_values: bool = True) -> Decision:
    bar = model.fast_threshold(corrections) if threshold is None else threshold
    read_bar = model.read_threshold(corrections) if threshold is None else threshold
    score = round(scores.computable, 6)
    not_computable: TaskType = "open" if scores.open >= 0.5 else "lookup"
    if ambiguities:
        return Decision("slow", "classifier", score, bar, "ambiguous", "ambiguous")
    if task is not None and score >= read_bar:
        return Decision("fast", "classifier", score, read_bar, "compute", "fast")
    if task is not None:
        # Read as a computation, but the model is nearly sure it is not one: a second opinion
        # is cheap, a wrong fast answer is not.
        return Decision("slow", "classifier", score, read_bar, "compute", "vetoed")
    if score >= bar and has_values:
        return Decision("slow", "fallback", score, bar, "compute", "unparsed")
    if not has_values:
        # No number, date or quoted string: whatever the wording ("how many inches of snow …"),
        # there is nothing to compute with, so the slow path treats it as a question, not a sum.
        return Decision("slow", "classifier", score, bar, not_computable, "not-computable")
    if score >= float(model.thresholds.get("floor", bar)):
        return Decision("slow", "fallback", score, bar, not_computable, "uncertain")
    return Decision("slow", "classifier", score, bar, not_computable, "not-computable")
