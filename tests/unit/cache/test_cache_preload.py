"""`dualtrack cache preload`: history lines become cache.state records the service can load."""

import json

from dualtrack.cache_preload import PreloadReport, build_entries
from services.cache.entry import decoder
from services.cache.lookup import Lookup

from .helpers import new_store, request


def test_history_becomes_records_and_answers_paraphrases(embedder, settings) -> None:
    lines = [
        json.dumps({"question": "When is support open?", "answer": "9:00–18:00", "verified": True}),
        json.dumps({"text": "12*24", "answer": "288", "value": "288", "category": "compute",
                    "verified": True}),
        json.dumps({"question": "How many eggs in a crate?", "answer": "298"}),  # nobody checked it
        json.dumps({"question": "Who owns it?", "answer": "Ann", "context": {"project": "alpha"}}),
        json.dumps({"question": "What is my balance?", "answer": "$5", "context": {"account": "1"}}),
        json.dumps({"question": "Bitcoin price now", "answer": "lots", "category": "live"}),
        json.dumps({"question": "no answer"}),
        "not json",
        "",
    ]
    report = PreloadReport()
    records = build_entries(lines, "acme", settings, embedder, report)
    assert report.read == 8 and len(records) == 3
    assert report.skipped == {"personal context": 1, "category live": 1,
                              "no question or answer": 1, "not JSON": 1, "number not verified": 1}
    store = new_store(embedder)
    for key, value in records:
        assert key.startswith(b"acme:")
        store.put(key.decode(), decoder.decode(value))
    lookup = Lookup(store, embedder, settings)
    hit = lookup.find(request("when is the support open")).hit
    assert hit is not None and hit.entry.answer.text == "9:00–18:00"
    assert (hit.entry.answer.provenance.source, hit.entry.answer.provenance.verified) == ("preload", True)
    assert lookup.find(request("how many eggs in a crate")).hit is None
    assert lookup.find(request("12 * 24")).hit.entry.answer.value == "288"
    assert lookup.find(request("who owns it", project="alpha")).hit is not None
    assert lookup.find(request("who owns it", tenant="globex", project="alpha")).hit is None


def test_history_carries_the_evidence_the_service_would_have_written(embedder, settings) -> None:
    """Each preloaded question is tested against the lines before it, as `remember` tests an
    answer against the cache as it stood: an answer asked two ways is confirmed by its second
    question, and a question nearest to another answer says so."""
    lines = [json.dumps({"question": q, "answer": a}) for q, a in [
        ("How do I reset my password?", "Use the link on the login page."),
        ("How can I reset my password?", "Use the link on the login page."),
        ("When does support open?", "Every weekday morning."),
    ]]
    records = [decoder.decode(value) for _, value in build_entries(lines, "acme", settings, embedder,
                                                                   PreloadReport())]
    assert records[0].evidence == []  # nothing was cached before it
    nearest = records[1].evidence[0]
    assert nearest.agrees and nearest.similarity > 0.5 and nearest.score > 0  # confirmed
    assert [o.agrees for o in records[2].evidence] == [False, False]  # another answer's questions
