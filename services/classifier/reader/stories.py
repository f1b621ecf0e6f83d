"""Word problems: stories of amounts (有 … 花了 … 还剩) and chains of rates (一周有7天 …), read as
one clause list whose question decides the reading (Builder mixes these in)."""

from __future__ import annotations

import re

from lark import Token

from dtlib.envelope import Task
from dtlib.perception import NumberMention
from dtlib.unit_names import money_unit

from .bill_people import named_person
from .units import canonical_unit, dimension_of
from .value_units import proper_fraction, story_unit, unit_key
from .values import PRODUCT, Refuse, SUM, UNIT_TOKENS, V, binary_operation

# Who a clause is about, when it is said with a pronoun: the story's one actor.
_PRONOUNS = frozenset({"i", "he", "she", "they", "we", "you", "it", "我", "他", "她", "它", "他们", "她们", "我们"})
# The speaker and the one spoken to are never a third person named in the story.
_SPEAKERS = {"i": "i", "we": "we", "you": "you", "我": "i", "我们": "we", "你": "you", "你们": "you"}
_GIVING = re.compile(r"给|送|gave|give|sent|send|hand")
_BUYING = re.compile(r"买|购|订")
_SELLING = re.compile(r"卖|售")



def _actor(c: list, verbs: tuple[str, ...], first: bool = False) -> str:
    """The word right before the clause's verb ("小红花了", "小明还剩"): who it is about; with
    `first`, only a word that opens the clause ("how many apples do I have" names no one)."""
    for i, x in enumerate(c):
        if isinstance(x, Token) and x.type in verbs:
            before = c[i - 1] if i and (i == 1 or not first) else None
            if not isinstance(before, Token) or before.type != "WORD":
                return ""
            word = _ADVERBS.sub("", str(before))
            return "" if word.startswith(_PURPOSES) else word
    return ""


def _asker(tokens: list) -> str:
    """The pronoun inside a question word ("how many do I have", "does he have left"): who is asked about."""
    words = next((str(t).split() for t in tokens if t.type == "LEFT_ASK"), [])
    return next((w for w in words if w in _PRONOUNS), "")


# The words that name the whole before "是多少" ("全班是多少", "现在是多少"): the total, not a group.
_WHOLE = ("全", "总", "一共", "共", "现在", "如今", "这时", "最后", "他", "她", "我", "它", "they", "it", "now", "total",
          "altogether")
# A word before the verb that says what the money went on ("买书花了", "购物花了"), not who spent it.
_PURPOSES = ("买", "购")
_ADVERBS = re.compile(r"(已经|又|先|再|还|都|也|一共|总共)+$")


def _same_thing(word: str) -> str:
    """"apples" and "apple" name one thing; "页没看" (pages not read) counts pages."""
    word = re.split("[没未]", word)[0]
    return word[:-1] if word.isascii() and len(word) > 3 and word.endswith("s") else word


def _noun_by_value(c: list) -> str:
    """The word written right before or after a clause's amount ("苹果树162棵", "有162棵苹果树")."""
    for i, x in enumerate(c):
        if not isinstance(x, Token):
            before = c[i - 1] if i and isinstance(c[i - 1], Token) and c[i - 1].type == "WORD" else None
            after = c[i + 1] if i + 1 < len(c) and isinstance(c[i + 1], Token) and c[i + 1].type == "WORD" else None
            return str(before or after or "")
    return ""


