"""Red team, Chinese, session 30 (`redteam_zh_30.jsonl`, issue 15, h/redteam_zh30): fresh requests meant to trick a
pattern reader, aimed first at the composition layers (a distractor number, a holder mixed up, a part not of that
whole, a period not the one asked, a change told in the other direction), then 否定与反事实, 问的东西不同, 单位混用,
百分比与百分点, 折成扣, 倍的歧义, 运算词的别义, 作标签的数, 范围, 约数, 引号算式代码表格, 提示注入, 一问两事, 反问与讽刺,
关于计算的问题, 繁体与全角, 方言口语, 老师的干扰数, 成语里的数; each batch committed before the reader ran on it, each fix's
twins before the fix.

What went fast and wrong on main (6cf8258b), closed by mechanism in told_apart_zh.py (a guard every Chinese reading
passes, guards.py):
- a conversion told wrong (每两100克，买了5两 → 500; 每米120厘米; 每小时50分钟; 1千克是100克，3千克是多少克 → 300), the
  rate reader's; a rate between units of one kind with something between (每斤面粉加水300克) stays a rate;
- a part told of another group, family or period than the whole before it (一班有40人，二班男生占了40% → 16; 甲校 … 乙校男生
  占55%; 这个月生活费3000元，上个月房租占了40% → 1200; 上半年收入 … 下半年支出占了40%; 小明家 … 小红家伙食费占了30%),
  read_percent_part's and compose_zh's;
- two amounts compared where one is a doing and the other a having (苹果24个，梨卖出8个，苹果比梨多几个 → 16; 男生28人，
  女生缺席3人 → 25, the grammar's; 苹果28个，梨少了3个 → 25);
- in compose_zh's readings, an amount asked of another than the story names (小明家白兔有20只，黑兔比白兔多5只，小黑兔有
  多少只 → 25; 甲桶有油40升，乙桶用去的是甲桶的一半，乙桶有多少升 → 20) and rates of two households chained (我家每个月用电
  200度，邻居家电费每度0.6元 → 120);
- a rate of one person with another's time (王小明每分钟打字60个，小王打了20分钟 → 1200), the rate reader's.
The whole file (786 rows) on main (a `git archive` copy): 113 right, 40 wrong fast; on this branch 113 right, 0 wrong.
Rows whose expectation was corrected after the run, each saying why in `why`: a week of 每天 is 7 days for the rate
reader as hostile_probes_33_zh.jsonl reads it (工人每天修路80米，修了一周 → 560), 打了几折 → 8, 7点45再过30分钟 → 08:15.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. A row whose value is determined though it was written to tempt a reader says so in
`why` ("fast and right is fine"). The blind half is `redteam_zh_30_blind.jsonl` (test_redteam_zh_30_blind.py)."""

from __future__ import annotations

from .reading import red_team_round_tests
from .test_redteam_zh_29 import EARLIER as BEFORE_REDTEAM_ZH_29

EARLIER = (*BEFORE_REDTEAM_ZH_29, "redteam_zh_29.jsonl", "redteam_zh_29_blind.jsonl")
(outcomes, test_the_requests_are_new_chinese_and_a_large_share_must_go_slow,
 test_a_red_team_request_gets_no_wrong_fast_value) = red_team_round_tests("redteam_zh_30.jsonl", EARLIER, "zh", 0.45)
