"""工程, two doers working together, in Chinese: "一项工程，甲单独做10天完成，乙单独做15天完成，两人合作几天完成" → 10*15/(10+15)
= 6; "一个水池，单开甲管8小时注满，单开乙管12小时注满，两管齐开几小时注满" → 8*12/(8+12) = 4.8; "…乙单独做14天完成" →
35/6, a fraction (never a rounded float).

One job named first (一项工程, 一个水池, 修一条路); each doer's own time to do all of it, in one time unit, said done
(完成, 修完, 注满); the two asked together in that unit ("两人合作", "两管齐开", "甲乙合修"). Each doer does 1/t of
the job a day, so together 1/(1/a+1/b) = ab/(a+b). A job in two stages is read too: "甲先做2天，剩下的由乙单独做，
还要几天完成" → (1-2/10)*15 = 12 (one doer or both in each stage, the second stage's time asked after 还要). A doer who
empties (放完), a third doer, a first stage past the whole job, another doer in a stage (丙), a share of the job asked
(几分之几), 一共 asked, another unit or a hedge leave it unread, so it goes slow.
"""

from __future__ import annotations

import os
import re

from dtlib.envelope import Task

from ..slots import Slots
from .teacher_words_zh import N, STOPS_ZH, TIMES_ZH, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_SETTING = r"(?:修|挖|铺|做|完成|加工|打印|抄写|运|打)?一[项件批个条段份本篇块座间部套][^<>0-9，]{1,5}"
_DONE = "完成|做完|修完|干完|修好|运完|铺完|挖完|抄完|打完|加工完|录完"
_FILLED = "注满|灌满|装满|放满|加满"
_NAME = r"[^<>0-9，每多少几还剩再又先后约单独和与、]{1,4}?"
_ALONE = re.compile(rf"(?P<who>{_NAME})(?:单独|独自|独)(?:[做干修铺挖抄打运录]|加工|完成)?(?:要|需要|需|用)?(?P<t>{N})"
                    rf"(?P<u>{TIMES_ZH})(?:可以|能)?(?P<done>{_DONE}|{_FILLED})?"
                    rf"|(?:单开|单独开|只开)(?P<pipe>{_NAME})(?:要|需要|需|用)?(?P<pt>{N})(?P<pu>{TIMES_ZH})(?:可以|能)?"
                    rf"(?P<filled>{_FILLED})")
_DOERS = rf"(?P<pair>[^<>0-9，]{{0,5}}?)(?:(?P<k>{N})|两|二)?(?P<m>人|个人|队|管|台|位)?"
_TOGETHER = re.compile(rf"{_DOERS}(?:一起|共同|同时)?"
                       r"(?:合作|合做|合干|合修|合铺|合挖|合抄|合打|齐开|同时开|同时打开|一起做|一起干|一起修)"
                       rf"(?:要|需要)?(?:几|多少)(?:个)?(?P<u>{TIMES_ZH})(?:可以|能|才能|就能)?(?P<done>{_DONE}|{_FILLED})?")
# A job in two stages: one doer or both first for a time, then the rest by one or both, the second stage's time asked.
_DOING = r"(?:单独|一起|共同)?(?:合作|合做|合修|合干|做|干|修|铺|挖)"
_FIRST = re.compile(rf"{_DOERS}先?{_DOING}了?(?P<t>{N})(?P<u>{TIMES_ZH})后?")
_REST = re.compile(rf"(?:剩下的|余下的|剩余的)(?:工程|工作|部分)?(?:由|再由|让)?{_DOERS}{_DOING}?")
_REST_ASKED = re.compile(rf"(?:还要|还需要|还需|需要|要)(?:几|多少)(?:个)?(?P<u>{TIMES_ZH})(?:才能|可以|能)?(?:{_DONE})?")
_THEY = ("他们", "她们", "两人", "二人")


