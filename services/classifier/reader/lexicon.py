"""The reader's words: surface forms in Chinese and English → token types, and the tokenizer.

The request arrives slotted (slots.py): values are `<n0>`, `<p1>`, `<d2>`, `<q3>` ... The tokenizer
turns that text into a list of typed tokens for the grammar (grammar.lark): slots keep their kind,
each known word or phrase becomes its type (the longest surface wins), and any other run of
letters or characters becomes WORD, which only a few frames accept (names and item nouns in word
problems): everywhere else an unknown word makes the request unread, so it goes slow.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from dtlib.conventions import INCLUSIVE_WORDS
from dtlib.perception import FIXED_HOLIDAYS

# type → surface forms. English forms match whole words only; spaces in a form match any spacing.
# "今年做到了2500万", "达到 3 万": the amount reached, which way it went not said (the values tell)
REACHED_ZH = ("达到", "做到", "实现了")  # with 了 after 到 added below, as for every RISE_ZH

WORDS: dict[str, tuple[str, ...]] = {
    # --- arithmetic ---
    "PLUS": ("+", "plus", "added to", "and then add", "加", "加上", "再加上一个"),
    "MINUS": ("-", "minus", "negative", "less", "subtracted by", "减", "减去", "减掉", "扣掉", "扣除",
              "扣去", "拿走", "去掉"),
    "TOGETHER": ("together", "combined", "altogether", "in total"),
    "BEI_PASSIVE": ("被",), "CHU": ("除", "除得", "除以后"),
    "TIMES": ("*", "times", "times as much as", "times as many as", "multiplied by", "multiplied with", "乘上一个", "multiply by", "multiply the result by", "multiply it by",
              "multiply that by", "乘", "乘以", "乘上"),
    "DIVIDE": ("divide by", "then divide by", "/", "divided by", "divide the result by", "divide it by", "除以"),
    "POW": ("^", "**", "to the power of", "raised to the power of", "raised to the", "raised to",
            "to the power"),
    "THEN": ("then", "and then", "after that", "然后", "再", "接着", "之后再"),
    "LPAR": ("(",), "RPAR": (")",),
    "SQUARED": ("squared", "的平方", "平方", "²", "square it", "square that", "square the result"),
    "CUBED": ("cubed", "的立方", "立方", "³"),
    "CIFANG": ("次方", "次幂", "次方是", "次幂是"),
    # "16的4次方根", "27开3次方", "the 4th root of 16": a root of any order
    "ROOT_CIFANG": ("次方根", "次根"), "KAI": ("开",), "ROOT_OF": ("root of", "root"),
    "SQRT_POST": ("的平方根", "的算术平方根", "开平方", "开根号", "的开方", "take the square root", "take its square root",
                  "take the square root of that", "take the square root of the result"),
    "CBRT_POST": ("的立方根", "开立方", "的三次方根", "take the cube root", "take its cube root", "take the cube root of that"), "CBRT_PRE": ("立方根", "cube root of", "the cube root of", "take the cube root of",
                                                              "cube root"),
    "SQRT_PRE": ("√", "sqrt", "根号", "square root of", "the square root of", "take the square root of",
                 "the positive square root of", "the principal square root of"),
    "FACT_POST": ("!", "factorial", "的阶乘", "阶乘"),
    "FACT_PRE": ("factorial of", "the factorial of"),
    "SQUARE_OF": ("square", "the square of", "square of"),
    "MOD": ("mod", "modulo", "%", "模"), "QUYU": ("取余数", "取余", "取模", "求余数", "求余"),
    "REMAINDER_ASK": ("what's the remainder", "what is the remainder", "what remainder do you get",
                      "what remainder is left", "what remainder", "what's left over", "余下多少", "余下几",
                      "余数为多少", "余数是", "余数为"), "REMAINDER_OF": ("the remainder of", "remainder of"),
    "REMAINDER_WHEN": ("the remainder when", "remainder when", "what is left over when"),
    "ZH_REM": ("的余数", "的余数是", "余几", "余多少", "余数是多少", "余数是几", "的余数是多少", "的余数是几"),
    "HALF_OF": ("half of", "one half of", "half"), "HALF_ZH": ("的一半", "一半"),
    "DOUBLE_PRE": ("double", "twice", "twice as much as", "twice as many as", "double of"),
    "TRIPLE_PRE": ("triple", "thrice", "three times as much as"),
    "CUBE_OF": ("cube", "the cube of", "cube of"),
    "ABS_PRE": ("the absolute value of", "absolute value of", "abs"),
    "ABS_POST": ("的绝对值",),
    "OF": ("of",),
    "DE": ("的",),
    "SUM_OF": ("sum these up", "add these up", "total these up", "sum these", "total these", "the total of these",
               "total of these", "the sum of these", "sum of these", "sum up", "the sum total of", "the sum of", "sum of", "the total of", "total of", "add up", "add together", "sum"),
    "PRODUCT_OF": ("the product of", "product of"),
    "DIFF_OF": ("the difference between", "difference between", "the difference of",
                "difference of"),
    "QUOT_OF": ("the quotient of", "quotient of"),
    "MEAN_OF": ("the mean value of", "the average value of", "mean value of", "average value of", "the average of", "average of", "the mean of", "mean of", "the arithmetic mean of", "the avg of", "avg of",
                "average", "mean"),
    "MEDIAN_OF": ("the median of", "median of", "median"),
    "MAX_OF": (*(f"which {one}is {the}{word}" for one in ("", "one ", "number ") for the in ("", "the ")
                 for word in ("bigger", "larger", "greater")), "biggest value among", "the largest value among", "largest value among", "the highest value among", "the greatest value among", "the biggest number among", "biggest number among", "which number is largest", "which number is biggest", "which is the largest number", "which number is the highest", "which number is highest", "what's the largest number", "what is the largest number", "the highest number in", "the highest number among", "the highest of", "highest of", "the highest value in", "the largest value in", "the maximum value in", "the biggest value in", "the greatest value in", "the largest number", "the highest number", "which is the largest", "which is largest", "which number is the largest",
               "which is the biggest", "the largest number in", "the largest number among", "the largest number of",
               "what's the largest number in", "the biggest number in", "the greatest number in", "the maximum of", "maximum of", "the max of", "max of", "the largest of",
               "largest of", "the biggest of", "the greatest of", "max"),
    "MIN_OF": (*(f"which {one}is {the}{word}" for one in ("", "one ", "number ") for the in ("", "the ")
                 for word in ("smaller", "less", "lesser")), "smallest value among", "the lowest value among", "the least value among", "the smallest number among", "smallest number among", "which number is smallest", "which is the smallest number", "which number is the lowest", "which number is lowest", "the lowest number in", "the lowest number among", "the lowest of", "lowest of", "the lowest value in", "the smallest value in", "the minimum value in", "the smallest number", "the lowest number", "the smallest number among", "which is the smallest", "which is smallest", "which number is the smallest",
               "the smallest number in", "the smallest number among", "the smallest number of",
               "what's the smallest number in", "the least number in", "the minimum of", "minimum of", "the min of", "min of", "the smallest of",
               "smallest of", "min"),
    "GCD_OF": ("the gcd of", "gcd of", "gcd", "the greatest common divisor of",
               "the greatest common divisor (gcd) of", "greatest common divisor (gcd) of",
               "the greatest common divisor (gcd) of these numbers", "the greatest common divisor of these numbers",
               "greatest common divisor (gcd) of these numbers", "the gcd of these numbers",
               "greatest common divisor of", "the greatest common factor of",
               "greatest common factor of", "the highest common factor of", "highest common factor of",
               "the hcf of", "hcf of", "the gcf of", "gcf of", "hcf", "gcf"),
    # "既是 6 的倍数又是 8 的倍数的最小数", "能同时被 6 和 8 整除的最小数": the least common multiple, said
    # by what it is a multiple of
    # "两个半小时": two and a half (hours); rates.py and the stories read 个 + 半 as "and a half" no further
    "AND_A_HALF_ZH": ("个半",),
    "BOTH_ZH": ("既是", "同时是", "能同时被", "同时被", "同时能被"),
    "MULT_AND_ZH": ("的倍数又是", "的倍数，又是", "的倍数也是", "的倍数同时又是", "的倍数还是"),
    "LEAST_MULT_ZH": ("的倍数的最小数", "的倍数的最小的数", "的倍数中最小的数", "的倍数的最小正整数", "的倍数中最小的是",
                      "的倍数里最小的数", "的倍数的最小自然数", "整除的最小数", "整除的最小的数", "整除的最小正整数",
                      "整除的最小自然数"),
    "LCM_OF": ("the lcm of", "lcm of", "lcm", "the least common multiple (lcm) of",
               "least common multiple (lcm) of", "the least common multiple (lcm) of these numbers",
               "least common multiple (lcm) of these numbers", "the least common multiple of these numbers",
               "the lcm of these numbers", "the least common multiple of", "least common multiple of",
               "the lowest common multiple of", "lowest common multiple of", "the smallest common multiple of",
               "smallest common multiple of"),
    "ADD_VERB": ("add",), "MULTIPLY_VERB": ("multiply",), "SUBTRACT_VERB": ("subtract", "take away", "deduct"),
    "DIVIDE_VERB": ("divide", "dividing", "when dividing", "when you divide"), "FROM": ("from",), "BY": ("by",), "TO": ("to", "into"),
    "AND": ("and", "和", "与", "跟", "及", "以及", "同"),
    "COMMA": (",", "，", "、", ";", "；", ".", "。", "?", "？", "！"),
    # Chinese list results: "3、5、10的平均数"
    "ZH_SUM": ("把这些数加起来", "这些数加起来", "这几个数加起来", "把下面的数加起来", "下面的数加起来", "总和", "总和是", "这三个数的和", "这几个数的总和是", "这几个数的和", "这几个数的总和", "这些数的和", "这些数的总和", "加起来一共", "加在一起",
               "的和", "的总和", "之和", "的和是", "的总和是", "加起来", "加起来是", "相加", "相加的和",
               "一共", "总共", "合计", "共"),
    "ZH_PRODUCT": ("的积", "的乘积", "之积", "相乘", "相乘的积"),
    "ZH_DIFF": ("的差", "之差", "相减", "相减的差"),
    "ZH_QUOT": ("的商", "之商"),
    "ZH_MEAN": ("这三个数的平均数", "这三个数的平均值", "的平均数为", "平均数为", "这几个数的平均数", "这几个数的平均值", "这些数的平均数", "的平均分", "平均分", "的平均成绩", "的平均数", "的平均值", "的平均", "的均值", "平均数", "平均值", "的算术平均数", "平均是",
                "的平均数是", "的平均值是"),
    "ZH_RANGE": ("的最大值减最小值", "最大值减最小值", "的最大值减去最小值", "最大值减去最小值", "最大值与最小值的差", "的最大值与最小值的差", "最大值和最小值的差", "的最大值和最小值的差", "最大值与最小值之差", "的最大值与最小值之差", "的极差是", "的极差", "极差是", "极差"),
    "RANGE_OF": ("the range of", "range of"),
    "ZH_MEDIAN": ("的中位数", "中位数", "的中位数是"),
    "ZH_MAX": ("最大的数", "中最大的数是", "最大的数是", "中哪个最大", "里哪个最大", "中哪个数最大", "哪个数最大", "中哪一个最大", "当中哪个最大", "中的最大值", "中最大值", "里的最大值", "当中最大的", "的最大值", "中最大的数", "中最大的", "里最大的", "最大值", "哪个最大", "中最大的是",
               "的最大值是"),
    "ZH_MIN": ("最小的数", "中最小的数是", "最小的数是", "中哪个最小", "里哪个最小", "中哪个数最小", "哪个数最小", "中哪一个最小", "当中哪个最小", "中的最小值", "中最小值", "里的最小值", "当中最小的", "的最小值", "中最小的数", "中最小的", "里最小的", "最小值", "哪个最小", "中最小的是",
               "的最小值是"),
    "ZH_GCD": ("最大公约数", "最大公因数", "最大公因子", "这两个数的最大公约数", "这几个数的最大公约数", "这两个数的最大公因数", "两个数的最大公约数", "的最大公约数是", "的最大公约数", "的最大公因数", "的最大公因子"),
    "ZH_LCM": ("最小公倍数", "这两个数的最小公倍数", "这几个数的最小公倍数", "两个数的最小公倍数", "的最小公倍数是", "的最小公倍数",),
    "FENZHI": ("分之",),
    "YOU_MIXED": ("又",),
    "TIMES_ZH_BEI": ("倍",),
    # --- comparisons ---
    "BI": ("比",), "DUO": ("多",), "SHAO": ("少",), "JI_BEI": ("几倍", "多少倍", "的几倍", "的多少倍"),
    "MORE_THAN": ("more than",), "LESS_THAN": ("less than", "fewer than"),
    "HOW_MANY_MORE": ("how many more", "how much more"), "HOW_MANY_LESS": ("how many fewer",
                                                                         "how much less"),
    # --- percent and money ---
    "PERCENT_WORD": ("percent", "per cent", "percentage"),
    "AS_PERCENT_OF": ("as a percentage of", "as a percent of", "as percentage of", "as percent of",
                      "as a percentage of the", "in percent of"),
    # "what day is tomorrow": the date, or the weekday? Only read where the question says which.
    "DATE_IN": ("what date will it be in", "what is the date in", "what's the date in", "what will the date be in",
                "which date is it in"),
    # a weekday counted between two dates ("how many Fridays …"); a weekday of a date is perception's
    "WEEKDAY_NAME": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mondays",
                     "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"),
    "DAY_ASK": ("what day", "which day", "which day exactly", "what day exactly"),
    "EXPRESS": ("express",), "OUT_OF": ("out of",), "SALE_FOR": ("is on sale for", "on sale for", "on sale at"),
    "SPELL": ("spell",), "PRICED_AT": ("priced at", "that costs", "which costs", "costing"), "SEPARATE": ("separate", "lie between", "are there between"),
    "AS_PERCENT": ("as a percentage", "as a percent", "as percentage", "in percent", "as a %"),
    "SHARE_ZH2": ("中占多大比例", "中占多少比例", "中占百分之几", "中占多少百分比", "中所占的比例", "中占比多少",
                  "中的占比"),
    "PERCENT_NOTE": ("（百分数）", "(百分数)", "（用百分数表示）", "(用百分数表示)", "用百分数表示", "百分数"),
    "ZHE": ("折",), "DA": ("打", "打完"),
    "OFF": ("off", "discount", "的折扣", "折扣"),
    "ORIGINAL_PRICE": ("原价", "原价是", "原价为", "标价", "标价是", "标价为", "售价是", "售价为",
                       "售价", "定价", "定价是", "定价为", "价格是", "价格为", "原来是", "原来卖", "原来要", "本来要", "原本要"),
    "SHARE_ZH": ("的百分之几", "的百分之多少", "的百分比", "的多少百分比", "的几分之几", "的比例", "的比重",
                 "百分之几", "百分比"),
    "WHAT_PERCENT": ("how much percent", "what percent", "what percentage", "what %", "how many percent"),
    "IS": ("is", "are", "was", "were", "is it", "was it", "will it be", "are there", "is there", "were there", "will there be", "does", "did", "will", "will be", "would be", "be", "comes to", "makes", "gives",
           "do you get", "does it come to"),
    "EQUALS": ("=", "equals", "equal", "equal to", "is equal to", "=?", "等于", "等于?"),
    "SHI": ("属于", "算是", "是",), "WEI": ("为",), "YOU": ("there were", "there are", "there is", "there was", "有", "has", "have", "contains", "contain"), "HOW_MANY": ("how many", "how much", "多少", "几"),
    "DUOSHAO_QIAN": ("卖多少元", "卖多少钱", "卖多少", "售价多少", "要卖多少钱", "一共多少钱", "总共多少钱", "一共要多少钱", "一共是多少钱", "是多少钱", "要多少钱", "需要多少钱", "多少钱", "几元", "几块钱", "几块", "多少元",
                     # a total of money asked by its noun (总价多少, 总金额是多少)
                     *(f"{total}{ask}" for total in ("总价", "总金额", "总费用", "总花费")
                       for ask in ("多少", "是多少", "多少钱", "是多少钱", "多少元", "是多少元"))),
    "ZHAN": ("占",),
    # --- growth ---
    "GROWTH_ZH": ("的增幅", "的涨幅", "的增长幅度", "的增长百分比", "的变化率", "增长了", "增长", "增加了", "上涨了", "提高了","增长率", "增幅", "涨幅", "增长幅度", "增长百分比", "变化率", "变化幅度",
                 
                  "增长了百分之几", "增长了百分之多少", "增长了多少百分比", "涨了百分之几", "涨了百分之多少",
                  "增速", "的增速", "增长速度", "的增长速度",
                  "增长了多少", "提高了百分之几", "上涨了百分之几", "增加了百分之几", "增加了百分之多少",
                  "的增长率", "的同比增长率", "涨跌幅", "的涨跌幅", "增长多少百分比", "增长百分之几", "增长百分之多少",
                  "增加了多少百分比", "增加多少百分比", "增加百分之几", "上涨了多少百分比", "涨了多少百分比",
                  "提高了多少百分比", "提高百分之几", "上涨百分之几",
                  # a change asked without its direction: signed, as 涨跌幅 is
                  "变化了百分之几", "变化了百分之多少", "变化了多少百分比", "变动了百分之几", "变动了百分之多少",
                  "变动幅度", "的变动幅度", "变动率", "的变动率", "变化百分比", "的变化幅度"),
    # a compound rate by its own name (read by growth.py over the years or months the request states)
    "COMPOUND_RATE": ("年均增长率", "的年均增长率", "年均增速", "年平均增长率", "平均年增长率", "年复合增长率",
                      "复合年增长率", "年均复合增长率", "月均增长率", "的月均增长率", "月平均增长率",
                      "compound annual growth rate", "the compound annual growth rate", "cagr", "the cagr",
                      "compound annual growth", "compounded annual growth rate", "annual compound growth rate",
                      "compound monthly growth rate", "the compound monthly growth rate"),
    # a rate per period, and the words that say it is the same every period
    "PER_RATE": ("年增长率", "的年增长率", "月增长率", "的月增长率", "每年的增长率", "每月的增长率",
                 "annual growth rate", "the annual growth rate", "yearly growth rate", "the yearly growth rate",
                 "monthly growth rate", "the monthly growth rate", "annual rate", "the annual rate", "yearly rate",
                 "the yearly rate", "monthly rate", "the monthly rate"),
    "SAME_RATE": ("每年增长率相同", "每年的增长率相同", "每年增长率一样", "每年的增长率一样", "如果每年增长率相同",
                  "假设每年增长率相同", "每月增长率相同", "每月的增长率相同", "每个月增长率相同", "每月增长率一样",
                  "如果每月增长率相同", "假设每月增长率相同",
                  "at a constant yearly rate", "at a constant annual rate", "at the same rate each year",
                  "at the same rate every year", "at a steady annual rate", "at a steady yearly rate",
                  "at a fixed annual rate", "at a fixed yearly rate", "at a constant monthly rate",
                  "at the same rate each month", "at the same rate every month", "at a steady monthly rate",
                  "growing at the same rate each year", "growing at the same rate every year"),
    "YOY": ("同比", "环比", "的同比", "的环比", "相比", "相比之下", "与去年相比", "与上月相比"),
    "SPLIT": ("split", "split evenly", "shared equally", "shared", "divided equally", "平均分给", "平均分成", "平分给", "均分给", "分给", "平均分到"),
    "PER_EACH": ("每人", "每个人", "每份", "每组", "each person", "per person"),
    "DECIMAL_POINT": ("小数点后", "小数点后面"),
    "FALL_ZH": ("的降幅", "的跌幅", "的下降幅度", "的下降率", "下降了", "下降", "减少了", "降低了", "下跌了", "降幅", "跌幅", "下降率", "下降幅度", "下降了百分之几", "下降了百分之多少", "跌了百分之几",
                "减少了百分之几", "减少了百分之多少", "降低了百分之几",
                "同比下降了多少",
                # the share asked in other words: 多少百分比, 百分之多少 after any verb of falling
                *(f"{verb}{asked}" for verb in ("下降了", "减少了", "降低了", "下跌了", "跌了", "降了")
                  for asked in ("多少百分比", "百分之多少", "百分之几"))),
    "RISE_ZH": ("增长到", "增长至", "增加到", "增加至", "上涨到", "上涨至", "上升到", "上升至", "提高到",
                "提高至", "提升到", "提升至", "涨到", "涨至", "升到", "升至", "增至", "变为", "变成", "变到",
                "增长为", "增加为", *REACHED_ZH),
    "FALLTO_ZH": ("下降到", "下降至", "下跌到", "下跌至", "减少到", "减少至", "降低到", "降低至", "降到",
                  "降至", "跌到", "跌至", "降为", "下降为", "减少为", "减到", "减至", "减为", "掉到", "掉至"),
    "GROWTH_EN": ("growth rate", "the growth rate", "growth", "the growth", "percentage growth",
                  "percent growth", "percentage increase", "percent increase", "the percentage increase",
                  "the percent increase", "quarter-over-quarter growth rate", "quarter-over-quarter growth",
                  "the quarter-over-quarter growth rate", "year-over-year growth rate", "year-over-year growth",
                  "the year-over-year growth rate", "qoq growth", "yoy growth", "percentage change", "percent change",
                  "the percentage change", "the percent change", "rate of growth", "the rate of growth",
                  "rate of increase", "the rate of increase", "increase", "the increase in percent",
                  "growth in percent", "change in percent", "percentage rise", "percent rise",
                  "percent gain", "percentage gain", "the percent gain", "the percentage gain",
                  "month-over-month growth", "month-over-month growth rate", "the month-over-month growth",
                  "the month-over-month growth rate", "mom growth", "week-over-week growth", "year-on-year growth",
                  "year-on-year growth rate", "yoy growth rate", "the yoy growth", "the yoy growth rate"),
    "DECLINE_EN": ("percentage decrease", "percent decrease", "the percentage decrease",
                   "the percent decrease", "percentage drop", "percent drop", "percentage decline",
                   "percent decline", "rate of decline", "the rate of decline", "decline rate",
                   "percentage fall", "the percentage drop", "the percentage decline"),
    "RISE_EN": ("grew", "rose", "increased", "went up", "climbed", "jumped", "changed", "went",
                "grows", "rises", "increases", "goes up", "moved"),
    "FALL_EN": ("fell", "dropped", "decreased", "declined", "went down", "shrank", "falls", "drops",
                "decreases", "declines", "goes down"),
    "CONG": ("从", "由"), "DAO": ("到", "至", "算到", "数到", "距离", "距", "离", "一直到", "直到"),
    "START": ("开始", "起", "算起", "开始算"),
    "BETWEEN": ("between",),
    # --- dates ---
    "DAYS_BETWEEN_ZH": ("一共有几天", "共有几天", "总共有几天", "之间一共有几天", "相差几日", "间隔几日", "一共过了多少天", "一共过了几天", "总共过了多少天", "共过了多少天", "还剩多少天",
                        "还剩几天", "一共是多少天", "总共是多少天", "相差了多少天", "相隔了多少天", "间隔了多少天",
                        "之间相隔多少天", "之间相隔几天", "之间间隔几天","之间有多少天", "之间有几天", "之间一共有多少天", "之间共有多少天", "之间相差多少天",
                        "之间相差几天", "之间隔了多少天", "之间间隔多少天", "之间的天数", "之间的总天数",
                        "之间总共有多少天", "之间多少天", "之间几天", "相差多少天", "相差几天", "相隔多少天",
                        "相隔几天", "间隔多少天", "间隔几天", "隔了多少天", "隔了几天", "差多少天", "差几天",
                        "差了多少天", "一共有多少天", "一共多少天", "共有多少天", "共多少天", "总共有多少天",
                        "总共多少天", "有多少天", "有几天", "多少天", "几天", "的天数", "的总天数", "天数",
                        "总天数", "还有多少天", "还有几天", "是多少天", "过了多少天", "经过了多少天", "经过多少天",
                        "一共几天", "总共几天", "共几天", "有多少日", "多少日", "相距多少天", "相距几天"),
    "HOW_MANY_DAYS": ("count the days", "count the number of days", "count days", "how many days", "the number of days", "number of days", "how many days are there",
                      "how many days is it", "how many days have passed", "how many days passed",
                      "how many days will pass", "how many calendar days", "the days",
                      "how long is it", "how many days is that", "how many days are in", "how long is it in days",
                      "how many days in total", "the total number of days", "total number of days"),
    "UNTIL": ("until", "till", "through", "thru", "up to"),
    "IN_DAYS": ("in days",),
    "INCLUSIVE": INCLUSIVE_WORDS,
    "EXCLUSIVE": ("exclusive", "不含结束日", "不算结束日", "不含最后一天"),
    "AFTER_ZH": ("之后", "以后", "后", "往后"), "GUO": ("过",),
    "BEFORE_ZH": ("之前", "以前", "前", "往前", "倒退", "往前推", "往前数", "向前推", "提前"),
    "ZAIGUO": ("再过", "过了", "再往后", "往后数", "往后推", "向后推", "推后"),
    "AFTER_EN": ("after", "later than", "past", "since"),
    "BEFORE_EN": ("before", "prior to", "earlier than", "ahead of"),
    "LATER": ("later", "from now", "hence"),
    "AGO": ("ago", "earlier"),
    "DAY_UNIT": ("day", "days", "天", "日"),
    "WEEK_UNIT": ("week", "weeks", "周", "星期", "个星期", "个礼拜", "礼拜"),
    "MONTH_UNIT": ("month", "months", "个月", "月"),
    "YEAR_UNIT": ("year", "years", "年"),
    "WORKING_DAYS": ("business days", "working days", "work days", "weekdays", "工作日", "个工作日"),
    "PREV_DAY": ("前一天", "的前一天", "前一日", "的前一日", "the day before", "a day before", "one day before"),
    # "a week after 2024-12-28", "one week before …": one week, said with an article
    "A_WEEK_AFTER": ("a week after", "one week after", "a week from", "one week from"),
    "A_WEEK_BEFORE": ("a week before", "one week before", "a week prior to", "one week prior to"),
    "NEXT_DAY": ("day after", "the date after", "date after", "the day following", "后一天", "的后一天", "后一日", "的后一日", "次日", "的次日", "第二天", "的第二天",
                 "the day after", "a day after", "one day after"),
    "WHICH_DATE": ("what will the date be", "what will be the date", "is what date", "was what date", "will be what date", "is which date", "which date comes", "what date comes", "what date falls", "which date falls", "是哪天", "是哪一天", "是几号", "是几月几号", "是几月几日", "是什么日期", "哪天", "哪一天",
                   "几号", "几月几号", "几月几日", "什么日期", "是什么日子", "是何日", "日期是", "的日期",
                   "日期", "what date", "which date", "the date", "what is the date",
                   "what will the date be", "what was the date", "what date is it", "what date was it",
                   "what date will it be", "date", "what date is that", "what date is it then",
                   "what's the date", "what is the date"),
    "WEEKDAY_ZH": ("是星期几", "是周几", "是礼拜几", "星期几", "周几", "礼拜几", "是星期几呢", "为星期几",
                   "是一周中的哪一天", "是星期什么"),
    "WEEKDAY_EN": ("is what day of the week", "was what day of the week", "will be what day of the week", "is what weekday", "was what weekday", "is which day of the week", "day of week", "the day of week", "a weekday or weekend", "a weekday or a weekend", "what day of the week", "which day of the week", "the day of the week",
                   "day of the week", "what weekday", "which weekday", "the weekday", "weekday", "on which weekday", "on what weekday",
                   "on what day of the week", "on which day of the week", "falls on which day", "fall on which day",
                   "falls on what day", "fall on what day", "what day does", "which day does", "what day did",
                   "which day did"),
    "FALL_ON": ("fall on", "falls on", "fell on", "land on", "lands on", "landed on", "fall"),
    "TODAY": ("today", "今天", "今日"), "TOMORROW": ("tomorrow", "明天", "明日"),
    "YESTERDAY": ("yesterday", "昨天", "昨日"), "DAY_AFTER_TOMORROW": ("the day after tomorrow", "后天"),
    "DAY_BEFORE_YESTERDAY": ("the day before yesterday", "前天"),
    "THREE_DAYS_AFTER": ("大后天",), "THREE_DAYS_BEFORE": ("大前天",),
    # --- number theory ---
    "PRIME": ("个质数", "个素数", "prime", "a prime", "a prime number", "prime number", "质数", "素数", "一个质数", "一个素数",
              "质数不", "素数不"),  # "97是素数不": the 不 of an A-not-A question at the end
    "COMPOSITE": ("composite", "合数", "or composite", "还是合数", "or not", "还是不是"),
    "FACTORIZE": ("分解成质因数的乘积", "分解成质因数相乘", "分解一下质因数", "分解下质因数", "怎么分解质因数", "如何分解质因数", "分解质因数", "分解成质因数", "质因数分解", "分解素因数", "素因数分解", "进行质因数分解",
                  "进行分解质因数", "factorize", "factorise", "factor", "prime factorize",
                  "prime factorise", "decompose"),
    "PRIME_FACTORS": ("等于哪些质数的乘积", "等于哪些质数相乘", "是由哪些质数相乘得到的", "用质因数的乘积表示", "写成质因数的乘积", "prime factorization", "prime factorisation", "prime decomposition", "可以分解成哪些质数的乘积", "分解成哪些质数的乘积", "可以分解成哪些质因数", "能分解成哪些质因数",
                      "分解成哪些质因数", "有哪些质因数", "的所有质因数", "all the prime factors of", "all prime factors of", "能分解成哪些质数相乘", "是哪些质数的乘积", "可以写成哪些质数的乘积", "能写成哪些质数的乘积", "写成哪些质数的乘积", "等于哪几个质数相乘", "等于哪几个质数的乘积", "的质因数", "的素因数", "的质因子", "的素因子", "的质因数分解", "的质因数分解式",
                      "the prime factors of", "prime factors of", "the prime factorization of",
                      "prime factorization of", "the prime factorisation of", "prime factorisation of",
                      "the prime decomposition of", "prime decomposition of", "the prime factors for",
                      "prime factorization for", "the factorization of", "factorization of"),
    "INTO_PRIMES": ("written as a product of primes", "written as a product of prime factors",
                    "as a product of prime powers", "into its prime factorization", "into its prime factorisation", "into prime factorization", "into a product of primes", "down into prime factors", "down into primes", "into its prime factors", "as a product of primes",
                    "as a product of prime factors", "as a product of prime numbers", "into primes", "into prime factors", "into its prime factors", "into prime numbers",
                    "into its prime numbers", "in prime factors"),
    "SHIFOU": ("是不是", "是否为", "是否是", "是否", "算不算", "是不是一个", "是否为一个"),
    "MA": ("吗", "呢", "吧", "呀", "啊", "么", "嘛", "好吗", "可以吗", "行吗", "谢谢", "谢啦", "感谢", "多谢",
           "thank you", "thx", "cheers"),
    "WHETHER": ("whether", "if", "判断", "判断一下", "判断下", "check whether", "check if", "determine whether",
                "determine if", "tell me whether", "tell me if"),
    # --- strings ---
    "REVERSE": ("reverse the letters in", "reverse the letters of", "reverse the characters in", "reverse the characters of", "flip", "flip the string", "mirror", "倒序输出", "反向输出", "逆序输出", "倒着输出", "反转输出", "the reverse of", "reverse of", "the reversal of", "的字符顺序颠倒", "的顺序颠倒", "字符顺序颠倒", "顺序颠倒", "倒过来写", "倒着写出来", "反转过来", "reverse", "反转", "倒过来", "倒序", "颠倒", "反过来", "反过来写", "倒着写", "逆序", "倒序排列"),
    "REVERSED": ("in reverse order", "in reverse", "backward", "spelled backward", "spelt backwards", "spelled backwards", "written backward", "reversed order", "reversed", "backwards", "spelled backwards", "written backwards", "in reverse"),
    "UPPER": ("all uppercase letters", "uppercase letters", "capital letters", "all capital letters", "all uppercase", "all upper case", "all capitals", "capitals", "uppercase", "upper case", "upper-case", "capital letters", "all caps", "caps", "大写",
              "大写字母", "全大写"),
    "LOWER": ("lowercase letters", "all lowercase letters", "all lowercase", "all lower case", "all small letters", "lowercase", "lower case", "lower-case", "small letters", "小写", "小写字母", "全小写"),
    "CONVERT_VERB": ("print", "output", "display", "convert", "change", "turn", "make", "put", "write", "transform"), "BA": ("先把", "把", "将", "对"),
    "TO_ZH": ("变", "转", "转换成", "转成", "转为", "转换为", "改成", "改为", "换成", "写成"),
    "LENGTH": ("一共多少个字符", "一共有几个字符", "有多长", "多长", "length", "the length", "character count", "the character count", "number of characters",
               "the number of characters", "长度", "的长度", "字符数", "的字符数", "有多少个字符", "有几个字符",
               "包含多少个字符", "一共有多少个字符", "共有多少个字符", "多少个字符", "几个字符"),
    "HOW_MANY_CHARS": ("count the number of characters", "count the number of characters in", "number of characters in", "count the characters", "count the letters", "the number of letters", "how many characters", "how many chars", "how many letters"),
    "HOW_MANY_TIMES": ("count how many times", "how often", "how many times",), "APPEAR": ("appear", "occur", "show up", "appears", "occurs"),
    "COUNT_VERB": ("数一数", "数数", "统计", "统计一下", "count", "count the occurrences of", "count the number of occurrences of",
                   "count the number of times", "the number of occurrences of", "number of occurrences of",
                   "how many occurrences of", "count occurrences of"),
    "LETTER": ("the letter", "letter", "the character", "character", "字母", "字符"),
    "IN": ("in", "within", "中", "里", "里面", "当中", "之中"),
    "CHUXIAN": ("出现的次数", "出现了的次数", "的出现次数", "出现了几次", "出现了多少次", "出现几次", "出现多少次", "有几个", "有多少个", "出现了几回",
                "包含几个", "包含多少个"),
    "ZAI": ("在",),
    "STRING_NOUN": ("this string", "this word", "this text", "this phrase", "the following string", "the following word", "这个词", "这个字符串", "这句话", "这个字符串", "这串字符", "这个单词", "the string", "string", "the text", "text", "the word", "word", "the phrase", "phrase",
                    "字符串", "文本", "单词", "the sentence", "sentence"),
    # --- units (UNIT's canonical names: units.py) ---
    "CONVERT_TO": ("换算成", "换算为", "折合", "折合成", "合多少"),
    "UNIT": ("m", "g", "l", "元", "块", "块钱", "美元", "欧元", "英镑", "日元", "港币", "人民币", "dollars", "dollar", "bucks",
             "usd", "euros", "euro", "eur", "yuan", "rmb", "cny",
             "公里", "千米", "米", "厘米", "毫米", "英里", "英尺", "英寸", "km", "kilometers", "kilometres",
             "kilometer", "kilometre", "meters", "metres", "meter", "metre", "cm", "centimeters",
             "centimetres", "centimeter", "mm", "millimeters", "millimetres", "miles", "mile", "feet",
             "foot", "ft", "inches", "inch", "yards", "yard",
             "千克", "公斤", "克", "斤", "kg", "kilograms", "kilogram", "kilos", "grams", "gram", "lb", "lbs",
             "小时", "个小时", "钟头", "个钟头", "分钟", "秒", "秒钟", "hours", "hour", "hrs", "minutes", "minute", "mins", "seconds",
             "second", "secs", "升", "毫升", "liters", "litres", "liter", "litre", "ml", "milliliters",
             "millilitres", "km/h", "公里每小时", "mph", "miles per hour", "英里每小时", "m/s", "米每秒", "摄氏度", "华氏度", "°c", "°f", "℃", "℉", "degrees celsius", "degrees fahrenheit", "degrees c", "degrees f", "celsius", "fahrenheit", "磅",
             "千米每小时", "千米/小时", "公里/小时", "千米/时", "公里/时", "米/秒", "kph",
             "us gallons", "us gallon", "imperial gallons", "imperial gallon", "美制加仑", "英制加仑"),
    "MEASURE": ("棵", "头", "匹", "架", "艘", "颗", "粒", "根", "首", "篇", "朵", "座", "所", "节", "个人", "单", "台", "份", "块钱的", "个", "件", "本", "只", "支", "张", "条", "辆", "台", "位", "名", "人", "次", "份", "瓶", "盒",
                "袋", "箱", "双", "套", "块糖", "罐", "桶", "层", "碗", "杯"),
    "PRICE_ZH": ("的价格", "的价格是", "的售价", "的售价是", "的价钱", "的现价", "现价"),
    "PRICE_EN": ("new price", "price now", "price", "the price", "the final price", "final price", "the sale price", "sale price",
                 "the discounted price", "discounted price", "the new price", "cost", "costs", "the cost",
                 "what does it cost", "what is the price", "what's the price", "price after",
                 "the price after"),
    "POWER_WORD": ("power",),
    "TRAVEL": ("travels", "drives", "walks", "runs", "moves", "rides", "cycles", "flies", "行驶", "行驶了",
               "开了", "跑了", "骑了"),
    "HOW_FAR": ("how far does it go", "how far does it travel", "how far does he go", "how far does she go",
                "how far did it go", "how far", "how many km does it go", "how far will it go"),
    "AVG_ZH": ("平均",),
    # Asking for the answer as a fraction: the answer shows the exact fraction whenever one went in
    # (dropped then; kept, so unread, when none did: "0.75 as a fraction" asks a conversion).
    "FRACTION_FORMAT": ("用分数表示", "用分数回答", "用分数", "写成假分数", "结果写成假分数", "写成分数", "结果用分数表示",
                        "as a fraction", "as an improper fraction", "as a simplified fraction", "in lowest terms",
                        "give a fraction", "fraction please", "in fraction form", "answer as a fraction",
                        "等于几分之几", "是几分之几", "得几分之几", "为几分之几", "几分之几",
                        "answer as an improper fraction", "as a fraction please"),
    "NOISE": ("in python", "python里", "python中", "在python里", "在python中", "用python算", "这组数", "这组数据", "一组数据", "一组数", "数据", "数列", "这组数的", "这组数据的", "这些数字", "这组数字", "两数", "两个数", "三个数", "全部", "these numbers", "the following numbers", "these values", "the numbers", "数字", "这些数字", "the number", "this number", "这个数", "这个数字", "那天",
              # a decimal is how every answer is shown anyway
              "in decimal", "in decimals", "as a decimal", "in decimal form", "as a decimal number", "用小数表示", "写成小数"),
    "MIXED": ("\x00mixed",),
    "GO_INTO": ("go into", "goes into", "fit into", "fits into"),
    "WAYS": ("ways", "ways evenly", "ways equally"),
    "BREAK_VERB": ("break", "split up"),
    "FRACTION_OF": ("\x00of",),
    "FALL_VERB": ("drop", "decline", "decrease", "go down", "shrink", "reduce", "lower"),
    # "200 increased by 15%", "150提高20%": a value changed by a percentage of itself
    "INCREASED_BY": ("increased by", "raised by", "marked up by", "grown by", "increase by", "提高", "增加", "上涨", "上调"),
    "DECREASED_BY": ("discounted by", "marked down", "decreased by", "reduced by", "lowered by", "cut by", "marked down by", "decrease by", "reduce by",
                     "减少", "降低", "下调"),
    "TAKE": ("take",), "AWAY": ("away",), "RAISE_VERB": ("raise",),
    "GROW_VERB": ("grow", "rise", "go up", "climb", "jump"),
    "HOW_LONG": ("how long",),
    "NO_HOLIDAYS": ("不考虑节假日", "不算节假日", "不含节假日", "忽略节假日", "不计节假日", "不考虑法定节假日",
                    "excluding holidays", "ignoring holidays", "no holidays", "excluding weekends",
                    "(excluding weekends)", "monday-friday", "(monday-friday)", "(mon-fri)", "mon-fri",
                    "monday through friday", "(monday through friday)", "monday to friday",
                    "(monday to friday)",
                    # the days counted said in Chinese: Monday to Friday, whatever the calendar
                    "周一到周五", "周一至周五", "星期一到星期五", "星期一至星期五", "礼拜一到礼拜五"),
    "COUNT_OF": ("the total count of", "total count of", "the count of", "count of", "the number of",
                 "number of", "the total number of", "total number of"),
    "ON": ("on",), "FOR": ("for",), "NAME_VERB": ("name",),
    "NOW": ("现在", "现", "now"), "OFF_ZH": ("优惠", "便宜", "减价", "降价", "打折"), "WITH": ("with",),
    "AT": ("at",), "YAO": ("要", "需要", "要付", "需要付", "应付", "要花", "需付", "实付", "实际支付", "实际要付", "付",
            "应付多少", "要付多少", "实付多少", "需要付多少", "需付多少", "得付", "得付多少", "得花"), "DEHUA": ("的话",), "THAN": ("than",),
    "ASK_WHICH": ("哪些", "哪几个"),
    "SPEND": ("gave", "flew away", "flew off", "ran away", "swam away", "were eaten", "broke", "sells", "were broken", "送给", "送了", "送出", "借给", "卖出", "开走了", "开走", "吃掉", "用去", "用去了", "花去", "花去了", "捐了", "捐出", "飞走", "got off", "get off", "gets off", "went away", "were sold", "花了", "花掉", "花掉了", "用了", "用掉", "用掉了", "运走了", "运走", "卖了", "卖掉了", "卖出了", "吃了",
              "吃掉了", "送出了", "送给别人", "拿走了", "借出了", "借出去了", "借出去", "借走了", "看了", "读了", "用完了", "走了", "飞走了", "spent", "spends", "used",
              "gave away", "ate", "lost", "sold", "gives away", "spend", "uses", "下去了", "下车了", "下去", "下车"),
    "ADD_MORE": ("又给了", "又给", "又给了他", "又给了她", "给了他", "给了她", "飞来了", "又飞来了", "添了", "又添了", "又买来", "又注入了", "又来了", "又买了", "又运来了", "又放入了", "又加了", "又加入了", "又存入了", "又增加了",
                 "又收到了", "又捡了", "运来了", "买来了", "got", "gets", "received", "bought another", "found",
                 "earned", "added", "more"),
    "BUY_ZH": ("买了", "有了", "存了", "收集了", "摘了", "种了", "做了", "折了", "养了", "bought", "buy", "buys",
               "had", "collected", "picked"),
    "LEFT_ASK": ("are still", "is still", "are left", "still", "还剩", "还剩下", "剩下", "剩", "还有", "现在有", "现在一共有", "现在共有", "is left", "are left",
                 "left", "remain", "remains", "remaining", "left over", "do i have now", "does he have now",
                 "does she have now", "do they have now", "do i have left", "does he have left",
                 "does she have left", "do i have", "does he have", "does she have"),
    "SUCH_ZH": ("这样的",),
    "PAY_EN": ("what do i pay", "what will i pay", "what would i pay", "what did i pay", "do i pay", "do i spend", "do i owe", "does it cost", "do they cost", "will i pay",
               "do i have to pay",
               # the same question in other words: "how much do I end up paying", "what will that cost"
               "do i end up paying", "will i end up paying", "would i end up paying", "do i need to pay",
               "am i paying", "will i be paying", "will it cost", "would it cost", "will that cost",
               "does that cost", "would that cost"),
    "MEI": ("每", "each", "per", "every", "a piece", "apiece"),
    # Nouns that contain an operator word (的商品 is not 的商 + 品): longest match keeps them whole.
    "WORD": ("black friday", "cyber monday", "过年", "过年时", "过节", "红包", "压岁钱", "方差", "标准差", "账单", "订单", "菜单", "清单", "名单", "传单", "床单", "保单", "盒子", "箱子", "袋子", "瓶子", "杯子", "篮子", "零件", "零钱", "零食", "去年同期", "今年同期", "同期", "外套", "店里", "手套", "套餐", "人数", "个数", "数量", "这个", "那个", "大米", "小米", "米饭", "玉米", "水池里", "池里", "盒子里", "袋子里", "篮子里", "书架上", "车上", "商品", "商场", "商店", "商家", "商人", "积分", "差价", "成本", "到手", "和平", "平方米", "减肥", "乘客", "乘车", "除夕",
             "加油", "加班", "次数", "倍数", "约数", "因数", "差距", "和谐", "总数", "加速度",
             "今年", "去年", "明年", "前年", "上个月", "这个月", "本月", "上月", "下个月", "上季度", "上个季度", "本季度", "这季度", "这个季度", "下季度", "下个季度",
             "上周", "上个星期", "上星期", "上个礼拜", "这周", "本周", "这个星期", "这星期", "这个礼拜", "下周", "下个星期", "下星期",
             "第一季度", "第二季度", "第三季度", "第四季度", "一季度", "二季度", "三季度", "四季度",
             "人口"),
    # --- rounding ---
    "ROUND_ZH": ("取", "保留", "精确到", "四舍五入到", "四舍五入保留", "四舍五入精确到", "结果保留", "结果精确到",
                 "保留到", "四舍五入后保留", "四舍五入后精确到", "四舍五入并保留", "按四舍五入保留", "按四舍五入法保留",
                 "用四舍五入法保留", "四舍五入法保留", "用四舍五入法精确到", "按四舍五入精确到", "四舍五入取"),
    # a whole rounding instruction in one word: to the integer, or to a place of money (分 0.01, 角 0.1, 元 1)
    "ROUND_WHOLE_ZH": ("四舍五入取整", "四舍五入取整数", "四舍五入成整数", "四舍五入为整数", "四舍五入保留整数",
                       "四舍五入到分", "精确到分", "保留到分", "四舍五入到角", "精确到角", "保留到角",
                       "四舍五入到元", "精确到元"),
    "DECIMAL_PLACES_ZH": ("位小数(四舍五入)", "位小数,四舍五入", "位小数并四舍五入", "位小数", "位小数点"),
    "ROUND_EN": ("rounded to", "round to", "round it to", "rounded off to", "correct to", "accurate to",
                 "round", "rounding to", "and round to", "and round it to", "rounded"),
    "DECIMAL_PLACES": ("decimal places", "decimal place", "decimals", "places", "digits after the decimal point",
                       "dp", "d.p.", "d.p", "decimal", "decimal point", "decimal points", "place", "digits after the point"),
    "NEAREST": ("the nearest", "nearest"),
    "PLACE_WORD": ("one decimal place", "one decimal", "one decimal point", "two decimal places", "three decimal places", "four decimal places",
                   "1 decimal place", "degree", "whole degree", "whole number", "integer", "ten", "tens", "hundred", "hundreds", "thousand", "thousands",
                   "tenth", "hundredth", "thousandth", "cent", "整数", "个位", "十位", "百位", "千位", "十分位",
                   "百分位", "千分位", "一位小数", "两位小数", "二位小数", "三位小数", "四位小数", "万位", "亿位",
                   "ten thousand", "hundred thousand", "million", "ten thousands", "hundred thousands", "millions",
                   "whole dollar"),
    # --- question words, answers asked for ---
    "ASK": ("应该等于几", "应该等于多少", "应该是多少", "应该得多少", "结果是什么", "what do you get", "what does that give", "what's the result", "what is the result", "what does it make", "怎么写", "是怎样的", "会是什么", "equals what", "equal what", "= what", "is equal to what", "以后得几", "以后得多少", "后得多少", "后得几", "约等于多少", "大约是多少", "约是多少", "一共是多少", "一共多少", "总共是多少", "总共多少",
            "是几", "等于多少", "等于几", "是多少", "是几", "得多少", "得几", "的结果是多少", "的结果", "结果是多少",
            "的值是多少", "的值", "的得数是多少", "的得数", "为多少", "是什么", "is what", "is how much",
            "结果是", "结果为", "答案是多少", "答案是", "等于多少?", "得数是多少", "的答案", "值是多少",
            "what do i get", "what would i get", "what will i get", "what do we get", "what would we get",
            "what's the answer", "what is the answer"),
    "WHAT": ("帮我验算一下", "帮我验算", "验算一下", "我算不清了", "算不清了", "my calculator died", "my calculator is broken", "quick check", "查一下", "查查", "帮我查一下", "please help", "hmm", "how does", "what", "what's", "whats", "how much is", "what is", "what are", "calculate",
             "compute", "evaluate", "work out", "find", "find the", "figure out", "determine", "give",
             "tell me", "show", "solve", "what would be", "what will be", "what was", "how much are",
             "what do you get if you", "what do you get when you", "the value of",
             # the same lead-in said of oneself or of anyone: "what do I get if I add 17 to 38"
             "what do i get if i", "what do i get when i", "what would i get if i", "what would you get if you",
             "what do we get if we", "what does one get if one", "what happens if i", "what happens if you",
             "the result of", "the answer to", "the", "a", "an", "i need", "i want", "i'd like", "please", "求", "算下",
             "帮我算下", "算算", "帮我算算", "请问", "请", "帮我", "急", "求助", "请教一下", "请教", "想问下", "想问一下",
             "问一下", "问下", "我想知道", "想知道", "麻烦", "麻烦你", "麻烦问一下", "劳驾", "你好", "您好", "告诉我",
             "用", "先算", "帮忙算", "帮忙算一下", "帮我求", "请帮我算", "请帮我算一下", "请帮我计算", "试着算",
             "sorry to bother you", "real quick", "quick question", "hello", "hi", "hey", "hi there",
             "i need to know", "can you tell me", "could you tell me", "can you", "could you", "would you",
             "tell me", "let me know", "do you know", "i'd like to know", "i want to know", "help me",
             "help me with this", "quickly", "ok", "okay", "so", "thanks", "question", "work out",
             "can you calculate", "could you calculate", "please calculate", "please compute",
             "i wonder", "just wondering", "hey there", "excuse me", "math question", "pls", "kindly", "q",
             "please help me", "can you please", "could you please", "would you please", "i need to", "i want to",
             "i'd like to", "let's", "lets", "i need you to", "give me", "show me", "state the final answer to",
             "the following problem", "the following expression", "the following calculation",
             "the following sum", "the following multiplication", "the following addition",
             "the following subtraction", "the following division", "the following question",
             "the following arithmetic problem", "the following math problem", "请你", "帮忙", "能不能", "能否",
             "可不可以", "可以", "你能", "你可以", "帮我算一下", "帮我算算", "你能帮我算一下", "能帮我算一下",
             "would you mind telling me", "would you mind working out", "can you work out", "could you work out",
             "please work out", "please tell me", "tell me please", "i'd like to find out", "i want to find out",
             "help me calculate", "help me compute", "help me figure out", "can you help me with", "quick one",
             "one more", "another one", "i was wondering", "do you know what", "any idea", "what's the answer to",
             "what is the answer to", "what's the result of", "what is the result of", "what's the value of",
             "what is the value of", "do the math", "math", "compute for me", "calculate for me", "figure out for me",
             "请帮忙算一下", "请帮忙计算", "帮忙计算", "帮忙看看", "帮我看看", "想请教", "请教下", "问个问题", "问个题",
             "我想问", "我想问一下", "请告诉我", "告诉我一下", "麻烦算一下", "麻烦帮我算一下", "能算一下", "算一算",
             "来算一下", "你算算", "你帮我算算", "快算一下", "快速算一下", "老师", "同学",
             "quick math", "math question", "just curious", "curious", "need help", "need help with",
             "could you help me", "can you help", "can you help me", "i'm trying to figure out",
             "trying to figure out", "i need the answer to", "answer this", "please answer", "so",
             "请帮我", "请您", "老师好", "大家好", "嗯", "打扰一下", "不好意思", "请问一下", "想问问",
             "问问", "求解", "求算", "帮帮忙", "帮个忙", "劳驾问一下", "在吗", "你好呀", "计算", "算", "算一下", "求出",
             "请计算", "请算", "帮我算", "帮我计算", "计算一下", "求一下",
             "alright", "all right", "yo", "just checking", "i'm curious", "im curious", "mind calculating", "mind computing", "mind working out", "math help", "homework question", "homework help", "homework", "my kid asked me", "my son asked me", "my daughter asked me", "my teacher asked", "one more", "next", "next one", "here's one", "here is one", "using a calculator", "without a calculator", "in your head", "help me with", "what does", "what do you get for", "what would you get for", "double-check", "double check", "check this", "verify", "confirm", "quick check", "sanity check", "riddle me this", "simple question", "easy one", "a quick one", "brain teaser", "i forgot", "remind me", "i can't remember", "快", "快点", "快帮我算一下", "快帮我算", "请计算一下", "请帮我算算", "在线等", "考考你", "小学数学题", "数学题", "一道数学题", "请快速计算", "快速计算", "我算不出来", "算不出来", "帮我看下", "帮我看一下", "请直接告诉我", "直接告诉我", "你知道", "你知道吗", "我想请问", "请教大家", "求大神", "大神", "求教", "帮我验证一下", "验证一下", "核对一下", "我想确认一下", "确认一下", "想确认一下", "帮我确认一下", "口算", "心算", "简单算一下", "顺便问一下", "再问一个", "还有一个", "下一题", "下一个", "那么", "the result when you", "what is the result when you", "what's the result when you",
             "if you", "what number is", "what is the number that is", "请算出", "算出", "请求出", "请你算出", "帮我算出", "can you do", "could you do", "work this out", "could you work this out",
             "can you work this out", "result of", "quick one", "another quick one", "那", "好的", "好", "对了", "哎", "喂", "请帮我算一算", "帮我算一算", "算算看", "算一下看", "calc", "帮忙算下", "帮我算下吧", "can u", "can u do", "could u", "could u do",
             "can u tell me", "could u tell me", "pls do",
             "list", "list all"),
}

# Number words by family, added to the types above: rounding to a place named by its unit (整百) or by
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


def _holidays_beside_working_days(tokens: list[Tok]) -> list[Tok]:
    """"不考虑节假日，只算周一到周五，A到B（含首尾）有多少个工作日", "… inclusive, ignoring holidays": the
    holidays set aside, wherever and however often said, are said once right after the working days
    (where the grammar reads them); "共有几个工作日" asks what "有几个工作日" asks."""
    if sum(t.type == "WORKING_DAYS" for t in tokens) != 1 or not any(t.type == "NO_HOLIDAYS" for t in tokens):
        return tokens
    aside: list[Tok] = []
    kept: list[Tok] = []
    i = 0
    while i < len(tokens):
        j = i + (tokens[i].type == "LPAR")
        if j >= len(tokens) or tokens[j].type != "NO_HOLIDAYS":
            kept.append(tokens[i])
            i += 1
            continue
        aside.append(tokens[j])
        k = j + 1
        while k + 1 < len(tokens) and tokens[k].type == "COMMA" and tokens[k + 1].type == "NO_HOLIDAYS":
            aside.append(tokens[k + 1])
            k += 2
        if j > i:  # "（周一至周五，不算法定节假日）": the brackets go with it
            if k >= len(tokens) or tokens[k].type != "RPAR":
                return tokens
            k += 1
        if not kept and k < len(tokens) and tokens[k].type == "COMMA":
            k += 1  # said first: "不考虑节假日，…"
        elif k >= len(tokens) and kept and kept[-1].type == "COMMA":
            kept.pop()  # said last: "…, ignoring holidays"
        elif j == i and kept and kept[-1].type != "WORKING_DAYS":
            return tokens  # inside another phrase ("（包含首尾，不考虑节假日）"): as written
        i = k
    at = next(i for i, t in enumerate(kept) if t.type == "WORKING_DAYS")
    if at >= 2 and kept[at - 1].type == "CHUXIAN" and kept[at - 2].type == "ZH_SUM":
        del kept[at - 2]
        at -= 1
    said = Tok("NO_HOLIDAYS", "，".join(t.value for t in aside), aside[0].pos)
    return [*kept[:at + 1], said, *kept[at + 1:]]

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
                         "本金", "单价", "支出", "结余", "结存", "水龙头")  # 本 of 本金, 单 of 单价, 头 of 水龙头: no measure words
WORDS["WORD"] = (*WORDS["WORD"], *(n for n in _NOUNS_WITH_OPERATORS if n not in WORDS["WORD"]))

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
# Words that change nothing, dropped with the other NOISE (a closed list; see NOISE above): a decimal asked
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
# elsewhere, and stay as they are).
_LOSS_VERBS = ("donated", "lent", "lent out", "misplaced", "threw away", "threw out", "tossed", "traded away", "wasted",
               "gave out", "handed out", "popped", "burst", "丢了", "弄丢了", "丢掉了", "丢掉", "扔了", "扔掉了", "扔掉",
               "弄坏了", "打碎了", "摔碎了", "摔坏了", "送人了", "捐掉了", "输掉了", "输了", "漏掉了", "坏了")
_GAIN_VERBS = ("won", "caught", "baked", "borrowed", "gained", "was given", "were given", "picked up", "又得到", "又得到了",
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

SLOT = re.compile(r"<([npodqt])(\d+)>")
_SLOT_TYPES = {"n": "NUM", "p": "PCT", "o": "ORD", "d": "DATE", "q": "QUOTE", "t": "TIME"}
_LATIN = re.compile(r"[a-z]")


# Not frozen: a frozen dataclass costs four times as much to make, and every request makes dozens.
# No code changes a token (each step makes new ones); the hash is by value as before.
@dataclass(slots=True, unsafe_hash=True)
class Tok:
    type: str
    value: str
    pos: int


def _compile() -> tuple[dict[str, str], dict[str, tuple[int, ...]]]:
    """surface → type, and the first two characters → the lengths of the surfaces of two or more
    characters that start with them (longest first, then 1 when the first character alone is a
    surface): a longest match is a few dictionary look-ups per position. (A common first character,
    多 or t, starts up to 37 lengths; two characters only a few.)"""
    surfaces: dict[str, str] = {}
    for kind, forms in WORDS.items():
        for form in forms:
            key = re.sub(r"\s+", " ", form)
            if surfaces.setdefault(key, kind) != kind:
                raise ValueError(f"{key!r} is both {surfaces[key]} and {kind}: one surface, one type")
    lengths: dict[str, set[int]] = {}
    for key in surfaces:
        if len(key) > 1:
            lengths.setdefault(key[:2], set()).add(len(key))
    return surfaces, {two: (*sorted(ls, reverse=True), *((1,) if two[0] in surfaces else ())) for two, ls in lengths.items()}


_SURFACES, _LENGTHS_BY_TWO = _compile()
_ONE_CHARACTER = {ch: (1,) for ch in _SURFACES if len(ch) == 1}  # where no longer surface starts

# Nouns listed as WORD win over an operator word that would take their first character:
# "的商品" is 的 + 商品, not 的商 (a quotient) + 品.
_NOUNS: dict[str, tuple[str, ...]] = {}
for _noun in WORDS["WORD"]:
    if not "a" <= _noun[0] <= "z":
        _NOUNS[_noun[0]] = (*_NOUNS.get(_noun[0], ()), _noun)


def _splits_noun(text: str, pos: int, length: int) -> bool:
    end = min(pos + length, len(text))
    return any(k + len(noun) > end and text.startswith(noun, k)
               for k in range(pos + 1, end) for noun in _NOUNS.get(text[k], ()))
_SPACES = re.compile(r"\s+")
_SLOT_AT = re.compile(r"<[npodqt]\d+>")
_LATIN_WORD = re.compile(r"[a-z][a-z0-9'\-]*")
_IGNORED = frozenset(" :：\t\n")


def _is_latin(ch: str) -> bool:
    return "a" <= ch <= "z"


# The English surfaces by the letters they start with (their first word), longest first: a word start tries
# only the surfaces that start with that very word, not the dozen sharing its first two letters ("th", "co").
# The same as trying those: a surface that ends inside the word is refused (English words match whole words).
_LETTERS = re.compile(r"[a-z]*")
_LENGTHS_BY_FIRST_WORD: dict[str, tuple[int, ...]] = {}
for _surface in sorted({s for s in _SURFACES if _is_latin(s[0])}, key=len, reverse=True):
    _first = _LETTERS.match(_surface).group()  # type: ignore[union-attr]
    if len(_surface) not in _LENGTHS_BY_FIRST_WORD.get(_first, ()):
        _LENGTHS_BY_FIRST_WORD[_first] = (*_LENGTHS_BY_FIRST_WORD.get(_first, ()), len(_surface))


# A comma before these only separates clauses: dropping it lets one token of lookahead decide.
_COMMA_DROPPED_BEFORE = frozenset({"WEEKDAY_ZH", "WEEKDAY_EN", "THEN", "ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "INCLUSIVE", "EXCLUSIVE", "WHICH_DATE", "ASK"})


class Said:
    """What a request's tokens say, for the readers that read by values: a Chinese word is found
    across tokens ("便宜" "了" "多少"), an English word or phrase only whole, a symbol anywhere."""

    def __init__(self, tokens: list[Tok]) -> None:
        values = [t.value for t in tokens]
        self.joined = "".join(values)
        self.spaced = f" {' '.join(values)} "

    def has(self, word: str) -> bool:
        whole, key = _searched_as(word)
        return key in (self.spaced if whole else self.joined)

    def any(self, words) -> bool:  # noqa: ANN001 - any iterable of words
        if isinstance(words, (tuple, frozenset)):
            whole_found, plain_found = _finders(words)
            return whole_found(self.spaced) is not None or plain_found(self.joined) is not None
        whole, plain = _keys.__wrapped__(words)
        return any(map(self.spaced.__contains__, whole)) or any(map(self.joined.__contains__, plain))


@lru_cache(maxsize=8192)
def _searched_as(word: str) -> tuple[bool, str]:
    """An English word or phrase is found whole (" word "); anything else as written. Kept: the
    value readers ask this of the same few hundred words on every request."""
    if not word.isascii() or not any(ch.isalnum() for ch in word):
        return False, word
    return True, f" {word} "


@lru_cache(maxsize=1024)
def _keys(words: tuple[str, ...] | frozenset[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A word list as `Said.any` searches it: the keys found whole, then the keys found as written.
    Kept: the readers' word lists are constants, asked of on every request."""
    keys = [_searched_as(w) for w in words]
    return tuple(key for whole, key in keys if whole), tuple(key for whole, key in keys if not whole)


