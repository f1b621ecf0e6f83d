"""Render the Helm chart (infra/helm/dualtrack) and check it: every manifest against its schema
(kubeconform, with the schemas in infra/helm/schemas: no network), and the Deployments, KEDA
triggers and settings against the topology the services declare.

`helm` and `kubeconform` are built with Go from infra/helm/tools/go.mod (pinned versions, declared
as tools), as Jaeger is: once per go.mod/go.sum, into `<cache_dir>/bin/<tool>-<digest>`.

    dualtrack chart [--set settings.DT_TOPIC_PARTITIONS=12]   # render, validate, check
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import yaml
from dtlib.settings import REPO_ROOT, Settings, get_settings
from dtlib.topics import consumer_group, topic_name, topic_specs

from . import helm, topology
from .settings import StackSettings
from .stack.common import StackError, console, go_command, progress

CHART_DIR = REPO_ROOT / "infra" / "helm" / "dualtrack"
TOOLS_DIR = REPO_ROOT / "infra" / "helm" / "tools"
SCHEMA_LOCATION = str(REPO_ROOT / "infra" / "helm" / "schemas"
                      / "{{ .ResourceKind }}{{ .KindSuffix }}.json")
TOOLS = {"helm": "helm.sh/helm/v4/cmd/helm",
         "kubeconform": "github.com/yannh/kubeconform/cmd/kubeconform"}
RELEASE = "dualtrack"
BUILD_TIMEOUT_S = 3600


def _digest() -> str:
    h = hashlib.sha256()
    for name in ("go.mod", "go.sum"):
        h.update((TOOLS_DIR / name).read_bytes())
    return h.hexdigest()[:16]


def binary(tool: str) -> Path:
    return Path(get_settings(StackSettings).cache_dir) / "bin" / f"{tool}-{_digest()}"


def build() -> dict[str, Path]:
    """helm and kubeconform, built now unless they already are."""
    paths = {tool: binary(tool) for tool in TOOLS}
    if all(path.exists() for path in paths.values()):
        return paths
    go = go_command("chart", "helm and kubeconform")
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="dt-chart-tools-") as out, progress(
            "[bold]chart[/]: building helm and kubeconform with Go (first time only)"):
        done = subprocess.run([go, "build", "-o", out + "/", *TOOLS.values()], cwd=TOOLS_DIR,
                              env=os.environ | {"GOFLAGS": "-mod=mod"}, capture_output=True,
                              text=True, timeout=BUILD_TIMEOUT_S)
        if done.returncode != 0:
            raise StackError("chart", f"go build failed (exit {done.returncode})",
                             log_tail=done.stderr[-3000:])
        for tool, path in paths.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            os.replace(Path(out) / tool, path)  # only a whole binary is ever found
    console.print(f"[green]✓[/] chart: built helm and kubeconform in "
                  f"{time.monotonic() - started:.0f}s")
    return paths


def render(sets: list[str] = ()) -> str:
    """`helm template` of the chart, with `--set` overrides; the manifests as YAML text."""
    args = [str(build()["helm"]), "template", RELEASE, str(CHART_DIR)]
    for item in sets:
        args += ["--set", item]
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(f"helm template failed: {done.stderr.strip()}")
    return done.stdout


@dataclass
class Validation:
    """kubeconform's summary of one rendering."""

    valid: int
    invalid: int
    errors: int
    skipped: int
    messages: list[str]

    @property
    def ok(self) -> bool:
        return self.invalid == self.errors == self.skipped == 0 and self.valid > 0


def validate(manifests: str) -> Validation:
    """Every manifest against its strict schema; a kind without a schema is an error."""
    done = subprocess.run(
        [str(build()["kubeconform"]), "-strict", "-summary", "-output", "json",
         "-schema-location", SCHEMA_LOCATION, "-"],
        input=manifests, capture_output=True, text=True)
    report = json.loads(done.stdout)
    summary = report["summary"]
    messages = [f"{r['kind']} {r['name']}: {r['status']}: {r.get('msg', '')}"
                for r in report.get("resources", []) if r["status"] != "statusValid"]
    return Validation(summary["valid"], summary["invalid"], summary["errors"], summary["skipped"],
                      messages)


def documents(manifests: str) -> list[dict]:
    return [doc for doc in yaml.safe_load_all(manifests) if doc]


