"""Does an arithmetic expression over a request's amounts combine them as their units allow, and come out
in the unit the question asks? Part of the one grounding check (dtlib.grounding): "45 + 8" for "each
bus holds 45 students, 8 buses, how many students" adds students per bus to buses; "45 / 8" comes out
in students per bus per bus; "12 × 3" for "12 apples, eat 3, how many apples left" in apples × apples.

The units are read by dtlib.amount_units; a small constant (2, 60, 100) has no unit read, and an
amount whose unit is not read with confidence neither: whatever depends on one is not judged. The
judgements, each only where every unit involved was read:
- a sum or difference of a rate and an amount that is not one (students per bus + buses), of two
  different kinds none of which is a plain count (money + hours), or of money and a count of things
  (30元 − 2个本子; not coins: "$2 and 5 dimes"); two counts of different things may add ("3 shirts and
  2 hats": 5 items); money and the price of one thing ($30 − "$5 each") come out in money;
- a result that is a rate, a square of a count, or another kind than asked (money for "how many
  students", a length for "how many pieces", an area for "how many cm"; not coins for "how much
  money"); a result multiplied by the thing the question asks per ("how many oranges go in each
  box": oranges × boxes; 每个足球多少元: 钱 × 足球);
- a product of two counts said side by side ("58 geese and 37 ducks") where the question asks a count
  of one of them; any other product of two different counts (friends × cookies: a rate the words did
  not say; rows × columns for plants) is not judged.
"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from .amount_asked import reading_of
from .amount_units import COINS, COUNTED, MONEY, Reading, Unit, ratio_of_value, unit_of_value
from .perception import mentions


@dataclass
class Mismatch:
    en: str
    zh: str


class _Fault(Exception):
    def __init__(self, mismatch: Mismatch) -> None:
        super().__init__(mismatch.en)
        self.mismatch = mismatch


def unit_mismatch(expression: str, request: str) -> Mismatch | None:
    """What is wrong with the expression's units (None: nothing that could be read with confidence)."""
    numbers = mentions(expression).numbers
    if not numbers:
        return None
    text, names = expression, {}
    for i in range(len(numbers) - 1, -1, -1):
        n = numbers[i]
        names[f"x{i}"] = n
        text = f"{text[:n.start]}x{i}{text[n.end:]}"
    try:
        tree = ast.parse(text.replace("^", "**"), mode="eval").body
    except SyntaxError:
        return None
    reading = reading_of(request)
    try:
        result = _unit(tree, names, reading)
    except _Fault as fault:
        return fault.mismatch
    return _against_asked(result, reading) or _against_per(result, reading)


def _unit(node: ast.expr, names: dict, reading: Reading) -> Unit | None:
    if isinstance(node, ast.Name) and node.id in names:
        n = names[node.id]
        return Counter() if n.percent else unit_of_value(reading, Decimal(n.value))
    if isinstance(node, ast.UnaryOp):
        return _unit(node.operand, names, reading)
    if not isinstance(node, ast.BinOp):
        return None
    left, right = _unit(node.left, names, reading), _unit(node.right, names, reading)
    if isinstance(node.op, (ast.Add, ast.Sub)):
        if (times := _times_beside(node, names, reading, left, right)) is not None:
            raise _Fault(times)
        if left is None or right is None:
            return None
        if _clean(left) == _clean(right):
            return _clean(left)
        if (price := _price_beside_money(left, right)) is not None:
            return price
        if _unlike(left, right):
            raise _Fault(_combined(isinstance(node.op, ast.Add), left, right, reading))
        return None
    if isinstance(node.op, (ast.Mult, ast.Div)):
        if left is None or right is None:
            return None
        if isinstance(node.op, ast.Mult) and any(
                left.get(k, 0) > 0 and v > 0 and k == "time" for k, v in right.items()):
            return None  # hours × days: "3 hours for 5 days" is per day, though the words do not say it
        if isinstance(node.op, ast.Mult) and _listed_and_asked(left, right, reading):
            raise _Fault(Mismatch(f"it multiplies {_name(left, reading, 'en')} by {_name(right, reading, 'en')}",
                                  f"把{_name(left, reading, 'zh')}和{_name(right, reading, 'zh')}相乘"))
        out = Counter(left)
        for k, v in right.items():
            out[k] += v if isinstance(node.op, ast.Mult) else -v
        return _each_cancelled(_clean(out))
    return None


def _clean(unit: Unit) -> Unit:
    return Counter({k: v for k, v in unit.items() if v})