@lru_cache(maxsize=1024)
def _finders(words: tuple[str, ...] | frozenset[str]) -> tuple[Callable[[str], object], Callable[[str], object]]:
    """A word list's keys (`_keys`): the whole ones, then the ones as written, each as one search."""
    whole, plain = _keys(words)
    return search_for_any(whole), search_for_any(plain)


def _never(text: str) -> None:
    return None


def search_for_any(keys: tuple[str, ...]) -> Callable[[str], object]:
    """One search of a text for any of `keys` (None where none is in it): one pass over the text
    instead of one per key, a third of the time for a list of 28 words."""
    return re.compile("|".join(map(re.escape, keys))).search if keys else _never


def last_clause_start(tokens: list[Tok]) -> int:
    """Where the last clause starts (after the last comma or sentence end before the final token):
    the value readers look for the question there."""
    for i in range(len(tokens) - 2, -1, -1):  # from the end: readers ask this of every reading, of long stories too
        if tokens[i].type == "COMMA":
            return i + 1
    return 0


def tokenize(text: str) -> list[Tok]:
    """Typed tokens of slotted, folded text (lower case)."""
    return settle(raw_tokens(text))


ARTICLES = frozenset({"a", "an", "the"})  # lexed as WHAT (leading words the grammar skips)
# Words that stand between a word and the amount it names: "off its $850 price", "of my $3,200 paycheck".
DETERMINERS = ARTICLES | {"my", "its", "his", "her", "their", "our", "your", "this", "that"}
_VERBS = frozenset({"MULTIPLY_VERB", "DIVIDE_VERB", "ADD_VERB", "SUBTRACT_VERB"})
_AFTER_DE_NUM = frozenset({"CIFANG", "ZHE", "TIMES_ZH_BEI", "FENZHI", "DIVIDE", "ROOT_CIFANG"})  # "的3次方", "的8折" …
_BEFORE_A_LETTER = frozenset({"LETTER", "CHUXIAN"})  # "the letter a", "里有几个a": a letter, not an article


