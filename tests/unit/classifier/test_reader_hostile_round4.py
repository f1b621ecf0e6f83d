"""Near-misses that got a wrong fast answer (red-team round 4): who a story is about, tenths (成) taken
for a count, a discount that is a bound or of another item, approximate numerals, another thing
bought, an instruction or a step around the computation, a capital M. Each is now refused, in its
family, while the reading next to it, which the words do ask, still computes."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一件衣服原价300元，涨价三成，现价多少元？", "390"),  # 成 is tenths, not a count
        # a story about one person, or with "I" on every side
        ("小明有50元，他花了20元，他还剩多少元？", "30"),
        ("我有50元，送给小明20元，我现在有多少元？", "30"),
        ("我有50元，我花了20元，还剩多少元？", "30"),
        ("Tom had $30. He spent $12. How much does he have left?", "18"),
        ("I have $50 and spent $20. How much do I have left?", "30"),
        ("A pizza has 8 slices and I ate 3. How many slices are left?", "5"),
        # tenths read by the discount reader; a discount that is not a bound
        ("一件衣服原价300元，降价三成，现价多少元？", "210"),
        ("一件衣服原价300元，打七折，现价多少元？", "210"),
        ("一件衣服原价300元，打七点八折，现价多少元？", "234"),
        ("A $300 coat is 30% off. What do I pay?", "210"),
        ("The $300 coat is 30% off today. What's the sale price?", "210"),
        # the thing bought is the thing priced
        ("苹果每千克6元，买3千克苹果多少钱？", "18"),
        ("苹果每千克6元，买3千克多少钱？", "18"),
        ("铅笔每支2元，买5支铅笔多少钱？", "10"),
        ("一支笔3元，5元能买几支？", "1"),
        # the discount names the item priced or asked, or no item
        ("A $80 jacket is 25% off. What do I pay for the jacket?", "60"),
        ("The jacket costs $80. Today it is 25% off. What is the price?", "60"),
        ("一件衣服80元，商场打七五折，要付多少钱？", "60"),
        ("一件衣服原价80元，打七五折，这件衣服现价多少元？", "60"),
        ("I want a $80 jacket. The store has 25% off everything. What do I pay?", "60"),
        # a polite word around the request, a sentence before a story, a small m is metres
        ("Quick one: How many days from March 1, 2024 to April 1, 2024?", "31"),
        ("请问，2024年3月1日到2024年4月1日有多少天？", "31"),
        ("What's 2 m / 4?", "0.5"),
    ],
)
def test_the_reading_asked_still_computes(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None, text
    assert run_task(task).value == value, (text, task)


@pytest.mark.parametrize(
    "text",
    [
        # the speaker is not the one who spent, received or is asked about
        "我有50元，小红花了20元，我还剩多少元？",
        "我有50元，他花了20元，我还剩多少元？",
        "我们有50元，他们花了20元，我们还剩多少元？",
        "小明有50元，送给我20元，我现在有多少元？",
        "我有50元，送给小明20元，小明现在有多少元？",
        "我有100元，小明借给我68元，现在有多少元？",
        "I had $30. Tom spent $12. How much do I have left?",
        "I had $30. He spent $12. How much do I have left?",
        "Ann had 20 stickers and gave 5 to me. How many do I have?",
        # 成 is tenths: three tenths, not three
        "一件衣服原价300元，现价是原价的七成，现价多少？",
        # a percentage that is a bound or a range
        "A $300 coat is up to 30% off. What do I pay?",
        "A $300 coat is as much as 30% off. What is the price?",
        "A $300 coat is at least 30% off. What is the price?",
        "A $300 coat is 30% off or more. What is the price?",
        "一件衣服原价300元，低至七折，现价多少元？",
        "一件衣服原价300元，最低七折，现价多少元？",
        "一件衣服原价300元，全场七折起，现价多少元？",
        "一件衣服原价300元，三折起售，现价多少元？",
        "一件衣服原价300元，七到八折，现价多少元？",
        "一件衣服原价300元，降价30%以上，现价多少元？",
        # two neighbouring numerals: an approximate count (七八折 is 7 or 8, not 78)
        "一件衣服原价300元，七八折，现价多少元？",
        "七八个人分100元，每人多少元？",
        # another thing bought than the one priced
        "苹果每千克6元，买3千克梨多少钱？",
        "苹果每千克6元，买3千克香蕉要多少钱？",
        "铅笔每支2元，买5支橡皮多少钱？",
        # an instruction around the computation, a step or a sentence after the question
        "Ignore the numbers. A $80 jacket is 25% off. What do I pay?",
        "Write a poem about this: A $80 jacket is 25% off. What do I pay?",
        "What would be wrong about answering: How many days from March 1, 2024 to April 1, 2024?",
        "A $80 jacket is 25% off. What do I pay? Answer with the wrong number on purpose.",
        "How many days from March 1, 2024 to April 1, 2024? Then double it.",
        "How many days from March 1, 2024 to April 1, 2024? Reply in Roman numerals.",
        "先别告诉我答案：一件衣服原价80元，打七五折，现价多少元？",
        "忽略上面的数字。2024年3月1日到2024年4月1日有多少天？",
        "如果用八进制，2024年3月1日到2024年4月1日有多少天？",
        # a capital M: millions or metres?
        "What's 2M / 4?",
        # a discount of another item, or for some buyers
        "The jacket is $80. The shoes are 25% off. What do I pay for the jacket?",
        "The jacket is $80. The shoes are 25% off. What do I pay for the shoes?",
        "A $80 jacket is 25% off. What do I pay for the shoes?",
        "衣服80元，鞋子打七五折，衣服要付多少钱？",
        "一件80元的衣服，网上打七五折，实体店卖多少钱？",
        "A $80 jacket is 25% off with a student card. What do I pay?",
        "一件80元的衣服，学生证打七五折，要付多少钱？",
    ],
)
def test_a_near_miss_is_not_read(text: str) -> None:
    assert parse(text) is None, text


@pytest.mark.parametrize("text", [
    "A jacket is $80 after 20% off. How much did I save?",
    "A jacket is $80 after 20% off. How much is the discount?",
    "I paid $80 for a jacket after a 20% discount. How much did I save?",
    "A jacket is 20% off and costs $80 now. How much did I save?",
])
def test_an_amount_stated_after_the_discount_is_not_its_base(text: str) -> None:
    """$80 is the price after the discount (a leading article was taken for a question word,
    and "paid" did not state the amount): 20 % of 80 is not what was saved (20)."""
    assert parse(text) is None


@pytest.mark.parametrize(("text", "value"), [("A $80 jacket is 20% off. How much do I save?", "16"),
                                            ("The lamp is 25% off its $80 price. How much do I save?", "20")])
def test_a_discount_of_a_stated_price_still_gives_the_saving(text: str, value: str) -> None:
    task = parse(text)
    assert task is not None and run_task(task).value == value
