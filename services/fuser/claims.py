"""The numeric claims in a draft that a program can check, each as a sandbox task.

Numbers are read by the shared reader (dtlib.perception: "1,234.5", "-12,567,890", "2.5
million", "二百九十八", "15%"), so the brake and the classifier agree on what a number is. A claim
is found from the words *between* numbers:

- arithmetic stated in the text: `12 × 24 = 298`, `(12 + 8) * 3 is 60`, `the product of 12 and
  24 is 298`, `十二乘以二十四等于二百九十八`, `12与24的积是298`;
- percent of: `15% of 80 is 12`, `80的15%是12`;
- growth rates: `from 1200 to 1500, an increase of 25%`; the old and new values may come from the
  request ("grew from 1200 to 1500 — by how much?" → "it grew by 30%");
- date differences: `from 2024-01-01 to 2024-03-01 there are 60 days` (dates in the draft's
  sentence, or the two dates of the request), by the one convention (dtlib.conventions): the end
  date is not counted unless the request asks for it; a draft that says it counted both ends
  ("inclusive", "含首尾") is right with one day more;
- weekdays: `2024-07-04 is a Thursday`, `2024年7月4日是星期四` (the date of the sentence, or the
  request's one date when it asks for a weekday);
- lengths and counts of strings: `"strawberry" has 3 r's`, `there are 10 letters in
  strawberry`, `strawberry中有3个r`;
- sums and products in prose: `adding 12 and 24 gives 36`, `multiplying 12 by 24 gives 288`;
- the answer to the request's own computation: the request asks `what is 15% of 80`, `12 times
  24`, `the product of 12 and 24`, `how many r's in strawberry`, `how many letters in hello`,
  and the draft states one number that is not the request's: that number is the answer claimed.

Anything less clear is not a claim: a number the brake cannot read for sure is left alone, never
"corrected".
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal

from dtlib.conventions import INCLUSIVE_MARKERS
from dtlib.envelope import Task
from dtlib.date_mentions import DateMention
from dtlib.perception import Mentions, NumberMention

from . import between, named
from .named import WEEKDAY

ARITHMETIC, PERCENT_OF, GROWTH_RATE, DATE_DIFF = "arithmetic", "percent_of", "growth_rate", "date_diff"
STRING_KINDS = (named.STRING_COUNT, named.STRING_LENGTH)


@dataclass
class FoundClaim:
    kind: str
    task: Task
    expression: str  # readable: "12*24", "15% of 80", "growth 1200 → 1500", "2024-01-01 → 2024-03-01"
    stated: NumberMention  # the value as the draft writes it (span into the draft)
    stated_value: Decimal  # what it means: "a decrease of 20%" is -20
    span: tuple[int, int]  # the words of the draft the claim covers
    operands: list[NumberMention] = field(default_factory=list)  # draft numbers the task reads
    percent_scale: bool = False  # "50/200 = 25%": the result may be stated ×100
    inclusive_ok: bool = False  # the draft says it counted both ends: one more day is right too
    approximate: bool = False  # "≈", "about": 1% off is still right


class _Finder:
    def __init__(self, draft: str, request: str, substitutions: dict[int, Decimal]) -> None:
        self.draft = draft
        self.found: Mentions = between.read_numbers(draft)
        self.request = between.read_numbers(request)
        self.request_text = request
        self.folded = self.found.folded
        self.nums = [n for n in self.found.numbers if not n.ordinal]
        self.subs = substitutions  # mention start → corrected value (an echo of a corrected result)
        self.used: set[int] = set()  # indices of numbers already part of a claim
        self.sentences = between.sentences(self.folded)
        self.claims: list[FoundClaim] = []

    def value(self, n: NumberMention) -> Decimal:
        return self.subs.get(n.start, n.value)

    def gap(self, i: int) -> str:
        """The text before number i (after number i-1)."""
        return between.gap(self.folded, self.nums[i - 1] if i else None, self.nums[i])

    # --- arithmetic, percent-of and word forms, read left to right --------------------------
    def scan_equalities(self) -> None:
        i = 0
        while i < len(self.nums):
            i = (self._word_form(i) or self._prose_form(i) or self._percent_of(i)
                 or self._expression(i) or i + 1)

    def _expression(self, i: int) -> int | None:
        """`a op b op c = r` starting at number i; returns the index of r (a chain continues
        from it: "12*24 = 288 + 2 = 290")."""
        if i and between.match(between.OP_GAP, self.gap(i)):
            return None  # number i is inside an expression that was not read: never start midway
        lead = between.LEAD_OPEN.search(self.gap(i))
        parts = ["(" * lead.group(0).count("(") if lead else "",
                 between.operand(self.nums[i], self.value(self.nums[i]))]
        j, ops = i, 0
        while j + 1 < len(self.nums):
            m = between.match(between.OP_GAP, self.gap(j + 1))
            if not m:
                break
            parts += [m["close"].strip(), between.OP_WORDS[m["op"]], m["open"].strip()]
            parts.append(between.operand(self.nums[j + 1], self.value(self.nums[j + 1])))
            j, ops = j + 1, ops + 1
        if ops == 0 or j + 1 >= len(self.nums):
            return None
        eq = between.match(between.EQ_GAP, self.gap(j + 1))
        if not eq:
            return None
        result = j + 1
        if result + 1 < len(self.nums) and between.match(between.OP_GAP, self.gap(result + 1)):
            return j + 1  # "= 240 + 48": the right side is an expression, not a stated value
        parts.append(eq["close"].strip())
        expression = "".join(p.replace(" ", "") for p in parts)
        if expression.count("(") != expression.count(")"):
            return None  # the parentheses go beyond what was read: not sure what is claimed
        operands = self.nums[i:j + 1]
        stated = self.nums[result]
        self._add(ARITHMETIC, Task("expr", {"expression": expression}), expression, stated,
                  stated.value, (self.nums[i].start, stated.end), operands,
                  percent_scale=stated.percent and not any(o.percent for o in operands),
                  approximate=bool(between.APPROX_EQ.search(self.gap(result))))
        return result

    def _percent_of(self, i: int) -> int | None:
        """`15% of 80 is 12` / `80的15%是12`."""
        if i + 2 >= len(self.nums):
            return None
        a, b, r = self.nums[i], self.nums[i + 1], self.nums[i + 2]
        if a.percent and not b.percent and between.match(between.OF_GAP, self.gap(i + 1)):
            pct, whole = a, b
        elif b.percent and not a.percent and between.match(between.ZH_OF_GAP, self.gap(i + 1)):
            pct, whole = b, a
        else:
            return None
        eq = between.match(between.EQ_GAP, self.gap(i + 2))
        if not eq or r.percent:
            return None
        p, w = between.plain(self.value(pct)), between.plain(self.value(whole))
        self._add(PERCENT_OF, Task("percent_of", {"percent": p, "of": w}), f"{p}% of {w}", r,
                  r.value, (a.start, r.end), [a, b], approximate=bool(eq["approx"]))
        return i + 2

    def _word_form(self, i: int) -> int | None:
        """`the product of 12 and 24 is 298` / `12与24的积是298`."""
        if i + 2 >= len(self.nums) or not between.match(between.AND_GAP, self.gap(i + 1)):
            return None
        lead = between.WORD_FORM_LEAD.search(self.gap(i))
        if lead and (eq := between.match(between.EQ_GAP, self.gap(i + 2))):
            op, approx = between.WORD_OPS[lead["word"]], bool(eq["approx"])
        elif (zh := between.match(between.ZH_WORD_FORM, self.gap(i + 2))):
            op, approx = between.WORD_OPS[zh["word"]], bool(zh["approx"])
        else:
            return None
        a, b, r = self.nums[i], self.nums[i + 1], self.nums[i + 2]
        expression = f"{between.operand(a, self.value(a))}{op}{between.operand(b, self.value(b))}"
        self._add(ARITHMETIC, Task("expr", {"expression": expression}), expression, r, r.value,
                  (a.start, r.end), [a, b], approximate=approx)
        return i + 2

    def _prose_form(self, i: int) -> int | None:
        """`adding 12 and 24 gives 36`, `multiplying 12 by 24 gives 288`, `12 and 24 add up to
        36`, `subtracting 5 from 12 leaves 7`, `dividing 12 by 4 gives 3`."""
        if i + 2 >= len(self.nums):
            return None
        a, b, r = self.nums[i], self.nums[i + 1], self.nums[i + 2]
        lead = between.PROSE_LEAD.search(self.gap(i))
        middle = self.gap(i + 1)
        eq = between.match(between.EQ_GAP, self.gap(i + 2)) or between.match(between.LEAVES_GAP, self.gap(i + 2))
        if not eq:
            return None
        verb = between.PROSE_VERBS.get(lead["verb"][:4]) if lead else None
        if not (verb and between.match(between.PROSE_MIDDLE[verb], middle)):
            if lead or not (between.match(between.AND_GAP, middle) and between.match(between.ADD_UP_GAP, self.gap(i + 2))):
                return None
            verb = "adding"  # "12 and 24 add up to 36"
        left, right = (b, a) if verb == "subtracting" else (a, b)
        expression = f"{between.operand(left, self.value(left))}{between.PROSE_OPS[verb]}{between.operand(right, self.value(right))}"
        self._add(ARITHMETIC, Task("expr", {"expression": expression}), expression, r, r.value,
                  (a.start, r.end), [a, b], approximate=bool(eq.groupdict().get("approx")))
        return i + 2

    # --- growth rates --------------------------------------------------------------------
    def scan_growth(self) -> None:
        for k, p in enumerate(self.nums):
            if not p.percent or k in self.used:
                continue
            s0, s1 = between.sentence_of(self.sentences, p.start)
            sentence = self.folded[s0:s1]
            if not between.GROWTH_WORDS.search(sentence):
                continue
            pair = self._from_to_in_draft(k) or self._from_to_in_request()
            if pair is None:
                continue
            old, new, operands = pair
            periods = self._periods(sentence)
            if periods is None:
                continue
            stated = p.value
            if stated > 0 and between.DECREASE_WORDS.search(sentence) and new < old:
                stated = -stated  # "a decrease of 20%" states -20
            args = {"old": between.plain(old), "new": between.plain(new)}
            label = f"growth {args['old']} → {args['new']}"
            if periods > 1:
                args["periods"] = str(periods)
                label += f" over {periods} periods"
            self._add(GROWTH_RATE, Task("growth_rate", args), label, p, stated, (s0, p.end),
                      operands)

    def _from_to_in_draft(self, before: int) -> tuple[Decimal, Decimal, list[NumberMention]] | None:
        for i in range(before - 2, -1, -1):
            a, b = self.nums[i], self.nums[i + 1]
            if (not a.percent and not b.percent and between.FROM_LEAD.search(self.gap(i))
                    and between.match(between.TO_GAP, self.gap(i + 1))):
                return self.value(a), self.value(b), [a, b]
        return None

    def _from_to_in_request(self) -> tuple[Decimal, Decimal, list[NumberMention]] | None:
        """The request's two amounts, when the request itself is about a change."""
        amounts = [n for n in self.request.numbers if not n.percent and not n.ordinal]
        if len(amounts) != 2 or not between.GROWTH_WORDS.search(self.request.folded):
            return None
        return amounts[0].value, amounts[1].value, []

    def _periods(self, sentence: str) -> int | None:
        """1, or the number of years of an annual (compound) rate; None when that is unclear."""
        if not (between.ANNUAL_WORDS.search(sentence) or between.ANNUAL_WORDS.search(self.request.folded)):
            return 1
        years = [n for n in [*self.request.numbers, *self.nums]
                 if n.unit in ("年", "years", "year") and n.value == n.value.to_integral_value()]
        counts = {int(n.value) for n in years if 1 < n.value < 200}
        return counts.pop() if len(counts) == 1 else None

    # --- date differences ----------------------------------------------------------------
    def scan_date_differences(self) -> None:
        asides = [m.span() for m in between.PARENTHESES.finditer(self.folded)]
        day_counts = [k for k, n in enumerate(self.nums)
                      if n.unit in ("days", "day", "天") and not n.percent
                      and not any(a <= n.start < b for a, b in asides)]  # "(含首尾两天)" is an aside
        for k in day_counts:
            n = self.nums[k]
            s0, s1 = between.sentence_of(self.sentences, n.start)
            same_sentence = [j for j in day_counts if s0 <= self.nums[j].start < s1]
            if k in self.used or len(same_sentence) != 1:
                continue  # two day counts in one sentence: which one is the difference?
            if between.NOT_CALENDAR_DAYS.search(self.folded[s0:s1]):
                continue
            dates = self._two_dates(s0, s1)
            if dates is None:
                continue
            if dates[2] and k != day_counts[-1]:
                continue  # the request's dates: the draft's last day count is its answer
            dates = dates[:2]
            start, end = dates
            asked_inclusive = bool(INCLUSIVE_MARKERS.search(self.request.folded))
            full_stop = between.FULL_STOP.search(self.folded, n.end)
            says_inclusive = bool(between.SAYS_INCLUSIVE.search(
                self.folded[s0:full_stop.end() if full_stop else len(self.folded)]))
            task = Task("date_diff", {"start": start.iso, "end": end.iso, "inclusive": asked_inclusive})
            self._add(DATE_DIFF, task, f"{start.iso} → {end.iso}", n, abs(n.value), (s0, n.end), [],
                      inclusive_ok=says_inclusive and not asked_inclusive)

    def _two_dates(self, s0: int, s1: int) -> tuple[DateMention, DateMention, bool] | None:
        """The two dates a day count in sentence s0..s1 is between, and whether they are the
        request's (not the draft's own)."""
        def usable(ds: list[DateMention]) -> list[DateMention]:
            return [d for d in ds if d.valid and not d.problem]

        in_sentence = usable([d for d in self.found.dates if s0 <= d.start < s1])
        for candidates in (in_sentence, usable(self.found.dates)):
            if len(candidates) == 2:
                return candidates[0], candidates[1], False
        request_dates = usable(self.request.dates)
        if len(request_dates) == 2 and re.search(r"day|天|日", self.request.folded):
            return request_dates[0], request_dates[1], True
        return None

    # --- strings and weekdays (named.py) ------------------------------------------------------
    def scan_strings(self) -> None:
        for found in named.in_draft(self.folded, self.draft):
            k = self._number_at(found.number_at)
            if k is None or k in self.used:
                continue
            n = self.nums[k]
            s0, _ = between.sentence_of(self.sentences, n.start)
            self._add(found.kind, found.task, found.expression, n, n.value, (s0, n.end), [])

    def _number_at(self, start: int) -> int | None:
        return next((k for k, n in enumerate(self.nums) if n.start == start), None)

    def scan_weekdays(self) -> None:
        request_dates = [d for d in self.request.dates if d.valid and not d.problem]
        asked_one = len(request_dates) == 1 and named.asks_weekday(self.request.folded)
        for start, end, index in named.weekday_names(self.folded):
            inside = [d for d in self.found.dates if d.start <= start < d.end and d.valid]
            s0, s1 = between.sentence_of(self.sentences, start)
            in_sentence = [d for d in self.found.dates if s0 <= d.start < s1 and d.valid and not d.problem]
            if inside:
                date = inside[0]
            elif len(in_sentence) == 1:
                date = in_sentence[0]
            elif not in_sentence and asked_one:
                date = request_dates[0]
            else:
                continue
            stated = NumberMention(start, end, self.draft[start:end], Decimal(index))
            self._add(WEEKDAY, Task("weekday", {"date": date.iso, "format": "number"}),
                      f"weekday of {date.iso}", stated, stated.value, (s0, end), [])

    # --- the answer to what the request asks --------------------------------------------------
    def scan_answer(self) -> None:
        asked = self._asked()
        if asked is None:
            return
        kind, task, expression = asked
        if any(_same_task(c.task, task) for c in self.claims):
            return
        given = {n.value for n in self.request.numbers}
        candidates = [k for k, n in enumerate(self.nums) if k not in self.used and n.value not in given
                      and (kind == ARITHMETIC or not n.percent)]
        if not candidates or len({self.nums[k].value for k in candidates}) != 1:
            return  # no answer stated, or more than one: which one answers?
        n = self.nums[candidates[0]]
        s0, _ = between.sentence_of(self.sentences, n.start)
        self._add(kind, task, expression, n, n.value, (s0, n.end), [],
                  percent_scale=n.percent and kind == ARITHMETIC)

    def _asked(self) -> tuple[str, Task, str] | None:
        strings = named.asked(self.request.folded, self.request_text)
        if strings is not None:
            return strings
        nums = [n for n in self.request.numbers if not n.ordinal]
        folded = self.request.folded
        if len(nums) < 2:
            return None
        gaps = [between.gap(folded, nums[k - 1], nums[k]) for k in range(1, len(nums))]
        ops = [between.match(between.OP_GAP, g) for g in gaps]
        if all(ops) and not any(m["close"].strip() or m["open"].strip() for m in ops if m):
            expression = between.operand(nums[0]) + "".join(
                between.OP_WORDS[m["op"]] + between.operand(n) for m, n in zip(ops, nums[1:]) if m)
            return ARITHMETIC, Task("expr", {"expression": expression}), expression
        if len(nums) != 2:
            return None
        a, b = nums
        op = None
        if between.match(between.AND_GAP, gaps[0]):
            lead = between.WORD_FORM_LEAD.search(between.gap(folded, None, a))
            zh = between.ZH_ASKED_WORD_FORM.match(folded[b.end:])
            op = between.WORD_OPS[lead["word"]] if lead else (between.WORD_OPS[zh["word"]] if zh else None)
        if op is not None:
            expression = f"{between.operand(a)}{op}{between.operand(b)}"
            return ARITHMETIC, Task("expr", {"expression": expression}), expression
        if a.percent and not b.percent and between.match(between.OF_GAP, gaps[0]) or (
                b.percent and not a.percent and between.match(between.ZH_OF_GAP, gaps[0])):
            pct, whole = (a, b) if a.percent else (b, a)
            p, w = between.plain(pct.value), between.plain(whole.value)
            return PERCENT_OF, Task("percent_of", {"percent": p, "of": w}), f"{p}% of {w}"
        return None

    # --- bookkeeping -----------------------------------------------------------------------
    def _add(self, kind: str, task: Task, expression: str, stated: NumberMention,
             stated_value: Decimal, span: tuple[int, int], operands: list[NumberMention],
             **flags: bool) -> None:
        self.claims.append(FoundClaim(kind, task, expression, stated, stated_value, span,
                                      operands, **flags))
        if stated in self.nums:  # a weekday's name is not a number
            self.used.add(self.nums.index(stated))
        self.used.update(self.nums.index(o) for o in operands)


def find_claims(draft: str, request: str = "",
                substitutions: dict[int, Decimal] | None = None) -> list[FoundClaim]:
    """The checkable claims of `draft`, in order. `substitutions` replaces the values of some
    numbers (by position) before the tasks are built: an echo of a corrected result."""
    finder = _Finder(draft, request, substitutions or {})
    finder.scan_equalities()
    finder.scan_growth()
    finder.scan_date_differences()
    finder.scan_strings()
    finder.scan_weekdays()
    finder.scan_answer()
    return sorted(finder.claims, key=lambda c: c.stated.start)


def _same_task(a: Task, b: Task) -> bool:
    return a.op == b.op and a.args == b.args


def numbers_in(text: str) -> list[NumberMention]:
    """Every number of a text (for echoes of a corrected value and for stagnation)."""
    return between.read_numbers(text).numbers
