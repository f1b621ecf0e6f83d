"""The chaos scenarios but poison: kill replicas, restart the broker, stop the database, make the
model fail; and `SCENARIOS`, every scenario by name."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from dtlib.settings import REPO_ROOT, get_settings

from ..settings import LlmSettings, StackSettings
from ..stack import kafka
from ..topology import PIPELINE
from .measure import (ScenarioResult, account, apply_recovery, drain_after_return, fmt_drain, recovery,
                      slow_path_healthy_from, timeline)
from .poison import poison
from .report import fmt_recovery

if TYPE_CHECKING:
    from .runner import Chaos


SHARED_SCENARIOS = ("kafka-restart", "postgres-stop")


# --- the scenarios -------------------------------------------------------------------------------


async def kill_replicas(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    lane = chaos.lane
    assert lane is not None
    for service in PIPELINE:
        part = ScenarioResult(f"kill {service}", f"SIGKILL {service}-0, restart after {c.restart_after_s:g} s")
        marks: dict[str, float] = {}

        async def kill(service: str = service) -> None:
            marks["fault"] = time.time()
            killed = lane.kill(service, 0)
            part.events.append(f"SIGKILL {service}-0: {'sent' if killed else 'not running'}")
            await asyncio.sleep(c.restart_after_s)
            not_ready = await asyncio.to_thread(lane.restart, service, 0)
            marks["end"] = time.time()
            part.events.append(f"{service}-0 restarted, ready after {marks['end'] - marks['fault']:.1f} s"
                               + (" (NOT READY)" if not_ready else ""))

        records, _, started = await chaos.load(f"kill-{service}", [(c.pre_s, kill)])
        await account(chaos, part, records)
        apply_recovery(part, recovery(records, started, marks.get("fault", started + c.pre_s) - started,
                                      marks.get("end", started + c.pre_s) - started))
        await chaos.check_trajectories(part, records)
        lane.wait_stable(30)
        result.parts.append(asdict(part) | {"passed": part.passed})
        chaos.log(f"    kill {service}: sent {part.sent}, lost {part.lost}, duplicates {part.duplicates}, "
                  f"recovery {fmt_recovery(part.recovery_s)}; {'; '.join(part.failures) or 'ok'}")
        _merge(result, part)


def _merge(total: ScenarioResult, part: ScenarioResult) -> None:
    total.sent += part.sent
    total.published += part.published
    total.answered += part.answered
    total.lost += part.lost
    total.duplicates += part.duplicates
    total.conflicting += part.conflicting
    total.unclear_errors += part.unclear_errors
    for k, v in part.statuses.items():
        total.statuses[k] = total.statuses.get(k, 0) + v
    for k, v in part.error_codes.items():
        total.error_codes[k] = total.error_codes.get(k, 0) + v
    for k, v in part.unanswered_at.items():
        total.unanswered_at[k] = total.unanswered_at.get(k, 0) + v
    total.trajectories_expected += part.trajectories_expected
    total.trajectories_stored += part.trajectories_stored
    total.failures += [f"{part.name}: {f}" for f in part.failures]
    times = [t for t in (total.recovery_s, part.recovery_s) if t is not None]
    total.recovery_s = max(times) if times else None


def _stack_command(chaos: Chaos, action: str, component: str) -> str:
    """`python -m dualtrack.stack <action> <component>` with the stack's own environment."""
    assert chaos.lane is not None
    env = dict(chaos.outer_env)
    env["DT_STATE_DIR"] = str(chaos.lane.stack_state_dir)
    # longer than a broker's stop and start may take, so a slow one fails with its own message
    timeout = kafka.STOP_TIMEOUT_S + get_settings(StackSettings).kafka_start_timeout_s + 60
    proc = subprocess.run([sys.executable, "-m", "dualtrack.stack", action, component], env=env,
                          capture_output=True, text=True, timeout=timeout, cwd=REPO_ROOT)
    tail = (proc.stdout + proc.stderr).strip().splitlines()[-3:]
    if proc.returncode != 0:
        raise RuntimeError(f"dualtrack.stack {action} {component} failed: {' | '.join(tail)}")
    return " | ".join(tail)


async def _stop_and_start(chaos: Chaos, result: ScenarioResult, marks: dict[str, float],
                          component: str, label: str, down_s: float) -> None:
    """Stop a shared stack component, keep it down `down_s`, start it; marks the fault's start
    and end and reports both."""
    marks["fault"] = time.time()
    out = await asyncio.to_thread(_stack_command, chaos, "down", component)
    result.events.append(f"{label} stopped after {time.time() - marks['fault']:.1f} s: {out}"[:300])
    await asyncio.sleep(down_s)
    out = await asyncio.to_thread(_stack_command, chaos, "up", component)
    marks["end"] = time.time()
    result.events.append(f"{label} up again {marks['end'] - marks['fault']:.1f} s after the stop began: {out}"[:300])


KAFKA_RESTART_BUDGET_S = 180.0  # longest a broker stop and start may take (slow on a busy machine)


def _broker_partitions(chaos: Chaos) -> int:
    """Partition directories of the shared broker, open or secured (its start and stop times grow
    with them)."""
    assert chaos.lane is not None
    return len(kafka.partition_dirs(chaos.lane.stack_state_dir))


