"""A seeded, realistic request mix in Chinese and English, with the gold answer of every item.

`generate(n, seed=..., mix=...)` returns `n` items; the same seed, mix and data give the same items
(saved as JSONL with `save`, read back with `load`). The mix has three buckets (a setting,
`DT_BENCH_MIX`; default 60 % repeat/FAQ-like, 25 % computations, 15 % open, as in seed 001's replay):

- **repeat**: questions an assistant hears again and again.
  `faq` the canonical phrasing of an intent with one fixed answer (CLINC150 and Banking77 intents
  from ../shared/data, plus Chinese intents from this file's templates; popularity is Zipf-like,
  so popular intents recur); `faq-paraphrase` another phrasing of the same intent (CLINC150 /
  Banking77: another training utterance of that intent); `rule` an example question of a global
  YAML rule with a fixed answer; `repeat` the exact text of an earlier computation or open question.
- **compute**: `compute` arithmetic, percentages, growth rates, date differences and additions,
  weekdays, primality, square roots, phrased in English or Chinese; the gold value is computed with
  the sandbox's own in-process `run_task` on the item's typed operation. `compute-near-miss` an
  earlier computation with one number changed ("12*24" after "12*25": a cache must not answer it
  with the neighbour's value). `compute-invalid` a computation on a date that does not exist: the
  right answer is a clear error.
- **open**: `open` questions only a model can answer; `trap` questions with numbers that are not
  computations ("第3季度的报告在哪里", "Q3 2023 report", "服务器负载有点高，是不是某个进程导致的？").

Every item carries `answer`: what the scripted model (`dualtrack.fake_llm`) replies to it, and
what a right answer contains; computations carry `task` (the operation the model writes when
asked for one) and `value`. `judge(item, answer)` classifies an answer as right, wrong, uncertain,
error or unjudged.

Without ../shared/data the English FAQ intents come from a small built-in set (a warning says so).
"""

from __future__ import annotations

import csv
import datetime as dt
import json
import logging
import random
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from dtlib.envelope import Task
from dtlib.settings import REPO_ROOT, get_settings

from .settings import BenchSettings

log = logging.getLogger(__name__)

DEFAULT_MIX = {"repeat": 0.60, "compute": 0.25, "open": 0.15}
# The fast-path mix (`dualtrack bench e2e` looks for the maximum sustained rate with it): what a
# warm pipeline answers without a model.
FAST_MIX = {"repeat": 0.70, "compute": 0.30, "open": 0.0}
BUCKETS = ("repeat", "compute", "open")

# Shares of the categories inside each bucket.
REPEAT_SHARES = {"faq": 0.40, "faq-paraphrase": 0.25, "rule": 0.10, "repeat": 0.25}
FAST_REPEAT_SHARES = {"faq": 0.55, "faq-paraphrase": 0.0, "rule": 0.15, "repeat": 0.30}
COMPUTE_SHARES = {"compute": 0.75, "compute-near-miss": 0.20, "compute-invalid": 0.05}
OPEN_SHARES = {"open": 0.70, "trap": 0.30}
ZH_SHARE = 0.4  # share of items asked in Chinese
FAQ_INTENTS_EN = 40  # English intents drawn from CLINC150 + Banking77
ZIPF_S = 1.1

# Categories a warm pipeline should answer without a model; the others need one.
FAST_CATEGORIES = {"faq", "rule", "repeat", "compute", "compute-near-miss", "compute-invalid"}

# The benchmark data that is not part of the repository (DT_BENCH_SHARED_DATA_DIR).
SHARED_DATA = Path(get_settings(BenchSettings).bench_shared_data_dir)

# CLINC150 domains whose intents are FAQ-like (a fixed how-to answer fits), and the intents in them
# whose answer changes with time or place (no fixed answer exists).
_FAQ_DOMAINS = {"banking", "credit_cards", "work", "travel", "auto_and_commute", "meta", "small_talk"}
_LIVE_INTENTS = {
    "calculator", "time", "date", "timezone", "weather", "exchange_rate", "traffic", "distance",
    "current_location", "spelling", "flip_coin", "roll_dice", "definition", "translate", "alarm",
    "timer", "reminder", "reminder_update", "todo_list", "todo_list_update", "calendar",
    "calendar_update", "shopping_list", "shopping_list_update", "measurement_conversion",
    "share_location", "next_song", "play_music", "change_volume", "text", "make_call",
    "cancel", "repeat", "yes", "no", "maybe", "thank_you", "goodbye", "greeting", "tell_joke",
    "fun_fact", "what_song", "order_status", "oos",
}


@dataclass
class Item:
    id: str
    text: str
    lang: str  # en | zh
    bucket: str  # repeat | compute | open
    category: str  # faq, faq-paraphrase, rule, repeat, compute, compute-near-miss, compute-invalid, open, trap
    answer: str  # the gold answer text (the scripted model's reply)
    group: str  # the question asked: an intent, or the id of the item first asked
    value: str | None = None  # computations: the sandbox's value
    task: dict[str, Any] | None = None  # computations: {op, args}
    expect_status: str = "ok"  # ok, or error for compute-invalid
    repeat_of: str | None = None  # repeat / near-miss: the earlier item's id
    source: str = ""  # where the phrasing came from (clinc150, banking77, zh-template, rules, template)
    context: dict[str, str] = field(default_factory=dict)

    @property
    def expect_path(self) -> str:
        return "fast" if self.category in FAST_CATEGORIES else "slow"

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v not in (None, {}, "")} | {
            "expect_path": self.expect_path}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Item":
        names = set(cls.__dataclass_fields__)
        return cls(**{k: v for k, v in data.items() if k in names})


