"""The topology read from the services' steps: every service is in it, and its graph is connected."""

from __future__ import annotations

from dtlib.settings import REPO_ROOT
from dtlib.topics import Topic
from dualtrack import topology
from dualtrack.topology_docs import readme_with_service_table


def test_every_service_folder_declares_its_step() -> None:
    folders = {p.parent.name for p in (REPO_ROOT / "services").glob("*/__main__.py")}
    assert folders == set(topology.SERVICES)
    for name in topology.SERVICES:
        step = topology.step(name)
        assert step.name == name
        assert step.description, f"{name} has no description for the README's service table"


def test_the_declared_graph_is_connected() -> None:
    assert topology.loose_ends() == []


def test_a_topic_nobody_reads_or_emits_is_reported(monkeypatch) -> None:
    without_rules = tuple(s for s in topology.steps() if s.name != "rules")
    monkeypatch.setattr(topology, "steps", lambda: without_rules)
    assert set(topology.loose_ends()) == {"cache emits cache.miss, which no step reads",
                                          "classifier reads rules.miss, which no step emits",
                                          "learner emits rules.state, which no step reads"}
    # alone, the cache reads what clients write (requests, feedback) and what it emits itself
    # (its state, responses), and answers on an egress topic: only the miss leads nowhere
    alone = (topology.step("cache"),)
    monkeypatch.setattr(topology, "steps", lambda: alone)
    assert topology.loose_ends() == ["cache emits cache.miss, which no step reads"]


def test_consumed_topics_have_a_group_and_followed_ones_none() -> None:
    cache = topology.step("cache")
    groups = topology.groups(cache, "dt.")
    assert groups == {Topic.REQUESTS: "dualtrack-cache.dt.requests",
                      Topic.RESPONSES: "dualtrack-cache.dt.responses"}
    # the replica that served an answer must see the report that it was wrong
    assert Topic.FEEDBACK in cache.follows and Topic.FEEDBACK not in groups


def test_error_answers_and_dead_letters_are_writes() -> None:
    assert "sandbox" in topology.writers(Topic.RESPONSES)
    assert "sandbox" not in topology.emitters(Topic.RESPONSES)
    assert topology.writers(Topic.DLQ) == list(topology.SERVICES)
    # the learner reads only answered topics: a failure there gets no second answer
    assert "learner" not in topology.writers(Topic.RESPONSES)


def test_readme_table_is_replaced_between_the_markers_only() -> None:
    readme = "intro\n<!-- services:start -->\nold table\n<!-- services:end -->\noutro\n"
    updated = readme_with_service_table(readme)
    assert updated.startswith("intro\n<!-- services:start -->\n| service |")
    assert updated.endswith("<!-- services:end -->\noutro\n") and "old table" not in updated
    for step in topology.steps():
        assert step.description in updated
