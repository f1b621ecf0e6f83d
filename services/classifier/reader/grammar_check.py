"""Whether the grammar reads a whole token list, from the tokens' types alone: the LALR(1) tables lark built for
grammar.lark, run on the types with a stack of states and nothing else.

An LALR parser's moves depend on the token types only (the values go into the tree, never into a choice), so this
run fails exactly where lark's would: at a type the state does not take (lark raises UnexpectedToken; `parsed`
stops before feeding it), or at the end where the input is not whole. Most requests the value readers read fail
after a few tokens (reader/__init__.py `parsed`); this run turns them away without lark's interactive session, its
Token objects and the tree nodes its reductions build, and lark then parses only the token lists it reads, as before.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

from lark import Lark
from lark.parsers.lalr_analysis import Shift

_END = "$END"


class GrammarCheck:
    """The parse tables of one parser, run on token types (`reads`)."""

    def __init__(self, parser: Lark) -> None:
        conf = parser.parse_interactive().parser_state.parse_conf
        self.states = conf.states  # state → {type or rule name → (Shift, state) or (Reduce, rule)}
        self.start, self.end = conf.start_state, conf.end_state

    def reads(self, types: Iterable[str]) -> bool:
        """Whether the parser takes every type in turn and then the end, as lark's `feed_token` / `feed_eof` do."""
        states, stack = self.states, [self.start]
        for kind in chain(types, (_END,)):
            move = states[stack[-1]].get(kind)  # a type the state does not take: `parsed` stops before feeding it
            while move is not None and move[0] is not Shift:  # reductions, until the type shifts
                rule = move[1]
                if rule.expansion:
                    del stack[-len(rule.expansion):]
                stack.append(states[stack[-1]][rule.origin.name][1])
                if kind == _END and stack[-1] == self.end:
                    return True  # the start rule reduced at the end: the whole list read
                move = states[stack[-1]].get(kind)
            if move is None or kind == _END:
                return False  # lark: UnexpectedToken (it asserts no end is shifted; the tables never ask it)
            stack.append(move[1])
        return False
