"""Money shared equally by a count of people in Chinese, said with AA / 平分 / 平摊 / 均摊, each one's share asked: "昨晚和朋友
聚餐，一共花了人民币876元，六个人AA，每人出多少" → 876/6; "每人多少钱？我们五个人去吃火锅，账单一共四百六十五，说好AA" → 465/5;
"过节老板发了一个600元的红包，让3个人平分，每人能拿多少" → 600/3.

The story holds two numbers: the money (in 元 or 块, a 红包, or after 花了 / 账单 / 车费 / 一共) and the people who share it (N个人,
N人, N位, 我们N个), in any order; the sharing word is said anywhere; the question asks each one's share (每人 / 一人 …
多少). Not read (slow): the speaker beside the count (我和6个同学: seven or six?), the sharers changed (没来), a part paid
first or left over (先, 剩下), random shares (拼手气, 抢), a hedge, the sharers untold (大家AA), a number more, a clause after
the amounts that says anything but the sharing (我请了一个朋友, 小孩免单, 我出双份).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .period_fees_zh import clauses_asked_last
from .teacher_words_zh import exact_task, number, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_SHARED = re.compile("AA|平分|平摊|均摊", re.IGNORECASE)
_PEOPLE = re.compile(rf"(?P<k>{N})(?:个人|人|位)|(?:我们|咱们)(?P<k2>{N})个")
_MONEY = re.compile(rf"(?P<m>{N})(?:元|块钱|块|的红包|红包)|(?:花了|账单|车费|费用|一共|总共|共)(?:是|为)?(?:人民币)?(?P<m2>{N})")
_EACH_ASKED = re.compile(r"(?:那|那么)?(?:AA的话|平均)?(?:每人|每个人|一人|一个人)(?:要|得|应该|能|该)?"
                         r"(?:出|摊|分|付|拿|掏|分到|拿到|分得)?(?:多少钱|多少元|多少|几块钱)(?:呢|啊)?", re.IGNORECASE)
_OTHERWISE = re.compile("约|大概|左右|差不多|不|没|如果|假如|要是|又|再|另|剩|先|除了|以外|其中|拼手气|抢|多拿|少拿|加上|服务费|"
                        "小费|还|请|一部分|以上|倍|%|百分|免|双份|多出|多付|少付|一半|只|单独|自己")
# 说好AA, 大家平摊: a clause that says the sharing alone
_SHARING_ALONE = re.compile("(?:说好|说好了|商量好|大家|我们)?(?:AA|平分|平摊|均摊)(?:吧|的)?", re.IGNORECASE)
_BESIDE = re.compile("(?:和|跟|与|同|带)[^，<>0-9]{0,3}$")  # 我和6个同学: the speaker too?


def _told_plainly(story: list[str]) -> bool:
    """Every clause after the first amount tells an amount or the sharing alone (说好AA); one clause with no number may
    set the scene before them (上周同学聚会吃饭). "我请了一个朋友", "小孩免单", "我出双份" after the amounts change who pays
    what: not read."""
    told = [bool(re.search(N, clause)) for clause in story]
    if True not in told:
        return False
    return all(has or _SHARING_ALONE.fullmatch(clause) for clause, has in zip(story[told.index(True):], told[told.index(True):]))


@triggered_by(text=("AA", "aa", "平分", "平摊", "均摊"))
def read_money_shared_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = clauses_asked_last(slots)
    if clauses is None or not 2 <= len(clauses) <= 4 or _OTHERWISE.search("".join(clauses)):
        return None
    story, asked = "，".join(clauses[:-1]), clauses[-1]
    if _EACH_ASKED.fullmatch(asked) is None or not _SHARED.search("".join(clauses)) or not _told_plainly(clauses[:-1]):
        return None
    people = [(m, m["k"] or m["k2"]) for m in _PEOPLE.finditer(story)]
    money = [m["m"] or m["m2"] for m in _MONEY.finditer(story)]
    if len(people) != 1 or len(money) != 1 or people[0][1] == money[0]:
        return None
    match, k = people[0]
    if _BESIDE.search(story[:match.start()]) or not uses_every_number(clauses, [money[0], k]):
        return None
    value = number(slots, money[0]) / number(slots, k)
    return exact_task(value, "元", f"{slots.number(money[0]).plain()}/{slots.number(k).plain()}")
