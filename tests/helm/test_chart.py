"""The Helm chart renders, every manifest is valid Kubernetes (and KEDA), and it deploys what the
services' steps declare: a missing service, topic or setting fails here.

helm and kubeconform are built with Go before the first test (tests/conftest.py), from the
versions pinned in infra/helm/tools/go.mod; validation uses the schemas in infra/helm/schemas.
"""

from __future__ import annotations

import pytest

from dtlib.topics import consumer_group, topic_name, topic_specs
from dualtrack import chart, topology


@pytest.fixture(scope="module")
def default_docs() -> list[dict]:
    return chart.documents(chart.render())


def test_every_manifest_is_valid() -> None:
    result = chart.validate(chart.render())
    assert result.ok, result.messages
    kinds = {doc["kind"] for doc in chart.documents(chart.render())}
    assert kinds == {"ConfigMap", "Secret", "Deployment", "ScaledObject", "Service", "Job"}  # no CronJob: drift is off


def test_the_chart_deploys_every_step(default_docs: list[dict]) -> None:
    assert chart.problems(default_docs) == []
    names = {doc["metadata"]["name"] for doc in default_docs if doc["kind"] == "Deployment"}
    assert names == {f"dualtrack-{name}" for name in topology.SERVICES}


def test_each_service_scales_on_its_own_consumer_groups(default_docs: list[dict]) -> None:
    scaler = next(doc for doc in default_docs if doc["kind"] == "ScaledObject"
                  and doc["metadata"]["name"] == "dualtrack-cache")
    groups = {t["metadata"]["consumerGroup"] for t in scaler["spec"]["triggers"]}
    assert groups == {consumer_group("cache", t, "dt.") for t in topology.step("cache").consumes}
    assert scaler["spec"]["maxReplicaCount"] == 6  # the topics' partitions
    assert scaler["spec"]["scaleTargetRef"]["name"] == "dualtrack-cache"


def test_prefix_and_partitions_follow_the_settings() -> None:
    docs = chart.documents(chart.render(["settings.DT_TOPIC_PREFIX=prod.",
                                         "settings.DT_TOPIC_PARTITIONS=3"]))
    assert chart.problems(docs) == []
    consuming = {f"dualtrack-{s.name}" for s in topology.steps() if s.consumes}
    scalers = [doc for doc in docs if doc["kind"] == "ScaledObject"
               and doc["metadata"]["name"] in consuming]
    assert {s["spec"]["maxReplicaCount"] for s in scalers} == {3}
    topics = {t["metadata"]["topic"] for s in scalers for t in s["spec"]["triggers"]}
    assert topic_name(topology.step("rules").consumes[0], "prod.") in topics


def test_the_topics_job_connects_to_a_secured_cluster_as_the_services_do() -> None:
    manifests = chart.render(["settings.DT_KAFKA_SECURITY_PROTOCOL=SASL_SSL",
                              "settings.DT_KAFKA_SSL_CA=/etc/dualtrack/kafka-tls/ca.pem",
                              "kafkaTls.secretName=kafka-ca",
                              "topics.secrets.DT_KAFKA_SASL_PASSWORD=topics-password"])
    result = chart.validate(manifests)
    assert result.ok, result.messages
    docs = chart.documents(manifests)
    job = next(doc for doc in docs if doc["kind"] == "Job")
    pod = job["spec"]["template"]["spec"]
    container = pod["containers"][0]
    env = {e["name"]: e["value"] for e in container["env"]}
    assert env["DT_KAFKA_SECURITY_PROTOCOL"] == "SASL_SSL"
    assert env["DT_KAFKA_SASL_MECHANISM"] == "SCRAM-SHA-512" and env["DT_KAFKA_SASL_USERNAME"] == "admin"
    assert env["DT_KAFKA_SSL_CA"] == "/etc/dualtrack/kafka-tls/ca.pem"
    assert "DT_KAFKA_SASL_PASSWORD" not in env  # only in a Secret
    secret_name = container["envFrom"][0]["secretRef"]["name"]
    secret = next(doc for doc in docs if doc["kind"] == "Secret" and doc["metadata"]["name"] == secret_name)
    assert secret["stringData"]["DT_KAFKA_SASL_PASSWORD"] == "topics-password"
    assert int(secret["metadata"]["annotations"]["helm.sh/hook-weight"]) < 0  # made before the job
    assert container["volumeMounts"][0]["mountPath"] == "/etc/dualtrack/kafka-tls"
    assert pod["volumes"][0]["secret"]["secretName"] == "kafka-ca"
    script = container["args"][0]
    assert "ssl.truststore.location=${DT_KAFKA_SSL_CA}" in script
    creates = [line for line in script.splitlines() if "kafka-topics.sh" in line]
    assert len(creates) == len(topic_specs("dt."))
    assert all("--command-config /tmp/client.properties" in line for line in creates)


