"""The compositional reader: a whole request into one typed sandbox operation, or None.

    slotted core ("<n0>加<n1>的和乘以<n2>")
      → tokens (words.py: the words of both languages; tokenizer.py: longest surface first; settle.py:
        the token passes; one_period.py: 一天做 is 每天做)
      → an LALR(1) parse over grammar.lark (lark), which accepts the whole token list or fails
      → build.py: the tree into a Task, refusing what reads in more than one way;
      → else the value readers, in the order by_values.py lists them (the rate reader first), each
        reading the whole request by its values: a rate problem by its units, a discount, a growth rate,
        a bill, an age, an average's missing item … or roles.py's one-step word problem.

Where none reads it, other_places_en.py sets aside someone's amount in a place of their own beside a story of
another place ("Lisa has 18 candies in a bag" in a story of the box) and the value readers read the rest.
Where nothing reads a request at all, parse.py tries compose_en.py last: an English story's clauses as quantities
(quantities_en.py) and its question, composed in the one way the question allows; beside it, groups inside groups
and rates over periods (group_chains_en.py), a whole named over its parts (parts_named_en.py), a scene set first
(scene_en.py) and one period compared with another (period_compares_en.py).

A value reader may declare a trigger (triggers.py): what a request must contain for it to read anything,
checked before it runs; one without a trigger runs on every request the grammar does not read. Every
value reader that fires reads, not only the first, the rate reader among them (first): two readings that
differ in value send the request slow, readings that agree give the first one's task (compared.py).

Whatever reads it, guards.py then checks the words around the operation (a negation, a half after a
count, another currency asked, an amount given after its change …). A request the grammar does not
read in full, or that build.py or guards.py refuses, is not guessed: `read` returns None and the
request goes to the slow path.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput, VisitError
from lark.lexer import Lexer

from dtlib.envelope import Task

from ..slots import Slots
from .build import Builder, Refuse
from .settle import identical_items, settle
from .tight_fractions import tight_slash
from .tokenizer import raw_tokens
from .tokens import Tok
from .rates import read_rate as rate_expression
from .duration_words_zh import with_duration_words
from .asked_in_wan import read_in_wan
from .other_places_en import read_without_other_place
from .units_asked_en import asked_in_the_story_unit, converted
from .conversion import rounding_at_end
from .rounding_rules import PLACE_WORDS
from .one_period import per_one_period
from .by_values import BY_VALUES
from .compared import compare_readings
from .guards import accepted
from .mixed_amounts import one_amount
from .odd_cent_shares import odd_cents_shared

log = logging.getLogger(__name__)
GRAMMAR = Path(__file__).with_name("grammar.lark")
_LIST_WORDS = frozenset({"ZH_SUM", "ZH_PRODUCT", "ZH_DIFF", "ZH_QUOT", "ZH_MEAN", "ZH_MEDIAN", "ZH_MAX", "ZH_MODE",
                         "ZH_MIN", "ZH_GCD", "ZH_LCM", "ZH_RANGE"})
_ITEM = frozenset({"NUM", "PCT"})
_SEPARATORS = frozenset({"COMMA", "AND"})


class _TokenFeed(Lexer):
    """Hands lark the tokens `tokenize` already made (lark's custom-lexer interface)."""

    def __init__(self, lexer_conf) -> None:  # noqa: ANN001 - lark's signature
        pass

    def lex(self, tokens: list[Tok]):  # noqa: ANN201 - lark's signature
        for t in tokens:
            yield Token(t.type, t.value, start_pos=t.pos)


@lru_cache(maxsize=1)
def parser() -> Lark:
    # cache=True: lark keeps the analysed tables in the temp folder, keyed by the grammar and these
    # options; a process after the first loads them (0.2 s instead of 2 s of CPU), and one that
    # cannot write there builds them as before.
    return Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", lexer=_TokenFeed, start="start",
                cache=True)


