"""Wrong-answer reports find their entry through the source trace or a served hit."""

import msgspec

from services.cache.feedback import (Feedback, HitIndex, entries_to_withdraw, entry_to_withdraw,
                                     parse_feedback)

from .helpers import answered, new_store, remember


def test_reports_parse_and_garbage_is_ignored() -> None:
    report = parse_feedback(msgspec.json.encode({"trace_id": "a" * 32, "tenant": "acme",
                                                 "user_id": "u", "verdict": "wrong"}))
    assert report == Feedback(trace_id="a" * 32, verdict="wrong", tenant="acme", user_id="u")
    assert parse_feedback(b"x") is None and parse_feedback(None) is None
    assert parse_feedback(b'{"trace_id": "a", "verdict": "maybe"}') is None


def test_a_wrong_report_resolves_the_source_trace_and_a_hit_trace(embedder, settings) -> None:
    store, hits = new_store(embedder), HitIndex()
    env = answered("how do I reset my password", "link")
    remember(store, embedder, settings, env)
    key = store.key_for_trace(env.trace_id)
    assert entry_to_withdraw(Feedback(env.trace_id, "wrong", "acme"), store, hits) == key
    hits.record("b" * 32, key)
    assert entry_to_withdraw(Feedback("b" * 32, "wrong"), store, hits) == key
    assert entry_to_withdraw(Feedback("b" * 32, "right"), store, hits) is None
    assert entry_to_withdraw(Feedback("c" * 32, "wrong"), store, hits) is None


def test_a_tenant_cannot_withdraw_another_tenants_answer(embedder, settings) -> None:
    store, hits = new_store(embedder), HitIndex()
    env = answered("how do I reset my password", "link", tenant="acme")
    remember(store, embedder, settings, env)
    assert entry_to_withdraw(Feedback(env.trace_id, "wrong", "globex"), store, hits) is None


def test_hit_index_is_bounded() -> None:
    hits = HitIndex(max_size=2)
    for i in range(3):
        hits.record(str(i), f"k{i}")
    assert hits.get("0") is None and hits.get("2") == "k2"


def test_a_wrong_answer_is_withdrawn_for_every_question_it_was_cached_for(embedder, settings) -> None:
    store, hits = new_store(embedder), HitIndex()
    old = [answered(q, "The fee is 5 euros.") for q in
           ("what is the transfer fee", "how much does a transfer cost", "transfer fee please")]
    other = answered("how do I reset my password", "Use the reset link.")
    elsewhere = answered("what is the transfer fee", "The fee is 5 euros.", tenant="globex")
    for env in (*old, other, elsewhere):
        remember(store, embedder, settings, env)
    keys = entries_to_withdraw(Feedback(old[1].trace_id, "wrong", "acme"), store, hits)
    assert sorted(keys) == sorted(store.key_for_trace(e.trace_id) for e in old)
    assert keys[0] == store.key_for_trace(old[1].trace_id)  # the reported one first
    assert entries_to_withdraw(Feedback("c" * 32, "wrong"), store, hits) == []