# Not DIVIDE: "1/3 and 1/5" has a denominator before its "and"
_OPERAND_BEFORE = frozenset({"WHAT", "IS", "PLUS", "MINUS", "TIMES", "LPAR", "COMMA", "EQUALS"})
_OPERAND_AFTER = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE", "RPAR", "COMMA", "EQUALS"})


def _mixed_with_and(tokens: list[Tok]) -> list[Tok]:
    """"2 and 3/4 plus 1/4": a whole number "and" a fraction written tight, as an operand between
    operators, is a mixed number; after a word that takes a list ("the product of 2 and 3/4",
    "multiply 2 and 3/4") the "and" joins two items and stays."""
    if not any(t.type == "AND" and t.value == "and" for t in tokens):
        return tokens
    out = list(tokens)
    for i in range(len(out) - 4):
        if out[i].type == "NUM" and out[i + 1].type == "AND" and out[i + 1].value == "and" \
                and out[i + 2].type == "NUM" and tight_slash(out, i + 3) \
                and (i == 0 or out[i - 1].type in _OPERAND_BEFORE) \
                and (i + 5 == len(out) or out[i + 5].type in _OPERAND_AFTER) \
                and (i + 5 < len(out) or i and out[i - 1].type in _OPERAND_BEFORE - {"WHAT", "IS", "COMMA"}):
            out[i + 1] = Tok("MIXED", "", out[i + 1].pos)
    return out


