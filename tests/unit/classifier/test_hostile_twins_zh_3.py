"""The one-step twins of the Chinese hostile probes of round 3 (`hostile_probes_3.jsonl`, issue 15): each
rule that sends a probe slow (the speaker's group beside another holder, the speaker's gift to 它, a rate
per one thing counted of another, one stock told at two times, 块 as pieces beside money, 低 asked the
other way round) leaves the story one step away fast and exact."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the group alone, or the speaker alone: one holder
        ("咱们有25个苹果，吃了5个，还剩几个？", "20"),
        ("我有25个苹果，我吃了5个，我还有几个？", "20"),
        ("我们有17个苹果，我们又买了3个，我们一共有几个？", "20"),
        ("我们有27个苹果，吃了7个，我们还有几个？", "20"),
        ("你有5个苹果，又买了3个，你现在有几个？", "8"),
        ("一班有42人，二班有39人，一共有多少人？", "81"),
        # a gift to 它 from someone else is its gain; to the speaker, the speaker's
        ("我的小狗有2根骨头，妈妈又给了它9根，它现在有几根？", "11"),
        ("我有2根骨头，妈妈又给了我9根，我现在有几根？", "11"),
        # a rate per one thing, counted of that thing
        ("一只蜘蛛有8条腿，3只蜘蛛有几条腿？", "24"),
        ("一箱苹果有24个，5箱苹果有几个？", "120"),
        ("一本书有200页，2本书有几页？", "400"),
        ("一辆汽车有4个轮子，9辆汽车有几个轮子？", "36"),
        # two holders of one thing, or a stock and what was added to it
        ("水箱里有27升水，桶里有48升水，一共有多少升水？", "75"),
        ("早上水箱里有27升水，晚上又加了48升水，水箱里一共有多少升水？", "75"),
        # 块 as pieces with no money, as money with no pieces, or each priced in 元
        ("我有32块饼干，吃了5块，还剩几块？", "27"),
        ("有25块钱，花了5块，还剩几块？", "20"),
        ("我有17块，花了4块，还剩几块？", "13"),
        ("我买了3块蛋糕，每块5元，一共多少钱？", "15"),
        ("买了3块蛋糕，每块2元，一共多少钱？", "6"),
        ("我买了3块蛋糕，吃了1块，还剩几块？", "2"),
        ("一盒巧克力有24块，我买了5盒，一共有多少块？", "120"),
        # the names in A比B tie each temperature, in either order
        ("上周气温零下1度，这周零上5度，这周比上周高几度？", "6"),
        ("上周气温零下1度，这周零上5度，上周比这周低几度？", "6"),
    ],
)
def test_a_twin_of_a_refused_probe_stays_fast_and_exact(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "咱们有25个苹果，我吃了5个，我还有几个？",  # the group's apples; the speaker's share is not told
        "我们有17个苹果，小美有3个，我们一共有几个？",  # is 小美 one of us?
        "我们有27个苹果，你有7个，我们一共有几个？",
        "我们班有42人，我们组有9人，我们一共有多少人？",  # the group inside the class
        "我有10个苹果，我们又买了4个，我们一共有几个？",
        "我的小狗有2根骨头，我又给了它9根，我现在有几根？",  # given to the dog, not to me
        "一只蜘蛛有8条腿，3只蚂蚁有几条腿？",
        "一箱苹果有24个，5箱梨有几个？",
        "早上水箱里有27升水，晚上有48升水，水箱里一共有多少升水？",  # one tank at two times
        "买了3块蛋糕，每块2块，一共多少块？",  # pieces or yuan
        "买了3块蛋糕，每块2元，一共多少块？",  # 块 asked: the cakes, or their price in yuan
        "我有18块，买了5块糖，还剩几块？",
        "我有32块饼干，花了5块，还剩几块？",
        "上周气温零下1度，这周零上5度，这周比上周低几度？",  # 这周 is warmer
    ],
)
def test_the_probe_itself_is_not_read(text: str) -> None:
    assert value_of(text) is None
