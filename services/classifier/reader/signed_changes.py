"""Gains and losses read by their values: amounts that each carry the word that says which way they
go (亏损 30 万 / 盈利 45 万, "lost $1,200 … made $800", 跌了 5 元 / 涨了 6 元, "down $320 … up $150",
"deposit $100"), after an optional starting amount ("账户余额 200 元", "a diver at -30 m", "my balance
is -$57.50"), asked for the net change (盈亏, 总共变化, "net", "net change") or for the amount now
(现在余额, "what is it now", "new depth") after one change: a story of several steps stays slow.

Every amount is the start or a change its own clause marks, one way only; a count of the changes in
the question ("三天总共变化", "over the three days") must equal their number. A net change asked after a
start, an amount now asked without one, a rate, a percentage, a temperature (temperatures.py) or
any other word of a step makes the request unread.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .debts import PAID_OUT_NOUNS, UNDONE, opens_with_debt
from .tokens import Said, Tok
from .pronouns import is_person_name
from .time_words import EARLIER_ASKED, MOMENTS_EN
from .units import MONEY_CODES, amount_unit, tenths_at
from .vocab_en import PEOPLE_NOUNS_EN, POSSESSIVES_EN
from .vocab_zh import kin_or_roles_zh

_UP = ("盈利", "赚了", "赚", "收入", "涨了", "上涨", "涨", "升了", "上升", "存入", "存进", "存了", "收到", "增加了", "转入",
       "made", "earned", "gained", "gain", "gains", "profit", "up", "rose", "rises", "rise", "deposit", "deposits",
       "deposited", "received", "won", "climbed", "climbs", "went up",
       # money put into the account; "paid in" also holds "paid" (a loss), so said both ways it stays unread
       "paid in", "paid into", "put in", "put into", "topped up", "credited")
_DOWN = ("亏损", "亏了", "亏", "赔了", "赔", "支出", "花了", "花掉", "消费", "跌了", "下跌", "跌", "降了", "下降",
         "取出", "取了", "转出", "减少了", "lost", "loses", "lose", "loss", "down", "fell", "falls", "dropped", "drops",
         "spent", "spends", "withdrew", "withdraw", "withdraws", "withdrawal", "paid", "sank", "sinks", "went down", "descends")
_NOT_YET = ("pending", "will", "tomorrow", "expected", "scheduled", "on hold", "next", "going to", "yet", "processing")
_NET = ("盈亏", "净", "变化", "net", "overall", "net change")
_NOW = ("现在", "余额", "now", "new depth", "new balance", "new value", "new total", "balance")
_TEMPERATURE = ("度", "℃", "°c", "°f", "℉", "degree", "degrees")
# A depth or a height written as a positive number goes the other way when it goes down: not read.
_DEPTH = ("depth", "deep", "below", "beneath", "under", "above", "altitude", "elevation", "height", "深", "水下",
          "海拔", "高度")
_HOW_DEEP = ("how deep", "多深")
_PERIOD_DU = re.compile(r"季度|年度|月度")
# A price, which never goes below nothing (a balance may)
_PRICES = ("price", "prices", "stock", "stocks", "share", "shares", "价")
_PRICE_TYPES = frozenset({"PRICE_EN", "PRICE_ZH", "ORIGINAL_PRICE"})
# Token types a story of gains and losses is written with; any other (a rate, a percentage, an
# operator, a date) adds a step.
_NEUTRAL = frozenset({"NUM", "UNIT", "WORD", "COMMA", "AND", "THEN", "IS", "SHI", "WHAT", "ORD", "DAY_UNIT",
                      "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "MEASURE", "SPEND", "ADD_MORE", "RISE_EN", "FALL_EN",
                      "HOW_MANY", "ASK", "DUOSHAO_QIAN", "NOW", "IN", "ON", "AT", "WEEKDAY_NAME", "ZH_SUM", "TO_ZH",
                      "CONVERT_VERB", "MINUS", "YOU_MIXED", "YOU", "TOGETHER", "MA", "BUY_ZH", "ZAI"})
_SEPARATORS = frozenset({"COMMA", "AND", "THEN"})
_COUNT_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_ASKING_AUX = frozenset({"does", "did", "do", "will", "would", "can", "could"})  # "does Tom have": Tom asked of
_WE = frozenset({"we", "us", "our", "ours"})  # asked of a story that never says them: someone else
_ME = frozenset({"i", "me", "my", "mine"})
_THEY = frozenset({"they", "them", "their", "theirs"})
_ANOTHER = frozenset({"other", "another", "else"})
# Words after "how many" that start the rest of the question, not the thing it counts
_WHEN = MOMENTS_EN | {"this", "just", "last"}
_NOT_THINGS = frozenset("do does did is are was were will would can could has have had i you he she it we they".split())


def read_signed_changes(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens = _change_of_amounts(tokens)
    if any(t.type not in _NEUTRAL for t in tokens) or sum(t.type == "NUM" for t in tokens) < 2:
        return None  # the cheap tests first
    said = Said(tokens)
    if said.any(_NOT_YET + UNDONE):
        return None  # "a deposit of 300 is pending", "… just bounced": not in the balance (yet)
    if not said.any(_UP + _DOWN) or Said([t for t in tokens if not _PERIOD_DU.search(t.value)]).any(_TEMPERATURE):
        return None  # a temperature is temperatures.py's (第一季度, 年度 are periods, not degrees)
    ask_at = max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1) + 1
    if opens_with_debt(tokens, [i for i, t in enumerate(tokens) if t.type == "NUM"]):
        return None  # a debt goes down by a payment: debts.py, through money_flows.py
    question = Said(tokens[ask_at:])
    net, now = question.any(_NET), question.any(_NOW)
    if net == now or question.any(EARLIER_ASKED):
        return None  # neither asked, or both, or the state before the changes ("存入前的余额")
    if _step_without_its_amount(tokens[:ask_at]):
        return None  # "He lost 28 marbles, then found some": a change whose amount is not told
    start, changes, units = None, [], set()
    clause_at = 0
    for i, t in enumerate(tokens[:ask_at]):
        if t.type in _SEPARATORS:
            clause_at = i + 1
        if t.type != "NUM":
            continue
        n = slots.number(t.value)
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if n.value == 1 and following is not None and following.type == "MEASURE":
            continue  # "一只股票": the thing, not an amount
        if tenths_at(tokens, i, slots):
            return None  # "涨了三成": a share of the amount (30 %), not 3 of it
        way = _way(tokens[clause_at:i])
        value = -n.value if i and tokens[i - 1].type == "MINUS" else n.value
        if i and tokens[i - 1].type == "MINUS" and (way is not None or start is not None or changes):
            return None  # a sign written before a change, or in the middle: "-" reads two ways
        if way is None:
            if start is not None or changes:
                return None  # an amount whose way is not said
            start = value
        else:
            if value < 0:
                return None
            changes.append(value if way == "+" else -value)
        units.add(amount_unit(tokens, i, slots))
        clause_at = i + 1
    if not changes or len(units) > 1 or (start is None) == now or now and len(changes) > 1 \
            or not _counts_fit(tokens[ask_at:], slots, len(changes)):
        return None
    if not _one_thing_counted(tokens, ask_at):
        return None  # "has 12 red kites but lost 5 blue kites … how many red kites": amounts of two things
    if len(kin_or_roles_zh(tokens[:ask_at]) | ({"我"} & set("".join(t.value for t in tokens[:ask_at])))) > 1:
        return None  # "我卡里有3200元，妻子卡里存入1800元": two holders, whose balance changed?
    if _asked_of_another(tokens, ask_at):
        return None  # "Gina had $50 and spent $18. How much money does Tom have now?": Tom's is not told
    if start is not None and start >= 0 and said.any(_DEPTH) or said.any(_HOW_DEEP):
        return None  # "how deep is she now": a depth is asked, which has no sign
    if start is not None and start >= 0 > start + sum(changes) and units and units <= MONEY_CODES \
            and (said.any(_PRICES) or not {t.type for t in tokens}.isdisjoint(_PRICE_TYPES)):
        return None  # "The stock was $5 and fell $8": a price below nothing does not hold (a balance may: 透支)
    return Task("expr", {"expression": _expression(start, changes, _in_wan(tokens, ask_at, slots))}, source="parser")


# a change told by its noun before its amount ("a deposit of $487.25"): the "of" joins them, no part of a whole
_CHANGE_NOUNS = frozenset({"deposit", "withdrawal", "loss", "gain", "profit", "payment"})


def _change_of_amounts(tokens: list[Tok]) -> list[Tok]:
    return [t for k, t in enumerate(tokens) if not (t.type == "OF" and 0 < k < len(tokens) - 1
                                                    and tokens[k - 1].value in _CHANGE_NOUNS and tokens[k + 1].type == "NUM")]


def _one_thing_counted(tokens: list[Tok], ask_at: int) -> bool:
    """Every amount that names what it counts (the words right after it) names the same thing, and so does the
    question where it names one ("how many red kites"): "12 red kites … lost 5 blue kites" counts two things."""
    def named(at: int) -> tuple[str, ...]:
        words = []
        for t in tokens[at + 1:]:
            if t.type != "WORD" or t.value in _NOT_THINGS or t.value in _WHEN:
                break  # "$2,316.40 this morning", "$487.25 just cleared": when, not what
            words.append(t.value)
        return tuple(words)

    things = {named(i) for i, t in enumerate(tokens[:ask_at]) if t.type == "NUM"} - {()}
    asked = {named(i) for i, t in enumerate(tokens) if i >= ask_at and t.type == "HOW_MANY"} - {()}
    return len(things) <= 1 and (not things or asked <= things)


def _speaker_holds(tokens: list[Tok]) -> bool:
    """The speaker holds something of the request: "I", "me", or "my" before what is not a person ("my balance", not
    "my sister's balance")."""
    words = [w for t in tokens for w in t.value.split()]
    return not {"i", "me"}.isdisjoint(words) or any(
        a == "my" and b.removesuffix("'s") not in PEOPLE_NOUNS_EN for a, b in zip(words, words[1:]))


def _asked_of_another(tokens: list[Tok], ask_at: int) -> bool:
    """Two people in the story ("Gina had $50. Tom spent $18"), or the question asks of one the story does not
    name: "does Tom have", "Tom's balance", "her brother", "we"."""
    told = [w.removesuffix("'s") for t in tokens[:ask_at] for w in t.value.split()]
    opening = [t.value.split()[0].removesuffix("'s") for k, t in enumerate(tokens[:ask_at])
               if t.value and (k == 0 or tokens[k - 1].type in _SEPARATORS)]  # a clause's subject
    people = {w for w in told if w in PEOPLE_NOUNS_EN} | {w for w in opening if is_person_name(w)}
    if len(people) > 1 or people and _speaker_holds(tokens):
        return True  # "My balance is $200. My sister deposits $50 …", "my wife made a deposit": two holders
    if _into_anothers_account(tokens[:ask_at]):
        return True  # "balance is 75.50 and a deposit of 24.50 landed in my sister's account": whose balance?
    if len(_owners_of_subjects(tokens[:ask_at])) > 1:
        return True  # "My savings were $200. My brother's savings dropped $50", "Our team … Their team lost 6"
    asked = [w for t in tokens[ask_at:] for w in t.value.split()]
    for before, word in zip(["", *asked], asked):
        person = word.removesuffix("'s")
        if person not in told and (person in PEOPLE_NOUNS_EN or is_person_name(person)
                                   and (word.endswith("'s") or before in _ASKING_AUX)):
            return True
    if not _ANOTHER.isdisjoint(asked):
        return True  # "What is the other stock worth now?"
    return any(not group.isdisjoint(asked) and group.isdisjoint(told) for group in (_WE, _ME, _THEY))


_ACCOUNTS = frozenset({"account", "accounts", "balance", "card", "wallet", "savings", "bank", "purse"})


def _into_anothers_account(story: list[Tok]) -> bool:
    """A person's account named ("my sister's account", "his dad's card") where the first amount's clause does not
    name that person: the change went to another holder than the amount told."""
    words = [w.lower() for t in story for w in t.value.split()]
    owners = {a.removesuffix("'s") for a, b in zip(words, words[1:])
              if a.endswith("'s") and b in _ACCOUNTS and a.removesuffix("'s") in PEOPLE_NOUNS_EN}
    if not owners:
        return False
    first = next((k for k, t in enumerate(story) if t.type == "NUM"), len(story))
    start = max((k + 1 for k, t in enumerate(story[:first]) if t.type in _SEPARATORS), default=0)
    said = {w.lower().removesuffix("'s") for t in story[start:first] for w in t.value.split()}
    return not owners <= said


def _owners_of_subjects(story: list[Tok]) -> set[str]:
    """The owner said nearest each clause's subject noun ("my savings": my; "my brother's savings": brother's;
    "their team": their): one holder's amounts have one owner."""
    owners, words = set(), []
    for t in [*story, None]:
        if t is None or t.type in _SEPARATORS:
            owned = [w for w in words[:3] if w in POSSESSIVES_EN or w.endswith("'s")]
            owners |= set(owned[-1:])
            words = []
        elif t.type == "WORD":
            words.append(t.value.lower())
        elif not words:
            words.append("")  # a clause opening with another word: its subject is not a possession
    return owners


