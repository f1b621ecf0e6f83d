"""One-step word problems read by the roles of their quantities, in both languages: "Tom has 24
marbles. He loses 7. How many are left?", "小丽有15个娃娃，小芳比小丽多8个，小芳有多少个娃娃",
"Each bag weighs 2.5 kg. How many kg do 6 bags weigh?", "一盒巧克力有48块，其中黑巧克力19块，其他巧克力有多少块".

Each clause gives one quantity (role_words.py reads a clause): what it counts (its noun or unit),
whose it is (the actor) and its role from the verb's class: a state (has, 有), a gain (buys, 收到),
a loss (gives away, 用了), a rate (each, per, 每), a part (of them, 其中) or a comparison (more
than, 比…多, 倍). The question names the noun, the actor and what is asked (left, in total, each,
how many more, 还剩, 一共, 每人, 多多少). The reading is the one operation the roles determine, using
every number once, over quantities that count one thing: a start and its gains and losses; groups
added; a part taken from its whole; two states compared; one state changed by a comparison; a rate
times a count, or a total shared by a count. Anything else goes slow: a verb outside the classes,
a second actor whose role is not a giver or the one compared, a noun that differs, a number with
no role, a result below zero or a count that is not whole.
"""

from __future__ import annotations

import logging
import re
from dataclasses import replace
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .all_given import all_given, all_given_clause
from .clock_times_en import clock_time_said_en
from .bought_for_en import things_asked_of_money
from .comparisons_en import things_compared_en
from .asked_measures_en import (compared_in_another_measure_en, count_qualified_unsaid_en,
                                 rate_of_a_part_asked_over_a_span_en, told_in_another_measure_en)
from .asked_after import (after_the_changes_en, equal_shares_said_en, one_day_asked_en, one_day_asked_zh,
                          to_come_asked_now_en, total_number_asked_en, without_goal_getting_en)
from .hedges import BEFORE_EN, BEFORE_ZH
from .holders_aside_en import without_other_holder
from .eaters_en import eaters_named_in_question
from .kinds_en import kinds_counted, one_thing_of_several_asked
from .tokens import TYPE_OF, Tok, last_clause_start, words_of
from .relatives_asked_en import relative_of_the_asked
from .time_words import MOMENTS_EN, PERIODS, WEEKDAYS_EN
from .role_words import (ASK_WORDS, MOMENTS_ZH, Amounts, Ask, Quantity, Unclear, lemma, number_at,
                         part_of_one_thing, parts, unit_key, unknown_amount)
from .put_and_taken_en import MOVED_BY_ANOTHER
from .role_questions_en import ask_en, asks_only_en
from .role_verbs_en import GIVERS, verb_at
from .goals_asked_en import goal_asked_as_done, goal_asked_of_none
from .roles_en import quantity_en
from .unknown_changes import UNKNOWN, unknown_change
from .roles_zh import (ask_zh, asks_only_zh, holders_counted_zh, quantity_zh, split_measure, one_thing_two_measures_zh,
                       third_beside_speaker_zh, zh_text)
from .rest_of import rest_asked, without_the_rest
from .run_ons_en import with_run_ons_split
from .settings_en import without_setting
from .weights_en import weighed_in_pounds
from .parts_beside_en import without_part_beside
from .pronouns import is_person_name
from .sorts_said_once_en import noun_said_once
from .period_sorts_en import sort_carried_to_another_period, without_games_missed
from .then_sentences_en import with_then_sentences
from .state_parts_en import with_states_found_out, without_state_part
from .larger_packings_en import without_larger_packing
from .than_typos_en import with_than_spelled
from .time_beside_bare_en import time_beside_bare_asked_otherwise
from .tense_en import level_asked_now_en
from .triggers import triggered_by
from .role_operations import counted_in_containers, operation_of_roles

