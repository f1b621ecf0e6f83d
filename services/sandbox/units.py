"""Units for `convert`: an exact table (Fraction factors from the units' legal definitions).

Every unit is a dimension and an exact factor to the dimension's base unit (m, kg, s, m², m³, m/s);
temperatures are affine (an offset and a factor to kelvin), also exact. Names are English or
Chinese, matched after NFKC folding (℃ → °c, ㎞ → km, m² → m2) and case folding. Units with more
than one standard are refused with the question to ask back (`dtlib.conventions`); units of
variable length (month, year) are refused, never averaged. Measured against pint in the README:
pint answers "ton" as a short ton, "gallon" as a US gallon and "month" as 30.4375 days, costs
~1 s to import and build its registry, and ~300 µs a conversion; this table costs microseconds.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction as F

from dtlib import conventions

from .errors import Rejected


@dataclass(frozen=True)
class Unit:
    dimension: str  # length, mass, time, area, volume, speed, temperature
    factor: F  # value in the base unit = (value + offset) * factor
    offset: F = F(0)
    note: str = ""  # a regional definition the answer states ("1 斤 = 500 g")


INCH = F(254, 10_000)  # m, international inch (1959)
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 1760 * YARD  # 1609.344 m
POUND = F(45_359_237, 100_000_000)  # kg, international avoirdupois pound (1959)
US_GALLON = 231 * INCH**3  # m³, 3.785411784 L
IMPERIAL_GALLON = F(454_609, 100_000_000)  # m³, 4.54609 L (Weights and Measures Act 1985)

_LENGTH = {
    ("mm", "millimeter", "millimeters", "millimetre", "millimetres", "毫米"): F(1, 1000),
    ("cm", "centimeter", "centimeters", "centimetre", "centimetres", "厘米", "公分"): F(1, 100),
    ("dm", "decimeter", "decimeters", "decimetre", "decimetres", "分米"): F(1, 10),
    ("m", "meter", "meters", "metre", "metres", "米", "公尺"): F(1),
    ("km", "kilometer", "kilometers", "kilometre", "kilometres", "公里", "千米"): F(1000),
    ("in", "inch", "inches", "英寸"): INCH,
    ("ft", "foot", "feet", "英尺"): FOOT,
    ("yd", "yard", "yards", "码"): YARD,
    ("mi", "mile", "miles", "英里"): MILE,
    ("nmi", "nautical mile", "nautical miles", "海里"): F(1852),
}
_MASS = {
    ("mg", "milligram", "milligrams", "毫克"): F(1, 1_000_000),
    ("g", "gram", "grams", "克"): F(1, 1000),
    ("kg", "kilogram", "kilograms", "千克", "公斤"): F(1),
    ("t", "tonne", "tonnes", "metric ton", "metric tons", "公吨"): F(1000),
    ("long ton", "long tons", "英吨"): 2240 * POUND,
    ("short ton", "short tons", "美吨"): 2000 * POUND,
    ("lb", "lbs", "pound", "pounds", "磅"): POUND,
    ("avoirdupois ounce", "avoirdupois ounces", "常衡盎司"): POUND / 16,
    ("troy ounce", "troy ounces", "ozt", "金衡盎司"): F(311_034_768, 10_000_000_000),
}
_TIME = {
    ("ms", "millisecond", "milliseconds", "毫秒"): F(1, 1000),
    ("s", "sec", "secs", "second", "seconds", "秒", "秒钟"): F(1),
    ("min", "mins", "minute", "minutes", "分钟"): F(60),
    ("h", "hr", "hrs", "hour", "hours", "小时", "钟头"): F(3600),
    ("d", "day", "days", "天", "日"): F(86_400),
    ("wk", "week", "weeks", "周", "星期", "礼拜"): F(604_800),
}
_AREA = {
    ("ha", "hectare", "hectares", "公顷"): F(10_000),
    ("亩", "市亩"): F(10_000, 15),  # 15 亩 = 1 公顷
    ("acre", "acres", "ac", "英亩"): 4840 * YARD**2,  # international acre: 4046.8564224 m²
}
_VOLUME = {
    ("l", "liter", "liters", "litre", "litres", "升", "公升"): F(1, 1000),
    ("ml", "milliliter", "milliliters", "millilitre", "millilitres", "cc", "毫升"): F(1, 1_000_000),
    ("us gallon", "us gallons", "美制加仑"): US_GALLON,
    ("imperial gallon", "imperial gallons", "英制加仑"): IMPERIAL_GALLON,
    ("us pint", "us pints", "美制品脱"): US_GALLON / 8,
    ("imperial pint", "imperial pints", "英制品脱"): IMPERIAL_GALLON / 8,
    ("us liquid quart", "us liquid quarts", "美制液量夸脱"): US_GALLON / 4,
    ("us dry quart", "us dry quarts", "美制干量夸脱"): F(67_200_625, 1_000_000) * INCH**3,
    ("imperial quart", "imperial quarts", "英制夸脱"): IMPERIAL_GALLON / 4,
    ("us fluid ounce", "us fluid ounces", "美制液量盎司"): US_GALLON / 128,
    ("imperial fluid ounce", "imperial fluid ounces", "英制液量盎司"): IMPERIAL_GALLON / 160,
}
_SPEED = {
    ("mph",): MILE / 3600,
    ("kph", "kmh"): F(1000, 3600),
    ("kn", "knot", "knots"): F(1852, 3600),
}
_TEMPERATURE = {
    ("°c", "degc", "deg c", "celsius", "degree celsius", "degrees celsius", "摄氏度"): (F(1), F(27_315, 100)),
    ("°f", "degf", "deg f", "fahrenheit", "degree fahrenheit", "degrees fahrenheit", "华氏度"): (
        F(5, 9), F(45_967, 100)),
    ("k", "kelvin", "kelvins", "开尔文"): (F(1), F(0)),
}
_NOTES = {
    "斤": "1 斤 = 500 g", "市斤": "1 斤 = 500 g", "jin": "1 jin = 500 g",
    "两": "1 两 = 50 g", "市两": "1 两 = 50 g", "liang": "1 liang = 50 g",
    "亩": "15 亩 = 1 公顷", "市亩": "15 亩 = 1 公顷",
}
# the mainland's 市制 (since 1959: 1 斤 = 500 g = 10 两); 台斤 (600 g) is named when meant
_MASS_CN = {("斤", "市斤", "jin"): F(1, 2), ("两", "市两", "liang"): F(1, 20), ("台斤",): F(3, 5)}

# how an answer writes a name the reader spells in ASCII
SHOWN_AS = {"degc": "°C", "degf": "°F"}

BASE = {"length": "m", "mass": "kg", "time": "s", "area": "m²", "volume": "m³", "speed": "m/s",
        "temperature": "K"}

VARIABLE = re.compile(
    r"^(?:months?|mo|years?|yrs?|yr|decades?|centur(?:y|ies)|个?月|年|十年|世纪)$"
)


def _table() -> dict[str, Unit]:
    table: dict[str, Unit] = {}
    for dimension, group in (("length", _LENGTH), ("mass", _MASS), ("mass", _MASS_CN), ("time", _TIME),
                             ("area", _AREA), ("volume", _VOLUME), ("speed", _SPEED)):
        for names, factor in group.items():
            for name in names:
                table[name] = Unit(dimension, factor, note=_NOTES.get(name, ""))
    for names, (factor, offset) in _TEMPERATURE.items():
        for name in names:
            table[name] = Unit("temperature", factor, offset)
    return table


UNITS = _table()
_LENGTHS = {name: unit for name, unit in UNITS.items() if unit.dimension == "length"}
_TIMES = {name: unit for name, unit in UNITS.items() if unit.dimension == "time"}
_POWER = re.compile(r"^(?:(square |sq |平方)|(cubic |cu |立方))?(.+?)(?:\^?([23]))?$")
_PER = re.compile(r"^(.+?)\s*(?:/|\bper\b|每)\s*(.+)$")
MAX_UNIT_CHARS = 40


def fold(text: str) -> str:
    """The form names are matched in: NFKC (℃ → °C, ² → 2), case folded, spaces collapsed."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = folded.replace("u.s.", "us").replace("imp.", "imperial")
    return re.sub(r"\s+", " ", folded).strip()


