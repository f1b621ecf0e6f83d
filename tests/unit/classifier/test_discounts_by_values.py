"""A discount read by its values: the price paid, the saving, the original price or the discount
itself, in either language and any order; what the words leave open is not read."""

from __future__ import annotations

import pytest

from services.classifier.parse import parse
from services.sandbox.ops import run_task

from .reading import read


def _value(text: str) -> str:
    task = parse(text)
    assert task is not None, text
    return run_task(task).value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("商场打六折，我看中一件原价 250 元的外套，要付多少？", "150"),
        ("一台电视 3,999 元，优惠 20%，到手价多少", "3199.2"),
        ("全场八折，原价300元的鞋子最后付多少", "240"),
        ("The jacket is $120 and it's 30% off. What's the final price?", "84"),
        ("Original price $80, 25% off, what do I pay?", "60"),  # 'original price' names the price given
        ("Sneakers are $90 with 20% off. What's the price after the discount?", "72"),
    ],
)
def test_the_price_paid(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "A $80 jacket is 25% off and there is 8% tax, what do I pay",
        "$80 item, 25% off, plus 8% sales tax. Total?",
        "冰箱原价5000元，打八五折，再加上13%的税，实际付多少？",
    ],
)
def test_a_tax_on_top_of_a_discount_is_a_second_step_and_goes_slow(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("$80 item plus 8% sales tax. Total?", "86.4"),  # one step: the tax alone
        # the tax's base named, as a second discount's must be (the stacked-discount policy)
        ("Everything in the shop is 40% off today and there's 8% sales tax on the sale price. How much for a $75 item?",
         "48.6"),
        ("A $80 jacket is 25% off and there is 8% tax on the discounted price, what do I pay", "64.8"),
        ("冰箱原价5000元，打八五折，折后价再加13%的税，实际付多少？", "4802.5"),
        ("A $80 jacket is 25% off, what do I pay", "60"),  # one step: the discount alone
        ("冰箱原价5000元，打八五折，实际付多少？", "4250"),
    ],
)
def test_a_tax_alone_a_discount_alone_or_a_tax_on_the_named_sale_price_still_read(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("先打九折再打八折，原价 500，最后多少钱？", "360"),
        ("原价80元，降价25%后又在折后价上降价10%，多少钱", "54"),
        ("200元的商品打八折后再打九折，多少钱", "144"),
        ("It was $250, then 20% off, and today there's an extra 10% off the reduced price. Final price?", "180"),
    ],
)
def test_discounts_taken_one_after_another(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("双十一羽绒服原价 899，打五折后再减 50，最后付多少？", "399.5"),
        ("原价 600 元，打八折后再减 30 元，要付多少钱", "450"),
        ("The store takes 10% off first and then I use my $15 coupon. The item is $150. What do I pay?", "120"),
        ("A $90 dress is 20% off, then I use a $10 coupon. How much do I pay?", "62"),
        ("原价 150 元，打了八折，又用了一张 20 元的优惠券，最后付多少", "100"),
    ],
)
def test_a_coupon_after_the_discount(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("原价 680，打九折后便宜了多少钱？", "68"),
        ("200元的商品打八折，便宜了多少钱", "40"),
        ("原价2000元，优惠15%，能便宜多少钱", "300"),
        ("How much do I save on a $1,250 laptop at 15% off?", "187.5"),
        ("A $60 shirt is 25% off. How much will I save?", "15"),
        ("A $80 jacket has a 25% discount. How much is the discount?", "20"),  # the amount: the rate is given
        ("A $90 dress is 20% off. How much is the discount?", "18"),
    ],
)
def test_the_saving(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("朋友说他那台空调是打了八五折才 1020 块买到的，原价多少钱？", "1200"),
        ("现价 240 元，是打八折后的价格，原价多少？", "300"),
        ("打八折后是160元，原价多少钱", "200"),
        ("打八折以后一件衣服卖 160 元，这件衣服原价是多少", "200"),
        ("现在卖 450，是打了九折的，原价多少", "500"),
        ("先打九折再打八折，最后付了 360 元，原价多少", "500"),
        ("The sale price is $68 after a 20% discount. What was the original price?", "85"),
        ("After 25% off, a lamp costs $45. What was the original price?", "60"),
        ("I paid $72 for a coat after a 10% discount. What was the regular price?", "80"),
        ("A sweater marked down 40% now sells for $30. What was it originally?", "50"),
        ("打对折后 150 元，原价多少", "300"),
    ],
)
def test_the_original_price_from_the_price_paid(text: str, value: str) -> None:
    """The price paid, said to be the one after the discount, divided by the share left to pay."""
    assert _value(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "I paid $45 for a sweater that was 25% off. What was the original price?",  # a sale that is over
        "A coat costs $80. After 20% off, what was the original price?",  # $80 is not said to be paid
        "原价 300 元，打八折，原价多少",
        "打八折后便宜了 60 元，原价多少",  # a saving, not a price paid
        "打八折后 160 元，又用了 20 元券，原价多少",
        "打八折后 160 元，加上 10% 的税，原价多少",
        "The member price is $80 after 20% off, what's the original price?",
        "打八折后 160 元，原价多少，省了多少",
        "打八折后是 240 元，打七折后是多少",
        "这件衣服打八折后 160 元，那件打九折后 180 元，原价一共多少",
        "打八折后每件 160 元，原价多少",
        "去年打八折后 160 元，今年原价多少",
        "After 20% off it costs $80 and I bought 2. What was the original price?",
    ],
)
def test_the_original_price_goes_slow_where_the_price_paid_is_not_said(text: str) -> None:
    """Which amount was paid is where a wrong answer hides: a price not said to be the one paid, a
    coupon, a tax, a second item or a second question leaves it unread."""
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("这件衬衫原价 ¥180，现在卖 ¥135，打了几折？", "7.5"),
        ("原价200元，现价160元，打了几折", "8"),
        ("打折后 88 元，原价 110 元，相当于优惠了百分之几？", "20"),
        ("shoes were $120, now $90 — what percent off is that?", "25"),
        ("It was $50 originally and now it's $40. What percentage discount is that?", "20"),
    ],
)
def test_the_discount_from_two_prices(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "原价80元，降价25%，优惠多少",  # the saving or the rate?
        "原价100元，优惠20%，优惠是多少",
        "A $80 jacket is 25% off with 8% tax. How much tax do I pay?",  # the tax asked
        "原价80元，打八折，原价多少",  # the original price was given, not the price paid
        "原价 300，现价 240，现价多少",  # nothing to compute
        "The jacket was $80 and is 25% off. What was the original price?",
        "I have a $15 coupon and the $150 item is 10% off. What do I pay?",  # which comes first?
        "The $150 item is 10% off and I use my $15 coupon first. What do I pay?",
        "A $200 coat is 20% and 10% off. What do I pay?",  # one after another, or 30 %?
        "A $200 coat is 20% off, and members get an extra 10% off. What do I pay?",  # am I a member?
        "这件衣服200元，下周打八折，现在多少钱",  # the discount comes later
        "A $120 coat was 25% off last week. What does it cost now?",  # the sale is over
        "A $90 dress is 20% off with a coupon code. What do I pay?",  # only with the code
        "这件衣服90元，用券打八折，多少钱",
        "满200元打八折，180元的商品多少钱",  # a condition
        "Buy 2 shirts at $20 and get 25% off. What do I pay?",  # a count
        "3 items at 20% off, how much do I pay?",  # a count, not a price
        "两件商品五折出售，原价200元，售价多少",
        "Up to 50% off a $80 jacket. What do I pay?",  # at most
        "A $80 jacket is 25% off, or a $70 one is 10% off. Which is cheaper?",
        "原价200元，打八折，运费10元，一共多少钱",  # a third amount
        "原价200元，现价250元，打了几折",  # a rise, not a discount
        "原价200美元，现价160元，打了几折",  # two currencies
        "A 5 kg bag is 20% off, what is the new price?",  # not a price
        "A $80 jacket is 25% off and a $10 tip. What do I pay?",
        "打八折以后，原价 200 元的衣服卖多少钱，原价多少",  # before and after, two questions
        "After 25% off, a $120 jacket costs how much? What was the original price?",
    ],
)
def test_what_the_words_leave_open_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Black Friday deal: a TV listed at $900 is a third off. New price?", "600"),
        ("A $60 shirt is half off. What do I pay?", "30"),
        ("A $80 jacket is a quarter off. Sale price?", "60"),
        ("A $90 jacket is 2/3 off. Sale price?", "30"),
        ("一件衣服 300 元，打对折，多少钱", "150"),
        ("一件衣服 300 元，打对折后又打九折，多少钱", "135"),
        ("Half off a $60 shirt and then $10 off. What do I pay?", "20"),
    ],
)
def test_a_fraction_off(text: str, value: str) -> None:
    assert run_task(read(text)).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A $45 shirt with $10 off. What do I pay?", "35"),
        ("The $80 jacket is $15 off. What's the sale price?", "65"),
        ("原价 120 元，立减 20 元，实付多少", "100"),
        ("原价 120 元，降价 20 元，现在多少钱", "100"),
        ("A $45 shirt with $10 off. How much do I save?", "10"),
    ],
)
def test_an_amount_off(text: str, value: str) -> None:
    assert run_task(read(text)).value == value


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("A $200 coat is 20% off, then another 10% off the sale price. Final price?", "144"),
        ("20% off then another 10% off that on a $200 coat. What do I pay?", "144"),
        ("A $50 item is on sale for $40. What percent discount is that?", "20"),
        ("Original price $80, sale price $60. What's the discount percentage?", "25"),
    ],
)
def test_more_ways_of_saying_a_discount(text: str, value: str) -> None:
    assert run_task(read(text)).value == value


