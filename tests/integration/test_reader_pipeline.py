"""The compositional reader through Kafka: a request of each family, written as people write it,
is answered exactly on the fast path by separate service processes; traps go slow; an ambiguous
unit is answered "uncertain" with the question back."""

from __future__ import annotations

from fractions import Fraction

import pytest

from dualtrack.client import Client

pytestmark = pytest.mark.integration

FAST = [
    ("12*24等于多少", "288", {}),
    ("3加5的和乘以2", "16", {}),
    ("15% of 80 plus 12", "24", {}),
    ("一件衣服原价100元，打8折后多少钱？", "80", {}),
    ("去年利润是-12,567,890元，今年是3,000,000元，今年比去年多多少元？", "15567890", {}),
    ("营收从1200万增长到1500万，增长率是多少", "25", {}),
    ("3、5、10的平均数是多少", "6", {}),
    ("the square root of 144 plus 2 cubed", "20", {}),
    ("把360分解质因数", "2^3*3^2*5", {}),
    ("Is 97 prime?", "true", {}),
    ("请计算2023年12月31日到2024年3月15日之间的总天数", "75", {}),
    ("2024年3月1日的前一天是几号", "2024-02-29", {}),
    ("明天是几号？", "2024-03-16", {"today": "2024-03-15"}),
    ("What day of the week is March 15, 2024?", "Friday", {}),
    ("'banana'中有几个'a'", "3", {}),
    ("22 divided by 7, rounded to 3 decimal places", "3.143", {}),
    ("5公里等于多少米", "5000", {}),
    ("小明有303元，花了75元，还剩多少元。", "228", {}),
    ("1(5/6)加2又1/3", "25/6", {}),
    ("一百二十三加四百五十六等于多少", "579", {}),
    ("What are 12*24, 12*25 and 12*26?", "288; 300; 312", {}),  # a batch: one sandbox call
]


def same(value: str | None, gold: str) -> bool:
    if value is None:
        return False
    try:
        return abs(Fraction(value) - Fraction(gold)) <= Fraction(1, 10**9)
    except ValueError:
        return value == gold


@pytest.mark.parametrize(("text", "gold", "context"), FAST, ids=[t for t, _, _ in FAST])
async def test_each_family_is_answered_exactly_on_the_fast_path(client: Client, text: str, gold: str,
                                                                context: dict[str, str]) -> None:
    # a tenant of its own: another test's answer to the same words must not come from the cache
    reply = await client.ask(text, tenant="reader-tests", context=context, timeout=60)
    env = reply.envelope
    assert env.answer is not None and env.answer.status == "ok", env.answer
    assert same(env.answer.value, gold), (env.answer.value, gold)
    assert env.route.path == "fast" and env.route.decided_by == "classifier"
    assert env.task is not None and env.task.source == "parser"
    assert [h.service for h in env.hops] == ["cache", "rules", "classifier", "sandbox", "fuser"]
    if env.task.op == "batch":  # one answer line per result, each with what it is the result of
        assert env.answer.text.splitlines() == ["12*24 = 288", "12*25 = 300", "12*26 = 312"]


@pytest.mark.parametrize("text", ["第3季度的报告在哪里", "version 2.0 release notes", "Tell me about 1984"])
async def test_numbers_that_are_not_computations_go_slow(client: Client, text: str) -> None:
    reply = await client.ask(text, timeout=240)
    env = reply.envelope
    assert env.route.path == "slow"
    assert "sandbox" not in [h.service for h in env.hops[:3]]


async def test_an_ambiguous_unit_is_asked_back(client: Client) -> None:
    reply = await client.ask("5吨等于多少磅", timeout=120)
    env = reply.envelope
    assert env.route.path == "slow" and env.perception.task_type == "ambiguous"
    assert env.answer is not None and env.answer.status == "uncertain"
    assert "公吨" in env.answer.text or "metric" in env.answer.text
