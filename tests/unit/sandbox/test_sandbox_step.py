"""The sandbox step as it runs (the runtime on the in-memory transport): a task on sandbox.tasks
comes back on sandbox.results with its result and hop, and the same replica serves gRPC Execute
on the same pool."""

from __future__ import annotations

import asyncio
import socket

from fakes.runtime import Seen, eventually, settings

from dtlib import envelope as E
from dtlib import sandbox_client
from dtlib.envelope import Task
from dtlib.runtime import MemoryTransport, Runtime
from dtlib.topics import Topic, topic_name
from services.sandbox.main import Deps, step
from services.sandbox.settings import SandboxSettings


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def send(transport: MemoryTransport, s, task: Task | None) -> str:
    env = E.Envelope(trace_id=E.new_trace_id(), text="a computation", task=task)
    transport.publish(topic_name(Topic.SANDBOX_TASKS, s.topic_prefix), env.trace_id.encode(), E.encode(env))
    return env.trace_id


def results(seen: Seen) -> dict[str, E.Envelope]:
    return {env.trace_id: env for env in seen.envelopes(Topic.SANDBOX_RESULTS)}


async def test_tasks_are_executed_on_kafka_and_grpc_by_one_replica(sandbox_pool) -> None:
    port = free_port()
    s = settings(kind=SandboxSettings, sandbox_grpc_port=port, sandbox_grpc_host="127.0.0.1")
    transport = MemoryTransport()
    runtime = Runtime(step, s, transport, Deps(pool=sandbox_pool))
    await runtime.start()
    seen = Seen(transport, s, Topic.SANDBOX_RESULTS)
    product = send(transport, s, Task("expr", {"expression": "12*24"}))
    empty = send(transport, s, None)
    await eventually(lambda: len(results(seen)) == 2)

    env = results(seen)[product]
    assert (env.results.sandbox.status, env.results.sandbox.value) == ("ok", "288")
    assert [(h.service, h.outcome) for h in env.hops] == [("sandbox", "sandbox:ok")]
    env = results(seen)[empty]
    assert env.results.sandbox.status == "rejected" and env.results.sandbox.error.code == "NO_TASK"
    assert env.hops[-1].outcome == "sandbox:rejected"

    target = f"127.0.0.1:{port}"
    await eventually(lambda: runtime.ready)
    answer = await sandbox_client.execute(Task("expr", {"expression": "7*6"}), target, timeout=5)
    assert (answer.status, answer.value) == ("ok", "42")

    await runtime.stop()
    await seen.close()
    gone = await sandbox_client.execute(Task("expr", {"expression": "1+1"}), target, timeout=1)
    # the replica's gRPC server stopped with it: the call waits for it until its timeout ...
    assert (gone.status, gone.error.code) == ("timeout", "DEADLINE_EXCEEDED")
    await sandbox_client.close()
    assert (await sandbox_pool.execute(Task("expr", {"expression": "1+1"}))).value == "2"  # ... not the caller's pool


async def test_a_replica_with_its_own_pool_answers_the_tasks_that_waited_for_its_workers() -> None:
    s = settings(kind=SandboxSettings, sandbox_workers=1)
    transport = MemoryTransport()
    waiting = send(transport, s, Task("expr", {"expression": "2**10"}))  # before the workers exist
    runtime = Runtime(step, s, transport, Deps(grpc=False))
    seen = Seen(transport, s, Topic.SANDBOX_RESULTS)
    await runtime.start()
    await eventually(lambda: len(results(seen)) == 1, timeout=30)
    assert results(seen)[waiting].results.sandbox.value == "1024"
    await runtime.stop()
    await seen.close()


class OverloadedOnce:
    """A pool whose workers are all busy at the first try (QUEUE_TIMEOUT), free after."""

    def __init__(self, pool) -> None:
        self.pool, self.tries = pool, 0

    async def start(self) -> None:
        pass

    async def close(self) -> None:
        pass

    async def execute(self, task: Task, deadline_ms: float | None = None) -> E.SandboxResult:
        self.tries += 1
        if self.tries == 1:
            return E.SandboxResult(status="timeout", error=E.ErrorInfo(
                "QUEUE_TIMEOUT", "no sandbox worker became free within 10 s", "retry later"))
        return await self.pool.execute(task, deadline_ms)


