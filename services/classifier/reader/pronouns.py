"""A he/she/他/她 that the story's people do not settle: "Ann reads 20 pages per hour. How many pages does he
read in 3 hours?" — "he" is not Ann, so the reading (which takes a pronoun for the story's one doer) would
answer of someone else. The readers know no names' genders; this check does, and sends slow a request whose
gendered pronoun does not pick exactly one named person:

- English first names by `gender-guesser` (0.4.0, its name list ships in the wheel, loaded once a process):
  a name is of a sure gender only where the package says "male"/"female" everywhere and in the US and
  Britain alike (Alex, Jordan, Sam, Mary's "mostly_female": unsure); Mr/Mrs/Ms/Miss say it too; a
  capitalised word that is no English word (lemminflect knows no lemma) is a name of unknown gender;
- Chinese: the textbook names' convention (小明, 小刚 boys; 小红, 小丽 girls) is no library, so only that
  closed list and the kinship words (妈妈, 哥哥 …) have a gender; any other 小X name (小华, 小林) is unsure;
- the pronoun picks one when exactly one person named is surely of its gender and no one named is unsure;
  a story that names no one leaves the pronoun to its one doer ("She buys 5"), as before;
- the one picked compared with the pronoun in its own clause ("Ann has 5 more than her", 小红比她多) is no
  one else, so that goes slow too; so do pronouns of both genders in one request ("Tom has 20 apples. He
  gives Ann 8. How many does she have?": the readers take every pronoun for the one doer), 她们 beside a
  boy, 它 where only people are named, and a he/she where no one is named but a machine is ("A printer
  prints 25 pages per minute. How many pages does he print?");
- a rate beside two people named ("Tom earns $10 per hour. Ann works 4 hours": whose rate?), and "it" or
  "they" asked to do something in a story of people and no machine ("Ann reads … does it read").
"""

from __future__ import annotations

import re
from functools import lru_cache

from lemminflect import getAllLemmas

from .machine_doings import names_a_machine

_MALE, _FEMALE, _UNSURE = "m", "f", "?"
_PRONOUNS_EN = {"he": _MALE, "him": _MALE, "his": _MALE, "himself": _MALE,
                "she": _FEMALE, "her": _FEMALE, "hers": _FEMALE, "herself": _FEMALE}
_TITLES = {"mr": _MALE, "mrs": _FEMALE, "ms": _FEMALE, "miss": _FEMALE}
# Capitalised words that are no one: the calendar's names (May, June, April are names too) and words a
# sentence starts with.
_NOT_NAMES = frozenset({
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "the", "a", "an",
    "if", "how", "what", "each", "every", "will", "can", "could", "would", "should", "then", "there", "this",
    "that", "these", "those", "after", "before", "when", "find", "it", "they", "we", "you", "i", "one", "some",
    "all", "on", "in", "at", "for", "from", "of", "to", "by", "with", "and", "or", "but", "so", "do", "does", "did",
    "is", "are", "was", "were", "has", "have", "had"} | set(_PRONOUNS_EN) | set(_TITLES))
_WORD_EN = re.compile(r"\b([A-Z][a-z]+)\b(?:'s)?")
_THAN_PRONOUN_EN = re.compile(r"\bthan (him|her)\b")
_THING_DOER_EN = re.compile(r"\b(?:does|did|do|can|could|will|would) (it|they) [a-z]+")
_RATE_EN = re.compile(r"\bper\b|\b(?:an?|each|every) (?:hour|minute|second|day|week|month|year)\b")

# The textbook convention: these 小X are boys or girls; another 小X with a name's character is unsure.
_BOYS_ZH = frozenset("明刚强军亮伟杰虎龙勇峰磊波超斌涛鹏飞")
_GIRLS_ZH = frozenset("红丽芳美兰玲英燕雪娟婷梅霞萍静娜莉慧")
# 小X words that are no one's name (小时, 小朋友 …): not a person of unknown gender
_NOT_NAMES_ZH = frozenset("时学朋孩组数于猫狗兔猴鸟鸡鸭羊牛马熊鱼车卖区店河路块盒箱瓶袋桶杯碗球刀船型号部计麦吃草树"
                          "花蚂动同伙张王李刘陈杨赵黄周吴徐孙胡朱高何郭罗米")
_KIN_ZH = {"爸爸": _MALE, "爷爷": _MALE, "哥哥": _MALE, "弟弟": _MALE, "叔叔": _MALE, "伯伯": _MALE, "舅舅": _MALE,
           "外公": _MALE, "男孩": _MALE, "男生": _MALE, "妈妈": _FEMALE, "奶奶": _FEMALE, "姐姐": _FEMALE,
           "妹妹": _FEMALE, "阿姨": _FEMALE, "姑姑": _FEMALE, "外婆": _FEMALE, "女孩": _FEMALE, "女生": _FEMALE}
