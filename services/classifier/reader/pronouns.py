"""A he/she/他/她 that the story's people do not settle: "Ann reads 20 pages per hour. How many pages does he
read in 3 hours?" — "he" is not Ann, so the reading (which takes a pronoun for the story's one doer) would
answer of someone else. The readers know no names' genders; this check does, and sends slow a request whose
gendered pronoun does not pick exactly one named person:

- English first names by `gender-guesser` (0.4.0, its name list ships in the wheel, loaded once a process):
  a name is of a sure gender only where the package says "male"/"female" everywhere and in the US and
  Britain alike, where it counts the name there at all (Alex, Jordan, Sam, Mary's "mostly_female": unsure; Marco,
  Aisha, Omar, never counted in Britain: of the gender the rest says); Mr/Mrs/Ms/Miss say it too; a name
  the package does not know is no one here (the readers' old behaviour); where no one is named, kinship and
  gendered words (my mom, a girl, Grandpa) are the people, of their gender, and beside a rate they count as
  people ("Lucy's dad earns …": whose rate?); a word that is a name as well (Will, May, June) is a person where
  it does something ("Will earns", "does Will earn"), not in "In May, …";
- Chinese: the textbook names' convention (小明, 小刚 boys; 小红, 小丽 girls) is no library, so only that
  closed list and the kinship words (妈妈, 哥哥 …) have a gender; any other 小X name (小华, 小林) is unsure;
- the pronoun picks the one person named who can be of its gender (not surely of the other): "Sam … he" is
  Sam, "Ann … he" is no one, "Tom … Ann … him" is Tom, "Tom … Sam … him" is either; a story that names
  no one leaves the pronoun to its one doer ("She buys 5"), as before, unless the speaker tells it ("I earn $18 an
  hour. How much does she earn in 40 hours?": she is no one the story tells);
- the one picked compared with the pronoun in its own clause ("Ann has 5 more than her", 小红比她多) is no
  one else, so that goes slow too; so do pronouns of both genders in one request ("Tom has 20 apples. He
  gives Ann 8. How many does she have?": the readers take every pronoun for the one doer), 她们 beside a
  boy, 它 in a story that starts with a person, and a he/she where no one is named but a machine is ("A printer
  prints 25 pages per minute. How many pages does he print?");
- a rate beside two people named ("Tom earns $10 per hour. Ann works 4 hours": whose rate?), and "it" or
  "they" asked to do something in a story of people and no machine ("Ann reads … does it read").
"""

from __future__ import annotations

import re
from functools import lru_cache

from .tokens import DETERMINERS, WORD_RUN, starts_of
from .machine_doings import names_a_machine
from .reported_en import reported_before
from .role_words import SPEAKER_EN
from .subject_possessives_en import possessives_of_subjects
from .vocab_en import PEOPLE_NOUNS_EN, PERIOD_WORDS_EN, POSSESSIVES_EN

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
    "is", "are", "was", "were", "has", "have", "had", "me", "us", "how", "why", "where", "who", "which", "whose",
    "please", "now", "today", "so", "also", "than", "not", "no", "yes", "calculate", "compute", "max", "min"}
    | DETERMINERS | set(_PRONOUNS_EN) | set(_TITLES))
_WORD_EN = re.compile(r"\b[A-Z][a-z]+\b")
_SAINT_EN = re.compile(r"\bSt\.? [A-Z]")
_PRONOUN_EN = re.compile(r"\b(?:he|him|his|himself|she|her|hers|herself)\b", re.IGNORECASE)
# "him", and "her" after these, is an object: never the one its own clause names ("Ben gave him 18")
_BEFORE_OBJECT_EN = frozenset({"to", "from", "with", "than", "at", "by", "gave", "gives", "give", "told", "tells",
                               "asked", "asks", "paid", "pays", "sent", "sends", "lent", "lends", "owes", "owed",
                               "bought", "buys", "showed", "shows", "helped", "helps", "handed", "hands"})
