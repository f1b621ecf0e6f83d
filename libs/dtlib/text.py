"""Small text facts every service may need before perception has run."""

from __future__ import annotations

import re
import unicodedata

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_SPACES = re.compile(r"\s+")
_TRAILING_PUNCT = re.compile(r"[\s\.\?\!。？！…~～]+$")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"|「[^」]*」|『[^』]*』|‘[^’]*’")
# Words that only a Chinese sentence frame uses: with one of them the question is asked in Chinese
# even when it carries English words ("把 hello world 反转").
_ZH_FRAME = re.compile(r"[把是的吗呢吧了请帮几么哪谁怎为给将对从到在和与或]|多少|什么")


def language(text: str) -> str:
    """'zh' or 'en': the language the question is asked in, so the answer comes back in it.

    Pure Chinese is 'zh' and text without Chinese characters is 'en'. Mixed text is 'zh' when a
    Chinese sentence frame holds it ("把 hello world 反转", "dualtrack是什么"), and 'en' when an English
    sentence only mentions a Chinese word ("What does 你好 mean?"). Quoted text is payload, not frame.
    """
    if not _CJK.search(text):
        return "en"
    frame = _QUOTED.sub(" ", text)
    cjk = len(_CJK.findall(frame))
    if cjk == 0:
        return "en"
    latin_words = len(_LATIN_WORD.findall(frame))
    if latin_words == 0 or _ZH_FRAME.search(frame):
        return "zh"
    # Without a Chinese frame word, a Chinese word is about two characters.
    return "zh" if cjk / 2 >= latin_words else "en"


