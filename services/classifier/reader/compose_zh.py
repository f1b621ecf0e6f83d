"""The composition layer for Chinese word problems (issue 15): where no reader reads a request, its clauses read as
quantities (quantities_zh.py) and composed into the one operation the question allows.

Read, each only where the story is exactly these clauses and every number not a label is used once:
- one amount told, another told against it (比…多/少/贵 N, 是…的N倍 / 几分之几 / 一半 / N%), either of the two asked:
  上午借出45本，下午借出的比上午多28本，下午借出多少本 → 45+28; 苹果树有120棵，是梨树的4倍，梨树有多少棵 → 120/4;
- two amounts told, asked as their difference (比…多多少), their multiple (是…的几倍 / 几分之几) or their change as a
  percentage (多百分之几; with no 比 the earlier of two periods is the base: 这个月 against 上个月);
- an amount each period of a fixed size, asked of a longer one (每天 … 一个星期 ×7, 每个月 … 一年 ×12, 每分钟 … 一小时 ×60).
The holders asked must be the ones told (a pronoun only where one holder is told and the other's kin word says the
other gender), units agree, and every word of the question is one the story says. Two steps told in order, a
condition, a negation, an estimate, a total of the two or a clause of no shape: slow (docs/bench/parse.md, "Two steps
told in order: the policy").
"""

from __future__ import annotations

import os
import re
from dataclasses import replace
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .named_parts_zh import parts_composed_zh
from .figures_zh import figures_composed_zh
from .group_totals_zh import group_totals_composed_zh
from .two_numbers_zh import two_numbers_composed_zh
from .told_shares_zh import told_shares_composed_zh
from .priced_ones_zh import priced_ones_composed_zh
from .recipe_scales_zh import recipe_scaled_composed_zh
from .resales_zh import resales_composed_zh
from .whole_shares_zh import shares_composed_zh
from .labels_zh import f, shown
from .periods_zh import TIMES, holder_core, other_things
from .scenes_zh import scene_zh
from .quantities_zh import PERIODS, Asked, Told, asked, labels_set_aside, told, unit_key
from .vocab_zh import clauses_zh, is_kin_or_role

# Words that make the story something else: a condition, a negation, an estimate, a second step, a total.
_STOPS = re.compile("如果|假如|要是|假设|万一|倘若|的话|大约|大概|约|左右|估计|可能|差不多|不|没|一些|点|些|还多|还少|又|再|"
                    "然后|之后|以后|后来|以前|之前|至少|最多|以上|以下|超过|将近|接近|几乎|会|打算|计划|预计|吗|呢|平均|分别|"
                    "各|合|减去|加上|剩|走了|卖掉|吃掉|用掉|送给|给了|借给|买了|利息|说|觉得|以为|听|据|零下|负|还要|还需|还差|还得|"
                    "每隔|隔|还有|虚岁|周岁|算起来|那年|那时|那一年|当年|时候")  # 小明9岁那年: another time
_ALSO_TOTAL = re.compile("一共|总共|共|合计|总|和|两|三|都|全")
_OTHERS = re.compile("和|都|全|各|每|与|跟")
_WORK = re.compile("工人|工作|上班|干活|师傅|员工|打工|兼职|加班|刷|做零件|生产")
# What an amount's clause may say beside the rate's words: its doing, the speaker, a total.
_DOINGS = "称了|买了|用了|开了|行驶了|寄了|包了|做了|跑了|走了|骑了|住了|干了|工作了|读了|看了|写了|打了|吃了|喝了|" \
          "一共|总共|共|我们|我|咱们|了|有|用|称|开|寄|包|住|干|读|看|写"  # a period asked of others, or of each
_GATE = re.compile("比|倍|每|分之|一|<p|天|小时|分钟|相差")  # a comparison, a multiple, a share, a rate
_NEUTRAL_TIMES = re.compile("今年|现在")  # the present, said or not
# With no 比, the change is of the later period against the earlier.
_LATER = {"这个月": "上个月", "本月": "上个月", "今年": "去年", "这周": "上周", "本周": "上周", "今天": "昨天",
          "现在": "原来", "下午": "上午"}
