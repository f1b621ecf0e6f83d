"""Create and delete the pipeline's topics (declared in `dtlib.topics.topic_specs()`)."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable, Collection, Iterable, Sequence

from aiokafka.admin import AIOKafkaAdminClient, NewPartitions, NewTopic
from aiokafka.admin.config_resource import ConfigResource, ConfigResourceType
from aiokafka.errors import for_code
from dtlib.topics import Topic, TopicSpec

TOPIC_ALREADY_EXISTS = 36
UNKNOWN_TOPIC_OR_PARTITION = 3


def _admin(bootstrap: str) -> AIOKafkaAdminClient:
    return AIOKafkaAdminClient(bootstrap_servers=bootstrap, client_id="dualtrack-stack",
                               request_timeout_ms=30_000)


async def list_topics(bootstrap: str) -> list[str]:
    admin = _admin(bootstrap)
    await admin.start()
    try:
        return sorted(await admin.list_topics())
    finally:
        await admin.close()


async def ensure_topics(bootstrap: str, specs: Sequence[TopicSpec]) -> list[str]:
    """Create the topics of `specs` that are missing; grow existing ones with fewer partitions.

    Existing topics are otherwise left alone. Returns the names of the topics created.
    """
    admin = _admin(bootstrap)
    await admin.start()
    try:
        existing = set(await admin.list_topics())
        missing = [s for s in specs if s.name not in existing]
        created: list[str] = []
        if missing:
            resp = await admin.create_topics(
                [NewTopic(s.name, s.partitions, 1, topic_configs=dict(s.config)) for s in missing]
            )
            for topic, code, message in _topic_errors(resp):
                if code == 0:
                    created.append(topic)
                elif code != TOPIC_ALREADY_EXISTS:
                    raise for_code(code)(f"cannot create topic {topic}: {message}")
        present = [s for s in specs if s.name in existing]
        if present:
            meta = await admin.describe_topics([s.name for s in present])
            counts = {t["topic"]: len(t["partitions"]) for t in meta}
            grow = {s.name: NewPartitions(s.partitions) for s in present
                    if counts.get(s.name, s.partitions) < s.partitions}
            if grow:
                await admin.create_partitions(grow)
        if created:
            await _wait_visible(admin, created)
        return created
    finally:
        await admin.close()


async def _wait_visible(
    admin: AIOKafkaAdminClient, names: Iterable[str], timeout: float = 15
) -> None:
    """Wait until the new topics have leaders for every partition (metadata has propagated)."""
    names = list(names)
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        meta = await admin.describe_topics(names)
        ready = {t["topic"] for t in meta
                 if t["error_code"] == 0 and t["partitions"]
                 and all(p["leader"] >= 0 for p in t["partitions"])}
        if ready >= set(names) or loop.time() > deadline:
            return
        await asyncio.sleep(0.1)


async def delete_topics(bootstrap: str, names: Sequence[str]) -> list[str]:
    """Delete the named topics that exist. Returns the names deleted."""
    admin = _admin(bootstrap)
    await admin.start()
    try:
        existing = set(await admin.list_topics())
        todo = [n for n in names if n in existing]
        if not todo:
            return []
        resp = await admin.delete_topics(todo)
        deleted = []
        for topic, code, *_ in _topic_errors(resp, attr="topic_error_codes"):
            if code == 0:
                deleted.append(topic)
            elif code != UNKNOWN_TOPIC_OR_PARTITION:
                raise for_code(code)(f"cannot delete topic {topic}")
        return deleted
    finally:
        await admin.close()


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
    admin = _admin(bootstrap)
    await admin.start()
    try:
        meta = await admin.describe_topics(list(names))
        out = {t["topic"]: {"partitions": len(t["partitions"]), "config": {}}
               for t in meta if t["error_code"] == 0}
        if out:
            responses = await admin.describe_configs(
                [ConfigResource(ConfigResourceType.TOPIC, n) for n in out]
            )
            for resp in responses:
                for res in resp.to_object()["resources"]:
                    name = res["resource_name"]
                    if name in out:
                        out[name]["config"] = {c["config_names"]: c["config_value"]
                                               for c in res["config_entries"]}
        return out
    finally:
        await admin.close()


def _topic_errors(resp, attr: str = "topic_errors") -> list[tuple]:
    """(topic, error_code, message?) tuples of a Create/DeleteTopics response, any version."""
    obj = resp.to_object()
    key = attr if attr in obj else next(k for k in obj if k.startswith("topic"))
    rows = []
    for item in obj[key]:
        if isinstance(item, dict):
            rows.append((item.get("topic") or item.get("name"), item["error_code"],
                         item.get("error_message")))
        else:
            rows.append(tuple(item))
    return rows
