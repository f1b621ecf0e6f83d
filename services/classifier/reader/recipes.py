"""A recipe scaled by one proportion, read by its values: "菜谱上写 2 个鸡蛋配 150 克面粉，我用了 4 个鸡蛋，
面粉应该放多少克", "The recipe serves 4 and calls for 2 cups of rice. How much rice for 10 people?",
"A muffin recipe uses 2 eggs for 12 muffins. How many eggs for 30 muffins?"; and a recipe halved,
doubled or tripled ("Triple a recipe that needs 150 ml of cream - how much cream?").

Three amounts: the recipe's two (a of one kind, b of an ingredient) and a new amount c of a's kind;
the question asks b's ingredient (its unit or its noun), and the answer is b × c / a. A kind is a
unit (克, ml, cups), a counted noun (个鸡蛋, muffins) or servings (人份, serves 4, for 10 people). The
recipe's two are told before the new one (the new one in a later clause), or the new one first in
a clause of its own. A cooking word must say it is a recipe (配方, 菜谱, 配, 腌, recipe, serves …):
other proportions may be inverse (more workers, fewer days). Another number, a third kind, the new
amount in the recipe's clause, two of the same unit where only the noun tells them apart (高筋粉 400
克 … 650 克面粉), a unit word no amount carries ("and a cup of water"), a time, money, a percentage,
a total or what is left make the request unread, so it goes slow. A count asked (eggs) comes out whole.
"""

from __future__ import annotations

from dtlib.envelope import Task

from ..slots import Slots
from .tokens import Said, Tok, last_clause_start
from .story_amounts import Amount, amounts_of
from .triggers import triggered_by
from .units import DIMENSION, canonical_unit

_DISHES_EN = ("curry", "chili", "chilli", "soup", "stew", "lasagna", "lasagne", "pancakes", "waffles", "cookies",
              "muffins", "cupcakes", "brownies", "cake", "bread", "dough", "pizza", "pasta", "risotto", "salad",
              "smoothie", "smoothies", "lemonade", "punch", "sauce", "gravy", "omelette", "omelet", "casserole", "pie",
              "quiche", "porridge", "oatmeal", "marinade", "batter", "dressing", "guacamole", "hummus", "dish")
_RECIPE_WORDS = ("recipe", "serves", "feeds", "servings", "serving", "batch", "配方", "菜谱", "食谱", "方子", "人份",
                 "配", "腌", "泡", "做",
                 # a dish named where "recipe" would be ("curry for 4 needs 2 tins", "pancakes for 4 use 2 eggs")
                 *_DISHES_EN)
_OTHER = ("每人", "each", "total", "in total", "altogether", "一共", "总共", "合计", "left", "剩", "more", "less", "比",
          "倍", "times", "if", "如果", "not", "不", "没", "without", "except", "除了", "instead", "extra", "another", "again",
          "又", "再", "still", "only", "rest", "already", "已经", "per", "minutes", "hours", "days", "分钟", "小时", "天",
          # a guess asked is no scaled amount: 大概要放多少克
          "大概", "大约", "左右", "差不多", "roughly", "approximately",
          # "I'm also making 6 servings": 6 more beside the recipe's, or 6 only? (issue 15, h/red35en)
          "also", "additionally", "as well", "too", "in addition")
_KITCHEN_MEASURES = {"cup": "cup", "cups": "cup", "tbsp": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp",
                     "tsp": "tsp", "teaspoon": "tsp", "teaspoons": "tsp"}
_SERVINGS = frozenset({"people", "persons", "servings", "serving", "portions", "guests"})
_SERVES = frozenset({"serves", "feeds", "for"})
# "The soup recipe for 8 needs 2 litres": a verb after the count, not what it counts.
_RECIPE_VERBS = frozenset({"needs", "need", "calls", "call", "uses", "use", "takes", "take", "requires", "require", "makes",
                           "make", "is", "are", "has", "have", "with"})
