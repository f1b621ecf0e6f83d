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


async def test_a_text_is_embedded_once_while_remembered() -> None:
    calls: list[list[str]] = []

    def embed_many(texts: list[str]) -> np.ndarray:
        calls.append(list(texts))
        return np.array([[float(len(t)), 1.0] for t in texts], dtype=np.float32)

    batcher = EmbedBatcher(embed_many, memo_size=2)
    together = await asyncio.gather(batcher.embed("aa"), batcher.embed("aa", urgent=True))
    assert calls == [["aa"]] and all(float(v[0]) == 2.0 for v in together)
    again = await batcher.embed("aa")
    assert calls == [["aa"]] and float(again[0]) == 2.0
    assert (batcher.texts, batcher.reused) == (1, 2)
    assert not again.flags.writeable  # one array shared by every caller: nobody may change it
    await batcher.embed("b")
    await batcher.embed("ccc")  # the memo keeps two: "aa" is forgotten
    assert batcher.known("aa") is None and batcher.known("ccc") is not None
    await batcher.embed("aa")
    assert calls[-1] == ["aa"]


async def test_lookups_go_ahead_of_queued_responses() -> None:
    calls: list[list[str]] = []

    def embed_many(texts: list[str]) -> np.ndarray:
        calls.append(list(texts))
        return np.zeros((len(texts), 2), dtype=np.float32)

    batcher = EmbedBatcher(embed_many, max_batch=2)
    waiting = [batcher.embed(t) for t in ("r1", "r2", "r3")] + [batcher.embed("q", urgent=True)]
    await asyncio.gather(*waiting)
    assert calls[0] == ["q", "r1"] and calls[1:] == [["r2", "r3"]]


async def test_responses_wait_briefly_for_a_lookup_to_share_its_batch() -> None:
    calls: list[list[str]] = []

    def embed_many(texts: list[str]) -> np.ndarray:
        calls.append(list(texts))
        return np.zeros((len(texts), 2), dtype=np.float32)

    batcher = EmbedBatcher(embed_many, max_batch=8, linger_s=5.0)
    response = asyncio.ensure_future(batcher.embed("r1"))
    await asyncio.sleep(0.05)
    assert calls == []  # waiting for company
    await batcher.embed("q", urgent=True)
    await response
    assert calls == [["q", "r1"]]

    alone = EmbedBatcher(embed_many, max_batch=8, linger_s=0.05)
    await alone.embed("r2")  # nobody came: embedded after the linger
    assert calls[-1] == ["r2"]
