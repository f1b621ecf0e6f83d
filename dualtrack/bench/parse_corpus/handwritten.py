"""Requests written by hand, one by one, across the families and both languages: the phrasings a
template does not produce. Golds are computed here (Fraction / datetime), not typed in."""

from __future__ import annotations

import datetime as dt
import math
from fractions import Fraction as F

from .common import Row, factor_string, fast, is_prime, median, num, rounded, round_to, slow, weekday

SOURCE = "hand"


def _d(text: str) -> dt.date:
    return dt.date.fromisoformat(text)


def days(a: str, b: str, inclusive: bool = False) -> str:
    return str((_d(b) - _d(a)).days + (1 if inclusive else 0))


def shift(d: str, n: int) -> str:
    return (_d(d) + dt.timedelta(days=n)).isoformat()


def prime(n: int) -> str:
    return "true" if is_prime(n) else "false"


def wd(d: str) -> str:
    return weekday(_d(d))


T = "2024-03-15"  # the "today" of the context rows

# (text, lang, category, gold or None for slow, context)
DEV: list[tuple[str, str, str, str | None, dict]] = [
    ("3加5的和乘以2是多少？", "zh", "arith.words", num((3 + 5) * 2), {}),
    ("先算18减6，再除以4", "zh", "arith.words", num(F(18 - 6, 4)), {}),
    ("the square of the sum of 3 and 4", "en", "arith.words", num((3 + 4) ** 2), {}),
    ("what's negative 7 plus 12", "en", "arith.words", num(-7 + 12), {}),
    ("-15 - -8 = ?", "en", "arith.symbols", num(-15 - -8), {}),
    ("（－３）×（－４）＝？", "zh", "numbers.forms", num(12), {}),
    ("１２×２４", "zh", "numbers.forms", num(288), {}),
    ("三千五百加一千二百等于多少", "zh", "numbers.zh", num(3500 + 1200), {}),
    ("1.2万减去3500是多少？", "zh", "numbers.zh", num(12000 - 3500), {}),
    ("3亿除以5万等于几", "zh", "numbers.zh", num(F(300_000_000, 50_000)), {}),
    ("两百五十乘以四", "zh", "numbers.zh", num(250 * 4), {}),
    ("一万零五十减去五十", "zh", "numbers.zh", num(10050 - 50), {}),
    ("三分之二加六分之一", "zh", "numbers.forms", num(F(2, 3) + F(1, 6)), {}),
    ("2又1/3乘以3等于多少", "zh", "numbers.forms", num((2 + F(1, 3)) * 3), {}),
    ("1(5/6) + 2(1/6)", "en", "numbers.forms", num(F(11, 6) + F(13, 6)), {}),
    ("3/4 of 120", "en", "numbers.forms", num(F(3, 4) * 120), {}),
    ("1.5e3 + 250", "en", "numbers.forms", num(1750), {}),
    ("3×10^5除以200", "zh", "numbers.forms", num(F(300_000, 200)), {}),
    ("15% of 80 plus 12", "en", "percent", num(F(15, 100) * 80 + 12), {}),
    ("200的百分之十五是多少", "zh", "percent", num(30), {}),
    ("what percent is 45 of 180?", "en", "percent", num(F(45, 180) * 100), {}),
    ("一件衣服原价299元，打8.5折后多少钱？", "zh", "discount", num(299 * F(85, 100)), {}),
    ("$80 shoes, 25% off, what's the price", "en", "discount", num(80 * F(75, 100)), {}),
    ("这台电脑5999元，打九折多少钱", "zh", "discount", num(5999 * F(9, 10)), {}),
    ("上月销售额120万元，本月150万元，环比增长率是多少？", "zh", "growth", num(F(150 - 120, 120) * 100), {}),
    ("revenue was 200 in Q2 and 230 in Q3, what's the growth rate from Q2 to Q3", "en", "growth", num(F(30, 200) * 100), {}),
    ("股价从50元跌到40元，降幅是多少？", "zh", "growth", num(F(10, 50) * 100), {}),
    ("去年3月卖了2,000台，今年3月卖了2,600台，同比增长率是多少", "zh", "growth", num(F(600, 2000) * 100), {}),
    ("80, 95, 72 和 88 的平均分是多少", "zh", "stats", num(F(80 + 95 + 72 + 88, 4)), {}),
    ("median of 7, 1, 9, 4", "en", "stats", num(median([7, 1, 9, 4])), {}),
    ("求 12、45、7、33 中的最大值", "zh", "stats", num(45), {}),
    ("sum of 1.5, 2.25 and 3", "en", "stats", num(F(3, 2) + F(9, 4) + 3), {}),
    ("2的10次方", "zh", "power_root", num(2**10), {}),
    ("144开平方是多少", "zh", "power_root", num(12), {}),
    ("what is 7 cubed?", "en", "power_root", num(343), {}),
    ("10的阶乘等于多少？", "zh", "power_root", num(math.factorial(10)), {}),
    ("sqrt(2) to 4 decimal places", "en", "power_root", "1.4142", {}),
    ("分解质因数360", "zh", "factorize", factor_string(360), {}),
    ("prime factors of 1001", "en", "factorize", factor_string(1001), {}),
    ("97是质数吗？", "zh", "prime", prime(97), {}),
    ("is 1 a prime number?", "en", "prime", prime(1), {}),
    ("91是不是素数", "zh", "prime", prime(91), {}),
    ("12和18的最大公约数", "zh", "gcd_lcm", num(math.gcd(12, 18)), {}),
    ("LCM of 4, 6 and 10", "en", "gcd_lcm", num(math.lcm(4, 6, 10)), {}),
    ("从2024年1月1日到2024年12月31日一共多少天（含首尾）", "zh", "date_diff", days("2024-01-01", "2024-12-31", True), {}),
    ("How many days from Dec 31, 2023 to Mar 15, 2024?", "en", "date_diff", days("2023-12-31", "2024-03-15"), {}),
    ("31.12.2023 to 15.03.2024 - how many days is that", "en", "date_diff", days("2023-12-31", "2024-03-15"), {}),
    ("2024年2月10日到3月5日有几天", "zh", "date_diff", days("2024-02-10", "2024-03-05"), {}),
    ("2024年3月1日的前一天是几号", "zh", "date_add", shift("2024-03-01", -1), {}),
    ("3 weeks after 2024-01-10", "en", "date_add", shift("2024-01-10", 21), {}),
    ("2024年3月1日再过90天是哪天？", "zh", "date_add", shift("2024-03-01", 90), {}),
    ("what day of the week was July 4, 1976?", "en", "weekday", wd("1976-07-04"), {}),
    ("2000年1月1日是星期几", "zh", "weekday", wd("2000-01-01"), {}),
    ("明天是几号？", "zh", "date_relative", shift(T, 1), {"today": T}),
    ("what date is 10 days from today", "en", "date_relative", shift(T, 10), {"today": T}),
    ("今天星期几", "zh", "date_relative", wd(T), {"today": T}),
    ("reverse \"hello world\"", "en", "string", "dlrow olleh", {}),
    ("把“你好世界”倒过来", "zh", "string", "界世好你", {}),
    ("how many s's in \"mississippi\"", "en", "string", "4", {}),
    ("“abcabc”中“bc”出现了几次？", "zh", "string", "2", {}),
    ("22/7保留两位小数", "zh", "rounding", rounded(F(22, 7), 2), {}),
    ("round 2.345 to 2 places", "en", "rounding", rounded(F(2345, 1000), 2), {}),
    ("1234 rounded to the nearest ten", "en", "rounding", round_to(1234, 10), {}),
    ("3.5公里是多少米？", "zh", "units", num(3500), {}),
    ("2小时15分钟等于多少秒", "zh", "units", num((2 * 60 + 15) * 60), {}),
    ("250 cm to m", "en", "units", num(F(250, 100)), {}),
    ("一周有7天，一天有24小时，一周一共多少小时？", "zh", "word_problem", num(7 * 24), {}),
    ("每小时走5公里，3小时走多少公里", "zh", "word_problem", num(15), {}),
    ("a ticket costs 40 dollars and I buy 6, how much do I pay", "en", "word_problem", num(240), {}),
    ("I had 50 and spent 18, how much is left?", "en", "word_problem", num(32), {}),
    ("I have 3 cats, what is 12*24?", "en", "arith.symbols", num(288), {}),
    ("¥1,250加上¥380一共多少钱", "zh", "money", num(1630), {}),
    ("50美元减去12.5美元还剩多少美元", "zh", "money", num(F(375, 10)), {}),
    ("第3季度的报告在哪里", "zh", "trap", None, {}),
    ("version 2.0 release notes", "en", "trap", None, {}),
    ("Tell me about 1984", "en", "trap", None, {}),
    ("我的电话是13912345678", "zh", "trap", None, {}),
    ("the 2008 crisis explained", "en", "trap", None, {}),
    ("iPhone 15 review", "en", "trap", None, {}),
    ("top 10 movies", "en", "trap", None, {}),
    ("302房间在几楼", "zh", "trap", None, {}),
    ("ISO 3166 country codes list", "en", "trap", None, {}),
    ("按最新个税起征点，月薪2万要交多少税", "zh", "needs_facts", None, {}),
    ("1000 dollars in RMB at today's rate", "en", "needs_facts", None, {}),
    ("Q3营收环比增长率是多少", "zh", "needs_facts", None, {}),
    ("6÷2(1+2)", "en", "ambiguous", None, {}),
    ("5吨是多少公斤", "zh", "ambiguous", None, {}),
    ("what day is 05/04/2022", "en", "ambiguous", None, {}),
    ("what is 12 times", "en", "ambiguous", None, {}),
    ("明天是几号", "zh", "ambiguous", None, {}),
    ("3 gallons to liters", "en", "ambiguous", None, {}),
    ("Tom is 3 years older than Ann, who is twice as old as Bob, who is 7. How old is Tom?", "en", "word_problem.slow", None, {}),
    ("一个班有40人，男生比女生多6人，男生有多少人", "zh", "word_problem.slow", None, {}),
    ("如果A>B且B>C，那A>C吗", "zh", "open", None, {}),
    ("why do compound interest calculations use exponents", "en", "open", None, {}),
]