# 杯糖, 勺盐: a Chinese kitchen measure written on to its ingredient.
_ZH_MEASURES = ("杯", "勺", "汤匙", "茶匙")
_ALLOWED = frozenset({"NUM", "UNIT", "MIXED", "YOU_MIXED", "DIVIDE", "WORD", "MEASURE", "COMMA", "HOW_MANY", "OF",
                      "FOR",
                      "AND", "WITH", "TO", "IN", "YAO", "SHI", "WHAT", "SPEND", "YOU", "MEI", "ASK", "IS", "BUY_ZH",
                      "MINUS", "HALVE_PRE", "DOUBLE_PRE", "TRIPLE_PRE", "NOW"})  # "doubling …, how much milk now?"
_SCALES = {"HALVE_PRE": "1/2", "DOUBLE_PRE": "2", "TRIPLE_PRE": "3"}
# "doubling a recipe that calls for 175 ml of milk": the scale said as what the cook is doing
_SCALING = {"doubling": "DOUBLE_PRE", "tripling": "TRIPLE_PRE", "halving": "HALVE_PRE"}


@triggered_by(text=_RECIPE_WORDS)
def read_recipe(tokens: list[Tok], slots: Slots) -> Task | None:
    tokens = [Tok(_SCALING[t.value], t.value, t.pos) if t.type == "WORD" and t.value in _SCALING else t for t in tokens]
    made = _made_scaled(tokens)
    if any(t.type not in _ALLOWED and k not in (made, made - 1) for k, t in enumerate(tokens)) \
            or any(t.type == "MINUS" and t.value != "-" for t in tokens):
        return None
    said = Said(tokens)
    if not said.any(_RECIPE_WORDS) or Said(_without_only_made(tokens)).any(_OTHER):
        return None
    amounts = amounts_of(tokens, slots)
    if amounts is None:
        return None
    start = last_clause_start(tokens)
    told = {t.value for t in tokens[:start]}
    if any(t.value.endswith("'s") and t.value not in told for t in tokens[start:]):
        return None  # "My grandma's recipe … does my mom's recipe use": another one's recipe, not told
    if sum(t.type == "HOW_MANY" for t in tokens) != 1 or not any(t.type == "HOW_MANY" for t in tokens[start:]):
        return None
    if len(amounts) == 1:
        return _scaled(tokens, amounts[0], start, made)
    if len(amounts) != 3 or any(t.type in _SCALES for t in tokens) or made >= 0:
        return None
    kinds = _made_as_told(tokens, amounts, [_kind(tokens, a) for a in amounts])
    if any(not k for k in kinds):
        return None
    pairs = [(i, j) for i in range(3) for j in range(i + 1, 3) if kinds[i] == kinds[j]]
    if len(pairs) != 1:
        return None
    first, later = pairs[0]
    b = 3 - first - later
    if DIMENSION.get(kinds[first]) == "time" \
            or not (_asks(tokens, start, amounts[b], kinds[b], amounts) or _asked_by_the_new_amount(tokens, start, amounts, b)) \
            or not _same_noun(tokens, amounts[first], amounts[later]):
        return None
    clause = _clauses(tokens)
    cf, cl, cb = (clause[amounts[k].start] for k in (first, later, b))
    if amounts[b].start < amounts[later].start and cl > cb and cl > cf:
        recipe, new = first, later  # the recipe's two, then the new amount in a later clause
    elif amounts[b].start > amounts[first].start and cf < cl == cb:
        recipe, new = later, first  # the new amount first, in a clause of its own
    else:
        return None
    a, c, ingredient = amounts[recipe], amounts[new], amounts[b]
    if clause[a.start] != clause[ingredient.start] and _one_portion_said(tokens, clause, clause[ingredient.start]):
        return None  # "一份酱汁要15克糖，妈妈做三份，我做两份": 15克 is one portion's, not three's
    nouns = (_ingredient(tokens, ingredient), _ingredient(tokens, c), kinds[new])
    if a.value == 0 or not _unit_words_carried(tokens, amounts, start) \
            or not _new_amount_plain(tokens, clause, c, nouns):
        return None
    if not canonical_unit(_unit_word(tokens, ingredient)) and not _measure(tokens, ingredient) \
            and (ingredient.value * c.value / a.value).denominator != 1:
        return None  # a count of eggs comes out whole
    return Task("expr", {"expression": f"{ingredient.text}*{c.text}/{a.text}"}, source="parser")


