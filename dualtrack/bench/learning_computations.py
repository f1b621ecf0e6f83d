"""`dualtrack bench learning --computations`: does the learner turn the slow path's verified
programs into fast-path computation rules, and are their answers right?

An in-process replay, like `dualtrack bench learning` (the real pipeline replays about 30 requests
a second here; tests/integration/test_learning.py runs the loop through Kafka). Real: the rules
service's matching, decision and shadow values (`services.rules`), the llm service's validation of
the model's reply and the grounding check with the argument spans it stores
(`services.llm.op_schema`, `dtlib.grounding`), the sandbox's operations (`services.sandbox.ops`,
in process), the fuser's rendering (`services.fuser.render`), and the learner's judge, miner and
lifecycle (`services.learner`, the in-memory ledger). Simulated: Kafka, PostgreSQL, and the model:
a scripted one that writes each problem's gold equation as an operation (a stand-in for a capable
model), its calls counted. The cache stands aside (a word problem is not asked twice).

Replay: the training problems in order, mining every `mine_every`; after each mining run the dev
problems are asked read-only (live rules only, nothing learned) for the curve. Then the dev
problems are asked through the loop with mining frozen (the lifecycle still judges shadow rules
on the slow path's answers): counted are fast answers, right or wrong, and the rest. Then the
altered problems (a dev problem's wording with another kind of question) are asked read-only:
every fast answer to one counts as wrong; on MAWPS also each dev problem asked about another
person its story names (`mawps_other_person`) and each with another verb in its story
(`mawps_other_verb`), counted the same way.

Sets: MAWPS (../shared/data/mawps: `Numbers` fill the `numberN` placeholders, `Equation` is the
gold in prefix notation; train 1 537, dev 384), and the Chinese set in data/computations
(dualtrack/bench/computations_zh.py).
"""

from __future__ import annotations

import csv
import json
import random
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

import msgspec

from dtlib import grounding
from dtlib.envelope import Answer, Envelope, Hop, Route
from dtlib.rulematch import RELATION_WORDS, verb_lemma
from dtlib.settings import REPO_ROOT
from dtlib.topics import Topic
from services.fuser.render import from_sandbox
from services.learner.judge import uses_of
from services.learner.mining import Sample
from services.learner.outcome import outcome_of
from services.llm import op_schema
from services.rules.decide import apply as rules_apply
from services.rules.decide import shadow_values
from services.sandbox.ops import run_task

from ..settings import AllSettings
from .learning import Simulation
from ..charts import pyplot, save

TENANT = "bench"
CHART = REPO_ROOT / "docs" / "bench" / "learning-computations.png"
_PREFIX_OPS = ("+", "-", "*", "/")


@dataclass(frozen=True)
class Problem:
    text: str
    expression: str  # the gold computation (empty for an altered problem)
    answer: str  # the gold value (empty for an altered problem)
    body: str = ""
    question: str = ""
    shape: str = ""


# --- the sets ----------------------------------------------------------------------------------

def _plain(number: str) -> str:
    text = format(Decimal(number).normalize(), "f")
    return text


def _infix(tokens: list[str], values: list[str]) -> str:
    tok = tokens.pop(0)
    if tok in _PREFIX_OPS:
        left, right = _infix(tokens, values), _infix(tokens, values)
        return f"({left} {tok} {right})"
    if tok.startswith("number"):
        return values[int(tok[len("number"):])]
    return _plain(tok)


def mawps(split: str, folder: Path | None = None) -> list[Problem] | None:
    """MAWPS problems with their numbers filled in; None without ../shared/data."""
    from dualtrack.training.corpus import SHARED_DATA

    path = (folder or SHARED_DATA / "mawps") / f"{split}.csv"
    if not path.exists():
        return None
    out = []
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            values = [_plain(v) for v in row["Numbers"].split()]

            def fill(text: str) -> str:
                return re.sub(r"number(\d+)", lambda m: values[int(m.group(1))], text)

            expression = _infix(row["Equation"].split(), values)
            if expression.startswith("(") and expression.endswith(")"):
                expression = expression[1:-1]
            out.append(Problem(fill(row["Question"]), expression, row["Answer"],
                               fill(row["Body"]), fill(row["Ques_Statement"]), row["Equation"]))
    return out