log = logging.getLogger(__name__)
_ABOUT_ZH = ("多", "余", "来", "左右", "几")  # after a count: more than it, about it
_NOT_AMOUNTS = frozenset({"ORD", "DATE", "TIME", "PCT", "QUOTE"})
# An amount said to be approximate, bounded or only believed (hedges.py's words, 好像, "I think"): anywhere in the
# story, a reading would state an exact answer from a guess ("小明至少有12个苹果", "Tom has about 12").
# ("flew up to the tree": "up to" a place, a word after it, is no bound; "the" is not among the tokens)
_HEDGED = re.compile(rf"{BEFORE_EN}\b(?!(?<=\bup to) [a-z])|{BEFORE_ZH}|\b(?:maybe|perhaps|probably"
                     r"|(?:i|we) (?:think|guess|believe|suppose|reckon|figure|estimate))\b")
# The time a story is told in: a count named with one of these is a count of now.
_NOW = frozenset({"今年", "今天", "这个月", "本月", "这周", "本周", "this year", "this month", "this week", "today"})
# Each period and moment with the spaces that make it whole words in an English part: padded once, not each part
_PERIODS_AS_WORDS = tuple((w, f" {w} ") for w in PERIODS)
_MOMENTS_AS_WORDS = tuple((w, f" {w} ") for w in MOMENTS_EN)


def _said_whole(said: str, words: tuple[tuple[str, str], ...]) -> frozenset[str]:
    """The words of `words` found whole in `said` (a text padded with spaces): a word of one piece by a set look-up
    among the text's pieces between spaces, a phrase by a search (the same as searching each padded word)."""
    pieces, phrases = _PIECES_AND_PHRASES[words]
    return pieces.intersection(said.split(" ")).union(w for w, padded in phrases if padded in said)


_PIECES_AND_PHRASES = {ws: (frozenset(w for w, _ in ws if " " not in w), tuple(p for p in ws if " " in p[0]))
                       for ws in (_PERIODS_AS_WORDS, _MOMENTS_AS_WORDS)}


@triggered_by(text=ASK_WORDS)  # a question for an amount, which every reading here answers
def read_roles(tokens: list[Tok], slots: Slots) -> Task | None:
    types = list(map(TYPE_OF, tokens))
    if types.count("NUM") > 4 or not _NOT_AMOUNTS.isdisjoint(types):
        return None  # the cheap count first; "第3天", a date, a percentage: a number with no role here
    if "PER_EACH" in types[:last_clause_start(tokens)]:
        return None  # "给了朋友每人9张": an amount for each of some people, one step more than the roles read
    if clock_time_said_en(tokens, slots):
        return None  # "She stayed until 4": a time of day, no amount of hours
    if "LEFT_ASK" in types and any(t.type == "NUM" and nxt.type == "LEFT_ASK" and nxt.value.isascii()
                                   for t, nxt in zip(tokens, tokens[1:])):
        return None  # "I had 50 apples and 18 are left": what is left is told, not taken away
    try:
        read = roles_reading(tokens, slots)
    except Unclear:
        return None
    except (IndexError, KeyError, ValueError, StopIteration) as exc:  # a reader bug never answers or crashes
        log.error("roles reader failed on %r: %r", [t.value for t in tokens], exc)
        return None
    if read is None:
        return None
    amounts, ask, expression, value = read
    if ask.actor and relative_of_the_asked(tokens, ask.actor):
        return None  # "Jonas's brother stayed 4 nights. How much did Jonas pay?": the brother's, or Jonas's?
    if value < 0 or ask.counts and value.denominator != 1 and not _sum_or_difference(expression):
        return None  # less than none, or part of a thing counted whole by a product or a quotient ("0.2 bag of flour
        # and 0.1 bag": told in parts, added in parts, h/mawps26)
    shown = {"as_fraction": True} if amounts.fractions else {}  # fractions in, an exact fraction out
    return Task("expr", {"expression": expression, **shown}, source="parser")


def _sum_or_difference(expression: str) -> bool:
    return "*" not in expression and "/" not in expression