_PERSON_ZH = re.compile("小[一-龥]|" + "|".join(_KIN_ZH))
_PRONOUN_ZH = re.compile(r"(?<!其)([他她])(?![们])")
_IT_ZH = re.compile(r"它(?!们)")
# A full name at a clause's start (李华每天存6元, 王老师有): a person of unknown gender
_FULL_NAME_ZH = re.compile(r"(?:^|(?<=[，,。？?！!；;]))([王李张刘陈杨赵黄周吴徐孙胡朱高何郭罗梁宋郑谢韩唐冯董程曹袁邓许"
                           r"沈曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范石姚谭廖邹熊金陆郝孔崔康毛邱秦江史顾侯邵孟段"
                           r"雷钱汤尹黎易常武乔贺赖龚][一-龥]{1,2}?)(?=有|每|买|做|读|看|跑|走|存|花|用|带|拿|吃|写|打|骑|开|和|比)")
_CLAUSE_ZH = re.compile(r"[^，,。？?！!；;]+")


@lru_cache(maxsize=1)
def _detector():  # noqa: ANN202 - gender_guesser.detector.Detector (the package has no types)
    import gender_guesser.detector as gender_guesser

    return gender_guesser.Detector(case_sensitive=False)


def _gender_of_name(name: str) -> str | None:
    """m/f for a name of a sure gender, ? for an unsure one, None for a word that is no name."""
    lowered = name.lower()
    if lowered in _NOT_NAMES:
        return None
    detector = _detector()
    said = {detector.get_gender(name), detector.get_gender(name, "usa"), detector.get_gender(name, "great_britain")}
    if said == {"unknown"}:
        return None if getAllLemmas(lowered) else _UNSURE
    return {frozenset({"male"}): _MALE, frozenset({"female"}): _FEMALE}.get(frozenset(said - {"unknown"}), _UNSURE)


def _people_en(text: str) -> dict[str, str]:
    people: dict[str, str] = {}
    words = _WORD_EN.findall(text)
    titled = False
    for word in words:
        if titled:
            titled = False  # "Mrs. Smith": the title said who she is
            continue
        title = _TITLES.get(word.lower())
        if title is not None:
            people[word], titled = title, True
            continue
        gender = _gender_of_name(word)
        if gender is not None:
            people[word] = gender
    return people


def _people_zh(text: str) -> dict[str, str]:
    people: dict[str, str] = {}
    for m in _PERSON_ZH.finditer(text):
        word = m.group(0)
        if word in _KIN_ZH:
            people[word] = _KIN_ZH[word]
        elif word[1] in _BOYS_ZH:
            people[word] = _MALE
        elif word[1] in _GIRLS_ZH:
            people[word] = _FEMALE
        elif word[1] not in _NOT_NAMES_ZH:
            people[word] = _UNSURE
    for m in _FULL_NAME_ZH.finditer(text):
        people.setdefault(m.group(1), _UNSURE)
    return people


def _picked(people: dict[str, str], gender: str) -> str | None:
    """The one person a pronoun of `gender` can be, or None where it may be none or several of them."""
    if _UNSURE in people.values():
        return None
    matching = [name for name, g in people.items() if g == gender]
    return matching[0] if len(matching) == 1 else None


def pronoun_unsettled(text: str) -> bool:
    """Whether a he/she/他/她 of `text` does not pick exactly one of the people it names (see the module)."""
    return _unsettled_zh(text) or _unsettled_en(text)


def _unsettled_zh(text: str) -> bool:
    people = _people_zh(text)
    if "她们" in text and _MALE in people.values():
        return True
    if _IT_ZH.search(text) and people and not names_a_machine(text):
        return True
    pronouns = {m.group(1) for m in _PRONOUN_ZH.finditer(text)}
    if len(pronouns) > 1:
        return True
    if not pronouns:
        return False
    if not people:
        return names_a_machine(text)
    for m in _PRONOUN_ZH.finditer(text):
        picked = _picked(people, _MALE if m.group(1) == "他" else _FEMALE)
        if picked is None:
            return True
        clause = next(c.group(0) for c in _CLAUSE_ZH.finditer(text) if c.start() <= m.start() < c.end())
        if text[m.start() - 1:m.start()] == "比" and picked in clause:
            return True
    return False


def _unsettled_en(text: str) -> bool:
    lowered = text.lower()
    genders = {_PRONOUNS_EN[w] for w in re.findall(r"[a-z]+", lowered) if w in _PRONOUNS_EN}
    if len(genders) > 1:
        return True
    if not genders and not _THING_DOER_EN.search(lowered) and not _RATE_EN.search(lowered):
        return False
    people = _people_en(text)
    doer = _THING_DOER_EN.search(lowered)
    if len(people) > 1 and _RATE_EN.search(lowered) or people and not names_a_machine(text) and doer is not None \
            and (doer.group(1) == "it" or len(people) == 1):
        return True  # "Tom earns $10 per hour. Ann works 4 hours": Tom's rate; "Ann reads … does it read"
    if not genders:
        return False
    if not people:
        return names_a_machine(text)
    for gender in genders:
        picked = _picked(people, gender)
        if picked is None:
            return True
        for sentence in re.split(r"(?<=[.?!])\s+", text):
            than = _THAN_PRONOUN_EN.search(sentence.lower())
            if than is not None and _PRONOUNS_EN[than.group(1)] == gender and picked in sentence:
                return True
    return False