def _times_beside(node: ast.BinOp, names: dict, reading: Reading, left: Unit | None, right: Unit | None) -> Mismatch | None:
    """A number of times ("7 times more books", 7倍) added to or taken from an amount that has a unit: "36 + 7"
    adds a ratio to books. A ratio beside a ratio or a plain number is not judged."""
    add = isinstance(node.op, ast.Add)
    for leaf, other in ((node.left, right), (node.right, left)):
        if not (isinstance(leaf, ast.Name) and leaf.id in names and other is not None and _clean(other)):
            continue
        n = names[leaf.id]
        if n.percent or not ratio_of_value(reading, Decimal(n.value)):
            continue
        said = _name(other, reading, "en")
        if add:
            return Mismatch(f"it adds {n.raw} times to {said}", f"把{n.raw}倍和{_name(other, reading, 'zh')}相加")
        return Mismatch(f"it subtracts {n.raw} times from {said}" if leaf is node.right else f"it subtracts {said} from {n.raw} times",
                        f"把{n.raw}倍和{_name(other, reading, 'zh')}相减")
    return None


def _each_cancelled(unit: Unit) -> Unit | None:
    """"$3 each" is per one of whatever is counted: with one count beside it, that count ("$3 each" × 5 pens is
    money; ÷ 5 pens is money per pen per pen); with none or more, not read."""
    if "*" not in unit:
        return unit
    counts = [k for k in unit if k.startswith(COUNTED)]
    if len(counts) != 1:
        return None
    out = Counter(unit)
    if out[counts[0]] > 1:  # 45 files × "8 files in each one": each one is not a file; files × files
        out.pop("*")
        return _clean(out)
    out[counts[0]] += out.pop("*")
    return _clean(out)


def _is_rate(unit: Unit) -> bool:
    return any(v < 0 for v in unit.values())


def _simple_rate(unit: Unit) -> bool:
    return sorted(unit.values()) == [-1, 1]


def _plain_count(unit: Unit) -> bool:
    return len(unit) == 1 and next(iter(unit)).startswith(COUNTED) and next(iter(unit.values())) == 1


def _unlike(a: Unit, b: Unit) -> bool:
    """Two amounts that cannot be added or subtracted: a rate and what it is per (students per bus and buses,
    $3 each and pens, km per hour and hours), two rates that are not both one thing per another (a rate
    times the wrong count), or two plain amounts of different measured kinds (money and hours)."""
    a, b = _clean(a), _clean(b)
    if not a or not b:
        return False  # a plain number (a percent, a ratio): not judged
    if _is_rate(a) and _is_rate(b):  # two prices per different things may add ("一本书12元，一支笔3元")
        return not (_simple_rate(a) and _simple_rate(b))
    if _is_rate(a) or _is_rate(b):
        rate, other = (a, b) if _is_rate(a) else (b, a)
        if len(other) != 1 or next(iter(other.values())) != 1:
            return False
        (key,) = other
        return rate.get(key) == -1 or (rate.get("*") == -1 and key.startswith(COUNTED))
    if (a == Counter({MONEY: 1}) and _plain_count(b) and not set(b) & COINS) or (
            b == Counter({MONEY: 1}) and _plain_count(a) and not set(a) & COINS):
        return True  # money and a count of things: "30元 − 2个本子" (not coins: "$2 and 5 dimes")
    measured = lambda u: len(u) == 1 and not next(iter(u)).startswith(COUNTED) and next(iter(u.values())) == 1  # noqa: E731
    return measured(a) and measured(b)


def _price_beside_money(a: Unit, b: Unit) -> Unit | None:
    """Money and a price of one thing ("$30 − $5 each", 30元−每个5元) come out in money: the price of one thing is
    money; whatever follows is judged on it."""
    a, b = _clean(a), _clean(b)
    money = Counter({MONEY: 1})
    price = lambda u: len(u) == 2 and u.get(MONEY) == 1 and any(  # noqa: E731
        v == -1 and (k == "*" or k.startswith(COUNTED)) for k, v in u.items())
    return money if (a == money and price(b)) or (b == money and price(a)) else None


def _listed_and_asked(a: Unit, b: Unit, reading: Reading) -> bool:
    """Two counts said side by side ("58 geese and 37 ducks", 58只鹅和37只鸭) multiplied where the question asks a
    count of one of them: geese × ducks is no count of geese (rows × columns for plants is not judged)."""
    a, b = _clean(a), _clean(b)
    if not (_plain_count(a) and _plain_count(b)) or a == b or reading.asked is None:
        return False
    keys = frozenset((*a, *b))
    return keys in reading.listed and _clean(reading.asked) in (a, b)


