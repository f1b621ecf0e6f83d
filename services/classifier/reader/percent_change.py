"""An amount changed by a percentage, read by its values, whatever the word order: one amount, one
percentage with the word that says which way right beside it, and a question for the amount after
("A $80 jacket is 25% off. What's the sale price?", "工资 8000，降了 5%，现在是多少？", "If my rent of
$1,500 goes up 4%, what's the new rent?", tenths too: "工资 6000，涨了三成"), or by several one after another
said as steps, the first marked first ("原来是 1000，先增加 10% 之后又减少 10%，现在是多少", "first up 10%,
then down 10%"); changes told as events ("A $500 stock fell 20% then rose 20%") go slow: the second may
be of the price before both.

A second amount, a second percentage whose order the words do not give, a direction that is not
said or said twice, a question for the change itself (省了多少, how much do I save), or a word that
adds another kind of step (tax, each year, 平均) makes the request unread, so it goes slow.
"""

from __future__ import annotations

from decimal import Decimal

from dtlib.envelope import Task

from ..slots import Slots
from .changes_asked import change_asked
from .temperatures import DEGREES
from .discount_story import UNTOLD, first_discount_said_later, reduced_base_named, things_joined_en
from .tokens import Said, Tok, last_clause_start
from .vocab_en import PEOPLE_NOUNS_EN
from .vocab_zh import has_cjk, opens_with_person_zh, people_zh
from .units import MONEY_NAMES, amount_unit, money_sign, tenths_at
from .triggers import triggered_by
from .time_words import EARLIER_ASKED
from .role_words import lemma

# The words right before or after the percentage that say which way the amount moves.
_DOWN = ("off", "discount", "discounted", "marked down", "优惠", "降价", "便宜", "打折", "降了", "降", "减少了", "减少", "下降了", "下降", "下跌了", "下跌",
         "跌了", "跌", "降薪", "减薪", "降低了", "降低", "cut", "drop", "drops", "dropped", "fall", "falls", "fell", "decrease", "decreases",
         "decreased", "decreased by", "reduced by", "reduce", "lowered by", "goes down", "went down", "down",
         "shrinks", "shrank", "declines", "declined")
_UP = ("涨价", "上涨了", "上涨", "涨了", "涨", "提高了", "提高", "增加了", "增加", "加价", "上调", "上调了", "增长了",
       "涨薪", "加薪", "涨薪了", "加薪了",
       "goes up", "went up", "up", "raise", "rise", "rises", "rose", "increase", "increases", "increased",
       "increased by", "raised by", "marked up by", "markup", "more", "grows", "grew", "climbs", "climbed")
# The question asks the amount after the change.
_ASKS_RESULT = ("现在", "多少钱", "是多少", "要付多少", "到手价", "售价", "现价", "付多少", "现在多少",
                "now", "new", "sale price", "the sale price", "pay", "final", "price", "cost", "costs", "how much")
# Words that ask for the change itself, add a step, or make it about something else.
_OTHER = ("划算", "优惠了多少", "优惠多少", "compound", "compounded", "compounding", "复利", "tax", "tip", "interest", "fee", "税", "利息", "小费", "手续费",
          "extra", "each", "every", "per", "每",
          "original", "原价是多少", "原价多少", "before", "of what", "what percent", "百分之几", "几折", "coupon", "券",
          "满", "times", "倍", "average", "平均", "total", "一共", "总共", "up to", "at most", "最多", "最高",
          # "My $1,380 rent went up 5%. How much is that?": the change, or the amount after it?
          "how much is that", "how much was that", "what is that", "what's that",
          # "A $240 bike is 15% off. How much do I keep?": what is kept is the saving, not the price paid
          "keep", "keeps", "kept", "pocket")
# Words that ask for the change: read only where the question asks it in words changes_asked.py
# knows (the guards then compute the change), in the direction the change goes.
_CHANGE = ("save", "saves", "saving", "saved", "savings", "省", "节省", "少付", "少花", "便宜了多少", "便宜多少", "少了多少",
           "多了多少", "涨了多少", "降了多少", "how much off", "how much less", "how much more")
