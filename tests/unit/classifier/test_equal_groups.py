"""Things put into equal groups (reader/equal_groups.py, issue 15), families of MAWPS train's one-step ÷, each
beside near-miss twins that must go slow; and the rate readings of main that were fast and wrong (rates.py)."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # the size of each group: the things over the number of groups
        ("Albert has 35 oranges stored in boxes. If there are 7 boxes, how many oranges must go in each box?", "5"),
        ("There are 36 bananas in Diane's banana collection. If the bananas are organized into 6 groups, "
         "how big is each group?", "6"),
        ("Deborah is inviting 10 friends to a party. She has 80 cookies. How many cookies will each friend get?", "8"),
        ("There are 7 students in the class and 42 apples. If the apples are divided equally among the students, "
         "how many does each student get?", "6"),
        # the number of groups: the things over the size of one
        ("Eric wants to split a collection of peanuts into groups of 8. Eric has 64 peanuts. "
         "How many groups will be created?", "8"),
        ("The school is planning a field trip. There are 45 students and 9 seats on each school bus. "
         "How many buses are needed to take the trip?", "5"),
        ("Warren has 252 guests coming to his party. Each table will hold 4 guests. How many tables will he need?",
         "63"),
        ("I have 648 pencils. If I put 4 pencils in each pencil box, how many pencil boxes will I fill?", "162"),
        ("Nancy bought 615 crayons that came in packs of 15. How many packs of crayons did Nancy buy?", "41"),
        # several people named, each with the same (read_each_of_several)
        ("Mary, Sam, Keith, and Alyssa each have 6 baseball cards. How many baseball cards do they have in all?",
         "24"),
        ("Jessica and Sandy each have 8 pencils. How many pencils do they have altogether?", "16"),
        # the story's one named person asked again (rates.py)
        ("Jeremy strolled 20 kilometers at 2 kilometers per hour. How long did Jeremy stroll?", "10"),
        # so many on each, a score in each game, miles per gallon of gas (rates.py)
        ("There are 6 marbles on each plate. How many marbles are there on 3 plates?", "18"),
        ("Melissa scored 120 points in each game. How many points did she score in 10 games?", "1200"),
        ("My car gets 20 miles per gallon of gas. How many miles can I drive on 5 gallons of gas?", "100"),
        # a remainder where the question says which whole number (whole_groups_en.py, session 23: these two were
        # near misses while no reader read a remainder)
        ("The school is planning a field trip. There are 46 students and 9 seats on each school bus. "
         "How many buses are needed to take the trip?", "6"),
        ("Eric wants to split a collection of peanuts into groups of 8. Eric has 65 peanuts. "
         "How many full groups will be created?", "8"),
    ],
)
def test_equal_groups_are_read(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        # a remainder, the question saying nothing of the whole number it wants (needed, full, left over)
        "Albert has 36 oranges stored in boxes. If there are 7 boxes, how many oranges must go in each box?",
        "There are 46 students and 9 seats on each school bus. How many buses will they fill?",
        "Eric wants to split a collection of peanuts into groups of 8. Eric has 65 peanuts. "
        "How many groups will be created?",
        # the size told, asked again; the other quantity asked; a rate of another thing
        "Eric wants to split a collection of peanuts into groups of 8. Eric has 64 peanuts. How big is each group?",
        "Albert has 35 oranges stored in boxes. If there are 7 boxes, how many boxes are there?",
        "I have 648 pencils. If I put 4 erasers in each box, how many boxes will I fill?",
        # "how many more"; a distractor of the same noun; one more sharer
        "Albert has 35 oranges stored in boxes. If there are 7 boxes, how many more oranges must go in each box?",
        "Albert has 35 oranges stored in boxes. Joe brings 7 oranges. If there are 7 boxes, "
        "how many oranges must go in each box?",
        "Deborah has 80 cookies. She shares them equally among 10 friends and herself. How many does each get?",
        # nothing says the things are shared out or put in; the holders asked as what someone has
        "Tom has 12 cookies and 4 friends. How many cookies does each friend have?",
        "Tom has 12 cookies and 4 jars. How many cookies are in each jar?",
        "Tom has 12 apples. He puts 3 apples in each box. How many boxes does he have?",
        # shared with some: is the sharer one of them? (main read 20/4); so many for each, told; already in one
        "Kim has 20 pieces of gum. She shares them with 4 cousins. How many pieces will each cousin get?",
        "Tom shares 20 apples with 4 friends. How many apples does each friend get?",
        "Martha is inviting 4 friends to a party. She baked 12 cookies for each friend. "
        "How many cookies will each friend get?",
        "Betty has 24 oranges in her basket. There are 3 baskets. How many oranges must go in each basket?",
        # several people each: one of them asked, another thing asked, one changed, someone not one word
        "Jessica, Sandy, and Jason each have 8 pencils. How many pencils does Jessica have?",
        "Jessica, Sandy, and Jason each have 8 pencils. How many pens do they have in all?",
        "Jessica, Sandy, and Jason each have 8 pencils. Jason lost 2. How many pencils do they have in all?",
        "Jessica, Sandy, and my sister each have 8 pencils. How many pencils do they have in all?",
        "Jessica, Sandy, and Jason each have 8 pencils. Tom has none. How many pencils do they have in all?",
        # other things put or sized; so many each, told
        "There are 72 cards in Jean's card collection. If the stamps are organized into 9 groups, "
        "how big is each group?",
        "Nancy bought 615 crayons. Pens come in packs of 15. How many packs did Nancy buy?",
        "Each of the 8 children has 96 cupcakes. How many cupcakes will each child get?",
        # a doing the story never tells (main read these 12/4)
        "Each box holds 4 apples. Tom has 12 apples. How many boxes did he sell?",
        "Tom has 12 cookies and 4 friends. How many cookies did each friend bake?",
        # a rate of one thing asked of another
        "My car gets 20 miles per gallon of gas. How many miles can I drive on 5 gallons of milk?",
        "There are 6 marbles on each plate. How many marbles are there on 3 cups?",
        "Melissa scored 120 points in each game. How many goals did she score in 10 games?",
        # another person asked; units that do not match; a duration that is no terminating decimal
        "Jeremy strolled 20 kilometers at 2 kilometers per hour. How long did Maria stroll?",
        "Jeremy strolled 20 miles at 2 kilometers per hour. How many hours did Jeremy stroll?",
        "If Lawrence walked 4 kilometers at 3 kilometers per hour, how long was Lawrence walking?",
    ],
)
def test_near_misses_go_slow(text: str) -> None:
    assert value_of(text) is None
