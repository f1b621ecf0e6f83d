"""Checks on a reading before it is accepted: what the words around an operation say that no one
reader looks at, so a request whose words change the answer goes slow instead of being answered
as if they were not there.

- a negation or an exclusion ("not 25% off", 没有降价, 不算晚饭, "but returned the jacket");
- a half written after a count (三天半, 3小时半): the count read alone would be short by the half;
- a money answer asked in another currency, or in a smaller unit (多少角, "in cents");
- a phone number or a span of years written with a dash (555-1234, 2023-24): not a subtraction;
- a number that names (电话是…, 学号是…), an answer claimed and read as an amount (我算的是23元：…), things
  shared among groups with a member asked (分给4组小朋友，每个小朋友), the story's unit of other stuff (多少度水);
- an amount changed by a percentage (a discount, a raise) where the words say the amount given is
  the one after the change, ask for the amount before it, compare with another item, or put a
  condition or another time on the change; and where the question asks for the change itself
  ("how much is the discount", 降价多少钱) the answer is the change, not the new amount; a reading
  of the discount or percent-change readers is checked so whatever it computed (over several
  changes, the change asked is not computed here); 比 50 and 原来是 1000 name the amount changed;
- a growth rate between amounts of different things (营收 and 利润, two companies) or asked for
  another thing or period than the two given;
- a day count asked "in between" (中间隔了几天): the days strictly between, not the difference;
- things counted divided unevenly (27颗糖分给4个小朋友): 6.75 candies is not an answer;
- a total of prices per kind of buyer or item ("$12 for adults"): how many of each is not said, or
  with an amount not paid ("but lunch was free"); AA, 平摊 and "we are 6 people" are the reading
  when the bill is shared, "其中的 30%" when a share is taken, "no interest" for equal payments.
Where the question names the change in a way not read ("the increase in percent"), it goes slow too.
And for every reading:
- a change by a percentage said to repeat (twice, 连涨两年), asked over another period than the amount
  is given for ("$1,200 a month … the new yearly rent"), shared after it or on another day;
- payments in instalments (分12期) that the instalments reader does not read (interest unsaid);
- a rounding instruction the reading does not carry ("…是多少钱，保留整数");
- bits beside bytes ("10Mb"; the letters fold alike), a range written with an en dash ("3–5");
- a count written in characters inside a word before a measure word ("三瓶", "买三支"), which no
  reader sees as a number;
- a root sign over what follows (根号下) before more than one number ("根号下16加9"): 16 or 16加9?
- a share of the number after + − ÷ (80加12的15%, 的三分之一, 的八折): of that number, or of the whole?
- a number of a product's name used as an amount ("iPhone 15打九五折");
- a Chinese question of one priced or changed thing that names another thing (衣服200元，打八折，裤子多少元),
  or an amount asked of other stuff in the story's unit (每分钟流10升水，5分钟流多少升油);
- an amount said to be approximate ("about $50", 大概2000, 2000元左右; hedges.py);
- a count of people beside the one speaking ("between me and 3 friends", "with 2 friends";
  speaker_counts.py): the people are one more than the count;
- a question for another period than the amounts are given for ("$3,000 a month … in a year?"),
  where the reading does not convert periods (periods_asked.py);
- what is left asked, where the reading leaves less than nothing ("had $50 and spent $60"), or of
  one person where another spent ("She had $30 and I spent $12"; nothing_left.py);
- an amount said again without its number ("and the same on Wednesday", 同样多; restated_amounts.py);
- money asked the other way from the way the story tells it (earns … how much does she spend;
  money_directions.py);
- a he/she/他/她 that picks no one or more than one of the people named ("Ann reads … does he read";
  pronouns.py);
- a machine's or a vehicle's rate against a doing done without it ("car gets 30 miles per gallon … he biked";
  machine_doings.py);
- a question asked by the opposite of the story's one doing ("sold 6 packs … how many did she buy"), or by the
  doing at another time than told ("will buy 6 packs … how many did she buy"), what was earned of things sold at
  no price, things each one used up asked as there ("each child ate 4 apples … how many are there"), a pause's
  time beside a rate ("rested 6 hours", 休息了8小时), a way of moving asked that the story does not tell ("walk 5 km an
  hour … how far do I run"; opposite_doings.py).
- a quantity stated in words that the reading did not consume ("spent a third on groceries", 一半, 两倍,
  a dozen; word_quantities.py).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

from dtlib.envelope import Task

from ..slots import Slots
from .bills import read_installments
from .growth import _MONTHS_EN, _QUARTERS, _period_word
from .common_multiples import without_own_condition
from .role_words import without_part_negation
from .discounts import asks_original
from .changes_asked import change_asked, names_a_change
from .lexicon import ARTICLES, DETERMINERS, Said, Tok, last_clause_start
from .mismatches import mismatched
from .prices import QUESTION_FILLER
from .rate_clauses import noun_key
from .units import MONEY_NAMES, amount_unit, canonical_unit, money_unit, zhe_percent_off
from .two_readings import (COMPARED, PRICE_OR_RATE, SIDES, THAN, THAN_ANY, condition_on_no_amount,
                           dollars_of_two_countries, exact_of_rough, further_change_asked, growth_of_other_periods,
                           label_number_used, in_a_place_unnamed, other_meal_asked, people_around_one,
                           percentages_compared, profit_asked_of_a_price, share_before_than, spent_some,
                           tense_shifted_comparison, wanted_change_asked_left_zh)
from .counts_zh import counted_in_words
from .word_quantities import unread_quantity_word
from .hedges import hedged_amount
from .money_directions import money_asked_the_other_way, paid_asked_of_a_payer, spent_of_a_buying_not_done
from .machine_doings import doing_without_the_machine
from .opposite_doings import (asked_by_the_opposite_doing, asked_in_another_tense, earned_of_things_sold,
                              moved_otherwise, used_up_asked_as_there)
from .pronouns import pronoun_unsettled
from .nothing_left import left_of_another, less_than_nothing_left
from .periods_asked import other_period_asked
from .added_unsaid import amount_added_unsaid
from .restated_amounts import restated_amount
from .speaker_counts import speaker_beside_a_count
from .value_units import PERIOD_RANK

log = logging.getLogger(__name__)

# --- words -----------------------------------------------------------------------------------

_NEGATION_EN = frozenset({"not", "no", "never", "unless", "except", "excluding", "without", "nor", "isn't",
                          "wasn't", "aren't", "weren't", "don't", "doesn't", "didn't", "won't", "can't", "cannot",
                          "skipped", "skip", "skipping", "returned", "refunded", "cancelled", "canceled"})
_A_NOT_A = re.compile(r"(.)不\1")  # "要不要", "是不是": a question, not a negation
_NEGATION_ZH_FOUND = re.compile("不|没|未|除了|除去|除开|其中|请的|请客|免单|免费|退")
_EXCLUSION_ACROSS = re.compile("其中|请的|请客|除了|除去")  # words the lexicon splits ("其" "中")
# Money asked in a smaller unit than the amounts are written in.
_SUBUNITS = frozenset({"cents", "cent", "pennies", "penny", "角", "毛", "角钱", "毛钱", "分钱"})
_UNIT_TYPES = frozenset({"UNIT", "MEASURE", "DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})

# A change by a percentage: the amount given is the one after it, or the one before it is asked.
_BEFORE_ASKED_EN = frozenset({"was", "were", "did", "had", "original", "originally", "previous", "previously",
                              "earlier", "before"})  # in the question
# The price before the change named in a question that gives no amount ("What is the full price?").
_BASE_PRICE_ASKED = ("full price", "regular price", "normal price", "usual price", "list price", "sticker price",
                     "undiscounted price")
# "How much did I pay?": the price paid, asked in the past tense (not the price before)
_PAID_ASKED = ("how much did i pay", "what did i pay", "how much did we pay", "what did we pay", "how much did you pay")
_OTHER_TIME_EN = frozenset({"last", "ago", "yesterday", "used", "another", "other", "reaching", "reached"})
_BEFORE_ASKED_ZH = ("原来", "原先", "本来", "去年", "上个月", "上周", "上次", "昨天", "曾", "另", "达到")
# Words that put a condition or another time on the change.
_CONDITION_EN = frozenset({"half", "split", "share", "shares", "roommate", "roommates", "partner", "together",
                           "member", "members", "membership", "only", "but", "next", "tomorrow", "over", "ended",
                           "expired", "expires", "until", "till", "coupon", "code", "later", "sale's", "monday",
                           "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "weekends",
                           "weekday", "weekdays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays",
                           "saturdays", "sundays", "card", "student", "students", "senior", "seniors", "voucher",
                           "online", "app"})  # a sale on a day or for some buyers: the one asked may be another
# A change that may not happen, said in the story ("and might go 25% off"; not "how much could I save").
_MAYBE_EN = frozenset({"might", "may", "maybe", "perhaps", "possibly", "could"})
_CONDITION_ZH = ("会员", "只", "仅", "除非", "但", "可是", "不过", "下周", "下个月", "明天", "明年", "结束", "过期",
                 "到期", "满", "券", "第二件", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周末", "星期",
                 "礼拜", "工作日", "一半", "平分", "分摊", "合租", "aa", "学生", "证", "卡", "网上", "线上", "网店", "凭")
# The words right before an amount written after its percentage that keep it the amount changed
# ("25% off $80", "降价25%后多少钱，原价80元"); any other ("rose 25% to $100", "后卖60元") states
# the amount after the change.
_NAMES_THE_BASE = frozenset({"OFF", "OF", "ON", "FOR", "ORIGINAL_PRICE", "COMMA", "DEHUA", "AFTER_ZH", "MORE_THAN",
                             "LESS_THAN"})
_STATES_AMOUNT = frozenset({"PRICE_EN", "IS", "SHI", "NOW", "WEI"})
_AFTER = frozenset({"AFTER_EN", "AFTER_ZH"})
_PAID = frozenset({"paid", "spent"})
# The question asks for the change itself.
_CHANGE_NOUNS = frozenset({"raise", "increase", "discount", "difference", "saving", "savings", "cut", "markup",
                           "reduction", "decrease", "rise", "drop"})
_CHANGE_ASKED_EN = ("by how much", "how much cheaper", "how much more expensive", "how much lower",
                    "how much higher", "how much less", "how much more", "how much do i save", "how much did i save",
                    "how much will i save", "how much is saved", "how much would i save", "how much do you save",
                    "how much did you save", "how much will you save", "how much would you save",
                    "how much money do i save", "how much money do you save", "what is the saving", "what's the saving")
_CHANGE_ASKED_ZH = ("增加了多少", "增加多少", "涨了多少", "涨多少", "降了多少", "降价多少", "降低了多少", "便宜了多少",
                    "便宜多少", "优惠金额", "优惠了多少", "优惠多少", "省了多少", "省多少", "少了多少", "多了多少", "差价",
                    "减少了多少", "提高了多少", "上涨了多少", "下降了多少", "折扣金额", "降价金额", "涨价多少", "加薪多少",
                    "少付多少", "少付了多少", "少花多少", "少花了多少", "多付多少", "多付了多少", "涨了多少钱")
# The question asks for the amount after the change ("the price after the discount", "with the discount").
_RESULT_TYPES = frozenset({"PRICE_EN", "PAY_EN", "NOW", "WITH", "AFTER_EN", "AFTER_ZH", "PRICE_ZH", "YAO"})
_RESULT_WORDS = frozenset({"new", "final", "discounted", "sale", "cost", "costs"})
_WHAT_IS = frozenset({"how much is", "what is", "what's", "whats", "how big is", "how large is"})
_RAISED = re.compile(r"^(\d+(?:\.\d+)?)\*\(1\+(\d+(?:\.\d+)?)/100\)$")

# A day count asked for the days strictly between.
_IN_BETWEEN = ("中间隔", "中间间隔", "中间有", "当中隔", "当中有", "in between", "strictly between")
# Prices per kind of buyer or item: counts are not said.
_PRICE_LIST = ("are", "tickets", "ticket", "adults", "adult", "kids", "children", "child", "seniors", "students",
               "票", "成人", "儿童", "大人", "小孩", "学生", "单价")

# An amount of a total that was not paid.
_NOT_PAID = ("but", "free", "gift", "treated", "on the house", "was on", "were on", "instead", "aa", "送的", "赠",
             "平摊", "分摊", "各付")

# Payments in instalments: equal shares of the price only when no interest is said (bills.py).
_INSTALMENTS = frozenset({"期", "分期", "installments", "instalments", "installment", "instalment"})
# A change by a percentage said to happen more than once ("goes up 4% twice", 连涨两年).
_REPEATED = ("twice", "thrice", "two times", "three times", "in a row", "in row", "consecutive", "consecutively", "straight",
             "两次", "三次", "几次", "连续", "连涨", "连降", "连跌", "连年", "每次")


# Bits written beside bytes fold to the same letters ("10Mb" and "10MB" are both "10mb"): a rate in
# megabits is an eighth of one in megabytes.
_BITS = re.compile(r"\d\s*[kKmMgGtT]b(?:ps|/s|it)?\b|\bbits?\b|bps\b")
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
_CJK = re.compile(r"[\u4e00-\u9fff]")
_QUOTED = re.compile(r"“[^”]*”|‘[^’]*’|\"[^\"]*\"|'[^']*'|「[^」]*」|『[^』]*』")


# Words a Chinese question may start with that name no thing
_QUESTION_LEADS_ZH = ("那么", "请问", "问", "则", "这时", "此时", "最后", "所以", "因此", "算一算", "算算", "那", "求", "现在",
                      "一共", "总共", "平均", "还", "又", "再", "他", "她", "它", "他们", "她们", "我", "我们", "你", "大家")


def _other_thing_asked_zh(tokens: list[Tok]) -> bool:
    """"衣服200元，打八折，裤子多少元", 晚饭360元，4个人平摊，午饭每人多少元: the question starts with a thing
    the story never names, while the story starts with a thing of its own."""
    last = max(k for k, t in enumerate(tokens) if t.type == "COMMA" and k < len(tokens) - 1) \
        if any(t.type == "COMMA" for t in tokens[:-1]) else -1
    # the story's thing first, or after its count ("一件衣服打8折后卖160元")
    told_at = 2 if [t.type for t in tokens[:3]] == ["NUM", "MEASURE", "WORD"] else 0
    if last < 1 or last + 1 >= len(tokens) or tokens[told_at].type != "WORD" or tokens[last + 1].type != "WORD":
        return False
    asked, told = tokens[last + 1].value, tokens[told_at].value
    story = "".join(t.value for t in tokens[:last])
    return all(t.type in _BARE_QUESTION for t in tokens[last + 2:]) and bool(_CJK.fullmatch(asked[:1] or "a")) \
        and not asked.startswith(_QUESTION_LEADS_ZH) and not any(w in asked for w in _DOINGS_ASKED_ZH) \
        and asked not in story and told not in asked \
        and bool(_CJK.match(told)) and not told.startswith(_QUESTION_LEADS_ZH)


# Words of a doing or a price asked, not of a thing (到手价多少, 应找回多少, 涨了多少钱, 来回一共多少)
_DOINGS_ASKED_ZH = ("价", "找", "涨", "降", "来回", "应", "该", "省", "付", "花", "剩", "共", "税", "折", "到手", "实", "要",
                    "需", "能", "可", "差", "得", "给", "收", "赚", "亏", "用", "交", "退", "补", "多", "少", "摊", "分", "均")
# The readers of one priced or changed thing, which take the question for it whatever it names
_PRICED_READERS = frozenset({"read_discount", "read_bill", "read_repeated_change", "read_percent_change", "read_surcharge"})
# A question that is only a thing and its ask (裤子多少元, 午饭每人多少元, 梨现在每斤多少元)
_BARE_QUESTION = frozenset({"ORIGINAL_PRICE", "PRICE_ZH", "NOW", "PER_EACH", "MEI", "UNIT", "MEASURE", "DUOSHAO_QIAN", "ASK", "HOW_MANY", "SHI", "IS",
                            "COMMA", "YAO"})


_GROUP_MEASURES_ZH = tuple("组队班桌家户排行堆批")


def _groups_shared_member_asked(tokens: list[Tok]) -> bool:
    """"36个苹果平均分给4组小朋友，每个小朋友分几个": shared among groups, asked what each member gets (how many
    in a group is not told)."""
    for i, t in enumerate(tokens[:-2]):
        if t.type == "SPLIT" and tokens[i + 1].type == "NUM" and tokens[i + 2].type == "WORD":
            group = tokens[i + 2].value
            if len(group) > 1 and group.startswith(_GROUP_MEASURES_ZH) and any(
                    k.type == "WORD" and k.value.startswith(group[1:]) for k in tokens[i + 3:]):
                return True
    return False


def _other_stuff_asked_zh(tokens: list[Tok]) -> bool:
    """"每分钟流10升水，5分钟流多少升油", 每瓶装2升牛奶，4瓶装多少升果汁: the amount asked, in the story's unit,
    of other stuff than the story's."""
    k = max((i for i, t in enumerate(tokens) if t.type == "HOW_MANY"), default=-1)
    if 0 <= k == len(tokens) - 2 and tokens[-1].type == "WORD" and _per_unit_of_other_stuff(tokens, tokens[-1].value):
        return True
    if k < 0 or k + 2 >= len(tokens) or tokens[k + 1].type != "UNIT" or tokens[k + 2].type != "WORD" \
            or k + 3 < len(tokens) and tokens[k + 3].type != "COMMA":
        return False
    unit, asked = tokens[k + 1].value, tokens[k + 2].value
    told = [tokens[i + 2].value for i in range(k - 3) if tokens[i].type == "NUM" and tokens[i + 1].value == unit
            and tokens[i + 2].type == "WORD" and _CJK.match(tokens[i + 2].value) and tokens[i + 3].type == "COMMA"]
    return bool(_CJK.match(asked)) and any(asked not in noun and noun not in asked for noun in told)


