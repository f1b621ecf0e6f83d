"""Primes next to a bound or between two numbers (grammar.lark's prime_range_q): counted ("how many
primes below 100", "100以内有多少个质数"), listed ("list the primes between 10 and 30", "20以内的质数有哪些")
or the nearest one ("the smallest prime greater than 100", "小于100的最大质数").

The bound words say which ends count: "below", "less than", 小于 leave the number out; "up to", "at
most", 不超过, and from … to (从1到100) keep it in. "Between" (之间) and 以内 leave it open, which only
matters when the bound is itself prime: then the request reads two ways and is not read. Any word
that narrows the primes ("twin primes", "odd primes") or a question the words do not settle ("20以内的
质数是多少": the count or the list?) is refused, and the request goes slow.
"""

from __future__ import annotations

import math

from lark import Token

from dtlib.envelope import Task

from .values import Refuse, V, integer_text

_NEXT = frozenset({"next", "first", "smallest", "least", "lowest", "的最小", "最小的", "最小", "下一个", "的下一个"})
_PREVIOUS = frozenset({"largest", "biggest", "greatest", "highest", "previous", "last", "的最大", "最大的", "最大"})
_ALL = frozenset({"all", "所有", "的所有", "所有的", "全部", "的全部", "全部的"})
_COUNT_WORDS = frozenset({"个数", "的个数"})
_ONE_PRIME = frozenset({"prime", "a prime", "prime number", "a prime number"})
_BELOW = frozenset({"BELOW", "LESS_THAN", "LOWER_THAN", "BEFORE_EN"})
_AT_MOST = frozenset({"AT_MOST", "UNTIL"})
_ABOVE = frozenset({"ABOVE", "HIGHER_THAN", "MORE_THAN", "AFTER_EN"})
_COUNTING = frozenset({"HOW_MANY", "COUNT_OF", "COUNT_VERB", "CHUXIAN"})
# A statistic of the primes ("10以内质数的和", "the primes below 10 added up", "一共有多少": the sum or
# the count?) is not their count nor their list; "一共有多少个" counts them.
_OVER_THE_PRIMES = frozenset({"SUM_OF", "PRODUCT_OF", "MEAN_OF", "MEDIAN_OF", "MODE_OF", "MAX_OF", "MIN_OF",
                              "RANGE_OF", "DIFF_OF", "QUOT_OF", "GCD_OF", "LCM_OF", "ZH_SUM", "ZH_PRODUCT",
                              "ZH_MEAN", "ZH_MEDIAN", "ZH_MODE", "ZH_MAX", "ZH_MIN", "ZH_RANGE", "ZH_DIFF",
                              "ZH_QUOT", "ZH_GCD", "ZH_LCM"})
MAX_END = 10**10  # the sandbox's primes_between bounds
MAX_SPAN = 10**6
MAX_LISTED_SPAN = 2000  # at most ~300 primes listed
_CHECKED_UP_TO = 10**6  # whether a bound is prime is checked only this far (≤ 500 divisions)


def _small_prime(n: int) -> bool:
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    return all(n % d for d in range(3, math.isqrt(n) + 1, 2))


def _open_end_matters(n: int) -> bool:
    """An end whose inclusion is not said changes the answer when it is prime (or may be: too large
    to check here)."""
    return n > _CHECKED_UP_TO or _small_prime(n)


class PrimeRangeRules:
    """Builder rules for prime_range_q (mixed into build.Builder)."""

    def primes_range(self, c: list) -> Task:
        tokens = [x for x in c if isinstance(x, Token)]
        if any(x is not None and not isinstance(x, (Token, V)) for x in c):
            raise Refuse("a unit asked of primes")
        types = {t.type for t in tokens}
        over = {(t.type, t.value) for t in tokens if t.type in _OVER_THE_PRIMES}
        # "一共有多少个素数", "一共有几个": 一共 with a count of things (个) asks how many in all
        if over - {("ZH_SUM", "一共")} or over and not any(t.type == "CHUXIAN" and t.value.endswith("个")
                                                           for t in tokens):
            raise Refuse("a statistic of the primes, not their count or list")
        words = [t.value for t in tokens if t.type == "WORD"]
        bounds = [integer_text(v) for v in self._prime_bounds(c)]  # type: ignore[attr-defined]
        nearest = {"next" for w in words if w in _NEXT} | {"previous" for w in words if w in _PREVIOUS}
        if any(w not in _NEXT | _PREVIOUS | _ALL | _COUNT_WORDS for w in words) or len(nearest) > 1:
            raise Refuse("a word that changes which primes are meant")
        counted = bool(types & _COUNTING) or any(w in _COUNT_WORDS for w in words)
        if not nearest and not counted and types & _ABOVE and any(t.type == "PRIME" and t.value in _ONE_PRIME
                                                                  for t in tokens):
            nearest = {"next"}  # "the prime after 100", "what's the next prime after 100" (lead-in "next")
        # "20以内的质数有哪些", "list the primes below 30", "列出20以内的质数": a list is asked by which, or by
        # naming the primes and nothing else
        listed = "ASK_WHICH" in types or not nearest and not counted and not types & {"ASK", "SHI", "HOW_MANY"}
        if nearest:
            if counted or listed or len(bounds) != 1 or any(w in _ALL for w in words):
                raise Refuse("the nearest prime, and a count or a list")
            return self._nearest_prime(nearest.pop(), int(bounds[0]), types)
        if counted == listed:
            raise Refuse("a count or a list of primes? the words do not say")
        start, end = self._prime_span([int(b) for b in bounds], types)
        if end > MAX_END or end - start >= (MAX_SPAN if counted else MAX_LISTED_SPAN):
            raise Refuse("too many numbers to go through")
        args: dict = {"start": str(start), "end": str(end)}
        if not counted:
            args["list"] = True
        return Task("primes_between", args, source="parser")

    def _prime_bounds(self, c: list) -> list[V]:
        return [x if isinstance(x, V) else self.number([x])  # type: ignore[attr-defined]
                for x in c if isinstance(x, V) or isinstance(x, Token) and x.type == "NUM"]

    @staticmethod
    def _nearest_prime(which: str, n: int, types: set[str]) -> Task:
        if which == "next":
            if not types & _ABOVE or n > 10**30:
                raise Refuse("the next prime is after a number")
            return Task("next_prime", {"n": str(n)}, source="parser")
        if types & _BELOW:
            below = n
        elif types & _AT_MOST or "WITHIN_ZH" in types and not _open_end_matters(n):
            below = n + 1
        else:
            raise Refuse("the largest prime is below a number")
        if below <= 2 or below > 10**30:
            raise Refuse("no prime below 2")
        return Task("prev_prime", {"n": str(below)}, source="parser")

    @staticmethod
    def _prime_span(bounds: list[int], types: set[str]) -> tuple[int, int]:
        if len(bounds) == 1:
            n = bounds[0]
            if types & _BELOW:
                return 2, n - 1
            if types & _AT_MOST or "WITHIN_ZH" in types and not _open_end_matters(n):
                return 2, n
            raise Refuse("primes above a number go on forever, or the bound reads two ways")
        start, end = bounds
        if start >= end:
            raise Refuse("a range that runs backwards or holds one number")
        between = bool(types & {"BETWEEN", "BETWEEN_ZH", "SEPARATE"})
        if not between and not types & {"FROM", "CONG", "DAO", "TO"}:
            raise Refuse("two numbers without between or from … to")
        if between and (_open_end_matters(start) or _open_end_matters(end)):
            raise Refuse("between a prime: is it counted?")
        return start, end
