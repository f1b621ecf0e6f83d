"""Checks on a reading for numbers that are not the amounts it takes them for, or are written so it misreads them:
- a phone number or a span of years written with a dash (555-1234, 2023-24): not a subtraction; a range written
  with an en dash ("3–5");
- a number that names (电话是…, 学号是…), an answer claimed and read as an amount (我算的是23元：…), a number of a
  product's name used as an amount ("iPhone 15打九五折"), a number glued before a Chinese name (小米14降价10%);
- a count written in characters inside a word before a measure word ("三瓶", "买三支"), which no reader sees as a
  number; a scale word (十, 万, "thousand") left after the amounts, or 万/亿 asked;
- a root sign over what follows (根号下) before more than one number ("根号下16加9"): 16 or 16加9?
- things counted divided unevenly (27颗糖分给4个小朋友): 6.75 candies is not an answer;
- a rounding instruction the reading does not carry ("…是多少钱，保留整数");
- bits beside bytes ("10Mb"; the letters fold alike); a tight m or g in a bare sum (2.5m: metres or a million?); a
  scale letter with a digit after it (1k2);
- a clause that says how to reckon with no amount (峰谷电分开算, 运费另算); a price rounded off by the seller (抹零);
- letters counted two ways or asked of more than letters."""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Tok, last_clause_start, stands_alone
from .units import canonical_unit, money_unit
from .counts_zh import counted_in_words


# Bits written beside bytes fold to the same letters ("10Mb" and "10MB" are both "10mb"): a rate in
# megabits is an eighth of one in megabytes.
_BITS = re.compile(r"\d\s*[kKmMgGtT]b(?:ps|/s|it)?\b|\bbits?\b|bps\b")
# Every match of `_BITS` holds one of these: a text with none is not searched.
_BITS_KEYS = ("kb", "Kb", "mb", "Mb", "gb", "Gb", "tb", "Tb", "bit", "bps")


def bits_said(text: str) -> bool:
    return any(map(text.__contains__, _BITS_KEYS)) and _BITS.search(text) is not None
# "2.5m divided by 5", "1.2g / 4": a letter written tight after a number in a bare sum is a metre or a gram, or the
# million or the grand ($1,000) people write the same way ("$2.5m", "5g"): read only where words say what is measured.
_TIGHT_M_OR_G = re.compile(r"\d(?:\.\d+)?[mg](?![A-Za-z²³/])")


_POINTS_TOLD = re.compile(r"\d\s*个?\s*百分点|\d\s*percentage\s+points?\b", re.IGNORECASE)


def points_told(text: str) -> bool:
    """"苹果比梨多25个百分点", "8 percentage points higher": points told as an amount, a difference of two rates that
    no reader takes (growth.py asks them: 上升了几个百分点); read as a count they would be 25 apples."""
    return _POINTS_TOLD.search(text) is not None


def million_or_metre(text: str) -> bool:
    return _TIGHT_M_OR_G.search(text) is not None


# "1k2", "2w8": a scale letter with a digit right after it, as people type 1 200 (or 1k and a 2?); 1万2 is Chinese's own.
_SCALE_LETTER_THEN_DIGIT = re.compile(r"\d[kKwW]\d")


def scale_letter_then_digit(text: str) -> bool:
    return _SCALE_LETTER_THEN_DIGIT.search(text) is not None


def reckoning_without_an_amount_zh(tokens: list[Tok]) -> bool:
    """"…，峰谷电分开算，多少钱", "…，运费另算，…": a clause before the question that says how to reckon (…算) with no
    amount or date of its own ("一年按365天算", "从2024/05/10起算" have one): the reading does not reckon that way."""
    clause: list[Tok] = []
    for t in tokens[:last_clause_start(tokens)]:
        if t.type != "COMMA":
            clause.append(t)
            continue
        if clause and clause[-1].value.endswith("算") and not any(x.value.startswith("<") for x in clause):  # a slot
            return True
        clause = []
    return False


# A Latin word inside Chinese text with a number after it is a name ("iPhone 15打九五折", "Mate 60降价10%"):
# its number is no amount. Not a currency code before an amount (USD 100), a month (Mar 5), or a quoted string.
_NAMED_NUMBER = re.compile(r"(?:^|(?<=[\u3000-\u9fff\uff00-\uffef]))(?!(?:USD|RMB|CNY|EUR|HKD|JPY|GBP)\b)"
                           r"(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b)[A-Za-z]+ ?"
                           r"(\d+(?:\.\d+)?)(?![\d.%％])", re.IGNORECASE)