def _made_as_told(tokens: list[Tok], amounts: list[Amount], kinds: list[str]) -> list[str]:
    """做18个 beside 做12个饼干: a count made said without its noun counts what the other count made with the same measure
    names (饼干), where exactly one does."""
    out = list(kinds)
    for i, kind in enumerate(kinds):
        if kind != "made" or amounts[i].end >= len(tokens):
            continue
        measure = tokens[amounts[i].end].value
        told = [j for j, a in enumerate(amounts) if j != i and a.end < len(tokens) and tokens[a.end].value == measure
                and a.start and tokens[a.start - 1].value.endswith("做") and kinds[j] not in ("", "made", "servings")]
        if len(told) == 1:
            out[i] = kinds[told[0]]
    return out


_BARE_ASKS = frozenset({"HOW_MANY", "FOR", "COMMA"})


def _asked_by_the_new_amount(tokens: list[Tok], start: int, amounts: list[Amount], b: int) -> bool:
    """"how much for 36 cookies", "how much do i need for 6 people": a question that says only the new amount (the one
    amount in it, not b) asks the one ingredient the recipe's two amounts give, b; any other word, unit or noun in it
    (another ingredient, a price) and it does not."""
    inside = [k for k, a in enumerate(amounts) if a.start >= start]
    if len(inside) != 1 or inside[0] == b:
        return False
    new = amounts[inside[0]]
    asked = [t for t in tokens[start:] if t.type == "HOW_MANY"]
    if len(asked) != 1 or asked[0].value not in ("how much", "how many"):
        return False
    noun_at = new.end if new.end < len(tokens) and tokens[new.end].type == "WORD" else -1
    return all(t.type in _BARE_ASKS or new.start <= k < new.end or k == noun_at or t.value in _MAKER_ASKS
               for k, t in enumerate(tokens) if k >= start)


def _scaled(tokens: list[Tok], amount: Amount, start: int, made: int) -> Task | None:
    """"Triple a recipe that needs 150 ml of cream - how much cream?", "A recipe needs 2 1/2 cups of milk and I'm
    making half the recipe. How many cups?": one amount and one scale (after the amount, only as what is made)."""
    scales = [t for t in tokens if t.type in _SCALES or t.type == "HALF_OF"]
    if len(scales) != 1 or tokens.index(scales[0]) > amount.start and tokens.index(scales[0]) != made \
            or scales[0].type == "HALF_OF" and tokens.index(scales[0]) != made or not Said(tokens).has("recipe") \
            or Said(tokens[start:]).any(_WHOLE_ASKED) \
            or any(t.type == "NUM" and not amount.start <= k < amount.end for k, t in enumerate(tokens)):
        return None  # "A recipe for 4 … half the recipe … for 6 people": another number, another scale
    if made >= 0 and not _asked_of_the_maker(tokens[start:], _ingredient(tokens, amount)):
        return None  # "… I'm making half the recipe. How many cups will my sister need?", "… does the recipe need?"
    asked = next(k for k, t in enumerate(tokens) if t.type == "HOW_MANY")
    if not _asked_of_the_maker(tokens[asked:], _ingredient(tokens, amount)):
        return None  # "Triple a recipe that needs 150 ml of cream - how much milk?": the dash is no clause's end
    kind = _kind(tokens, amount)
    if not kind or not _asks(tokens, start, amount, kind, [amount]) or not _unit_words_carried(tokens, [amount], start):
        return None
    return Task("expr", {"expression": f"{amount.text}*{_SCALES.get(scales[0].type, '1/2')}"}, source="parser")


