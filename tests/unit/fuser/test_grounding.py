"""An operation the model wrote runs only when it reads the request and does what it asks
(dtlib.grounding, shared by the llm service and the fuser)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dtlib.envelope import Task
from dtlib.grounding import english_numbers, ground
from fakes.harness import Loop, settings_for

COMPUTE = "compute"


@pytest.mark.parametrize("text, numbers", [
    ("what is fifteen percent of eighty", [15, 80]),
    ("three hundred and five, twenty-four", [305, 24]),
    ("one million two hundred thousand", [1_200_000]),
    ("eighty three", [83]),
])
def test_english_number_words(text: str, numbers: list[int]) -> None:
    assert english_numbers(text) == [Decimal(n) for n in numbers]


@pytest.mark.parametrize("question, task, ok", [
    ("what is fifteen percent of eighty", Task("percent_of", {"percent": 15, "of": 80}), True),
    ("what is fifteen percent of eighty", Task("expr", {"expression": "15%"}), False),  # measured
    ("days from March 1 2024 to April 15 2024", Task("date_diff", {"start": "2024-03-01", "end": "2024-04-15"}), True),
    ("days from March 1 2024 to April 15 2024", Task("date_diff", {"start": "2024-05-01", "end": "2024-05-31"}), False),
    ("In 2023, what is 15% of 80?", Task("percent_of", {"percent": "15", "of": "80"}), True),
    ("what is 15 squared", Task("expr", {"expression": "15^2"}), True),
    ("What is 15% of 80?", Task("expr", {"expression": "0.15*80"}), True),  # 15% in another form
    ("the average of 3, 5 and 10", Task("expr", {"expression": "(3+5+10)/3"}), True),
    ("reverse the word hello", Task("str_reverse", {"text": "hello"}), True),
    ("Name one colour of the sky.", Task("str_count", {"text": "blue", "sub": "a"}), False),  # measured
    # issue 16: a case conversion answered by a date difference over dates it does not give
    ('Convert "hello world" to upper case', Task("date_diff", {"start": "2024-01-01", "end": "2024-03-01"}), False),
    ('Convert "hello world" to upper case', Task("str_upper", {"text": "hello world"}), True),
    # a clock time plus a duration: the time and the duration the request says, and no other duration
    ("我8:40出发，路上要走1小时35分钟，几点到？", Task("clock_add", {"time": "8:40", "minutes": 95, "clock": "12h"}), True),
    ("The movie starts at 7:45 pm and lasts 2 hours 10 minutes. When does it end?",
     Task("clock_add", {"time": "19:45", "minutes": 130}), True),
    ("会议上午九点半开始，开一个半小时，几点结束？", Task("clock_add", {"time": "09:30", "minutes": 90}), True),
    ("下午两点一刻出发，走了2小时，几点到达？", Task("clock_add", {"time": "14:15", "minutes": 120}), True),
    ("I must arrive by 9:15 and the trip takes 50 min. When must I leave?",
     Task("clock_add", {"time": "9:15", "minutes": -50, "clock": "12h"}), True),
    ("现在是下午3点20分，再过150分钟是几点？", Task("clock_add", {"time": "15:02", "minutes": 150}), False),  # another time
    ("八点四十出发，路上用一小时二十分钟，几点到？", Task("clock_add", {"time": "8:40", "minutes": 90}), False),
    ("The train leaves at 13:10 and the trip takes 2 hours 30 minutes, plus a 20 minute stop. When does it arrive?",
     Task("clock_add", {"time": "13:10", "minutes": 150}), False),  # the stop left out
    # issue 16: full-width letters around a code-like call; a count is not a case conversion
    ('ｕｐｐｅｒ("hello")', Task("str_count", {"text": "hello", "sub": "l"}), False),
    ('ｕｐｐｅｒ("ｈｅｌｌｏ")', Task("str_upper", {"text": "hello"}), True),
    ("how many r's are in strawberry", Task("str_count", {"text": "strawberry", "sub": "r"}), True),
    ("how many r's are in strawberry", Task("str_len", {"text": "strawberry"}), True),
    ("how many r's are in strawberry", Task("str_reverse", {"text": "strawberry"}), False),
    ("what is 12 times 24", Task("expr", {"expression": "288"}), False),  # derived only through ops
    ("How many km is 5 miles?", Task("convert", {"value": 5, "from": "mile", "to": "km"}), True),
    ("How many km is 5 miles?", Task("convert", {"value": 8, "from": "mile", "to": "km"}), False),
])
def test_grounding(question: str, task: Task, ok: bool) -> None:
    assert ground(task, question).ok is ok


BUS = "Each bus holds 45 students. The school needs 8 buses. How many students are going?"


@pytest.mark.parametrize("question, expression, cancelled", [
    # issue 15: an amount used only against itself answers nothing, whatever else the operation uses
    (BUS, "8/8", ["8"]),
    (BUS, "45*8/8", ["8"]),
    (BUS, "(8*45)/45", ["45"]),
    (BUS, "45+8-8", ["8"]),
    (BUS, "45*8*0", ["8", "45"]),  # times a constant 0: the result moves with neither amount
    ("小明有20元，花了5元，还剩多少元？", "20-20", ["20"]),
    # used as often as the request states it: each mention on its own
    ("What is 8 divided by 8?", "8/8", []),
    ("I had 5 apples and ate 5. How many are left?", "5-5", []),
    # used more often than stated, legitimately: a square, "twice", "each of the 3 … 3"
    ("How many square meters is a square garden with sides of 5 meters?", "5*5", []),
    ("How many square meters is a square garden with sides of 5 meters?", "5^2", []),
    ("Tom has 3 apples and Sue has twice as many. How many in all?", "3+(3*2)", []),
    ("Each of the 3 friends ate 3 cookies. How many cookies?", "3*3", []),
    (BUS, "45*8", []),
    ("What is the square root of 16?", "sqrt(16)", []),  # not plain arithmetic: not compared
])
def test_an_amount_used_only_against_itself_is_not_grounded(question: str, expression: str,
                                                            cancelled: list[str]) -> None:
    g = ground(Task("expr", {"expression": expression}), question)
    assert g.cancelled == cancelled
    if cancelled:
        assert not g.ok and "only against itself" in g.problem()


@pytest.mark.parametrize("question, expression, ok", [
    ("一个工厂每月生产1.2万件产品，3个月一共生产多少件？", "12000*3", True),  # 一个 opens the clause: "a factory"
    ("一辆车坐45人，学校需要8辆车，一共有多少学生？", "45*8", True),
    ("小明有5个苹果，又买了一个，一共有几个？", "5", False),  # 又买了一个: one apple, left out
    ("小明有5个苹果，又买了一个，一共有几个？", "5+1", True),
    ("Tammy drove 55 miles in one hour. How far can she drive in 36 hours?", "55*36", True),
    ("One pencil weighs 28.3 grams. How much do 5 pencils weigh?", "28.3*5", True),
    ("Tom had 5 apples, got 2 more and ate one. How many apples does he have?", "5+2", False),  # ate one: counts
    ("Tom had 5 apples, got 2 more and ate one. How many apples does he have?", "5+2-1", True),
    ("Of 9 eggs, one of them broke. How many are whole?", "9", False),  # one of them: counts
])
def test_one_that_names_one_thing_is_not_an_amount(question: str, expression: str, ok: bool) -> None:
    assert ground(Task("expr", {"expression": expression}), question).ok is ok


def test_the_reason_says_what_is_wrong() -> None:
    g = ground(Task("date_diff", {"start": "2024-01-01", "end": "2024-03-01"}), 'Convert "hello world" to upper case')
    assert g.problem() == ("the question asks for an upper-case conversion, not a date difference; "
                           "it uses 2024-01-01, 2024-03-01, which the question does not give")


@pytest.mark.parametrize("question, written, counted", [
    ("How many days from 2023-01-01 to 2024-01-01?", True, False),  # issue 16: 366 vs 365
    ("How many days from 2023-01-01 to 2024-01-01?", None, False),
    ("How many days from 2023-01-01 to 2024-01-01, inclusive?", None, True),
    ("2023年1月1日到2024年1月1日有多少天（含首尾）？", False, True),
])
def test_the_day_count_convention_is_applied_not_trusted(question: str, written, counted: bool) -> None:
    args = {"start": "2023-01-01", "end": "2024-01-01"} | ({} if written is None else {"inclusive": written})
    g = ground(Task("date_diff", args), question)
    assert g.ok and g.task.args["inclusive"] is counted
    assert bool(g.notes) is (written is not None and written != counted)


async def test_a_misread_question_goes_back_once_then_ends_uncertain_unrun(fake) -> None:
    fake.script(default={"content": '{"op": "expr", "args": {"expression": "15%"}}'})
    loop = Loop(settings_for(fake))
    env = await loop.ask("what is fifteen percent of eighty", task_type=COMPUTE)
    assert loop.hops == ["program:ungrounded", "answer:uncertain"]
    assert len(fake.log()) == 2  # asked once more, with the reason
    assert fake.log()[1]["messages"][-1]["content"].startswith(
        "That does not fit the question: it leaves out 80 from the question")
    assert env.answer.status == "uncertain" and env.results.sandbox is None  # never run
    assert env.answer.error.code == "UNGROUNDED_OPERATION"
    assert "does not use the question's own numbers" in env.answer.text and "0.15" not in env.answer.text
    assert env.answer.provenance.verified is False


async def test_a_date_difference_for_a_case_conversion_is_not_shown(fake) -> None:
    """Issue 16, first failure."""
    fake.script(default={"content": '{"op": "date_diff", "args": {"start": "2024-01-01", '
                                    '"end": "2024-03-01", "inclusive": true}}'})
    env = await Loop(settings_for(fake)).ask('Please convert "hello world" to upper case', task_type=COMPUTE)
    assert env.answer.status == "uncertain" and "61" not in env.answer.text
    assert "upper-case conversion, not a date difference" in env.answer.error.message
    assert "does not do what the question asks" in env.answer.text


async def test_a_count_for_a_full_width_call_is_not_shown(fake) -> None:
    """Issue 16, second failure; the model's second try is right and is answered."""
    fake.script([{"match": "ｕｐｐｅｒ", "replies": [
        {"content": '{"op": "str_count", "args": {"text": "hello", "sub": "l"}}'},
        {"content": '{"op": "str_upper", "args": {"text": "hello"}}'}]}])
    env = await Loop(settings_for(fake)).ask('ｕｐｐｅｒ("hello")', task_type=COMPUTE)
    assert env.answer.status == "ok" and env.answer.value == "HELLO"
    assert "asks for an upper-case conversion, not a count" in fake.log()[1]["messages"][-1]["content"]


async def test_a_whole_year_counts_as_the_fast_path_does(fake) -> None:
    """Issue 16, fourth failure: the model's inclusive: true is not what the request asks."""
    fake.script(default={"content": '{"op": "date_diff", "args": {"start": "2023-01-01", '
                                    '"end": "2024-01-01", "inclusive": true}}'})
    env = await Loop(settings_for(fake)).ask("how many days in the span 2023-01-01 – 2024-01-01", task_type=COMPUTE)
    assert env.answer.status == "ok" and env.answer.value == "365"
    assert env.answer.text.endswith("365 days (end date not counted)")
    assert env.task.args["inclusive"] is False
    assert env.answer.provenance.source == "sandbox" and env.answer.provenance.verified
