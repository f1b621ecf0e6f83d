"""A package asked that the story never tells (issue 15): 一包纸巾有100抽，一提有10包，一箱有多少抽 tells 包 and 提, and
asks of a 箱 whose size is never said, so 100×10 answers another question. Where the story tells what one measure
holds (一<measure>有N), the question's 一<measure>有多少 must name a measure the story has told; otherwise any reading goes
slow. 一共, 一起 and the like are no measure."""

from __future__ import annotations

import re

from .vocab_zh import clauses_zh

_ASKED = re.compile(r"一([^\d\s一每有是能装多少几，,。？?]{1,2}?)(?:里|中)?(?:一共|共|总共)?(?:有|是|能装|装)?(?:多少|几)")
_NO_MEASURE = frozenset({"共", "起", "样", "下", "些", "点", "直", "定", "般"})
_TOLD = re.compile(r"一\S{1,2}?(?:里|中)?(?:有|是|能装|装)(?:\d|<[a-z]\d+>)")


def container_asked_untold(text: str) -> bool:
    """Whether the (original) Chinese request's last clause asks of one measure the rest of it never names."""
    clauses = [c for c in clauses_zh(text) if c.strip()]
    if len(clauses) < 2:
        return False
    asked = _ASKED.search(clauses[-1])
    if asked is None:
        return False
    measure = asked.group(1)
    story = "".join(clauses[:-1])
    return measure[:1] not in _NO_MEASURE and measure not in story and _TOLD.search(story) is not None
