"""An amount doubled in Chinese words, read by its values: 翻一番 (×2), 翻两番 (×4), 翻了三番 (×8), 翻倍, 增加了一倍 (×2),
增加到原来的两倍 / 是原来的2倍 (×2), asked after the change ("去年生产了300台，今年产量翻了一番，今年生产了多少台" → 600),
or before it where the change was said against it ("今年产量是600台，比去年翻了一番，去年产量是多少台" → 300), or how much
more the later amount is ("去年收了450箱，今年翻了两番，今年比去年多收多少箱" → 1350).

增加了两倍 / 增长了两倍 is ×3 by the textbook and ×2 to many who write it: where people's words and the reading
disagree, the request goes slow (every 增加了 N 倍 but N = 1). Three clauses exactly: the amount, the change, the
question; one amount (and at most the years the change took: 三年翻了三番), one change said once, the question in the
amount's own unit, about the same thing, at the time after the change (or the time 比 names); a second change (又翻了
一番), a fall (减少了一倍), 每, a hedge, a negation or another time asked (明年) leaves it unread, so it goes slow.
"""

from __future__ import annotations

import re
from fractions import Fraction

from dtlib.envelope import Task
from dtlib.perception import NumberMention

from ..slots import Slots
from .tokens import Tok
from .triggers import triggered_by
from .vocab_zh import clauses_zh
from .units import money_unit

# Each time word's place on its own scale; a change said at a time comes after the amount's time on the same scale
# ("去年200万元，今年翻了一番"), and "今年200万元，去年翻了一番" doubled something before the year told.
_SCALES = ({"前年": 0, "去年": 1, "上一年": 1, "今年": 2, "这一年": 2, "明年": 3},
           {"上个月": 0, "上月": 0, "这个月": 1, "本月": 1, "下个月": 2}, {"上周": 0, "本周": 1, "这周": 1},
           {"上学期": 0, "这学期": 1, "本学期": 1}, {"原来": 0, "以前": 0, "过去": 0, "现在": 1})
_TIMES = "|".join(sorted((word for scale in _SCALES for word in scale), key=len, reverse=True))
_COUNTS = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4}
_DOUBLED = (r"(?P<word>翻了?(?P<fan>[一两二三四])番|翻了?一倍|翻倍了?|(?:增加|增长)了(?P<more><n\d+>)倍"
            r"|(?:增加|增长|变)(?:到|成|为)(?:了)?(?:原来的)?(?P<to><n\d+>)倍"
            rf"|是(?:原来|(?P<of>{_TIMES}))的(?P<was><n\d+>)倍)")
_CHANGE = re.compile(rf"(?P<when>{_TIMES})?(?P<subject>[^<>0-9，,比]{{0,6}}?)(?:比(?P<than>{_TIMES}))?"
                     rf"(?P<span><n\d+>年)?{_DOUBLED}")
_AFTER = r"(?:翻了?[一两二三四]番后|翻倍后|增加后|增长后)"
_ASKED = re.compile(rf"(?P<when>{_TIMES}|{_AFTER})?(?P<subject>[^<>0-9，,]{{0,8}}?)(?:是|有|为|达到)?(?:多少|几)"
                    r"(?P<unit>[^<>0-9，,]{1,4})")
_MORE_ASKED = re.compile(rf"(?P<when>{_TIMES})?比(?P<than>{_TIMES})多(?P<subject>[^<>0-9，,]{{0,3}}?)(?:多少|几)"
                         r"(?P<unit>[^<>0-9，,]{1,4})")
_TIMED = re.compile(_TIMES)
_COUNT_KINDS = ("数量", "总数", "人数", "量")  # 产量, 植树的数量: the amount told, by its kind
_MONEY_KINDS = ("销售额", "营业额", "总额", "收入", "产值", "利润")
_NOT_SAID_ONCE = re.compile("又|再|每|减|降|少了|不|没|约|大约|左右|多了|将近|接近|如果|假如")