def parsed(tokens: list[Tok]) -> Tree | None:
    """The tree of the whole token list, or None where the grammar does not read it. The tokens go
    in one at a time and a token the parser's state does not take ends the parse there: the error
    lark would raise instead lists every token that state takes, and most requests the value
    readers read fail after a few tokens. (A token taken may still fail after a reduction: lark
    raises then, as it would in `parse`.)"""
    session = parser().parse_interactive()
    for t in tokens:
        if t.type not in session.choices():
            return None
        session.feed_token(Token(t.type, t.value, start_pos=t.pos))
    return session.feed_eof()


def mark_lists(tokens: list[Tok]) -> list[Tok]:
    """Put a LIST token before "3、5、10" when a word naming the list's result (的平均数, 的和 …)
    follows it, so the LALR parser knows at the first item that a list starts."""
    out = list(tokens)
    i = len(out) - 1
    while i > 0:
        if out[i].type in _LIST_WORDS:
            j = i - 1
            if j >= 0 and out[j].type in ("UNIT", "MEASURE"):
                j -= 1
            first, seps = None, 0
            while j >= 0 and out[j].type in _ITEM:
                if j >= 2 and tight_slash(out, j - 1) and (j < 3 or out[j - 3].type != "DIVIDE"):
                    j -= 2  # "2/3和3/5哪个大": a fraction written tight is one item
                first = j
                k = j - 1
                if k >= 1 and out[k].type == "MEASURE" and out[k].value == "个" and out[k - 1].type == "NUM":
                    break  # "7个8相加": seven eights, not a list of 7 and 8
                if k >= 0 and out[k].type in ("UNIT", "MEASURE"):
                    k -= 1
                if k >= 0 and out[k].type in _SEPARATORS:
                    seps += 1
                    j = k - 1
                    if j >= 0 and out[j].type in ("UNIT", "MEASURE"):
                        j -= 1
                elif k >= 0 and out[k].type in _ITEM:  # "41 23 95 64里最小的"
                    seps += 1
                    j = k
                else:
                    break
            if first is not None and seps:
                out.insert(first, Tok("LIST", "", out[first].pos))
        i -= 1
    return out


_DEMONSTRATIVES = frozenset({"这", "那"})


def one_item(tokens: list[Tok], slots: Slots) -> list[Tok]:
    """"一件衣服原价100元", "一个班有26人", "一台电视3000元": a leading one-and-measure word before a
    price or a "has" names the item (it is not an amount to compute with); it becomes one WORD. A measure character
    opening the request with no count before it starts a word ("台灯", "杯子", "瓶装水": 台 灯 read as one WORD)."""
    if len(tokens) >= 2 and tokens[0].type == "MEASURE" and tokens[1].type == "WORD" and not tokens[1].value.isascii():
        tokens = [Tok("WORD", tokens[0].value + tokens[1].value, tokens[0].pos), *tokens[2:]]
    if len(tokens) >= 5 and tokens[0].type == "NUM" and tokens[1].type == "MEASURE" and tokens[2].type == "WORD" \
            and (tokens[3].type in ("ORIGINAL_PRICE", "YOU") or tokens[3].type == "NUM" and tokens[4].type == "UNIT"):
        n = slots.number(tokens[0].value)
        if n.value == 1 and not n.unit.strip("个件台本只支张条辆位名人份瓶盒袋箱双套") and not n.percent:
            merged = Tok("WORD", "一" + tokens[1].value + tokens[2].value, tokens[0].pos)
            return [merged, *tokens[3:]]
    if len(tokens) >= 5 and tokens[0].type == "WORD" and tokens[0].value in _DEMONSTRATIVES \
            and tokens[1].type == "MEASURE" and tokens[2].type == "WORD" \
            and (tokens[3].type in ("ORIGINAL_PRICE", "YOU") or tokens[3].type == "NUM" and tokens[4].type == "UNIT"):
        # "这台电视原价 4999 元", "那条裙子标价 280": this (that) one item names it as 一台电视 does
        return [Tok("WORD", "".join(t.value for t in tokens[:3]), tokens[0].pos), *tokens[3:]]
    if len(tokens) >= 4 and tokens[0].type == "NUM" and tokens[1].type == "MEASURE" and tokens[2].type == "NUM" \
            and tokens[3].type == "UNIT" and slots.number(tokens[0].value).value == 1:
        return tokens[2:]  # "一件200元的衣服": one item, and its price
    return sized_items(tokens, slots)


