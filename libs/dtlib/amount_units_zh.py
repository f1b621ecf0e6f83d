"""The Chinese half of dtlib.amount_units: a unit or a measure word and its noun after a number ("8辆车",
"24瓶水", "45人"), a rate opened by 每 ("每辆车坐45人", "每小时走5公里") or by a clause's 一 ("一辆车坐45人",
"一支笔3元"); a measure word alone ("吃了3个", "每支4元") counts the noun the request names with it elsewhere
(resolve); 块 is money only where it counts no thing the request names (20块饼干 … 吃了5块).
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from functools import lru_cache

import jieba
import jieba.posseg

from .amount_unit_kinds import CLAUSE_END, MONEY, Unit, clause_start, physical
from .perception import NumberMention
from .unit_names import canonical_unit, money_unit

jieba.setLogLevel(logging.WARNING)

_MEASURES = frozenset("个辆支本只条件张名位箱盒瓶袋包台棵朵双把颗头匹间层杯碗盆根片粒份套部篇首道页组排圈节场枝封座所家户群堆捆筐桶块")
MEASURE_WORDS = _MEASURES  # the fuser's question words (几条, 几本) count by them too
_ZH_NOT_UNITS = frozenset("倍成折")  # 3倍 times, 三成 tenths, 八折 a discount: no unit of their own
_ZH_NOT_POINTS = re.compile(r"[元角钱块点时秒]")  # 分 beside money is cents, beside a clock time minutes
_ZH_FUNCTION = frozenset("的了和与及或是在有把被从到给比还也都又就")
_CLAUSE_START = re.compile(r"(?:^|[，。；：！？、,.;:!?\s])$")
_ZH_ARTICLE_VERBS = re.compile(r"^(?:坐|装|有|能装|能坐|可以坐|可以装|可坐|可装|重|卖|要|值)")
_ZH_NOUN_THEN_VERB = re.compile(r"^([\u4e00-\u9fff]{1,3}?)(?:坐|装|有|能装|能坐|可以坐|可以装|可坐|可装|重|卖|要|值)")


@lru_cache(maxsize=1 << 12)
def article_zh(text: str, n: NumberMention) -> bool:
    """一 opening a clause with a measure word names one thing, as "a" does (一个工厂每月…, 一辆车坐45人): no amount."""
    return n.raw == "一" and bool(_CLAUSE_START.search(text[:n.start]))


def zh_unit_after(text: str, at: int, words: dict[str, tuple[str, str]]) -> tuple[Unit | None, str]:
    """The unit after a Chinese number (or after 每 / 一): a unit name, money, a measure word and its
    noun, or a noun; with the measure word (for a measure word alone: resolved later)."""
    rest = text[at:at + 12]
    if rest[:2] in ("平方", "立方"):  # 24平方米: an area
        unit, measure = zh_unit_after(text, at + 2, words)
        power = 2 if rest[:2] == "平方" else 3
        return (Counter({k: power * v for k, v in unit.items()}) if unit and list(unit) == ["length"] else None), measure
    if rest[:1] in _ZH_NOT_UNITS:
        return None, ""
    if rest[:1] == "分" and (rest[1:2] == "" or rest[1:2] in "，。？！；,.?!;") and not _ZH_NOT_POINTS.search(text):
        words.setdefault("n:分", ("分", "分"))
        return Counter({"n:分": 1}), ""  # 得12分, 考了92分: points, where no money and no clock time is said
    if rest[:1] == "岁":  # 6岁, 再过8年: an age is a time in years
        return Counter({"time": 1}), ""
    for size in (4, 3, 2, 1):
        word = rest[:size]
        if word == "块" and not rest[1:2] == "钱":  # 3块糖 counts sweets; 花了12块 is money (resolve)
            break
        if len(word) == size and money_unit(word):
            words.setdefault(MONEY, ("钱", "钱"))
            return Counter({MONEY: 1}), ""
        if len(word) == size and (canonical := canonical_unit(word)) and word != "m":
            if canonical == "m" and rest[1:2] and rest[1:2] not in "，。？！,.?!每/一共":
                return None, ""  # 米 that opens a word (米饭) is not metres
            unit = physical(canonical)
            if unit is not None and len(unit) == 1:
                words.setdefault(next(iter(unit)), (word, word))
            return unit, ""
    measure = rest[:1] if rest[:1] in _MEASURES else ""
    tail = rest[len(measure):]
    cut = [(w.word, w.flag) for w in jieba.posseg.cut(CLAUSE_END.split(tail)[0])] if tail else []
    noun = ""
    if cut:
        word, flag = cut[0]
        if not measure and word[:1] in _MEASURES and len(word) > 1:  # 瓶水, 颗糖, 本书: jieba glues them
            measure, word, flag = word[:1], word[1:], "n"
        if _cjk(word) and word[:1] not in _ZH_FUNCTION and (flag.startswith(("n", "zg")) or (not measure and flag == "q") or (measure and flag == "vn")):
            noun = word
    after = tail[len(noun):len(noun) + 1] if noun and tail.startswith(noun) else ""
    if len(noun) > 1 and noun[-1] in "重有坐装要卖值带" and (after.isdigit() or after in ("多", "几")):
        noun = noun[:-1]  # 油重15千克: jieba reads the verb 重 into the noun
    if len(noun) > 2 and noun[-1] in "上里内":
        noun = noun[:-1]  # 4个书架上: jieba reads the place word into the noun
    if noun:
        words.setdefault(f"n:{noun}", (noun, noun))
        return Counter({f"n:{noun}": 1}), measure
    if measure:
        return Counter({f"m:{measure}": 1}), measure
    return None, ""


def _cjk(word: str) -> bool:
    return bool(word) and all("\u4e00" <= c <= "\u9fff" for c in word)


def zh_rate_opening(text: str, n: NumberMention, first_in_clause: bool, unit: Unit | None,
                     words: dict[str, tuple[str, str]]) -> tuple[Unit | None, str]:
    """"每辆车坐45人", "每小时走5公里", "一辆车坐45人", "一支笔3元": what the amount is per."""
    start = clause_start(text, n.start)
    prefix = text[start:n.start]
    at = prefix.rfind("每")
    if at >= 0 and first_in_clause:
        after = start + at + 1 + (prefix[at + 1:at + 2] == "一")
        return zh_unit_after(text, after, words)
    if first_in_clause and prefix.startswith("一") and prefix[1:2] in _MEASURES | {"小"}:
        per, measure = zh_unit_after(text, start + 1, words)
        rest = prefix[1 + len(measure) + len(noun_of(per)):] if per else ""
        glued = _ZH_NOUN_THEN_VERB.match(rest)
        if per is not None and not noun_of(per) and glued:  # 一桶油重15千克: jieba reads 油重 as one word
            words.setdefault(f"n:{glued.group(1)}", (glued.group(1), glued.group(1)))
            per, rest = Counter({f"n:{glued.group(1)}": 1}), rest[len(glued.group(1)):]
        if per is not None and (_ZH_ARTICLE_VERBS.match(rest) or (not rest and unit == Counter({MONEY: 1}))):
            return per, measure
    return None, ""


def noun_of(unit: Unit | None) -> str:
    key = next(iter(unit)) if unit else ""
    return key[2:] if key.startswith("n:") else ("小时" if key == "time" else "")


def resolve(unit: Unit | None, by_measure: dict[str, str]) -> Unit | None:
    """A measure word alone counts the noun the request names with it ("8个苹果 … 吃了3个")."""
    if unit is None:
        return None
    out: Unit = Counter()
    for key, power in unit.items():
        if key == "m:块" and "块" not in by_measure:
            key = MONEY  # 块 that counts no thing the request names is money (花了12块)
        out[f"n:{by_measure[key[2:]]}" if key.startswith("m:") and key[2:] in by_measure else key] += power
    return out
