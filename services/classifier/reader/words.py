"""The reader's word table: every token type → its surface forms in Chinese and English (WORDS).

The two themed parts (words_arithmetic.py, words_topics.py), joined, then the forms added by family:
number words, primes, rounding up or down, weekdays and dates, lead-ins composed from their parts,
notation, misspellings, story verbs of one direction. English forms match whole words only; spaces in
a form match any spacing.
"""

from __future__ import annotations

from dtlib.date_mentions import FIXED_HOLIDAYS

from .words_arithmetic import ARITHMETIC_WORDS
from .words_topics import TOPIC_WORDS

WORDS: dict[str, tuple[str, ...]] = {**ARITHMETIC_WORDS, **TOPIC_WORDS}

# Number words by family, added to the types of the two parts: rounding to a place named by its unit (整百) or by
# significant figures, halving and doubling as steps, "how much bigger", simplifying a fraction.
_NUMBER_FORMS: dict[str, tuple[str, ...]] = {
    "PLACE_WORD": ("整十", "整百", "整千", "整万", "十位数", "百位数", "千位数"),
    "SIG_FIGS": ("significant figures", "significant figure", "significant digits", "significant digit",
                 "sig figs", "sig fig", "s.f.", "sf", "位有效数字", "个有效数字"),
    "HALVE_PRE": ("halve",),
    "SCALED_POST": ("doubled", "tripled", "halved", "翻倍", "翻一番", "翻了一番", "翻了一倍", "减半", "减了一半"),
    "BIGGER_ASK": ("大多少", "高多少", "重多少", "长多少", "贵多少", "大几", "高几"),
    "SMALLER_ASK": ("小多少", "低多少", "轻多少", "短多少", "矮多少", "小几", "低几"),
    "DIFF_ASK": ("相差多少", "相差几", "差是多少", "相差是多少", "差距是多少"),
    "HIGHER_THAN": ("higher than", "greater than", "bigger than", "larger than"),
    "LOWER_THAN": ("lower than", "smaller than"),
    "SHARE_ZH": ("百分之多少", "多少百分比"),
    "THEN": ("后再", "以后再", "然后再", "再然后", "最后再", "后又", "之后又", "然后又", "接着又"),
    "WHAT": ("先用", "先拿", "start with", "starting with", "begin with", "let's start with", "老师让算", "老师让我算",
             "作业题", "quick"),
    "FRACTION_FORMAT": ("simplify", "simplify the fraction", "reduce the fraction", "to its lowest terms",
                        "to lowest terms", "to its simplest form", "to simplest form", "in simplest form",
                        "in its simplest form", "in its lowest terms", "约分", "化简", "化成最简分数", "化为最简分数",
                        "写成最简分数", "约成最简分数", "的最简分数", "最简分数是多少", "约分后是多少", "化简后是多少",
                        "simplified", "in simplest terms", "reduced to lowest terms"),
    "PI": ("pi", "π", "圆周率"),
    "SQRT_PRE": ("根号下", "根号下面"),
    "AS_PERCENT_ZH": ("化成百分数", "化为百分数", "写成百分数", "改写成百分数", "化成百分比", "转换成百分数", "转化为百分数",
                      "转化成百分数", "换算成百分数", "表示成百分数"),
    "ZH_MAX": ("哪个大", "谁大", "哪个更大", "哪个数大", "哪个数更大"),
    "ZH_MIN": ("哪个小", "谁小", "哪个更小", "哪个数小", "哪个数更小"),
    "RECIPROCAL_POST": ("的倒数",), "RECIPROCAL_PRE": ("the reciprocal of", "reciprocal of"),
    "EQUALS": ("≈", "约等于", "≈?"),
    # percentage changes one after another: "200先增加10%再减少10%", "增加10%后又减少10%"
    "INCREASED_BY": ("先增加", "先提高", "先上涨", "先上调", "又增加", "又提高", "又上涨", "又上调"),
    "DECREASED_BY": ("先减少", "先降低", "先下调", "又减少", "又降低", "又下调"),
}
for _kind, _forms in _NUMBER_FORMS.items():
    WORDS[_kind] = (*WORDS.get(_kind, ()), *_forms)

