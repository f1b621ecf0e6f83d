"""Money coming in and going out, read by its values: "信用卡额度是50000，已经用了37,845.2，剩余额度多少",
"孩子的压岁钱存折里有6,800元，今年又存进去2,350元，现在一共有多少", "某公司收入为 3,450,000 元，支出为
2,987,600 元，利润是多少元", "my paycheck was 2,315.40 and i moved 600 into savings, how much stays in
checking", "we raised $3,462 at the bake sale and $2,918 at the car wash. Total raised?".

Each amount is told in a part of its own (between commas or "and"), whose words say what it is: a
starting amount (额度, 预算, 本来有, "had", "my paycheck was", "I owe"), money coming in (挣了, 存进去,
"earned", "raised") or going out (用了, 支出, "spent", "moved … into savings", "paid back"). The
question asks the total (一共, "total") of amounts all coming in or all going out, or what there is now
(剩余, 现在一共有, 利润, "left", "still owe", "stays", profit): the start plus what came in less what
went out. A part that says none of these or two of them, a count, a rate (每, each, per), a
percentage, a comparison, a condition or a negation, two currencies, or less than nothing left make
the request unread, so it goes slow.
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

from ..slots import Slots
from .bill_amounts import money_of
from .time_words import EARLIER_ASKED, PERIODS
from .bill_people import (a_person, asked_of_another, named_person, other_purse_or_doubt, paid_with_anothers,
                          someone_else)
from .bills import spent_untold
from .budgets import income_untold
from .debts import PAID_OUT_NOUNS, debt_unread, opens_with_debt, paid_down, part_of, repaid
from .given_starts_zh import gift_opens, pay_asked_in_another_currency, pay_named, without_bought_by_cost
from .money_directions import PLANNED_ZH
from .tokens import Said, Tok, last_clause_start
from .triggers import triggered_by
from .vocab_zh import is_kin_or_role, kin_or_roles_zh, person_only_asked_zh, words_zh

_START = ("额度", "预算", "本来有", "原来有", "余额", "存折里有", "收入为", "收入是", "收入", "欠款", "欠了", "had", "have", "started",
          "paycheck was", "balance", "budget", "limit", "revenue", "income", "owe")
_IN = ("充值", "挣了", "赚了", "收到", "领到", "领了", "存进去", "存进", "存入", "存了", "earned", "made", "received", "raised", "won", "deposited",
       "gave me", "sent me", "给了我", "给我", "收了")  # money given to the speaker comes in
_TO_ME = ("gave me", "sent me", "给了我", "给我")
_OUT = ("花了", "用了", "支出", "花掉", "取出", "取出了", "取了", "还款", "还了", "付了", "支付了", "消费了", "转出", "转给", "转账给", "转账了", "spent", "paid back", "paid off", "used", "expenses", "moved", "transferred",
        "withdrew")
_PAY_ZH = ("工资", "奖金", "补贴", "津贴", "年终奖", "提成", "薪水", "餐补", "零花钱", "生活费")  # 发了工资: in
_TOTAL = ("一共", "总共", "合计", "加起来", "total", "in total", "altogether")
NOW_ASKED = ("剩余", "还剩", "剩下", "现在一共有", "现在有", "还有", "利润", "还欠", "left", "remain", "remains", "remaining",
        "still owe", "stays", "stay", "profit", "net", "have now", "now have", "got now",
        "余额是多少", "余额为多少", "余额多少", "余额变成多少")  # 余额 asked (a story may tell it first: 余额1500元)
NOT_A_FLOW = ("每", "each", "per", "every", "倍", "times", "%", "percent", "比", "more than", "less than", "利息", "interest",
          "rate", "汇率", "打折", "折扣", "discount", "off", "if", "如果", "假如", "要是", "假设", "万一", "倘若", "的话", "不", "没", "not", "n't", "except", "除了", "借",
          "borrow", "lent", "a month", "a year", "a week", "a day", "monthly", "weekly", "yearly", "annual", "daily",
          "after", "before", "每月", "每年", "年薪", "月薪", "平均", "average", "split", "share", "平分", "找", "change", "price",
          "cost", "costs", "buy", "bought", "paid with", "pay with", "买", "ticket", "tip", "tax", "taxes", "fee",
          "fees", "税", "小费", "手续费",
          # money spent and paid back ("spent $50, but it was reimbursed", 后来报销了): out, then in again, how much?
          "reimbursed", "reimburse", "reimbursement", "expensed", "refunded", "报销",
          *PLANNED_ZH)
_PARTS = frozenset({"COMMA", "AND"})
_PERIOD_UNITS = frozenset({"DAY_UNIT", "WEEK_UNIT", "MONTH_UNIT", "YEAR_UNIT"})  # "600 a month" (its "a" dropped)
_WE = ("we", "us", "our", "ours", "我们", "咱们")
# Someone else coming in or going out: "my friend spent $10" may or may not be the speaker's money.
_SOMEONE_ELSE = ("friend", "sister", "brother", "mom", "dad", "mother", "father", "wife", "husband", "he", "she",
                 "they", "his", "her", "their", "son", "daughter", "boss", "朋友", "妈妈", "爸爸", "老婆", "老公", "哥哥", "姐姐",
                 "弟弟", "妹妹", "他", "她", "同事", "儿子", "女儿", "老板")


# A count the lexicon keeps inside a word ("住宿一晚花了430，住了两晚"): the nights multiply a price, no flow reads them
_COUNT_IN_A_WORD_ZH = re.compile(r"[两俩二三四五六七八九十几](?:个)?(?:晚|夜|天|次|趟|回|周|星期|个月|年|小时|人|位|份|件|本|张|瓶|包|盒)")


# Money below the yuan written as a word after its amount (2角, 12分): not turned into yuan here
_SUBUNITS_ZH = frozenset({"分", "分钱", "角", "毛", "毛钱"})


# every reading has money coming in or going out (`_kind`: "paid … back" is out); a start alone never reads
@triggered_by(text=_IN + _OUT + _PAY_ZH + ("paid", "payment"))
def read_money_flow(tokens: list[Tok], slots: Slots) -> Task | None:
    items = {i for i, t in enumerate(tokens[:-1]) if t.type == "NUM" and tokens[i + 1].type == "MEASURE"
             and slots.number(t.value).value == 1}  # 卖了一个台灯: one item, no amount
    if any(t.type in ("PCT", "MEI", "DIVIDE", "FENZHI", "SHARE_ZH") or t.type == "MEASURE" and i - 1 not in items
           and tokens[i - 1].type == "NUM" or t.value.endswith("率")
           or t.type in _PERIOD_UNITS and tokens[i - 1].type == "NUM" for i, t in enumerate(tokens)) \
            or Said(without_bought_by_cost(_without_paid_off(tokens))).any(NOT_A_FLOW) or other_purse_or_doubt(tokens) \
            or any(t.type == "WORD" and _COUNT_IN_A_WORD_ZH.search(t.value) for t in tokens):
        return None  # a count ("3 本", 住了两晚), a rate ("600 a month") or a share (利润率是百分之几 asks a share)
    start = last_clause_start(tokens)
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM" and i not in items]
    if amounts and Said(tokens[amounts[0] + 1:start]).any(_WE) and not Said(tokens[:amounts[0] + 1]).any(_WE):
        return None  # "妈妈给了我500，我们一起吃饭花了200", "I have $500. We spent $200": we spent it, from whose purse?
    if someone_else(tokens) or asked_of_another(tokens) or _we_asked_of_others(tokens) or paid_with_anothers(tokens):
        return None  # "I paid $800 rent and my roommate paid $400": whose money is left? "Gina had … do we have", "I had … she"
    if person_only_asked_zh(tokens[start:], tokens[:start]) or _asked_of_one_paid(tokens, start) \
            or income_untold(tokens):
        return None  # "外婆给了我50元 … 表哥一共收到了多少元": someone the story does not tell; "收入到账了": how much?
    if len(amounts) < 2 or max(amounts) >= start or Said(tokens[:start]).any(NOW_ASKED + _TOTAL):
        return None
    if spent_untold(tokens):
        return None  # "then found some more", "又花了一些": an amount the story does not tell
    said = Said(tokens)  # once, not once per period word
    if sum(said.has(p) for p in PERIODS) > 1 or Said(tokens[start:]).any(PERIODS + EARLIER_ASKED):
        return None  # two periods (this year's revenue less last year's costs), the question's own, or before them
    if any(i + 1 < len(tokens) and tokens[i + 1].type == "WORD" and tokens[i + 1].value in _SUBUNITS_ZH for i in amounts):
        return None  # "2角和12分": fen the amounts here do not turn into yuan
    if len({money_of(tokens, i, slots) for i in amounts} - {""}) > 1 \
            or any(slots.number(tokens[i].value).value <= 0 for i in amounts):
        return None  # two currencies
    if len({money_of(tokens, i, slots) for i in amounts}) > 1 and any(pay_named(tokens, part_start(tokens, i), i)
                                                                      for i in amounts):
        return None  # "工资7200，奖金1500美元": pay said in yuan beside pay in dollars? An amount without its currency
    if any(pay_named(tokens, part_start(tokens, i), i) for i in amounts) \
            and pay_asked_in_another_currency(tokens[start:], {money_of(tokens, i, slots) for i in amounts}):
        return None  # "工资7200，奖金1500，加起来一共多少美元": pay told in yuan (or no currency), asked in dollars
    kinds: list[str | None] = []
    debt = opens_with_debt(tokens, amounts)
    for i in amounts:  # a debt's first amount is its start, and a payment on it goes out of it
        kind = ("start" if i == amounts[0] else "out" if repaid(Said(part_of(tokens, i))) else None) if debt \
            else _kind(tokens, i, items)
        if kind is None and kinds and tokens[i - 1].type == "AND":
            kind = kinds[-1]  # "raised $3,462 at the bake sale and $2,918 at the car wash": one verb for both
        kinds.append(kind)
    if None in kinds:
        return None
    question = Said(tokens[start:])
    now, total = question.any(NOW_ASKED) or question.has("现在") and question.has("有多少"), question.any(_TOTAL)
    if now and total and not question.any(("现在一共有", "现在共有")):
        return None  # "how much is left in total"
    numbers = [slots.number(tokens[i].value) for i in amounts]
    values = [n.plain() for n in numbers]
    if debt_unread(tokens, amounts, question):
        return None
    now = now or paid_down(tokens, amounts, question)  # "What's the loan balance now?"
    if now and kinds[0] == "in" and "start" not in kinds and gift_opens(tokens, amounts[0], question):
        told = [money_of(tokens, i, slots) for i in amounts]
        if pay_asked_in_another_currency(tokens[start:], set(told)) or not told[0] and set(told) - {"", "CNY"}:
            return None  # "奶奶给了我五百，…，还剩多少美元", "老公给我转了1000，买衣服花了460美元": the gift in yuan, or dollars?
        kinds[0] = "start"  # "妈妈给了我两百，…花了…，还剩多少": the gift is the purse spent from
    if now and kinds[0] == "start" and "start" not in kinds[1:]:
        if numbers[0].value + sum(n.value if k == "in" else -n.value for k, n in zip(kinds[1:], numbers[1:])) < 0:
            return None  # less than nothing left: a debt the words do not tell
        expression = values[0] + "".join(("+" if k == "in" else "-") + v for k, v in zip(kinds[1:], values[1:]))
        return Task("expr", {"expression": expression}, source="parser")
    if total and not now and len(set(kinds)) == 1 and kinds[0] in ("in", "out"):
        return Task("expr", {"expression": "+".join(values)}, source="parser")
    return None


# A deposit into a place named (存进银行, 存到卡里): out of the purse the story opens with, into that place
_INTO_A_PLACE = re.compile(r"存(?:进|入|到)了?去?(?:银行|卡|账户|存折|余额宝|支付宝|微信|账上)")


def _without_paid_off(tokens: list[Tok]) -> list[Tok]:
    """"paid off 3,100", "paid 6,000 off": the "off" of a debt paid, which is no discount."""
    return [t for k, t in enumerate(tokens)
            if not (t.type == "OFF" and any(u.value == "paid" for u in tokens[max(k - 2, 0):k]))]


def _we_asked_of_others(tokens: list[Tok]) -> bool:
    """"we" or "our" asked where the story never says it ("Gina had $50 and spent $18 … do we have"): whose?"""
    start = last_clause_start(tokens)
    return Said(tokens[start:]).any(_WE) and not Said(tokens[:start]).any(_WE)


def _kind(tokens: list[Tok], i: int, items: set[int]) -> str | None:
    """What the part holding tokens[i] says the amount is: "start", "in" or "out"; None for neither
    or more than one."""
    lo = i
    while lo > 0 and tokens[lo - 1].type not in _PARTS:
        lo -= 1
    hi = i + 1
    while hi < len(tokens) and tokens[hi].type not in _PARTS:
        hi += 1
    if any(tokens[k].type == "NUM" and k not in items for k in range(lo, hi) if k != i):
        return None  # two amounts in one part
    said = Said(tokens[lo:hi])
    if pay_named(tokens, lo, i) and all(t.type in ("UNIT", "COMMA", "AND") for t in tokens[i + 1:hi]):
        return "in"  # "这个月工资8650，奖金1200，加起来一共多少": the speaker's pay, named
    found = [kind for kind, words in (("start", _START), ("in", _IN), ("out", _OUT)) if said.any(words)]
    if not found and said.has("paid") and said.has("back"):
        found = ["out"]  # "paid her back 125"
    if not found and lo == 0 and i > 0 and tokens[i - 1].type == "YOU" and _own_account_opens(tokens, i):
        found = ["start"]  # "微信零钱有420元", "银行卡里有3000元": what the story opens with
    if not found and _pay_given(said, tokens):
        found = ["in"]  # "发了工资6500元": the speaker paid
    if found == ["in"] and (said.has("充值") and said.has("给") or _INTO_A_PLACE.search(said.joined)):
        return None  # "给饭卡充值了100元", "存进银行50元": money out of this purse or account into another
    if len(found) != 1 or found == ["in"] and said.any(PAID_OUT_NOUNS):
        return None  # "Payment I just made: 950", "Purchase I just made": made, or received, is no income there
    subject = tokens[lo:_verb_at(tokens, lo, hi)]
    if "".join(t.value for t in subject).startswith("给"):
        subject = []  # "给房东转账了500元": the one paid, not who pays
    if found[0] != "start" and Said(subject).any(_SOMEONE_ELSE):
        return None  # "my friend spent $10": whose money?
    if found[0] != "start" and not said.any(_TO_ME) and kin_or_roles_zh(subject):
        return None  # "我卡里有3200元，妻子卡里存入1800元": her account, or mine? (a kinship or role noun, 外婆给了我 aside)
    return found[0]


def part_start(tokens: list[Tok], i: int) -> int:
    """Where the part (between commas or "and") holding tokens[i] starts."""
    while i > 0 and tokens[i - 1].type not in _PARTS:
        i -= 1
    return i


def _asked_of_one_paid(tokens: list[Tok], start: int) -> bool:
    """"微信余额800元，给房东转账了500元，房东现在有多少元": a person the question asks of who holds no amount the story
    opens with (the one paid or who gave)."""
    first = next((i for i, t in enumerate(tokens) if t.type == "NUM"), start)
    return any(person not in "".join(t.value for t in tokens[:first]) for person in kin_or_roles_zh(tokens[start:]))


def _pay_given(said: Said, tokens: list[Tok]) -> bool:
    """"这个月发了工资6500元": pay given (发) to the speaker, in a story that opens with the speaker's own account (卡里原来有)
    or with pay itself (its total is the same either way), and names nobody else. Beside a person (老王卡里有8000元) or
    another holder (公司账上有8万元, 店里有) 发 may be paying out; 发红包 may be sent or given."""
    if not (said.has("发") and said.any(_PAY_ZH)) or said.has("红包"):
        return False
    first = next(i for i, t in enumerate(tokens) if t.type == "NUM")
    opening = Said(tokens[:first])
    if not (opening.any(_ACCOUNTS) or opening.has("我") or opening.has("发") and opening.any(_PAY_ZH)):
        return False
    return not any(w.word not in ("我", "我的") and (w.kind == "person" and a_person(w.word) or is_kin_or_role(w.word))
                   for t in tokens if t.type == "WORD" for w in words_zh(t.value))


_ACCOUNTS = ("卡", "存折", "钱包", "零钱", "微信", "支付宝", "账户")


def _own_account_opens(tokens: list[Tok], first: int) -> bool:
    """"微信零钱有420元 … 还剩多少元": the story opens with what an account of the speaker's has, names nobody, and money
    is asked (not "小明有30元", "刘洋卡里有75元，陈静存入28元": whose? nor "还剩多少个苹果")."""
    start = last_clause_start(tokens)
    return Said(tokens[:first]).any(_ACCOUNTS) and Said(tokens[start:]).any(("元", "钱")) and not any(
        t.type == "WORD" and (named_person(t.value[:2]) or named_person(t.value[:3])) and not t.value.startswith("我")
        for t in tokens[:start])  # "刘洋卡里有75元，陈静存入28元": whose? (a kinship or role noun: `_kind`)


def _verb_at(tokens: list[Tok], lo: int, hi: int) -> int:
    """Where the part's first word of money coming in or going out is (its subject comes before)."""
    return next((k for k in range(lo, hi) if Said(tokens[lo:k + 1]).any(_IN + _OUT + ("paid",))), hi)

