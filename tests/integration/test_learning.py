"""The fast path grows by itself, and shrinks when it should: the real pipeline learns.

CLINC150 paraphrases of a few intents, each answered one fixed way by a scripted slow path
(the fake OpenAI-compatible server), go through all seven services. The learner mines rules
from what the slow path answered, the rules service evaluates them in shadow, the learner
promotes them, and they start answering. Then some intents change their answers (drift): users
report the rules' answers wrong, the rules are warned, demoted and removed, and the new answers
come back through the slow path. One intent is answered inconsistently and must never get a rule.

Everything runs in isolation from any other stack on this machine: its own topic prefix, its
own state dir (pid and port files, so only these processes are started and stopped), its own
PostgreSQL schema, its own sandbox gRPC port and rules folder.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import secrets
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import asyncpg
import pytest

from dtlib.records import Feedback, decode_rule, decode_user
from dtlib.records import encode as encode_record
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name, topic_specs
from dualtrack import dev
from dualtrack.bench.slowpath import FakeModel, free_port
from dualtrack.client import Client
from dualtrack.kafka import connect, read_to_end
from dtlib.migrations import migrate
from dualtrack.stack.topics import delete_topics, ensure_topics
from dualtrack.training.corpus import clinc, shared_data_available
from dualtrack.shared_data import missing_shared_data

pytestmark = [pytest.mark.integration, pytest.mark.timeout(900)]

INTENTS = ["weather", "translate", "flip_coin", "tell_joke", "jump_start"]
FLAKY = "fun_fact"  # answered two ways at random: never a rule
DRIFTED = ["weather", "tell_joke"]
PHASE1_PER_INTENT = 55
PHASE2_DRIFTED = 35  # questions per drifted intent after the drift; the rest come at the end
USER = "learning-test-user"
MINE_INTERVAL_S = 1.5


_VERSIONS = {1: "revised", 2: "revised again"}


def answer(intent: str, version: int = 0) -> str:
    # No number, not even in words: an answer that states none is one the cache may keep and the
    # brake presents without a check (issue 16), as the scripted answers before the drift.
    words = intent.replace("_", " ")
    return f"Scripted answer about {words}." if version == 0 else f"New answer about {words}, {_VERSIONS[version]}."


@dataclass
class Stack:
    model: FakeModel
    dsn: str
    schema: str


def _texts() -> dict[str, list[str]]:
    by_intent: dict[str, list[str]] = {}
    for text, intent in clinc("train"):
        # No digits: those are computations for the classifier, not what this test is about.
        if intent in INTENTS + [FLAKY] and not re.search(r"\d", text):
            by_intent.setdefault(intent, []).append(text)
    return by_intent


def _script(model: FakeModel, answers: dict[str, str], texts: dict[str, list[str]]) -> None:
    """One rule per question: the fake model answers each question its intent's answer (the
    flaky intent alternates between two)."""
    rules = []
    for intent, items in texts.items():
        for i, text in enumerate(items):
            reply = answers[intent] if intent != FLAKY else ("Fact A." if i % 2 else "Fact B.")
            rules.append({"match": "^" + re.escape(text) + "$", "replies": [{"content": reply}]})
    model.script(rules, default={"content": "I am not sure."})


@pytest.fixture(scope="module")
def stack() -> Iterator[Stack]:
    if not shared_data_available():
        pytest.skip(missing_shared_data())
    tag = secrets.token_hex(3)
    saved = dict(os.environ)
    base_dsn = get_settings().pg_dsn
    schema = f"dt_learn_{tag}"
    state_dir = Path(tempfile.mkdtemp(prefix=f"dt-learning-{tag}-"))
    rules_dir = state_dir / "rules"
    rules_dir.mkdir()
    model = FakeModel().start()
    grpc_port = free_port()
    dsn = f"{base_dsn}{'&' if '?' in base_dsn else '?'}search_path={schema}"
    os.environ.update({
        "DT_TOPIC_PREFIX": f"learn{tag}.", "DT_STATE_DIR": str(state_dir), "DT_PG_DSN": dsn,
        "DT_RULES_DIR": str(rules_dir), "DT_RULES_RELOAD_S": "3600",
        "DT_SANDBOX_GRPC_PORT": str(grpc_port), "DT_SANDBOX_GRPC_TARGET": f"127.0.0.1:{grpc_port}",
        "DT_GATEWAY_PORT": str(free_port()),  # not the one of a `dev up` gateway
        "DT_SANDBOX_WORKERS": "1", "DT_TRACING": "false",
        "DT_LLM_BACKEND": "openai", "DT_LLM_BASE_URL": model.base_url, "DT_LLM_MODEL": "fake",
        "DT_LEARNER_MINE_INTERVAL_S": str(MINE_INTERVAL_S), "DT_LEARNER_MIN_SUPPORT": "4",
        "DT_LEARNER_PROMOTE_MIN_MATCHES": "4", "DT_LEARNER_CHECK_EVERY": "1",
        # Each wrong use moves recent success 5 points: warned at 2, demoted at 4, removed at 9.
        "DT_LEARNER_CHECK_WINDOW": "20",
    })
    get_settings.cache_clear()
    settings = get_settings()

    async def setup() -> None:
        conn = await asyncpg.connect(base_dsn)
        try:
            await conn.execute(f"CREATE SCHEMA {schema}")
        finally:
            await conn.close()
        await migrate(dsn)
        await ensure_topics(settings.kafka_bootstrap, topic_specs())

    async def teardown() -> None:
        try:  # each clean-up on its own: one failing (the broker gone) must not keep the other
            await delete_topics(settings.kafka_bootstrap, [s.name for s in topic_specs()])
        finally:
            conn = await asyncpg.connect(base_dsn)
            try:
                await conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            finally:
                await conn.close()

    try:
        asyncio.run(setup())
        not_ready = dev.up(dev.parse_scale([]), services_only=True)
        assert not not_ready, f"services not ready: {not_ready} (logs in {state_dir}/logs)"
        yield Stack(model, dsn, schema)
    finally:
        dev.down(services_only=True)  # this state dir's processes only
        model.stop()
        try:
            asyncio.run(teardown())
        finally:
            os.environ.clear()
            os.environ.update(saved)
            get_settings.cache_clear()


@dataclass
class Asked:
    intent: str
    phase: int
    trace_id: str
    decided_by: str
    text: str
    right: bool
    status: str = "ok"


async def replay(client: Client, producer, db: asyncpg.Pool, items: list[tuple[str, str]],
                 answers: dict[str, str], phase: int, in_flight: int = 6, batch: int = 30) -> list[Asked]:
    """Ask every question (a few at a time); report every wrong fast answer (a rule's or the
    cache's) as a user would. Between batches the learner catches up (everything stored, one
    mining tick): on a loaded machine the replay takes longer but learns the same."""
    gate = asyncio.Semaphore(in_flight)

    async def one(text: str, intent: str) -> Asked:
        async with gate:
            reply = await client.ask(text, user_id=USER, timeout=120)
        env = reply.envelope
        got = env.answer.text if env.answer else ""
        right = intent == FLAKY or got == answers[intent]
        decided_by = env.route.decided_by or ""
        if not right and decided_by.startswith(("rule:", "cache.")):
            report = Feedback(trace_id=env.trace_id, verdict="wrong", user_id=USER,
                              correction=answers[intent])
            await producer.publish(topic_name(Topic.FEEDBACK), env.trace_id.encode(),
                                   encode_record(report))
        return Asked(intent, phase, env.trace_id, decided_by, text, right,
                     env.answer.status if env.answer else "error")

    out: list[Asked] = []
    for start in range(0, len(items), batch):
        out += await asyncio.gather(*(one(t, i) for t, i in items[start:start + batch]))
        await wait_until(lambda: _stored_all(db, out), timeout=120, every=0.3)
        await asyncio.sleep(MINE_INTERVAL_S)
    return out


async def wait_until(check, timeout: float = 60.0, every: float = 1.0):
    deadline = time.monotonic() + timeout
    while True:
        value = await check()
        if value or time.monotonic() > deadline:
            return value
        await asyncio.sleep(every)


def fast_share(asked: list[Asked]) -> float:
    learned = [a for a in asked if a.intent != FLAKY]
    return sum(a.decided_by.startswith("rule:") for a in learned) / max(1, len(learned))


async def state_records(topic: Topic) -> dict[str, bytes | None]:
    transport = await connect(get_settings(), "test")
    try:
        records = await asyncio.wait_for(read_to_end(transport, topic_name(topic)), 30)
    finally:
        await transport.close()
    return {r.key.decode(): r.value for r in records}


@pytest.fixture(scope="module")
async def learned(stack: Stack) -> AsyncIterator[dict]:
    texts = _texts()
    rng = random.Random(5)
    for items in texts.values():
        rng.shuffle(items)
    answers = {i: answer(i) for i in INTENTS + [FLAKY]}
    _script(stack.model, answers, texts)
    phase1 = [(t, i) for i in INTENTS + [FLAKY] for t in texts[i][:PHASE1_PER_INTENT]]
    rng.shuffle(phase1)
    db = await asyncpg.create_pool(stack.dsn, min_size=1, max_size=2)
    producer = await connect(get_settings(), "test")
    try:
        async with Client() as client:
            asked = await replay(client, producer, db, phase1, answers, phase=1)
            active_before_drift = {r["rule_id"]: r["outcome_key"] for r in await db.fetch(
                "SELECT rule_id, outcome_key FROM rules WHERE status IN ('active', 'warning')")}
            # Drift: two intents change their answers.
            for intent in DRIFTED:
                answers[intent] = answer(intent, 1)
            _script(stack.model, answers, texts)
            phase2 = [(t, i) for i in DRIFTED
                      for t in texts[i][PHASE1_PER_INTENT:PHASE1_PER_INTENT + PHASE2_DRIFTED]]
            phase2 += [(t, i) for i in INTENTS if i not in DRIFTED
                       for t in texts[i][PHASE1_PER_INTENT:PHASE1_PER_INTENT + 10]]
            rng.shuffle(phase2)
            asked += await replay(client, producer, db, phase2, answers, phase=2)
            # The remaining questions of those intents, one at a time: a rule that still gives
            # an old answer (one promoted just before the drift) is reported until it stops.
            phase3 = [(t, i) for i in DRIFTED for t in texts[i][PHASE1_PER_INTENT + PHASE2_DRIFTED:]]
            rng.shuffle(phase3)
            asked += await replay(client, producer, db, phase3, answers, phase=3, in_flight=1, batch=1)
            # The learner stores what it saw before the assertions read it.
            await wait_until(lambda: _stored_all(db, asked), timeout=60)
        yield {"asked": asked, "db": db, "answers": answers, "active_before_drift": active_before_drift}
    finally:
        await producer.close()
        await db.close()


def _drifted(rules: dict[str, str]) -> list[str]:
    return [rid for rid, key in rules.items()
            if any(answer(i).lower().rstrip(".") in key for i in DRIFTED)]


async def _stored_all(db: asyncpg.Pool, asked: list[Asked]) -> bool:
    n = await db.fetchval("SELECT count(*) FROM trajectories WHERE trace_id = ANY($1::text[])",
                          [a.trace_id for a in asked])
    return n == len(asked)


async def test_rules_are_mined_promoted_and_take_over_the_fast_path(learned: dict) -> None:
    asked = [a for a in learned["asked"] if a.phase == 1]
    quarter = len(asked) // 4
    shares = [fast_share(asked[i * quarter:(i + 1) * quarter]) for i in range(4)]
    assert shares[0] < shares[-1] and shares[-1] >= 0.3, shares
    rule_answers = [a for a in asked if a.decided_by.startswith("rule:")]
    assert sum(a.right for a in rule_answers) / len(rule_answers) >= 0.97
    events = await learned["db"].fetch("SELECT to_status FROM rule_events "
                                       "WHERE to_status IS DISTINCT FROM from_status")
    statuses = Counter(e["to_status"] for e in events)
    assert statuses["candidate"] >= len(INTENTS) and statuses["active"] >= 3


async def test_no_rule_comes_from_answers_that_disagree_and_every_rule_has_provenance(learned: dict) -> None:
    db = learned["db"]
    rules = await db.fetch("SELECT rule_id, outcome_key FROM rules WHERE origin = 'mined'")
    assert rules
    for rule in rules:
        sources = await db.fetch(
            "SELECT t.answer_text, t.path FROM rule_sources s JOIN trajectories t USING (trace_id) "
            "WHERE s.rule_id = $1", rule["rule_id"])
        assert sources, f"{rule['rule_id']} has no provenance"
        assert all(s["path"] == "slow" for s in sources)
        assert len({s["answer_text"].lower().rstrip(".") for s in sources}) == 1
    # The flaky intent's paraphrases were answered two ways at random: a rule that looks
    # consistent on the few it was mined from is caught in shadow, never promoted.
    flaky = await db.fetch("SELECT r.rule_id FROM rules r JOIN rule_events e USING (rule_id) "
                           "WHERE r.outcome_key LIKE 'answer:fact %' AND e.to_status = 'active'")
    assert flaky == []
    assert not any(a.decided_by.startswith("rule:") for a in learned["asked"] if a.intent == FLAKY)


async def test_drifted_rules_are_warned_demoted_removed_and_right_answers_return(learned: dict) -> None:
    db, asked, answers = learned["db"], learned["asked"], learned["answers"]
    drifted_rules = _drifted(learned["active_before_drift"])
    assert drifted_rules, "no drifted intent had an active rule before the drift"

    # Every rule that gave an old answer after the drift was stopped.
    gave_old = {a.decided_by[len("rule:"):] for a in asked
                if a.phase > 1 and not a.right and a.decided_by.startswith("rule:")}
    rows = await db.fetch("SELECT rule_id, status FROM rules WHERE rule_id = ANY($1::text[])", list(gave_old))
    assert gave_old and all(r["status"] in ("demoted", "removed") for r in rows), rows
    paths = []
    for rid in drifted_rules:
        rows = await db.fetch("SELECT to_status FROM rule_events WHERE rule_id = $1 AND "
                              "to_status IS DISTINCT FROM from_status ORDER BY id", rid)
        paths.append([r["to_status"] for r in rows])
    # The lifecycle in full: active → warning → demoted → removed.
    assert any(p[-4:] == ["active", "warning", "demoted", "removed"] for p in paths), paths
    # Reported false matches taught the rules exclusions on the way (history, same status).
    refined = await db.fetchval("SELECT count(*) FROM rule_events WHERE actor = 'feedback' "
                                "AND rule_id = ANY($1::text[])", drifted_rules)
    assert refined > 0
    # The new answers come back through the slow path (or a rule re-learned from it). A rule
    # promoted just before the drift and not asked since cannot know yet: its first answers
    # after it are wrong, reported, and it stops; after that the answers are right. The
    # semantic cache may still hold old answers to similar questions until they are reported
    # (services/cache tombstones them on feedback): counted apart.
    # An "uncertain" from the slow path (issue 16: a "how many …" answered without a number it
    # could check) is no wrong answer shown: only presented answers count here.
    late = [a for a in asked if a.phase == 3 and not a.decided_by.startswith("cache.")
            and not (a.status == "uncertain" and not a.decided_by.startswith("rule:"))]
    stale = {a.decided_by[len("rule:"):] for a in late if not a.right}
    assert all(a.decided_by.startswith("rule:") for a in late if not a.right), \
        [(a.intent, a.decided_by, a.text) for a in late if not a.right]
    statuses = await db.fetch("SELECT status FROM rules WHERE rule_id = ANY($1::text[])", list(stale))
    assert all(r["status"] in ("demoted", "removed") for r in statuses)
    last_wrong = max((n for n, a in enumerate(late) if not a.right), default=-1)
    assert len(late) - last_wrong - 1 >= 3, [(a.decided_by, a.right) for a in late]
    assert all(answers[i] == answer(i, 1) for i in DRIFTED)


async def test_feedback_counts_per_user_and_state_topics_carry_the_rules(learned: dict) -> None:
    db = learned["db"]
    stats = await db.fetchrow("SELECT feedback, corrections FROM user_stats WHERE user_id = $1", USER)
    reported = sum(1 for a in learned["asked"]
                   if not a.right and a.decided_by.startswith(("rule:", "cache.")))
    assert stats is not None and stats["corrections"] == stats["feedback"] == reported > 0

    users = await state_records(Topic.USERS_STATE)
    state = decode_user(users[f"default:{USER}"])
    assert state.corrections == reported

    rules = await state_records(Topic.RULES_STATE)
    live = await db.fetch("SELECT rule_id, tenant, status FROM rules WHERE status IN "
                          "('shadow', 'active', 'warning', 'demoted')")
    for row in live:
        spec = decode_rule(rules[f"{row['tenant']}:{row['rule_id']}"])
        assert spec.status == row["status"] and spec.source
    removed = await db.fetch("SELECT rule_id, tenant FROM rules WHERE status = 'removed'")
    assert removed and all(rules[f"{r['tenant']}:{r['rule_id']}"] is None for r in removed)


async def test_people_review_and_overrule_what_was_learned(learned: dict) -> None:
    from dualtrack import learn, rules_admin

    db = learned["db"]
    listed = await rules_admin.list_rules()
    assert {r["status"] for r in listed} >= {"active", "removed"}
    some = next(r for r in listed if r["status"] in ("active", "warning"))
    shown = await rules_admin.show(some["rule"])
    assert shown["provenance"] and all(p["text"] for p in shown["provenance"])
    assert [e["to_status"] for e in shown["history"]][:3] == ["candidate", "shadow", "active"]

    change = await rules_admin.decide(some["rule"], "reject", "not for this tenant", actor="cli:test")
    assert (change.from_status, change.to_status) == (some["status"], "rejected")
    history = await rules_admin.history(some["rule"])
    assert history[-1]["actor"] == "cli:test" and history[-1]["reason"] == "not for this tenant"
    rules = await state_records(Topic.RULES_STATE)
    assert rules[f"default:{some['rule']}"] is None  # withdrawn from the rules service
    with pytest.raises(ValueError):
        await rules_admin.decide(some["rule"], "approve")  # a rejected rule stays rejected

    runs = await learn.mine(dry_run=True)
    [run] = [r for r in runs if r["tenant"] == "default"]
    assert run["answers"] > 0 and "candidates" in run
    # The command line prints the same.
    for argv in (["rules", "list"], ["rules", "show", some["rule"]], ["rules", "history"],
                 ["learn", "mine", "--dry-run"]):
        done = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "dualtrack.cli", *argv, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT)
        out, _ = await done.communicate()
        assert done.returncode == 0, (argv, out.decode()[-800:])
    assert await db.fetchval("SELECT status FROM rules WHERE rule_id = $1", some["rule"]) == "rejected"