def _step_without_its_amount(story: list[Tok]) -> bool:
    """A clause after the first amount with no amount of its own ("…, then found some", "Then he found them"):
    a step the values do not show."""
    clauses: list[list[Tok]] = [[]]
    for t in story:
        if t.type in _SEPARATORS:
            clauses.append([])
        else:
            clauses[-1].append(t)
    counted = [any(t.type == "NUM" for t in clause) for clause in clauses if clause]
    first = next((k for k, has_amount in enumerate(counted) if has_amount), len(counted))
    return not all(counted[first:])


def _way(clause: list[Tok]) -> str | None:
    said = Said(clause)
    up, down = said.any(_UP), said.any(_DOWN) or said.any(PAID_OUT_NOUNS)  # "Payment I just made": no money made
    return None if up == down else "+" if up else "-"


def _counts_fit(question: list[Tok], slots: Slots, changes: int) -> bool:
    """The only number the question may hold counts the changes: "三天总共变化", "over the three days"."""
    for i, t in enumerate(question):
        if t.type == "NUM":
            following = question[i + 1] if i + 1 < len(question) else None
            if following is None or following.type not in _COUNT_UNITS or slots.number(t.value).value != changes:
                return False
    return True


def _in_wan(tokens: list[Tok], ask_at: int, slots: Slots) -> bool:
    """"亏损 30 万 … 全年盈亏多少万": the answer in 万, as every amount was written."""
    asked = [t.value for t in tokens[ask_at:]]
    if "万" not in asked:
        return False
    return all("万" in slots.number(t.value).raw for t in tokens[:ask_at] if t.type == "NUM"
               and not (slots.number(t.value).value == 1 and tokens.index(t) + 1 < len(tokens)
                        and tokens[tokens.index(t) + 1].type == "MEASURE"))


def _expression(start: Decimal | None, changes: list[Decimal], in_wan: bool) -> str:
    terms = ([_plain(start)] if start is not None else []) + [_plain(c) for c in changes]
    text = terms[0]
    for term in terms[1:]:
        text += f"+{term}" if not term.startswith("-") else f"-{term[1:]}"
    return f"({text})/10000" if in_wan else text


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text