def _made_scaled(tokens: list[Tok]) -> int:
    """Where "I'm making half the recipe", "we are making double the recipe", "I'll make triple the recipe" puts its
    scale: right before "recipe", after a making verb whose subject is I or we, alone in its clause; else -1."""
    for k, t in enumerate(tokens):
        if (t.type in _SCALES or t.type == "HALF_OF") and 0 < k < len(tokens) - 1 and tokens[k + 1].value == "recipe" \
                and tokens[k - 1].value in _MAKING:
            j = k - 1
            while j > 0 and tokens[j - 1].type not in ("AND", "COMMA"):
                j -= 1
            after = tokens[k + 2].type if k + 2 < len(tokens) else "COMMA"
            if j > 0 and all(u.value in _MAKERS for u in tokens[j:k - 1]) and after == "COMMA":
                return k
    return -1


def _without_only_made(tokens: list[Tok]) -> list[Tok]:
    """"I'm only making 4 servings", "i only want 16 cookies", "i only need to serve 4": "only" says the new amount is
    smaller, no limit ("I only have 600 g") nor a part of the eaters."""
    def made_after(k: int) -> bool:
        after = [t.value for t in tokens[k + 1:k + 4]]
        return bool(after) and (after[0] in _MAKING or after[0] in _WANTED
                                or after[:2] in (["need", "to"], ["want", "to"]) and after[2:3] and after[2] in _WANTED)
    return [t for k, t in enumerate(tokens) if not (t.value == "only" and made_after(k))]


_WANTED = frozenset({"want", "serve", "feed", "make", "bake", "cook"})


def _asked_of_the_maker(question: list[Tok], ingredient: str) -> bool:
    """The question of a recipe made scaled names the ingredient, its measure and I or we only: not another cook
    ("will my sister need", "does Grandma use") nor the recipe itself ("does the recipe need": the amount told)."""
    return all(t.type in ("UNIT", "OF", "COMMA", "HOW_MANY") or t.value in _MAKER_ASKS or t.value in _KITCHEN_MEASURES
               or ingredient and _noun(t.value) == ingredient for t in question)


_MAKER_ASKS = frozenset({"i", "we", "i need", "we need", "do", "does", "did", "will", "should", "need", "use", "i'll",
                         "we'll", "add", "put", "now"})
_MAKING = frozenset({"making", "make", "baking", "bake", "cooking", "cook", "preparing", "prepare"})
_MAKERS = frozenset({"i'm", "i", "am", "we", "we're", "are", "i'll", "we'll", "will"})
_WHOLE_ASKED = ("full", "whole", "original", "entire")  # "… does the full recipe need": the amount told


def _unit_word(tokens: list[Tok], a: Amount) -> str:
    following = tokens[a.end] if a.end < len(tokens) else None
    if following is None:
        return ""
    if following.type == "UNIT" or following.type == "WORD" and following.value in _KITCHEN_MEASURES:
        return following.value
    return ""


def _measure(tokens: list[Tok], a: Amount) -> str:
    word = _unit_word(tokens, a)
    return _KITCHEN_MEASURES.get(word, "") if word else ""