def tight_slash(tokens: list[Tok], i: int) -> bool:
    """tokens[i] is a "/" written with no space between two numbers ("1/9")."""
    if not 0 < i < len(tokens) - 1 or tokens[i].type != "DIVIDE" or tokens[i].value != "/":
        return False
    before, after = tokens[i - 1], tokens[i + 1]
    return before.type == "NUM" and after.type == "NUM" and before.pos + len(before.value) == tokens[i].pos \
        and after.pos == tokens[i].pos + 1


def _divisor_fractions(tokens: list[Tok]) -> list[Tok]:
    """"2/3 divided by 1/9", "5/6 除以 5/9": a fraction written tight after a division is one divisor,
    (1/9), not two more divisions. A chain of tight slashes ("6/2/3") is left as written; a power of
    a tight fraction ("2^1/2") is not read."""
    if not any(t.type in ("DIVIDE", "POW") for t in tokens):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.type == "POW" and tight_slash(tokens, i + 2):
            t = Tok("DASH", t.value, t.pos)  # "2^1/2": √2 to a reader, 1 to a calculator; not read
        out.append(t)
        if t.type == "DIVIDE" and not tight_slash(tokens, i) and tight_slash(tokens, i + 2) \
                and not tight_slash(tokens, i + 4) \
                and (i + 4 >= len(tokens) or tokens[i + 4].type not in ("FRACTION_OF", "OF")):
            out += [Tok("LPAR", "(", tokens[i + 1].pos), *tokens[i + 1:i + 4], Tok("RPAR", ")", tokens[i + 3].pos)]
            i += 4
            continue
        i += 1
    return out


