"""The compositional reader: a whole request into one typed sandbox operation, or None.

    slotted core ("<n0>加<n1>的和乘以<n2>")
      → tokens (words.py: the words of both languages; tokenizer.py: longest surface first; settle.py:
        the token passes; one_period.py: 一天做 is 每天做)
      → an LALR(1) parse over grammar.lark (lark), which accepts the whole token list or fails
      → build.py: the tree into a Task, refusing what reads in more than one way;
      → else rates.py: a two-amount rate problem read by its units ("a box holds 74 eggs …"),
        or discounts.py: a discount read by its values (the price paid, the saving, the original
          price or the discount itself; discounts one after another, a coupon, a sales tax),
        or spend_offers.py: an amount off for spending enough (满减), where the purchase meets the rule,
        or growth.py: a growth rate read by its values (two amounts, each with its period),
        or percent_change.py: one amount moved by one percentage ("is 25% off", "降了 5%"),
        or stats.py: one statistic of one list ("成绩 88、76、95，最高分和最低分差多少"),
        or weekday_checks.py: a yes/no question about a date's weekday ("Is 2024-03-15 a Friday?"),
        or dates.py: a day count between two dates or a date shifted by days or weeks,
        or bills.py: a bill (amounts, or counts at a price each) totalled, paid for (the change),
          taken from an amount had (what is left) or shared by a number of people,
        or installments.py: a price paid in equal payments without interest,
        or prices.py: a price each times a count, or the price of one from the cost of a count,
        or budgets.py: what is left of an income after its expenses, all of one period,
        or shares.py: a part as a percentage of its whole (及格率, "57 out of 60 as a percentage", a
          named group's share: 男生占百分之几, "what percent are girls"), or
          what is left of an amount after shares of it are taken, or a part from its share,
        or surcharges.py: a tip, tax or service charge on one amount (the total, or the charge),
        or signed_changes.py: gains and losses, their net or the amount after one,
        or fractions_left.py: the fraction of one whole left after parts of it are taken,
        or distances_zh.py: a distance between two places, a speed and a time, two told and the third asked
          (两地相距240千米，每小时行60千米，几小时到达),
        or ages_zh.py: an age some years on or back, as a multiple of another, two ages' difference (今年9岁，5年后几岁),
        or doublings_zh.py: an amount doubled in words (翻两番 ×4, 增加了一倍 ×2; 增加了两倍 is read two ways: slow),
        or mean_missing_zh.py: the last item of an average (三次平均90分，前两次85分和92分，第三次多少分),
        or fraction_parts.py: a named part of a whole given as a fraction (女生占5/8，女生有多少人),
        or quantity_totals.py: amounts of one unit, one per clause, asked for their total in that unit,
        or growth_by_change.py: a growth rate from a base and the change said against it (比去年多了2万),
        or interest.py: simple interest, where the words say simple (principal × yearly rate × years),
        or temperatures.py: a temperature after changes, or between two temperatures,
        or squares.py: a square's side from its area (or back), a cube's edge from its volume, folds,
        or recipes.py: a recipe's ingredient scaled by one proportion (2 个鸡蛋配 150 克面粉，用 4 个鸡蛋),
        or percent_parts.py: a percentage of one amount told in a story ("35% of them bike", 含量是12%),
        or money_flows.py: money coming in and going out, its total or what there is now (额度 … 用了 …，剩余),
        or account_transfers_zh.py: money moved between two accounts told, asked of one (从银行卡转入微信),
        or fraction_sums.py: two fractions of one thing added or taken apart (吃了1/3 … 吃了1/4，一共),
        or fraction_of_amount.py: a fraction of one amount told in a story (用去了它的3/4，用去了多少米),
        or named_shares.py: a named part's share of a whole in percent (房租 3600 … 房租占工资的百分之几),
        or exchange_rates.py: an amount exchanged at a rate the request states ("0.92 euros per dollar … $450"),
        or equal_shares.py: an amount shared equally ("4 roommates split a $2,860 rent", 平均分给 6 个同事),
        or equal_groups.py: things put into equal groups, the size of each or the number of groups asked
          ("24 oranges … 3 boxes, how many in each box", "groups of 2 … how many groups"),
        or conversion.py: a conversion asked about the one amount of a short story,
        or dispersion.py: a variance or standard deviation of one list where population or sample is
          said,
        or common_multiples.py: a story that is exactly a gcd or an lcm (events every N days that meet
          again, lengths cut into equal pieces with none left, the smallest square of a by b tiles),
        or clock_spans.py: the minutes or hours between two clock times of one day (19:30 开始，21:05 结束),
        or range_sums.py: the sum of the whole numbers of a range, both ends counted (1到10的和, 从1加到100),
        or shared_totals_en.py: two named people's total, one's part told, the other's asked ("Tom and Ann have a
          total of 58 stamps. Tom has 23 stamps. How many stamps does Ann have?"),
        or goals_done_en.py: a goal of things, part already done, the rest asked ("needs to read 563 pages … has
          already read 147 pages … how many pages does he have left to read"),
        or coins_en.py: US coins, notes, cents or dollars had, asked in cents, dollars or coins ("3 quarters and
          4 dimes. How many cents does Ravi have?"),
        or ages_en.py: an age from one age told and one step ("3 times as old", "7 years older", "in 5 years"),
        or mean_missing_en.py: the one item an average over a stated count leaves out,
        or whole_groups_en.py: groups of a size that do not come out even, asked needed / full / left over,
        or roles.py: a one-step word problem read by the roles of its quantities (has, gains, loses, a
          rate, a part, a comparison) and what its question asks (left, in total, each, how many more).

Where none reads it, other_places_en.py sets aside someone's amount in a place of their own beside a story of
another place ("Lisa has 18 candies in a bag" in a story of the box) and the value readers read the rest.

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
from .discounts import read_discount
from .growth import read_growth
from .percent_change import read_percent_change
from .percent_repeated import read_repeated_change
from .stats import read_statistic
from .dispersion import read_dispersion
from .dates import read_dates
from .weekday_checks import read_weekday_check
from .common_multiples import read_gcd_lcm_story
from .bills import read_bill
from .installments import read_installments
from .prices import read_price
from .budgets import read_budget
from .spend_offers import read_spend_offer
from .shares import read_group_share, read_left_after_shares, read_part_from_share, read_share
from .done_shares_zh import read_done_share_zh
from .round_trips_zh import read_round_trip_zh
from .distances_zh import read_distance_zh
from .ages_zh import read_age_zh
from .doublings_zh import read_doubling_zh
from .mean_missing_zh import read_mean_missing_zh
from .mixing_ratios_zh import read_mixing_ratio_zh
from .surcharges import read_surcharge
from .interest import read_interest
from .rates import read_rate as rate_expression
from .duration_words_zh import with_duration_words
from .temperatures import read_temperature
from .conversion import read_conversion
from .signed_changes import read_signed_changes
from .fractions_left import read_fraction_left
from .fraction_parts import read_fraction_part
from .quantity_totals import read_quantity_total
from .growth_by_change import read_growth_by_change
from .squares import read_square
from .recipes import read_recipe
from .percent_parts import read_percent_part
from .money_flows import read_money_flow
from .account_transfers_zh import read_account_transfer_zh
from .asked_in_wan import read_in_wan
from .fraction_sums import read_fraction_sum
from .fraction_of_amount import read_fraction_of_amount
from .named_shares import read_named_share, read_named_share_en
from .exchange_rates import read_exchange
from .equal_groups import read_equal_groups
from .each_of_several_en import read_each_of_several
from .trips_en import read_trip
from .visits_en import read_visits
from .named_sharers_en import read_named_sharers
from .shared_totals_en import read_shared_total
from .goals_done_en import read_goal_done
from .other_places_en import read_without_other_place
from .seasons_en import read_season
from .equal_shares import read_equal_share
from .clock_spans import read_clock_span
from .clock_spans_zh import read_clock_span_zh
from .clock_adds import read_clock_add
from .range_sums import read_range_sum
from .restated_en import read_restated_count
from .coins_en import read_coins
from .ages_en import read_age
from .mean_missing_en import read_mean_missing
from .whole_groups_en import read_whole_groups
from .units_asked_en import asked_in_the_story_unit, converted
from .roles import read_roles
from .conversion import rounding_at_end
from .rounding_rules import PLACE_WORDS
from .one_period import per_one_period
from .compared import compare_readings
from .guards import accepted

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
    price or a "has" names the item (it is not an amount to compute with); it becomes one WORD."""
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
    if task is None and (in_story_unit := asked_in_the_story_unit(raw)) is not None:
        task = converted(_read_tokens(slots, in_story_unit[0], context), in_story_unit[1])  # units_asked_en.py
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
    return compare_readings(tokens, slots, value_readers(rate_tokens)).task \
        or read_in_wan(tokens, slots, lambda rest: compare_readings(rest, slots, BY_VALUES).task) \
        or read_without_other_place(tokens, slots, lambda rest: compare_readings(rest, slots, BY_VALUES).task)


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

