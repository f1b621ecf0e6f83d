"""Red team, Chinese, session 32 (`redteam_zh_32.jsonl`, issue 15, h/redteam_zh32): fresh requests meant to trick the
reader, aimed first at session 31's new mechanisms in new words (others told: 其他人, 另一组, 别人说; conversions told
wrong; 券, 抵扣, 满减, 立减; 除非; containers and units asked; old prices 原来, 以前), then 应用题 as Chinese textbooks write
them (还剩, 一共, 比…多/少, 倍, 平均分, 相遇, 工程, 植树 with its ends, 鸡兔 and the like), distractor numbers (年级, 班, 号,
第几), 大写数字 and 万/亿, 两 against 二, 折/成/百分点, 元角分, clock times across midnight, 农历 and 节日, weekdays,
同比/环比 told backwards, 增加了 against 增加到, 多几倍 against 是几倍, hedges (约, 左右, 多, 来, 小两千), negations and
hypotheticals, questions about a computation, chats with numbers of other things, and the forms the reader reads with one
twist each (起 after a discount, a threshold not reached, another's rate); committed in waves before the reader ran on
them, each fix's twins before the fix.

What went fast and wrong on the branch's start (2c515370), closed by mechanism:
- money told as one person's (零花钱, 压岁钱, 话费, 生活费, 账户余额, 哥哥's, whom jieba tags a place) spent by another
  (held_money_zh.py; 父亲, 母亲, 嫂子, 姐夫 made persons in vocab_zh.py);
- an old price said with the measure first (原来一张门票80元) or said to change with no new one (后来涨价了, 调价了, 价格变了)
  (old_prices_zh.py);
- 小 before a round amount (小两千块钱, 小5000元) and a share with 多 after it (三成多, 80%多) (hedged_magnitudes_zh.py);
- shares said taken unevenly (有人多拿了: unequal_shares.py); amounts heard from others (听说, 据说, 别人说, 听同事说:
  unsure_amounts_zh.py);
- the others with whom they are the others of uncounted (其他同学每人捐了20元，全班45人), another group's rate used for
  ours (另一组的同学每人采了12个，我们组8人), a figure designed, rated or claimed (设计时速, 额定功率, 标称续航, 限速)
  (others_rates_zh.py);
- a conversion told wrong in 市斤, 英寸, 英尺, 磅, 公分, 尺, or told approximately with an exact answer asked
  (1公里大约等于2里，3公里是多少里) (conversions_told_zh.py);
- the parser's 一共 sum adding what is no price paid: an offer's threshold (满100元免运费，买了85元 → 100 + 85), an amount
  taken off (以旧换新抵200元, 积分抵扣, 补贴, 砍了, 返了), another time's price (原价1800元, 还价到250元)
  (offer_terms_zh.py), a budget, a wage or a cost, or a thing or place the question leaves out (一件外套300元，预算是400元；
  买鞋一共付多少元 after 鞋 and 袜子; 这次 after 上次买的裤子200元) (sums_paid_zh.py);
- after the blind half's run: another household's price used for ours (邻居家的草莓园每斤卖30元，我们家的草莓卖了100斤)
  (others_rates_zh.py), and wave 12's purchase of another occasion (sums_paid_zh.py).
The whole file (1030 rows, 416 must go slow; two written that earlier rounds asked were dropped) on the branch's start
(2c515370, a `git archive` copy): 118 right, 61 wrong fast; on this branch 118 right, 0 wrong.
Rows whose expectation was corrected after the run say so in `why` (送货上门另收20元 beside one purchase is its fee; an
approximate factor with the answer asked approximately reads, as hostile_probes_8 holds).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo; a list
where two readings are both right; slow: null), `family`, `why` (its wave, or "twin")."""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_zh_31 import EARLIER as BEFORE_REDTEAM_ZH_31

EARLIER = (*BEFORE_REDTEAM_ZH_31, "redteam_zh_31.jsonl", "redteam_zh_31_blind.jsonl")
(outcomes, test_the_requests_are_new_chinese_and_a_large_share_must_go_slow,
 test_a_red_team_request_gets_no_wrong_fast_value) = red_team_round_tests("redteam_zh_32.jsonl", EARLIER, "zh", 0.4)
