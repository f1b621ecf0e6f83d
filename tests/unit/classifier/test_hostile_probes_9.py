"""Hostile probes, ninth round (`hostile_probes_9.jsonl`, issue 15): SVAMP flips of the MAWPS word-problem
families the English roles reader learned in round 4 ("44 more walnut trees", a level asked "then" or "when the
workers are finished", "what is the total number of …", birds that land on the roof or fly away, a start told as
a group doing something there, two periods asked "in all", taken without "from", "originally", "read 5 books,
each 24 pages", "the rest are green", animals eating the holder's things, kinds counted under one name, all of
one person's things given to another, "$12.5 an hour cleaning houses", "overall"). Each family is asked the
other quantity (the start, the change, the other person), given a distractor of the same noun or person, told
out of order ("before that"), changed at another place or of another thing ("land on the fence"), asked "how
many more", with a second person doing the same verb, kinds not all of the name asked, "each" said of the
giver or the receiver, tenses mixed (will, had, would have), negation ("did not eat"), a rate's unit changed,
and a pronoun that could be either of two people; about a seventh are the same stories in Chinese.

Rows as in round 8: `no-value` (must go slow) or `value` with a `gold` computed with Python's Fraction (generated,
not typed). Eight batches, each committed before any reader ran on it: the families' flips from templates (490
rows), twists of the shapes the first batch showed fast (336), SVAMP variations of MAWPS tune rows read fast (203:
the other quantity asked, a distractor, the giver and the receiver swapped, a remainder), and of a second sample
of them with pronouns of two people of one gender (163), then rates with the unit changed, "each" of the giver or
the receiver, tenses mixed and negation in the other readers (77), and more twists of the shapes read fast (88:
places said otherwise, a second holder, a change wanted or repeated, a hedge), then the same stories in Chinese
with their flips and a few more of "then" and "when finished" (64), and distractors of the same noun or person
with "how many more" against "how many" (49). A distractor whose answer is still
told ("12 more geese came to join them. How many ducks …") is a `value` row: going slow is allowed, a wrong
fast value is not. Six labels were corrected after a run, each to the project's own (MAWPS) convention: one holder's
gains with no start told, asked what the holder has, are their total ("bought 34 gold fish and 17 blue fish … how
many fish does Kofi have now": 51; "what is the total number of plums Tara has": 71; "$12.5 an hour … how much
money will she have": 150); a start told as had is the level the changes to come start from ("Ravi had 34 marbles.
He will buy 17 more … then": 51); a doing told in three periods, asked "in all", is their total (71); things divided among a group, asked what
each gets, are divided equally (81 tickets among 9 students: 9). A seventh, in session 23 (h/multi26, two_steps_en.py), to the
same convention: groups of two sorts, the size of each told of all of them, asked altogether, are the groups summed and
sized ("25 elementary schools and 10 high schools. There are 247 students in each school": (25 + 10) * 247 = 8645).
"""

from __future__ import annotations

import pytest

from dualtrack.bench.parse import Outcome

from .reading import (assert_no_wrong_fast_value, assert_probes_are_new_with_a_slow_share, jsonl_rows,
                      probe_outcomes, value_of)

PROBES = jsonl_rows("hostile_probes_9.jsonl")
EARLIER = ("hostile_probes.jsonl", "hostile_probes_2.jsonl", "hostile_probes_3.jsonl", "hostile_probes_3_en.jsonl",
           "hostile_probes_4.jsonl", "hostile_probes_5.jsonl", "hostile_probes_6.jsonl", "hostile_probes_7_en.jsonl",
           "hostile_probes_7_zh.jsonl", "hostile_probes_8.jsonl", "pronoun_probes.jsonl", "mawps_twins_4.jsonl")


@pytest.fixture(scope="module")
def outcomes() -> dict[int, Outcome]:
    return probe_outcomes(PROBES)


def test_the_probes_are_new_and_half_must_go_slow() -> None:
    assert_probes_are_new_with_a_slow_share(PROBES, EARLIER, 0.45)
    assert sum(p["lang"] == "zh" for p in PROBES) >= 0.1 * len(PROBES)


@pytest.mark.parametrize("i", range(len(PROBES)), ids=[p["text"][:60] for p in PROBES])
def test_a_hostile_probe_gets_no_wrong_fast_value(i: int, outcomes: dict[int, Outcome]) -> None:
    assert_no_wrong_fast_value(PROBES[i], outcomes[i])


