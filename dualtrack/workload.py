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

This module holds the items, the mix and the generator; `workload_intents` the FAQ intents and the
rules' questions, `workload_computations` the computations and their gold values, `workload_judge`
`judge`, and `dualtrack.shared_data` where the data outside the repository is.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .shared_data import SHARED_DATA
from .workload_computations import (INVALID_ANSWER, TEMPLATES, Computation, answer_prose, gold_of,
                                    invalid_computation, near_miss, render, sample_params)
from .workload_intents import FAQ_INTENTS_EN, load_intents, load_rule_questions


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


ZIPF_S = 1.1

# Categories a warm pipeline should answer without a model; the others need one.
FAST_CATEGORIES = {"faq", "rule", "repeat", "compute", "compute-near-miss", "compute-invalid"}


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
            item = Item(self.next_id(), c.text, lang, "compute", "compute-invalid", INVALID_ANSWER[lang],
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
                template = self.r.choice(TEMPLATES)
                c = render(template, lang, sample_params(self.r, template))
            if c.text not in self.used_texts:
                break
            earlier = None  # the near miss was asked before: make a fresh one instead
        status, value, display = gold_of(c.task)
        if status != "ok" or value is None:  # a sampled computation the sandbox refuses: try again
            return self.compute()
        item = Item(self.next_id(), c.text, c.lang, "compute",
                    "compute-near-miss" if earlier is not None else "compute",
                    answer_prose(c, value, display), self.next_id(), value, c.task,
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
