"""A secured broker of these tests' own (`python -m dualtrack.stack up --secure kafka`): its own
state folder and ports, so the open stack the other integration tests share is neither needed nor
touched."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from dtlib.settings import Settings
from dtlib.topics import topic_specs


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass(frozen=True)
class SecuredBroker:
    bootstrap: str
    plain_bootstrap: str  # the listener without TLS or SASL, where User:ANONYMOUS has no ACL
    folder: Path  # <state_dir>/kafka-secure
    prefix: str

    def password(self, user: str) -> str:
        return (self.folder / "users" / f"{user}.password").read_text().strip()

    @property
    def ca(self) -> Path:
        return self.folder / "tls" / "ca.pem"

    def settings(self, user: str, kind: type[Settings] = Settings, **overrides: Any) -> Any:
        """Settings of a process connecting as `user` (its password given, or overridden)."""
        values: dict[str, Any] = dict(
            kafka_bootstrap=self.bootstrap, topic_prefix=self.prefix, tracing=False,
            commit_interval_ms=20, kafka_security_protocol="SASL_SSL",
            kafka_sasl_mechanism="SCRAM-SHA-512", kafka_sasl_username=user, kafka_ssl_ca=self.ca)
        if "kafka_sasl_password" not in overrides:
            values["kafka_sasl_password"] = self.password(user)
        return kind(**(values | overrides))


@pytest.fixture(scope="session")
def real_stack() -> Iterator[None]:
    """These tests need no open stack: their broker is their own."""
    yield


@pytest.fixture(scope="session")
def secured(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SecuredBroker]:
    state = tmp_path_factory.mktemp("secured-stack")
    bootstrap = f"127.0.0.1:{_free_port()}"
    env = os.environ | {"DT_STATE_DIR": str(state), "DT_KAFKA_BOOTSTRAP": bootstrap,
                        "DT_KAFKA_CONTROLLER_PORT": str(_free_port()),
                        "DT_KAFKA_PLAIN_PORT": str(_free_port()), "DT_KAFKA_HEAP": "256m"}
    for variable in [v for v in env if v.startswith("DT_KAFKA_S") or v.startswith("DT_PRINCIPAL")]:
        env.pop(variable)  # the stack connects as its own operator
    stack = [sys.executable, "-m", "dualtrack.stack"]
    up = subprocess.run([*stack, "up", "--secure", "kafka"], env=env, capture_output=True,
                        text=True, timeout=300)
    assert up.returncode == 0, up.stdout[-3000:] + up.stderr[-3000:]
    try:
        yield SecuredBroker(bootstrap, f"127.0.0.1:{env['DT_KAFKA_PLAIN_PORT']}",
                            state / "kafka-secure", env["DT_TOPIC_PREFIX"])
    finally:
        subprocess.run([*stack, "down", "kafka"], env=env, capture_output=True, timeout=180)


def topics_of(broker: SecuredBroker) -> list[str]:
    return [spec.name for spec in topic_specs(broker.prefix)]