# The down words that take a discount off a price: a second one follows the stacked-discount policy
# (discounts.py): read only where its base, the reduced price, is named.
_PRICE_OFF = frozenset({"off", "discount", "discounted", "marked down", "优惠", "降价", "便宜", "打折"})
# Words that put changes one after another: each is taken on the amount the one before left.
_IN_ORDER = ("然后", "之后", "再", "又", "接着", "then", "after that", "another", "again", "next")
# Words that say the first change is the first of the steps (先 … 再, "first … then"): each later change
# is then taken on what the last one left. Changes told as events ("fell 20% then rose 20%") name no
# base for the second, which may be the price before both; not read.
_FIRST = ("先", "first", "firstly", "at first")
_SKIPPED_COUNT = frozenset({"MEASURE"})  # "一件衣服": one item, not an amount


@triggered_by(types=("PCT",), words=("成",))
def read_percent_change(tokens: list[Tok], slots: Slots) -> Task | None:
    words = [t.value for t in tokens]
    tenths = {i for i, t in enumerate(tokens) if t.type == "NUM" and tenths_at(tokens, i, slots)}
    percents = [i for i, t in enumerate(tokens) if t.type == "PCT" or i in tenths]
    if not percents:
        return None  # the cheap test first
    asked_change = change_asked(tokens)
    if asked_change is None and not any(w in _ASKS_RESULT for w in words) \
            and not any(a in w for w in words for a in _ASKS_RESULT if len(a) > 1):
        return None
    if Said(tokens).any(_OTHER) or asked_change is None and Said(tokens).any(_CHANGE) or _rate_asked(tokens):
        return None
    if any(_given_more(tokens, p) for p in percents):
        return None
    if Said(tokens[last_clause_start(tokens):]).any(EARLIER_ASKED):
        return None  # "What does milk cost at first?": the amount before the change asked, not after (h/red35en)
    if _speaker_asked_of_anothers_change(tokens) or _moved_without_a_percentage(tokens) \
            or _another_thing_moved(tokens):
        return None
    if Said(tokens).any(UNTOLD) or things_joined_en(tokens):
        return None  # "20% off for some customers", "a $200 coat and a scarf are 20% off": not told of this one
    amounts = []
    for i, t in enumerate(tokens):
        if t.type != "NUM" or i in tenths:
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.type in _SKIPPED_COUNT and slots.number(t.value).value == 1:
            continue
        amounts.append(i)
    if not percents or len(amounts) != 1:
        return None
    said = Said(tokens)
    if len(percents) == 1 and said.any(_IN_ORDER) or len(percents) > 1 and (
            said.any(("比", "than", "compared", "原来的", "百分之")) or not all(
                Said(tokens[a + 1:b]).any(_IN_ORDER) for a, b in zip(percents, percents[1:]))):
        return None  # a second step without a second change, or changes whose order is not said
    if len(percents) > 1 and not Said(tokens[:percents[0] + 2]).any(_FIRST):
        return None  # "dropped 25% and then rose 10%": events told, not steps; 10 % of which price?
    amount = slots.number(tokens[amounts[0]].value)
    if amount.percent or amount.value < 0 or _unit_not_money(tokens, amounts[0], slots) \
            or _count_of_things_priced(tokens, amounts[0], slots):
        return None
    if amounts[0] + 1 < len(tokens) and tokens[amounts[0] + 1].value.lower() in DEGREES:
        return None  # "it was 3 degrees and dropped 5%": a temperature has no percent of itself (0 degrees is no zero)
    factors = []
    for p in percents:
        before = p - 2 if p >= 2 and tokens[p - 1].type == "BY" else p - 1  # "goes up by 5%"
        after = p + 2 if p in tenths else p + 1  # "涨了三成": the word after 成
        beside = [_way_word(tokens[j].value.lstrip("先又再")) for j in (before, after) if 0 <= j < len(tokens)]  # "先涨了"
        down = [w for w in beside if w in _DOWN]
        up = [w for w in beside if w in _UP]
        pct = _percent(tokens, p, slots, tenths)
        if len(down) + len(up) != 1 or not 0 < pct < (100 if down else 1000):
            return None  # which way is not said beside the percentage, or said twice
        if after + 1 < len(tokens) and tokens[after].value in down + up and tokens[after + 1].type == "WHAT":
            return None  # "80 is 20% off what price?": the amount before the change is asked
        if asked_change and asked_change != ("down" if down else "up"):
            return None  # "涨价 15%，便宜了多少": the change asked the other way
        if down and factors and down[0] in _PRICE_OFF and not reduced_base_named(tokens, p):
            return None  # a second discount in percent ("再优惠 10%"): of the reduced price, or 30 % off in all?
        if down and not factors and first_discount_said_later(tokens, p):
            return None  # "20% off the sale price", "an extra 20% off": a discount before it is not told
        factors.append(f"(100{'-' if down else '+'}{_plain(pct)})/100")
    if len(factors) > 1:  # "先增加 10% 之后又减少 10%": each change on the amount the last one left
        return Task("expr", {"expression": f"{amount.plain()}*" + "*".join(f"({f})" for f in factors)},
                    source="parser")
    pct = _plain(_percent(tokens, percents[0], slots, tenths))
    if factors[0].startswith("(100-"):
        return Task("discount", {"price": amount.plain(), "percent": pct}, source="parser")
    return Task("expr", {"expression": f"{amount.plain()}*(1+{pct}/100)"}, source="parser")


