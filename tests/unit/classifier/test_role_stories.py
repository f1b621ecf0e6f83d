"""One-step word problems read by the roles of their quantities (reader/roles.py, issue 15).

role_stories.jsonl: 134 one-step stories in both languages, each gold worked out from an independent
Fraction expression (`expr`), and 41 that must go slow (`kind`: two_ops, distractor, unclear_actor,
unclear_role, missing_fact, different_question, negative, remainder). Its `split` (tune / check,
alternate rows of each language and expectation) was fixed before the reader ran on it; the check
half is measured only by the counts here. Session 22 relabelled rs0149 fast ("A garden has 24 roses and 31 tulips. How
many flowers are there altogether?" 24+31: kinds_en.py counts roses and tulips as flowers, and the garden's second
part is the garden's too since change_chains_en.py's round), so 40 must go slow. Session 26 (h/gsen2) relabelled rs0157
fast ("Ivy had 8 apples and ate half of them. How many apples are left?" 8-8/2: the rest after a fraction of one whole
done, which the lead's brief for fraction_rests_en.py asks fast, as fraction_rests_zh.py reads 还剩), and h/gsen1 rs0156
(containers needed, rounded up where "need" is said), so 38 must go slow. Session 27 (h/chatszh)
relabelled rs0166 fast (班里有32名学生，其中男生14名，女生有多少名 32-14: other_kinds_zh.py, as the lead's brief asks), so 37.
"""

from __future__ import annotations

import pytest

from .reading import assert_golds_are_their_expressions, assert_half_right_and_reaching, jsonl_rows, read, value_of

ROWS = jsonl_rows("role_stories.jsonl")


def test_the_file_is_what_its_expressions_give() -> None:
    # 38: rs0156 ("How many boxes do I need for 100 crayons?") relabelled fast by h/gsen1 (ceil where "need" is said),
    # rs0157 ("ate half of them. How many apples are left?") by h/gsen2 (the rest after a fraction part of one whole)
    assert sum(r["expect"] == "fast" for r in ROWS) >= 130 and sum(r["expect"] == "slow" for r in ROWS) >= 37
    assert_golds_are_their_expressions(ROWS)


