"""Rates chained by their units, for compose_zh.py: 每小时25元，一天干6小时，一周干5天，一周挣多少元 → 25×6×5; 每个月用电200度，
电费每度0.5元，每个月电费多少元 → 200×0.5; 每公里耗油0.08升，每升油7.5元，开100公里油费多少元 → 0.08×7.5×100.

From the unit asked, each step takes the one rate in that unit (元 per 小时), then the one in what it is each of (小时
per 天), until none is left; then the one amount told in the last rate's "each of" (100 公里), or, with no amount, the
period asked must be the last rate's (一周 after 一周干5天; 每个月 after 每个月用电). A step with two rates to take, a rate
left over, or a period converted where the chain's days are worked days (一天干6小时 asked of a week: 5 or 7 days?)
leaves the request unread; only months convert (每个月 … 一年 ×12).
"""

from __future__ import annotations

from fractions import Fraction

from .quantities_zh import PERIODS, Asked, Told, unit_key


def _each_of(rate: Told) -> tuple[Fraction, str]:
    return (Fraction(100), rate.per[1:]) if rate.per.startswith("百") else (Fraction(1), rate.per)


def _f(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"({value.numerator}/{value.denominator})"


def chained(quantities: list[Told], ask: Asked) -> str | None:
    """The product of the rates chained from the unit asked to an amount told or the period asked, or None."""
    if not ask.unit or ask.kind not in ("amount", "period"):
        return None
    rates = [q for q in quantities if q.kind == "rate"]
    held = [q for q in quantities if q.kind == "held"]
    current, last, factors = unit_key(ask.unit), "", []
    while rates:
        taken = [r for r in rates if unit_key(r.unit) == current]
        if len(taken) != 1:
            return None
        rate = taken[0]
        rates.remove(rate)
        size, last = _each_of(rate)
        factors.append(rate.value)
        if size != 1:
            factors.append(Fraction(1) / size)
        current = unit_key(last)
    if held:  # 每周跑3次，每次5公里，跑了4周: two steps told, the project's policy sends them slow
        return None
    else:
        times = _periods_asked(last, ask)
        if times is None:
            return None
        if times != 1:
            factors.append(times)
    value = Fraction(1)
    for f in factors:
        value *= f
    if value <= 0:
        return None
    return "*".join(_f(f) for f in factors)


def _periods_asked(last: str, ask: Asked) -> Fraction | None:
    """How many of the chain's last period the question asks: 1 for 每个月 after 每个月, 2 for 两周 after 一周干5天, 12
    for 一年 after 每个月 (only months convert)."""
    if ask.kind == "amount" and ask.each:  # 每公里油费 after 每公里耗油, 每个月电费 after 每个月用电
        return Fraction(1) if unit_key(ask.each) == unit_key(last) or PERIODS.get(ask.each, 0) == PERIODS.get(last) \
            else None
    if last not in PERIODS or not ask.each or ask.each not in PERIODS:
        return None
    family, size = PERIODS[last]
    if ask.period is None or ask.period[0] != family:
        return None
    times = ask.period[1] / size
    if times.denominator != 1:
        return None
    if PERIODS[ask.each] != (family, size) and family != "month":
        return None
    return times
