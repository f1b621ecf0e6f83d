"""Discounts said the way shoppers say them: "save 20% on …" (20% off) and "at half price", with
the price paid or the saving asked; and the near-misses that stay unread (a condition, a bound, a
count, a sale that is over, a second item)."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("save 20% on a $90 jacket. what do I pay", "72"),
        ("save 20% on a $90 jacket, final price?", "72"),
        ("you save 25% on a $120 coat, how much do you pay", "90"),
        ("save 25% on a $120 coat, how much do you save", "30"),
        ("a $36 toy at half price, how much", "18"),
        ("the toy is $36 at half price. how much do I pay", "18"),
        ("I bought a $50 shirt at half price. How much did I pay?", "25"),
    ],
)
def test_save_a_percentage_and_half_price_read_as_discounts(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "save 20% on a $90 jacket if you spend over $100, what do I pay",
        "save up to 20% on a $90 jacket, what do I pay",
        "save 20% on two $90 jackets, what do I pay",
        "save 20% on a $90 jacket and 10% on a $40 hat, total?",
        "a $36 toy at half price for members, how much",
        "a $36 toy was half price last week, how much now",
        "a $36 toy at half price, how much for two",
    ],
)
def test_a_condition_a_bound_a_count_or_a_past_sale_is_not_read(text: str) -> None:
    assert value_of(text) is None, text