_WHO_HAS = re.compile("^的(?:人)?(?:有|是|共有|一共有)?$")  # 参加兴趣小组的有: those who did it
_MALE = frozenset({"爸爸", "爸", "哥哥", "哥", "弟弟", "弟", "爷爷", "外公", "叔叔", "舅舅", "伯伯", "老公", "儿子"})
_FEMALE = frozenset({"妈妈", "妈", "姐姐", "姐", "妹妹", "妹", "奶奶", "外婆", "阿姨", "姑姑", "老婆", "女儿"})
# The words a question may say that the story need not: asking, helping and function words.
_QUESTION_WORDS = re.compile("多少|几|一共|总共|现在|还|能|可以|要|会|了|有|是|的|呢|钱|这|那|个|请问|问|[看读做写走跑开用吃喝]完")
# A clause of no number may open the story as its setting (我们开车去海边, 老师买球) where it says no amount in words,
# no comparison, share or change.
_SETTING_NOT = re.compile("[半倍分成双对打两二三四五六七八九十百千万比是每占剩还又再给丢少多借送卖花用吃买]")


def composed_zh(slots: Slots, core: str) -> Task | None:
    """The one operation the story's quantities and its question allow, or None: two quantities composed here, else
    the layer's other shapes (named parts summed or averaged, shares of a whole, two numbers, prices of a group)."""
    return _two_quantities(slots, core) or next((task for compose in _OTHER_SHAPES if (task := compose(slots, core))), None)


def _two_quantities(slots: Slots, core: str) -> Task | None:
    if not _GATE.search(core) or not ("多少" in core or "几" in core):
        return None
    text, labels = labels_set_aside(core, slots)
    clauses = clauses_zh(text)
    while len(clauses) > 2 and "<" not in clauses[0] and not _SETTING_NOT.search(clauses[0]):
        clauses = clauses[1:]  # the story's setting
    clauses = [c for k, c in enumerate(clauses[:-1]) if not scene_zh(c) or "<" not in "".join(clauses[k + 1:-1])] \
        + clauses[-1:]  # a scene before an amount told
    if _STOPS.search("".join(clauses)):
        return None
    if len(clauses) < 2 or any(k not in "np" for k in re.findall(r"<([a-z])\d+>", text)):
        return None
    body, question = clauses[:-1], clauses[-1]
    if any("多少" in c or "几" in c for c in body):
        return None
    quantities = [told(c, slots) for c in body]
    ask = asked(question, slots)
    if ask is None or any(q is None for q in quantities):
        return None
    used = [k for q in quantities for k in q.slots] + list(ask.slots)
    every = {int(k) for k in re.findall(r"<[np](\d+)>", text)}
    units = {q.unit for q in quantities if q.unit}
    if any(not units or not units <= _DIMENSION_UNITS_OF[word] for word in _DIMENSION_UNITS.findall("".join(clauses))):
        return None  # 妈妈的体重是小华的4倍 after 小华今年9岁: a measure the amounts told are not of
    if len(used) != len(set(used)) or set(used) != every - labels or not _said(ask.words, "".join(body), units):
        return None
    expression = _composition(quantities, ask)
    if expression is None:
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    reader = "composed_period_zh" if ask.kind == "period" or ask.each else "composed_zh"
    return composition_checked(task, core, slots, reader)  # never where another reader read; through the guards


_OTHER_SHAPES = (parts_composed_zh, shares_composed_zh, two_numbers_composed_zh, group_totals_composed_zh,
                 figures_composed_zh, told_shares_composed_zh, priced_ones_composed_zh, recipe_scaled_composed_zh,
                 resales_composed_zh)


def _said(words: str, story: str, units: set[str]) -> bool:
    """Every word of the question's holders, verb and thing is one the story says (its asking words aside): 小兔重多少
    千克 after a cat and a dog asks of someone the story never names. A dimension the story says by its units alone
    (大象重4800千克 … 大象的重量是牛的几倍) is said where every unit told is one of it (体重 of 厘米 is not)."""
    rest = _QUESTION_WORDS.sub("", words)
    for word in _DIMENSION_UNITS.findall(rest):
        if not units or not units <= _DIMENSION_UNITS_OF[word]:
            return False
    rest = _DIMENSION_UNITS.sub("", rest)
    return all(ch in story for ch in rest if "\u4e00" <= ch <= "\u9fff")


