"""Natural-language computations into typed sandbox operations, or nothing.

The request is reduced to its core: mentions become slots (slots.py); trailing punctuation and
answer-format instructions that change nothing ("Give only the result as your final answer.") are
removed. Then the compositional reader (reader/) must read the whole core, polite lead-ins
included, into one operation. A request that is not read completely is not guessed: `parse`
returns None and the request goes to the slow path.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from dtlib.envelope import Task
from dtlib.perception import Mentions, NumberMention, mentions

from .batch import read_batch
from .filler import set_aside, spans_in
from .message_zh import without_aside
from .normal_form import marks_written_in, read_first
from .number_labels_en import labels_set_aside
from .requests_asked_en import request_as_question
from .question_first import question_last
from .unsaid_money import signed
from .reader import read
from .reader.compose_en import composed_en
from .reader.compose_zh import composed_zh
from .reader.graphemes import unreadable_text
from .reader.words_unquoted_en import word_quoted
from .slots import WRITES_A_SLOT, Slots, build_slots

# A request this long (after slots shorten its values) is not one of the question shapes below;
# bounding it bounds the time spent reading it. 320 reads every MAWPS story (the longest, 265 slotted
# characters): a long story is read only where the reader reads all of it, as a short one is.
MAX_SLOTTED_CHARS = 320
# Words set aside (filler.py) are tried on requests up to this long, read at most half of it: a second
# reading of a long story costs its time twice, and what filler sets aside ("Hi! …, thanks") is short.
MAX_FILLED_CHARS = 320
# What may end a request without changing it: punctuation, thanks, "please", Chinese particles.
_TRAILING_PUNCTUATION = "?？!！。.,，~～:："
_TRAILING_EN = ("please", "pls", "plz", "thanks", "thanks a lot", "thanks in advance", "thanks so much", "thank you",
                "thank you very much", "thank you so much", "thx", "ty", "cheers", "for me", "exactly", "right now",
                "real quick", "quickly", "asap", "if you can", "if possible", "if you could")
_TRAILING_ZH = ("谢谢", "谢谢你", "谢谢您", "谢谢啦", "谢谢了", "多谢", "多谢了", "多谢啦", "感谢", "谢啦", "麻烦了", "辛苦了",
                "在线等", "急", "吗", "呢", "呀", "啊", "吧", "哈", "啦", "哦", "嘛",
                "咯", "嘞", "哇", "哟")  # spoken particles after the question (一共多少钱哇): no word of it
_DASH_THANKS = ("thanks", "thank you", "thx", "ty", "cheers")
# "Change for me?", "the rest for me": after a word for someone's amount, "for me" says whose it is.
_WHOSE = ("change", "refund", "left", "share", "tip", "cut", "part", "portion", "rest", "remaining")
_FOR_ME = "".join(f"(?<!\\b{word} )" for word in _WHOSE) + "for me"
_TRAIL = re.compile(
    rf"(?:\s*(?:[{_TRAILING_PUNCTUATION}]+|[-–—]+\s*(?:{'|'.join(_DASH_THANKS)})\b[!.]*"
    rf"|\b(?:{'|'.join(_FOR_ME if t == 'for me' else t for t in _TRAILING_EN)})\b|{'|'.join(_TRAILING_ZH)}))+$"
)
# Every text the pattern removes ends with one of these: a text that does not is not searched.
_TRAIL_ENDINGS = tuple(_TRAILING_PUNCTUATION) + _TRAILING_EN + _TRAILING_ZH
# Every character the pattern can match (the core's spaces are single " "): a trail starts after
# the last other character, so the search starts there instead of trying up to 40 starts.
_TRAIL_CHARS = "".join(sorted(set(" -–—!." + _TRAILING_PUNCTUATION
                                   + "".join(_TRAILING_EN + _TRAILING_ZH + _DASH_THANKS))))
# "what 30% off 279 is", "what 5 times 5 equals": the question word wraps the computation.
_WHAT_IS_WRAP = re.compile(r"^what (?:would |will |does |do )?(?P<inner>.+?) (?:is|are|equals|equal|comes to|come to"
                           r"|would be|will be|be|make|makes)$")
_SENTENCE_SPLIT = re.compile(r"(?<=[.?!。？！])\s+|\n+")
# Answer-format instructions that change nothing about the value. A sentence made only of these
# words is dropped; one with any other word ("in binary", "to 3 significant figures") is not, so
# the request is not read and goes slow.
_FORMAT_WORDS = frozenset(
    "give only the result as your final answer reply respond with just a number write out full "
    "weekday name state provide numerically value count total in numbers digits return output "
    "answer: and please simply short brief briefly it is day of week monday-sunday monday sunday "
    "through e.g. etc tuesday (e.g. (monday-sunday) (monday through sunday) format its separated "
    "by factors comma commas space spaces list complete using use express amount as an names "
    "weekday's number. name numerical numeric simplified "
    "yes or no".split()  # "Answer with Yes or No.": the yes/no operations answer true or false
)
_FORMAT_VERBS = ("give", "reply", "respond", "write", "state", "provide", "return", "output", "answer",
                 "name", "express", "use")
_SPACES = re.compile(r"\s+")
_SPACES_TO_FOLD = re.compile(r"[^\S ]| {2}")  # what `_SPACES` changes: most texts have none, and a search is cheaper


_WORD = re.compile(r"[a-z:()\-.']+")


def _words(text: str) -> Iterator[str]:
    return (w for w in (m.group().strip(".,:()'") for m in _WORD.finditer(text)) if w)


_EXAMPLE = re.compile(r"\((?:example|e\.g\.|for example)[^()]*\)")


def _is_format_instruction(sentence: str, question: str) -> bool:
    """Only format words, or words the question itself used ("Give only the GCD ..."); an
    example in parentheses shows a format and is ignored."""
    sentence = _EXAMPLE.sub(" ", sentence)
    words = _words(sentence)  # lazily: the first word alone tells most sentences apart
    if "<" in sentence or next(words, None) not in _FORMAT_VERBS + ("only", "just"):
        return False  # the cheap tests first: most last sentences are no instruction
    asked = set(_words(question))
    return all(w in _FORMAT_WORDS or w in asked for w in _words(sentence))


_FACTORIAL_MARK = re.compile(r"(<n\d+>)!(?!!)")  # "3!!": a double factorial, or (3!)!? Not read.
_DOUBLE_FACTORIAL = re.compile(r"(?:<n\d+>|\))!!")


def _bracket_factorials(text: str) -> str:
    """"(2+1)!", "(3!)!": the factorial of the bracket, which the trailing punctuation would otherwise drop."""
    at = text.find(")!")
    while at >= 0 and text[at + 2:at + 3] != "!":
        depth, start = 0, at
        while start >= 0:
            depth += {")": 1, "(": -1}.get(text[start], 0)
            if depth == 0:
                break
            start -= 1
        if start < 0:
            return text
        text = f"{text[:start]}factorial({text[start:at + 1]}){text[at + 2:]}"
        at = text.find(")!")
    return text


def core_of(slotted: str) -> str:
    """Strip lead-ins, trailing punctuation and format instructions until nothing changes."""
    # "15!" is a factorial, not an exclamation: read it before trailing punctuation goes.
    text = (_SPACES.sub(" ", slotted) if _SPACES_TO_FOLD.search(slotted) else slotted).strip()
    if ">!" in text or ")!" in text:
        text = _bracket_factorials(_FACTORIAL_MARK.sub(r"factorial(\1)", text))
    while True:
        before = text
        sentences = [s for s in _SENTENCE_SPLIT.split(text) if s.strip()]
        while len(sentences) > 1 and _is_format_instruction(sentences[-1], " ".join(sentences[:-1])):
            sentences.pop()
        text = " ".join(sentences)
        tail = _TRAIL.search(text, max(len(text) - 40, len(text.rstrip(_TRAIL_CHARS)))) \
            if text.endswith(_TRAIL_ENDINGS) else None
        if tail is not None:
            text = text[:tail.start()]
        text = text.strip()
        wrapped = _WHAT_IS_WRAP.fullmatch(text) if text.startswith("what ") else None
        if wrapped:
            text = wrapped["inner"]
        if text == before:
            return text


def parse_slots(slots: Slots, context: dict[str, str] | None = None, unread: set[str] | None = None,
                composing: bool = True) -> Task | None:
    """`slots` read: its normal form where it has one, else as written and written other ways until one reads.
    `unread`: the texts this request's readings have already read into nothing (a text is read once per request).
    `composing`: whether the composition layers may read it (not where a currency the words only imply is written in:
    a story the readers refused as written is not composed on a guess at its money)."""
    unread = set() if unread is None else unread
    marked = marks_written_in(slots)  # "打车花了46 吃饭花了58 …", "奶茶18一杯 … 多少钱": the marks left out, written in
    if marked and read_first(slots):  # its normal form, read in full, is its reading (normal_form.py)
        return _parse_first(marked, slots, context, unread, composing)
    task = None
    core = core_of(slots.text) if len(slots.text) <= MAX_SLOTTED_CHARS else None
    moved = question_last(slots, core) if core is not None else None
    if moved is not None:  # "一共花了多少元：早饭花了15元，…": the question asked first, read after its story
        task = _parse_rewritten(moved, slots, context, unread, composing)
    if task is None:  # "What's the sum: 12, 15 and 20": the colon read as written
        task = _parse_slots(slots, core, context, unread, composing)
    if task is None and marked:  # "1.5 升是多少毫升": a normal form not read first, read after the request as written
        task = _parse_first(marked, slots, context, unread, composing)
    if task is None and (money_signed := signed(slots)) is not None:  # "we won 2,000 …": the $ the words imply
        task = _parse_rewritten(money_signed, slots, context, unread, composing=False)
    if task is None and (unlabelled := labels_set_aside(slots)) is not None:  # "the plumber on 42 Cedar Street …"
        task = _parse_rewritten(unlabelled.text, slots, context, unread, composing)
        if task is not None:  # where the labels stood: a date among them asks no year (engine.py)
            task.spans["labels_set_aside"] = spans_in(slots.folded, tuple(r.lower() for r in unlabelled.removed))
    if task is None and (asked := request_as_question(slots)) is not None:  # "… Work out how many crates they filled."
        task = _parse_rewritten(asked, slots, context, unread, composing)
    task = task or _parse_first(word_quoted(slots), slots, context, unread, composing)  # words_unquoted_en.py
    if task is None and core is not None and composing:  # nothing read it: its clauses composed (compose_en.py, compose_zh.py)
        task = composed_en(slots, core) or composed_zh(slots, core)
    if task is not None and unreadable_text(task.op, task.args):
        return None  # "👍🏽", "👨‍👩‍👧", "İ": one character to a reader, several to the sandbox (graphemes.py)
    return task


def _parse_first(texts: list[str], slots: Slots, context: dict[str, str] | None, unread: set[str],
                 composing: bool) -> Task | None:
    """The first of `texts` (the request written other ways) that reads, read."""
    return next((task for text in texts
                 if (task := _parse_rewritten(text, slots, context, unread, composing)) is not None), None)


def _parse_rewritten(text: str, slots: Slots, context: dict[str, str] | None, unread: set[str],
                     composing: bool = True) -> Task | None:
    """`text`, the request written another way, read; the words it sets aside located in the request as written."""
    if text in unread:
        return None  # read already for this request, into nothing
    found = mentions(text)
    task = _parse(text, found, context, unread, composing)
    if task is None:
        unread.add(text)
    elif "set_aside" in task.spans:
        removed = tuple(found.folded[start:end] for start, end in task.spans["set_aside"])
        task.spans["set_aside"] = spans_in(slots.folded, removed)
    return task


def _parse_slots(slots: Slots, core: str | None, context: dict[str, str] | None, unread: set[str],
                 composing: bool) -> Task | None:
    """`slots` read as written, `core` its core (`parse_slots` has it already: core_of costs ~40 µs)."""
    if "!!" in slots.text and _DOUBLE_FACTORIAL.search(slots.text):
        return None  # "5!!": the double factorial (5·3·1), or (5!)!? The sign does not say.
    task = _read_core(slots, core, context) if core is not None else None
    if task is None and slots.items and len(slots.text) <= MAX_FILLED_CHARS:
        # Not read as written: perhaps words around it that change nothing ("Hi! …, thanks"), set aside
        # (filler.py); they are on the task's spans, so a trace shows what the reading left out.
        aside = set_aside(slots.text, _ones(slots))
        if aside is not None and len(aside.text) <= MAX_FILLED_CHARS // 2:
            aside_core = core_of(aside.text)
            # The same core reads the same way: "…，在线等" set aside leaves the core already not read.
            task = _read_core(slots, aside_core, context) if aside_core != core else None
            if task is None and aside_core != core and (written := without_aside(slots, aside.text)) is not None:
                task = _parse_rewritten(written, slots, context, unread, composing)  # the clause readers, without them
            if task is not None:
                task.spans["set_aside"] = spans_in(slots.folded, aside.removed)
    if task is None and not slots.items:  # no value at all: a string op on unquoted text may apply
        return _unquoted_string_op(slots)
    return task


def _ones(slots: Slots) -> dict[str, str]:
    """The slots of a "one" written in a word ("一道题", "a question"): a filler sentence may hold one."""
    return {f"<n{k}>": item.raw for k, item in enumerate(slots.items)
            if isinstance(item, NumberMention) and item.raw in _ONE_WORDS and not item.percent}


_ONE_WORDS = frozenset({"一", "one"})


# "Mary’s car": a typographic apostrophe inside a word is the apostrophe the lexicon knows ("mary's"); a closing
# quote ends a word, so one between two letters is never a quote
_APOSTROPHE = re.compile(r"(?<=[A-Za-z])’(?=[A-Za-z])")


def _read_core(slots: Slots, core: str, context: dict[str, str] | None) -> Task | None:
    core = _APOSTROPHE.sub("'", core)
    task = read(slots, core, context)
    if task is None and len(slots.items) >= 2:  # "12*24, 12*25 and 12*26"
        task = read_batch(slots, core, lambda s, part: read(s, part, context))
    return task


def parse(text: str, found: Mentions | None = None, context: dict[str, str] | None = None) -> Task | None:
    """The sandbox operation `text` asks for, read completely, or None."""
    return _parse(text, found or mentions(text), context, set())


def _parse(text: str, found: Mentions, context: dict[str, str] | None, unread: set[str],
           composing: bool = True) -> Task | None:
    if WRITES_A_SLOT.search(found.folded):
        return None  # the request writes the reader's own placeholder ("<n0>"): not told apart from a slot
    return parse_slots(build_slots(text, found), context, unread, composing)


def parse_arithmetic(text: str) -> Task | None:
    """Only an arithmetic `expr` (the first parser's contract, kept for its callers)."""
    task = parse(text)
    return task if task is not None and task.op == "expr" else None


# --- string payloads written without quotes ------------------------------------------------

_UNQUOTED_REVERSE = re.compile(
    r"^(?:请|请你|帮我)?(?:把|将)\s*(?:字符串|单词|文本)?\s*(?P<raw>[^\"“”'‘’「」]{1,80}?)\s*"
    r"(?:反转|倒过来|倒序|颠倒过来|颠倒|反过来写|反过来)(?:写|输出|排列)?(?:是什么|后是什么)?[?？。.!！]*$"
    r"|^reverse (?:the )?(?:string|word) (?P<word>[^\s\"“”'‘’]\S*?)[?.!]*$"
    r"|^spell (?:this|the) word backwards?(?: \((?:example|e\.g\.)[^()]*\))?: (?P<spelled>[a-z]+)[?.!]*$"
)
_UNQUOTED_CASE = re.compile(
    r"^(?:请|请你|帮我)?(?:把|将)\s*(?P<raw>[a-z][a-z0-9 ,.!'-]{0,80}?)\s*(?:全部)?(?:转换?成|转为|变成|改成|转换为)"
    r"(?:全部)?(?P<case>大写|小写)(?:字母)?[?？。.!！]*$"
)
# "把这句话反转" names the payload instead of giving it: not a payload.
_DEICTIC = re.compile(r"[这那它其该此上下前后]|句话|段话|的话|说的|内容|名字|字符串|文本|单词")  # 他说的话: not given


def _unquoted_string_op(slots: Slots) -> Task | None:
    folded = slots.folded.strip()
    offset = len(slots.folded) - len(slots.folded.lstrip())
    m = _UNQUOTED_REVERSE.match(folded)
    if m:
        group = "raw" if m["raw"] is not None else "word" if m["word"] is not None else "spelled"
        start, end = m.span(group)
        payload = slots.original[start + offset:end + offset].strip()
        if payload and not _DEICTIC.search(payload) and "<" not in payload:
            return Task(op="str_reverse", args={"text": payload}, source="parser")
        return None
    m = _UNQUOTED_CASE.match(folded)
    if m:
        start, end = m.span("raw")
        payload = slots.original[start + offset:end + offset].strip()
        op = "str_upper" if m["case"] == "大写" else "str_lower"
        return Task(op=op, args={"text": payload}, source="parser") if payload else None
    return None