def _against_per(result: Unit | None, reading: Reading) -> Mismatch | None:
    """The question asks per one thing ("how many oranges go in each box", 每个足球多少元) and the result is
    multiplied by that thing (oranges × boxes): never an amount per box."""
    if result is None or not reading.asked_per:
        return None
    if not any(result.get(k, 0) > 0 for k in reading.asked_per):
        return None
    key = next(k for k in reading.asked_per if result.get(k, 0) > 0)
    return Mismatch(f"its result is in {_name(result, reading, 'en')}, but the question asks for an amount per "
                    f"{_word(key, reading, plural=False)}",
                    f"结果是{_name(result, reading, 'zh')}，而题目问的是每{_zh_word(key, reading)}的量")


def _against_asked(result: Unit | None, reading: Reading) -> Mismatch | None:
    """A result of another kind than asked, judged where that cannot come from a rate the words did not say."""
    asked = reading.asked
    if result is None:
        return None
    result = _clean(result)
    squared = any(v > 1 for k, v in result.items() if k != "length") or any(v < -1 for v in result.values())
    if asked is None and squared:  # apples × apples, money × money, students per bus per bus: never an answer
        return Mismatch(f"its result is in {_name(result, reading, 'en')}, which no question asks for",
                        f"结果是{_name(result, reading, 'zh')}，不是任何问题要的量")
    if asked is None:
        return None
    asked = _clean(asked)
    if not result or result == asked or "*" in result:
        return None
    counted = [k for k in result if k.startswith(COUNTED)]
    measured = not counted and not any(k.startswith(COUNTED) for k in asked)
    if squared:
        wrong = True  # apples × apples, students per bus per bus
    elif measured:  # money, lengths, times on both sides: cm × cm for cm, hours per mile for miles per hour
        wrong = len(result) == 1 or (_is_rate(result) and _is_rate(asked)) or (_is_rate(asked) and set(result) == set(asked))
        # km × km per hour for "how long": a rate whose measure is not the one kind asked
        wrong = wrong or (len(asked) == 1 and _is_rate(result) and result.get(next(iter(asked))) != next(iter(asked.values())))
    elif _plain_count(asked):
        wrong = not counted and len(result) == 1  # a length, an area or money for "how many pieces"
    else:
        wrong = _plain_count(result) and not any(k.startswith(COUNTED) for k in asked) and MONEY in asked \
            and not set(result) & COINS  # 16 dimes for "how much money" is money said in coins
    if not wrong:
        return None
    return Mismatch(f"its result is in {_name(result, reading, 'en')}, but the question asks for "
                    f"{_name(asked, reading, 'en')}",
                    f"结果是{_name(result, reading, 'zh')}，而题目问的是{_name(asked, reading, 'zh')}")


def _combined(add: bool, a: Unit, b: Unit, reading: Reading) -> Mismatch:
    a_en, b_en = _name(a, reading, "en"), _name(b, reading, "en")
    a_zh, b_zh = _name(a, reading, "zh"), _name(b, reading, "zh")
    if add:
        return Mismatch(f"it adds {a_en} to {b_en}", f"把{a_zh}和{b_zh}相加")
    return Mismatch(f"it subtracts {b_en} from {a_en}", f"从{a_zh}中减去{b_zh}")


_EN_KIND = {MONEY: "money", "length": "length", "time": "time", "mass": "weight", "volume": "volume"}
_ZH_KIND = {"length": "长度", "time": "时间", "mass": "重量", "volume": "体积"}


def _name(unit: Unit, reading: Reading, lang: str) -> str:
    """A unit as the request words it: "students per bus", "apples × apples"; 每车的人数."""
    unit = _clean(unit)
    if not unit:
        return "a plain number" if lang == "en" else "一个纯数"
    up = [k for k, v in sorted(unit.items()) for _ in range(max(v, 0))]
    down = [k for k, v in sorted(unit.items()) for _ in range(max(-v, 0))]
    if lang == "en":
        top = " × ".join(_word(k, reading, plural=True) for k in up) or "one"
        return top + "".join(f" per {_word(k, reading, plural=False)}" for k in down)
    top = "乘".join(_zh_word(k, reading) + "数" for k in up) or "一"
    pers = "".join(f"每{_zh_word(k, reading)}" for k in down)
    return f"{pers}的{top}" if pers else top


def _word(key: str, reading: Reading, plural: bool) -> str:
    if key == "*":
        return "items" if plural else "item"
    if key in reading.words:
        return reading.words[key][0 if plural else 1]
    if key.startswith(("n:", "m:")):
        return key[2:]
    return _EN_KIND.get(key, key)


def _zh_word(key: str, reading: Reading) -> str:
    if key == "*":
        return "件"
    if key.startswith(("n:", "m:")):
        return key[2:]
    if key == MONEY:
        return "钱"
    if key in reading.words and reading.zh:
        return reading.words[key][0]
    return _ZH_KIND.get(key, key)