def sized_items(tokens: list[Tok], slots: Slots) -> list[Tok]:
    """"灌满一个300升的水箱", "买了一个30元的书包": one thing, then its size or price; the one goes (not
    "一张45元": that is a price each)."""
    ones = [i for i in range(1, len(tokens) - 4) if tokens[i].type == "NUM" and tokens[i + 1].type == "MEASURE"
            and tokens[i + 2].type == "NUM" and tokens[i + 3].type == "UNIT" and tokens[i - 1].type != "NUM"
            and slots.number(tokens[i].value).raw == "一" and tokens[i + 4].value.startswith("的")]
    return [t for i, t in enumerate(tokens) if not any(i in (k, k + 1) for k in ones)] if ones else tokens


def read(slots: Slots, core: str, context: dict[str, str] | None = None) -> Task | None:
    """The one operation `core` (the slotted request without lead-ins) asks for, or None."""
    # once: the grammar, the rate reader and the fraction check all read it
    raw = identical_items(per_one_period(raw_tokens(core), slots))
    raw = _count_before_colon(raw, core, slots)
    task = _read_tokens(slots, raw, context)  # a question asked before its story: question_first.py
    if task is None and (amount := one_amount(raw, slots))[0] is not raw:
        raw, slots = amount  # "3 and a half hours", unread as written: one amount (mixed_amounts.py)
        task = _read_tokens(slots, raw, context)
    if task is None and (in_story_unit := asked_in_the_story_unit(raw)) is not None:
        task = converted(_read_tokens(slots, in_story_unit[0], context), in_story_unit[1])  # units_asked_en.py
    if task is not None and odd_cents_shared(task, raw, slots):
        return None  # money shared into shares of no whole cents: who pays the odd cent is the user's choice
    return task


def _restated_rounding(tokens: list[Tok], slots: Slots) -> list[Tok]:
    """"四舍五入到分（两位小数）", "四舍五入到角（保留一位小数）": a rounding said again in brackets, to the
    same places, is said once."""
    for i in range(len(tokens) - 3):
        places = PLACE_WORDS.get(tokens[i].value) if tokens[i].type in ("ROUND_WHOLE_ZH", "PLACE_WORD") else None
        if places is None or tokens[i + 1].type != "LPAR":
            continue
        end = next((k for k in range(i + 2, min(i + 6, len(tokens))) if tokens[k].type == "RPAR"), None)
        inner = tokens[i + 2:end] if end is not None else []
        if [t.type for t in inner] in (["NUM", "DECIMAL_PLACES_ZH"], ["ROUND_ZH", "NUM", "DECIMAL_PLACES_ZH"]):
            n = slots.number(inner[-2].value)
            if not n.percent and n.value == places:
                return [*tokens[:i + 1], *tokens[end + 1:]]
    return tokens


_COUNTED = frozenset({"WORD", "YOU", "MEASURE", "WHAT"})


def _count_before_colon(raw: list[Tok], core: str, slots: Slots) -> list[Tok]:
    """"I have 3 bills: 12.50, 8 and 30.25. total?", "三张账单：12.5元、8元和30.25元，一共多少": a count of
    things announced before a colon, with only words beside it, and exactly that many numbers after it:
    the announcement says what the numbers are, and the rest is read alone."""
    colon = core.find(":")
    if colon < 0 or core.find(":", colon + 1) >= 0:
        return raw
    before = [t for t in raw if t.pos < colon]
    rest = [t for t in raw if t.pos > colon]
    counts = [t for t in before if t.type == "NUM"]
    if len(counts) != 1 or any(t.type not in _COUNTED | {"NUM"} for t in before) or not rest:
        return raw
    n = slots.number(counts[0].value)
    at = before.index(counts[0])
    if n.percent or n.unit or n.value < 2 or at + 1 >= len(before) or before[at + 1].type not in ("WORD", "MEASURE") \
            or sum(t.type == "NUM" for t in rest) != n.value:
        return raw
    return rest


