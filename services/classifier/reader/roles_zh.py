"""The Chinese clauses of a one-step word problem as quantities with roles, and its question (for
roles.py). Verbs are listed as written; a clause's verb is the one that ends last before its amount,
or one written over it that starts earlier (剪掉 in 剪掉了, 卖出了 rather than 卖出)."""

from __future__ import annotations

import re

from .bill_people import KIN
from .tokens import Tok
from .ratios_asked_zh import RATIO, RATIO_ASKED_ZH, measure_told
from .starts_asked_zh import LEFT_WORDS_ZH, LEVEL, SOME_ZH, START_WORDS_ZH, TAKERS_ZH
from .role_words import NUM_MARK, Amounts, Ask, Quantity, Unclear, number_at, per_matches, same_thing, unit_word
from .units import canonical_unit, money_unit
from .vocab_zh import SHARES_ASKED_ZH, is_kin_or_role, kin_out_of_order, leading_times_zh, words_zh

_HAS_ZH = ("原来有", "原有", "本来有", "一共有", "共有", "有", "养了", "是", "高", "长", "重", "宽", "今年", "体重", "身高")
# Measure words the lexicon may leave inside the noun after an amount (95顶帽子) or in a question (几岁)
_MEASURE_WORD = re.compile("[个只张本支条颗块辆人名件顶把页元米升克岁棵朵头匹串瓶盒袋箱包杯碗双份]")
_GAIN_ZH = ("又买了", "买了", "买来", "买", "捡到了", "捡到", "收到了", "收到", "得到", "赢了", "攒了", "攒", "放进去",
            "放进", "倒进", "倒入", "转来", "拿来", "摘了", "钓了", "做了", "折了", "存入", "存了", "存进", "挣了",
            "赚了", "借来", "领了", "种了", "拔了", "采了", "挖了", "加了", "来了", "飞来", "捡了", "开来了", "开来", "飞来了", "跑来",
            "游来了", "游来", "走来", "搬来", "运来", "开进", "飞回", "上来了", "上来", "上车了", "上车",
            "买进了", "买进", "购进了", "购进", "注入了", "注入", "还回来了", "还回来", "运进了", "运进", "搬进", "开进来了", "开进来")
# Done so many times, only added to more of the same ("周一跑了5.5千米，周日跑了7.25千米，一共跑了多少千米")
_ACT_ZH = ("跑了", "走了", "游了", "骑了", "看了", "读了", "写了", "做了", "练了", "卖出", "卖了", "跳了", "跳", "植树", "栽了",
           "踢了", "拍了")
_LOSS_ZH = ("掉下来", "掉下", "掉了", "删掉了", "删掉", "删除了", "删除", "删了", "卸载了", "去掉", "退掉", "吃了", "吃掉", "用了", "用去", "用掉", "花了",
            "花掉", "送给", "送出去", "送出", "送了", "给了", "卖出了",
            "卖出", "卖了", "卖掉了", "卖掉", "借走了", "借走", "借给", "飞走了", "飞走", "运走了", "运走", "开走了", "开走", "丢了",
            "丢失", "打碎了", "打碎", "打破了", "漏掉了", "漏掉", "漏了", "取出", "取走", "捐出去", "捐出", "捐了", "拿走", "喝了", "喝掉", "扔了", "扔掉", "撕了", "输了", "游走了", "跑走了", "剪掉", "剪去", "寄走", "砍掉了", "砍掉", "砍了", "下去了", "下去", "下车了", "下车",
            "借出了", "借出", "搬走了", "搬走", "拿走了", "取走了",
            "发下去了", "发下去", "发出去了", "发出去", "发出了", "分出去了", "分出去", "分掉了", "分掉")
