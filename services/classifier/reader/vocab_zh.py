"""Chinese words the lexicon does not know, by word class, from jieba's dictionary (independent of every corpus).

The lexicon (tokenizer.py, words.py) leaves a run of characters it does not know as one WORD ("老婆问我", "姑姑给了",
"上买纸巾"). Here such a stretch is split into words with their classes, from jieba's dictionary and its
part-of-speech tags (dict.txt ships in the package; nothing is downloaded): a thing noun, a person, a pronoun,
a verb, a measure word, a place, a time, or a stop. What a reader may take from a class, and only that:
- a person said by a kinship or role noun (姑姑, 表哥, 房东, 老板), as the readers take 小明 or 他: someone the
  story tells or does not tell, never a doing;
- a place or a time word that changes no amount.
A verb's direction (gain, loss, buying) never comes from a tag: an unknown verb still stops a reading
(roles_zh.py, role_words.py list the verbs by class). Negations, modal and hypothetical words are stops.

jieba is imported and its dictionary loaded on the first stretch asked of (about 1.6 s of CPU from jieba's cache, once per process, like
gender_guesser in pronouns.py); a stretch's split is kept (an LRU), about 30 µs the first time.
"""

from __future__ import annotations

import logging
import re
import warnings
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from .tokens import VALUE_OF, Tok, last_clause_start

# jieba's tags (its README, "词性标注"): n nouns, nr person names, ns places, s place words, f directions,
# t time words, r pronouns, v verbs, q measure words.
_CLASS_BY_TAG = {
    "n": "thing", "ng": "thing", "nz": "thing", "nt": "thing", "nw": "thing",
    "nr": "person", "nrfg": "person", "nrt": "person",
    "ns": "place", "s": "place", "f": "place",
    "t": "time", "tg": "time",
    "r": "pronoun", "rr": "pronoun",
    "q": "measure",
    "v": "verb", "vn": "verb", "vd": "verb", "vg": "verb", "vi": "verb", "vq": "verb",
}
# Words that change what is asked or whether it happened: never harmless, whatever their tag.
STOPS_ZH = frozenset({"不", "没", "没有", "别", "未", "无", "非", "如果", "假如", "假设", "要是", "万一", "倘若", "若",
                      "可能", "也许", "或许", "大概", "会", "将", "将要", "打算", "准备", "想", "要", "应该", "需要"})
# What a question asks instead of an amount: a share, a multiple, a mean or a rate (还剩几成, 是原价的几折).
SHARES_ASKED_ZH = ("百分之", "几分之", "几成", "几折", "倍", "平均", "率")
# Kinship said by the last character (表哥, 舅妈, 外婆, 老婆, 堂妹) or doubled (姑姑, 舅舅, 奶奶, 公公).
_KIN_LAST = frozenset("妈爸哥姐弟妹爷叔姨舅婶嫂婆")
_KIN_DOUBLED = _KIN_LAST | frozenset("奶姑伯公")
# A role said by its last character (店员, 厨师, 网友) or by the whole word; 老 + one character is a person
# only where jieba tags it so (老婆 n, 老家 n: the place is not).
_ROLE_LAST = frozenset("员师友")
_ROLES = frozenset({"老板", "老板娘", "房东", "房客", "租客", "邻居", "同事", "同学", "顾客", "客户", "客人", "医生", "学生",
                    "司机", "孩子", "儿子", "女儿", "老公", "外公", "先生", "太太", "阿姨", "姑娘", "闺蜜", "室友",
                    "店主", "老乡", "亲戚", "家人", "爸妈", "父母", "妻子", "丈夫", "孙子", "孙女", "侄子", "侄女", "外甥",
                    "父亲", "母亲", "嫂子", "姐夫", "妹夫", "弟媳", "同桌"})


@dataclass(frozen=True)
class WordZh:
    word: str
    kind: str  # thing, person, pronoun, verb, measure, place, time, stop, other


