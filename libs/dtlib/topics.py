"""The one declaration of every topic: its name, and whether it is log-compacted state.

Topic creation (`dualtrack dev up`), docker-compose and the AsyncAPI document all read this list.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .settings import get_settings


class Topic(str, Enum):
    REQUESTS = "requests"
    RESPONSES = "responses"
    CACHE_MISS = "cache.miss"
    CACHE_STATE = "cache.state"
    RULES_MISS = "rules.miss"
    RULES_STATE = "rules.state"
    USERS_STATE = "users.state"
    SANDBOX_TASKS = "sandbox.tasks"
    SANDBOX_RESULTS = "sandbox.results"
    LLM_TASKS = "llm.tasks"
    LLM_DRAFTS = "llm.drafts"
    FEEDBACK = "feedback"
    DLQ = "dlq"

    @property
    def compacted(self) -> bool:
        return self.value.endswith(".state")


def topic_name(topic: Topic, prefix: str | None = None) -> str:
    """Full topic name with the configured prefix (default `dt.`)."""
    if prefix is None:
        prefix = get_settings().topic_prefix
    return f"{prefix}{topic.value}"


def consumer_group(service: str, topic: Topic, prefix: str | None = None) -> str:
    """A group per (service, input topic), including the prefix, so pipelines on different
    prefixes sharing one broker never share (and rebalance) a group."""
    return f"dualtrack-{service}.{topic_name(topic, prefix)}"


@dataclass(frozen=True)
class TopicSpec:
    name: str
    partitions: int
    config: dict[str, str]


def topic_specs(prefix: str | None = None, partitions: int | None = None) -> list[TopicSpec]:
    settings = get_settings()
    parts = partitions or settings.topic_partitions
    specs = []
    for topic in Topic:
        config = {"max.message.bytes": str(settings.max_message_bytes)}
        if topic.compacted:
            config |= {"cleanup.policy": "compact", "min.cleanable.dirty.ratio": "0.1",
                       "segment.ms": "600000"}
        specs.append(TopicSpec(topic_name(topic, prefix), parts, config))
    return specs


# Which service reads and writes which topic (DESIGN.md §2). The AsyncAPI document and the
# docker-compose consistency test are checked against this table.
FLOWS: dict[str, dict[str, tuple[Topic, ...]]] = {
    "cache": {"consumes": (Topic.REQUESTS, Topic.RESPONSES, Topic.CACHE_STATE, Topic.FEEDBACK),
              "produces": (Topic.RESPONSES, Topic.CACHE_MISS, Topic.CACHE_STATE, Topic.DLQ)},
    "rules": {"consumes": (Topic.CACHE_MISS, Topic.RULES_STATE),
              "produces": (Topic.RESPONSES, Topic.RULES_MISS, Topic.SANDBOX_TASKS, Topic.DLQ)},
    "classifier": {"consumes": (Topic.RULES_MISS, Topic.USERS_STATE),
                   "produces": (Topic.SANDBOX_TASKS, Topic.LLM_TASKS, Topic.DLQ)},
    "sandbox": {"consumes": (Topic.SANDBOX_TASKS,),
                "produces": (Topic.SANDBOX_RESULTS, Topic.DLQ)},
    "llm": {"consumes": (Topic.LLM_TASKS,), "produces": (Topic.LLM_DRAFTS, Topic.DLQ)},
    "fuser": {"consumes": (Topic.SANDBOX_RESULTS, Topic.LLM_DRAFTS),
              "produces": (Topic.RESPONSES, Topic.LLM_TASKS, Topic.DLQ)},  # llm.tasks: gather more
    "learner": {"consumes": (Topic.RESPONSES, Topic.FEEDBACK),
                "produces": (Topic.RULES_STATE, Topic.USERS_STATE, Topic.DLQ)},
}

# Inputs every replica reads whole, without a consumer group (besides the compacted `*.state`
# topics): the cache replica that served an answer must see a report that it was wrong.
BROADCAST_READS: frozenset[tuple[str, Topic]] = frozenset({("cache", Topic.FEEDBACK)})