_GIVERS_ZH = ("给了", "送给", "借给", "给")
# A count told as it was at the start, before some change (原来有): a comparison said beside it is of which time?
_STARTS_ZH = ("原来有", "原有", "本来有")
# The measure a comparison's direction or a told verb says (矮 and 高 a height, 短 and 长 a length)
_DIMENSION_ZH = {"长": "长", "短": "长", "高": "高", "矮": "高", "重": "重", "轻": "重", "宽": "宽", "窄": "宽"}
# A pronoun compared against: the one holder told before it (小明有20颗，小红比他多6颗).
_COMPARED_PRONOUNS_ZH = frozenset({"他", "她", "它"})
_ADVERBS_ZH = re.compile(r"(又|再|已经|还|也|都|一共|总共|共|先|后来|然后|今天|昨天|早上|上午|中午|下午|晚上|这个月|上个月|"
                         r"今年|去年|生日|过年|现在|周[一二三四五六日]|星期[一二三四五六日天]|到站|在[^，]*?[上里]|(?:回家的?|上学的?|半)?路上)+")
_ONE_ITEM_ZH = re.compile(r"^一[个只张本支条颗块辆件顶把棵座根盒袋瓶包]")
_PRONOUNS_ZH = frozenset({"他", "她", "我", "你", "它", "他们", "她们", "我们"})
_PER_ONE_ZH = re.compile(r"一(?P<per>[^一有每比能可坐装，]{2,8})(?:有|能坐|可以坐|能装|可以装)")  # "一盒巧克力有": per one box
# How a question is put to the one asked, before what it asks ("你猜我还剩几个", "请问", "帮我算算"): no amount.
_ASKER_ZH = re.compile(r"^(?:请问|请你|麻烦|你(?:猜猜?|说说?|算算|知道|帮我算算?)|帮我(?:算算?|算一下)|算算)")
# The speaker alone, and the speaker's group: two holders ("咱们有25个，我吃了5个，我还有几个": my share is not told)
_SPEAKER_ZH = ("我",)
GROUP_ZH = ("我们", "咱们", "咱")
# The one spoken to: a holder of its own, never the speaker's group ("我们有27个，你有7个")
_ADDRESSEE_ZH = "你"
# A third person beside the speaker: 他 is never 我 ("我有24本书，他有18本书"); 其他 is no one.
_THIRD_ZH = re.compile(r"(?<!其)[他她]")
_FIRST_ZH = re.compile(r"我|咱")


def _thing_told_before_amount(q: Quantity) -> bool:
    """"商店原有大米120袋": the thing counted named before the amount, kept as its holder (no noun after it)."""
    return q.role == "has" and not q.noun and bool(q.actor) and q.verb in ("有", "原有", "原来有", "本来有")


def zh_text(part: list[Tok]) -> str:
    return "".join(NUM_MARK if t.type == "NUM" else t.value for t in part)