# Chinese words of two characters or more that say the way, and the words of when that may run
# together ahead of them ("今年涨了"); a noun ahead ("物价涨了") may be another thing that moved.
_WAYS_ZH = tuple(w for w in _UP + _DOWN if not w.isascii() and len(w) > 1)
_WHEN_ZH = frozenset({"今年", "去年", "明年", "本月", "这个月", "上个月", "下个月", "今天", "昨天", "最近", "后来",
                      "这次", "已经", "本周", "这周", "上周", "本季度", "这季度", "上季度", "年初", "年底"})


_RATE_TYPES = frozenset({"GROWTH_EN", "GROWTH_ZH", "DECLINE_EN", "WHAT_PERCENT", "AS_PERCENT", "AS_PERCENT_ZH"})


def _rate_asked(tokens: list[Tok]) -> bool:
    """"… rises 10% and then falls 10%. What is the net percent change?": a percentage asked, not the
    amount after (a way word itself, "a 10% increase", only says the change)."""
    return any(t.type in _RATE_TYPES and t.value not in _UP and t.value not in _DOWN for t in tokens)


def _way_word(word: str) -> str:
    """"今年涨了" says 涨了: the way word after a word of when; any other word as it is."""
    if word.isascii() or word in _UP or word in _DOWN:
        return word
    way = next((w for w in _WAYS_ZH if word.endswith(w)), None)
    return way if way is not None and word[:-len(way)] in _WHEN_ZH else word


def _percent(tokens: list[Tok], p: int, slots: Slots, tenths: set[int]) -> Decimal:
    """The percentage at tokens[p]: as written, or ten per tenth ("三成" is 30%)."""
    n = slots.number(tokens[p].value)
    return n.value * 10 if p in tenths else n.value


def _plain(value: Decimal) -> str:
    text = format(value, "f")
    return text.rstrip("0").rstrip(".") if "." in text else text


