"""Issue 15, second half, continued (session 29): the wrong operation over the right numbers where a noun
or a rate was not read before.

The forms: a number the story gives away ("gave 9 to her cousin") counting the one kind of thing the story
has; "ones" never a noun of its own ("threw away 8 old ones", "put 30 new ones in the crate"); "N of them"
after a preposition ("got rid of 25 of them") where the story counts one kind; a rate said after a verb
("8 children were sitting at each table") or per a two-word noun ("on each school bus"); 分 as points where
the request names no money and no clock time (每场比赛得12分). Near misses that must stay ok: two kinds
before "ones", "gave 3 to each of his students", 分钟 and money beside 分. Two twins were taken out after
their first run, before any code: each left a number of the request unused (a crayons-and-pencils story, a
clock time 7点20分), which the grounding check's left-out rule judges before units. The rows marked "written after
the first build" came after their code (shares N with, how long it takes, a pair counted at two places, how many
would each get of things shared among some, plurals no word list knows, "each flower pot", "4 cards each for").

Each twin: the request, the model's reply (given every time it is asked), and what the user gets
("ok", or "uncertain" with, where given, words of the reason). Written before the check was built.
"""

from __future__ import annotations

import pytest

from fakes.harness import assert_shown_ok_or_uncertain, assert_twins_cover_both_outcomes

STAMPS = "Nina has 64 stamps. She gives 9 to her cousin. How many stamps will Nina have?"
CRAYONS = "Ben had 45 crayons. He gave 12 to his sister and 8 to his friend. How many crayons does he have left?"
EACH_STUDENT = "Mr. Lee has 60 pencils. He gave 3 to each of his 20 students. How many pencils are left?"
SOCKS = "Lily had 26 socks. She threw away 8 old ones and bought 15 new ones. How many socks does she have?"
PEARS = ("A shop had 50 pears in a crate. They threw away 12 of the old ones and put 30 new ones in the crate. "
         "How many pears are in the crate?")
TOYS = "Sam has 38 old toys and 12 new ones. How many toys does he have?"
TWO_KINDS_ONES = "Max has 10 red cars and 6 blue trucks. He buys 4 new ones. How many toys does he have?"
MAGAZINES = ("A library had 90 magazines. It got rid of 25 of them and put the rest on racks with 5 on each rack. "
             "How many racks did it use?")
CHILDREN = "8 children were sitting at each table in the hall. There are 12 tables. How many children were sitting in the hall?"
SEATS = "There are 40 seats on each school bus. The school has 6 school buses. How many seats are there?"
PLATES = "Tom put 5 apples on each plate. He has 20 apples. How many plates does he need?"
MATCHES_ZH = "每场比赛得12分，5场比赛一共得多少分？"
SUBJECTS_ZH = "小明语文考了92分，数学考了88分，两科一共多少分？"
LESS_ZH = "小红语文得了95分，数学比语文少7分，数学得了多少分？"
QUESTIONS_ZH = "每道题5分，小明答对了18道题，他得了多少分？"
WINS_ZH = "一场比赛得3分，球队赢了7场比赛，一共得多少分？"
MINUTES_ZH = "小明跑了3分钟，小红跑了5分钟，一共跑了多少分钟？"
REWARD_ZH = "小明考试得了90分，妈妈奖励他每分1元，他得到多少元？"
STAMPS_ZH = "小明有25张邮票，送给小红8张，还剩几张？"
BOOKS_ZH = "哥哥有40本书，给了弟弟15本，哥哥还有多少本书？"
SWEETS_ZH = "小红有36颗糖，平均分给4个小朋友，每人分几颗？"
EGGS_ZH = "一盒鸡蛋有12个，妈妈买了3盒，一共有多少个鸡蛋？"

