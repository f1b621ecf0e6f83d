"""The blind half of test_answer_units_28.py: written and committed before the session-28 judgements were
built, run exactly once at the end, its figures reported as they come (nothing fixed after it).

    PYTHONPATH=.:libs:tests/unit .venv/bin/python tests/unit/fuser/blind_answer_units_28.py
"""

from __future__ import annotations

import asyncio

from dualtrack.bench.slowpath_scripted import judge_replies

BLIND: list[tuple[str, str, str]] = [
    # (request, reply, expected: ok | uncertain)
    ("Joan found 79 seashells and gave Mike 63 of the seashells. How many seashells does she have now?",
     "79 × 63 = 4977 seashells.", "uncertain"),
    ("Joan found 79 seashells and gave Mike 63 of the seashells. How many seashells does she have now?",
     "79 - 63 = 16 seashells.", "ok"),
    ("Sara has 31 stickers. Her friend gave her 12 more. How many stickers does Sara have?", "31 × 12 = 372 stickers.", "uncertain"),
    ("Sara has 31 stickers. Her friend gave her 12 more. How many stickers does Sara have?", "31 + 12 = 43 stickers.", "ok"),
    ("A baker made 60 muffins. He sold 45 of them. How many muffins are left?", "60 × 45 = 2700 muffins.", "uncertain"),
    ("A baker made 60 muffins. He sold 45 of them. How many muffins are left?", "60 - 45 = 15 muffins.", "ok"),
    ("Mia packed 48 cookies into 6 bags equally. How many cookies are in each bag?", "48 × 6 = 288 cookies.", "uncertain"),
    ("Mia packed 48 cookies into 6 bags equally. How many cookies are in each bag?", "48 / 6 = 8 cookies.", "ok"),
    ("A spider has 8 legs. How many legs do 5 spiders have?", "8 + 5 = 13 legs.", "uncertain"),
    ("A spider has 8 legs. How many legs do 5 spiders have?", "8 × 5 = 40 legs.", "ok"),
    ("Ann had 40 dollars. She bought 3 hats at 6 dollars each. How much money does she have left?",
     "40 - 6 = 34. 34 - 3 = 31 dollars.", "uncertain"),
    ("Ann had 40 dollars. She bought 3 hats at 6 dollars each. How much money does she have left?",
     "6 × 3 = 18. 40 - 18 = 22 dollars.", "ok"),
    ("There are 12 cats and 9 dogs at the shelter. How many more cats than dogs are there?", "12 - 9 = 3 cats.", "ok"),
    ("Leo has 5 red balls and 7 blue balls. 4 of them are old. How many balls are new?", "5 + 7 = 12. 12 - 4 = 8 balls.", "ok"),
    ("小刚有40元，买了5个本子，每个本子6元，还剩多少元？", "40-5=35元，35-6=29元。", "uncertain"),
    ("小刚有40元，买了5个本子，每个本子6元，还剩多少元？", "6×5=30元，40-30=10元。", "ok"),
    ("36块糖平均分给4个小朋友，每个小朋友分到几块糖？", "36×4=144块。", "uncertain"),
    ("36块糖平均分给4个小朋友，每个小朋友分到几块糖？", "36÷4=9块。", "ok"),
    ("买4个篮球一共花了200元，每个篮球多少元？", "4÷200=0.02元。", "uncertain"),
    ("买4个篮球一共花了200元，每个篮球多少元？", "200÷4=50元。", "ok"),
    ("一只兔子有4条腿，6只兔子有几条腿？", "4+6=10条。", "uncertain"),
    ("一只兔子有4条腿，6只兔子有几条腿？", "4×6=24条。", "ok"),
    ("一支钢笔12元，小丽买了2支钢笔，付了30元，应找回多少元？", "30-2=28元，28-12=16元。", "uncertain"),
    ("一支钢笔12元，小丽买了2支钢笔，付了30元，应找回多少元？", "12×2=24元，30-24=6元。", "ok"),
    ("爸爸有100元，又挣了50元，现在有多少元？", "100+50=150元。", "ok"),
]


if __name__ == "__main__":
    asyncio.run(judge_replies(BLIND))
