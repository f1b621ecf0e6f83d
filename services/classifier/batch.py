"""Several computations asked in one request: "What are 12*24, 12*25 and 12*26?", "计算12+5、12-5和
12×5", "√16和√25分别是多少". They become one `batch` task: one sandbox call, one answer listing each
result, each value computed exactly.

Read only when it cannot be read another way: the request splits at its list separators (commas,
顿号, semicolons, then "and"/"和" inside the last item) into 2 to 10 parts, each part reads on its own
as one computation with numbers of its own, and together the parts use every number of the
request exactly once. A word that asks for one result over the parts ("in total", "一共", "which
is bigger", "相差") or anything else left over means the request is not a list of separate
computations: nothing is read, and it goes to the slow path.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from dtlib.envelope import Task

from .slots import SLOT, Slots

MAX_ITEMS = 10  # the sandbox's own limit for a batch
# Operations a list item may be; a story ("3 apples at $2 each") is never one item of a list.
ITEM_OPS = frozenset({"expr", "sqrt", "percent_of", "factorize", "is_prime", "convert", "date_diff",
                      "date_add", "weekday"})

_LIST_SEPARATOR = re.compile(r"\s*[,，;；、]\s*(?:and\s+|以及|和|还有)?\s*")
_AND = re.compile(r"\s+and\s+|\s*(?:以及|和|还有)\s*")
# "… 分别是多少", "… respectively": asks for each result, so nothing else is asked.
_EACH = re.compile(r"\s*(?:(?:分别|各)(?:是|等于|为)?(?:多少|几)?|respectively|each)\s*$")
# One result over the parts, or a comparison between them: not a list of separate results. An
# operator in words ("12*24 and 12*25 times 2", "3加4和5乘6") may apply to the whole list or to one
# item: read two ways, so not read.
_ONE_RESULT = re.compile(
    r"\b(?:total|totals|together|combined|altogether|in all|sum|sums|difference|product|compare|"
    r"bigger|larger|smaller|greater|less|more|than|which|whichever|between|"
    r"average|mean|ratio|plus|minus|times|multiplied|divided|over|squared|cubed|power|root)\b|"
    r"加|减|乘|除|次方|平方|立方|一共|总共|合计|共计|加起来|加在一起|相加|之和|的和|总和|总数|之差|的差|相差|差多少|"
    r"之积|的积|乘积|之商|的商|比较|哪个|哪一个|谁|更大|更小|大还是|小还是|多还是|少还是|平均|比")
# The request asks for the results: without it, "3/4和2/3" is two numbers written, not two computations.
_ASKED = re.compile(r"[?？=＝]|\b(?:what|whats|compute|calculate|evaluate|find|work out|solve|give)\b|"
                    r"算|多少|几|等于|求|是")
_OPERATION = re.compile(r"[-+*/^%()!√]|[a-z]{2,}\(")  # an expression that computes, not a bare number
# An arithmetic item is written in symbols.
_SYMBOL = re.compile(r"[-+*/^×÷%!√]")


def _parts(core: str, listed: list[str], reads: Callable[[str], Task | None]) -> list[str]:
    """`listed` (the core split at its list separators), its last item split at "and" where it
    does not read alone."""
    if len(listed) == 1:
        return _AND.split(core)
    if reads(listed[-1]) is None:  # "A, B and C": the last item holds two
        return [*listed[:-1], *_AND.split(listed[-1])]
    return listed


def _item(part: str, reads: Callable[[str], Task | None]) -> Task | None:
    """The one computation `part` is as an item of a list, or None."""
    task = reads(part) if SLOT.search(part) else None
    if task is None or task.op not in ITEM_OPS:
        return None
    if task.op == "expr" and not (_SYMBOL.search(part)
                                  and _OPERATION.search(str(task.args.get("expression", "")))):
        return None  # "12*24 and 7": a bare number is not a computation
    return task


def read_batch(slots: Slots, core: str, read: Callable[[Slots, str], Task | None]) -> Task | None:
    """The batch `core` asks for, or None. `read` reads one part (the compositional reader)."""
    if not slots.items or _ONE_RESULT.search(core) or not _SYMBOL.search(core) \
            or not _ASKED.search(slots.original.lower()):
        return None
    core = _EACH.sub("", core)
    readings: dict[str, Task | None] = {}

    def reads(part: str) -> Task | None:
        if part not in readings:
            readings[part] = read(slots, part)
        return readings[part]

    listed = _LIST_SEPARATOR.split(core)
    # Before the last item is read to see whether it splits at "and": what that split cannot mend.
    # Too many items, an item without a number, or an item before the last that is no computation
    # ("I have 3 cats, what is 12*24": the last is then not read at all).
    if len(listed) > MAX_ITEMS or not all(SLOT.search(p) for p in listed) \
            or any(_item(p, reads) is None for p in listed[:-1]):
        return None
    parts = _parts(core, listed, reads)
    # A story with commas ("原价100元，打8折后多少钱") has no operator symbol in any item.
    if not 2 <= len(parts) <= MAX_ITEMS or not all(SLOT.search(p) for p in parts) \
            or not any(_SYMBOL.search(p) for p in parts):
        return None
    used: list[tuple[str, str]] = []  # (kind, index) of each slot a part writes
    tasks: list[Task] = []
    for part in parts:
        task = _item(part, reads)
        if task is None:
            return None
        used += SLOT.findall(part)
        tasks.append(task)
    if len(used) != len(set(used)) or len(used) != len(slots.items):
        return None  # a number used twice, or one no part used
    if any(t.op == "convert" for t in tasks) and not all(t.op == "convert" for t in tasks):
        return None  # "How many grams is 3 kg and a half": the unit asked is of one amount, not a list's
    return Task(op="batch", args={"tasks": [{"op": t.op, "args": t.args} for t in tasks]}, source="parser")
