"""The periods and amounts of a growth story (for growth.py and growth_guards.py): each amount with the period it is
told at ("2023 sales were 80,000", "from 500 last month to 600 this month", 去年…今年), which is the base when the
story compares two, the count of periods a compound rate is taken over, and a period asked that the story does not tell.
"""

from __future__ import annotations

from ..slots import Slots
from .tokens import Tok
from .value_units import PERIOD_RANK, WEEKS

# English month names ("may" is left out: a verb too).
MONTHS_EN = {"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
             "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9,
             "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12}
QUARTERS = {"q1": 1, "q2": 2, "q3": 3, "q4": 4}
# "last quarter" / "this quarter": a period named relative to now, ranked by the first word.
_RELATIVE_EN = {"last": 0, "previous": 0, "this": 1, "current": 1, "next": 2}
_PERIOD_NOUNS_EN = frozenset({"year", "quarter", "month", "week", "spring", "summer", "autumn", "winter", "season"})


def without_comparison(tokens: list[Tok], slots: Slots) -> list[Tok] | None:
    """"二季度比一季度增长了百分之几", "2023年比2022年增长了": the comparison names the periods again,
    later 比 earlier; it goes, once the story is known to name the same two periods."""
    at = [i for i, t in enumerate(tokens) if t.type == "BI"]
    if not at:
        return tokens
    if len(at) > 1:
        return None
    i = at[0]
    earlier = _period_at(tokens[i + 1:], slots, from_end=False)
    if earlier is not None:
        j = i + 1 + earlier[0]
        j += j < len(tokens) and tokens[j].type == "DE"
        if j < len(tokens) and tokens[j].type == "NUM":
            return _compared_to_an_amount(tokens, i, earlier[1], slots)
    later = _period_at(tokens[:i], slots, from_end=True)
    if later is None and earlier is not None and i and tokens[i - 1].type == "COMMA":
        return _compared_to_the_other(tokens, i, earlier, slots)
    if later is None or earlier is None:
        return None
    (later_size, later_period), (earlier_size, earlier_period) = later, earlier
    if later_period[0] != earlier_period[0] or later_period[1] <= earlier_period[1]:
        return None  # "去年比今年增长了": the base is the later period
    found = periods_and_amounts(tokens[:i - later_size], slots)
    if found is None or set(found[0].values()) != {later_period, earlier_period}:
        return None  # the comparison names periods the story does not
    return tokens[:i - later_size] + tokens[i + 1 + earlier_size:]


def _compared_to_the_other(tokens: list[Tok], i: int, earlier: tuple[int, tuple[str, int]],
                           slots: Slots) -> list[Tok] | None:
    """"去年 800 万，今年 1000 万，比去年增长了百分之几": a question of its own that names only the
    earlier period compares the story's other period, which must be the later one of the same kind."""
    size, period = earlier
    story = tokens[:i]
    found = periods_and_amounts(story, slots)
    if found is None or len(found[0]) != 2:
        return None
    others = set(found[0].values()) - {period}
    if period not in found[0].values() or len(others) != 1:
        return None
    (other,) = others
    if other[0] != period[0] or other[1] <= period[1]:
        return None  # "…，比今年增长了": compared with the later period
    return story + tokens[i + 1 + size:]


def _compared_to_an_amount(tokens: list[Tok], i: int, earlier: tuple[str, int], slots: Slots) -> list[Tok] | None:
    """"2023年营收650万，比2022年的500万增长了百分之几": 比 names the earlier period and its amount;
    the story before it must give the one later period of the same kind and its amount."""
    rest = tokens[:i] + tokens[i + 1:]
    found = periods_and_amounts(rest, slots)
    if found is None:
        return None
    periods = set(found[0].values())
    others = periods - {earlier}
    if len(found[0]) != 2 or len(others) != 1 or earlier not in periods:
        return None
    (other,) = others
    if other[0] != earlier[0] or other[1] <= earlier[1] or earlier not in found[0].values():
        return None  # "2022年 … 比2023年的 …": compared with a later period
    before = periods_and_amounts(tokens[:i], slots)
    if before is None or set(before[0].values()) != {other}:
        return None
    return rest


def _period_at(tokens: list[Tok], slots: Slots, from_end: bool) -> tuple[int, tuple[str, int]] | None:
    """The period written at the end (before 比) or the start (after 比) of `tokens`, with how many
    tokens it takes: a word (去年, 二季度) or a year or month by number (2022年, 3月)."""
    if tokens and tokens[-1 if from_end else 0].type == "WORD":
        period = period_word(tokens[-1 if from_end else 0].value)
        return (1, period) if period is not None else None
    pair = tokens[-2:] if from_end else tokens[:2]
    if len(pair) == 2 and pair[0].type == "NUM" and pair[1].value in ("年", "月"):
        n = slots.number(pair[0].value).value
        kind, low, high = ("year", 1900, 2100) if pair[1].value == "年" else ("month", 1, 12)
        if n == n.to_integral_value() and low <= n <= high:
            return 2, (kind, int(n))
    return None


def relative_period_nouns(tokens: list[Tok]) -> set[str]:
    """"40 members last term and 50 this term", "80 points last game and 92 this game": a noun after two different
    relative words (last, this) is a period, whatever it names."""
    ranks: dict[str, set[int]] = {}
    for t, noun in zip(tokens, tokens[1:]):
        if t.value in _RELATIVE_EN and noun.type == "WORD":
            ranks.setdefault(noun.value, set()).add(_RELATIVE_EN[t.value])
    return {noun for noun, said in ranks.items() if len(said) >= 2}


def periods_and_amounts(tokens: list[Tok], slots: Slots):  # noqa: ANN202
    """The period each marker names (index → (kind, rank)), the indices of the amounts, and the
    durations (index → (kind, count): 用了两年, over 3 years); None when a number is neither."""
    periods: dict[int, tuple[str, int]] = {}
    amounts: list[int] = []
    durations: dict[int, tuple[str, int]] = {}
    skip = -1
    for i, t in enumerate(tokens):
        if i == skip:
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        previous = tokens[i - 1] if i else None
        if t.type == "NOW":
            periods[i] = ("now", 1)  # "$2.50 last year and $4.00 now": the period after the other
            continue
        if day_before_amount(tokens, i):
            # "上周8元，今天8.4元": 今天 right before its amount is now, as 现在 is; 昨天 the day before it
            periods[i] = ("now", 1) if t.type == "TODAY" else ("relative day", 0)
            continue
        if t.type == "WORD":
            period = period_word(t.value)
            if period is None and t.value == "may" and previous is not None and previous.type == "IN":
                period = ("month", 5)  # "in May": the month (elsewhere "may" is a verb)
            if period is None and t.value in _RELATIVE_EN and following is not None \
                    and (following.value in _PERIOD_NOUNS_EN or following.value in relative_period_nouns(tokens)):
                period, skip = ("relative " + following.value, _RELATIVE_EN[t.value]), i + 1
            if period is not None:
                periods[i] = period
            continue
        if t.type in ("YEAR_UNIT", "MONTH_UNIT", "WEEK_UNIT") and (previous is None or previous.type != "NUM"):
            return None  # "年均": a 年 that names no year; "a week" that no "last"/"this" names
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        whole = n.value == n.value.to_integral_value() and not n.percent
        if following is not None and following.type == "YEAR_UNIT":
            if whole and 1900 <= n.value <= 2100 and following.value == "年":
                periods[i] = ("year", int(n.value))
            elif whole and 1 <= n.value <= 100:
                durations[i] = ("year", int(n.value))  # "用了两年", "over 3 years"
            else:
                return None
        elif following is not None and following.type == "MONTH_UNIT":
            if following.value == "月" and whole and 1 <= n.value <= 12:
                periods[i] = ("month", int(n.value))
            elif following.value in ("个月", "months") and whole and 1 <= n.value <= 120:
                durations[i] = ("month", int(n.value))
            else:
                return None
        elif previous is not None and previous.type == "IN" and whole and not n.unit and 1900 <= n.value <= 2100 \
                and (following is None or following.type != "UNIT"):
            periods[i] = ("year", int(n.value))
        elif (previous is None or previous.type in ("COMMA", "AND")) and whole and not n.unit and 1900 <= n.value <= 2100 \
                and following is not None and following.type == "WORD" and following.value.isascii() \
                and _amount_in_clause(tokens, i + 1):
            periods[i] = ("year", int(n.value))  # "2023 sales were 80,000": the year the clause's amount is of
        else:
            amounts.append(i)
    nows = [i for i, p in periods.items() if p[0] == "now"]
    if nows:
        others = {p for p in periods.values() if p[0] != "now"}
        if len(others) != 1 or not next(iter(others))[0].startswith("relative ") or next(iter(others))[1] != 0:
            return None  # "now" beside no "last …", or beside two periods
        periods.update(dict.fromkeys(nows, (next(iter(others))[0], 1)))
    return periods, amounts, durations


def day_before_amount(tokens: list[Tok], i: int) -> bool:
    """"昨天28元，今天30.8元": 昨天 or 今天 right before an amount, the day it is of (a period, `periods_and_amounts`)."""
    return tokens[i].type in ("TODAY", "YESTERDAY") and i + 1 < len(tokens) and tokens[i + 1].type == "NUM"


def _amount_in_clause(tokens: list[Tok], start: int) -> bool:
    """Whether a number follows `start` before the clause ends."""
    for t in tokens[start:]:
        if t.type == "COMMA":
            return False
        if t.type == "NUM":
            return True
    return False


def periods_named(tokens: list[Tok], periods: dict[int, tuple[str, int]], amounts: list[int]) -> tuple[int, int] | None:
    """Each clause names one period and gives one amount; the earlier period's amount is the base."""
    named = []
    for clause in clauses_of(tokens):
        here_amounts = [i for i in amounts if i in clause]
        here_periods = [p for i, p in periods.items() if i in clause]
        if len(here_amounts) == 2 and len(here_periods) == 2:
            # "grew from 80k in 2021 to 100k in 2022", "由 2020 年的 500 吨增加到 2021 年的 600 吨"
            pairs = [(_period_beside(tokens, periods, i), i) for i in here_amounts]
            if any(p is None for p, _ in pairs):
                pairs = _span_then_amounts(tokens, periods, here_amounts)
            if pairs is None:
                return None
            named += pairs
            continue
        if len(here_amounts) > 1 or len(here_periods) > 1 or len(here_periods) != len(here_amounts):
            return None
        if here_amounts:
            named.append((here_periods[0], here_amounts[0]))
    if len(named) != 2 or named[0][0][0] != named[1][0][0] or named[0][0][1] == named[1][0][1]:
        return None  # two periods of one kind, different
    if named[0][0][0] in ("month", "quarter") and named[0][0][1] > named[1][0][1]:
        return None  # "12月 … 1月 …": December of the year before, or of the same year?
    (_, old_i), (_, new_i) = sorted(named)  # type: ignore[arg-type]
    return old_i, new_i


def _span_then_amounts(tokens: list[Tok], periods: dict[int, tuple[str, int]],
                       amounts: list[int]) -> list[tuple[tuple[str, int], int]] | None:
    """"2019年到2021年营收从100万增长到121万": a span of two periods, then the amounts in the same
    order (the 从 … 到 words are checked against it by the caller)."""
    at = sorted(i for i in periods if i < amounts[0])
    if len(at) != 2 or not any(t.type in ("DAO", "TO") for t in tokens[at[0] + 1:at[1]]) \
            or any(t.type == "NUM" for t in tokens[at[0] + 1:at[1]]):
        return None
    return [(periods[at[0]], amounts[0]), (periods[at[1]], amounts[1])]


def counted_periods(tokens: list[Tok], i: int) -> str:
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following.value if following is not None and following.type == "MEASURE" else ""


def _period_beside(tokens: list[Tok], periods: dict[int, tuple[str, int]], i: int) -> tuple[str, int] | None:
    """The period written right before the amount at i (2020 年的 500, 去年 500) or right after it
    (80k in 2021); None when neither or both."""
    after = periods.get(i + 2) if i + 2 < len(tokens) and tokens[i + 1].type == "IN" else None
    if after is None and i + 1 < len(tokens) and periods.get(i + 1, ("",))[0].startswith("relative"):
        after = periods[i + 1]  # "from 500 last month to 600 this month"
    j = i - 1
    if j >= 0 and tokens[j].type == "DE":
        j -= 1
    if j >= 0 and tokens[j].type in ("YEAR_UNIT", "MONTH_UNIT"):
        j -= 1
    before = periods.get(j) if j >= 0 else None
    return None if (after is None) == (before is None) else after or before


def period_count(per: str, periods: dict[int, tuple[str, int]], durations: dict[int, tuple[str, int]],
                 tokens: list[Tok], slots: Slots) -> int | None:
    """How many periods of the compound rate's kind lie between the two amounts, as the request
    states them: one duration (用了两年, over 3 years), or two years or months written."""
    if not per:
        return None
    if durations:
        if len(durations) != 1:
            return None
        ((kind, count),) = durations.values()
        if periods:  # "1 月 … 3 月 …，如果这两个月每月增长率相同": the two must agree
            ranks = sorted(rank for k, rank in periods.values() if k == kind)
            if len(ranks) != 2 or len(periods) != 2 or ranks[1] - ranks[0] != count:
                return None
        return count if kind == per and count >= 1 else None
    kinds = {kind for kind, _ in periods.values()}
    if kinds != {per} or len(periods) != 2:
        return None
    first, second = sorted(rank for _, rank in periods.values())
    return second - first if second > first else None


def periods_asked_dropped(tokens: list[Tok]) -> list[Tok]:
    """"Q2 was 120 and Q3 was 126. Growth from Q2 to Q3?": the question names the two periods the amounts were
    given for, earlier to later, which the periods already say; set aside. Later to earlier ("from Q3 to Q2"),
    a period not named or named twice stays, and the request is not read."""
    for i in range(1, len(tokens) - 3):
        first, second = tokens[i + 1], tokens[i + 3]
        if tokens[i - 1].type not in ("GROWTH_EN", "DECLINE_EN") or tokens[i].type != "FROM" \
                or tokens[i + 2].type != "TO" or first.type != "WORD" or second.type != "WORD":
            continue
        a, b = period_word(first.value), period_word(second.value)
        named = sorted(t.value for t in tokens[:i] if t.type == "WORD" and period_word(t.value))
        if a and b and a[0] == b[0] and a[1] < b[1] and named == sorted((first.value, second.value)):
            return [*tokens[:i], *tokens[i + 4:]]
    return tokens


def period_word(word: str) -> tuple[str, int] | None:
    if word in MONTHS_EN:
        return "month", MONTHS_EN[word]
    if word in QUARTERS:
        return "quarter", QUARTERS[word]
    for name in sorted(PERIOD_RANK, key=len, reverse=True):
        if word.startswith(name):
            kind = "year" if name.endswith("年") else "month" if "月" in name else "quarter" if "季" in name \
                else "week"
            return ("relative " + kind if name in ("前年", "去年", "今年", "明年", "上个月", "上月", "这个月", "本月",
                                                   "下个月", "上季度", "上个季度", "本季度", "这季度", "这个季度",
                                                   "下季度", "下个季度", *WEEKS) else kind), PERIOD_RANK[name]
    return None


def clauses_of(tokens: list[Tok]) -> list[range]:
    cuts = [i for i, t in enumerate(tokens) if t.type in ("COMMA", "AND")]
    bounds = [-1, *cuts, len(tokens)]
    return [range(a + 1, b) for a, b in zip(bounds, bounds[1:])]