# English list words whose items may be fractions ("the sum of 1/3 and 1/5"); not the difference or
# the quotient, whose order the builder reads from plain numbers.
_FRACTION_LIST_WORDS = frozenset({"SUM_OF", "PRODUCT_OF", "MEAN_OF", "MEDIAN_OF", "MAX_OF", "MIN_OF"})


def _fraction_list_items(tokens: list[Tok]) -> list[Tok]:
    """"the sum of 1/3 and 1/5": a fraction written tight as an item of an English list is one item;
    FRACTION_ITEM marks it, so the grammar never has to choose between an item and a division."""
    if not any(t.type in _FRACTION_LIST_WORDS for t in tokens):
        return tokens
    out: list[Tok] = []
    in_list = False
    for i, t in enumerate(tokens):
        if t.type in _FRACTION_LIST_WORDS:
            in_list = True
        elif in_list and t.type not in ("NUM", "DIVIDE", "AND", "COMMA", "UNIT", "PCT"):
            in_list = False
        if in_list and t.type == "NUM" and tight_slash(tokens, i + 1) and out \
                and out[-1].type in ("AND", "COMMA", *_FRACTION_LIST_WORDS) \
                and (i + 3 >= len(tokens) or tokens[i + 3].type in ("AND", "COMMA")):
            out.append(Tok("FRACTION_ITEM", "", t.pos))
        out.append(t)
    return out


# Words after a value that take that value: a fraction written tight before them is one value
# ("2/3的平方" is (2/3)², "4/5的5倍" is 4, "2/3 squared" is 4/9), as a fraction in words would be.
_POSTFIX_AFTER_FRACTION = frozenset({"DE", "SQUARED", "CUBED", "SQRT_POST", "CBRT_POST", "ABS_POST", "KAI",
                                     "RECIPROCAL_POST", "SCALED_POST"})
# Prefix words that take the value right after them: a tight fraction there is that value ("the square of
# 2/3" is 4/9, "the reciprocal of 2/3" is 3/2).
_PREFIX_BEFORE_FRACTION = frozenset({"SQUARE_OF", "CUBE_OF", "ABS_PRE", "RECIPROCAL_PRE", "SQRT_PRE", "CBRT_PRE"})
_NOT_A_FRACTION_AFTER = frozenset({"DIVIDE", "POW", "YOU_MIXED", "MIXED", "DASH"})


def _tight_fractions_grouped(tokens: list[Tok]) -> list[Tok]:
    """A tight fraction ("2/3") before a postfix word, or after a root written in words ("the square
    root of 1/4" is √(1/4)), is one value in parentheses. After a root sign ("√2/3", "根号2/3": √2 ÷ 3
    or √(2/3)?) it reads two ways, and the sign becomes a DASH, which no rule reads."""
    if not any(t.type == "DIVIDE" and t.value == "/" for t in tokens):
        return tokens
    out: list[Tok] = []
    i = 0
    while i < len(tokens):
        if tight_slash(tokens, i + 1) and (not out or out[-1].type not in _NOT_A_FRACTION_AFTER):
            before = out[-1] if out else None
            after = tokens[i + 3] if i + 3 < len(tokens) else None
            prefix_before = before is not None and before.type in _PREFIX_BEFORE_FRACTION
            if prefix_before and before.type in ("SQRT_PRE", "CBRT_PRE") and not before.value.endswith(" of"):  # type: ignore[union-attr]
                out[-1] = Tok("DASH", before.value, before.pos)  # type: ignore[union-attr]
            elif prefix_before or after is not None and after.type in _POSTFIX_AFTER_FRACTION:
                out += [Tok("LPAR", "(", tokens[i].pos), *tokens[i:i + 3], Tok("RPAR", ")", tokens[i + 2].pos)]
                i += 3
                continue
        out.append(tokens[i])
        i += 1
    return out


_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES", "DIVIDE"})
_BIGGER_SMALLER = {"大": "DUO", "高": "DUO", "小": "SHAO", "低": "SHAO"}
_SCALE_PRE = frozenset({"DOUBLE_PRE", "TRIPLE_PRE", "HALVE_PRE"})
_PRONOUNS = frozenset({"it", "that", "this", "result"})


def _fraction_at(tokens: list[Tok], i: int, j: int) -> bool:
    """tokens[i:j] is one fraction: 三分之一, 1/3."""
    return [t.type for t in tokens[i:j]] in (["NUM", "FENZHI", "NUM"], ["NUM", "DIVIDE", "NUM"])