_AFTER_OBJECT_EN = frozenset({"some", "a", "an", "the", "more", "all", "any", "each", "half", "one", "two", "three",
                              "four", "five", "six", "seven", "eight", "nine", "ten", "and", "how", "if", "now"})
_CLAUSE_EN = re.compile(r"[^,.;?!]+")
_THING_DOER_EN = re.compile(r"\b(?:does|did|do|can|could|will|would) (it|they) (?!take|takes|cost|costs|be|mean)[a-z]+")
_WORD_OR_MARK_EN = re.compile(r"[a-z0-9$]+|[,.;?!]")
_RATE_PERIODS_EN = ("hour", "minute", "second", "day", "week", "month", "year")
_RATE_EN = re.compile(rf"\bper\b|\b(?:an?|each|every) (?:{'|'.join(_RATE_PERIODS_EN)})\b|\b(?:"
                      + "|".join(PERIOD_WORDS_EN) + r")\b")  # "$15 hourly" is "$15 per hour" (vocab_en.py)
# The words an English story must say for `pronoun_unsettled` to find anything (a he or she, an it or they doing, a
# rate): guards.py's trigger
NEEDED_WORDS_EN = frozenset({*_PRONOUNS_EN, "it", "they", "per", *_RATE_PERIODS_EN, *PERIOD_WORDS_EN})

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
# A doubled name at a clause's start (明明有20颗糖, 丽丽每小时走4千米): a person of unknown gender; not the
# doubled adverbs (天天, 常常 …) a clause may start with
_DOUBLED_NAME_ZH = re.compile(r"(?:^|(?<=[，,。？?！!；;]))(([一-龥])\2)(?=有|每|买|做|读|看|跑|走|存|花|用|带|拿|吃|写|打|骑|开|和|比|给|又|再|还)")
_DOUBLED_NOT_NAMES_ZH = frozenset({"天天", "常常", "刚刚", "渐渐", "慢慢", "偷偷", "往往", "人人", "个个", "年年", "月月",
                                   "处处", "早早", "好好", "悄悄", "默默", "轻轻", "静静", "整整", "足足", "仅仅", "白白",
                                   "稍稍", "多多", "统统", "时时", "日日", "夜夜", "家家", "户户", "样样", "件件", "次次"})
_CLAUSE_ZH = re.compile(r"[^，,。？?！!；;]+")
_BEFORE_OBJECT_ZH = ("比", "给", "给了", "和", "跟", "向", "对", "同", "帮", "送", "送了", "借", "借了")


@lru_cache(maxsize=1)
def _detector():  # noqa: ANN202 - gender_guesser.detector.Detector (the package has no types)
    import gender_guesser.detector as gender_guesser

    return gender_guesser.Detector(case_sensitive=False)


@lru_cache(maxsize=4096)  # the same few names come back request after request: 3 look-ups of 13 µs each
def _gender_of_name(name: str) -> str | None:
    """m/f for a name that leans one way everywhere (Mary: "mostly_female" in every list), ? for one of
    either gender (Alex, Jordan, Casey), None for a word the package knows as no name."""
    if name.lower() in _NOT_NAMES:
        return None
    detector = _detector()
    said = {detector.get_gender(name)} | {detector.get_gender(name, country) for country in ("usa", "great_britain")
                                          if _listed_in(detector, name, country)}
    said.discard("unknown")
    if not said:
        return None
    if said <= {"male", "mostly_male"}:
        return _MALE
    return _FEMALE if said <= {"female", "mostly_female"} else _UNSURE


def _listed_in(detector, name: str, country: str) -> bool:  # noqa: ANN001 - gender_guesser.detector.Detector
    """Whether the package counts the name in that country at all: it answers "andy" both for a name of either
    gender there and for one it has no count of there (Marco, Aisha in Britain), and only the first is unsure."""
    column = detector.COUNTRIES.index(country)
    return any(counts[column] != " " for counts in detector.names.get(name.lower(), {}).values())


def is_person_name(word: str) -> bool:
    """Whether a word is a first name the package knows ("Mary", "tom"; not "will" or "may" where _NOT_NAMES says so)."""
    return _gender_of_name(word) is not None