def mawps_altered(dev: list[Problem], others: list[Problem], seed: int, per_problem: int = 2
                  ) -> list[Problem]:
    """A dev problem's body with the question of another problem whose equation differs and
    whose question states no number: the same wording asked for a different quantity."""
    rng = random.Random(seed)
    questions = [p for p in others if p.question and not re.search(r"\d", p.question)]
    out = []
    for p in dev:
        if not p.body:
            continue
        pool = [q for q in rng.sample(questions, min(40, len(questions))) if q.shape != p.shape
                and q.question.strip().lower() != p.question.strip().lower()]
        for q in pool[:per_problem]:
            out.append(Problem(f"{p.body} {q.question}", "", "", p.body, q.question, f"altered:{p.shape}"))
    return out


_ASKED_PERSON = re.compile(r"\b(?:does|did|do|will|would|can|could|should|is|was)\s+([A-Z][a-z]+)\b")


def mawps_other_person(dev: list[Problem], problems: list[Problem]) -> list[Problem]:
    """A dev problem asked about another person its story names: its question with the person
    it asks about ("does Sam have") replaced by another person of the body ("Sam had 40 apples .
    He gave 15 to Lucy . How many apples does Lucy have now ?"). What is asked is not what the
    problem computes, so every fast answer to one counts as wrong. A person is a word some
    question of `problems` asks about ("does Lucy")."""
    persons = {m.group(1) for p in problems for m in _ASKED_PERSON.finditer(p.question)}
    out = []
    for p in dev:
        asked = {m.group(1) for m in _ASKED_PERSON.finditer(p.question)} & persons
        others = [w for w in dict.fromkeys(re.findall(r"\b[A-Z][a-z]+\b", p.body))
                  if w in persons and not re.search(rf"\b{w}\b", p.question)]
        if len(asked) == 1 and others:
            question = re.sub(rf"\b{asked.pop()}\b", others[0], p.question)
            out.append(Problem(f"{p.body} {question}", "", "", p.body, question, f"other person:{p.shape}"))
    return out


_AUXILIARIES = ("be", "have", "do")


def mawps_other_verb(dev: list[Problem], verb: str = "donated") -> list[Problem]:
    """A dev problem whose story says another verb: the first inflected verb of its body that
    is not a relation word nor an auxiliary ("picked", "placed") replaced by `verb` ("Tim picked 40 apples" →
    "Tim donated 40 apples"). Its story no longer says what the problem computes from, so every
    fast answer to one counts as wrong."""
    out = []
    for p in dev:
        for m in re.finditer(r"[A-Za-z]+", p.body):
            word = m.group().lower()
            if verb_lemma(word) not in (None, verb_lemma(verb), *_AUXILIARIES) and word not in RELATION_WORDS:
                body = p.body[:m.start()] + verb + p.body[m.end():]
                out.append(Problem(f"{body} {p.question}", "", "", body, p.question, f"other verb:{p.shape}"))
                break
    return out


def chinese(split: str) -> list[Problem]:
    from .computations_zh import load

    return [Problem(r["text"], r["expression"], r["answer"], r["body"], r["question"], r["shape"])
            for r in load(split)]


# --- the scripted model --------------------------------------------------------------------------

@dataclass
class ScriptedModel:
    """Writes each problem's gold equation as the llm service's operation JSON."""

    calls: int = 0
    gold: dict[str, str] = field(default_factory=dict)  # text → expression

    def reply(self, text: str) -> str:
        self.calls += 1
        expression = self.gold.get(text, "")
        return json.dumps({"op": "expr", "args": {"expression": expression}}) if expression else "{}"


# --- the replay --------------------------------------------------------------------------------

@dataclass
class Served:
    fast: bool
    correct: bool | None  # None: not answered ok
    decided_by: str
    text: str = ""
    answer: str = ""


