"""The blind half of test_answer_units_30.py: written and committed before the session-30 judgements were
built, run exactly once at the end, its figures reported as they come (nothing fixed after it).

    PYTHONPATH=.:libs:tests/unit .venv/bin/python tests/unit/fuser/blind_answer_units_30.py
"""

from __future__ import annotations

import asyncio

from dualtrack.bench.slowpath_scripted import judge_replies

BLIND: list[tuple[str, str, str]] = [
    # (request, reply, expected: ok | uncertain)
    ("Kara bought 6 dozen cookies for the party. How many cookies did she buy?", "6 + 12 = 18 cookies.", "uncertain"),
    ("Kara bought 6 dozen cookies for the party. How many cookies did she buy?", "6 × 12 = 72 cookies.", "ok"),
    ("Zoe has 5 dozen beads. She uses 14 beads. How many beads are left?", "5 × 12 = 60. 60 × 14 = 840 beads.", "uncertain"),
    ("Leo has 48 stickers. His sister has 3 times as many stickers. How many stickers does his sister have?",
     "48 + 3 = 51 stickers.", "uncertain"),
    ("Leo has 48 stickers. His sister has 3 times as many stickers. How many stickers does his sister have?",
     "48 × 3 = 144 stickers.", "ok"),
    ("A candy costs 15 cents. How much do 6 candies cost?", "15 + 6 = 21 cents.", "uncertain"),
    ("A candy costs 15 cents. How much do 6 candies cost?", "15 × 6 = 90 cents.", "ok"),
    ("Ray jogs around the 400 meter track 5 times. How many meters does he jog?", "400 + 5 = 405 meters.", "uncertain"),
    ("Ray jogs around the 400 meter track 5 times. How many meters does he jog?", "400 × 5 = 2000 meters.", "ok"),
    ("Pia packed 3 dozen apples and 8 pears. How many pieces of fruit did she pack?",
     "3 × 12 = 36. 36 + 8 = 44 pieces of fruit.", "ok"),
    ("Jon visited the library 6 times in March and 9 times in April. How many times did he visit?", "6 + 9 = 15 times.", "ok"),
    ("小兰有24张画，小芳的画是小兰的3倍，小芳有多少张画？", "24+3=27张。", "uncertain"),
    ("小兰有24张画，小芳的画是小兰的3倍，小芳有多少张画？", "24×3=72张。", "ok"),
    ("一个书包45元，一台电脑的价钱是书包的20倍，电脑多少元？", "45+20=65元。", "uncertain"),
    ("一个书包45元，一台电脑的价钱是书包的20倍，电脑多少元？", "45×20=900元。", "ok"),
    ("一棵小树高2米，大树的高度是小树的6倍，大树高多少米？", "2+6=8米。", "uncertain"),
    ("一棵小树高2米，大树的高度是小树的6倍，大树高多少米？", "2×6=12米。", "ok"),
    ("小强有30颗糖，是小丽的5倍，小丽有多少颗糖？", "30÷5=6颗。", "ok"),
    ("妈妈买了2打铅笔，一打是12支，一共多少支铅笔？", "2×12=24支。", "ok"),
    ("小明每天读书20页，读了7天，一共读了多少页？", "20×7=140页。", "ok"),
    # added after the first build, before the code for questions whose unit was not read
    ("Jenny ran 0.6 miles and walked 0.4 miles. How much farther did Jenny run than walk?", "0.6 × 0.4 = 0.24 miles.", "uncertain"),
    ("Jenny ran 0.6 miles and walked 0.4 miles. How much farther did Jenny run than walk?", "0.6 - 0.4 = 0.2 miles.", "ok"),
    ("Teresa jogged 25 kilometers at 5 kilometers per hour. How long was Teresa jogging?", "25 × 5 = 125 hours.", "uncertain"),
    ("Teresa jogged 25 kilometers at 5 kilometers per hour. How long was Teresa jogging?", "25 / 5 = 5 hours.", "ok"),
    # added after the second build, before the code for "in each of the boxes"
    ("Ana baked 48 muffins and 24 scones and packed them into 6 boxes with the same number in each box. "
     "How many pastries were in each of the boxes?", "48 + 24 = 72. 72 × 6 = 432 pastries.", "uncertain"),
    ("Ana baked 48 muffins and 24 scones and packed them into 6 boxes with the same number in each box. "
     "How many pastries were in each of the boxes?", "48 + 24 = 72. 72 / 6 = 12 pastries.", "ok"),
]


if __name__ == "__main__":
    asyncio.run(judge_replies(BLIND))