_WEIGHTS = frozenset({"千克", "公斤", "克", "斤", "吨"})
_LENGTHS = frozenset({"米", "厘米", "毫米", "千米", "公里"})
_DIMENSION_UNITS_OF = {"重量": _WEIGHTS, "体重": _WEIGHTS, "身高": _LENGTHS, "高度": _LENGTHS, "长度": _LENGTHS,
                       "年龄": frozenset({"岁"}), "岁数": frozenset({"岁"})}
_DIMENSION_UNITS = re.compile("|".join(_DIMENSION_UNITS_OF))


def _composition(quantities: list[Told], ask: Asked) -> str | None:
    kinds = sorted(q.kind for q in quantities)
    if ask.kind == "period" and kinds == ["rate"]:
        return _over_period(quantities, ask)
    if kinds == ["compared", "held"] or kinds == ["held", "times"]:
        return _one_against_another(quantities, ask)
    if kinds == ["held", "held"]:
        return _two_told(quantities, ask)
    if kinds.count("rate") >= 2 and kinds.count("held") <= 1 and len(kinds) <= 4:
        from .rate_chains_zh import chained

        return chained(quantities, ask)
    if ask.kind == "period":
        return None
    if kinds == ["held", "rate"] and ask.kind == "amount":
        return _rate_and_amount(quantities, ask)
    return None


def _names(name: str, holder: str) -> bool:
    """`name` names `holder`: the same time words where both say one, and the rest one inside the other or sharing
    its first two characters (小明 / 小明今年, 大巴车坐 / 大巴车能坐)."""
    name, holder = holder_core(name), holder_core(holder)
    if not name or not holder:
        return False
    times_name, times_holder = TIMES.findall(name), TIMES.findall(holder)
    if times_name and times_holder and times_name != times_holder:
        return False
    rest_name, rest_holder = TIMES.sub("", name), TIMES.sub("", holder)
    if times_name and times_holder and (not rest_name or not rest_holder):
        return True
    if not rest_name or not rest_holder:
        return False
    return rest_name in rest_holder or rest_holder in rest_name or (len(rest_name) >= 2 and rest_name[:2] == rest_holder[:2])


_DIMENSIONS = ({"高", "矮", "身高"}, {"长", "短"}, {"重", "轻", "体重"}, {"贵", "便宜", "价"}, {"大", "小", "岁"})
_YOUNGER = frozenset({"弟弟", "妹妹", "弟", "妹", "儿子", "女儿", "孙子", "孙女"})
_OLDER = frozenset({"哥哥", "姐姐", "哥", "姐", "爸爸", "妈妈", "爸", "妈", "爷爷", "奶奶", "外公", "外婆", "叔叔", "阿姨"})
_MEASURE_OF = re.compile("一([个支台件本瓶辆条张只位把双套盒袋箱桶部架家])")


def _said_otherwise(held: Told, other: Told, ask: Asked, given: str, asked_one: str) -> bool:
    """The comparison says what the amount told is not: 红丝带比黄丝带高 after 黄丝带长25厘米 (another dimension); 一盒铅笔
    against 一支铅笔 asked (another measure); 比小红昨天多 after 小明有 (another time); 小红家比小明多 after 小明家有 (another
    level); 小明的姐姐有20张 (someone of the one compared)."""
    if other.kind == "compared":
        dims = [d for d in _DIMENSIONS if other.word in d]
        said = held.holder + ask.holder
        if dims and any(w in said for d in _DIMENSIONS if d is not dims[0] for w in d if w not in ("大", "小")):
            return True
    measures = [_MEASURE_OF.findall(x) for x in (held.holder, given, asked_one, ask.holder)]
    if measures[0] and measures[1] and measures[0] != measures[1] or measures[2] and measures[3] \
            and measures[2] != measures[3]:
        return True
    times_held = _NEUTRAL_TIMES.sub("", "".join(TIMES.findall(held.holder)))
    if _NEUTRAL_TIMES.sub("", "".join(TIMES.findall(given))) != times_held \
            or not times_held and _NEUTRAL_TIMES.sub("", "".join(TIMES.findall(asked_one))):
        return True
    at = holder_core(held.holder).find(holder_core(given))
    after = holder_core(held.holder)[at + len(holder_core(given)):at + len(holder_core(given)) + 1] if at >= 0 else ""
    if after == "的" or after and after in "家班组队" and holder_core(asked_one).endswith(after):
        return True
    return False