def quantity_zh(part: list[Tok], slots: Amounts, before: list[Quantity], elided: Quantity | None) -> Quantity:
    i = next(j for j, t in enumerate(part) if t.type == "NUM")
    text, value, unit = number_at(part, i, slots)
    measure = part[i + 1].value if i + 1 < len(part) and part[i + 1].type in ("MEASURE", "UNIT") else ""
    head = zh_text(part[:i])
    if len(head) > 1 and not _ADVERBS_ZH.match(head):  # the times it lists are read where they stand
        head = head[len(leading_times_zh(head)):]  # "春节收到了50元": when, not who
    tail = zh_text(part[i + 1 + bool(measure):])
    if not measure and not unit:
        unit, tail = split_measure(tail)  # "95顶帽子": the lexicon left 顶 in the noun
    unit = _pieces_or_money(measure, unit, tail, slots)
    if tail.startswith(("多", "余", "来", "左右")):
        raise Unclear("50多人: more than a count, not a count")
    q = Quantity(text, value, "has", unit=unit or measure)
    if part[0].type == "AMONG":
        if i != 1 or not tail:
            raise Unclear("shared among more words")
        q.role, q.noun = "among", tail
        return q
    if tail.endswith("倍") or tail == "倍":
        m = re.fullmatch(r"(?P<a>.*?)(?:的(?P<noun>\w+?))?是(?P<b>.+?)的", head)
        if not m or tail != "倍":
            raise Unclear("a multiple said otherwise")
        q.role, q.actor, q.other, q.unit = "times", _actor_zh(m["a"]) or (before[-1].actor if before else ""), \
            _actor_zh(m["b"]), ""
        q.noun = m["noun"] or ""  # "小红的梨是小明的3倍": a multiple of pears
        aged = "年龄" in head or "岁数" in head or bool(before) and before[-1].unit == "岁"
        if aged and value != 1 and kin_out_of_order(q.actor, q.other, value > 1):
            raise Unclear("kin's age a multiple against their place")  # "弟弟8岁，是哥哥年龄的2倍"
        return q
    q.noun = tail
    m = re.fullmatch(r"(?P<a>.*?)比(?P<b>.+?)(?P<d>多|少|大|小|长|短|高|矮|重|轻|贵|便宜)(?P<v>\w{1,2}?了?)?", head)
    if m and m["v"] and not any(b.verb == m["v"] for b in before):
        raise Unclear("比…多跑了: compared by a doing the state was not told with")
    if m:
        q.role = "more" if m["d"] in ("多", "大", "长", "高", "重", "贵") else "fewer"
        q.actor, q.other = _actor_zh(m["a"]) or (before[-1].actor if before else ""), _actor_zh(m["b"])
        if any(b.verb in _STARTS_ZH for b in before):
            raise Unclear("小明原来有12本，小红比小明多3本: compared with then, or with now?")
        if _DIMENSION_ZH.get(m["d"], "") not in ("", *(_DIMENSION_ZH.get(b.verb, m["d"]) for b in before)):
            raise Unclear("黄丝带长25厘米，红丝带比黄丝带高13厘米: another measure compared than the one told")
        if m["d"] in ("大", "小") and q.unit == "岁" and kin_out_of_order(q.actor, q.other, m["d"] == "大"):
            raise Unclear("kin said older than their place says")
        if m["b"] in _COMPARED_PRONOUNS_ZH:
            holders = {b.actor for b in before}
            q.other = holders.pop() if len(holders) == 1 and "" not in holders and q.actor not in holders else ""
        return q
    if "比" in head:
        raise Unclear("a comparison said otherwise (周二比周一多跑了2公里)")
    m = re.fullmatch(r"(?P<who>[^每给送分]{0,8})每(?P<per>.+?)(装|有|重|是|放|坐|滴|流|走|行|跑|做|写|读|看|打|挣|赚|卖|花|用|还|交|付|存"
                     r"|分|种|栽|插|摆|关|住|养)?", head)
    if m:  # "每个盘子里放5个桃": per plate, what is in it; whose rate: 小红每盒装13支
        q.role, q.per = "rate", unit_word(re.sub(r"(?<=..)[里上]$", "", m["per"]))
        q.actor = _actor_zh(m["who"])
        return q
    m = _PER_ONE_ZH.fullmatch(head)
    if m:  # "一盒巧克力有24块", "一只蜘蛛有8条腿": so many per one box, per one spider
        q.role = "rate"
        _per_measure(q, m["per"], measure)
        return q
    if head.startswith("其中"):
        q.role, q.other = "part", head[2:]
        return q
    if not head:
        if elided is not None:
            q.actor, q.verb, q.role = elided.actor, elided.verb, elided.role  # "13个红苹果和18个青苹果"
            return q
        if before or not tail:
            raise Unclear("an amount with no verb")
        q.role = "count"
        return q
    m = re.fullmatch(r"(?P<a>.*?)平均分给", head)
    if m:
        raise Unclear("shared (the total comes first)")
    if len(head) <= 6 and any(b.role == "rate" and (per_matches(q, b.per) or same_thing(q, b.noun, b.unit)
                                                     and q.unit == b.unit) for b in before):
        if any(b.of and q.noun and b.of not in q.noun and q.noun not in b.of for b in before):
            raise Unclear("每袋面包有6个 … 两袋饼干: a count of another thing than the rate is per")
        q.role = "count"  # "我加了40升", "一共要滴1800滴": so many of what a rate is per, or of its own unit
        verb = _verb_zh(head)
        q.actor = _actor_zh(head[:head.rfind(verb[0])]) if verb else ""  # "小刚有8盒": 小刚's count
        return q
    # "小明要折50只纸鹤": a goal; "已经折了32只": what is done of it, by the goal's own verb
    goal = _GOAL_ZH.fullmatch(head)
    if goal and (_verb_zh(goal["v"]) or _verb_zh(goal["v"] + "了")) is not None:
        q.actor, q.verb, q.role = _actor_zh(goal["who"]), goal["v"], "need"
        return q
    done = _DONE_ZH.fullmatch(head)
    if done and any(b.role == "need" and b.verb == done["v"] for b in before):
        q.actor, q.verb, q.role = _actor_zh(done["who"]), done["v"], "done"
        return q
    some = _SOME_THEN_LEVEL_ZH.fullmatch(head)
    if some and before and _verb_zh(some["v"]) is not None:  # "卖掉了一些后还剩17个": a change not told, then the level
        verb, role = _verb_zh(some["v"])
        if role != ("loss" if "剩" in some["left"] else "gain"):
            raise Unclear("还剩 after what was taken, 有了 after what came")
        q.actor, q.verb, q.role, q.other = _actor_zh(some["who"]), verb, LEVEL, f"{SOME_ZH}{role}"
        return q
    level = _level_zh(head, before)
    if level is not None:
        q.actor, q.verb, q.role = level[0], level[1], LEVEL  # "还剩8个", "现在有20只": the level after the changes
        return q
    priced = _PRICE_OF_ONE_ZH.fullmatch(head)
    if priced and money_unit(q.unit) and not tail:  # "一支钢笔18元": the price of one pen, the pen's
        q.actor, q.role = priced["thing"], "has"
        return q
    verb = _verb_zh(head)
    if verb is None:
        raise Unclear("a verb outside the classes")
    word, role = verb
    at = head.rfind(word)
    q.actor, q.verb, q.role = _actor_zh(head[:at]), word, role
    if word in _STARTS_ZH and any(b.role in ("more", "fewer") for b in before):
        raise Unclear("小丽比小芳多6朵，小丽原来有21朵: the comparison is of now, the count of then")
    if role in ("gain", "loss") and q.noun and any(_thing_told_before_amount(b) and q.noun not in b.actor
                                                   and b.actor not in q.noun for b in before):
        raise Unclear("原有大米120袋，又购进了80袋面粉: another thing gained than the one counted")
    if not q.actor and word not in TAKERS_ZH and word not in LEFT_WORDS_ZH and before and before[-1].other \
            and before[-1].verb in TAKERS_ZH:
        raise Unclear("小明借走了18本，又送给了小红6本: done by the taker, not by the place it was taken from")
    if word in TAKERS_ZH and q.actor and before:
        source = re.search(r"从(.+?)[里中上]?$", head[:at])
        if source and _actor_zh(source[1]) not in {re.sub(r"(?<=.)[里中上]$", "", b.actor) for b in before}:
            raise Unclear("小明从盒子里拿走了12个 after 篮子里有30个: taken from a place the story did not stock")
        q.actor, q.other = "", q.actor  # the taker, not the holder of what was taken
    between = head[at + len(word):]
    if between.startswith("了"):
        between = between[1:]
    if word in _GIVERS_ZH and not between and q.actor and not (elided or before) or word in _GIVERS_ZH and \
            not between and any(b.role == "given" for b in before):
        q.role = "given"  # "爸妈给了2000，姑姑给了800": given by each, to whom the question says
    elif word in _GIVERS_ZH and between:
        if between in _PRONOUNS_ZH:
            if q.actor in ("我", "我们"):
                raise Unclear("我又给了它9根: the speaker gives to another holder")
            q.actor, q.role = "", "gain"  # "妈妈又给了他25元": he gains it
        # else "送给同学18张": given to another, a loss of the subject
    elif between and role == "has" and not q.noun and word in ("有", "原有", "原来有", "本来有") and not before:
        q.actor = _actor_zh(between)  # "果园里有苹果树120棵": the apple trees, 120 of them
    elif between:
        raise Unclear("words between the verb and its amount")
    if head.startswith("一") and role == "has" and word == "有":
        q.per = q.actor  # "一只蜘蛛有8条腿": 8 legs per 蜘蛛
    return q


