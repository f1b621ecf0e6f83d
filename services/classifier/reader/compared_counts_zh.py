"""Two named things compared in Chinese, one told and one said against it, the other asked: "一班有学生42人，二班比一班少
5人，二班有多少人" → 42-5; "王奶奶家养了鸡120只，鸭比鸡少35只，鸭有多少只" → 120-35; "下午比上午多卖了15台" (a doing
compared); "小红的书是小明的3倍" → 12*3, or the 倍 said first ("小明的故事书是小华的3倍，小华有12本，小明有几本"). Told the
other way round, the compared one first ("小红比小明多8颗糖，小红有33颗，
小明有多少颗"), the base is asked: 33-8.

The told clause names its thing before or after the amount (有学生42人, 养了鸡120只, 有42个学生); the comparison names the
told thing after 比 (or 它 for it: 另一根比它短) and a new one before it, with its own thing if any (小红的书) the told one's,
and the question asks that new one in the told unit. Not read (slow): a negation (不比, 没有比), a hedge or a guess (五六支),
a time said (去年, 明年: whose count when?), 他 / 她 (pronouns.py's and the roles reader's), a gift (给), a number or a
clause more, another thing asked or compared against (二班的书 against 一班's 人), the difference asked (多几), a rest asked
(还剩), 多N倍 (two readings), two things told in the first clause, ages (ages_zh.py's), an answer that is not whole where
things are counted; and two steps (两个班一共, 比小明的2倍多4个), which the corpora's stories label slow (blind_stories.jsonl,
zh_one_step.jsonl, data/parse/README.md).
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import NUMBER_SLOT as N, Slots
from .teacher_words_zh import UNIT_ZH, exact_task, number, story_clauses, uses_every_number
from .tokens import Tok
from .triggers import triggered_by

_UNIT = rf"(?:{UNIT_ZH}|元|人|名|位)"
_PEOPLE = frozenset({"人", "名", "位"})
_NAME = r"[^<>0-9，比的是有多少几]{1,6}?"
_WHO = _NAME[:-1]  # the compared one's name as long as it runs (小丽 in 小丽的钱, not 小 with 丽的钱 after it)
_THING = r"[^<>0-9，比的是多少几]{0,5}"
_TOLD = re.compile(rf"(?P<head>[^<>0-9，比]{{1,12}}?)(?P<n>{N})(?P<u>{_UNIT})(?P<thing>{_THING})")
_UP = {"多": 1, "长": 1, "高": 1, "重": 1, "贵": 1, "宽": 1, "少": -1, "短": -1, "矮": -1, "轻": -1, "便宜": -1, "窄": -1}
_DIRECTION = "|".join(sorted(_UP, key=len, reverse=True))
# 二班比一班少5人, 周二比周一多卖了7台, 黄丝带比红丝带短13厘米, 小丽收集的贝壳比小芳的2倍多4个
_BY = re.compile(rf"(?P<who>{_WHO})(?:的(?P<of>{_THING})|[^<>0-9，比的]{{1,4}}的(?P<of2>{_THING}))?比(?P<base>{_NAME})(?:的(?P<k>{N})倍)?"
                 rf"(?P<dir>{_DIRECTION})(?P<verb>[^<>0-9，多少]{{0,3}}?)了?(?P<m>{N})(?P<u>{_UNIT})(?P<thing>{_THING})")
# 二班种的是一班的2倍, 小丽的钱是小芳的3倍
_TIMES = re.compile(rf"(?P<who>{_WHO})(?:的(?P<of>{_THING})|[^<>0-9，比的]{{1,4}}的(?P<of2>{_THING}))?是(?P<base>{_NAME})的(?P<k>{N})倍")
# what follows the asked one's name: 有多少人, 卖出多少台, 长多少厘米 (its name is checked as written, not guessed here)
_ASKED = re.compile(rf"(?P<verb>[^<>0-9，的比多少几]{{0,4}}?)(?:多少|几)(?P<u>{_UNIT})(?P<thing>{_THING})")
_PRONOUNS = ("它",)  # 另一根比它短: the thing told; 他 / 她 are left to the roles reader and pronouns.py
_SLOT = re.compile(N)
# A number that names (二月份, 两个班, 两人 asked together): its words put back, no amount.
_NAMED = re.compile(rf"(?P<n>{N})(?=月份|个班|个组|人一共|人共|种)")
# Words that make the story something else: a negation, a hedge, a condition, a rest, a change, several times more.
_OTHERWISE = re.compile("不|没|约|大概|左右|如果|假如|要是|还|剩|又|再|另外|多少倍|几倍|和|与|、|跟|及|岁|一共|共|两人|全"
                        "|昨天|今天|明天|前天|后天|去年|今年|明年|上周|下周|本周|这周|上个月|下个月|这个月|以前|以后|后来|将来"
                        "|给|送|借|交|以为|最"
                        "|原来|原有|本来|当初|起初|最初|开始|之前|当时|那时|时候|开学时|学期"  # a count then, compared now
                        "|新来|转来|转走|调来|调走|缺席|请假|缺勤|迟到|离开")  # comers, goers and absentees: no holder's count
# 五六支, 七八个: two digits side by side are a guess, not 56
_GUESS = re.compile("[一二两三四五六七八九]{2}")


def _one_people_unit(unit: str) -> str:
    return "人" if unit in _PEOPLE else unit


def _same_unit(*units: str) -> bool:
    return len({_one_people_unit(u) for u in units}) == 1


def _thing_fits(asked: str, told: str) -> bool:
    """The question's thing is the told one's, or none is said (鸭有多少只); 有多少本书 of 邮票 is another thing."""
    return asked in ("", told) or told.endswith(asked)


# 小明家 is not 小明, 一班的组 not 一班: the told holder's name goes on past the base compared
_HOLDER_GOES_ON = re.compile("[家班组队校们里]")


def _base_in(base: str, told_head: str, told_thing: str) -> bool:
    at = told_head.find(base)
    return base in _PRONOUNS or at >= 0 and not _HOLDER_GOES_ON.match(told_head, at + len(base)) \
        or bool(told_thing) and base == told_thing


# The measure a direction compares (宽 a width, 矮 a height): the story and the question may say no other one
_DIMENSION = {"长": "长", "短": "长", "高": "高", "矮": "高", "重": "重", "轻": "重", "宽": "宽", "窄": "宽"}


def _dimension_fits(direction: str, told_head: str, asked: str) -> bool:
    """"黄丝带长25厘米，红丝带比黄丝带宽13厘米，红丝带长多少厘米": wider compared, lengths told and asked."""
    dimension = _DIMENSION.get(direction)
    return dimension is None or set(told_head + asked) & set(_DIMENSION.values()) <= {dimension}


@triggered_by(text=("比", "倍"))
def read_compared_count_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    clauses = story_clauses(slots)
    if clauses is None or len(clauses) != 3:
        return None
    clauses = [_NAMED.sub(lambda m: slots.number(m["n"]).raw, c) for c in clauses]
    if len(_SLOT.findall("".join(clauses))) not in (2, 3):
        return None
    text = "".join(clauses)
    if _OTHERWISE.search(text.replace("另一", "")) or text.count("比") + text.count("倍") > 2:
        return None
    told, compared, asked = _TOLD.fullmatch(clauses[0]), _compared(clauses[1]), clauses[2]
    if told is None or compared is None:
        return _told_second(clauses, slots)
    if compared["who"] in told["head"] or compared["who"] in _PRONOUNS or "的" in told["head"] \
            or not _base_in(compared["base"], told["head"], told["thing"]) or compared["verb"] and \
            compared["verb"].removesuffix("了") not in told["head"] or _part_told(*clauses) \
            or not _same_unit(told["u"], compared["u"] or told["u"]) \
            or not _thing_fits(compared["thing"], told["thing"]) or not _own_thing(compared, told) \
            or not _dimension_fits(compared["dir"], told["head"], asked) \
            or any(_GUESS.fullmatch(slots.number(x).raw) for x in (told["n"], compared["m"], compared["k"]) if x):
        return None
    n, unit = told["n"], told["u"]
    other, other_value = _other_of(compared, slots, n)
    if other is None:
        return None
    one = _asked_of(asked, compared["who"])
    if one is not None and _asks(one, unit, told["thing"]) and _asked_doing_told(one["verb"], told["head"]) \
            and _uses_all(clauses, n, compared):
        return exact_task(other_value, unit, other)
    return None


# 男生, 女同学: a part of a class's people, told of it; 二班比一班多3人 compares the classes, whose counts are not told
_PART_OF_PEOPLE = re.compile("[男女][^<>0-9，比的是有多少几]{0,2}")


def _part_told(told: str, compared: str, asked: str) -> bool:
    """"一班有女生20人，二班比一班多3人": a part of the holder's people told, and the comparison does not name it, or the
    question asks all of them (二班的女生比一班多3人，二班有多少人)."""
    parts = [part.group() for part in _PART_OF_PEOPLE.finditer(told)]
    return bool(parts) and (any(part not in compared for part in parts) or not _PART_OF_PEOPLE.search(asked))


def _own_thing(compared: dict[str, str], told: re.Match) -> bool:
    """小红的书 is compared with 小明's 书; 二班的书 with 一班's 42人, 阿强的草 with 阿丽's 花 are other things."""
    of = compared["of"] or compared["of2"]
    return of in ("", told["thing"]) or of == "钱" and told["u"] == "元"


