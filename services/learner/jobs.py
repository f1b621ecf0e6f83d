"""One mining run over PostgreSQL: read each tenant's recent slow-path answers, mine, store the
candidates (with provenance) and publish what changed. The learner runs it on a schedule;
`dualtrack learn mine` runs it on demand. Two miners at once do not mine the same tenant: each
tenant is mined under a PostgreSQL advisory lock, and a miner that cannot take it skips it."""

from __future__ import annotations

import asyncio
import logging
import zlib
from dataclasses import dataclass, field

import asyncpg

from dtlib import tools

from . import ledger, trust
from .feedback import publish_users
from .ledger import Change, Publish
from .mining import MiningConfig, MiningResult
from .settings import LearnerSettings
from .store import active_tenants, model_tool_samples, slow_samples
from .tool_mining import mine_with_tools

log = logging.getLogger(__name__)
_LOCK_SPACE = 0x64746C6E  # "dtln"


@dataclass
class TenantRun:
    tenant: str
    result: MiningResult | None = None  # None: another miner holds this tenant
    changes: list[Change] = field(default_factory=list)


async def mine_tenant(pool: asyncpg.Pool, tenant: str, settings: LearnerSettings, *,
                      dry_run: bool = False) -> TenantRun:
    run = TenantRun(tenant)
    async with pool.acquire() as lock_conn:
        key = zlib.crc32(tenant.encode()) - 2**31  # advisory lock keys are int4
        if not await lock_conn.fetchval("SELECT pg_try_advisory_lock($1, $2)", _LOCK_SPACE, key):
            return run
        try:
            samples = await slow_samples(pool, tenant, settings.learner_mine_window)
            known = await ledger.known_rules(lock_conn, tenant)
            calls = await model_tool_samples(pool, tenant, settings.learner_mine_window)
            superseded = await ledger.superseded(lock_conn, tenant)
            sources = await ledger.source_texts(lock_conn, tenant)
            cfg = MiningConfig.from_settings(settings)
            # Clustering is CPU work: off the event loop, so the consumers keep going.
            run.result = await asyncio.to_thread(mine_with_tools, tenant, samples, calls, known,
                                                 cfg, None, sources, superseded,
                                                 tools.Registry(settings.tools_dir))
            if not dry_run:
                for candidate in run.result.candidates:
                    run.changes += await ledger.add_candidate(
                        pool, candidate, auto_shadow=settings.learner_auto_shadow)
                for rule_id, words in run.result.refreshed:
                    change = await ledger.refresh(pool, rule_id, words)
                    run.changes += [change] if change else []
        finally:
            try:
                await lock_conn.execute("SELECT pg_advisory_unlock($1, $2)", _LOCK_SPACE, key)
            except BaseException:
                # The learner's pool does not reset connections it takes back (no round trip
                # per release): one that may still hold the lock must not go back to it.
                lock_conn.terminate()
                raise
    return run


async def mine_all(pool: asyncpg.Pool, settings: LearnerSettings, *, tenants: list[str] | None = None,
                   since: dict[str, float] | None = None, dry_run: bool = False) -> list[TenantRun]:
    """Mine every tenant (or `tenants`); with `since` (tenant → last answer already mined),
    only tenants with new slow-path answers. `since` is updated."""
    runs = []
    for tenant, last in await active_tenants(pool):
        if tenants is not None and tenant not in tenants:
            continue
        if since is not None and since.get(tenant, float("-inf")) >= last:
            continue
        run = await mine_tenant(pool, tenant, settings, dry_run=dry_run)
        if since is not None and run.result is not None:
            since[tenant] = last
        if run.result is not None:
            log.info("mined %s: %d answers, %d clusters, %d candidates in %.1fs (%s)", tenant,
                     run.result.samples, run.result.clusters, len(run.result.candidates),
                     run.result.seconds, dict(run.result.reasons()))
        runs.append(run)
    return runs


async def publish_outbox(db: ledger.Db, publish_rule: Publish, publish_user: Publish,
                         publish_trust: Publish, restore_uses: int) -> None:
    """Everything that changed and is not on the state topics yet."""
    while await ledger.publish_dirty(db, publish_rule) == 200:
        pass
    while await publish_users(db, publish_user) == 500:
        pass
    while await trust.publish_dirty(db, publish_trust, restore_uses) == 500:
        pass
