"""A half said after a count and its unit in Chinese (dtlib.spoken_zh, issue 15, session 27, h/chatszh): 两斤半 is 2.5斤,
一个半小时 1.5个小时, written in digits before perception so the half is read with its count (left as it was, the
reader's guard sends 买了两斤半 slow: the half belongs to the count before it). Not rewritten: 三天半 and 一天半 (test_hostile_probes.py keeps 一天半有多少小时 slow), 十天半个月 (a while),
一年半载, 半斤 (no count before it), 两斤半价."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words


@pytest.mark.parametrize(
    ("text", "rewritten"),
    [
        ("西红柿3块钱一斤，买了两斤半，一共多少钱", "西红柿3块钱一斤，买了2.5斤，一共多少钱"),
        ("开会开了一个半小时", "开会开了1.5个小时"),
        ("走了三天半", "走了三天半"),
        ("路上花了两个半小时", "路上花了2.5个小时"),
        ("称了3斤半", "称了3.5斤"),
        ("他三岁半了", "他3.5岁了"),
        ("跑了十公里半", "跑了10.5公里"),
        ("等了十天半个月", "等了十天半个月"),
        ("一年半载也回不来", "一年半载也回不来"),
        ("买了半斤", "买了半斤"),
        ("两斤半价", "两斤半价"),
    ],
)
def test_a_half_after_a_count_is_written_with_it(text: str, rewritten: str) -> None:
    assert digits_for_number_words(text) == rewritten
