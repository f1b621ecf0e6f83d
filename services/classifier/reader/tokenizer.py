"""The tokenizer: slotted text → raw typed tokens.

The request arrives slotted (slots.py): values are `<n0>`, `<p1>`, `<d2>`, `<q3>` ... `raw_tokens` turns
that text into a list of typed tokens: slots keep their kind, each known word or phrase (words.py) becomes
its type (the longest surface wins), and any other run of letters or characters becomes WORD, which only a
few frames accept (names and item nouns in word problems): everywhere else an unknown word makes the request
unread, so it goes slow. Three passes finish the raw tokens: 要 asked of someone is no price (`_asked_for`),
有几个月 asks months (`_months_asked`), 重多少 compares only after 比 (`_comparisons_after_bi`). settle.py
turns raw tokens into the ones the grammar (grammar.lark) reads.
"""

from __future__ import annotations

import re

from .tokens import TYPE_OF, Tok
from .words import WORDS

_SLOT_TYPES = {"n": "NUM", "p": "PCT", "o": "ORD", "d": "DATE", "q": "QUOTE", "t": "TIME"}


def _compile() -> tuple[dict[str, str], dict[str, tuple[int, ...]]]:
    """surface → type, and the first two characters → the lengths of the surfaces of two or more
    characters that start with them (longest first, then 1 when the first character alone is a
    surface): a longest match is a few dictionary look-ups per position. (A common first character,
    多 or t, starts up to 37 lengths; two characters only a few.)"""
    surfaces: dict[str, str] = {}
    for kind, forms in WORDS.items():
        for form in forms:
            key = re.sub(r"\s+", " ", form)
            if surfaces.setdefault(key, kind) != kind:
                raise ValueError(f"{key!r} is both {surfaces[key]} and {kind}: one surface, one type")
    lengths: dict[str, set[int]] = {}
    for key in surfaces:
        if len(key) > 1:
            lengths.setdefault(key[:2], set()).add(len(key))
    return surfaces, {two: (*sorted(ls, reverse=True), *((1,) if two[0] in surfaces else ())) for two, ls in lengths.items()}


_SURFACES, _LENGTHS_BY_TWO = _compile()
_ONE_CHARACTER = {ch: (1,) for ch in _SURFACES if len(ch) == 1}  # where no longer surface starts

# Nouns listed as WORD win over an operator word that would take their first character:
# "的商品" is 的 + 商品, not 的商 (a quotient) + 品.
_NOUNS: dict[str, tuple[str, ...]] = {}
for _noun in WORDS["WORD"]:
    if not "a" <= _noun[0] <= "z":
        _NOUNS[_noun[0]] = (*_NOUNS.get(_noun[0], ()), _noun)


def _splits_noun(text: str, pos: int, length: int) -> bool:
    end = min(pos + length, len(text))
    return any(k + len(noun) > end and text.startswith(noun, k)
               for k in range(pos + 1, end) for noun in _NOUNS.get(text[k], ()))
_SPACES = re.compile(r"\s+")
_SLOT_AT = re.compile(r"<[npodqt]\d+>")
_LATIN_WORD = re.compile(r"[a-z][a-z0-9'\-]*")
_IGNORED = frozenset(" :：\t\n")


def is_latin(ch: str) -> bool:
    return "a" <= ch <= "z"


# The English surfaces by the letters they start with (their first word), longest first: a word start tries
# only the surfaces that start with that very word, not the dozen sharing its first two letters ("th", "co").
# The same as trying those: a surface that ends inside the word is refused (English words match whole words).
_LETTERS = re.compile(r"[a-z]*")
_LENGTHS_BY_FIRST_WORD: dict[str, tuple[int, ...]] = {}
for _surface in sorted({s for s in _SURFACES if is_latin(s[0])}, key=len, reverse=True):
    _first = _LETTERS.match(_surface).group()  # type: ignore[union-attr]
    if len(_surface) not in _LENGTHS_BY_FIRST_WORD.get(_first, ()):
        _LENGTHS_BY_FIRST_WORD[_first] = (*_LENGTHS_BY_FIRST_WORD.get(_first, ()), len(_surface))


def _months_asked(tokens: list[Tok]) -> list[Tok]:
    """"3 年有多少个月", "有几个月": the 个 is the month's (个月), so the question is "有" "多少" "个月", not
    the count of a letter (有多少个) followed by 月."""
    out = list(tokens)
    for i in range(len(out) - 1):
        t, month = out[i], out[i + 1]
        if t.type == "CHUXIAN" and t.value in ("有几个", "有多少个") and month.type == "MONTH_UNIT" \
                and month.value == "月" and month.pos == t.pos + len(t.value):
            out[i:i + 2] = [Tok("YOU", "有", t.pos), Tok("HOW_MANY", t.value[1:-1], t.pos + 1),
                            Tok("MONTH_UNIT", "个月", month.pos - 1)]
            break
    return out


def _is_cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _joined_across_a_space(text: str, pos: int, last: Tok) -> tuple[Tok, int] | None:
    """"12 乘 以 24", "等 于 多 少": a Chinese word typed with a space inside it is that word (the longest
    that the characters before and after the space make), and reading goes on after it."""
    if not last.value or not _is_cjk(last.value[-1]) or last.pos + len(last.value) != pos - 1:
        return None
    for k in range(4, 0, -1):
        after = text[pos:pos + k]
        if len(after) == k and all(map(_is_cjk, after)) and (kind := _SURFACES.get(last.value + after)) is not None:
            # placed so that it ends where its last character does, as every token does
            return Tok(kind, last.value + after, pos + k - len(last.value + after)), pos + k
    return None


