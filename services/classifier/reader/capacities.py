"""Room read as contents: a capacity ("each bus holds 45 students", "can hold", "seats", "fits", "has room for",
"up to", "at most"; 能装, 可以装, 能坐, 最多坐, 限乘, 容纳) says how many fit, not how many are there. A product of it
gives the contents only where the request says the containers are full (full, filled, every seat taken; 装满,
坐满, 正好) or asks the room itself ("how many can the buses hold", 能装多少, 最多能坐多少); else the reading goes
slow ("The school needs 8 buses. How many students are going?"). Dividing by a room ("how many buses are
needed", 至少需要几辆) is no product and stays with its reader.

A bare "holds", "seats", "fits" or "sleeps" before its number is read as what one container has where the question
counts the containers itself ("A box holds 12 eggs. How many eggs are in 9 boxes?") or the story names them boxes of
the thing ("There are 4 boxes of crayons"). Containers emptied or poured out
("Tina emptied 9 bags. Each bag has 6 oranges") leave where their contents went unsaid: slow too, unless the
emptying itself is asked ("倒掉了2桶水，每桶15升，倒掉了多少升").
"""

from __future__ import annotations

import re

from dtlib.envelope import Task

# a room said with a modal or a bound; in Chinese a modal or a limit before the verb of holding (not 能装配)
_ROOM_EN = re.compile(r"\b(?:can|could)\s+(?:only\s+)?(?:hold|carry|contain|take|seat|fit|accommodate|sleep|"
                      r"transport)\b"
                      r"|\b(?:will|would)\s+(?:hold|contain|seat|fit|accommodate|sleep)\b|\b(?:has|have|had) room for\b"
                      r"|\bup to\s+\d|\bat most\s+\d|\bno more than\s+\d|\bmaximum\b|\bcapacity\b")
_ROOM_ZH = re.compile("(?:能|可以|可|最多|至多|限)(?:装(?!配)|坐|乘|载|住|放|运|关|盛|停)|容纳|容量|核载|额定|最多能|至多能")
# a bare verb before its number ("seats 12", not "rows of seats")
_BARE_ROOM_EN = re.compile(r"\b(?:holds|seats|fits|sleeps|accommodates)\s+\d")
_CONTAINERS_OF_EN = re.compile(r"\b\d+\s+[a-z]+\s+of\s+[a-z]+")  # "4 boxes of crayons": what they have, named
_FULL_EN = re.compile(r"\bfull\b|\bfilled\b|\bfilled up\b|\bpacked\b|\bevery (?:seat|bed|spot|place)\b|\bsold out\b")
_PART_FULL_EN = re.compile(r"\b(?:half|halfway|partly|partially|part)\b|%\s*full|\bpercent full\b")
_FULL_ZH = re.compile("满|正好|恰好")
_PART_FULL_ZH = re.compile("半满|一半|不满|没满|未满")
_ROOM_ASKED_EN = re.compile(r"\b(?:can|could|capacity|room|maximum|most|hold|fit|seat|contain|accommodate|sleep)\b")
_ROOM_ASKED_ZH = re.compile("能|可以|最多|至多|容纳|限")
_EMPTIED = re.compile(r"\b(?:emptied|empties|empty|poured out|pours out|dumped)\b|倒空|倒掉|倒出|倒光")
_EMPTYING_ASKED = re.compile(r"\b(?:empt|pour|dump)|倒")
_QUESTION_EN = re.compile(r"[^.!?]*\?\s*$|[^.!?]*$")
_NUMBER = re.compile(r"\d")
# the words that run the check in English (any Chinese request runs it)
ROOM_WORDS_EN = frozenset({"can", "could", "will", "would", "room", "up", "most", "more", "maximum", "capacity",
                           "holds", "seats", "fits", "sleeps", "accommodates", "emptied", "empties", "empty", "poured",
                           "pours", "dumped"})


def room_read_as_contents(task: Task, text: str) -> bool:
    """Whether `task` multiplies a room the request says into contents it never says are there (see the module)."""
    if not _multiplies(task):
        return False
    chinese = not text.isascii()
    lowered = text.lower()
    question = _question(lowered, chinese)
    if _EMPTIED.search(lowered) and not _EMPTYING_ASKED.search(question):
        return True  # "emptied 9 bags … how many does Tina have"; not "倒掉了2桶水 … 倒掉了多少升"
    said = _ROOM_ZH.search(text) if chinese else _ROOM_EN.search(lowered)
    bare = not chinese and not said and _BARE_ROOM_EN.search(lowered)
    if not said and not bare:
        return False
    if _said_full(lowered, chinese) or _room_asked(question, chinese):
        return False
    if bare and _CONTAINERS_OF_EN.search(lowered[:len(lowered) - len(question)]):
        return False  # "Each box holds 9 crayons. There are 4 boxes of crayons."
    return not (bare and _NUMBER.search(question))  # "How many eggs are in 9 boxes?": the containers, asked


def _multiplies(task: Task) -> bool:
    expression = task.args.get("expression") if task.op == "expr" else None
    return isinstance(expression, str) and "*" in expression and "/" not in expression and "ceil" not in expression


def _question(lowered: str, chinese: bool) -> str:
    if chinese:
        return re.split("[，,。；;！!]", lowered.rstrip("？?。 "))[-1]
    return _QUESTION_EN.search(lowered.strip()).group(0)


def _said_full(lowered: str, chinese: bool) -> bool:
    if chinese:
        return bool(_FULL_ZH.search(lowered)) and not _PART_FULL_ZH.search(lowered)
    return bool(_FULL_EN.search(lowered)) and not _PART_FULL_EN.search(lowered)


def _room_asked(question: str, chinese: bool) -> bool:
    return bool(_ROOM_ASKED_ZH.search(question) if chinese else _ROOM_ASKED_EN.search(question))
