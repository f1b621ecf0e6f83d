"""The settings of the cache (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class CacheSettings(Settings):
    cache_max_entries: int = Field(
        100_000, description="Cached answers kept per tenant in each cache replica (least "
        "recently used go first)."
    )
    cache_max_bytes: int = Field(
        268_435_456, description="Approximate memory per tenant in each cache replica, vectors "
        "included (least recently used go first)."
    )
    cache_ttl_s: float = Field(
        86_400.0, description="Lifetime of a cached knowledge answer (rules, the model) in seconds."
    )
    cache_ttl_compute_s: float = Field(
        2_592_000.0, description="Lifetime of a cached computation in seconds (its value cannot "
        "change; the bound only frees memory)."
    )
    cache_ttl_live_s: float = Field(
        30.0, description="Lifetime of a cached live answer (now, today, prices, weather, status) "
        "in seconds; live answers are reused only by exact repeats."
    )
    cache_semantic: bool = Field(
        True, description="Answer paraphrases of cached questions (off: exact repeats only)."
    )
    cache_max_error: float = Field(
        0.01, gt=0, lt=1, description="The share of paraphrase hits allowed to be wrong: the "
        "threshold (on a knowledge answer's match score, on a computation's similarity) is learned "
        "from the tenant's own evidence so that wrong hits stay under it at `DT_CACHE_CONFIDENCE` "
        "(services/cache/bound.py)."
    )
    cache_confidence: float = Field(
        0.9, gt=0, lt=1, description="Confidence of the error bound: a threshold is learned only "
        "where the evidence would have been this unlikely were the wrong-hit rate above "
        "`DT_CACHE_MAX_ERROR`."
    )
    cache_rival_margin: float = Field(
        0.01, ge=0, description="An answer serves only above the highest similarity at which a "
        "disagreeing shadow check (and, for a computation or a knowledge answer whose base is not "
        "certified yet, a question with another answer) was seen, plus this."
    )
    cache_threshold_knowledge: float = Field(
        1.0, description="The similarity a knowledge answer starts at, and keeps while its "
        "tenant's evidence is too thin to certify a threshold within `DT_CACHE_MAX_ERROR`: 1.0 "
        "serves no paraphrase until the evidence does (`dualtrack bench cache`)."
    )
    cache_threshold_compute: float = Field(
        0.79, description="The similarity a computation (every number and operator agreeing) "
        "starts at, and keeps while the evidence is too thin (`dualtrack bench cache`)."
    )
    cache_sure_match: float = Field(
        0.98, description="Similarity from which a hit is served without the second look (the "
        "word checks of services/cache/verify.py run between an answer's threshold and this; above it, "
        "only opposite questions are refused)."
    )
    cache_shadow_rate: float = Field(
        0.05, ge=0, le=1, description="Share of semantic hits also sent the slow way in the "
        "background; an answer that disagrees raises the threshold of the cached one."
    )
    cache_recheck: bool = Field(
        True, description="Compute a cached computation again on the sandbox before serving it, "
        "unless it was computed by the sandbox's current operation code (services/cache/recheck.py). "
        "Off (for measurement only): every cached computation is served as stored."
    )
    cache_sandbox_code_ttl_s: float = Field(
        10.0, ge=0, description="How long the cache trusts the sandbox code version it last saw "
        "(on a recent request's sandbox result passing by, or a recheck's answer): within it, a "
        "hit on a computation that code computed is served without the recheck (recheck.py)."
    )
    cache_held_similarity: float = Field(
        0.9, ge=0, le=1, description="On a miss, the nearest comparable entry (same numbers, "
        "dates, units, operators, context and language) at or above this similarity travels on "
        "the request as what the cache holds; a rule's answer or a sandbox value that contradicts "
        "it goes slow (dtlib.conflict). 1: never."
    )
    cache_ann_min_vectors: int = Field(
        4096, description="Vectors of comparable entries above which the cache searches an HNSW "
        "index (usearch) instead of exact numpy (`dualtrack bench cache`)."
    )
    cache_context_ignored_keys: str = Field(
        "", description="Comma-separated context keys that never change an answer; every other "
        "key separates cache entries."
    )
    cache_personal_context_keys: str = Field(
        "user,user_id,account,account_id,customer_id,session_id,email,phone",
        description="Comma-separated context keys that make an answer personal: it is never "
        "cached nor shared.",
    )
    cache_embed_threads: int = Field(1, description="BLAS threads of the cache's embedding model.")
    cache_demonstration_answers: bool = Field(
        False, description="Also cache answers written by the embedded demonstration model "
        "(SmolLM2, `DT_LLM_BACKEND=local`; `provenance.demonstration`); off: they are served "
        "but not remembered. Either way an answer is kept only when its numbers are verified "
        "or it states none."
    )
