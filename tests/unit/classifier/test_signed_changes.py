"""Gains and losses read by their values (signed_changes.py): the net of amounts each marked up or
down, or the amount after one change from a start; and the stories that stay slow."""

from __future__ import annotations

import pytest

from services.sandbox.ops import run_task

from .reading import read


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("公司上半年亏损 30 万，下半年盈利 45 万，全年盈亏多少万？", "15"),
        ("亏了200元，赚了350元，净赚多少", "150"),
        ("一只股票第一天跌了 5 元，第二天又跌了 3 元，第三天涨了 6 元，三天总共变化多少元？", "-2"),
        ("跌了5元，又跌了3元，总共变化多少元", "-8"),  # a change of falls is negative
        ("股票先跌了3元又涨了5元，净变化多少", "2"),
        ("We lost $1,200 in March and made $800 in April. Net?", "-400"),
        ("I lost $20 and gained $35. Net?", "15"),
        ("My portfolio was down $320 on Monday, up $150 Tuesday and down $75 Wednesday. Net change over the three "
         "days?", "-245"),
        ("账户余额 200 元，消费 350 元透支了，现在余额是多少", "-150"),
        ("余额是-50元，存入了120元，现在余额是多少", "70"),
        ("My balance is -$57.50 and I deposit $100. What is it now?", "42.5"),
        ("A diver at -30 m rises 12 m. New depth?", "-18"),
    ],
)
def test_gains_and_losses_are_read(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "小明有100元，花了30元，又赚了20元，现在有多少元",  # a story of several steps
        "A diver at 30 m depth goes down 12 m. New depth?",  # a depth written positive goes the other way
        "上半年亏损30万，下半年盈利45万，哪个多",  # not a net asked
        "第一天跌了5%，第二天涨了3%，总共变化多少",  # percentages compound
        "跌了5元，又跌了3元，两天总共变化多少元，第三天呢",
        "一只股票跌了5元，又跌了3元，四天总共变化多少元",  # four days, two changes
        "亏了200元，赚了350元，现在有多少",  # the amount now, with no start
        "账户余额 200 元，消费 350 元，现在净变化多少",  # a net change after a start
        "每天跌了5元，跌了3天，总共变化多少元",  # a rate
    ],
)
def test_stories_that_do_not_fit_stay_unread(text: str) -> None:
    assert read(text) is None