@lru_cache(maxsize=1)
def _tagger():  # noqa: ANN202 - jieba.posseg.POSTokenizer (the package has no types)
    with warnings.catch_warnings():  # jieba 0.42.1's own patterns are written with invalid escapes ("\\s")
        warnings.simplefilter("ignore", DeprecationWarning)
        warnings.simplefilter("ignore", SyntaxWarning)
        import jieba
        import jieba.posseg

    jieba.setLogLevel(logging.WARNING)  # not "Building prefix dict …" on stderr
    # The tagger jieba.posseg builds on import (`dt`, over jieba's default dictionary): a second
    # POSTokenizer would read dict.txt's tags again (0.4 s of CPU at each start, measured).
    return jieba.posseg.dt


@lru_cache(maxsize=4096)
def words_zh(stretch: str) -> tuple[WordZh, ...]:
    """`stretch` (Chinese characters) split into words with their classes, by jieba's dictionary alone
    (HMM off: no word jieba's dictionary does not hold is made up)."""
    return tuple(WordZh(pair.word, _kind(pair.word, pair.flag)) for pair in _tagger().cut(stretch, HMM=False))


def _kind(word: str, tag: str) -> str:
    if word in STOPS_ZH:
        return "stop"
    if word in _ROLES or tag in ("n", "nr", "nrfg", "nrt") and is_kin_or_role(word):  # jieba tags 邻居 v
        return "person"
    return _CLASS_BY_TAG.get(tag, "other")


def is_kin_or_role(word: str) -> bool:
    """"表哥", "姑姑", "房东", "店员": a noun that names a person by kinship or role (not 牛奶, 公司, 花生)."""
    return word in _ROLES or len(word) >= 2 and (word[-1] in _KIN_LAST or word[-1] in _ROLE_LAST
                                                 or word[-1] == word[-2] and word[-1] in _KIN_DOUBLED)


def kin_or_roles_zh(tokens: Iterable[Tok]) -> set[str]:
    """The persons said by a kinship or role noun in the tokens' Chinese words ("妻子卡里" → 妻子)."""
    return {w.word for t in tokens if t.type == "WORD" and has_cjk(t.value) for w in words_zh(t.value)
            if is_kin_or_role(w.word)}


def people_zh(stretch: str) -> tuple[str, ...]:
    """The persons `stretch` names (a kinship or role noun, a name jieba knows), in order."""
    return tuple(w.word for w in words_zh(stretch) if w.kind == "person")


def opens_with_person_zh(stretch: str) -> bool:
    """"女儿买菜", "闺蜜买包" (闺蜜: a role jieba's dictionary does not hold): a stretch that opens with a person said
    by a kinship or role noun."""
    return has_cjk(stretch[:1]) and (words_zh(stretch)[0].kind == "person" or stretch.startswith(_ROLES_STARTS))


_ROLES_STARTS = tuple(_ROLES)  # for str.startswith, made once


_CJK = re.compile("[\u4e00-\u9fff]")
_CLAUSE_MARKS = re.compile("[，,；;。！!？?\n]")


def clauses_zh(slotted: str) -> list[str]:
    """The clauses of a slotted Chinese request ("小明今年<n0>岁。<n1>年后小明几岁？"), its last mark dropped; a mark
    inside (，；。！？ or a new line) ends a clause, and two marks in a row make no empty one."""
    return [clause for clause in _CLAUSE_MARKS.split(slotted.rstrip("?？。.!！ ")) if clause]


_OPENERS_ZH = re.compile("^(?:请问|问|求)")


def question_opened_zh(clause: str) -> tuple[str, str]:
    """The word a teacher opens the question with (问, 请问, 求; "" where none) and the question after it: 问兔有几只 asks
    兔有几只."""
    opener = _OPENERS_ZH.match(clause)
    return ("", clause) if opener is None else (opener.group(), clause[opener.end():])


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None  # one search, not a generator step per character


def person_only_asked_zh(question: list[Tok], story: list[Tok]) -> bool:
    """Whether the question names a person by a kinship or role noun the story never says ("外婆给了我50元，
    姨妈给了我30元，表哥一共收到了多少元"): the amounts are someone else's. Only the question's unknown
    stretches are split, so a question of known words costs nothing here."""
    told = "".join(t.value for t in story)
    return any(person not in told for t in question if t.type == "WORD" and has_cjk(t.value)
               for person in people_zh(t.value))


