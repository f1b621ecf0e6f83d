"""Unit words → canonical names: the one lexicon of units, shared by the classifier's reader
(services/classifier/reader/units.py) and the grounding check's reading of a request's amounts
(dtlib.amount_units).

Each unit's exact factor is dtlib.unit_factors' (the sandbox's `convert` table).
Money units are kept apart: they add and compare, but never convert (an exchange rate changes).
Units without one standard (吨, gallon, ounce ...) are not here: perception flags them as ambiguous
(dtlib.conventions) and the request goes slow.
"""

from __future__ import annotations

UNITS = {
    "km": ("公里", "千米", "km", "kilometers", "kilometres", "kilometer", "kilometre"),
    "m": ("米", "m", "meters", "metres", "meter", "metre"),
    "cm": ("厘米", "cm", "centimeters", "centimetres", "centimeter"),
    "mm": ("毫米", "mm", "millimeters", "millimetres"),
    "dm": ("分米", "dm", "decimeters", "decimetres"),
    "mi": ("英里", "miles", "mile", "mi"),
    "ft": ("英尺", "feet", "foot", "ft"),
    "in": ("英寸", "inches", "inch"),
    "yd": ("yards", "yard", "yd", "码"),
    "kg": ("千克", "公斤", "kg", "kilograms", "kilogram", "kilos"),
    "g": ("克", "g", "grams", "gram"),
    "mg": ("毫克",),  # the sandbox's name; "mg" and "milligrams" are not the English lexicon's words yet
    "jin": ("斤", "市斤"),  # 市斤 is 500 g exactly; a bare 斤 is ambiguous (perception: 台斤 is 600 g)
    "lb": ("lb", "lbs", "磅"),  # not "pounds": weight or money
    "h": ("小时", "个小时", "hours", "hour", "hrs", "hr", "h", "钟头", "个钟头"),
    "min": ("分钟", "minutes", "minute", "mins", "min"),
    "s": ("秒", "秒钟", "seconds", "second", "secs", "sec"),
    "day": ("天", "日", "day", "days"),
    "week": ("周", "星期", "个星期", "个礼拜", "礼拜", "week", "weeks"),
    "month": ("个月", "月", "month", "months"),
    "year": ("年", "year", "years"),
    "L": ("升", "l", "liters", "litres", "liter", "litre"),
    "mL": ("毫升", "ml", "milliliters", "millilitres"),
    "us gallon": ("us gallons", "us gallon", "美制加仑"),  # the sandbox's names; a bare "gallon" is ambiguous
    "imperial gallon": ("imperial gallons", "imperial gallon", "英制加仑"),
    "km/h": ("km/h", "公里每小时", "千米每小时", "千米/小时", "公里/小时", "千米/时", "公里/时", "kph"),
    "mph": ("mph", "miles per hour", "英里每小时"),
    "m/s": ("m/s", "米每秒", "米/秒"),
    "ha": ("公顷", "hectares", "hectare", "ha"),
    "亩": ("亩",),
    "acre": ("acres", "acre", "英亩"),
    "degC": ("摄氏度", "°c", "℃", "degrees celsius", "degrees c", "celsius"),
    "degF": ("华氏度", "°f", "℉", "degrees fahrenheit", "degrees f", "fahrenheit"),
}
MONEY = {
    "CNY": ("元", "块", "块钱", "人民币", "yuan", "rmb", "cny", "¥"),
    "USD": ("美元", "dollars", "dollar", "bucks", "usd", "$"),
    "EUR": ("欧元", "euros", "euro", "eur", "€"),
    "GBP": ("英镑", "£"),
    "JPY": ("日元",),
    "HKD": ("港币",),
}
UNIT_BY_WORD = {w: name for name, words in UNITS.items() for w in words}
MONEY_BY_WORD = {w: name for name, words in MONEY.items() for w in words}
MONEY_CODES = frozenset(MONEY)  # the names `money_unit` and `amount_unit` give money


def canonical_unit(word: str) -> str:
    return UNIT_BY_WORD.get(word.strip().lower(), "")


def money_unit(word: str) -> str:
    return MONEY_BY_WORD.get(word.strip().lower(), "")


UNIT_NAMES = frozenset(UNITS)  # the canonical names canonical_unit returns
UNIT_WORDS = frozenset(UNIT_BY_WORD)  # the words canonical_unit knows, as the lexicon writes them (lower case)
# What each canonical unit measures: a conversion only goes between units of one kind.
DIMENSION = {**dict.fromkeys(("km", "m", "dm", "cm", "mm", "mi", "ft", "in", "yd"), "length"),
             **dict.fromkeys(("ha", "亩", "acre"), "area"),
             **dict.fromkeys(("kg", "g", "mg", "jin", "lb"), "mass"),
             **dict.fromkeys(("h", "min", "s", "day", "week"), "time"),
             **dict.fromkeys(("L", "mL", "us gallon", "imperial gallon"), "volume"), **dict.fromkeys(("km/h", "mph", "m/s"), "speed"),
             **dict.fromkeys(("degC", "degF"), "temperature")}
MONEY_NAMES = frozenset(MONEY)