def grammar_tokens(raw: list[Tok], slots: Slots) -> list[Tok]:
    """The tokens the grammar reads, from the lexicon's raw tokens."""
    return mark_lists(one_item(_restated_rounding(settle(raw), slots), slots))


def _read_tokens(slots: Slots, raw: list[Tok], context: dict[str, str] | None) -> Task | None:
    tokens = grammar_tokens(raw, slots)
    if not tokens:
        return None
    try:
        tree = parsed(tokens)
        task = Builder(slots, context or {}).transform(tree) if tree is not None else None
    except (UnexpectedInput, VisitError) as exc:  # a grammar that does not build must fail loudly
        if isinstance(exc, VisitError) and not isinstance(exc.orig_exc, Refuse):
            # A reader bug must never answer or crash the service: the request goes slow.
            log.error("reader failed on %r: %r", [t.value for t in tokens], exc.orig_exc)
            return None
        tree = None
    if tree is None:
        # Not an operation the grammar reads: perhaps a rate problem, read by its units, or a
        # Chinese discount, read by its values.
        return _read_by_values(tokens, slots, sized_items(raw, slots)) or _rounded_by_values(tokens, raw, slots)
    task = _as_fraction(task, tokens, raw) if isinstance(task, Task) else None
    return accepted(task, tokens, slots, "grammar") if task is not None else None


def _read_by_values(tokens: list[Tok], slots: Slots, rate_tokens: list[Tok] | None) -> Task | None:
    """The value readers' reading: every fired reader reads, and two that differ in value send it slow (compared.py)."""
    compared = compare_readings(tokens, slots, value_readers(rate_tokens))
    slots.value_readers_found[_reading_key(tokens, rate_tokens)] = compared.reader
    return compared.task \
        or read_in_wan(tokens, slots, lambda rest: compare_readings(rest, slots, BY_VALUES).task) \
        or read_without_other_place(tokens, slots, lambda rest: compare_readings(rest, slots, BY_VALUES).task)


def first_value_reader(tokens: list[Tok], slots: Slots, rate_tokens: list[Tok] | None) -> str | None:
    """The first of `value_readers(rate_tokens)` that reads `tokens`, its reading accepted or not (or None): as this
    request's reading found it (`_read_by_values`, kept on its slots), else read now. The same tokens and slots read
    the same way, so a composition layer's check (composed_checks.py) does not read the request a second time."""
    key = _reading_key(tokens, rate_tokens)
    found = slots.value_readers_found
    if key not in found:
        found[key] = compare_readings(tokens, slots, value_readers(rate_tokens)).reader
    return found[key]


def _reading_key(tokens: list[Tok], rate_tokens: list[Tok] | None) -> tuple:
    return tuple(tokens), None if rate_tokens is None else tuple(rate_tokens)  # tokens compare by value


def value_readers(rate_tokens: list[Tok] | None) -> tuple[Callable, ...]:
    """The readers of a request the grammar does not read, in order: the rate reader first where there are
    `rate_tokens` (it reads the lexicon's raw tokens, a sized item's one dropped, not the grammar's), then BY_VALUES."""
    if rate_tokens is None:
        return BY_VALUES

    def read_rate(tokens: list[Tok], slots: Slots) -> Task | None:  # the name the guards know it by
        expression = rate_expression(*with_duration_words(rate_tokens, slots))  # 半小时: 30 分钟
        return Task(op="expr", args={"expression": expression}, source="parser") if expression else None

    return (read_rate, *BY_VALUES)


