"""Which answers may be cached, for how long, and whether a paraphrase may reuse them.

Decided from the envelope of a finished answer (the `responses` topic), in this order:

| category | when | lifetime | semantic reuse |
|---|---|---|---|
| not cached | no answer, status uncertain/error, empty text, a cache hit, an incomplete answer (sandbox not ok, a claim found wrong, a draft cut at the token limit), a number not verified, the demonstration model's answer (provenance.py) | — | — |
| personal | the context holds a personal key (`DT_CACHE_PERSONAL_CONTEXT_KEYS`: user, account, …) | never cached, never shared | — |
| live | the request names a moment (now, today, tomorrow, next Monday, 现在, 明天 …), asks for something that changes by the minute (weather, price, status, 天气, 股价 …), or perception says `lookup` | seconds (`DT_CACHE_TTL_LIVE_S`) | no: exact repeats only |
| compute | a typed task (`env.task`), a sandbox result, or perception says `compute` | long (`DT_CACHE_TTL_COMPUTE_S`): the value cannot change | yes, above its threshold |
| knowledge | every other complete answer (rules, the model) | a day (`DT_CACHE_TTL_S`) | yes, above its threshold |

Context keys other than personal ones are part of the key (they separate entries); keys listed
in `DT_CACHE_CONTEXT_IGNORED_KEYS` are left out of it.
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache

from dtlib.envelope import Envelope

from .provenance import unkept_reason
from .settings import CacheSettings
from .signature import Signature


class Category(str, Enum):
    LIVE = "live"
    COMPUTE = "compute"
    KNOWLEDGE = "knowledge"
    PERSONAL = "personal"


# Words of things that change by the minute. A request with one is answered only by an exact
# repeat within seconds: "bitcoin price" must not be served a neighbour's older price.
_LIVE_WORDS = re.compile(
    r"(?<![a-z])(?:now|current(?:ly)?|latest|live|real[- ]time|status|weather|forecast|price|"
    r"prices|stock|stocks|exchange rate|traffic|score|queue|open right now|outage|uptime)(?![a-z])"
    r"|现在|当前|目前|最新|实时|状态|天气|预报|股价|价格|汇率|路况|比分|排队|行情"
)


def is_live_text(text: str, signature: Signature) -> bool:
    """The request is about a moment: a relative day or a live word."""
    return any(token.startswith("r:") for token in signature) or bool(
        _LIVE_WORDS.search(text.casefold()))


@lru_cache(maxsize=64)
def context_keys(value: str) -> frozenset[str]:
    """The keys named in a comma-separated setting (parsed once per setting value: every
    lookup and every response reads two of them)."""
    return frozenset(k.strip().casefold() for k in value.split(",") if k.strip())


def is_personal(env: Envelope, settings: CacheSettings) -> bool:
    personal = context_keys(settings.cache_personal_context_keys)
    return any(key.casefold() in personal for key in env.context)


def not_cacheable_reason(env: Envelope, settings: CacheSettings) -> str | None:
    """Why this answer must not be reused, or None when it may be."""
    answer = env.answer
    if answer is None:
        return "no-answer"
    if answer.status != "ok":
        return f"status-{answer.status}"
    if not answer.text.strip():
        return "empty"
    decided_by = env.route.decided_by
    if not decided_by or decided_by.startswith("cache."):
        return "cache-hit" if decided_by else "no-route"
    sandbox = env.results.sandbox
    if sandbox is not None and sandbox.status != "ok":
        return "incomplete-sandbox"
    draft = env.results.draft
    if draft is not None:
        if any(claim.correct is False for claim in draft.claims):
            return "incomplete-wrong-claim"
        reason = getattr(draft, "finish_reason", "")
        cut = reason == "length" or (  # without a reason, a draft at the limit may be cut
            not reason and draft.completion_tokens >= settings.llm_max_tokens > 0)
        if cut:
            return "incomplete-truncated"
    return unkept_reason(answer, settings)


def categorise(env: Envelope, signature: Signature, settings: CacheSettings) -> Category | None:
    """The answer's category, or None when it must not be cached at all."""
    if not_cacheable_reason(env, settings) is not None:
        return None
    if is_personal(env, settings):
        return Category.PERSONAL
    if is_live_text(env.text, signature) or env.perception.task_type == "lookup":
        return Category.LIVE
    if env.task is not None or env.results.sandbox is not None or \
            env.perception.task_type == "compute":
        return Category.COMPUTE
    return Category.KNOWLEDGE


def ttl_s(category: Category, settings: CacheSettings) -> float:
    return {Category.LIVE: settings.cache_ttl_live_s,
            Category.COMPUTE: settings.cache_ttl_compute_s,
            Category.KNOWLEDGE: settings.cache_ttl_s}.get(category, 0.0)


def semantic_threshold(category: str, settings: CacheSettings) -> float | None:
    """Least similarity for a paraphrase to reuse an answer of this category; None: never."""
    if category == Category.COMPUTE:
        return settings.cache_threshold_compute
    if category == Category.KNOWLEDGE:
        return settings.cache_threshold_knowledge
    return None
