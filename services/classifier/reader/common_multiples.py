"""Word problems that are exactly a greatest common divisor or a least common multiple, read only
where the story says which:
- things that repeat, each "every N <unit>" (每 N 天一次), that met or left together, asked how long
  until they are together again: the least common multiple ("甲每12天去一次，乙每18天去一次，两人今天碰到，
  至少再过多少天会再碰到", "buses leave every 12 minutes and every 20 minutes … how many minutes until
  they next leave together");
- lengths cut into equal pieces with nothing left over, the longest piece asked: the greatest
  common divisor ("两根绳子长84厘米和126厘米，剪成同样长的小段且没有剩余，每段最长多少厘米");
- the smallest square laid from one kind of a by b tile: the least common multiple of a and b;
- a rectangle cut into equal squares with none left, the largest side asked: the gcd of its sides.

Every amount carries the same unit; any other number (a start time, a third event's count), a
question for something else (how many times, how many pieces or tiles, what time, which day) or a
condition makes the request unread, so it goes slow.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .units import canonical_unit
from .triggers import triggered_by

_UNIT_TOKENS = frozenset({"UNIT", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})
_TIME = frozenset({"min", "h", "day", "week", "month", "year", "s"})
_LENGTH = frozenset({"km", "m", "cm", "mm", "ft", "in", "yd"})

# Each story: its function, the unit kind of its amounts, the words that must all be there (one of
# each group), and the words that ask the opposite (a shortest piece, a largest square).
_TOGETHER = (("每", "every"), ("同时", "一起", "碰到", "见面", "together", "at the same time", "meet", "met",
                              "same day"),
             ("再", "又", "下一次", "下次", "again", "next"),
             ("多少天", "几天", "多少分钟", "几分钟", "多少小时", "几小时", "多少周", "多久", "多长时间", "how many",
              "how long", "how soon"))
_EQUAL_PIECES = (("剪", "截", "锯", "切", "cut"),
                 ("同样长", "一样长", "相等", "相同长度", "equal", "same length"),
                 ("没有剩余", "没有剩下", "无剩余", "不剩", "不浪费", "没有浪费", "no waste", "nothing left",
                  "no leftover", "none left", "without any left", "without waste", "left over"),
                 ("最长", "longest", "greatest possible length", "largest possible length", "maximum length"))
_SMALLEST_SQUARE = (("正方形", "square"), ("瓷砖", "砖", "tile", "tiles", "长方形", "rectangle", "rectangles"),
                    ("最小", "smallest", "least", "minimum"), ("边长", "side"))
# A rectangle cut into equal squares with none left, the largest side asked: the gcd of its sides.
_EQUAL_SQUARES = (("裁", "剪", "切", "cut"), ("正方形", "square", "squares"),
                  ("同样大小", "一样大", "大小相同", "相同的", "equal", "identical", "same size"),
                  _EQUAL_PIECES[2], ("最大", "largest", "biggest", "greatest"), ("边长", "side"))
_STORIES = (("lcm", _TIME, _TOGETHER, ()), ("gcd", _LENGTH, _EQUAL_PIECES, ("最短", "最小", "shortest", "smallest")),
            ("lcm", _LENGTH, _SMALLEST_SQUARE, ("最大", "largest", "biggest", "greatest")),
            ("gcd", _LENGTH, _EQUAL_SQUARES, ("最小", "smallest", "least")))
# A question for something else, or a condition, on the same story; laps of a track meet by speeds.
_OTHER = ("几次", "多少次", "第", "几点", "几号", "几月", "日期", "哪天", "哪一天", "星期", "周几", "几块", "多少块", "几段",
          "多少段", "几根", "多少根", "几个", "多少个", "一共", "面积", "周长", "之内", "以内", "之前", "如果", "假如", "不是",
          "除了", "圈", "跑道", "环形", "反向", "相向", "同向", "起点", "how many times", "what time", "which day",
          "what day", "date", "how many pieces", "how many tiles", "how many of", "times", "first", "second", "third",
          "within", "before", "if", "area", "perimeter", "total", "not", "except", "lap", "laps", "track", "circle",
          "opposite", "direction", "start", "starting")
_NOT_AMOUNTS = frozenset({"TIME", "DATE", "PCT", "QUOTE"})


@triggered_by(text=[word for _, _, groups, _ in _STORIES for word in groups[0]])  # one of each group
def read_gcd_lcm_story(tokens: list[Tok], slots: Slots) -> Task | None:
    if sum(t.type == "NUM" and _unit_of(tokens, i) is not None for i, t in enumerate(tokens)) < 2:
        return None  # cheap gate: two amounts with units, before any word is looked up
    said = Said(tokens)
    story = next((story for story in _STORIES if all(said.any(group) for group in story[2])), None)
    if story is None:
        return None
    fn, kinds, words, opposite = story
    if said.any(_OTHER) or said.any(opposite) or any(t.type in _NOT_AMOUNTS for t in tokens):
        return None
    if words is _TOGETHER and (_times_said(said, _TOGETHER[1]) < 2 or not _each_every(tokens)):
        return None  # together once before ("两人碰到了", "they left together"), and the next time asked
    amounts = _amounts(tokens, slots)
    if amounts is None or amounts[1] not in kinds or _asked_in_another_unit(tokens, amounts[1]):
        return None
    return Task("expr", {"expression": f"{fn}({', '.join(amounts[0])})"}, source="parser")


_NONE_LEFT_EN = frozenset({"cutting", "waste", "wasting", "leftover", "leftovers", "remainder", "gaps", "overlap"})
_NONE_LEFT_ZH = ("有剩余", "有剩下", "剩余", "剩下", "剩", "有浪费", "浪费", "余")


def without_own_condition(tokens: list[Tok]) -> list[Tok]:
    """The tokens without the story's own "nothing left" ("没有剩余", "不浪费", "without cutting any",
    "no waste"), which the guards would otherwise take for a negation of the question."""
    out = []
    for i, t in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.value in ("without", "no") and following is not None and following.value in _NONE_LEFT_EN:
            continue
        if t.type == "WORD" and t.value[-1:] in ("没", "不", "无") \
                and "".join(x.value for x in tokens[i + 1:i + 4]).startswith(_NONE_LEFT_ZH):
            continue
        if t.type == "WORD" and any(w in t.value for w in ("没有剩余", "不浪费", "无剩余", "不剩")):
            continue
        out.append(t)
    return out


def _asked_in_another_unit(tokens: list[Tok], unit: str) -> bool:
    """"… every 6 seconds … in how many minutes", "longest piece in mm": the answer would need a
    conversion, which this reader does not make."""
    for i, t in enumerate(tokens):
        asked = "day" if t.type in ("DAYS_BETWEEN_ZH", "HOW_MANY_DAYS") else \
            canonical_unit(t.value) if t.type in _UNIT_TOKENS and (i == 0 or tokens[i - 1].type != "NUM") else ""
        if asked and asked != unit:
            return True
    return False


def _each_every(tokens: list[Tok]) -> bool:
    """Each amount is a period: 每/every stands just before it ("每 12 天", "every 40 seconds")."""
    return all(any(x.type == "MEI" for x in tokens[max(0, i - 2):i]) or _shared_unit_before(tokens, i)
               for i, t in enumerate(tokens[:-1]) if t.type == "NUM" and _unit_of(tokens, i) is not None)


def _shared_unit_before(tokens: list[Tok], i: int) -> bool:
    """"every 6 and 8 seconds": the amount right after "every N and" shares its 每/every."""
    return i >= 3 and tokens[i - 1].type == "AND" and tokens[i - 2].type == "NUM" and tokens[i - 3].type == "MEI"


def _unit_of(tokens: list[Tok], i: int) -> Tok | None:
    """The unit written after the amount at i, or after the one right after it ("6 and 8 seconds")."""
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    if following is not None and following.type in _UNIT_TOKENS:
        return following
    if following is not None and following.type == "AND" and i + 3 < len(tokens) and tokens[i + 2].type == "NUM" \
            and tokens[i + 3].type in _UNIT_TOKENS and i and tokens[i - 1].type == "MEI":
        return tokens[i + 3]
    return None


def _times_said(said: Said, words: tuple[str, ...]) -> int:
    return sum(said.spaced.count(f" {w} ") if w.isascii() else said.joined.count(w) for w in words)


def _amounts(tokens: list[Tok], slots: Slots) -> tuple[list[str], str] | None:
    """Two or three whole amounts, each with the same unit written after it. Any other number must
    be "一次"/"once" (one time each) or the count of the amounts themselves ("两根绳子", "two buses")."""
    values, units, others = [], set(), []
    for i, t in enumerate(tokens):
        if t.type != "NUM":
            continue
        following = _unit_of(tokens, i) or (tokens[i + 1] if i + 1 < len(tokens) else None)
        n = slots.number(t.value)
        if following is not None and following.type in _UNIT_TOKENS and not n.percent:
            if n.value <= 1 or n.value != n.value.to_integral_value():
                return None
            values.append(n.plain())
            units.add(canonical_unit(following.value))
        else:
            others.append((n, following))
    if not 2 <= len(values) <= 3 or len(units) != 1:
        return None
    for n, following in others:
        once = n.value == 1 and following is not None and (following.type == "MEASURE" or following.value == "趟")
        if not once and n.value != len(values):
            return None
    return values, units.pop()