def may_be_called(word: str, pronoun: str) -> bool:
    """Whether a he/him/his or she/her pronoun may point at `word`: a name of that gender or of either ("Ann": not
    "his"), or a noun of a person ("his father": which one the pronoun means is the noun's own word)."""
    gender = _PRONOUNS_EN.get(pronoun)
    named = _gender_of_name(word)
    return gender is None or named is None or named in (gender, _UNSURE)


def _people_en(text: str) -> list[tuple[int, str, str]]:
    """(where, name, gender) of each mention of a person: a name the package knows, a title's, or a word that
    is a name where it does something ("Will earns", "does Will earn")."""
    people = []
    titled = False
    for m in _WORD_EN.finditer(text):
        word = m.group(0)
        if titled:
            titled = False  # "Mrs. Smith": the title said who she is; "St. Mary's school": a saint's, a place
            continue
        if word == "St":
            titled = True
            continue
        gender = _TITLES.get(word.lower())
        titled = gender is not None
        gender = gender or _gender_of_name(word) or _gender_of_word_name(text, m)
        if gender is not None:
            people.append((m.start(), word, gender))
    return people


def _roles_en(lowered: str) -> list[tuple[int, str, str]]:
    """(where, word, unsure) of each person said by a noun of no gender ("my friend", "the tutor", "her cousin")."""
    return [(m.start(), m.group(0), _UNSURE) for m in re.finditer(r"[a-z]+", lowered)
            if m.group(0) in PEOPLE_NOUNS_EN and m.group(0) not in _KIN_EN]


def _kin_en(text: str) -> list[tuple[int, str, str]]:
    """(where, word, gender) of each kinship or gendered word of a person ("my mom", "a girl", "Grandpa")."""
    if not text.isascii():  # the pattern's IGNORECASE folds letters beyond ASCII (ſ, K) that .lower() leaves
        return [(m.start(), m.group(0), _KIN_EN[m.group(0).lower()]) for m in _KIN_WORD_EN.finditer(text)]
    # ASCII: a kinship word is a whole run of word characters; one scan of the runs costs a tenth of the pattern's
    # (of the text lowered once: its runs are where the text's are)
    return [(m.start(), text[m.start():m.end()], _KIN_EN[m.group(0)]) for m in WORD_RUN.finditer(text.lower())
            if m.group(0) in _KIN_EN]


# Words that are names too (Will, May, June): a name where it does something — before a verb of the
# present or past ("Will earns", "May has") or capitalised after a question's auxiliary ("does Will earn")
# — and not a month after "in" ("In May, …").
_DOING_AFTER = re.compile(r"\s+(?:[a-z]+(?:s|ed)|has|had|is|was|got|ran|ate|gave|saw|made|took|bought|sold|spent|"
                          r"paid|read|won|lost|found|drove|rode|wrote|keeps|kept)\b")
_ASKING_BEFORE = re.compile(r"\b(?:does|did|do|can|could|will|would|should|has|had|is|was|and|than|to|gave|gives)\s+$")


def _gender_of_word_name(text: str, m: re.Match) -> str | None:
    word = m.group(0)
    if word.lower() not in _NAME_WORDS or text[max(0, m.start() - 3):m.start()].lower() == "in ":
        return None
    if not (_DOING_AFTER.match(text, m.end()) or _ASKING_BEFORE.search(text[:m.start()])):
        return None
    return _NAME_WORDS[word.lower()]


_NAME_WORDS = {"will": _MALE, "may": _FEMALE, "june": _FEMALE, "april": _FEMALE, "august": _MALE}
# Kinship and other words of a person of one gender ("my mom", "a girl", "Grandpa"): the people where no one is
# named, and people beside a rate.
_KIN_EN = {**dict.fromkeys(("mom", "mum", "mommy", "mother", "grandma", "grandmother", "granny", "sister", "aunt",
                            "daughter", "wife", "girl", "woman", "lady", "queen", "niece", "girlfriend", "granddaughter",
                            "stepmom", "stepmother", "waitress", "actress", "hostess", "princess", "stewardess", "nun",
                            "bride", "widow"), _FEMALE),
           **dict.fromkeys(("dad", "daddy", "father", "grandpa", "grandfather", "brother", "uncle", "son", "husband",
                            "boy", "man", "gentleman", "king", "nephew", "boyfriend", "grandson", "stepdad",
                            "stepfather", "prince", "monk", "widower"), _MALE)}