def me_asked_of_anothers_buying_zh(tokens: list[Tok], named: Callable[[str], bool] = is_kin_or_role) -> bool:
    """"笔记本一本4元，妹妹买了3本，我花了多少元": 我 asked of a story where only a person by a kinship or role noun (or one
    `named` tells, 老王, 小明) buys."""
    start = last_clause_start(tokens)
    story, question = "".join(t.value for t in tokens[:start]), "".join(t.value for t in tokens[start:])
    return "我" in question and "我" not in story and any(
        t.type == "WORD" and nxt.type == "BUY_ZH" and (is_kin_or_role(t.value) or named(t.value))
        for t, nxt in zip(tokens, tokens[1:start]))


def tenths_asked_zh(tokens: list[Tok]) -> bool:
    """"还剩几成", "剩下的钱是几成", "几成钱": a share asked in tenths (成), never a count of a thing called 成 (jieba
    tags it a noun); no reader reads it, so a reading that took it as one answered another question."""
    return "几" in "".join(map(VALUE_OF, tokens)) \
        and any(t.value.endswith("几") and k + 1 < len(tokens) and has_cjk(tokens[k + 1].value[:1])
                and words_zh(tokens[k + 1].value)[0].word == "成" for k, t in enumerate(tokens))


# Time words that ask now or the start, whatever the story's times: not another time.
_NOW_OR_START_ZH = frozenset({"现在", "目前", "如今", "今天", "当前", "此刻", "后来", "这时", "本来", "当初", "起初", "原先"})
# Words jieba calls a time that name none: 平均下来, 一年下来 ("taken together").
_NO_TIME_ZH = frozenset({"下来"})


def time_only_asked_zh(question: list[Tok], story: list[Tok]) -> bool:
    """Whether the question names a time the story never says ("班里40人，女生占45%，去年女生有多少人", "… 明年呢"):
    the amounts told are of another time. Now and the start (现在, 本来) are asked of any story; a time counted (几晚,
    每天, 第二天) is a unit, not a when."""
    if not question or not story or question[0].pos < story[-1].pos:
        return False  # "过年红包一共收了多少：爸妈给了我2000元…": a question asked first frames the story after it
    told = "".join(t.value for t in story)
    return any(w.kind == "time" and len(w.word) > 1 and _COUNTING_TIME.isdisjoint(w.word) and w.word not in told
               and w.word not in _NOW_OR_START_ZH and w.word not in _NO_TIME_ZH for t in question if t.type == "WORD" and has_cjk(t.value) for w in words_zh(t.value))


# A time word that counts or repeats (每周, 一天, 半年, 第二天, 几年) says how much or how often: never dropped.
_COUNTING_TIME = frozenset("每第一二三四五六七八九十两半几多")


def leading_times_zh(head: str) -> str:
    """The time words at the start of a clause ("春节收到了50元", "国庆节小红买了15个"): when a thing happened,
    which changes no amount told after it; "" where the clause starts otherwise."""
    if not has_cjk(head[:1]):
        return ""
    times = ""
    for word in words_zh(head):
        if word.kind != "time" or len(word.word) < 2 or not _COUNTING_TIME.isdisjoint(word.word):
            break
        times += word.word
    return times


# Kin named by their place against the speaker, oldest first: a grandparent is older than a parent, a parent than an
# elder sibling or cousin (哥哥, 表姐), and they than a younger one (妹妹, 堂弟); "妹妹比姐姐大4岁" is not read.
_AGE_RANK_ZH = {**dict.fromkeys(("爷爷", "奶奶", "外公", "外婆", "姥姥", "姥爷"), 3),
                **dict.fromkeys(("爸爸", "妈妈", "父亲", "母亲"), 2),
                **dict.fromkeys(("哥哥", "姐姐", "表哥", "表姐", "堂哥", "堂姐"), 1),
                **dict.fromkeys(("弟弟", "妹妹", "表弟", "表妹", "堂弟", "堂妹"), -1)}


def kin_out_of_order(one: str, other: str, older: bool) -> bool:
    """"妹妹比姐姐大", "哥哥比弟弟小", "弟弟的年龄是哥哥的2倍": `one`, said older than `other` (`older`) or younger, is
    kin whose place says the other way."""
    if one not in _AGE_RANK_ZH or other not in _AGE_RANK_ZH or _AGE_RANK_ZH[one] == _AGE_RANK_ZH[other]:
        return False
    return (_AGE_RANK_ZH[one] > _AGE_RANK_ZH[other]) != older
