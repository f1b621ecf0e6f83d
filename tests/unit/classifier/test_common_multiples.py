"""Stories that are exactly a gcd or an lcm, read only where the story says which; a different
question on the same story, a mixed unit, a track (where speeds decide a meeting) is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("甲每12天去一次健身房，乙每18天去一次，两人上次在健身房碰到了，至少再过多少天会再碰到？", "36"),
        ("一路公交车每6分钟发一次车，二路每8分钟发一次车，两路车同时发车后，至少再过多少分钟又同时发车？", "24"),
        ("Buses leave every 12 minutes on one line and every 20 minutes on another. They left together at noon; "
         "how many minutes until they next leave together?", "60"),
        ("Light A flashes every 6 seconds and light B every 8 seconds. They just flashed together. "
         "In how many seconds will they flash together again?", "24"),
        ("两根绳子分别长 84 厘米和 126 厘米，要剪成同样长的小段且没有剩余，每段最长多少厘米？", "42"),
        ("A ribbon of 48 cm and another of 72 cm are cut into pieces of equal length with nothing left over. "
         "What is the longest possible length of each piece?", "24"),
        ("I want to tile a square with 8 cm by 12 cm tiles without cutting any. What's the smallest side length "
         "in cm?", "24"),
        ("用长8厘米、宽12厘米的长方形瓷砖拼成一个正方形，正方形的边长最小是多少厘米？", "24"),
        ("Alice visits the library every 6 days and Bob every 8 days. They met there today. "
         "In how many days will they meet there again?", "24"),
        ("把长 18 厘米、宽 12 厘米的长方形纸裁成同样大小的正方形，没有剩余，正方形边长最大是多少？", "6"),
        ("A rectangle 18 cm by 12 cm is cut into identical squares with no waste. "
         "What is the largest possible side of each square?", "6"),
    ],
)
def test_a_story_that_says_gcd_or_lcm_is_read(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "甲每12天去一次健身房，乙每18天去一次，两人上次碰到后，30天内会碰到几次？",  # how many times
        "两根绳子分别长84厘米和126厘米，要剪成同样长的小段且没有剩余，最少能剪成多少段？",  # how many pieces
        "两根绳子分别长84厘米和126厘米，要剪成同样长的小段且没有剩余，每段最短多少厘米？",  # the shortest
        "用长8厘米、宽12厘米的长方形瓷砖拼成一个正方形，至少需要多少块？",  # how many tiles
        "I want to tile a square with 8 cm by 12 cm tiles without cutting any. How many tiles do I need at least?",
        "Buses leave every 12 minutes on one line and every 20 minutes on another. They left together at noon; "
        "what time do they next leave together?",  # a clock time
        "Buses leave every 12 minutes on one line and every 20 minutes on another. How many minutes until they "
        "next leave together?",  # never said to leave together
        "甲乙在环形跑道上同时同地出发，甲每6分钟跑一圈，乙每10分钟跑一圈，至少多少分钟后两人再次相遇？",  # speeds
        "甲每12天去一次健身房，乙每18小时去一次，两人上次碰到了，至少再过多少天会再碰到？",  # two units
        "Light A flashes every 6 seconds and light B every 8 seconds. They just flashed together. "
        "In how many minutes will they flash together again?",  # asked in another unit
        "A bus leaves every 10 minutes. I waited 25 minutes together with a friend. How many minutes until the "
        "next bus comes again together?",  # 25 minutes is no period
        "把长 18 厘米、宽 12 厘米的长方形纸裁成同样大小的正方形，没有剩余，至少能裁多少个？",  # how many squares
        "从长 18 厘米、宽 12 厘米的长方形纸上裁下一个最大的正方形，边长是多少？",  # one square: the shorter side
        "A ribbon of 48 cm and another of 72 m are cut into pieces of equal length with nothing left over. "
        "What is the longest possible length of each piece?",
    ],
)
def test_another_question_on_the_story_is_not_read(text: str) -> None:
    assert parse(text) is None