def roles_reading(tokens: list[Tok], slots: Slots) -> tuple[Amounts, Ask, str, Fraction] | None:
    """The roles' one operation (its expression and value), None with fewer than two amounts; raises Unclear
    with the reason when the roles do not determine one (`bench parse --why` reports it)."""
    tokens = with_states_found_out(without_setting(with_run_ons_split(with_than_spelled(tokens))))  # each module's own
    tokens = with_then_sentences(without_games_missed(tokens), slots.text)  # period_sorts_en.py, then_sentences_en.py
    amounts = Amounts(tokens, slots)
    if list(map(TYPE_OF, amounts.tokens)).count("NUM") + len(amounts.measured) < 2:
        return None  # one number or none, with the counts written in words (一打, 半盒) too; "3 bags of 12" is two
    told, rest = without_the_rest(amounts.tokens)  # "… and the rest are green" (rest_of.py)
    told, given = all_given_clause(told, amounts.clauses)  # "If Lisa gives all of her pencils to Gloria" (all_given.py)
    told_parts = story_parts(told, amounts)  # a part without its one amount refused before the question is read
    ask = ask_of(amounts.tokens, amounts)
    if given is not None:
        return (amounts, ask, *all_given(quantities_of(told_parts, amounts, ask), ask, given))
    quantities = without_larger_packing(quantities_of(told_parts, amounts, ask), ask)  # "8 boxes in a case"
    quantities = without_part_beside(without_distractors(quantities, ask), ask)
    quantities = without_other_holder(quantities, ask)  # "Rosa has 25 shells" beside Mike's story (holders_aside_en.py)
    quantities = weighed_in_pounds(quantities, ask)  # "Anne weighs 67 pounds" (weights_en.py)
    quantities = sort_carried_to_another_period(quantities, ask)  # "… 29 games last year" (period_sorts_en.py)
    if compared_in_another_measure_en(quantities, ask) or told_in_another_measure_en(amounts.tokens, ask):
        raise Unclear("a comparison in another measure than the one asked (3 inches taller … how old)")
    if things_asked_of_money(quantities, ask):
        raise Unclear("things counted, asked of amounts of money (bought a game for $7 … how many games)")
    if time_beside_bare_asked_otherwise(quantities, ask):
        raise Unclear("hours told beside a bare amount, asked in no time (4 hours at the mall and 60 on shoes)")
    if rate_of_a_part_asked_over_a_span_en(quantities, ask):
        raise Unclear("a rate of one part of the year or week asked over a span ($90 monthly in winter … 12 months)")
    _giver_not_asked(quantities, ask, started_first(amounts.clauses(told)))
    if ask.plural and not ask.actor and any(q.role == "has" and q.actor.startswith("their ") for q in quantities):
        raise Unclear("they asked beside a holder of theirs (Their dog weighs 20 pounds): the owners, or all?")
    if rest:
        ask = rest_asked(quantities, ask, rest)
    quantities, ask = kinds_counted(quantities, ask)  # "58 geese and 37 ducks … how many birds" (kinds_en.py)
    if one_thing_of_several_asked(quantities, ask):
        raise Unclear("one thing asked of amounts of several (3 pounds of almonds and 5 of pecans … of almonds)")
    if eaters_named_in_question(quantities, ask):
        raise Unclear("the animals that ate named in the question (… how many are left for the rabbits)")
    quantities = without_state_part(quantities, ask)  # "… 29 of them were cracked. How many did they find" (state_parts_en.py)
    quantities += [q for q in ask.extra if not holders_counted_zh(q, quantities, ask)]
    ask = held_by_its_place(quantities, ask)
    if goal_asked_as_done(amounts.tokens):
        raise Unclear("a goal asked as done (wants to run 3 laps … how many meters did she run)")
    if ask.kind != "need" and goal_asked_of_none(amounts.tokens):
        raise Unclear("a need asked of a story that tells none (has 80 pens … how many blue pens does Tom need)")
    if _doing_asked_as_going_on(quantities, ask):
        raise Unclear("a doing told as done, asked as going on (7 frogs hopped away … how many are still hopping)")
    if ask.counts and any(part_of_one_thing(q, ask) for q in quantities):
        raise Unclear("a count of things that is not whole (baked 1.5 more cupcakes)")
    if any(q.unknown for q in quantities):
        expression, value = unknown_change(quantities, ask)
    elif amounts.measured:
        expression, value = counted_in_containers(quantities, ask)
    elif (compared := things_compared_en(quantities, ask)) is not None:
        expression, value = compared  # "how many more pencils than pens" (comparisons_en.py)
    else:
        expression, value = operation_of_roles(quantities, ask)
    return amounts, ask, expression, value


