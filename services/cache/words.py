"""The words of a question that the second look and the match score compare: content words
(English words crudely stemmed; Chinese by character pairs), opposite pairs, and names."""

from __future__ import annotations

import re

_WORD = re.compile(r"[a-z][a-z']+")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_NAME = re.compile(r"(?<![.?!]\s)(?<!^)\b[A-Z][a-zA-Z]+\b")

STOPWORDS = frozenset("""
a about above after again all am an and any are as at be been being below between both but by can
could did do does doing down during each few for from further had has have having he her here hers
him his how i if in into is it its just me more most my myself no nor not now of off on once only
or other our ours out over own same she should so some such than that the their them then there
these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours please thanks thank hi hello hey tell know need want
like get got im i'm i'd i've it's that's what's can't don't dont cant could'd id ive ok okay also
just still really much many way help let lets something anything someone one way
""".split())

# Chinese is written without spaces and the project has no word segmenter: a Chinese content word
# is a pair of neighbouring characters (退款多久到账 → 退款, 款多, 多久, 久到, 到账), taken after
# the function words below are cut out (a lone character left between them is a word of its own:
# 改, 用). The single characters cut are particles and pronouns; 会, 要, 能 stay (会员 is a word).
ZH_FUNCTION_WORDS = tuple(sorted("""
怎么 怎样 怎么样 什么 如何 为什么 为啥 哪里 哪儿 哪些 哪个 多少 可以 能不能 能否 是否 请问 一下
我们 你们 他们 我的 你的 我想 我要 想要 这个 那个 一个 需要 的话 还是 或者 没有 有没有 吗 呢 吧 啊 呀 嘛 哦 的 了
我 你 您 是 把 也 都 就
""".split(), key=len, reverse=True))
_ZH_FUNCTION = re.compile("|".join(ZH_FUNCTION_WORDS))

# Opposites: a question with one of them is not answered by a question with the other.
OPPOSITES: tuple[tuple[str, str], ...] = (
    ("enable", "disable"), ("activate", "deactivate"), ("lock", "unlock"), ("freeze", "unfreeze"),
    ("open", "close"), ("start", "stop"), ("add", "remove"), ("increase", "decrease"),
    ("raise", "lower"), ("subscribe", "unsubscribe"), ("block", "unblock"), ("buy", "sell"),
    ("deposit", "withdraw"), ("send", "receive"), ("sent", "received"), ("before", "after"), ("import", "export"), ("upload", "download"),
    ("accept", "decline"), ("approve", "reject"), ("win", "lose"), ("max", "min"),
    ("maximum", "minimum"), ("first", "last"), ("early", "late"), ("earn", "spend"),
    ("login", "logout"), ("link", "unlink"), ("install", "uninstall"), ("hot", "cold"),
    ("开通", "关闭"), ("开启", "关闭"), ("冻结", "解冻"), ("绑定", "解绑"), ("存款", "取款"),
    ("提高", "降低"), ("增加", "减少"),
)


def content_words(text: str) -> set[str]:
    """Its words less the stop words, each cut to a crude stem (changed, changes → chang), and
    its Chinese content words (`chinese_words`)."""
    folded = text.casefold()
    return {_stem(w) for w in _WORD.findall(folded) if w not in STOPWORDS} | chinese_words(folded)


def chinese_words(text: str) -> set[str]:
    """The pairs of neighbouring Chinese characters once function words are cut out, and a
    character left alone between them."""
    words = set()
    for run in _CJK_RUN.findall(text):
        for piece in _ZH_FUNCTION.split(run):
            if len(piece) == 1:
                words.add(piece)
            words.update(piece[i:i + 2] for i in range(len(piece) - 1))
    return words


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


_ENGLISH_OPPOSITES = frozenset(m for pair in OPPOSITES for m in pair if m.isascii())
_CHINESE_OPPOSITES = tuple(sorted({m for pair in OPPOSITES for m in pair if not m.isascii()}))


def opposites_in(text: str) -> set[str]:
    """The members of opposite pairs the text holds (whole words in English, substrings in
    Chinese)."""
    folded = text.casefold()
    found = set(_ENGLISH_OPPOSITES.intersection(_WORD.findall(folded)))
    if _CJK_RUN.search(folded):
        found.update(m for m in _CHINESE_OPPOSITES if m in folded)
    return found


def names_in(text: str) -> set[str]:
    """Capitalised words not at the start of a sentence: places, products, people."""
    return {m.group(0).casefold() for m in _NAME.finditer(text.strip())}
