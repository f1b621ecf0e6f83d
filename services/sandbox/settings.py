"""The settings of the sandbox (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class SandboxSettings(Settings):
    sandbox_grpc_port: int = Field(50051, description="Port of the sandbox's gRPC Execute service.")
    sandbox_grpc_host: str = Field(
        "127.0.0.1", description="Address the sandbox's gRPC server binds (0.0.0.0 in containers)."
    )
    sandbox_workers: int = Field(2, description="Pre-started worker processes per sandbox replica.")
    sandbox_inline: bool = Field(
        True, description="Compute tasks whose shape bounds their cost to microseconds (short "
        "+ - * / % expressions, with sqrt abs round floor ceil min max sum mean median on literals; "
        "percentages, dates, square roots, is_prime below 2^64: "
        "services/sandbox/inline.py) on the Kafka step's consumer thread with the workers' code; "
        "false: every task goes to a worker process.")
