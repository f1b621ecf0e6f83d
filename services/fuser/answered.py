"""The requests this replica has already given a final answer to from a model's draft.

A model call is delivered again when the llm replica that made it dies before committing it; the
draft that comes back can end differently from the first (the model unavailable by then, a
different draft), and the client would get two final answers to one request. Drafts of a request
this replica has answered are dropped (the request's partition always reaches the same replica
while it lives). Kept in memory, a bounded number of the most recent: a fuser replica that
restarts forgets them, so a call delivered again across a fuser restart can still answer twice.

A request is its trace id and its creation time: a client that publishes a new request with a trace
id used before (a new `created_at`) is answered again.
"""

from __future__ import annotations

from collections import OrderedDict

from dtlib.envelope import Envelope

REMEMBERED = 65_536  # far more than a replica has in flight (fuser concurrency × the model's time)


class Answered:
    def __init__(self, size: int = REMEMBERED) -> None:
        self.size = size
        self._keys: OrderedDict[tuple[str, float], None] = OrderedDict()

    @staticmethod
    def _key(env: Envelope) -> tuple[str, float]:
        return env.trace_id, env.created_at

    def __contains__(self, env: Envelope) -> bool:
        return self._key(env) in self._keys

    def add(self, env: Envelope) -> None:
        key = self._key(env)
        self._keys[key] = None
        self._keys.move_to_end(key)
        while len(self._keys) > self.size:
            self._keys.popitem(last=False)
