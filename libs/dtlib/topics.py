"""The one declaration of every topic: its name, and whether it is log-compacted state.

Topic creation (`dualtrack dev up`), docker-compose and the AsyncAPI document all read this list.
Who reads and writes each topic is declared by the services' steps (`dtlib.runtime.Step`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .settings import Settings, get_settings


class Topic(str, Enum):
    REQUESTS = "requests"
    RESPONSES = "responses"
    CACHE_MISS = "cache.miss"
    CACHE_STATE = "cache.state"
    RULES_MISS = "rules.miss"
    RULES_STATE = "rules.state"
    USERS_STATE = "users.state"
    TRUST_STATE = "trust.state"
    ANSWERED_STATE = "answered.state"
    SANDBOX_TASKS = "sandbox.tasks"
    SANDBOX_RESULTS = "sandbox.results"
    LLM_TASKS = "llm.tasks"
    LLM_DRAFTS = "llm.drafts"
    TOOLS_CALLS = "tools.calls"
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


# The requests that have their final answer are kept this long (dtlib/runtime/answered.py): a
# request is handled again after a group's session timeout or a broker restart (seconds to a
# minute), a model call when a stopped llm replica comes back (minutes). Deleted by time, not by tombstones:
# every request has its own trace id, so compaction alone would keep every one of them forever.
ANSWERED_RETENTION_MS = 15 * 60 * 1000


@dataclass(frozen=True)
class TopicSpec:
    name: str
    partitions: int
    config: dict[str, str]


def topic_specs(prefix: str | None = None, partitions: int | None = None,
                settings: Settings | None = None) -> list[TopicSpec]:
    """Every topic with its partitions and config; `settings` defaults to the environment's."""
    settings = settings or get_settings()
    parts = partitions or settings.topic_partitions
    specs = []
    for topic in Topic:
        config = {"max.message.bytes": str(settings.max_message_bytes)}
        if topic.compacted:
            config |= {"cleanup.policy": "compact", "min.cleanable.dirty.ratio": "0.1",
                       "segment.ms": "600000"}
        if topic is Topic.ANSWERED_STATE:
            config |= {"cleanup.policy": "compact,delete", "retention.ms": str(ANSWERED_RETENTION_MS)}
        specs.append(TopicSpec(topic_name(topic, prefix), parts, config))
    return specs