# What a Chinese question asks with: every other character of it must be in the story.
_ASKING_ZH = frozenset("还剩下有差现在一共总是多少几个比每人分到得能可以要需了的钱元付花拿收到今年岁没看拼用吗呢？?，和给贵便宜"
                       "他她它们我你不其余一完"
                       "只张本支条颗块辆名件顶把页米升克棵朵头匹串瓶盒袋箱包杯碗双份千公斤厘毫两吨斤")


def asks_only_zh(question: list[Tok], story: list[Tok]) -> bool:
    """Whether every character of the question asks (还剩, 一共, 多少, a measure word) or is in the story:
    单程, 百分之几, 另一个人 say what the story does not."""
    told = set(zh_text(story))
    text = _ASKER_ZH.sub("", zh_text(question))
    for word in START_WORDS_ZH:  # 原来有几个: the start asked (starts_asked_zh.py)
        text = text.replace(word, "")
    ratio = RATIO_ASKED_ZH.fullmatch(text)
    if ratio:  # 苹果的个数是梨的几倍 (ratios_asked_zh.py): the two holders must be the story's
        return measure_told(ratio, zh_text(story)) and (ratio["a"] + ratio["b"] in zh_text(story)
                                                         or all(ch in zh_text(story) for ch in ratio["a"] + ratio["b"]))
    if any(w in text for w in SHARES_ASKED_ZH):
        return False  # a share, a multiple or a rate asked, not an amount
    if not _ADVERBS_ZH.match(text) and leading_times_zh(text):
        return False  # "春节收到了多少", "中秋节还剩几个": the amount at one time, which the story may not tell
    return all(ch in _ASKING_ZH or ch in told or ch == NUM_MARK or ch.isascii() for ch in text)


