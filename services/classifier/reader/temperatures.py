"""Temperatures read by their values: every amount is a temperature in one scale (℃, °C, 度,
degrees; 零下 5 度 and "8 degrees below zero" are below zero), and either
- a start and changes, each change marked by the verb just before it (升了, 降了, rose, dropped),
  asked for the temperature after them ("傍晚是多少度", "what's the temperature now"), or
- two temperatures asked for their difference (温差, "the difference", A比B低/高多少度).

A rate (每小时, per hour), an average, the highest or lowest, a change that might come, a count, a second scale, a temperature reached rather than a
change (升高到 12 度, "rose to 6°C"), warmer or colder asked of one of two, a scale named apart from
the amounts (温差多少华氏度), a gap given with a temperature asked (哈尔滨比北京低 20 度，哈尔滨多少度), or a
time asked that the reading does not end at (中午升高了 12 度，晚上多少度) makes the request unread.
"""

from __future__ import annotations

import re
from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .time_words import MOMENTS_EN
from .triggers import triggered_by

DEGREES = frozenset({"℃", "°c", "度", "degrees", "degree", "degrees c", "degrees celsius", "celsius"})
_FAHRENHEIT = frozenset({"℉", "°f", "degrees f", "degrees fahrenheit", "fahrenheit"})
_UP = ("升了", "升高了", "上升了", "回升了", "升高", "上升", "回升", "涨了", "rose", "rises", "went up", "climbed",
       "warmed up by", "warmed by", "increased by", "rose by", "went up by",
       # said of a change to come: "will rise 10 degrees", "is expected to go up by 4"
       "rise", "rise by", "go up", "go up by", "warm up by", "climb")
_DOWN = ("降了", "下降了", "降低了", "下降", "降低", "跌了", "dropped", "drops", "fell", "falls", "went down",
         "cooled by", "decreased by", "dropped by", "fell by",
         "drop", "drop by", "fall", "fall by", "go down", "go down by", "cool by")
_DIFFERENCE = ("温差", "相差", "差多少", "difference", "how much warmer", "how much colder", "how many degrees warmer",
               "how many degrees colder", "temperature range")
_SCALE_NAMES = ("华氏", "摄氏", "开尔文", "fahrenheit", "celsius", "kelvin", "°f", "°c", "℉", "℃")
_TO_A_LEVEL = ("到", "至", "to")
_WHICH_WAY_EN = ("warmer", "colder", "hotter", "cooler")
_NOW_ASKED = ("多少度", "几度", "temperature", "what is it now", "what's it now", "what was it", "what is it", "what's it",
              "what will it be", "what will the temperature be")
_EARLIER = ("before", "earlier", "originally", "at first", "to begin with", "at the start", "之前", "以前", "原来", "本来",
            "起初", "一开始", "开始时")
_EXTREMES = ("highest", "lowest", "warmest", "coldest", "hottest", "coolest", "最高", "最低")
_NOW = ("now", "currently", "现在", "目前", "此刻")
_OTHER = ("每", "平均", "倍", "一半", "%", "per", "each", "every", "average", "hour", "hours", "小时", "twice", "half",
          "times", "if", "如果", "percent", "百分",
          # a change that may come or would have come ("might drop 5 degrees"): not one that came
          "might", "could", "would", "should", "maybe", "perhaps", "probably", "likely", "可能", "也许", "may drop",
          "may fall", "may rise", "may go", "may climb", "may warm", "may cool")


