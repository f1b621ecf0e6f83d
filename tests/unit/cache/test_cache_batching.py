"""Responses that arrive together are embedded together, and each gets its own vector."""

import asyncio

import numpy as np

from services.cache.batching import EmbedBatcher


async def test_concurrent_texts_share_one_call_and_get_their_own_vectors() -> None:
    calls: list[list[str]] = []

    def embed_many(texts: list[str]) -> np.ndarray:
        calls.append(list(texts))
        return np.array([[float(len(t))] for t in texts], dtype=np.float32)

    batcher = EmbedBatcher(embed_many, max_batch=8)
    texts = ["a", "bb", "ccc", "dddd", "eeeee"]
    vectors = await asyncio.gather(*(batcher.embed(t) for t in texts))
    assert [float(v[0]) for v in vectors] == [1.0, 2.0, 3.0, 4.0, 5.0]
    assert len(calls) <= 2 and sorted(t for c in calls for t in c) == sorted(texts)


async def test_a_failed_batch_fails_its_callers_and_the_next_one_still_runs() -> None:
    fail = True

    def embed_many(texts: list[str]) -> np.ndarray:
        if fail:
            raise RuntimeError("model gone")
        return np.ones((len(texts), 2), dtype=np.float32)

    batcher = EmbedBatcher(embed_many)
    try:
        await batcher.embed("x")
        raise AssertionError("the failure was swallowed")
    except RuntimeError:
        pass
    fail = False
    assert (await batcher.embed("y")).shape == (2,)