def _by_kind(docs: list[dict], kind: str) -> dict[str, dict]:
    return {doc["metadata"]["name"]: doc for doc in docs if doc["kind"] == kind}


def variables(docs: list[dict], deployment: dict) -> set[str]:
    """Every environment variable the Deployment's container gets: its env and its envFrom."""
    maps, secrets = _by_kind(docs, "ConfigMap"), _by_kind(docs, "Secret")
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    names = {item["name"] for item in container.get("env", [])}
    for source in container.get("envFrom", []):
        if "configMapRef" in source:
            names |= set(maps.get(source["configMapRef"]["name"], {}).get("data") or {})
        if "secretRef" in source:
            names |= set(secrets.get(source["secretRef"]["name"], {}).get("stringData") or {})
    return names


def problems(docs: list[dict]) -> list[str]:
    """What the rendered chart lacks or gets wrong against the services' steps: a Deployment per
    service running it, every setting of its settings class, a ScaledObject with one Kafka
    trigger per consumed topic on the service's consumer group and no more replicas than the
    topics have partitions, and a job creating every topic. The topic prefix and partitions are
    those the chart sets."""
    deployments, scalers = _by_kind(docs, "Deployment"), _by_kind(docs, "ScaledObject")
    defaults = Settings.model_construct()
    chosen = next(iter(_by_kind(docs, "ConfigMap").values()), {}).get("data") or {}
    prefix = chosen.get("DT_TOPIC_PREFIX", defaults.topic_prefix)
    partitions = int(chosen.get("DT_TOPIC_PARTITIONS", defaults.topic_partitions))
    found = []
    for step in topology.steps():
        name = f"{RELEASE}-{step.name}"
        deployment = deployments.get(name)
        if deployment is None:
            found.append(f"{step.name}: no Deployment {name}")
            continue
        command = deployment["spec"]["template"]["spec"]["containers"][0].get("command", [])
        if command[-1:] != [step.name]:
            found.append(f"{step.name}: its Deployment runs {command}")
        wanted = {f"DT_{setting.upper()}" for setting in helm.settings_class(step.name).model_fields}
        missing = wanted - variables(docs, deployment) - left_unset(step.name)
        found += [f"{step.name}: setting {variable} is not in its environment"
                  for variable in sorted(missing)]
        scaler = scalers.get(name)
        if scaler is None:
            found.append(f"{step.name}: no ScaledObject {name}")
            continue
        triggers = {(t["metadata"].get("topic"), t["metadata"].get("consumerGroup"))
                    for t in scaler["spec"]["triggers"] if t["type"] == "kafka"}
        expected = {(topic_name(t, prefix), consumer_group(step.name, t, prefix))
                    for t in step.consumes}
        found += [f"{step.name}: no lag trigger on {topic} (group {group})"
                  for topic, group in sorted(expected - triggers)]
        found += [f"{step.name}: a lag trigger on {topic} (group {group}), which it does not consume"
                  for topic, group in sorted(triggers - expected)]
        if step.consumes and scaler["spec"]["maxReplicaCount"] > partitions:
            found.append(f"{step.name}: up to {scaler['spec']['maxReplicaCount']} replicas, but "
                         f"its topics have {partitions} partitions")
    return found + _topic_problems(docs, prefix, partitions)


def _topic_problems(docs: list[dict], prefix: str, partitions: int) -> list[str]:
    """The topics job creates every topic of dtlib.topics with its partitions and config."""
    jobs = [doc for doc in docs if doc["kind"] == "Job"]
    script = "\n".join(arg for job in jobs
                       for arg in job["spec"]["template"]["spec"]["containers"][0]["args"])
    found = []
    for spec in topic_specs(prefix, partitions, Settings.model_construct()):
        line = next((line for line in script.splitlines() if line.split()[-1:] == [spec.name]
                     or f"--topic {spec.name} " in line), None)
        if line is None:
            found.append(f"topic {spec.name} is not created")
            continue
        wanted = [f"--partitions {partitions}"] + [f"--config {k}={v}" for k, v in spec.config.items()]
        found += [f"topic {spec.name} is created without {option}" for option in wanted
                  if option not in line]
    return found


def left_unset(service: str) -> set[str]:
    """The service's settings whose default stays in place (null in values.yaml)."""
    values = helm.values()
    own = values["services"][service]
    return {variable for part in (values["settings"], values["secrets"], own["settings"],
                                  own["secrets"])
            for variable, value in part.items() if value is None}
