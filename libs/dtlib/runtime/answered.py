"""The requests that have their final answer: one final answer per request, whatever the route.

A request can be handled twice: a step before the answer is delivered again what it handled when
its offset was not committed (its replica died, or the broker went away and the group
rebalanced), and a model call is delivered again when the llm replica that made it dies before
committing it. The second pass can end differently from the first (the cache answered, the second
pass found the model unavailable; an overloaded sandbox, then a free one), and the client would
get two final answers to one request.

So every final answer a step publishes on `responses` (its own, and the runtime's error answer
to a dead letter) is followed, once the broker acknowledged it, by a record on the compacted topic
`answered.state` (runner_answers.py); every step that answers follows the topic whole and drops an input
of a request that has its answer. It reads the topic in batches (up to
DT_CONSUMER_ANSWERED_FETCH_MAX_WAIT_MS late: no answer waits for these records), except with
DT_ANSWER_CLAIM on, where each pass waits to read its claim back (app.py). The memory learns from the topic, and from its own replica as it
publishes an answer (`claim`): a second pass under way, or arriving before the broker acknowledged
the first answer, finds it answered there.

    key    the request's trace id (UTF-8)
    value  JSON {"created_at": <the request's created_at>, "answered_at": <unix seconds>,
                 "answer": <the answer's envelope, base64; only while its delivery is in doubt>,
                 "claim": <a claiming pass's token; only on a claim (DT_ANSWER_CLAIM on)>}

A request is its trace id and its creation time: a client that publishes a new request with a
trace id used before (a new `created_at`) is answered again, and its record replaces the old one.

The record is published only once the answer is acknowledged (`Put(after_delivery=True)`), and the
input is committed only once the record is: a replica that dies after the answer and before the
record handles the input again and answers again (at worst two answers), never the other way
round, where the record would say "answered" for an answer that was lost. An answer whose
delivery failed may have been written all the same (a produce that timed out while the broker
went away): its record then carries the answer (`in_doubt`), and a step that meets the request
again publishes that answer again, identical, instead of handling it (an answer lost for good
still reaches the client; one the client has comes twice, the same).

Two passes of one request can also run at once on two replicas: a partition moved (a rebalance,
a member fenced) while the first pass was under way, and its next owner handles the request again
from the last commit. A pass whose partition was revoked or lost publishes nothing (runner_answers.py),
and a rebalance lets a partition go only once what was published from it is acknowledged and
committed (DT_CONSUMER_REVOKE_WAIT_MS), so the next owner starts after an answered request. That
leaves a member fenced without knowing it yet, and two passes at different steps at once (a draft
at the fuser while the request's new owner at the cache answers it): nothing local to a replica
stops them. With DT_ANSWER_CLAIM on, the answer is decided in one place (claims.py): a pass
claims its answer on answered.state (a record with `claim`, its token, and the answer), reads
the request's first claim back, and publishes the first claim's answer, whoever made it.

Claims, the cases:

- **A claimer dies** after its claim, before its answer (or before its answered record): its
  input was not committed and comes again, to the partition's next owner or to it; that pass, as
  any pass of the request at any step, finds the claim on the topic and publishes the claimed
  answer (`Answered.answer_in_doubt`), then the answered record. Nothing is lost, nothing differs.
- **A claim not read back** within DT_ANSWER_CLAIM_TIMEOUT_MS (the follower behind, the claim's
  delivery failed): the pass fails and its input is rewound, handled again; never answered
  unclaimed. If the claim was written all the same, the next pass finds it and gives its answer.
- **Compaction keeps the last record of a key.** The last record of an answered request must say
  so, and no loser's claim may be left last (a replica reading the compacted topic would take it
  for the first): every pass that claimed ends with an answered record after the answer it
  published (or, when the request's answer was delivered before its claim, the answered record
  alone, again). Left open: a pass that dies between its losing claim and its answered record
  leaves its claim last until a pass of the request comes again (its input, not committed, does
  within seconds, and ends with an answered record); only if none does before a compaction (the
  cleaner leaves the active segment alone; segments roll every 10 min) does a replica that reads
  the compacted topic and then meets the request give that claim's answer.
- **A zombie** (a member fenced and not told yet) and **passes at two steps at once**: their
  claims and the other passes' are ordered by the log like any others; every one of them
  publishes the first claim's answer.
- **A request with its answer in doubt** (a delivery failed): as above, the record carries the
  answer; a claim after it loses to it, and the claimer publishes that answer.
- **Passes on this replica**: the local claim (`Answered.claim`) still drops a second pass here
  while the first is publishing; `answer_in_doubt` gives nothing for a claim whose pass is live
  here, so a second pass here adds no duplicate.

The topic forgets a record after `ANSWERED_RETENTION_MS` (cleanup.policy=compact,delete), and so
does this memory: a second pass later than that is answered again.
"""

from __future__ import annotations

import asyncio
import logging
import time

import msgspec

from ..envelope import Envelope
from ..topics import ANSWERED_RETENTION_MS, Topic
from .step import Put

log = logging.getLogger("dualtrack")


class AnsweredRecord(msgspec.Struct, gc=False, omit_defaults=True):  # gc=False: many, holding no objects
    created_at: float  # which request of this trace id was answered
    answered_at: float  # when (unix seconds): the record is forgotten ANSWERED_RETENTION_MS later
    # The answer itself (the encoded envelope), only while its delivery is in doubt (a claim's
    # answer is, until its answered record follows): whoever meets the request again gives this
    # answer again, never one of its own.
    answer: bytes | None = None
    # Set on a claim (claims.py): the claiming pass's token. The first claim of a request wins.
    claim: str | None = None


