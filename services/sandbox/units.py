"""Units for `convert`: an exact table (Fraction factors from the units' legal definitions, dtlib.unit_factors).

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
from dtlib.unit_factors import LINEAR, TEMPERATURE

from .errors import Rejected


@dataclass(frozen=True)
class Unit:
    dimension: str  # length, mass, time, area, volume, speed, temperature
    factor: F  # value in the base unit = (value + offset) * factor
    offset: F = F(0)
    note: str = ""  # a regional definition the answer states ("1 斤 = 500 g")


_NOTES = {
    "斤": "1 斤 = 500 g", "市斤": "1 斤 = 500 g", "jin": "1 jin = 500 g",
    "两": "1 两 = 50 g", "市两": "1 两 = 50 g", "liang": "1 liang = 50 g",
    "亩": "15 亩 = 1 公顷", "市亩": "15 亩 = 1 公顷",
}

# how an answer writes a name the reader spells in ASCII
SHOWN_AS = {"degc": "°C", "degf": "°F"}

VARIABLE = re.compile(
    r"^(?:months?|mo|years?|yrs?|yr|decades?|centur(?:y|ies)|个?月|年|十年|世纪)$"
)


def _table() -> dict[str, Unit]:
    table: dict[str, Unit] = {}
    for dimension, group in LINEAR:
        for names, factor in group.items():
            for name in names:
                table[name] = Unit(dimension, factor, note=_NOTES.get(name, ""))
    for names, (factor, offset) in TEMPERATURE.items():
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
