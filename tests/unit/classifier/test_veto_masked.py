"""Readings the calibrated score's veto alone kept from a wrong fast answer (found by h/veto26 retraining the score):
a balance of the speaker changed by another person's deposit, an age compared against what the kin word says
(哥哥比他小3岁), and things added to another place than the one asked (15 chairs to the stage, the hall asked). The reader sends them slow itself; the twins that say one holder, or a kin word that agrees, stay read."""

from __future__ import annotations

import pytest

from .reading import value_of

SLOW = [
    "My balance is $200. My sister deposits $50 in her account. What is my new balance?",
    "Balance was 2,000 this morning and my wife made a deposit of 300 - what's my new balance?",
    "My savings are $500 and my brother withdrew $100. What is my balance now?",
    "小明今年8岁，哥哥比他小3岁，哥哥今年几岁？",
    "小明今年8岁，妹妹比他大3岁，妹妹今年几岁？",
    "我今年30岁，爸爸比我小5岁，爸爸今年几岁？",
    "There are 40 chairs in the hall. The staff added 15 chairs to the stage. How many chairs does the hall have now?",
    "There are 40 chairs in the hall. 15 chairs were moved to the garden. How many chairs are in the hall now?",
    "There are 30 books on the shelf. Tom put 12 books into the box. How many books are on the shelf now?",
]
READ = [
    ("My balance is $200. I deposit $50. What is my new balance?", "250"),
    ("My sister's balance is $200. She deposits $50. What is her new balance?", "250"),
    ("Balance was 2,000 this morning and I made a deposit of 300 - what's my new balance?", "2300"),
    ("小明今年8岁，哥哥比他大3岁，哥哥今年几岁？", "11"),
    ("小明今年8岁，妹妹比他小3岁，妹妹今年几岁？", "5"),
    ("There are 40 chairs in the hall. The staff added 15 chairs to the hall. How many chairs are in the hall now?", "55"),
    ("There are 88 candies in a box. Diana takes 6 candies out of the box. How many candies are left in the box?", "82"),
]


@pytest.mark.parametrize("text", SLOW)
def test_another_holder_or_a_kin_word_against_the_age_goes_slow(text: str) -> None:
    assert value_of(text) is None


@pytest.mark.parametrize(("text", "gold"), READ)
def test_one_holder_or_an_agreeing_kin_word_is_read(text: str, gold: str) -> None:
    assert value_of(text) == gold