_KIN_WORD_EN = re.compile(r"\b(?:" + "|".join(_KIN_EN) + r")\b", re.IGNORECASE)


def _people_zh(text: str) -> list[tuple[int, str, str]]:
    people = []
    for m in _PERSON_ZH.finditer(text):
        word = m.group(0)
        gender = _KIN_ZH.get(word) or (_MALE if word[1] in _BOYS_ZH else _FEMALE if word[1] in _GIRLS_ZH
                                       else None if word[1] in _NOT_NAMES_ZH else _UNSURE)
        if gender is not None:
            people.append((m.start(), word, gender))
    people += [(m.start(1), m.group(1), _UNSURE) for m in _FULL_NAME_ZH.finditer(text)]
    doubled = {m.group(1) for m in _DOUBLED_NAME_ZH.finditer(text)} - _DOUBLED_NOT_NAMES_ZH - set(_KIN_ZH)  # 妈妈 is kin
    people += [(at, name, _UNSURE) for name in doubled for at in starts_of(text, name)]
    return sorted(people)


def _clause_at(clauses: re.Pattern, text: str, at: int) -> range:
    return next(range(c.start(), c.end()) for c in clauses.finditer(text) if c.start() <= at < c.end())


def _other(gender: str) -> str:
    return _FEMALE if gender == _MALE else _MALE


def _picks_one(people: list[tuple[int, str, str]], at: int, gender: str, own_clause: range | None) -> bool:
    """Whether a pronoun of `gender` at `at` can be exactly one person: one named before it, not surely of the
    other gender, and not named in its own clause where it is an object (`own_clause`)."""
    return len(_could_be(people, at, gender, own_clause)) == 1


def _could_be(people: list[tuple[int, str, str]], at: int, gender: str, own_clause: range | None) -> set[str]:
    other = _FEMALE if gender == _MALE else _MALE
    return {name for where, name, g in people
            if where < at and g != other and not (own_clause is not None and where in own_clause)}


def pronoun_unsettled(text: str) -> bool:
    """Whether a he/she/他/她 of `text` does not pick exactly one of the people it names (see the module)."""
    # every Chinese pattern needs a CJK character: an ASCII story skips them
    return not text.isascii() and _unsettled_zh(text) or _unsettled_en(text)


# A rate of a person's own (每小时走4千米, 每天存5元): beside another person named, whose is it?
_RATE_ZH = re.compile("每个?(?:小时|分钟|分|秒|天|日|周|星期|月|年|季度)")
_OBJECT_MARKS_ZH = ("给", "比", "向", "对", "帮", "问", "送", "借", "跟", "同", "给了", "送了", "借了")


def _only_an_object(text: str, people: list[tuple[int, str, str]], name: str, at: int) -> bool:
    """Whether every mention of `name` before `at` is an object (给了小明, 比小明): not the one the story
    counts for, whom a reading takes a pronoun for."""
    return all(text[:where].endswith(_OBJECT_MARKS_ZH) for where, n, _ in people if n == name and where < at)


# 阿明, 阿花; 老王, 老李: people of either gender (阿姨 is kin)
_CALLED_ZH = re.compile("阿(?!姨)[一-龥]|老[王李张刘陈杨赵黄周吴徐孙胡朱高何郭罗梁宋郑谢韩唐冯董程曹袁邓许沈曾彭吕苏卢蒋蔡]")
# the one speaking, where a clause starts with 我 (我每天跑5千米, 爸爸…，我跑了3天)
_SPEAKER_ZH = re.compile(r"(?:^|(?<=[，,。？?！!；;]))我(?!们)")
# a person said by a possessive who only asks or calls, or anyone asking me: the speaker tells the story ("My wife
# asked me: I had …", "Ann asked me: I had …")
_ASKER_EN = re.compile(r"\b(?:my|our) [a-z]+ (?:asked|asks|called|calls|said|says|told|tells|wants to know|wondered)\b"
                       r"|\b[a-z]+ (?:asked|asks) (?:me|us)\b")
