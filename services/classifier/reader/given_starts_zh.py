"""Money handed to the speaker as the purse a story spends from, for money_flows.py: "妈妈给了我两百，买零食花了三十七块五，还剩
多少钱", "老公给我转了1000，买衣服花了460，还剩下多少钱", "老板给了我2000块出差费，住宿花了860，吃饭花了315，还剩多少".

Where the story opens with money given to the speaker (给了我, 给我, 给我转了) and asks what is left of it (还剩, 剩下, 剩余),
the gift is what the speaker spends from: its start. Asked what the speaker has now (现在有多少), money had before the gift
is untold, and the gift stays money coming in (unread). A gift later in the story still comes in.

And a purchase told by what it cost (买零食花了, 买书用了) is spending: 买 before the verb that spends names what was
bought, where a count or a price (买了3本书, 每斤6元) is refused by money_flows.py before it reads.
"""

from __future__ import annotations

from dtlib.unit_names import money_unit

from .tokens import Said, Tok

_GIVEN_TO_ME = ("给了我", "给我")
_LEFT_OF_IT = ("还剩", "剩下", "剩余", "还剩下")
_SPENDING = frozenset({"花了", "用了", "花掉了", "花掉", "用掉了", "用去", "用去了"})
# money only promised, meant, due later or nearly given (妈妈答应给我, 会给我, 明天给我, 差点给了我): not in the purse
_NOT_GIVEN_YET = ("答应", "会", "要", "想", "说", "打算", "准备", "计划", "承诺", "保证", "将", "明天", "下周", "下个月", "以后",
                  "差点", "差一点", "几乎", "本来", "原本", "没")  # 差点给了我: nearly given, so not given


def gift_opens(tokens: list[Tok], first: int, question: Said) -> bool:
    """Whether the amount at tokens[first] opens the story as money given to the speaker, and what is left is asked."""
    opening = tokens[:first + 1]
    if any(t.type in ("COMMA", "AND", "NUM") for t in opening[:-1]) or not question.any(_LEFT_OF_IT):
        return False
    said = "".join(t.value for t in opening[:-1])
    if any(w in said[:said.find("给")] for w in _NOT_GIVEN_YET):
        return False  # "妈妈答应给我两百": a promise, no money had
    return any(said.endswith(w) or said.endswith(w + "转了") or said.endswith(w + "转") for w in _GIVEN_TO_ME) \
        or _named_gift(opening[:-1])


def _named_gift(words: list[Tok]) -> bool:
    """"奶奶给了我压岁钱800元": what the money is named between 给了我 and its amount (one word)."""
    return len(words) >= 2 and words[-1].type == "WORD" and any(words[-2].value.endswith(w) for w in _GIVEN_TO_ME) \
        and words[-1].value.endswith(("钱", "费", "红包", "工资", "奖金", "零花钱"))


def without_bought_by_cost(tokens: list[Tok]) -> list[Tok]:
    """The tokens without the words of a purchase told by its cost (买 零食 before 花了), for money_flows.py's check of
    words that are no flow: the purchase is what was spent on, not a count bought at a price."""
    drop: set[int] = set()
    for k, t in enumerate(tokens):
        if t.type != "SPEND" or t.value not in _SPENDING:
            continue
        start = k
        while start > 0 and k - start < 2 and tokens[start - 1].type == "WORD":
            start -= 1
        if start < k and tokens[start].value.startswith("买") and not tokens[start].value.startswith("买了"):
            drop.update(range(start, k))
    return [t for k, t in enumerate(tokens) if k not in drop]


# pay the speaker gets, named right before its amount: 工资8650, 奖金1200, 底薪5000, 提成3260, 兼职收入1500
_PAY_NOUNS = ("工资", "奖金", "底薪", "基本工资", "提成", "补贴", "津贴", "年终奖", "绩效", "加班费", "兼职收入", "副业收入", "薪水")
_PAY_LEADS = ("", "我", "我的", "这个月", "本月", "这个月的", "我这个月", "这个月我")


def pay_named(tokens: list[Tok], lo: int, i: int) -> bool:
    """Whether the part from tokens[lo] to its amount at tokens[i] names pay of the speaker's and nothing else ("这个月工资
    8650", "奖金1200"): money coming in, whose total money_flows.py reads when the total is asked."""
    said = "".join(t.value for t in tokens[lo:i])
    noun = next((n for n in sorted(_PAY_NOUNS, key=len, reverse=True) if said.endswith(n)), None)
    return noun is not None and said[:-len(noun)] in _PAY_LEADS


def pay_asked_in_another_currency(question: list[Tok], told: set[str]) -> bool:
    """Whether the question asks pay in a currency no amount is told in ("… 加起来一共多少美元" of pay with no currency, or
    in yuan); asked in 元 / 块 is the pay's own where its amounts say none."""
    asked = {money_unit(t.value) for t in question} - {""}
    return bool(asked - told) and not (asked == {"CNY"} and told <= {"", "CNY"})
