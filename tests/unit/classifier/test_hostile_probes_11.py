"""Hostile probes, eleventh round (`hostile_probes_11.jsonl`, issue 15): SVAMP's own variation types applied to
the one-step MAWPS stories the last MAWPS round opened (arrivals, animals eating, kinds counted by their name, all
given to the other, the rest of a whole, opposite doings, the level asked "then" or "when finished") — the
question about another person, object or time; a distractor of the same noun or another; the sentences in
another order; the question flipped (the start, the part, the difference the other way); "more"/"fewer"
inverted; "each" on another noun; a change told without a number ("half of them flew away", "gave all of them
away", "doubled"); two people of one gender behind a pronoun; past against future ("will have", "had before").
About a quarter are Chinese one-step stories (还剩, 一共, 比…多, 每…), and a sixth everyday requests in families
earlier rounds did not probe (sleep between clock times, a score out of a total, downloads, battery drain,
tiles, overtime, a train late, a recipe scaled, fuel per 100 km).

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction. Two
batches, each committed before any reader ran on it: the variations above (442 rows), then twists of the shapes the
first batch showed fast (291), then the same families with new stories, twisted the ways the first two found wrong
answers (tense, another thing or kind asked, things used up, a pause, Chinese 比 and 倍 of other things; 179),
then more MAWPS one-step stories (gains, totals of two holders, groups, boxes, leaving, giving to two, two days'
totals, 比/倍/每 in Chinese) and saving or reading rates, twisted alike (153), then rates, prices and speeds in both
languages with the time, the doer, the thing or the tense changed (118). One label was corrected after a run to the project's convention (money earned is
what one has to spend, as in "I earned $50 and spent $25 … left": 25): "Joe earned $45 on Monday and spent $18 on
Tuesday. How much money does Joe have now?" is 27; so are fish caught asked as had (10), plums picked asked as had
(24), 45 stamps Lucas had then 16 bought asked "then" (61), and geese and ducks there asked "now" with nothing
changed (95), and the rest of 30 marbles asked with "were" or "will be" (18).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (PROBE_FILES_BEFORE_ROUND_10, assert_no_wrong_fast_value,
                      assert_probes_are_new_with_a_slow_share, jsonl_rows, probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_11.jsonl")
EARLIER = (*PROBE_FILES_BEFORE_ROUND_10, "hostile_probes_10_en.jsonl", "hostile_probes_10_zh.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_nearly_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, slow_share=0.45)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # kinds counted each at its own place, one place asked (kinds_en.py)
    ("There are 542 girls in the school and 387 boys in the other school. How many pupils are in the school?", None),
    ("There are 542 girls in the school and 387 boys in the school. How many pupils are in the school?", "929"),
    ("There are 542 girls and 387 boys in the school. How many pupils are in the school?", "929"),
    ("There were 58 geese and 37 ducks in the marsh. How many birds were there in all?", "95"),
    # a doing told in the past asked with "will", or told with "will" asked with "did" (opposite_doings.py)
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts will Tom buy?", None),
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts did Tom buy?", "8"),
    ("Tom buys 3 pounds of almonds and 5 pounds of pecans. How many pounds of nuts will Tom buy?", "8"),
    ("Nadia will buy 6 packs. Each pack has 12 markers. How many markers did Nadia buy?", None),
    ("Nadia will buy 6 packs. Each pack has 12 markers. How many markers will Nadia buy?", "72"),
    # things bought asked as found; what was earned of things sold at no price (opposite_doings.py)
    ("Nadia bought 6 packs. Each pack has 12 markers. How many markers did Nadia find?", None),
    ("Nadia found 6 packs. Each pack has 12 markers. How many markers did Nadia find?", "72"),
    ("Nadia sold 6 packs. Each pack has 12 markers. How many markers did Nadia earn?", None),
    ("Nadia sold 6 packs. Each pack has 12 markers. How many markers did Nadia sell?", "72"),
    ("Nadia sold 6 packs for $3 each. How much did Nadia earn?", "18"),
    # the count asked by its measure word, not the price (prices.py)
    ("每支铅笔3元，8支铅笔一共多少支？", None),
    ("每支铅笔3元，8支铅笔一共多少元？", "24"),
    ("每支铅笔3元，买8支一共几块钱？", "24"),
    ("每支铅笔3元，24元可以买几支？", "8"),
    # an ingredient named before its amount, another asked (recipes.py)
    ("这个菜谱4人份用面粉300克，6人份用多少克糖？", None),
    ("这个菜谱4人份用面粉300克，6人份用多少克面粉？", "450"),
    ("菜谱上写4人份用300克面粉，6人份用多少克面粉？", "450"),
    # the second batch: girls and boys asked as people (kinds_en.py); things sold asked as used (opposite_doings.py)
    ("There are 542 girls and 387 boys in the school. How many people are in the school?", None),
    ("There are 542 girls and 387 boys in the school. How many children are in the school?", "929"),
    ("There are 12 men and 15 women on the bus. How many people are on the bus?", "27"),
    ("Nadia sold 6 packs. Each pack has 12 markers. How many markers did Nadia use?", None),
    ("Nadia used 6 packs. Each pack has 12 markers. How many markers did Nadia use?", "72"),
    # a comparison told as then ("she had 15 more", "than her brother had"), asked now (two_readings.py)
    ("Emily has 27 crayons. She had 15 more crayons than her brother. How many crayons does her brother have?", None),
    ("Emily has 27 crayons. She has 15 more crayons than her brother had. How many crayons does her brother have?",
     None),
    ("Emily has 27 crayons. She has 15 more crayons than her brother. How many crayons does her brother have?", "12"),
    ("Emily had 27 crayons. She had 15 more crayons than her brother. How many crayons did her brother have?", "12"),
    # one thing asked of amounts of one unit of several, or a name not all of them are (kinds_en.py, roles.py)
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds of almonds did Tom buy?", None),
    ("Tom bought 3 pounds of almonds and 5 pounds of chocolate. How many pounds of nuts did Tom buy?", None),
    ("Tom bought 3 pounds of almonds and 5 pounds of pecans. How many pounds did Tom buy?", "8"),
    # a multiple of things taken of a count of people (role_operations.py)
    ("一班有42人，二班的书是一班的2倍，二班有多少人？", None),
    ("一班有42人，二班的人数是一班的2倍，二班有多少人？", "84"),
    ("小明有5个梨，小红的梨是小明的3倍，小红有多少个梨？", "15"),
    # the animals that ate named in the question (eaters_en.py, roles.py)
    ("Sara grew 43 pumpkins, but the rabbits ate 23 pumpkins. How many pumpkins are left for the rabbits?", None),
    ("Sara grew 43 pumpkins, but the rabbits ate 23 pumpkins. How many pumpkins are left?", "20"),
    # the part and the rest named by words of two kinds (rest_of.py)
    ("Brad has 17 balloons. 8 balloons are big and the rest are green. How many green balloons does Brad have?", None),
    ("Brad has 17 balloons. 8 balloons are red and the rest are green. How many green balloons does Brad have?", "9"),
    ("Brad has 17 balloons. 8 balloons are big and the rest are small. How many small balloons does Brad have?", "9"),
    # things each one used up asked as there; a pause's time beside a rate (opposite_doings.py)
    ("Each child ate 4 apples. There are 9 children. How many apples are there in all?", None),
    ("Each child ate 4 apples. There are 9 children. How many apples did they eat in all?", "36"),
    ("Each child has 4 apples. There are 9 children. How many apples are there in all?", "36"),
    ("A baker made 48 muffins in each hour. He rested 6 hours. How many muffins did he make?", None),
    ("A baker made 48 muffins in each hour. He worked 6 hours. How many muffins did he make?", "288"),
    # the third batch: a comparison told now asked then or later; "as many as Mia had"; "had …, which is" (two_readings)
    ("Ella has 40 stickers. She has 12 more stickers than Mia. How many stickers did Mia have?", None),
    ("Ella has 40 stickers. She has 12 more stickers than Mia. How many stickers will Mia have?", None),
    ("Ella has 40 stickers. She has 12 more stickers than Mia. How many stickers does Mia have?", "28"),
    ("Ella has 40 stickers, which is 4 times as many as Mia had. How many stickers does Mia have?", None),
    ("Ella had 40 stickers, which is 4 times as many as Mia. How many stickers does Mia have?", None),
    ("Ella has 40 stickers, which is 4 times as many as Mia. How many stickers does Mia have?", "10"),
    ("Ella had 40 stickers, which is 4 times as many as Mia. How many stickers did Mia have?", "10"),
    # "did" asked where the story tells only the present and "will" (opposite_doings.py)
    ("Sam earns $12 an hour. He will work 5 hours. How much did Sam earn?", None),
    ("Sam earns $12 an hour. He will work 5 hours. How much will Sam earn?", "60"),
    ("Sam earns $12 an hour. He worked 5 hours. How much did Sam earn?", "60"),
    # some of another's another's eaten (roles_en.py)
    ("Liam grew 60 tomatoes, but the birds ate 14 of his sister's tomatoes. How many tomatoes does Liam have now?",
     None),
    ("Liam grew 60 tomatoes, but the birds ate 14 of his tomatoes. How many tomatoes does Liam have now?", "46"),
    # a multiple of things taken of a count said by its measure word (role_operations.py)
    ("果园里有梨树36棵，苹果树的果子是梨树的3倍，苹果树有多少棵？", None),
    ("果园里有梨树36棵，苹果树的棵数是梨树的3倍，苹果树有多少棵？", "108"),
    # the fourth batch: "ones" of the thing told before set aside as another thing (roles.py)
    ("Joan has 40 blue balloons and 12 red ones. Sally has 35 blue balloons. How many balloons do they have in total?",
     None),
    ("Joan has 40 blue balloons and 12 red balloons. Sally has 35 blue balloons. How many balloons do they have in "
     "total?", "87"),
    ("Jason found 49 seashells and 48 starfish. He gave 13 of the seashells to Tim. How many seashells does Jason "
     "have now?", "36"),
    # a verb whose past is its base form ("she read"), asked with "will" (opposite_doings.py)
    ("Lily read 35 pages on Monday and 27 pages on Tuesday. How many pages will she read in all?", None),
    ("Lily read 35 pages on Monday and 27 pages on Tuesday. How many pages did she read in all?", "62"),
    ("Lily reads 35 pages on Monday and 27 pages on Tuesday. How many pages will she read in all?", "62"),
    # the fifth batch: a stop, a breakdown or a rest beside a rate, in both languages (opposite_doings.py)
    ("A train travels 80 miles per hour. It stopped for 3 hours. How far did it travel?", None),
    ("A printer prints 30 pages per minute. It was broken for 8 minutes. How many pages did it print?", None),
    ("工人每小时做15个零件，休息了8小时，做了多少个？", None),
    ("工人每小时做15个零件，8小时做多少个？", "120"),
    ("A train travels 80 miles per hour. How far does it travel in 3 hours?", "240"),
    # any doing told in the past asked with "will" (opposite_doings.py)
    ("A train traveled 80 miles per hour. How far will it travel in 3 hours?", None),
    ("A train travels 80 miles per hour. How far will it travel in 3 hours?", "240"),
    # a way of moving asked that the story does not tell (opposite_doings.py)
    ("I walk 5 km an hour. How far do I run in 2 hours?", None),
    ("I walk 5 km an hour. How far do I walk in 2 hours?", "10"),
    # the weight asked of a bill (bills.py)
    ("苹果每千克8元，买5千克，一共买了多少千克？", None),
    ("苹果每千克8元，买5千克，一共多少元？", "40"),
    # the thing priced is not the thing counted (rates.py)
    ("A ticket costs $12. How much do 5 drinks cost?", None),
    ("A ticket costs $12. How much do 5 tickets cost?", "60"),
    ("苹果每千克8元，40元可以买多少千克梨？", None),
    ("苹果每千克8元，40元可以买多少千克苹果？", "5"),
    ("电费每度0.5元，用了240度水，要交多少元？", None),
    ("电费每度0.5元，用了240度电，要交多少元？", "120"),
    ("电费每度0.5元，用了240度，要交多少元？", "120"),
])
def test_the_rules_round_eleven_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
