"""The blind half of test_answer_units.py: written and committed before the unit check was built, run
exactly once at the end, its figures reported as they come (nothing fixed after it).

    PYTHONPATH=.:libs:tests/unit .venv/bin/python tests/unit/fuser/blind_answer_units.py
"""

from __future__ import annotations

import asyncio

from dualtrack.bench.slowpath_scripted import judge_replies

BLIND: list[tuple[str, str, str]] = [
    # (request, reply, expected: ok | uncertain)
    ("Each shelf holds 30 books. The library has 6 shelves. How many books are there?", "30 + 6 = 36 books.", "uncertain"),
    ("Each shelf holds 30 books. The library has 6 shelves. How many books are there?", "30 × 6 = 180 books.", "ok"),
    ("Each shelf holds 30 books. The library has 6 shelves. How many books are there?", "30 / 6 = 5 books.", "uncertain"),
    ("A bakery sells muffins for $2 each. It sells 40 muffins. How much money does it make?", "40 - 2 = 38 dollars.", "uncertain"),
    ("A bakery sells muffins for $2 each. It sells 40 muffins. How much money does it make?", "40 × 2 = 80 dollars.", "ok"),
    ("A train goes 80 miles per hour. How many miles does it go in 4 hours?", "80 + 4 = 84 miles.", "uncertain"),
    ("A train goes 80 miles per hour. How many miles does it go in 4 hours?", "80 × 4 = 320 miles.", "ok"),
    ("A plane flew 1200 km in 3 hours. What was its speed in km per hour?", "1200 × 3 = 3600 km per hour.", "uncertain"),
    ("A plane flew 1200 km in 3 hours. What was its speed in km per hour?", "1200 / 3 = 400 km per hour.", "ok"),
    ("Lisa had 30 stickers and gave away 12. How many stickers does she have now?", "30 × 12 = 360 stickers.", "uncertain"),
    ("Lisa had 30 stickers and gave away 12. How many stickers does she have now?", "30 - 12 = 18 stickers.", "ok"),
    ("Tom has 6 red cars and 9 blue cars. How many cars does he have?", "6 + 9 = 15 cars.", "ok"),
    ("A garden is 10 m long and 7 m wide. How many meters of fence go around it?", "10 × 7 = 70 meters.", "uncertain"),
    ("A garden is 10 m long and 7 m wide. How many meters of fence go around it?", "2 × (10 + 7) = 34 meters.", "ok"),
    ("Jake earns $12 per hour. He worked 5 hours. How much money did he earn?", "12 × 5 = 60 dollars.", "ok"),
    ("每盒有12支铅笔，买了4盒，一共多少支铅笔？", "12+4=16支。", "uncertain"),
    ("每盒有12支铅笔，买了4盒，一共多少支铅笔？", "12×4=48支。", "ok"),
    ("一本书25元，买3本书要多少元？", "25-3=22元。", "uncertain"),
    ("一本书25元，买3本书要多少元？", "25×3=75元。", "ok"),
    ("火车每小时行驶120千米，4小时行驶多少千米？", "120÷4=30千米。", "uncertain"),
    ("火车每小时行驶120千米，4小时行驶多少千米？", "120×4=480千米。", "ok"),
    ("小华有15颗糖，吃了4颗，还剩几颗糖？", "15-4=11颗。", "ok"),
    ("一个正方形边长6厘米，周长是多少厘米？", "6×4=24厘米。", "ok"),
    ("小明有30元，买了2个本子，每个5元，还剩多少元？", "5×2=10元，30-10=20元。", "ok"),
    ("小明有30元，买了2个本子，每个5元，还剩多少元？", "30-5=25元，25-2=23元。", "uncertain"),
]


if __name__ == "__main__":
    asyncio.run(judge_replies(BLIND))
