"""A fourth blind set of everyday requests, Chinese only (everyday_zh_blind_4.jsonl, issue 15), written and
committed in five batches before any reader ran on them: the categories the everyday corpus reads worst — money
(找零, 总价, AA, 工资, 利息), discounts (几折, 满减 with its rule, 原价/现价), rates, fractions, percentages, units
(no 斤/吨 guessed) and primes — typed the way people ask an assistant (帮我算一下, 请问, context first, the
question first, Chinese numerals, 万/亿, full-width digits), with two-step compositions (先打八折再减20,
买3个每个12元再加运费8元), tune and check alternating within each (category, expectation), and 95 that must
go slow (a number or a rule missing, 斤/吨, another's question, an extra step, two readings).

One label was changed after the reader ran: 10亩是多少平方米 was written slow, but 亩 has one standard
(units.py: 1/15 公顷), so it is fast with 20000/3.

Rows with `split` "tune" were read for their misses; "check" rows are measured only by the counts here.
No fast answer may be wrong on either half. Then the mechanisms found from the misses, each with the
phrasings it must leave slow.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_of_own_expressions, assert_half_right_and_reaching, jsonl_rows, value_of

ROWS = jsonl_rows("everyday_zh_blind_4.jsonl")


def test_the_file_is_a_chinese_blind_set_with_its_own_golds() -> None:
    assert len(ROWS) >= 320 and sum(r["expect"] == "fast" for r in ROWS) >= 240
    assert sum(r["expect"] == "slow" for r in ROWS) >= 80
    assert {r["lang"] for r in ROWS} == {"zh"} and {r["split"] for r in ROWS} == {"tune", "check"}
    assert len({r["text"] for r in ROWS}) == len(ROWS)
    assert_golds_of_own_expressions(ROWS)


@pytest.mark.parametrize(("split", "floor"), [("tune", 97), ("check", 90)])
def test_no_request_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # 打七折 is a discount, never a count of seven (the rate reader read 398元 × 7)
        ("一件外套398元，打七折多少钱", "278.6"),
        ("一双鞋560元，打7折，多少钱", "392"),
        # interest over exactly one period of the rate: simple and compound agree, no 单利 needed
        ("存款10000元，年利率3%，存一年利息多少", "300"),
        ("本金5万元，年利率2.5%，一年后利息是多少", "1250"),
        ("借了2000元，月利率1%，一个月的利息多少", "20"),
        # the 不 of an A-not-A question at the end
        ("97是素数不", "true"),
        ("91是质数不", "false"),
        # 十 before 分解 or 分钟 is the number's, not 十分 ("very")
        ("把九十分解质因数", "2*3^2*5"),
        ("把一百二十分解质因数", "2^3*3*5"),
        ("二十分钟是多少秒", "1200"),
        ("两小时二十分钟是多少分钟", "140"),
        # nouns that hold a measure character (单价, 支出, 结余), and a total asked by its noun
        ("单价45元，数量8件，总价是多少", "360"),
        ("一个西瓜18块，我买了4个，总价多少", "72"),
        ("收入9800元，支出6350元，结余多少", "3450"),
        ("午饭28元，晚饭45元，总金额是多少", "73"),
        # a bare amount spent is in the bill's currency, as one handed over
        ("给了100块，花了37.5，找我多少", "62.5"),
        ("钱包里有500元，花了187，还剩多少", "313"),
        # 每满: the amount off taken once for each whole amount spent
        ("每满100减15，买了320元的东西，最后付多少", "275"),
        ("每满200减30，买了一件400元的外套，实付多少", "340"),
        # the question first, before a clause ending in 的
        ("百分之几？36是48的", "75"),
        ("百分之多少？150是600的", "25"),
        ("几分之几？12是16的", "0.75"),
        # 减到 / 掉到: a fall to an amount
        ("体重从75公斤减到69公斤，减少了百分之几", "8"),
        ("价格从50元掉到40元，下降了百分之几", "20"),
        # a decline whose story names no thing: the count asked is the story's (人数 of 800人)
        ("去年800人，今年400人，人数下降了百分之几", "50"),
        # 占比 asked at the end: the group's share in percent, as 占百分之几; a group counted with 有
        ("全公司200人，女生有70人，女生占比多少", "35"),
        ("全班50人，男生30人，男生的占比是多少", "60"),
        # a duration in two units, with the unit asked
        ("3小时15分钟是多少分钟", "195"),
        ("3小时15分钟是几小时", "3.25"),
        # a verb after the count in the question, where the story says no doing: the rate's
        ("火车每小时300公里，2.5小时走多少公里", "750"),
        ("火车每小时三百公里，2.5小时走多少公里", "750"),
        # another thing bought with its price in its clause
        ("书32元，又买了一支3元的笔，给了200元，找零多少", "165"),
        # a batch where the request asks
        ("3/4和2/3分别是多少", "0.75; 0.66666666666666666666666666666666666666666666666667"),
    ],
)
def test_the_mechanisms_found_on_the_tuning_half(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        # an amount added or taken off by its name alone
        "买3个杯子每个12元，再加运费，总共多少",
        "工资8000，扣掉社保，到手多少",
        # a decline asked of another thing than the amounts'
        "人口从5万减少到4万，小明家减少了百分之几",
        "销量从200降到150，利润下降了百分之几",
        "价格从80元降到68元，苹果下降了百分之多少",
        # 下降了多少 / 减少了多少: the amount or the rate? (was the rate on main)
        "体重从75公斤降到69公斤，减少了多少公斤",
        "价格从50元降到40元，下降了多少",
        # a duration alone, or asked without its unit: 195 minutes or 3.25 hours?
        "3小时15分钟",
        "3小时15分钟是多少",
        "2小时15分钟加45分钟",
        # a conversion between two kinds
        "3米是多少千克",
        "3 metres in kg",
        # numbers written, nothing asked
        "3/4和2/3",
        "12*24 and 12*25",
        # interest: more than one period without 单利, periods that differ, the total, a rate without its period
        "存款10000元，年利率3%，存2年，利息多少",
        "借了2000元，月利率1%，借一年，利息多少",
        "借了2000元，月利率1%，借3个月，利息多少",
        "存款10000元，年利率3%，存一年，本息一共多少",
        "存款10000元，年利率3%，存1个月，利息多少",
        "存款10000元，年利率3%，存一年，每月利息多少",
        "存款10000元，利率3%，存一年利息多少",
        # 不 that is no question tail, 十分 that is "very"
        "97是素数不对",
        "97不是素数",
        "他考了九十分",
        "他十分钟就到了",
        # a total of another thing, or in another currency or scale
        "一个西瓜18元，买了4个苹果，总价多少",
        "一个西瓜18元，买了4个，总价多少美元",
        "一个西瓜18元，总价多少",
        "单价45元，数量8件，总价是多少万元",
        # a bare amount spent of another kind, or some more spent
        "给了100块，花了37.5分钟，找我多少",
        "钱包里有500元，花了187，又花了一些，还剩多少",
        # 每满 short of the rule, beside another rule, asked each, or a second purchase
        "每满100减15，买了99元的东西，最后付多少",
        "每满200减30，满500减100，买了一件600元的外套，实付多少",
        "每满200减30，买了一件450元的外套，每件实付多少",
        "每满100减15，买了320元的东西，又买了50元的，最后付多少",
        # a question first with more than the clause ending in 的
        "百分之几？36是48的一半",
        "百分之几？36是48的，45是60的",
        # another thing bought without its price (书32元 … 又买了一支笔 was 168 on main), a person named only in
        # the question (was 168 on main too)
        "书32元，又买了一支笔，给了200元，找零多少",
        "书32元，又买了笔，给了200元，找零多少",
        "买了一本32元的书，给了200元，小明找零多少",
        "我买了一本32元的书，给了200元，老王找回多少",
        # another doing asked than the story's, another thing, or the question of another mover
        "小明每小时走5公里，3小时跑多少公里",
        "苹果每千克6元，买3千克梨多少钱",
        "火车每小时300公里，2.5小时汽车走多少公里",
        "火车每小时300公里，汽车2.5小时走多少公里",
        # 占比 of a group not counted, of nothing named, of a part above its whole, or counted otherwise
        "全公司200人，女生有70人，男生占比多少",
        "全公司200人，女生有70人，占比多少",
        "全公司200人，女生有270人，女生占比多少",
        "全公司200人，女生有70个，女生占比多少",
        "全公司200人，女生有70人，女生占比多少，男生呢",
        # a fall to, asked as a growth or of another thing
        "体重从75公斤减到69公斤，增长了百分之几",
        "体重从75公斤减到69公斤，身高减少了百分之几",
    ],
)
def test_the_same_words_with_a_reading_that_does_not_fit_stay_slow(text: str) -> None:
    assert value_of(text) is None, text
