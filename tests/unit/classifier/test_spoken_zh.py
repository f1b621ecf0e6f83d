"""Chinese as typed in a chat, written in digits before perception (dtlib.spoken_zh, issue 15, session 23, h/tune26zh):
money said in Chinese numerals (两块八毛五, 六十三块五, 三毛钱), 俩 / 仨 and a space between two clauses; and the digits'
own 3块2毛5 (fen unsaid)."""

from __future__ import annotations

import pytest

from dtlib.text import digits_for_number_words


@pytest.mark.parametrize(
    ("text", "rewritten"),
    [
        ("零钱包里有两块八毛五 路上捡到三毛 现在有多少钱", "零钱包里有2.85元，路上捡到0.3元，现在有多少钱"),
        ("买菜花了六十三块五，还剩多少钱", "买菜花了63.5元，还剩多少钱"),
        ("作业本三毛钱一本", "作业本0.3元一本"),
        ("复印一张两毛", "复印一张0.2元"),
        ("一斤白菜一块二毛五，", "一斤白菜1.25元，"),
        ("三元五角钱", "3.5元"),
        ("五角钱", "0.5元"),
        ("一毛五分", "0.15元"),
        ("两块五一斤", "2.5元一斤"),
        ("一百二十块五", "120.5元"),
        ("3块2毛5", "3.25元"),
        ("5毛5", "0.55元"),
        ("打车60块我们仨平分", "打车60块我们三个平分"),
        ("咱俩平分", "咱两个平分"),
        ("买了俩个杯子", "买了两个杯子"),
        # not money, or no count: pork belly, pieces for five people, the writer 三毛, an idiom, star anise, a trick
        ("一块五花肉", "一块五花肉"),
        ("切成三块五个人吃", "切成三块五个人吃"),
        ("三毛的书", "三毛的书"),
        ("一毛不拔", "一毛不拔"),
        ("八角两个", "八角两个"),
        ("三角形", "三角形"),
        ("伎俩", "伎俩"),
        ("两块五毛巾", "两块五毛巾"),
        # a space between two clauses is a comma; not inside a word typed with spaces, nor next to a number
        ("上个月卖了640件 这个月560件 降幅多少", "上个月卖了640件，这个月560件，降幅多少"),
        ("等 于 多 少", "等 于 多 少"),
        ("大米 5kg 一袋 卖 39.9 元", "大米 5kg 一袋 卖 39.9 元"),
    ],
)
def test_spoken_forms_are_written_in_digits_and_nothing_else_is(text: str, rewritten: str) -> None:
    assert digits_for_number_words(text) == rewritten