def _number_steps(tokens: list[Tok]) -> list[Tok]:
    """Steps and halves as the grammar reads them:
    - "一半加上三分之一", "half plus 1/3": a half among fractions is the value 1/2 (next to an
      amount, "100加上一半" is 100.5 or 150: not read);
    - "double 20 then add 5" is "20, then double it, then add 5";
    - "start with 20, double it, …", "37, doubled": the comma is the next step;
    - a few words that read one way only here ("最后除以", "is what %", "比-5大3").
    Each pass runs only when a token it looks for is there: this runs on every request."""
    types = {t.type for t in tokens}
    values = {t.value for t in tokens}
    out = list(tokens)
    if "最" in values:
        out = _last_step(out)
    if out and out[0].type == "FROM":
        out = _minuend_first(out)
    if values & _WORDS_READ_HERE or "MULTIPLY_VERB" in types:
        out = _words_read_here(out)
    if types & {"HALF_ZH", "HALF_OF"}:
        out = _halves_as_values(out)
    if types & _SCALE_PRE:
        out = _scale_first_as_step(out)
    if "RPAR" in types and types & {"ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "DECIMAL_PLACES"}:
        out = _rounding_note_unbracketed(out)
    if types & (_SCALE_PRE | {"HALF_OF", "SCALED_POST"}):
        out = _commas_before_steps(out)
    if types & {"SHI", "EQUALS"} and "COMMA" in types:
        out = _own_answer_dropped(out)
    if "THEN" not in {t.type for t in out}:
        return out
    return [t for i, t in enumerate(out) if not (t.type == "THEN" and i + 1 < len(out) and out[i + 1].type == "THEN")]


# "what percent bigger is 150 than 120": the comparative asks "more" or "less"
_COMPARATIVES = {**dict.fromkeys(("bigger", "larger", "greater", "higher", "taller", "heavier", "longer"), "ADD_MORE"),
                 **dict.fromkeys(("smaller", "lower", "shorter", "lighter", "cheaper"), "MINUS")}
_WORDS_READ_HERE = frozenset({"is what", "个数", *_BIGGER_SMALLER, *_COMPARATIVES})


def _last_step(out: list[Tok]) -> list[Tok]:
    for i in range(len(out) - 2):  # "…，最后除以 17": the last step
        if out[i].value == "最" and out[i + 1].value == "后" and out[i + 2].type in _OPERATORS:
            out[i:i + 2] = [Tok("THEN", "最后", out[i].pos), Tok("NOISE", "", -1)]
    return [t for t in out if t.pos >= 0]


_SUBTRACTING_EN = frozenset({"subtract", "take away", "deduct"} | set(WORDS["SUBTRACT_VERB"]))


def _minuend_first(out: list[Tok]) -> list[Tok]:
    """"from 85, subtract 18", "from 85 take away 18": the frame of 从85里减去18, the minuend first. Only when the
    subtrahend ends the request: in "from 85 subtract 18 then divide by 2" the step is on the difference."""
    k = 3 if len(out) > 3 and out[2].value == "," else 2
    if len(out) == k + 2 and out[1].type == "NUM" and out[k].value in _SUBTRACTING_EN and out[k + 1].type == "NUM":
        return [Tok("CONG", out[0].value, out[0].pos), out[1], Tok("IN", ",", out[1].pos),
                Tok("MINUS", out[k].value, out[k].pos), *out[k + 1:]]
    return out


def _words_read_here(out: list[Tok]) -> list[Tok]:
    for i in range(len(out) - 1):
        if out[i].type == "ASK" and out[i].value == "is what" and out[i + 1].value == "%":
            # "30 is what % of 120": not "is what" and a modulo
            out[i:i + 2] = [Tok("IS", "is", out[i].pos), Tok("WHAT_PERCENT", "what %", out[i + 1].pos)]
        if out[i].type == "MULTIPLY_VERB" and out[i + 1].type == "NUM" and i + 2 < len(out) and out[i + 2].type == "COMMA":
            out[i] = Tok("PRODUCT_OF", out[i].value, out[i].pos)  # "multiply 12, 15 and 2": a list
        if out[i].type == "WORD" and out[i].value in _BIGGER_SMALLER and i >= 2 and out[i - 2].type == "BI" \
                and out[i - 1].type == "NUM" and out[i + 1].type in ("NUM", "SHARE_ZH"):
            # "比-5大3的数": 3 more than −5; "150比120大百分之几": more, as a share
            out[i] = Tok(_BIGGER_SMALLER[out[i].value], out[i].value, out[i].pos)
        if out[i].type == "WORD" and out[i].value in _COMPARATIVES and i and out[i - 1].type == "WHAT_PERCENT" \
                and out[i + 1].type == "IS":  # "what percent bigger is 150 than 120"
            out[i] = Tok(_COMPARATIVES[out[i].value], out[i].value, out[i].pos)
        if out[i].value == "个数" and out[i + 1].type == "DE" and i + 2 < len(out) and out[i + 2].type == "PCT":
            out[i] = Tok("UNKNOWN_NUMBER", "个数", out[i].pos)  # "一个数的25%是40"
    return out


def _halves_as_values(out: list[Tok]) -> list[Tok]:
    out = _half_of_one_number(out)
    for i, t in enumerate(out):
        if t.type not in ("HALF_ZH", "HALF_OF"):
            continue
        before = out[i - 1].type if i else "WHAT"
        after = out[i + 1].type if i + 1 < len(out) else None
        if before in ("WHAT", "BA") and after in _OPERATORS and _fraction_at(out, i + 2, i + 5) \
                or before in _OPERATORS and (after is None or after in ("ASK", "EQUALS", "IS", "COMMA")) \
                and _fraction_at(out, i - 4, i - 1) and not (before == "MINUS" and t.type == "HALF_ZH"):
            # "4/5减去一半" also takes half of 4/5 away (减去一半 halves): not read
            out[i] = Tok("HALF_VALUE", t.value, t.pos)
    return out


def _half_of_one_number(out: list[Tok]) -> list[Tok]:
    """"90的一半加15": 的 closes the half of the one number before it, then the operation ("half of 90 plus
    15" stays two ways, the project's earlier decision: half of 90, or of 105?)."""
    start = 0
    while start < len(out) and out[start].type in ("WHAT", "BA"):
        start += 1
    if len(out) < start + 4 or out[start].type != "HALF_OF" or out[start].value != "的一半" or out[start + 1].type != "NUM" \
            or out[start + 2].type not in _OPERATORS:
        return out
    half, number = out[start], out[start + 1]
    return [*out[:start], Tok("LPAR", "(", half.pos), number, Tok("TIMES", "*", half.pos),
            Tok("HALF_VALUE", half.value, half.pos), Tok("RPAR", ")", number.pos), *out[start + 2:]]


def _scale_first_as_step(out: list[Tok]) -> list[Tok]:
    """"double 20 then add 5" is "20, then double it, then add 5"."""
    start = 0
    while start < len(out) and out[start].type == "WHAT":
        start += 1
    if len(out) > start + 3 and out[start].type in _SCALE_PRE and out[start + 1].type == "NUM" \
            and out[start + 2].type in ("THEN", "COMMA", "AND") and out[start + 3].type in _OPERATORS | _VERBS | {"THEN"}:
        scale, number = out[start], out[start + 1]
        out[start:start + 3] = [number, Tok("THEN", ",", scale.pos), scale, Tok("WORD", "it", scale.pos),
                                Tok("THEN", out[start + 2].value, out[start + 2].pos)]
    return out


def _rounding_note_unbracketed(out: list[Tok]) -> list[Tok]:
    """"100除以7（精确到0.1）", "100 ÷ 7 (to 2 decimal places)": a rounding note, not a mixed number 7(…)."""
    if len(out) > 3 and out[-1].type == "RPAR":
        opened = max((i for i, t in enumerate(out) if t.type == "LPAR"), default=0)
        if opened and (out[opened + 1].type in ("ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN")
                       or [t.type for t in out[opened + 1:-1]] == ["TO", "NUM", "DECIMAL_PLACES"]) \
                and out[opened - 1].type == "NUM" and "RPAR" not in {t.type for t in out[opened + 1:-1]}:
            return [*out[:opened], Tok("COMMA", ",", out[opened].pos), *out[opened + 1:-1]]
    return out


def _commas_before_steps(out: list[Tok]) -> list[Tok]:
    """"start with 20, double it, …", "37, doubled", "double it and add 3": the comma is the next step."""
    for i in range(1, len(out) - 1):
        following = out[i + 1]
        if out[i].type in ("COMMA", "AND") and out[i - 1].type in ("NUM", "RPAR", "UNIT") and (
                following.type == "SCALED_POST"
                or following.type in _SCALE_PRE | {"HALF_OF"} and i + 2 < len(out) and out[i + 2].value in _PRONOUNS) \
                or out[i].type in ("COMMA", "AND") and out[i - 1].value in _PRONOUNS and i >= 2 \
                and out[i - 2].type in _SCALE_PRE | {"HALF_OF"} and following.type in _OPERATORS | _VERBS:
            out[i] = Tok("THEN", out[i].value, out[i].pos)
    return out


def _own_answer_dropped(tokens: list[Tok]) -> list[Tok]:
    """"56 乘 0.5 加 17，我得的是 45，对吗？（帮我算下正确答案）": the answer to check is the value of the
    computation before it; the number the asker got is theirs, not an operand. Only this whole shape."""
    at = next((i for i, t in enumerate(tokens) if t.type == "COMMA" and i + 1 < len(tokens)
               and tokens[i + 1].value.startswith("我")), None)
    if at is None or not any(t.type == "NUM" for t in tokens[:at]):
        return tokens
    rest = [t for t in tokens[at + 1:] if t.type not in ("COMMA", "DE", "WHAT", "MA")]
    words = [t.value for t in rest]
    i = next((k for k, t in enumerate(rest) if t.type in ("SHI", "EQUALS")), None)
    if i is None or i + 1 >= len(rest) or rest[i + 1].type != "NUM" or not rest[i + 2:] \
            or "".join(words[:i]) not in ("我得", "我", "我来", "我算出来", "我得到", "我算出") or any(t.type == "NUM" for t in rest[i + 2:]):
        return tokens
    tail = "".join(words[i + 2:]).replace("正确答案", "").replace("帮我算下", "")
    return tokens[:at] if tail in ("对", "对不对", "正确", "对的", "是对的") else tokens


def _fraction_format_dropped(tokens: list[Tok]) -> list[Tok]:
    """"1/3 + 1/4 等于多少（用分数表示）": the instruction goes, with its comma or parentheses, when a
    fraction went in; "0.75 as a fraction" keeps it (a conversion the reader does not do)."""
    if not any(t.type == "FRACTION_FORMAT" for t in tokens) \
            or not any(t.type == "FENZHI" or tight_slash(tokens, i) for i, t in enumerate(tokens)):
        return tokens
    drop: set[int] = set()
    for i, t in enumerate(tokens):
        if t.type != "FRACTION_FORMAT":
            continue
        drop.add(i)
        if i and tokens[i - 1].type == "COMMA":
            drop.add(i - 1)
        if i and tokens[i - 1].type == "LPAR" and i + 1 < len(tokens) and tokens[i + 1].type == "RPAR":
            drop |= {i - 1, i + 1}
    return [t for i, t in enumerate(tokens) if i not in drop]


def _months_asked(tokens: list[Tok]) -> list[Tok]:
    """"3 年有多少个月", "有几个月": the 个 is the month's (个月), so the question is "有" "多少" "个月", not
    the count of a letter (有多少个) followed by 月."""
    out = list(tokens)
    for i in range(len(out) - 1):
        t, month = out[i], out[i + 1]
        if t.type == "CHUXIAN" and t.value in ("有几个", "有多少个") and month.type == "MONTH_UNIT" \
                and month.value == "月" and month.pos == t.pos + len(t.value):
            out[i:i + 2] = [Tok("YOU", "有", t.pos), Tok("HOW_MANY", t.value[1:-1], t.pos + 1),
                            Tok("MONTH_UNIT", "个月", month.pos - 1)]
            break
    return out


_POLITE_BEFORE_ASKING = frozenset({"请问", "请问一下", "问一下", "想问一下", "我想问一下", "那", "那么"})
_ASKING = frozenset({"ASK", "EQUALS", "HOW_MANY", "DUOSHAO_QIAN"})


def _polite_before_the_question(tokens: list[Tok]) -> list[Tok]:
    """"12乘24，请问等于多少": a polite word between a comma and the question asks nothing itself."""
    return [t for i, t in enumerate(tokens)
            if not (t.type == "WHAT" and t.value in _POLITE_BEFORE_ASKING and 0 < i < len(tokens) - 1
                    and tokens[i - 1].type == "COMMA" and tokens[i + 1].type in _ASKING)]


def _power_named_first(tokens: list[Tok]) -> list[Tok]:
    """"the 4th power of 3" as "3 to the 4th power": the power named before one number."""
    if not any(t.type == "POWER_WORD" for t in tokens):
        return tokens
    suffixed = [t for i, t in enumerate(tokens)  # "4th": the slot, then its suffix
                if not (i and t.type == "WORD" and t.value in ("st", "nd", "rd", "th") and tokens[i - 1].type == "ORD")]
    for i in range(len(suffixed) - 3):
        if [t.type for t in suffixed[i:i + 4]] == ["ORD", "POWER_WORD", "OF", "NUM"]:
            ordinal, power, _, number = suffixed[i:i + 4]
            return [*suffixed[:i], number, Tok("POW", "to the", ordinal.pos), ordinal, power, *suffixed[i + 4:]]
    return tokens


_SQUARES_NAMED = frozenset({"SQUARES_SUMMED_ZH", "SQUARES_DIFF_ZH", "SQUARES_SUMMED_OF"})


def _squares_written_out(tokens: list[Tok]) -> list[Tok]:
    """"3与4的平方和" as "(3的平方加4的平方)", "5和3的平方差" as "(5的平方减3的平方)", "the sum of the squares of
    3, 4 and 5" as "(3 squared + 4 squared + 5 squared)": the items are plain numbers joined by 和/与/、/and;
    a difference of squares has two. Anything else is left as it is, and does not read."""
    at = next((i for i, t in enumerate(tokens) if t.type in _SQUARES_NAMED), None)
    if at is None:
        return tokens
    named = tokens[at]
    if named.type == "SQUARES_SUMMED_OF":
        start, end = at + 1, at + 2
        while end + 1 < len(tokens) and tokens[end].type in ("COMMA", "AND") and tokens[end + 1].type == "NUM" \
                and tokens[end].value not in "?？。.":
            end += 2
        items = tokens[start:end]
    else:
        start = at - 1
        while start - 2 >= 0 and tokens[start - 1].type in ("COMMA", "AND") and tokens[start - 2].type == "NUM":
            start -= 2
        items, end = tokens[start:at], at + 1
    numbers = items[0::2]
    if not numbers or any(t.type != "NUM" for t in numbers) or len(numbers) < 2 \
            or named.type == "SQUARES_DIFF_ZH" and len(numbers) != 2:
        return tokens
    op = Tok("MINUS", "减", named.pos) if named.type == "SQUARES_DIFF_ZH" else Tok("PLUS", "+", named.pos)
    written: list[Tok] = [Tok("LPAR", "(", named.pos)]
    for k, n in enumerate(numbers):
        written += [*([op] if k else []), n, Tok("SQUARED", "的平方", n.pos)]
    written.append(Tok("RPAR", ")", named.pos))
    before = tokens[:at] if named.type == "SQUARES_SUMMED_OF" else tokens[:start]
    return [*before, *written, *tokens[end:]]


_SAME = frozenset({"一样", "相同", "同样", "一模一样"})


def identical_items(tokens: list[Tok]) -> list[Tok]:
    """"5 本一样的书", "3 个相同的盒子": a count's things said to be alike; the likeness changes nothing."""
    return [t for i, t in enumerate(tokens)
            if not (i >= 2 and t.type == "WORD" and t.value in _SAME and tokens[i - 1].type == "MEASURE"
                    and tokens[i - 2].type == "NUM" and i + 1 < len(tokens) and tokens[i + 1].type == "DE")
            and not (i >= 3 and t.type == "DE" and tokens[i - 1].type == "WORD" and tokens[i - 1].value in _SAME
                     and tokens[i - 2].type == "MEASURE" and tokens[i - 3].type == "NUM")]


def settle(tokens: list[Tok]) -> list[Tok]:
    """raw_tokens as the grammar reads them (a new list: the raw ones are left as they are)."""
    out: list[Tok] = []
    tokens = _fraction_format_dropped(tokens)
    tokens = _letter_a_after_zh_in(tokens)
    tokens = [t for i, t in enumerate(tokens)
              if not (i and t.type == "WHAT" and t.value in ARTICLES and tokens[i - 1].type not in _BEFORE_A_LETTER)
              and t.type != "NOISE"]
    tokens = _list_after_question(_remainder_first(_result_first(_which_of_two(tokens))))
    tokens = _degrees_named_first(tokens)
    tokens = _temperature_letters(tokens)
    tokens = _pounds_of_mass(tokens)
    tokens = _dozens(tokens)
    tokens = _squares_written_out(tokens)
    tokens = _polite_before_the_question(tokens)
    tokens = _power_named_first(tokens)
    tokens = _sum_asked_last(tokens)
    tokens = _holidays_beside_working_days(tokens)
    for i in range(len(tokens) - 1):  # "…, 9 flew away": the verb first, as the story clauses read it
        if tokens[i].type == "NUM" and tokens[i + 1].type == "SPEND" and i and tokens[i - 1].type in ("COMMA", "THEN", "AND"):
            tokens[i], tokens[i + 1] = tokens[i + 1], tokens[i]
    tokens = _characters_asked(_mixed_with_and(tokens))
    i = 0
    while i < len(tokens) - 3:  # "5 7/8": a whole number, then a fraction, is a mixed number
        if tokens[i].type == "NUM" and tokens[i + 1].type == "NUM" and tokens[i + 2].type == "DIVIDE" \
                and tokens[i + 3].type == "NUM":
            tokens.insert(i + 1, Tok("MIXED", "", tokens[i + 1].pos))
        i += 1
    tokens = _implicit_products(_tight_slash_chains(_operation_named_before(_subtracted_from(_changed_by(tokens)))))
    tokens = _number_steps(_divisor_fractions(_fraction_list_items(tokens)))
    for i, t in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "COMMA" and following is not None and (
                following.type in _COMMA_DROPPED_BEFORE
                or following.type == "LPAR" and i + 2 < len(tokens) and tokens[i + 2].type in _COMMA_DROPPED_BEFORE
                or _result_before_rounding(tokens, i + 1)
                or following.type == "TO" and i + 2 < len(tokens) and tokens[i + 2].type in ("NUM", "NEAREST", "PLACE_WORD")):
            continue
        if t.type == "OF" and len(out) >= 3 and out[-1].type == "NUM" and out[-2].type == "DIVIDE" \
                and out[-3].type == "NUM":
            t = Tok("FRACTION_OF", t.value, t.pos)  # "3/4 of 120": of after a fraction multiplies
        if t.type == "DE" and len(out) >= 3 and [x.type for x in out[-3:]] in (["NUM", "FENZHI", "NUM"], ["NUM", "DIVIDE", "NUM"]) \
                and following is not None and following.type == "NUM" \
                and (i + 2 >= len(tokens) or tokens[i + 2].type not in _AFTER_DE_NUM):
            t = Tok("FRACTION_OF", t.value, t.pos)  # "四分之三的48", "3/4的48": of a fraction too
        if t.type == "COMMA" and following is not None and following.type in ("TIMES", "DIVIDE", "PLUS", "MINUS") \
                and out and out[-1].type in ("NUM", "UNIT", "RPAR", "MEASURE"):
            t = Tok("THEN", t.value, t.pos)  # "the sum of 72 and 10, divided by 9": the comma groups
        if t.type == "MINUS" and out and out[-1].type == "DATE" and following is not None \
                and following.type in ("HOW_MANY_DAYS", "WHAT", "WEEKDAY_EN") and following.pos > t.pos + 1:
            t = Tok("COMMA", t.value, t.pos)  # "31.12.2023 to 15.03.2024 - how many days is that"
        if t.type == "MINUS" and t.value in ("-", "–", "—") and out and out[-1].type == "WHAT" \
                and (following is None or following.pos > t.pos + 1):
            t = Tok("DASH", t.value, t.pos)  # "quick one - 12*24": a dash or a minus sign? Not read.
        if t.type == "WORD" and t.value in ("—", "–", "--") and following is not None and following.type == "WHAT":
            t = Tok("COMMA", t.value, t.pos)  # "my calculator died — what's …": a pause before the question
        elif t.type == "WORD" and t.value in ("—", "--") and out and following is not None \
                and out[-1].pos + len(out[-1].value) < t.pos < following.pos - len(t.value) \
                and not (out[-1].type == "NUM" and following.type == "NUM"):
            t = Tok("COMMA", t.value, t.pos)  # "91 — prime?": an em dash with spaces is a pause (not "3 — 5")
        if t.type == "MINUS" and t.value in ("-", "–", "—") and following is not None and following.type == "WHAT" \
                and out and out[-1].pos + len(out[-1].value) < t.pos < following.pos - 1:
            t = Tok("COMMA", t.value, t.pos)  # "… to $65,000 - what's the raise": a dash before the question
        if t.type == "FACT_POST" and t.value == "!" and (not out or out[-1].type in ("WHAT", "COMMA")):
            t = Tok("COMMA", t.value, t.pos)  # "Hello! square root of ...": an exclamation
        if t.type == "COMMA" and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "DECIMAL_PLACES":
            continue  # "the square root of 7, 5 decimal places"
        if t.type == "UNIT" and following is not None and following.type == "NUM" \
                and (not out or out[-1].type not in ("NUM", "UNIT")):
            continue  # "人民币4783元": the number carries its own unit
        if t.type == "WORD" and t.value in ("st", "nd", "rd", "th") and out and out[-1].type == "ORD":
            continue  # "4th": the slot holds the number, the suffix says it is an ordinal
        if t.type == "SUBTRACT_VERB" and t.value == "take away" and out and out[-1].type in ("NUM", "RPAR"):
            t = Tok("MINUS", t.value, t.pos)  # "100 take away 45"
        if out and out[-1].type == "THEN" and t.type in ("ADD_VERB", "SUBTRACT_VERB"):
            t = Tok("PLUS" if t.type == "ADD_VERB" else "MINUS", t.value, t.pos)  # "… then subtract 4"
        if t.type == "ADD_VERB" and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "COMMA":
            t = Tok("SUM_OF", t.value, t.pos)  # "add 7, 8 and 9": a list
        if t.type == "TO" and following is not None and following.type == "ORD" and out \
                and out[-1].type in ("NUM", "RPAR"):
            t = Tok("POW", t.value, t.pos)  # "3 to the 4th (power)"
        if t.type == "WORD" and t.value == "x" and out and out[-1].type in ("NUM", "RPAR") \
                and following is not None and following.type in ("NUM", "LPAR"):
            t = Tok("TIMES", t.value, t.pos)  # "12 x 24"
        if t.type == "WORD" and _result_before_rounding(tokens, i):
            continue  # "，结果四舍五入到角": the rounding is of the result anyway
        if t.type == "WHETHER" and t.value == "if" and not out and following is not None \
                and following.value in ("i", "we") and i + 2 < len(tokens) and tokens[i + 2].type in _VERBS:
            continue  # "If I multiply 19 by 21 …, what do I get": the steps are the question
        if t.type == "WORD" and t.value in ("i", "we") and out == [] and i == 1 and tokens[0].type == "WHETHER" \
                and following is not None and following.type in _VERBS:
            continue
        if t.type == "TAKE" and not out and following is not None and following.type == "NUM" and i + 2 < len(tokens) \
                and tokens[i + 2].type == "COMMA":
            continue  # "Take 500, subtract 137, …": the number a chain of steps starts from
        if t.type == "COMMA" and following is not None and following.type in ("ADD_VERB", "SUBTRACT_VERB") \
                and out and out[-1].type == "NUM" and i + 2 < len(tokens) and tokens[i + 2].type == "NUM" \
                and all(x.type not in ("FROM", "TO") for x in tokens[i + 2:i + 4]):
            t = Tok("THEN", t.value, t.pos)  # "500, subtract 137": the next step
        if t.type == "WORD" and t.value in ("all", "altogether") and out and out[-1].type in ("NUM", "RPAR") \
                and following is not None and following.type in ("DIVIDE", "TIMES"):
            t = Tok("THEN", t.value, t.pos)  # "20 plus 30 all divided by 5": the whole sum
        if t.type == "WORD" and t.value == "over" and out and out[-1].type == "NUM" \
                and following is not None and following.type == "NUM" \
                and (i + 2 >= len(tokens) or tokens[i + 2].type not in _SPAN_UNITS):
            t = Tok("DIVIDE", t.value, t.pos)  # "48 over 6", not "to 1331 over 3 years"
        if t.type == "PLUS" and t.value == "and then add":  # "multiply 19 by 21 and then add 1": a next step
            out.append(Tok("THEN", "and then", t.pos))
            t = Tok("PLUS", "add", t.pos)
        if t.type == "WORD" and out and out[-1].type == "DE":
            # "100元的东西打8折": 的 before an unknown word belongs to the word, not to arithmetic
            de = out.pop()
            t = Tok("WORD", de.value + t.value, de.pos)
        out.append(t)
    return _tight_fractions_grouped(out)


# Units after "over N" that make it a span of time or a distance, not a divisor.
_SPAN_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT", "UNIT"})


def _result_before_rounding(tokens: list[Tok], i: int) -> bool:
    return i + 1 < len(tokens) and tokens[i].type == "WORD" and tokens[i].value in ("结果", "最后结果", "得数") \
        and tokens[i + 1].type in ("ROUND_ZH", "ROUND_WHOLE_ZH")


_SCALES = {"华氏": "华氏度", "摄氏": "摄氏度"}


def _degrees_named_first(tokens: list[Tok]) -> list[Tok]:
    """"华氏 98.6 度", "华氏多少度": the scale written before the number is the unit 华氏度 after it."""
    out = list(tokens)
    for i in range(len(out) - 2):
        if out[i].type == "WORD" and out[i].value in _SCALES and out[i + 1].type in ("NUM", "HOW_MANY") \
                and out[i + 2].type == "WORD" and out[i + 2].value == "度":
            unit = Tok("UNIT", _SCALES[out[i].value], out[i + 2].pos)
            out[i:i + 3] = [out[i + 1], unit, Tok("NOISE", "", -1)]
    return [t for t in out if t.pos >= 0]


_SUM_LAST = (("SUM_OF", "add up", "TO", "to"), ("ADD_MORE", "added", "TOGETHER", "together"),
             ("ADD_VERB", "add", "TOGETHER", "together"))


def _sum_asked_last(tokens: list[Tok]) -> list[Tok]:
    """"what do 4, 7 and 12 add up to", "4, 7 and 12 added together": a list of numbers and then
    the words asking its sum is "the sum of 4, 7 and 12"."""
    if len(tokens) < 5 or tokens[-1].type not in ("TO", "TOGETHER"):
        return tokens
    ending = (tokens[-2].type, tokens[-2].value, tokens[-1].type, tokens[-1].value)
    if ending not in _SUM_LAST:
        return tokens
    start = 0
    while start < len(tokens) and tokens[start].type == "WHAT":
        start += 1
    if start and start < len(tokens) and tokens[start].value == "do":
        start += 1
    items = tokens[start:-2]
    shape = [t.type for t in items]
    if len(items) < 3 or shape[0::2] != ["NUM"] * len(shape[0::2]) or shape[-1] != "NUM" \
            or any(t not in ("COMMA", "AND") for t in shape[1::2]):
        return tokens
    lead = [t for t in tokens[:start] if t.type == "WHAT"]  # "what do": the question, said by the sum
    return [*lead, Tok("SUM_OF", tokens[-2].value, items[0].pos), *items]


def _dozens(tokens: list[Tok]) -> list[Tok]:
    """"12打是多少个", "5 dozen eggs, how many": 打 after a count is a dozen (before a number it is
    a discount, 打8折); the 个 the question counts in is then the dozen's items."""
    if not any(t.type in ("DOZEN", "DA") for t in tokens):
        return tokens
    out = list(tokens)
    if any(t.type == "DOZEN" and i >= 2 and out[i - 2].type == "DIVIDE" for i, t in enumerate(out)):
        return []  # "1/2 dozen": half a dozen to a person, 1/(2 dozen) to the grammar; not read
    for i in range(1, len(out)):
        if out[i].type == "DA" and out[i - 1].type == "NUM" and (i + 1 == len(out) or out[i + 1].type != "NUM"):
            out[i] = Tok("DOZEN", out[i].value, out[i].pos)
    if any(t.type == "DOZEN" for t in out) and len(out) > 2 and out[-1].type == "MEASURE" and out[-1].value == "个" \
            and out[-2].type in ("ASK", "HOW_MANY"):
        out.pop()
    return out


_SCALE_LETTERS = {"c": "°c", "f": "°f"}
_TEMPERATURES = frozenset({"°c", "°f", "℃", "℉", "celsius", "fahrenheit", "摄氏度", "华氏度", "degrees c", "degrees f",
                           "degrees celsius", "degrees fahrenheit"})


def _temperature_letters(tokens: list[Tok]) -> list[Tok]:
    """"30 C to F", "98.6°F in C", "100 f in c": a bare C or F is a temperature scale only in a
    conversion of one number between scales (an amount, then in/to, then the other scale)."""
    if not any(t.type == "WORD" and t.value in _SCALE_LETTERS for t in tokens):
        return tokens
    out = list(tokens)
    for i in range(1, len(out) - 2):
        first, link, second = out[i], out[i + 1], out[i + 2]
        if out[i - 1].type != "NUM" or link.type not in ("IN", "TO") or i + 3 != len(out):
            continue
        scales = [t.value if t.type == "UNIT" else _SCALE_LETTERS.get(t.value, "") if t.type == "WORD" else ""
                  for t in (first, second)]
        if all(s in _TEMPERATURES for s in scales) and {first.type, second.type} & {"WORD"}:
            out[i], out[i + 2] = (Tok("UNIT", v, t.pos) for v, t in zip(scales, (first, second)))
    return out


_POUNDS = frozenset({"pound", "pounds"})
_MASS_WORDS = frozenset({"kg", "kilograms", "kilogram", "kilos", "g", "grams", "gram", "千克", "公斤", "克"})
_LINKS = frozenset({"TO", "IN"})
_MONEY_TALK = frozenset({"cost", "costs", "price", "pay", "paid", "spend", "spent", "worth", "buy", "bought", "sell", "sold",
                         "charge", "charged", "change", "money", "cash", "owe", "earn", "sterling", "quid"})


def _pounds_of_mass(tokens: list[Tok]) -> list[Tok]:
    """"convert 5 kg to pounds", "convert 2 pounds to grams": a pound is the weight (lb), not the money, where the
    request says "convert" and converts one amount between it and a unit of mass (pounds of money in kilograms
    mean nothing): one number, the pound word right after the number or a link (to, in), no word of money.
    Without "convert" ("I weigh 68 kg. How many pounds?", "1 pound in kg?") the project asks (hostile_probes)."""
    if not any(t.type == "WORD" and t.value in _POUNDS for t in tokens) or tokens[0].value != "convert" \
            or sum(t.type == "NUM" and not (i + 1 < len(tokens) and tokens[i + 1].type == "DECIMAL_PLACES")
                   for i, t in enumerate(tokens)) != 1 or not any(t.type == "UNIT" and t.value in _MASS_WORDS for t in tokens) \
            or any(t.value in _MONEY_TALK for t in tokens):
        return tokens
    return [Tok("UNIT", "lb", t.pos) if t.type == "WORD" and t.value in _POUNDS and i
            and (tokens[i - 1].type in _LINKS or tokens[i - 1].type == "NUM") else t for i, t in enumerate(tokens)]


# A result word after one amount, moved to the front where the grammar reads it:
# "250的一半" is "half of 250", "17除以5的余数" is "the remainder of 17 divided by 5".
_RESULT_FIRST = {
    "HALF_ZH": ("HALF_OF", (["NUM"], ["NUM", "UNIT"], ["NUM", "MEASURE"], ["NUM", "DIVIDE", "NUM"], ["NUM", "FENZHI", "NUM"],
                            ["NUM", "YOU_MIXED", "NUM", "DIVIDE", "NUM"], ["NUM", "YOU_MIXED", "NUM", "FENZHI", "NUM"])),
    "ZH_REM": ("REMAINDER_OF", (["NUM", "DIVIDE", "NUM"],)),
}


_STAT_WORDS = frozenset({"ZH_MEAN", "ZH_MEDIAN", "ZH_MAX", "ZH_MIN", "ZH_RANGE", "ZH_SUM"})


_WHICH_OF = frozenset({"MAX_OF", "MIN_OF"})


_CHAR_ASKS = (["CHUXIAN"], ["HOW_MANY", "MEASURE"], ["YOU", "HOW_MANY"], ["HOW_MANY"], ["ZH_SUM", "HOW_MANY", "MEASURE"],
              ["ZH_SUM", "YOU", "HOW_MANY", "MEASURE"], ["ZH_SUM", "HOW_MANY"])


def _characters_asked(tokens: list[Tok]) -> list[Tok]:
    """"“床前明月光”有几个字", "…多少个字": right after one quoted string, the count of its characters
    (字 there is a character; elsewhere "打 1500 个字" counts words typed, and stays)."""
    lead = 1 if tokens and tokens[0].type == "STRING_NOUN" else 0  # "字符串“…”有几个字"
    if len(tokens) < lead + 3 or tokens[lead].type != "QUOTE" or tokens[-1].type != "WORD" or tokens[-1].value != "字" \
            or any(t.type == "QUOTE" for t in tokens[lead + 1:]):
        return tokens
    middle = tokens[lead + 1:-1]
    if [t.type for t in middle] not in _CHAR_ASKS or any(t.type == "MEASURE" and t.value != "个" for t in middle) \
            or middle[0].type == "CHUXIAN" and middle[0].value not in ("有几个", "有多少个"):
        return tokens
    return [*tokens[:lead + 1], Tok("LENGTH", "".join(t.value for t in middle) + "字", middle[0].pos)]


def _which_of_two(tokens: list[Tok]) -> list[Tok]:
    """"Which is smaller, 0.45 or 0.405?", "which is bigger: 3/4 or 0.7": the numbers compared are a list
    joined by "or"; the comma (or colon) after the question goes."""
    if len(tokens) < 4 or tokens[0].type not in _WHICH_OF or not tokens[0].value.startswith("which"):
        return tokens
    rest = tokens[2:] if tokens[1].type == "COMMA" else tokens[1:]
    out, i, ors = [tokens[0]], 0, 0
    while i < len(rest):
        start = i
        i += rest[i].type == "MINUS"
        if i >= len(rest) or rest[i].type != "NUM":
            return tokens
        i += 1
        if i + 1 < len(rest) and tight_slash(rest, i):
            i += 2
        out += rest[start:i]
        if i == len(rest):
            break
        sep = rest[i]
        if sep.type == "WORD" and sep.value == "or":
            ors += 1
            out.append(Tok("AND", "or", sep.pos))
        elif sep.type != "COMMA":
            return tokens
        else:
            out.append(sep)
        i += 1
    separators = [t for t in out[1:] if t.type in ("AND", "COMMA")]
    return out if ors == 1 and separators and separators[-1].type == "AND" else tokens  # "…, 0.405 or 0.5"


def _list_after_question(tokens: list[Tok]) -> list[Tok]:
    """"这组数的平均值是多少：80、90、85、95": the list is written after its question; it is read as
    "80、90、85、95的平均值是多少". Only a whole tail of two or more plain items moves."""
    start = 0
    while start < len(tokens) and tokens[start].type in ("WHAT", "COMMA"):
        start += 1
    if start >= len(tokens) or tokens[start].type not in _STAT_WORDS:
        return tokens
    at = start + 1
    while at < len(tokens) and tokens[at].type in ("HOW_MANY", "ASK", "IS", "COMMA"):
        at += 1
    items = tokens[at:]
    shape = [t.type for t in items]
    if len(items) < 3 or shape[0::2] != ["NUM"] * len(shape[0::2]) \
            or any(t not in ("COMMA", "AND") for t in shape[1::2]) or shape[-1] != "NUM":
        return tokens
    question = [t for t in tokens[start:at] if t.type != "COMMA"]
    return [*tokens[:start], *items, *question]


_DIVISION_SHAPES = (["NUM", "DIVIDE", "NUM"], ["DIVIDE_VERB", "NUM", "BY", "NUM"])


def _remainder_first(tokens: list[Tok]) -> list[Tok]:
    """"75868 divided by 5, what's the remainder", "if you divide 50799 by 58, what's the remainder":
    a division and then the question for its remainder reads as "the remainder of 75868 divided by 5"."""
    if not tokens or tokens[-1].type != "REMAINDER_ASK":
        return tokens
    start = 0
    while start < len(tokens) and tokens[start].type == "WHAT":
        start += 1
    body = [t for t in tokens[start:-1] if t.type != "COMMA"]
    if [t.type for t in body] not in _DIVISION_SHAPES or body[-2].pos > tokens[-1].pos:
        return tokens
    numbers = [t for t in body if t.type == "NUM"]
    head = Tok("REMAINDER_OF", tokens[-1].value, tokens[start].pos)
    return [*tokens[:start], head, numbers[0], Tok("BY", "by", numbers[1].pos - 1), numbers[1]]


def _result_first(tokens: list[Tok]) -> list[Tok]:
    for word, (head_type, shapes) in _RESULT_FIRST.items():
        at = next((i for i, t in enumerate(tokens) if t.type == word), None)
        if at is None:
            continue
        start = 0
        while start < at and tokens[start].type in ("WHAT", "COMMA"):
            start += 1
        if [t.type for t in tokens[start:at]] in shapes:  # otherwise it reads two ways: not moved
            head = Tok(head_type, tokens[at].value, tokens[start].pos)
            tokens = [*tokens[:start], head, *tokens[start:at], *tokens[at + 1:]]
    return tokens


def _is_cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _joined_across_a_space(text: str, pos: int, last: Tok) -> tuple[Tok, int] | None:
    """"12 乘 以 24", "等 于 多 少": a Chinese word typed with a space inside it is that word (the longest
    that the characters before and after the space make), and reading goes on after it."""
    if not last.value or not _is_cjk(last.value[-1]) or last.pos + len(last.value) != pos - 1:
        return None
    for k in range(4, 0, -1):
        after = text[pos:pos + k]
        if len(after) == k and all(map(_is_cjk, after)) and (kind := _SURFACES.get(last.value + after)) is not None:
            # placed so that it ends where its last character does, as every token does
            return Tok(kind, last.value + after, pos + k - len(last.value + after)), pos + k
    return None


def raw_tokens(text: str) -> list[Tok]:
    text = _SPACES.sub(" ", text)
    out: list[Tok] = []
    pos, size = 0, len(text)
    while pos < size:
        ch = text[pos]
        if ch in _IGNORED:
            pos += 1
            continue
        if ch == "<":
            slot = _SLOT_AT.match(text, pos)
            if slot is not None:
                out.append(Tok(_SLOT_TYPES[text[pos + 1]], slot.group(), pos))
                pos = slot.end()
                continue
        if out and text[pos - 1] == " " and _is_cjk(ch):
            joined = _joined_across_a_space(text, pos, out[-1])
            if joined is not None:
                out[-1], pos = joined
                continue
        found = None
        lengths = _LENGTHS_BY_FIRST_WORD.get(_LETTERS.match(text, pos).group(), ()) if _is_latin(ch) \
            else _LENGTHS_BY_TWO.get(text[pos:pos + 2]) or _ONE_CHARACTER.get(ch, ())
        for length in lengths:  # longest first
            piece = text[pos:pos + length]
            kind = _SURFACES.get(piece)
            if kind is None:
                continue
            # English words match whole words only
            if _is_latin(piece[0]) and pos and _is_latin(text[pos - 1]):
                continue
            if _is_latin(piece[-1]) and pos + length < size and (_is_latin(text[pos + length])
                                                                 or text[pos + length].isdigit()):
                continue
            if kind != "WORD" and not _is_latin(piece[0]) and length > 1 and _splits_noun(text, pos, length):
                continue
            found = Tok(kind, piece, pos)
            break
        if found is not None:
            out.append(found)
            pos += len(found.value)
            continue
        if _is_latin(ch):
            word = _LATIN_WORD.match(text, pos).group()  # type: ignore[union-attr]
            out.append(Tok("WORD", word, pos))
            pos += len(word)
            continue
        if "\u4e00" <= ch <= "\u9fff" and out and out[-1].type == "WORD" \
                and out[-1].pos + len(out[-1].value) == pos \
                and (not _is_latin(out[-1].value[0]) or len(out[-1].value) == 1):
            last = out.pop()  # unknown characters run together into one WORD ("T恤", "U盘": a letter too)
            out.append(Tok("WORD", last.value + ch, last.pos))
        else:
            out.append(Tok("WORD", ch, pos))
        pos += 1
    return _comparisons_after_bi(_months_asked(_asked_for(out)))


def _asked_for(tokens: list[Tok]) -> list[Tok]:
    """"我问老婆要了10元", "老婆问我要了10元", "师傅要了我50元": 要 done (要了) or asked of someone (问/向/跟 X 要) is a
    taking whose direction the words decide, not a price ("要10元"): an unknown word, so it stops a reading."""
    at = [i for i, t in enumerate(tokens) if t.value == "要" and t.type == "YAO"]  # most requests: none
    if not at:
        return tokens
    out = list(tokens)
    for i in at:
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.type == "WORD" and following.value.startswith("了") \
                or i and tokens[i - 1].type == "WORD" and any(w in tokens[i - 1].value[:-1] for w in "问向跟"):
            out[i] = Tok("WORD", "要", tokens[i].pos)
    return out


_COMPARED = frozenset({"BIGGER_ASK", "SMALLER_ASK"})


def _comparisons_after_bi(tokens: list[Tok]) -> list[Tok]:
    """"A比B重多少" asks how much heavier; "20箱苹果重多少千克" asks how heavy: 重多少 (长多少, 高多少 …)
    compares only after a 比, and is otherwise a word and its question."""
    if not any(t.type in _COMPARED for t in tokens):
        return tokens
    out: list[Tok] = []
    for t in tokens:
        if t.type in _COMPARED and not any(x.type == "BI" for x in out):
            word, rest = t.value[0], t.value[1:]
            if out and out[-1].type == "WORD" and out[-1].pos + len(out[-1].value) == t.pos \
                    and not _is_latin(out[-1].value[0]):
                last = out.pop()  # "段最" "长": unknown characters run together into one WORD
                word = last.value + word
            out += [Tok("WORD", word, t.pos - len(word) + 1), Tok(_SURFACES.get(rest, "WORD"), rest, t.pos + 1)]
        else:
            out.append(t)
    return out


# --- notation (issue 15: notation_blind.jsonl) ---
_GROUP_OPERATORS = frozenset({"PLUS", "MINUS", "TIMES"})
# Before a juxtaposed product these make it ambiguous: 6÷2(1+2) is 9 or 1, 2^2(3) is 12 or 64.
_NOT_BEFORE_A_JUXTAPOSED_PRODUCT = frozenset({"DIVIDE", "POW"})


def _group_end(tokens: list[Tok], start: int) -> int | None:
    """The index of the RPAR that closes the LPAR at `start`, or None."""
    depth = 0
    for k in range(start, len(tokens)):
        depth += {"LPAR": 1, "RPAR": -1}.get(tokens[k].type, 0)
        if depth == 0:
            return k
    return None


def _group_start(tokens: list[Tok], end: int) -> int | None:
    depth = 0
    for k in range(end, -1, -1):
        depth += {"RPAR": 1, "LPAR": -1}.get(tokens[k].type, 0)
        if depth == 0:
            return k
    return None


def _implicit_products(tokens: list[Tok]) -> list[Tok]:
    """"2(3+4)", "(2+3)(4+1)", "2（3+4）": a number or a bracket written right against a bracket that
    holds a sum, a difference or a product multiplies it, as in school algebra. Not after a division
    or a power (6÷2(1+2) reads two ways), not a bracket with a fraction alone (1(5/6) is a mixed
    number), not with a space between ("第2 (3+4)")."""
    if not any(t.type == "LPAR" for t in tokens):
        return tokens
    out: list[Tok] = []
    for i, t in enumerate(tokens):
        if t.type == "LPAR" and out and out[-1].type in ("NUM", "RPAR") \
                and out[-1].pos + len(out[-1].value) == t.pos:
            end = _group_end(tokens, i)
            inner = tokens[i + 1:end] if end is not None else []
            first = len(out) - 1 if out[-1].type == "NUM" else _group_start(out, len(out) - 1)
            if inner and any(x.type in _GROUP_OPERATORS for x in inner) and first is not None \
                    and (first == 0 or out[first - 1].type not in _NOT_BEFORE_A_JUXTAPOSED_PRODUCT):
                out.append(Tok("TIMES", "*", t.pos))
        out.append(t)
    return out


def _tight_slash_chains(tokens: list[Tok]) -> list[Tok]:
    """"2/3/4": slashes written tight between three numbers are a fraction divided, a number divided
    by a fraction, or a date; not read. Spaced ("6 / 2 / 3") or ÷, the divisions go from the left."""
    if any(tight_slash(tokens, i) and tight_slash(tokens, i + 2) for i in range(len(tokens))):
        return []
    return tokens


_LEAD_ONLY = frozenset({"WHAT", "HOW_MANY", "IS"})


def _subtracted_from(tokens: list[Tok]) -> list[Tok]:
    """"what is 8 subtracted from 30": the passive subtraction, its operands the other way round (30 − 8),
    only as the whole request after a lead-in; with anything more it is not read."""
    if len(tokens) < 4 or [t.type for t in tokens[-3:-1]] != ["WORD", "FROM"] or tokens[-3].value != "subtracted" \
            or tokens[-4].type != "NUM" or tokens[-1].type != "NUM" \
            or any(t.type not in _LEAD_ONLY for t in tokens[:-4]):
        return tokens
    return [*tokens[:-4], tokens[-1], Tok("MINUS", "-", tokens[-3].pos), tokens[-4]]


# "the quotient when 144 is divided by 12": the result named, then the operation that makes it
_NAMED_RESULTS = {"quotient": "DIVIDE", "product": "TIMES", "sum": "PLUS"}


def _operation_named_before(tokens: list[Tok]) -> list[Tok]:
    """"what's the quotient when 144 is divided by 12", "the product when 6 is multiplied by 7": the
    name goes where the operation says the same (a quotient when … is multiplied is not read)."""
    for i in range(len(tokens) - 4):
        op = _NAMED_RESULTS.get(tokens[i].value) if tokens[i].type == "WORD" else None
        if op and tokens[i + 1].type == "WORD" and tokens[i + 1].value == "when" \
                and [t.type for t in tokens[i + 2:]] == ["NUM", op, "NUM"]:
            return [*tokens[:i], *tokens[i + 2:]]
    return tokens


_CHANGE_VERBS = {"increase": "INCREASED_BY", "decrease": "DECREASED_BY", "reduce": "DECREASED_BY"}


def _changed_by(tokens: list[Tok]) -> list[Tok]:
    """"increase 50 by 10", "decrease 50 by 10": the verb first, as "50 increased by 10" reads (a
    percentage after "by" is the same change in percent), only as the whole request after a lead-in."""
    if len(tokens) < 4 or [t.type for t in tokens[-3:]] != ["NUM", "BY", "NUM"] \
            or tokens[-4].value not in _CHANGE_VERBS or tokens[-4].type not in ("GROWTH_EN", "FALL_VERB") \
            or any(t.type not in _LEAD_ONLY for t in tokens[:-4]):
        return tokens
    verb = tokens[-4]
    return [*tokens[:-4], tokens[-3], Tok(_CHANGE_VERBS[verb.value], f"{verb.value}d by", verb.pos), tokens[-1]]


def _letter_a_after_zh_in(tokens: list[Tok]) -> list[Tok]:
    """"“banana”里a出现了几次": after a quoted string and 里/中, "a" is the letter counted, not an article."""
    return [Tok("WORD", t.value, t.pos) if t.type == "WHAT" and t.value == "a" and 1 < i < len(tokens) - 1
            and tokens[i - 1].type == "IN" and not _is_latin(tokens[i - 1].value[0])
            and tokens[i - 2].type in ("QUOTE", "STRING_NOUN") and tokens[i + 1].type == "CHUXIAN" else t
            for i, t in enumerate(tokens)]
# --- end notation ---
