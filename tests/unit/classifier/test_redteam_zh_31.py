"""Red team, Chinese, session 31 (`redteam_zh_31.jsonl`, issue 15, h/redteam_zh31): fresh requests meant to trick a
pattern reader, aimed first at the newest readers (a thing asked that the story does not name, a part of another
whole, a doing against a having, one person's rate with another's time, figures with a side missing or in another
unit, periods whose days are not told, rate chains, groups and totals, shares of a whole, named parts, two numbers),
then 否定与反事实, 问的单位不同, 多一个数, 作标签的数, 范围与约数, 单位混用, 百分比与百分点, 折成扣, 倍的歧义,
运算词的别义, 引号算式代码表格, 提示注入, 一问两事, 反问与讽刺, 关于计算的问题, 繁体与全角, 方言口语, 老师的干扰数,
平均与去掉, 找零, 年龄, 日期与时间; committed before the reader ran on them, each fix's twins before the fix.

Rows: `text`, `lang`, `expect` (fast | slow), `gold` (fast: computed with Fraction in a script kept out of the repo;
slow: null), `family`, `why`. A row whose value is determined though it was written to tempt a reader says so in
`why` ("fast and right is fine")."""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_in_one_language, jsonl_rows,
                      probe_outcomes, probes_in_round_form)
from .test_redteam_zh_30 import EARLIER as BEFORE_REDTEAM_ZH_30

EARLIER = (*BEFORE_REDTEAM_ZH_30, "redteam_zh_30.jsonl", "redteam_zh_30_blind.jsonl")
ROWS = jsonl_rows("redteam_zh_31.jsonl")
PROBES = probes_in_round_form(ROWS)


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_requests_are_new_chinese_and_a_large_share_must_go_slow() -> None:
    assert_probes_are_new_in_one_language(PROBES, EARLIER, "zh", slow_share=0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_red_team_request_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])
