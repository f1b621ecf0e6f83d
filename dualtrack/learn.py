"""`dualtrack learn mine`: one mining run now, on the PostgreSQL the learner writes to.

The same run as the learner's schedule (services/learner/jobs.py); candidates are stored with
their provenance and, unless --dry-run, published on rules.state (in shadow when
DT_LEARNER_AUTO_SHADOW is on, the default).
"""

from __future__ import annotations

from typing import Any

import asyncpg

from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name
from services.learner import jobs
from services.learner.settings import LearnerSettings

from .kafka import connect


async def mine(tenant: str | None = None, dry_run: bool = False,
               settings: LearnerSettings | None = None) -> list[dict[str, Any]]:
    settings = settings or get_settings(LearnerSettings)
    pool = await asyncpg.create_pool(settings.pg_dsn, min_size=1, max_size=3)
    producer = await connect(settings, "learn")
    try:
        runs = await jobs.mine_all(pool, settings, tenants=[tenant] if tenant else None,
                                   dry_run=dry_run)
        if not dry_run:
            async def send(topic: Topic, key: bytes, value: bytes | None) -> None:
                await producer.publish(topic_name(topic, settings.topic_prefix), key, value)

            await jobs.publish_outbox(pool, lambda k, v: send(Topic.RULES_STATE, k, v),
                                      lambda k, v: send(Topic.USERS_STATE, k, v),
                                      lambda k, v: send(Topic.TRUST_STATE, k, v),
                                      settings.trust_restore_uses)
        return [summary(run) for run in runs]
    finally:
        await producer.close()
        await pool.close()


def summary(run: jobs.TenantRun) -> dict[str, Any]:
    result = run.result
    if result is None:
        return {"tenant": run.tenant, "skipped": "another miner is mining this tenant"}
    return {
        "tenant": run.tenant, "answers": result.samples, "clusters": result.clusters,
        "seconds": round(result.seconds, 2),
        "candidates": [{
            "rule": c.rule_id,
            "match": c.spec.match.all or c.spec.match.any or c.spec.match.regex,  # type: ignore[union-attr]
            "exclude": c.spec.exclude,
            "action": (c.spec.action.op if c.spec.action and c.spec.action.op
                       else f"tool {c.spec.action.tool}" if c.spec.action and c.spec.action.tool
                       else c.outcome.text),
            "support": c.support, "sources": len(c.sources),
        } for c in result.candidates],
        "rejected": dict(result.reasons()),
        "changes": [f"{ch.rule_id}: {ch.from_status or '-'} → {ch.to_status}" for ch in run.changes],
    }