# A Chinese name with its model number glued on, then a change ("小米14降价10%", "荣耀90打九折"): the number is the
# model's, no price. Not after a word that starts or states an amount (从250降到125, 买了2打, 工资5000涨10%).
_NAMED_NUMBER_ZH = re.compile(r"([\u4e00-\u9fff]{2,})(\d+(?:\.\d+)?)(?=降价|涨价|提价|减价|上涨|下降|下跌|涨|降|打|优惠|便宜)")
_AMOUNT_BEFORE_ZH = ("从", "到", "了", "有", "满", "是", "为", "月", "年", "价", "元", "块", "共", "资", "入", "水", "薪",
                     "租", "金", "本", "润", "收", "量", "数", "额", "费", "算", "款")
CJK = re.compile(r"[\u4e00-\u9fff]")
_QUOTED = re.compile(r"“[^”]*”|‘[^’]*’|\"[^\"]*\"|'[^']*'|「[^」]*」|『[^』]*』")


def name_number_used(task: Task, text: str) -> bool:
    text = _QUOTED.sub(" ", text)
    if not CJK.search(text):
        return False
    used = " ".join(str(v) for v in task.args.values())
    named = [m.group(1) for m in _NAMED_NUMBER.finditer(text)]
    named += [m.group(2) for m in _NAMED_NUMBER_ZH.finditer(text) if not m.group(1).endswith(_AMOUNT_BEFORE_ZH)]
    return any(stands_alone(number, used) for number in named)


_CLAUSE_ENDS = frozenset("，,。.;；！!？?")