_decoder = msgspec.json.Decoder(AnsweredRecord)


def answered_record(env: Envelope, answer: bytes | None = None, claim: str | None = None) -> Put:
    """The answered.state record of `env`'s final answer, published once the answer is; with
    `answer` (its encoded envelope) when its delivery is in doubt; with `claim` (a token), the
    claim of that answer a pass makes before publishing it (claims.py)."""
    value = msgspec.json.encode(AnsweredRecord(env.created_at, time.time(), answer, claim))
    return Put(Topic.ANSWERED_STATE, env.trace_id.encode(), value, after_delivery=claim is None)


class Answered:
    """What answered.state holds, as a follower of the topic knows it: `env in answered`."""

    def __init__(self, retention_s: float = ANSWERED_RETENTION_MS / 1000) -> None:
        self.retention_s = retention_s
        self._requests: dict[str, AnsweredRecord] = {}  # by trace id, oldest answer first
        self._claimed: dict[str, AnsweredRecord] = {}  # claimed here, not read from the topic yet
        # Claims on the topic (claims.py): each pass's token → its future, which the follower
        # resolves with the request's winning record once it reads that claim back.
        self._expected: dict[str, asyncio.Future[AnsweredRecord]] = {}
        self._live: set[str] = set()  # tokens of this replica's passes still publishing their answer

    def __contains__(self, env: Envelope) -> bool:
        known = self._requests.get(env.trace_id)
        return known is not None and known.created_at == env.created_at

    def claim(self, env: Envelope) -> bool:
        """This replica is about to publish `env`'s final answer: False if the request has one
        already (known from the topic, or claimed here before), else remembered as answered at
        once. The topic learns of an answer only after the broker acknowledged it and the
        follower read it back, a round trip during which a second pass of the request (a draft
        delivered again, a request handled again) found nothing and answered too."""
        if env in self:
            return False
        record = self._claimed[env.trace_id] = AnsweredRecord(env.created_at, time.time())
        self._requests.pop(env.trace_id, None)  # (a request before it with this trace id)
        self._requests[env.trace_id] = record
        return True

    def in_doubt(self, env: Envelope, answer: bytes) -> None:
        """The claimed answer's delivery failed, which does not mean the broker did not take it:
        a produce that timed out on the client (the broker going away) was often written all the
        same, and the client has it. So the request keeps this answer (`answer`, encoded), and
        meeting it again gives it again, not another one (issue 21: an exact cache hit, rewound
        after its delivery timed out, missed on another replica and got the model's error)."""
        self._claimed.pop(env.trace_id, None)
        self._requests.pop(env.trace_id, None)
        self._requests[env.trace_id] = AnsweredRecord(env.created_at, time.time(), answer)

    def answer_in_doubt(self, env: Envelope) -> bytes | None:
        """The answer to give again for a request answered already, if its delivery is in doubt
        (None: the answer was delivered, or is being published here: nothing to do)."""
        known = self._requests.get(env.trace_id)
        if known is None or known.created_at != env.created_at or known.claim in self._live:
            return None  # (a claim whose pass is publishing here: that pass answers)
        return known.answer

    def expect(self, token: str, decided: asyncio.Future[AnsweredRecord]) -> None:
        """A pass claims with `token`: `decided` gets the request's winning record once the
        follower reads the claim back (the first claim of the request, or its answered record)."""
        self._expected[token] = decided
        self._live.add(token)

    def settled(self, token: str) -> None:
        """The pass of `token` finished (answered, failed or timed out)."""
        self._expected.pop(token, None)
        self._live.discard(token)

    def unclaim(self, env: Envelope) -> None:
        """The local claim of `env` (this replica's, not read from the topic) is dropped: its pass
        gave up, and the request handled again must not be taken for answered."""
        local = self._claimed.get(env.trace_id)
        if local is not None and local.created_at == env.created_at:
            del self._claimed[env.trace_id]
            self._requests.pop(env.trace_id, None)

    def apply(self, key: bytes | None, value: bytes | None) -> None:
        """A record of answered.state (any replica's): remembered until the topic forgets it."""
        if not key:
            return
        trace_id = key.decode("utf-8", "replace")
        record = None
        if value is not None:
            try:
                record = _decoder.decode(value)
            except (msgspec.DecodeError, msgspec.ValidationError) as exc:
                log.warning("answered.state record %r skipped: %s", trace_id, exc)
                return
        known = self._requests.get(trace_id)
        if (record is not None and record.claim is not None and known is not None
                and known.created_at == record.created_at and trace_id not in self._claimed):
            self._decided(record.claim, known)  # a later claim: the first (or the answer) stays
            return
        self._claimed.pop(trace_id, None)
        self._requests.pop(trace_id, None)  # re-inserted last: the dict stays in answer order
        forgotten_before = time.time() - self.retention_s
        if record is not None and record.answered_at >= forgotten_before:  # (the topic keeps a
            self._requests[trace_id] = record                           # segment a while longer)
        if record is not None and record.claim is not None:
            self._decided(record.claim, record)
        self._forget(forgotten_before)

    def _decided(self, token: str, winner: AnsweredRecord) -> None:
        decided = self._expected.pop(token, None)
        if decided is not None and not decided.done():
            decided.set_result(winner)

    def _forget(self, before: float) -> None:
        while self._requests:
            trace_id, oldest = next(iter(self._requests.items()))
            if oldest.answered_at >= before:
                return
            del self._requests[trace_id]
            self._claimed.pop(trace_id, None)
