"""The words a request signature reads as units and operators, in Chinese and English: an alias
and the canonical name both sides of a comparison agree on (`signature.py` scans for them)."""

from __future__ import annotations

# --- units: alias → canonical name ---------------------------------------------------------------
UNITS = {
    "km": "km", "kilometer": "km", "kilometers": "km", "kilometre": "km", "kilometres": "km",
    "公里": "km", "千米": "km",
    "m": "m", "meter": "m", "meters": "m", "metre": "m", "metres": "m", "米": "m",
    "cm": "cm", "centimeter": "cm", "centimeters": "cm", "厘米": "cm",
    "mm": "mm", "millimeter": "mm", "millimeters": "mm", "毫米": "mm",
    "mi": "mi", "mile": "mi", "miles": "mi", "英里": "mi",
    "ft": "ft", "foot": "ft", "feet": "ft", "英尺": "ft",
    "inch": "in", "inches": "in", "英寸": "in",
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "kilo": "kg", "kilos": "kg", "公斤": "kg",
    "千克": "kg", "g": "g", "gram": "g", "grams": "g", "克": "g", "mg": "mg", "毫克": "mg",
    "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb", "磅": "lb",
    "oz": "oz", "ounce": "oz", "ounces": "oz", "斤": "jin", "吨": "t", "ton": "t", "tons": "t",
    "tonne": "t", "tonnes": "t",
    "l": "l", "liter": "l", "liters": "l", "litre": "l", "litres": "l", "升": "l",
    "ml": "ml", "milliliter": "ml", "milliliters": "ml", "毫升": "ml",
    "gallon": "gal", "gallons": "gal", "加仑": "gal",
    "°c": "degc", "celsius": "degc", "摄氏度": "degc", "°f": "degf", "fahrenheit": "degf",
    "华氏度": "degf", "degrees": "deg", "degree": "deg", "度": "deg", "°": "deg",
    "%": "%", "percent": "%", "per cent": "%",
    "usd": "usd", "dollar": "usd", "dollars": "usd", "美元": "usd", "美金": "usd",
    "cny": "cny", "rmb": "cny", "yuan": "cny", "元": "cny", "块": "cny", "人民币": "cny",
    "eur": "eur", "euro": "eur", "euros": "eur", "欧元": "eur",
    "gbp": "gbp", "英镑": "gbp", "jpy": "jpy", "yen": "jpy", "日元": "jpy",
    "ms": "ms", "millisecond": "ms", "milliseconds": "ms", "毫秒": "ms",
    "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s", "秒": "s", "秒钟": "s",
    "min": "min", "mins": "min", "minute": "min", "minutes": "min", "分钟": "min",
    "h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h", "小时": "h", "个小时": "h",
    "day": "day", "days": "day", "天": "day", "日": "dom", "号": "dom",
    "week": "week", "weeks": "week", "周": "week", "星期": "week", "个星期": "week",
    "month": "month", "months": "month", "个月": "month", "月": "moy",
    "year": "year", "years": "year", "年": "year",
    "kb": "kb", "mb": "mb", "gb": "gb", "tb": "tb", "kw": "kw", "kwh": "kwh", "w": "w",
    "v": "v", "hz": "hz",
}
CURRENCY_SIGNS = {"$": "usd", "¥": "yen-sign", "€": "eur", "£": "gbp"}
# Words that are units only next to a number: "in", "a second card", "a degree in law", "tons of".
AMBIGUOUS_UNIT_WORDS = {"in", "mi", "second", "minute", "hour", "day", "week", "month", "year",
                         "degree", "degrees", "ton", "tons", "min", "sec", "ms", "hr"}
# Unit words that mean a unit even without a number ("convert km to miles"): those of two
# letters or more in English, two characters or more in Chinese. Single letters ("m", "s") and
# single characters ("度", "天") only count right after a number.
STANDALONE_UNITS = {a: u for a, u in UNITS.items()
                     if (a.isascii() and len(a) >= 2 and a.isalpha()
                         and a not in AMBIGUOUS_UNIT_WORDS)
                     or (not a.isascii() and len(a) >= 2 and not a.startswith("个"))}


