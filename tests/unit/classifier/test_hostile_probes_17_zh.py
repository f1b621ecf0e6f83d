"""Hostile probes, seventeenth round in Chinese (`hostile_probes_17_zh.jsonl`, issue 15), aimed at the session's
loosenings: unknown words classed from jieba's dictionary (a noun naming what is counted, a person by a kinship or
role noun, an asker by kinship set aside, a time word at a clause head, 要了) and the blind generator's phrasings
(operations in words, precedence, rounding, statistics, 折/几成, growth, dates, strings, primes, conversions) —
twisted: a noun that is not the one asked, two people one said by kinship, a pronoun with two candidates, a giver
against a receiver, a box or a pair that changes the count, a time word that changes the amount asked, plans,
beliefs and wishes, negations, 每's scope, things of two kinds summed, a part against its whole, one distractor.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Python's Fraction, Decimal or datetime in
a script kept out of the repo; slow: null), `family`, `why`; written and committed in batches before the reader ran
on them. Rows relabelled after a run say so in `why` (二打/一打 as twelve, 他 the asker, a supposition stated
fully, 再 ordering the steps, 八成 spent and the rest left).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_in_one_language,
                      jsonl_rows, probe_outcomes, value_of)

ROWS = jsonl_rows("hostile_probes_17_zh.jsonl")
PROBES = [{"text": r["text"], "lang": r["lang"], "expect": "value", "gold": r["gold"]} if r["expect"] == "fast"
          else {"text": r["text"], "lang": r["lang"], "expect": "no-value"} for r in ROWS]
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_zh.jsonl", "hostile_probes_11.jsonl",
           "hostile_probes_12.jsonl", "hostile_probes_13.jsonl", "hostile_probes_14_zh.jsonl",
           "hostile_probes_15.jsonl", "hostile_probes_16.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.55)
    assert all(r["expect"] in ("fast", "slow") and (r["gold"] is None) == (r["expect"] == "slow") for r in ROWS)
    assert len(ROWS) >= 600


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each rule with its near-miss twin that must stay fast and exact (module in brackets).
@pytest.mark.parametrize(("text", "value"), [
    # an amount only believed, dreamt, heard of, meant or wished is not what happened (two_readings.py)
    ("我有60元，以为花了20元，还剩多少元", None),
    ("我有60元，要是花了20元就好了，还剩多少元", None),
    ("小明以为每支笔3元，买了5支，花了多少元", None),
    ("妈妈以为一件衣服原价200元，打八折，现价多少元", None),
    ("我有60元，已经花了20元，还剩多少元", "40"),
    ("本来有50元，花了20元，还剩多少元", "30"),
    ("每支笔3元，小明买了5支，花了多少元", "15"),
    # 几折 asked as the share paid only (discount_rates.py)
    ("我有45元，花了18元，还剩几折", None),
    ("一件衣服原价300元，便宜了60元，还要便宜几折", None),
    ("原价200元，现价150元，相当于打了几折", "7.5"),
    ("原价600元，便宜了150元，现价是几折", "7.5"),
    ("一件外套原价500元，打折后350元，打几折", "7"),
    # 几成 is a share in tenths, never a count of 成 (guards.py, vocab_zh.py)
    ("我有45元，花了18元，还剩几成", None),
    ("我有80元，花了20元，还剩几成钱", None),
    ("我有45元，花了18元，还剩几块", "27"),
    # a list with a number not given (stats.py)
    ("4，8，6，2和另一个数的平均数是多少", None),
    ("5、7、9、10、6和x的平均数是多少", None),
    ("5、7、9、10、6的平均数是多少", "7.4"),
    ("4，8，6，2的中位数是多少", "5"),
    # a time the question names that the story never says (guards.py, vocab_zh.py)
    ("班里40人，女生占45%，去年女生有多少人", None),
    ("工厂有500名工人，女工占30%，去年女工有多少名", None),
    ("班里40人，女生占45%，女生有多少人", "18"),
    ("我有45元，花了18元，现在还剩多少元", "27"),
    ("去年800人，今年1000人，今年比去年多多少人", "200"),
    # a count in another measure word than the price's one (prices.py)
    ("一双袜子5元，买了3只袜子，花了多少元", None),
    ("毛巾每条12元，买了2包，花了多少元", None),
    ("一双袜子5元，买了3双袜子，花了多少元", "15"),
    ("毛巾每条12元，买了2条，花了多少元", "24"),
    ("每包饼干6元，买了4包，一共多少元", "24"),
    # a kind of what is counted beside a holder of all of it (role_operations.py, roles_zh.py)
    ("班里有40人，女生有18人，一共有多少人", None),
    ("果园有80棵树，苹果树有30棵，一共有多少棵树", None),
    ("男生有22人，女生有18人，一共有多少人", "40"),
    ("苹果树有30棵，梨树有50棵，一共有多少棵树", "80"),
    ("一班有40人，二班有38人，一共有多少人", "78"),
    ("动物园有120只动物，猴子有30只，一共有多少只动物", None),
    ("教室里有42人，老师有2人，一共有多少人", None),
    ("老师有2人，学生有40人，一共有多少人", "42"),
    ("商店有200件衣服，裙子有80件，一共有多少件", None),
    ("商店有裙子80件，裤子120件，一共有多少件", "200"),
    ("小明有30本书，小红有25本，一共有多少本", "55"),
    ("男老师有3人，女老师有5人，一共有多少人", "8"),
    # the group asked by its whole name (shares.py)
    ("公司200人，技术人员占30%，销售人员有多少人", None),
    ("公司200人，技术人员占30%，技术人员有多少人", "60"),
    # a kinship noun running into a doing is a spender (bill_people.py)
    ("我有300元，女儿买菜花了85元，我还剩多少钱", None),
    ("我有300元，买菜花了85元，女儿问我还剩多少钱", "215"),
    ("女儿有300元，买菜花了85元，还剩多少钱", "215"),
    ("我有800元，闺蜜买包花了300元，我还剩多少元", None),
    ("我有800元，买包花了300元，我还剩多少元", "500"),
    ("我给了收银员100块，买东西花了37.5，应该找我多少钱？", "62.5"),
    # a payer by a kinship or role noun only in the question, known from jieba's dictionary (bill_people.py
    # named_only_in_question_zh; 800 and 210 on main)
    ("每满300减40，买了920元的衣服，房东实付多少", None),
    ("原价300的鞋先打八折，再用一张30元的券，外婆最后付多少", None),
    ("外婆买了920元的衣服，每满300减40，外婆实付多少", "800"),
    ("原价300的鞋先打八折，再用一张30元的券，最后付多少", "210"),
    ("我付了50元，东西花了37.25元，收银员应该找我多少？", "12.75"),
    # batch 5: more words of beliefs and wishes, and any two of a list (two_readings.py, stats.py)
    ("小红有80元，幻想买书花了25元，还剩多少元", None),
    ("小红有80元，要是只花了25元该多好，还剩多少元", None),
    ("3、6、9、12中任意两个数的平均数是多少", None),
    ("1、3、5、7及其它数的平均数是多少", None),
    ("1、3、5、7的平均数是多少", "4"),
    # batch 9: a discount told after the price said after a discount (discounts.py)
    ("打八五折后是170元，又打了九折，原价是多少元", None),
    ("打八折再打九折后是144元，原价是多少元", "200"),
    ("先打八折，又打了九折，最后是144元，原价是多少元", "200"),
    ("打八五折后是170元，原价是多少元", "200"),
    # batch 10: more words of belief, a whole said with 全 or a role counted in 人, a word joined to a list
    # (two_readings.py, roles_zh.py, stats.py)
    ("小明有70元，觉得花了26元，还剩多少元", None),
    ("小明有70元，约好要花了26元，还剩多少元", None),
    ("小明觉得书很贵，有70元，花了26元，还剩多少元", "44"),
    ("全班有45人，班干部有8人，一共有多少人", None),
    ("公司有300人，经理有12人，一共有多少人", None),
    ("公司有经理12人，员工288人，一共有多少人", "300"),
    ("4，8，6，2和小明的分数的平均数是多少", None),
    ("4，8，6，2和他的平均数是多少", None),
    ("4，8，6，2和10的平均数是多少", "6"),
    # what the service's gate held back but the reader read (guards.py why_asked_zh, parse.py): a reason asked, a
    # payload named instead of given
    ("我有45元，花了18元，我为什么还剩这么多", None),
    ("我有60元，花了15元，怎么还剩这么多", None),
    ("我有100元，花了30元，还剩多少元，怎么算", "70"),
    ("把他说的话反过来写是什么", None),
    ("把你好反过来写是什么", "好你"),
    # the time guard: a time counted, a question asked first (vocab_zh.py)
    ("2024年12月29日入住，2025年1月3日退房，一共住了几晚？", "5"),
    ("过年红包一共收了多少：爸妈给了我2000元，姑姑给了我800元", "2800"),
])
def test_the_rules_round_seventeen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