def _kind(tokens: list[Tok], a: Amount) -> str:
    """What the amount counts: a unit, a kitchen measure, servings or a counted noun; "" if unsaid."""
    word = _unit_word(tokens, a)
    if word:
        return canonical_unit(word) or _KITCHEN_MEASURES.get(word, "")
    after = tokens[a.end:a.end + 2]
    before = tokens[a.start - 1] if a.start else None
    if [t.type for t in after] == ["MEASURE", "MEASURE"] and after[0].value == "人" and after[1].value == "份":
        return "servings"  # 8 人份
    if after and after[0].type == "MEASURE" and len(after) > 1 and after[1].type == "WORD":
        return _noun(after[1].value)  # 2 个鸡蛋
    if after and after[0].type == "MEASURE" and after[0].value in ("个", "份") and before is not None \
            and before.value.endswith("做"):
        return "made"  # 能做两个: so many made, not 人份 (做5份 of a 3人份 recipe may be five batches)
    if after and after[0].type == "MEASURE" and before is not None and before.type == "WORD" \
            and not before.value.isascii() and (len(after) == 1 or after[1].type == "COMMA"):
        return _noun(before.value)  # 鸡蛋 2 个: the thing counted told before its count
    if after and after[0].type == "WORD" and after[0].value.startswith(_ZH_MEASURES):
        return next(m for m in _ZH_MEASURES if after[0].value.startswith(m))  # 3/4 杯糖
    if before is not None and before.value in _SERVES \
            and (not after or after[0].type != "WORD" or after[0].value in _RECIPE_VERBS):
        return "servings"  # "serves 4", "for 8"
    if after and after[0].type == "WORD" and after[0].value.isascii():
        noun = after[0].value
        return "servings" if noun in _SERVINGS else _noun(noun)
    return ""


def _noun(word: str) -> str:
    """eggs → egg, 鸡蛋配 → 鸡蛋, 放盐 → 盐 (a verb written on to the noun)."""
    if word.isascii():
        return word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    noun = word.removesuffix("配")
    return noun[1:] if len(noun) > 1 and noun[0] in _PUTTING_ZH else noun


_PUTTING_ZH = "放加"  # 放盐 6 克, 加水 200 毫升


def _ingredient(tokens: list[Tok], a: Amount) -> str:
    """The ingredient after the amount's unit: "2 cups of rice" → rice, "150 克面粉" → 面粉; in Chinese, else the
    word right before the amount (用面粉300克 → 面粉)."""
    k = a.end + (1 if _unit_word(tokens, a) else 0)
    if k < len(tokens) and tokens[k].type == "OF":
        k += 1
    if k < len(tokens) and tokens[k].type == "WORD" and k == a.end and tokens[k].value.startswith(_ZH_MEASURES):
        return _noun(tokens[k].value)  # 杯糖
    if k < len(tokens) and tokens[k].type == "WORD" and k > a.end:
        return _noun(tokens[k].value)
    before = tokens[a.start - 1] if a.start > 0 else None
    if before is not None and before.type == "WORD" and not before.value.isascii() \
            and not any(w in before.value for w in _RECIPE_WORDS):
        return _noun(before.value)  # 用面粉300克: named before its amount
    return ""


def _same_noun(tokens: list[Tok], x: Amount, y: Amount) -> bool:
    """Two amounts of one unit are of one thing where both name it (肉放 … 肉放, not 面粉 … 糖)."""
    nx, ny = _ingredient(tokens, x), _ingredient(tokens, y)
    return not nx or not ny or nx.startswith(ny) or ny.startswith(nx)


def _asks(tokens: list[Tok], start: int, b: Amount, kind: str, amounts: list[Amount]) -> bool:
    """The question names b's unit ("多少克", "how many tablespoons", "in litres") or what it counts
    ("how much rice", "how many eggs", "面粉要多少克", 多少杯糖), and no other unit."""
    carried = {a.end for a in amounts}
    question = [t for k, t in enumerate(tokens) if k >= start and k not in carried]
    units = [canonical_unit(t.value) or _KITCHEN_MEASURES.get(t.value, "") for t in question
             if t.type == "UNIT" or t.type == "WORD" and t.value in _KITCHEN_MEASURES]
    units = [u for u in units if u]
    if units:
        story = "".join(t.value for t in tokens[:start])
        return units == [kind] and _names_the_ingredient(question, _ingredient(tokens, b), story)
    named = {x for x in (_ingredient(tokens, b), kind) if x}
    return any(_noun(t.value) in named for t in question if t.type == "WORD")


