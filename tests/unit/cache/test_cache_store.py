"""The replica store: bounds, tombstones, trace index, and the numpy → HNSW switch."""

import numpy as np

from dtlib.envelope import Answer
from services.cache.entry import decoder, encoder, new_entry
from services.cache.keys import entry_key
from services.cache.normalise import cache_text
from services.cache.vectors import VectorBucket

from .helpers import answered, new_store, remember


def _entry(text: str, tenant: str = "t", expires_at_offset: float = 1e6, **kw):
    return new_entry(tenant=tenant, text=text, answer=Answer(status="ok", text=text),
                     source_trace_id=f"{abs(hash(text)):032x}"[:32], category="knowledge",
                     ttl_s=expires_at_offset, context_fp="", signature=(), now=0.0, **kw)


def test_normalisation_folds_width_case_space_and_trailing_punctuation() -> None:
    assert cache_text("  ＷＨＡＴ   is  12＊24？？ ") == cache_text("what is 12 * 24")
    assert cache_text("客服时间。") == cache_text("客服 时间")
    assert cache_text("reverse 'Hello'") != cache_text("reverse 'hello'")
    assert cache_text("-5 degrees") == "-5 degrees"
    assert cache_text("12 3") != cache_text("123")


def test_keys_separate_tenants_context_and_numbers() -> None:
    base = entry_key("acme", "12*24", "")
    assert base == entry_key("acme", "12 * 24", "")
    assert base != entry_key("globex", "12*24", "")
    assert base != entry_key("acme", "12*25", "")
    assert base.startswith("acme:")


def test_entry_record_round_trips_with_its_vector(embedder) -> None:
    vector = embedder.embed("hello")
    entry = _entry("hello", model=embedder.model_id, vector=vector)
    back = decoder.decode(encoder.encode(entry))
    assert back == entry
    assert np.allclose(back.embedding(), vector, atol=1e-3)


def test_old_records_without_new_fields_still_decode() -> None:
    old = b'{"tenant":"t","text":"x","answer":{"status":"ok","text":"y"},"source_trace_id":"a","expires_at":1}'
    entry = decoder.decode(old)
    assert entry.category == "knowledge" and entry.embedding() is None


def test_store_is_bounded_by_count_and_evicts_least_recently_used(embedder) -> None:
    store = new_store(embedder, max_entries=2)
    store.put("t:a", _entry("a"))
    store.put("t:b", _entry("b"))
    store.get("t:a", now=1.0)
    store.put("t:c", _entry("c"))
    assert store.get("t:b", now=1.0) is None and store.get("t:a", now=1.0) is not None
    assert store.tenant_size("t")[0] == 2 and store.evicted == 1


def test_store_is_bounded_by_bytes_per_tenant(embedder) -> None:
    store = new_store(embedder, max_bytes=10_000)
    for i in range(50):
        store.put(f"t:{i}", _entry(f"question {i}", model=embedder.model_id, vector=np.ones(512) / 512**0.5))
    entries, size = store.tenant_size("t")
    assert 0 < entries < 50 and size <= 10_000
    store.put("u:x", _entry("other tenant", tenant="u"))
    assert store.tenant_size("u")[0] == 1  # bounds are per tenant


def test_delete_removes_the_entry_its_vector_and_its_trace(embedder, settings) -> None:
    store = new_store(embedder)
    env = answered("how do I reset my password", "link")
    remember(store, embedder, settings, env)
    key = store.key_for_trace(env.trace_id)
    assert key is not None and store.has_bucket("acme", ("", "en", (), ()))
    store.delete(key)
    assert store.key_for_trace(env.trace_id) is None
    assert not store.has_bucket("acme", ("", "en", (), ())) and len(store) == 0


def test_sweep_drops_expired_entries(embedder) -> None:
    store = new_store(embedder)
    store.put("t:old", _entry("old", expires_at_offset=10))
    store.put("t:new", _entry("new", expires_at_offset=1000))
    assert store.sweep(now=100) == 1 and len(store) == 1


def test_bucket_switches_to_hnsw_past_its_threshold_and_keeps_answering() -> None:
    rng = np.random.default_rng(0)
    vectors = rng.standard_normal((300, 32)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    bucket = VectorBucket(dim=32, ann_min=100)
    for i, v in enumerate(vectors[:200]):
        bucket.add(i, v)
    assert bucket.search(vectors[5], 1)[0][0] == 5  # exact search while the index builds
    bucket.remove(7)
    bucket.wait_for_index()
    assert bucket.uses_index and len(bucket) == 199
    for i, v in enumerate(vectors[200:], start=200):
        bucket.add(i, v)
    assert bucket.search(vectors[250], 1)[0][0] == 250
    assert all(i != 7 for i, _ in bucket.search(vectors[7], 5))
    (found, similarity), *_ = bucket.search(vectors[42], 3)
    assert found == 42 and abs(similarity - 1.0) < 1e-2


def test_catching_up_defers_index_builds() -> None:
    bucket = VectorBucket(dim=8, ann_min=10, build_index=False)
    for i in range(20):
        bucket.add(i, np.eye(8, dtype=np.float32)[i % 8])
    assert not bucket.uses_index
    bucket.allow_index()
    bucket.wait_for_index()
    assert bucket.uses_index and len(bucket) == 20