def _per_unit_of_other_stuff(tokens: list[Tok], asked: str) -> bool:
    """"电费每度0.56元 … 用了多少度水": the story's unit (每度) asked of stuff the story never names (水)."""
    story = "".join(t.value for t in tokens[:-1])
    units = {tokens[i + 1].value for i, t in enumerate(tokens[:-2]) if t.type == "MEI" and tokens[i + 1].type == "WORD"}
    return any(asked.startswith(u) and len(asked) > len(u) and bool(_CJK.match(asked[len(u):]))
               and asked[len(u):] not in story for u in units)


def _name_number_used(task: Task, text: str) -> bool:
    text = _QUOTED.sub(" ", text)
    if not _CJK.search(text):
        return False
    used = " ".join(str(v) for v in task.args.values())
    named = [m.group(1) for m in _NAMED_NUMBER.finditer(text)]
    named += [m.group(2) for m in _NAMED_NUMBER_ZH.finditer(text) if not m.group(1).endswith(_AMOUNT_BEFORE_ZH)]
    return any(re.search(rf"(?<![\d.]){re.escape(number)}(?![\d.])", used) for number in named)


_CLAUSE_ENDS = frozenset("，,。.;；！!？?")


def _number_before_a_name_zh(task: Task, tokens: list[Tok], slots: Slots) -> bool:
    """"999感冒灵每盒15元，一共多少元", "301房间每晚200元": a Chinese count takes a measure word (3盒, 5个); a
    number opening a clause right before a noun and its price or rate (每盒, 每晚) is part of its name or a
    room's number, so a reading that uses it as a count multiplied what is no count (14985, 60200)."""
    used = " ".join(str(v) for v in task.args.values())
    for i, (t, nxt) in enumerate(zip(tokens, tokens[1:])):
        if t.type == "NUM" and (i == 0 or tokens[i - 1].type == "COMMA" and tokens[i - 1].value in _CLAUSE_ENDS) \
                and nxt.type == "WORD" and len(nxt.value) > 1 and _CJK.match(nxt.value) \
                and nxt.pos == t.pos + len(t.value) and not nxt.value.startswith(("平方", "立方", "度", "的")) \
                and i + 2 < len(tokens) and tokens[i + 2].type == "MEI" \
                and not any(canonical_unit(nxt.value[:k]) or money_unit(nxt.value[:k]) for k in (1, 2, 3)):
            n = slots.number(t.value)
            if not n.percent and not n.unit and n.raw.isdigit() \
                    and re.search(rf"(?<![\d.]){re.escape(n.raw)}(?![\d.])", used):
                return True
    return False


