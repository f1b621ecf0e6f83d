"""`dualtrack drift`: the semantic drift monitor (seed 000 §4.3).

A fast answer can be right by its own checks and still not answer the question: a rule whose
keywords now catch another kind of question, a semantic cache hit on a near paraphrase, a
classifier whose computable requests have shifted. Each run samples fast answers of the window
from the stored trajectories (rules, semantic cache hits, the classifier's computations) that were
not judged yet, and asks the model, through the llm service's own backend and its retries
(`services.llm`, the backend `DT_LLM_*` names), whether each answer addresses its request. The
verdicts are stored (`drift_judgements`); the drift rate is the share of a source's judged answers
that do not, per rule, per tenant's semantic cache and per classifier version. Above
`DT_DRIFT_THRESHOLD` (with at least `DT_DRIFT_MIN_JUDGED` judged):

- a rule is demoted (it stops answering and is re-verified in shadow, `rule_events` has the reason)
  and its trust set to 0 for the tenant (trust.state);
- the classifier version's fast threshold is frozen at its strictest level for every tenant (a
  trust.state record `*:classifier:<version>`; a new artifact version starts clean);
- the semantic cache is noted (its own error bound and shadow checks govern it).

Every action is a row in `drift_actions` with the rate and the reason. How often the judge agrees
with the users' own feedback on the same answers is part of the rates (`dualtrack report`).

`dualtrack dev up` starts it beside the services as the process `drift-0` (`--every
DT_DRIFT_EVERY_S`); run that way it serves /health, /ready and /metrics like a replica (`dev
status` and `top` show it, Prometheus scrapes its `dt_drift_*` counters) and stops on SIGTERM.
A job, not a service: it consumes no topic, and one run at a time is what it needs. With the
embedded demonstration model as the judge it judges nothing unless DT_DRIFT_DEMONSTRATION_JUDGE
says so (that model's yes/no is no ground to demote a rule).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import logging
import re
from dataclasses import dataclass, field
from typing import Any

import asyncpg

from services.learner import ledger, trust

log = logging.getLogger("dualtrack.drift")

JUDGE_SYSTEM = ("You check an assistant's answers. Reply with one word: yes if the answer "
                "addresses the request, no if it does not.")
SAMPLE_SQL = """
SELECT t.trace_id, t.tenant, t.text, t.decided_by, t.answer_text,
       t.envelope #>> '{route,model_version}' AS model_version
FROM trajectories t
WHERE t.path = 'fast' AND t.status = 'ok' AND t.answered_at >= $1
  AND (t.decided_by LIKE 'rule:%' OR t.decided_by IN ('cache.semantic', 'classifier'))
  AND NOT EXISTS (SELECT 1 FROM drift_judgements d WHERE d.trace_id = t.trace_id)
ORDER BY random() LIMIT $2
"""
RATES_SQL = """
SELECT d.tenant, d.source, count(d.addresses) AS judged,
       count(*) FILTER (WHERE d.addresses = false) AS off,
       count(f.verdict) FILTER (WHERE d.addresses IS NOT NULL) AS with_feedback,
       count(*) FILTER (WHERE d.addresses = (f.verdict = 'right')) AS agree
FROM drift_judgements d
LEFT JOIN LATERAL (SELECT verdict FROM feedback WHERE trace_id = d.trace_id
                   ORDER BY created_at DESC LIMIT 1) f ON true
WHERE d.judged_at >= $1 AND ($2 = '' OR d.tenant = $2)
GROUP BY 1, 2 ORDER BY 1, 2
"""
_YES = re.compile(r"^\W*(?:(?:yes|y)\b|是|对)", re.IGNORECASE)
_NO = re.compile(r"^\W*(?:(?:no|n)\b|否|不|没)", re.IGNORECASE)
_ACTIONS = {"rule": "demoted", "classifier": "frozen", "cache.semantic": "noted"}


def verdict(reply: str) -> bool | None:
    """The judge's reply read as yes (the answer addresses the request), no, or neither."""
    text = reply.strip()
    if _YES.match(text):
        return True
    if _NO.match(text):
        return False
    return None