# Primes counted, listed or found next to a bound ("how many primes below 100", "100以内有多少个质数",
# "the smallest prime greater than 100"), and the mode of a list.
_QUANTITY_FORMS: dict[str, tuple[str, ...]] = {
    "PRIME": ("primes", "prime numbers", "the primes", "the prime numbers", "all primes", "all the primes",
              "all prime numbers", "all the prime numbers"),
    "BELOW": ("below", "under", "小于", "少于", "低于"),
    "AT_MOST": ("at most", "no more than", "not more than", "not exceeding", "up to and including", "不超过",
                "不大于", "小于等于", "小于或等于"),
    "ABOVE": ("above", "大于", "超过"),
    "WITHIN_ZH": ("以内", "之内"),
    "BETWEEN_ZH": ("之间",),
    "MODE_OF": ("the mode of", "mode of"),
    "ZH_MODE": ("的众数", "众数", "的众数是"),
    "WHAT": ("列出", "写出", "列举", "列举出"),
    "WORD": ("所有", "所有的"),
    "WHAT_FRACTION": ("what fraction", "which fraction"), "IS_WHAT_FRACTION": ("is what fraction",),
}
for _kind, _forms in _QUANTITY_FORMS.items():
    WORDS[_kind] = (*WORDS.get(_kind, ()), *_forms)

# "36乘15是多少来着", "what's 36 x 15 again": said at the end, they change nothing
WORDS["MA"] = (*WORDS["MA"], "来着", "again")

# Rounding up or down to a whole number ("7.2向上取整", "the ceiling of 7.2", "round down 7.8"), absolute
# value bars ("|-9|"), and a day's date asked with a possessive ("what's tomorrow's date").
_GENERAL_FORMS: dict[str, tuple[str, ...]] = {
    "CEIL_POST": ("向上取整", "进一法取整", "用进一法取整"),
    "FLOOR_POST": ("向下取整", "去尾法取整", "用去尾法取整"),
    "CEIL_PRE": ("ceiling of", "the ceiling of", "ceil of", "round up", "rounded up"),
    "FLOOR_PRE": ("floor of", "the floor of", "round down", "rounded down"),
    "ABS_BAR": ("|",),
    # "how much bigger is 8 than -3": the first less the second, when the values agree with the word
    "HOW_MUCH_BIGGER": ("how much bigger", "how much larger", "how much greater", "how much higher"),
    "HOW_MUCH_SMALLER": ("how much smaller", "how much lower"),
    "TODAY": ("today's",), "TOMORROW": ("tomorrow's",), "YESTERDAY": ("yesterday's",),
}
# "下周三", "这个星期五", "上礼拜天": a weekday of this, next or last week (weeks start on Monday)
WEEK_OF = {"上": -1, "这": 0, "本": 0, "这个": 0, "下": 1, "下个": 1, "上个": -1}
WEEKDAY_INDEX = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_GENERAL_FORMS["REL_WEEKDAY"] = tuple(
    f"{which}{week}{day}" for which in WEEK_OF for week in ("周", "星期", "礼拜") for day in WEEKDAY_INDEX
    if not (week == "周" and day == "天") and not (week == "周" and which.endswith("个")))
for _kind, _forms in _GENERAL_FORMS.items():
    WORDS[_kind] = (*WORDS.get(_kind, ()), *_forms)

# --- dates as people write them (issue 15, dates_blind.jsonl) ---
# "next Friday", "last Monday", "this Friday": read only where both week conventions agree (date_frames.py);
# a holiday on a fixed day named without its year ("how many days until Christmas"): the next one after
# `today`; 距今 (until now); holidays set aside in more words; days passed (过去了多少天).
EN_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DATE_FORMS: dict[str, tuple[str, ...]] = {
    "REL_WEEKDAY_EN": tuple(f"{which} {day}" for which in ("next", "last", "this") for day in EN_WEEKDAYS),
    "HOLIDAY": tuple(FIXED_HOLIDAYS),
    "SINCE_NOW_ZH": ("距今",),
    "NO_HOLIDAYS": ("只算周一到周五", "只按周一到周五算", "不管节假日", "不算法定节假日", "不计法定节假日",
                    "ignoring public holidays", "ignoring holidays", "ignore holidays", "ignore public holidays"),
    "DAYS_BETWEEN_ZH": ("过去了多少天", "过去了几天", "过去多少天", "过去几天"),
    "HOW_MANY_DAYS": ("how many days has it been", "how many days have gone by", "the day count", "day count"),
    "ZAIGUO": ("顺延", "推迟", "往后延", "向后延"),
    # today's day of the next or the last month (下个月的今天: a month after today)
    "MONTH_FROM_TODAY": ("下个月的今天", "下个月今天", "下月的今天", "下月今天", "上个月的今天", "上个月今天", "上月的今天",
                         "上月今天"),
    # both ends left out (5月2日到5月18日不含首尾: 15 days, not the difference 16): no rule reads it, so slow
    "BOTH_ENDS_OUT": ("不含首尾", "不包括首尾", "不包含首尾", "首尾不算", "首尾都不算", "不算首尾", "excluding both dates",
                      "exclusive of both dates", "excluding both ends", "exclusive of both ends", "excluding both"),
}
for _kind, _forms in _DATE_FORMS.items():
    WORDS[_kind] = (*WORDS.get(_kind, ()), *(f for f in _forms if f not in WORDS.get(_kind, ())))