def ask_of(tokens: list[Tok], slots: Amounts) -> Ask:
    """The question: the last clause."""
    told = slots.clauses(tokens)
    question = told[-1]
    zh = not any(t.value.isascii() and t.value[:1].isalpha() for t in question)
    if not zh:
        question = total_number_asked_en(question)  # "What is the total number of plums Rosa picked?"
    at = [i for i, t in enumerate(question) if t.type == "NUM"]
    if len(at) > 1:
        raise Unclear("one count in the question")
    count = None
    if at:  # "how many crayons are in 7 boxes", 7盒一共有多少支蜡笔: a count of what a rate is per
        i = at[0]
        text, value, unit = number_at(question, i, slots)
        end = i + 1
        while end < len(question) and question[end].type in ("WORD", "MEASURE") \
                and not (zh and question[end].value.startswith(("一共", "有", "要", "重", "能", "可以"))) \
                and not (not zh and verb_at([question[end].value], 0)[0]):
            end += 1
        words = [t.value for t in question[i + 1:end]]
        noun = "".join(words) if zh else (lemma(words[-1], "NOUN") if words else "")
        if not zh and count_qualified_unsaid_en(words[:-1], told[:-1]):
            raise Unclear("a count asked with a word the story never says (in 6 empty cases, 3 open boxes)")
        if unit and zh and split_measure(noun)[1] and split_measure(noun)[0] == unit_key(unit):
            unit, noun = split_measure(noun)  # "8个小朋友要分", "7个盘子一共": a count of children, of plates
        elif unit:
            unit, noun = unit_key(unit), ""  # "in 36 hours", "on 11 gallons", "$1,540": an amount of a unit
            end = i + 2 if question[i + 1:i + 2] and question[i + 1].value.strip() in (unit, "gallons", "gallon") \
                or question[i + 1:i + 2] and unit_key(question[i + 1].value) == unit else i + 1
        elif zh:
            unit, noun = split_measure(noun)  # "420页的报告": 页
        if not noun and not unit or unit and noun and not zh:
            raise Unclear("a count of things in the question")
        following = question[end].value if end < len(question) else ""
        if zh and any(w.startswith(_ABOUT_ZH) and not w.startswith("多少") for w in (noun, following)):
            raise Unclear("3箱多: more than a count, not a count")
        goal = not zh and [t.value for t in question[max(i - 2, 0):i]] == ["to", "have"]  # "… to have 105 apples"
        if goal and following in ("more", "fewer", "less", "extra"):
            raise Unclear("a goal of so many more: more than now, or than the goal?")  # "to have 40 stamps more"
        count = Quantity(text, value, "need" if goal else "count", unit=unit, noun=noun)
        question = question[:i] + question[end:]
    story = [t for clause in told[:-1] for t in clause]
    if not zh:
        question = after_the_changes_en(equal_shares_said_en(question, story), story)  # "… then", "if the same number"
        if to_come_asked_now_en(question, story):
            raise Unclear("a change still to come, asked of now")
        if one_day_asked_en(question, story):
            raise Unclear("the question names one of the days the story tells")
    elif one_day_asked_zh(question, story):
        raise Unclear("the question names one of the days the story tells (上午 … 下午 … 上午摘了多少)")
    checked = without_goal_getting_en(question) if count is not None and count.role == "need" and not zh else question
    if not (asks_only_zh(question, story) if zh else asks_only_en(checked, story, slots)):  # its own words, first
        raise Unclear("the question says more than what it asks (after tax, in euros, 单程, next month)")
    ask = ask_zh(question, slots) if zh else ask_en(question, slots)
    if zh and third_beside_speaker_zh(tokens):
        raise Unclear("我 and 他 in one story: two people")
    if zh and one_thing_two_measures_zh(tokens):
        raise Unclear("一支铅笔 and 一盒铅笔: one thing under two measure words")
    if count is not None and count.role == "need" and ask.kind != "need":
        raise Unclear("so many to have, asked otherwise than how many more are needed")
    if count is not None:
        ask.extra.append(count)
    said = set(words_of(story))
    said_we = not {"we", "us", "our", "ours"}.isdisjoint(said)
    if ask.actor == "i" and not ask.group and said_we:
        raise Unclear("'I' asked of a story told by 'we': the speaker's own share is not told")
    if ask.actor == "i" and not zh and {"i", "me", "my", "mine"}.isdisjoint(said) and not said_we \
            and any(w in ("he", "she", "they") or is_person_name(w) for w in said):  # "Got paid … did I earn": mine
        raise Unclear("'I' asked of a story of another, the speaker not in it (Sara has 20 marbles … do I have)")
    ask.others = ask.group and not said_we
    ask.present = not zh and ask.kind == "plain" and level_asked_now_en(question, told[:-1])  # "… does Omar have"
    return ask