async def test_a_task_that_met_a_full_queue_is_tried_again_and_answered_once(sandbox_pool) -> None:
    from dualtrack.settings import AllSettings
    from fakes.harness import Replicas, local_check
    from services.fuser import main as fuser

    replicas = Replicas(AllSettings(tracing=False, commit_interval_ms=5,
                                    topic_prefix=f"u{E.new_trace_id()[:6]}."))
    overloaded = OverloadedOnce(sandbox_pool)
    await replicas.start((step, Deps(pool=overloaded, grpc=False)),
                         (fuser.step, fuser.Deps(check=local_check, warm_up=False)))
    # a power goes to a worker (a short product would be computed on the consumer thread)
    env = E.Envelope(trace_id=E.new_trace_id(), text="2^10", task=Task("expr", {"expression": "2^10"}),
                     perception=E.Perception(language="en", task_type="compute"))
    replicas.publish(Topic.SANDBOX_TASKS, env)
    answer = await replicas.answer(env.trace_id, timeout=10)
    await eventually(lambda: overloaded.tries == 2)
    await asyncio.sleep(0.2)  # time for a second answer, if there were one
    await replicas.stop()
    assert (answer.answer.status, answer.answer.value) == ("ok", "1024")
    assert [e.trace_id for e in replicas.envelopes(Topic.RESPONSES)] == [env.trace_id]


class Counting(OverloadedOnce):
    """The session's pool, counting the tasks that reach it."""

    async def execute(self, task: Task, deadline_ms: float | None = None) -> E.SandboxResult:
        self.tries += 1
        return await self.pool.execute(task, deadline_ms)


async def answered_by_the_step(sandbox_pool, tasks: list[Task], inline: bool = True,
                               ) -> tuple[list[E.SandboxResult], Counting]:
    """Each task's answer from the sandbox step, in the order sent, and the pool that counted its tries."""
    s = settings(kind=SandboxSettings, sandbox_inline=inline)
    transport = MemoryTransport()
    counting = Counting(sandbox_pool)
    runtime = Runtime(step, s, transport, Deps(pool=counting, grpc=False))
    await runtime.start()
    seen = Seen(transport, s, Topic.SANDBOX_RESULTS)
    traces = [send(transport, s, task) for task in tasks]
    await eventually(lambda: len(results(seen)) == len(tasks))
    await runtime.stop()
    await seen.close()
    answers = {trace: env.results.sandbox for trace, env in results(seen).items()}
    return [answers[trace] for trace in traces], counting


async def test_short_computations_are_answered_without_a_worker_and_the_rest_by_one(sandbox_pool) -> None:
    (here, dated, power), counting = await answered_by_the_step(sandbox_pool, [
        Task("expr", {"expression": "12*24"}), Task("weekday", {"date": "2025-02-30"}),
        Task("expr", {"expression": "2**100"})])
    assert (here.status, here.value) == ("ok", "288")
    assert (dated.status, dated.error.code) == ("rejected", "INVALID_DATE")
    assert power.value == str(2**100)
    assert counting.tries == 1  # the power only
    assert {a.code_version for a in (here, dated, power)} == {sandbox_pool.code_version}


async def test_a_square_root_as_the_reader_writes_it_is_answered_without_a_worker(sandbox_pool) -> None:
    """"the square root of 3680" reaches the sandbox as sqrt(3680): computed on the consumer
    thread, with the worker's value; a factorial still goes to a worker."""
    (root, exact, factorial), counting = await answered_by_the_step(sandbox_pool, [
        Task("expr", {"expression": "sqrt(3680)"}), Task("expr", {"expression": "sqrt(7744)"}),
        Task("expr", {"expression": "factorial(20)"})])
    there = await sandbox_pool.execute(Task("expr", {"expression": "sqrt(3680)"}))
    assert (root.value, root.display) == (there.value, there.display)
    assert root.value.startswith("60.663003552412")
    assert exact.value == "88"
    assert factorial.value == "2432902008176640000"
    assert counting.tries == 1  # the factorial only


async def test_with_inline_off_every_task_goes_to_a_worker(sandbox_pool) -> None:
    _, counting = await answered_by_the_step(sandbox_pool, [Task("expr", {"expression": "12*24"})], inline=False)
    assert counting.tries == 1
