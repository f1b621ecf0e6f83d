"""Create and delete the pipeline's topics (declared in `dtlib.topics.topic_specs()`).

On confluent-kafka's AdminClient (librdkafka, the services' client); its calls block or return
concurrent futures, so they run in a thread or are awaited wrapped.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from confluent_kafka import KafkaError, KafkaException
from confluent_kafka.admin import (AdminClient, ConfigResource, NewPartitions, NewTopic,
                                   ResourceType)

from dtlib.kafka_config import kafka_config
from dtlib.settings import get_settings
from dtlib.topics import Topic, TopicSpec

TIMEOUT_S = 30.0


def admin_client(bootstrap: str) -> AdminClient:
    """An admin client of `bootstrap` with this process's credentials (DT_KAFKA_*)."""
    return AdminClient(kafka_config(get_settings(), "dualtrack-stack", bootstrap))


async def _done(futures: dict[Any, Any]) -> dict[Any, BaseException | None]:
    """Wait for every future of an admin call: {its key: None, or the error it failed with}."""
    keys = list(futures)
    results = await asyncio.gather(*(asyncio.wrap_future(futures[k]) for k in keys),
                                   return_exceptions=True)
    return {k: r if isinstance(r, BaseException) else None for k, r in zip(keys, results)}


def _code(exc: BaseException) -> int | None:
    return exc.args[0].code() if isinstance(exc, KafkaException) and exc.args else None


async def _metadata(admin: AdminClient, timeout_s: float = TIMEOUT_S) -> Any:
    return await asyncio.to_thread(admin.list_topics, timeout=timeout_s)


async def list_topics(bootstrap: str, timeout_s: float = TIMEOUT_S) -> list[str]:
    """The broker's topic names; raises KafkaException when it does not answer within timeout_s."""
    return sorted((await _metadata(admin_client(bootstrap), timeout_s)).topics)


async def ensure_topics(bootstrap: str, specs: Sequence[TopicSpec]) -> list[str]:
    """Create the topics of `specs` that are missing; grow existing ones with fewer partitions.

    Existing topics are otherwise left alone. Returns the names of the topics created.
    """
    admin = admin_client(bootstrap)
    existing = (await _metadata(admin)).topics
    missing = [s for s in specs if s.name not in existing]
    created: list[str] = []
    if missing:
        outcome = await _done(admin.create_topics(
            [NewTopic(s.name, num_partitions=s.partitions, replication_factor=1, config=dict(s.config))
             for s in missing], request_timeout=TIMEOUT_S))
        for topic, error in outcome.items():
            if error is None:
                created.append(topic)
            elif _code(error) != KafkaError.TOPIC_ALREADY_EXISTS:
                raise KafkaException(f"cannot create topic {topic}: {error}")
    grow = [NewPartitions(s.name, s.partitions) for s in specs
            if s.name in existing and len(existing[s.name].partitions) < s.partitions]
    if grow:
        for topic, error in (await _done(admin.create_partitions(grow))).items():
            if error is not None:
                raise KafkaException(f"cannot add partitions to {topic}: {error}")
    if created:
        await _wait_visible(admin, created)
    return created


async def _wait_visible(admin: AdminClient, names: Iterable[str], timeout: float = 15) -> None:
    """Wait until the new topics have leaders for every partition (metadata has propagated)."""
    names = list(names)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        topics = (await _metadata(admin)).topics
        ready = {n for n in names if n in topics and topics[n].error is None
                 and topics[n].partitions
                 and all(p.leader >= 0 for p in topics[n].partitions.values())}
        if ready >= set(names) or loop.time() > deadline:
            return
        await asyncio.sleep(0.1)


async def delete_topics(bootstrap: str, names: Sequence[str]) -> list[str]:
    """Delete the named topics that exist. Returns the names deleted."""
    admin = admin_client(bootstrap)
    existing = (await _metadata(admin)).topics
    todo = [n for n in names if n in existing]
    if not todo:
        return []
    deleted = []
    for topic, error in (await _done(admin.delete_topics(todo, operation_timeout=TIMEOUT_S))).items():
        if error is None:
            deleted.append(topic)
        elif _code(error) != KafkaError.UNKNOWN_TOPIC_OR_PART:
            raise KafkaException(f"cannot delete topic {topic}: {error}")
    return deleted


# The last part of a throwaway prefix: a name and secrets.token_hex(3), as tests (`t1a2b3c.`), bench
# lanes (`bench.chaos1a2b3c.`) and other runs name theirs.
_THROWAWAY_TAG = re.compile(r"[a-z_-]*(?=[a-f]*[0-9])[0-9a-f]{6}")


def throwaway_prefix(topic: str) -> str | None:
    """The prefix of a pipeline topic (`<prefix><Topic value>`) whose prefix ends with a random
    tag, i.e. a topic of a test run or a bench lane; None for any other topic."""
    for t in sorted(Topic, key=lambda t: -len(t.value)):
        if topic.endswith(t.value):
            prefix = topic[: -len(t.value)]
            if prefix.endswith(".") and _THROWAWAY_TAG.fullmatch(prefix[:-1].rsplit(".", 1)[-1]):
                return prefix
            return None
    return None


async def prune_topics(bootstrap: str, last_activity: Callable[[str], float | None], *,
                       idle_s: float, keep: Collection[str] = (), dry_run: bool = False,
                       ) -> dict[str, list[str]]:
    """Delete the topics of throwaway prefixes (`throwaway_prefix`) left behind by runs that
    ended without cleaning up: a prefix goes only when *every* one of its topics has been idle
    for `idle_s` (`last_activity(topic)`: epoch s of its creation or last append, None when
    unknown, which keeps the prefix). Prefixes in `keep` stay. Returns {prefix: topics deleted}
    (to be deleted, with `dry_run`)."""
    by_prefix: dict[str, list[str]] = {}
    for name in await list_topics(bootstrap):
        prefix = throwaway_prefix(name)
        if prefix is not None and prefix not in keep:
            by_prefix.setdefault(prefix, []).append(name)
    now = time.time()
    stale = {}
    for prefix, names in sorted(by_prefix.items()):
        seen = [last_activity(n) for n in names]
        if all(t is not None and now - t >= idle_s for t in seen):
            stale[prefix] = sorted(names)
    if stale and not dry_run:
        todo = [n for names in stale.values() for n in names]
        deleted: set[str] = set()
        for i in range(0, len(todo), 200):  # a few prefixes per request
            deleted.update(await delete_topics(bootstrap, todo[i:i + 200]))
        stale = {p: [n for n in names if n in deleted] for p, names in stale.items()}
    return stale


async def describe(bootstrap: str, names: Sequence[str]) -> dict[str, dict]:
    """Partitions and (non-default and default) configs of the named topics.

    {name: {"partitions": int, "config": {key: value}}}; missing topics are left out.
    """
    admin = admin_client(bootstrap)
    topics = (await _metadata(admin)).topics
    out = {n: {"partitions": len(topics[n].partitions), "config": {}}
           for n in names if n in topics and topics[n].error is None}
    if out:
        futures = admin.describe_configs([ConfigResource(ResourceType.TOPIC, n) for n in out])
        for resource, future in futures.items():
            entries = await asyncio.wrap_future(future)
            out[resource.name]["config"] = {key: entry.value for key, entry in entries.items()}
    return out