async def kafka_restart(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}
    result.events.append(f"the broker holds {_broker_partitions(chaos)} partitions")

    def restart() -> Awaitable[None]:
        return _stop_and_start(chaos, result, marks, "kafka", "broker", down_s=0.0)

    # The load goes on for the recovery window after the broker is back, however long it took.
    records, _, started = await chaos.load(
        "kafka-restart", [(c.pre_s, restart)], duration=c.pre_s + c.window_s + KAFKA_RESTART_BUDGET_S,
        stop=lambda: "end" in marks and time.time() > marks["end"] + c.window_s)
    await account(chaos, result, records)
    # Recovery means new requests get through again, not only that old ones were answered.
    after = [r for r in records if "end" in marks and r.sent and r.sent > marks["end"] and not r.publish_error]
    result.events.append(f"{len(after)} requests published after the broker was back, "
                         f"{sum(r.answered is not None for r in after)} answered")
    if not after:
        result.failures.append("no request could be published after the broker came back")
    # A publish made once the broker is back must succeed (librdkafka's idempotent producer
    # retries); only what was sent while it was away may be refused.
    refused_after = sum(1 for r in records if "end" in marks and r.sent and r.sent > marks["end"]
                        and r.publish_error)
    if refused_after:
        result.failures.append(f"{refused_after} requests refused after the broker was back")
    refused = Counter(r.publish_error.split("(")[0] for r in records if r.publish_error)
    if refused:
        result.events.append(f"publish errors: {dict(refused.most_common(3))}")
    if "end" in marks:
        # the backlog: requests sent before the broker was back and answered after it was
        backlog = [r.answered for r in records
                   if r.sent and r.sent <= marks["end"] and r.answered and r.answered > marks["end"]]
        if backlog:
            result.events.append(f"backlog: {len(backlog)} requests sent before the broker was back, the "
                                 f"last answered {max(backlog) - marks['end']:.1f} s after it was back")
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))
    drain = drain_after_return(records, marks["end"], c.window_s) if "end" in marks else None
    if drain is not None:  # the lane's pace after the return against the pace the window asks
        result.events.append(fmt_drain(drain))
    result.timeline = timeline(records, started)
    # wall-clock marks, to line the timeline up with the replicas' and the broker's logs
    result.events.append(f"wall clock: load started {_clock(started)}, stop began {_clock(marks.get('fault'))}, "
                         f"broker back {_clock(marks.get('end'))} (UTC)")
    result.events.append(f"every request's record (hops: where it waited): {chaos.keep_records(result.name, records)}")
    await chaos.check_trajectories(result, records)


def _clock(at: float | None) -> str:
    return "—" if at is None else datetime.fromtimestamp(at, timezone.utc).strftime("%H:%M:%S.%f")[:-3]


async def postgres_stop(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}

    def outage() -> Awaitable[None]:
        return _stop_and_start(chaos, result, marks, "postgres", "PostgreSQL", down_s=c.pg_down_s)

    records, _, started = await chaos.load("postgres-stop", [(c.pre_s, outage)],
                                           duration=max(c.pre_s + c.window_s, c.pre_s + c.pg_down_s + 15))
    await account(chaos, result, records)
    apply_recovery(result, recovery(records, started, marks.get("fault", started) - started,
                                    marks.get("end", started) - started))
    await chaos.check_trajectories(result, records, since=marks.get("end"))


async def llm_faults(chaos: Chaos, result: ScenarioResult) -> None:
    c = chaos.config
    marks: dict[str, float] = {}

    async def faults() -> None:
        marks["fault"] = time.time()
        chaos.fake.configure(fail_rate=c.llm_fail_rate)
        result.events.append(f"model backend fails {c.llm_fail_rate:.0%} of calls")
        await asyncio.sleep(c.llm_fault_s)
        chaos.fake.configure(fail_rate=0.0)
        marks["end"] = time.time()
        result.events.append(f"model backend healthy again after {c.llm_fault_s:g} s")

    before = chaos.fake.stats()
    breaker = get_settings(LlmSettings).llm_breaker_reset_s  # an open breaker refuses calls this long
    records, _, started = await chaos.load(
        "llm-faults", [(c.pre_s, faults)],
        duration=max(c.pre_s + c.window_s, c.pre_s + c.llm_fault_s + breaker + 15))
    after = chaos.fake.stats()
    result.events.append(f"model calls {after['calls'] - before['calls']}, failed {after['failed'] - before['failed']}")
    await account(chaos, result, records)
    slow = [r for r in records if r.path == "slow" or r.item.expect_path == "slow"]
    result.events.append(f"slow-path answers: {dict(Counter(r.status for r in slow))}")
    # What recovers here is the slow path: from when on does the model answer again?
    rec = recovery(records, started, marks.get("fault", started) - started, marks.get("end", started) - started)
    result.baseline_p95_ms, result.worst_window_p95_ms = rec["baseline_p95_ms"], rec["worst_p95_ms"]
    result.events.append(f"latency of all requests back to normal {fmt_recovery(rec['recovery_s'])} after the fault began")
    healthy = slow_path_healthy_from(slow, marks.get("fault", started))
    if healthy is None:
        result.failures.append("the slow path never answered again after the fault")
    else:
        result.recovery_s = round(healthy - marks.get("fault", started), 1)
        result.recovered_after_end_s = round(max(0.0, healthy - marks.get("end", started)), 1)
    await chaos.check_trajectories(result, records)


SCENARIOS: dict[str, tuple[Callable[[Chaos, ScenarioResult], Awaitable[None]], str]] = {
    "kill-replicas": (kill_replicas, "SIGKILL one replica of each service in turn, restart it"),
    "kafka-restart": (kafka_restart, "stop and start the Kafka broker (shared: affects everyone)"),
    "postgres-stop": (postgres_stop, "stop PostgreSQL for a while, then start it (shared: affects everyone)"),
    "llm-faults": (llm_faults, "the model backend fails a share of calls for a while"),
    "poison": (poison, "flood the ingress with malformed and hostile messages"),
}
