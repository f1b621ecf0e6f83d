"""Computation rules: the learner turns the slow path's verified programs into fast-path rules
with number slots, and those rules answer only what they cover."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import msgspec

from dtlib import grounding
from dtlib.envelope import Answer, Envelope, Route, SandboxResult, ShadowDecision, Task, new_trace_id
from dtlib.records import encode, rule_key
from services.fuser.render import sentence
from services.learner.judge import Use, uses_of
from services.learner.lifecycle import Thresholds
from services.learner.memory import MemoryLedger
from services.learner.mining import MiningConfig, Sample, mine
from services.learner.outcome import op_outcome
from services.learner.rulegen import op_rule
from services.learner.window import Window
from services.rules.rulebook import Rulebook

CFG = MiningConfig(min_support=5, computation_support=3)
BOOKS = [("Bryan has 56 books in each of his 9 bookshelves . How many books does he have in total ?", "56*9"),
         ("Ann has 12 shells in each of her 4 boxes . How many shells does she have in total ?", "12 * 4"),
         ("Tom has 7 cards in each of his 30 albums . How many cards does he have in total ?", "7*30"),
         ("Mia has 25 beads in each of her 6 jars . How many beads does she have in total ?", "6*25")]
LEFT = [("Sam had 40 apples . He gave away 15 . How many apples does he have left ?", "40-15"),
        ("Lee had 90 stamps . He gave away 35 . How many stamps does he have left ?", "90 - 35"),
        ("Kim had 18 pens . She gave away 4 . How many pens does she have left ?", "18-4")]
SHARES = [("Ruth starts with 89 apples . She shares 5 with Peter . How many apples does Ruth end with ?", "89-5"),
          ("Edward starts with 92 eggs . He gives 40 to Phillip . How many eggs does Edward end with ?", "92 - 40"),
          ("Jack starts with 62 marbles . He shares 33 with Rebecca . How many marbles does Jack end with ?", "62-33")]
ZH = [("每个盒子装6个苹果，8个盒子一共装多少个苹果？", "6*8"),
      ("每个盒子装12个梨，3个盒子一共装多少个梨？", "12*3"),
      ("每个盒子装9个桃子，7个盒子一共装多少个桃子？", "9*7")]


def program(text: str, expression: str) -> Task:
    """What the llm service stores: the grounded operation with its argument spans."""
    task = Task("expr", {"expression": expression}, source="llm")
    assert grounding.ground(task, text).ok
    return msgspec.structs.replace(task, spans=grounding.argument_spans(task, text))


def samples(problems: list[tuple[str, str]], start: int = 0) -> list[Sample]:
    return [Sample(f"{start + i + 1:032x}", text, op_outcome(text, program(text, e)), at=float(start + i))
            for i, (text, e) in enumerate(problems)]


def rulebook_with(*specs) -> Rulebook:
    book = Rulebook(folder=Path("/nonexistent"))
    for spec in specs:
        book.apply_state(rule_key("acme", spec.id).encode(),
                         encode(msgspec.structs.replace(spec, status="active")))
    return book


def computed(book: Rulebook, text: str) -> str | None:
    hit = book.evaluate("acme", text).live
    return None if hit is None or hit.task is None else hit.task.args["expression"]


def test_the_program_is_stored_with_where_each_number_came_from() -> None:
    text = "Bryan has 56 books in each of his 9 bookshelves"
    task = program(text, "56*9")
    assert task.spans == {"expression": [(10, 12), (34, 35)]}
    outcome = op_outcome(text, task)
    assert outcome is not None and outcome.args == {"expression": "{n1} × {n2}"}


def test_programs_that_compute_the_same_thing_have_one_shape_and_others_do_not() -> None:
    a = op_outcome("8 red and 2 blue", program("8 red and 2 blue", "8+2"))
    b = op_outcome("8 red and 2 blue", program("8 red and 2 blue", "2 + 8"))
    c = op_outcome("8 red and 2 blue", program("8 red and 2 blue", "8-2"))
    assert a is not None and b is not None and c is not None
    assert a.key == b.key != c.key


def test_recurring_verified_programs_become_a_computation_rule_that_answers_new_numbers() -> None:
    result = mine("acme", samples(BOOKS), cfg=CFG)
    [rule] = result.candidates
    assert rule.spec.match.whole and rule.spec.action.op == "expr"
    assert rule.spec.action.args == {"expression": "{n1} × {n2}"}
    book = rulebook_with(rule.spec)
    new = "Zoe has 14 dolls in each of her 3 houses . How many dolls does she have in total ?"
    assert computed(book, new) == "14 × 3"
    # what the answer says: the computation and its value
    assert sentence(Task("expr", {"expression": "14 × 3"}), SandboxResult(status="ok", value="42"),
                    "en") == "14 × 3 = 42"


def test_a_computation_rule_answers_only_a_request_it_covers_whole() -> None:
    [rule] = mine("acme", samples(BOOKS), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    base = "Zoe has 14 dolls in each of her 3 houses . How many dolls does she have in total ?"
    assert computed(book, base) is not None
    # a number with no slot, a number written as a word, the same wording asking another thing
    for text in ("Zoe has 14 dolls in each of her 3 houses and 5 more . How many dolls does she have in total ?",
                 "Zoe has 14 dolls in each of her three houses . How many dolls does she have in total ?",
                 "Zoe has 14 dolls in each of her 3 houses . How many houses does she have ?",
                 "Zoe has 14 dolls in each of her 3 houses . How many dozen dolls does she have in total ?",
                 "Zoe has 14 dolls in each of her 3 houses . How many dolls does she have in total ? "
                 "And what is the weather ?"):
        assert computed(book, text) is None, text
    # who the question is about may vary, as a name the problem said or a pronoun
    assert computed(book, base.replace("does she have", "does Zoe have")) == "14 × 3"
    assert computed(book, base.replace("does she have", "does Mike have")) is None


def test_what_every_request_repeated_a_request_must_repeat() -> None:
    """"N dolls ... how many dolls": a request whose question counts something else is not
    the shape the rule learned."""
    [rule] = mine("acme", samples(BOOKS), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    assert computed(book, "Zoe has 14 dolls in each of her 3 houses . How many cats does she have in total ?") is None


def test_the_same_wording_with_different_programs_gives_no_rule() -> None:
    added = [(text.replace("40", "41").replace("90", "91").replace("18", "19"), e.replace("-", "+")
              .replace("40", "41").replace("90", "91").replace("18", "19")) for text, e in LEFT]
    result = mine("acme", samples(LEFT) + samples(added, start=10), cfg=CFG)
    assert result.candidates == []


def test_chinese_problems_are_learned_by_the_same_machinery() -> None:
    [rule] = mine("acme", samples(ZH), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    assert computed(book, "每个盒子装5个橘子，9个盒子一共装多少个橘子？") == "5 × 9"
    assert computed(book, "每个盒子装5个橘子，9个盒子一共装多少个梨？") is None  # another thing counted
    assert computed(book, "每个盒子装5个橘子，九个盒子一共装多少个橘子？") is None  # a number in words


def test_what_the_question_asks_about_must_be_what_the_request_said() -> None:
    """Worded "…, it" in some requests and "…, the field" in others, the question's subject
    varies; it may be only a pronoun or what the request named before, never something else."""
    area = [("长方形的长是24厘米，宽是7厘米，它的面积是多少平方厘米？", "24*7"),
            ("长方形的长是15厘米，宽是9厘米，它的面积是多少平方厘米？", "15*9"),
            ("长方形的长是30厘米，宽是11厘米，它的面积是多少平方厘米？", "30*11"),
            ("长方形菜地长8米，宽2米，菜地的面积是多少平方米？", "8*2"),
            ("长方形花坛长16米，宽5米，花坛的面积是多少平方米？", "16*5"),
            ("长方形菜地长20米，宽13米，菜地的面积是多少平方米？", "20*13")]
    rules = [c.spec for c in mine("acme", samples(area), cfg=CFG).candidates]
    assert rules
    book = rulebook_with(*rules)
    assert computed(book, "长方形的长是22厘米，宽是12厘米，它的面积是多少平方厘米？") == "22 × 12"
    assert computed(book, "长方形的长是22厘米，宽是12厘米，手帕的面积是多少平方厘米？") is None


def test_the_question_may_count_in_the_plural_the_thing_named_in_the_singular() -> None:
    costs = [("Each banana costs $ 5 . How much do 4 bananas cost ?", "5*4"),
             ("Each pencil costs $ 2 . How much do 7 pencils cost ?", "2*7"),
             ("Each ticket costs $ 9 . How much do 3 tickets cost ?", "9*3")]
    [rule] = mine("acme", samples(costs), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    assert computed(book, "Each ball costs $ 6 . How much do 8 balls cost ?") == "6 × 8"
    assert computed(book, "Each box costs $ 6 . How much do 8 boxes cost ?") == "6 × 8"
    assert computed(book, "Each ball costs $ 6 . How much do 8 pens cost ?") is None  # another thing


def test_a_word_ending_in_digits_is_a_word_not_an_amount() -> None:
    songs = [("Paige had 11 songs on her mp3 player . She deleted 9 songs . How many songs are on her mp3 player ?", "11-9"),
             ("Zoe had 15 songs on her mp3 player . She deleted 8 songs . How many songs are on her mp3 player ?", "15-8"),
             ("Robin had 30 songs on her mp3 player . She deleted 4 songs . How many songs are on her mp3 player ?", "30-4")]
    [rule] = mine("acme", samples(songs), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    assert computed(book, "Bianca had 34 songs on her mp3 player . She deleted 14 songs . "
                          "How many songs are on her mp3 player ?") == "34 - 14"


def _reference(text: str, value: str, *shadows: ShadowDecision) -> Envelope:
    env = Envelope(trace_id=new_trace_id(), text=text)
    env.route = Route(path="slow", decided_by="classifier", shadow=list(shadows))
    env.task = Task("expr", {"expression": "14*3"}, source="llm")
    env.results.sandbox = SandboxResult(status="ok", value=value)
    env.answer = Answer(status="ok", text=f"14*3 = {value}", value=value)
    return env


def test_a_shadow_computation_is_judged_on_its_value() -> None:
    [rule] = mine("acme", samples(BOOKS), cfg=CFG).candidates
    rules = {rule.rule_id: rule.spec}
    would = Task("expr", {"expression": "14 × 3"}, source=f"rule:{rule.rule_id}")

    def decision(value: str | None) -> ShadowDecision:
        return ShadowDecision(candidate=f"rule:{rule.rule_id}", path="fast",
                              decided_by=f"rule:{rule.rule_id}", task=would, value=value)

    [right] = uses_of(_reference("q", "42", decision("42")), rules)
    [wrong] = uses_of(_reference("q", "42", decision("17")), rules)
    assert right.correct and not wrong.correct
    assert uses_of(_reference("q", "42", decision(None)), rules) == []  # no value: not judged


def test_one_wrong_value_ends_a_computation_rules_answering() -> None:
    [rule] = mine("acme", samples(BOOKS), cfg=CFG).candidates
    ledger = MemoryLedger(Thresholds(promote_min_matches=3, promote_lower_bound=0.0, check_every=3,
                                     demote_below=0.98))
    ledger.add_candidate(rule, auto_shadow=True)
    for n in range(3):
        ledger.record_use(Use(rule.rule_id, f"{n:032x}", "shadow", True, float(n)))
    assert ledger.rules[rule.rule_id].status == "active"
    ledger.record_use(Use(rule.rule_id, f"{9:032x}", "live", True, 9.0))
    change = ledger.feedback(f"{9:032x}", "wrong")
    assert change is not None and change.to_status == "demoted"
    # in shadow, one wrong value removes a candidate
    [again] = mine("acme", samples(ZH), cfg=CFG).candidates
    ledger.add_candidate(again, auto_shadow=True)
    change = ledger.record_use(Use(again.rule_id, f"{20:032x}", "shadow", False, 20.0))
    assert change is not None and change.to_status == "removed"


def test_a_shape_asked_in_many_wordings_still_gives_the_rule_of_its_one_family() -> None:
    # a dozen one-off wordings of "a - b" come first; the three worded alike come last
    words = "red tall blue kite lamp moss fig oak sun pen cup jam ink owl yak elm ant bee cod dew".split()
    one_offs = [(f"{words[k]} {words[k + 1]} {words[k + 2]} {10 + k} {words[k + 3]} {words[k + 4]} {k + 1} ?",
                 f"{10 + k} - {k + 1}") for k in range(0, 15)]
    window = Window(samples(one_offs + LEFT))
    built = op_rule(window, list(range(len(window.samples))), CFG)
    assert not isinstance(built, str), built
    book = rulebook_with(msgspec.structs.replace(built[0], id="learned-left"))
    assert computed(book, "Pat had 50 coins . He gave away 20 . How many coins does he have left ?") == "50 - 20"


def test_a_computation_rule_counts_the_verified_answers_it_was_mined_from() -> None:
    th = Thresholds(promote_min_matches=5, promote_lower_bound=0.6)
    [rule] = mine("acme", samples(BOOKS), cfg=CFG).candidates
    assert rule.support == 4
    ledger = MemoryLedger(th)
    ledger.add_candidate(rule, auto_shadow=True)
    assert ledger.rules[rule.rule_id].status == "shadow"  # it answers only after a judged use ...
    change = ledger.record_use(Use(rule.rule_id, f"{1:032x}", "shadow", True, 1.0))
    assert change is not None and change.to_status == "active"  # ... a right one: 4 + 1 of 5
    wrong_first = MemoryLedger(th)
    wrong_first.add_candidate(rule, auto_shadow=True)
    change = wrong_first.record_use(Use(rule.rule_id, f"{1:032x}", "shadow", False, 1.0))
    assert change is not None and change.to_status == "removed"
    # a fixed answer's rule earns its five right values in shadow, whatever it was mined from
    answer = dataclasses.replace(rule, spec=msgspec.structs.replace(
        rule.spec, match=msgspec.structs.replace(rule.spec.match, whole=False)))
    answers = MemoryLedger(th)
    answers.add_candidate(answer, auto_shadow=True)
    assert answers.record_use(Use(rule.rule_id, f"{1:032x}", "shadow", True, 1.0)) is None
    assert answers.rules[rule.rule_id].status == "shadow"


def test_a_story_told_of_other_people_and_things_is_answered_by_its_structure() -> None:
    """Worded alike only once names and the things the story repeats are slots: the rule
    answers the same story of someone else, and nothing its learned words do not say."""
    [rule] = mine("acme", samples(SHARES), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    story = "Laura starts with 50 coins . She gives 20 to Tom . How many coins does Laura end with ?"
    assert computed(book, story) == "50 - 20"
    for text in (story.replace("She gives 20 to", "She gets 20 from"),  # a verb no story used
                 story.replace("How many coins", "How many stamps"),  # a thing the story never named
                 story.replace("does Laura end", "does Tom end"),  # another person
                 story.replace("Laura starts", "Each starts")):  # a word that says what is computed
        assert computed(book, text) is None, text


GAINED = [("Sam has 40 apples . He bought 15 apples at the shop . How many apples does he have now ?", "40+15"),
          ("Lee has 90 stamps . He found 35 stamps at the fair . How many stamps does he have now ?", "90 + 35"),
          ("Kim has 18 pens . He won 4 pens at the school . How many pens does he have now ?", "18+4")]


def test_a_gap_takes_no_word_relating_the_amounts_that_its_requests_did_not_write() -> None:
    """What varied between "bought", "found" and "won" is open to another name of a thing, not
    to the words that decide the operation: "gave away" and "lost" are subtractions."""
    [rule] = mine("acme", samples(GAINED), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    story = "Zoe has 14 dolls . He won 3 dolls at the fair . How many dolls does he have now ?"
    assert computed(book, story) == "14 + 3"
    for text in (story.replace("won 3", "gave away 3"), story.replace("won 3", "lost 3"),
                 story.replace("won 3", "got 3")):  # a verb its requests never wrote there
        assert computed(book, text) is None, text


TICKETS = [("At the arcade Victor won 46 tickets . If he spent 27 tickets on a beanie and later won 39 more "
            "tickets , how many would he have ?", "(46 + 39) - 27"),
           ("At the arcade Cody won 49 tickets . If he spent 25 tickets on a beanie and later won 6 more "
            "tickets , how many would he have ?", "(49 + 6) - 25"),
           ("At the arcade Dave won 11 tickets . If he spent 5 tickets on a beanie and later won 10 more "
            "tickets , how many would he have ?", "(11 + 10) - 5"),
           # the same number twice: which 4 the model meant, nothing tells (read as "{n1} + {n2} - {n3}")
           ("At the arcade Edward won 9 tickets . If he spent 4 tickets on a beanie and later won 4 more "
            "tickets , how many would he have ?", "(9 + 4) - 4")]


def test_a_request_stating_a_number_twice_agrees_with_either_place_of_it() -> None:
    """Its program is read with the first of two equal numbers; a rule that takes the other is
    right on it too, so it is no conflict (it kept the rule from being learned at all), while a
    program that computes something else still is."""
    [rule] = mine("acme", samples(TICKETS), cfg=CFG).candidates
    assert rule.spec.action.args == {"expression": "({n1} + {n3}) - {n2}"} and rule.support == 4
    book = rulebook_with(rule.spec)
    assert computed(book, TICKETS[0][0].replace("46", "50")) == "(50 + 39) - 27"
    other = [("At the arcade Edward won 9 tickets . If he spent 4 tickets on a beanie and later won 4 more "
              "tickets , how many would he have ?", "9 + 4 + 4")]
    assert mine("acme", samples(TICKETS[:3]) + samples(other, start=10), cfg=CFG).candidates == []


TOTALS = [("Tom has 5 red balloons and Sara has 8 red balloons . How many red balloons do they have in all ?", "5+8"),
          ("Ann has 7 blue marbles and Joe has 3 blue marbles . How many blue marbles do they have in total ?", "7+3"),
          ("Mia has 12 green apples and Bob has 4 green apples . How many green apples do they have altogether ?",
           "12+4")]


def test_questions_that_ask_for_the_total_in_other_words_are_one_family() -> None:
    """"in all", "in total" and "altogether" at the end of a question say the same; before,
    these three gave no rule (their questions differed in more than a name)."""
    [rule] = mine("acme", samples(TOTALS), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    story = "Kim has 6 red pens and Lee has 9 red pens . How many red pens do they have {} ?"
    for saying in ("in all", "in total", "altogether", "all together"):
        assert computed(book, story.format(saying)) == "6 + 9", saying
    for saying in ("left", "in all now", "in each box", ""):
        assert computed(book, story.format(saying)) is None, saying


GAVE = [("Sam had 40 apples . He gave 15 apples to Lucy . How many apples does Sam have now ?", "40-15"),
        ("Lily had 90 apples . She gave 35 apples to Ann . How many apples does Lily have now ?", "90-35"),
        ("Max had 18 apples . He gave 4 apples to Joe . How many apples does Max have now ?", "18-4")]


def test_the_question_asks_about_whom_its_requests_asked_about() -> None:
    """Its requests asked about the one who had the apples (said where "Sam", "Lily", "Max"
    stand); "how many apples does Tom have" asks about the one given some: another question,
    which a rule answering 25 - 7 would get wrong (it did)."""
    [rule] = mine("acme", samples(GAVE), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    story = "Mike had 25 apples . He gave 7 apples to Tom . How many apples does Mike have now ?"
    assert computed(book, story) == "25 - 7"
    assert computed(book, story.replace("does Mike", "does he")) == "25 - 7"  # a pronoun names anyone
    assert computed(book, story.replace("does Mike", "does Tom")) is None


def test_a_gap_takes_no_verb_its_requests_did_not_write_there() -> None:
    """"bought", "found" and "won" add to what he has; "donated", "threw" or "dropped" (no
    relation word, and it was answered 14 + 3) take away, or say something the rule never saw:
    the slow path answers them."""
    [rule] = mine("acme", samples(GAINED), cfg=CFG).candidates
    book = rulebook_with(rule.spec)
    story = "Zoe has 14 dolls . He won 3 dolls at the fair . How many dolls does he have now ?"
    assert computed(book, story) == "14 + 3"
    assert computed(book, story.replace("at the fair", "at the big fair")) == "14 + 3"  # not a verb
    assert computed(book, story.replace("Zoe has", "Peter has")) == "14 + 3"  # a name, however written
    for verb in ("donated", "threw", "dropped", "removed"):
        assert computed(book, story.replace("won", verb)) is None, verb
