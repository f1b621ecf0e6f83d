"""The one operation the roles of a one-step story determine (for roles.py), using every number once, over
quantities that count one thing: a start and its gains and losses; groups added; a part taken from its whole; what
is still needed; two states compared; one state changed by a comparison; a rate times a count, or a total shared by
a count; a count in containers; and, of two steps, a start and gains and losses of one holder's one thing
(change_chains_en.py). Anything else is Unclear: amounts of two things or in two units, two people in a story of
one, a result below zero or a count that is not whole.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from .role_words import (KINDS_ZH, OPENING_GAINS, Ask, Quantity, Unclear, counted_alike, lemma, per_matches, same_thing,
                         unit_key)
from .role_verbs_en import GIVE_VERBS
from .arrivals_en import STARTED_THE_DOING
from .change_chains_en import chain_of_changes, is_chain
from .roles_zh import group_beside_another_zh, part_beside_its_whole_zh
from .ratios_asked_zh import RATIO, ratio_asked_zh
from .starts_asked_zh import LEVEL, start_asked_zh
from .units import MONEY_NAMES, UNIT_NAMES, canonical_unit
from .rate_clauses import TIME_KEYS


# What a box of a thing holds pieces of: "6 boxes of chocolates. Each box has 500 pieces" counts the chocolates' pieces
_PIECES = frozenset({"piece", "slice", "sheet", "stick", "bar", "square", "segment", "section", "serving", "bite",
                     "part", "unit", "item", "portion"})
# Chinese measure words of containers: the noun after one is what it holds (7盒蜡笔, 3包口香糖; 3本相册 is albums)
_CONTAINERS_ZH = frozenset("盒箱袋包瓶罐筐篮桶")


def _counted_alike(qs: list[Quantity]) -> None:
    """Every amount combined counts one thing, compared with each other, not only with what the question
    names ("12 books … 5 magazines … how many more", 12个苹果 … 5个橘子); a multiple's own count is its
    holder's, so only its noun is compared (小红的梨是小明的3倍)."""
    amounts = [q for q in qs if q.role not in ("rate", "count", "among")]
    for k, a in enumerate(amounts):
        for b in amounts[k + 1:]:
            if "times" in (a.role, b.role) or "times_of" in (a.role, b.role):
                alike = not (a.noun and b.noun) or same_thing(a, b.noun, "")
                alike = alike and not _things_against_people(a, b) and not _things_against_people(b, a)
            else:
                alike = counted_alike(a, b) and not _kind_named_beside_its_word(a.noun, b.noun)
            if not alike:
                raise Unclear("amounts of two things combined")


def _things_against_people(a: Quantity, b: Quantity) -> bool:
    """二班的书是一班的2倍 against 一班有42人, 苹果树的果子是梨树的3倍 against 梨树36棵: a multiple of things (书,
    果子) taken of a count said only by its measure word (人, 棵); 人数, 棵数 count those themselves."""
    return a.role in ("times", "times_of") and bool(a.noun) and not a.noun.endswith("数") and not b.noun \
        and bool(b.unit) and not b.unit.isascii()


def _kind_named_beside_its_word(x: str, y: str) -> bool:
    """铅笔 beside 笔, 故事书 beside 书: one Chinese noun written inside another, the rest of it no colour or size
    (红苹果 and 苹果 are apples): the longer may name a kind of the shorter or the shorter everything written with it."""
    if not x or not y or x == y or x.isascii() or y.isascii():
        return False
    short, long = sorted((x, y), key=len)
    rest = long.replace(short, "", 1) if short in long else ""
    return bool(rest) and not set(rest) <= KINDS_ZH


