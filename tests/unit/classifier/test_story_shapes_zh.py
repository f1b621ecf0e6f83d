"""Chinese story shapes the reader stopped on (issue 15, held-out gap): a question asked before its story
(一共收了多少元：外婆给了我300元，…), and a reckoning adverb before the question (算下来每卷多少钱), beside the near
misses that must stay slow.

story_shapes_zh.jsonl (batches written and committed before the reader ran on them; golds by Python Fraction,
`expr`): batch 1 (ssz_001–044) questions asked first, with near misses: a second question after the story, another
unit, a count in the question, a hypothetical, two colons, an extra number, another thing or person asked, an
amount not told; reckoning adverbs (算下来, 算起来, 这么算下来) before a price of one, a total, a remainder, with
near misses: another unit, two boxes, a unit not told, someone else, a comparison with a price not told, a second
question; batch 2 (ssz_045–078) clock times said with 点 (8点到11点半, 9点15分, 下午2点…5点, 9点钟, 5点整) and the
minutes or hours between, with near misses: 8点到2点 (noon between, or not?), no unit asked, past midnight, a break,
two days, someone else, 每天, a comparison with a day not told, a third clock time, 晚点, a second question, a
hypothetical, 晚上12点, an end before its start, 大概, a unit that is no time; batch 3 (ssz_079–202), a hostile batch
aimed at what batches 1–2 loosened (79 of 124 must go slow): questions asked first, reckoning adverbs, clock times with
点, and a thing priced beside another counted (苹果每斤6元，买了5斤香蕉). It found one wrong fast answer: 大米每袋50元，
买了3袋面粉，要多少钱 → 150 (the price's measure, 每袋, stood between 每 and the money; mismatched_purchases.py now reads
past it), and one row written slow that has one sensible reading (ssz_106, a second colon between two expenses of a
list: 110, read as written on main), now fast; batch 4 (ssz_203–218) 单价 asked beside the one it is the price of
(每支单价多少元, 单价是多少元一瓶), with near misses: another thing, another currency or measure, two things in one price,
no count, a comparison, a second question; batch 5 (ssz_219–229) 毫克, a unit the sandbox converts and the reader did
not know, with near misses: another dimension, no unit asked, no count, an amount not told, a second question;
batch 6 (ssz_230–259), a hostile batch aimed at batches 4–5 (22 of 30 must go slow). It found two wrong fast answers,
both main's: 一板8颗电池卖20元，充电器单价是多少元 → 2.5 and 一包3双袜子卖27元，妈妈买的那双单价多少钱 → 9 (prices.py
checked the question for another thing only where it named the one asked; 单价 alone named none); it now checks every
question. Batch 7 (ssz_260–279) a count at a price each, then the change from one payment (买5本书每本32元，给了200元，
找零多少): the reading is unique, but the project sends two steps slow (data/parse/README.md; two_step_blind.jsonl and
slow_stories.jsonl label these slow), so its fast rows stay slow; it found 每本书32元，给了200元，找零多少 → 168 on main
(the price each of a thing named, with no count, read as one amount bought). Batch 8 (ssz_280–295) 单价 and 一盒12元
as a price each after its count, with near misses; batch 9 (ssz_296–327) a rise told first (房东又涨房租了，从…涨到…),
an equal share of one thing named with its amount (一块3.6公斤的西瓜平均分给6个人), one piece converted (每粒500毫克，
合多少克); it found 几块3.6公斤的西瓜平均分给6个人，每人多少公斤 → 0.6 on main; batch 10 (ssz_328–339) a rate said by
its verb (交了物业费的有720户 … 交费率, 完成了48个 … 完成率); batch 11 (ssz_340–421), a hostile batch aimed at batches
7–10 (61 of 82 must go slow). It found one wrong fast answer, main's: 奖金9万元，18人平均分，每人花了多少元 → 5000 (a
verb of spending the story does not say); ssz_354 (买了3袋面粉，单价18元，昨天一共要付多少钱), written slow, is fast 54
by the project's reading of a day asked of a total as the bill's own day (午饭28元，晚饭45元，昨天一共花了多少 → 73). Batch
12 (ssz_422–441), a second hostile batch (15 of 20 must go slow), found two wrong fast answers of this branch, fixed by
rule: 房东又涨房租了，从3000降到2700，降幅是百分之多少 → 10 (the rise told first is set aside only before a rise) and
买了6支笔，一支2元，另一支3元，一共多少元 → 15 (一支2元 is no price each beside 另一支); two rows written slow read one way
and were relabelled fast: 每次500毫克，合多少克 (0.5) and 每袋大米10公斤，合多少斤 (20, as main reads 10公斤合多少斤). Batch 13
(ssz_442–501, the twentieth session), the tune halves of five families whose blind halves are `blind_20_zh.jsonl`
(written with them, before the reader ran): clock times in Chinese numerals (八点到十一点半, 五点一刻, 七点四十; near
misses 八点到两点, past midnight, a break, no time unit, one clock time, someone else), 疗程 / 单程 / 往返 (a fare,
a count of courses or trips, another unit: two steps), rates of those who came or did (到场率, 出勤率 in 名 and 人,
完成了计划的百分之几; near misses 缺勤率, 不合格, a time not told, 还差), a clock time plus a duration (几点到: no sandbox
operation gives a clock time, so all go slow), and a recipe or a ratio scaled (6人份 … 做4人份, 鸡蛋2个, 米和水的比例是
1:1.2). 23 of its 30 fast rows read after the session's mechanisms (4 before), none of its slow ones. Batch 14
(ssz_502–571, the twenty-first session), the tune halves of five families whose blind halves are `blind_21_zh.jsonl`
(written with them, before the reader ran): money flows (工资, 存入, 取出, 找零, 红包, 还款; near misses 还差, a fee, 透支, a
second account, another currency), holidays and dates (元旦, 国庆节, 劳动节, 圣诞节 with a year; near misses 距离…还有几天
and 下周三 without today, lunar holidays, no year, 第几周), conversions inside a story (一桶油5升，用了3桶，一共多少毫升;
市斤; near misses 斤, 吨, 两, 里, another dimension, an extra amount), a holiday whose date the request states (2024年春节是
2月10日，…; near misses no year, another year, defined twice, a hedge) and one amount told after a sayer, converted. It
found one wrong fast answer, main's: 我卡里有3200元，妻子卡里存入1800元，我的余额是多少元 → 5000 (a change said of a
person by a kinship noun beside the speaker's account; money_flows.py and signed_changes.py now refuse it). 30 of its 35
fast rows read after the session's mechanisms (16 on main). Batch 15 (ssz_572–589), more of the same families written
after the first fixes and before any run: 8 of its 11 fast rows read (4 on main; 发了工资, 收到转账, 砖排成一排 not), none of its 7 slow
ones. Batch 16 (ssz_590–614, the twenty-second session), the tune half of money flows whose blind half is
`blind_22_zh.jsonl` (written with it, before the reader ran on either): 发了工资, 领到零花钱, 收到红包, 支付宝 / 微信 /
刷卡 payments, 余额 told first, 充值, 收到退款, two accounts and a move between them asked of one; near misses 发了 by
someone named, a plan (打算, 准备), a refund asked for or not yet come, a fee beside money moved (taken from it, or on
top?), two currencies, 转了 without from or to, another's account. Batch 17 (ssz_615–628) twins of the move between two
accounts (account_transfers_zh.py), batch 18 (ssz_629–644) hostile twins of the session's loosening, both written
before their run; they found 工资卡有6000元，信用卡有2000元，从工资卡转给信用卡1500元 → 3500 (a credit account now stays
slow), 公司账上有8万元，发了工资5万元 → 130000 and 店里有3000元，发了奖金1000元 → 4000 (发 + pay reads as money in only
after the speaker's own account: it may be paying out), each of this branch before its fix.
Batch 19 (ssz_645–656), money sent from one account (转账给朋友, 给房东转账了, 转给同学; near misses more than there
was, a plan, 妈妈转给, 她给房东, the one paid asked, another currency), written before its run.
Batch 20 (ssz_657–668), a hostile batch after the blind run, written before its run: someone else paying or paid, 充值
for another, two accounts in another order or asked by a bare 卡 or 钱包, a move told after a spending, one account told,
dollars asked as 元, 退回了.
Batch 21 (ssz_669–726, the twenty-first session), the tune half of four families whose blind half is
`blind_23_zh.jsonl` (written with it, before the reader ran on either): ages (5年后, 3年前, 再过, 比…大 / 比…小, a
multiple of another's age, two ages' difference years on; near misses another person asked, 相差 without a direction, a
year of birth, 虚岁 / 周岁, an age below one, 5个月后, two steps), doubling words (翻一番, 翻两番, 翻了三番, 增加了一倍,
增加到原来的两倍, 比去年翻了一番 asked of last year; near misses 增加了两倍 / 增长了两倍, read ×3 or ×2, twice doubled,
another unit, 减少了一倍, another year asked), the missing item of an average (near misses: a count not said, an extra
number, 至少, another unit, two groups' averages), speeds with a duration in minutes (45分钟 at 每小时60千米, 半小时, 一刻钟;
near misses 天 against 月, two legs' average speed, another unit, someone else) and days until a date with today said.
Batch 22 (ssz_727–769), the same families in other shapes and their near misses, and batch 23 (ssz_770–804), a hostile
batch aimed at the session's readers, and batch 24 (ssz_805–814, an age told before the multiple of it, two ages compared
years on by 比…大 / 比…小) and batch 25 (ssz_815–820, how much more after a doubling), each written before its run; batch 23 found two wrong fast answers of this
branch, fixed by rule: 哥哥今年14岁，妹妹今年9岁，10年前两人相差几岁 → 5 (one not born yet) and 保姆每小时工资30元，干了
20分钟，挣了多少元 → 10 (money per hour for a part of it: billed by the hour begun or by the minute?). Batch 26
(ssz_821–844), a second hostile batch written before its run, found three more, fixed by one rule (the words before the
items and the question say no new verb or person): 小明三次考试平均分90分，前两次是85分和92分，第三次小红考了多少分 → 93, the
same with 前两次小红考了, and 第三次的名次是多少分 → 93.
Batch 27 (ssz_845–882, the twenty-first session, h/zh24), the tune half of three families whose blind half is
`blind_24_zh.jsonl` (written with it, before the reader ran on either): 半小时 / 半个小时 / 一刻钟 / 三刻钟 as durations
at a rate per hour or minute (near misses money per hour, 半天, 大约, 还剩, someone else, a rate per day, 半小时多),
counts before measure words perception did not count (四场比赛, 三节课, 五篇日记, 六棵梨树, 四首歌; near misses 其中一场,
还剩, 至少, someone else, a rate per day with no days) and a distance between two places (两地相距240千米 with 每小时行60千米,
几小时能到达; 5小时到达, 两地相距多少千米; 3小时行完, 平均每小时行多少千米; near misses 还剩, 相向 … 相遇, 往返, 至少, a time
that is no finite decimal, 几点到达, money per hour, another doer, a distance already gone). Batch 28 (ssz_883–917), a
hostile batch aimed at the same, written before its run (不到半小时, 大半小时, 九点一刻, 半小时左右, 每只 against 双, 3小时还没
到达, 行了一半, 每小时比火车多行, 几小时不能到达). Batch 29 (ssz_918–925), written before its run: a question verb of the
story's own doing in other words (读 … 看, 种 … 栽) against another doing; it found two wrong fast answers, main's:
小明每分钟打60个字，20分钟抄多少个字 → 1200 and 小华每天读20页，5天能写多少页 → 100 (rate_guards.py now refuses a Chinese
question verb the story does not tell, verbs of one doing — going, reading, planting, carrying — taken as one).
Batch 30 (ssz_926–935), written after the blind run and before its own: 航行 and 散步, verbs of going the rate reader did
not know, now read (流水 stays out: with it ssz_842, 水管每小时流水120升，水池漏了30分钟，漏了多少升, read 60). Batch 31
(ssz_936–965, 15 slow), a hostile batch written before its run: no wrong fast answer; two of its misses were read after
(the setting clause second, 到达需要几小时), the rest left slow (another length unit asked, 二百四十千米, 半小时后, 半小时零
5分钟, 一天放映5场, 第一场 … 第二场, a rest beside a drive, 还有一节没上).
`split` alternates tune / check within each expectation.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, read, value_of

ROWS = jsonl_rows("story_shapes_zh.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    assert sum(r["expect"] == "fast" for r in ROWS) == 388 and sum(r["expect"] == "slow" for r in ROWS) == 577
    assert_golds_are_their_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 159), ("check", 150)])
def test_no_twin_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


def test_a_question_moved_last_keeps_the_place_of_what_was_set_aside() -> None:
    text = "老公问我还剩多少元：我带了200元，买菜花了65元。"
    task = read(text)
    assert task is not None and [text[start:end] for start, end in task.spans["set_aside"]] == ["老公问"]


# Batch 13's mechanisms and their near misses (module in brackets).
@pytest.mark.parametrize(("text", "value"), [
    # clock times as written, in Chinese numerals (clock_spans_zh.py): 三点五 is 3.5 to perception, 七点四 one digit
    ("七点四十到八点零五一共多少分钟", "25"),
    ("三点一刻到三点三刻，多少分钟", "30"),
    ("从三点五到四点一共多少分钟", None),
    ("七点四出门，九点到公司，花了多少分钟", None),
    ("八点多到十点一共多少分钟", None),
    # one way against there and back (round_trips_zh.py)
    ("去学校单程1.2公里，往返多少公里", "2.4"),
    ("单程票25元，往返多少元", None),
    ("他上班单程40分钟，往返一共多少分钟", None),
    ("单程40分钟，往返多少小时", None),
    ("每天上班单程40分钟，往返多少分钟", None),
    # one item's amount converted (conversion.py)
    ("一个疗程是2周，一共多少小时", "336"),
    ("两个疗程是2周，一共多少天", None),
    # those who came, what was done (shares.py, done_shares_zh.py)
    ("报名的有60人，来了54人，到会率是多少", "90"),
    ("全班50人，今天到了46人，明天到场率是多少", None),
    ("会场有200个座位，来了180人，到场率是多少", None),
    ("计划生产500台，已经完成了420台，没完成计划的百分之几？", None),
    ("这本书300页，我读了120页，弟弟读了全书的百分之几？", None),
    ("计划生产500台，已经完成了520台，完成了计划的百分之几？", None),
    # a ratio of two things mixed (mixing_ratios_zh.py)
    ("肉和菜的比例是3:2，我准备了600克菜，肉要多少克？", "900"),
    ("猪肉和牛肉的比例是3:2，我准备了600克肉，牛肉要多少克？", None),
    ("肉和菜的比例是3:2，我准备了600克肉，蛋要多少克？", None),
    ("肉和菜的比例是3:2，他准备了600克肉，菜要多少克？", None),
    ("肉和菜的比例是3:2，我准备了600克肉，一共要多少克？", None),
    ("肉和菜的比例是3:2，我准备了600克肉，菜要多少毫升？", None),
    # batch 14: a holiday's date stated (dtlib/holiday_dates.py), a second holder (money_flows.py, signed_changes.py),
    # a rate's total in the metric unit asked (rates.py), financial numerals (dtlib/text.py)
    ("2024年春节是2月10日，从2024年元旦到春节有多少天？", "40"),
    ("2025年春节是1月29日，元宵节是2月12日，相差几天？", "14"),
    ("2024年春节是2月10日，2025年春节到2025年3月1日有多少天？", None),
    ("我卡里有3200元，妻子卡里存入1800元，我的余额是多少元？", None),
    ("我有300元，老公存进去200元，现在余额多少元", None),
    ("我卡里有3200元，又存入1800元，余额是多少元？", "5000"),
    ("我有300元，外婆给了我50元，现在有多少元", "350"),
    ("一桶油5升，用了3桶，一共用了多少毫升？", "15000"),
    ("跑了3圈，每圈400米，合多少千克？", None),
    ("壹万贰仟叁佰元加伍仟元是多少元？", "17300"),
    ("队伍有伍拾人，又来了5人，一共多少人", "55"),
    # a debt goes down only by what is paid back, asked as what is still owed (money_flows.py)
    ("信用卡欠款3000元，这个月还款1200元，还欠多少元？", "1800"),
    ("信用卡欠款3000元，这个月还款1200元，还剩多少元？", None),
    ("信用卡欠款3000元，又花了1200元，还欠多少元？", None),
    ("我有5000元，还款1200元，还欠多少元", None),
    # what is paid back against a limit gives the limit back (1000 on main)
    ("My credit limit is 5000, I spent 3000 and paid back 1000. How much is left?", None),
    ("信用卡额度是50000，已经用了37,845.2，又还了10000，剩余额度多少？", None),
    ("信用卡额度是50000，已经用了37,845.2，剩余额度多少？", "12154.8"),
    # who told an amount converts it the same (conversion.py), a 卷 counted (words_topics.py)
    ("医生说一个疗程是4周，一共多少天？", "28"),
    ("医生说一个疗程是4周，两个疗程一共多少天？", None),
    ("教练说热身跑2.5公里，我跑了多少米？", None),
    ("一卷布长25米，用了2卷，一共多少厘米？", "5000"),
    # a sum or a difference asked in 万 of amounts all written in 万 (asked_in_wan.py)
    ("今年收入15万元，支出9.6万元，结余多少万元？", "5.4"),
    ("今年收入15万元，支出96000元，结余多少万元？", None),
    ("单价2万元，买了3万件，一共多少万元", None),
    ("收入15万元，支出9.6万元，结余多少万美元？", None),
])
def test_batch_thirteens_mechanisms_and_their_near_misses(text: str, value: str | None) -> None:
    assert value_of(text) == value


# Batches 21–22's mechanisms and their near misses (module in brackets).
@pytest.mark.parametrize(("text", "value"), [
    # an age some years on or back, a multiple of another's, two ages' difference (ages_zh.py)
    ("小明今年9岁，再过5年小明几岁？", "14"),
    ("今年小华10岁，8年后小华多少岁？", "18"),
    ("爷爷今年72岁，是孙子年龄的8倍，孙子今年几岁？", "9"),
    ("妈妈的年龄是我的3.5倍，我今年10岁，妈妈今年几岁？", "35"),
    ("姐姐今年13岁，妹妹今年7岁，10年后她们相差几岁？", "6"),
    ("妈妈的年龄是我的3.5倍，我今年9岁，妈妈今年几岁？", None),
    ("小明今年9岁，小红今年8岁，5年后他几岁？", None),
    ("小明今年9岁，小明5年后几岁？", None),
    ("哥哥今年14岁，哥哥今年9岁，5年后两人相差几岁？", None),
    ("妈妈的年龄是我的3倍，我去年12岁，妈妈今年几岁？", None),
    # an amount doubled in words (doublings_zh.py): 增加了两倍 is read two ways
    ("去年有300台，今年翻了两番，今年有多少台？", "1200"),
    ("商场去年销售额是80万元，今年增加了一倍，今年是多少万元？", "160"),
    ("去年有300元，今年增加了3倍，今年有多少元？", None),
    ("去年有300台，今年工人翻了一番，今年有多少台？", None),
    ("去年生产了300台，今年产值翻了一番，今年生产了多少台？", None),
    ("今年有600元，比去年翻了一番，今年有多少元？", None),
    ("去年植树800棵，今年植树的数量是前年的3倍，今年植树多少棵？", None),
    ("商场去年销售额是8万美元，今年增加了一倍，今年是多少万元？", None),
    # the last item of an average (mean_missing_zh.py)
    ("小红五次数学测验的平均分是92分，前四次一共得了365分，第五次得了多少分？", "95"),
    ("三次考试平均分90分，前两次是85分，第三次考了多少分？", None),
    # a duration in a smaller time unit than the rate's period (rates.py), never against a calendar period
    ("每小时挣30元，干了20分钟，挣了多少元", None),  # billed by the hour begun, or by the minute?
    ("每小时行60千米，行了50分钟，行了多少千米？", "50"),
    ("工人每天做40个零件，做了3小时，做了多少个", None),
    ("每周读书3本，读了14天，读了多少本", None),
])
def test_batch_twenty_ones_mechanisms_and_their_near_misses(text: str, value: str | None) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(("text", "today", "value"), [
    ("今天是2024年3月1日，距离2024年5月1日还有几天？", None, "61"),
    ("距离2024年5月1日还有几天？", "2024-03-01", "61"),
    ("距离2024年5月1日还有几天？", None, None),
    ("距离5月1日还有几天？", "2024-03-01", None),
])
def test_days_until_a_date_need_a_today(text: str, today: str | None, value: str | None) -> None:
    assert value_of(text, today) == value


# Batches 27–28's mechanisms and their near misses (module in brackets).
@pytest.mark.parametrize(("text", "value"), [
    # a duration said in words, as minutes to the rate reader (duration_words_zh.py)
    ("自行车每小时骑15千米，骑了半小时，骑了多少千米？", "7.5"),
    ("每分钟滴水3毫升，滴了一刻钟，滴了多少毫升？", "45"),
    ("每小时行60千米，半小时能行多少千米？", "30"),
    ("每小时挣40元，干了半小时，挣了多少元？", None),  # billed by the hour begun, or by the minute?
    ("汽车每小时行60千米，行了半天，行了多少千米？", None),
    ("每小时走4千米，走了不到半小时，走了多少千米？", None),
    ("小明每分钟走70米，大约走了一刻钟，走了多少米？", None),
    ("每小时走4千米，九点一刻出发，走了多少千米？", None),
    # a count before a measure word perception did not count (dtlib/perception.py; 场 after a count: tokenizer.py)
    ("上午有三节课，每节课40分钟，一共多少分钟？", "120"),
    ("一双鞋200元，买两双多少钱", None),  # hostile_probes.jsonl: 双 stays out
    # a distance between two places, a speed and a time (distances_zh.py)
    ("两地相距240千米，一辆汽车每小时行60千米，几小时能到达？", "4"),
    ("一辆汽车从甲地开往乙地，每小时行80千米，5小时到达，两地相距多少千米？", "400"),
    ("两地相距150千米，汽车3小时行完，平均每小时行多少千米？", "50"),
    ("两站相距36千米，公交车每小时行18千米，需要几小时？", "2"),
    ("甲车每小时行80千米，乙车5小时到达，两地相距多少千米？", None),
    ("两地相距240千米，汽车最快每小时行60千米，几小时能到达？", None),
    ("两地相距240千米，汽车计划每小时行60千米，几小时能到达？", None),
    ("两地相距250千米，汽车每小时行60千米，几小时能到达？", None),
    ("两地相距240千米，汽车每小时行60千米，骑车的人几小时能到达？", None),
    # a question verb the story does not tell (rate_guards.py)
    ("农民每天种15棵树，4天能栽多少棵？", "60"),
    ("小明每分钟打60个字，20分钟抄多少个字？", None),
    ("小华每天读20页，5天能写多少页？", None),
])
def test_batch_twenty_sevens_mechanisms_and_their_near_misses(text: str, value: str | None) -> None:
    assert value_of(text) == value
