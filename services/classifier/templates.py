"""Question shapes that map to one sandbox operation, in English and Chinese.

Each template is a list of regular expressions over the request's core (slotted, folded, polite
lead-ins and trailing punctuation removed; see parse.py) that must match it *in full*, and a
builder that turns the match into a Task or refuses (None) when a value does not fit: a fraction
where an integer is needed, units that disagree, a date whose year is unknown. Refusing is always
safe: the request goes to the slow path.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal

from dtlib.envelope import Task

from .expression import read_expression
from .slots import Slots

N, P, D, Q = r"<n\d+>", r"<p\d+>", r"<d\d+>", r"<q\d+>"
MONEY = r"(?:\s?(?:dollars?|bucks|usd|euros?|eur|yuan|rmb|pounds?))?"
MONEY_ZH = r"(?:元|块钱|块|美元|欧元|英镑|日元|港币)?"
ASK_ZH = r"(?:是|为|等于|有|要|需要|得|约)?(?:多少|几|多大|什么|哪些|几何)?"
Builder = Callable[[re.Match[str], Slots], "Task | None"]


@dataclass(frozen=True)
class Template:
    name: str
    patterns: tuple[re.Pattern[str], ...]
    build: Builder
    needs: frozenset[str]  # slot kinds every pattern needs ("<d", "<q", ...): a cheap pre-check

    def applies(self, core: str) -> bool:
        return all(kind in core for kind in self.needs)


def template(name: str, *patterns: str) -> Callable[[Builder], Template]:
    kinds = {N: "<n", P: "<p", D: "<d", Q: "<q"}
    needs = frozenset(k for slot, k in kinds.items() if all(slot in p for p in patterns))

    def register(build: Builder) -> Template:
        return Template(name, tuple(re.compile(p) for p in patterns), build, needs)
    return register


def _integer(value: Decimal, minimum: int = 0) -> str | None:
    if value != value.to_integral_value() or value < minimum:
        return None
    return str(int(value))


def _task(op: str, **args: object) -> Task:
    return Task(op=op, args=args, source="parser")


def _units_agree(*units: str) -> bool:
    return len({u for u in units if u}) <= 1


# --- percentages ---------------------------------------------------------------------------


@template(
    "percent_of",
    rf"(?:the )?(?P<p>{P}) of (?:a |an |the )?(?P<n>{N}){MONEY}",
    rf"(?:a |an )?(?P<p>{P}) tip (?:on|for) (?:a |an )?(?P<n>{N}){MONEY}(?: bill| check| meal)?",
    rf"(?P<n>{N}){MONEY_ZH}的(?P<p>{P}){ASK_ZH}",
    rf"(?P<p>{P})的(?P<n>{N}){MONEY_ZH}{ASK_ZH}",
)
def percent_of(m: re.Match[str], s: Slots) -> Task | None:
    whole = s.number(m["n"])
    return _task("percent_of", percent=s.number(m["p"]).plain(), of=whole.plain())


@template(
    "share_as_percent",
    rf"what percent(?:age)? of (?P<whole>{N}) is (?P<part>{N})",
    rf"(?P<part>{N}) is what percent(?:age)? of (?P<whole>{N})",
    rf"(?P<part>{N})(?:是|占)(?P<whole>{N})的百分之(?:几|多少)",
    rf"(?P<part>{N})(?:是|占)(?P<whole>{N})的(?:百分比|比例|比重)(?:是多少|是几|多少)",
)
def share_as_percent(m: re.Match[str], s: Slots) -> Task | None:
    part, whole = s.number(m["part"]), s.number(m["whole"])
    if not _units_agree(part.unit, whole.unit) or whole.value == 0:
        return None
    return _task("expr", expression=f"{part.plain()}/{whole.plain()}*100")


_UP_ZH = r"(?:增长|增加|上涨|上升|提高|提升|涨|升|变)(?:到|至|为)|增至|涨至|升至|到"
_DOWN_ZH = r"(?:下降|下跌|减少|降低|降|跌)(?:到|至|为)|降至|跌至"
_RATE_ZH = r"(?:增长率|增幅|涨幅|增长幅度|增长百分比|变化率|变化幅度|增长了百分之(?:几|多少)|增长了多少%|涨了百分之(?:几|多少)|增长了多少百分比)"
_FALL_ZH = r"(?:降幅|跌幅|下降率|下降幅度|下降了百分之(?:几|多少)|跌了百分之(?:几|多少)|减少了百分之(?:几|多少))"
_SUBJECT_ZH = r"(?:[^<>\d，,。]{0,10}?)"
_SUBJECT_EN = r"(?:[a-z' ]{0,30}?)"
_GROWTH_EN = r"(?:percentage |percent )?(?:growth(?: rate)?|increase|change|rate of (?:growth|increase|change)|percent(?:age)? (?:change|increase|growth))"
_RISE_EN = r"(?:grew|rose|increased|went up|climbed|jumped|changed|went)"


@template(
    "growth_rate",
    rf"{_SUBJECT_ZH}从(?P<old>{N}){MONEY_ZH}(?:{_UP_ZH})(?P<new>{N}){MONEY_ZH}[，, ]?(?:其|的)?{_RATE_ZH}{ASK_ZH}",
    rf"{_SUBJECT_ZH}从(?P<old>{N}){MONEY_ZH}到(?P<new>{N}){MONEY_ZH}的{_RATE_ZH}{ASK_ZH}",
    rf"(?:the )?{_GROWTH_EN} (?:from|between) (?P<old>{N}){MONEY} (?:to|and) (?P<new>{N}){MONEY}",
    rf"{_SUBJECT_EN}{_RISE_EN} from (?P<old>{N}){MONEY} to (?P<new>{N}){MONEY}[,;.]? ?(?:what is|what's|what was|find|calculate)? ?(?:the|its)? ?{_GROWTH_EN}",
    rf"{_SUBJECT_EN}{_RISE_EN} from (?P<old>{N}){MONEY} to (?P<new>{N}){MONEY}[,;.]? ?by (?:what|how many|how much) percent(?:age)?",
    rf"by (?:what|how much) percent(?:age)? did {_SUBJECT_EN}(?:grow|increase|rise|go up|change) from (?P<old>{N}){MONEY} to (?P<new>{N}){MONEY}",
)
def growth_rate(m: re.Match[str], s: Slots) -> Task | None:
    old, new = s.number(m["old"]), s.number(m["new"])
    if not _units_agree(old.unit, new.unit) or old.value == 0:
        return None
    return _task("growth_rate", old=old.plain(), new=new.plain())


@template(
    "decline_rate",
    rf"{_SUBJECT_ZH}从(?P<old>{N}){MONEY_ZH}(?:{_DOWN_ZH})(?P<new>{N}){MONEY_ZH}[，, ]?(?:其|的)?{_FALL_ZH}{ASK_ZH}",
)
def decline_rate(m: re.Match[str], s: Slots) -> Task | None:
    # A fall asked as a fall ("降幅是多少") is a positive number: (old - new) / old.
    old, new = s.number(m["old"]), s.number(m["new"])
    if not _units_agree(old.unit, new.unit) or old.value <= 0:
        return None
    return _task("expr", expression=f"({old.plain()}-{new.plain()})/{old.plain()}*100")


_ASK_PRICE_ZH = r"(?:的?(?:价格|售价|现价|价钱|实付|金额))?(?:是|为|要|需要)?(?:多少钱?|几元|几块钱?)?|(?:要|需要)?(?:付|支付|花)多少钱?"
_ITEM_ZH = r"(?:的?(?:东西|商品|衣服|物品|产品|书|鞋))?"


@template(
    "discount_zh",
    rf"(?:[^<>\d，,]{{0,8}}?)原价(?:是|为)?(?P<price>{N}){MONEY_ZH}[，, ]?(?:现在|现)?打(?P<k>{N})折(?:后|以后|之后)?[，, ]?(?:{_ASK_PRICE_ZH})",
    rf"(?P<price>{N}){MONEY_ZH}{_ITEM_ZH}打(?P<k>{N})折(?:后|以后|之后)?[，, ]?(?:{_ASK_PRICE_ZH})",
)
def discount_zh(m: re.Match[str], s: Slots) -> Task | None:
    k = s.number(m["k"]).value  # 8折 pays 80%; 8.5折 85%; 75折 75%
    if 0 < k < 10:
        paid = k * 10
    elif 10 <= k < 100 and k == k.to_integral_value():
        paid = k
    else:
        return None
    off = Decimal(100) - paid
    return _task("discount", price=s.number(m["price"]).plain(), percent=format(off.normalize(), "f"))


@template(
    "discount",
    rf"(?P<price>{N}){MONEY_ZH}{_ITEM_ZH}(?:优惠|便宜|减价|降价|打折)(?P<p>{P})(?:后|以后|之后)?[，, ]?(?:{_ASK_PRICE_ZH})",
    rf"(?:the )?(?:final |sale |discounted |new )?(?:price|cost) (?:of |for )?(?:a |an |the )?(?P<price>{N}){MONEY}(?: [a-z]+){{0,3}}? (?:with|after|at) (?:a |an )?(?P<p>{P}) (?:off|discount)",
    rf"(?P<p>{P}) off (?:of )?(?:a |an |the )?(?P<price>{N}){MONEY}(?: [a-z]+){{0,2}}?",
    rf"(?:a |an |the )?(?P<price>{N}){MONEY}(?: [a-z]+){{0,3}}? (?:with|at|after) (?:a |an )?(?P<p>{P}) (?:off|discount)(?:,? (?:costs?|is) how much)?",
)
def discount(m: re.Match[str], s: Slots) -> Task | None:
    off = s.number(m["p"]).value
    if not 0 <= off <= 100:
        return None
    return _task("discount", price=s.number(m["price"]).plain(), percent=s.number(m["p"]).plain())


# --- whole numbers --------------------------------------------------------------------------


@template(
    "factorize",
    rf"(?:把|将|对)?(?P<n>{N})(?:进行)?(?:分解质因数|分解成质因数|质因数分解)(?:的结果)?{ASK_ZH}",
    rf"(?P<n>{N})的(?:质因数|素因数|质因子|素因子)(?:分解)?(?:的结果)?(?:是什么|有哪些|是多少|是|有)?",
    rf"(?:分解质因数|质因数分解)[:：]?\s*(?P<n>{N})",
    rf"(?:the )?prime (?:factori[sz]ation|factors|decomposition) (?:of|for) (?P<n>{N})",
    rf"factori[sz]e (?P<n>{N})(?: into (?:its )?prime(?: factor)?s?)?",
    rf"(?:factori[sz]e|decompose) (?P<n>{N}) into (?:its )?prime(?: factor)?s",
)
def factorize(m: re.Match[str], s: Slots) -> Task | None:
    n = _integer(s.number(m["n"]).value, minimum=2)
    return _task("factorize", n=n) if n else None


@template(
    "is_prime",
    rf"(?P<n>{N})是(?:不是|否为|否是)?(?:一个)?(?:质数|素数)(?:还是合数|吗)?",
    rf"(?:判断|检查|看看)?(?P<n>{N})是否(?:为|是)(?:一个)?(?:质数|素数)",
    rf"is (?P<n>{N}) (?:a )?prime(?: number)?(?: or (?:not|composite))?",
    rf"(?:check |determine |tell me )?(?:whether|if) (?P<n>{N}) is (?:a )?prime(?: number)?(?: or not)?",
)
def is_prime(m: re.Match[str], s: Slots) -> Task | None:
    n = _integer(s.number(m["n"]).value)
    return _task("is_prime", n=n) if n else None


@template(
    "sqrt",
    rf"(?P<n>{N})的(?:算术)?平方根{ASK_ZH}",
    rf"(?:根号|√)\s*(?P<n>{N}){ASK_ZH}",
    rf"(?:the )?(?:principal |positive )?square root of (?P<n>{N})",
    rf"(?:sqrt|√)\s*\(?(?P<n>{N})\)?",
)
def sqrt(m: re.Match[str], s: Slots) -> Task | None:
    x = s.number(m["n"])
    if x.value < 0 or x.unit or x.percent:
        return None
    return _task("sqrt", x=x.plain())


@template(
    "gcd_lcm",
    rf"(?:the )?(?P<fn>gcd|gcf|hcf|greatest common (?:divisor|factor)|highest common factor|lcm|least common multiple|lowest common multiple)(?: \((?:gcd|gcf|hcf|lcm)\))? (?:of )?(?:these numbers:? |the numbers )?(?P<list>{N}(?:(?:,? and |, ?)(?:{N}))+)",
    rf"(?P<list>{N}(?:(?:和|与|、|,|，)(?:{N}))+)的(?P<fn>最大公约数|最大公因数|最小公倍数){ASK_ZH}",
)
def gcd_lcm(m: re.Match[str], s: Slots) -> Task | None:
    values = [_integer(s.number(t).value, minimum=1) for t in re.findall(N, m["list"])]
    if None in values:
        return None
    fn = "lcm" if m["fn"] in ("lcm", "least common multiple", "lowest common multiple", "最小公倍数") else "gcd"
    return _task("expr", expression=f"{fn}({', '.join(values)})")  # type: ignore[arg-type]


# --- dates ----------------------------------------------------------------------------------

_INCLUSIVE = r"(?P<inc>[ ,]*\(?(?:inclusive(?: of both(?: dates)?)?|counting both(?: dates)?|including both(?: dates| ends| start and end dates| the start and end dates)?|both dates (?:included|inclusive|counted))\)?|[，,]?\(?(?:含首尾|包括首尾|包含首尾|首尾都算|含两端|包括两端)\)?)?"
_INCLUSIVE_AFTER = _INCLUSIVE.replace("?P<inc>", "?P<inc_after>")
_MON_FRI = r"\s*\(?(?:monday|mon)\s*(?:-|to|through|thru)\s*(?:friday|fri)\)?"


@template(
    "date_diff",
    rf"(?:从)?(?P<a>{D})(?:到|至|和|与|距离|距|离)(?P<b>{D})(?:之间)?{_INCLUSIVE}(?:一共|总共|共|相差|相隔|间隔|隔了|差了?|还有)?(?:有)?(?:多少|几)(?:天|日){_INCLUSIVE_AFTER}",
    rf"how many days (?:are there |is it |have passed |will pass |passed )?(?:between|from) (?P<a>{D}),? (?:and|to|until|till|through) (?P<b>{D}){_INCLUSIVE}",
    rf"(?:the )?(?:number of days|days) (?:between|from) (?P<a>{D}),? (?:and|to|until|till) (?P<b>{D}){_INCLUSIVE}",
    rf"how long is it from (?P<a>{D}) to (?P<b>{D}) in days{_INCLUSIVE}",
    rf"(?:between|from) (?P<a>{D}),? (?:and|to|until) (?P<b>{D}){_INCLUSIVE},? how many days (?:are there|is it|have passed|passed)",
)
def date_diff(m: re.Match[str], s: Slots) -> Task | None:
    a, b = s.date(m["a"]), s.date(m["b"])
    if a.problem or b.problem or a.iso is None or b.iso is None:
        return None
    task = _task("date_diff", start=a.iso, end=b.iso)
    if m["inc"] or m.groupdict().get("inc_after"):
        task.args["inclusive"] = True
    return task


_UNITS_EN = {"day": "days", "days": "days", "week": "weeks", "weeks": "weeks", "month": "months",
             "months": "months", "year": "years", "years": "years"}
_UNITS_ZH = {"天": "days", "日": "days", "周": "weeks", "星期": "weeks", "个星期": "weeks",
             "个礼拜": "weeks", "个月": "months", "年": "years"}
_WHICH_DAY_ZH = r"(?:是)?(?:哪天|哪一天|几号|几月几号|几月几日|什么日期|什么日子|哪个日期)"


@template(
    "date_add",
    rf"(?:what (?:date|day) (?:is|was|will it be|will be|would be|is it|was it) |the date )?(?P<n>{N}) (?P<unit>days?|weeks?|months?|years?) (?P<dir>after|from|before|since|prior to|later than|earlier than) (?P<d>{D})",
    rf"(?:the date )?(?P<d>{D}) (?P<dir>plus|\+|minus|-) (?P<n>{N}) (?P<unit>days?|weeks?|months?|years?)",
    rf"(?P<dir>add) (?P<n>{N}) (?P<unit>days?|weeks?|months?|years?) to (?P<d>{D})",
    rf"(?P<d>{D})(?P<dir>之后|以后|后|往后|过|加上?|之前|以前|前|往前|减去?)(?P<n>{N})(?P<unit>天|日|周|个?星期|个礼拜|个月|年)(?:后|之后|以后|前|之前|以前)?{_WHICH_DAY_ZH}",
)
def date_add(m: re.Match[str], s: Slots) -> Task | None:
    d = s.date(m["d"])
    amount = _integer(s.number(m["n"]).value)
    if d.problem or d.iso is None or amount is None:
        return None
    unit = _UNITS_EN.get(m["unit"]) or _UNITS_ZH.get(m["unit"])
    backwards = m["dir"] in ("before", "prior to", "earlier than", "minus", "-", "之前", "以前", "前",
                             "往前", "减", "减去")
    return _task("date_add", date=d.iso, amount=int(amount) * (-1 if backwards else 1), unit=unit)


@template(
    "weekday",
    rf"(?:what|which) (?:day of the week|weekday|day) (?:is|was|will be|falls on|fell on|is it on|was it on) (?P<d>{D})",
    rf"(?:what|which) (?:day of the week|weekday|day) (?:is|was|will) (?P<d>{D}) (?:be|fall on|on)?",
    rf"(?:on )?(?:what|which) (?:day of the week|weekday|day) did (?P<d>{D}) fall(?: on)?",
    rf"(?:name |find |determine )?the (?:day of the week|weekday) (?:for|of|on) (?P<d>{D})",
    rf"(?:on )?(?P<d>{D}),? (?:is|was|will be|falls on|fell on) (?:a |on a |on )?what (?:day(?: of the week)?|weekday)",
    rf"(?P<d>{D})(?:是|为)?(?:星期几|周几|礼拜几|星期什么|星期几呢)",
)
def weekday(m: re.Match[str], s: Slots) -> Task | None:
    d = s.date(m["d"])
    if d.problem or d.iso is None:
        return None
    return _task("weekday", date=d.iso)


@template(
    "business_days",
    rf"how many (?:business|working|work) days{_MON_FRI} (?:are there )?(?:between|from) (?P<a>{D}),? (?:and|to|until|through) (?P<b>{D}){_INCLUSIVE}",
    rf"how many weekdays (?:are there )?(?:between|from) (?P<a>{D}),? (?:and|to|until|through) (?P<b>{D}){_INCLUSIVE}",
    rf"count the (?:weekdays|business days|working days)(?: \(excluding weekends\)|{_MON_FRI})? (?:from|between) (?P<a>{D}),? (?:to|and|until|through) (?P<b>{D}){_INCLUSIVE}",
    rf"(?:between|from) (?P<a>{D}),? (?:and|to) (?P<b>{D}){_INCLUSIVE},? (?:what's|what is|how many are) the (?:total )?(?:count|number) of (?:business|working) days{_MON_FRI}",
    rf"(?:从)?(?P<a>{D})(?:到|至)(?P<b>{D})(?:之间)?{_INCLUSIVE}(?:一共|总共|共)?有(?:多少|几)个工作日[，, ]?\(?(?:不考虑|不算|不含|忽略|不计)(?:法定)?节假日\)?",
)
def business_days(m: re.Match[str], s: Slots) -> Task | None:
    a, b = s.date(m["a"]), s.date(m["b"])
    if a.problem or b.problem or a.iso is None or b.iso is None:
        return None
    if not m["inc"]:
        return None  # whether the end dates count is not said: conventions differ, so not guessed
    return _task("business_days", start=a.iso, end=b.iso, inclusive=True)


# --- strings --------------------------------------------------------------------------------


@template(
    "str_reverse",
    rf"reverse (?:the )?(?:string|text|word|phrase|letters of|characters of|order of the characters in)? ?(?P<q>{Q})",
    rf"(?:what is |what's )?(?P<q>{Q}) (?:reversed|backwards|spelled backwards|written backwards)",
    rf"(?:把|将)\s*(?:字符串|文本)?\s*(?P<q>{Q})\s*(?:反转|倒过来|倒序|颠倒|反过来)(?:写|输出|排列)?(?:是什么|后是什么)?",
    rf"(?P<q>{Q})\s*(?:反转|倒过来|倒序|反过来写)(?:后|以后)?(?:是什么)?",
)
def str_reverse(m: re.Match[str], s: Slots) -> Task | None:
    return _task("str_reverse", text=s.quoted(m["q"]))


@template(
    "str_case",
    rf"(?:convert|change|turn|make|put|write) (?P<q>{Q}) (?:to|into|in) (?:all )?(?P<case>upper ?case|lower ?case|capital letters|all caps|caps|small letters)(?: letters)?",
    rf"(?P<case>uppercase|lowercase|upper-case|lower-case) (?:the (?:string|text) )?(?P<q>{Q})",
    rf"(?P<q>{Q}) in (?:all )?(?P<case>upper ?case|lower ?case|capital letters|all caps)",
    rf"(?:把|将)\s*(?P<q>{Q})\s*(?:全部)?(?:转换?成|转为|变成|改成|转换为)(?:全部)?(?P<case>大写|小写)(?:字母)?(?:形式)?",
    rf"(?P<q>{Q})\s*的(?P<case>大写|小写)(?:形式|字母)?(?:是什么)?",
)
def str_case(m: re.Match[str], s: Slots) -> Task | None:
    upper = m["case"].replace("-", "").replace(" ", "") in ("uppercase", "capitalletters", "allcaps", "caps", "大写")
    return _task("str_upper" if upper else "str_lower", text=s.quoted(m["q"]))


@template(
    "str_len",
    rf"how many (?:characters|chars) (?:are )?(?:there )?in (?:the (?:string|text|word) )?(?P<q>{Q})",
    rf"(?:the )?(?:length|character count|number of characters) (?:of|in) (?:the (?:string|text|word) )?(?P<q>{Q})",
    rf"how long is (?:the (?:string|text|word) )?(?P<q>{Q})(?: in characters)?",
    rf"(?P<q>{Q}) (?:has|contains) how many (?:characters|chars)",
    rf"(?:字符串)?(?P<q>{Q})\s*(?:有|包含|一共有|共有|总共有)(?:多少|几)个?字符",
    rf"(?:字符串)?(?P<q>{Q})\s*的(?:长度|字符数)(?:是多少|是几|有多少|多少)?",
)
def str_len(m: re.Match[str], s: Slots) -> Task | None:
    return _task("str_len", text=s.quoted(m["q"]))


@template(
    "str_count",
    rf"how many times does (?P<letter>the (?:letter|character) )?(?P<sub>{Q}) (?:appear|occur|show up) in (?:the (?:string|text|word|sentence)[:,]? )?(?P<q>{Q})",
    rf"count (?:the )?(?:occurrences|number of occurrences|number of times) of (?P<letter>the (?:letter|character) )?(?P<sub>{Q}) in (?:the (?:string|text|word)[:,]? )?(?P<q>{Q})",
    rf"(?P<q>{Q})\s*(?:中|里|里面)(?:有|出现了?|包含)(?:多少|几)(?:个|次)(?P<letter>字母)?(?P<sub>{Q})",
    rf"(?P<letter>字母)?(?P<sub>{Q})\s*在\s*(?P<q>{Q})\s*(?:中|里|里面)出现了?(?:多少|几)次",
)
def str_count(m: re.Match[str], s: Slots) -> Task | None:
    sub = s.quoted(m["sub"])
    if not sub:
        return None
    task = _task("str_count", text=s.quoted(m["q"]), sub=sub)
    if m["letter"] and len(sub) == 1 and sub.isalpha():
        task.args["ignore_case"] = True  # "the letter h" counts H too
    return task


# --- arithmetic -----------------------------------------------------------------------------

_EXPR_SUFFIX = (r"(?:\s*=\s*\??|\s*equals?\s*\??|\s*is equal to|\s*equal|\s*等于多少|\s*等于几|\s*等于"
                r"|\s*是多少|\s*是几|\s*得多少|\s*得几|\s*的结果是多少|\s*的结果|\s*结果是多少|\s*的值是多少"
                r"|\s*的值|\s*的得数是多少|\s*的得数|\s*为多少)?")


@template(
    "sum_product",
    rf"(?:the )?(?P<fn>sum|total) of (?P<a>{N}) (?:and|plus|\+) (?P<b>{N})",
    rf"(?:the )?(?P<fn>product) of (?P<a>{N}) (?:and|times|\*) (?P<b>{N})",
    rf"(?P<fn>add) (?P<a>{N}) (?:and|to|plus) (?P<b>{N})(?: together)?(?: for me)?",
    rf"(?P<fn>multiply) (?P<a>{N}) (?:and|by|with|times) (?P<b>{N})",
    rf"(?P<a>{N})(?:和|与|加)(?P<b>{N})的(?P<fn>和|积|乘积|总和){ASK_ZH}",
)
def sum_product(m: re.Match[str], s: Slots) -> Task | None:
    a, b = s.number(m["a"]), s.number(m["b"])
    if a.unit or b.unit or a.percent or b.percent:
        return None
    op = "*" if m["fn"] in ("product", "multiply", "积", "乘积") else "+"
    return _task("expr", expression=f"{a.plain()}{op}{b.plain()}")


@template(
    "expr",
    rf"(?:the (?:value|result|answer) of |the sum )?(?P<e>.+?){_EXPR_SUFFIX}(?:[,，]?\s*(?:rounded to|round(?:ed)? to|to) (?P<places>{N}) decimal places?|[,，]?\s*(?:结果)?保留(?P<places_zh>{N})位小数)?",
)
def expr(m: re.Match[str], s: Slots) -> Task | None:
    expression = read_expression(m["e"], s)
    if expression is None:
        return None
    places_token = m["places"] or m["places_zh"]
    if places_token:
        places = _integer(s.number(places_token).value)
        if places is None or int(places) > 20:
            return None
        expression = f"round({expression}, {places})"
    return _task("expr", expression=expression)


TEMPLATES: tuple[Template, ...] = (
    percent_of, share_as_percent, growth_rate, decline_rate, discount_zh, discount, factorize,
    is_prime, sqrt, gcd_lcm, date_diff, date_add, weekday, business_days, str_reverse, str_case,
    str_len, str_count, sum_product, expr,
)
