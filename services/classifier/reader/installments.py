"""Instalments read by their values (`read_installments`): each payment of a price paid in equal parts without
interest: "手机 4,299 元，分 12 期免息，每期多少钱", "A $1,200 phone on a 24-month plan with no interest — monthly
payment?". With interest, a down payment, a fee, a rate or unequal parts the payment depends on what the words do
not give: unread, so it goes slow."""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok
from .triggers import triggered_by
from .bill_amounts import money_of
from .bills import expression_task


_INTEREST_FREE = ("免息", "无息", "零利息", "0利息", "不要利息", "没有利息", "no interest", "interest-free", "interest free",
                  "without interest", "zero interest")
_PERIODS = ("期", "个月", "月", "month", "months", "payments", "installments", "instalments")
_EACH_PAYMENT = ("每期", "每个月", "每月", "monthly payment", "each payment", "per month", "each month", "a month",
                 "every month", "per payment")
_NOT_EQUAL_PARTS = ("首付", "down payment", "deposit", "定金", "利率", "interest rate", "手续费", "fee", "%", "比", "first",
                    "last", "最后", "第", "weekly", "每周", "每年", "year", "years", "天", "day", "days")


@triggered_by(text=("息", "interest"))
def read_installments(tokens: list[Tok], slots: Slots) -> Task | None:
    """One price, a number of equal payments said to be without interest, and one payment asked."""
    if not any("息" in t.value or "interest" in t.value for t in tokens):
        return None  # the cheap check first
    amounts = [i for i, t in enumerate(tokens) if t.type == "NUM"]
    if len(amounts) != 2 or any(t.type == "PCT" for t in tokens):
        return None
    said = Said(tokens)
    if not said.any(_INTEREST_FREE) or not said.any(_EACH_PAYMENT) or said.any(_NOT_EQUAL_PARTS):
        return None  # with interest, a payment depends on a rate the words do not give
    price = [i for i in amounts if money_of(tokens, i, slots)]
    periods = [i for i in amounts if i not in price and Said(tokens[i + 1:i + 4]).any(_PERIODS)]
    if len(price) != 1 or len(periods) != 1:
        return None
    total, count = slots.number(tokens[price[0]].value), slots.number(tokens[periods[0]].value)
    if total.value <= 0 or count.value < 2 or count.value != count.value.to_integral_value():
        return None
    return expression_task(f"{total.plain()}/{count.plain()}")


# Payments in instalments: equal shares of the price only when no interest is said (guards.py).
INSTALMENTS = frozenset({"期", "分期", "installments", "instalments", "installment", "instalment"})


def instalments_unread(tokens: list[Tok], slots: Slots, reader: str) -> bool:
    """"分12期，每期多少": a payment is the price divided only when no interest or fee is due, which
    only the instalments reader checks; another reading of the same words is not accepted."""
    return reader != "read_installments" and any(t.value in INSTALMENTS for t in tokens) \
        and read_installments(tokens, slots) is None