@triggered_by(text=("单独", "独做", "独自", "单开", "独修"))
def read_work_together_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) not in (4, 6) or not re.fullmatch(_SETTING, clauses[0]) \
            or STOPS_ZH.search("".join(clauses[:3 if len(clauses) == 6 else 4])):
        return None
    alone = [_ALONE.fullmatch(c) for c in clauses[1:3]]
    if not all(alone):
        return None
    who = [m["who"] or m["pipe"] for m in alone]
    times = [m["t"] or m["pt"] for m in alone]
    fills = {bool(m["filled"]) or (m["done"] or "") in _FILLED.split("|") for m in alone}
    if len(fills) != 1 or who[0] == who[1]:
        return None
    if len(clauses) == 6:
        return _in_two_stages(clauses, who, times, {m["u"] or m["pu"] for m in alone}, slots)
    asked = _TOGETHER.fullmatch(clauses[3])
    if asked is None or {m["u"] or m["pu"] for m in alone} != {asked["u"]} or _doers(asked, who, slots) != (0, 1) \
            or asked["done"] and fills != {asked["done"] in _FILLED.split("|")}:
        return None
    if not uses_every_number(clauses, [*times, *([asked["k"]] if asked["k"] else [])]):
        return None
    a, b = (slots.number(t).plain() for t in times)
    return Task("expr", {"expression": f"{a}*{b}/({a}+{b})"}, source="parser")


def _in_two_stages(clauses: list[str], who: list[str], times: list[str], units: set[str], slots: Slots) -> Task | None:
    """"甲先做2天，剩下的由乙单独做，还要几天完成": the part the first stage did (its time over each doer's own time), the
    rest over the second stage's part a day; None where the first stage did the whole job or more."""
    first, rest, asked = _FIRST.fullmatch(clauses[3]), _REST.fullmatch(clauses[4]), _REST_ASKED.fullmatch(clauses[5])
    if first is None or rest is None or asked is None or units != {first["u"], asked["u"]}:
        return None
    before, after = _doers(first, who, slots), _doers(rest, who, slots)
    counts = [m["k"] for m in (first, rest) if m["k"]]
    if before is None or after is None or not uses_every_number(clauses, [*times, first["t"], *counts]):
        return None
    own = [number(slots, t) for t in times]
    done = number(slots, first["t"]) * sum(1 / own[i] for i in before)
    if done >= 1:
        return None
    a, b, t = (slots.number(x).plain() for x in (*times, first["t"]))
    done_said = f"{t}/{(a, b)[before[0]]}" if len(before) == 1 else f"{t}*({a}+{b})/({a}*{b})"
    per_day = f"{(a, b)[after[0]]}" if len(after) == 1 else f"{a}*{b}/({a}+{b})"
    return Task("expr", {"expression": f"(1-{done_said})*{per_day}"}, source="parser")


def _doers(said: re.Match, who: list[str], slots: Slots) -> tuple[int, ...] | None:
    """Which of the two doers `said` names: one by its name (甲, 乙队), or both (_both_asked); None for anyone else."""
    name = said["pair"] + (said["m"] or "")  # 甲队: the name, its last word taken for a measure
    if not said["k"] and name in who and not said[0][len(said["pair"]):].startswith(("两", "二")):
        return (who.index(name),)
    return (0, 1) if _both_asked(said, who, slots) else None


def _both_asked(asked: re.Match, who: list[str], slots: Slots) -> bool:
    """The two doers, and no one else, asked together: 两人 / 两管 (a count of two), 他们, 甲乙 (both named), 甲乙两队 (甲队
    and 乙队, the word they share said once after them)."""
    counted = asked["k"] is not None or asked[0][len(asked["pair"]):].startswith(("两", "二"))
    if asked["k"] is not None and slots.number(asked["k"]).value != 2:
        return False
    pair, shared = asked["pair"], len(os.path.commonprefix([who[0][::-1], who[1][::-1]]))
    stems = [w[:len(w) - shared] for w in who] if shared and asked["m"] in (None, who[0][-shared:]) else who
    named = any(pair in ("".join(w), f"{w[0]}和{w[1]}", f"{w[0]}、{w[1]}", f"{w[0]}与{w[1]}") for w in (who, stems))
    return named or (not pair and counted) or (pair in _THEY and asked["m"] is None and not counted)