def story_parts(tokens: list[Tok], slots: Amounts) -> list[list[list[Tok]]]:
    """Each clause of the story (the question left out) split in its parts, one amount each ("31 red and 15 green
    balloons"); raises Unclear at a part with none or two."""
    return [parts(noun_said_once(clause, slots)) for clause in started_first(slots.clauses(tokens))[:-1]]


def quantities_of(told_parts: list[list[list[Tok]]], slots: Amounts, ask: Ask | None = None) -> list[Quantity]:
    out: list[Quantity] = []
    times: set[frozenset[str]] = set()
    held_at: set[frozenset[str]] = set()  # the moments each state ("has") is told at
    for number, clause_parts in enumerate(told_parts):
        first = len(out)
        # "19 boys and 23 girls in the gym at noon": a moment said last is the whole clause's (h/add25)
        last_said = f" {' '.join(t.value for t in clause_parts[-1])} " if clause_parts else ""
        said_last = _said_whole(last_said, _MOMENTS_AS_WORDS)
        period_last = _said_whole(last_said, _PERIODS_AS_WORDS) - _NOW
        for part in clause_parts:
            zh = not any(t.value.isascii() and t.value[:1].isalpha() for t in part)
            said = zh_text(part) if zh else f" {' '.join(t.value for t in part)} "
            if _HEDGED.search(said):
                raise Unclear("an approximate or bounded amount (至少有12个, about 12)")
            in_part = frozenset(w for w, _ in _PERIODS_AS_WORDS if w in said) if zh else _said_whole(said, _PERIODS_AS_WORDS)
            times.add(in_part - _NOW or (frozenset() if zh else period_last))
            elided = out[-1] if len(out) > first else None
            if unknown_amount(part):
                if zh or any(q.unknown for q in out):
                    raise Unclear("one amount not told, in English")
                at = next(k for k, t in enumerate(part) if t.value == "some")
                slots.measured[UNKNOWN] = ("x", Fraction(0))  # read as an amount; unknown_changes.py finds it
                part = [*part[:at], Tok("NUM", UNKNOWN, part[at].pos), *part[at + 1:]]
                out.append(quantity_en(part, slots, out, elided))
                out[-1].unknown = True
            else:
                out.append(quantity_zh(part, slots, out, elided) if zh else quantity_en(part, slots, out, elided))
            out[-1].clause = number
            if out[-1].told and out[-1].role == "gain" and out[-1].verb not in GIVERS and not zh:
                raise Unclear("some of the ones told, got by their holder (He found 12 of them): already counted")
            if not zh and not {"now", "then"}.isdisjoint(said.split()):
                out[-1].said |= {"now"}  # the level after the changes ("Now she has 16")
            if out[-1].role == "has" and not zh:
                held_at.add(_said_whole(said, _MOMENTS_AS_WORDS) or said_last)
            elif out[-1].role == "has" and any(w in said for w in MOMENTS_ZH):  # 仓库里月初有21吨，月底有67吨
                held_at.add(frozenset(w for w in MOMENTS_ZH if w in said))
        if clause_parts and all(t.value.isascii() for t in clause_parts[-1]):
            day_of_clause(out[first:], clause_parts)  # "… and 6 during dinner today": the lunch's day too (below)
    moved = next((k for k, q in enumerate(out) if q.other and q.verb in MOVED_BY_ANOTHER), None)
    if moved is not None and any(not q.actor and not q.other and q.role in ("gain", "loss", "act")
                                 for q in out[moved + 1:]):
        raise Unclear("a change told after another put or took some, without its own subject: whose?")
    if (len(times) > 1 or any(q.period for q in out)) and not doings_of_periods_in_all(out, ask):
        raise Unclear("counts of two times (去年有12个, 今年有5个; had 12 yesterday), or a period asked otherwise than in all")
    if len(held_at) > 1 and not any(q.unknown for q in out):  # a change not told is asked by two levels
        raise Unclear("a level told at two moments (held 15 liters in the morning and 34 in the evening)")
    return out


