"""The Helm chart's topics job, configured secured, creates its topics on the real secured broker:
its script, as rendered, run with the job's environment and Kafka's own TopicCommand."""

from __future__ import annotations

import subprocess

import pytest
from confluent_kafka.admin import AdminClient

from dtlib.kafka_config import kafka_config
from dualtrack import chart
from dualtrack.stack import kafka

from .conftest import SecuredBroker

pytestmark = pytest.mark.integration


def test_the_charts_topics_job_creates_its_topics_over_tls_as_its_own_user(
        secured: SecuredBroker) -> None:
    prefix = "helmjob."
    manifests = chart.render([
        "settings.DT_KAFKA_SECURITY_PROTOCOL=SASL_SSL", f"settings.DT_KAFKA_BOOTSTRAP={secured.bootstrap}",
        f"settings.DT_TOPIC_PREFIX={prefix}", f"settings.DT_KAFKA_SSL_CA={secured.ca}",
        f"topics.secrets.DT_KAFKA_SASL_PASSWORD={secured.password('admin')}",
        "topics.list[0].name=requests"])
    docs = chart.documents(manifests)
    container = next(doc for doc in docs if doc["kind"] == "Job")["spec"]["template"]["spec"]["containers"][0]
    secret = next(doc for doc in docs if doc["kind"] == "Secret"
                  and doc["metadata"]["name"] == container["envFrom"][0]["secretRef"]["name"])
    env = {e["name"]: e["value"] for e in container["env"]} | secret["stringData"]
    tool = f"{kafka.java_binary()} -cp '{kafka.libs_dir()}/*' org.apache.kafka.tools.TopicCommand"
    script = container["args"][0].replace("/opt/kafka/bin/kafka-topics.sh", tool)

    done = subprocess.run(["/bin/sh", "-ec", script], env={"PATH": "/usr/bin:/bin"} | env,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]

    admin = AdminClient(kafka_config(secured.settings("admin"), "dualtrack-test"))
    assert f"{prefix}requests" in admin.list_topics(timeout=20).topics