@pytest.mark.parametrize(
    "text",
    [
        "A $90 jacket is a third off. What was the original price?",
        "A $90 jacket was a third off last week. What is it now?",
        "The jacket is half off but only for members. $80 jacket, what do I pay?",
        "A $90 jacket is a fifth off. Sale price?",  # no fraction past a quarter is read
        "A $45 shirt with $50 off. What do I pay?",  # nothing left to pay
        "A $45 shirt, $10 off, then another 20% off. What do I pay?",  # the amount off before the percentage
        "$10 off a $45 shirt and 20% off a $30 hat. Total?",
        "原价 120 元，立减 20 元，又打九折，实付多少",
        "A $200 coat is 20% off and another 10% off. Final price?",  # one after the other, or 30 %?
        "A $200 coat is 20% off, then another coat is 10% off. Final price?",
        "A $200 coat was 20% off, then another 10% off. Final price?",
        "A $50 item is on sale for $60. What percent discount is that?",  # dearer, not a discount
    ],
)
def test_what_a_fraction_or_an_amount_off_leaves_open_is_not_read(text: str) -> None:
    assert read(text) is None, text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("原价 120 元，降价两成，现在多少钱", "96"),  # 成: tenths taken off
        ("原价 120 元，便宜了三成，现在卖多少", "84"),
        ("一件衣服 120 元，优惠两成，到手价多少", "96"),
        ("原价 120 元，降价两成，便宜了多少钱", "24"),
        ("原价一千元，降价三成后是多少", "700"),  # 三成 is 30 %, not 3 yuan off
        ("Half off a $30 book. How much?", "15"),  # "How much?" alone asks the price paid
        ("$80 shirt, 20% off. How much?", "64"),
        ("The $48 sweater is discounted 25%. What's the new price?", "36"),
        ("A $60 game, discounted 25%. How much is saved?", "15"),
    ],
)
def test_tenths_off_half_price_and_a_bare_how_much(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "原价 120 元，降价十二成，现在多少钱",  # more than the whole
        "120 元的东西打两成，多少钱",  # 打两成 is no discount written this way
        "原价 120 元，两成的人买了，多少钱",  # tenths of people
        "原价 120 元，降价两成，原价多少",
        "Half off a $30 book. How much was it?",  # the price before
        "A $30 book, half price, plus a $10 pen. How much?",  # two items
        "$80 shirt, 20% off. How much, with tax?",  # a tax with no rate
        "A $80 shirt and a $20 hat, 20% off. How much?",
        "A $60 game, discounted 25%. How much was it before?",
    ],
)
def test_tenths_and_half_price_near_misses_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("原价 1200 的羽绒服现在卖 840，便宜了多少钱", "360"),  # the saving from a price before and after
        ("原价 1200 元，现价 840 元，便宜了多少", "360"),
        ("The shirt was marked down from $80 to $68. How much do I save?", "12"),
        ("The shirt was marked down from $80 to $68. What's the percent discount?", "15"),  # from … to …
        ("Headphones went from $150 to $120. What percent discount is that?", "20"),
    ],
)
def test_the_saving_or_the_discount_from_two_prices(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    [
        "原价 1200 元，现价 1400 元，便宜了多少",  # dearer now
        "原价 1200 元，现价 840 元，另一件现价 700 元，便宜了多少",  # a third price
        "原价 1200 元，840 元，便宜了多少",  # the second price not said to be paid
        "原价 1200 元，现价 840 元，打八折，便宜了多少",  # a discount on top of two prices
        "The price went from $80 to $100. What percent discount is that?",
        "The shirt went from $80 to $68 and then to $60. What's the percent discount?",
    ],
)
def test_two_prices_that_say_no_one_saving_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("买一双原价 850 元的靴子，店里打七折，我需要付多少？", "595"),  # 买一双: one pair bought, not 买一送一
        ("七折买一双 850 的靴子要多少钱", "595"),
    ],
)
def test_one_item_bought(text: str, value: str) -> None:
    task = read(text)
    assert task is not None, text
    assert run_task(task).value == value


