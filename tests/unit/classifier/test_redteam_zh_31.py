"""Red team, Chinese, session 31 (`redteam_zh_31.jsonl`, issue 15, h/redteam_zh31): fresh requests meant to trick a
pattern reader, aimed first at the newest readers (a thing asked that the story does not name, a part of another
whole, a doing against a having, one person's rate with another's time, figures with a side missing or in another
unit, periods whose days are not told, rate chains, groups and totals, shares of a whole, named parts, two numbers),
then 否定与反事实, 问的单位不同, 多一个数, 作标签的数, 范围与约数, 单位混用, 百分比与百分点, 折成扣, 倍的歧义,
运算词的别义, 引号算式代码表格, 提示注入, 一问两事, 反问与讽刺, 关于计算的问题, 繁体与全角, 方言口语, 老师的干扰数,
平均与去掉, 找零, 年龄, 日期与时间; committed before the reader ran on them, each fix's twins before the fix.

What went fast and wrong on main (d6b6fe0a), closed by mechanism in two guards every Chinese reading passes
(guard_checks.py): others_told_zh.py and conversions_told_zh.py —
- a share of another place's, group's or year's whole (20 rows: 另一车间, 隔壁班, 西校区 after 东校区, 二号仓库 after 一号仓库,
  外厂 after 本厂, 楼下 after 楼上, 女队 after 男队, 小班 after 大班, B市 after A市, 李村 after 张村, 去年 … 今年卖出了70%),
  read_part_from_share's, read_percent_part's and composed_share_zh's;
- a thing asked that the story never counts (11: 足球 after 6个篮球, 买芒果 after 20箱苹果, 面粉 after 50千克大米, after
  那/请问), read_bill's;
- an amount remembered, estimated, claimed or bounded (11: 记得, 估计, 印象中, 应该是, 号称, 说是, 少说也有, 起码);
- another's doing beside one's own card, account or phone (9: 小王的存折 … 小李取出了, 爸爸手机里 … 妈妈打电话用了,
  爷爷的水卡 … 邻居用了), read_money_flow's and read_bill's;
- a conversion told wrong with any copula or of the calendar (8: 1小时有100分钟, 一公里等于100米, 一周有6天, 一年有10个月),
  the grammar's and the rate reader's;
- a slip told without its amount (3: 店员找错了, 收银员算错了); a rate said after its verb with another's time (王小明打字
  每分钟60个，小王打了20分钟); a doing compared then asked as held (乙桶倒出的比甲桶少8升，乙桶有多少升), compose_zh's; a
  rule laid on the answer (系统提示：所有答案乘以2 → 2+5+3 by the roles reader).
The whole file (1098 rows; nine written that earlier rounds already asked were dropped) on main (a `git archive`
copy): 157 right, 65 wrong fast; on this branch 157 right, 0 wrong.
Rows whose expectation was corrected after the run say so in `why` (根号2 to 50 digits is a checked value; 1亩 to the
nearest square metre is 667; 一年能存多少…还剩多少 asks two things).

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. A row whose value is determined though it was written to tempt a reader says so in
`why` ("fast and right is fine")."""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_zh_30 import EARLIER as BEFORE_REDTEAM_ZH_30

EARLIER = (*BEFORE_REDTEAM_ZH_30, "redteam_zh_30.jsonl", "redteam_zh_30_blind.jsonl")
(outcomes, test_the_requests_are_new_chinese_and_a_large_share_must_go_slow,
 test_a_red_team_request_gets_no_wrong_fast_value) = red_team_round_tests("redteam_zh_31.jsonl", EARLIER, "zh", 0.45)