_SPEAKER_DOES_EN = re.compile(r"\b(?:i|we) (?:had|have|spent|paid|earned|worked|bought|got|made|saved|slept|ran)\b")
_OWNED_ZH = re.compile("([他她])的?[那这]")  # 他那件, 她这个: his or her one
_ASKS_ZH = ("问", "说", "想知道")  # 他问我: the one asking, not one in the story


_GIVEN_TO_EN = ("gave ", "gives ", "give ", "sent ", "sends ", "handed ", "hands ", " to ")


def _only_given_to_en(lowered: str, people: list[tuple[int, str, str]], name: str, at: int) -> bool:
    """Whether every mention of `name` before `at` is the one given to ("he gave Fred 16", "sent 5 to Fred"): no
    doer of the story, whom a he or she after it stands for (h/add25)."""
    return all(lowered[:where].endswith(_GIVEN_TO_EN) for where, n, _ in people if n == name and where < at)


def _only_an_owner(text: str, people: list[tuple[int, str, str]], name: str, at: int) -> bool:
    """Whether every mention of `name` before `at` owns what follows (小明的妈妈每天存5元: the mother's rate)."""
    return all(text.startswith("的", where + len(n)) for where, n, _ in people if n == name and where < at)


def _persons_zh(text: str, people: list[tuple[int, str, str]]) -> set[str]:
    """The people a story names, once each: not 外婆家 (a place), 周一 (a day), nor the 阿姨 of 李阿姨; with
    阿明, 老王 and a clause's 我."""
    spans = [(where, where + len(name)) for where, name, _ in people]
    named = {name for where, name, _ in people
             if not text.startswith("家", where + len(name)) and not re.match("周[一二三四五六日末]", name)
             and not any(a <= where and where + len(name) <= b and (a, b) != (where, where + len(name)) for a, b in spans)
             and not _only_an_owner(text, people, name, len(text))}
    return named | set(_CALLED_ZH.findall(text)) | ({"我"} if _SPEAKER_ZH.search(text) else set())


_ASKED_FIRST_ZH = re.compile(r"([^？?]+)[？?](.+)")


def _question_last_zh(text: str) -> str:
    """"他一共付了多少钱？我买了3本书，每本12元。": a question without a number asked before its story is read after
    it (as reader._question_first reads it), so the clause asked is the question's."""
    m = _ASKED_FIRST_ZH.fullmatch(text.strip())
    if m is None or re.search(r"[\d０-９]", m.group(1)) or not re.search(r"[\d０-９]", m.group(2)) or "?" in m.group(2) \
            or "？" in m.group(2):
        return text
    return f"{m.group(2).rstrip('。.！! ')}，{m.group(1)}？"