@pytest.mark.parametrize(
    "text",
    ["买一送一，靴子 850 元，多少钱", "买一双 850 元的靴子打七折，再买一双多少钱", "买一双 850 元的靴子，第二双半价，多少钱",
     "买一双原价 850 元的靴子和一双 200 元的袜子，打七折，多少钱"],
)
def test_offers_and_second_items_are_not_read(text: str) -> None:
    assert read(text) is None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("这件衣服原价 200 元，打八折，现在多少", "160"),  # 现在多少: the price paid
        ("200 元的东西打八折，总共要付多少", "160"),  # one price: its total is the price paid
        ("原价 200 块的鞋打 8 折，一共多少钱", "160"),
        ("A $200 jacket is 20% off. how much do you save", "40"),  # the saving, asked of "you"
        ("$200 jacket, 20% discount. how much would you save", "40"),
    ],
)
def test_more_ways_of_asking_the_price_paid_or_the_saving(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "两件衣服，一件 200 元，打八折，一共多少钱",  # a count: two items
        "原价 200 元和 300 元的两件衣服打八折，总共要付多少",
        "原价 200 元的衣服打八折，另一件 100 元不打折，总共要付多少",
    ],
)
def test_a_total_of_more_than_one_item_is_not_read(text: str) -> None:
    assert parse(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "20% off a $200 coat saves me how much?",  # a saving asked: never the price paid (160)
        "200 元的衣服打八折，省掉多少钱",
        "A $200 jacket is 20% off. how much do you pay and how much do you save",  # two questions
        "原价 200 元，打八折，要付多少，省了多少",
    ],
)
def test_a_saving_or_two_questions_never_read_as_the_price_paid(text: str) -> None:
    task = parse(text)
    assert task is None or run_task(task).value == "40", text
    assert "多少，" not in text and " and how much" not in text or task is None