@triggered_by(text=("番", "倍"))
def read_doubling_zh(tokens: list[Tok], slots: Slots) -> Task | None:
    text = slots.text
    clauses = clauses_zh(text)
    if len(clauses) != 3 or not all(isinstance(item, NumberMention) for item in slots.items) \
            or _NOT_SAID_ONCE.search(text):
        return None
    told, change = clauses[0], _CHANGE.fullmatch(clauses[1])
    more = _MORE_ASKED.fullmatch(clauses[2])
    asked = more or _ASKED.fullmatch(clauses[2])
    amounts = re.findall(r"<n\d+>", told)
    if change is None or asked is None or len(amounts) != 1 or re.search(r"[番倍]", told + asked["subject"] + asked["unit"]):
        return None
    used = {amounts[0], *(change[k] for k in ("more", "to", "was") if change[k]), *(
        [change["span"][:-1]] if change["span"] else [])}
    if used != {f"<n{i}>" for i in range(len(slots.items))}:
        return None  # another number
    factor = _factor(change, slots)
    amount = slots.number(amounts[0])
    if factor is None or amount.percent or amount.value <= 0:
        return None
    if change["span"] and slots.number(change["span"][:-1]).unit != "年":
        return None
    money = bool(money_unit(amount.unit))
    scale = _unit_asked(told, amounts[0], amount, asked["unit"])
    if scale is None \
            or not _same_thing(asked["subject"], told, clauses[1], money) or not _same_thing(change["subject"], told, "", money):
        return None
    told_when = _TIMED.findall(told)
    if change["of"] and told_when != [change["of"]]:
        return None  # 是去年的3倍: of the amount told, at the time it was told
    operation = _operation(change, asked, told_when, more is not None, factor)
    return None if operation is None else Task("expr", {"expression": f"{amount.plain()}{operation}{scale}"},
                                               source="parser")


def _operation(change: re.Match, asked: re.Match, told_when: list[str], more: bool, factor: int) -> str | None:
    """What the amount told becomes: the amount after the change (*4), before it (/2, after 比去年), or how much more
    the later one is ("今年比去年多多少": *(4-1))."""
    asked_when = asked["when"]
    if change["than"]:  # "今年产量是600台，比去年翻了一番，去年多少": the time before, asked
        if more or asked_when != change["than"] or change["than"] in told_when:
            return None
        return f"/{factor}"
    if change["when"] is not None and change["when"] in told_when:
        return None  # the amount's own time said changed
    if change["when"] is not None and told_when and not _later(change["when"], told_when[0]):
        return None  # "今年200万元，去年翻了一番": a change before the amount told, or on another scale
    if more:  # "今年比去年多收多少箱": the later amount against the one told
        if told_when != [asked["than"]] or asked_when not in (None, change["when"]):
            return None
        return f"*{factor - 1}"
    if asked_when is not None and not asked_when.startswith(("翻", "增")) and asked_when not in (change["when"], "现在") \
            or asked_when in told_when:
        return None  # 明年 asked, or the amount's own time asked again
    if asked_when is not None and asked_when.startswith(("翻", "增")) and change["word"] not in asked_when + "了":
        return None
    return f"*{factor}"


def _later(when: str, than: str) -> bool:
    """`when` comes after `than` on one time scale (今年 after 去年); False on none or on two."""
    return any(when in scale and than in scale and scale[when] > scale[than] for scale in _SCALES)


def _factor(change: re.Match, slots: Slots) -> int | None:
    if change["fan"]:
        return 2 ** _COUNTS[change["fan"]]
    if change["more"] or change["to"] or change["was"]:
        n = slots.number(change["more"] or change["to"] or change["was"])
        if n.percent or n.unit != "倍" or Fraction(n.value).denominator != 1:
            return None
        if change["more"]:  # 增加了一倍 is twice; 增加了两倍 reads ×3 or ×2: people's words and the reading disagree
            return 2 if n.value == 1 else None
        return int(n.value) if n.value >= 2 else None
    return 2  # 翻倍, 翻了一倍


def _unit_asked(told: str, slot: str, amount, asked: str) -> str | None:  # noqa: ANN001 - a NumberMention
    """"" where the question asks the amount's own unit (元, 平方米; 台 after 300台机器), "/10000" where it asks it in 万
    and the amount was written in 万 (80万元 … 多少万元), None otherwise."""
    after = told[told.index(slot) + len(slot):]
    if not (amount.unit or after[:1]):
        return None
    if asked == amount.unit if amount.unit else after.startswith(asked):
        return ""
    return "/10000" if amount.unit and asked == "万" + amount.unit and amount.raw.endswith("万") else None


def _same_thing(subject: str, told: str, change: str, money: bool) -> bool:
    """The words name what was told or changed: 今年生产了 (去年生产了), or no noun at all, or a kind of amount of what was
    told (产量 after 生产了, 藏书量 after 藏书, 植树的数量 after 植树; 销售额, 收入 of money): 价格, 工人, 浇水的次数 are others,
    and so is a kind other than the one the story names (利润 after 产值)."""
    subject = re.sub(f"^(?:{_TIMES}|计划|预计)|一共|总共|(?:是|有|为)$", "", subject)
    if not subject or subject in told or subject in change:
        return True
    kinds = _MONEY_KINDS if money else _COUNT_KINDS
    kind = next((k for k in kinds if subject.endswith(k)), None)
    if kind is None or any(k in told and not k.endswith(kind) and not kind.endswith(k) for k in kinds):
        return False  # 利润 翻番 beside 产值 told: another kind of amount
    return subject[:-len(kind)].removesuffix("的") in told