# What a Chinese question may say before its unit besides the ingredient: 我应该放多少克, 还要加多少克.
_ASKING_ZH = ("应该", "需要", "一共", "要", "放", "加", "用", "得", "我", "还", "那么", "请问", "该", "做")


def _told(noun: str, story: str) -> bool:
    """A Chinese noun asked that the story names, in part at least (茶叶 of 红茶); an English one, as a word."""
    return noun in story if noun.isascii() else any(ch in story for ch in noun)


def _names_the_ingredient(question: list[Tok], ingredient: str, story: str) -> bool:
    """"多少克糖", "how many grams of sugar", "糖应该放多少克": a noun the question names beside its unit is b's
    ingredient (面粉 scaled never answers how much sugar)."""
    for t in question:  # (where the question holds the new amount, its words are that amount's: 1500 克肉放多少毫升)
        if t.type in ("UNIT", "HOW_MANY", "NUM"):
            break
        rest = t.value
        for word in _ASKING_ZH:
            rest = rest.replace(word, "")
        if t.type == "WORD" and not t.value.isascii() and rest and (ingredient and ingredient not in t.value
                                                                    or not ingredient and not _told(rest, story)):
            return False  # 糖应该放多少克: sugar, where the recipe gave flour (or named no ingredient)
    for k, t in enumerate(question[:-1]):
        if t.type == "UNIT" or t.type == "WORD" and t.value in _KITCHEN_MEASURES:
            n = k + 1 + (question[k + 1].type == "OF" and k + 2 < len(question))
            named = _noun(question[n].value) if question[n].type == "WORD" else ""
            if named and (ingredient and not (named.startswith(ingredient) or ingredient.startswith(named))
                          or not ingredient and not _told(named, story)):
                return False  # 用米400克 … 多少克水: water, which the story never names
    return True


def _new_amount_plain(tokens: list[Tok], clause: list[int], c: Amount, nouns: tuple[str, ...]) -> bool:
    """After the new amount, its clause says only a verb of putting or asking and an ingredient told: 做5人份口味淡一点
    ("for 6 people who eat a lot") is a second change, 做2人份放糖 asks sugar where the recipe gave salt."""
    for k in range(c.end, len(tokens)):
        t = tokens[k]
        if clause[k] != clause[c.start] or t.type == "HOW_MANY":
            return True
        rest = t.value
        for word in (*_ASKING_ZH, "了"):
            rest = rest.replace(word, "")
        if t.type == "WORD" and not t.value.isascii() and rest \
                and not any(n and (n.startswith(rest) or rest.startswith(n)) for n in nouns):
            return False
        if t.type == "WORD" and t.value.isascii() and _noun(t.value) not in nouns \
                and t.value not in _MAKER_ASKS | _SERVINGS | _KITCHEN_MEASURES.keys():
            return False  # "How much rice for 6 people who eat a lot?": the new amount qualified
    return True


def _unit_words_carried(tokens: list[Tok], amounts: list[Amount], start: int) -> bool:
    """Every unit word is an amount's or the question's: "and a cup of water" is one more amount."""
    carried = {a.end for a in amounts}
    return all(k in carried or k >= start for k, t in enumerate(tokens)
               if t.type == "UNIT" or t.type == "WORD" and t.value in _KITCHEN_MEASURES)


def _one_portion_said(tokens: list[Tok], clause: list[int], at: int) -> bool:
    """Whether clause `at` names one portion (一份, 一杯, 一碗 …): its ingredient's amount is one portion's."""
    return any(clause[k] == at and t.type == "WORD" and t.value == "一" and k + 1 < len(tokens)
               and tokens[k + 1].type == "MEASURE" for k, t in enumerate(tokens))


def _clauses(tokens: list[Tok]) -> list[int]:
    out, n = [], 0
    for t in tokens:
        n += t.type == "COMMA"
        out.append(n)
    return out