class StoryRules:
    """One-step word problems."""

    # --- stories: "小明有303元，花了75元，还剩多少元" ---

    def story_start(self, c: list) -> tuple:
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        return ("start", self._values(c)[0], words[0] if words else "", _noun_by_value(c), _actor(c, ("YOU", "BUY_ZH")))

    def story_change(self, c: list) -> tuple:
        verb = next(t for t in c if isinstance(t, Token) and t.type in ("SPEND", "ADD_MORE"))
        values = self._values(c)
        if not values:
            raise Refuse("a change without its amount")
        if verb.type == "ADD_MORE" and _BUYING.search(str(verb)) and money_unit(values[0].unit):
            # "我有50元，又买了20元的文具": money paid for a buying is spent, not more money (issue 15, h/redteam_zh29)
            raise Refuse("money paid for a buying")
        if verb.type == "SPEND" and _SELLING.search(str(verb)) and money_unit(values[0].unit):
            raise Refuse("money got for a selling")  # "我有50元，卖掉了20元的旧玩具": money comes in
        return ("spend" if verb.type == "SPEND" else "add", values[0], _actor(c, ("SPEND", "ADD_MORE")),
                _noun_by_value(c), str(verb), _given_to(c, verb))

    def story_change_more(self, c: list) -> tuple:  # "buys 49 more"
        return ("add", self._values(c)[0], "", "")

    def rate_times_time(self, c: list) -> Task:  # "a car travels at 7 km per hour for 21 hours"
        speed, duration = self._values(c)[:2]
        per = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS][-1]
        if not speed.unit or unit_key(per) != duration.unit:
            raise Refuse("a speed and a time in the same unit")
        return Task("expr", {"expression": f"{speed.text}*{duration.text}"}, source="parser")

    def price_per_each(self, c: list) -> Task:  # "pencils cost $60 per pack. what do 4 packs cost?"
        price, count = self._values(c)[:2]
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "WORD"]
        if len(words) < 3 or words[-1].rstrip("s") != words[1].rstrip("s") or count.unit:
            raise Refuse("the count is not of the item priced")
        return Task("expr", {"expression": binary_operation("*", price, count, PRODUCT).text}, source="parser")

    def distance_per_time(self, c: list) -> Task:  # "汽车14小时行驶了210公里，平均每小时行驶多少公里"
        duration, distance = self._values(c)[:2]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        per, asked = unit_key(units[-2]), unit_key(units[-1])
        if duration.unit != per or distance.unit != asked:
            raise Refuse("a distance per time in the units given")
        return Task("expr", {"expression": f"{distance.text}/{duration.text}"}, source="parser")

    def story_group(self, c: list) -> tuple:
        return ("group", self._values(c)[0], "", _noun_by_value(c))

    def ask_left(self, c: list) -> tuple:
        tokens = [t for t in c if isinstance(t, Token)]
        if any(t.type == "WORD" and "率" in t.value for t in tokens):
            raise Refuse("a rate asked, not what is left")
        at = next((i for i, t in enumerate(tokens) if t.type in ("HOW_MANY", "DUOSHAO_QIAN")), len(tokens))
        after = tokens[at + 1:]
        while after and after[0].type in UNIT_TOKENS:
            after = after[1:]
        noun = str(after[0]) if after and after[0].type == "WORD" else ""  # "还剩几个苹果", "how many apples"
        return ("ask", "left", self._asked_unit(c), noun, _actor(c, ("LEFT_ASK",), first=True) or _asker(tokens))

    def ask_total(self, c: list) -> tuple:
        tokens = [t for t in c if isinstance(t, Token)]
        if any(t.type == "WORD" and ("率" in t.value or t.value in ("rate", "percentage")) for t in tokens):
            raise Refuse("a rate asked (成活率, 及格率), not a total")  # "种了200棵树，活了190棵，成活率是多少"
        at = next((i for i, t in enumerate(tokens) if t.type in ("HOW_MANY", "DUOSHAO_QIAN")), len(tokens))
        after = [str(t) for t in tokens[at + 1:] if t.type == "WORD"]  # "一共有多少棵果树": 果树
        asks = next(t for t in tokens if t.type in ("ZH_SUM", "ASK"))
        if tokens[0].type == "WORD" and asks.type == "ASK" and not any(w in asks for w in ("一共", "总共")) \
                and not str(tokens[0]).startswith(_WHOLE):
            raise Refuse("'缺勤率是多少', '男生是多少': the question names something, not the total")
        return ("ask", "total", self._asked_unit(c), after[-1] if after else "", _actor(c, ("ZH_SUM", "ASK"), first=True))

    def ask_pay(self, c: list) -> tuple:
        return ("ask", "pay", "")

    def _asked_unit(self, c: list) -> str:
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        return unit_key(units[0]) if units else ""

    def story_q(self, c: list) -> Task:
        parts = [x for x in c if isinstance(x, tuple)]
        clauses, ask = parts[:-1], parts[-1]
        if ask[0] == "ask_rate":
            return self._rate_chain(clauses, ask)
        if clauses[0][0] != "start" or any(s[0] not in ("spend", "add", "group") for s in clauses[1:]):
            raise Refuse("a story that mixes rates and amounts")
        start, steps, (_, kind, unit) = clauses[0][1], [s[:2] for s in clauses[1:]], ask[:3]
        values = [start] + [v for _, v in steps]
        units = {story_unit(v) for v in values} | ({unit} if unit else set())
        if len(units - {""}) > 1 or ("" in units and len(units) > 1 and unit):
            raise Refuse("the amounts are not of one kind")
        kinds = {k for k, _ in steps}
        if kinds <= {"spend", "add"}:
            _one_story(clauses, ask)
        shares = [v for _, v in steps if v.percent or proper_fraction(v)]
        if shares or start.percent:
            if start.percent or len(steps) != 1 or kind != "left" or kinds != {"spend"}:
                raise Refuse("a share of the amount added, or with another step: of which amount?")
            return Task("expr", {"expression": f"{start.at(PRODUCT)}*(1-{shares[0].text})"}, source="parser")
        if kind == "left" and kinds == {"spend"}:
            text = start.text + "".join(f"-{v.at(SUM + 1)}" for _, v in steps)
        elif kind in ("left", "total") and kinds == {"add"}:
            text = start.text + "".join(f"+{v.at(SUM + 1)}" for _, v in steps)
        elif kind == "total" and kinds == {"group"}:
            self._check_total_of_groups(clauses, ask)
            text = "+".join(v.at(SUM + 1) for v in values)
        else:
            raise Refuse("a story whose steps do not match its question")
        return Task("expr", {"expression": text}, source="parser")

    @staticmethod
    def _check_total_of_groups(clauses: list[tuple], ask: tuple) -> None:
        """"苹果树162棵，梨树19棵，一共多少棵果树": the total names what every group is (…树), never one
        group ("一共多少棵苹果树" asks for 162, not the sum)."""
        asked = ask[3] if len(ask) > 3 else ""
        if not asked:
            return
        groups = [cl[3] for cl in clauses if len(cl) > 3]
        if not groups or not all(groups) or asked in groups:
            raise Refuse("the total asks for one of its groups, or names what they are not")
        if not all(g.endswith(asked[-1]) and len(g) > len(asked) - 1 for g in groups):
            raise Refuse("the total names something the groups are not")

    def _rate_chain(self, clauses: list[tuple], ask: tuple) -> Task:
        """"一周有7天，一天有24小时，一周一共多少小时": amount × rate × rate …, one path of units."""
        facts = []
        for clause in clauses:
            if clause[0] == "rate":
                facts.append(clause)
            elif clause[0] == "start" and len(clause) > 2 and clause[2].startswith("一") and len(clause[2]) > 2:
                v = clause[1]  # "一个班有26人": per 班, 26 人
                facts.append(("rate", clause[2][2:], story_unit(v), V(v.number.plain() if v.number else v.text)))
            else:
                raise Refuse("a rate question with a clause that is not a rate")
        _, amount, have, want = ask
        rates = {(unit_key(per), unit_key(of)): v for _, per, of, v in facts}
        if len(rates) != len(facts):
            raise Refuse("two rates for one pair of units")
        chain, unit, used = [amount.text], unit_key(have), set()
        while unit != unit_key(want):
            step = [(k, v) for k, v in rates.items() if k[0] == unit and k not in used]
            if len(step) != 1:
                raise Refuse("no single path from the amount to the unit asked")
            (key, v), = step
            used.add(key)
            chain.append(v.text)
            unit = key[1]
        if len(used) != len(rates):
            raise Refuse("every number must be used")
        return Task("expr", {"expression": "*".join(chain)}, source="parser")

    def rate_ask_noun(self, c: list) -> tuple:  # "26个这样的班一共多少人"
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        word = str(next(t for t in c if isinstance(t, Token) and t.type == "WORD"))
        unit = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS][-1]
        return ("ask_rate", self.number([nums[0]]), word, unit)

    def _convert(self, n: NumberMention, source: str, target: str) -> Task:
        a, b = canonical_unit(source), canonical_unit(target)
        if not a or not b or a == b or n.percent or dimension_of(a) is None or dimension_of(a) != dimension_of(b):
            raise Refuse("a conversion between two known units of one kind")  # 3米是多少千克, "5 feet in kilograms"
        return Task("convert", {"value": n.plain(), "from": a, "to": b}, source="parser")

    # --- one-step rates: "一周有7天，一天有24小时，一周一共多少小时" ---

    def rate_has(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        if len(nums) == 2:
            if self.slots.number(str(nums[0])).value != 1:
                raise Refuse("a rate is stated per one unit")
            nums = nums[1:]
        return ("rate", units[0], units[1], self.number([nums[0]]))

    def rate_each(self, c: list) -> tuple:
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        num = next(t for t in c if isinstance(t, Token) and t.type == "NUM")
        return ("rate", units[0], units[1], self.number([num]))

    def rate_ask(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        return ("ask_rate", self.number([nums[0]]), units[0], units[-1])

    def rate_ask_days(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        return ("ask_rate", self.number([nums[0]]), units[0], "天")

    def rate_ask_en(self, c: list) -> tuple:
        nums = [t for t in c if isinstance(t, Token) and t.type == "NUM"]
        units = [str(t) for t in c if isinstance(t, Token) and t.type in UNIT_TOKENS]
        asked = "days" if any(isinstance(t, Token) and t.type == "HOW_MANY_DAYS" for t in c) else units[0]
        return ("ask_rate", self.number([nums[0]]), units[-1], asked)


def _given_to(c: list, verb: Token) -> str:
    """"他又给了妈妈20元": the person named right after a giving read as a gain (又给了), who gets it; "" where none is."""
    at = c.index(verb)
    after = c[at + 1] if at + 1 < len(c) else None
    if verb.type != "ADD_MORE" or not _GIVING.search(str(verb)) or not isinstance(after, Token) \
            or after.type not in ("WORD", "WHAT"):  # 同学 is lexed WHAT
        return ""
    return str(after) if named_person(str(after)) else ""


def _the_holder(giver: str, owner: str) -> bool:
    """Whether the giver of a giving is (or may be) the story's holder: no giver said, the holder named, the speaker
    of a speaker's story, or 他/她/它 in a story of a named holder."""
    return not giver or giver == owner or (giver in _SPEAKERS) == (owner in _SPEAKERS) and giver in _PRONOUNS


def _one_story(clauses: list[tuple], ask: tuple) -> None:
    """"有7个苹果，吃了5个橘子，还剩几个苹果": every clause counts one thing and is about one actor
    (a pronoun stands for them); otherwise the subtraction is not the story's."""
    start = clauses[0]
    nouns = {_same_thing(n) for n in (start[3], *(s[3] for s in clauses[1:]), ask[3] if len(ask) > 3 else "") if n}
    if len(nouns) > 1:
        raise Refuse("the story counts different things")
    # An item that has (一本书有120页) is not a person; a gift (妈妈又给了他5元) comes from another.
    owner = "" if start[4].startswith("一") else start[4]
    # a giving to someone named (他又给了妈妈20元, 妈妈又给了小红20元) adds to the holder only when the holder is who gets it
    # (issue 15, h/redteam_zh29: 小明有30元，他又给了妈妈20元，他还剩多少元 was answered 50)
    if any(s[0] == "add" and len(s) > 5 and s[5] and s[5] != owner and s[5] not in _PRONOUNS for s in clauses[1:]):
        raise Refuse("a giving to another than the holder")
    # a giving the holder does (我给了他20元, 他又给了她, 又给了20元 with no giver) is no gain of the holder's
    if any(s[0] == "add" and len(s) > 4 and _GIVING.search(s[4]) and _the_holder(s[2], owner) for s in clauses[1:]):
        raise Refuse("the holder gives")
    asked = ask[4] if len(ask) > 4 else ""
    # one who gets or finds more ("小红又找到了95个") gets them for themselves; one who gives them, for the owner
    getters = (s[2] for s in clauses[1:] if s[0] == "add" and len(s) > 4 and not _GIVING.search(s[4]))
    named = [a for a in (owner, *(s[2] for s in clauses[1:] if s[0] == "spend"), *getters, asked) if a]
    actors = {a for a in named if a not in _PRONOUNS}
    if owner in _SPEAKERS or asked in _SPEAKERS:  # "我有50元，小红花了20元": I am no one else, nor "he"
        actors = {_SPEAKERS.get(a, "he" if a in _PRONOUNS else a) for a in named}
    if len(actors) > 1:
        raise Refuse("the story is about two people")