def same_number(value: str | None, gold: str) -> bool:
    if value is None or not gold:
        return False
    try:
        a, b = Decimal(value), Decimal(gold)
    except InvalidOperation:
        return False
    return abs(a - b) <= Decimal("1e-6") * max(Decimal(1), abs(b))


@dataclass
class Replay(Simulation):
    """The learning benchmark's loop (rules, learner, ledger, mining) with a computing slow path
    instead of fixed answers and no cache."""

    model: ScriptedModel = field(default_factory=ScriptedModel)
    asked: int = 0

    def _slow(self, env: Envelope) -> None:
        """The llm service's program-aided path with the scripted model (one reply; a reply
        that is not a grounded operation is answered "uncertain", as the fuser would)."""
        env.route = Route(path="slow", decided_by="classifier", shadow=env.route.shadow)
        try:
            task = op_schema.validate(self.model.reply(env.text))
        except op_schema.OpInvalid:
            env.answer = Answer(status="uncertain", text="not a calculation")
            return
        read = grounding.ground(task, env.text)
        if not read.ok:
            env.answer = Answer(status="uncertain", text=read.problem())
            return
        env.task = msgspec.structs.replace(read.task, spans=grounding.argument_spans(read.task, env.text))
        env.results.sandbox = run_task(env.task)
        env.answer = from_sandbox(env)

    def ask_problem(self, problem: Problem, *, learn: bool = True) -> Served:
        """One problem through rules → (sandbox | slow path) → learner."""
        self.asked += 1
        env = Envelope(trace_id=f"{self.asked:032x}", text=problem.text, tenant=TENANT,
                       created_at=float(self.asked))
        topic, _ = rules_apply(env, self.rulebook.evaluate(TENANT, problem.text), self.rulebook)
        shadow_values(env, run_task)
        fast = topic is Topic.SANDBOX_TASKS
        if fast:
            env.results.sandbox = run_task(env.task)  # type: ignore[arg-type]
            env.answer = from_sandbox(env)
        else:
            self._slow(env)
        env.hops.append(Hop(service="bench", instance="sim", start=float(self.asked),
                            end=float(self.asked), outcome="ok"))
        ok = env.answer is not None and env.answer.status == "ok"
        correct = same_number(env.answer.value, problem.answer) if ok else None  # type: ignore[union-attr]
        self._publish([self.ledger.record_use(u) for u in uses_of(env, self.ledger.tracked())])
        self.texts[env.trace_id] = problem.text
        if fast and not correct:
            # the user reports the wrong value: the learner demotes the rule at once
            self._publish([self.ledger.feedback(env.trace_id, "wrong", problem.text)])
        if not fast and ok:
            outcome = outcome_of(env)
            if outcome is not None:
                self.samples.append(Sample(env.trace_id, problem.text, outcome, at=float(self.asked)))
        if learn and self.asked % self.mine_every == 0:
            self.mine()
        return Served(fast, correct, env.route.decided_by or "", problem.text,
                      env.answer.text if env.answer else "")

    def peek(self, problems: list[Problem]) -> dict[str, Any]:
        """The live rules on `problems`, read only: answered, right."""
        answered = right = 0
        wrong_examples = []
        for p in problems:
            hit = self.rulebook.evaluate(TENANT, p.text).live
            if hit is None or hit.task is None:
                continue
            answered += 1
            result = run_task(hit.task)
            good = result.status == "ok" and same_number(result.value, p.answer)
            right += good
            if not good and len(wrong_examples) < 5:
                wrong_examples.append({"text": p.text, "computed": hit.task.args, "gold": p.expression})
        return {"problems": len(problems), "answered": answered, "right": right,
                "share": answered / len(problems) if problems else 0.0,
                "precision": right / answered if answered else None, "wrong_examples": wrong_examples}

    def statuses(self) -> Counter[str]:
        return Counter(r.status for r in self.ledger.rules.values())


