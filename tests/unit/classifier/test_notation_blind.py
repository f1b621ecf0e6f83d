"""Notation as people write it (notation_blind.jsonl, issue 15): 406 requests in the seven families
with the largest held-out gap to dev (arithmetic in symbols and in words, English number words,
Chinese numerals, strings, factorisation, primes), zh and en, 99 that must go slow (ambiguous
notation such as 6÷2(1+2), 2^3^2 and 2/3/4, a missing number or string, numbers that are no
computation, injection-like text). Written before the reader was run on it; within each (category,
language) group the rows alternate tune, check. Rules were written from the tune half only.

Five labels were corrected after the first run to the project's earlier decisions (17 % 5 is a
remainder; "12 plus 8, divided by 4" and ÷ chains read from the left; 加…乘 by precedence), 六成的500
is 300, and √2 left the file (the sandbox shows irrational roots rounded, by design). "what is 1/0" and
"100÷0 等于几" go fast to the sandbox's "division by zero": no value is shown, so nothing wrong is.
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import run

from .reading import assert_balanced_blind_set, jsonl_rows, split_counts, value_of

ROWS = jsonl_rows("notation_blind.jsonl")
# Fast and exact, as reached (before this file's rules: tune 135, check 141, and three wrong values
# shown: 2/3/4 as 1/6 twice, "a dozen plus a half dozen" as 289/24).
REACHED = {"tune": 144, "check": 144}


def test_the_file_is_balanced_and_each_gold_is_its_own_expression() -> None:
    assert_balanced_blind_set(ROWS, rows_at_least=400, slow_at_least=95)


def test_no_request_shows_a_wrong_value() -> None:
    for outcome in run(ROWS):
        if outcome.value is not None:
            assert outcome.item["expect"] == "fast" and outcome.exact, (outcome.item["text"], outcome.value)


@pytest.mark.parametrize("half", ["tune", "check"])
def test_each_half_reaches_its_count(half: str) -> None:
    assert split_counts(ROWS, half)["fast_right"] >= REACHED[half]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2(3+4)", "14"),  # a number against a bracket that holds a sum multiplies it
        ("2（3+4）等于多少", "14"),
        ("(2+3)(4+1) =", "25"),
        ("3(10-4)", "18"),
        ("1(5/6)", str(value_of("1 5/6"))),  # a fraction alone in the bracket stays a mixed number
        ("∛27 等于几", "3"),  # the cube-root sign
        ("√81 + ∛8", "11"),
        ("the remainder when 100 is divided by 7", "2"),
        ('number of characters in "hello world"', "11"),
        ('"banana"这个单词有几个字母？', "6"),
        ('Count the number of "s" in "mississippi".', "4"),
        ("「python」反转一下", "nohtyp"),
        ("把 330 写成质因数相乘的形式", "2*3*5*11"),
        ("把84写成质因数乘积", "2^2*3*7"),
        ("84可以分解成哪些质因数相乘", "2^2*3*7"),
        ("prime factors for 90", "2*3^2*5"),
        ("Break down 72 into prime factors", "2^3*3^2"),
        ("What's the quotient when 144 is divided by 12?", "12"),  # the result named before its operation
        ("What is the product when 6 is multiplied by 7?", "42"),
        ("What is 8 subtracted from 30?", "22"),  # the passive subtraction, operands the other way
        ("a dozen plus a half dozen", "18"),  # a half dozen is 6
        ("half dozen times 4", "24"),
        ("2.5万+5000", "30000"),  # a plus after 万 adds; it is no sign
        ("100 ÷ 7 (to 2 decimal places)", "14.29"),  # a rounding note in brackets
        ("帮我算下 35×4 呗", "140"),
        ('Print the reverse of "hello".', "olleh"),
        ('"hello" reversed is?', "olleh"),
        ("Tell me the number of characters in 'abc'.", "3"),
        ('"hello world" has how many characters?', "11"),
        ('How many "a"s are in "banana"?', "3"),
        ('What is the string "hello" backwards?', "olleh"),
        ('What is the reversed form of "abc"?', "cba"),
        ('What is the uppercase version of "hello"?', "HELLO"),
        ('"HELLO" to lowercase', "hello"),
        ('uppercase of "abc"', "ABC"),
        ('How many occurrences of "a" are in "banana"?', "3"),
        ("“banana”里a出现了几次", "3"),  # after 里 the a is the letter, not an article
        ("“banana”中含有几个n", "2"),
        ("“mississippi”这个词里有几个s", "4"),
        ("“hello”这个单词一共有几个字母", "5"),
        ("Write the prime factorization of 252.", "2^2*3^2*7"),
        ("Express 252 as a product of its prime factors.", "2^2*3^2*7"),
        ("252 factorized", "2^2*3^2*7"),
        ("252可以分解为哪些质因数", "2^2*3^2*7"),
        ("252是由哪些质因数组成的", "2^2*3^2*7"),
        ("对252做质因数分解", "2^2*3^2*7"),
        ("252 的素因数分解", "2^2*3^2*7"),
        ("Solve the following: 45 * 3 - 12", "123"),  # a label ended by its colon
        ("Just the number: 9 * 8", "72"),
        ("Answer only with the number: 9*8", "72"),
        ("只要结果：25×4", "100"),
        ("Increase 50 by 10.", "60"),  # the verb first reads as "50 increased by 10"
        ("Decrease 50 by 10.", "40"),
        ("What's the total when you add 45 and 55?", "100"),
        ("What number do you get by adding 13 and 29?", "42"),
        ("cbrt(27)", "3"),
        ("What is 5 thousand plus 3 hundred?", "5300"),  # a hundred after digits scales as a thousand does
        ("6 / 2 / 3", "1"),  # spaced or ÷, divisions go from the left
        ("64 ÷ 4 ÷ 2 等于", "8"),
    ],
)
def test_the_rules_found_on_the_tuning_half(text: str, value: str) -> None:
    assert value_of(text) == value, text


@pytest.mark.parametrize(
    "text",
    [
        "6÷2(1+2)",  # after a division the juxtaposed product reads two ways
        "8/2(2+2) = ?",
        "2^2(3+1)",  # after a power too
        "2(3)",  # no operation inside: a footnote as much as a product
        "第2 (3+4) 条",  # not written against the bracket
        "2/3/4",  # tight slashes: a fraction divided, a number over a fraction, or a date
        "8/4/2",
        "1/2 dozen",  # half a dozen to a person, 1/24 to a calculator reading left to right
        "1.5 dozen plus 2",
        "one and a half dozen",
        "∛",
        "the remainder when 100 is divided by",
        '"hello world"这个字符串有几个字母',  # letters asked, a space is no letter
        "the quotient when 144 is multiplied by 12",  # the name and the operation disagree
        "8 subtracted from 30 times 2",  # the passive subtraction only as the whole request
        "what is 8 subtracted from",
        "把 330 写成两个数相乘的形式",
        "break down the bill of 72",
        "2万-3万",  # a minus after 万 may be a range
        'How many "a"x are in "banana"?',
        '"hello world" has how many letters?',  # a space is no letter
        "“Apple”里有几个a",  # the letter is there in the other case: whether case counts is not said
        'how many times does "a" appear in "Apple"',
        "how many days in a week",
        "252.5 factorized",
        "write the prime factorization of 2.5",
        "Solve the following: x + 3 = 5",
        "the following: call 555-1234",
        "Increase 50 by 10 and then double it",
        "increase the price by 10",
        "what number do you get by",
        "he has 3 hundred-dollar bills, how much money",
        'What is the reversed order of "abc"?',  # a form is its version or form, nothing else
        "What is the uppercase version of 5?",
    ],
)
def test_the_same_notation_where_it_reads_two_ways_stays_slow(text: str) -> None:
    assert value_of(text) is None, text
