"""One-step story families found in MAWPS train (the bench's `tune` split), read by roles (reader/roles_en.py,
roles.py), each beside its near-miss twins that must go slow: the question flipped to another person or
thing, a distractor of the same noun, an amount that may count either thing, a start asked."""

from __future__ import annotations

import pytest

from .reading import value_of


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a start said with "starts with", asked "end with" or "will … have": what there is after the change
        ("Larry starts with 93 stickers. He loses 6. How many stickers does Larry end with?", "87"),
        ("Clarence has 99 tickets. He gives 7 to Eugene. How many tickets will Clarence have?", "92"),
        ("Jennifer starts with 7 apples. She finds another 74. How many apples does Jennifer end with?", "81"),
        ("Ruth starts with 89 apples. She shares 5 with Peter. How many apples does Ruth end with?", "84"),
        ("Tom had 30 cards. He bought 6 cards for the party. How many cards does he have now?", "36"),
        # a distractor of the same noun in someone's own place, the question asking of the story's place: set aside
        # (other_places_en.py, session 21; a near miss of this file until then, when nothing read it)
        ("There are 69 erasers in a box. Jane has 15 erasers in a bag. Doris takes 54 erasers out of the box. "
         "How many erasers are left in the box?", "15"),
        # another person takes some of the holder's: the holder's loss
        ("Patricia starts with 76 candies. Albert takes 5 away. How many candies does Patricia end with?", "71"),
        ("Fred has 40 baseball cards. Keith bought 22 of Fred's baseball cards. "
         "How many baseball cards does Fred have now?", "18"),
        ("Sean has 55 blocks. 29 are eaten by a hippopotamus. How many blocks will Sean have?", "26"),
        # given to a named person: the giver's loss, or the named one's gain where the question asks of them
        ("Joan found 79 seashells on the beach, she gave Mike 63 of the seashells. "
         "How many seashells does she now have?", "16"),
        ("Angela has 11 tickets. Annie gives Angela 4 more. How many tickets does Angela have in all?", "15"),
        ("Harold has 53 marbles. He gets 16 more from Steve. How many marbles does Harold have in all?", "69"),
        ("Sam had 98 pennies in his bank. He spent 93 of his pennies. How many pennies does he have now?", "5"),
        ("Tom has 30 violet balloons, he gave Fred 16 of the balloons. How many violet balloons does Tom now have?",
         "14"),  # "does he now have": Tom or Fred, both named before it (pronouns.py), not read
        # another thing told with the start (or later, by its holder) is set aside: the question names the thing
        ("Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. "
         "How many seashells does Jason now have?", "36"),
        ("Sally has 9 orange balloons and 4 blue balloons. She lost 2 of the orange balloons. "
         "How many orange balloons does Sally have now?", "7"),
        # all the balloons asked: a start in two sorts, then a loss (change_chains_en.py, session 22; a near miss here
        # until then, two steps)
        ("Sally has 9 orange balloons and 4 blue balloons. She lost 2 of the orange balloons. "
         "How many balloons does Sally have now?", "11"),
        ("Joyce has 8 eggs. Marie gives Joyce 6 more. Later, Joyce buys 13 erasers at the store. "
         "How many eggs does Joyce have in all?", "14"),
        # so many in each of a counted thing; so many times as many as the one told before; shared among some
        ("There are 37 baskets. There are 17 apples in each basket. How many apples are there in all?", "629"),
        ("David has 7 boxes of toy dogs. Each box has 4 dogs in it. How many dogs are there in all?", "28"),
        ("Arthur baked 115 muffins. James baked 12 times as many. How many muffins did James bake?", "1380"),
        ("Eric has 9306 erasers. If he shares them among 99 friends, how many erasers does each friend get?", "94"),
        ("Ryan has 72 marbles and 17 blocks. If he shares the marbles among 9 friends, "
         "how many marbles does each friend get?", "8"),
        # one amount not told ("some"), asked by the start and the level after the change (unknown_changes.py)
        ("Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. "
         "How many flowers did Andre give to Rosa?", "23"),
        ("Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many did she start with?", "53"),
        ("Daniel had some noodles. He gave 12 noodles to William. Now Daniel only has 54 noodles. "
         "How many noodles did Daniel have to begin with?", "66"),
        ("Kelly had 56 apples. She picked some apples. Now she has 105 apples. How many apples did Kelly pick?", "49"),
        # put into, or taken out of, the one place the start is told in (the issue's own example)
        ("There are 139 erasers and 118 scissors in the drawer. Jason placed 131 erasers in the drawer. "
         "How many erasers are now there in total?", "270"),
        ("There are 7 crayons in the drawer. Mary took 3 crayons out of the drawer. How many crayons are there now?",
         "4"),
        # two doings of one person compared by their verbs; a holder named with a title
        ("Stanley ran 0.4 mile and walked 0.2 mile. How much farther did Stanley run than walk?", "0.2"),
        ("Mrs. Sheridan has 11 cats. Mrs. Garrett has 24 cats. How many more cats does Mrs. Garrett have than "
         "Mrs. Sheridan?", "13"),
        # the goal said in the question: "how many more … to have 83"
        ("Arthur baked 35 muffins. How many more muffins does Arthur have to bake to have 83 muffins?", "48"),
        ("Mrs. Sheridan has 11 cats. How many more cats does Mrs. Sheridan need to have 43 cats?", "32"),
    ],
)
def test_a_one_step_story_of_these_families_is_read(text: str, value: str) -> None:
    assert value_of(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "Clarence has 99 tickets. He gives 7 to Eugene. How many tickets will Eugene have?",  # the other person
        "Clarence has 99 tickets. He gives 7 to Eugene. How many tickets will Clarence need?",  # another question
        "Ruth starts with 89 apples. She shares 5 with Peter. How many apples does Peter end with?",
        "Patricia starts with 76 candies. Albert takes 5 away. How many candies does Albert have?",
        "Fred has 40 baseball cards. Keith bought 22 of Fred's baseball cards. "
        "How many baseball cards does Keith have now?",  # the taker's start is not told
        "Fred has 40 baseball cards. Keith bought 22 baseball cards. How many baseball cards does Fred have now?",
        "Sam had 98 pennies in his bank. He spent 93 of Tom's pennies. How many pennies does he have now?",
        "Sean has 55 blocks. 29 are eaten by a hippopotamus. How many blocks will the hippopotamus have?",
        "Joan found 79 seashells on the beach, she gave Mike 63 of the seashells. "
        "How many seashells does Mike have now?",
        "Tom had 20 coins. He gave Sue 15 coins. How many coins does Sue have now?",  # Sue's start is not told
        "Tom had 20 coins. She gave Tom 15 coins. How many coins does Tom have now?",  # she: Tom, or another?
        "Tom's buddy has 4 tickets and gives Tom 4 more. How many tickets does Tom's buddy have now?",
        "Angela has 11 tickets. Annie gives Angela 4 more. How many tickets does Annie have?",
        "Harold has 53 marbles. He gets 16 more from Steve. How many marbles does Steve have?",
        "Tom has 30 violet balloons, he bought 16 balloons. How many violet balloons does he now have?",
        # a distractor: an amount that may count either thing, the other thing asked, both asked, neither named
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 to Tim. "
        "How many seashells does Jason now have?",
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. "
        "How many seashells and starfish does Jason now have?",
        "Jason found 49 seashells and 48 starfish on the beach. He gave 13 of the seashells to Tim. "
        "How many things does Jason now have?",
        "Sally has 9 orange balloons and 4 blue balloons. She lost 2 of the balloons. "
        "How many orange balloons does Sally have now?",
        "Carolyn starts with 47 marbles and 6 oranges. She shares 42 with Diana. How many marbles does Carolyn "
        "end with?",
        "Joyce has 8 eggs. Later, Joyce buys 13 erasers at the store. Marie gives Joyce 6 more. "
        "How many eggs does Joyce have in all?",  # "6 more" after the erasers: of which?
        "Tom has 12 apples and Sue has 5 pears. Tom eats 3 apples. How many apples does Tom have left?",
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the box. How many crayons are now there in "
        "total?",  # another place
        "There are 9 crayons in the drawer. Benny placed 3 crayons in the drawer. How many crayons does Benny have now?",
        "There are 7 crayons in the drawer. Mary took 3 crayons out of the drawer. How many crayons does Mary have now?",
        "There are 139 erasers and 118 scissors in the drawer. Jason placed 131 erasers in the drawer. "
        "How many scissors are now there in total?",
        "There are 139 erasers and 118 scissors in the drawer. Jason placed 131 in the drawer. "
        "How many erasers are now there in total?",
        # "they" asked of one person's story (wrong fast on main: 92 and 13)
        "Clarence has 99 tickets. He gives 7 to Eugene. How many tickets do they have now?",
        "Tom has 20 apples. He gives 7 to Sue. How many apples do they have now?",
        "Clarence has 99 tickets. He gives 7 to Eugene. How many tickets will they have?",
        "Zoe had some fish and got 5 more. Now she has 17 fish. How many did she have at first?",  # one clause
        "Kelly had 56 apples. She picked some apples. Then she ate 3 apples. Now she has 105 apples. "
        "How many apples did Kelly pick?",  # two changes
        "Eve ran 0.7 mile and walked 0.6 mile. How much farther did Eve walk than run?",  # asked the other way
        "Eve ran 0.7 mile and walked 0.6 mile. How much farther did Eve swim than walk?",
        "Eve ran 0.7 mile and Tom walked 0.6 mile. How much farther did Eve run than walk?",
        "Eve ran 0.7 mile and walked 0.6 km. How much farther did Eve run than walk?",
        "Mrs. Sheridan has 11 cats. Mrs. Garrett has 24 cats. How many more cats does Mrs. Sheridan have than "
        "Mrs. Garrett?",  # she has fewer
        "Arthur baked 35 muffins. How many more muffins does Arthur have to bake to have 83 cookies?",
        "Arthur baked 35 muffins and Sue baked 10 muffins. How many more muffins does Sue have to bake to have "
        "83 muffins?",
        "Arthur baked 135 muffins. How many more muffins does Arthur have to bake to have 83 muffins?",
        "Arthur baked 35 muffins. He sold 5 muffins. How many more muffins does Arthur have to bake to have "
        "83 muffins?",
        "Arthur baked 35 muffins. How many muffins does Arthur have to bake to have 83 muffins?",
        # SVAMP-like distractors added to stories read fast (the first three were wrong fast on main: 21, 69, 81)
        "Joan found 6 seashells and Jessica found 8 seashells on the beach. Tom has 7 of them. "
        "How many seashells did they find together?",  # a part of the ones told, never more of them
        "Linda has 34 candies. Chloe has 28. Tom has 7 of them. How many candies do they have in all?",
        "Sandy grew 51 pumpkins. Mike grew 23 pumpkins. Tom has 7 of them. How many pumpkins did they grow in total?",
        "There are 41 pencils in the drawer. Mike placed 30 pencils in the drawer. Mike also has 7 pencils. "
        "How many pencils are now there in total?",  # Mike's own pencils: in the drawer or not?
        "Eugene has 51 pencils. He gets 6 more from Joyce. Eugene also has 7 pencils. "
        "How many pencils does Eugene have in all?",  # one holder's stock told twice
        "Keith grew 6 turnips. Alyssa grew 9 turnips. Zack has 7 turnips. How many turnips did they grow in all?",
        "Zack has 7 pears. Alyssa picked 42 pears and Nancy picked 17 pears from the pear tree. "
        "How many pears were picked in all?",  # asked by its doing: Zack's pears were not picked
        # a start unknown, a believed amount, a level at two moments
        "Rosa had 67 flowers. Andre gave her some more flowers. Now, Rosa has 90 flowers. "
        "How many flowers did Rosa give to Andre?",  # the change asked the other way
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many marbles did she buy?",
        "Kelly had 56 apples. She picked some apples. Now she has 105 apples. How many apples did Kelly eat?",
        "Kelly had 56 apples. She ate some apples. Now she has 105 apples. How many apples did Kelly eat?",  # more
        "Carla has some marbles. She bought 134 marbles. Now she has 187 marbles. How many marbles did she buy at "
        "first?",  # the change's verb: not the start
        "Kelly had some apples. She picked 56 apples. She has 105 apples. How many apples did Kelly have at first?",
        "Larry starts with 93 stickers. He loses 6. How many stickers did Larry start with?",
        "I reckon I have 25 apples, and I eat 6. How many apples are left?",
        "The tank held 15 liters in the morning. Later, it held 34 liters. How many liters did it hold in total?",
        "There are 37 baskets. There are 17 apples in each box. How many apples are there in all?",  # per box
        "There are 37 baskets and 5 boxes. There are 17 apples in each basket. How many apples are there in all?",
        "Arthur baked 115 muffins. James baked 12 times as many. How many muffins did Arthur bake?",
        "Arthur baked 115 muffins. James baked 12 times as many cookies. How many cookies did James bake?",
        "Alyssa has 36 books. Nancy has 7 times more books than Alyssa. How many books does Nancy have?",  # 7x or 8x
        "Ryan has 72 marbles and 17 blocks. If he shares them among 9 friends, how many marbles does each friend get?",
        "Ryan has 72 marbles and 17 blocks. If he shares the blocks among 9 friends, "
        "how many marbles does each friend get?",
        "Eric has 9306 erasers. If he shares the pencils among 99 friends, how many erasers does each friend get?",
        "Eric has 9306 erasers. If he shares them among 99 friends, how many erasers does Eric have left?",
        "Eric has 9306 erasers. If he shares them among 99 friends, how many erasers does each teacher get?",
        # got for someone else: are they still his? (found by the two-step round; 36 before)
        "Tom had 30 cards. He bought 6 cards for his sister. How many cards does he have now?",
        "Tom had 30 cards. He bought 6 cards for Mary. How many cards does he have now?",
        "Tom had 30 cards. He bought 6 cards for a friend. How many cards does he have now?",
    ],
)
def test_its_near_miss_twin_goes_slow(text: str) -> None:
    assert value_of(text) is None
