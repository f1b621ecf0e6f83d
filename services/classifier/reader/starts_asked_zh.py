"""A Chinese one-step story told backwards (for role_operations.py), the start asked: "小明吃了5个草莓，还剩8个，原来有几个"
(5+8), "又飞来了6只鸽子，现在有20只，原来有几只" (20-6), "图书角借出了26本书，还剩34本，原来有多少本" (26+34).

Read only as changes of one kind (all taken away, or all come), then the level after them (还剩, 剩下, 现在有),
of one holder and one thing, and a question for the start (原来, 原有, 本来); the level is told last. Or a start,
a change not told (一些) and the level after it, the change asked by its own verb (change_asked_zh). A level
with no changes, changes of both kinds, or a question for anything else goes slow. Money spent and left
("花了 30 元，还剩 70 元，原来有多少") is not read here: test_money_totals.py keeps it slow, as its English twin.
"""

from __future__ import annotations

from fractions import Fraction

from .bill_people import a_person
from .role_words import Ask, Quantity, Unclear, counted_alike
from .units import MONEY_NAMES

START_WORDS_ZH = ("原来", "原有", "本来", "原先", "起初")
LEFT_WORDS_ZH = ("还剩下", "还剩", "剩下了", "剩下", "剩了", "剩")
LEVEL = "level"  # the role of an amount told as what is there after the changes (还剩8个, 现在有20只)
# Taken away from the stock told (a place's, a holder's) by the one named before the verb: 同学们借走了18本 are
# the 图书角's books, not 同学们' own (who is the taker, as a giver is the one given to).
TAKERS_ZH = ("借走了", "借走", "运走了", "运走", "拿走了", "拿走", "取走了", "取走", "开走了", "开走", "搬走了", "搬走")
# A level's `other` where the change before it is not told ("卖掉了一些后还剩17个"), with the change's role after it
SOME_ZH = "一些"


def start_asked_zh(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    if qs and qs[-1].role == LEVEL and qs[-1].other.startswith(SOME_ZH):
        return change_asked_zh(qs, ask)
    if not ask.start or len(qs) < 2 or qs[-1].role != LEVEL or any(q.role == LEVEL for q in qs[:-1]):
        raise Unclear("changes, then the level after them, the start asked")
    changes, level = qs[:-1], qs[-1]
    if any(q.unit in MONEY_NAMES for q in qs):
        raise Unclear("money spent and left, the start asked: kept slow with the bills' policy")
    kinds = {q.role for q in changes}
    if kinds not in ({"loss"}, {"gain"}) or ask.kind not in ("plain", "now"):
        raise Unclear("changes of one kind")
    if level.verb in LEFT_WORDS_ZH and kinds != {"loss"} or level.verb not in LEFT_WORDS_ZH and kinds != {"gain"}:
        raise Unclear("还剩 after what was taken, 现在有 after what came")
    # a person who takes is not the stock (小红拿走了7个); a place that things leave is (停车场开走了15辆)
    takers = {q.actor for q in changes if q.verb in TAKERS_ZH and q.actor and a_person(q.actor)}
    if ask.actor in takers or level.actor in takers:
        raise Unclear("小红拿走了7个，还剩9个，小红原来有几个: the taker is not the holder of what is left")
    holders = {q.actor for q in qs if q.actor} | ({ask.actor} if ask.actor else set())
    if len(holders) > 1 or any(q.other for q in changes):
        raise Unclear("two holders")
    if any(not counted_alike(a, level) for a in changes) \
            or any(not counted_alike(a, b) for a in changes for b in changes) \
            or ask.unit and level.unit and ask.unit != level.unit \
            or ask.noun and level.noun and ask.noun not in level.noun and level.noun not in ask.noun:
        raise Unclear("amounts of two things")
    if kinds == {"loss"}:
        return "+".join(q.text for q in qs), sum((q.value for q in qs), Fraction(0))
    value = level.value - sum((q.value for q in changes), Fraction(0))
    return f"{level.text}-" + "-".join(q.text for q in changes), value


def change_asked_zh(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"商店原有42个皮球，卖掉了一些后还剩17个，卖掉了多少个" (42-17): a start, a change not told and the level
    after it; the question asks the change by its own verb (卖掉了 … 卖掉了)."""
    if len(qs) != 2 or qs[0].role != "has" or ask.kind not in ("plain", "now"):
        raise Unclear("a start, then a change not told and the level after it")
    start, level = qs
    if any(q.unit in MONEY_NAMES for q in qs) or not counted_alike(start, level):
        raise Unclear("amounts of two things, or money (kept slow with the bills' policy)")
    if level.actor not in ("", start.actor) or ask.actor not in ("", start.actor):
        raise Unclear("two holders")
    if not ask.verb or ask.verb[0] != level.verb[0]:
        raise Unclear("the change asked by its own verb")
    gained = level.other == f"{SOME_ZH}gain"
    value = level.value - start.value if gained else start.value - level.value
    if value <= 0:
        raise Unclear("a change of none or the wrong way")
    return (f"{level.text}-{start.text}" if gained else f"{start.text}-{level.text}"), value
