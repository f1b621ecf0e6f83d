from dtlib.envelope import Answer
from dtlib.text import normalise
from services.cache.store import Entry, ExactStore, entry_key


def test_normalisation_folds_width_case_space_and_trailing_punctuation() -> None:
    assert normalise("  ＷＨＡＴ   is  12＊24？？ ") == normalise("what is 12*24")
    assert normalise("客服时间。") == normalise("客服时间")


def test_keys_separate_tenants_context_and_numbers() -> None:
    base = entry_key("acme", "12*24", {})
    assert base == entry_key("acme", "12 * 24".replace(" ", ""), {})
    assert base != entry_key("globex", "12*24", {})
    assert base != entry_key("acme", "12*25", {})
    assert entry_key("acme", "status", {"project": "a"}) != entry_key("acme", "status", {"project": "b"})


def _entry(text: str, expires_at: float) -> Entry:
    return Entry(tenant="t", text=text, answer=Answer(status="ok", text=text),
                 source_trace_id="a" * 32, expires_at=expires_at)


def test_expired_entries_are_not_served() -> None:
    store = ExactStore(max_entries=10)
    store.put("k", _entry("old", expires_at=100.0))
    assert store.get("k", now=99.0) is not None
    assert store.get("k", now=101.0) is None


def test_store_is_bounded_and_evicts_least_recently_used() -> None:
    store = ExactStore(max_entries=2)
    store.put("a", _entry("a", 1e12))
    store.put("b", _entry("b", 1e12))
    store.get("a")
    store.put("c", _entry("c", 1e12))
    assert store.get("b") is None and store.get("a") is not None and len(store) == 2
