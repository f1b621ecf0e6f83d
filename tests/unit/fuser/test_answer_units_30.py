"""Issue 15, second half, continued (session 30): the wrong operation over the right numbers where an
amount or the question was not read before.

The forms: "9 dozen eggs" (9 dozens; the 12 a reply multiplies by is eggs per dozen, a constant the request
does not write), "$3 a dozen" (money per dozen); "7 times more books", "12 times as many", "walks there 4
times" and 是小明的7倍 (a ratio or a number of times: never added to an amount that has a unit); "34 cents"
(money); "how much farther / taller / longer", "how long was Charles walking", "in each of the albums";
"0.25 of a mile", "6 during dinner", "giant stuffed bears"; "8 points for each treasure she finds". Near
misses that must stay ok: a dozen beside a 12 of another thing, "4 dozen calories in a candy bar", times
added to times, "5 more than 3 times as many", cents divided into dimes or dollars, 比…的2倍多3支, 是妹妹的5倍
divided, 3打鸡蛋 with 一打是12个, a question that asks 几倍, "how much longer" over amounts of two kinds,
"0.5 of a pizza", time × time (not judged).

Changed after a first run, always before the code they test: five twins reworded where main judged them
uncertain outside the unit check ("how many times did he go" read as a character count; 一条/另一条, 两人,
每找到一个宝藏 and 每答对一题 read as amounts left out); "45 × 25 = 1125 minutes" for "how much longer is
Oscar's bus ride" taken out (every time × time is left unjudged: "3 hours for 5 days" is per day); "17
giant stuffed bears" made 18 (17 / 9 rounded up to 2 is a number nothing checks); two Chinese twins added
for the languages' balance.

Each twin: the request, the model's reply (given every time it is asked), and what the user gets
("ok", or "uncertain" with, where given, words of the reason). Written before the check was built.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.slowpath_scripted import Case, run_case
from fakes.harness import assert_shown_ok_or_uncertain, assert_twins_cover_both_outcomes

DOZEN_EGGS = "Dan bought 9 dozen eggs from the store. How many eggs did Dan buy?"
DOZEN_BALLS = "Tim has 13 dozen golf balls. He lost 20 golf balls. How many golf balls does he have?"
DOZEN_PRICE = "Eggs cost $3 a dozen. Ann buys 4 dozen eggs. How much does she pay?"
DOZEN_AND_12 = "Sue bought 2 dozen rolls and 12 muffins. How many baked goods did she buy?"
DOZEN_GIVEN = "Mia has 5 dozen pencils. She gives away 15 pencils. How many pencils does Mia have left?"
DOZEN_CALORIES = "There are 4 dozen calories in a candy bar. How many calories are there in 42 candy bars?"
TIMES_MORE = "Alyssa has 36 books. Nancy has 7 times more books than Alyssa. How many books does Nancy have?"
TIMES_AS = "Arthur baked 115 muffins. James baked 12 times as many. How many muffins did James bake?"
TIMES_WALKED = ("The fountain is 30 feet from her desk. She walks to the fountain 4 times today. "
                "How many feet does she walk?")
TIMES_ADDED = "Ben went to the gym 8 times in May and 5 times in June. How many visits did he make to the gym?"
TIMES_THEN_GIVEN = ("Tom has 3 times as many stickers as Ann. Ann has 12 stickers. Tom gives 5 stickers away. "
                    "How many stickers does Tom have?")
MORE_THAN_TIMES = "Sam has 8 cards. Max has 5 more than 3 times as many cards as Sam. How many cards does Max have?"
CENTS = "One stamp costs 34 cents. If the cost of each stamp stays the same, how much would 4 stamps cost?"
CENTS_DIMES = "Fred has 90 cents in his bank. How many dimes does Fred have?"
CENTS_DOLLARS = "Nancy has saved 4900 cents from selling lemonade. How many dollars does Nancy have?"
BOOKS_ZH = "小明有36本书，小红的书是小明的7倍，小红有多少本书？"
GOOSE_ZH = "一只鸭子重3千克，一只鹅的重量是鸭子的4倍，鹅重多少千克？"
TREES_ZH = "果园里有苹果树25棵，梨树的棵数是苹果树的3倍，梨树有多少棵？"
ROPE_ZH = "红绳长6米，蓝绳的长度是红绳的3倍，蓝绳长多少米？"
DICTIONARY_ZH = "一本故事书18元，一本字典的价钱是故事书的3倍，字典多少元？"
STAMPS_ZH = "小红有15张邮票，小明的邮票是小红的3倍，他们一共有多少张邮票？"
SKIPS_ZH = "小明跳绳跳了3次，每次跳了50下，一共跳了多少下？"
PENS_ZH = "小红有12支笔，小明的笔比小红的2倍多3支，小明有多少支笔？"
SISTER_ZH = "姐姐有40元，是妹妹的5倍，妹妹有多少元？"
EGGS_ZH = "妈妈买了3打鸡蛋，一打是12个，一共有多少个鸡蛋？"
APPLES_ZH = "小明有5个苹果，小红的苹果是小明的4倍，小红比小明多多少个苹果？"
HOW_MANY_TIMES_ZH = "小红有20本书，小明有5本书，小红的书是小明的几倍？"
# Written after the first build (dozens, times, cents), before their code: questions whose unit was not read.
FARTHER = "Craig rode his bike 3.5 miles and walked 0.25 miles. How much farther did Craig ride than walk?"
TALLER = "Miki's sandcastle was 0.83 feet tall and her sister's was 0.5 feet tall. How much taller was Miki's sandcastle?"
LONGER_LINE = ("Ezra drew a white line 7.5 inches long and a blue line 3.25 inches long. "
               "How much longer was the white line than the blue line?")
LONGER_RIDE = "Oscar's bus ride takes 45 minutes and Charlie's takes 25 minutes. How much longer is Oscar's bus ride than Charlie's?"
LONGER_MIXED = ("A train travels 60 miles an hour for 3 hours. A car travels 150 miles. "
                "How much longer is the train's trip than the car's?")
WALKING = "Charles walked 6 miles at 3 miles per hour. How long was Charles walking?"
SCARF = "Lisa's scarf was 40 inches long. She cut 8 inches off. How long was Lisa's scarf then?"
RUN_ZH = "小明跑了800米，走了300米，跑的比走的多多少米？"
HEIGHT_ZH = "小红身高1.4米，妈妈身高1.6米，妈妈比小红高多少米？"
WALK_ZH = "小华走了1.2千米，小明走了0.8千米，小华比小明多走多少千米？"
# Written after the second build, before its code: "in each of the albums" asks per album.
ALBUMS = ("Katie uploaded 30 pictures from her phone and 51 from her camera. She sorted the pictures into 9 albums "
          "with the same number in each album. How many pictures were in each of the albums?")
LOADS = ("Kaleb had 39 pieces of clothing to wash. He put 19 of them in one load and split the rest into 5 equal loads. "
         "How many pieces of clothing could go in each of the small loads?")
PHOTOS_ZH = "小明有30张照片，平均放进5个相册，每个相册放几张照片？"
# Written after the third build, before its code: amounts whose noun was not read.
OF_A_MILE = "You walk 0.75 miles and then rest. Then you walk 0.25 of a mile. How far did you walk altogether?"
OF_AN_HOUR = "Kristi jogged for 0.6 of an hour and swam for 0.5 of an hour. How long did she exercise?"
OF_A_PIZZA = "0.375 of a pizza was left over, and 0.5 of another pizza was left over. How much pizza is left altogether?"
DURING = "A restaurant served 5 cakes during lunch and 6 during dinner today. How many cakes were served today?"
STUFFED = "A toy store had 18 giant stuffed bears. It put them onto shelves with 9 on each shelf. How many shelves did it use?"
BOILED = "Mia boiled 12 eggs. She ate 3 boiled eggs. How many boiled eggs are left?"
CAKES_ZH = "午饭时卖了5个蛋糕，晚饭时卖了6个蛋糕，一共卖了多少个蛋糕？"
BEARS_ZH = "商店有18只毛绒熊，每个架子放9只，需要几个架子？"
RUN_KM_ZH = "小红跑了0.75千米，又跑了0.25千米，一共跑了多少千米？"
READING_ZH = "小华上午看书0.5小时，下午看书0.75小时，一共看了多少小时？"
FRUIT_ZH = "妈妈买了2.5千克苹果和1.5千克梨，一共买了多少千克水果？"
# Written after the fourth build, before its code: "for each treasure she finds" is per treasure, not per "she".
TREASURE = ("Chloe scores 8 points for each treasure she finds. She found 6 treasures on the first level and 3 on the "
            "second. What would her score be?")
CARDS_WON = "A player gets 4 cards for each game they win. They won 7 games. How many cards did they get?"
TREASURE_ZH = "每个宝藏得8分，她找到了9个宝藏，一共得多少分？"
QUIZ_ZH = "每道题得5分，小明答对了12道题，得了多少分？"

TWINS: list[tuple[str, str, str, str]] = [
    # --- the wrong operation over the right numbers: uncertain -----------------------------------
    ("dozens added to the dozen", DOZEN_EGGS, "9 + 12 = 21 eggs.", "uncertain"),
    ("dozens, then multiplied by the eggs lost", DOZEN_BALLS, "13 × 12 = 156. 156 × 20 = 3120 golf balls.", "uncertain"),
    ("a price per dozen added to dozens", DOZEN_PRICE, "3 + 4 = 7 dollars.", "uncertain"),
    ("times more, added", TIMES_MORE, "36 + 7 = 43 books.", "uncertain"),
    ("times as many, added", TIMES_AS, "115 + 12 = 127 muffins.", "uncertain"),
    ("walked a number of times, added", TIMES_WALKED, "30 + 4 = 34 feet.", "uncertain"),
    ("cents added to stamps", CENTS, "34 + 4 = 38 cents.", "uncertain"),
    ("zh 倍 added to books", BOOKS_ZH, "36+7=43本。", "uncertain"),
    ("zh 倍 added to kilograms", GOOSE_ZH, "3+4=7千克。", "uncertain"),
    ("zh 倍 added to trees", TREES_ZH, "25+3=28棵。", "uncertain"),
    ("zh 倍 added to metres", ROPE_ZH, "6+3=9米。", "uncertain"),
    ("zh 倍 added to money", DICTIONARY_ZH, "18+3=21元。", "uncertain"),
    ("zh 倍, then stamps times stamps", STAMPS_ZH, "15×3=45，45×15=675张。", "uncertain"),
    # --- right replies and near misses: ok ---------------------------------------------------------
    ("dozens times the dozen", DOZEN_EGGS, "9 × 12 = 108 eggs.", "ok"),
    ("dozens, then the eggs lost", DOZEN_BALLS, "13 × 12 = 156. 156 - 20 = 136 golf balls.", "ok"),
    ("a price per dozen times dozens", DOZEN_PRICE, "3 × 4 = 12 dollars.", "ok"),
    ("a dozen beside a 12 of another thing", DOZEN_AND_12, "2 × 12 = 24. 24 + 12 = 36 baked goods.", "ok"),
    ("dozens, then some given away", DOZEN_GIVEN, "5 × 12 = 60. 60 - 15 = 45 pencils.", "ok"),
    ("dozen calories in a candy bar", DOZEN_CALORIES, "4 × 12 = 48. 48 × 42 = 2016 calories.", "ok"),
    ("times more, multiplied", TIMES_MORE, "36 × 7 = 252 books.", "ok"),
    ("times as many, multiplied", TIMES_AS, "115 × 12 = 1380 muffins.", "ok"),
    ("walked a number of times, multiplied", TIMES_WALKED, "30 × 4 = 120 feet.", "ok"),
    ("times added to times", TIMES_ADDED, "8 + 5 = 13 visits.", "ok"),
    ("times as many, then some given away", TIMES_THEN_GIVEN, "3 × 12 = 36. 36 - 5 = 31 stickers.", "ok"),
    ("more than times as many", MORE_THAN_TIMES, "3 × 8 = 24. 24 + 5 = 29 cards.", "ok"),
    ("cents times stamps", CENTS, "34 × 4 = 136 cents.", "ok"),
    ("cents into dimes", CENTS_DIMES, "90 / 10 = 9 dimes.", "ok"),
    ("cents into dollars", CENTS_DOLLARS, "4900 / 100 = 49 dollars.", "ok"),
    ("zh 倍 multiplied, books", BOOKS_ZH, "36×7=252本。", "ok"),
    ("zh 倍 multiplied, kilograms", GOOSE_ZH, "3×4=12千克。", "ok"),
    ("zh 倍 multiplied, trees", TREES_ZH, "25×3=75棵。", "ok"),
    ("zh 倍 multiplied, metres", ROPE_ZH, "6×3=18米。", "ok"),
    ("zh 倍 multiplied, money", DICTIONARY_ZH, "18×3=54元。", "ok"),
    ("zh 倍, then both together", STAMPS_ZH, "15×3=45，45+15=60张。", "ok"),
    ("zh times of skipping", SKIPS_ZH, "3×50=150下。", "ok"),
    ("zh 2倍多3支", PENS_ZH, "12×2=24，24+3=27支。", "ok"),
    ("zh 是妹妹的5倍, divided", SISTER_ZH, "40÷5=8元。", "ok"),
    ("zh 3打鸡蛋", EGGS_ZH, "3×12=36个。", "ok"),
    ("zh 倍, then how many more", APPLES_ZH, "5×4=20，20-5=15个。", "ok"),
    ("zh asks 几倍", HOW_MANY_TIMES_ZH, "20÷5=4倍。", "ok"),
    # --- questions whose unit was not read (written after the first build, before their code) -------
    ("how much farther, multiplied", FARTHER, "3.5 × 0.25 = 0.875 miles.", "uncertain"),
    ("how much farther", FARTHER, "3.5 - 0.25 = 3.25 miles.", "ok"),
    ("how much taller, multiplied", TALLER, "0.83 × 0.5 = 0.415 feet.", "uncertain"),
    ("how much taller", TALLER, "0.83 - 0.5 = 0.33 feet.", "ok"),
    ("how much longer a line, multiplied", LONGER_LINE, "7.5 × 3.25 = 24.375 inches.", "uncertain"),
    ("how much longer a line", LONGER_LINE, "7.5 - 3.25 = 4.25 inches.", "ok"),
    ("how much longer a ride", LONGER_RIDE, "45 - 25 = 20 minutes.", "ok"),
    ("how much longer, amounts of two kinds", LONGER_MIXED, "60 × 3 = 180. 180 - 150 = 30 miles.", "ok"),
    ("how long was he walking, multiplied", WALKING, "6 × 3 = 18 hours.", "uncertain"),
    ("how long was he walking", WALKING, "6 / 3 = 2 hours.", "ok"),
    ("how long was a scarf", SCARF, "40 - 8 = 32 inches.", "ok"),
    ("zh 多多少米", RUN_ZH, "800-300=500米。", "ok"),
    ("zh 多多少米, multiplied", RUN_ZH, "800×300=240000米。", "uncertain"),
    ("zh 高多少米", HEIGHT_ZH, "1.6-1.4=0.2米。", "ok"),
    ("zh 多走多少千米", WALK_ZH, "1.2-0.8=0.4千米。", "ok"),
    ("zh 多走多少千米, multiplied", WALK_ZH, "1.2×0.8=0.96千米。", "uncertain"),
    # --- "in each of the albums" (written after the second build, before its code) ---------------------
    ("in each of the albums, multiplied", ALBUMS, "30 + 51 = 81. 81 × 9 = 729 pictures.", "uncertain"),
    ("in each of the albums", ALBUMS, "30 + 51 = 81. 81 / 9 = 9 pictures.", "ok"),
    ("in each of the small loads, multiplied", LOADS, "39 - 19 = 20. 20 × 5 = 100 pieces of clothing.", "uncertain"),
    ("in each of the small loads", LOADS, "39 - 19 = 20. 20 / 5 = 4 pieces of clothing.", "ok"),
    ("zh 每个相册, multiplied", PHOTOS_ZH, "30×5=150张。", "uncertain"),
    ("zh 每个相册", PHOTOS_ZH, "30÷5=6张。", "ok"),
    # --- amounts whose noun was not read (written after the third build, before its code) --------------
    ("of a mile, multiplied", OF_A_MILE, "0.75 × 0.25 = 0.1875 miles.", "uncertain"),
    ("of a mile", OF_A_MILE, "0.75 + 0.25 = 1 mile.", "ok"),
    ("of an hour, added then multiplied", OF_AN_HOUR, "0.6 × 0.5 = 0.3 hours.", "ok"),  # time × time: not judged
    ("of an hour", OF_AN_HOUR, "0.6 + 0.5 = 1.1 hours.", "ok"),
    ("of a pizza: a thing, not a unit", OF_A_PIZZA, "0.375 + 0.5 = 0.875 pizza.", "ok"),
    ("during lunch and during dinner, multiplied", DURING, "5 × 6 = 30 cakes.", "uncertain"),
    ("during lunch and during dinner", DURING, "5 + 6 = 11 cakes.", "ok"),
    ("giant stuffed bears, multiplied", STUFFED, "18 × 9 = 162 shelves.", "uncertain"),
    ("giant stuffed bears", STUFFED, "18 / 9 = 2 shelves.", "ok"),
    ("boiled eggs", BOILED, "12 - 3 = 9 boiled eggs.", "ok"),
    ("boiled eggs, multiplied", BOILED, "12 × 3 = 36 boiled eggs.", "uncertain"),
    ("zh 午饭时和晚饭时", CAKES_ZH, "5+6=11个。", "ok"),
    ("zh 午饭时和晚饭时, multiplied", CAKES_ZH, "5×6=30个。", "uncertain"),
    ("zh 每个架子放9只", BEARS_ZH, "18÷9=2个。", "ok"),
    ("zh 千米 added", RUN_KM_ZH, "0.75+0.25=1千米。", "ok"),
    ("zh 千米, multiplied", RUN_KM_ZH, "0.75×0.25=0.1875千米。", "uncertain"),
    ("zh 小时 added", READING_ZH, "0.5+0.75=1.25小时。", "ok"),
    ("zh 千克 added", FRUIT_ZH, "2.5+1.5=4千克。", "ok"),
    # --- a rate per a thing followed by a pronoun (written after the fourth build, before its code) ------
    ("for each treasure she finds, added", TREASURE, "6 + 3 = 9. 9 + 8 = 17 points.", "uncertain"),
    ("for each treasure she finds", TREASURE, "6 + 3 = 9. 9 × 8 = 72 points.", "ok"),
    ("for each game they win, added", CARDS_WON, "4 + 7 = 11 cards.", "uncertain"),
    ("for each game they win", CARDS_WON, "4 × 7 = 28 cards.", "ok"),
    ("zh 每个宝藏, added", TREASURE_ZH, "8+9=17分。", "uncertain"),
    ("zh 每个宝藏", TREASURE_ZH, "8×9=72分。", "ok"),
    ("zh 每道题", QUIZ_ZH, "5×12=60分。", "ok"),
]


def test_the_twins_cover_both_outcomes_in_both_languages() -> None:
    assert_twins_cover_both_outcomes(TWINS, zh_share=0.4)


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), TWINS, ids=[t[0] for t in TWINS])
async def test_the_wrong_operation_is_caught_in_dozens_times_and_cents(
        slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    await assert_shown_ok_or_uncertain(slow_path, name, request_text, draft, expected)


# --- "how long is the boa constrictor" asks a length of a thing, not of the word "the" -----------------
# Found while classifying (session 30): main read "How long is the piece of wood now?" and "what length of
# chain" as asking the length of the word "the" or "chain", and showed a right reply as ok with its answer
# "corrected" to 3 or 5. Written before the fix.
WOOD = ("A carpenter bought a piece of wood that was 0.41 meters long. Then she sawed 0.33 meters off the end. "
        "How long is the piece of wood now?")
SNAKE = ("Albert has a garden snake that is 10 inches long. The boa constrictor is 7 times longer than the garden "
         "snake. How long is the boa constrictor?")
CHAIN = "The cost of 5 feet of chain is 2 dollars, what length of chain can be purchased with 7.5 dollars?"
A_WORD_ASKED = [
    ("how long is the piece of wood", WOOD, "0.41 - 0.33 = 0.08. So the answer is 0.08 meters.", "ok"),
    ("how long is the boa constrictor", SNAKE, "10 × 7 = 70. So the answer is 70 inches.", "ok"),
    ("what length of chain", CHAIN, "7.5 / 2 = 3.75. 3.75 × 5 = 18.75. So the answer is 18.75 feet.", "ok"),
]
QUOTED_WORDS = [  # a word named in quotes is still a string whose length is checked
    ("How long is 'banana'?", "'banana' is 7 letters long.", "6 (corrected from 7)"),
    ("How long is the word 'strawberry'?", "The word 'strawberry' is 9 letters long.", "10 (corrected from 9)"),
]


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), A_WORD_ASKED, ids=[t[0] for t in A_WORD_ASKED])
async def test_how_long_a_thing_is_not_the_length_of_a_word(
        slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    await assert_shown_ok_or_uncertain(slow_path, name, request_text, draft, expected)


@pytest.mark.parametrize(("request_text", "draft", "shown"), QUOTED_WORDS, ids=[t[0] for t in QUOTED_WORDS])
async def test_the_length_of_a_quoted_word_is_still_checked(slow_path, request_text: str, draft: str, shown: str) -> None:
    drafter, fuser_, backend = slow_path
    answer = (await run_case(Case("quoted", request_text, draft, None), drafter, fuser_, backend)).answer
    assert answer.status == "ok" and shown in answer.text, answer.text