def started_first(told: list[list[Tok]]) -> list[list[Tok]]:
    """"Denise removes 5 bananas from a jar. There were originally 46 bananas in the jar": the start said
    "originally" after the one change before it is read first, without the word (the change must still be
    taken from the start's place: put_and_taken_en.py)."""
    if len(told) != 3 or len(told[1]) < 3 or told[1][0].value not in ("there were", "there was") \
            or told[1][1].value != "originally":
        return told
    return [[told[1][0], *told[1][2:]], told[0], told[2]]


def doings_of_periods_in_all(qs: list[Quantity], ask: Ask | None) -> bool:
    """"Sam went to 14 games this year. He went to 29 games last year. How many games did Sam go to in all?": one
    person's one doing told in two periods, asked in all and of no period, is their total (states told at two
    times are not: 去年有12个, 今年有5个)."""
    return ask is not None and ask.kind == "total" and len(qs) > 1 \
        and all((q.role in ("gain", "act") or q.role == "loss" and q.verb == ask.verb) and q.verb == qs[0].verb
                and not q.other for q in qs) \
        and len({q.actor for q in qs if q.actor}) <= 1 \
        and not any(f" {w} " in f" {' '.join(sorted(ask.words))} " for w in ("this", "last", "next", "year", "month",
                                                                          "week", "season", "yesterday", "today"))


def without_distractors(qs: list[Quantity], ask: Ask) -> list[Quantity]:
    """"Jason found 49 seashells and 48 starfish. He gave 13 of the seashells to Tim. How many seashells does
    Jason have now?": a state of another thing (or of another sort, where the question names its sort: "9 orange
    balloons and 4 blue balloons … how many orange balloons") told with the start, by its verb and holder, is
    no part of what is asked, and is set aside. Only where the question names the thing and never the other,
    and every amount kept names the thing asked itself: "He gave 13 to Tim" may be either, and goes slow."""
    if not ask.noun or ask.unit or len(qs) < 3:
        return qs

    def another(q: Quantity) -> bool:
        return bool(q.noun) and (q.noun != ask.noun or bool(ask.sort) and q.sort != ask.sort)

    aside = [q for q in qs if another(q) and q.role != "among"]
    if not aside:
        return qs
    if any(q.noun == "one" for q in aside):  # "40 blue balloons and 12 red ones": the ones are balloons
        raise Unclear("'ones' of the thing told before, set aside as another thing")
    kept = [q for q in qs if q not in aside]
    if len(kept) < 2 or len(aside) > 2 or len(aside) == 2 and not _each_beside_one_kept(aside, kept, qs):
        raise Unclear("another thing told beside more than the start")  # every amount another thing ("… how many vases")
    start = kept[0]
    asked_words = {lemma(w, "NOUN") for w in ask.words} | set(ask.words)
    for other in aside:
        beside = start if len(aside) == 1 or other.clause == start.clause else kept[1]  # the one it is told with
        if other.role not in ("has", "gain") or other.unit or beside.unit or other.told \
                or other.actor != beside.actor and not _others_doing_beside(kept, other, ask):
            raise Unclear("another thing told otherwise than as the start's holder's")
        together = qs.index(other) + qs.index(start) == 1  # "found 49 seashells and 48 starfish"
        if len(aside) == 1 and (together and (other.verb, other.role) != (start.verb, start.role)
                                or not together and qs.index(other) < qs.index(start)):
            raise Unclear("another thing told otherwise than with the start or after it")
        if other.noun != ask.noun and other.noun in asked_words \
                or other.sort and not set(other.sort.split()).isdisjoint(asked_words):
            raise Unclear("the question names the other thing too")
    for q in kept:
        if q.role == "among":
            if q.of != ask.noun:
                raise Unclear("shared among some: which thing is shared")  # "shares them among 9 friends"
            continue
        elided_before = not q.noun and qs.index(q) < qs.index(other)  # "Marie gives Joyce 6 more. Later, … erasers"
        if not (q.noun == ask.noun or elided_before) or ask.sort and q.sort != ask.sort:
            raise Unclear("an amount beside another thing that may count either")  # "lost 2 of the balloons"
    return kept


