"""Tenses and wishes in an English story's clause: a comparison with someone told in another tense ("has 4 times as many
as Lea had": had when?), and a doing only wished for ("planned to buy 5"), which the roles reader refuses."""

from __future__ import annotations

WISHED_EN = frozenset({"plan", "try", "hope", "wish", "mean", "expect", "intend", "attempt", "forget", "refuse",
                       "fail"})
_PRESENT_EN = frozenset({"has", "have", "does", "do", "is", "are"})
_PAST_EN = frozenset({"had", "did", "was", "were"})


def compared_with(tail: list[str]) -> list[str]:
    """The words naming the one compared with: after "than", or after "times as many as"."""
    if "than" in tail:
        return tail[tail.index("than") + 1:]
    if tail[:2] == ["times", "as"] and "as" in tail[2:]:
        return tail[tail.index("as", 2) + 1:]
    return []


def tense_crossed(verb: str, compared: list[str]) -> bool:
    """"has 4 times as many as Lea had": the one compared with is told in another tense than the comparison's verb."""
    said = set(compared)
    return verb in _PRESENT_EN and not said.isdisjoint(_PAST_EN) or verb in _PAST_EN and not said.isdisjoint(_PRESENT_EN)