def raw_tokens(text: str) -> list[Tok]:
    text = _SPACES.sub(" ", text)
    out: list[Tok] = []
    pos, size = 0, len(text)
    while pos < size:
        ch = text[pos]
        if ch in _IGNORED:
            pos += 1
            continue
        if ch == "<":
            slot = _SLOT_AT.match(text, pos)
            if slot is not None:
                out.append(Tok(_SLOT_TYPES[text[pos + 1]], slot.group(), pos))
                pos = slot.end()
                continue
        latin = "a" <= ch <= "z"  # is_latin and _is_cjk written inline: the loop runs once per character
        if out and text[pos - 1] == " " and "\u4e00" <= ch <= "\u9fff":
            joined = _joined_across_a_space(text, pos, out[-1])
            if joined is not None:
                out[-1], pos = joined
                continue
        found = None
        lengths = _LENGTHS_BY_FIRST_WORD.get(_LETTERS.match(text, pos).group(), ()) if latin \
            else _LENGTHS_BY_TWO.get(text[pos:pos + 2]) or _ONE_CHARACTER.get(ch, ())
        for length in lengths:  # longest first
            piece = text[pos:pos + length]
            kind = _SURFACES.get(piece)
            if kind is None:
                continue
            # English words match whole words only
            if latin and pos and "a" <= text[pos - 1] <= "z":
                continue
            if "a" <= piece[-1] <= "z" and pos + length < size and ("a" <= text[pos + length] <= "z"
                                                                  or text[pos + length].isdigit()):
                continue
            if kind != "WORD" and not latin and length > 1 and _splits_noun(text, pos, length):
                continue
            found = Tok(kind, piece, pos)
            break
        if found is not None:
            out.append(found)
            pos += len(found.value)
            continue
        if latin:
            word = _LATIN_WORD.match(text, pos).group()  # type: ignore[union-attr]
            out.append(Tok("WORD", word, pos))
            pos += len(word)
            continue
        if "\u4e00" <= ch <= "\u9fff" and out and out[-1].type == "WORD" \
                and out[-1].pos + len(out[-1].value) == pos \
                and (not is_latin(out[-1].value[0]) or len(out[-1].value) == 1):
            last = out.pop()  # unknown characters run together into one WORD ("T恤", "U盘": a letter too)
            out.append(Tok("WORD", last.value + ch, last.pos))
        else:
            out.append(Tok("WORD", ch, pos))
        pos += 1
    return _comparisons_after_bi(_months_asked(_asked_for(_measures_after_counts(out) if "场" in text else out)))


# A measure word only right after a count or 每 (四场比赛, 每场进3个球); elsewhere the character ends or starts a noun
# (商场, 操场, 到场), so the lexicon cannot list it alone.
_MEASURES_AFTER_COUNTS = ("场",)


def _measures_after_counts(tokens: list[Tok]) -> list[Tok]:
    out: list[Tok] = []
    for t in tokens:
        if t.type == "WORD" and t.value.startswith(_MEASURES_AFTER_COUNTS) and out and out[-1].type in ("NUM", "MEI") \
                and out[-1].pos + len(out[-1].value) == t.pos:
            out.append(Tok("MEASURE", t.value[0], t.pos))
            if len(t.value) > 1:
                out.append(Tok("WORD", t.value[1:], t.pos + 1))
        else:
            out.append(t)
    return out


def _asked_for(tokens: list[Tok]) -> list[Tok]:
    """"我问老婆要了10元", "老婆问我要了10元", "师傅要了我50元": 要 done (要了) or asked of someone (问/向/跟 X 要) is a
    taking whose direction the words decide, not a price ("要10元"): an unknown word, so it stops a reading."""
    at = [i for i, t in enumerate(tokens) if t.value == "要" and t.type == "YAO"]  # most requests: none
    if not at:
        return tokens
    out = list(tokens)
    for i in at:
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.type == "WORD" and following.value.startswith("了") \
                or i and tokens[i - 1].type == "WORD" and any(w in tokens[i - 1].value[:-1] for w in "问向跟"):
            out[i] = Tok("WORD", "要", tokens[i].pos)
    return out


_COMPARED = frozenset({"BIGGER_ASK", "SMALLER_ASK"})


def _comparisons_after_bi(tokens: list[Tok]) -> list[Tok]:
    """"A比B重多少" asks how much heavier; "20箱苹果重多少千克" asks how heavy: 重多少 (长多少, 高多少 …)
    compares only after a 比, and is otherwise a word and its question."""
    if _COMPARED.isdisjoint(map(TYPE_OF, tokens)):
        return tokens
    out: list[Tok] = []
    for t in tokens:
        if t.type in _COMPARED and not any(x.type == "BI" for x in out):
            word, rest = t.value[0], t.value[1:]
            if out and out[-1].type == "WORD" and out[-1].pos + len(out[-1].value) == t.pos \
                    and not is_latin(out[-1].value[0]):
                last = out.pop()  # "段最" "长": unknown characters run together into one WORD
                word = last.value + word
            out += [Tok("WORD", word, t.pos - len(word) + 1), Tok(_SURFACES.get(rest, "WORD"), rest, t.pos + 1)]
        else:
            out.append(t)
    return out