_ROUNDING = frozenset({"ROUND_ZH", "ROUND_WHOLE_ZH", "ROUND_EN", "DECIMAL_PLACES", "DECIMAL_PLACES_ZH", "NEAREST"})
_ROUNDED = ("round(", "floor(", "ceil(")


_NUMERALS_ZH = frozenset("二三四五六七八九十两俩几百千万")


_AFTER_A_RADICAND = frozenset({"ASK", "COMMA"}) | _ROUNDING


def _root_over_more(tokens: list[Tok]) -> bool:
    """"根号下16加9": the sign says what follows is under the root, but is that 16 or 16加9?
    Without brackets only a root of one number alone is read."""
    return any(t.type == "SQRT_PRE" and t.value.startswith("根号下") and i + 2 < len(tokens)
               and tokens[i + 1].type == "NUM" and tokens[i + 2].type not in _AFTER_A_RADICAND
               for i, t in enumerate(tokens))


def _count_in_words(tokens: list[Tok], reader: str) -> bool:
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


def _rounding_dropped(task: Task, tokens: list[Tok]) -> bool:
    """A rounding instruction the reading does not carry ("打八五折，是多少钱，保留整数" read as the
    discount alone shows 339.15): the answer would not be the one asked for."""
    if not any(t.type in _ROUNDING for t in tokens):
        return False
    return "places" not in task.args and not any(f in str(task.args.get("expression", "")) for f in _ROUNDED)


