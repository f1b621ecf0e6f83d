"""The brake: checkable numbers found, checked, wrong ones replaced and marked, right ones kept."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dtlib.envelope import ErrorInfo, SandboxResult
from dtlib.perception import mentions
from dualtrack.bench.slowpath import BRAKE_CASES, measure_brake
from fakes.harness import local_check
from services.fuser.brake import brake, format_like
from services.fuser.claims import find_claims


async def test_every_planted_error_is_caught_and_no_right_number_changes() -> None:
    report = await measure_brake(local_check)
    assert report["misses"] == [] and report["wrongly_changed"] == []
    assert report["precision"] == 1.0 and report["recall"] == 1.0
    assert report["planted"] >= 25 and len(BRAKE_CASES) >= 45


async def test_a_wrong_product_is_corrected_and_the_check_recorded() -> None:
    out = await brake("12×24=298", "", "en", local_check)
    assert out.text == "12×24=288 (corrected from 298)"
    (claim,) = out.claims
    assert (claim.kind, claim.expression, claim.stated, claim.checked, claim.correct) == (
        "arithmetic", "12*24", "298", "288", False)
    assert claim.span == (6, 9) and claim.text == "12×24=298"
    assert out.corrections == ["12*24 = 298 is wrong; 12*24 = 288"]


@pytest.mark.parametrize("draft", [
    "1,000,000 - 13,567,890 = -12,567,890",
    "The balance is 1,000,000 - 13,567,890 = -12,567,890, which is negative.",
])
async def test_a_right_negative_number_survives_untouched(draft: str) -> None:
    out = await brake(draft, "", "en", local_check)
    assert out.text == draft and out.verified == 1 and out.wrong == 0
    assert out.claims[0].checked == "-12567890" and out.claims[0].stated == "-12,567,890"


async def test_a_dropped_minus_sign_is_restored_in_the_written_style() -> None:
    out = await brake("1,000,000 - 13,567,890 = 12,567,890.", "", "en", local_check)
    assert out.text == "1,000,000 - 13,567,890 = -12,567,890 (corrected from 12,567,890)."


async def test_echoes_and_what_was_built_on_them_are_corrected() -> None:
    out = await brake("12 × 24 = 298, so you need 298 eggs, and 298 + 2 = 300 with spares.", "",
                      "en", local_check)
    assert out.text == ("12 × 24 = 288 (corrected from 298), so you need 288 (corrected from 298) "
                        "eggs, and 288 (corrected from 298) + 2 = 290 (corrected from 300) with spares.")
    assert out.wrong == 2


async def test_a_correct_rounding_is_right_and_a_wrong_one_is_replaced_with_a_note() -> None:
    assert (await brake("1/3 = 0.33 and 2/3 ≈ 0.67", "", "en", local_check)).wrong == 0
    out = await brake("10/3 = 3.5", "", "en", local_check)
    assert out.text == "10/3 = 3.33 (corrected from 3.5; rounded to 2 decimal places)"


async def test_a_value_stated_for_something_undefined() -> None:
    out = await brake("5/0 = 0", "", "en", local_check)
    assert out.text == "5/0 = undefined (division by zero; corrected from 0)"
    assert out.claims[0].correct is False


async def test_chinese_drafts_are_corrected_in_chinese() -> None:
    out = await brake("十二乘以二十四等于二百九十八。", "", "zh", local_check)
    assert out.text == "十二乘以二十四等于288（原为二百九十八，已更正）。"


async def test_growth_from_the_requests_numbers() -> None:
    request = "Revenue went from 1200 to 1500. What was the growth rate?"
    out = await brake("Revenue grew by 30%.", request, "en", local_check)
    assert out.text == "Revenue grew by 25% (corrected from 30%)."
    assert out.claims[0].kind == "growth_rate" and out.claims[0].expression == "growth 1200 → 1500"


async def test_an_unreachable_sandbox_leaves_numbers_unchecked_not_changed() -> None:
    async def down(task):
        return SandboxResult(status="error", error=ErrorInfo("UNAVAILABLE", "sandbox RPC failed"))

    out = await brake("12×24=298", "", "en", down)
    assert out.text == "12×24=298" and out.unchecked == 1 and out.claims[0].correct is None


@pytest.mark.parametrize("text", [
    "Python 3.11 came out in 2022.", "Call 555-1234 at 9:00.", "Pages 10-20 of chapter 3.",
    "3 dozen = 36 eggs.", "It costs $5 - a bargain - and 12 others agree.",
])
def test_numbers_without_a_claim_are_left_alone(text: str) -> None:
    assert find_claims(text) == []


@pytest.mark.parametrize("raw, value, expected", [
    ("-12,567,890", "-12567890", "-12,567,890"),
    ("12,567,890", "-12567890", "-12,567,890"),
    ("3.6 million", "3700000", "3.7 million"),
    ("30%", "25", "25%"),
    ("1.6万", "15000", "1.5万"),
    ("二百九十八", "288", "288"),
    ("3.5", "3.3333333333333333", "3.33"),
])
def test_format_like(raw: str, value: str, expected: str) -> None:
    (number,) = mentions(raw).numbers
    assert format_like(number, Decimal(value))[0] == expected


# --- issue 16: every claim the brake can check -------------------------------------------------

@pytest.mark.parametrize("request_text, draft, corrected", [
    # a letter count about a single word, in prose (issue 16, third failure)
    ("How many r's are in strawberry?", "There are 2 r's in strawberry.", "There are 3 (corrected from 2) r's in strawberry."),
    ("How many r's are in strawberry?", "The answer is 2.", "The answer is 3 (corrected from 2)."),
    ("", '"strawberry" has 9 letters.', '"strawberry" has 10 (corrected from 9) letters.'),
    ("strawberry中有几个r？", "strawberry中有2个r。", "strawberry中有3（原为2，已更正）个r。"),
    # weekdays
    ("What day of the week is 2024-07-04?", "It is a Friday.", "It is a Thursday (corrected from Friday)."),
    ("", "2024年7月4日是星期五。", "2024年7月4日是星期四（原为星期五，已更正）。"),
    # percentages and sums over the request's numbers, stated in prose
    ("What is 15% of 80?", "The answer is 10.", "The answer is 12 (corrected from 10)."),
    ("What is the product of 12 and 24?", "It is 298.", "It is 288 (corrected from 298)."),
    ("", "Adding 12 and 24 gives 38.", "Adding 12 and 24 gives 36 (corrected from 38)."),
    # the day-count convention: the end date is not counted unless asked
    ("How many days from 2023-01-01 to 2024-01-01?", "That is 366 days.", "That is 365 (corrected from 366) days."),
    ("How many days from 2023-01-01 to 2024-01-01, inclusive?", "That is 365 days.", "That is 366 (corrected from 365) days."),
])
async def test_a_wrong_claim_of_every_kind_is_corrected(request_text: str, draft: str, corrected: str) -> None:
    out = await brake(draft, request_text, "zh" if "。" in draft else "en", local_check)
    assert out.text == corrected and out.wrong == 1


@pytest.mark.parametrize("request_text, draft", [
    ("How many r's are in strawberry?", "The word strawberry has 3 r's."),
    ("", "2024-07-04 is a Thursday."),
    ("What is 15% of 80?", "15% of 80 is 12."),
    ("", "Multiplying 12 by 24 gives 288."),
    ("", "From 2023-01-01 to 2024-01-01 there are 366 days, counting both ends."),  # as it says
    ("How many days from 2023-01-01 to 2024-01-01?", "365 days."),
])
async def test_a_right_claim_of_every_kind_is_kept(request_text: str, draft: str) -> None:
    out = await brake(draft, request_text, "en", local_check)
    assert out.text == draft and out.wrong == 0 and out.verified == 1


async def test_numbers_nothing_checked_are_counted() -> None:
    out = await brake("12 times 24 is 288, enough for 2 boxes.", "What is 12 times 24?", "en", local_check)
    assert out.verified == 1 and out.stray_numbers == ["2"]
    echo = await brake("12 times 24 is 288.", "What is 12 times 24?", "en", local_check)
    assert echo.stray_numbers == []  # the request's own numbers and checked values are not stray


async def test_a_number_written_in_words_is_not_taken_as_checked() -> None:
    out = await brake("There are two r's in strawberry.", "How many r's are in strawberry?", "en", local_check)
    assert out.stray_numbers == ["2"]


async def test_step_labels_are_not_stated_amounts() -> None:
    draft = "Step 1: 12 × 24 = 288.\n2. So there are 288 eggs."
    out = await brake(draft, "How many eggs in 12 rows of 24?", "en", local_check)
    assert out.stray_numbers == [] and out.verified == 1


@pytest.mark.parametrize("request_text, draft, shown", [
    # a pronoun is not the word: the request says which word "it" is
    ("How many r's are in strawberry?", "Strawberry is spelled s-t-r-a-w-b-e-r-r-y, so it has 3 r's.",
     "Strawberry is spelled s-t-r-a-w-b-e-r-r-y, so it has 3 r's."),
    ("How many r's are in strawberry?", "Strawberry is spelled s-t-r-a-w-b-e-r-r-y, so it has 2 r's.",
     "Strawberry is spelled s-t-r-a-w-b-e-r-r-y, so it has 3 (corrected from 2) r's."),
    # a step of the reasoning is not the day count asked for: the last one is
    ("How many days between 2024-01-01 and 2024-03-01?", "January has 31 days and February 29, so 60 days in total.",
     "January has 31 days and February 29, so 60 days in total."),
    ("What's 20% of 150?", "To find 20% of 150, multiply 150 by 0.2 to get 35.",
     "To find 20% of 150, multiply 150 by 0.2 to get 30 (corrected from 35)."),
])
async def test_steps_and_pronouns_are_read_as_a_person_reads_them(request_text: str, draft: str, shown: str) -> None:
    out = await brake(draft, request_text, "en", local_check)
    assert out.text == shown


async def test_twice_is_a_number_nothing_checked() -> None:
    out = await brake("The letter r appears twice in strawberry.", "How many r's are in strawberry?", "en", local_check)
    assert out.stray_numbers == ["2"]
