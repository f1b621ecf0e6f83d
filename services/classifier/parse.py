"""The first parser: a request that is only an arithmetic expression plus a question phrase
becomes a sandbox `expr` task. Anything else is not parsed (and so goes to the slow path)."""

from __future__ import annotations

import re
import unicodedata

from dtlib.envelope import Task

_LOOKALIKES = str.maketrans({"×": "*", "✕": "*", "÷": "/", "−": "-", "–": "-", "（": "(", "）": ")"})
_PREFIX = re.compile(r"^(what\s+is|what's|how\s+much\s+is|calculate|compute|请计算|计算|算一下)\s*",
                     re.IGNORECASE)
_SUFFIX = re.compile(r"\s*(=\s*\?|=|等于多少|等于几|是多少|得多少|等于|\?|？)*\s*$")
_EXPRESSION = re.compile(r"^[\d\s.+\-*/()%^]+$")
_OPERATOR = re.compile(r"\d\s*[+\-*/%^]\s*[\d(]|\)\s*[+\-*/^]")


def parse_arithmetic(text: str) -> Task | None:
    folded = unicodedata.normalize("NFKC", text).translate(_LOOKALIKES).strip()
    body = _SUFFIX.sub("", _PREFIX.sub("", folded)).strip()
    if not body or not _EXPRESSION.match(body) or not _OPERATOR.search(body):
        return None
    return Task(op="expr", args={"expression": body.replace("^", "**")}, source="parser")
