"""The words of a question that the second look and the match score compare: content words
(English words crudely stemmed; Chinese by character pairs), opposite pairs, names, and the kinds
of things a question is about (机票 / 火车票)."""

from __future__ import annotations

import functools
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

# Chinese is written without spaces, and content words are not segmented (jieba reads only the acts of
# zh_questions.py): a Chinese content word
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
    ("up", "down"), ("login", "logout"), ("link", "unlink"), ("install", "uninstall"), ("hot", "cold"),
    ("冻结", "解冻"), ("绑定", "解绑"), ("存款", "取款"), ("提高", "降低"), ("增加", "减少"),
    ("升级", "降级"), ("添加", "删除"), ("添加", "移除"), ("加入", "退出"), ("加入", "移出"), ("买入", "卖出"),
    ("申购", "赎回"), ("开门", "关门"), ("上架", "下架"), ("上车", "下车"),
)
# Chinese switches said many ways: any way of turning on against any way of turning off, of
# locking against unlocking (开一下短信提醒 / 把短信提醒停掉; 锁卡 / 解除锁卡). A lock is closed
# with 关, 上 or 锁 and opened with 开, 打开 or 解, and a failure puts 不了 / 不上 / 不开 between
# the verb and the lock (上不了锁, 锁不上, 关不上 / 开不了锁, 打不开): 开锁失败 and 关锁失败 are
# two questions.
_ZH_ON, _ZH_OFF = ("开通", "开启", "打开", "开一下", "开下"), ("关闭", "关掉", "关了", "关一下", "停掉", "停用", "取消", "退订")
_ZH_LOCK = ("锁卡", "锁住", "锁定", "锁上", "冻结", "关锁", "上锁", "锁车", "锁门", "锁不上", "关不上",
            "上不了锁", "关不了锁")
_ZH_UNLOCK = ("解锁", "解除锁", "解冻", "解开", "开锁", "开门", "开不了锁", "打不开", "解不开")
OPPOSITES += tuple((a, b) for a in _ZH_ON for b in _ZH_OFF) + \
    tuple((a, b) for a in _ZH_LOCK for b in _ZH_UNLOCK if (a, b) not in OPPOSITES)
# Chinese ways of undoing something. A request to undo a thing is not a request about the thing,
# whether or not the other question names the verb it undoes (如何解除微信登录 / 如何用微信登录,
# 移出家庭共享成员 / 邀请成员加入家庭共享, 保费自动扣款怎么关闭 / 保费自动扣款功能怎么开): the
# second look refuses a pair where one question undoes and the other does not.
ZH_UNDO = _ZH_OFF + ("解绑", "解除", "退出", "移出", "移除", "卖出", "赎回", "停止")
_ZH_UNDO = re.compile("|".join(ZH_UNDO) + r"|(?:怎么|哪里|在哪|能)关(?![联于系注心键锁])")  # 怎么关, not 怎么关联 (关锁 locks)


def undoes(text: str) -> bool:
    """The (Chinese) question asks to undo something: turn off, cancel, unbind, leave, sell."""
    return _ZH_UNDO.search(text) is not None


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
# longest first: the words a longer one holds are not read again inside it (解除锁卡 is 解除锁)
_CHINESE_OPPOSITES = tuple(sorted({m for pair in OPPOSITES for m in pair if not m.isascii()},
                                  key=lambda m: (-len(m), m)))


def opposites_in(text: str) -> set[str]:
    """The members of opposite pairs the text holds (whole words in English, substrings in
    Chinese)."""
    folded = text.casefold()
    found = set(_ENGLISH_OPPOSITES.intersection(_WORD.findall(folded)))
    if _CJK_RUN.search(folded):
        for member in _CHINESE_OPPOSITES:
            if member in folded:
                found.add(member)
                folded = folded.replace(member, "|")
    return found


_FIRST_PERSON = frozenset("i me my mine myself i'm i'd i've".split())
_SECOND_PERSON = frozenset("you your yours yourself you're you'd you've".split())


def last_person(text: str) -> int:
    """Who the question is last about: 1 (I, me, my …), 2 (you, your …) or 0 (neither): "what
    should I call you" asks the assistant's name, "what do you call me" the user's."""
    for word in reversed(_WORD.findall(text.casefold())):
        if word in _FIRST_PERSON:
            return 1
        if word in _SECOND_PERSON:
            return 2
    return 0


# What a question asks for, by its question words: "how do I get a refund" and "when does my
# refund arrive" share every content word but not the question. English multiword forms first.
_ASKS = (("when", ("how long", "when", "what time", "多久", "几天", "什么时候", "多长时间", "几点", "何时",
                   "哪天", "哪一天", "几号")),
         ("amount", ("how much", "how many", "多少", "几个")),
         ("where", ("where", "哪里", "哪儿", "在哪", "到哪")),
         ("why", ("why", "为什么", "为啥", "怎么会")),
         ("who", ("who", "谁")),
         ("how", ("how", "怎么", "如何", "怎样", "怎么办")))