# "0.6化成分数", "convert 0.35 to a fraction": a decimal asked as a fraction (frames.py)
WORDS["FRACTION_FORMAT"] = (*WORDS["FRACTION_FORMAT"], "化成分数", "化为分数", "化成分数是多少", "改写成分数",
                            "写成分数是多少", "转化成分数", "转化为分数", "转换成分数", "换算成分数", "to a fraction",
                            "into a fraction", "a fraction")

# "产量从120吨增长到132吨": a ton counts an amount like any measure; which ton matters only where it is
# converted, and perception asks that back ("5吨等于多少千克")
WORDS["MEASURE"] = (*WORDS["MEASURE"], "吨")

# "3 dozen", "12打": twelve each (打 only after a count: "打8折" is a discount)
WORDS["DOZEN"] = ("dozen",)

# "year over year growth from 80 to 92": the period comparisons written with spaces
WORDS["GROWTH_EN"] = (*WORDS["GROWTH_EN"], *(f"{p} {w}" for p in ("year over year", "month over month",
                                                                   "quarter over quarter", "week over week",
                                                                   "year on year", "the year over year",
                                                                   "the month over month", "the quarter over quarter")
                                             for w in ("growth", "growth rate")))
# "what's the raise in percent": a rise said in percent, as "the increase in percent" is
WORDS["GROWTH_EN"] = (*WORDS["GROWTH_EN"], *(f"{a}{w} in percent" for a in ("", "the ") for w in ("raise", "rise", "gain")))
# "what's the % change from 64 to 80": the sign said for "percent"
WORDS["GROWTH_EN"] = (*WORDS["GROWTH_EN"], *(f"{a}% {w}" for a in ("", "the ") for w in ("change", "growth", "increase")))

# "the smallest number divisible by both 6 and 8", "the least positive integer that is a multiple of 4 and 10"
WORDS["LCM_OF"] = (*WORDS["LCM_OF"], *(f"{a}{least} {number} {kind}{both}" for a in ("the ", "")
                                       for least in ("smallest", "least", "lowest")
                                       for number in ("number", "positive integer", "integer", "whole number")
                                       for kind in ("divisible by", "that is divisible by", "that's divisible by",
                                                    "evenly divisible by", "that is a multiple of",
                                                    "that's a multiple of")
                                       for both in (" both", "")))

# Lead-ins: who asks whom to do what, before the computation ("can someone tell me", "I'm trying to work
# out", 谁能告诉我, 我想算一下) and labels before a colon ("pop quiz:", 计算题：). They are WHAT, which the
# grammar takes only at the start of a request (`lead`), so a lead-in changes no reading; composed from
# their parts, so that a writer's other combination of the same parts reads too. Only phrases: a single
# word that may carry meaning inside a story ("just", "need", "problem") stays unknown, and so does a
# Chinese word that may end another one (朋友 in 小朋友, 下一个 in 下一个月).
_ASKERS_EN = ("can", "could", "would", "will")
_WHO_EN = ("someone", "anyone", "somebody", "anybody", "u", "you")
_DOING_EN = ("tell me", "calculate", "compute", "work out", "figure out", "find", "solve", "check", "do",
             "help me with", "help me calculate", "help me figure out", "quickly tell me", "quickly calculate",
             "quickly work out", "quickly compute", "evaluate")
_WANTING_EN = ("i need to", "i have to", "i've got to", "i gotta", "i'm trying to", "im trying to", "i am trying to",
               "trying to", "need to", "i want to", "i'd like to", "i'd love to", "i would like to", "we need to",
               "let me", "help me", "i must", "i wanna", "wanna", "i just need to", "just need to", "just want to")
_KNOWING_EN = ("know", "calculate", "compute", "work out", "figure out", "find", "find out", "check", "solve",
               "evaluate")
