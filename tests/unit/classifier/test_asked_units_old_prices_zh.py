"""Two Chinese wrong fast answers of main that h/compose_zh31 noticed, closed by mechanism with these twins (issue 15):
a measure asked that the story never tells a number in (工资9000，房租占三分之一，房租多少斤: a share of money asked in 斤;
asked_units_zh.py), and a price said as the old one with none said for now (车厘子原来68一斤，买了2.5斤，多少钱: 原来 says the
price has changed; old_prices_zh.py). Their plain siblings are still read."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    "text",
    [
        "工资8000，伙食费占四分之一，伙食费多少斤",
        "一共有60本书，借出了三分之一，借出了多少米",
        "存款12000，取出了一半，取出了多少千克",
        "葡萄原来12元一斤，买了3斤，多少钱",
        "鸡蛋以前5块一斤，称了4斤，要付多少钱",
        "牛肉原本80一斤，买了1.5斤，花了多少钱",
    ],
)
def test_an_unit_never_told_or_an_old_price_goes_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("工资8000元，伙食费占四分之一，伙食费多少元", "2000"),
        ("葡萄12元一斤，买了3斤，多少钱", "36"),
        ("3千米等于多少米", "3000"),
        ("1.5小时等于多少分钟？", "90"),
        ("小明每分钟走65米，走了12分钟，一共走了多少米？", "780"),
        ("一袋大米25千克，吃了五分之二，吃了多少千克？", "10"),
        ("一个正方形花坛边长6米，面积是多少平方米？", "36"),
    ],
)
def test_the_plain_siblings_are_still_read(text: str, value: str) -> None:
    assert value_of(text) == value, text
