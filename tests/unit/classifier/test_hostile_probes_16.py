"""Hostile probes, sixteenth round (`hostile_probes_16.jsonl`, issue 15): the families no recent round probed —
dates (inclusive counts, dates without a year, 31.12.2023 / 12/31/2023 / 05/04/2022, relative dates with and
without context.today, weekdays, months added), units (吨 斤 ton gallon ounce pint cup mile billion 亩, temperature
conversions against temperature differences, speed, area, volume), percent and growth (环比/同比, percentage points
against percent, a percent of a percent, up then down), statistics (mode of none or several, variance of which
kind, harmonic speeds), powers, roots and factorials (0^0, (−8)^(1/3), −2^2, 3!!, 平方根 as ±), primes (0, 1,
negatives, big numbers), rounding (half away from zero, float traps such as 1.005, significant figures), Chinese
numerals (两 廿 卅 万/亿 大写 0.5万, approximate 二三十 十几), signs, strings (quoted or not, emoji with modifiers),
arithmetic in words with precedence, and traps with numbers that ask no computation.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Fraction, datetime and
statistics in a script kept out of the repo; each row also says its `family` and `why`, and a relative date carries
`context.today`. Twelve batches, each committed before any reader ran on it: dates and units (149); percent,
statistics and powers (163); primes, rounding and Chinese numerals (151); signs, strings and arithmetic in words
(140); traps (167); near misses of every family that must go slow (167, 14 dropped before the run as computable
after all); more near misses and traps with the first fixes' twins (90); twists of the shapes the first run showed
fast (81); words around a by-values reading that change it (67); words around conversions, shares, lists, numerals
and weekdays (73); strings, growth periods, temperatures, cubes, cents, months added, remainders and more traps
(103); more traps (16). Twins written after a run say so in `why` (56). 75 rows an earlier round already asked were
dropped. 43 labels were corrected after a run (`why` says so): most to the project's conventions (the statute mile,
市亩, 平方根 as the arithmetic root, days from A to B as B − A, "prime or composite" read as whether prime, a function
of words bound to the next number as in "15% of 80 plus 12", irrational values to 50 digits, reversal by
character), the rest where the fast value was right after all (a date's weekday is the same everywhere, 两千米 is 2
公里 read either way, 年均 over two years told is the compound rate, 三加四的平方 is 19).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value, assert_probes_are_new_and_both_languages_probed,
                      assert_probes_are_new_with_a_slow_share, jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_16.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl",
           "hostile_probes_11.jsonl", "hostile_probes_12.jsonl", "hostile_probes_13.jsonl",
           "hostile_probes_14_en.jsonl", "hostile_probes_14_zh.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_half_chinese_and_more_than_half_must_go_slow() -> None:
    assert_probes_are_new_and_both_languages_probed(PROBES, EARLIER)
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.55)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # "prime or composite" asked of 0 or 1, which are neither: "false" would say composite (frames.py is_prime)
    ("1是质数还是合数", None),
    ("Is 1 prime or composite?", None),
    ("0是质数还是合数", None),
    ("Is 2 prime or composite?", "true"),
    ("Is 15 prime or composite?", "false"),
    ("1是不是质数", "false"),
    # a text where one character as people see it is several code points (skin tones, ZWJ sequences, flags,
    # keycaps, combining marks), or a dotted or dotless i to case-map (reader/graphemes.py)
    ('Reverse "👍🏽ok"', None),
    ('How many characters are in "👨‍👩‍👧"?', None),
    ('Reverse "🇯🇵🇺🇸"', None),
    ('Count the characters in "cafe\u0301"', None),
    ('Lowercase "İstanbul"', None),
    ('Reverse "ab😀"', "😀ba"),
    ('How many characters are in "café"?', "4"),
    ('Lowercase "ISTANBUL"', "istanbul"),
    # an operation told in words before "more/less than" may stop before it or take it in (frames.py)
    ("What is 3 times as much as 5 more than 2?", None),
    ("What is 4 times as much as 3 less than 10?", None),
    ("What is 3 times 4 less than 5?", None),
    ("What is 5 more than 3?", "8"),
    ("What is 20% more than 50?", "60"),
    # the eighth batch: days between two dates asked of a journey there and back (reader/dates.py)
    ("How many days from 2024-03-01 to 2024-03-10 and back?", None),
    ("2024年3月1日到3月10日来回有多少天", None),
    ("I go on 2025-03-01 and back on 2025-03-31. How many days is that?", "30"),
    ("How many days from 2024-03-01 to 2024-03-10?", "9"),
    # the tenth batch: days of some weather or of another planet (reader/dates.py); half of an amount asked in
    # another unit, converted as any value is (reader/arithmetic_rules.py)
    ("How many days did it rain from 2024-03-01 to 2024-03-10?", None),
    ("2024年3月1日到3月10日下了几天雨", None),
    ("How many days from 2024-03-01 to 2024-03-10 on Mars?", None),
    ("10公里的一半是多少米", "5000"),
    ("10公里的一半是多少公里", "5"),
    ("10公里的一半是多少元", None),
    # the twelfth batch: a unit asked of one amount, read as a list of a conversion and a bare share (batch.py)
    ("How many grams is 3 kg and a half?", None),
    ("How many grams is 3 kg and 1/2?", None),
    ("How many grams is 3 and a half kg?", "3500"),
    ("What are 12*24, 12*25 and 12*27?", "288; 300; 324"),
])
def test_the_rules_round_sixteen_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
