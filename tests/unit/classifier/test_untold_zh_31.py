"""Three Chinese mechanisms of wrong fast answers the red team's blind half found (redteam_zh_31_blind.jsonl's
`RUN_WRONG`), closed by mechanism with these twins (issue 15): a coupon or discount used whose amount is never told
(offers_untold_zh.py), a count said under 除非 ("unless": some days are not counted; guard_negations.py), and a
package asked that the story never tells (一包…一提…，一箱有多少; asked_containers_zh.py). The readings each one's
siblings still give are kept."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    "text",
    [
        "点了两杯咖啡，每杯28元，用了一张券，一共付了多少元？",
        "买了3本笔记本，每本12元，结账时用了优惠券，一共花了多少钱？",
        "一件T恤59元，买了2件，用了店里的红包抵扣，实付多少元？",
        "每张电影票45元，买了4张，用了会员折扣，一共付了多少元？",
        "除非刮风，每天都骑车上班8公里，一周骑了多少公里？",
        "除非下雨，小明每天跑步3公里，这个月跑了多少公里？",
        "一盒有12支笔，一箱有20盒，一车有多少支笔？",
        "一袋有6个面包，一筐有8袋，一车有多少个面包？",
        "除非下雪，每天都喂鸟2次，这周喂了几次",
        "一包湿巾有80片，一提有6包，一箱有多少片",
    ],
)
def test_an_untold_amount_goes_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("买了两本书，每本25元，一共付了多少元？", "50"),
        ("每天都浇花3次，这周浇了几次", "21"),
        ("一盒有12支笔，一箱有20盒，一箱有多少支笔？", "240"),
        ("一包纸巾有100抽，一提有10包，一提有多少抽", "1000"),
        ("一件衣服原价200元，打八折，打折后多少钱？", "160"),
    ],
)
def test_the_told_ones_are_still_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