def source_of(decided_by: str, model_version: str | None) -> str:
    """What gave a fast answer: the rule, the cache, or the classifier version that decided it
    (the version it stamped on the route, `Route.model_version`; `unknown` for an answer stored
    before classifiers stamped it, never the version loaded now: that may be a later one)."""
    if decided_by == "classifier":
        return f"classifier:{model_version or 'unknown'}"
    return decided_by


@dataclass
class Rate:
    tenant: str
    source: str
    judged: int
    off: int  # judged answers that do not address their request
    with_feedback: int = 0  # judged answers a user also gave a verdict on
    agree: int = 0  # ... where the judge and the user agree

    @property
    def rate(self) -> float:
        return self.off / self.judged if self.judged else 0.0

    @property
    def agreement(self) -> float | None:
        return self.agree / self.with_feedback if self.with_feedback else None


@dataclass
class DriftRun:
    judged: int = 0
    unreadable: int = 0  # replies that said neither yes nor no
    rates: list[Rate] = field(default_factory=list)
    actions: list[tuple[str, str, str]] = field(default_factory=list)  # (tenant, source, action)
    skipped: str = ""  # why nothing was judged (no judge able to judge)


async def judge(model: Any, request: str, answer: str) -> tuple[bool | None, str]:
    """Whether `answer` addresses `request`, as the model says (None: it said neither)."""
    messages = [{"role": "system", "content": JUDGE_SYSTEM},
                {"role": "user", "content": f"Request: {request}\nAnswer: {answer}\n"
                                            "Does the answer address the request? yes or no"}]
    completion = await model.complete(messages, max_tokens=4, temperature=0.0)
    return verdict(completion.text), completion.text.strip()[:200]


async def rates(db: Any, since: dt.datetime, tenant: str = "") -> list[Rate]:
    return [Rate(r["tenant"], r["source"], r["judged"], r["off"], r["with_feedback"], r["agree"])
            for r in await db.fetch(RATES_SQL, since, tenant)]


async def run_once(db: asyncpg.Pool, model: Any, settings: Any) -> DriftRun:
    """One run: sample, judge, store, rate, act. `settings` carries the DT_DRIFT_* settings."""
    since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(seconds=settings.drift_window_s)
    run = DriftRun()
    for row in await db.fetch(SAMPLE_SQL, since, settings.drift_sample):
        addresses, reply = await judge(model, row["text"], row["answer_text"])
        run.judged += 1
        run.unreadable += addresses is None
        await db.execute("INSERT INTO drift_judgements (trace_id, tenant, source, addresses, reply) "
                         "VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING", row["trace_id"],
                         row["tenant"], source_of(row["decided_by"], row["model_version"]), addresses, reply)
    run.rates = await rates(db, since)
    for rate in run.rates:
        if rate.judged >= settings.drift_min_judged and rate.rate > settings.drift_threshold:
            action = await act(db, rate, since)
            if action is not None:
                run.actions.append((rate.tenant, rate.source, action))
    return run


async def act(db: asyncpg.Pool, rate: Rate, since: dt.datetime) -> str | None:
    """Demote the rule, freeze the classifier version or note the cache; once per source and
    window. Returns what was done (None: done already)."""
    kind = "rule" if rate.source.startswith("rule:") else rate.source.split(":")[0]
    action = _ACTIONS.get(kind, "noted")
    done = await db.fetchval("SELECT 1 FROM drift_actions WHERE tenant = $1 AND source = $2 "
                             "AND at >= $3", rate.tenant, rate.source, since)
    if done:
        return None
    reason = (f"drift: {rate.off} of {rate.judged} judged answers do not address their request "
              f"({rate.rate:.0%})")
    if kind == "rule":
        try:
            await ledger.set_status(db, rate.source[len("rule:"):], "demoted", reason, "drift",
                                    ("active", "warning"))
        except (LookupError, ValueError) as exc:  # untracked, or not answering any more
            action = f"noted ({exc})"
        await trust.corrected(db, rate.tenant, rate.source, reason)
    elif kind == "classifier":  # every tenant: a model version is the same for all of them
        await trust.corrected(db, "*", rate.source, reason)
    await db.execute("INSERT INTO drift_actions (tenant, source, action, rate, judged, reason) "
                     "VALUES ($1, $2, $3, $4, $5, $6)", rate.tenant, rate.source, action,
                     rate.rate, rate.judged, reason)
    log.warning("%s %s for tenant %s: %s", rate.source, action, rate.tenant, reason)
    return action