def _each_beside_one_kept(aside: list[Quantity], kept: list[Quantity], qs: list[Quantity]) -> bool:
    """"Tim had 7 quarters and 9 nickels. His dad gave him 3 nickels and 5 pennies. How many nickels …" (h/mawps26):
    two other things, one told with the start, the other with the change, each beside its kept amount in one clause,
    by its verb and role, and of two different things."""
    first, second = aside
    start, change = kept[0], kept[1]
    return len(kept) == 2 and first.noun != second.noun and qs.index(start) < qs.index(change) \
        and all(o.clause == q.clause and (o.verb, o.role) == (q.verb, q.role) for o, q in ((first, start), (second, change)))


def _others_doing_beside(kept: list[Quantity], other: Quantity, ask: Ask) -> bool:
    """"Joan picked 37 oranges and Sara picked 10 oranges. Alyssa picked 30 pears. How many oranges were picked in
    total?": everyone's one doing, the other thing done by one more person, the total asked of no one."""
    return not ask.actor and ask.kind == "total" and not other.sort and other.actor != "" \
        and all(q.role == "gain" and q.verb == other.verb and q.actor and q.actor != other.actor for q in kept) \
        and len({q.actor for q in kept}) == len(kept)


def _doing_asked_as_going_on(qs: list[Quantity], ask: Ask) -> bool:
    """"There were 19 frogs in the pond. 7 frogs hopped away. How many frogs are still hopping?": the question asks
    who is doing (-ing) what a change told as done; the start's own doing ("were swimming … are swimming") is not."""
    done = {q.verb.split()[0] for q in qs if q.verb and q.role in ("gain", "loss")}
    said = set().union(*(q.said for q in qs)) if qs else set()
    return any(w.endswith("ing") and w not in said and lemma(w, "VERB") in done for w in ask.words)


def held_by_its_place(qs: list[Quantity], ask: Ask) -> Ask:
    """"There are 40 bushes in the garden … how many bushes will the garden have": the place the start is told
    in, asked as a holder, is the start's (no one's) own; any other holder asked stays someone."""
    start = qs[0] if qs else None
    if not ask.actor or start is None or start.actor or start.role != "has" or {"in", "on", "at"}.isdisjoint(start.said):
        return ask
    if any(q.actor == ask.actor for q in qs[1:]):
        raise Unclear("asked of the one who put them in the place, not of the place")  # "… will the gardeners have"
    return replace(ask, actor="") if ask.actor in start.said else ask


def _giver_not_asked(qs: list[Quantity], ask: Ask, told: list[list[Tok]]) -> None:
    """"He had 52 coins. His uncle gave him 13 coins. How many coins does his uncle have now?": the one who gave,
    named only in the giving, is asked; their own start is not told."""
    if not ask.actor or ask.verb or any(q.actor == ask.actor or q.unknown for q in qs):
        return  # "How many flowers did Andre give to Rosa?": the giving asked, not what the giver has
    name = ask.actor.split()[-1]
    if any(q.verb == "given" and not q.other and name in {t.value for t in told[q.clause]} for q in qs):
        raise Unclear("asked of the one who gave, whose own start is not told")


_DAYS = frozenset({"today", "yesterday", "tomorrow", *WEEKDAYS_EN})


def day_of_clause(qs: list[Quantity], parts: list[list[Tok]]) -> None:
    """"A restaurant served 9 pizzas during lunch and 6 during dinner today": a day said last in a clause is the day
    of each of its amounts that names none of its own (lunch and dinner are parts of a day, no day). A day a part says
    itself is kept with its amount first ("9 during lunch today and 6 during dinner yesterday": "today" is no word of
    the amount's, so yesterday would be taken for it), for the question to pick by."""
    for q, part in zip(qs, parts):
        q.said |= {t.value for t in part if t.value in _DAYS}
    days = qs[-1].said & _DAYS if qs else frozenset()
    if len(qs) > 1 and len(days) == 1:
        for q in qs[:-1]:
            if not q.said & _DAYS:
                q.said |= days