# Before roles.py the reader answered 16 of the 67 tuning stories and 14 of the 67 check stories. The
# stories with gains and losses both (12 got off and 9 got on) go slow, as the blind and stories corpora
# label them (two operations), and so does "4 times as much" without "as" whom, though this file gives
# their golds.
@pytest.mark.parametrize(("split", "floor"), [("tune", 60), ("check", 49)])
def test_no_role_story_is_answered_fast_and_wrong(split: str, floor: int) -> None:
    assert_half_right_and_reaching(ROWS, split, floor)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Peter has 31 toy cars. He gives 9 toy cars to his brother. How many toy cars does Peter have left?", "22"),
        ("My phone had 86 apps and I deleted 19. How many apps are left?", "67"),  # a verb by its base form
        ("Mike has 17 more stickers than Anna. Anna has 25 stickers. How many stickers does Mike have?", "42"),
        ("Jack has 12 cards. He has 5 more cards than Jill. How many cards does Jill have?", "7"),  # asked back
        ("Tina picked 36 apples. Her brother picked 19 apples. How many more apples did Tina pick than her "
         "brother?", "17"),
        ("Tom has 20 apples. Ann has 15 apples. How many apples do they have altogether?", "35"),
        ("A farmer has 3 fields. Each field has 12 cows. How many cows are there?", "36"),
        ("Tickets are 18 dollars each and we need 4. What's the total?", "72"),
        ("Grandma sent me fifty dollars and my uncle sent thirty-five. How much money did I get?", "85"),
        ("小明有20元，比小红多5元，小红有多少元？", "15"),
        ("小红周一捡了12个贝壳，周二捡了15个贝壳，一共捡了多少个贝壳？", "27"),
        ("手机里有86个应用，删掉了19个，还剩多少个？", "67"),
        ("爸妈给了2000，姑姑给了800，舅舅给了1200，我一共收了多少？", "4000"),
        ("输液每分钟滴60滴，一共要滴1800滴，需要多少分钟？", "30"),
        ("Tim has 45 marbles, which is 9 more than Ray has. How many marbles does Ray have?", "36"),
        ("There are 125 red cars and 98 blue cars in the lot. How many more red cars than blue cars are there?", "27"),
        ("一根绳子长25米，剪掉了8米，还剩多少米？", "17"),  # 剪掉 written over 掉了
        ("We need 5/8 yard of fabric for each pillow; how many yards for 4 pillows?", "2.5"),  # a fraction in
        ("The plumber charges $85 an hour and worked 3 hours. What's the bill?", "255"),
        ("停车场有12辆红车和5辆蓝车，红车比蓝车多几辆？", "7"),  # red and blue cars are cars
    ],
)
def test_stories_read_by_roles(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "Tom has 12 apples and eats 3 oranges. How many are left?",  # another thing
        "小明有12个苹果，吃了3个橘子，还剩多少个？",
        "Sam has 5 red balls and 7 blue balls. How many blue balls does he have in total?",  # one group asked
        "Tom had 20 apples. He gave 5 apples to Sam. How many apples does Sam have?",  # Sam had some before?
        "Tom has 20 apples. Ann has 15 apples. How many apples does Tom have altogether?",
        "小明有20个苹果，小红有15个苹果，小明一共有多少个苹果？",
        "Tom had 20 marbles and gave 3 marbles to each friend. How many marbles are left?",  # how many friends?
        "小林有40张卡片，给每个朋友3张，还剩多少张？",
        "Tom picked 20 apples on Monday. He ate 5 apples on Tuesday. How many apples did he pick in total?",
        "Sara has 15 dolls. Amy has 8 more dolls than Sara. How many more dolls does Amy have than Sara?",
        "A red rope is 18 m long and a blue rope is 11 m long. How many meters longer is the blue rope?",
        "Tom ran 3 km in the morning and 500 m in the evening. How many km did he run in total?",
        "Tom bought 5 apples and got 3 more. How many apples did he get?",  # 8, or the 3 he got?
        "Apples are $2 a pound. I bought 3 pounds of pears. How much did I pay?",  # pears are not priced
        "Tom had 5 apples. Then he bought twice as many. How many apples does he have now?",  # an unread "twice"
        "I ran 3 miles on Monday and my friend ran 4 miles on Tuesday. How many miles did I run in total?",
        "A bus had 38 passengers. At the stop 12 got off and 9 got on. How many are on the bus now?",  # two steps
        "I deposited $300 and withdrew $120. How much is left?",  # what was in the account before?
        "小明有12块饼干，吃了1/4，还剩多少块？",
        "There are 125 red cars and 98 blue cars in the lot. How many more blue cars than red cars are there?",
        "商店有95顶帽子，星期一卖了38件衣服，还剩多少顶帽子？",
        # the question says what the story does not, or picks one amount: slow
        "She earns $96 an hour and works 9 hours. What does she earn in euros?",
        "Sam earns $15 an hour. How much does his sister earn in 4 hours?",
        "I spent $12 on lunch yesterday and $8 on coffee today. How much did I spend today in total?",
        "每小时走5公里，往返3小时，单程多少公里？",
        "商店有120个苹果，卖出了45个，还剩百分之几？",
        "Tom has 30 marbles and Ann has 12 more. How many do they have together?",  # two steps
        "周一跑了3公里，周二比周一多跑了2公里，一共跑了多少公里",
        "The shop had 120 apples and sold 45 kg. How many apples are left?",
        # amounts of two things combined, whatever the question names (issue 15): slow
        "Lily has 20 pens and Sam has 8 pencils. How many more does Lily have than Sam?",
        "Lily swam 20 laps and Sam swam 8 minutes. How many more did Lily swim?",
        "Lily has 20 stickers and 8 dollars. How many does she have altogether?",
        "小华有20支铅笔，小军有8支钢笔，小华比小军多几支？",
        "小华有20个苹果，小军有8个芒果，小华比小军多几个？",
        "小华有20个苹果，小军的梨是小华的2倍，小军有几个苹果？",
        # counts of two times, or a bounded or believed amount: slow
        "小华去年有20个苹果，小军有8个，小华比小军多几个？",
        "小华有20个苹果，小军比小华昨天多8个，小军有几个？",
        "Lily had 20 marbles last year and Sam has 8 marbles. How many more did Lily have?",
        "小华最多有20个苹果，吃了8个，还剩几个？",
        "小华好像有20个苹果，吃了8个，还剩几个？",
        "Lily has at least 20 marbles and gives away 8. How many marbles are left?",
        "Lily has roughly 20 marbles. She loses 8. How many are left?",
    ],
)
def test_stories_whose_roles_do_not_give_one_reading_go_slow(text: str) -> None:
    assert read(text) is None, text
