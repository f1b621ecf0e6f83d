"""An amount said to be approximate or only bounded ("about $50", "roughly 3 hours", 生活费大概2000,
2000元左右, "30-ish", "50 dollars or so", 50多人, 50来人, "at least $100", 不到50人), the hedge before the
number or before the verb that gives it (大约有12个, 大概跑了12千米, "almost had $50"): a reading that
computes with it would state an exact answer from a guess, so the request goes slow, whichever
reader read it; so does an amount said to hold only under a condition or until a change ("1500 grams when full"). ("more than", "over" and "under" are left out: "5 more than 12" and "3 over 4" are
arithmetic; right after a verb that gives the amount, "goes over 60 km per hour", they are hedges.)

Only a hedge on a given amount counts; one on the answer asked (约等于多少, 大约是多少, "about how
much") asks for an exact value shown rounded and is not this.
"""

from __future__ import annotations

import re

# an amount, a percentage or a date ("10 days before 2024-03-05 or so"); a duration in words (大约走了一刻钟, 半小时多:
# duration_words_zh.py), its unit left to the words after it
_SLOT = re.compile(r"<[npd]\d+>|(?<![一大多])半个?(?=小时|钟头)|[一三]刻(?=钟)")
# "how about 5 more": a suggestion, not a hedge.
BEFORE_EN = (r"(?<!how )(?<!what )\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|circa|at least|at most"
              r"|no more than|no less than|not more than|not less than|up to|upwards of|in excess of|just over"
              r"|just under|a little over|a bit over|well over)")
# 约 alone as well, but not inside a word (预约, 合约, 公约 …).
# 最低还款800元: a payment's least (or most) allowed, not one made
BEFORE_ZH = (r"(?:大概|大约|约莫|约摸|差不多|将近|估计|大致|好像|似乎|至少|至多|最少|最多|不到|不足|超过|多于|少于"
             r"|最[低高](?:还款|付款|消费|缴费|应还|应付)额?"
              r"|(?<![预合公节契签赴邀相制])约)")
# The hedge may come before the verb that gives the amount: 大约有 12 个, 大概跑了 12 千米, 约是, "almost had 12";
# or before a rate's 每, its unit and verb: 大约每分钟走 60 米, 苹果大约每斤 5 元; or before a sharing: 大致平分120元.
_VERB_ZH = r"(?:[^\s，。,.;；？?！!<的\d]{0,2}?(?:有|是|为|了|平分|平摊|均分)|每[^\s，。,.;；？?！!<的\d]{1,4}?" \
           r"|(?:给|送|转|借|还|付)了?(?:我们|我|你|他们|他|她))"  # 大概给了我五百: the hedge before a giving to someone
# "over" and "under" right after a verb that gives the amount: "goes over 60 km per hour", "costs under $5"
# ("5 more than 12", "3 over 4" stay arithmetic: a number, not such a verb, comes before them).
_OVER_EN = (r"\b(?:goes|go|went|drives|drove|runs|ran|travels|travelled|traveled|costs|cost|weighs|weighed|earns"
            r"|earned|makes|made|pays|paid|spends|spent|holds|held|takes|took|lasts|lasted|sells|sold|is|are|was|were"
            r"|has|had|have)\s+(?:over|under|above|below)")
_VERB_EN = r"\s+(?:has|had|have|is|are|was|were)"
# 50多人, 50来岁: 多 or 来 right before what is counted (not 多少, 多了, 多长).
_COUNTED_ZH = "个人位名元块岁天年斤米次只本件条张辆台部分"
# Each slot's few characters around it are searched, not the whole request at every position.
# "~50" is about 50; "早上好～18乘24": a ～ after a greeting's or particle's last character ends it, no hedge.
_BEFORE = re.compile(rf"(?:(?:{BEFORE_EN}(?:{_VERB_EN})?|{_OVER_EN})\s*[$€£¥￥]?\s*|{BEFORE_ZH}(?:{_VERB_ZH})?\s*"
                     rf"|(?<![好啦呀哈哦嗯喔吧呢嘛])[~≈]\s*)$")