def _ages_out_of_order(asked: str, value: Fraction, given: str, told: Fraction) -> bool:
    """An age that kin words say cannot be: a younger brother older than the one told, an elder one younger."""
    return asked in _YOUNGER and value >= told or asked in _OLDER and value <= told \
        or given in _YOUNGER and told >= value or given in _OLDER and told <= value


def _group_within(holder: str, name: str) -> bool:
    """三班有女生 of 三班: the amount told is of a group within the one named (women, pupils), not of it."""
    rest = TIMES.sub("", holder_core(holder).replace(holder_core(name), "", 1))
    return bool(re.sub("有|是|共|一共|了|里|中", "", rest))


def _unit_agrees(*units: str) -> bool:
    keys = {unit_key(u) for u in units if u}
    return len(keys) <= 1


def _one_against_another(quantities: list[Told], ask: Asked) -> str | None:
    """One amount held, another told against it: the other asked (or the held one's partner, asked back)."""
    held = next(q for q in quantities if q.kind == "held")
    other = next(q for q in quantities if q.kind != "held")
    if ask.kind != "amount" or _ALSO_TOTAL.search(ask.holder) or quantities[0] is not held:
        return None
    if held.thing and holder_core(other.ref) == held.thing and held.thing not in held.holder:
        held = replace(held, holder=held.holder + held.thing)  # 养了18只鸡，鸭的只数是鸡的2倍: the hens named by what they are
    subject = other.holder or held.holder  # 是梨树的4倍: the subject left unsaid is the one just told
    thing_first = re.fullmatch("(?P<who>[^有]+)有(?P<thing>[\u4e00-\u9fff]{1,4})", held.holder)
    if thing_first and subject.endswith("的" + thing_first["thing"]) and other.ref == thing_first["who"]:
        subject = subject[:-len(thing_first["thing"]) - 1]  # 小华有故事书36本，小明的故事书是小华的一半: of one thing
    ref = other.ref or (held.holder if other.part else "")  # 房租占了40%: of the whole just told
    if ref in ("他", "她"):
        kin = holder_core(subject)
        if ref == "她" and kin not in _MALE or ref == "他" and kin not in _FEMALE:
            return None
        ref = held.holder
    if not ref or holder_core(subject) == holder_core(ref) or "的" in holder_core(subject) + holder_core(ref):
        return None  # 二班的书是一班的2倍: books against people; 苹果树的果子 against trees
    times_held, times_subject = TIMES.findall(held.holder), TIMES.findall(subject)
    if times_held and times_subject and times_held != times_subject and TIMES.findall(ref) != times_held:
        return None  # 去年有梨树36棵，今年苹果树比梨树多12棵: this year's trees against last year's
    told_is_ref = _names(ref, held.holder) and not (other.holder and _names(other.holder, held.holder))
    told_is_subject = not other.holder
    if told_is_ref == told_is_subject:
        return None
    if not other.part and held.unit in ("人", "名", "位") and _group_within(held.holder, ref if told_is_ref else subject):
        return None  # 三班有女生23人，四班比三班多4人: the girls told, the classes compared
    asked_one = subject if told_is_ref else ref
    given_one = ref if told_is_ref else subject
    if _said_otherwise(held, other, ask, given_one, asked_one):
        return None
    if not _names(asked_one, ask.holder) or (_names(given_one, ask.holder) and not _names(given_one, asked_one)):
        return None
    if "的" in _WHO_HAS.sub("", holder_core(ask.holder).replace(holder_core(asked_one), "", 1)):
        return None  # 爸爸的爸爸多少岁: someone of the one told, not that one
    unit = held.unit or other.unit or ask.unit
    if not unit or not _unit_agrees(held.unit, other.unit, ask.unit):  # 去年收入10万 … 多了2万: of what?
        return None
    if other.verb and not (other.verb in held.holder and other.verb in ask.words):
        return None  # 多花了5元 against what someone has: the doing compared is the one told and asked
    if other.thing and other.thing != held.thing and not (not held.thing and held.holder.endswith(other.thing)):
        return None  # 多卖了8个哈密瓜 against watermelons, 多7支笔 against 铅笔
    a, k = held.value, other.value
    if other.kind == "compared" and held.unit and not other.unit or other.kind == "times" and held.unit == "度":
        return None  # 比西瓜轻3 of no unit; a temperature as a multiple of another
    if other.kind == "compared":
        value = a + other.sign * k if told_is_ref else a - other.sign * k
        expression = f"{f(a)}{'+' if (other.sign > 0) == told_is_ref else '-'}{f(k)}"
    else:
        value = a * k if told_is_ref else a / k
        expression = f"{f(a)}{'*' if told_is_ref else '/'}{f(k)}"
    if held.unit == "岁" and _ages_out_of_order(holder_core(asked_one), value, holder_core(given_one), a):
        return None  # 弟弟今年8岁，是哥哥年龄的2倍: an elder brother of 4
    return expression if shown(value, unit) else None


