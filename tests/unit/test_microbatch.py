"""dtlib.microbatch: concurrent steps share one call, a lone one is not held back."""

from __future__ import annotations

import asyncio

import pytest

from dtlib.microbatch import MicroBatcher


async def test_what_queues_while_a_batch_runs_goes_in_the_next_one_in_order() -> None:
    calls: list[list[int]] = []

    async def run(items: list[int]) -> list[int]:
        calls.append(items)
        await asyncio.sleep(0.01)
        return [i * 10 for i in items]

    batcher = MicroBatcher(run, max_batch=4)
    results = await asyncio.gather(*(batcher.submit(i) for i in range(10)))
    assert results == [i * 10 for i in range(10)]
    # All ten queued before the worker ran: at most 4 a batch, in the order submitted.
    assert calls == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    assert (batcher.batches, batcher.items) == (3, 10)
    # One submitted while a batch runs waits for the next one, not for a full batch.
    first = asyncio.ensure_future(batcher.submit(100))
    await asyncio.sleep(0.001)
    late = await batcher.submit(101)
    assert (await first, late) == (1000, 1010)
    assert calls[-2:] == [[100], [101]]


async def test_a_lone_item_runs_at_once() -> None:
    async def run(items: list[str]) -> list[str]:
        return [s.upper() for s in items]

    batcher = MicroBatcher(run)
    assert await asyncio.wait_for(batcher.submit("a"), 1) == "A"
    assert await asyncio.wait_for(batcher.submit("b"), 1) == "B"  # a new worker after the last


async def test_a_failed_batch_fails_its_steps_only() -> None:
    async def run(items: list[int]) -> list[int]:
        await asyncio.sleep(0.01)
        if 1 in items:
            raise ValueError("boom")
        return items

    batcher = MicroBatcher(run, max_batch=2)
    results = await asyncio.gather(*(batcher.submit(i) for i in range(5)), return_exceptions=True)
    assert isinstance(results[0], ValueError) and isinstance(results[1], ValueError)  # [0, 1]
    assert results[2:] == [2, 3, 4]  # the batches after it still run


async def test_a_wrong_number_of_results_is_an_error_not_a_silent_mismatch() -> None:
    async def run(items: list[int]) -> list[int]:
        return items[:1]

    batcher = MicroBatcher(run)
    results = await asyncio.gather(batcher.submit(1), batcher.submit(2), batcher.submit(3),
                                   return_exceptions=True)
    assert all(isinstance(r, RuntimeError) for r in results)


async def test_a_cancelled_worker_leaves_nobody_waiting() -> None:
    started = asyncio.Event()

    async def run(items: list[int]) -> list[int]:
        started.set()
        await asyncio.sleep(10)
        return items

    batcher = MicroBatcher(run)
    first = asyncio.ensure_future(batcher.submit(1))
    await started.wait()
    second = asyncio.ensure_future(batcher.submit(2))
    await asyncio.sleep(0)
    assert batcher._worker is not None
    batcher._worker.cancel()
    for step in (first, second):
        with pytest.raises(asyncio.CancelledError):
            await step