_LABELS_EN = ("here's one", "here's a question", "here is a question", "try this", "try this one", "math time",
              "mental math", "pop quiz", "brain teaser", "your turn", "quick quiz", "quick math question", "math problem",
              "arithmetic question", "need an answer", "crunch the numbers", "run the numbers", "do this for me",
              "solve for me", "question for you", "check this", "riddle me this", "right so", "right, so", "okay so",
              "ok so", "so yeah", "using mental math", "without a calculator", "in your head", "no calculator",
              "does anyone know", "anyone know", "does anybody know", "anybody know", "who knows", "i'm wondering",
              "im wondering", "i'm curious", "i was curious", "just tell me", "simply compute",
              "simply calculate", "just compute", "just calculate", "please just calculate", "please just compute",
              "please just tell me", "can i get", "could i get", "can i have", "i'd like the answer to",
              "give me the answer to", "what's the answer for", "what is the answer for", "find the value of",
              "evaluate the expression", "compute the expression", "calculate the expression", "the expression",
              "find out", "the value of the expression", "calculate the result of", "compute the result of",
              # a label, said so by its colon ("Task: 12*24"); without it a word of the request
              *(f"{label}:" for label in ("task", "problem", "question", "calculation", "calc", "answer", "quiz",
                                          "exercise", "math", "maths", "arithmetic", "compute", "calculate",
                                          "evaluate", "solve", "q", "help", "request", "input")))
_WHO_ZH = ("谁", "有人", "有谁", "哪位", "谁能", "有人能", "有谁能", "哪位能", "谁可以", "有人可以")
_DOING_ZH = ("知道", "告诉我", "帮我算一下", "帮我算下", "帮忙算一下", "帮忙算下", "算一下", "算下", "帮我算算", "帮我看看",
             "帮我看一下", "帮忙看看", "能告诉我")
_WANTING_ZH = ("我想", "我需要", "我要", "想", "需要", "我得", "我想要", "我来", "帮我", "请帮我", "麻烦帮我", "帮忙", "请帮忙",
               "麻烦你帮我", "劳烦", "烦请", "请你帮我", "请您帮我", "你帮我", "能帮我", "可以帮我", "请")
_KNOWING_ZH = ("算", "算一下", "算下", "算算", "算算看", "算一算", "知道", "求一下", "求下", "计算", "计算一下", "看一下", "看下",
               "问一下", "问下", "问问")
_LABELS_ZH = ("计算题", "算术题", "数学题", "口算题", "心算一下", "求值", "考你一下", "快问快答", "急问", "急求", "求问",
              "求教", "在线求助", "在线等答案", "问个小问题", "问个数学题", "问个简单的问题", "问个事", "不用计算器",
              "不用计算器算", "小助手", "想请教一下", "请教一下", "顺便问一下", "顺便问下", "再问一个", "再问一下", "下一题",
              "小学数学题", "作业题", "练习题", "问一道题", "一道数学题", "哥们",
              *(f"{label}:" for label in ("题目", "问题", "计算", "算式", "口算", "心算", "求", "算", "作业", "题")))
_LEAD_INS = (*(f"{a} {w} {d}" for a in _ASKERS_EN for w in _WHO_EN for d in _DOING_EN),
             *(f"{w} {k}" for w in _WANTING_EN for k in _KNOWING_EN), *_LABELS_EN,
             *(f"{w}{d}" for w in _WHO_ZH for d in _DOING_ZH), *(f"{w}{k}" for w in _WANTING_ZH for k in _KNOWING_ZH),
             *_LABELS_ZH)
_TYPED: dict[str, str] = {f: k for k, forms in WORDS.items() for f in forms}
WORDS["WHAT"] = (*WORDS["WHAT"], *dict.fromkeys(f for f in _LEAD_INS if f not in _TYPED))

# --- notation (issue 15: notation_blind.jsonl) ---
# Labels and answer-format lead-ins said before the computation, each ended by its colon ("Solve the
# following: 45 * 3 - 12", "Just the number: 9 * 8", "只要结果：25×4")
WORDS["WHAT"] = (*WORDS["WHAT"], *dict.fromkeys(f for f in (
    "solve the following:", "compute the following:", "calculate the following:",
    "evaluate the following:", "work out the following:", "result:", "the following:",
    "just the number:", "only the number:", "answer only with the number:", "answer with just the number:",
    "answer with the number only:", "number only:", "numbers only:", "直接给答案:", "只要答案:", "只要结果:",
    "直接说结果:", "请直接回答:", "直接写结果:",
    # the result named before the operation the asker does: "what's the total when you add 45 and 55"
    "what's the total when you", "what is the total when you", "what's the total if you", "what is the total if you",
    "what number do you get by", "what do you get by", "what number do you get when you",
    "what number do you get if you") if f not in _TYPED))