def test_the_price_in_hand() -> None:
    assert _value("双十一 200 元的耳机打八折，到手多少") == "160"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("打七折省了 90 元，原价多少", "300"),  # the amount saved is the share taken off
        ("I saved $90 with a 30% discount. What was the original price?", "300"),
        ("We got 12% off a $200 dinner bill. What did we pay?", "176"),
    ],
)
def test_the_original_price_from_the_saving_and_a_price_paid_in_the_past(text: str, value: str) -> None:
    assert _value(text) == value


@pytest.mark.parametrize(
    "text",
    [
        "打八折再立减 20 元，原价多少",  # an amount off is not a saving of the discount
        "打七折省了 90 元，又用了 10 元券，原价多少",
        "打七折，又打九折，省了 90 元，原价多少",
        "打七折省了 90 元，两件原价多少",
        "打七折省了 90 元，加税 10%，原价多少",
        "I saved $90 with a 30% discount last year. What was the original price?",
    ],
)
def test_the_original_price_from_a_saving_near_misses(text: str) -> None:
    assert parse(text) is None


# The stacked-discount policy (docs/bench/parse.md): a 折 after a 折 is read, each a share of the price
# it is applied to; a percentage off after another discount only where its base, the reduced price, is
# named; a coupon in the order the words give; a 满减 beside a discount never.
@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("一件300元的包先打八折再打九折，多少钱", "216"),
        ("原价1000元的手机打9折后再打8折，实付多少", "720"),
        ("A $300 bag is 20% off, then another 15% off the sale price. What do I pay?", "204"),
        ("一件300元的包先降价20%，在此基础上再降价10%，现在多少钱", "216"),
        ("商品原价500元，先打九折，再用50元优惠券，付多少", "400"),
        ("原来是 1000，先增加 10% 之后又减少 10%，现在是多少", "990"),  # changes of an amount, not discounts
    ],
)
def test_stacked_discounts_whose_base_is_said_are_read(text: str, value: str) -> None:
    assert run_task(read(text)).value == value


@pytest.mark.parametrize(
    "text",
    [
        "A $300 bag is 20% off, then another 15% off. What do I pay?",  # 15 % of 240, or 35 % off?
        "a 25% off coupon and then another 10% off at checkout on a $400 sofa, what do i pay",
        "Take 10% off $200 and then another 10% off, what's the price?",
        "A $300 bag is 20% off, then an extra 15% off. What's the sale price?",  # "sale price" is the question
        "一件300元的包先降价20%再降价10%，现在多少钱",
        "300元的包先优惠20%，再优惠10%，实付多少",
        "原价80元，降价25%后又降价10%，多少钱",
        "一件衣服原价 500 元，先打八折再满 300 减 50，最后付多少钱？",  # which price meets the 满 is the store's rule
        "I have a 20% off coupon and a $10 off coupon for a $90 order. What do I pay?",  # in which order?
    ],
)
def test_a_second_percentage_off_of_an_unsaid_base_goes_slow(text: str) -> None:
    assert read(text) is None, text
