"""Tune rows for the chats corpus's Chinese dev misses (issue 15, session 24, h/chatszh27), by mechanism
(`chats_zh_27.jsonl`, written and committed before the reader ran on it; golds by Fraction, `expr`):

- `start_given_zh`: money given to the speaker opens the story (妈妈给了我两百, 老公给我转了1000) and is what the speaker
  spends from, 买衣服花了 being spending, when what is left (还剩, 剩下) is asked; near misses: 现在有 (money had before is
  untold), I gave, an amount untold, another spender, the giver asked, a condition, a price missing, two currencies, a
  negation, a price beside the spending.
- `borrowed_debt_zh`: money borrowed from someone (跟 / 向 / 找 / 从 X 借了) is a debt, 还了 pays it down, 还差 / 还欠 asks
  the rest; near misses: a payment untold, interest, borrowed the other way, a plan, someone else paying, money asked,
  two currencies, the debt grown, 借了我 (lent, or borrowed?).
- `collective_whole_zh`: the whole of 占百分之几 named by a collective (班里 45 人, 年级里 200 人) or 一共 N 个员工 with the
  part a kind of that noun (男员工); near misses: 一共 25 个男生 beside 10 个女生 (a whole of 35), a negation, a subgroup,
  another time, another group or whole asked, another form, a group as the whole, an extra number.
- `rate_part_said_zh`: 回收率's part told by 收回来 / 收回了; near misses: a third number, the part not returned.

Batch 2 (written and committed after batch 1 was read, before the reader ran on it):

- `portions_zh`: one portion's amount of an ingredient (一份 / 每杯 / 一锅 … 要 / 用 / 放 N 克 X) and the portions made (做 /
  煮 / 冲 M 份), the ingredient asked in any order (糖一共放多少克, 需要多少克黄油, 蜂蜜准备几勺); near misses: another
  ingredient, measure or unit, what is left, an extra number or step, the count missing, one portion asked, a recipe for
  three, a negation.
- `scaled_recipe_zh`: a recipe doubled or halved by a word (双倍, 翻倍, 加倍, 做一半), one ingredient's amount asked; near
  misses: the ingredient untold, two scalings, the difference asked, an extra number, what is still to add, another
  ingredient doubled, a negation.

Batch 3 (the same way, after batch 2 was read):

- `today_now_zh`: a price then and now told by 昨天 / 上周 / 上个月 / 去年 … 今天 (今天 right before its amount is now, as
  现在 is), a growth or fall asked in percent; near misses: an amount asked, three days or prices, another thing today,
  an increase asked of a fall, another day asked, a condition.
- `filler_this_zh`: 这 / 这算 before the question's 涨了 / 下降了 (房租从2500涨到2800，这涨了百分之几); near misses: 这个涨了多少,
  这个月 (a period), a second question.

Batch 4 (written after the vocabulary change below had been tried on eight requests of my own, not before it):

- `pay_asked_zh`: money to pay asked (要付多少钱, 得交多少钱, 应付多少钱, 一共要付多少钱) read as 要多少钱 (one DUOSHAO_QIAN token
  instead of 要付多少 and a stray 钱); near misses: an extra number, another currency, the amount untold, paid not
  bought, another month asked.

Batch 5 (committed before the reader ran on it):

- `spent_bare_zh`: money spent said without 元 (聚餐一共花了624，8个人AA; 我有500，买衣服花了238); near misses: another
  unit or currency, the count untold, an extra share. Run before any change: main already reads 4 of its 5 right rows
  (花了 N beside 平分 / 平摊, 有 N … 花了 N); the fifth (… 8个人AA) is refused by the bill reader for want of money, and
  reading a bare amount after 花了 as yuan (tried in bill_amounts.money_of) broke 2000块 … 花了860 (two currencies) and
  still left it slow, so it was taken back. Two rows written slow (我有500，花了238个，还剩多少; … 还剩多少个) were read 262
  and relabelled fast: with no unit said, 262 of the same thing is their answer. AA as a word of equal sharing
  (equal_shares.py) read the fifth, but cost two English stories dev rows ("split among 5. Each?") and was taken back.

Batch 6 (committed before the reader ran on it):

- `pay_summed_zh`: pay items each named before its amount (工资, 奖金, 底薪, 提成, 补贴, 年终奖, 兼职收入) and their total
  asked (加起来一共多少, 总共多少元, 一共拿了多少); near misses: a deduction, someone else's pay, two periods, two
  currencies, an amount untold, a year asked of a month's pay, a share of the pay. Run: 2 of 4 right, and the two
  currencies row answered 8700 (工资7200 without its currency beside 奖金1500美元: money_flows.py took one currency for
  two) until pay named beside an amount of another currency or none went slow; 底薪5000 提成3260 … (spaces next to numbers
  are no commas) and 年终奖 (split as 年 + 终奖) stay slow.

Main (87e0219a, a `git archive` copy), all six batches: 7 of 53 right rows fast and exact (6 of them batch 5's and the
relabelled two), 0 wrong, 73 of 73 near misses slow; this branch: 43 of 53 right, 0 wrong, 73 of 73 near misses slow (slow still: 年级 split as 年 + 级 by the tokenizer, 两勺 / 两锅 not numbers
to the readers, 加倍 read as 加 + 倍 (added_unsaid.py refuses), 28元一斤 beside a price without 一斤, 收盘 between 昨天 and
its amount, 这套 before 300万, … 8个人AA beside an amount without 元).
"""

from __future__ import annotations

from .reading import assert_blind_half_reads, assert_golds_are_their_expressions, jsonl_rows

ROWS = jsonl_rows("chats_zh_27.jsonl")


def test_the_rows_are_chinese_and_their_golds_what_their_expressions_give() -> None:
    assert len(ROWS) == 126 and sum(r["expect"] == "slow" for r in ROWS) == 73 and {r["lang"] for r in ROWS} == {"zh"}
    assert_golds_are_their_expressions(ROWS)


def test_nothing_is_answered_wrong_and_the_mechanisms_read() -> None:
    assert_blind_half_reads(ROWS, 43)
