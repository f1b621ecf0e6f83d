"""The pipeline's graph, read from the services' `Step` declarations.

Each service declares in `services/<name>/main.py` what it consumes (in a consumer group), which
topics it follows (read whole by every replica) and what it emits. This module gathers those
declarations; the AsyncAPI document, docker-compose.yml, the README's service table and
docs/topology.md (`dualtrack schemas`) and the benchmarks' consumer groups all read it, so the
topology is written once, where the code that acts on it is.
"""

from __future__ import annotations

from functools import cache
from importlib import import_module

from dtlib.runtime import Step
from dtlib.topics import Topic, consumer_group

# The deployable services, in the order a request meets them (tables and start-up follow it): the
# HTTP front door, then the pipeline (what a request published on the ingress topic goes through).
PIPELINE = ("cache", "rules", "classifier", "sandbox", "llm", "tools", "fuser", "learner")
SERVICES = ("gateway", *PIPELINE)

# What the world outside the services writes (clients) and reads (clients, operators).
INGRESS = (Topic.REQUESTS, Topic.FEEDBACK)
EGRESS = (Topic.RESPONSES, Topic.DLQ)


@cache
def steps() -> tuple[Step, ...]:
    """Every service's declared step (importing a service's main module builds nothing)."""
    return tuple(import_module(f"services.{name}.main").step for name in SERVICES)


def step(name: str) -> Step:
    return next(s for s in steps() if s.name == name)


def reads(step: Step) -> tuple[Topic, ...]:
    return (*step.consumes, *step.follows)


def groups(step: Step, prefix: str | None = None) -> dict[Topic, str]:
    """The consumer group of each consumed topic; followed topics are read without one."""
    return {topic: consumer_group(step.name, topic, prefix) for topic in step.consumes}


def readers(topic: Topic) -> list[str]:
    return [s.name for s in steps() if topic in reads(s)]


def emitters(topic: Topic) -> list[str]:
    return [s.name for s in steps() if topic in s.emits]


def writers(topic: Topic) -> list[str]:
    """Steps that write `topic`, error answers and dead letters included (`Step.writes`)."""
    return [s.name for s in steps() if topic in s.writes]


def loose_ends() -> list[str]:
    """Edges that lead nowhere: an emitted topic no step reads and no one outside does, or a
    read topic no step writes (answered.state: the runtime's records) and no one outside does.
    Empty when the graph is connected."""
    problems = []
    for s in steps():
        problems += [f"{s.name} emits {t.value}, which no step reads" for t in s.emits
                     if t not in EGRESS and not readers(t)]
        problems += [f"{s.name} reads {t.value}, which no step emits" for t in reads(s)
                     if t not in INGRESS and not writers(t)]
    return problems