TWINS: list[tuple[str, str, str, str]] = [
    # --- the wrong operation over the right numbers: uncertain -----------------------------------
    ("given to a cousin, multiplied", STAMPS, "64 × 9 = 576 stamps.", "uncertain"),
    ("given twice, multiplied", CRAYONS, "45 - 12 = 33. 33 × 8 = 264 crayons.", "uncertain"),
    ("old ones and new ones, multiplied", SOCKS, "26 - 8 = 18. 18 × 15 = 270 socks.", "uncertain"),
    ("of the old ones, multiplied", PEARS, "50 + 30 = 80. 80 × 12 = 960 pears.", "uncertain"),
    ("old toys and new ones, multiplied", TOYS, "38 × 12 = 456 toys.", "uncertain"),
    ("rid of some of them, multiplied", MAGAZINES, "90 × 25 = 2250 magazines.", "uncertain"),
    ("on each rack, multiplied", MAGAZINES, "90 - 25 = 65. 65 × 5 = 325 racks.", "uncertain"),
    ("sitting at each table, added", CHILDREN, "8 + 12 = 20 children.", "uncertain:adds"),
    ("on each school bus, added", SEATS, "40 + 6 = 46 seats.", "uncertain:adds"),
    ("zh points per match, added", MATCHES_ZH, "12+5=17分。", "uncertain"),
    ("zh points times points", SUBJECTS_ZH, "92×88=8096分。", "uncertain"),
    ("zh points less, multiplied", LESS_ZH, "95×7=665分。", "uncertain"),
    ("zh points per question, added", QUESTIONS_ZH, "5+18=23分。", "uncertain"),
    ("zh stamps given, multiplied", STAMPS_ZH, "25×8=200张。", "uncertain"),
    ("zh books given, multiplied", BOOKS_ZH, "40×15=600本。", "uncertain"),
    # written after the first build (honestly after their code): shares N with, how long, a pair said at places
    ("walked at a speed, multiplied", "Amy walked 12 km at 4 km per hour. How long did Amy walk?", "12 × 4 = 48 hours.",
     "uncertain"),
    ("pages a minute, multiplied", "A printer prints 20 pages a minute. How long would it take to print 180 pages?",
     "180 × 20 = 3600 minutes.", "uncertain"),
    ("shared with a brother, multiplied", "Kate has 30 grapes. She shares 6 with her brother. How many grapes does Kate have?",
     "30 × 6 = 180 grapes.", "uncertain"),
    ("photos at two places, multiplied", "Leo took 15 photos at the park and 9 at the beach. How many photos did he take?",
     "15 × 9 = 135 photos.", "uncertain"),
    ("walked at a speed", "Amy walked 12 km at 4 km per hour. How long did Amy walk?", "12 / 4 = 3 hours.", "ok"),
    ("pages a minute", "A printer prints 20 pages a minute. How long would it take to print 180 pages?",
     "180 / 20 = 9 minutes.", "ok"),
    ("how long is a rope, a length", "A rope is 12 feet long. Tom cuts 4 feet off it. How long is the rope now?",
     "12 - 4 = 8 feet.", "ok"),
    ("shared with a brother", "Kate has 30 grapes. She shares 6 with her brother. How many grapes does Kate have?",
     "30 - 6 = 24 grapes.", "ok"),
    ("photos at two places", "Leo took 15 photos at the park and 9 at the beach. How many photos did he take?",
     "15 + 9 = 24 photos.", "ok"),
    ("zh sweets given to a brother", "小明有30颗糖，分给弟弟6颗，还剩多少颗？", "30-6=24颗。", "ok"),
    ("a plural no word list knows, multiplied", "Sam had 120 legos, but he lost 35 of them. How many legos does Sam have now?", "120 × 35 = 4200 legos.", "uncertain"),
    ("a plural no word list knows", "Sam had 120 legos, but he lost 35 of them. How many legos does Sam have now?", "120 - 35 = 85 legos.", "ok"),
    ("each flower pot, added", "There are 20 flower pots. Each flower pot has 6 seeds. How many seeds are there?", "20 + 6 = 26 seeds.", "uncertain"),
    ("each flower pot", "There are 20 flower pots. Each flower pot has 6 seeds. How many seeds are there?", "20 × 6 = 120 seeds.", "ok"),
    ("cards each for a party, added", "There are 30 kids making 4 cards each for the party. How many cards will they make?", "30 + 4 = 34 cards.", "uncertain"),
    ("cards each for a party", "There are 30 kids making 4 cards each for the party. How many cards will they make?", "30 × 4 = 120 cards.", "ok"),
    ("zh cards bought, multiplied", "小明有20张画片，又买了15张，现在有多少张画片？", "20×15=300张。", "uncertain"),
    ("zh cards bought", "小明有20张画片，又买了15张，现在有多少张画片？", "20+15=35张。", "ok"),
    ("zh money spent on books", "小红有40元，买书用去了25元，还剩多少元？", "40-25=15元。", "ok"),
    ("zh two tests' points, multiplied", "小明语文考了85分，数学比语文多6分，语文和数学一共多少分？", "85+6=91分，85×91=7735分。",
     "uncertain"),
    ("zh two tests' points", "小明语文考了85分，数学比语文多6分，语文和数学一共多少分？", "85+6=91分，85+91=176分。", "ok"),
    ("shared among friends, multiplied", "Tina has 42 stickers to give to her 7 friends. How many would each get if she "
     "shares them equally?", "42 × 7 = 294 stickers.", "uncertain"),
    ("shared among friends", "Tina has 42 stickers to give to her 7 friends. How many would each get if she "
     "shares them equally?", "42 / 7 = 6 stickers.", "ok"),
    ("boxes of pencils shared among students", "A teacher has 6 boxes with 8 pencils in each box to share among 12 "
     "students. How many would each get?", "6 × 8 = 48. 48 / 12 = 4 pencils.", "ok"),
    ("zh metres a minute, added", "小明每分钟走60米，走了8分钟，一共走了多少米？", "60+8=68米。", "uncertain"),
    ("zh metres a minute", "小明每分钟走60米，走了8分钟，一共走了多少米？", "60×8=480米。", "ok"),
    ("zh groups of five", "一共有45个学生，每5人一组，可以分成几组？", "45÷5=9组。", "ok"),
    # --- right chains over the same forms, and near misses: ok -----------------------------------
    ("given to a cousin", STAMPS, "64 - 9 = 55 stamps.", "ok"),
    ("given twice", CRAYONS, "45 - 12 = 33. 33 - 8 = 25 crayons.", "ok"),
    ("gave some to each student", EACH_STUDENT, "3 × 20 = 60. 60 - 60 = 0 pencils.", "ok"),
    ("old ones and new ones", SOCKS, "26 - 8 = 18. 18 + 15 = 33 socks.", "ok"),
    ("of the old ones", PEARS, "50 - 12 = 38. 38 + 30 = 68 pears.", "ok"),
    ("old toys and new ones", TOYS, "38 + 12 = 50 toys.", "ok"),
    ("two kinds before ones", TWO_KINDS_ONES, "10 + 6 = 16. 16 + 4 = 20 toys.", "ok"),
    ("rid of some of them, on each rack", MAGAZINES, "90 - 25 = 65. 65 / 5 = 13 racks.", "ok"),
    ("sitting at each table", CHILDREN, "8 × 12 = 96 children.", "ok"),
    ("on each school bus", SEATS, "40 × 6 = 240 seats.", "ok"),
    ("apples on each plate", PLATES, "20 / 5 = 4 plates.", "ok"),
    ("zh points per match", MATCHES_ZH, "12×5=60分。", "ok"),
    ("zh points added", SUBJECTS_ZH, "92+88=180分。", "ok"),
    ("zh points less", LESS_ZH, "95-7=88分。", "ok"),
    ("zh points per question", QUESTIONS_ZH, "5×18=90分。", "ok"),
    ("zh 一场比赛 points", WINS_ZH, "3×7=21分。", "ok"),
    ("zh minutes added", MINUTES_ZH, "3+5=8分钟。", "ok"),
    ("zh a reward per point", REWARD_ZH, "90×1=90元。", "ok"),
    ("zh stamps given", STAMPS_ZH, "25-8=17张。", "ok"),
    ("zh books given", BOOKS_ZH, "40-15=25本。", "ok"),
    ("zh sweets shared", SWEETS_ZH, "36÷4=9颗。", "ok"),
    ("zh eggs per box", EGGS_ZH, "12×3=36个。", "ok"),
]


def test_the_twins_cover_both_outcomes_in_both_languages() -> None:
    assert_twins_cover_both_outcomes(TWINS, zh_share=0.4)


@pytest.mark.parametrize(("name", "request_text", "draft", "expected"), TWINS, ids=[t[0] for t in TWINS])
async def test_the_wrong_operation_is_caught_where_the_nouns_are_now_read(
        slow_path, name: str, request_text: str, draft: str, expected: str) -> None:
    await assert_shown_ok_or_uncertain(slow_path, name, request_text, draft, expected)