@triggered_by(words=DEGREES | _FAHRENHEIT)
def read_temperature(tokens: list[Tok], slots: Slots) -> Task | None:
    if not any(t.value in DEGREES or t.value in _FAHRENHEIT for t in tokens):
        return None  # the cheap test first: most requests name no temperature
    said = Said(tokens)
    if said.any(_OTHER) or any(t.type in ("PCT", "DATE", "ORD") for t in tokens):
        return None
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    scales = {_scale(tokens, i) for i in amounts}
    if len(amounts) < 2 or len(scales) != 1 or None in scales:
        return None
    values = [_signed(tokens, i, slots) for i in amounts]
    if any(v is None for v in values):
        return None
    if any(i == 0 or tokens[i - 1].type != "NUM" for i, t in enumerate(tokens) if Said([t]).any(_SCALE_NAMES)):
        return None  # "温差多少华氏度": a scale asked apart from the amounts', which may be another one
    if _asked_at_another_time(tokens, amounts, said.any(_DIFFERENCE) or said.has("比")):
        return None
    if len(_places(tokens)) > 1 and not (said.any(_DIFFERENCE) or said.has("比")):
        return None  # "12 degrees in Oslo and dropped 15 degrees in Rome": one start, changed in another place?
    if said.any(_DIFFERENCE) or said.has("比"):
        return _difference(tokens, amounts, values, said)
    if _two_days_or_places(tokens, amounts) or _change_untold(tokens):
        return None  # a start and its changes are of one day and place, each change with its amount
    question = _last_clause(tokens)
    if any(t.type == "NUM" for t in question):  # "零下 10 度升高 15 度是多少度": asked after the last change
        question = tokens[amounts[-1] + 2:]
    asked = Said(question)
    if not any(t.type == "NUM" for t in question) and asked.any(_UP + _DOWN):
        return _move_between(tokens, amounts, values, asked)
    if any(t.type == "NUM" for t in question) or not asked.any(_NOW_ASKED) or asked.any(_UP + _DOWN):
        return None  # the last clause asks the temperature, not by how much it moved
    if asked.any(_EXTREMES):
        return None  # "What was the highest temperature?": the highest of the day is not where the changes end
    if asked.any(_EARLIER) or Said(tokens[:amounts[0]]).any(_NOW):
        return None  # "-5°C now, it rose 12 degrees; what was it before?": the change ends at the first amount
    expression = values[0]
    for i, value in zip(amounts[1:], values[1:]):
        step = _change(tokens, i)
        if step is None or value.startswith("-"):
            return None  # each amount after the first is a change the words mark
        expression += f"{step}{value}"
    if _change(tokens, amounts[0]) is not None:
        return None  # the first amount is where it starts, not a change
    return Task("expr", {"expression": expression}, source="parser")


_AT_WORDS = frozenset({"in", "at", "on"})
_ARTICLES = frozenset({"the", "a", "an"})


def _places(tokens: list[Tok]) -> set[str]:
    """The places a story names after "in" / "at" ("in Oslo", "at the lake"), moments ("in the morning") not."""
    places = set()
    for k, t in enumerate(tokens[:-1]):
        if t.value not in _AT_WORDS:
            continue
        k += 1 + (k + 2 < len(tokens) and tokens[k + 1].value in _ARTICLES)
        if tokens[k].type == "WORD" and tokens[k].value not in MOMENTS_EN and tokens[k].value not in _ARTICLES:
            places.add(tokens[k].value)
    return places


def _difference(tokens: list[Tok], amounts: list[int], values: list[str | None], said: Said) -> Task | None:
    if len(amounts) != 2 or any(_change(tokens, i) is not None for i in amounts):
        return None
    a, b = values
    if said.any(_WHICH_WAY_EN):
        return _warmer_than(tokens, amounts, a, b, said)
    if said.has("比"):  # "A比B低多少度": B − A; "A比B高多少度": A − B
        if any(t.type == "NUM" and tokens[i - 1].value.endswith(_GAP_WORDS) for i, t in enumerate(tokens) if i):
            return None  # "哈尔滨比北京低20度，哈尔滨多少度": the gap is given, a temperature asked
        lower, higher = said.has("低") or said.has("冷"), said.has("高") or said.has("暖") or said.has("热")
        if lower == higher or not said.any(("多少度", "几度")):
            return None
        order = _compared_order(tokens, amounts)
        if order is None:
            return None
        if order == "reversed":  # "上周零下1度，这周零上5度，这周比上周低几度": 这周 is the second amount
            a, b = b, a
        low, high = (a, b) if lower else (b, a)
        if Decimal(high) < Decimal(low):
            return None  # "8度比3度低多少度": the words say the opposite of the values
        return Task("expr", {"expression": f"{high}-({low})"}, source="parser")
    if _gap_told(tokens):
        return None  # "最高气温12℃，温差15℃，最低气温多少度": the gap is told, an end asked (issue 15, h/redteam_zh29)
    return Task("expr", {"expression": f"abs({a}-({b}))"}, source="parser")


_GAP_NAMES = ("温差", "相差", "difference", "range")
_ASKING = ("多少", "几", "what", "how", "find", "?", "？")  # "What is the difference between 12°C and -3°C": asked


