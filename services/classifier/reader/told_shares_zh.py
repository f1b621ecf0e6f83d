"""A share of a whole told the way people write it in a message (issue 15, the composition layer): the whole and its
share in either order, the share given, paid or set aside, and the question that share by its own name.

首付要两成，车子总价12万，首付多少钱 → 120000×20%; 小费按10%给，这顿饭一共480，小费多少钱 → 480×10%; 四分之一的工资拿去还
花呗，工资8800，还花呗多少 → 8800×1/4; 公司年会预算5万，抽奖占40%，抽奖预算多少万 → 50000×40%÷10000.

Read only where the request is these three clauses (its setting aside): one amount, the whole, said as a total (一共,
总价, 总额 …) or as what a whole is (工资, 预算, 收入 …, 一袋大米); one share of it (N%, N成, 几分之几, 一半) with no
other number; and a question of no number that names the share's own doing or thing (小费, 首付, 给爸妈), nothing the
story does not say. The share's whole, where named (工资的四分之一), is the whole told. The unit asked is the whole's,
or money of a whole in money, or 万 of a whole said in 万. Slow: the rest (还剩, 到手, another part: policy "the rest
after a percentage done"), a total of the two (一共要付), another holder or thing, period or unit, a second share or
number, a change (涨, 降, 折, 又, 再), a condition, a negation, an estimate.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task

from ..slots import Slots
from .composed_checks import composition_checked
from .labels_zh import STOPS, UNIT, f, names_written_back, shown, value
from .quantities_zh import unit_key
from .vocab_zh import clauses_zh

_GATE = re.compile("分之|<p|一半")
# A change, a rest, a comparison, a total or a second step: not a share given.
_NOT_A_SHARE = re.compile("又|再|还剩|还有|还能|还可以|还少|剩|比|倍|折|涨|降|增|减|提高|多了|少了|利息|利率|平均|分别|各|和|与|跟|或|到手|尾款|其余|"
                          "另|每人|一共|总共|合计|共计|然后|之后|以后|先后")
# A whole said as a total, or a word that names a whole; or one thing (一袋大米, 一本书)
_WHOLE_WORDS = re.compile("一共|总共|共计|合计|总计|总价|总额|总花费|总收入|总|全部|全年|整个|工资|月薪|年薪|薪水|收入|预算|"
                          "开销|花费|奖金|年终奖|补贴|生活费|班费|学费|会费|团费|退休金|货款|账单|业绩|销售额|营业额|利润|"
                          "价|租|礼金|压岁钱|捐款|退款|稿费|^一[个支台件本瓶辆条张只袋箱桶盒包罐锅根块]")
# A whole's holder that is itself a part of something, or money in another currency (5000美元)
_A_PART = re.compile("贷款|尾款|余款|余额|欠|月供|利息|首付|定金|订金|押金|美元|欧元|日元|港元|英镑|美金|韩元|卢布")
_WHOLE = re.compile(rf"(?P<h>[^<>]*?)(?:是|有|为)?<n(?P<k>\d+)>(?P<u>{UNIT})?(?P<t>[^<>]{{0,3}})")
_SHARE = re.compile(r"<n(?P<den>\d+)>分之<n(?P<num>\d+)>|<p(?P<p>\d+)>|一半")
_ASKED = re.compile(rf"(?P<q>[^<>]*?)(?:是|有|为|要|得|应该|需要)?(?:多少|几)(?P<u>万|钱|块钱|元钱|{UNIT})?")
# Words a question may say that the story need not: asking, paying and function words.
_FREE = re.compile("应该|需要|一下|的|了|是|有|要|得|该|花|付|交|出|给|拿|用|钱|元|块|呢|啊|呀|请问|问")  # not 这 (这个月 after 上个月)
_MONEY = frozenset({"", "钱", "块钱", "元钱", "元", "块"})


# A price and its discount, a profit, interest: the discount and percentage readers' (原价200元，优惠了20%，优惠多少:
# slow by the project's labels, test_hostile_probes_15.py)
_PRICES = re.compile("优惠|原价|打折|折扣|便宜|降价|减价|让利|返现|返利|立减|满减|券|利润|利息|利率|赚|亏|成本|定价|标价|售价|"
                     "涨价|现价|单价|进价")


def told_shares_composed_zh(slots: Slots, core: str) -> Task | None:
    """A share of a whole told in either order, asked by its own name, or None."""
    if not _GATE.search(core) or STOPS.search(core) or _PRICES.search(core) or not ("多少" in core or "几" in core):
        return None
    text, labels = names_written_back(core, slots)
    clauses = clauses_zh(text)
    if len(clauses) != 3 or "<" in clauses[2] or any(k not in "np" for k in re.findall(r"<([a-z])\d+>", text)):
        return None
    ask = _ASKED.fullmatch(clauses[2])
    shared = [c for c in clauses[:2] if _SHARE.search(c)]
    if ask is None or len(shared) != 1 or _NOT_A_SHARE.search(shared[0] + ask.group("q")):
        return None
    if re.search("的$|占|比例|百分|几成", ask.group("q")):
        return None  # 房租是工资的多少, 房租占多少: the share asked, not its amount
    share_clause = shared[0]
    whole_clause = clauses[0] if clauses[1] is share_clause else clauses[1]
    whole = _WHOLE.fullmatch(whole_clause)
    if whole is None or _SHARE.search(whole_clause) or re.search("占|剩|比|倍|又|再|还|折", whole_clause):
        return None
    if not _WHOLE_WORDS.search(whole.group("h") + whole.group("t")) or _A_PART.search(whole_clause):
        return None  # 贷款180万 beside 首付三成: the share may be of something else
    if _another_holder(share_clause, whole_clause):
        return None
    share, rest = _share(share_clause, slots, labels)
    total = value(slots, int(whole.group("k")))
    if share is None or total is None or not _names_the_whole(rest, whole_clause):
        return None
    expression = _asked_of(ask, rest, whole, whole_clause, total, share, slots)
    if expression is None:
        return None
    task = Task("expr", {"expression": expression}, source="parser")
    return composition_checked(task, core, slots, "composed_told_share_zh")


_PERSON = re.compile("小[\u4e00-\u9fff]|老公|老婆|老[王李张刘陈赵]|爸|妈|哥|姐|弟|妹|爷|奶|叔|阿姨|舅|姑|同事|室友|朋友|同学|他|她|我")
_FIRST_DOING = re.compile("占|按|拿|交|给|付|收|存|出|用|花|要|捐|承担|报销|补|抽|还")


def _another_holder(share_clause: str, whole_clause: str) -> bool:
    """小明工资9000，小红房租占三分之一: the share's holder, said before its doing, is not the whole's."""
    doing = _FIRST_DOING.search(share_clause)
    holder = set(_PERSON.findall(share_clause[:doing.start()] if doing else share_clause))
    told = set(_PERSON.findall(re.sub("^[^<>]{1,3}?给了?", "", whole_clause)))  # 妈妈给了800元: a giver, not the holder
    return bool(holder and told and holder != told)


def _share(clause: str, slots: Slots, labels: frozenset[int]) -> tuple[Fraction | None, str]:
    """The clause's one share and its words without it; no other number."""
    m = _SHARE.search(clause)
    rest = clause[:m.start()] + "□" + clause[m.end():]
    if "<" in rest.replace("□", "") or re.match(rf"□(?:{UNIT}|半)", rest):
        return None, rest  # another number, or 四分之一米 (an amount), 三成半
    if m.group() == "一半":
        return Fraction(1, 2), rest
    if m.group("p") is not None:
        item = slots.items[int(m.group("p"))]
        if not item.percent or not re.search("%|百分|成$", item.raw):
            return None, rest
        share = Fraction(str(item.value)) / 100
    else:
        den, num = value(slots, int(m.group("den"))), value(slots, int(m.group("num")))
        share = num / den if den and num else None
    return (share if share is not None and 0 < share < 1 else None), rest