# --- the mix ---------------------------------------------------------------------------------


def parse_mix(text: str | dict[str, float] | None) -> dict[str, float]:
    """'repeat=0.6,compute=0.25,open=0.15' (or a dict) → shares that sum to 1."""
    if text is None or text == "":
        raw = dict(DEFAULT_MIX)
    elif isinstance(text, dict):
        raw = {k: float(v) for k, v in text.items()}
    else:
        raw = {}
        for part in text.split(","):
            name, sep, share = part.partition("=")
            name = name.strip()
            if not sep or name not in BUCKETS:
                raise ValueError(f"a mix is bucket=share with buckets {', '.join(BUCKETS)}; got {part!r}")
            raw[name] = float(share)
    if any(v < 0 for v in raw.values()) or sum(raw.values()) <= 0:
        raise ValueError(f"mix shares must be >= 0 and not all 0: {raw}")
    total = sum(raw.values())
    return {b: raw.get(b, 0.0) / total for b in BUCKETS}


def mix_text(mix: dict[str, float]) -> str:
    return ",".join(f"{b}={mix.get(b, 0.0):.2f}" for b in BUCKETS)


# --- FAQ intents -------------------------------------------------------------------------------


@dataclass
class Intent:
    name: str
    lang: str
    answer: str
    phrasings: list[str]  # [0] is the canonical one
    source: str


ZH_INTENTS: list[tuple[str, str, list[str]]] = [
    ("zh.refund_arrival", "退款审核通过后会原路退回，请留意银行或支付平台的到账通知。",
     ["退款多久能到账", "退款什么时候到账", "申请退款后多久能收到钱", "我的退款怎么还没到账", "退款一般要等多久才到"]),
    ("zh.change_password", "请在“我的-账号与安全-修改密码”中修改；忘记密码可在登录页点“忘记密码”，用手机验证码重置。",
     ["怎么修改登录密码", "如何更改账号密码", "登录密码在哪里改", "我想换一个登录密码", "密码怎么修改"]),
    ("zh.invoice", "订单完成后在“订单详情-申请发票”中填写抬头和税号，电子发票会发送到你的邮箱。",
     ["怎么开发票", "如何申请电子发票", "发票在哪里开", "订单怎么开具发票", "我需要开一张发票怎么操作"]),
    ("zh.track_parcel", "在“我的订单”里点开订单即可查看物流详情，也可以用快递单号在快递公司官网查询。",
     ["我的快递到哪了", "怎么查物流信息", "包裹现在到哪里了", "如何查询订单物流", "快递物流在哪看"]),
    ("zh.cancel_autorenew", "在“我的-会员-自动续费管理”中关闭即可，关闭后当前会员期仍然有效。",
     ["怎么取消自动续费", "如何关闭会员自动续费", "不想自动续费了怎么办", "自动扣费怎么关掉", "会员自动续费在哪取消"]),
    ("zh.change_address", "订单发货前可在“订单详情-修改地址”中更改收货地址；已发货的订单请联系快递改派。",
     ["下单后能改收货地址吗", "怎么修改收货地址", "收货地址填错了怎么办", "订单地址可以更改吗", "地址写错了能改吗"]),
    ("zh.close_account", "请在“设置-账号与安全-注销账号”中提交申请，审核通过后账号数据将被删除且无法恢复。",
     ["怎么注销账号", "如何删除我的账户", "我要注销账户", "账号注销在哪里操作", "怎样永久注销这个账号"]),
    ("zh.bind_card", "在“我的-钱包-银行卡”中点“添加银行卡”，按提示输入卡号并完成短信验证即可。",
     ["怎么绑定银行卡", "如何添加银行卡", "银行卡在哪里绑定", "我想绑一张新的银行卡", "钱包怎么加银行卡"]),
    ("zh.human_agent", "在帮助中心页面点击“联系客服”，输入“人工”即可转接人工客服。",
     ["怎么联系人工客服", "我要找人工客服", "人工服务怎么联系", "如何转人工客服", "有没有人工客服"]),
    ("zh.return_goods", "在“订单详情-申请售后”中选择退货并填写原因，审核通过后按页面提示寄回商品。",
     ["怎么申请退货", "退货流程是什么", "商品不满意怎么退货", "如何办理退货", "我想退货怎么操作"]),
    ("zh.points", "积分可在结算页抵扣部分货款，也可以在“积分商城”兑换礼品。",
     ["积分怎么用", "积分可以抵现吗", "会员积分在哪里使用", "积分有什么用", "我的积分能换什么"]),
    ("zh.coupon_use", "在结算页的“优惠券”一栏选择可用的券即可抵扣；不满足使用门槛的券不会显示为可用。",
     ["优惠券怎么使用", "下单时怎么用优惠券", "优惠券在哪里用", "结算时怎么选优惠券", "怎样使用领到的优惠券"]),
]

