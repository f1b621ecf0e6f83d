"""Each unit's exact factor to its dimension's base unit (Fraction, from the units' legal definitions): the one table,
read by the sandbox's `convert` (services/sandbox/units.py) and by the reader's check of a factor a user tells
(services/classifier/reader/told_factors_en.py).

Bases: m, kg, s, m², m³, m/s; temperatures are affine (a factor and an offset to kelvin), also exact. Names are the
sandbox's matching form (NFKC- and case-folded). Units with more than one standard (ton, gallon, ounce) appear only
under a qualified name; units of variable length (month, year) are not here.
"""

from __future__ import annotations

from fractions import Fraction as F

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
# the mainland's 市制 (since 1959: 1 斤 = 500 g = 10 两); 台斤 (600 g) is named when meant
_MASS_CN = {("斤", "市斤", "jin"): F(1, 2), ("两", "市两", "liang"): F(1, 20), ("台斤",): F(3, 5)}
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
# dimension and the names of each unit with its factor, in the order the sandbox builds its table
LINEAR = (("length", _LENGTH), ("mass", _MASS), ("mass", _MASS_CN), ("time", _TIME), ("area", _AREA),
          ("volume", _VOLUME), ("speed", _SPEED))
# the names of each temperature with its factor and offset: kelvin = (value + offset) * factor
TEMPERATURE = {
    ("°c", "degc", "deg c", "celsius", "degree celsius", "degrees celsius", "摄氏度"): (F(1), F(27_315, 100)),
    ("°f", "degf", "deg f", "fahrenheit", "degree fahrenheit", "degrees fahrenheit", "华氏度"): (
        F(5, 9), F(45_967, 100)),
    ("k", "kelvin", "kelvins", "开尔文"): (F(1), F(0)),
}
BASE = {"length": "m", "mass": "kg", "time": "s", "area": "m²", "volume": "m³", "speed": "m/s",
        "temperature": "K"}
# a unit's dimension and factor by any of its names (temperatures, which have an offset, are not here)
LINEAR_BY_NAME = {name: (dimension, factor) for dimension, group in LINEAR
                  for names, factor in group.items() for name in names}