def _two_told(quantities: list[Told], ask: Asked) -> str | None:
    """Two amounts told, asked as their difference, their multiple, or the change of one against the other in %."""
    first, second = quantities
    if not _unit_agrees(first.unit, second.unit, ask.unit) \
            or ask.kind not in ("diff", "apart", "times", "fraction", "percent"):
        return None
    subject, ref = ask.holder, ask.ref
    if ask.kind == "apart" and not ref:
        return _apart(first, second, ask)
    if ask.kind == "percent" and not ref and not subject:  # 多百分之几: the later period against the earlier
        times = [TIMES.findall(q.holder) for q in quantities]
        if any(len(t) != 1 for t in times):
            return None
        later = [t[0] for t in times if _LATER.get(t[0]) in (times[0][0], times[1][0])]
        if len(later) != 1:
            return None
        subject, ref = later[0], _LATER[later[0]]
    if not subject or not ref:
        return None
    if other_things(first.holder, second.holder) or unit_key(first.unit) != unit_key(second.unit) \
            or first.thing and second.thing and first.thing != second.thing:
        return None  # 12本书 against 5本杂志, 12圈 against 5千米
    s = [q for q in quantities if _names(subject, q.holder)]
    r = [q for q in quantities if _names(ref, q.holder)]
    if len(s) != 1 or len(r) != 1 or s[0] is r[0]:
        return None
    times = [_NEUTRAL_TIMES.sub("", "".join(TIMES.findall(q.holder))) for q in (s[0], r[0])]
    if times[0] != times[1] and not (TIMES.search(subject) and TIMES.search(ref)):
        return None  # 小明有12本书，小红去年有5本: two people of two years
    rests = [TIMES.sub("", holder_core(q.holder).replace(holder_core(name), "", 1)) for q, name in ((s[0], subject), (r[0], ref))]
    if all(rests) and rests[0] != rests[1]:
        return None  # 苹果卖出24个，梨有8个: sold against had
    a, b = s[0].value, r[0].value
    if ask.kind == "apart":
        return f"{f(a)}-{f(b)}" if a > b else f"{f(b)}-{f(a)}" if b > a else None
    if ask.kind == "diff":
        if (a - b) * ask.sign <= 0:
            return None
        return f"{f(a)}-{f(b)}" if a > b else f"{f(b)}-{f(a)}"
    if ask.kind == "times":
        return f"{f(a)}/{f(b)}" if a > b and shown(a / b, "") else None
    if ask.kind == "fraction":
        return f"{f(a)}/{f(b)}" if a < b and shown(a / b, "") else None
    change = (a - b) / b * 100
    if change * ask.sign <= 0 or not shown(abs(change), ""):
        return None
    return f"({f(a)}-{f(b)})/{f(b)}*100" if a > b else f"({f(b)}-{f(a)})/{f(b)}*100"