def normalise(text: str) -> str:
    """Fold width (NFKC: full-width → half-width), case and whitespace; drop trailing punctuation."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = _SPACES.sub(" ", folded).strip()
    return _TRAILING_PUNCT.sub("", folded)


# One character to one character, so a position in the folded text is a position in the original:
# full-width ASCII to ASCII, maths look-alikes to operators, odd spaces to ' '. The full-width
# comma stays: in Chinese "1200万，增长率" the comma separates clauses, never thousands.
_FOLD: dict[int, str] = {cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)}
_FOLD.pop(0xFF0C)
_FOLD.update({0x3000: " ", 0xA0: " ", 0x202F: " ", 0x2009: " ", 0x2007: " ",
              ord("×"): "*", ord("·"): "*", ord("⋅"): "*", ord("÷"): "/", ord("−"): "-",
              ord("–"): "-", ord("﹣"): "-", ord("﹢"): "+", ord("﹙"): "(", ord("﹚"): ")",
              ord("﹪"): "%", ord("٪"): "%", ord("‐"): "-", ord("‑"): "-", ord("∕"): "/", ord("∗"): "*",
              # invisible between words (zero-width space, word joiner, byte-order mark, marks of direction): a space;
              # inside a number perception names them (perception_forms.py)
              0x200B: " ", 0x2060: " ", 0xFEFF: " ", 0x200E: " ", 0x200F: " "})
_FOLD_TABLE = str.maketrans(_FOLD)
# A decimal digit of another script (٣, ५, ๓, 𝟑): the ASCII digit of its value, so every reader sees one digit system
# (a number mixing two systems is perception's ambiguity: perception_forms.py).
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")


def fold(text: str) -> str:
    """Width, look-alike operators, digits of other scripts and case folded, keeping every character at its position."""
    folded = text.translate(_FOLD_TABLE)
    if not folded.isascii() and _OTHER_DIGIT.search(folded):
        folded = _OTHER_DIGIT.sub(lambda m: str(unicodedata.digit(m.group())), folded)
    lowered = folded.lower()
    if len(lowered) == len(folded):
        return lowered
    # A few characters lower-case to two ('İ'); keep those as they are to keep positions.
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in folded)


_NUMBER_WORD = re.compile(
    r"\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
    r"|thousand|million|billion|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b",
    re.IGNORECASE)
_FRACTION_HINT = re.compile(r"\b(?:dozen|half|halves|quarters?|(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)s)\b",
                            re.IGNORECASE)
# A quoted payload is data ('reverse "one two"'); an apostrophe inside a word is not a quote.
_QUOTE_MARK = re.compile(r"[\"“”‘’「」『』《》`]|(?<![A-Za-z])'|'(?![A-Za-z])")


def digits_for_number_words(text: str) -> str:
    """English number words as digits ("seven plus eight" → "7 plus 8", "the second" → "the 2nd")
    by text2num, so every reading of a number sees the same value; a lone "one" stays a word ("one
    more question", "one apple costs …"); text with a quoted payload or Chinese is returned as it
    is (Chinese numerals are perception's own) but for its spoken amounts of money (`yuan_in_digits`)."""
    if _CJK.search(text):
        from .holiday_dates import holidays_as_dates  # it reads perception's holidays, and perception reads this module
        from .spoken_zh import spoken_zh_in_digits

        if _QUOTE_MARK.search(text):
            return text
        return holidays_as_dates(yuan_in_digits(spoken_zh_in_digits(plain_numerals(text))))
    if not (_NUMBER_WORD.search(text) or _FRACTION_HINT.search(text)) or _QUOTE_MARK.search(text):
        return text
    from text_to_num import alpha2digit  # a compiled library: importing it costs ~1 ms once

    # Kept as words: a place ("to the nearest ten"), and a scale after digits ("2.4 million"),
    # which perception reads itself.
    text = _DOZEN.sub(_dozen_in_digits, _HALF_A_SCALE.sub(r"0.5 \g<scale>", text))
    text = _FRACTION_WORDS.sub(_fraction_in_digits, text)
    text = _ONE_AND_A.sub(r"1\g<fraction>", text)  # "one and a half": the lone "one" rule keeps it a word
    text = _NOTE_IN_WORDS.sub(lambda m: _note_in_digits(m, alpha2digit), text)
    pieces = _KEPT.split(text)
    out = "".join(piece if i % 2 else alpha2digit(piece, "en", threshold=1.5) for i, piece in enumerate(pieces))
    if _ADJACENT_NUMBERS.search(out) and not _ADJACENT_NUMBERS.search(text):
        return text  # "one point five million" came out as "1.5 1000000": two numbers where one was
    # a lone "one" or "zero" stays a word ("one more question"), unless an operator stands by it
    return _LONE_OPERAND.sub(lambda m: "1" if m.group(0).lower() == "one" else "0", out)


# "a hundred-dollar bill", "a ten-pound note": one note of that value ("a 100 dollar bill"); "two hundred-dollar
# bills" (no article) stays words, so goes slow: two notes, or one of 200?
_NOTE_IN_WORDS = re.compile(r"\b(?:an?|one) (?P<num>[a-z]+(?:-[a-z]+)?)-(?P<money>dollar|pound|euro)\b", re.IGNORECASE)


def _note_in_digits(m: re.Match[str], alpha2digit) -> str:  # noqa: ANN001 - text_to_num's function
    number = alpha2digit(m["num"].replace("-", " "), "en", threshold=0)
    return f"a {number} {m['money']}" if number.isdigit() else m.group(0)


# "two thirds", "a quarter of", "16 and a half": a fraction in words is that fraction in digits where
# it is an amount: before "of", after "<number> and" (a mixed number) or next to an operator. "a
# quarter" of a year, "the third" and "half of" (a reading of its own) stay words.
_FRACTION_WORDS = re.compile(
    r"(?P<mixed>(?<=\w) and )?\b(?P<num>an?|one|two|three|four|five|six|seven|eight|nine|[1-9])[ -]"
    r"(?P<den>halves|half|(?:third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth|3rd|4th|5th|6th|7th|8th|9th|10th)s?)\b",
    re.IGNORECASE)
_DENOMINATORS = {"half": 2, "halve": 2, "third": 3, "3rd": 3, "quarter": 4, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
                 "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "eighth": 8, "8th": 8, "ninth": 9, "9th": 9,
                 "tenth": 10, "10th": 10}
_NUMERATORS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
               "eight": 8, "nine": 9}
_MIXED_BEFORE = re.compile(r"(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|teen|ty|hundred"
                           r"|thousand)$", re.IGNORECASE)
_OPERATOR_BEFORE = re.compile(r"(?:\b(?:plus|minus|times|by|add|subtract|from|and|of)|[-+*/×÷=])\s*$")
# Coins or notes just listed: "6 nickels and 2 quarters", "3 five-dollar bills and 4 quarters" count coins
_COINS_BEFORE = re.compile(r"\b(?:pennies|nickels?|dimes?|half-dollars?|cents|dollar bills?)\s*,?\s*(?:and\s*)?$",
                           re.IGNORECASE)
_OPERATOR_AFTER = re.compile(r"\s*(?:(?:plus|minus|times|divided|multiplied|squared|cubed|of)\b|[-+*/×÷])")


def _fraction_in_digits(m: re.Match[str]) -> str:
    joined = m["mixed"] or ""  # " and " before the fraction
    word, den_word = m["num"].lower(), m["den"].lower()
    num = _NUMERATORS.get(word) or int(word)
    plural = den_word.endswith("s")
    if plural != (num > 1 or den_word == "halves"):
        return m.group()  # "two third", "a thirds": not a fraction as written
    den = _DENOMINATORS[den_word[:-1] if plural else den_word]
    before, after = m.string[:m.start()], m.string[m.end():]
    if joined and _MIXED_BEFORE.search(before):
        return f"({num}/{den})"  # "sixteen and a half" is 16(1/2), one mixed number
    before += joined
    if den == 2 and num == 1 and re.match(r"\s*of\b", after):
        return m.group()  # "half of 8 plus 2": the reader's own (and refused) reading
    if den == 4 and plural and _COINS_BEFORE.search(before):
        return m.group()  # "6 nickels and 2 quarters": coins listed, not a sum of fractions
    if _OPERATOR_BEFORE.search(before) or _OPERATOR_AFTER.match(after):
        return f"{joined}{num}/{den}"
    return m.group()


# "a dozen", "two dozen", "half a dozen", "a half dozen" are 12, 24, 6, 6; "half a million" is 0.5
# million ("dozens of" is no number). "two and a half dozen", "1/2 dozen" and "1.5 dozen" are not a count
# of dozens here (the reader reads or refuses them as written).
_DOZEN = re.compile(r"\b(?P<count>half an?|(?<!and )an? half|(?<!a )(?<!an )half|an?|one|two|three|four|five|six|seven"
                    r"|eight|nine|ten|(?<![\d./])\d+)\s+dozen\b(?!s)", re.IGNORECASE)
_DOZENS = {"half a": 6, "half an": 6, "a half": 6, "an half": 6, "half": 6, "a": 12, "an": 12, "one": 12, "two": 24,
           "three": 36, "four": 48, "five": 60, "six": 72, "seven": 84, "eight": 96, "nine": 108, "ten": 120}
_HALF_A_SCALE = re.compile(r"\bhalf an?\s+(?P<scale>thousand|million|billion|trillion)\b", re.IGNORECASE)
_ONE_AND_A = re.compile(r"\bone(?P<fraction>\(1/[234]\))", re.IGNORECASE)


def _dozen_in_digits(m: re.Match[str]) -> str:
    count = m["count"].lower()
    return str(int(count) * 12 if count.isdigit() else _DOZENS[count])


_KEPT = re.compile(r"(\bnearest\s+[a-z]+(?:\s+(?:thousand|million)\b)?|\d\s*(?:hundred|thousand|million|billion|trillion)\b)", re.IGNORECASE)
_ADJACENT_NUMBERS = re.compile(r"\d\s+\d")
_OPERATOR = r"(?:plus|minus|times|divided by|multiplied by|over|squared|cubed)"
_LONE_OPERAND = re.compile(rf"\b(?:one|zero)\b(?=\s+{_OPERATOR}\b)|(?:(?<=plus\s)|(?<=minus\s)|(?<=times\s)"
                           r"|(?<=by\s))(?:one|zero)\b", re.IGNORECASE)



# Spoken amounts of money: "1块5" is 1.5 元, "2元5角" 2.5 元, "5毛" 0.5 元, "3块2毛5分" 3.25 元. The
# digit after 块 is a fraction of a yuan only where no unit or other digit follows it ("切成3块5厘米").
# The last digit said closes the amount (3块2毛5 is 3.25) unless a unit, a measure or another digit follows it.
_LAST_DIGIT = r"(?![\d.%a-z]|\s?[\d个天年月日号次倍折成岁人件本分秒周位页台辆条张只名门道题米克斤吨公千厘毫英小半多])"
_YUAN_JIAO = re.compile(r"(?<![\d.])(?P<yuan>\d+)\s?(?:块|元)\s?(?P<jiao>\d)\s?(?:毛|角)(?:\s?(?P<fen>\d)(?:\s?分|"
                        + _LAST_DIGIT + r"))?(?:钱)?")
_KUAI_DIGIT = re.compile(r"(?<![\d.])(?P<yuan>\d+)\s?块\s?(?P<jiao>\d)" + _LAST_DIGIT)
_JIAO_ONLY = re.compile(r"(?<![\d.])(?P<jiao>\d+)\s?(?:毛|角)(?![形星度])(?:\s?(?P<fen>\d)(?:\s?分|" + _LAST_DIGIT
                        + r"))?(?:钱)?")


def _yuan(m: re.Match[str]) -> str:
    groups = m.groupdict()
    value = int(groups.get("yuan") or 0) * 100 + int(groups["jiao"]) * 10 + int(groups.get("fen") or 0)
    whole, cents = divmod(value, 100)
    return f"{whole}.{cents:02d}".rstrip("0").rstrip(".") + "元"


def yuan_in_digits(text: str) -> str:
    """Chinese spoken amounts of money as one amount in 元 ("一支笔1块5" → "一支笔1.5元"), so every
    reading of the request sees one price, not 1 块 and a stray 5."""
    if "块" not in text and "毛" not in text and "角" not in text:
        return text
    return _JIAO_ONLY.sub(_yuan, _KUAI_DIGIT.sub(_yuan, _YUAN_JIAO.sub(_yuan, text)))


# The financial (大写) numerals, written on cheques and receipts ("壹万贰仟叁佰元"), as the plain ones perception reads.
# 肆, 伍, 陆 and 拾 are words too (放肆, 队伍, 大陆, 收拾): a run counts only with a numeral no word uses, or with a
# digit and a scale together (伍仟, 肆拾).
_FINANCIAL = str.maketrans("壹贰叁肆伍陆柒捌玖拾佰仟", "一二三四五六七八九十百千")
_FINANCIAL_RUN = re.compile(r"[零壹贰叁肆伍陆柒捌玖拾佰仟万亿]+")
_FINANCIAL_ONLY = frozenset("壹贰叁柒捌玖")
_FINANCIAL_CHARS = frozenset("壹贰叁肆伍陆柒捌玖拾佰仟")


def plain_numerals(text: str) -> str:
    """`text` with each run of financial numerals written in plain ones, character for character."""
    if _FINANCIAL_CHARS.isdisjoint(text):
        return text
    return _FINANCIAL_RUN.sub(lambda m: m[0].translate(_FINANCIAL) if _is_financial(m[0]) else m[0], text)


# "壹万贰": 12 000 as said aloud (一万二), or 10 002 without its 零? A cheque gives every digit its unit
# (壹万贰仟, 壹万零贰), so a run ending in a digit straight after 佰, 仟, 万 or 亿 is left unread.
_ABBREVIATED_TAIL = re.compile(r"[佰仟万亿][壹贰叁肆伍陆柒捌玖]$")


def _is_financial(run: str) -> bool:
    if _ABBREVIATED_TAIL.search(run):
        return False
    return not _FINANCIAL_ONLY.isdisjoint(run) or any(c in "拾佰仟" for c in run) and any(c in "肆伍陆" for c in run)