# Requests the grammar does not read in full, read by their values; the first reading is the one answered
# where the others agree with it (compared.py).
BY_VALUES = (read_repeated_change, read_discount, read_spend_offer, read_growth, read_percent_change, read_statistic, read_weekday_check,
             read_dates, read_signed_changes, read_fraction_left, read_bill, read_price, read_budget, read_share,
             read_surcharge, read_interest, read_left_after_shares, read_part_from_share, read_installments,
             read_conversion, read_temperature, read_square, read_gcd_lcm_story, read_dispersion,
             read_group_share, read_done_share_zh, read_round_trip_zh, read_distance_zh, read_age_zh, read_doubling_zh, read_mean_missing_zh,
             read_mixing_ratio_zh, read_fraction_part,
             read_quantity_total, read_growth_by_change, read_recipe, read_percent_part,
             read_money_flow, read_account_transfer_zh, read_fraction_sum, read_fraction_of_amount, read_named_share,
             read_named_share_en,
             read_exchange, read_equal_share, read_equal_groups, read_whole_groups, read_each_of_several, read_trip, read_visits,
             read_named_sharers, read_shared_total, read_goal_done, read_season,
             read_clock_span, read_clock_span_zh, read_clock_add, read_range_sum, read_restated_count, read_coins, read_age,
             read_mean_missing,
             read_roles)


def _as_fraction(task: Task, tokens: list[Tok], raw: list[Tok]) -> Task | None:
    """"… 用分数表示": the instruction was dropped (phrase_passes.py) only because a fraction went in; the
    answer then shows the fraction, which only an arithmetic expression can."""
    asked = any(t.type == "FRACTION_FORMAT" for t in raw)
    if not asked or any(t.type == "FRACTION_FORMAT" for t in tokens):
        return task
    if task.op != "expr":
        return None
    return Task(op="expr", args={**task.args, "as_fraction": True}, source=task.source)