def test_the_topics_job_of_an_open_cluster_needs_no_credentials(default_docs: list[dict]) -> None:
    job = next(doc for doc in default_docs if doc["kind"] == "Job")
    container = job["spec"]["template"]["spec"]["containers"][0]
    assert "env" not in container and "--command-config" not in container["args"][0]
    assert not any(doc["kind"] == "Secret" and doc["metadata"]["name"] == job["metadata"]["name"]
                   for doc in default_docs)


def test_the_gateway_scales_on_cpu_behind_a_service(default_docs: list[dict]) -> None:
    scaler = next(doc for doc in default_docs if doc["kind"] == "ScaledObject"
                  and doc["metadata"]["name"] == "dualtrack-gateway")
    assert [t["type"] for t in scaler["spec"]["triggers"]] == ["cpu"]
    service = next(doc for doc in default_docs if doc["kind"] == "Service"
                   and doc["metadata"]["name"] == "dualtrack-gateway")
    assert service["spec"]["ports"][0]["port"] == 8090
    config = next(doc for doc in default_docs if doc["kind"] == "ConfigMap"
                  and doc["metadata"]["name"] == "dualtrack-gateway")
    assert config["data"]["DT_GATEWAY_HOST"] == "0.0.0.0"


def test_replicas_never_exceed_the_partitions() -> None:
    docs = chart.documents(chart.render(["services.llm.maxReplicas=40"]))
    llm = next(doc for doc in docs if doc["kind"] == "ScaledObject"
               and doc["metadata"]["name"] == "dualtrack-llm")
    assert llm["spec"]["maxReplicaCount"] == 6


@pytest.mark.parametrize(("override", "problem"), [
    ("services.rules=null", "rules: no Deployment dualtrack-rules"),
    ("settings.DT_MAX_TEXT_CHARS=null", "setting DT_MAX_TEXT_CHARS is not in its environment"),
    ("services.llm.settings.DT_LLM_TIMEOUT_S=null", "llm: setting DT_LLM_TIMEOUT_S"),
    ("services.fuser.consumes={sandbox.results}", "fuser: no lag trigger on dt.llm.drafts"),
    ("topics.list[0].name=other", "topic dt.requests is not created"),
])
def test_a_missing_service_topic_or_setting_is_found(override: str, problem: str) -> None:
    found = chart.problems(chart.documents(chart.render([override])))
    assert any(problem in line for line in found), found


def test_the_drift_monitor_runs_on_a_schedule_once_turned_on(default_docs: list[dict]) -> None:
    assert not [doc for doc in default_docs if doc["kind"] == "CronJob"]  # off by default
    manifests = chart.render(["drift.enabled=true", "drift.schedule=*/30 * * * *"])
    result = chart.validate(manifests)
    assert result.ok, result.messages
    cron = next(doc for doc in chart.documents(manifests) if doc["kind"] == "CronJob")
    assert cron["spec"]["schedule"] == "*/30 * * * *"
    assert cron["spec"]["concurrencyPolicy"] == "Forbid"  # never two judges at once
    container = cron["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]
    assert container["command"] == ["dualtrack", "drift"]
    sources = [ref.get("configMapRef", ref.get("secretRef"))["name"] for ref in container["envFrom"]]
    # the judge's backend settings, then the learner's (its database and the Kafka user that may
    # publish rules.state and trust.state) winning where both set a variable
    assert sources == ["dualtrack-llm", "dualtrack-llm", "dualtrack-learner", "dualtrack-learner"]