# --- operators -----------------------------------------------------------------------------------
OP_WORDS = {
    "plus": "+", "added to": "+", "sum of": "+", "add": "+",
    "minus": "-", "subtract": "-", "subtracted from": "-", "difference between": "-",
    "times": "*", "multiplied by": "*", "multiply": "*", "product of": "*",
    "divided by": "/", "divide": "/", "quotient of": "/",
    "to the power of": "^", "power": "^", "squared": "^2", "cubed": "^3",
    "square root": "sqrt", "sqrt": "sqrt", "cube root": "cbrt", "modulo": "mod", "mod": "mod",
    "remainder": "mod", "factorial": "!",
    "prime": "prime", "primes": "prime", "factor": "factor", "factors": "factor",
    "factorise": "factor", "factorize": "factor", "factorisation": "factor",
    "factorization": "factor", "reverse": "reverse", "reversed": "reverse",
    "uppercase": "upper", "upper case": "upper", "capitalize": "upper", "capitalise": "upper",
    "lowercase": "lower", "lower case": "lower", "weekday": "weekday",
    "day of the week": "weekday", "what day": "weekday", "how many days": "days",
    "days between": "days", "days until": "days", "days since": "days", "days from": "days",
    "increase": "inc", "increased": "inc", "rise": "inc", "grow": "inc", "growth": "inc",
    "decrease": "dec", "decreased": "dec", "drop": "dec", "fall": "dec", "decline": "dec",
    "greater": ">", "bigger": ">", "larger": ">", "more than": ">", "higher": ">",
    "smaller": "<", "less than": "<", "fewer": "<", "lower": "<",
    "max": "max", "maximum": "max", "largest": "max", "biggest": "max", "highest": "max",
    "minimum": "min", "smallest": "min", "lowest": "min", "average": "avg", "mean": "avg",
    "median": "median", "round": "round", "rounded": "round", "digits": "digits",
    "how long": "len", "length": "len", "characters": "len", "letters": "len", "even": "even",
    "odd": "odd", "negative": "neg", "positive": "pos", "palindrome": "palindrome",
    "位数": "digits", "长度": "len", "几个字": "len", "多少个字": "len", "偶数": "even", "奇数": "odd",
    "负数": "neg", "正数": "pos", "回文": "palindrome",
    "乘以": "*", "乘上": "*", "除以": "/", "减去": "-", "加上": "+", "的平方根": "sqrt",
    "平方根": "sqrt", "开方": "sqrt", "根号": "sqrt", "立方根": "cbrt", "的平方": "^2",
    "的立方": "^3", "次方": "^", "次幂": "^", "余数": "mod", "取余": "mod", "阶乘": "!",
    "质数": "prime", "素数": "prime", "因数": "factor", "因子": "factor", "分解": "factor",
    "反转": "reverse", "倒序": "reverse", "倒过来": "reverse", "反过来": "reverse",
    "大写": "upper", "小写": "lower", "星期几": "weekday", "周几": "weekday",
    "礼拜几": "weekday", "多少天": "days", "几天": "days", "天数": "days", "相差": "-",
    "增长": "inc", "增加": "inc", "上涨": "inc", "涨": "inc", "下降": "dec", "减少": "dec",
    "降低": "dec", "跌": "dec", "大于": ">", "多于": ">", "更大": ">", "小于": "<", "少于": "<",
    "更小": "<", "最大": "max", "最小": "min", "平均": "avg", "中位数": "median", "四舍五入": "round",
    # words the computation reader reads differently: a neighbour that differs in one of them is
    # another computation ("15% of 80" / "15% off 80", a day count with and without both ends)
    "off": "off", "discount": "off", "折": "off", "优惠": "off", "多多少": "more", "少多少": "less",
    "几倍": "ratio", "倍": "times", "之和": "+", "的和": "+", "的积": "*", "的差": "-", "的商": "/",
    "平均分": "/", "分给": "/", "go into": "/", "split": "/", "每": "per", "per": "per", "each": "per",
    "分之": "frac", "前一天": "prev", "后一天": "next", "之前": "before", "以前": "before", "之后": "after",
    "以后": "after", "before": "before", "after": "after", "ago": "before", "later": "after",
    "扣掉": "-", "花了": "-", "剩": "-", "inclusive": "incl", "both": "incl", "含首尾": "incl",
    "首尾": "incl", "包括": "incl", "工作日": "bizdays", "business days": "bizdays",
    "working days": "bizdays", "weekdays": "bizdays", "then": "then", "再": "then", "然后": "then",
    "raised": "inc", "raise": "inc", "marked up": "inc", "提高": "inc", "上调": "inc", "reduced": "dec",
    "reduce": "dec", "lowered": "dec", "cut": "dec", "marked down": "dec", "下调": "dec", "away": "-",
    "deduct": "-", "余几": "mod", "half": "half", "一半": "half", "double": "x2", "twice": "x2", "triple": "x3", "thrice": "x3",
}
# Single-character Chinese operators only between two numbers ("加拿大" is not addition).
ZH_INFIX = {"加": "+", "减": "-", "乘": "*", "除": "/", "和": "&"}
OP_SYMBOLS = {"+": "+", "-": "-", "−": "-", "*": "*", "×": "*", "x": "*", "÷": "/", "/": "/",
               "^": "^", "<": "<", ">": ">", "≤": "<=", "≥": ">=", "√": "sqrt", "!": "!",
               "%": "mod"}