def _unsettled_zh(text: str) -> bool:
    text = _question_last_zh(text)
    people = _people_zh(text)
    rates = len(_RATE_ZH.findall(text))
    if len(_persons_zh(text, people)) > rates >= 1:
        return True  # "小明每小时走4千米，小红走了3小时", 小明的妈妈每天存5元，小明存了30天
    if "她们" in text and any(g == _MALE for _, _, g in people):
        return True
    if _IT_ZH.search(text) and people and people[0][0] == 0 and not names_a_machine(text):
        return True  # "小明每小时走5千米，它…": a story of people; 我的小狗 … 它 is the dog
    if not people and _they_asked_of_the_speakers_story(text):
        return True  # "每本笔记本4.5元，我买了8本，他们要付多少钱": they are no one the story tells
    pronouns = list(_PRONOUN_ZH.finditer(text))
    if len({m.group(1) for m in pronouns}) > 1:
        return True
    question_at = max(text.rstrip("？?。！! ").rfind(mark) for mark in "，,。？?")
    owned = _OWNED_ZH.search(text, max(question_at, 0))
    if owned and owned.group(1) not in text[:owned.start()]:
        return True  # "原价500元涨了20%，他那件现在多少元": his one, asked of someone the story never tells
    if pronouns and not people and _LENDER_ZH.search(text):
        pronouns = [m for m in pronouns if not _a_creditor_zh(text, m)]  # "跟朋友借了3万 … 还差他多少": the lender
    if pronouns and not people:  # "St. Mary's school has $50 … can she buy": a saint's name is a place's, no one's
        # "每支笔3元，我买了4支，他买了多少元": the speaker tells it, and 他 asked is someone untold (not 他问我: the asker)
        return names_a_machine(text) or _SAINT_EN.search(text) is not None \
            or _SPEAKER_ZH.search(text[:max(question_at, 0)]) is not None \
            and any(m.start() > question_at and not text.startswith(_ASKS_ZH, m.end()) for m in pronouns)
    for m in pronouns:
        clause = _clause_at(_CLAUSE_ZH, text, m.start())
        is_object = m.start() > clause.start and text[clause.start:m.start()].endswith(_BEFORE_OBJECT_ZH)
        gender = _MALE if m.group(1) == "他" else _FEMALE
        if not _picks_one(people, m.start(), gender, clause if is_object else None):
            return True
        picked = next(name for where, name, g in people if where < m.start() and g != _other(gender)
                      and not (is_object and where in clause))
        if not is_object and _only_an_object(text, people, picked, m.start()):
            return True  # "小红有20颗糖，给了小明5颗，他现在有几颗": 小明's own count is not told
        if not is_object and rates and _only_an_owner(text, people, picked, m.start()):
            return True  # "小明的妈妈每天存5元，他存了30天": the rate is the mother's
    return False


# a lender the speaker borrowed from, named by a role (朋友, 同事, 室友): 他 / 她 after what is owed or paid is that lender
_LENDER_ZH = re.compile(r"(?:跟|向|找|从)[^，,。？?借]{1,6}?借了")
_OWED_TO_ZH = ("还差", "还欠", "欠", "还了", "还给", "还要还", "还得还")


def _they_asked_of_the_speakers_story(text: str) -> bool:
    """他们 / 她们 asked (not asking: 他们问) where the speaker tells the story and no group of people is told before."""
    at = max(text.rstrip("？?。！! ").rfind(mark) for mark in "，,。？?")
    they = re.search(r"[他她]们(?!问|说|想知道)", text[max(at, 0):])
    return at > 0 and they is not None and _SPEAKER_ZH.search(text[:at]) is not None \
        and re.search(r"[他她我咱]们", text[:at]) is None


def _a_creditor_zh(text: str, m: re.Match[str]) -> bool:
    """他 / 她 as the one owed or paid back ("还差他多少", "还了他45块"): the lender the story tells, no doer of it."""
    return text[:m.start()].endswith(_OWED_TO_ZH) and text[m.start():m.start() + 3] not in ("他们", "她们")


# "Mia is 9 and her brother is 4 years older than her": "and" before a possessive's person starts another clause, of
# another subject, so the one named before it may be the object after it (not "Ann has 5 more than her")
_AND_ANOTHER_SUBJECT_EN = re.compile(r"\band (?=(?:his|her) [a-z]+ )")


def _own_clause_en(lowered: str, at: int) -> range:
    clause = _clause_at(_CLAUSE_EN, lowered, at)
    joined = [m.end() for m in _AND_ANOTHER_SUBJECT_EN.finditer(lowered, clause.start, at)]
    return range(joined[-1], clause.stop) if joined else clause