def _gap_told(tokens: list[Tok]) -> bool:
    """A clause that tells an amount, asking nothing, names the gap ("温差15℃", "the temperature range was 15 degrees"): the amount
    is the gap, not a temperature, whatever the question asks."""
    start = 0
    for end in [*(i for i, t in enumerate(tokens) if t.type == "COMMA"), len(tokens)]:
        clause = tokens[start:end]
        said = Said(clause)
        if any(t.type == "NUM" for t in clause) and said.any(_GAP_NAMES) and not said.any(_ASKING):
            return True
        start = end + 1
    return False


_REACHED_UP = ("升到", "升至", "升高到", "升高至", "上升到", "上升至", "回升到", "回升至", "涨到", "rose to", "went up to",
               "climbed to", "warmed up to", "warmed to", "rises to", "rise to", "go up to")
_REACHED_DOWN = ("降到", "降至", "下降到", "下降至", "降低到", "降低至", "跌到", "跌至", "dropped to", "fell to",
                 "went down to", "cooled to", "drops to", "falls to", "drop to", "fall to", "go down to")
_BY_HOW_MUCH = ("多少", "几度", "how many", "how much", "by what")


def _move_between(tokens: list[Tok], amounts: list[int], values: list[str | None], asked: Said) -> Task | None:
    """"气温从 3 度降到零下 4 度，降了多少度", "It fell from 4°C to -9°C. How many degrees did it drop?": a
    temperature and the one it reached, asked by how much it moved, the same way the words say it went
    (and the values agree)."""
    if len(amounts) != 2 or not asked.any(_BY_HOW_MUCH):
        return None
    first, second = amounts
    if _change(tokens, first) is not None and tokens[first - 1].value not in ("从", "由", "from"):
        return None  # "降了 3 度": the first amount is a change, not where it starts
    clause = max((i for i in range(first) if tokens[i].type == "COMMA"), default=-1) + 1
    moved = Said(tokens[clause:second])
    if not Said(tokens[first + 1:second]).any(_TO_A_LEVEL):
        return None
    up, down = moved.any(_UP + _REACHED_UP), moved.any(_DOWN + _REACHED_DOWN)
    if up == down or asked.any(_UP) != up or asked.any(_DOWN) != down:
        return None
    start, end = (Decimal(v) for v in values)
    if (end - start if up else start - end) <= 0:
        return None  # "从 3 度降到 8 度": the words and the values disagree
    return Task("expr", {"expression": f"{values[1]}-({values[0]})" if up else f"{values[0]}-({values[1]})"},
                source="parser")


def _warmer_than(tokens: list[Tok], amounts: list[int], a: str, b: str, said: Said) -> Task | None:
    """"how many degrees warmer is 6°C than -3°C": the first less the second, when it is the warmer
    one (colder: the second less the first); "how much warmer is Beijing" names neither: not read."""
    if not any(t.type == "THAN" for t in tokens[amounts[0]:amounts[1]]):
        return None
    high, low = (a, b) if said.any(("warmer", "hotter")) else (b, a)
    if said.any(("warmer", "hotter")) == said.any(("colder", "cooler")) or Decimal(high) < Decimal(low):
        return None  # both words, or the values say the opposite
    return Task("expr", {"expression": f"{high}-({low})"}, source="parser")


_GAP_WORDS = ("低", "高", "冷", "暖", "热")
_TIMES = ("凌晨", "早上", "早晨", "清晨", "上午", "中午", "下午", "傍晚", "晚上", "夜里", "夜间", "半夜", "白天", "今天",
          "明天", "昨天", "后天", "前天", "今晚", "昨晚", "明早", "morning", "noon", "midday", "afternoon", "evening",
          "night", "tonight", "today", "tomorrow", "yesterday", "dawn", "midnight", "monday", "tuesday", "wednesday",
          "thursday", "friday", "saturday", "sunday")


def _asked_at_another_time(tokens: list[Tok], amounts: list[int], difference: bool) -> bool:
    """"早上-5度，中午升高了12度，晚上多少度", "… by noon. What was the morning temperature?", "… yesterday.
    What's the difference today?": the question names a time the reading does not end at (for a
    difference: a time the story does not name)."""
    question = _last_clause(tokens)
    asked = {w for w in _TIMES if Said(question).has(w)}
    if not asked:
        return False
    told = tokens[:len(tokens) - len(question)]
    if not difference:  # the time of the last change: its own clause ("and rose 12 degrees by noon")
        start = max((i for i in range(amounts[-1]) if tokens[i].type in ("COMMA", "AND", "THEN")), default=-1) + 1
        told = tokens[start:len(tokens) - len(question)]
    return not asked <= {w for w in _TIMES if Said(told).has(w)}


