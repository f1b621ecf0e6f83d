"""An amount added or taken off by its name alone: 买3个杯子每个12元，再加运费，总共多少; 工资8000，扣掉社保，
到手多少. The reading counts only the numbers written, so the charge named without one would be left out
of the answer; the request goes slow, whichever reader read it. "再加上8元运费", "加运费8元" say their
number in the same clause and are not this.
"""

from __future__ import annotations

from .lexicon import Tok

_OPERATIONS = frozenset({"PLUS", "MINUS"})
_CLAUSE_ENDS = frozenset({"COMMA", "ASK", "DUOSHAO_QIAN", "HOW_MANY"})


def amount_added_unsaid(tokens: list[Tok]) -> bool:
    """Whether an operation word (加, 加上, 减去, 扣掉) takes a thing named in words, with no number in its clause."""
    for i, t in enumerate(tokens):
        if t.type not in _OPERATIONS or t.value.isascii():  # "3.5 km -> m": a sign, not 加 or 减
            continue
        end = next((k for k in range(i + 1, len(tokens)) if tokens[k].type in _CLAUSE_ENDS), len(tokens))
        operand = tokens[i + 1:end]
        if operand and operand[0].type == "WORD" and operand[0].value not in _PARTICLES \
                and not any(x.type == "NUM" for x in operand):
            return True
    return False


_PARTICLES = frozenset({"了", "掉", "掉了", "去", "去了"})  # 减了多少钱: the operation asked, not an operand
