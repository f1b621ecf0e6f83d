"""The reading steps kept for the last token list (reader/kept_for_tokens.py, issue 15, h/speed29): a step asked again
of the same tokens gives what it gave; other tokens, of the same words or not, are read anew; a caller's copy is its
own. And `question_start`, rewritten to one pass: where the last clause asking "how" starts."""

from __future__ import annotations

from services.classifier.reader.bill_people import actors
from services.classifier.reader.equal_groups import question_start, word_pairs
from services.classifier.reader.kept_for_tokens import kept_for_tokens
from services.classifier.reader.tokens import Tok


def _tokens(*pairs: tuple[str, str]) -> list[Tok]:
    return [Tok(kind, value, k) for k, (kind, value) in enumerate(pairs)]


def test_a_step_is_read_anew_for_other_tokens_and_each_caller_gets_its_own_copy() -> None:
    runs = []

    @kept_for_tokens(list)
    def values(tokens: list[Tok]) -> list[str]:
        runs.append(1)
        return [t.value for t in tokens]

    first = _tokens(("WORD", "tom"), ("NUM", "<n0>"))
    got = values(first)
    got.append("changed by its caller")
    assert values(list(first)) == ["tom", "<n0>"] and len(runs) == 1  # the same tokens: kept, the copy untouched
    assert values(_tokens(("WORD", "tom"), ("NUM", "<n0>"))) == ["tom", "<n0>"] and len(runs) == 2  # new tokens
    assert values(_tokens(("WORD", "ann"))) == ["ann"] and values([]) == [] and len(runs) == 4


def test_word_pairs_of_one_request_asked_twice_are_the_same_and_apart() -> None:
    tokens = _tokens(("WORD", "Tom has"), ("NUM", "<n0>"), ("WORD", "apples"), ("WORD", "."), ("HOW_MANY", "how many"))
    first = word_pairs(tokens, None)
    assert first == [("W", "tom"), ("W", "has"), ("NUM", "<n0>"), ("W", "apples"), ("P", "."), ("W", "how"),
                     ("W", "many")]
    first.clear()
    assert word_pairs(tokens, None)[:2] == [("W", "tom"), ("W", "has")]


def test_actors_asked_again_of_the_same_tokens_are_a_set_of_the_callers_own() -> None:
    tokens = _tokens(("WORD", "Ann"), ("SPENT", "spent"), ("NUM", "<n0>"), ("WORD", "."))
    who = actors(tokens)
    who.add("someone else")
    assert "someone else" not in actors(tokens)


def test_question_start_is_the_start_of_the_last_clause_asking_how() -> None:
    words = [("W", "tom"), ("NUM", "<n0>"), ("P", "."), ("W", "how"), ("W", "many"), ("P", "?")]
    assert question_start(words) == 3
    assert question_start([("W", "how"), ("W", "many"), ("P", ","), ("W", "if"), ("NUM", "<n0>")]) == 0
    assert question_start([("W", "tom"), ("P", "."), ("W", "ann"), ("P", ".")]) == -1
    assert question_start([("P", "."), ("P", "."), ("W", "how")]) == 2


def test_three_counts_asked_again_of_the_same_tokens_is_the_callers_own_and_needs_three_numbers() -> None:
    """two_steps, two_changes, split_steps and priced_steps ask `three_counts_asked` of the same tokens (h/readerspeed28):
    a reader that changes what it got changes nothing for the next; a story without exactly three numbers is none."""
    from fractions import Fraction
    from types import SimpleNamespace

    from services.classifier.reader.three_counts_en import three_counts_asked

    slots = SimpleNamespace(original="Tom had 5 apples. He ate 1 and bought 2. How many apples does he have?")
    tokens = _tokens(("WORD", "Tom"), ("WORD", "had"), ("NUM", "<n0>"), ("WORD", "apples"), ("WORD", "."),
                     ("WORD", "He"), ("WORD", "ate"), ("NUM", "<n1>"), ("WORD", "and"), ("WORD", "bought"),
                     ("NUM", "<n2>"), ("WORD", "."), ("HOW_MANY", "how many"), ("WORD", "apples"), ("WORD", "does"),
                     ("WORD", "he"), ("WORD", "have"))

    def value_of(_: object, slot: str) -> Fraction:
        return Fraction((5, 1, 2)[int(slot[2:-1])])

    first = three_counts_asked(tokens, slots, value_of)
    assert first is not None and first[4] == [5, 1, 2] and first[2][:2] == ["how", "many"]
    first[4].append(Fraction(99))
    first[1].clear()
    again = three_counts_asked(tokens, slots, value_of)
    assert again is not None and again[4] == [5, 1, 2] and again[1] and again[3] == first[3]
    assert three_counts_asked([t for t in tokens if t.value != "<n2>"], slots, value_of) is None  # two numbers
