"""Named parts of a whole, summed or averaged (issue 15, the composition layer): each clause before the question one
part, named (语文/数学/英语, 第一天/第二天, 上午/下午, 男生/女生, 甲/乙, 一班/二班, 苹果树/梨树) with its amount, or the
parts listed (成绩分别是85分、90分、95分); the question asks their total (一共, 总分, 的和) or their mean (平均分, 平均每天,
三科平均) in their unit.

小明期中考试语文92分，数学96分，英语88分，他三门功课的平均分是多少分 → (92+96+88)/3;
四年级有男生68人，女生59人，四年级一共有多少人 → 68+59.

Read only where every number is a part (or the count of the parts, which must be theirs: 三门 of three scores, 两天 of
two days), the parts' names differ, a later part says no doing or thing the first did not (第二周收了黄瓜 after 西红柿),
their units agree with each other and with the unit asked, the question names no one the story does not (全班平均,
五年级), a total names all the parts or none (鸡和鸭一共; 苹果树和梨树 of three kinds: slow), and 平均每X is each of what
the parts are (每天 of 第一天…, 每班 of 一班…; 每公顷 of two fields: slow). A mean of counted things that is not whole
is not answered. Anything else (a condition, a negation, an estimate, a comparison, a share, a rate): slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import COUNT_OF, STOPS, UNIT, counted, f, names_written_back, shown, value
from .periods_zh import TIMES
from .quantities_zh import unit_key
from .vocab_zh import clauses_zh

_GATE = re.compile("平均|一共|总共|共|合计|总计|总分|总数|的和|之和|加起来|比")
# Two named parts compared: 二月份比一月份多生产多少台, 上午比下午少运多少吨
_COMPARED = re.compile(rf"(?P<s>[^<>比]+?)比(?P<r>[^<>比]+?)(?P<d>多|少)(?P<v>[^<>]{{0,3}}?)(?:多少|几)(?P<u>{UNIT})?")
# The names a part goes by, longest first where one begins another.
_NAME = re.compile("第[一二三四五六七八九十]+(?:[天周次组块场轮批队号]|个月)|[一二三四五六七八九十]+(?:年级|月份|班|车间|组|号|队)|"
                   "这周[一二三四五六日]|上午|下午|晚上|早上|中午|上周|这周|本周|上个月|这个月|本月|"
                   "周[一二三四五六日]|星期[一二三四五六日天]|去年|今年|前年|昨天|今天|前天|月初|月底|年初|年底|"
                   "[甲乙丙丁](?!级)|男生|女生|"
                   "男同学|女同学|男工|女工|语文|数学|英语|科学|音乐|美术|体育|物理|化学|爸爸|妈妈|爷爷|奶奶|哥哥|姐姐|"
                   "弟弟|妹妹")
# Names that are times: a holding (有) at each is one thing's level then, not a part
_AT_TIMES = re.compile("上午|下午|晚上|早上|中午|上周|这周|本周|上个月|这个月|本月|周[一二三四五六日]|星期|去年|今年|前年|"
                       "昨天|今天|前天|月初|月底|年初|年底|[一二三四五六七八九十]+月份")
_PART = re.compile(rf"(?P<h>[^<>]*?)<n(?P<k>\d+)>(?P<u>{UNIT})(?P<t>[^<>]{{0,3}})")
_LIST = re.compile(rf"(?P<h>[^<>]*?(?:<n\d+>[^<>]+?)?)分别(?:是|为|长|有|考了|得了)?(?P<items>(?:<n\d+>(?:{UNIT})、)+<n\d+>(?:{UNIT}))")
_LIST_ITEM = re.compile(rf"<n(\d+)>({UNIT})")
_NOT_IN_PART = re.compile("比|倍|每|分之|占|剩|还|又|再|平均|共|和|<p")
_SUM = re.compile("一共|总共|共|合计|总计|总分|总数|的和|之和|加起来")
_ASKED = re.compile(rf"(?:是|有|为)?(?:多少|几)(?P<u>{UNIT})?(?P<t>[^<>]{{0,3}})$")
_EACH = re.compile("每(?:个)?(?P<x>车间|[天周次组班块月人科门场年])")
# Words of a question a story need not say: asking and function words, the mean's and the total's own.
_QUESTION_WORDS = re.compile("平均数?|平均分|平均成绩|成绩|一共|总共|合计|总计|总分|总数|的和|之和|加起来|共|多少|几|"
                             "是|有|为|的|了|能|要|可以|他|她|它|他们|她们|这|那|功课|[们和与跟]")


def parts_composed_zh(slots: Slots, core: str) -> Task | None:
    """The total or mean of the named parts the story tells, or None."""
    if not _GATE.search(core) or STOPS.search(core) or not ("多少" in core or "几" in core):
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text)
    if len(clauses) < 2:
        return None
    body, question = clauses[:-1], clauses[-1]
    parts: list[tuple[str, Fraction, str, int]] = []  # holder, value, unit, slot
    used: set[int] = set()
    for clause in body:
        read = _parts_of(clause, slots, used)
        if read is None:
            return None
        parts += read
    mean = "平均" in question
    compared = _COMPARED.fullmatch(question) if "比" in question else None
    if len(parts) < 2 or not mean and not compared and not _SUM.search(question):
        return None
    n = len(parts)
    for m in COUNT_OF.finditer(question + "".join(h for h, *_ in parts)):  # 三门功课, 两天, 小刚三次测验
        c = counted(m, slots)
        if c is None or c[0] != n:
            return None
        used |= c[1]
    every = {int(k) for k in re.findall(r"<[nop](\d+)>", text)} - labels
    if used != every:
        return None
    unit = _one_unit([u for *_, u, _ in parts])
    names = _names([h for h, *_ in parts])
    if unit is None or names is None:
        return None
    asked = _asked_unit(question)
    if asked is None or asked and unit_key(asked) != unit_key(unit):
        return None
    if compared is not None:
        return _difference(compared, parts, names, body, unit, core, slots)
    if not _question_fits(question, names, body, mean):
        return None
    total = sum((v for _, v, _, _ in parts), Fraction(0))
    terms = "+".join(f(v) for _, v, _, _ in parts)
    if mean:
        result, expression = total / n, f"({terms})/{n}"
    else:
        result, expression = total, terms
    if not shown(result, unit):
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_parts_zh")


def _parts_of(clause: str, slots: Slots, used: set[int]) -> list[tuple[str, Fraction, str, int]] | None:
    """A clause as one part (语文92分) or a list of them (成绩分别是85分、90分、95分), each slot added to `used`."""
    if (m := _LIST.fullmatch(clause)) is not None:
        items = _LIST_ITEM.findall(m.group("items"))
        out = []
        for i, (k, u) in enumerate(items):
            v = value(slots, int(k))
            if v is None:
                return None
            used.add(int(k))
            out.append((m.group("h") if i == 0 else f"#{i}", v, u, int(k)))
        return out
    m = _PART.fullmatch(clause)
    if m is None or _NOT_IN_PART.search(clause):
        return None
    k = int(m.group("k"))
    v = value(slots, k)
    if v is None or re.search(r"[了的是有]", m.group("t")):
        return None
    used.add(k)
    return [(m.group("h") + m.group("t"), v, m.group("u"), k)]


def _one_unit(units: list[str]) -> str | None:
    keys = {unit_key(u) for u in units}
    return units[0] if len(keys) == 1 else None


def _names(holders: list[str]) -> list[str] | None:
    """Each part's name, where the parts are parallel: names all different, a later part named by a known name saying
    nothing the first does not (第二周收了黄瓜 after 第一周收了西红柿); one of no known name is what is left of it without
    the words all the parts end in (小明 of 小明身高 after 小红身高; 种玉米 of 种玉米收入), at most three characters. A
    listed part (#1, #2) is named by its place."""
    first = holders[0]
    if any(re.search("全|总|整个|所有|一共|其中|其余|剩", h) for h in holders):
        return None  # 男生24人，全班45人: the whole beside its part
    told = [h for h in holders if not h.startswith("#")]
    suffix = _common_suffix(told) if len(told) > 1 else ""
    names = []
    for i, holder in enumerate(holders):
        if holder.startswith("#"):
            names.append(holder)
            continue
        known = _NAME.findall(holder)
        if known and i and names[0].startswith("?"):
            return None  # 学校有30个班 … 一年级有5个班: a part named, the first not (the whole?)
        if known:
            rest = holder.replace(known[-1], "", 1)
            if i and any(ch not in first + "了" for ch in rest):  # 第二天摘了 after 第一天摘苹果
                return None
            names.append(known[-1])
            continue
        own = holder[:len(holder) - len(suffix)]
        if len(told) > 1 and not re.sub("[有是了的共在里]", "", suffix):
            return None  # 一本书有 … 第一章有, 教室里有 … 老师有: no kind the parts share (a whole and a part?)
        if i == 0:
            names.append("?" + own)  # the first names its part after its setting: not known
            continue
        if not own or len(own) > 3 or re.search("[了的是有在]", own):
            return None
        names.append(own)
    if names[0] == "?" and len(holders) > 1 and holders[1].startswith("#"):
        names[0] = "#0"
    return names if len(set(names)) == len(names) else None


def _common_suffix(holders: list[str]) -> str:
    suffix = holders[0]
    for h in holders[1:]:
        while suffix and not h.endswith(suffix):
            suffix = suffix[1:]
    return suffix


def _asked_unit(question: str) -> str | None:
    """The unit the question asks ("" where none), None where it asks no amount at its end."""
    m = _ASKED.search(question)
    return None if m is None else m.group("u") or ""


def _difference(compared: re.Match, parts: list, names: list[str], body: list[str], unit: str, core: str,
                slots: Slots) -> Task | None:
    """Two named parts, the one more (or less) than the other by how much: the words' way must be the values' way."""
    if len(parts) != 2 or any(n[0] in "#?" for n in names) or compared.group("s") not in names \
            or compared.group("r") not in names or compared.group("s") == compared.group("r"):
        return None
    verb = compared.group("v")
    if any(ch not in "".join(body) for ch in verb):
        return None  # 少运水泥 after 运走沙子: another thing or doing
    a, b = (next(v for (_, v, _, _), n in zip(parts, names) if n == compared.group(g)) for g in ("s", "r"))
    if (a - b) * (1 if compared.group("d") == "多" else -1) <= 0 or not shown(abs(a - b), unit):
        return None  # 二月份比一月份少 where February made more: the words and the values disagree
    task = Task("expr", {"expression": f"{f(max(a, b))}-{f(min(a, b))}"}, source="parser")
    return composition_checked(task, core, slots, "composed_parts_zh")


_MONEY_DOINGS = "花|用|收入|赚|挣|捐|存|交|付|卖|买|得|收|攒|省|工资|奖金|费"


def _unit_of(body: list[str]) -> str:
    m = re.search(rf"<n\d+>({UNIT})", "".join(body))
    return m.group(1) if m else ""


def _question_fits(question: str, names: list[str], body: list[str], mean: bool) -> bool:
    """The question names no one the story does not, a total all the parts or none, 平均每X each of the parts."""
    story = "".join(body)
    known = [n for n in names if n[0] not in "#?"]
    said = [n for n in known if n in question]
    if said and (mean or said != known or len(re.findall("[和与跟、及]", question)) != len(names) - 1):
        return False  # 苹果树和梨树一共 of three kinds; 鸭和鹅 of 鸡, 鸭, 鹅
    each = _EACH.search(question)
    if each is not None:
        if not mean or not any(each.group("x") in n or each.group("x") == "科" for n in names):
            return False
    holders = [b[:b.find("<")] if "<" in b else b for b in body]
    if any(_AT_TIMES.search(n) for n in names) and any("有" in h for h in holders):
        return False  # 水箱里早上有27升水，晚上有48升水: one thing's level at two times, no parts of a whole
    if "有" in question and not any("有" in h for h in holders) and not mean:
        return False  # 上午卖了45个面包 … 一共有多少个面包: what was sold is not what the shop has
    if unit_key(_unit_of(body)) == "CNY" and not re.search(_MONEY_DOINGS, story):
        return False  # 超市苹果20元，菜场苹果25元: two prices of one thing, no parts of a sum
    subject = _QUESTION_WORDS.sub("", COUNT_OF.sub("", re.split("一共|总共|共|合计|总计|平均", question)[0]))
    if subject and (subject in names[1:] or names[0].startswith("?") and names[0].endswith(subject)):
        return False  # 小明有20个苹果，小红有15个 … 小明一共有: one part asked, no total
    if not set(TIMES.findall(question)) <= set(TIMES.findall(story)):
        return False  # 这周一共要花多少 after 上周's meals
    if re.search("气温|温度|最高|最低", story + question):
        return False  # the mean of a high and a low is no mean temperature
    rest = COUNT_OF.sub("", question)
    rest = _EACH.sub("", rest)
    rest = re.sub(rf"(?:多少|几)(?:{UNIT})?", "", rest)
    for n in known:
        rest = rest.replace(n, "")
    rest = _QUESTION_WORDS.sub("", rest)
    return all(ch in story for ch in rest if "\u4e00" <= ch <= "\u9fff")
