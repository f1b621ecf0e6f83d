"""The blind half of test_answer_units_29.py: written and committed before the session-29 judgements were
built, run exactly once at the end, its figures reported as they come (nothing fixed after it).

    PYTHONPATH=.:libs:tests/unit .venv/bin/python tests/unit/fuser/blind_answer_units_29.py
"""

from __future__ import annotations

import asyncio

from dualtrack.bench.slowpath_scripted import judge_replies

BLIND: list[tuple[str, str, str]] = [
    # (request, reply, expected: ok | uncertain)
    ("Owen has 72 marbles. He gives 15 to his friend. How many marbles does Owen have now?", "72 × 15 = 1080 marbles.", "uncertain"),
    ("Owen has 72 marbles. He gives 15 to his friend. How many marbles does Owen have now?", "72 - 15 = 57 marbles.", "ok"),
    ("Rita had 34 shirts. She threw away 6 old ones and bought 11 new ones. How many shirts does she have?",
     "34 - 6 = 28. 28 × 11 = 308 shirts.", "uncertain"),
    ("Rita had 34 shirts. She threw away 6 old ones and bought 11 new ones. How many shirts does she have?",
     "34 - 6 = 28. 28 + 11 = 39 shirts.", "ok"),
    ("A shop had 70 mugs. It got rid of 22 of them. How many mugs are left?", "70 × 22 = 1540 mugs.", "uncertain"),
    ("A shop had 70 mugs. It got rid of 22 of them. How many mugs are left?", "70 - 22 = 48 mugs.", "ok"),
    ("5 players were standing on each team. There are 9 teams. How many players were standing?", "5 + 9 = 14 players.", "uncertain"),
    ("5 players were standing on each team. There are 9 teams. How many players were standing?", "5 × 9 = 45 players.", "ok"),
    ("There are 30 desks in each class room. The school has 7 class rooms. How many desks are there?", "30 + 7 = 37 desks.", "uncertain"),
    ("There are 30 desks in each class room. The school has 7 class rooms. How many desks are there?", "30 × 7 = 210 desks.", "ok"),
    ("Kim had 20 pens and 15 pads. She gave 4 to Joe. How many pens does Kim have?", "20 - 4 = 16 pens.", "ok"),
    ("每局游戏得8分，小明玩了6局游戏，一共得多少分？", "8+6=14分。", "uncertain"),
    ("每局游戏得8分，小明玩了6局游戏，一共得多少分？", "8×6=48分。", "ok"),
    ("小刚语文考了86分，数学考了94分，一共考了多少分？", "86×94=8084分。", "uncertain"),
    ("小刚语文考了86分，数学考了94分，一共考了多少分？", "86+94=180分。", "ok"),
    ("姐姐有32支铅笔，送给妹妹9支，姐姐还剩多少支铅笔？", "32×9=288支。", "uncertain"),
    ("姐姐有32支铅笔，送给妹妹9支，姐姐还剩多少支铅笔？", "32-9=23支。", "ok"),
    ("小华做作业用了25分钟，看书用了30分钟，一共用了多少分钟？", "25+30=55分钟。", "ok"),
    ("一支铅笔5角，一块橡皮8角，一共多少角？", "5+8=13角。", "ok"),
    ("妈妈有50元，买水果花了18元，还剩多少元？", "50-18=32元。", "ok"),
]


if __name__ == "__main__":
    asyncio.run(judge_replies(BLIND))
