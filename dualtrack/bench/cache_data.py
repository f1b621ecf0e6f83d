"""Data of `dualtrack bench cache`: paraphrase clusters and numeric near-miss sets, each in three
parts kept apart: what fills the cache, the traffic asked before the evaluation (its misses are
answered and remembered, its hits shadow-checked: all the evidence the error bound learns from),
and the evaluation part, used for nothing else.

- English clusters come from DT_BENCH_SHARED_DATA_DIR (CLINC150, Banking77): requests with the same intent
  share one answer, requests of other intents must not get it. Nothing is copied into the repo.
  CLINC150: fill and traffic from `train`, evaluation = `val` (every request, and `oos_val`).
  Banking77 (one file): evaluation = the last 10 requests of every category in file order (a
  fixed, balanced slice); fill and traffic from the rest.
- Chinese clusters are written here (the shared data is English): customer-service questions,
  with neighbouring intents that have different answers (refund how vs. refund when, invoice how
  vs. invoice when).
- Computations are generated in both languages: for each cached problem, rewordings (must hit),
  near misses that change one number, date, operator, unit or quoted string (must never hit), and
  distractors that keep every number but ask something else (must not hit).
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import random
import string
from dataclasses import dataclass, field
from pathlib import Path

from dualtrack.workload import SHARED_DATA as DATA_DIR  # DT_BENCH_SHARED_DATA_DIR


@dataclass
class Scenario:
    """Entries to cache (text → answer), traffic asked before the evaluation (text → the answer
    the slow path gives), and evaluation queries with the answer they should get (None: the
    cache must not answer them; a query whose answer the cache does not hold must miss)."""

    name: str
    category: str  # knowledge | compute
    language: str
    entries: list[tuple[str, str]] = field(default_factory=list)
    queries: list[tuple[str, str | None, str]] = field(default_factory=list)  # text, answer, kind
    traffic: list[tuple[str, str]] = field(default_factory=list)


def data_available() -> bool:
    return (DATA_DIR / "clinc150" / "train_val.json").exists() and \
        (DATA_DIR / "banking77" / "train.csv").exists()


def _intent_scenario(name: str, fill_by_intent: dict[str, list[str]],
                     eval_by_intent: dict[str, list[str]], oos_traffic: list[str],
                     oos_eval: list[str], seed: int, cached: int = 5, asked: int = 30) -> Scenario:
    """Two thirds of the intents are seen before the evaluation: `cached` requests of each fill
    the cache (one answer per intent) and `asked` others are traffic; the last third is never
    seen. Every evaluation request is a query: its intent's answer if seen, else it must miss.
    Out-of-scope requests each have an answer of their own."""
    rng = random.Random(seed)
    intents = sorted(fill_by_intent)
    rng.shuffle(intents)
    seen = set(intents[: len(intents) * 2 // 3])
    scenario = Scenario(name, "knowledge", "en")
    for intent in intents:
        answer = f"answer of {name}:{intent}"
        if intent in seen:
            texts = rng.sample(fill_by_intent[intent], min(len(fill_by_intent[intent]), cached + asked))
            scenario.entries += [(t, answer) for t in texts[:cached]]
            scenario.traffic += [(t, answer) for t in texts[cached:]]
        scenario.queries += [(t, answer if intent in seen else None,
                              "paraphrase" if intent in seen else "unseen intent")
                             for t in eval_by_intent.get(intent, [])]
    scenario.traffic += [(t, f"out of scope {i}") for i, t in enumerate(oos_traffic)]
    rng.shuffle(scenario.traffic)
    scenario.queries += [(t, None, "out of scope") for t in oos_eval]
    return scenario


def _by_intent(pairs) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for text, intent in pairs:
        out.setdefault(intent, []).append(text)
    return out


def clinc(seed: int) -> Scenario:
    """CLINC150, 150 intents: fill and traffic from `train`, evaluation = `val`."""
    data = json.loads((DATA_DIR / "clinc150" / "train_val.json").read_text())
    return _intent_scenario("CLINC150", _by_intent(data["train"]), _by_intent(data["val"]),
                            [t for t, _ in data["oos_train"]], [t for t, _ in data["oos_val"]], seed)


BANKING77_EVAL_PER_CATEGORY = 10


def banking77(seed: int) -> Scenario:
    """Banking77, 77 categories: evaluation = the last 10 of each category in file order."""
    with open(DATA_DIR / "banking77" / "train.csv", newline="") as fh:
        rows = _by_intent((row["text"], row["category"]) for row in csv.DictReader(fh))
    n = BANKING77_EVAL_PER_CATEGORY
    return _intent_scenario("Banking77", {c: t[:-n] for c, t in rows.items()},
                            {c: t[-n:] for c, t in rows.items()}, [], [], seed)


ZH_CLUSTERS: dict[str, list[str]] = {
    "reset-password": ["忘记密码怎么办", "密码忘了怎么找回", "怎么重置登录密码", "我想重设密码", "登录密码记不起来了怎么办"],
    "change-pay-password": ["怎么修改支付密码", "支付密码怎么改", "我想换一个支付密码", "如何更改支付密码", "支付密码在哪里修改"],
    "opening-hours": ["你们几点开门", "营业时间是几点到几点", "你们什么时候营业", "门店每天几点开始营业", "晚上几点关门"],
    "human-agent": ["客服电话是多少", "怎么联系人工客服", "人工客服怎么找", "有没有客服热线", "我要找人工服务"],
    "refund-how": ["怎么申请退款", "退款流程是什么", "我要退款", "如何办理退款", "退款在哪里申请"],
    "refund-when": ["退款多久能到账", "退款什么时候到", "钱退回来要几天", "退款一般几天到账", "申请退款后多长时间到账"],
    "track-parcel": ["我的快递到哪了", "包裹到哪里了", "怎么查物流信息", "订单的物流怎么查", "查一下我的包裹"],
    "change-address": ["怎么修改收货地址", "收货地址填错了怎么改", "下单后还能改地址吗", "我想换个收货地址", "如何更改配送地址"],
    "invoice-how": ["怎么开发票", "可以开增值税发票吗", "发票怎么申请", "我需要开一张发票", "在哪里申请开票"],
    "invoice-when": ["发票什么时候寄出", "纸质发票多久能收到", "发票寄出来要多久", "开了发票什么时候能拿到", "发票邮寄需要几天"],
    "lost-card": ["信用卡丢了怎么办", "银行卡丢了怎么挂失", "我的卡不见了", "卡片遗失如何处理", "怎么挂失银行卡"],
    "credit-limit": ["怎么提高信用卡额度", "信用卡可以提额吗", "我想申请提额", "如何增加信用额度", "额度太低了怎么提升"],
    "close-account": ["怎么注销账号", "我想注销我的账户", "如何删除账号", "账户注销流程", "不想用了怎么销户"],
    "change-phone": ["怎么更换绑定的手机号", "手机号换了怎么改", "如何修改绑定手机", "我想换一个手机号码", "绑定的手机号码怎么更改"],
    "membership-benefits": ["会员有什么权益", "开通会员有什么好处", "会员能享受哪些服务", "成为会员有什么优惠", "会员特权有哪些"],
    "cancel-renewal": ["怎么取消自动续费", "会员自动续费怎么关闭", "我不想自动续费了", "如何关闭连续包月", "取消会员续订"],
    "use-coupon": ["优惠券怎么用", "优惠券在哪里使用", "下单时怎么用优惠券", "如何使用优惠码", "优惠券为什么用不了"],
    "payment-methods": ["支持哪些支付方式", "可以用支付宝付款吗", "能用微信支付吗", "付款方式有哪些", "可以信用卡支付吗"],
    "shipping-fee": ["运费怎么算", "配送费是多少", "满多少包邮", "需要付运费吗", "快递费谁出"],
    "return-address": ["退货寄到哪里", "退货地址是什么", "退回的商品寄到什么地址", "退货要寄到哪", "怎么获取退货地址"],
    "points": ["积分怎么兑换", "积分可以换什么", "如何使用积分", "积分能抵现金吗", "积分兑换礼品在哪里"],
    "account-frozen": ["账户被冻结了怎么办", "为什么我的账号被锁了", "账号被封了如何解封", "账户冻结怎么解除", "登录提示账户已冻结"],
    "transfer-when": ["转账多久到账", "跨行转账要多长时间", "转账什么时候能到", "汇款一般几天到账", "转出去的钱多久能收到"],
    "transfer-limit": ["每天转账限额是多少", "转账有上限吗", "单笔最多能转多少", "一天最多能转多少钱", "转账金额有限制吗"],
}


def chinese(seed: int) -> Scenario:
    """24 intents: 18 seen (2 requests fill, 1 is traffic, 2 are evaluated); 6 never seen."""
    rng = random.Random(seed)
    intents = sorted(ZH_CLUSTERS)
    rng.shuffle(intents)
    scenario = Scenario("Chinese FAQ", "knowledge", "zh")
    for i, intent in enumerate(intents):
        texts = ZH_CLUSTERS[intent][:]
        rng.shuffle(texts)
        answer = f"答案:{intent}"
        if i < 18:
            scenario.entries += [(t, answer) for t in texts[:2]]
            scenario.traffic += [(texts[2], answer)]
            scenario.queries += [(t, answer, "paraphrase") for t in texts[3:]]
        else:
            scenario.queries += [(t, None, "unseen intent") for t in texts[:3]]
    return scenario


# --- computations ----------------------------------------------------------------------------
# Each family: rewordings (one is cached, the others are asked), near misses (change one value:
# must never hit) and distractors (same values, another question: must not hit).
_FAMILIES = {
    "en": {
        "mul": (["what is {a} * {b}", "what's {a} times {b}?", "calculate {a} x {b}",
                 "{a} multiplied by {b} equals what", "compute {a}*{b} please"],
                ["is {a} * {b} even", "how many digits does {a} * {b} have"]),
        "add": (["what is {a} + {b}", "what's {a} plus {b}?", "calculate {a}+{b}", "{a} + {b} = ?"],
                ["is {a} + {b} a prime number", "is {a} + {b} odd"]),
        "sub": (["what is {a} - {b}", "what's {a} minus {b}?", "calculate {a}-{b}", "{a} - {b} = ?"],
                ["is {a} - {b} negative", "is {a} - {b} divisible by 3"]),
        "div": (["what is {a} / {b}", "what's {a} divided by {b}?", "calculate {a}÷{b}", "{a} / {b} = ?"],
                ["is {a} / {b} a whole number", "round {a} / {b}"]),
        "days": (["how many days between {d1} and {d2}", "how many days are there from {d1} to {d2}",
                  "count how many days from {d1} to {d2}"],
                 ["is {d1} before {d2}", "are {d1} and {d2} in the same month"]),
        "reverse": (["reverse the string '{s}'", "what is '{s}' reversed", "please reverse '{s}'"],
                    ["how long is the string '{s}'", "is '{s}' a palindrome"]),
        "units": (["convert {a} km to miles", "{a} km in miles", "how many miles is {a} km"],
                  ["is {a} km a long way in miles", "is {a} km more or less than 10 miles"]),
        "percent": (["what is {p}% of {a}", "calculate {p}% of {a}", "{p} percent of {a} is what"],
                    ["is {p}% of {a} more than 5", "what is {a} increased by {p}%"]),
    },
    "zh": {
        "mul": (["{a}乘以{b}等于多少", "{a}*{b}是多少", "算一下{a}×{b}", "{a}乘{b}的结果", "请计算{a} * {b}"],
                ["{a}*{b}是偶数吗", "{a}乘以{b}的结果有几位数"]),
        "add": (["{a}加{b}等于多少", "{a}+{b}是多少", "算一下{a}+{b}", "请计算{a} + {b}"],
                ["{a}+{b}是质数吗", "{a}+{b}是奇数吗"]),
        "sub": (["{a}减{b}等于多少", "{a}-{b}是多少", "算一下{a}-{b}", "请计算{a} - {b}"],
                ["{a}-{b}是负数吗", "{a}-{b}能被3整除吗"]),
        "div": (["{a}除以{b}等于多少", "{a}/{b}是多少", "算一下{a}÷{b}", "请计算{a} / {b}"],
                ["{a}/{b}是整数吗", "{a}/{b}四舍五入是多少"]),
        "days": (["{d1}到{d2}有多少天", "从{d1}到{d2}有多少天", "算一下{d1}到{d2}有多少天"],
                 ["{d1}在{d2}之前吗", "{d1}到{d2}是同一个月吗"]),
        "reverse": (["把“{s}”反过来", "“{s}”反过来是什么", "请把“{s}”反过来写"],
                    ["“{s}”有几个字", "“{s}”是回文吗"]),
        "units": (["{a}公里是多少英里", "{a}公里等于多少英里", "把{a}公里换算成英里"],
                  ["{a}公里算远吗（英里）", "{a}公里比10英里远吗"]),
        "percent": (["{a}的{p}%是多少", "算一下{a}的{p}%", "{a}的百分之{p}是多少"],
                    ["{a}的{p}%大于5吗", "{a}增加{p}%是多少"]),
    },
}
_WORDS = {"en": ["hello world", "dualtrack", "kafka stream", "level up", "abc def", "cache hit"],
          "zh": ["你好世界", "快慢双通道", "上海自来水", "缓存命中", "数字核对", "今日头条"]}


def _values(family: str, rng: random.Random, language: str) -> dict[str, object]:
    start = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(700))
    return {"a": rng.randrange(11, 999), "b": rng.randrange(3, 99), "p": rng.randrange(2, 40),
            "d1": start.isoformat(), "d2": (start + dt.timedelta(days=rng.randrange(5, 400))).isoformat(),
            "s": rng.choice(_WORDS[language])}


def _near_misses(family: str, v: dict[str, object], language: str) -> list[dict[str, object]]:
    a, b, p = int(v["a"]), int(v["b"]), int(v["p"])  # type: ignore[call-overload]
    d2 = dt.date.fromisoformat(str(v["d2"]))
    changes: list[dict[str, object]] = [{"a": a + 1}, {"b": b + 1}]
    if family in ("sub", "div"):
        changes.append({"a": b, "b": a})  # swapped operands
    if family == "days":
        changes = [{"d2": (d2 + dt.timedelta(days=1)).isoformat()}, {"d1": v["d2"], "d2": v["d1"]}]
    if family == "reverse":
        changes = [{"s": str(v["s"])[:-1] + ("x" if language == "en" else "字")},
                   {"s": str(v["s"]).upper() if language == "en" else str(v["s"])[::-1]}]
    if family == "percent":
        changes = [{"p": p + 1}, {"a": a + 1}]
    if family == "units":
        changes = [{"a": a + 1}]
    return [v | change for change in changes]


_OTHER_OPERATOR = {"mul": "add", "add": "sub", "sub": "add", "div": "mul"}


def _label(family: str, wording: str, values: dict[str, object]) -> str:
    """The answer of a problem: its family and the values its wording uses (two problems that
    read the same have the same answer, whatever else was drawn)."""
    used = sorted(name for _, name, _, _ in string.Formatter().parse(wording) if name)
    return f"{family}:" + ",".join(f"{name}={values[name]}" for name in used)


def computations(seed: int, problems_per_family: int = 8) -> list[Scenario]:
    """One scenario per language: each problem cached once, asked in its other wordings, plus its
    near misses (same wording, one value or operator changed) and distractors. The traffic is
    another draw of problems (seed + 1000), asked in every wording, near miss and distractor."""
    evaluated = _computations(seed, problems_per_family)
    before = _computations(seed + 1000, problems_per_family)
    for scenario, other in zip(evaluated, before):
        scenario.traffic = [(t, label) for t, label in other.entries] + \
            [(t, label) for t, label, _ in other.queries]
        random.Random(seed).shuffle(scenario.traffic)
    return evaluated


def _computations(seed: int, problems_per_family: int) -> list[Scenario]:
    rng = random.Random(seed)
    scenarios = []
    for language, families in _FAMILIES.items():
        scenario = Scenario(f"computations ({language})", "compute", language)
        asked: list[tuple[str, str, str]] = []  # text, label, kind
        for family, (wordings, distractors) in families.items():
            for _ in range(problems_per_family):
                v = _values(family, rng, language)
                order = wordings[:]
                rng.shuffle(order)
                cached = order[0]
                scenario.entries.append((cached.format(**v), _label(family, cached, v)))
                asked += [(w.format(**v), _label(family, w, v), "paraphrase") for w in order[1:3]]
                asked += [(cached.format(**m), _label(family, cached, m), "near miss")
                          for m in _near_misses(family, v, language)]
                if family in _OTHER_OPERATOR:  # the same numbers under another operator
                    other_family = _OTHER_OPERATOR[family]
                    other = families[other_family][0][0]
                    asked.append((other.format(**v), _label(other_family, other, v), "near miss"))
                asked += [(d.format(**v), f"distractor:{d.format(**v)}", "distractor") for d in distractors]
        # Every query keeps its own answer: a near miss that happens to be a problem the cache
        # holds (from the fill or the traffic) is a fair hit, any other hit on it is wrong.
        scenario.queries = asked
        scenarios.append(scenario)
    return scenarios