_AFTER = re.compile(r"(?:[^\s，。,.;；？?！!<]{0,3}?(?:左右|上下|出头)|(?:\s*\S+)?\s+(?:or (?:so|more|less)|give or take)\b|-?ish\b"
                    r"|-plus\b"
                    rf"|[多来](?=[{_COUNTED_ZH}])"
                    # 4斤多, 3公斤多, 2小时多: 多 after the unit (not 多少, 多了, 多长 …; not 每人分5个多10个, 10 left over)
                    r"|[^\s，。,.;；？?！!<\d]{0,2}?[斤两克吨米升元块个只本岁天年秒钟时里亩]多(?![少了长大高远重久]|<n))")
# An amount that holds only under a condition or until a change ("weighs 1500 grams when full", "held 3.5 liters
# before it leaked", "$20 if it rains"): whether the story's things are in that state is not told.
_CONDITIONED = re.compile(r"(?:\s*[^\s,.;?!<]+)?\s+(?:when|if|unless|once|while|until|before|after)\s+(?:it|they|he|she"
                          r"|full|empty|filled|packed|loaded|wet|dry|frozen|cooked|raw|new|opened|closed)\b")
_WINDOW = 24
# A word or mark every alternative of `_BEFORE` says (its hedges, "over" and its kin after a verb, 最低/最高, ~): a
# request without any has no hedge before a slot, and the search before each slot (its costly part) is not made.
_BEFORE_NEEDS = re.compile(r"about|around|roughly|approx|nearly|almost|circa|least|most|no more|no less|not more"
                           r"|not less|up to|upwards|excess|over|under|above|below|大概|约|差不多|将近|估计|大致|好像"
                           r"|似乎|至少|至多|最|不到|不足|超过|多于|少于|~|≈")
# Operations over amounts (a date moved by "一百天左右", a clock time by "90 minutes give or take" too); a bound
# of a range ("primes up to 50", 不超过47的质数) is the range's own.
_AMOUNT_OPS = frozenset({"expr", "percent_of", "discount", "growth_rate", "convert", "date_add", "clock_add"})
# A word each English hedge above says, or one of its marks (guards.py's trigger; a Chinese one is outside ASCII): the
# hedges before a number, "over" after a verb, "or so", "-ish", a condition; and `shares_said_unequal`'s words
NEEDED_WORDS_EN = frozenset({"about", "around", "roughly", "approximately", "approx", "nearly", "almost", "circa",
                             "least", "most", "no", "not", "up", "upwards", "excess", "over", "under", "above",
                             "below", "or", "ish", "plus", "when", "if", "unless", "once", "while", "until", "before",
                             "after", "random", "randomly", "unequal", "unequally"})
NEEDED_MARKS = ("~", "≈")


def hedged_amount(slotted: str, op: str) -> bool:
    """Whether an amount of the (folded, slotted) request, read by an operation over amounts, is said
    to be approximate or only bounded."""
    if op not in _AMOUNT_OPS:
        return False
    hedge_before = _BEFORE_NEEDS.search(slotted) is not None
    for slot in _SLOT.finditer(slotted):
        before = slotted[max(0, slot.start() - _WINDOW):slot.start()]
        if hedge_before and _BEFORE.search(before) or _AFTER.match(slotted, slot.end(), slot.end() + _WINDOW) \
                or _CONDITIONED.match(slotted, slot.end(), slot.end() + _WINDOW):
            return True
    return False


# Shares said to be unequal or left to chance (拼手气红包, 随机分, "split randomly"): what one gets is no share computed.
_UNEQUAL = re.compile(r"拼手气|手气|随机|不平均|不均匀|不一样多|\brandom(?:ly)?\b|\bunequal(?:ly)?\b|\bnot (?:equally|evenly)\b")


def shares_said_unequal(slotted: str) -> bool:
    return _UNEQUAL.search(slotted) is not None