def _asked_of(clause: str, who: str) -> re.Match | None:
    return _ASKED.fullmatch(clause[len(who):]) if clause.startswith(who) else None


def _uses_all(clauses: list[str], n: str, compared: dict[str, str]) -> bool:
    used = [n, compared["m"], compared["k"]]
    return uses_every_number(clauses, [u for u in used if u])


def _compared(clause: str) -> dict[str, str] | None:
    """The comparison's parts by name, "" for those it does not say (是…的2倍 says no direction, no amount more)."""
    m = _BY.fullmatch(clause) or _TIMES.fullmatch(clause)
    parts = dict.fromkeys(("verb", "u", "thing", "dir", "m", "k", "of", "of2"), "")
    return None if m is None else {**parts, **{key: value or "" for key, value in m.groupdict().items()}}


def _asked_doing_told(verb: str, told_head: str) -> bool:
    """The question asks by the told doing (卖出 … 卖出多少台), or by none (有, 是): 修了多少台 after 卖出, 有男生多少人, 现在有
    多少人 ask something the story did not tell."""
    verb = verb.removesuffix("了")
    return verb in ("", "有", "是") or verb in told_head


def _asks(asked: re.Match, unit: str, thing: str) -> bool:
    verb = asked["verb"]
    return _same_unit(asked["u"], unit) and _thing_fits(asked["thing"], thing) and not re.search("多|少|比|一共|共", verb)