def _per_measure(rate: Quantity, per: str, counted_by: str) -> None:
    """"一盒巧克力有24块": the rate is per the measure word (盒), of the noun after it, which is what it
    counts where the amount names nothing itself ("有6个", "有24块": pieces of it). 每袋面包 keeps its
    whole per (a count of 袋 alone is not read against it: on the generated corpus that let a wrong answer through)."""
    measure, thing = split_measure(per)
    if measure and thing and not any(canonical_unit(thing[:k]) for k in (1, 2)):  # 每个月, 每个小时: per a unit
        rate.per, rate.of = measure, thing
        rate.noun = rate.noun or thing
        rate.unit = _pieces_or_money(counted_by, rate.unit, rate.noun, None)


def _pieces_or_money(measure: str, unit: str, noun: str, amounts: Amounts | None) -> str:
    """块 before a noun counts pieces of it (20块巧克力, 多少块饼干); before 钱 it is money, and alone
    too, unless the request counts pieces and says nothing of money ("32块饼干 … 每人分到几块")."""
    if measure != "块":
        return unit
    if noun and not noun.startswith("钱") or not noun and amounts is not None and _counts_pieces(amounts):
        return "块"
    return unit


_MONEY_ZH = re.compile("钱|元|花|付|价|卖|费|工资|存|¥|￥")


def _counts_pieces(amounts: Amounts) -> bool:
    told = amounts.tokens
    return _MONEY_ZH.search(amounts.text) is None and any(
        t.type == "NUM" and told[k + 1].value == "块" and told[k + 2].type == "WORD"
        for k, t in enumerate(told[:-2]))


def split_measure(noun: str) -> tuple[str, str]:
    """A measure word the lexicon left at the start of a noun, and the rest ("顶帽子" → 顶, 帽子)."""
    if noun[:1] and _MEASURE_WORD.match(noun):
        return unit_word(noun[0]), noun[1:]
    return "", noun


