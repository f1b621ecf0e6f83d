"""The semantic drift monitor (seed 000 §4.3): a model judges sampled fast answers; a rule whose
answers drift off their requests is demoted with the reason recorded, a drifting classifier
version has its fast threshold frozen, and the judge's agreement with users is measured."""

from __future__ import annotations

import contextlib
from collections import Counter
from dataclasses import dataclass
from types import SimpleNamespace

from dtlib import trust
from dtlib.envelope import Envelope, new_trace_id
from dtlib.settings import get_settings
from dtlib.trust import TrustState, TrustTable, trust_key
from dualtrack import drift
from services.classifier.engine import Classifier
from services.classifier.model import load_model
from services.classifier.settings import ClassifierSettings


@dataclass
class Completion:
    text: str


class ScriptedJudge:
    """The model: 'no' for the answers it is told are off their request."""

    def __init__(self, off: set[str]) -> None:
        self.off = off
        self.asked = 0

    async def complete(self, messages, *, max_tokens: int, temperature: float) -> Completion:
        self.asked += 1
        answer = messages[-1]["content"].split("Answer: ")[1].split("\n")[0]
        return Completion("No." if answer in self.off else "Yes, it does.")


class FakeDb:
    """The few statements the monitor and the ledger run, over lists."""

    def __init__(self, answers: list[dict], feedback: dict[str, str]) -> None:
        self.answers = answers
        self.feedback = feedback  # trace id → verdict
        self.judged: dict[str, tuple[str, str, bool | None]] = {}  # trace → (tenant, source, addresses)
        self.actions: list[tuple] = []
        self.events: list[tuple] = []
        self.trust: list[tuple[str, str, str]] = []
        self.status = {"hours": "active"}

    async def fetch(self, sql: str, *args):
        if sql == drift.SAMPLE_SQL:
            return [a for a in self.answers if a["trace_id"] not in self.judged][:args[1]]
        assert sql == drift.RATES_SQL
        groups: dict[tuple[str, str], Counter] = {}
        for trace_id, (tenant, source, addresses) in self.judged.items():
            c = groups.setdefault((tenant, source), Counter())
            c["judged"] += addresses is not None
            c["off"] += addresses is False
            verdict = self.feedback.get(trace_id)
            if verdict and addresses is not None:
                c["with_feedback"] += 1
                c["agree"] += addresses == (verdict == "right")
        return [{"tenant": t, "source": s, **{k: c[k] for k in ("judged", "off", "with_feedback", "agree")}}
                for (t, s), c in sorted(groups.items())]

    async def fetchval(self, sql: str, *args):
        return 1 if any(a[:2] == args[:2] for a in self.actions) else None

    async def fetchrow(self, sql: str, *args):
        if sql.startswith("SELECT status FROM rules"):
            return {"status": self.status[args[0]]} if args[0] in self.status else None
        if sql.startswith("UPDATE rules SET status"):
            self.status[args[0]] = args[1]
            return {"tenant": "acme"}
        raise AssertionError(sql)

    async def execute(self, sql: str, *args):
        if sql.startswith("INSERT INTO drift_judgements"):
            self.judged[args[0]] = (args[1], args[2], args[3])
        elif sql.startswith("INSERT INTO drift_actions"):
            self.actions.append(args)
        elif sql.startswith("INSERT INTO rule_events"):
            self.events.append(args)
        elif sql.startswith("INSERT INTO trust"):
            self.trust.append(args)
        return "INSERT 0 1"

    @contextlib.asynccontextmanager
    async def acquire(self):
        yield self

    def transaction(self):
        return _Tx()


class _Tx:
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return False


def answer(n: int, decided_by: str, text: str, model_version: str | None = None) -> dict:
    return {"trace_id": f"{n:032x}", "tenant": "acme", "text": f"question {n}",
            "decided_by": decided_by, "answer_text": text, "model_version": model_version}


SETTINGS = SimpleNamespace(drift_window_s=86400.0, drift_sample=100, drift_threshold=0.2, drift_min_judged=10)


