"""`dualtrack bench tools --learned` on the dev split only (the held-out split is for the
benchmark's own figures): the calls the model made on one half become active tool rules, which
call the tool without the model on the other half, never with a value the request does not state,
and take no everyday question that only shares a word with a tool."""

from __future__ import annotations

import asyncio

from dualtrack.bench.tools import claimed, run_learned
from dualtrack.bench.tools_corpus import corpus


def test_rules_learned_from_the_models_calls_call_without_it_and_never_wrongly() -> None:
    dev = [i for i in corpus() if i["split"] == "dev"]
    report = asyncio.run(run_learned(dev[:200], dev[200:]))
    assert report.samples > 0 and report.statuses["active"] >= 1
    assert all(r["tool"] in ("host_load", "host_memory") for r in report.rules)
    later = report.heldout.figures()  # here: the dev requests asked after learning stopped
    assert later["wrong_calls"] == 0 and report.dev.figures()["wrong_calls"] == 0
    assert later["complete_fast_share"] > 0
    assert len(report.probes) >= 20 and {p["lang"] for p in report.probes} == {"en", "zh"}
    assert claimed(report.probes) == []