_PRICE_OF_ONE_ZH = re.compile(r"一[个只张本支条件顶把双块盒袋瓶包]" r"(?P<thing>[^\d比是有每，]{1,4})")
_SOME_THEN_LEVEL_ZH = re.compile(r"(?P<who>[^一]{0,6}?)(?P<v>[^一，]{1,3}?了?)一些(?:后|以后|之后)?(?P<left>还剩下|还剩|剩下|剩|有了|现在有)")
_GOAL_ZH = re.compile(r"(?P<who>[^要需]{0,6}?)(?:要|需要|计划|打算|准备)(?P<v>[^了要需]{1,2})")
_DONE_ZH = re.compile(r"(?P<who>[^已]{0,6}?)已经(?P<v>[^了]{1,2})了?")
_TOLD_VERBS_ZH = sorted({*_ACT_ZH, *_GAIN_ZH, *_LOSS_ZH}, key=len, reverse=True)  # 卖掉了多少个: asked by its verb


def _level_zh(head: str, before: list[Quantity]) -> tuple[str, str] | None:
    """The holder and word of a level told after changes ("还剩8个", "现在有20只鸽子"); None for any other head."""
    if not before or not all(b.role in ("gain", "loss") for b in before):
        return None
    left = next((w for w in LEFT_WORDS_ZH if head.endswith(w)), None)
    if left is not None:
        return _actor_zh(head[:-len(left)]), left
    if head.endswith("有") and "现在" in head:
        return _actor_zh(head[:-1]), "现在有"
    return None


def _verb_zh(head: str) -> tuple[str, str] | None:
    classes = (("has", _HAS_ZH), ("gain", _GAIN_ZH), ("loss", _LOSS_ZH), ("act", _ACT_ZH))
    found = [(head.rfind(v), len(v), v, role) for role, verbs in classes for v in verbs if v in head]
    if not found:
        return None
    # the verb that ends last; of the verbs written over it, the one that starts first (剪掉 in 剪掉了, not 掉了)
    last = max(found, key=lambda f: (f[0] + f[1], f[1]))
    over = [f for f in found if f[0] + f[1] > last[0] and f[0] <= last[0]]
    _, _, word, role = min(over, key=lambda f: (f[0], -f[1]))
    return word, role


def _actor_zh(text: str) -> str:
    text = _ONE_ITEM_ZH.sub("", _ADVERBS_ZH.sub("", text))  # "一棵树" is the tree
    if not any(k in text for k in KIN):
        text = re.sub(r"(?<=.)的[^的]{1,3}$", "", text)  # "小红的笔": 小红; "小明的姐姐" is someone else
        text = re.sub(r"(?<=.)的[^的]{1,4}[里上中内]$", "", text)  # "我的存钱罐里": what is in it is mine
    if text in _SPEAKER_ZH:
        return "我"  # the speaker
    if text in GROUP_ZH:
        return "我们"
    if text == _ADDRESSEE_ZH:
        return text
    if text in _PRONOUNS_ZH:
        return ""
    return text