def run_set(name: str, train: list[Problem], dev: list[Problem], altered: list[Problem],
            settings: AllSettings, mine_every: int, progress: Any = None,
            heldout: list[Problem] | None = None, other_person: list[Problem] | None = None,
            other_verb: list[Problem] | None = None) -> dict[str, Any]:
    replay = Replay(settings, mine_every=mine_every, feedback_rate=1.0)
    replay.model.gold = {p.text: p.expression for p in train + dev + (heldout or [])}
    started = time.perf_counter()
    curve = [(0, 0.0, None)]
    replay_fast: list[Served] = []  # training problems the live rules answered while replaying
    for n, problem in enumerate(train, 1):
        served_now = replay.ask_problem(problem)
        if served_now.fast:
            replay_fast.append(served_now)
        if n % mine_every == 0 or n == len(train):
            if n % mine_every:
                replay.mine()
            seen = replay.peek(dev)
            curve.append((n, seen["share"], seen["precision"]))
            if progress:
                progress(name, n, len(train), seen)
    train_calls = replay.model.calls
    usable = len(replay.samples)
    after_train = replay.peek(dev)
    altered_seen = replay.peek(altered)
    other_person_seen = replay.peek(other_person) if other_person else None
    other_verb_seen = replay.peek(other_verb) if other_verb else None
    heldout_seen = replay.peek(heldout) if heldout else None
    statuses_after_train = replay.statuses()
    served = [replay.ask_problem(p, learn=False) for p in dev]
    fast = [s for s in served if s.fast]
    transitions = Counter(c.to_status for _, c in replay.events if c.to_status != c.from_status)
    result = {
        "set": name, "train": len(train), "dev": len(dev), "altered": len(altered),
        "usable_training": usable,
        "curve": curve, "dev_after_train_read_only": after_train,
        "dev_online": {"fast": len(fast), "right": sum(1 for s in fast if s.correct),
                       "wrong": sum(1 for s in fast if not s.correct),
                       "not_fast": len(served) - len(fast),
                       "share": len(fast) / len(served) if served else 0.0,
                       "precision": sum(1 for s in fast if s.correct) / len(fast) if fast else None,
                       "examples": [s.answer for s in fast[:3]],
                       "wrong_examples": [(s.text, s.answer) for s in fast if not s.correct][:5]},
        "train_fast": {"fast": len(replay_fast), "right": sum(1 for s in replay_fast if s.correct),
                       "wrong_examples": [(s.text, s.answer) for s in replay_fast if not s.correct][:5]},
        "altered_fast": altered_seen["answered"], "altered_examples": altered_seen["wrong_examples"],
        "other_person": len(other_person or []),
        "other_person_fast": other_person_seen["answered"] if other_person_seen else None,
        "other_person_examples": [p.text for p in (other_person or []) if other_person_seen
                                  and replay.rulebook.evaluate(TENANT, p.text).live is not None][:5],
        "other_verb": len(other_verb or []),
        "other_verb_fast": other_verb_seen["answered"] if other_verb_seen else None,
        "other_verb_examples": [p.text for p in (other_verb or []) if other_verb_seen
                                and replay.rulebook.evaluate(TENANT, p.text).live is not None][:5],
        "heldout": heldout_seen,
        "mined": replay.mined, "transitions": dict(transitions),
        "statuses_after_train": dict(statuses_after_train), "statuses_at_end": dict(replay.statuses()),
        "model_calls_train": train_calls, "model_calls_dev": replay.model.calls - train_calls,
        "model_calls_saved": len(fast),
        "mining_runs": len(replay.mining_seconds),
        "mining_seconds_max": max(replay.mining_seconds, default=0.0),
        "elapsed_s": time.perf_counter() - started,
    }
    return result