# Used when ../shared/data is missing: a few English intents with phrasings.
_BUILTIN_EN: list[tuple[str, str, list[str]]] = [
    ("builtin.card_arrival", "banking",
     ["my card still hasn't arrived", "when will my new card arrive", "how long does card delivery take",
      "I am still waiting on my card", "where is my card"]),
    ("builtin.pin_change", "banking",
     ["how do I change my pin", "I want a new pin for my card", "can I change my card pin",
      "where do I change my pin number", "change pin please"]),
    ("builtin.lost_card", "banking",
     ["I lost my card", "my card was stolen", "what should I do if I lose my card",
      "report a lost card", "I can't find my card anywhere"]),
    ("builtin.freeze_account", "banking",
     ["freeze my account", "can you block my account", "I need to freeze my bank account",
      "how do I lock my account", "please put a hold on my account"]),
    ("builtin.routing", "banking",
     ["what is my routing number", "tell me the routing number", "where can I find the routing number",
      "I need my bank's routing number", "routing number please"]),
    ("builtin.travel_alert", "travel",
     ["set a travel notice on my card", "I am travelling abroad, tell my bank", "add a travel alert",
      "let my bank know I'm going overseas", "how do I set up a travel notification"]),
]


def _title(name: str) -> str:
    return name.replace("_", " ").strip().capitalize()


def _en_answer(intent: str, domain: str) -> str:
    title = _title(intent)
    return (f"{title}: open Help › {_title(domain)} › {title} in the app; the steps there cover this, "
            "and support can help if they do not.")


def missing_shared_data(data_dir: Path = SHARED_DATA, what: str = "clinc150") -> str:
    """What to tell a user when a data set that is not in the repository is absent."""
    return (f"{data_dir / what} is not here (the benchmark data outside the repository; "
            "DT_BENCH_SHARED_DATA_DIR names the folder holding clinc150/, banking77/ and mawps/)")


def shared_data_available(data_dir: Path = SHARED_DATA) -> bool:
    return (data_dir / "clinc150" / "train_val.json").is_file() and (data_dir / "banking77" / "train.csv").is_file()