def ask_zh(question: list[Tok], slots: Amounts) -> Ask:
    text = _ASKER_ZH.sub("", zh_text(question))
    ask = Ask()
    ratio = RATIO_ASKED_ZH.fullmatch(text)
    if ratio:
        ask.kind, ask.actor, ask.other = RATIO, _actor_zh(ratio["a"]), _actor_zh(ratio["b"])
        return ask
    m = re.search(r"(多少|几)", text)
    if not m:
        raise Unclear("no count asked")
    before, after = text[:m.start()], text[m.end():]
    k = next((j for j, t in enumerate(question) if t.value.endswith(("多少", "几")) or "多少" in t.value), None)
    if k is not None and k + 1 < len(question) and question[k + 1].type in ("MEASURE", "UNIT"):
        ask.unit = unit_word(question[k + 1].value)
        after = zh_text(question[k + 2:])
    elif (unit := _MEASURE_WORD.match(after)) is not None:
        ask.unit, after = unit_word(unit.group()), after[1:]
    ask.noun = re.sub(r"(没看|没拼|没用)$", "", after)
    ask.unit = _pieces_or_money("块" if re.search(r"(多少|几)块", text) else "", ask.unit, ask.noun, slots)
    if ask.noun == "钱" and not ask.unit:
        ask.unit, ask.noun = "money", ""  # 多少钱
    ask.counts = not (money_unit(ask.unit) or canonical_unit(ask.unit))
    ask.received = any(w in before for w in ("收", "得到", "拿到"))
    ask.start = any(w in before for w in START_WORDS_ZH)
    if ask.start:
        before = re.sub("|".join(START_WORDS_ZH), "", before)
    if "剩" in before or "还有" in before or "还差" in before or "还要" in before or "还需" in before or "没" in after:
        ask.kind = "left"
    elif "一共" in before or "总共" in before or "共" in before:
        ask.kind = "total"
    elif "现在" in before:
        ask.kind = "now"
    if "每" in before:
        ask.kind = "each"
        ask.per = re.sub(r"^每[个位名]?", "", re.sub(r"(分到|分得|分|得|能分|可以分|坐|有)$", "", before))
    cmp = re.fullmatch(r"(?P<a>.*?)比(?P<b>.+?)(?P<d>多|少|长|短|大|小|高|矮|重|轻|贵|便宜)(?:[^多少]{1,2}了?)?", before)
    if cmp:
        ask.kind = "more" if cmp["d"] in ("多", "长", "大", "高", "重", "贵") else "fewer"
        ask.actor, ask.other = _actor_zh(cmp["a"]), _actor_zh(cmp["b"])
        return ask
    if before.endswith(("多", "少")):
        raise Unclear("一共少多少, 多多少 with no 比: a difference asked, of what against what")
    if before.startswith(("其他", "其余", "不是")) or "不是" in before:
        ask.other_part = True
        return ask
    asked = re.sub(r"(现在一共有|现在有|一共有|还剩|还有|有|是|分|体重|身高|高|长|重)$", "", re.sub(r"(还剩|现在|一共|还要|还需|还差).*$", "", before))
    # "小东跳了多少下": asked by the doing the story told the amounts with (跳了 … 跳了), not a doing of its own
    told_verb = next((v for v in _TOLD_VERBS_ZH if asked.endswith(v) and slots.text.count(v) >= 2), "")
    if told_verb:
        asked, ask.verb = asked[:-len(told_verb)], told_verb
    elif ask.kind == "total":  # "一共卖了多少个": the total asked by the doing told, not as what is had (一共有)
        ask.verb = next((v for v in _TOLD_VERBS_ZH if before.endswith(f"一共{v}") and slots.text.count(v) >= 2), "")
    # 我们一共: the group that told its amounts, not the speaker alone
    ask.actor = "" if _ADVERBS_ZH.sub("", asked) in ("我们", "咱们") else _actor_zh(asked)
    named = [_actor_zh(name) for name in _ADVERBS_ZH.sub("", asked).split("和")]
    if ask.kind == "total" and len(named) == 2 and all(named) and named[0] != named[1]:
        ask.actor, ask.holders = "", frozenset(named)  # "红花和黄花一共有多少朵": the total of the two named
    ask.one = _ADVERBS_ZH.sub("", asked) in ("他", "她", "它")
    return ask


def group_beside_another_zh(holders: set[str]) -> bool:
    """Whether amounts the speaker's group holds (我们, 我们班, 我们组) are told beside another holder's (我, 你,
    小美, another of the speaker's groups): whether that one is inside the group is not told, so no total
    adds them ("我们有17个，小美有3个，我们一共", "我们班有42人，我们组有9人")."""
    return len(holders) > 1 and any(h.startswith(GROUP_ZH) for h in holders)