# Where a share clause names its whole: after 占 / 是 / 为 / 按 (占工资的, 是月薪的), before the share's 的 (工资的四分之一),
# or after it (四分之一的工资拿去 …)
_OF_WHOM_BEFORE = re.compile("(?:占了?|是|为|按)([^占是为按]*)$")
_OF_WHOM_AFTER = re.compile("^的([\u4e00-\u9fff]+?)(?=拿|用|交|给|存|付|花|是|占|被|都|$)")


def _whole_named(rest: str) -> str:
    """The words of a share clause that name the share's whole, or ""."""
    before, after = rest.split("□")
    if (m := _OF_WHOM_AFTER.match(after)) is not None:
        return m.group(1)
    if (m := _OF_WHOM_BEFORE.search(before)) is not None:
        return re.sub("的$|^其中|^了", "", m.group(1))
    m = re.search("([\u4e00-\u9fff]+?)的$", before)
    return re.sub("^(?:其中|拿出|拿|给|付|交|收|用)", "", m.group(1)) if m else ""


def _names_the_whole(rest: str, whole_clause: str) -> bool:
    """工资的四分之一, 成交价的2%, 占工资的: the share's whole, where named, is the one told (其中, 全部, 总价 name it too)."""
    whose = _whole_named(rest)
    return not whose or whose in ("其中", "全部", "总数", "总价", "总额", "它") or whose in whole_clause


def _asked_of(ask: re.Match, rest: str, whole: re.Match, whole_clause: str, total: Fraction, share: Fraction,
              slots: Slots) -> str | None:
    said = _FREE.sub("", ask.group("q"))
    share_words = rest.replace("□", "").replace(_whole_named(rest), "", 1)
    if not said or any(ch not in share_words + whole_clause for ch in said):
        return None  # 贷款 after 首付, 同事拿 after 我拿, 明年 after a year's amount
    if not any(ch in share_words and ch not in whole_clause for ch in said):
        return None  # the whole asked, or its holder: no share named
    asked, unit = ask.group("u") or "", whole.group("u") or ""
    raw = getattr(slots.items[int(whole.group("k"))], "raw", "")
    if asked == "万":
        if "万" not in raw or unit:
            return None
        if not shown(total * share / 10000, ""):
            return None
        return f"{f(total)}*{f(share)}/10000"
    money = unit in _MONEY and not re.search("[^0-9.,万]", raw.replace("元", "").replace("块", ""))
    if asked in _MONEY and asked and not money:
        return None  # 多少钱 of 500克
    if asked not in _MONEY and unit_key(asked) != unit_key(unit):
        return None  # 多少斤 of 500克, 多少人 of a budget
    return f"{f(total)}*{f(share)}" if shown(total * share, unit or asked) else None
