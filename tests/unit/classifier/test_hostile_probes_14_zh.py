"""Hostile probes, fourteenth round in Chinese (`hostile_probes_14_zh.jsonl`, issue 15): 应用题 of every family the
reader answers fast (比…多/少, 吃了/用去 还剩, 又买了 现在, 倍, 单价, 速度, 平均分, 上午/下午, 原来/现在, 每…一共, 身高,
一天有24小时, 每千克, 库存, 原价/现价, 给了, 年龄, 每盒) twisted: another person, thing or time asked (张伟 vs 小明,
上午 vs 下午, 第一天 vs 第三天), distractors, order, 还剩/原来/现在, 比…多/少 reversed, 倍 vs 多几倍, 如果, 没有,
units mixed (斤/千克, 元/角, 米/厘米, 吨), two questions in one, amounts not told (一些, 几, 大约).

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction. Six
batches, each committed before any reader ran on it: the families and twists above (422 rows); the twists that
broke the first applied across the readers (块 counting pieces, names by a surname, two things priced, 每 a unit of
another thing, 一些, another day asked, 多几倍; 155); temperatures, a box's count, 元角分 prices, pages a day, weights
used in 斤/克, two spendings and change from money given, twisted alike (130); work and savings by the day, a box's
weight and money given into a wallet (86); 比…多 across units, 一共 … 平均, 原来/还剩/用去 of another, 如果 and 没有
(58); AA shares, change, 满减 and 折, 每斤 prices (80). Four labels were corrected after a run, each to what the
words say and the project reads on purpose: "72个橘子分给6个小朋友，每人分几个" is the even share (12), as
"一共有45个苹果，分给9个人，每人几个" is 5; "一盒巧克力24块，5盒一共多少块钱" asks money, so 24块 is the box's price
(120); "每天做42个零件，6周做多少个" is every day of six weeks (1764); "买了350元的东西，张伟实付多少元" names the buyer
the story leaves unsaid (310).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_14_zh.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "mawps_twins_5.jsonl",
           "mawps_twins_5_muldiv.jsonl", "mawps_rates_twins.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:40] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # 几块 before a thing that is no money asks pieces, not yuan (bills.py)
    ("王芳有41块糖果，吃了17块，还剩几块面包？", None),
    ("王芳有41块糖果，李军吃了17块，王芳还剩几块糖果？", None),
    ("王芳有41块钱，吃饭花了17块，还剩几块钱？", "24"),
    ("王芳有41块钱，吃饭花了17块，还剩几块？", "24"),
    # a person named by a surname (王芳, 张伟 lexed 张 + 伟), or running into what they buy, spends another's money
    # (bills.py)
    ("阿丽有60元，王芳花了37元，阿丽还剩多少元？", None),
    ("阿丽有60元，王芳买书包花了37元，阿丽还剩多少元？", None),
    ("张伟有90元，赵敏用去46元，张伟还剩多少元？", None),
    ("张伟有90元，用去46元，还剩多少元？", "44"),
    ("阿丽有60元，她买书包花了37元，还剩多少元？", "23"),
    # two things priced, or things counted asked of a saving (discounts.py)
    ("一件衣服原价240元，一条裤子现价180元，衣服便宜了多少元？", None),
    ("一双鞋原价300元，一顶帽子现价210元，鞋便宜了多少钱？", None),
    ("一双鞋原价300元，打八折，一顶帽子多少钱？", None),
    ("一件衣服原价240元，现价180元，便宜了多少件？", None),
    ("一件衣服原价240元，现价180元，便宜了多少元？", "60"),
    ("一顶帽子原价300元，现价210元，便宜了多少钱？", "90"),
    ("原价200元，打八折，买一件衣服要多少钱？", "160"),
    # the price per unit of another thing than the one weighed (prices.py); things bought by 一些 (bills.py)
    ("妈妈买了4千克苹果，每千克梨7元，一共花了多少元？", None),
    ("妈妈买了4千克苹果，每千克苹果7元，一共花了多少元？", "28"),
    ("妈妈买了4千克苹果和一些梨，每千克7元，一共花了多少元？", None),
    ("妈妈买了4千克苹果，每千克7元，一共花了多少元？", "28"),
    # another day asked than the one the story tells (asked_after.py, for roles.py)
    ("阿强上午有34个桃子，阿丽有19个桃子，阿强下午比阿丽多几个桃子？", None),
    ("阿强上午有34个桃子，阿丽有19个桃子，阿强比阿丽多几个桃子？", "15"),
    ("小明上午卖出15份报纸，下午卖出20份，一共卖出多少份？", "35"),
    # the third batch: a start and a change of two days or places, or a change without its amount (temperatures.py)
    ("昨天早上气温是-5度，今天中午升高了9度，今天中午气温是多少度？", None),
    ("北京早上气温是-5度，上海中午升高了9度，上海中午气温是多少度？", None),
    ("气温早上是-5度，中午升高了9度，下午又降了一些，下午气温是多少度？", None),
    ("北京早上气温是-5度，中午升高了9度，北京中午气温是多少度？", "4"),
    ("早上-5度，中午升高了12度，傍晚又下降了4度，傍晚多少度？", "3"),
    # the things counted asked of a bill (一共多少支); the one given money holds it (妈妈给了小明) (bills.py)
    ("小明买了4支笔，每支3元5角，一共多少支？", None),
    ("小明买了4支笔，每支3元，一共多少元？", "12"),
    ("妈妈给了小明50元，小红买了一个足球用了36元，应找回多少元？", None),
    ("妈妈给了小明50元，小明买了一个足球用了36元，应找回多少元？", "14"),
    ("妈妈给了小明50元，买了一个足球用了36元，应找回多少元？", "14"),
    ("过年红包一共收了多少：爸妈给了我2000元，姑姑给了我800元", "2800"),
    ("今天20度，昨天15度，今天比昨天高多少度？", "5"),
    # the sixth batch: a named payer against the 我 of 找我, what each ate (bills.py); things counted or another
    # day's purchase of a 满减 (spend_offers.py); a count told as 一些 (discounts.py)
    ("东西46元，张伟给了100元，找我多少钱？", None),
    ("东西46元，我给了100元，找我多少钱？", "54"),
    ("东西37元，小明给了100元，找零多少？", "63"),
    ("5个人吃饭一共花了430元，AA每人吃了多少？", None),
    ("5个人吃饭一共花了430元，AA每人付多少元？", "86"),
    ("满300减40，买了350元的东西，实付多少件？", None),
    ("满300减40，明天买350元的东西，今天实付多少元？", None),
    ("满300减40，今天买了350元的东西，实付多少元？", "310"),
    ("一双鞋360元，打8折，买了一些，一共多少钱？", None),
    ("一双鞋360元，打8折，多少钱？", "288"),
])
def test_the_rules_round_fourteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