def _clinc(data_dir: Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    raw = json.loads((data_dir / "clinc150" / "train_val.json").read_text(encoding="utf-8"))
    by_intent: dict[str, list[str]] = {}
    for text, intent in raw.get("train", []):
        by_intent.setdefault(intent, []).append(text)
    domains: dict[str, str] = {}
    domains_file = data_dir / "clinc150" / "domains.json"
    if domains_file.is_file():
        for domain, intents in json.loads(domains_file.read_text(encoding="utf-8")).items():
            for intent in intents:
                domains[intent] = domain
    return by_intent, domains


def _banking(data_dir: Path) -> dict[str, list[str]]:
    by_intent: dict[str, list[str]] = {}
    with open(data_dir / "banking77" / "train.csv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            by_intent.setdefault(row["category"], []).append(row["text"].strip())
    return by_intent


def _dedupe(texts: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for t in texts:
        key = " ".join(t.split()).casefold()
        if key and key not in seen:
            seen.add(key)
            out.append(" ".join(t.split()))
    return out


def load_intents(r: random.Random, n_en: int = FAQ_INTENTS_EN, data_dir: Path = SHARED_DATA) -> list[Intent]:
    """English intents (CLINC150 + Banking77, or the built-in set) and the Chinese ones."""
    intents: list[Intent] = []
    if shared_data_available(data_dir):
        clinc, domains = _clinc(data_dir)
        banking = _banking(data_dir)
        clinc_names = sorted(i for i in clinc if i not in _LIVE_INTENTS
                             and domains.get(i, "banking") in _FAQ_DOMAINS)
        banking_names = sorted(banking)
        r.shuffle(clinc_names)
        r.shuffle(banking_names)
        n_clinc = n_en - n_en * 2 // 5
        chosen = [("clinc150", name, domains.get(name, "general"), clinc[name]) for name in clinc_names[:n_clinc]]
        chosen += [("banking77", name, "banking", banking[name]) for name in banking_names[:n_en - n_clinc]]
        for source, name, domain, texts in chosen:
            phrasings = _dedupe(texts)
            r.shuffle(phrasings)
            canonical = min(phrasings[:8], key=len)  # a short, typical phrasing is asked most
            phrasings.remove(canonical)
            phrasings.insert(0, canonical)
            intents.append(Intent(f"{source}.{name}", "en", _en_answer(name, domain), phrasings[:25], source))
    else:
        log.warning("%s: using %d built-in English FAQ intents", missing_shared_data(data_dir),
                    len(_BUILTIN_EN))
        for name, domain, texts in _BUILTIN_EN:
            intents.append(Intent(name, "en", _en_answer(name.split(".", 1)[1], domain), list(texts), "builtin"))
    for name, answer, phrasings in ZH_INTENTS:
        intents.append(Intent(name, "zh", answer, list(phrasings), "zh-template"))
    return intents


def load_rule_questions(rules_dir: Path | None = None) -> list[tuple[str, str, str, str]]:
    """(rule id, lang, question, answer) for every active global rule with a fixed answer and
    examples; none when the folder or YAML is missing or unreadable."""
    import yaml

    from dtlib.text import language

    folder = Path(rules_dir) if rules_dir else REPO_ROOT / "rules"
    out = []
    for path in sorted((folder / "global").glob("*.yaml")):
        try:
            doc = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            log.warning("skipping rules file %s: %s", path, exc)
            continue
        for rule in doc.get("rules") or []:
            if not isinstance(rule, dict) or rule.get("status", "active") != "active":
                continue
            answer = rule.get("answer") or {}
            match = rule.get("match") or {}
            if rule.get("params") or rule.get("action") or match.get("context") or not isinstance(answer, dict):
                continue
            for example in rule.get("examples") or []:
                lang = language(example)
                text = answer.get(lang)
                if isinstance(text, str) and text and "{" not in text:
                    out.append((str(rule.get("id")), lang, example, text))
    return out


# --- computations ---------------------------------------------------------------------------------

_WEEKDAYS_ZH = {"Monday": "星期一", "Tuesday": "星期二", "Wednesday": "星期三", "Thursday": "星期四",
                "Friday": "星期五", "Saturday": "星期六", "Sunday": "星期日"}


def _zh_date(d: dt.date, style: int) -> str:
    return d.isoformat() if style == 0 else f"{d.year}年{d.month}月{d.day}日"


def _date(r: random.Random) -> dt.date:
    return dt.date(r.randint(2015, 2030), 1, 1) + dt.timedelta(days=r.randint(0, 364))


@dataclass
class Computation:
    """One parameterised computation: the template, its parameters, and what it renders to."""

    template: str
    lang: str
    params: dict[str, Any]
    text: str
    task: dict[str, Any]
    prose: str  # how a model would state the answer; `{v}` is the display value


def _expr_text(params: dict[str, Any]) -> str:
    return f"{params['a']} {params['op']} {params['b']}" + (
        f" {params['op2']} {params['c']}" if "c" in params else "")


def render(template: str, lang: str, p: dict[str, Any]) -> Computation:
    """Text, typed operation and prose answer of `template` with parameters `p`."""
    if template == "arith":
        expr = _expr_text(p)
        task = {"op": "expr", "args": {"expression": expr.replace(" ", "")}}
        words_en = {"*": "times", "+": "plus", "-": "minus", "/": "divided by"}
        words_zh = {"*": "乘以", "+": "加", "-": "减", "/": "除以"}
        style = p.get("style", 0)
        if lang == "en":
            spoken = f"{p['a']} {words_en[p['op']]} {p['b']}" + (
                f" {words_en[p['op2']]} {p['c']}" if "c" in p else "")
            text = [f"What is {expr}?", f"Calculate {expr}", f"what's {spoken}?", f"{expr} = ?"][style % 4]
            prose = f"{expr} = {{v}}."
        else:
            spoken = f"{p['a']}{words_zh[p['op']]}{p['b']}" + (
                f"{words_zh[p['op2']]}{p['c']}" if "c" in p else "")
            text = [f"{spoken}等于多少", f"计算{expr}", f"{expr}等于几", f"请算一下{spoken}"][style % 4]
            prose = f"{expr} = {{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "percent":
        task = {"op": "percent_of", "args": {"percent": str(p["p"]), "of": str(p["x"])}}
        if lang == "en":
            text = [f"What is {p['p']}% of {p['x']}?", f"Calculate {p['p']} percent of {p['x']}"][p.get("style", 0) % 2]
            prose = f"{p['p']}% of {p['x']} is {{v}}."
        else:
            text = [f"{p['x']}的{p['p']}%是多少", f"{p['x']}乘以{p['p']}%等于多少"][p.get("style", 0) % 2]
            prose = f"{p['x']}的{p['p']}%是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "growth":
        task = {"op": "growth_rate", "args": {"old": str(p["old"]), "new": str(p["new"])}}
        if lang == "en":
            text = f"Revenue went from {p['old']} to {p['new']}. What was the growth rate?"
            prose = f"Revenue grew from {p['old']} to {p['new']}, a growth rate of {{v}}%."
        else:
            text = f"营收从{p['old']}增长到{p['new']}，增长率是多少"
            prose = f"营收从{p['old']}增长到{p['new']}，增长率为{{v}}%。"
        return Computation(template, lang, p, text, task, prose)
    if template in ("date_diff", "date_diff_invalid"):
        start, end = p["start"], p["end"]
        task = {"op": "date_diff", "args": {"start": start, "end": end}}
        if lang == "en":
            text = f"How many days are there from {start} to {end}?"
            prose = f"From {start} to {end} there are {{v}} days."
        else:
            s = _zh_date(dt.date.fromisoformat(start), p.get("style", 1)) if template == "date_diff" else start
            e = _zh_date(dt.date.fromisoformat(end), p.get("style", 1)) if template == "date_diff" else end
            text = f"从{s}到{e}有多少天"
            prose = f"从{start}到{end}共有{{v}}天。"
        return Computation(template, lang, p, text, task, prose)
    if template == "date_add":
        task = {"op": "date_add", "args": {"date": p["date"], "amount": p["n"], "unit": "days"}}
        if lang == "en":
            text = f"What date is {p['n']} days after {p['date']}?"
            prose = f"{p['n']} days after {p['date']} is {{v}}."
        else:
            text = f"{p['date']}之后{p['n']}天是哪一天"
            prose = f"{p['date']}之后{p['n']}天是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template in ("weekday", "weekday_invalid"):
        task = {"op": "weekday", "args": {"date": p["date"]}}
        if lang == "en":
            text = f"What day of the week is {p['date']}?"
            prose = f"{p['date']} is a {{v}}."
        else:
            text = f"{p['date']}是星期几"
            prose = f"{p['date']}是{{v}}。"
        return Computation(template, lang, p, text, task, prose)
    if template == "prime":
        task = {"op": "is_prime", "args": {"n": p["n"]}}
        text = f"Is {p['n']} a prime number?" if lang == "en" else f"{p['n']}是质数吗"
        return Computation(template, lang, p, text, task, "{v}")
    if template == "sqrt":
        task = {"op": "sqrt", "args": {"x": str(p["x"])}}
        text = f"What is the square root of {p['x']}?" if lang == "en" else f"{p['x']}的平方根是多少"
        prose = (f"The square root of {p['x']} is {{v}}." if lang == "en" else f"{p['x']}的平方根是{{v}}。")
        return Computation(template, lang, p, text, task, prose)
    raise ValueError(f"unknown computation template {template!r}")


_TEMPLATES = ["arith", "arith", "arith", "arith", "percent", "growth", "date_diff", "date_add",
              "weekday", "prime", "sqrt"]


def sample_params(r: random.Random, template: str) -> dict[str, Any]:
    if template == "arith":
        op = r.choice(["*", "*", "+", "-", "/"])
        p: dict[str, Any] = {"op": op, "a": r.randint(2, 999), "b": r.randint(2, 99), "style": r.randrange(4)}
        if op == "/":
            p["a"] = p["b"] * r.randint(2, 60) if r.random() < 0.7 else p["a"]
        if r.random() < 0.25:
            p["op2"], p["c"] = r.choice(["+", "-"]), r.randint(1, 500)
        return p
    if template == "percent":
        return {"p": r.choice([5, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40, 75]), "x": r.randint(2, 400) * 10,
                "style": r.randrange(2)}
    if template == "growth":
        old = r.randint(10, 500) * 10
        delta = r.randint(-old // 200, old // 50) * 10  # -5 % to +20 %
        return {"old": old, "new": old + (delta or 10)}
    if template == "date_diff":
        a = _date(r)
        return {"start": a.isoformat(), "end": (a + dt.timedelta(days=r.randint(1, 400))).isoformat(),
                "style": r.randrange(2)}
    if template == "date_add":
        return {"date": _date(r).isoformat(), "n": r.randint(1, 365)}
    if template == "weekday":
        return {"date": _date(r).isoformat()}
    if template == "prime":
        return {"n": r.randint(50, 20_000)}
    if template == "sqrt":
        return {"x": r.choice([r.randint(2, 99) ** 2, r.randint(2, 5000)])}
    raise ValueError(template)


def near_miss(r: random.Random, c: Computation) -> dict[str, Any]:
    """The parameters of `c` with one number moved by a little (a date by one day)."""
    p = dict(c.params)
    if c.template == "arith":
        key = r.choice([k for k in ("a", "b", "c") if k in p])
        p[key] = p[key] + 1
    elif c.template == "percent":
        p["x"] = p["x"] + 10
    elif c.template == "growth":
        p["new"] = p["new"] + 10
    elif c.template == "date_diff":
        p["end"] = (dt.date.fromisoformat(p["end"]) + dt.timedelta(days=1)).isoformat()
    elif c.template == "date_add":
        p["n"] = p["n"] + 1
    elif c.template == "weekday":
        p["date"] = (dt.date.fromisoformat(p["date"]) + dt.timedelta(days=1)).isoformat()
    elif c.template == "prime":
        p["n"] = p["n"] + 1
    elif c.template == "sqrt":
        p["x"] = p["x"] + 1
    return p


def invalid_computation(r: random.Random, lang: str) -> Computation:
    """A computation on a date that does not exist (2023-02-29, 2024-04-31, 2022-13-05)."""
    year = r.choice([2021, 2022, 2023, 2025])
    bad = r.choice([f"{year}-02-29", f"{year}-04-31", f"{year}-06-31", f"{year}-13-0{r.randint(1, 9)}",
                    f"{year}-02-30"])
    if r.random() < 0.5:
        return render("weekday_invalid", lang, {"date": bad})
    good = f"{year}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    return render("date_diff_invalid", lang, {"start": bad, "end": good})


def gold_of(task: dict[str, Any]) -> tuple[str, str | None, str | None]:
    """(status, value, display) of the task, computed by the sandbox's own in-process run_task."""
    from services.sandbox.ops import run_task

    result = run_task(Task(op=task["op"], args=dict(task["args"])))
    return result.status, result.value, result.display


def _prose(c: Computation, value: str, display: str | None) -> str:
    if c.template == "prime":
        n = c.params["n"]
        yes = value == "true"
        if c.lang == "en":
            return f"Yes, {n} is a prime number." if yes else f"No, {n} is not a prime number."
        return f"是的，{n}是质数。" if yes else f"不是，{n}不是质数。"
    shown = display or value
    if c.template in ("weekday",) and c.lang == "zh":
        shown = _WEEKDAYS_ZH.get(value, value)
    if c.template == "date_diff":
        shown = value
    return c.prose.format(v=shown)


_INVALID_ANSWER = {"en": "That date does not exist, so this cannot be computed; check the date (YYYY-MM-DD).",
                   "zh": "这个日期不存在，无法计算；请检查日期（格式为YYYY-MM-DD）。"}

# --- open questions and traps ------------------------------------------------------------------

_OPEN_EN = [
    ("Write a short poem about {t}.", ["autumn rain", "the sea at night", "a city morning", "old friends", "winter light", "a quiet library"]),
    ("Explain {t} in simple terms.", ["quantum entanglement", "inflation", "how vaccines work", "blockchains", "machine learning", "photosynthesis", "compound interest"]),
    ("What are the pros and cons of {t}?", ["remote work", "electric cars", "living in a big city", "learning two languages at once", "open-plan offices", "microservices"]),
    ("Give me some tips for {t}.", ["a job interview", "public speaking", "sleeping better", "learning to cook", "running a first marathon", "writing clearer emails"]),
    ("How should I prepare for {t}?", ["a long hike", "moving abroad", "a difficult conversation with my manager", "a product launch", "a code review"]),
    ("Why do people {t}?", ["procrastinate", "enjoy horror films", "fear public speaking", "collect things", "resist change at work"]),
    ("Summarise the main ideas of {t}.", ["stoicism", "agile software development", "behavioural economics", "the scientific method"]),
]
_OPEN_ZH = [
    ("写一首关于{t}的短诗", ["秋雨", "夜晚的大海", "城市的清晨", "老朋友", "冬日的阳光", "安静的图书馆"]),
    ("用通俗的话解释一下{t}", ["量子纠缠", "通货膨胀", "疫苗的原理", "区块链", "机器学习", "光合作用", "复利"]),
    ("{t}有什么优缺点？", ["远程办公", "电动汽车", "住在大城市", "同时学两门外语", "开放式办公室", "微服务架构"]),
    ("给我一些关于{t}的建议", ["求职面试", "公开演讲", "改善睡眠", "学做饭", "第一次跑马拉松", "写清楚的邮件"]),
    ("如何准备{t}？", ["一次长途徒步", "出国工作", "和领导的一次艰难谈话", "产品发布会", "代码评审"]),
    ("为什么人们会{t}？", ["拖延", "喜欢看恐怖片", "害怕公开演讲", "喜欢收藏东西", "抗拒工作中的变化"]),
]
# (template, number sampler keys, fixed answer): numbers in them are not computations.
_TRAPS_EN = [
    ("Where is the Q{q} {y} report?", "Quarterly reports are in the Finance folder of the shared drive, one folder per quarter."),
    ("Q{q} {y} report", "Quarterly reports are in the Finance folder of the shared drive, one folder per quarter."),
    ("Is meeting room {n} free this afternoon?", "Meeting rooms are booked in the calendar app; it shows which rooms are free."),
    ("What changed in version {a}.{b} of the app?", "The release notes in the app's About page list what changed in each version."),
    ("Summarise chapter {c} of the employee handbook.", "The handbook's chapters each start with a short summary; the HR portal has the full text."),
    ("Call me back at 555-{d} please.", "I cannot make calls; please contact support through the help centre to arrange a call back."),
    ("The server load is high, is some process causing it?", "A high load needs a diagnosis: check the busiest processes with a process monitor and recent deploys."),
    ("Who won the {y} World Cup?", "I would look that up in a sports reference to be sure of the winner of that tournament."),
]
_TRAPS_ZH = [
    ("第{q}季度的报告在哪里", "季度报告在共享盘的“财务/季度报告”文件夹中，按季度分目录存放。"),
    ("{y}年第{q}季度的财报发了吗", "财报发布后会在投资者关系页面公告，请以公告为准。"),
    ("{n}楼的会议室怎么预订", "会议室在日历应用里预订，可以看到各个会议室的空闲情况。"),
    ("请总结一下员工手册第{c}章的内容", "员工手册每一章开头都有摘要，完整内容在人事门户里。"),
    ("服务器负载有点高，是不是某个进程导致的？", "负载高需要排查：先用进程监控看占用最高的进程，再看最近的发布记录。"),
    ("iPhone {n} 和上一代有什么区别", "各代机型的区别可以在官网的机型对比页面查看。"),
]


def _trap_params(r: random.Random) -> dict[str, Any]:
    return {"q": r.randint(1, 4), "y": r.randint(2015, 2025), "n": r.randint(2, 16), "a": r.randint(1, 9),
            "b": r.randint(0, 20), "c": r.randint(1, 12), "d": r.randint(1000, 9999)}


def _open_answer(lang: str, subject: str) -> str:
    if lang == "en":
        return f"On {subject}: start with the essentials, then refine step by step as you learn more."
    return f"关于“{subject}”：先抓住要点，再随着了解的深入一步步完善。"


# --- the generator -------------------------------------------------------------------------------


def _pick(r: random.Random, shares: dict[str, float]) -> str:
    x = r.random() * sum(shares.values())
    for name, share in shares.items():
        x -= share
        if x < 0:
            return name
    return next(name for name, share in reversed(shares.items()) if share > 0)


class _Generator:
    def __init__(self, seed: int, mix: dict[str, float], *, fast_only: bool, zh_share: float,
                 n_intents: int, data_dir: Path, rules_dir: Path | None) -> None:
        self.r = random.Random(seed)
        self.mix = mix
        self.zh_share = zh_share
        self.repeat_shares = FAST_REPEAT_SHARES if fast_only else REPEAT_SHARES
        intents = load_intents(random.Random(seed * 7919 + 1), n_intents, data_dir)
        self.intents = {lang: [i for i in intents if i.lang == lang] for lang in ("en", "zh")}
        self.zipf = {lang: [1 / (k + 1) ** ZIPF_S for k in range(len(v))] for lang, v in self.intents.items()}
        self.rules = {lang: [q for q in load_rule_questions(rules_dir) if q[1] == lang] for lang in ("en", "zh")}
        self.items: list[Item] = []
        self.computations: list[tuple[Item, Computation]] = []
        self.repeatable: list[Item] = []  # computations and open questions asked so far
        self.used_texts: set[str] = set()
        self.open_by_text: dict[str, Item] = {}

    def lang(self) -> str:
        return "zh" if self.r.random() < self.zh_share else "en"

    def next_id(self) -> str:
        return f"w{len(self.items):06d}"

    def make(self) -> Item:
        bucket = _pick(self.r, self.mix)
        if bucket == "repeat":
            item = self.repeat()
        elif bucket == "compute":
            item = self.compute()
        else:
            item = self.open()
        self.items.append(item)
        return item

    # -- repeat/FAQ-like
    def repeat(self) -> Item:
        category = _pick(self.r, self.repeat_shares)
        lang = self.lang()
        if category == "repeat" and self.repeatable:
            earlier = self.r.choice(self.repeatable[-500:])
            return Item(self.next_id(), earlier.text, earlier.lang, "repeat", "repeat", earlier.answer,
                        earlier.group, earlier.value, earlier.task, earlier.expect_status,
                        repeat_of=earlier.id, source=earlier.source)
        if category == "rule" and self.rules[lang]:
            rule_id, lang, text, answer = self.r.choice(self.rules[lang])
            return Item(self.next_id(), text, lang, "repeat", "rule", answer, f"rule:{rule_id}", source="rules")
        pool = self.intents[lang] or self.intents["en"]
        weights = self.zipf[lang] if self.intents[lang] else self.zipf["en"]
        intent = self.r.choices(pool, weights=weights)[0]
        if category == "faq-paraphrase" and len(intent.phrasings) > 1:
            text = self.r.choice(intent.phrasings[1:])
            return Item(self.next_id(), text, intent.lang, "repeat", "faq-paraphrase", intent.answer,
                        intent.name, source=intent.source)
        return Item(self.next_id(), intent.phrasings[0], intent.lang, "repeat", "faq", intent.answer,
                    intent.name, source=intent.source)

    # -- computations
    def compute(self) -> Item:
        category = _pick(self.r, COMPUTE_SHARES)
        lang = self.lang()
        if category == "compute-invalid":
            c = invalid_computation(self.r, lang)
            status, _, _ = gold_of(c.task)
            item = Item(self.next_id(), c.text, lang, "compute", "compute-invalid", _INVALID_ANSWER[lang],
                        self.next_id(), None, c.task, "error" if status != "ok" else "ok", source="template")
            self.repeatable.append(item)
            return item
        earlier = None
        if category == "compute-near-miss" and self.computations:
            earlier = self.r.choice(self.computations[-200:])
        for _ in range(20):
            if earlier is not None:
                c = render(earlier[1].template, earlier[1].lang, near_miss(self.r, earlier[1]))
            else:
                template = self.r.choice(_TEMPLATES)
                c = render(template, lang, sample_params(self.r, template))
            if c.text not in self.used_texts:
                break
            earlier = None  # the near miss was asked before: make a fresh one instead
        status, value, display = gold_of(c.task)
        if status != "ok" or value is None:  # a sampled computation the sandbox refuses: try again
            return self.compute()
        item = Item(self.next_id(), c.text, c.lang, "compute",
                    "compute-near-miss" if earlier is not None else "compute",
                    _prose(c, value, display), self.next_id(), value, c.task,
                    repeat_of=earlier[0].id if earlier is not None else None, source="template")
        self.used_texts.add(c.text)
        self.computations.append((item, c))
        self.repeatable.append(item)
        return item

    # -- open questions and traps
    def open(self) -> Item:
        category = _pick(self.r, OPEN_SHARES)
        lang = self.lang()
        if category == "trap":
            template, answer = self.r.choice(_TRAPS_EN if lang == "en" else _TRAPS_ZH)
            text = template.format(**_trap_params(self.r))
            item = Item(self.next_id(), text, lang, "open", "trap", answer, self.next_id(), source="template")
        else:
            template, subjects = self.r.choice(_OPEN_EN if lang == "en" else _OPEN_ZH)
            subject = self.r.choice(subjects)
            text = template.format(t=subject)
            item = Item(self.next_id(), text, lang, "open", "open", _open_answer(lang, subject),
                        self.next_id(), source="template")
        # The same question asked twice is one question: a later ask is an exact repeat.
        first = self.open_by_text.setdefault(item.text, item)
        item.answer, item.group = first.answer, first.group
        self.repeatable.append(item)
        return item


def generate(n: int, *, seed: int = 1, mix: str | dict[str, float] | None = None, fast_only: bool = False,
             zh_share: float = ZH_SHARE, n_intents: int = FAQ_INTENTS_EN, data_dir: Path | None = None,
             rules_dir: Path | None = None) -> list[Item]:
    """`n` items of the mix, deterministic for (seed, mix, data). `fast_only`: no paraphrases in
    the repeat bucket (what a warm exact cache answers), for the fast-path mix."""
    shares = parse_mix(mix if mix is not None else (FAST_MIX if fast_only else None))
    g = _Generator(seed, shares, fast_only=fast_only, zh_share=zh_share, n_intents=n_intents,
                   data_dir=data_dir or SHARED_DATA, rules_dir=rules_dir)
    for _ in range(n):
        g.make()
    return g.items


def warmup_questions(items: list[Item]) -> list[Item]:
    """The first ask of each FAQ intent's canonical phrasing (what a warm cache already knows)."""
    seen: set[str] = set()
    out = []
    for item in items:
        if item.category == "faq" and item.text not in seen:
            seen.add(item.text)
            out.append(item)
    return out


def save(items: list[Item], path: Path | str) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        for item in items:
            f.write(json.dumps(item.to_json(), ensure_ascii=False) + "\n")
    return path


def load(path: Path) -> list[Item]:
    return [Item.from_json(json.loads(line)) for line in Path(path).read_text(encoding="utf-8").splitlines()
            if line.strip()]


def composition(items: list[Item]) -> dict[str, dict[str, float]]:
    """Shares of buckets, categories and languages."""
    n = max(len(items), 1)
    out: dict[str, dict[str, float]] = {"bucket": {}, "category": {}, "lang": {}}
    for item in items:
        for key, value in (("bucket", item.bucket), ("category", item.category), ("lang", item.lang)):
            out[key][value] = out[key].get(value, 0) + 1 / n
    return out


# --- judging answers --------------------------------------------------------------------------

_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_SPACE = re.compile(r"\s+")


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().casefold()


def same_value(got: str | None, gold: str) -> bool:
    """The sandbox's value against the gold one: the same text, the same number (thousands
    separators and the last digits of a long decimal aside), or true/false for yes/no."""
    if got is None:
        return False
    if got.strip().casefold() == gold.strip().casefold():
        return True
    try:
        a, b = Decimal(got.replace(",", "")), Decimal(gold)
    except (InvalidOperation, ValueError):
        return {"true": "yes", "false": "no"}.get(got.casefold()) == gold.casefold()
    return abs(a - b) <= Decimal("1e-9") * max(Decimal(1), abs(b))


def _number_stated(text: str, gold: str) -> bool:
    """`text` states the value `gold`, exactly or correctly rounded to the places it shows."""
    try:
        exact = Decimal(gold)
    except InvalidOperation:
        return False
    for m in _NUMBER.finditer(text):
        raw = m.group().replace(",", "")
        try:
            stated = Decimal(raw)
        except InvalidOperation:
            continue
        if stated == exact:
            return True
        places = -stated.as_tuple().exponent if stated.as_tuple().exponent < 0 else 0
        quantum = Decimal(1).scaleb(-places)
        if any(exact.quantize(quantum, rounding=mode) == stated for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN)):
            if places >= 2 or exact == exact.to_integral_value():
                return True
    return False


def value_right(item: Item, value: str | None, text: str) -> bool:
    gold = item.value
    if gold is None:
        return False
    if value is not None and same_value(value, gold):
        return True
    op = (item.task or {}).get("op")
    if op == "is_prime":
        said_no = any(w in text.casefold() for w in ("not a prime", "is not prime", "不是质数", "不是素数"))
        said_yes = any(w in text.casefold() for w in ("is a prime", "is prime", "是质数", "是素数"))
        return (said_yes and not said_no) if gold == "true" else said_no
    if op == "weekday":
        return gold.casefold() in text.casefold() or _WEEKDAYS_ZH.get(gold, "\0") in text
    if op == "date_add":
        d = dt.date.fromisoformat(gold)
        return gold in text or f"{d.year}年{d.month}月{d.day}日" in text
    return _number_stated(text, gold)


def judge(item: Item, status: str | None, value: str | None, text: str | None, *,
          judge_prose: bool = True) -> str:
    """right | wrong | uncertain | error | unanswered | unjudged.

    `judge_prose=False` (a real model): a prose answer that is not the gold one is unjudged, not
    wrong — only the scripted model's answers are known in advance."""
    if status is None:
        return "unanswered"
    text = text or ""
    if item.expect_status == "error":
        if status == "error" or (status == "ok" and _norm(item.answer) in _norm(text)):
            return "right"  # a clear error, or the model saying why it cannot be computed
        return "uncertain" if status == "uncertain" else "wrong"
    if status == "error":
        return "error"
    if status == "uncertain":
        return "uncertain"
    if item.value is not None:
        return "right" if value_right(item, value, text) else "wrong"
    if _norm(item.answer) in _norm(text):
        return "right"
    return "wrong" if judge_prose else "unjudged"