def _apart(first: Told, second: Told, ask: Asked) -> str | None:
    """Two amounts told, how far apart both are asked (两个仓库相差多少吨, 两人相差多少厘米): of one thing, one unit, and
    one doing or measure said alike by both (甲仓库有大米 / 乙仓库有大米, 哥哥身高 / 弟弟身高; 卖出 against 有 is not), or two
    kin; the noun both are said by (仓库) in both holders."""
    if other_things(first.holder, second.holder) or unit_key(first.unit) != unit_key(second.unit) \
            or first.thing != second.thing or not first.unit:
        return None
    if ask.holder and not (ask.holder in first.holder and ask.holder in second.holder):
        return None
    one, other = (q.holder.removesuffix("了") for q in (first, second))
    alike = len(os.path.commonprefix([one[::-1], other[::-1]]))
    if one == other or not alike and not (is_kin_or_role(one) and is_kin_or_role(other)) \
            or alike and not (one[:-alike] and other[:-alike]):
        return None
    a, b = first.value, second.value
    return f"{f(a)}-{f(b)}" if a > b else f"{f(b)}-{f(a)}" if b > a else None


def _over_period(quantities: list[Told], ask: Asked) -> str | None:
    """An amount each period, asked of a longer period of the same family (每天 … 一个星期)."""
    rate = quantities[0]
    if rate.per not in PERIODS:
        return None
    family, size = PERIODS[rate.per]
    if family == "day" and _WORK.search(rate.holder + ask.holder):
        return None  # 工人每天刷3个房间，一周: a week of work is 5 days or 6 or 7
    if "有" in rate.holder or PERIODS.get(ask.each) == (family, size):
        return None  # 水池有进水管每小时…: one pipe of a pool; 3小时 after 每小时 is the rate reader's, not a conversion
    if ask.period is None or ask.period[0] != family or ask.period[1] <= size or not _unit_agrees(rate.unit, ask.unit):
        return None
    if _OTHERS.search(ask.holder):
        return None
    times = ask.period[1] / size
    value = rate.value * times
    return f"{f(rate.value)}*{f(times)}" if shown(value, rate.unit) else None


def _per(rate: Told) -> tuple[Fraction, str]:
    """What a rate is each of: 每百公里 is each 100 km, 每小时 each hour."""
    return (Fraction(100), rate.per[1:]) if rate.per.startswith("百") else (Fraction(1), rate.per)


def _rate_and_amount(quantities: list[Told], ask: Asked) -> str | None:
    """A rate and an amount of what it is each of, the total asked (每小时行驶80千米，开了3小时 → 80×3; 每百公里8升，开350
    公里 → 8×350/100), or an amount of what it gives, what it is each of asked (每小时飞行800千米，2400千米要飞几小时)."""
    rate = next(q for q in quantities if q.kind == "rate")
    amount = next(q for q in quantities if q.kind == "held")
    if "每" in ask.holder or _OTHERS.search(ask.holder) or not amount.unit:
        return None
    if amount.thing and amount.thing not in rate.holder + ask.words:
        return None  # 苹果每千克12元，称了3千克梨
    if _OTHERS.search(rate.holder) or re.sub(_DOINGS, "", TIMES.sub("", amount.holder)).strip(rate.holder):
        return None  # 羊肉称了3斤 after 牛肉45元一斤; 徒弟做了6天 after 王师傅每天做; 两地相距240千米
    size, per = _per(rate)
    if unit_key(amount.unit) == unit_key(per) and ask.unit and unit_key(ask.unit) == unit_key(rate.unit):
        times = amount.value / size
        value = rate.value * times
        return f"{f(rate.value)}*{f(times)}" if shown(value, rate.unit) else None
    if unit_key(amount.unit) == unit_key(rate.unit) and ask.unit and unit_key(ask.unit) == unit_key(per):
        value = amount.value / rate.value * size
        return f"{f(amount.value)}/{f(rate.value)}*{f(size)}" if shown(value, per) else None
    return None
