"""Claims about named things a draft can state wrongly: how long a string is, how often a letter
occurs in it, which weekday a date is. Read from the draft's words, or from the request when it
asks exactly that ("how many r's are in strawberry?" → the draft's one number is the count).

Strings are taken from the original text at the matched positions (the folded text is lower
case); a letter count ignores case, as a person counting letters does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dtlib.envelope import Task

STRING_COUNT, STRING_LENGTH, WEEKDAY = "string_count", "string_length", "weekday"
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日")

_Q = r"[\"'“”‘’「」]?"
_QUOTE = r"[\"'“”‘’「」]"
# A pronoun or a noun standing for the word is not the word ("it has 2 r's").
_WORD = r"(?<![a-z\-])(?P<w>(?!(?:it|this|that|which|there|here|word|string|name|they|one|each)\b)[a-z][a-z\-]*)"
_LETTER = r"(?P<ch>[a-z])"
_N = r"(?P<n>\d+|[一二三四五六七八九十两]+)"

# In a draft: where the number is (group n), what string (w) and, for a count, which letter (ch).
_DRAFT_COUNTS = (
    re.compile(rf"{_N}\s+(?:letters?\s+)?{_Q}{_LETTER}{_Q}(?:'s|s)?\s+in\s+(?:the\s+(?:word|string)\s+)?{_Q}{_WORD}{_Q}"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s+(?:has|contains|includes)\s+{_N}\s+{_Q}{_LETTER}{_Q}(?:'s|s)?(?![a-z])"),
    re.compile(rf"(?:letter\s+)?{_Q}{_LETTER}{_Q}\s+(?:appears|occurs|shows up)\s+{_N}\s+times?\s+in\s+(?:the\s+(?:word|string)\s+)?{_Q}{_WORD}{_Q}"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s*(?:中|里|里面)?(?:有|共有|一共有|包含)\s*{_N}\s*个\s*(?:字母)?\s*{_Q}{_LETTER}{_Q}"),
)
_DRAFT_LENGTHS = (
    re.compile(rf"{_Q}{_WORD}{_Q}\s+(?:has|contains|is made of)\s+{_N}\s+(?:letters|characters|chars)\b"),
    re.compile(rf"{_N}\s+(?:letters|characters|chars)\s+(?:in|long)\s+(?:the\s+(?:word|string)\s+)?{_Q}{_WORD}{_Q}"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s+is\s+{_N}\s+(?:letters|characters|chars)\s+long"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s*(?:中|里)?(?:有|共有|一共有)\s*{_N}\s*个\s*(?:字母|字符)"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s*的长度(?:是|为)\s*{_N}"),
)
# In a request: what it asks about (no number).
_ASK_COUNT = (
    re.compile(rf"how many (?:times (?:does|is) )?(?:the letter )?{_Q}{_LETTER}{_Q}(?:'s|s)?\s+(?:are |is |appears? |occurs? )?(?:there )?in\s+(?:the\s+(?:word|string)\s+)?{_Q}{_WORD}{_Q}"),
    re.compile(rf"how many times (?:does |is )?(?:the letter )?{_Q}{_LETTER}{_Q}\s+(?:appear|occur)s?\s+in\s+(?:the\s+(?:word|string)\s+)?{_Q}{_WORD}{_Q}"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s*(?:中|里|里面)?有(?:几|多少)个\s*(?:字母)?\s*{_Q}{_LETTER}{_Q}"),
)
_ASK_LENGTH = (
    re.compile(rf"how many (?:letters|characters|chars) (?:are |does )?(?:there )?(?:in )?(?:the (?:word|string) )?{_Q}{_WORD}{_Q}"),
    # "how long is the word banana", "length of 'banana'": a word named as a word or in quotes; "how long is the
    # piece of wood", "what length of chain" ask the length of a thing, never of the word "the" or "chain"
    re.compile(rf"(?:length of|how long is) (?:the )?(?:word |string )?(?:(?<=word )|(?<=string )|(?={_QUOTE})){_Q}{_WORD}{_Q}"),
    re.compile(rf"{_Q}{_WORD}{_Q}\s*(?:中|里)?有(?:几|多少)个(?:字母|字符)"),
)
_ASK_WEEKDAY = re.compile(r"day of the week|what day|which day|weekday|星期几|周几|礼拜几|星期")
_WEEKDAY_NAME = re.compile(r"\b(?P<en>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
                           r"|(?:星期|周|礼拜)(?P<zh>[一二三四五六日天])")
_ZH_DAYS = "一二三四五六日"


@dataclass
class StringClaim:
    kind: str
    task: Task
    expression: str
    number_at: int  # where the stated number starts in the draft


def _task(kind: str, original: str, m: re.Match[str]) -> tuple[Task, str]:
    word = original[m.start("w"):m.end("w")]
    if kind == STRING_COUNT:
        letter = original[m.start("ch"):m.end("ch")]
        return (Task("str_count", {"text": word, "sub": letter, "ignore_case": True}),
                f'"{letter}" in "{word}"')
    return Task("str_len", {"text": word}), f'length of "{word}"'


def in_draft(folded: str, original: str) -> list[StringClaim]:
    found: list[StringClaim] = []
    taken: set[int] = set()
    for kind, patterns in ((STRING_COUNT, _DRAFT_COUNTS), (STRING_LENGTH, _DRAFT_LENGTHS)):
        for pattern in patterns:
            for m in pattern.finditer(folded):
                if m.start("n") in taken:
                    continue
                task, expression = _task(kind, original, m)
                found.append(StringClaim(kind, task, expression, m.start("n")))
                taken.add(m.start("n"))
    return found


def asked(folded: str, original: str) -> tuple[str, Task, str] | None:
    """The string count or length the request asks for, if it asks exactly one."""
    hits = {}
    for kind, patterns in ((STRING_COUNT, _ASK_COUNT), (STRING_LENGTH, _ASK_LENGTH)):
        for pattern in patterns:
            for m in pattern.finditer(folded):
                task, expression = _task(kind, original, m)
                hits[(task.op, tuple(sorted(task.args.items())))] = (kind, task, expression)
    return next(iter(hits.values())) if len(hits) == 1 else None


def asks_weekday(folded_request: str) -> bool:
    return bool(_ASK_WEEKDAY.search(folded_request))


def weekday_names(folded: str) -> list[tuple[int, int, int]]:
    """(start, end, ISO weekday 1-7) of each weekday named."""
    out = []
    for m in _WEEKDAY_NAME.finditer(folded):
        if m["en"]:
            index = [d.lower() for d in WEEKDAYS_EN].index(m["en"]) + 1
        else:
            index = _ZH_DAYS.index("日" if m["zh"] == "天" else m["zh"]) + 1
        out.append((m.start(), m.end(), index))
    return out


def weekday_name(index: int, like: str) -> str:
    """The name of ISO weekday `index`, written like `like` (English capitalised, or 星期X)."""
    if like[:1] in "星周礼":
        return like[:-1] + _ZH_DAYS[index - 1] if like[-1] in _ZH_DAYS + "天" else WEEKDAYS_ZH[index - 1]
    name = WEEKDAYS_EN[index - 1]
    return name.lower() if like.islower() else name