# What the probes found on main, each with its near-miss twin that must stay fast and exact.
@pytest.mark.parametrize(("text", "value"), [
    # a step after the first amount told without its own amount (signed_changes.py)
    ("Ravi had 45 marbles. He lost 28 marbles, then found some. How many marbles does Ravi have now?", None),
    ("Ravi had 45 marbles. He lost 28 marbles. Then he found them. How many marbles does Ravi have now?", None),
    ("Ravi had 45 marbles. He lost 28 marbles. How many marbles does Ravi have now?", "17"),
    ("My balance is -$57.50. I deposit $100. What is the new balance?", "42.5"),
    # kinds of two holders, one asked (kinds_en.py)
    ("A class has 45 boys. The other class has 28 girls. How many children are in the class?", None),
    ("There were 24 swans and 17 ducks on the lake. How many birds were on the lake in all?", "41"),
    # animals that ate things from another place (eaters_en.py)
    ("Tara grew 60 carrots. The rabbits ate 24 carrots from the neighbor's garden. How many carrots does Tara have "
     "left?", None),
    ("Tara grew 60 carrots. The rabbits ate 24 carrots. How many carrots does Tara have left?", "36"),
    ("Raj picked 36 cherries. The birds ate 9 of them. How many cherries does Raj have now?", "27"),
    # money made asked of money spent or paid (opposite_doings.py)
    ("Ravi spends $12.5 an hour cleaning houses. If he works for 12 hours, how much money will he make?", None),
    ("Ravi pays $12.5 an hour for parking. If he parks for 12 hours, how much money will he make?", None),
    ("Ravi earns $12.5 an hour cleaning houses. If he works for 12 hours, how much money will he make?", "150"),
    ("Ravi pays $12.5 an hour for parking. If he parks for 12 hours, how much will he pay?", "150"),
    # the second batch: things got, asked as used; money charged, asked as spent (opposite_doings.py)
    ("Tara bought 9 packs. Each pack has 60 markers. How many markers did Tara use?", None),
    ("Tara bought 9 packs. Each pack has 60 markers. How many markers did Tara buy?", "540"),
    ("A car goes 30 miles per gallon. How many gallons will it use to go 90 miles?", "3"),
    ("Lena charges $12.5 an hour cleaning houses. If she works for 12 hours, how much money will she spend?", None),
    ("Lena charges $12.5 an hour cleaning houses. If she works for 12 hours, how much money will she make?", "150"),
    ("Got paid £18.50 an hour for babysitting and did 6 hours on Saturday. How much did I spend?", None),
    ("Got paid £18.50 an hour for babysitting and did 6 hours on Saturday. How much did I earn?", "111"),
    # the rest named, asked as "not" that name: the part told (rest_of.py)
    ("A box holds 45 crayons. 28 crayons are blue and the rest are yellow. How many crayons are not yellow?", None),
    ("A box holds 45 crayons. 28 crayons are blue and the rest are yellow. How many crayons are yellow?", "17"),
    ("A box holds 45 crayons. 28 crayons are blue. How many crayons are not blue?", "17"),
    # one day (or part of one) asked that the story tells one amount on (asked_after.py)
    ("Lena baked 60 muffins in the morning. Then she baked 24 muffins. How many muffins did Lena bake in the "
     "morning?", None),
    ("Lena baked 60 muffins in the morning. Then she baked 24 muffins. How many muffins did Lena bake?", "84"),
    ("Rosa picked 23 plums on Monday. On Tuesday she picked 18 plums. What is the total number of plums Rosa "
     "picked?", "41"),
    # things sold totalled, asked as what the seller has (roles.py)
    ("A shop sold 52 hats in May and 19 hats in June. How many hats did the shop have overall?", None),
    ("A shop sold 52 hats in May and 19 hats in June. How many hats did the shop sell overall?", "71"),
    # the level after a change told of another place than the start (unknown_changes.py)
    ("There were some frogs in the pond. 8 frogs hopped away. Now there are 26 frogs in the lake. How many frogs "
     "were in the pond at first?", None),
    ("There were some frogs in the pond. 8 frogs hopped away. Now there are 26 frogs in the pond. How many frogs "
     "were in the pond at first?", "34"),
    ("There were some frogs in the pond. 8 frogs hopped away. Now there are 26 frogs. How many frogs were in the "
     "pond at first?", "34"),
    # a second amount taken, told without its verb, from another place (roles_en.py)
    ("There are 52 pears in a basket. Kofi takes 19 pears from the basket and 5 from the box. How many pears are "
     "left in the box?", None),
    ("There are 52 pears in a basket. Kofi takes 19 pears. How many pears are left?", "33"),
    ("Sam read 45 pages on Monday and 38 pages on Tuesday. How many pages did Sam read in all?", "83"),
    # the third batch: a comparison with what someone had, the noun before "than" (two_readings.py)
    ("Sean has 223 whistles. Sean has 95 more whistles than Charles had. How many whistles does Charles have now?",
     None),
    ("Sean has 223 whistles. Sean has 95 more whistles than Charles. How many whistles does Charles have?", "128"),
    # two people, the speaker and the one spoken to, sharers beside the ones counted (equal_groups.py)
    ("Henry wants to split a collection of crayons into groups of 6. Tom has 42 crayons. How many groups will be "
     "created?", None),
    ("Henry wants to split a collection of crayons into groups of 6. Henry has 42 crayons. How many groups will be "
     "created?", "7"),
    ("I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will you fill?", None),
    ("I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?", "162"),
    ("There are 7 students in the class and 56 eggs. If the eggs are divided equally among the students and the "
     "teacher, how many does each student get?", None),
    ("There are 7 students in the class and 56 eggs. If the eggs are divided equally among the students, how many "
     "does each student get?", "8"),
    # another meal asked than the story's (guards.py)
    ("Sara got fast food for lunch. Sara spent $5.36 on a hotdog and $5.1 on a salad. What was the total of the "
     "dinner bill?", None),
    ("午饭28元，奶茶16元，晚饭一共花了多少？", None),
    ("Sara got fast food for lunch. Sara spent $5.36 on a hotdog and $5.1 on a salad. What was the total of the "
     "lunch bill?", "10.46"),
    ("午饭28元，奶茶16元，午饭和奶茶一共花了多少？", "44"),
    # more found by another, asked of the one who had (stories.py)
    ("小明有57个苹果，小红又找到了95个，小明现在有多少个苹果？", None),
    ("小明有57个苹果，他又找到了95个，小明现在有多少个苹果？", "152"),
    ("小明有50元，妈妈又给了他20元，小明现在有多少元？", "70"),
    # the fifth batch: a bill paid with a coupon (bills.py)
    ("I bought a shirt for $25 and a hat for $15 with a coupon. How much did I spend?", None),
    ("I bought a shirt for $25 and a hat for $15. How much did I spend?", "40"),
    # the sixth batch: a doing told as done, asked as going on (roles.py); the part another's (rest_of.py)
    ("There were 19 frogs in the pond. 7 frogs hopped away. How many frogs are still hopping?", None),
    ("There were 19 frogs in the pond. 7 frogs hopped away. How many frogs are left in the pond?", "12"),
    ("12 ducks were swimming in the pond. 9 more ducks came to join them. How many ducks are swimming in the pond "
     "now?", "21"),
    ("Lara has 30 balloons. 12 of her friend's balloons are red and the rest are green. How many green balloons "
     "does Lara have?", None),
    ("Lara has 30 balloons. 12 balloons are red and the rest are green. How many green balloons does Lara have?",
     "18"),
    # a change only wanted, asked what is left (guards.py)
    ("篮子里有42个梨，莉亚想拿走15个，篮子里还有多少个梨？", None),
    ("小明有42元，打算花15元，还剩多少元？", None),
    ("篮子里有42个梨，莉亚拿走了15个，篮子里还有多少个梨？", "27"),
    ("小明有42元，花了15元，还剩多少元？", "27"),
    ("小明想买3本书，每本5元，需要多少钱？", "15"),
    # the seventh batch: a part of the day asked that the story tells (roles.py, asked_after.py); things sold
    # totalled, asked as had, in Chinese (roles_zh.py asks a total by its doing: 一共卖了)
    ("小明上午摘了23个李子，下午摘了18个，小明上午摘了多少个李子？", None),
    ("小明上午摘了23个李子，下午摘了18个，小明一共摘了多少个李子？", "41"),
    ("面包店上午卖了45个面包，下午卖了38个，面包店一共有多少个面包？", None),
    ("面包店上午卖了45个面包，下午卖了38个，面包店一共卖了多少个面包？", "83"),
])
def test_the_rules_round_nine_found_and_their_twins(text: str, value: str | None) -> None:
    assert value_of(text) == value