def _unsettled_en(text: str) -> bool:
    lowered = text.lower()
    pronouns = list(_PRONOUN_EN.finditer(text))
    owned = possessives_of_subjects(text, pronouns, _people_en(text)) if pronouns else set()
    pronouns = [m for m in pronouns if m.start() not in owned]  # "If Lisa gives all of her pencils": Lisa's own
    genders = {_PRONOUNS_EN[m.group(0).lower()] for m in pronouns}
    if len(genders) > 1:
        return True
    if not genders and not _THING_DOER_EN.search(lowered) and not _RATE_EN.search(lowered):
        return False
    named, kin = _people_en(text), _kin_en(text)
    names = {name for _, name, _ in named}
    doer = _THING_DOER_EN.search(lowered)
    said = re.findall(r"[a-z]+", lowered)
    words = set(said)
    # the people beside a rate: names, kinship words, a person said by a possessive and a role noun ("my tutor"; not
    # "4 families share it"), and the speaker where "I" or "we" does something
    persons = {name.lower() for name in names} | {word.lower() for _, word, _ in kin} \
        | {w if w in PEOPLE_NOUNS_EN else w[:-1] for owner, w in zip(said, said[1:])
           if owner in POSSESSIVES_EN and (w in PEOPLE_NOUNS_EN or w[:-1] in PEOPLE_NOUNS_EN)} \
        | ({"i"} if not words.isdisjoint({"i", "we"}) else set())
    if len(persons) > 1 and _RATE_EN.search(lowered) \
            or names and not names_a_machine(text) and doer is not None and (doer.group(1) == "it" or len(names) == 1):
        return True  # "Tom earns $10 per hour. Ann works 4 hours", "I earn $15 an hour. My mom works 3 hours": whose?
    people = named or kin  # "My mom earns … does he earn": with no one named, the kinship words are the people
    if pronouns and not people and _LENDER_ZH.search(text):
        pronouns = [m for m in pronouns if not _a_creditor_zh(text, m)]  # "跟朋友借了3万 … 还差他多少": the lender
    if pronouns and not people:  # "St. Mary's school has $50 … can she buy": a saint's name is a place's, no one's
        # "I earn $18 an hour. How much does she earn": the speaker tells it, and he or she is someone untold
        # (not "my mechanic … he": a person said by a role noun)
        return names_a_machine(text) or _SAINT_EN.search(text) is not None \
            or not SPEAKER_EN.isdisjoint(words) and PEOPLE_NOUNS_EN.isdisjoint(words | {w[:-1] for w in words})
    if not words.isdisjoint({"i", "we"}) and any(m.group(0).lower() in ("he", "she") for m in pronouns):
        return True  # "I had $2000, sent Mom $500, and she sent $200 back": she is not the speaker the readers act for
    if pronouns and _ASKER_EN.search(lowered) and _SPEAKER_DOES_EN.search(lowered):
        return True  # "My wife asked me: I had $200 and spent $75, how much does she have left?": the asker's or mine?
    for m in pronouns:
        word = m.group(0).lower()
        found = _WORD_OR_MARK_EN.search(lowered, m.end())  # the next word or mark, not all of the rest split
        before, after = lowered[:m.start()].rsplit(None, 1)[-1:], [found.group()] if found else []
        # "gave her 5", "than her.": an object; "to her party": hers
        is_object = word == "him" or word == "her" and before and before[0] in _BEFORE_OBJECT_EN \
            and (not after or after[0] in _AFTER_OBJECT_EN or after[0][0] in "0123456789$,.;?!")
        clause = _own_clause_en(lowered, m.start()) if is_object else None
        # the he or she a saying reports may be a person said by a kinship word as well as the one named ("Mia told
        # her mom she had 18", "Zoe's aunt said she had 20": Mia or her mom, Zoe or her aunt)
        reported = word in ("he", "she") and reported_before(lowered, m.start())
        subject_people = sorted(named + kin + _roles_en(lowered)) if reported else people
        could_be = _could_be(subject_people, m.start(), _PRONOUNS_EN[word], clause)
        if word in ("he", "she") and len(could_be) > 1:  # "Tom has 30, he gave Fred 16 … does he have": Tom
            could_be = {n for n in could_be if not _only_given_to_en(lowered, subject_people, n, m.start())}
        owned = _KIN_WORD_EN.match(lowered, m.end() + 1)
        if owned:  # "his father": whoever he is, not the father
            could_be = {name for name in could_be if name.lower() != owned.group(0)}
        if len(could_be) != 1:
            return True
    return False