HELDOUT: list[tuple[str, str, str, str | None, dict]] = [
    ("4加6的和再乘以3等于几", "zh", "arith.words", num((4 + 6) * 3), {}),
    ("先用100减去36，再除以8", "zh", "arith.words", num(F(64, 8)), {}),
    ("the product of the sum of 2 and 3 and the sum of 4 and 5", "en", "arith.words", num((2 + 3) * (4 + 5)), {}),
    ("minus 20 times 3", "en", "arith.words", num(-60), {}),
    ("-2.5 * 4 + 10 =", "en", "arith.symbols", num(0), {}),
    ("８８÷１１＝？", "zh", "numbers.forms", num(8), {}),
    ("（１５＋２５）×４", "zh", "numbers.forms", num(160), {}),
    ("两万零三百减去九千八百是多少", "zh", "numbers.zh", num(20300 - 9800), {}),
    ("2.5万加上7500等于多少", "zh", "numbers.zh", num(25000 + 7500), {}),
    ("1.2亿除以4等于多少", "zh", "numbers.zh", num(F(120_000_000, 4)), {}),
    ("一百零八除以十二", "zh", "numbers.zh", num(9), {}),
    ("负十五加二十等于几", "zh", "numbers.zh", num(5), {}),
    ("五分之三减去十分之一", "zh", "numbers.forms", num(F(3, 5) - F(1, 10)), {}),
    ("3又3/4加上1又1/4", "zh", "numbers.forms", num(F(15, 4) + F(5, 4)), {}),
    ("2 1/2 times 4", "en", "numbers.forms", num(10), {}),
    ("2.4E4 divided by 6", "en", "numbers.forms", num(4000), {}),
    ("what is 2/3 of 99", "en", "numbers.forms", num(66), {}),
    ("5×10^4减去1", "zh", "numbers.forms", num(49999), {}),
    ("what's 12.5% of 640", "en", "percent", num(80), {}),
    ("360的百分之二十五", "zh", "percent", num(90), {}),
    ("18是72的百分之几？", "zh", "percent", num(25), {}),
    ("原价1,280元的手机打七五折，要付多少？", "zh", "discount", num(1280 * F(75, 100)), {}),
    ("a $45 book is 20% off. What do I pay?", "en", "discount", num(36), {}),
    ("399元的耳机打8折", "zh", "discount", num(399 * F(8, 10)), {}),
    ("网站访问量从2,500涨到3,000，增长率是多少？", "zh", "growth", num(20), {}),
    ("profit fell from $400k to $300k. By what percent did it fall?", "en", "growth", num(25), {}),
    ("去年营收800万，今年1,000万，增长了百分之几", "zh", "growth", num(25), {}),
    ("users went from 1,600 to 2,000, year over year growth rate?", "en", "growth", num(25), {}),
    ("9、3、6、2、5的中位数", "zh", "stats", num(median([9, 3, 6, 2, 5])), {}),
    ("average of 10, 20, 30 and 45", "en", "stats", num(F(105, 4)), {}),
    ("最小值：17，4，29，-3，8", "zh", "stats", num(-3), {}),
    ("what's the biggest of 3.2, 3.19 and 3.21", "en", "stats", num(F(321, 100)), {}),
    ("3的4次方是多少", "zh", "power_root", num(81), {}),
    ("根号225", "zh", "power_root", num(15), {}),
    ("11 squared", "en", "power_root", num(121), {}),
    ("what is 8 factorial", "en", "power_root", num(math.factorial(8)), {}),
    ("3的平方根，保留三位小数", "zh", "power_root", "1.732", {}),
    ("把84分解质因数", "zh", "factorize", factor_string(84), {}),
    ("factorise 9999", "en", "factorize", factor_string(9999), {}),
    ("2027是质数吗", "zh", "prime", prime(2027), {}),
    ("is 561 prime", "en", "prime", prime(561), {}),
    ("判断 7919 是不是素数", "zh", "prime", prime(7919), {}),
    ("greatest common divisor of 48 and 180", "en", "gcd_lcm", num(math.gcd(48, 180)), {}),
    ("8、12和20的最小公倍数", "zh", "gcd_lcm", num(math.lcm(8, 12, 20)), {}),
    ("2023年5月1日到2023年10月1日，两头都算，一共多少天", "zh", "date_diff", days("2023-05-01", "2023-10-01", True), {}),
    ("days from 1 Jan 2024 to 1 Jan 2025", "en", "date_diff", days("2024-01-01", "2025-01-01"), {}),
    ("how many days between 2023/12/31 and 2024/12/31?", "en", "date_diff", days("2023-12-31", "2024-12-31"), {}),
    ("2025年6月1日到8月15日相差几天", "zh", "date_diff", days("2025-06-01", "2025-08-15"), {}),
    ("2023年1月1日的后一天是几号", "zh", "date_add", shift("2023-01-01", 1), {}),
    ("10 weeks before 2024-12-25", "en", "date_add", shift("2024-12-25", -70), {}),
    ("2025年12月20日过100天是几月几号", "zh", "date_add", shift("2025-12-20", 100), {}),
    ("which day of the week is 29 February 2028?", "en", "weekday", wd("2028-02-29"), {}),
    ("1949年10月1日是星期几？", "zh", "weekday", wd("1949-10-01"), {}),
    ("后天是几月几号", "zh", "date_relative", shift(T, 2), {"today": T}),
    ("what was the date 30 days ago", "en", "date_relative", shift(T, -30), {"today": T}),
    ("距离2024年10月1日还有多少天", "zh", "date_relative", days(T, "2024-10-01"), {"today": T}),
    ("spell 'stressed' backwards", "en", "string", "desserts", {}),
    ("把“ABC def”转成小写", "zh", "string", "abc def", {}),
    ("how many characters in 'OpenAI GPT'", "en", "string", "10", {}),
    ("'banana'里有几个a", "zh", "string", "3", {}),
    ("100除以7，保留三位小数", "zh", "rounding", rounded(F(100, 7), 3), {}),
    ("1/3 to 4 decimal places", "en", "rounding", rounded(F(1, 3), 4), {}),
    ("round 87,650 to the nearest thousand", "en", "rounding", round_to(87650, 1000), {}),
    ("4500克是多少千克", "zh", "units", num(F(4500, 1000)), {}),
    ("90 minutes is how many hours", "en", "units", num(F(3, 2)), {}),
    ("3周等于多少天", "zh", "units", num(21), {}),
    ("一盒鸡蛋有12个，买了5盒，一共多少个鸡蛋", "zh", "word_problem", num(60), {}),
    ("每本练习本3元，买8本要多少钱？", "zh", "word_problem", num(24), {}),
    ("a box of pens costs 7 dollars. How much are 9 boxes?", "en", "word_problem", num(63), {}),
    ("I had 120 and gave away 45, how many do I have left", "en", "word_problem", num(75), {}),
    ("我今年25岁，请问36乘以25是多少", "zh", "arith.words", num(900), {}),
    ("$1,999.99 plus $0.01", "en", "money", num(2000), {}),
    ("100美元乘以12等于多少美元", "zh", "money", num(1200), {}),
    ("2024年第二季度财报什么时候发", "zh", "trap", None, {}),
    ("what's new in Python 3.12", "en", "trap", None, {}),
    ("请拨打010-12345678咨询", "zh", "trap", None, {}),
    ("Tell me about the year 1969", "en", "trap", None, {}),
    ("3号线末班车几点", "zh", "trap", None, {}),
    ("best 5 laptops under $1000", "en", "trap", None, {}),
    ("我在1栋2单元301，外卖放门口", "zh", "trap", None, {}),
    ("GB 2312编码是什么", "zh", "trap", None, {}),
    ("World War 2 timeline", "en", "trap", None, {}),
    ("上海现在的房价每平米多少钱", "zh", "needs_facts", None, {}),
    ("what's the VAT rate in Germany times 200", "en", "needs_facts", None, {}),
    ("我们公司今年的净利润同比增长率", "zh", "needs_facts", None, {}),
    ("8/2(2+2)", "en", "ambiguous", None, {}),
    ("10盎司是多少克", "zh", "ambiguous", None, {}),
    ("03/04/2025是星期几", "zh", "ambiguous", None, {}),
    ("加上5等于多少", "zh", "ambiguous", None, {}),
    ("what is tomorrow's date", "en", "ambiguous", None, {}),
    ("2 pints in ml", "en", "ambiguous", None, {}),
    ("小明比小红多5本书，两人一共有25本，小明有几本？", "zh", "word_problem.slow", None, {}),
    ("A train leaves at 3pm going 60 mph, another at 4pm going 80 mph. When does the second catch up?", "en", "word_problem.slow", None, {}),
    ("请解释一下什么是增长率", "zh", "open", None, {}),
    ("write a short poem with the number 7 in it", "en", "open", None, {}),
]


def rows(split: str) -> list[Row]:
    table = DEV if split == "dev" else HELDOUT
    out = []
    for text, lang, category, gold, context in table:
        row = fast(text, lang, category, gold, SOURCE) if gold is not None else slow(text, lang, category, SOURCE)
        row.context = dict(context)
        out.append(row)
    return out