# --- end notation ---

# Nouns that start with or hold an operator or lead-in character (打 of 打8折, 用 and 请 of the lead-ins, 立方
# of 的立方): a noun, never the operator ("我打字一分钟80个字", "信用卡欠了2300元", "每小时进水3.5立方米").
_NOUNS_WITH_OPERATORS = ("打字", "打车", "打印", "打印机", "打工", "打球", "打电话", "打卡", "打包", "打针", "信用卡", "信用",
                         "费用", "使用", "用户", "用电", "用水", "用量", "用电量", "用水量", "加工", "加热", "加法", "减法",
                         "乘法", "除法", "立方米", "立方厘米", "立方分米", "平方厘米", "平方分米", "平方公里", "平方千米",
                         "本金", "单价", "支出", "结余", "结存", "水龙头", "支付宝", "支付", "提现", "比赛")
# 本 of 本金, 单 of 单价, 头 of 水龙头, 支 of 支付宝: no measure words; 现 of 提现 is no "now"; 比 of 比赛 no comparison
WORDS["WORD"] = (*WORDS["WORD"], *(n for n in _NOUNS_WITH_OPERATORS if n not in WORDS["WORD"]))
# 三年级 is a class of school, no three years (年 + 级); 本来 "at first", no measure word; 参加 "take part", no addition
WORDS["WORD"] = (*WORDS["WORD"], "年级", "本来", "参加", "加油站")

# Other ways to write the same operators and questions: the operator dingbats (✖ ➕ ➖ ➗, "✕"), verbs
# as gerunds after "the result of" ("the result of multiplying 12 by 24"), and "的结果是" asked at the end.
WORDS["TIMES"] = (*WORDS["TIMES"], "✕", "✖", "⨯")
WORDS["PLUS"] = (*WORDS["PLUS"], "➕")
WORDS["MINUS"] = (*WORDS["MINUS"], "➖")
WORDS["DIVIDE"] = (*WORDS["DIVIDE"], "➗")
WORDS["MULTIPLY_VERB"] = (*WORDS["MULTIPLY_VERB"], "multiplying")
WORDS["ADD_VERB"] = (*WORDS["ADD_VERB"], "adding")
WORDS["SUBTRACT_VERB"] = (*WORDS["SUBTRACT_VERB"], "subtracting")
# A sum asked before its list in other words ("add up these: 66, 92, 69"), and rounding to a whole number with
# the method in brackets after it (取整（四舍五入）: 取整 alone may cut instead) (phrasings_blind_5.jsonl)
WORDS["SUM_OF"] = (*WORDS["SUM_OF"], "add up these", "sum up these", "total up these", "add these numbers up",
                   "add up the following", "sum up the following", "total up the following")
WORDS["ROUND_WHOLE_ZH"] = (*WORDS["ROUND_WHOLE_ZH"], "取整(四舍五入)", "取整数(四舍五入)", "结果取整(四舍五入)")
# The usual misspellings of the operator verbs, typed fast (phrasings_blind_5.jsonl): none is another word
WORDS["MULTIPLY_VERB"] = (*WORDS["MULTIPLY_VERB"], "multipy", "mulitply", "multply", "multiplie")
WORDS["TIMES"] = (*WORDS["TIMES"], "multipied by", "multipled by", "mulitplied by", "multiplyed by")
WORDS["DIVIDE_VERB"] = (*WORDS["DIVIDE_VERB"], "devide", "divde", "divid")
WORDS["DIVIDE"] = (*WORDS["DIVIDE"], "devided by", "divded by", "divied by", "devide by", "divde by")
WORDS["SUBTRACT_VERB"] = (*WORDS["SUBTRACT_VERB"], "substract", "subract", "subtact", "substract away")
# Reversal said otherwise: read aloud backwards (倒过来念), turned over (翻转), the order of the characters
WORDS["REVERSE"] = (*WORDS["REVERSE"], "逆序排列", "反序排列", "翻转", "翻转过来", "翻过来", "倒过来念", "倒着念", "倒过来读",
                    "倒着读", "反过来念", "反过来读", "倒序写", "倒序写出", "逆序写", "反着写",
                    "reverse the order of the characters in", "reverse the order of the letters in",
                    "reverse the order of the characters of", "reverse the order of the letters of")