def _other_of(groups: dict[str, str], slots: Slots, n: str) -> tuple[str | None, object]:
    """The compared thing's amount as an expression of the told one (`n`), and its value."""
    w = slots.number(n).plain()
    base = number(slots, n)
    if groups.get("k"):
        k = slots.number(groups["k"]).plain()
        base, w = base * number(slots, groups["k"]), f"{w}*{k}"
    if not groups.get("dir"):
        return (w, base) if groups.get("k") else (None, None)
    if groups.get("k"):
        return None, None  # 比小明的2倍多4个: two steps, which the corpora's stories leave slow
    sign = _UP[groups["dir"]]
    m = slots.number(groups["m"]).plain()
    return f"{w}{'+' if sign > 0 else '-'}{m}", base + sign * number(slots, groups["m"])


def _told_second(clauses: list[str], slots: Slots) -> Task | None:
    """"小丽比小芳多6朵花，小丽有21朵，小芳有多少朵": the compared one told after its comparison, the base asked."""
    compared, told = _compared(clauses[0]), _TOLD.fullmatch(clauses[1])
    if compared is not None and told is not None and compared["k"] and not compared["dir"]:
        return _times_first(clauses, slots, compared, told)
    asked = _asked_of(clauses[2], compared["base"]) if compared is not None else None
    if compared is None or told is None or asked is None or not compared["dir"] or compared["k"] or compared["verb"] \
            or not _uses_all(clauses, told["n"], compared):
        return None
    if not told["head"].startswith(compared["who"]) or told["head"][len(compared["who"]):] not in ("有", "是", "") \
            or compared["base"] in _PRONOUNS \
            or not _same_unit(told["u"], compared["u"]) or not _asks(asked, told["u"], compared["thing"] or told["thing"]) \
            or asked["verb"].removesuffix("了") not in ("", "有", "是") \
            or not _thing_fits(told["thing"], compared["thing"]) or compared["of"] or compared["of2"] \
            or not _dimension_fits(compared["dir"], told["head"], clauses[2]) \
            or any(_GUESS.fullmatch(slots.number(x).raw) for x in (told["n"], compared["m"])):
        return None
    sign = _UP[compared["dir"]]
    value = number(slots, told["n"]) - sign * number(slots, compared["m"])
    expression = f"{slots.number(told['n']).plain()}{'-' if sign > 0 else '+'}{slots.number(compared['m']).plain()}"
    return exact_task(value, told["u"], expression)


def _times_first(clauses: list[str], slots: Slots, compared: dict[str, str], told: re.Match) -> Task | None:
    """"小明的故事书是小华的3倍，小华有12本，小明有几本": the 倍 said first, then the base's amount, the compared one asked."""
    asked = _asked_of(clauses[2], compared["who"])
    if asked is None or not told["head"].startswith(compared["base"]) or compared["who"] in told["head"] \
            or told["head"][len(compared["base"]):] not in ("有", "是", "") or compared["base"] in _PRONOUNS \
            or asked["verb"].removesuffix("了") not in ("", "有", "是") or not _asks(asked, told["u"], told["thing"]) \
            or (compared["of"] or compared["of2"]) and told["thing"] not in ("", compared["of"] or compared["of2"]) \
            or not _uses_all(clauses, told["n"], compared) \
            or any(_GUESS.fullmatch(slots.number(x).raw) for x in (told["n"], compared["k"])):
        return None
    expression, value = _other_of(compared, slots, told["n"])
    return None if expression is None else exact_task(value, told["u"], expression)