async def monitor(every_s: float = 0.0, settings: Any = None) -> list[DriftRun]:
    """Run once (`every_s` 0) or every `every_s` seconds: judge with the llm service's backend
    (its retries and breaker), store in the learner's PostgreSQL, publish what changed (rules.state,
    trust.state) from the learner's outbox."""
    from dtlib.settings import get_settings
    from dtlib.topics import Topic, topic_name
    from services.learner import jobs
    from services.llm.backends import make_backend
    from services.llm.resilience import ResilientModel

    from .kafka import connect
    from .settings import AllSettings

    settings = settings or get_settings(AllSettings)
    no_judge = missing_judge(settings)
    model = None if no_judge else ResilientModel(make_backend(settings), settings)
    pool = await asyncpg.create_pool(settings.pg_dsn, min_size=1, max_size=2)
    producer = await connect(settings, "drift")
    health = DriftHealth(settings) if every_s > 0 else None
    stop = asyncio.Event()
    if health is not None:
        await health.start(stop)

    def sender(topic: Topic):
        async def send(key: bytes, value: bytes | None) -> None:
            await producer.publish(topic_name(topic, settings.topic_prefix), key, value)
        return send

    runs: list[DriftRun] = []
    try:
        while True:
            if no_judge:
                log.warning("drift: judged nothing: %s", no_judge)
                run = DriftRun(skipped=no_judge)
            else:
                run = await run_once(pool, model, settings)
                await jobs.publish_outbox(pool, sender(Topic.RULES_STATE), sender(Topic.USERS_STATE),
                                          sender(Topic.TRUST_STATE), settings.trust_restore_uses)
                log.info("drift: judged %d (%d unreadable), %d actions", run.judged, run.unreadable,
                         len(run.actions))
            runs = [*runs[-9:], run]  # a monitor that runs for weeks keeps its last runs only
            if health is not None:
                health.ran(run)
            if every_s <= 0:
                return runs
            try:
                await asyncio.wait_for(stop.wait(), every_s)
                return runs  # SIGTERM or SIGINT: `dev down` stopping it
            except asyncio.TimeoutError:
                pass
    finally:
        if health is not None:
            await health.stop()
        if model is not None and hasattr(model.backend, "aclose"):
            await model.backend.aclose()
        await producer.close()
        await pool.close()


@functools.cache  # registered once per process with prometheus-client's default registry
def metrics() -> tuple[Any, Any, Any, Any]:
    from prometheus_client import Counter, Gauge

    return (Counter("dt_drift_runs", "Runs of the drift monitor (skipped: no judge).", ["result"]),
            Counter("dt_drift_judged", "Fast answers the drift monitor had judged."),
            Counter("dt_drift_actions", "Demotions, freezes and notes of the drift monitor.",
                    ["action"]),
            Gauge("dt_drift_last_run_timestamp_seconds",
                  "When the drift monitor's last run ended (unix seconds)."))


def missing_judge(settings: Any) -> str:
    """Why the monitor must not judge with the backend it is given ("" when it may)."""
    if settings.llm_backend == "local" and not settings.drift_demonstration_judge:
        return ("the judge would be the embedded demonstration model (DT_LLM_BACKEND=local); "
                "point DT_LLM_BACKEND at a model able to judge, or set DT_DRIFT_DEMONSTRATION_JUDGE")
    return ""


class DriftHealth:
    """/health, /ready and /metrics of the monitor while it runs on a schedule (dtlib.health,
    as a replica has them), and SIGTERM or SIGINT ending it between runs."""

    def __init__(self, settings: Any) -> None:
        from dtlib.health import HealthServer

        self.server = HealthServer("drift", settings)
        self.runs, self.judged, self.actions, self.last_run = metrics()

    async def start(self, stop: asyncio.Event) -> None:
        import signal

        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        await self.server.start()
        self.server.consuming = True  # ready: connected to PostgreSQL and Kafka

    def ran(self, run: DriftRun) -> None:
        self.runs.labels("skipped" if run.skipped else "judged").inc()
        self.judged.inc(run.judged)
        for _, _, action in run.actions:
            self.actions.labels(action.split(" ")[0]).inc()
        self.last_run.set_to_current_time()

    async def stop(self) -> None:
        await self.server.stop()