_PEOPLE_MEASURES_ZH = frozenset("人名位")
_GROUP_ENDS_ZH = tuple("生工员人客理部长")  # 女生, 工人, 经理, 干部, 班长


def part_beside_its_whole_zh(qs: list[Quantity], ask: Ask) -> bool:
    """Whether a holder that is itself a kind of what is counted (女生 of 人, 苹果树 of 棵树) is told beside one that
    is not (班里, 学校, 果园): the first is likely inside the other's count, so no total adds them ("班里有40人，女生有
    18人，一共有多少人", "教室里有42人，老师有2人", "动物园有120只动物，猴子有30只"); groups only (男生 … 女生 …) add."""
    def a_kind_counted(q: Quantity) -> bool:
        noun = q.noun or ask.noun
        return bool(noun) and q.actor != noun and q.actor.endswith(noun) \
            or q.unit in _PEOPLE_MEASURES_ZH and (q.actor.endswith(_GROUP_ENDS_ZH) or is_kin_or_role(q.actor))
    def a_thing_holding(q: Quantity) -> bool:  # "猴子有30只": a thing (no person, no place) holds only itself
        words = words_zh(q.actor)
        return not q.noun and len(words) == 1 and words[0].kind == "thing"
    holders = [q for q in qs if q.role == "has" and q.actor and not q.actor.isascii()]
    kinds = [q for q in holders if a_kind_counted(q)]
    if len(holders) > 1 and any(q.actor.startswith("全") for q in holders):
        return True  # 全班, 全校, 全村: all of them, beside one of theirs
    # "动物园有120只动物，猴子有30只": the asked noun held by one, a thing holding itself beside it
    containers = [q for q in holders if q.noun and q.noun == (ask.noun or q.noun)]  # 多少件: the noun unsaid
    return bool(kinds) and len(kinds) < len(holders) or bool(containers) and any(map(a_thing_holding, holders))


def third_beside_speaker_zh(tokens: list[Tok]) -> bool:
    """Whether a story told by 我 (咱们) speaks of 他 or 她 too: two people whose roles the pronouns
    do not tell apart ("给了他5个，他现在有多少个", "他们一共有多少")."""
    text = zh_text(tokens)
    return _FIRST_ZH.search(text) is not None and _THIRD_ZH.search(text) is not None


# "一支钢笔", "一盒铅笔": one of a thing under its measure word, up to a comparison, a question or a price
_ONE_OF_ZH = re.compile(r"一(?P<measure>[个只张本支条颗块辆件顶把棵座根盒袋瓶包箱])(?P<thing>[^\d一比是有每多几的，。？?]{1,4}?)"
                        r"(?=比|多|少|便宜|贵|重|轻|高|矮|长|短|是|有|\d|" + NUM_MARK + r"|，|。|？|\?|$)")


def one_thing_two_measures_zh(tokens: list[Tok]) -> bool:
    """"一支钢笔12元 … 一盒铅笔比钢笔便宜9元，一支铅笔多少元": one thing counted under two measure words (a
    pencil and a box of pencils) is two amounts the story does not relate."""
    measures: dict[str, set[str]] = {}
    for m in _ONE_OF_ZH.finditer(zh_text(tokens)):
        measures.setdefault(m["thing"], set()).add(m["measure"])
    return any(len(found) > 1 for found in measures.values())


def holders_counted_zh(count: Quantity, told: list[Quantity], ask: Ask) -> bool:
    """Whether a count in a question for a total names the holders told, one each ("一班 … 二班 … 两个班一共",
    "一年级 … 二年级 … 两个年级一共"): the group asked about, not an amount; the question is then of all of them."""
    named = count.noun or ask.actor  # 两个班一共: the noun may be left to the question's holder
    if ask.kind != "total" or count.role != "count" or not named or count.unit != "个" or len(told) < 2 \
            or count.value != len(told) or count.noun and ask.actor:
        return False
    holders = [q.actor for q in told]
    if len(set(holders)) != len(holders) or not all(h.endswith(named) and h != named for h in holders):
        return False
    ask.actor = ""
    return True
