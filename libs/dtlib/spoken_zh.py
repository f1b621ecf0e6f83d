"""Chinese as typed in a chat, written the way the rest of the reading reads it (before `text.yuan_in_digits`):

- money said in Chinese numerals, 两块八毛五 (2.85 元), 六十三块五 (63.5), 三毛钱 (0.3), 一块二毛五, 三元五角: written in
  digits, 2块8毛5, so that `yuan_in_digits` makes one amount of it. Left as it was, 两块五 read as 2 元 beside a stray
  五 (一支笔一块五，买4支 was answered 4).
- 俩 and 仨, 两个 and 三个 fused into one character (我们仨, 买了俩台灯): written out, so that they are counted as 两个 and
  三个 are (伎俩, a trick, is no count).

- a half after a count and its unit, 两斤半, 一个半小时: written with the count, 2.5斤, 1.5个小时 (left as it
  was, the half is a word after a count that the reader refuses to drop); not 一天半 or 三年半 (kept slow by the hostile probes), 十天半个月, 一年半载, 半价, 半斤.

A numeral before 块 or 毛 is money only where what follows it closes the amount: the end, a space or a punctuation
mark, 钱, a particle, a verb of paying, or a price per item (两块五一斤). Not 一块五花肉 (a piece of pork belly),
切成三块五个人吃, 三毛的书 (the writer 三毛), 一毛不拔, 八角 (star anise): those are left as they were.
"""

from __future__ import annotations

import re

from .zh_numerals import integer

_DIGIT = "一二两三四五六七八九"
_NUMERAL = "零一二两三四五六七八九十百千万"
_NOT_AFTER_NUMERAL = rf"(?<![{_NUMERAL}\d.点])"
# What may follow the last numeral of a spoken amount: the amount ends there.
_CLOSED = (r"(?=$|[\s，。,.!?！？、；;：:）)~…]|[钱吧啊呢呀嘛了每买卖就给找要]|的话"
           r"|一[个斤只支瓶本件袋盒杯碗张包份根块两公千条])")
# 两块八毛五, 一块二毛五分, 三元五角: yuan, jiao and perhaps fen
_YUAN_JIAO = re.compile(rf"{_NOT_AFTER_NUMERAL}(?P<yuan>[{_NUMERAL}]+)(?:块|元)(?P<jiao>[{_DIGIT}])(?:毛|角)"
                        rf"(?:(?P<fen>[{_DIGIT}])(?:分|{_CLOSED})|{_CLOSED})")
# 六十三块五: the digit after 块 is its jiao
_KUAI_DIGIT = re.compile(rf"{_NOT_AFTER_NUMERAL}(?P<yuan>[{_NUMERAL}]+)块(?P<jiao>[{_DIGIT}]){_CLOSED}")
# 三毛, 一毛五, 五角钱: jiao alone (角 only before 钱 or fen: 八角 is a spice, 三角 a triangle)
_JIAO = re.compile(rf"{_NOT_AFTER_NUMERAL}(?P<jiao>[{_DIGIT}])(?:毛|角(?=钱|[{_DIGIT}]分))"
                   rf"(?:(?P<fen>[{_DIGIT}])(?:分|{_CLOSED})|{_CLOSED})")
_FUSED_COUNT = re.compile(r"(?<!伎)俩个?|仨个?")
# 两斤半, 3斤半: a count, its unit, then half of one more; 一个半小时, 两个半月: a half before the time unit. Not 一天半 or
# 三年半 (test_hostile_probes.py keeps 一天半有多少小时 slow).
# Not 十天半个月 or 一年半载 (a while), 半价 (half price), 半斤 (no count before the half).
_HALF_AFTER_UNIT = re.compile(rf"(?<![{_NUMERAL}\d.点])(?P<n>\d+|[{_NUMERAL}]+)(?P<unit>公斤|千克|公里|千米|斤|米|岁|块|元)半"
                              r"(?![价载个天月年小时分斤块边圆径夜])")
_HALF_BEFORE_TIME = re.compile(rf"(?<![{_NUMERAL}\d.点])(?P<n>\d+|[{_NUMERAL}]+)个半(?P<unit>小时|钟头|月|星期)")
# A space typed between two clauses (上个月卖了640件 这个月560件): a comma. Not inside a word typed with spaces (等 于 多 少,
# 12 乘 以 24: one character on a side), nor next to a number or a Latin word (卖 39.9 元, 大米 5kg).
_CLAUSE_SPACE = re.compile(r"(?P<left>[\u4e00-\u9fff]{2}|\d[\u4e00-\u9fff])[ \t\u3000]+(?=[\u4e00-\u9fff]{2})")


def _in_digits(said: str | None) -> str:
    value = integer(said) if said else None
    return "" if value is None else str(value)


def _amount(m: re.Match[str]) -> str:
    groups = m.groupdict()
    yuan = _in_digits(groups.get("yuan")) if groups.get("yuan") else "0"
    jiao, fen = _in_digits(groups["jiao"]), _in_digits(groups.get("fen"))
    if not yuan or not jiao or (groups.get("fen") and not fen):
        return m.group(0)
    return (f"{yuan}块" if groups.get("yuan") else "") + f"{jiao}毛" + (f"{fen}分" if fen else "")


def _half(m: re.Match[str], measure: str) -> str:
    whole = int(m["n"]) if m["n"].isdigit() else integer(m["n"])
    return m.group(0) if whole is None else f"{whole}.5{measure}{m['unit']}"


def spoken_zh_in_digits(text: str) -> str:
    """`text` with money said in Chinese numerals written in digits (两块八毛五 → 2块8毛5分), 俩 / 仨 written out
    (两个 / 三个) and a half after a count written with it (两斤半 → 2.5斤, 一个半小时 → 1.5个小时)."""
    if "块" in text or "毛" in text or "角" in text or "元" in text:
        text = _JIAO.sub(_amount, _KUAI_DIGIT.sub(_amount, _YUAN_JIAO.sub(_amount, text)))
    if "俩" in text or "仨" in text:
        text = _FUSED_COUNT.sub(lambda m: "两个" if m.group(0)[0] == "俩" else "三个", text)
    if "半" in text:
        text = _HALF_BEFORE_TIME.sub(lambda m: _half(m, "个"), _HALF_AFTER_UNIT.sub(lambda m: _half(m, ""), text))
    if " " in text or "\u3000" in text or "\t" in text:
        text = _CLAUSE_SPACE.sub(r"\g<left>，", text)
    return text