def _instalments_unread(tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """"分12期，每期多少": a payment is the price divided only when no interest or fee is due, which
    only the instalments reader checks; another reading of the same words is not accepted."""
    return reader != "read_installments" and any(t.value in _INSTALMENTS for t in tokens) \
        and read_installments(tokens, slots) is None


def _repeated_change(tokens: list[Tok]) -> bool:
    """A percentage change said to repeat: read once, the answer would be short of the rest."""
    return any(t.type == "PCT" for t in tokens) and Said(tokens).any(_REPEATED)


_DASHES = frozenset({"-", "–", "—"})  # what `_dash_not_minus` looks at
_NAMES_MONEY = frozenset({"UNIT", "DUOSHAO_QIAN", "IN"})  # where `_money_asked_otherwise` finds a unit asked
_SCALES_ASKED = frozenset({"万", "亿"})  # `_scale_asked`
_SHARING = frozenset({"aa", "平摊", "分摊", "各付"})
_QUESTION_TYPES = frozenset({"WHAT", "HOW_MANY", "DUOSHAO_QIAN", "ASK", "PAY_EN", "HOW_MANY_MORE"})


def accepted(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> Task | None:
    """`task` as read, the change it asks for instead, or None when the words say otherwise."""
    try:
        return _checked(task, tokens, slots, reader)
    except Exception as exc:  # noqa: BLE001 - a check that fails must never answer or crash: slow
        log.error("reader guard failed on %r: %r", task, exc)
        return None


# The checks every reading passes, by name (the name is what `refused_by` reports). Most look for a
# type or a word most readings do not hold: gathered once (`types`, `values`), they are skipped where
# it is absent instead of each walking the tokens.
_Check = Callable[[Task, list[Tok], Slots, str, set[str], set[str]], bool]
_CHECKS: tuple[tuple[str, _Check], ...] = (
    ("a negation or a half after a count", lambda task, tokens, slots, reader, types, values:
        _negated_or_halved(_unsaid(tokens, reader))),
    ("a number that names (zh)", lambda task, tokens, slots, reader, types, values:
        "NUM" in types and _naming_number_zh(tokens)),
    ("groups shared, a member asked (zh)", lambda task, tokens, slots, reader, types, values:
        "SPLIT" in types and _groups_shared_member_asked(tokens)),
    ("an answer claimed, read as an amount (zh)", lambda task, tokens, slots, reader, types, values:
        _claim_used(task, slots.original)),
    ("a dash that is no minus", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(_DASHES) and _dash_not_minus(task, tokens, slots)),
    ("a scale word left", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(_SCALES) and _scale_left(tokens)),
    ("things counted shared unevenly", lambda task, tokens, slots, reader, types, values:
        _uneven_count(task, tokens, slots)),
    ("money asked in another unit", lambda task, tokens, slots, reader, types, values:
        reader != "read_exchange" and not (types.isdisjoint(_NAMES_MONEY) and values.isdisjoint(_SUBUNITS))
        and _money_asked_otherwise(tokens, slots)),
    ("a share of the number after an operator", lambda task, tokens, slots, reader, types, values:
        "DE" in types and _share_of_right_operand(tokens, slots)),
    ("a change said to repeat", lambda task, tokens, slots, reader, types, values:
        reader != "read_repeated_change" and "PCT" in types and _repeated_change(tokens)),
    ("instalments not read", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(_INSTALMENTS) and _instalments_unread(tokens, slots, reader)),
    ("a rounding the reading drops", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(_ROUNDING) and _rounding_dropped(task, tokens)),
    ("bits beside bytes", lambda task, tokens, slots, reader, types, values: bool(_BITS.search(slots.original))),
    ("another thing asked (zh)", lambda task, tokens, slots, reader, types, values:
        reader in _PRICED_READERS and "COMMA" in types and _other_thing_asked_zh(tokens)),
    ("an amount asked of other stuff (zh)", lambda task, tokens, slots, reader, types, values:
        "HOW_MANY" in types and _other_stuff_asked_zh(tokens)),
    ("a number in a product's name", lambda task, tokens, slots, reader, types, values:
        _name_number_used(task, slots.original)),
    ("a number glued before a name (zh)", lambda task, tokens, slots, reader, types, values:
        "MEI" in types and _number_before_a_name_zh(task, tokens, slots)),
    ("a count written in characters", lambda task, tokens, slots, reader, types, values:
        "MEASURE" in types and _count_in_words(tokens, reader)),
    ("a root over more than one number", lambda task, tokens, slots, reader, types, values:
        "SQRT_PRE" in types and _root_over_more(tokens)),
    ("万/亿 asked", lambda task, tokens, slots, reader, types, values:
        not values.isdisjoint(_SCALES_ASKED) and _scale_asked(tokens, reader)),
    ("mismatches.py", lambda task, tokens, slots, reader, types, values: mismatched(task, tokens, slots, reader)),
    ("word_quantities.py", lambda task, tokens, slots, reader, types, values:
        unread_quantity_word(tokens, slots.text, reader)),
    ("hedges.py", lambda task, tokens, slots, reader, types, values: hedged_amount(slots.text, task.op)),
    ("speaker_counts.py", lambda task, tokens, slots, reader, types, values: speaker_beside_a_count(slots.text)),
    ("periods_asked.py", lambda task, tokens, slots, reader, types, values:
        other_period_asked(tokens, reader, task.op)),
    ("nothing_left.py: less than nothing", lambda task, tokens, slots, reader, types, values:
        less_than_nothing_left(task, tokens)),
    ("restated_amounts.py", lambda task, tokens, slots, reader, types, values: restated_amount(tokens)),
    ("added_unsaid.py", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(("PLUS", "MINUS")) and amount_added_unsaid(tokens)),
    ("nothing_left.py: another's money", lambda task, tokens, slots, reader, types, values:
        left_of_another(tokens)),
    ("a piece counted two ways", lambda task, tokens, slots, reader, types, values:
        task.op == "str_count" and (_counted_two_ways(task.args) or _case_written_otherwise(task.args, slots.original))),
    ("letters asked of more than letters", lambda task, tokens, slots, reader, types, values:
        task.op == "str_len" and _letters_of_more(task.args, tokens)),
    ("money_directions.py", lambda task, tokens, slots, reader, types, values:
        money_asked_the_other_way(tokens) or spent_of_a_buying_not_done(tokens) or paid_asked_of_a_payer(tokens)),
    ("what is in a place the story never names", lambda task, tokens, slots, reader, types, values:
        reader == "read_rate" and "IN" in types and in_a_place_unnamed(tokens)),
    ("an exact answer asked of a rough rate", lambda task, tokens, slots, reader, types, values:
        exact_of_rough(tokens)),
    ("a profit asked of a price", lambda task, tokens, slots, reader, types, values:
        reader in PRICE_OR_RATE and profit_asked_of_a_price(tokens)),
    ("two percentages compared", lambda task, tokens, slots, reader, types, values:
        "PCT" in types and not types.isdisjoint(COMPARED) and percentages_compared(tokens)),
    ("a further change asked (zh)", lambda task, tokens, slots, reader, types, values:
        reader == "read_discount" and further_change_asked(tokens)),
    ("a label's number used (en)", lambda task, tokens, slots, reader, types, values:
        label_number_used(slots.original, " ".join(str(v) for v in task.args.values()))),
    ("a growth of other periods than the rate compares", lambda task, tokens, slots, reader, types, values:
        task.op == "growth_rate" and growth_of_other_periods(slots.original)),
    ("a change only wanted, asked what is left (想拿走15个，还有多少)", lambda task, tokens, slots, reader, types, values:
        not slots.original.isascii() and wanted_change_asked_left_zh(slots.original)),
    ("another meal asked than the story's", lambda task, tokens, slots, reader, types, values:
        other_meal_asked(slots.original)),
    ("a comparison with then, asked now", lambda task, tokens, slots, reader, types, values:
        (not types.isdisjoint(THAN_ANY) or "TIMES" in types) and tense_shifted_comparison(tokens)),
    ("a share before more or less than", lambda task, tokens, slots, reader, types, values:
        "OF" in types and not types.isdisjoint(THAN) and share_before_than(tokens)),
    ("people counted around one in a line (zh)", lambda task, tokens, slots, reader, types, values:
        not types.isdisjoint(SIDES) and people_around_one(tokens)),
    ("a condition on no amount", lambda task, tokens, slots, reader, types, values:
        "WHETHER" in types and condition_on_no_amount(tokens)),
    ("dollars of two countries", lambda task, tokens, slots, reader, types, values:
        "$" in slots.original and dollars_of_two_countries(slots.original)),
    ("an amount spent said as some", lambda task, tokens, slots, reader, types, values:
        "SPEND" in types and spent_some(tokens)),
    # a trip's frames name the traveller in every clause and say no pronoun: the other person is the house's
    ("pronouns.py", lambda task, tokens, slots, reader, types, values:
        reader != "read_trip" and pronoun_unsettled(slots.original)),
    ("machine_doings.py", lambda task, tokens, slots, reader, types, values:
        doing_without_the_machine(slots.original)),
    ("opposite_doings.py", lambda task, tokens, slots, reader, types, values:
        asked_by_the_opposite_doing(slots.original) or asked_in_another_tense(slots.original)
        or earned_of_things_sold(slots.original) or used_up_asked_as_there(slots.original)
        or moved_otherwise(slots.original)),
)


def _letters_of_more(args: dict, tokens: list[Tok]) -> bool:
    """'“苹果”这个词有几个字母', 'how many letters are in "hello world"': letters asked, and the text holds
    characters that are no Latin letter (汉字, a space, a digit): its length is not its letters."""
    asked = any("字母" in t.value or "letter" in t.value.lower() for t in tokens)
    return asked and not all(ch.isascii() and ch.isalpha() for ch in str(args.get("text", "")))


def _counted_two_ways(args: dict) -> bool:
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


def _case_written_otherwise(args: dict, original: str) -> bool:
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


_AMOUNT = frozenset({"UNIT", "MEASURE"})


def _share_of_right_operand(tokens: list[Tok], slots: Slots) -> bool:
    """"80加12的15%": 15% of 12 as written, of the sum 92 as many mean (80与12的和的15% says so), as with
    12加3的一半; 的三分之一, 的1/4 and 的八折 alike, and after 除以. Where each share has its own number
    ("80的15%加12的20%") it reads one way, and so does a number and a share of itself (250减去250的15%, 80加上80的25%)."""
    for d, t in enumerate(tokens):
        if t.type != "DE" or d < 3 or not _share_at(tokens, d + 1):
            continue
        j = d - 1
        while j > 0 and tokens[j].type in _AMOUNT:
            j -= 1
        if tokens[j].type != "NUM" or j < 2 or tokens[j - 1].type not in ("PLUS", "MINUS", "DIVIDE"):
            continue
        k = j - 2
        while k > 0 and tokens[k].type in _AMOUNT:
            k -= 1
        itself = tokens[j - 1].type in ("PLUS", "MINUS") and tokens[k].type == "NUM" \
            and slots.number(tokens[k].value).value == slots.number(tokens[j].value).value
        if tokens[k].type in ("NUM", "RPAR") and (k == 0 or tokens[k - 1].type not in _SHARE_PARTS) and not itself:
            return True
    return False


# What a number on the left may be part of: a share of its own (12的三分之一加上12的四分之一), a product
_SHARE_PARTS = frozenset({"DE", "FENZHI", "DIVIDE", "ZHE", "TIMES", "POW"})


def _share_at(tokens: list[Tok], i: int) -> bool:
    """A share taken of what comes before 的: 15%, 三分之一, 1/4, 八折."""
    types = [t.type for t in tokens[i:i + 3]]
    return types[:1] == ["PCT"] or types[:2] == ["NUM", "ZHE"] \
        or len(types) == 3 and types[0] == types[2] == "NUM" and types[1] in ("FENZHI", "DIVIDE")


def refused_by(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> str | None:
    """The name of the check that refuses the reading, or None (for `dualtrack bench parse --why`)."""
    types = {t.type for t in tokens}
    values = {t.value for t in tokens}
    refusing = next((name for name, check in _CHECKS if check(task, tokens, slots, reader, types, values)), None)
    if refusing is None and _checked(task, tokens, slots, reader) is None:
        return "the percent change, growth, day count or bill checks"
    return refusing


def _checked(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> Task | None:
    types = {t.type for t in tokens}
    values = {t.value for t in tokens}
    if any(check(task, tokens, slots, reader, types, values) for _, check in _CHECKS):
        return None
    if reader == "read_discount" and asks_original(tokens):
        # the price before the discounts, asked (discounts.py read the price paid as the one after them)
        return None if _change_conditioned(tokens, Said(tokens), reader, False, base_asked=True) else task
    change = _percent_change(task, tokens, slots, reader)
    if change is None and reader == "read_discount" and _change_conditioned(tokens, Said(tokens), reader, True):
        return None  # "half off but only for members", "$10 off … yesterday"
    if change is not None:
        return _percent_change_accepted(task, change, tokens, slots, Said(tokens), reader)
    # a decline asked in Chinese (减少了百分之几) is an expression of read_growth's, checked the same where the
    # story names what fell (人口从5万减少到4万，小明家减少了百分之几; not 去年800人，今年400人，人数下降了百分之几)
    if (task.op == "growth_rate" or reader == "read_growth" and "FALL_ZH" in {t.type for t in tokens}
            and any(_thing(t.value) for t in tokens[:last_clause_start(tokens)] if t.type == "WORD")) \
            and _growth_of_other_things(tokens, slots):
        return None
    if reader == "read_growth" and "FALL_ZH" in {t.type for t in tokens} and _fall_of_an_uncounted_thing(tokens):
        return None  # 去年800人，今年400人，收入下降了百分之几: the story counts people, the question asks income
    if task.op == "date_diff" and Said(tokens).any(_IN_BETWEEN):
        return None
    if reader == "read_bill" and _bill_refused(task, tokens):
        return None
    if reader in ("read_bill", "read_price") and _counts_another_thing(tokens):
        return None
    return task


# An answer the asker already has, told before or inside the question ("我算的是23元：…"): to be checked, not computed
_CLAIMED_ZH = re.compile(r"(?:算的是|算出来是|算出来的是|算得|答案是|答案为|得数是)\s*(\d+(?:\.\d+)?)")


def _claim_used(task: Task, text: str) -> bool:
    """"我算的是23元：小明有50元…还剩多少元": the answer claimed is to be checked, never an amount of the story
    (a reading that checks it, "…我算的是30，对吗", computes without it)."""
    used = " ".join(str(v) for v in task.args.values())
    return any(re.search(rf"(?<![\d.]){re.escape(m.group(1))}(?![\d.])", used) for m in _CLAIMED_ZH.finditer(text))
# What a number names rather than counts: 电话是138…, 学号为25, 房间号：302.
_NAMING_NOUNS_ZH = ("电话", "手机号", "号码", "编号", "学号", "工号", "门牌", "房号", "房间号", "车牌", "密码", "邮编",
                    "账号", "身份证", "座位号", "订单号")
_NAMING_VERBS = frozenset({"SHI", "WEI", "COLON"})


def _naming_number_zh(tokens: list[Tok]) -> bool:
    """"我的电话是13812345678，我有12支笔，一共多少": a phone number, a room or a student number is no amount
    that any reading may add or take away."""
    for i, t in enumerate(tokens):
        if t.type != "NUM":
            continue
        j = i - 1 - (i >= 2 and (tokens[i - 1].type in _NAMING_VERBS or tokens[i - 1].value in ("是", "为", "：", ":")))
        if j >= 0 and tokens[j].type == "WORD" and tokens[j].value.endswith(_NAMING_NOUNS_ZH):
            return True
    return False


def _counts_another_thing(tokens: list[Tok]) -> bool:
    """"Bananas are $0.50 each. How much for 12 apples?": the question counts a thing the story
    never priced; "Maroon 5 tickets cost $45 each. How much for the whole band?": it names one, uncounted
    (the 5 is the band's name, not a count)."""
    question = last_clause_start(tokens)
    before = {noun_key(t) for t in tokens[:question] if t.type == "WORD"}
    fors = [i for i in range(question, len(tokens)) if tokens[i].type == "FOR"]
    named = tokens[fors[-1] + 1:] if fors else []
    if before and named and all(t.type == "WORD" for t in named) and named[-1].value.isalpha() \
            and named[-1].value.isascii() and named[-1].value not in QUESTION_FILLER | _ALL_OF_THEM \
            and noun_key(named[-1]) not in before:
        return True
    return bool(before) and any(
        t.type == "NUM" and tokens[i + 1].type == "WORD" and tokens[i + 1].value.isalpha()
        and tokens[i + 1].value.isascii() and tokens[i + 1].value not in QUESTION_FILLER
        and noun_key(tokens[i + 1]) not in before
        for i, t in enumerate(tokens[question:-1], start=question))


# What a question may ask "for" that names no other thing: "How much for all of them?", "for everyone?"
_ALL_OF_THEM = frozenset({"everything", "everyone", "everybody", "both", "us", "each", "one", "lot", "whole", "group",
                          "family", "week", "month", "year", "day"})


def _unsaid(tokens: list[Tok], reader: str) -> list[Tok]:
    """The tokens without the words that are the reading itself: "其中的 30%" (a share of the amount)
    for the share readers, "no interest" (免息 is a lexicon word) for equal payments."""
    if reader in _SHARE_READERS:
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and _before_a_share(tokens, i))]
    if reader == "read_named_share":  # "其中梨树有60棵": some of the whole, the part the share is of
        return [t for i, t in enumerate(tokens) if not (t.value == "其" and tokens[i + 1:i + 2]
                                                        and tokens[i + 1].value == "中")]
    if reader == "read_dates":  # 退房 is checking out of a hotel, not a refund
        return [t for t in tokens if t.value != "退房"]
    if reader == "read_gcd_lcm_story":  # "没有剩余", "without cutting any": the story's own condition
        return without_own_condition(tokens)
    if reader == "read_roles":  # "19 of them are dark … how many are not dark": the rest of the whole
        return without_part_negation(tokens)
    if reader == "read_installments":
        return [t for i, t in enumerate(tokens)
                if not (t.value in _NEGATION_EN and i + 1 < len(tokens) and tokens[i + 1].value.startswith("interest"))]
    return tokens


def _before_a_share(tokens: list[Tok], i: int) -> bool:
    following = [t.type for t in tokens[i + 1:i + 4]]
    return following[:3] == ["IN", "DE", "PCT"] or following[:2] == ["IN", "PCT"]


_SHARE_READERS = frozenset({"read_left_after_shares", "read_part_from_share"})
_SHARED = re.compile(r"^\(.*\)/\d+$")  # a bill divided among its people


def _bill_refused(task: Task, tokens: list[Tok]) -> bool:
    """A price list whose counts are not said, or an amount not paid; sharing words (AA, 平摊) and
    "we are 6 people" are the reading when the bill is shared."""
    shared = bool(_SHARED.match(str(task.args.get("expression", ""))))
    said = Said(tokens)
    for i, t in enumerate(tokens if said.any(_PRICE_LIST) else ()):  # which token, only if the text has one
        if not Said([t]).any(_PRICE_LIST) or shared and t.value == "are":
            continue
        counted = i and tokens[i - 1].type == "NUM" or i > 1 and tokens[i - 2].type == "NUM" \
            and tokens[i - 1].type == "MEASURE"
        if not counted and not _priced_each(tokens, i):
            return True  # "Tickets are $12 for adults": how many of each is not said
    not_paid = tuple(w for w in _NOT_PAID if not (shared and w in _SHARING))
    return said.any(not_paid)


def _priced_each(tokens: list[Tok], i: int) -> bool:
    """"门票每张 80 元", "Tickets are €15 each": one price for every ticket, not a price per kind of buyer."""
    clause = []
    for t in tokens[i + 1:]:
        if t.type == "COMMA":
            break
        clause.append(t)
    return any(t.type == "MEI" for t in clause) and not any(t.type == "FOR" for t in clause)


# --- every reading ---------------------------------------------------------------------------


def _negated_or_halved(tokens: list[Tok]) -> bool:
    """A word the lexicon does not know that negates or excludes ("not", 没有, 不算, "skipped"), or a
    half after a count ("三天半", "3小时半走", "2千克半": the half belongs to the count before it)."""
    left_asked = False
    chinese = []
    for i, t in enumerate(tokens):
        left_asked = t.type == "LEFT_ASK" or left_asked and t.type != "COMMA"
        if t.type == "NUM" and i + 2 < len(tokens) and tokens[i + 1].type in _UNIT_TYPES \
                and tokens[i + 2].value.startswith("半"):
            return True
        if t.value.isascii():
            if t.type == "WORD" and (t.value in _NEGATION_EN or t.value.endswith("n't")):
                return True
            continue
        chinese.append(t.value)
        if t.type != "WORD" or t.value == "不" and 0 < i < len(tokens) - 1 \
                and tokens[i - 1].value[-1:] == tokens[i + 1].value[:1]:  # "要" "不" "要"
            continue
        if left_asked and ("没" in t.value or "未" in t.value):
            continue  # "还剩多少页没看": what is left is what is not done yet
        if _NEGATION_ZH_FOUND.search(t.value) and _NEGATION_ZH_FOUND.search(_A_NOT_A.sub("", t.value)):
            return True
    return bool(chinese) and bool(_EXCLUSION_ACROSS.search("".join(chinese)))


_SCALES = frozenset({"十", "百", "千", "万", "亿", "hundred", "thousand", "million", "billion", "k"})


def _scale_left(tokens: list[Tok]) -> bool:
    """"花了 8 千": a scale word left after a number (8, not 8000) — the number read is not the one written."""
    return any(t.type == "NUM" and tokens[i + 1].type == "WORD" and tokens[i + 1].value in _SCALES
               for i, t in enumerate(tokens[:-1]))


def _dash_not_minus(task: Task, tokens: list[Tok], slots: Slots) -> bool:
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


def _uneven_count(task: Task, tokens: list[Tok], slots: Slots) -> bool:
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


def _scale_asked(tokens: list[Tok], reader: str) -> bool:
    """"现在多少万", "总价是多少万元": the answer asked in 万 or 亿, which only signed_changes.py gives."""
    return reader != "read_signed_changes" and any(
        t.type in _ASKS_OF_A_SCALE and tokens[i + 1].type == "WORD" and tokens[i + 1].value in ("万", "亿")
        for i, t in enumerate(tokens[:-1]))


def _money_asked_otherwise(tokens: list[Tok], slots: Slots) -> bool:
    """Amounts of money, and a currency named apart from any amount that is not theirs ("一共多少人民币",
    "the total in euros", 多少元 for dollars: money does not convert), another unit asked ("in pounds"),
    or a smaller one (多少角, "in cents")."""
    asked: set[str] = set()
    other = False
    last = len(tokens) - 1 - next((k for k, t in enumerate(reversed(tokens)) if t.type == "COMMA"), len(tokens))
    for i, t in enumerate(tokens):
        if t.type == "UNIT" and (not i or tokens[i - 1].type != "NUM"):
            asked.add(money_unit(t.value))
        elif t.type == "DUOSHAO_QIAN" and t.value.endswith(("元", "块", "块钱")):
            asked.add("CNY")
        elif t.type == "WORD" and t.value in _SUBUNITS:
            other = True
        if t.type == "IN" and i > last and i + 1 < len(tokens) and tokens[i + 1].type in ("WORD", "UNIT"):
            asked.add(money_unit(tokens[i + 1].value) or "other")  # "the total in pounds"
    asked.discard("")
    if not asked and not other:
        return False
    money = {u for i, t in enumerate(tokens) if t.type == "NUM" and (u := amount_unit(tokens, i, slots)) in MONEY_NAMES}
    return bool(money) and (other or bool(asked - money) or len(money) > 1)


# --- an amount changed by a percentage -------------------------------------------------------


def _percent_change(task: Task, tokens: list[Tok], slots: Slots, reader: str) -> tuple[str, str] | None:
    """(amount, percentage) of a discount or a raise by a percentage, else None. A reader of changes
    (a price paid, saved or before its discounts) is checked whatever it computed; when its words
    hold more than one amount or change the pair is ("", ""): the words are checked, the change is
    not computed here."""
    if task.op == "discount":
        return str(task.args.get("price")), str(task.args.get("percent"))
    if task.op == "expr":
        m = _RAISED.match(str(task.args.get("expression", "")))
        if m:
            return m.group(1), m.group(2)
    if reader in _CHANGE_READERS and any(t.type in ("PCT", "ZHE") for t in tokens):
        return _change_told(tokens, slots)
    return None


_CHANGE_READERS = frozenset({"read_discount", "read_percent_change"})


def _change_told(tokens: list[Tok], slots: Slots) -> tuple[str, str]:
    """The one amount and the one percentage off or up the words give ("200元，打八折" → 200, 20)."""
    amounts, rates = [], []
    for i, t in enumerate(tokens):
        if t.type not in ("NUM", "PCT"):
            continue
        n = slots.number(t.value)
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if t.type == "NUM" and (following is not None and following.type == "ZHE" or n.unit == "折"):
            rates.append(zhe_percent_off(n.value) or "")
        elif t.type == "PCT" or n.percent:
            rates.append(n.plain())
        elif not (n.value == 1 and following is not None and following.type == "MEASURE"):  # "一件": one item
            amounts.append(n.plain())
    if len(amounts) == 1 and len(rates) == 1 and rates[0]:
        return amounts[0], rates[0]
    return "", ""


def _percent_change_accepted(task: Task, change: tuple[str, str], tokens: list[Tok], slots: Slots,
                             said: Said, reader: str) -> Task | None:
    amount, percent = change
    if _change_conditioned(tokens, said, reader, reader == "read_discount" and not amount):
        return None
    if any(t.type == "ORIGINAL_PRICE" and (i + 1 >= len(tokens) or tokens[i + 1].type != "NUM")
           for i, t in enumerate(tokens)):
        return None  # "原价多少": the price before is asked
    if _amount_after_the_change(tokens, slots, amount):
        return None
    if Said(_last_clause(tokens)).any(_OTHER_PERIOD_ASKED):
        return None  # "$1,200 a month … goes up 3%. What's the new yearly rent?"
    if _change_asked(tokens, said):
        if not amount:
            return None  # the change over several steps: not computed here
        return Task("percent_of", {"percent": percent, "of": amount}, source="parser")
    question = _last_clause(tokens)
    if not any(t.type in ("NUM", "PCT") for t in question) \
            and any(t.type in ("WHAT", "HOW_MANY", "ASK") or t.value.startswith(("what", "how")) for t in question) \
            and (any(_CHANGE_NOUNS.intersection(t.value.split()) or t.type == "OFF_ZH" for t in question)
                 or names_a_change(question)) \
            and not any(t.type in _RESULT_TYPES or t.value in _RESULT_WORDS for t in question):
        return None  # "how much is the increase in percent": the change, but not as read
    return task


_COUPONS = frozenset({"coupon", "code", "券"})
_SALE_NAMES = frozenset({"black friday", "cyber monday"})  # the name of a sale, not a day it is on
# A question for the changed amount over another period than the one it is given for.
_OTHER_PERIOD_ASKED = ("yearly", "annual", "annually", "weekly", "daily", "monthly", "per year", "per month", "per week",
                       "per day", "a year", "a week", "a day", "一年", "全年", "每年", "每周", "每天", "每月")


def _change_conditioned(tokens: list[Tok], said: Said, reader: str, coupon_read: bool, base_asked: bool = False) -> bool:
    """The amount before the change asked, another time, a condition or a comparison on the change
    ("only for members", "was 25% off", 会员, 比); a coupon is a step of the reading when the
    discount reader read one (`coupon_read`); the price before is the reading when `base_asked`."""
    words = {w for i, t in enumerate(tokens) for w in t.value.split()
             if not (t.type == "HALF_OF" and i + 1 < len(tokens)
                     and (tokens[i + 1].type == "OFF" or tokens[i + 1].value == "price"))  # "half off", "half price"
             and t.value not in _SALE_NAMES}
    question = {w for t in _last_clause(tokens) for w in t.value.split()}
    conditions = _CONDITION_EN - _COUPONS if coupon_read else _CONDITION_EN
    other_time = _OTHER_TIME_EN - {"another"} if reader == "read_discount" and _another_step(tokens) else _OTHER_TIME_EN
    last = _last_clause(tokens)
    story = {w for t in tokens[:len(tokens) - len(last)] for w in t.value.split()}
    if Said(last).any(_BASE_PRICE_ASKED) and not base_asked and not (any(t.type == "NUM" for t in last) and not any(
            t.type in _AFTER for t in tokens)) or story & _MAYBE_EN:
        return True  # "What is the full price?", "the normal price if it's $400 after 20% off", "might go 25% off"
    before_asked = question & _BEFORE_ASKED_EN - ({"did"} if Said(last).any(_PAID_ASKED) else set())
    if before_asked and not base_asked and change_asked(tokens) is None or words & other_time \
            or words & conditions \
            or any(t.type in ("BEFORE_ZH", "BEFORE_EN") or t.type in ("BI", "THAN") and not _names_amount(tokens, i + 1)
                   for i, t in enumerate(tokens)):
        return True
    if any(t.value in ("was", "were") and (tokens[i + 1].type in ("PCT", "HALF_OF", "ORD") or tokens[i + 1].value in ("a", "one"))
           for i, t in enumerate(tokens[:-1])):
        return True  # "was 25% off", "was half off": a sale that is over
    unlabelled = Said([t for i, t in enumerate(tokens) if not (t.value in _BASE_LABELS and _names_amount(tokens, i + 1))])
    before_asked = _BEFORE_ASKED_ZH if not base_asked else tuple(w for w in _BEFORE_ASKED_ZH if w not in _BASE_LABELS)
    return unlabelled.any(before_asked) or said.any(tuple(w for w in _CONDITION_ZH
                                                              if not coupon_read or w not in _COUPONS))


def _another_step(tokens: list[Tok]) -> bool:
    """"20% off, then another 10% off": every "another" is a discount taken after the one before."""
    return all(i + 2 < len(tokens) and tokens[i + 1].type == "PCT" and tokens[i + 2].type == "OFF"
               and any(x.type == "THEN" for x in tokens[max(0, i - 2):i])
               for i, t in enumerate(tokens) if t.value == "another")
_BASE_LABELS = frozenset({"原来", "原先", "本来", "原来是", "原先是", "本来是"})  # "原来是 1000": the amount changed


def _names_amount(tokens: list[Tok], i: int) -> bool:
    """tokens[i] (or the one after a 是) is the amount: "比 50 多 20%", "原来是 1000"."""
    if i < len(tokens) and tokens[i].type in ("SHI", "IS"):
        i += 1
    return i < len(tokens) and tokens[i].type == "NUM"


def _amount_after_the_change(tokens: list[Tok], slots: Slots, amount: str) -> bool:
    """Whether the words state the amount as the one after the change: written after the percentage
    without a word that names it the base ("rose 25% to $100", "降价25%后卖60元", "and is now $80"),
    or stated after it in a clause that asks nothing ("the jacket costs $80 after 25% off")."""
    rate = next((i for i, t in enumerate(tokens) if t.type in ("PCT", "ZHE")), None)
    at = next((i for i, t in enumerate(tokens) if t.type == "NUM" and slots.number(t.value).plain() == amount), None)
    if rate is None or at is None:
        return False
    clause = _clause_of(tokens, at)
    # An article is lexed as a leading WHAT word; "A jacket is $80 after 20% off" asks nothing.
    asks = any(t.type in _QUESTION_TYPES and t.value not in ARTICLES or t.value.startswith(("what", "how"))
               for t in clause)
    if at > rate:  # "how much is a $380 lamp now" names the base in the question itself
        before = at - 1
        while before > 0 and tokens[before].value in DETERMINERS:  # "40% off its $850 price"
            before -= 1
        return not asks and tokens[before].type not in _NAMES_THE_BASE
    between = tokens[at + 1:rate]
    states = tokens[at - 1].type in _STATES_AMOUNT or tokens[at - 1].value in _PAID  # "I paid $80 … after"
    return bool(at and states and any(t.type in _AFTER for t in between) and not asks)


def _last_clause(tokens: list[Tok]) -> list[Tok]:
    return tokens[max((i for i, t in enumerate(tokens) if t.type == "COMMA"), default=-1) + 1:]


def _clause_of(tokens: list[Tok], i: int) -> list[Tok]:
    start, end = i, i
    while start > 0 and tokens[start - 1].type != "COMMA":
        start -= 1
    while end < len(tokens) and tokens[end].type != "COMMA":
        end += 1
    return tokens[start:end]


def _change_asked(tokens: list[Tok], said: Said) -> bool:
    """"How much is the discount?", "how much will the discount be", "by how much does it go up",
    降价多少钱, 优惠金额是多少; not "what's the discount price" nor "how much is it with the discount"."""
    if said.any(_CHANGE_ASKED_ZH) or said.any(_CHANGE_ASKED_EN) or change_asked(tokens) is not None:
        return True
    for k, t in enumerate(tokens):
        if not (t.type == "HOW_MANY" or t.type == "WHAT" and t.value in _WHAT_IS):
            continue
        j = k + 1
        while j < len(tokens) and tokens[j].type == "IS":
            j += 1
        if j < len(tokens) and tokens[j].value in _CHANGE_NOUNS \
                and (j + 1 == len(tokens) or tokens[j + 1].type in ("IS", "ON", "OF", "FOR", "COMMA")
                     or tokens[j + 1].value == "amount"):
            return True
    return False


# --- growth between two amounts --------------------------------------------------------------


def _growth_of_other_things(tokens: list[Tok], slots: Slots) -> bool:
    """The two amounts name different things (营收 and 利润, "our revenue" and "a rival's"), or the
    question names a thing the amounts do not ("利润增长率"), or a period other than the later one
    ("去年的增长率" with 去年 and 今年 given: growth from the year before, which is not given)."""
    clauses: list[list[Tok]] = [[]]
    for t in tokens:
        if t.type in ("COMMA", "AND"):
            clauses.append([])
        else:
            clauses[-1].append(t)
    named: list[set[str]] = []
    periods: list[tuple[str, int]] = []
    asked: list[Tok] = []
    for clause in clauses:
        if any(t.type == "NUM" and not _period_number(clause, k) for k, t in enumerate(clause)):
            named.append({w for t in clause if t.type in ("WORD", "PRICE_EN") and (w := _thing(t.value))
                          and w not in _PRONOUNS and w not in _WHEN_EN and any(ch.isalnum() for ch in w)})
            periods += _periods(clause, slots)
        elif any(t.type in ("GROWTH_ZH", "GROWTH_EN", "FALL_ZH") for t in clause):  # 减少了百分之几: a decline asked
            asked = clause
    given = [n for n in named if n]
    if any(n != given[0] for n in given):
        return True
    in_question = _periods([t for k, t in enumerate(asked) if not (k and asked[k - 1].type == "BI")], slots)  # 比去年: the base
    if in_question and (not set(in_question) <= set(periods) or max(periods) not in in_question):
        return True
    things = set().union(*named)
    return any(t.type == "WORD" and (w := _thing(t.value)) and w not in things and w not in _PRONOUNS
               and w not in _WHEN_EN and not (w == "大" and k and asked[k - 1].type == "DUO")  # "增幅多大"
               for k, t in enumerate(asked))


def _periods(clause: list[Tok], slots: Slots) -> list[tuple[str, int]]:
    """The periods a clause names: "2023年", "in 2022", "去年", "三季度", "q3", "march"."""
    found = []
    for k, t in enumerate(clause):
        if t.type == "NUM" and _period_number(clause, k):
            kind = "month" if k + 1 < len(clause) and clause[k + 1].type == "MONTH_UNIT" else "year"
            found.append((kind, int(slots.number(t.value).value)))
        elif t.type == "WORD" and _thing(t.value) != _bare(t.value):
            found.append(_period_word(_bare(t.value)) or ("?", 0))
    return found


def _period_number(clause: list[Tok], k: int) -> bool:
    """"2023年", "3月", "in 2022": the number names a period, not an amount."""
    following = clause[k + 1].type if k + 1 < len(clause) else ""
    return following in ("YEAR_UNIT", "MONTH_UNIT") or k > 0 and clause[k - 1].type == "IN"


_PRONOUNS = frozenset({"it", "its", "they", "that", "this", "these", "those", "there", "then",
                       "our", "my", "we", "us", "your", "their", "his", "her"})
# Words that place an amount in time ("1,250 last quarter", "this spring (460 members)"): they name
# when, not what, so two amounts that differ only in them are of the same thing.
_WHEN_EN = frozenset({"last", "this", "next", "previous", "current", "prior", "same", "quarter", "year",
                      "month", "week", "day", "season", "spring", "summer", "autumn", "fall", "winter",
                      "between", "in", "at", "during"})


def _bare(word: str) -> str:
    return word.removeprefix("的").removesuffix("的")


def _fall_of_an_uncounted_thing(tokens: list[Tok]) -> bool:
    """A story that names no thing, only its counts (去年800人，今年400人), asked the fall of a thing its measure is
    not in: 人数 and 人口 are counts of 人; 收入 is no count of them."""
    start = last_clause_start(tokens)
    if any(_thing(t.value) for t in tokens[:start] if t.type == "WORD"):
        return False  # a thing named: _growth_of_other_things compares it
    measures = {t.value for t in tokens[:start] if t.type == "MEASURE"}  # counted things, not yuan or kilograms
    return bool(measures) and any(t.type == "WORD" and (w := _thing(t.value)) and w not in _PRONOUNS and not any(m in w for m in measures)
               for t in tokens[start:])


def _thing(word: str) -> str:
    """The word without a period it starts with ("去年营收" → "营收") or that it is ("q2" → "")."""
    word = _bare(word)
    if word in _MONTHS_EN or word in _QUARTERS:
        return ""
    for period in _PERIODS_LONGEST_FIRST:
        if word.startswith(period):
            return word[len(period):].removeprefix("的")
    return word


_PERIODS_LONGEST_FIRST = tuple(sorted(PERIOD_RANK, key=len, reverse=True))
