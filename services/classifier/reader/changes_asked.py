"""Whether the question of a change by a percentage asks the change itself, and which way: "How
much is taken off?", "How much less do I pay?", "how much did the price go up", 打掉了多少钱, 贵了多少,
比原来少多少钱 ask the amount the change moved, not the amount after it.

`change_asked` reads the question (the last clause, with no number in it): "down" or "up" for a
change asked in words of one direction, "" for one asked either way (差价, "the difference"), None
when it does not ask the change in these words. `names_a_change` says whether the question names a
change at all ("how much is the price cut", 降了多少): a question that names one in words not read
here, and no amount after it, is not answered with the amount after (change_guards.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .tokens import ARTICLES, Tok, search_for_any

_DOWN = ("how much is taken off", "how much money is taken off", "how much comes off", "how much does that knock off",
         "how much does it knock off", "how much is knocked off", "how much is deducted", "how much was deducted",
         "how much off", "how many dollars off", "how much less", "how much cheaper", "how much lower",
         "how much do i save", "how much will i save", "how much did i save", "how much would i save",
         "how much money do i save", "how much money will i save", "how much money did i save", "how much am i saving",
         "what do i save", "what will i save", "what's my saving", "what's my savings", "what are my savings",
         "what is my saving", "how much in savings", "how much is that in savings", "how much did the price drop",
         "how much did the price go down", "how much did the price fall", "how much does it go down by",
         "how much did it go down by", "how much is the price cut", "how much is the price drop",
         "how much is the price reduction", "what's the price cut", "what is the price cut", "what's the markdown",
         "how much is the markdown", "how much is saved", "how much money is saved", "how much was saved",
         "便宜了多少", "便宜多少", "省了多少", "省多少", "省下了多少", "省下多少", "节省了多少", "节省多少", "少花了多少",
         "少花多少", "少付了多少", "少付多少", "少了多少", "少多少", "打掉了多少", "打掉多少", "降了多少", "降价多少",
         "降低了多少", "下降了多少", "减少了多少", "减了多少", "优惠金额", "折扣金额", "降价金额", "实惠了多少")
_UP = ("how much more", "how much higher", "how much extra", "how much did the price go up", "how much did the price rise",
       "how much does it go up by", "how much did it go up by", "how much is the raise", "how much is the price increase",
       "how much is the price hike",
       "涨了多少", "涨多少", "涨价多少", "贵了多少", "贵多少", "多了多少", "多花了多少", "多花多少", "多付了多少", "多付多少",
       "增加了多少", "增加多少", "提高了多少", "上涨了多少", "加薪多少", "多多少")
_EITHER = ("差价", "相差多少")
# "至少多少", "最多多少": a bound asked, whose 少多少 / 多多少 is no change.
_BOUNDS = ("至少", "最少", "最多", "at least", "at most")
# A change asked in percent, points or times is no amount of money.
_NOT_AN_AMOUNT = ("百分", "率", "几折", "几成", "倍", "percent", "percentage", "point", "points", "rate", "times", "%")
# Words that name a change, whatever the rest of the question says.
_CHANGE_WORDS_EN = frozenset({"off", "taken", "knock", "knocks", "knocked", "deduct", "deducted", "cut", "cuts", "down",
                              "drop", "dropped", "fall", "fell", "cheaper", "less", "lower", "more", "higher", "up",
                              "rise", "rose", "saving", "savings", "save", "saved", "markdown", "reduced", "reduce",
                              "reduction", "raise", "increase", "decrease", "discount", "difference", "extra", "back",
                              "refund", "rebate", "cashback"})
_CHANGE_TYPES = frozenset({"OFF", "OFF_ZH", "FALL_VERB", "GROW_VERB", "RISE_EN", "FALL_EN", "FALL_ZH", "GROWTH_ZH",
                           "RAISE_VERB", "HOW_MANY_LESS", "HOW_MANY_MORE", "SHAO", "DECLINE_EN", "DECREASED_BY"})
_CHANGE_CHARS_ZH = ("掉", "降", "减", "少", "省", "便宜", "涨", "贵", "多", "差", "优惠", "折扣", "增", "提高")


def question_of(tokens: list[Tok]) -> list[Tok]:
    """The last clause, where the question is asked."""
    return tokens[max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1) + 1:]


def change_asked(tokens: list[Tok]) -> str | None:
    question = question_of(tokens)
    if any(t.type in ("NUM", "PCT") for t in question):
        return None
    said = _Plain(question)
    if said.any(_BOUNDS) or said.any(_NOT_AN_AMOUNT):
        return None
    down, up = said.any(_DOWN), said.any(_UP)
    if down and up:
        return None if not said.any(_EITHER) else ""
    if down or up:
        return "down" if down else "up"
    return "" if said.any(_EITHER) else None




class _Plain:
    """The question's words without articles (the lexicon keeps "the" in some tokens, not in
    others): English phrases are found whole, Chinese ones anywhere."""

    def __init__(self, tokens: list[Tok]) -> None:
        self.joined = "".join(t.value for t in tokens)
        self.spaced = " " + " ".join(w for t in tokens for w in t.value.split() if w not in ARTICLES) + " "

    def any(self, phrases: tuple[str, ...]) -> bool:
        whole_found, anywhere_found = _searched_as(phrases)
        return whole_found(self.spaced) is not None or anywhere_found(self.joined) is not None


@lru_cache(maxsize=64)
def _searched_as(phrases: tuple[str, ...]) -> tuple[Callable[[str], object], Callable[[str], object]]:
    """The English phrases as found whole, without articles; the Chinese ones as written. Kept: the
    phrase lists are constants, asked of on every question."""
    return search_for_any(tuple(f" {_plain(p)} " for p in phrases if p.isascii())), \
        search_for_any(tuple(p for p in phrases if not p.isascii()))


def _plain(phrase: str) -> str:
    return " ".join(w for w in phrase.split() if w not in ARTICLES)


# Chinese words that ask the amount the change leaves ("涨完是多少", "降价后多少钱").
_AFTER_ZH = ("完", "后", "变成", "现在", "目前", "最终", "最后")


def names_a_change(question: list[Tok]) -> bool:
    if any(w in "".join(t.value for t in question) for w in _AFTER_ZH):
        return False
    return any(t.type in _CHANGE_TYPES or _CHANGE_WORDS_EN.intersection(t.value.split())
               or t.type == "WORD" and not t.value.isascii() and any(c in t.value for c in _CHANGE_CHARS_ZH)
               for t in question)