# Words that change nothing, dropped with the other NOISE (a closed list; see NOISE in words_topics.py): a decimal asked
# (every answer shows one), and intensifiers of a question (到底, 究竟, "exactly").
WORDS["NOISE"] = (*WORDS["NOISE"], "化成小数", "化为小数", "转换成小数", "转化成小数", "转化为小数", "换算成小数", "to a decimal",
                  "into a decimal", "as decimal", "到底", "究竟", "exactly", "precisely")
# A list's result named before the list: 求和：12、15、18 ("find the sum"), "the sum of these numbers: …"
WORDS["ZH_SUM"] = (*WORDS["ZH_SUM"], "求和", "求总和")
WORDS["ZH_PRODUCT"] = (*WORDS["ZH_PRODUCT"], "求积", "求乘积")
WORDS["ZH_MEAN"] = (*WORDS["ZH_MEAN"], "求平均", "求平均值", "求平均数", "求平均分", "求均值")
for _kind, _word in (("SUM_OF", "sum"), ("PRODUCT_OF", "product"), ("MEAN_OF", "average"), ("MEAN_OF", "mean"),
                     ("MEDIAN_OF", "median"), ("MAX_OF", "largest"), ("MIN_OF", "smallest")):
    WORDS[_kind] = (*WORDS[_kind], *(f"{the}{_word} of {these} {numbers}" for the in ("the ", "")
                                     for these in ("these", "the following", "the") for numbers in ("numbers", "values")
                                     if f"{the}{_word} of {these} {numbers}" not in WORDS[_kind]))
# Verbs of a one-step story that say which way an amount goes: given away, lost or broken (SPEND), or come
# in (ADD_MORE). Only verbs with one direction ("paid", "returned", "dropped", 给了 read both ways or
# elsewhere, and stay as they are; "baked" too: "had 25 apples but baked 9" makes something of them, made_from_en.py).
_LOSS_VERBS = ("donated", "lent", "lent out", "misplaced", "threw away", "threw out", "tossed", "traded away", "wasted",
               "gave out", "handed out", "popped", "burst", "丢了", "弄丢了", "丢掉了", "丢掉", "扔了", "扔掉了", "扔掉",
               "弄坏了", "打碎了", "摔碎了", "摔坏了", "送人了", "捐掉了", "输掉了", "输了", "漏掉了", "坏了")
_GAIN_VERBS = ("won", "caught", "borrowed", "gained", "was given", "were given", "picked up", "又得到", "又得到了",
               "又收到", "又收到了", "又赢了", "又摘了", "又做了", "又拿了", "又拿来", "又拿来了", "又借来", "又借来了", "又找到",
               "又找到了", "又领了", "又攒了", "又挣了", "又赚了", "又钓了", "又抓了", "又捡到", "又捡到了", "又种了", "又养了",
               "又生了", "又印了", "又画了", "又折了", "又写了", "又烤了", "又进了", "得到了", "收到了", "捡到了", "找到了",
               "借来了", "赢了")
_SURFACED = {f for forms in WORDS.values() for f in forms}
WORDS["SPEND"] = (*WORDS["SPEND"], *(v for v in _LOSS_VERBS if v not in _SURFACED))
WORDS["ADD_MORE"] = (*WORDS["ADD_MORE"], *(v for v in _GAIN_VERBS if v not in _SURFACED))
# A rounding said of the answer: "round your answer to 2 decimal places", "give your answer correct to …"
WORDS["ROUND_EN"] = (*WORDS["ROUND_EN"], *(r for r in (
    "round your answer to", "round the answer to", "round the result to", "round your result to", "round off to",
    "round it off to", "give your answer to", "give your answer correct to", "answer correct to", "your answer to",
    "and round your answer to", "and round the answer to", "and round the result to", "rounding your answer to",
    "rounded off to the") if r not in WORDS["ROUND_EN"]))
# Sums and differences of squares by their names: 3与4的平方和, 5和3的平方差, "the sum of the squares of 3 and 4"
WORDS["SQUARES_SUMMED_ZH"] = ("的平方和", "平方和")
WORDS["SQUARES_DIFF_ZH"] = ("的平方差", "平方差")
WORDS["SQUARES_SUMMED_OF"] = ("the sum of the squares of", "sum of the squares of", "the sum of squares of",
                              "sum of squares of")
