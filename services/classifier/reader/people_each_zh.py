"""People told, then what each of them gets or does, in Chinese, the whole asked: "一个班有28个学生，每人发3张练习纸，
一共要发多少张" → 28*3, "有12位客人，每人交50元，一共交多少元" → 12*50 (groups_each_zh.py reads groups of things, 每节
车厢; this its 每人 of people).

Three clauses: the people counted (个, 名, 位 学生, 同学, 人 …), 每人 (or 每个学生, 每位同学: the same people) and a
doing with one amount and its measure, and the total asked with the same measure, by the same doing or none. Not read
(slow): a hedge, a condition, a rest or a second step (还剩, 又, 再), some only (有的), 每人 said of other people, another
measure asked, a number more.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_KINDS = "学生|同学|小朋友|孩子|小孩|人|工人|队员|客人|运动员|选手|员工|老师|游客|家庭"
_MEASURE = rf"(?:[个支本台辆件只张条块盒瓶袋箱双套把根棵朵颗包篮筐捆串桶杯碗份片粒]|{UNIT_ZH}|元)"
_THING = r"[^<>0-9，的是比多少几每]{0,4}"
_PEOPLE = re.compile(rf"(?P<who>[^<>0-9，每]{{0,6}}?)(?:有|来了|共有)?(?P<g>{N})(?:个|名|位)?(?P<kind>{_KINDS})")
_EACH = re.compile(rf"每(?:个|名|位)?(?P<kind>{_KINDS})(?P<verb>[^<>0-9，]{{0,3}}?)(?P<e>{N})(?P<m>{_MEASURE})"
                   rf"(?P<thing>{_THING})")
_ALL_ASKED = re.compile(rf"(?P<holder>[^<>0-9，]{{0,6}}?)(?:一共|总共|共|合计)(?:要|需要|得|能|可以)?"
                        rf"(?P<verb>[^<>0-9，多少几]{{0,3}}?)了?(?:多少|几)(?P<m>{_MEASURE})(?P<thing>{_THING})")
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|又|再|另|有的|已经|比|倍|多于|少于|至少|最多|剩|还|平均|分给|其中|一些|几个")
_HOLDERS = ("", "这些", "他们", "她们", "大家", "全班", "这个班", "全部", "一共")


@triggered_by(text=("每",))
def read_people_each_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3 or _OTHERWISE.search("".join(clauses)):
        return None
    people, each, asked = _PEOPLE.fullmatch(clauses[0]), _EACH.fullmatch(clauses[1]), _ALL_ASKED.fullmatch(clauses[2])
    if people is None or each is None or asked is None:
        return None
    if each["kind"] not in ("人", people["kind"]) or asked["m"] != each["m"] or asked["holder"] not in _HOLDERS \
            or asked["thing"] not in ("", each["thing"]) or each["m"] == "人":
        return None
    verb = each["verb"].removesuffix("了")
    if asked["verb"].removesuffix("了") not in ("", verb) or not uses_every_number(clauses, [people["g"], each["e"]]):
        return None
    g, e = slots.number(people["g"]).plain(), slots.number(each["e"]).plain()
    return exact_task(number(slots, people["g"]) * number(slots, each["e"]), each["m"], f"{g}*{e}")