def _unit_not_money(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """An amount with a unit that is not money (5 kg, 3 hours) changes by a percentage too, but a
    sentence about one is seldom this one: leave it to the grammar."""
    unit = amount_unit(tokens, i, slots)
    if unit in ("item", "items"):
        unit = money_sign(slots, slots.number(tokens[i].value).start) or unit  # "a $90 item": money
    return bool(unit) and unit not in MONEY_NAMES


def _count_of_things_priced(tokens: list[Tok], i: int, slots: Slots) -> bool:
    """"Notebooks went up 20%. How much do 5 cost now?", "The 3 shirts went up 10%", 3件衬衫涨价10%: a count of the
    things priced (a thing, a measure word or a cost right after it), without money's unit or sign, is no price that
    changed."""
    if money_sign(slots, slots.number(tokens[i].value).start) or amount_unit(tokens, i, slots) in MONEY_NAMES \
            or not Said(tokens[last_clause_start(tokens):]).any(_MONEY_ASKED):
        return False  # "a town of 8,000 shrinks by 5%, new population?": a count that changes, no price asked
    if 0 < last_clause_start(tokens) <= i:
        return True  # "The lamps dropped 20%. How much are 5 now?": a number only the question says
    following = tokens[i + 1] if i + 1 < len(tokens) else None
    return following is not None and (following.type in ("PRICE_EN", "MEASURE")  # 3件衬衫
                                      or following.type == "WORD" and following.value.isascii())


_MONEY_ASKED = ("cost", "costs", "price", "pay", "how much", "多少元", "多少钱", "几元")
_SPEAKER = frozenset({"i", "me", "my", "i'm"})
_THIRD_OWNERS = frozenset({"he", "she", "they", "his", "her", "their"})


def _speaker_asked_of_anothers_change(tokens: list[Tok]) -> bool:
    """"my coworker got a 10% raise on 80k, what's my new salary", "他的工资8000，降了5%，我现在多少": the story's change
    is another person's (my coworker, she, his; 他, 闺蜜), never the speaker's own (I, me, my salary; 我), and the
    question asks the speaker's."""
    start = last_clause_start(tokens)
    if not start:
        return False
    story = [t.value.lower() for t in tokens[:start]]
    told, asked = "".join(story), "".join(t.value for t in tokens[start:])
    if has_cjk(told):
        return "我" in asked.replace("我们", "") and "我" not in told \
            and (any(p in told for p in "他她") or opens_with_person_zh(told) or bool(people_zh(told)))
    if _SPEAKER.isdisjoint(t.value.lower() for t in tokens[start:]):
        return False
    anothers = [k for k, w in enumerate(story) if w in _THIRD_OWNERS
                or w == "my" and k + 1 < len(story) and story[k + 1].removesuffix("'s") in PEOPLE_NOUNS_EN]
    own = [k for k, w in enumerate(story) if w in _SPEAKER and k not in anothers]
    return bool(anothers) and not own


_WAYS_ZH = tuple(w for w in (*_DOWN, *_UP) if not w.isascii())
_WAYS_EN = frozenset(w for w in (*_DOWN, *_UP) if w.isascii())


def _moved_without_a_percentage(tokens: list[Tok]) -> bool:
    """A clause of the story that moves the amount with no percentage of its own ("先涨了5%，后来降回去了", "up 5%, then
    it dropped back"): by how much is not said."""
    clause: list[Tok] = []
    for t in tokens[:last_clause_start(tokens)]:
        if t.type != "COMMA":
            clause.append(t)
            continue
        if not any(x.type == "PCT" for x in clause) and any(
                x.value.lower() in _WAYS_EN if x.value.isascii() else any(w in x.value for w in _WAYS_ZH) for x in clause):
            return True
        clause = []
    return False


# What may stand before the way word for the thing priced itself ("the price went up 20%", "it dropped 5%"; not
# "Prices went up 4%": prices in general)
_THE_SAME_EN = frozenset({"it", "they", "that", "this", "which", "price", "cost", "costs", "value"})


def _another_thing_moved(tokens: list[Tok]) -> bool:
    """"Pencils cost $4 and pens went down 10%", "… Diesel went up 5%.", "牛奶3元，面包的价格涨了20%": a clause of the
    story opens with a noun right before its way word (before 的价格 and its way word), and the noun is not the thing
    the story opens with (nor "the price", "it"): another thing's price moved, and this one's is not told to ("It
    first goes up 4%" is the same one's)."""
    words = [t.value.lower() for t in tokens if t.type == "WORD"]
    if not words:
        return False
    story = tokens[:last_clause_start(tokens)]
    if not words[0].isascii():
        return any(k >= 2 and story[k - 1].type == "PRICE_ZH" and story[k - 2].type == "WORD"
                   and _way_word(way.value) in _UP + _DOWN
                   and story[k - 2].value not in words[0] and words[0] not in story[k - 2].value
                   for k, way in enumerate(story))
    priced = words[0].removesuffix("s")
    return any(k >= 1 and (k == 1 or story[k - 2].type in ("AND", "COMMA"))
               and (way.type in ("FALL_EN", "RISE_EN") or way.value.lower() in _WAYS_EN)
               and story[k - 1].type == "WORD" and story[k - 1].value.isascii() and story[k - 1].value.isalpha()
               and story[k - 1].value.lower() not in _THE_SAME_EN
               and story[k - 1].value.lower().removesuffix("s") != priced
               for k, way in enumerate(story))


def _given_more(tokens: list[Tok], p: int) -> bool:
    """"had $80 and gave 10% more", "donated 15% more", "lost 25% more": "more" beside the percentage of a giving or
    losing verb is no rise of what is had (giving lowers it) and says no base (more than what?)."""
    if p + 1 >= len(tokens) or tokens[p + 1].value.lower() != "more":
        return False
    return any(lemma(w, "VERB") in _GIVEN_OR_LOST for t in tokens[max(0, p - 3):p] for w in t.value.lower().split())


# Giving or losing verbs (base forms) whose percent "more" lowers what is had; not "leave" ("leave 25% more" is a tip).
_GIVEN_OR_LOST = frozenset({"give", "donate", "lose", "lend", "waste", "hand", "spend", "pay"})