# Questions said colloquially: 啥 for 什么 (等于啥), 结果呢, 得数是几, "wat is", "makes what"
_ASKED = ("等于啥", "是啥", "得啥", "结果呢", "的结果呢", "得数是几", "的得数是几", "得多少呢", "makes what", "make what",
          "gives what", "give what", "comes to what", "come to what", "is equal to what", "equal to what")
WORDS["ASK"] = (*WORDS["ASK"], *(a for a in _ASKED if a not in {f for forms in WORDS.values() for f in forms}))
WORDS["WHAT"] = (*WORDS["WHAT"], "wat is", "wats", "wat's", "wut is", "wut's", "whut is")
# Other names of a statistic or a change: "the middle value of", "which number is the greatest", "rate of change"
_SURFACED = {f for forms in WORDS.values() for f in forms}
for _kind, _words in (("MAX_OF", ("largest", "biggest", "greatest", "highest")),
                      ("MIN_OF", ("smallest", "lowest"))):  # not "least": "which is the least common multiple"
    WORDS[_kind] = (*WORDS[_kind], *(f for f in (f"{which} {w}" for which in (
        "which is the", "which is", "which number is the", "which number is", "which one is the", "which one is",
        "which of these is the", "which of these is", "which of these numbers is the")
        for w in _words) if f not in _SURFACED))
WORDS["MEDIAN_OF"] = (*WORDS["MEDIAN_OF"], "the middle value of", "middle value of", "the middle number of",
                      "middle number of")
WORDS["GROWTH_EN"] = (*WORDS["GROWTH_EN"], "rate of change", "the rate of change", "percent rate of change",
                      "the percent rate of change", "percentage rate of change", "the percentage rate of change")
WORDS["FROM"] = (*WORDS["FROM"], "going from", "moving from", "changing from")
# "100比80多了多少", "80比100少了百分之几": 了 after a comparison changes nothing
WORDS["DUO"] = (*WORDS["DUO"], "多了")
WORDS["SHAO"] = (*WORDS["SHAO"], "少了")
# The operation said in the passive, after "when": "what do you get when 12 is multiplied by 24", "what is
# 24 when divided by 12" (not "is subtracted from": its operands come the other way round)
_SURFACED = {f for forms in WORDS.values() for f in forms}
for _kind, _forms in (("TIMES", ("is multiplied by", "when multiplied by", "is times")),
                      ("DIVIDE", ("is divided by", "when divided by")),
                      ("PLUS", ("is added to", "when added to")),
                      ("WHAT", ("what do you get when", "what do i get when", "what is the result when",
                                "what's the result when", "what would you get when", "what number do you get when"))):
    WORDS[_kind] = (*WORDS[_kind], *(f for f in _forms if f not in _SURFACED))
# What a result comes to, said with 出来/下来: "12乘24算出来是多少", "得出来是多少", "算下来多少"
_SURFACED = {f for forms in WORDS.values() for f in forms}
WORDS["ASK"] = (*WORDS["ASK"], *(f"{v}{d}{q}" for v in ("算", "得", "加", "乘", "减", "除") for d in ("出来", "下来")
                                 for q in ("是多少", "等于多少", "多少", "是几", "等于几")
                                 if f"{v}{d}{q}" not in _SURFACED))
# Counting days along the calendar: "count forward 45 days from …" is "45 days from …" (a lead-in), and
# "go back 10 days from …" is "subtract 10 days from …".
WORDS["WHAT"] = (*WORDS["WHAT"], "count forward", "counting forward", "go forward", "going forward", "move forward",
                 "jump ahead", "skip ahead", "fast forward", "count ahead")
WORDS["SUBTRACT_VERB"] = (*WORDS["SUBTRACT_VERB"], "go back", "count back", "count backward", "count backwards",
                          "go backward", "go backwards", "step back", "jump back", "counting back")
WORDS["ASK"] = (*WORDS["ASK"], "的结果是", "的结果为", "的结果等于", "结果等于", "的结果等于多少", "结果等于多少",
                "的结果是几", "结果是几", "得数是", "的得数是", "得数为", "的得数为")

# "从40元涨到了50元", "降到了72公斤": a change to an amount, with its 了
for _kind in ("RISE_ZH", "FALLTO_ZH"):
    WORDS[_kind] = (*WORDS[_kind], *(f + "了" for f in WORDS[_kind] if f[-1] in "到至为成"))