_ASK_WORD = re.compile("|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                                 for w in sorted({w for _, ws in _ASKS for w in ws}, key=len, reverse=True)))


def asks(text: str) -> set[str]:
    """What the question asks for (when, amount, where, why, who, how), by its question words:
    each is matched once, the longest first ("how long" is a when, not a how)."""
    return {kind for word in _ASK_WORD.findall(text.casefold()) for kind, words in _ASKS if word in words}


# Kinds of things: in each group, the kinds a question can be about, each said several ways. Two
# questions about different kinds of one group ask about different things, however close their
# words (机票改签要手续费吗 / 火车票改签要手续费吗, "cancel my credit card" / "cancel my debit
# card"). A word of the group's general thing (票, card, 银行卡, insurance) is no kind: "card" may
# be any card, so it never tells two questions apart. Ways of saying one kind stay one kind
# (机票 / 飞机票 / 航班 / flight / plane).
KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "ticket": {
        "air": ("机票", "飞机", "航班", "flight", "plane", "airline", "airplane"),
        "train": ("火车", "高铁", "动车", "train", "railway"),
        "bus": ("汽车票", "大巴", "长途车", "客车", "bus", "coach"),
        "ship": ("船票", "轮渡", "游轮", "ferry", "cruise"),
        "movie": ("电影票", "影票", "movie ticket", "cinema ticket"),
        "admission": ("门票", "景区票", "admission ticket", "entrance ticket"),
    },
    "card": {
        "credit": ("信用卡", "credit card"),
        "debit": ("借记卡", "储蓄卡", "debit card"),
        "virtual": ("虚拟卡", "virtual card", "disposable card"),
        "physical": ("实体卡", "physical card", "plastic card"),
        "social": ("社保卡",),
        "medical": ("医保卡",),
        "transit": ("公交卡", "交通卡", "地铁卡", "transit card"),
        "gift": ("礼品卡", "购物卡", "gift card"),
        "membership": ("会员卡", "membership card"),
    },
    "fund": {  # the public funds a Chinese citizen pays into
        "housing": ("公积金",), "social": ("社保",), "medical": ("医保",),
    },
    "investment": {
        "fund": ("基金", "mutual fund"), "stock": ("股票", "stock"), "bond": ("债券", "bond"),
        "gold": ("黄金",), "crypto": ("加密货币", "比特币", "crypto", "cryptocurrency", "bitcoin"),
    },
    "loan": {
        "mortgage": ("房贷", "mortgage", "home loan"), "car": ("车贷", "car loan", "auto loan"),
        "student": ("助学贷款", "student loan"),
    },
    "insurance": {
        "car": ("车险", "car insurance", "auto insurance"), "life": ("寿险", "人寿保险", "life insurance"),
        "health": ("医疗险", "重疾险", "health insurance"), "accident": ("意外险", "accident insurance"),
        "travel": ("旅游险", "travel insurance"), "home": ("家财险", "home insurance"),
    },
    "payment": {
        "transfer": ("bank transfer", "wire transfer", "转账"), "cash": ("cash", "atm", "现金"),
        "cheque": ("cheque",), "apple pay": ("apple pay",), "google pay": ("google pay",),
        "alipay": ("支付宝", "alipay"), "wechat pay": ("微信支付", "wechat pay"),
    },
    "hotel stay": {"check-in": ("入住", "check in", "check-in", "checkin"),
                   "check-out": ("退房", "check out", "check-out", "checkout")},
    "phone plan": {"data": ("流量",), "calls": ("话费",), "broadband": ("宽带", "broadband")},
    "document": {
        "identity card": ("身份证", "identity card", "id card"), "passport": ("护照", "passport"),
        "driving licence": ("驾照", "驾驶证", "driving licence", "driver license", "drivers license"),
        "visa": ("签证",)  # Visa is a card too, "residence permit": ("居住证", "residence permit"),
    },
}
_KIND_OF = {member: (group, kind) for group, kinds in KINDS.items() for kind, members in kinds.items()
            for member in members}
# Chinese members longest first, each cut out once found: 电影票 is not read again as 影票
_CHINESE_KINDS = tuple(sorted((m for m in _KIND_OF if not m.isascii()), key=lambda m: (-len(m), m)))


def kinds_in(text: str) -> dict[str, set[str]]:
    """Group → the kinds of it the question speaks of. English: words and pairs of words (a
    plural s or a 's read as the word; check-in is the words check and in); Chinese: substrings."""
    folded = text.casefold()
    found: dict[str, set[str]] = {}
    words = [w[:-2] if w.endswith("'s") else w for w in _WORD.findall(folded)]  # card's → card
    for i, word in enumerate(words):
        for said in ((f"{words[i - 1]} {word}",) if i else ()) + (word,):
            kind = _KIND_OF.get(said) or (_KIND_OF.get(said[:-1]) if said.endswith("s") else None)
            if kind is not None:
                found.setdefault(kind[0], set()).add(kind[1])
                break
    if _CJK_RUN.search(folded):
        for member in _CHINESE_KINDS:
            if member in folded:
                group, kind = _KIND_OF[member]
                found.setdefault(group, set()).add(kind)
                folded = folded.replace(member, "|")
    return found


@functools.cache
def kind_words(group: str, kind: str) -> tuple[frozenset[str], ...]:
    """The content words of each way of saying a kind (so an answer's questions can be asked
    whether they use it)."""
    return tuple(frozenset(content_words(member)) for member in KINDS[group][kind])


def names_in(text: str) -> set[str]:
    """Capitalised words not at the start of a sentence: places, products, people."""
    return {m.group(0).casefold() for m in _NAME.finditer(text.strip())}
