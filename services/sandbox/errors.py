"""Rejections: every refusal is an answer with the rule that fired and a hint a person can act on."""

from __future__ import annotations


class Rejected(Exception):
    """The request broke a rule; becomes `SandboxResult(status="rejected", error=...)`."""

    status = "rejected"

    def __init__(self, code: str, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint


class Failed(Rejected):
    """The request was well formed but the computation itself failed (status "error")."""

    status = "error"


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
    # execution
    "DEADLINE_EXCEEDED": "the worker ran past the deadline and was killed",
    "QUEUE_TIMEOUT": "no worker became free in time",
    "OVERLOADED": "too many requests are waiting",
    "MEMORY_LIMIT": "the worker hit its memory limit",
    "WORKER_DIED": "the worker process died during the request",
    "POOL_CLOSED": "the pool is not running",
    "INTERNAL": "an unexpected failure inside the sandbox",
}