_ROUNDING_LAST = frozenset({"PLACE_WORD", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH"})


def _rounded_by_values(tokens: list[Tok], raw: list[Tok], slots: Slots) -> Task | None:
    """"100块钱三个人平分，每人多少（保留两位小数）", "… How much each, to the nearest cent?": a rounding
    instruction at the end, read apart; the rest read by its values into an expression, which the
    rounding then takes (half up, to the places asked). The rate reader reads the request's own
    tokens as it does without a rounding, less the instruction."""
    rounded = _without_rounding(tokens, slots)
    if rounded is None:
        return None
    places, rest = rounded
    rest_raw = _without_rounding(sized_items(raw, slots), slots)
    task = _read_by_values(rest, slots, rest_raw[1] if rest_raw is not None and rest_raw[0] == places else None)
    task = _growth_as_expression(task or _growth_by_grammar(rest, slots))
    if task is None or task.op != "expr" or task.args.get("as_fraction") or "round(" in task.args["expression"]:
        return None
    return Task("expr", {**task.args, "expression": f"round({task.args['expression']}, {places})"}, source=task.source)


def _growth_by_grammar(tokens: list[Tok], slots: Slots) -> Task | None:
    """"30变成41，增长了百分之几？保留两位小数": the grammar's growth rate of the words before the rounding."""
    try:
        tree = parsed(tokens)
        task = Builder(slots, {}).transform(tree) if tree is not None else None
    except (UnexpectedInput, VisitError):
        return None
    return accepted(task, tokens, slots, "grammar") if isinstance(task, Task) and task.op == "growth_rate" else None


def _growth_as_expression(task: Task | None) -> Task | None:
    """"从64增加到80，增长率是多少，保留一位小数": a growth rate over one period is (new / old − 1) × 100, an
    expression the rounding can take."""
    if task is None or task.op != "growth_rate" or "periods" in task.args:
        return task
    old, new = task.args["old"], task.args["new"]
    return Task("expr", {"expression": f"(({new})/({old})-1)*100"}, source=task.source)


def _without_rounding(tokens: list[Tok], slots: Slots) -> tuple[int, list[Tok]] | None:
    """The places of one rounding instruction at the end (in brackets too), and the tokens before it."""
    if len(tokens) > 2 and tokens[-1].type == "RPAR" and tokens[-2].type in _ROUNDING_LAST:
        opened = max((i for i, t in enumerate(tokens) if t.type == "LPAR"), default=-1)
        if opened < 0:
            return None
        tokens = [*tokens[:opened], *tokens[opened + 1:-1]]  # "（保留两位小数）"
    if not tokens or tokens[-1].type not in _ROUNDING_LAST | {"ROUND_WHOLE_ZH"}:
        return None  # the cheap test first
    if tokens[-1].type == "ROUND_WHOLE_ZH":  # "…，每人多少？四舍五入到分"
        places, rest = PLACE_WORDS.get(tokens[-1].value), tokens[:-1]
        while rest and rest[-1].type == "COMMA":
            rest = rest[:-1]
    else:
        places, rest = rounding_at_end(tokens, slots)
    if places is None or places < 0 or not rest or any(t.type in _ROUNDING_TYPES for t in rest):
        return None
    return places, rest


_ROUNDING_TYPES = frozenset({"ROUND_ZH", "ROUND_EN", "ROUND_WHOLE_ZH", "NEAREST", *_ROUNDING_LAST})

def _as_fraction(task: Task, tokens: list[Tok], raw: list[Tok]) -> Task | None:
    """"… 用分数表示": the instruction was dropped (phrase_passes.py) only because a fraction went in; the
    answer then shows the fraction, which only an arithmetic expression can."""
    asked = any(t.type == "FRACTION_FORMAT" for t in raw)
    if not asked or any(t.type == "FRACTION_FORMAT" for t in tokens):
        return task
    if task.op != "expr":
        return None
    return Task(op="expr", args={**task.args, "as_fraction": True}, source=task.source)
