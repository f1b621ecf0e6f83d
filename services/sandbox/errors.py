"""Rejections: every refusal is an answer with the rule that fired and a hint a person can act on."""

from __future__ import annotations


class Rejected(Exception):
    """The request broke a rule; becomes `SandboxResult(status="rejected", error=...)`."""

    status = "rejected"

    def __init__(self, code: str, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint or DEFAULT_HINTS.get(code, "")


# The rule codes (ErrorInfo.code). Kept in one place so the README and tests can list them.
CODES = {
    # input shape
    "UNKNOWN_OP": "the op is not one of the sandbox operations",
    "MISSING_ARGUMENT": "a required argument of the op is absent",
    "UNKNOWN_ARGUMENT": "an argument the op does not take",
    "INVALID_ARGUMENT": "an argument has the wrong type or a value outside its range",
    "INVALID_NUMBER": "a number argument is not a plain decimal number",
    "INVALID_DATE": "a date argument is not a valid YYYY-MM-DD date",
    "DATE_OUT_OF_RANGE": "a date result falls outside years 1-9999",
    "INVALID_TIME": "a clock time argument is not HH:MM on its clock (24:00 included: write 00:00)",
    "TIME_OUT_OF_RANGE": "a clock time is moved by more minutes than the limit",
    "AMBIGUOUS_TIME": "a 12-hour clock time without am or pm moved past 12 o'clock: noon or midnight is not said",
    "AMBIGUOUS_DATE": "a day count between dates without a year that a February 29 inside would change; the hint asks the year",
    "INPUT_TOO_LONG": "the whole request is larger than the sandbox accepts",
    "TEXT_TOO_LONG": "a text argument is longer than the limit",
    "RESULT_TOO_LONG": "a string result would be longer than the limit",
    # expression rules
    "EMPTY_EXPRESSION": "the expression is empty",
    "EXPRESSION_TOO_LONG": "the expression is longer than the limit",
    "NESTING_TOO_DEEP": "parentheses or calls nest deeper than the limit",
    "TOO_MANY_OPERATIONS": "the expression has more tokens or nodes than the limit",
    "CHARACTER_NOT_ALLOWED": "a character outside the expression alphabet",
    "STRING_NOT_ALLOWED": "quotes: expressions hold numbers only",
    "ATTRIBUTE_NOT_ALLOWED": "attribute access (a dot after a name or bracket)",
    "SUBSCRIPT_NOT_ALLOWED": "indexing, slicing or list brackets",
    "OPERATOR_NOT_ALLOWED": "an operator outside + - * / ** ^ % (shifts, bitwise, comparisons, //, modulo)",
    "NAME_NOT_ALLOWED": "a name that is not one of the functions",
    "KEYWORD_ARGUMENT_NOT_ALLOWED": "name=value arguments or assignments",
    "CONSTRUCT_NOT_ALLOWED": "a Python construct outside the allow-list (lambda, comprehension, ...)",
    "CALL_NOT_ALLOWED": "a call of something that is not a function name",
    "SYNTAX_ERROR": "the expression does not parse",
    "NUMBER_TOO_LONG": "a number literal has too many digits",
    "WRONG_ARGUMENT_COUNT": "a function got too few or too many arguments",
    # arithmetic
    "EXPONENT_TOO_LARGE": "a power whose result would exceed the size limit",
    "NUMBER_TOO_LARGE": "a result larger than the size limit",
    "DIVISION_BY_ZERO": "division by zero",
    "DOMAIN_ERROR": "a function outside its domain (square root of a negative, ...)",
    "NOT_AN_INTEGER": "an integer-only function got a fraction",
    # units
    "UNKNOWN_UNIT": "a unit name convert does not know",
    "AMBIGUOUS_UNIT": "a unit with more than one standard (ton, gallon, ounce, pint, quart); the hint asks which",
    "VARIABLE_UNIT": "a unit without a fixed size (month, year)",
    "INCOMPATIBLE_UNITS": "units of different kinds (a length and a mass)",
    # execution
    "DEADLINE_EXCEEDED": "the worker ran past the deadline and was killed",
    "QUEUE_TIMEOUT": "no worker became free in time",
    "OVERLOADED": "too many requests are waiting",
    "MEMORY_LIMIT": "the worker hit its memory limit",
    "WORKER_DIED": "the worker process died during the request",
    "POOL_CLOSED": "the pool is not running",
    "INTERNAL": "an unexpected failure inside the sandbox",
}


# The pool could not run the task now, not because of the task: the same task may run later.
TRANSIENT = frozenset({"QUEUE_TIMEOUT", "OVERLOADED", "POOL_CLOSED"})


# The hint given when the raising site has no more specific one: every rejection carries a hint.
DEFAULT_HINTS = {
    "UNKNOWN_OP": "use one of the sandbox operations",
    "MISSING_ARGUMENT": "add the missing argument",
    "UNKNOWN_ARGUMENT": "remove the argument or fix its name",
    "INVALID_ARGUMENT": "check the argument's type and range",
    "INVALID_NUMBER": "write numbers like 1234.5 or -3 or 1e6",
    "INVALID_DATE": "use YYYY-MM-DD",
    "DATE_OUT_OF_RANGE": "keep dates within the years 0001-9999",
    "INVALID_TIME": "write the time as HH:MM, 00:00 to 23:59",
    "TIME_OUT_OF_RANGE": "move the time by fewer minutes",
    "INPUT_TOO_LONG": "send a shorter input",
    "TEXT_TOO_LONG": "shorten the text",
    "RESULT_TOO_LONG": "use a shorter text",
    "NUMBER_TOO_LONG": "shorten the number",
    "NUMBER_TOO_LARGE": "use smaller numbers",
    "EXPONENT_TOO_LARGE": "use a smaller exponent",
    "DIVISION_BY_ZERO": "check the divisor",
    "DOMAIN_ERROR": "check that the input is inside the function's domain",
    "NOT_AN_INTEGER": "give a whole number",
    "WRONG_ARGUMENT_COUNT": "check the number of arguments",
    "SYNTAX_ERROR": "check the expression's syntax",
    "UNKNOWN_UNIT": "use a unit such as km, kg, h, m², L, km/h or °C",
}
