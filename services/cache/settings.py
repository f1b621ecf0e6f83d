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
    cache_threshold_knowledge: float = Field(
        0.84, description="Least cosine similarity for a paraphrase to reuse a knowledge answer "
        "(chosen with `dualtrack bench cache`)."
    )
    cache_threshold_compute: float = Field(
        0.79, description="Least cosine similarity for a paraphrase to reuse a computation whose "
        "numbers and operators all agree (chosen with `dualtrack bench cache`)."
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