_DAYS = ("今天", "昨天", "明天", "前天", "后天", "今晚", "昨晚", "明早")


def _two_days_or_places(tokens: list[Tok], amounts: list[int]) -> bool:
    """"昨天早上-5度，今天中午升高了9度": a start and a change of two days; "北京早上-5度 … 上海中午气温是多少度": the
    temperature asked of a place the start does not name."""
    if sum(Said(tokens).has(day) for day in _DAYS) > 1:
        return True
    asked = "".join(t.value for t in _last_clause(tokens))
    for word in _TIMES:
        asked = asked.replace(word, "")
    subject = asked.split("气温")[0].rstrip("的") if "气温" in asked else ""
    return bool(subject) and subject not in _clause_of(tokens, amounts[0])


def _change_untold(tokens: list[Tok]) -> bool:
    """"…，下午又降了一些": a rise or fall told without its amount."""
    question_at = len(tokens) - len(_last_clause(tokens))
    clauses, start = [], 0
    for i, t in enumerate(tokens[:question_at] + [Tok("COMMA", "，", -1)]):
        if t.type == "COMMA":
            clauses.append(tokens[start:i])
            start = i + 1
    return any(Said(c).any(_UP + _DOWN) and not any(t.type == "NUM" for t in c) for c in clauses)


def _clause_of(tokens: list[Tok], i: int) -> str:
    start = max((k for k in range(i) if tokens[k].type == "COMMA"), default=-1) + 1
    end = next((k for k in range(i, len(tokens)) if tokens[k].type == "COMMA"), len(tokens))
    return "".join(t.value for t in tokens[start:end])


def _compared_order(tokens: list[Tok], amounts: list[int]) -> str | None:
    """"A比B低几度" asked apart from the amounts: "in order" where A names the first amount's clause and B the
    second's, "reversed" the other way round, None where the names do not tie them; a 比 between the
    amounts themselves ("8度比3度低多少度") is in order."""
    question = _last_clause(tokens)
    if any(t.type == "NUM" for t in question):
        return "in order"
    named = re.match(r"(?P<a>.*?)比(?P<b>.+?)(?:低|高|冷|暖|热)", "".join(t.value for t in question))
    if named is None or not named["a"] or not named["b"]:
        return None
    first, second = (_clause_of(tokens, i) for i in amounts)
    if named["a"] in first and named["b"] in second and named["a"] not in second and named["b"] not in first:
        return "in order"
    if named["a"] in second and named["b"] in first and named["a"] not in first and named["b"] not in second:
        return "reversed"
    return None


def _last_clause(tokens: list[Tok]) -> list[Tok]:
    last = max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1)
    return tokens[last + 1:]


def _scale(tokens: list[Tok], i: int) -> str | None:
    after = tokens[i + 1].value if i + 1 < len(tokens) else ""
    if after in DEGREES or after.startswith("度"):  # "8 度低多少度": unknown characters run on
        return "C"
    if after in _FAHRENHEIT:
        return "F"
    return None


def _signed(tokens: list[Tok], i: int, slots: Slots) -> str | None:
    """The temperature as written: 零下 5 度 and "5 degrees below zero" are −5; 零上 is above."""
    n = slots.number(tokens[i].value)
    if n.percent or n.ordinal:
        return None
    before = tokens[i - 1].value if i else ""
    below = before.endswith("零下") or [t.value for t in tokens[i + 2:i + 4]] == ["below", "zero"]
    if below and n.value < 0:
        return None  # "零下 -5 度": said twice, or meant twice?
    return f"-{n.plain()}" if below else n.plain()


def _change(tokens: list[Tok], i: int) -> str | None:
    """"+" or "-" when the words just before the amount (within its clause) say it moved."""
    words = []
    for t in reversed(tokens[max(0, i - 3):i]):
        if t.type == "COMMA":
            break
        words.insert(0, t)
    before = Said(words)
    up, down = before.any(_UP), before.any(_DOWN)
    if up == down or before.any(_TO_A_LEVEL):
        return None  # "升高到 12 度", "rose to 6°C": the temperature reached, not the change
    return "+" if up else "-"