def number_before_a_name_zh(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"999感冒灵每盒15元，一共多少元", "301房间每晚200元": a Chinese count takes a measure word (3盒, 5个); a
    number opening a clause right before a noun and its price or rate (每盒, 每晚) is part of its name or a
    room's number, so a reading that uses it as a count multiplied what is no count (14985, 60200)."""
    used = " ".join(str(v) for v in task.args.values())
    for i, (t, nxt) in enumerate(zip(tokens, tokens[1:])):
        if t.type == "NUM" and (i == 0 or tokens[i - 1].type == "COMMA" and tokens[i - 1].value in _CLAUSE_ENDS) \
                and nxt.type == "WORD" and len(nxt.value) > 1 and CJK.match(nxt.value) \
                and nxt.pos == t.pos + len(t.value) and not nxt.value.startswith(("平方", "立方", "度", "的")) \
                and i + 2 < len(tokens) and tokens[i + 2].type == "MEI" \
                and not any(canonical_unit(nxt.value[:k]) or money_unit(nxt.value[:k]) for k in (1, 2, 3)):
            n = slots.number(t.value)
            if not n.percent and not n.unit and n.raw.isdigit() \
                    and stands_alone(n.raw, used):
                return True
    return False


ROUNDING = frozenset({"ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH", "NEAREST"})
_ROUNDED = ("round(", "floor(", "ceil(")


_NUMERALS_ZH = frozenset("二三四五六七八九十两俩几百千万")


_AFTER_A_RADICAND = frozenset({"ASK", "COMMA"}) | ROUNDING


def root_over_more(tokens: list[Tok]) -> bool:
    """"根号下16加9": the sign says what follows is under the root, but is that 16 or 16加9?
    Without brackets only a root of one number alone is read."""
    return any(t.type == "SQRT_PRE" and t.value.startswith("根号下") and i + 2 < len(tokens)
               and tokens[i + 1].type == "NUM" and tokens[i + 2].type not in _AFTER_A_RADICAND
               for i, t in enumerate(tokens))


def count_in_words(tokens: list[Tok], reader: str) -> bool:
    """"一瓶水500毫升，三瓶合多少升", "一支笔3元，买三支，给了20元": a count written in characters
    before a measure word, where the lexicon keeps it in a word, is not a number any reader sees
    (一, one item, is left out on purpose), so a reading without it would miss a factor."""
    amounts = sum(t.type == "NUM" for t in tokens)
    return any(t.type == "WORD" and t.value[-1] in _NUMERALS_ZH and tokens[i + 1].type == "MEASURE"
               and not _listed_respectively(tokens, i, amounts)
               and not (reader == "read_roles" and counted_in_words(tokens, i))  # counts_zh.py reads it
               for i, t in enumerate(tokens[:-1]))  # "三" "瓶", "买三" "支"


_SMALL_COUNTS = {"两": 2, "俩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _listed_respectively(tokens: list[Tok], i: int, amounts: int) -> bool:
    """"两根绳子分别长84厘米和126厘米": the count only names the amounts listed after 分别, one each."""
    return i + 2 < len(tokens) and "分别" in tokens[i + 2].value \
        and _SMALL_COUNTS.get(tokens[i].value[-1]) == amounts


def rounding_dropped(task: Task, tokens: list[Tok]) -> bool:
    """A rounding instruction the reading does not carry ("打八五折，是多少钱，保留整数" read as the
    discount alone shows 339.15): the answer would not be the one asked for."""
    if not any(t.type in ROUNDING and not _placing(tokens, k) for k, t in enumerate(tokens)):
        return False
    return "places" not in task.args and not any(f in str(task.args.get("expression", "")) for f in _ROUNDED)


_PLACERS = frozenset({"i", "you", "he", "she", "we", "they", "will", "would", "can", "could", "to", "must", "should"})


def _placing(tokens: list[Tok], k: int) -> bool:
    """"which she will place in boxes", "If she places it in boxes": the verb, not a rounding's places."""
    return tokens[k].value.lower() in ("place", "places") and k > 0 and tokens[k - 1].value.lower() in _PLACERS


# "老板抹了零", "抹掉零头": the seller rounded the price off, to a place the words do not give (元 or 十元).
_ROUNDED_OFF_ZH = re.compile(r"抹[了掉去]?[个]?零|零头")


def rounded_off_by_the_seller_zh(text: str) -> bool:
    return "零" in text and _ROUNDED_OFF_ZH.search(text) is not None


DASHES = frozenset({"-", "–", "—"})  # what `dash_not_minus` looks at
SCALES_ASKED = frozenset({"万", "亿"})  # `scale_asked`


def letters_of_more(args: dict, tokens: list[Tok]) -> bool:
    """'“苹果”这个词有几个字母', 'how many letters are in "hello world"': letters asked, and the text holds
    characters that are no Latin letter (汉字, a space, a digit): its length is not its letters."""
    asked = any("字母" in t.value or "letter" in t.value.lower() for t in tokens)
    return asked and not all(ch.isascii() and ch.isalpha() for ch in str(args.get("text", "")))


def counted_two_ways(args: dict) -> bool:
    """'count "ana" in "banana"': 1 apart, 2 overlapping; '"Hello"里h出现了几次': 0 by case, 1 without; '"at" in
    "the cat and the hat"': 2 inside words, 0 as a word; the words say neither, so it is not read."""
    text, sub = str(args.get("text", "")), str(args.get("sub", ""))
    if args.get("ignore_case"):
        text, sub = text.lower(), sub.lower()
    elif text.count(sub) != text.lower().count(sub.lower()):
        return True
    overlapping = sum(text.startswith(sub, i) for i in range(len(text))) if sub else 0
    if " " in text and sub.isalpha() and len(sub) > 1 and re.findall(r"\w+", text).count(sub) != text.count(sub):
        return True  # '"at" in "the cat and the hat"': twice inside words, never as a word
    return "overlapping" not in args and overlapping != text.count(sub)


def case_written_otherwise(args: dict, original: str) -> bool:
    """'“hello world”里面有几个L': the request folded to lower case reads 3 l's; as written, L is in it 0 times,
    l 3 times, and the words say neither."""
    text, sub = str(args.get("text", "")), str(args.get("sub", ""))
    at = original.lower().find(text.lower()) if text and sub and not args.get("ignore_case") else -1
    if at < 0:
        return False
    written = original[at:at + len(text)]
    around = original[:at] + " " * len(text) + original[at + len(text):]
    k = around.lower().find(sub.lower())
    asked = around[k:k + len(sub)] if k >= 0 else sub
    return written.count(asked) != written.lower().count(asked.lower())


# An answer the asker already has, told before or inside the question ("我算的是23元：…"): to be checked, not computed
_CLAIMED_ZH = re.compile(r"(?:算的是|算出来是|算出来的是|算得|答案是|答案为|得数是)\s*(\d+(?:\.\d+)?)")


def claim_used(task: Task, text: str) -> bool:
    """"我算的是23元：小明有50元…还剩多少元": the answer claimed is to be checked, never an amount of the story
    (a reading that checks it, "…我算的是30，对吗", computes without it)."""
    used = " ".join(str(v) for v in task.args.values())
    return any(stands_alone(m.group(1), used) for m in _CLAIMED_ZH.finditer(text))
# What a number names rather than counts: 电话是138…, 学号为25, 房间号：302.
_NAMING_NOUNS_ZH = ("电话", "手机号", "号码", "编号", "学号", "工号", "门牌", "房号", "房间号", "车牌", "密码", "邮编",
                    "账号", "身份证", "座位号", "订单号")
_NAMING_VERBS = frozenset({"SHI", "WEI", "COLON"})


def naming_number_zh(tokens: list[Tok]) -> bool:
    """"我的电话是13812345678，我有12支笔，一共多少": a phone number, a room or a student number is no amount
    that any reading may add or take away."""
    for i, t in enumerate(tokens):
        if t.type != "NUM":
            continue
        j = i - 1 - (i >= 2 and (tokens[i - 1].type in _NAMING_VERBS or tokens[i - 1].value in ("是", "为", "：", ":")))
        if j >= 0 and tokens[j].type == "WORD" and tokens[j].value.endswith(_NAMING_NOUNS_ZH):
            return True
    return False


SCALES = frozenset({"十", "百", "千", "万", "亿", "hundred", "thousand", "million", "billion", "k"})


def scale_left(tokens: list[Tok]) -> bool:
    """"花了 8 千": a scale word left after a number (8, not 8000) — the number read is not the one written."""
    return any(t.type == "NUM" and tokens[i + 1].type == "WORD" and tokens[i + 1].value in SCALES
               for i, t in enumerate(tokens[:-1]))


def dash_not_minus(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"555-1234" is a phone number, "2023-24" a span of years, "3–5" and "50-60%" ranges: a dash written
    tight between digits in those shapes is not a subtraction."""
    if task.op != "expr":
        return False
    for i in range(1, len(tokens) - 1):
        a, dash, b = tokens[i - 1], tokens[i], tokens[i + 1]
        if dash.value not in ("-", "–", "—") or a.type != "NUM" or b.type not in ("NUM", "PCT") \
                or a.pos + len(a.value) != dash.pos or b.pos != dash.pos + len(dash.value):
            continue
        if b.type == "PCT":
            return True  # "50-60% of 80": a range of percentages (2, as 50 − 48, is no one's meaning)
        first, second = slots.number(a.value), slots.number(b.value)
        if slots.original[first.end:second.start] in ("–", "—", "~", "～"):
            return True  # "3–5": an en or em dash (folded to "-") written tight between numbers is a range
        left, right = first.raw.strip(), second.raw.strip()
        if not (left.isdigit() and right.isdigit()):
            continue
        after = tokens[i + 2:i + 4]
        if len(left) == 3 and (len(right) == 4 or len(right) == 3 and len(after) == 2 and after[0].value == "-"
                               and slots.number(after[1].value).raw.strip().isdigit()):
            return True  # "555-1234", "555-123-4567"
        if len(left) == 4 and 1900 <= int(left) <= 2100 and (len(right) == 2 or len(right) == 4 and int(left) < int(right) <= 2100):
            return True  # "2023-24", "2023-2024"; "2024-2023" counts back
    return False


_QUOTIENT = re.compile(r"^\(?(\d+)\)?/(\d+)$")  # "27/4", a bill shared "(8)/3"
_CUT_INTO = ("切成", "分成", "掰成", "剪成", "cut into")


_CURRENCY_SIGNS = frozenset("$¥￥€£")
# A noun right after 块 that names pieces of a thing: not 的 (100块的车费), nor money, a fee or a price
_PIECES_OF = re.compile(r"(?!的|钱)[^费钱价资租款税元]+$")


def uneven_count(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"27颗糖平均分给4个小朋友": things counted (a measure word or a noun after the number) share
    out whole; 6.75 candies each is not an answer (6 each, 3 over, is another question)."""
    m = _QUOTIENT.match(str(task.args.get("expression", ""))) if task.op == "expr" else None
    if m is None or not int(m.group(2)) or int(m.group(1)) % int(m.group(2)) == 0:
        return False
    at = next((i for i, t in enumerate(tokens) if t.type == "NUM" and slots.number(t.value).plain() == m.group(1)), None)
    if at is not None and slots.number(tokens[at].value).unit in _CURRENCY_SIGNS:
        return False  # "$90 among 4 people": money written with its sign shares out in cents (not 30块糖)
    following = tokens[at + 1] if at is not None and at + 1 < len(tokens) else None
    cut = at is not None and at > 0 and tokens[at - 1].value.endswith(_CUT_INTO)  # "切成8块": pieces, not yuan
    thing = tokens[at + 2] if following is not None and at + 2 < len(tokens) else None
    pieces = following is not None and following.value == "块" and thing is not None and thing.type == "WORD" \
        and _PIECES_OF.match(thing.value) is not None  # "25块饼干": pieces of biscuit, not 25 yuan (100块的车费)
    return following is not None and (following.type == "MEASURE" and (cut or not money_unit(following.value))
                                      or following.type == "WORD" or cut or pieces)


_ASKS_OF_A_SCALE = frozenset({"HOW_MANY", "ASK", "DUOSHAO_QIAN"})


def scale_asked(tokens: list[Tok], reader: str) -> bool:
    """"现在多少万", "总价是多少万元": the answer asked in 万 or 亿, which only signed_changes.py, doublings_zh.py
    and told_shares_zh.py (a share of a whole told in 万) give."""
    return reader not in ("read_signed_changes", "read_doubling_zh", "composed_told_share_zh") and any(
        t.type in _ASKS_OF_A_SCALE and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("万", "亿")
        for i, t in enumerate(tokens[:-1]))