def operation_of_roles(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """The one expression the roles give, and its value; Unclear when they give none or two."""
    roles = [q.role for q in qs]
    if LEVEL in roles:
        return start_asked_zh(qs, ask)
    if ask.kind == RATIO:
        return ratio_asked_zh(qs, ask)
    if ask.start:
        raise Unclear("the start asked, and told")  # "Larry starts with 93 … how many did he start with"
    if ask.others and (ask.kind != "total" or not {"has", "gain", "act"}.issuperset(roles)):
        raise Unclear("'we' asked of a story told by 'I': the others' amounts are not told")
    if any(q.verb == "share" for q in qs) and ask.kind != "each":
        raise Unclear("a total shared, asked other than each one's share")
    if ask.much and not ask.noun and not ask.unit and not any(q.unit for q in qs if q.role not in ("count", "among")):
        raise Unclear("how much of a count of things: a price the story does not give (12 eggs a box, 5 boxes)")
    if len(qs) > 1 and all(q.said for q in qs) and len(set(roles)) == 1:
        told_apart = set().union(*(q.said for q in qs)) - set.intersection(*(set(q.said) for q in qs))
        if ask.words & told_apart:
            raise Unclear("the question picks one of the amounts by when or where (spent today)")

    if "rate" in roles or ask.kind == "each" or len(qs) == 2 and ask.kind in ("plain", "total") \
            and any(q.per and q.role == "has" for q in qs) and "count" in roles:
        return _rate(qs, ask)
    if any(r in ("more", "fewer", "times", "times_of") for r in roles):
        return _changed_by_comparison(qs, ask)
    if ask.kind in ("more", "fewer"):
        return _compared(qs, ask)
    _one_thing(qs, ask)
    if "part" in roles:
        return _rest_of_whole(qs, ask)
    if "need" in roles or "done" in roles:
        return _still_needed(qs, ask)
    return _start_and_changes(qs, ask)


def counted_in_containers(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"I bought 3 bags of 12 apples: how many apples did I buy": the product is the one operation, so
    it is the story's one amount, had or gotten, asked as a count of what the containers hold."""
    if len(qs) != 1 or ask.kind not in ("plain", "total", "now") or ask.unit or ask.much or ask.others:
        raise Unclear("a count in containers beside another amount, or asked otherwise")
    q = qs[0]
    if q.unit or q.role not in ("has", "gain", "act") or q.role == "gain" and q.verb not in OPENING_GAINS:
        raise Unclear("containers given away or used: what is left is another step")
    if not q.noun or q.noun != ask.noun or ask.sort and ask.sort != q.sort or ask.actor and ask.actor != q.actor:
        raise Unclear("the question asks about another thing or another person")
    return q.text, q.value


def _one_thing(qs: list[Quantity], ask: Ask) -> None:
    """Every quantity counts what the question asks (red apples and green apples are apples), or,
    where the question names nothing, what the first quantity counts (money counts its money: the
    phone bill paid is money)."""
    _counted_alike(qs)
    units = {q.unit for q in qs if q.unit}
    if len(units) > 1 or units - MONEY_NAMES and any(q.noun and not q.unit for q in qs):
        raise Unclear("amounts in two units, or a unit beside a count (120 apples, sold 45 kg)")
    named = [q for q in qs if q.noun and q.unit not in MONEY_NAMES]
    if not ask.noun and named:
        ask = Ask(ask.kind, named[0].noun, ask.unit, sort=ask.sort)
    sorts = {q.sort for q in qs if q.noun == ask.noun and not q.told}
    for q in qs:
        if q.told and not q.sort and sorts == {ask.sort}:
            continue  # "30 violet balloons … gave Fred 16 of the balloons": the ones told, of the one sort told
        if not same_thing(q, ask.noun, ask.unit) and not (q.unit in MONEY_NAMES and q.unit == ask.unit) \
                or ask.sort and q.noun and q.sort != ask.sort:
            raise Unclear("a quantity of another thing")  # "how many blue balls": not the red ones


def _one_actor(qs: list[Quantity], ask: Ask) -> None:
    actors = {q.actor for q in qs if q.actor} | ({ask.actor} if ask.actor else set())
    if len(actors) > 1:
        raise Unclear("two people in a story of one")
    named_after_him = [k for k, q in enumerate(qs) if q.actor.split()[:1] in (["his"], ["her"], ["their"])
                       and any(not p.actor for p in qs[:k])]
    if named_after_him:  # not "My stepdad has 45 nails. He uses 17": there the one named first is the "he"
        raise Unclear("his friend after him: two people (He spent 12, and his friend spent 28)")
    if any(q.role in ("loss", "gain") and q.other and q.other in actors for q in qs):
        raise Unclear("given to (or taken by) the holder: which way it went is not told")  # "She gave Tom 15"


def _start_and_changes(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """A start, then gains and losses: what there is now; or groups (or losses) added."""
    roles = [q.role for q in qs]
    if any(q.told and q.role in ("has", "act") for q in qs):
        raise Unclear("so many of the ones told, had: a part of them, never more")  # "Tom has 7 of them"
    _no_mover_holds(qs, given=False)
    if ask.kind == "total" and ask.received and all(r == "given" for r in roles) \
            and len({q.actor for q in qs}) == len(qs) \
            or ask.kind in ("plain", "total") and ask.received and all(q.verb == "given" for q in qs) \
            and all(q.actor == ask.actor for q in qs if ask.actor):
        # "爸妈给了2000，姑姑给了800 … 一共收了多少", "Grandma sent me $50 and my uncle sent 35. How much did I get?";
        # never "… How much did my uncle get?": the one given to is not the one asked
        return _joined(qs, "+")
    if ask.kind == "plain" and ask.verb and len(qs) > 1 \
            and all(q.role in ("gain", "act", "loss") and q.verb == ask.verb and not q.other for q in qs):
        ask = replace(ask, kind="total")  # "He bought 15 gold fish and 7 blue fish. How many fish did he buy?": all
    if ask.kind == "total" and (all(r in ("has", "gain") for r in roles) and len({q.actor for q in qs}) > 1
                                or all(r == "has" for r in roles) or all(r == "loss" for r in roles)
                                or all(q.verb == qs[0].verb and r in ("gain", "act") for q, r in zip(qs, roles))):
        named = {q.actor for q in qs if q.actor}
        if len(named) > 1 and any(q.told or "more" in q.said for q in qs[1:]):
            # "Rosa found 14 shells. Dan found 9 of them / 9 more shells": among hers, more than hers, or besides?
            raise Unclear("another's amount told against the first one's")
        if all(r == "loss" for r in roles) and not ask.verb and ask.counts:
            raise Unclear("things sold or given totalled, asked without the doing (how many did the shop have)")
        if ask.verb and any(q.verb != ask.verb for q in qs):
            # "Keith grew 6 turnips. Alyssa grew 9 turnips. Zack has 7 turnips. How many did they grow": not Zack's
            raise Unclear("a total asked by its doing, beside amounts not done so")
        states = [q for q in qs if q.role == "has"]
        if len(states) > 1 and _one_stock_twice(states, named):
            raise Unclear("one holder's stock of one thing told twice (早上有27升，晚上有48升): two times, not two parts")
        if group_beside_another_zh(named):
            raise Unclear("the speaker's group beside another holder: inside it or not is not told")
        if part_beside_its_whole_zh(qs, ask):
            raise Unclear("a kind of what is counted beside a holder of all of it (班里40人，女生18人)")
        if ask.others and named <= {"i"}:
            raise Unclear("'we' asked, and only the speaker's amounts told")
        if ask.group and all(name == "i" or name.startswith(("my ", "our ")) for name in named):
            named = {ask.actor}  # "I have 12 and my friend has 8: how many do we have": the speaker's group
        if ask.holders and named != ask.holders:
            raise Unclear("the two holders asked are not the ones told")  # "红花和白花一共" of 红花 and 黄花
        if ask.actor and not named <= {ask.actor} or ask.one and len(named) > 1:
            raise Unclear("one person's total, told beside another's")  # "I ran 3 and my friend ran 4"
        return _joined(qs, "+")
    if ask.others:
        raise Unclear("'we' asked of one person's start and changes")
    holder = ask.actor or qs[0].actor
    if ask.plural and (any(q.other for q in qs) or holder and " " not in holder and lemma(holder, "NOUN") == holder):
        # "Clarence has 99 tickets. He gives 7 to Eugene. How many do they have": Eugene's start is not told
        raise Unclear("'they' asked of one person's story")
    given = [q for q in qs if q.role == "loss" and q.verb in GIVE_VERBS and q.other and q.other == holder]
    if any(not q.actor or q.actor == q.other for q in given):
        raise Unclear("given to the holder by the holder? (she gave Tom 15; Leo's landlord gives Leo 4)")
    qs = [Quantity(q.text, q.value, "gain", q.unit, q.noun, holder, q.actor, verb="given", sort=q.sort, told=q.told)
          if q in given else q for q in qs]
    _no_mover_holds(qs, given=True)
    roles = [q.role for q in qs]  # "Angela has 11. Annie gives Angela 4 more. How many does Angela have": hers  # "my friend gave me 8: how many do we have"
    _one_actor(qs, ask)
    doing = {lemma(w, "VERB") for w in qs[0].said if w.endswith("ing")}  # "9 geese are swimming … are swimming"
    if any(q.verb == STARTED_THE_DOING for q in qs[1:]) and not any(lemma(w, "VERB") in doing for w in ask.words):
        raise Unclear("more started the start's doing: asked of another than the doing (… in the yard now?)")
    if ask.kind == "plain" and (ask.later or ask.would and is_chain(qs, ask) or ask.present and ask.verb in {"", *doing}) \
            and len(qs) > 1:
        if _named_beside_the_start(qs, ask):
            raise Unclear("the level asked of a place or thing the start is not told with (… to build a tower)")
        if any(q.said & _RECURRING_DAYS for q in qs[1:]):
            raise Unclear("a change told as a habit, asked as a level (sells 12 on Mondays … will he have)")
        ask = Ask(**{**vars(ask), "kind": "now"})  # "He gives 7 to Eugene. How many will Clarence have?" ("does")
    elif ask.kind in ("now", "left") and _named_beside_the_start(qs, ask, where_changes_went=True):
        raise Unclear("the level asked of where a change went (uses 19 to build a tower … in the tower now)")
    if is_chain(qs, ask):
        return chain_of_changes(qs, ask)  # gains and losses, or a start told in parts (change_chains_en.py)
    if roles[0] not in ("has", "gain") or "has" in roles[1:] or ask.kind not in ("left", "now", "total"):
        raise Unclear("not a start and its changes")
    if roles[0] == "gain" and qs[0].verb not in OPENING_GAINS:
        raise Unclear("a gain into an amount the story does not tell")
    if ask.kind == "left" and "loss" not in roles or ask.kind == "total" and "loss" in roles:
        raise Unclear("the question does not match the changes")
    if len({r for r in roles[1:]}) > 1:
        raise Unclear("gains and losses: two operations")  # "12 got off and 8 got on": slow, as the corpora label it
    if any(r not in ("gain", "loss") for r in roles[1:]):
        raise Unclear("a doing after the start that is no gain or loss")  # "bought 14 books and read 9"
    text, value = qs[0].text, qs[0].value
    for q in qs[1:]:
        sign = "+" if q.role == "gain" else "-"
        text, value = f"{text}{sign}{q.text}", value + q.value if sign == "+" else value - q.value
    return text, value


def _named_beside_the_start(qs: list[Quantity], ask: Ask, where_changes_went: bool = False) -> bool:
    """"Randy has 78 blocks. He uses 19 blocks to build a tower. How many blocks are in the tower?": a level asked of
    now (or of later) that names a place or thing the start is not told with asks another level than the start's;
    asked "now" or "left", only a word told with a change ("… in the tower now?") says so."""
    start = qs[0]
    own = {start.noun, start.of, start.unit, start.per, ask.noun, ask.unit, *start.said, *start.actor.split(),
           *ask.actor.split(), *ask.sort.split()}
    named = {w for w in ask.words if w not in own and lemma(w, "NOUN") not in own and unit_key(w) not in own}
    if where_changes_went:
        told_with_changes = {w for q in qs[1:] for w in q.said}
        named = {w for w in named if w in told_with_changes or lemma(w, "NOUN") in told_with_changes}
    return bool(named)


def _no_mover_holds(qs: list[Quantity], given: bool) -> None:
    """The one who put, took (or, once given is read, gave) some has no amount of their own told: "There are 41
    pencils in the drawer. Mike placed 30 pencils in the drawer. Mike also has 7 pencils": in the drawer or not?"""
    movers = {q.other for q in qs if q.role in ("gain", "loss") and q.other
              and (given or not (q.role == "loss" and q.verb in GIVE_VERBS))}
    if movers & {q.actor for q in qs if q.actor}:
        raise Unclear("the one who put, took or gave has an amount of their own told")


def _one_stock_twice(qs: list[Quantity], named: set[str]) -> bool:
    """Whether two states are of one holder and one thing (its noun, unit and sort alike): a stock said at two
    times, which no total adds. A state with no holder is the story's one holder's."""
    one = next(iter(named)) if len(named) == 1 else ""
    held = [(q.actor or one, q.noun, q.unit, q.sort) for q in qs]
    return len(set(held)) < len(held)


def _joined(qs: list[Quantity], op: str) -> tuple[str, Fraction]:
    return op.join(q.text for q in qs), sum((q.value for q in qs), Fraction(0))


def _rest_of_whole(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"48 chocolates; 19 of them are dark. How many are not dark?": the whole less its part."""
    if [q.role for q in qs] != ["has", "part"] or not ask.other_part:
        raise Unclear("a part asked, or a part of a part")
    whole, part = qs
    return f"{whole.text}-{part.text}", whole.value - part.value


def _still_needed(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"wants to read 300 pages, has read 185: how many more does she need", "a puzzle has 500 pieces
    and Leo has placed 342: how many are still to be placed": the goal or whole less what is done."""
    if len(qs) == 2 and qs[1].role == "need" and qs[0].role in ("has", "act", "gain", "done"):
        # "Arthur baked 35 muffins. How many more does he have to bake to have 83": the goal asked ("You have
        # collected 7 crickets. How many more … to have 11": what is done so far, the goal after it)
        qs = qs[::-1]
        qs[1] = Quantity(qs[1].text, qs[1].value, "has", qs[1].unit, qs[1].noun, qs[1].actor)
    if len(qs) != 2 or qs[0].role not in ("need", "has") or qs[1].role not in ("done", "has") \
            or "need" not in (qs[0].role, qs[1].role) and "done" not in (qs[0].role, qs[1].role) \
            or ask.kind not in ("need", "left"):
        raise Unclear("a goal and what is done, one each")
    if (qs[0].of or qs[1].of) and qs[1].of not in ("", "it", "them", qs[0].of or qs[0].actor):
        raise Unclear("pages of a book to read, pages of a magazine read")  # "A novel has 300 pages … of a comic"
    needs, done = qs[:1], qs[1:]
    if qs[0].role == "need":
        _one_actor(qs, ask)
    if done[0].role == "done" and ask.actor and done[0].actor not in ("", ask.actor) \
            and not {ask.actor, done[0].actor} & {"he", "she", "they"}:
        raise Unclear("done by another than the one asked (my roommate has watched 15 … how many do I have left)")
    return f"{needs[0].text}-{done[0].text}", needs[0].value - done[0].value


def _compared(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"Eli has 64, Finn has 39: how many more does Eli have than Finn": two states, one each."""
    a, b = (qs + [qs[0]])[:2]
    if len(qs) == 2 and b.actor in ("", a.actor) and a.role == b.role == "act" and a.verb != b.verb and ask.verb \
            and ask.other:
        # "Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk?": by the doing
        _counted_alike(qs)
        if not all(same_thing(q, ask.noun, ask.unit) for q in qs):
            raise Unclear("a quantity of another thing")
        by_verb = {a.verb: a, b.verb: b}
        first, second = by_verb.get(ask.verb), by_verb.get(lemma(ask.other, "VERB"))
        if first is None or second is None or first is second or ask.actor not in ("", a.actor):
            raise Unclear("the question names the two doings")
        big, small = (first, second) if ask.kind == "more" else (second, first)
        if big.value <= small.value:
            raise Unclear("the one asked to be more is less")
        return f"{big.text}-{small.text}", big.value - small.value
    if len(qs) != 2 or not (all(q.role == "has" for q in qs) or qs[0].verb == qs[1].verb and qs[0].role != "loss"):
        raise Unclear("a comparison of two states, or of two of one doing")
    _counted_alike(qs)
    for q in qs:
        if not same_thing(q, ask.noun, ask.unit):
            raise Unclear("a quantity of another thing")
    a, b = qs
    if a.actor != b.actor and ask.sort and any(q.sort != ask.sort and (q.sort or q.noun) for q in qs):
        # yellow asked, green told; a noun told bare ("Mrs. Garrett has 24" says nothing else: the same roses)
        raise Unclear("a sort asked of two holders, one's things of another sort or of none told")
    # who holds each: its actor, or where one holder has both, what tells them apart (red cars, 红车)
    names = [a.actor, b.actor] if a.actor != b.actor else [a.sort or a.noun, b.sort or b.noun]
    if not all(names) or names[0] == names[1]:
        raise Unclear("two states of two named holders")
    asked = ask.actor if a.actor != b.actor else ask.sort or ask.actor
    first = next((q for q, name in zip(qs, names) if name == asked), None)
    other = ask.other or (names[1] if first is a else names[0])  # "how many meters longer is the red rope"
    second = next((q for q, name in zip(qs, names) if name == other), None)
    if first is None or second is None or first is second:
        raise Unclear("the question names the two holders")
    big, small = (first, second) if ask.kind == "more" else (second, first)
    if big.value <= small.value:
        raise Unclear("the one asked to have more has less")
    return f"{big.text}-{small.text}", big.value - small.value


def _changed_by_comparison(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"Sara has 15; Amy has 8 more than Sara: how many does Amy have": one state and one comparison
    against its holder, asked about the one compared."""
    states = [q for q in qs if q.role in ("has", "gain", "act")]  # "Jake scored 18 points": his state
    if len(qs) != 2 or ask.kind not in ("plain", "now") or len(states) != 1:
        raise Unclear("one state and one comparison")
    base, change = states[0], next(q for q in qs if q is not states[0])  # either order
    _counted_alike(qs)
    if not change.actor and base.actor and change.other != base.actor:
        change.actor = base.actor  # "Jack has 12 cards. He has 5 more than Jill": he is Jack
    if not same_thing(base, ask.noun, ask.unit) or not same_thing(change, ask.noun, ask.unit, compared=True):
        raise Unclear("a comparison of another thing")
    if ask.sort and change.sort != ask.sort and (change.sort or change.noun):  # "He has 58 more than Carter": the same
        raise Unclear("a sort asked of a comparison that names none (17 yellow marbles, 5 more marbles)")
    if base.actor and change.actor == base.actor and change.other and ask.actor == change.other:
        # "白兔有72只，是灰兔的4倍，灰兔有多少只", "Mark has 72, 4 times as many as Dan": asked the other way
        inverse = {"more": "fewer", "fewer": "more", "times": "times_of"}[change.role]
        change = Quantity(change.text, change.value, inverse, change.unit, change.noun, change.other, base.actor)
    if not base.actor or not change.actor or change.other != base.actor or change.actor == base.actor:
        raise Unclear("the comparison names the state's holder")
    if ask.actor != change.actor:
        raise Unclear("the question asks about the one compared")
    if change.role == "more":
        return f"{base.text}+{change.text}", base.value + change.value
    if change.role == "fewer":
        return f"{base.text}-{change.text}", base.value - change.value
    if change.role == "times":
        return f"{base.text}*{change.text}", base.value * change.value
    if change.value == 0:
        raise Unclear("a multiple of none")
    return f"{base.text}/{change.text}", base.value / change.value  # "72, which is 4 times as many as Dan has"


_DAYS_EN = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekdays",
                      "weekends", "weekend", "weekday", "holidays", "mondays", "tuesdays", "wednesdays", "thursdays",
                      "fridays", "saturdays", "sundays"})
_RECURRING_DAYS = frozenset(w for w in _DAYS_EN if w.endswith("s"))  # "on Mondays": each of them


def _rate(qs: list[Quantity], ask: Ask) -> tuple[str, Fraction]:
    """"Each box holds 12: how many in 7 boxes" (rate × count, asked in the rate's noun), or "56
    pencils shared among 8 children: how many each" (total ÷ count, asked per the count's noun)."""
    if len(qs) != 2:
        raise Unclear("a rate and one count")
    if ask.kind == "each" and any(q.role == "rate" for q in qs):
        raise Unclear("a rate asked each")
    rates = [q for q in qs if q.role == "rate"] or [q for q in qs if q.per and q.role == "has"]
    if ask.kind == "each":
        total, count = qs
        if rates or count.role != "among" or not same_thing(total, ask.noun, ask.unit) \
                or ask.per and ask.per != count.noun and not (count.noun.endswith(ask.per) and not count.noun.isascii()) \
                or count.of and count.of not in ("them", total.noun):  # 每组 of 5个小组
            raise Unclear("a total shared by a count, asked each")
        if count.value == 0 or count.value.denominator != 1:
            raise Unclear("a count of sharers is whole")
        return f"{total.text}/{count.text}", total.value / count.value
    if len(rates) != 1 or ask.kind not in ("plain", "total"):
        raise Unclear("one rate")
    rate = rates[0]
    count = next(q for q in qs if q is not rate)
    if rate.role == "rate" and count.role != "has" and same_thing(count, rate.noun, rate.unit) \
            and count.unit == rate.unit \
            and (ask.unit == rate.per or ask.noun and ask.noun == rate.per
                 or not rate.per.isascii() and ask.noun and ask.unit + ask.noun == rate.per):  # 每只猴子 … 几只猴子
        # "每分钟滴60滴，一共要滴1800滴，需要多少分钟", "$22 an hour … how many hours to earn $1,540": amount ÷ rate
        if rate.value == 0:
            raise Unclear("a rate of none")
        return f"{count.text}/{rate.text}", count.value / rate.value
    if count.of and rate.of and count.of != rate.of:
        raise Unclear("apples priced, pears counted")  # "apples are $2 a pound … 3 pounds of pears"
    if count.of and not rate.of and rate.noun and rate.noun not in _PIECES and count.of != rate.noun \
            or count.unit in _CONTAINERS_ZH and count.unit == rate.per and count.noun and rate.unit \
            and count.noun != rate.noun:
        raise Unclear("each box holds crayons, the boxes counted hold markers")  # "4 boxes of markers", 7盒蜡笔
    if rate.actor and count.actor and count.actor != rate.actor:
        raise Unclear("one holder's rate, another's count")  # "小红每盒装13支笔，小刚有8盒"
    if rate.said & _DAYS_EN and count.said & _DAYS_EN and not rate.said & count.said & _DAYS_EN:
        raise Unclear("a rate of some days, a count of others")  # "$14 per hour on weekdays … 5 hours on Sunday"
    if rate.of and count.noun and not count.noun.isascii() and not same_thing(count, rate.of, ""):
        raise Unclear("一只蜘蛛有8条腿 … 3只蚂蚁: a rate per one thing, counted of another")
    if rate.unit in MONEY_NAMES and ask.counts and ask.noun and ask.noun != rate.per:
        raise Unclear("money by the hour asked as a count of things")  # "$14 an hour walking dogs … how many dogs"
    # "Tickets are $18 each and we need 4"; not a measure ("$15 an hour, worked 40", "$2 a pound, I bought 3"): its
    # amount may be in another unit (minutes) or count the things (3 apples)
    elided = count.role == "count" and not count.noun and not count.unit and not measured(rate.per)
    # "Leo read 5 books. Each book had 24 pages. How many pages did Leo read?": so many got or done, asked by that
    # doing (or by none) of the one who did it
    got = count.role in ("gain", "act") and not count.other and ask.verb in ("", count.verb) \
        and ask.actor in ("", count.actor) and rate.role == "rate"
    if count.role not in ("has", "count") and not got or not (per_matches(count, rate.per) or elided) \
            or not same_thing(rate, ask.noun, ask.unit) or count.value.denominator != 1:
        raise Unclear("a count of what the rate is per, asked in the rate's noun")
    return f"{rate.text}*{count.text}", rate.value * count.value


_POUNDS = frozenset({"pound", "pounds"})  # after a price ("$2 a pound"), a weight


def measured(per: str) -> bool:
    """Whether what a rate is per is a measure (an hour, a pound, 公斤), not a thing counted (a ticket, 盒)."""
    return bool(canonical_unit(per)) or per in UNIT_NAMES or per in TIME_KEYS or per in _POUNDS
