"""What the compositional reader sends: statistics over a list, exact fractions, unit conversion."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dtlib import conventions
from dtlib.envelope import Task
from services.sandbox.expr_tokens import MAX_CALL_ARGS
from services.sandbox.ops import run_task
from services.sandbox.units import UNITS


def expr(expression: str):
    return run_task(Task("expr", {"expression": expression}))


def convert(value, source: str, target: str):
    return run_task(Task("convert", {"value": value, "from": source, "to": target}))


# --- statistics ------------------------------------------------------------------------------


@pytest.mark.parametrize("expression, value, display", [
    ("mean(3, 5, 10)", "6", "6"),
    ("mean(1, 2)", "1.5", "1.5"),
    ("mean(1, 2, 2)", "1.6666666666666666666666666666666666666666666666667", "5/3 ≈ 1.6667"),
    ("mean(0.1, 0.2)", "0.15", "0.15"),
    ("sum(0.1, 0.2, 0.3)", "0.6", "0.6"),
    ("sum(1/3, 1/3, 1/3)", "1", "1"),
    ("median(3, 1, 2)", "2", "2"),
    ("median(3, 1, 2, 10)", "2.5", "2.5"),
    ("median(-5, 7)", "1", "1"),
    ("median(1/3, 1/2)", "0.41666666666666666666666666666666666666666666666667", "5/12 ≈ 0.4167"),
    ("mean(4)", "4", "4"),
    ("max(mean(1, 3), median(1, 5, 9))", "5", "5"),
])
def test_statistics_are_exact(expression: str, value: str, display: str) -> None:
    r = expr(expression)
    assert (r.status, r.value, r.display) == ("ok", value, display)


def test_each_statistic_is_a_step_with_its_arguments() -> None:
    r = expr("mean(3, 5, 10) + median(1, 2) + sum(4, 6)")
    calls = [(s.op, s.args, s.result) for s in r.steps if s.op in ("mean", "median", "sum")]
    assert calls == [("mean", ["3", "5", "10"], "6"), ("median", ["1", "2"], "1.5"), ("sum", ["4", "6"], "10")]
    assert r.value == "17.5"


@pytest.mark.parametrize("name", ["sum", "mean", "median"])
def test_lists_are_bounded(name: str) -> None:
    assert expr(f"{name}({', '.join(['1'] * MAX_CALL_ARGS)})").status == "ok"
    r = expr(f"{name}({', '.join(['1'] * (MAX_CALL_ARGS + 1))})")
    assert r.error.code == "WRONG_ARGUMENT_COUNT" and f"got {MAX_CALL_ARGS + 1}" in r.error.message
    assert expr(f"{name}()").error.code == "WRONG_ARGUMENT_COUNT"


def test_average_is_spelled_mean() -> None:
    r = expr("avg(1, 2)")
    assert r.error.code == "NAME_NOT_ALLOWED" and "mean" in r.error.message


@settings(max_examples=150, deadline=None)
@given(st.lists(st.fractions(min_value=-1000, max_value=1000, max_denominator=50), min_size=1, max_size=12))
def test_mean_and_median_agree_with_fractions(xs: list[Fraction]) -> None:
    args = ", ".join(f"({x.numerator}/{x.denominator})" for x in xs)
    ordered, mid = sorted(xs), len(xs) // 2
    median = ordered[mid] if len(xs) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    for name, want in (("mean", sum(xs) / len(xs)), ("median", median), ("sum", sum(xs))):
        assert expr(f"{name}({args})").value == expr(f"{want.numerator}/{want.denominator}").value, name


# --- exact fractions -------------------------------------------------------------------------


@pytest.mark.parametrize("expression, display", [
    ("4/33", "4/33 ≈ 0.1212"),
    ("1/3", "1/3 ≈ 0.3333"),
    ("2/7", "2/7 ≈ 0.2857"),
    ("-2/3", "-2/3 ≈ -0.6667"),
    ("1/33", "1/33 ≈ 0.03030"),  # at least 4 significant digits
    ("1/3000", "1/3000 ≈ 0.0003333"),
    ("100/7", "100/7 ≈ 14.2857"),
    ("(1+5/6)+(2+1/3)", "25/6 ≈ 4.1667"),  # the reader writes 1(5/6) and 2又1/3 this way
])
def test_a_fraction_that_never_ends_keeps_its_exact_value(expression: str, display: str) -> None:
    r = expr(expression)
    assert (r.display, r.rounded) == (display, False)


def test_mixed_numbers_add_exactly() -> None:
    assert expr("(1+5/6)+(2+1/3) - 25/6").value == "0"
    assert expr("(1+5/6)+(2+1/3)").value == expr("25/6").value


@pytest.mark.parametrize("expression, display, rounded", [
    ("1/8", "0.125", False),  # terminating: the decimal is exact
    ("1/1024", "0.000977", True),  # terminating but long: the usual 2-place / 3-digit rule
    ("sqrt(2)", "1.41", True),  # irrational: no fraction to show
    ("10^40/3", "3333333333333333333333333333333333333333.33", True),  # the fraction would be too long
])
def test_other_values_keep_the_usual_display(expression: str, display: str, rounded: bool) -> None:
    r = expr(expression)
    assert (r.display, r.rounded) == (display, rounded)


# --- rounding convention ---------------------------------------------------------------------


@pytest.mark.parametrize("expression, value", [
    ("round(25, -1)", "30"),
    ("round(-25, -1)", "-30"),  # half away from zero, negatives too
    ("round(-15, -1)", "-20"),
    ("round(1250, -2)", "1300"),
    ("round(-1250, -2)", "-1300"),
    ("round(-2.5)", "-3"),
    ("round(-0.125, 2)", "-0.13"),
    ("round(sqrt(2)*100, -1)", "140"),
])
def test_rounding_to_tens_and_hundreds(expression: str, value: str) -> None:
    assert expr(expression).value == value


@pytest.mark.parametrize("expression, value, display", [
    ("round(3.996, 2)", "4", "4.00"),  # 保留两位小数 shows the two places; the value is the same number
    ("round(2.5, 2)", "2.5", "2.50"),
    ("round(999.995, 2)", "1000", "1000.00"),
    ("round(7, 1)", "7", "7.0"),
    ("round(-0.045, 2)", "-0.05", "-0.05"),
    ("round(1234, -2)", "1200", "1200"),  # to the hundred: no places to write
    ("round(1/7, 7)", "0.1428571", "0.1428571"),
])
def test_a_rounding_shows_the_places_asked(expression: str, value: str, display: str) -> None:
    r = expr(expression)
    assert (r.value, r.display, r.rounded) == (value, display, False)


# --- convert -----------------------------------------------------------------------------------


@pytest.mark.parametrize("value, source, target, result, display", [
    (5, "公里", "米", "5000", "5公里 = 5000米"),
    (5, "km", "m", "5000", "5 km = 5000 m"),
    (1, "mile", "km", "1.609344", "1 mile = 1.609344 km"),
    (1, "英里", "千米", "1.609344", "1英里 = 1.609344千米"),
    (1, "inch", "cm", "2.54", "1 inch = 2.54 cm"),
    (3, "feet", "m", "0.9144", "3 feet = 0.9144 m"),
    (1, "yard", "in", "36", "1 yard = 36 in"),
    (1, "nautical mile", "m", "1852", "1 nautical mile = 1852 m"),
    (1, "lb", "kg", "0.45359237", "1 lb = 0.45359237 kg"),
    (2, "斤", "公斤", "1", "2斤 = 1公斤 (1 斤 = 500 g)"),
    (3, "两", "克", "150", "3两 = 150克 (1 两 = 50 g)"),
    (1, "公吨", "kg", "1000", "1公吨 = 1000 kg"),
    (1, "long ton", "kg", "1016.0469088", "1 long ton = 1016.0469088 kg"),
    (1, "short ton", "lb", "2000", "1 short ton = 2000 lb"),
    (1, "troy ounce", "g", "31.1034768", "1 troy ounce = 31.1034768 g"),
    (1.5, "小时", "分钟", "90", "1.5小时 = 90分钟"),
    (1, "week", "h", "168", "1 week = 168 h"),
    (1, "天", "秒", "86400", "1天 = 86400秒"),
    (250, "ms", "s", "0.25", "250 ms = 0.25 s"),
    (1, "m²", "cm²", "10000", "1 m² = 10000 cm²"),
    (1, "平方公里", "公顷", "100", "1平方公里 = 100公顷"),
    (1, "sq ft", "m2", "0.09290304", "1 sq ft = 0.09290304 m2"),
    (15, "亩", "公顷", "1", "15亩 = 1公顷 (15 亩 = 1 公顷)"),
    (2, "L", "mL", "2000", "2 L = 2000 mL"),
    (1, "立方米", "升", "1000", "1立方米 = 1000升"),
    (1, "cm³", "mL", "1", "1 cm³ = 1 mL"),
    (1, "US gallon", "L", "3.785411784", "1 US gallon = 3.785411784 L"),
    (1, "imperial gallon", "L", "4.54609", "1 imperial gallon = 4.54609 L"),
    (36, "km/h", "m/s", "10", "36 km/h = 10 m/s"),
    (1, "km/h", "m/s", "0.27777777777777777777777777777777777777777777777778", "1 km/h = 5/18 ≈ 0.2778 m/s"),
    (60, "mph", "km/h", "96.56064", "60 mph = 96.56064 km/h"),
    (10, "米每秒", "公里/小时", "36", "10米每秒 = 36公里/小时"),
    ("1e3", "g", "kg", "1", "1000 g = 1 kg"),
])
def test_conversions_are_exact(value, source: str, target: str, result: str, display: str) -> None:
    r = convert(value, source, target)
    assert (r.status, r.value, r.display, r.rounded) == ("ok", result, display, False)


@pytest.mark.parametrize("value, source, target, result, display", [
    (100, "°C", "°F", "212", "100 °C = 212 °F"),
    (98.6, "°F", "°C", "37", "98.6 °F = 37 °C"),  # 98.6 is read from its text: exactly 37
    (-40, "℃", "℉", "-40", "-40 ℃ = -40 ℉"),
    (0, "K", "°C", "-273.15", "0 K = -273.15 °C"),
    (36.6, "摄氏度", "华氏度", "97.88", "36.6摄氏度 = 97.88华氏度"),
    (100, "fahrenheit", "celsius", "37.777777777777777777777777777777777777777777777778",
     "100 fahrenheit = 340/9 ≈ 37.7778 celsius"),
    (25, "degC", "kelvin", "298.15", "25 °C = 298.15 kelvin"),
    (212, "degF", "degC", "100", "212 °F = 100 °C"),  # the reader's spelling, shown with the sign
])
def test_temperatures_are_affine_and_exact(value, source: str, target: str, result: str, display: str) -> None:
    r = convert(value, source, target)
    assert (r.status, r.value, r.display) == ("ok", result, display)


def test_below_absolute_zero_is_refused() -> None:
    r = convert(-300, "°C", "K")
    assert r.status == "rejected" and r.error.code == "DOMAIN_ERROR"
    assert "absolute zero" in r.error.message and "-273.15 °C" in r.error.hint


def test_the_trace_shows_the_way_through_the_base_unit() -> None:
    r = convert(5, "km", "mile")
    assert [(s.op, s.args, s.result) for s in r.steps] == [
        ("to_base", ["5", "km"], "5000 m"),
        ("from_base", ["5000 m", "mile"], r.value),
    ]
    assert r.display == "5 km = 78125/25146 ≈ 3.1069 mile"  # 5000 / 1609.344


@pytest.mark.parametrize("unit, lang", [
    ("吨", "zh"), ("ton", "en"), ("tons", "en"), ("gallon", "en"), ("加仑", "zh"),
    ("ounce", "en"), ("oz", "en"), ("盎司", "zh"), ("pint", "en"), ("品脱", "zh"), ("quart", "en"),
])
def test_an_ambiguous_unit_is_never_guessed(unit: str, lang: str) -> None:
    for source, target in ((unit, "kg"), ("kg", unit)):
        r = convert(1, source, target)
        assert r.status == "rejected" and r.error.code == "AMBIGUOUS_UNIT"
        reason = conventions.ambiguous_terms(unit.casefold())[0]
        assert r.error.message == reason
        assert r.error.hint == conventions.question_back(reason, lang)


def test_the_answers_to_the_question_back_are_units() -> None:
    # each question offers choices; each choice converts
    for choice in ("metric ton", "公吨", "英吨", "美吨", "美制加仑", "英制加仑", "US pint",
                   "imperial pint", "常衡盎司", "金衡盎司", "US fluid ounce", "US liquid quart",
                   "US dry quart", "imperial quart"):
        assert convert(1, choice, choice).value == "1", choice


@pytest.mark.parametrize("unit", ["month", "months", "year", "年", "月", "个月", "century"])
def test_months_and_years_have_no_fixed_length(unit: str) -> None:
    r = convert(1, unit, "day")
    assert r.status == "rejected" and r.error.code == "VARIABLE_UNIT"
    assert "28 to 31 days" in r.error.message and "date_add" in r.error.hint


@pytest.mark.parametrize("args, code, words", [
    ({"value": 1, "from": "km", "to": "kg"}, "INCOMPATIBLE_UNITS", "a length"),
    ({"value": 1, "from": "furlong", "to": "m"}, "UNKNOWN_UNIT", "furlong"),
    ({"value": 1, "from": "", "to": "m"}, "UNKNOWN_UNIT", "non-empty"),
    ({"value": 1, "from": 5, "to": "m"}, "UNKNOWN_UNIT", "unit name"),
    ({"value": 1, "from": "m" * 41, "to": "m"}, "UNKNOWN_UNIT", "41 characters"),
    ({"value": "five", "from": "km", "to": "m"}, "INVALID_NUMBER", "plain decimal"),
    ({"value": 1, "from": "km"}, "MISSING_ARGUMENT", "'to'"),
    ({"value": 1, "from": "km", "to": "m", "precision": 2}, "UNKNOWN_ARGUMENT", "precision"),
])
def test_bad_conversions_say_what_to_fix(args: dict, code: str, words: str) -> None:
    r = run_task(Task("convert", args))
    assert r.status == "rejected" and r.error.code == code and r.error.hint
    assert words in r.error.message


def test_every_unit_converts_to_its_base_and_back() -> None:
    for name, unit in UNITS.items():
        r = convert("7.25", name, name)
        assert (r.status, r.value) == ("ok", "7.25"), name


def test_every_unit_the_reader_writes_converts() -> None:
    reader_units = pytest.importorskip("services.classifier.reader.units")
    written = {reader_units.canonical_unit(word) for word in UNITS} - {""}  # 斤 → "jin", 公里 → "km"
    assert len(written) > 15
    for name in written:
        assert convert(1, name, name).status == "ok", name
    assert convert(2, "jin", "kg").display == "2 jin = 1 kg (1 jin = 500 g)"


async def test_convert_runs_in_the_locked_down_pool(sandbox_pool) -> None:
    r = await sandbox_pool.execute(Task("convert", {"value": "98.6", "from": "°F", "to": "°C"}))
    assert (r.status, r.value) == ("ok", "37")
    r = await sandbox_pool.execute(Task("convert", {"value": 1, "from": "吨", "to": "kg"}))
    assert r.error.code == "AMBIGUOUS_UNIT" and "公吨" in r.error.hint


@pytest.mark.parametrize("value, source, target, places, result, display", [
    (10, "km", "mi", 2, "6.21", "10 km = 6.21 mi"),
    (350, "degF", "degC", 0, "177", "350 °F = 177 °C"),  # 176.67 rounds up
    (5, "kg", "lb", 2, "11.02", "5 kg = 11.02 lb"),
    (5, "km", "m", 2, "5000", "5 km = 5000 m"),  # already exact: the rounding changes nothing
])
def test_a_conversion_is_rounded_when_places_are_asked(value, source, target, places, result, display) -> None:
    r = run_task(Task("convert", {"value": value, "from": source, "to": target, "places": places}))
    assert (r.status, r.value, r.display) == ("ok", result, display)
    assert r.steps[-1].op == "round"


def test_places_outside_0_to_20_are_refused() -> None:
    r = run_task(Task("convert", {"value": 1, "from": "km", "to": "mi", "places": 21}))
    assert r.status == "rejected" and r.error.code == "INVALID_ARGUMENT"


@pytest.mark.parametrize("date, days, name", [
    ("2023-12-31", 1, "Monday"),  # the day after New Year's Eve
    ("2024-01-01", 100, "Wednesday"),
    ("2024-03-01", -1, "Thursday"),  # 2024-02-29
])
def test_the_weekday_of_a_date_so_many_days_on(date: str, days: int, name: str) -> None:
    r = run_task(Task("weekday", {"date": date, "days": days}))
    assert (r.status, r.value) == ("ok", name)
    assert r.steps[0].op == "add_days"


@pytest.mark.parametrize("date, asked, answer", [
    ("2024-03-15", "friday", "true"),
    ("2024-03-15", "Saturday", "false"),
    ("2027-12-25", "weekend", "true"),
    ("2024-03-16", "weekday", "false"),  # a weekday is Monday to Friday
    ("2024-03-18", "weekday", "true"),
])
def test_a_weekday_asked_is_answered_yes_or_no_with_the_weekday(date: str, asked: str, answer: str) -> None:
    r = run_task(Task("weekday", {"date": date, "asked": asked}))
    assert (r.status, r.value) == ("ok", answer)
    assert r.display == r.steps[0].result  # the weekday found is shown with the answer


def test_a_weekday_asked_that_is_no_day_is_refused() -> None:
    r = run_task(Task("weekday", {"date": "2024-03-15", "asked": "holiday"}))
    assert r.status == "rejected" and r.error.code == "INVALID_ARGUMENT"