def run(seed: int = 19, mine_every: int = 100, settings: AllSettings | None = None,
        progress: Any = None, sets: tuple[str, ...] = ("mawps", "zh")) -> dict[str, Any]:
    settings = settings or AllSettings(tracing=False)
    out: dict[str, Any] = {"sets": {}}
    if "mawps" in sets:
        train, dev = mawps("train"), mawps("dev")
        if train is not None and dev is not None:
            altered = mawps_altered(dev, train + dev, seed)
            out["sets"]["mawps"] = run_set("MAWPS (English)", train, dev, altered, settings,
                                           mine_every, progress, other_person=mawps_other_person(dev, train + dev),
                                           other_verb=mawps_other_verb(dev))
    if "zh" in sets:
        out["sets"]["zh"] = run_set("Chinese set", chinese("train"), chinese("dev"), chinese("altered"),
                                    settings, mine_every, progress, heldout=chinese("heldout"))
    return out


def chart(result: dict[str, Any], path: Path = CHART) -> Path:
    plt = pyplot()

    fig, ax = plt.subplots(figsize=(9, 4.8))
    for key, colour in (("mawps", "#1f77b4"), ("zh", "#d62728")):
        r = result["sets"].get(key)
        if r is None:
            continue
        xs = [n for n, _, _ in r["curve"]]
        online = r["dev_online"]
        ax.plot(xs, [share * 100 for _, share, _ in r["curve"]], color=colour, marker="o", markersize=3,
                label=f"{r['set']}: dev answered by live rules (read only); then online "
                      f"{online['share']:.0%}, precision {(online['precision'] or 0):.1%}")
    ax.axhline(40, color="#999", linestyle="--", linewidth=1, label="target 40%")
    ax.set_xlabel("training problems replayed (the scripted model writes each gold equation)")
    ax.set_ylabel("% of dev problems on the fast path")
    ax.set_ylim(0, 100)
    ax.set_title("Computation rules learned from the slow path's verified programs", fontsize=10)
    ax.legend(loc="upper left", fontsize=7)
    ax.grid(alpha=0.3)
    return save(fig, path)


def _ratio(right: int, answered: int) -> str:
    return f"{right / answered:.2%} ({right}/{answered})" if answered else "- (0/0)"


def report_lines(result: dict[str, Any]) -> list[str]:
    lines = []
    for r in result["sets"].values():
        online, read = r["dev_online"], r["dev_after_train_read_only"]
        lines += [
            f"{r['set']}: {r['train']} training problems replayed ({r['usable_training']} answered on the slow path by "
            f"a grounded operation), {r['dev']} dev problems, {r['altered']} altered",
            f"  dev on the fast path, asked with mining frozen: {online['share']:.1%} "
            f"({online['fast']}/{r['dev']}), precision {_ratio(online['right'], online['fast'])}; "
            f"read only right after the replay: {read['share']:.1%}, precision "
            f"{_ratio(read['right'], read['answered'])}",
            f"  training problems answered on the fast path while replaying: {r['train_fast']['fast']}, "
            f"precision {_ratio(r['train_fast']['right'], r['train_fast']['fast'])}",
            f"  altered problems (same wording, another question) answered fast: {r['altered_fast']} "
            f"of {r['altered']}",
            *([f"  asked about another person of the story, answered fast: {r['other_person_fast']} of "
               f"{r['other_person']}"] if r.get("other_person") else []),
            *([f"  its story's verb replaced by another, answered fast: {r['other_verb_fast']} of "
               f"{r['other_verb']}"] if r.get("other_verb") else []),
            f"  rules mined {r['mined']}; transitions {r['transitions']}; at the end {r['statuses_at_end']}",
            f"  model calls: {r['model_calls_train']} replaying, {r['model_calls_dev']} on dev; "
            f"saved {r['model_calls_saved']} (dev answered fast)",
            f"  mining: {r['mining_runs']} runs, slowest {r['mining_seconds_max']:.1f} s; whole set "
            f"{r['elapsed_s']:.0f} s",
        ]
        if online["examples"]:
            lines.append(f"  e.g. {online['examples'][0]!r}")
        if r.get("heldout"):
            h = r["heldout"]
            lines.append(f"  held-out (never looked at while tuning), read only: {h['share']:.1%} "
                         f"({h['answered']}/{h['problems']}), precision {_ratio(h['right'], h['answered'])}")
    return lines
