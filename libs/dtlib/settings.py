"""Settings: every knob is an environment variable with the `DT_` prefix, documented where it is
declared.

`Settings` here is what every process shares (Kafka and its topics, the step runtime, telemetry,
and the few settings several services read); each service extends it with its own
(`services/<name>/settings.py`), and the CLI with the benchmarks' and the local stack's
(`dualtrack/settings.py`). `dualtrack settings` prints them all, grouped by owner; the README's
settings table is generated from the classes (a test keeps it in step).
"""

from __future__ import annotations

import os
import socket
from functools import lru_cache
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

from .secret_files import SecretFilesSource

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
        1_048_576, description="Producer batch size limit in bytes (librdkafka batch.size)."
    )
    producer_request_timeout_ms: int = Field(
        30_000, description="How long a publish may wait for the broker's acknowledgement."
    )
    consumer_fetch_max_wait_ms: int = Field(
        500,
        description="Longest the broker holds a fetch of an empty partition. It answers as soon "
        "as data arrives, so this is not added latency; each idle consumer asks again this "
        "often: at 100 ms the idle consumers of one pipeline cost the broker about 120 ms of CPU "
        "a second, at 500 about 40 (docs/bench/e2e.md). A seek (a rewind) or a partition newly "
        "assigned can wait for the fetch in flight: up to this long.",
    )
    consumer_fetch_min_bytes: int = Field(1, description="Smallest fetch the broker answers.")
    consumer_answered_fetch_min_bytes: int = Field(
        262_144, description="Smallest fetch the broker answers to a step reading records that "
        "were answered already (responses, feedback: the cache learning answers, the learner "
        "storing them; answered.state, unless DT_ANSWER_CLAIM is on). No client waits for these, "
        "so the broker holds them up to DT_CONSUMER_ANSWERED_FETCH_MAX_WAIT_MS and hands many "
        "over at once: one wake-up of the reading replica and one fetch response per batch "
        "instead of per answer."
    )
    consumer_answered_fetch_max_wait_ms: int = Field(
        100, description="Longest the broker holds a fetch of records answered already while "
        "fewer than DT_CONSUMER_ANSWERED_FETCH_MIN_BYTES are there: how late the cache learns "
        "an answer, at most."
    )
    commit_interval_ms: int = Field(
        1000, description="How often a consumer commits the offsets whose outputs the broker has "
        "acknowledged (one request for all its partitions, and never a second while one is "
        "unanswered: a heartbeat waits behind at most one commit), and how often a producer "
        "collects acknowledgements. Longer: fewer commits, less broker work per request, and a "
        "backlog drained sooner after a broker restart (measured: docs/bench/chaos.md); a crash "
        "redelivers up to this much more work."
    )
    step_delivery_timeout_ms: int = Field(
        0, description="How long a step's output may wait for the broker's acknowledgement "
        "before its delivery fails (librdkafka's message.timeout.ms); 0 = until the broker takes "
        "it. A failed delivery makes the step handle its input again, a second pass of the "
        "request: with 30 s, outputs that timed out while the broker restarted had often been "
        "written all the same, and second passes gave requests second, different answers "
        "(docs/bench/chaos.md). The idempotent producer writes each output once however long it "
        "waits. Clients (the gateway, the CLI) use DT_PRODUCER_REQUEST_TIMEOUT_MS."
    )
    consumer_rejoin_timeout_ms: int = Field(
        30_000, description="Longest a consumer may stay out of its group (not a steady member "
        "with its coordinator up) while a broker answers it; then it is closed and a new one "
        "joins in its place (its uncommitted work goes to the partitions' next owner). librdkafka "
        "rejoins a fenced member itself within a heartbeat once it hears of the fence, but a "
        "consumer left without its coordinator after a broker restart heard of it 80-140 s later "
        "and fetched on meanwhile (docs/bench/chaos.md). "
        "Checked on librdkafka's statistics, every DT_CONSUMER_LAG_INTERVAL_MS (5 s if 0); "
        "0 = never replaced."
    )
    consumer_revoke_wait_ms: int = Field(
        5_000, description="Longest a consumer whose partitions move to another replica (a "
        "rebalance, not a fence) waits for the acknowledgement of what it published for them "
        "before it commits and lets them go: an answer published and not yet acknowledged is "
        "then committed, so the next owner does not handle its request again and answer it "
        "differently (issue 21). The partitions are read by nobody meanwhile; a broker that does "
        "not answer costs this long, and then the next owner handles that work again."
    )
    consumer_max_poll_records: int = Field(
        200, description="Most records one poll hands to a subscriber."
    )
    kafka_reconnect_backoff_max_ms: int = Field(
        1_000, description="Longest a client waits before it tries a broker connection again "
        "(librdkafka's `reconnect.backoff.max.ms`; the wait doubles from 100 ms on each failure, "
        "with -25 %..+50 % jitter). librdkafka's 10 s left every client 7-15 s behind a broker that "
        "was back after a restart (docs/bench/chaos.md)."
    )
    consumer_group_protocol: Literal["consumer", "classic"] = Field(
        "consumer", description="Consumer group protocol. `consumer` (KIP-848): the broker assigns "
        "partitions and moves only those that change owner; after a broker restart every member "
        "carries on with its partitions, where `classic` members rejoined and the groups waited "
        "out the old members' sessions (docs/bench/chaos.md). Its session timeout and heartbeat "
        "are the broker's (the local stack sets them from the two settings below)."
    )
    consumer_session_timeout_ms: int = Field(
        10_000, description="Group session timeout: a dead replica's partitions move after this. "
        "Classic protocol: the client's; consumer protocol: the broker's "
        "(`group.consumer.session.timeout.ms`, written by the local stack)."
    )
    consumer_heartbeat_ms: int = Field(
        3_000, description="Group heartbeat interval (consumer protocol: the broker's "
        "`group.consumer.heartbeat.interval.ms`, written by the local stack). librdkafka also "
        "gives a consumer-protocol heartbeat this long to be answered, and it waits behind the "
        "member's offset commit: at 1 s, heartbeats timed out on the broker just restarted and "
        "members were fenced (docs/bench/chaos.md)."
    )
    max_message_bytes: int = Field(
        2_097_152, description="Largest message the producer sends (a 1 MB text fits, to be rejected)."
    )

    # --- Kafka security (every client: services, CLI, benchmarks, admin) -----------------------
    kafka_security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = Field(
        "PLAINTEXT", description="How clients talk to the brokers: SASL_SSL for a managed or "
        "secured cluster (`dualtrack dev up --secure`), PLAINTEXT for an open one on a trusted "
        "network."
    )
    kafka_sasl_mechanism: Literal["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512", "OAUTHBEARER"] = Field(
        "SCRAM-SHA-512", description="SASL mechanism (with a SASL_* protocol). OAUTHBEARER takes "
        "the username and password as the OIDC client id and secret, and "
        "DT_KAFKA_OAUTH_TOKEN_URL."
    )
    kafka_sasl_username: str = Field("", description="SASL user of this process (one per service).")
    kafka_sasl_password: SecretStr = Field(
        SecretStr(""), description="SASL password; or DT_KAFKA_SASL_PASSWORD_FILE names a file "
        "holding it. Never printed."
    )
    kafka_oauth_token_url: str = Field(
        "", description="OIDC token endpoint of the OAUTHBEARER mechanism."
    )
    kafka_ssl_ca: Path | None = Field(
        None, description="CA bundle (PEM) the brokers' certificates are checked against (unset: "
        "the system's CAs)."
    )
    kafka_ssl_cert: Path | None = Field(
        None, description="Client certificate (PEM), where the brokers ask for one (mutual TLS)."
    )
    kafka_ssl_key: Path | None = Field(None, description="Private key (PEM) of the client certificate.")
    kafka_ssl_key_password: SecretStr = Field(
        SecretStr(""), description="Password of an encrypted client key; or "
        "DT_KAFKA_SSL_KEY_PASSWORD_FILE. Never printed."
    )
    kafka_ssl_verify_hostname: bool = Field(
        True, description="Check that a broker's certificate names the host connected to (off only "
        "for brokers reached by an address their certificate does not name)."
    )
    tenant_bindings_file: Path | None = Field(
        None, description="YAML of which tenants each producer principal may use "
        "(`principal: [tenant, ...]`, `*` for any). Set: the entry step refuses a request whose "
        "tenant its signed principal may not use (error TENANT_NOT_ALLOWED and a dead letter), "
        "before the cache sees it. Unset: any tenant is accepted."
    )
    principal_master_key: SecretStr = Field(
        SecretStr(""), description="Key the entry step derives each principal's signing key from, "
        "to check the principal a request names; or DT_PRINCIPAL_MASTER_KEY_FILE. Never printed."
    )
    principal_key: SecretStr = Field(
        SecretStr(""), description="This producer's signing key (`dualtrack principal-key NAME` "
        "derives it from the master key): requests it publishes name its principal "
        "(DT_KAFKA_SASL_USERNAME) with a proof the entry step checks; or DT_PRINCIPAL_KEY_FILE. "
        "Never printed."
    )

    # --- the step runtime ---------------------------------------------------------------------
    uvloop: bool = Field(
        True, description="Run services on uvloop (libuv) instead of asyncio's default event loop: "
        "measured 5-10 % less CPU per message in the lighter services (docs/bench/e2e.md)."
    )
    max_text_chars: int = Field(
        8_000, description="Longest request text accepted; longer requests get error TEXT_TOO_LONG."
    )
    dlq_max_attempts: int = Field(
        3, description="Deliveries of a message that keeps failing before it goes to the DLQ."
    )
    answer_claim: Literal["off", "on"] = Field(
        "off", description="`on`: a step publishes a final answer only after claiming it on "
        "answered.state and reading the request's first claim back; the first claim in the log "
        "wins and every pass publishes the winning answer, identical (runtime/claims.py). Closes "
        "two passes of a request at different steps, or a fenced member not yet told, answering "
        "differently; costs a round trip to the broker per answer (docs/bench/chaos.md)."
    )
    answer_claim_timeout_ms: int = Field(
        5_000, description="Longest a pass waits to read its answer's claim back (DT_ANSWER_CLAIM "
        "on); then its input is handled again (rewound), never answered unclaimed."
    )
    instance: str = Field(
        default_factory=lambda: f"{socket.gethostname()}:{os.getpid()}",
        description="Name of this replica in hops and spans (default host:pid).",
    )
    health_port: int = Field(
        0, description="Port of a service's /health and /ready endpoint (0 = pick a free one)."
    )
    health_host: str = Field(
        "127.0.0.1", description="Address the health endpoint binds (0.0.0.0 where a kubelet or "
        "another container probes it)."
    )
    state_dir: Path = Field(
        REPO_ROOT / ".dt-state",
        description="Data, logs and pid files of the local stack and services.",
    )

    # --- metrics ------------------------------------------------------------------------------
    metrics: bool = Field(
        True, description="Count what each replica does and serve it as Prometheus metrics on the "
        "health port (`/metrics`); off, the counters are no-ops."
    )
    consumer_lag_interval_ms: int = Field(
        5_000, description="How often a consumer reports its partitions' lag (librdkafka "
        "statistics) to `/metrics`; 0 = never."
    )
    metrics_targets_dir: Path | None = Field(
        None, description="Folder where each replica writes its scrape target (a Prometheus "
        "file_sd file) for the local stack's Prometheus; default `<state_dir>/prometheus/targets`."
    )

    @property
    def scrape_targets_dir(self) -> Path:
        return self.metrics_targets_dir or self.state_dir / "prometheus" / "targets"

    # --- telemetry ----------------------------------------------------------------------------
    otlp_endpoint: str = Field(
        "http://127.0.0.1:4318",
        description="OTLP/HTTP endpoint spans are exported to (JSON posted to its /v1/traces).",
    )
    tracing: bool = Field(True, description="Export spans over OTLP (off: spans are not exported).")

    # --- read by several services -------------------------------------------------------------
    rules_dir: Path = Field(
        REPO_ROOT / "rules", description="Folder of YAML rules: global/*.yaml and <tenant>/*.yaml."
    )
    tools_dir: Path = Field(
        REPO_ROOT / "tools", description="Folder of the tool registry's YAML files (tools/*.yaml)."
    )
    sandbox_grpc_target: str = Field(
        "127.0.0.1:50051", description="Where llm, fuser and rules reach the sandbox over gRPC."
    )
    sandbox_deadline_ms: int = Field(300, description="Deadline of one sandbox execution.")
    sandbox_call_timeout_s: float = Field(
        2.0, description="Timeout of one synchronous sandbox call over gRPC (a numeric check of "
        "the fuser, a calculation the model wrote)."
    )
    llm_max_tokens: int = Field(
        256, description="Token limit of one LLM answer; an answer cut off at it is an error, "
        "never shown."
    )
    pg_dsn: str = Field(
        "postgresql://dualtrack@127.0.0.1:5433/dualtrack",
        description="PostgreSQL connection string used by the learner and tests.",
    )
    pg_password: SecretStr = Field(
        SecretStr(""), description="PostgreSQL password, where the DSN names none; or "
        "DT_PG_PASSWORD_FILE. Never printed."
    )
    pg_sslmode: Literal["", "disable", "prefer", "require", "verify-ca", "verify-full"] = Field(
        "", description="TLS to PostgreSQL (libpq's sslmode; empty: the DSN's, else prefer): "
        "verify-full checks the server's certificate against DT_PG_SSL_CA and its host name."
    )
    pg_ssl_ca: Path | None = Field(None, description="CA bundle (PEM) of the PostgreSQL server.")

    @classmethod
    def settings_customise_sources(
        cls, settings_cls: type[BaseSettings], init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource, dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """A secret's `_FILE`, when set, wins over its variable (an empty variable a chart or
        compose file sets must not hide the mounted file)."""
        return (init_settings, SecretFilesSource(settings_cls), env_settings, dotenv_settings,
                file_secret_settings)


S = TypeVar("S", bound=Settings)


@lru_cache(maxsize=None)
def get_settings(kind: type[S] = Settings) -> S:  # type: ignore[assignment]
    """The settings of `kind` (an owner's class) read from the environment once;
    `get_settings.cache_clear()` reads them all again."""
    return kind()
