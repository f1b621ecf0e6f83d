"""Money moved between two accounts the story names, asked of one: "我的银行卡有5000元，微信有800元，从银行卡转入微信
1000元，微信现在有多少元" → 800 + 1000; "…从银行卡转了1000元到微信，银行卡还剩多少元" → 5000 - 1000; "爸爸的卡里有4000元，
我的卡里有1500元，爸爸转给我500元，爸爸卡里现在有多少元" → 4000 - 500.

The story is each account's amount ("X有N元", one part each), then one move between two of them (从A转入B N元, 从A转了
N元到B, A转给B N元); the question names one account and asks what it has now. A move that does not say where from
and where to (转了1000元), an account the question names twice or not at all, a total of both, another part or
amount, a word of a plan, fee, negation or rate (money_flows's), a credit account (信用卡: its limit, or its debt?),
another currency, or more moved than the account had make the request unread.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .money_flows import NOT_A_FLOW, NOW_ASKED
from .tokens import Said, Tok
from .triggers import triggered_by

_MOVES = (re.compile(r"^又?从(?P<a>\w+?)转(?:入|到|进|给)(?P<b>\w+?)<n\d+>元$"),
          re.compile(r"^又?从(?P<a>\w+?)转了?<n\d+>元(?:到|进|给)(?P<b>\w+?)$"),
          re.compile(r"^(?P<a>\w+?)转给了?(?P<b>\w+?)<n\d+>元$"))
# A credit account: what it "has" may be its limit or what is owed, and money moved in pays the debt
_CREDIT = ("信用", "花呗", "借呗", "白条", "额度", "欠", "贷")
_TOTAL = ("一共", "总共", "合计", "加起来", "两个", "都")


@triggered_by(text=("转",))
def read_account_transfer_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    parts = _parts(tokens)
    if len(parts) < 4 or Said(tokens).any(NOT_A_FLOW) or Said(tokens).any(_CREDIT):
        return None
    *starts, move, question = ([tokens[i] for i in part] for part in parts)
    holders: list[tuple[str, int]] = []
    for part, at in zip(starts, parts):
        if [t.type for t in part[-3:]] != ["YOU", "NUM", "UNIT"] or len(part) < 4 or "NUM" in {t.type for t in part[:-2]}:
            return None  # each account's amount, "X有N元", and nothing else
        holders.append((_name(part[:-3]), at[-2]))
    nums = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(nums) != len(holders) + 1 or {money_of(tokens, i, slots) for i in nums} != {"CNY"} \
            or "NUM" in {t.type for t in question} or not _asks_yuan_now(question):
        return None  # every amount in 元, as the question asks
    found = next((m for pattern in _MOVES if (m := pattern.match(_name(move, keep_slots=True)))), None)
    if found is None:
        return None  # 转了1000元: from which account, to which?
    source, target, asked = (_named(holders, found["a"]), _named(holders, found["b"]),
                             _named(holders, "".join(t.value for t in question)))
    if None in (source, target, asked) or source == target or asked not in (source, target):
        return None
    amounts = {k: slots.number(tokens[at].value) for k, (_, at) in enumerate(holders)}
    moved = slots.number(tokens[nums[-1]].value)
    if moved.value > amounts[source].value:
        return None  # more moved than there was
    sign = "-" if asked == source else "+"
    return Task("expr", {"expression": f"{amounts[asked].plain()}{sign}{moved.plain()}"}, source="parser")


def _parts(tokens: list[Tok]) -> list[list[int]]:
    """The parts between commas, as the places of their tokens (a question mark or full stop left out)."""
    parts: list[list[int]] = [[]]
    for i, t in enumerate(tokens):
        if t.type == "COMMA":
            parts.append([])
        elif t.value not in ("？", "?", "。", "."):
            parts[-1].append(i)
    return [p for p in parts if p]


def _name(part: list[Tok], keep_slots: bool = False) -> str:
    """A part's words as one name, 的 and 里 dropped ("我的银行卡" → 我银行卡, "爸爸卡里" → 爸爸卡)."""
    return "".join(t.value for t in part if keep_slots or t.type != "NUM").replace("的", "").replace("里", "")


def _named(holders: list[tuple[str, int]], said: str) -> int | None:
    """The one account `said` names: by the account's whole name or its name without 我 (one no other account's name
    holds: not 卡 beside 爸爸卡), or by the one who holds it (爸爸 of 爸爸卡); None for none or two."""
    said = said.replace("的", "").replace("里", "")
    names = [name for name, _ in holders]
    found = {k for k, name in enumerate(names)
             if name.startswith(said) or any(key and key in said and not any(key in other for other in names if other != name)
                                             for key in (name, name.removeprefix("我")))}
    return found.pop() if len(found) == 1 else None


def _asks_yuan_now(question: list[Tok]) -> bool:
    said = Said(question)
    return said.any(("多少元", "多少钱")) and (said.any(NOW_ASKED) or said.has("现在") and said.has("有多少")) \
        and not said.any(_TOTAL)