# --- notation (issue 15: notation_blind.jsonl) ---
# "∛27": the cube-root sign, as √ is the square root's
WORDS["CBRT_PRE"] = (*WORDS["CBRT_PRE"], "∛", "cbrt")
# "「python」反转一下": 一下 after the verb softens it and changes nothing
WORDS["REVERSE"] = (*WORDS["REVERSE"], "反转一下", "倒序一下", "颠倒一下", "翻转一下", "倒过来一下")
# "把 330 写成质因数相乘的形式": the factorisation asked as the form to write the number in
WORDS["FACTORIZE"] = (*WORDS["FACTORIZE"], "写成质因数相乘的形式", "写成质因数乘积的形式", "写成质因数的乘积形式",
                      "表示成质因数相乘的形式", "表示成质因数乘积的形式", "写成质因数乘积", "写成质因数相乘",
                      "表示成质因数乘积", "表示成质因数相乘")
# "84可以分解成哪些质因数相乘", "prime factors for 90": the factorisation asked as its factors
WORDS["PRIME_FACTORS"] = (*WORDS["PRIME_FACTORS"], "可以分解成哪些质因数相乘", "能分解成哪些质因数相乘",
                          "分解成哪些质因数相乘", "the prime factors for", "prime factors for", "的素因数分解",
                          "的素因数分解式", "可以分解为哪些质因数", "能分解为哪些质因数", "分解为哪些质因数",
                          "是由哪些质因数组成的", "由哪些质因数组成")
WORDS["FACTORIZE"] = (*WORDS["FACTORIZE"], "做质因数分解", "作质因数分解")
# "express 252 as a product of its prime factors", "252 factorized"
WORDS["INTO_PRIMES"] = (*WORDS["INTO_PRIMES"], "as a product of its prime factors",
                        "as the product of its prime factors", "as the product of prime factors",
                        "as the product of primes", "factorized", "factorised")
# "break down 72 into prime factors"
WORDS["BREAK_VERB"] = (*WORDS["BREAK_VERB"], "break down")
# "“banana”中含有几个n": 含有 asks as 有 does
WORDS["CHUXIAN"] = (*WORDS["CHUXIAN"], "含有几个", "含有多少个")
# "帮我算下 35×4 呗": 呗 ends a request as 吧 does
WORDS["MA"] = (*WORDS["MA"], "呗")
# --- end notation ---

# --- datestr (issue 15: datestr_blind.jsonl) ---
# "Decide if 7927 is prime": the question put as a decision
WORDS["WHETHER"] = (*WORDS["WHETHER"], "decide if", "decide whether")
# "“数据库”倒序写出来", "字符串'abc-123'反转后是什么": the verb with its complement, the result asked after it
WORDS["REVERSE"] = (*WORDS["REVERSE"], "倒序写出来", "倒着写出来", "倒过来写出来", "反转后", "倒序后", "倒过来后")
# "Prime-factorize 6006", "1024写成质数的乘积": the factorisation asked as a product of primes
WORDS["FACTORIZE"] = (*WORDS["FACTORIZE"], "prime-factorize", "prime-factorise", "prime factorize", "prime factorise",
                      "写成质数的乘积", "写成质数相乘", "表示成质数的乘积", "表示成质数相乘")
# --- end datestr ---

# --- phrasings_en_29: a label saying the asker checks their own work ("checking my answer: 1/3 plus 1/4 = ?") ---
WORDS["WHAT"] = (*WORDS["WHAT"], *(f for f in ("checking my answer:", "checking my work:", "double checking:",
                                                "double-checking:", "just checking:", "just double checking:")
                                   if f not in _TYPED))
# "had 40 stamps and purchased 15 more": purchasing is buying ("purchases" is also the plural noun: "the total cost of
# Jessica's purchases" is no buying, and stays a word)
WORDS["BUY_ZH"] = (*WORDS["BUY_ZH"], *(f for f in ("purchased",) if f not in _TYPED))

# --- phrasings_en_31: everyday English wordings of string counts and week spans ---
# "number of letters in 'lantern'", "occurrences of 'ss' in …", "2 wks after 2025-01-15"
WORDS["HOW_MANY_CHARS"] = (*WORDS["HOW_MANY_CHARS"], *(f for f in ("number of letters in", "number of letters")
                                                       if f not in _TYPED))
WORDS["COUNT_VERB"] = (*WORDS["COUNT_VERB"], *(f for f in ("occurrences of",) if f not in _TYPED))
WORDS["WEEK_UNIT"] = (*WORDS["WEEK_UNIT"], *(f for f in ("wks", "wk") if f not in _TYPED))
