"""The CLI's own settings (benchmarks, the local stack), and every owner's settings together.

`OWNERS` lists each class with the settings it declares, as `dualtrack settings` prints them.
`AllSettings` has every setting: for code that runs several services in one process (benchmarks,
test harnesses).
"""

from __future__ import annotations

from pathlib import Path

from pydantic import Field

from dtlib.settings import REPO_ROOT, Settings
from services.cache.settings import CacheSettings
from services.classifier.settings import ClassifierSettings
from services.fuser.settings import FuserSettings
from services.gateway.settings import GatewaySettings
from services.learner.settings import LearnerSettings
from services.llm.settings import LlmSettings
from services.rules.settings import RulesSettings
from services.sandbox.settings import SandboxSettings
from services.tools.settings import ToolsSettings


class BenchSettings(Settings):
    """`dualtrack bench ...` and `dualtrack chaos`."""

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
        description="Folder of the benchmark data that is not in the repository (clinc150/, banking77/, "
        "mawps/): the workload's FAQ intents, classifier training, the parse corpus. Without it a "
        "small built-in set of intents is used and what needs it says so.",
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


class StackSettings(Settings):
    """The local stack (`dualtrack dev`, `dualtrack.stack`): Kafka, PostgreSQL, Jaeger."""

    cache_dir: Path = Field(
        Path.home() / ".cache" / "dualtrack",
        description="Downloads kept between runs: Kafka jars, the Jaeger and Prometheus binaries.",
    )
    kafka_controller_port: int = Field(9093, description="KRaft controller port.")
    kafka_plain_port: int = Field(
        9094, description="The secured broker's loopback listener without TLS or SASL, where an "
        "unauthenticated client may do nothing unless an ACL for User:ANONYMOUS allows it "
        "(`bench chain --secure` allows its own topics while it runs, to compare)."
    )
    kafka_heap: str = Field("512m", description="Broker JVM heap (-Xmx).")
    kafka_start_timeout_s: float = Field(
        300.0, description="How long `dev up` waits for a started broker to answer. It loads, "
        "recovers and leads every partition first: seconds on a fresh broker, minutes with "
        "thousands of partitions on a loaded machine (the wait shows how many)."
    )
    pg_port: int = Field(5433, description="PostgreSQL port of the local stack.")
    jaeger_query_url: str = Field(
        "http://127.0.0.1:16686", description="Jaeger UI and query API base URL."
    )
    prometheus_url: str = Field(
        "http://127.0.0.1:9090", description="Prometheus of the local stack (it scrapes every "
        "replica; `dualtrack top` reads it)."
    )


class AllSettings(GatewaySettings, CacheSettings, RulesSettings, ClassifierSettings, SandboxSettings,
                  LlmSettings, ToolsSettings, FuserSettings, LearnerSettings, BenchSettings, StackSettings):
    """Every setting of every owner."""


# (owner, its class), in the order `dualtrack settings` prints them
OWNERS: list[tuple[str, type[Settings]]] = [
    ("shared", Settings),
    ("gateway", GatewaySettings),
    ("cache", CacheSettings),
    ("rules", RulesSettings),
    ("classifier", ClassifierSettings),
    ("sandbox", SandboxSettings),
    ("llm", LlmSettings),
    ("tools", ToolsSettings),
    ("fuser", FuserSettings),
    ("learner", LearnerSettings),
    ("benchmarks", BenchSettings),
    ("local stack", StackSettings),
]


def declared(kind: type[Settings]) -> list[str]:
    """The settings `kind` declares itself (not those it inherits), in declaration order."""
    inherited = set().union(*(base.model_fields for base in kind.__mro__[1:]
                              if isinstance(base, type) and issubclass(base, Settings)))
    return [name for name in kind.model_fields if kind is Settings or name not in inherited]