def shown(text: str) -> str:
    """The unit as the answer writes it: as given, except degC → °C, degF → °F."""
    return SHOWN_AS.get(text.casefold(), text)


def is_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


@functools.lru_cache(maxsize=1024)  # names repeat; a bounded cache keeps a lookup to a dict hit
def lookup(text: str) -> Unit:
    """The unit named `text`, or Rejected saying why not (ambiguous, variable, unknown)."""
    if not text.strip():
        raise Rejected("UNKNOWN_UNIT", "a unit must be a non-empty name such as km or 公里")
    if len(text) > MAX_UNIT_CHARS:
        raise Rejected("UNKNOWN_UNIT", f"a unit name has {len(text)} characters; the limit is {MAX_UNIT_CHARS}")
    name = fold(text)
    unit = UNITS.get(name) or UNITS.get(name.replace(" ", "")) or _derived(name)
    if unit is not None:
        return unit
    reasons = conventions.ambiguous_terms(name)
    if reasons:
        question = conventions.question_back(reasons[0], "zh" if is_chinese(text) else "en")
        raise Rejected("AMBIGUOUS_UNIT", reasons[0], question or "name the unit's standard")
    if VARIABLE.match(name):
        raise Rejected(
            "VARIABLE_UNIT",
            f"'{text}' has no fixed length: a month is 28 to 31 days, a year 365 or 366",
            "convert days or weeks; for calendar months and years use date_add or date_diff",
        )
    raise Rejected(
        "UNKNOWN_UNIT",
        f"unknown unit '{text[:MAX_UNIT_CHARS]}'",
        "use a length (mm cm m km inch foot yard mile), mass (mg g kg lb 斤), time (ms s min h day "
        "week), area (cm² m² km² ha 亩), volume (mL L m³), speed (km/h m/s mph) or temperature "
        "(°C °F K)",
    )


def _derived(name: str) -> Unit | None:
    """m² / square feet / 平方米, m³ / 立方厘米, km/h / 米每秒: built from lengths and times."""
    per = _PER.match(name)
    if per:
        length, time = _LENGTHS.get(per.group(1).strip()), _TIMES.get(per.group(2).strip())
        if length is not None and time is not None:
            return Unit("speed", length.factor / time.factor)
        return None
    power = _POWER.match(name)
    if power is None:
        return None
    square, cubic, base, exponent = power.groups()
    if not (square or cubic or exponent) or (exponent and (square or cubic)):
        return None
    length = _LENGTHS.get(base.strip()) or _LENGTHS.get(_singular(base.strip()))
    if length is None:
        return None
    if square or exponent == "2":
        return Unit("area", length.factor**2)
    return Unit("volume", length.factor**3)


def _singular(word: str) -> str:
    return {"feet": "foot", "inches": "inch"}.get(word, word.removesuffix("s"))


def to_base(value: F | int, unit: Unit) -> F:
    return (value + unit.offset) * unit.factor


def from_base(value: F | int, unit: Unit) -> F:
    return F(value) / unit.factor - unit.offset