async def test_a_drifting_rule_is_demoted_with_its_reason_and_a_healthy_one_is_not() -> None:
    answers = [answer(n, "rule:hours", "off" if n % 3 == 0 else "on hours") for n in range(12)]
    answers += [answer(100 + n, "rule:vpn", "vpn.example.com") for n in range(12)]
    feedback = {f"{0:032x}": "wrong", f"{1:032x}": "right", f"{100:032x}": "wrong"}
    db = FakeDb(answers, feedback)
    judge = ScriptedJudge(off={"off"})
    run = await drift.run_once(db, judge, SETTINGS)

    assert judge.asked == run.judged == 24
    rates = {r.source: r for r in run.rates}
    assert (rates["rule:hours"].judged, rates["rule:hours"].off) == (12, 4)
    assert rates["rule:vpn"].rate == 0.0
    assert rates["rule:hours"].agreement == 1.0 and rates["rule:vpn"].agreement == 0.0
    assert run.actions == [("acme", "rule:hours", "demoted")]
    assert db.status["hours"] == "demoted"
    ((rule_id, from_status, to_status, reason, actor, *_),) = db.events
    assert (rule_id, from_status, to_status, actor) == ("hours", "active", "demoted", "drift")
    assert reason == "drift: 4 of 12 judged answers do not address their request (33%)"
    assert [t[:2] for t in db.trust] == [("acme", "rule:hours")]

    again = await drift.run_once(db, judge, SETTINGS)  # nothing new to judge, done once per window
    assert again.judged == 0 and again.actions == []


async def test_a_drifting_classifier_version_has_its_fast_bar_frozen() -> None:
    model = load_model(get_settings(ClassifierSettings).classifier_artifact_dir)
    # The classifier stamps the version that decided on the route; the learner stores the envelope.
    stamped = Envelope(trace_id=new_trace_id(), text="12*24等于多少")
    Classifier(model).classify(stamped)
    assert stamped.route.model_version == model.version != ""

    # The window holds the answers of a version replaced since (they drift) and of the one loaded
    # now (they do not): each answer is the version's that decided it, not the one loaded at run time.
    db = FakeDb([answer(n, "classifier", "off" if n < 5 else "288", "2026-11-30") for n in range(12)]
                + [answer(100 + n, "classifier", "288", model.version) for n in range(12)]
                + [answer(200 + n, "classifier", "off") for n in range(2)], {})  # stored before the stamp
    run = await drift.run_once(db, ScriptedJudge(off={"off"}), SETTINGS)
    rates = {r.source: (r.judged, r.off) for r in run.rates}
    assert rates == {"classifier:2026-11-30": (12, 5), f"classifier:{model.version}": (12, 0),
                     "classifier:unknown": (2, 2)}
    assert run.actions == [("acme", "classifier:2026-11-30", "frozen")]
    assert [t[:2] for t in db.trust] == [("*", "classifier:2026-11-30")]

    frozen = TrustTable()
    frozen.apply(trust_key("*", f"classifier:{model.version}").encode(),
                 trust.encode(TrustState(trust=0.0, reason="drift")))
    env = Envelope(trace_id=new_trace_id(), text="12*24等于多少")
    plain = Envelope(trace_id=new_trace_id(), text="12*24等于多少")
    Classifier(model, trusted=frozen).classify(env)
    Classifier(model).classify(plain)
    assert env.route.threshold == model.fast_threshold(1 << 30) > plain.route.threshold


def test_the_judges_reply_is_read_as_yes_no_or_neither() -> None:
    assert [drift.verdict(r) for r in ("Yes.", "yes, it does", "No", "是的", "不是", "maybe")] == [
        True, True, False, True, False, None]


def test_the_demonstration_model_is_not_asked_to_judge_unless_an_operator_says_so() -> None:
    from dualtrack.settings import AllSettings

    local = AllSettings(llm_backend="local")
    assert "DT_DRIFT_DEMONSTRATION_JUDGE" in drift.missing_judge(local)
    assert drift.missing_judge(local.model_copy(update={"drift_demonstration_judge": True})) == ""
    assert drift.missing_judge(AllSettings(llm_backend="openai")) == ""
