"""A thing added or taken off by its name alone (再加运费, 扣掉社保, "plus parking"): the reading counts only the
numbers written, so the charge named without one would be left out; one mechanism (added_unsaid.py) sends the request
slow, whichever reader read it (bills.py and the guards of every reading). Twins written before the two mechanisms
were made one: the same families with each amount said go fast with the value computed by hand; an amount left
unsaid, a count with no price, a piece after 和/"and" without its own money, another person asked, a second step go
slow."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("买2本书每本15元，再加运费6元，一共多少钱", "36"),  # 2*15+6
        ("买4支笔每支3元，再加包装费2元，总共多少", "14"),  # 4*3+2
        ("买3个杯子每个12元，加上运费10元，一共多少钱", "46"),  # 3*12+10
        ("买2本书每本15元，再加运费6元和包装费4元，一共多少钱", "40"),  # 2*15+6+4
        ("3 tickets at $25 each plus $5 parking, total?", "80"),  # 3*25+5
        ("2 pizzas at $14 each plus $6 delivery, total?", "34"),  # 2*14+6
        ("4 books at $10 each plus $3 shipping and $2 wrapping, what's the total", "45"),  # 4*10+3+2
        ("12加上8是多少", "20"),
        ("100减去37等于多少", "63"),
        ("what is 5 plus 3", "8"),
    ],
)
def test_each_amount_said_is_added(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        # the amount added or taken off is not said
        "买2本书每本15元，再加运费，一共多少钱",
        "买4支笔每支3元，加上包装费，总共多少",
        "买4支笔每支3元，另加包装费，总共多少",
        "工资6000元，扣掉公积金，到手多少",
        "工资6000元，减去房租，还剩多少",
        "3 tickets at $25 each plus parking, how much altogether?",
        "2 pizzas at $14 each plus delivery, total?",
        "2 pizzas at $14 each plus a tip, total?",
        "3 tickets at $25 each plus tax, total?",
        "My salary is $5,000 minus taxes, how much do I take home?",
        # a thing counted and added without its price
        "买2本书每本15元，再加一个书包，一共多少钱",
        "4 books at $10 each plus 2 bookmarks, what's the total",
        # a piece after 和 / "and", or before it, without its own amount of money
        "买2本书每本15元，再加运费6元和一个书签，一共多少钱",
        "买2本书每本15元，再加运费和包装费4元，一共多少钱",
        "4 books at $10 each plus $3 shipping and a bookmark, what's the total",
        "4 books at $10 each plus shipping and $2 wrapping, what's the total",
        # a percentage added beside a thing without its amount
        "一件衣服200元，打八折后再加收10%的税和运费，一共多少元",
        "买3个杯子每个12元，再加运费和10%的服务费，一共多少",
        "3 tickets at $25 each plus 8% tax and parking, total?",
        # each amount said, but another person asked, or a second step
        "买2本书每本15元，再加运费6元，小明付了多少钱",
        "3 tickets at $25 each plus $5 parking, how much more than $50 is that?",
    ],
)
def test_an_amount_added_by_its_name_alone_goes_slow(text: str) -> None:
    assert value_of(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3 tickets at $25 each plus 8% tax, total?", "81"),  # 75*1.08
        ("买3个杯子每个12元，再加10%的服务费，一共多少", "39.6"),  # 36*1.1
        ("小明有3个苹果，再加2个苹果，一共有几个", "5"),
        ("一件衣服200元，先打八折，再按折后价加收8%的税，一共要付多少元？", "172.8"),  # 200*0.8*1.08  # things counted, no money: no price is missing
    ],
)
def test_a_percentage_or_a_count_added_is_slow_or_right(text: str, value: str) -> None:
    assert value_of(text) in (None, value), text
