"""The JSON schemas kubeconform validates the Helm chart's manifests with, kept in the repository
(`infra/helm/schemas/`) so validation needs no network.

Generated from two pinned Go modules fetched with `go mod download`: Kubernetes' OpenAPI document
(`k8s.io/kubernetes`, api/openapi-spec/swagger.json) for the built-in kinds the chart renders, and
KEDA's CustomResourceDefinition (`github.com/kedacore/keda/v2`, config/crd/bases) for
`ScaledObject`. Strict: an object that lists its properties accepts no others, so a misspelt field
fails validation instead of being ignored by the API server.

    python -m dualtrack.kube_schemas      # rewrite infra/helm/schemas/ (needs Go)
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import yaml
from dtlib.settings import REPO_ROOT

SCHEMA_DIR = REPO_ROOT / "infra" / "helm" / "schemas"
# kubeconform's -schema-location for the files written here
SCHEMA_LOCATION = str(SCHEMA_DIR / "{{ .ResourceKind }}{{ .KindSuffix }}.json")

KUBERNETES_MODULE = "k8s.io/kubernetes@v1.37.2"
KEDA_MODULE = "github.com/kedacore/keda/v2@v2.21.0"

# file name (kubeconform's kind + suffix) -> definition in Kubernetes' OpenAPI document
BUILTIN_KINDS = {
    "deployment-apps-v1": "io.k8s.api.apps.v1.Deployment",
    "service-v1": "io.k8s.api.core.v1.Service",
    "configmap-v1": "io.k8s.api.core.v1.ConfigMap",
    "secret-v1": "io.k8s.api.core.v1.Secret",
    "job-batch-v1": "io.k8s.api.batch.v1.Job",
    "cronjob-batch-v1": "io.k8s.api.batch.v1.CronJob",
}
KEDA_KINDS = {"scaledobject-keda-v1alpha1": ("keda.sh_scaledobjects.yaml", "v1alpha1")}

# Kubernetes types written as strings in the OpenAPI document whose YAML may be a number too.
_STRING_OR_NUMBER = {
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString": {"oneOf": [{"type": "string"},
                                                                    {"type": "integer"}]},
    "io.k8s.apimachinery.pkg.api.resource.Quantity": {"oneOf": [{"type": "string"},
                                                                  {"type": "number"}]},
}
_REF = "#/definitions/"


def module_dir(module: str) -> Path:
    """The module's folder in Go's module cache, downloaded if it is not there yet."""
    out = subprocess.run(["go", "mod", "download", "-json", module], check=True,
                         capture_output=True, text=True).stdout
    return Path(json.loads(out)["Dir"])


def _strict(node: object) -> object:
    """A copy where every object schema that lists properties forbids others."""
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _strict(value) for key, value in node.items()}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


def _refs(node: object) -> set[str]:
    if isinstance(node, list):
        return set().union(*(_refs(item) for item in node)) if node else set()
    if not isinstance(node, dict):
        return set()
    found = {node["$ref"][len(_REF):]} if isinstance(node.get("$ref"), str) else set()
    return found.union(*(_refs(value) for value in node.values()))


def builtin_schema(definitions: dict, root: str) -> dict:
    """The `root` definition with every definition it reaches, as one standalone schema."""
    needed, pending = {}, [root]
    while pending:
        name = pending.pop()
        if name in needed:
            continue
        needed[name] = _STRING_OR_NUMBER.get(name) or definitions[name]
        pending += sorted(_refs(needed[name]))
    return {"$schema": "http://json-schema.org/draft-07/schema#", "$ref": _REF + root,
            "definitions": {name: _strict(needed[name]) for name in sorted(needed)}}


def crd_schema(crd: dict, version: str) -> dict:
    served = next(v for v in crd["spec"]["versions"] if v["name"] == version)
    return {"$schema": "http://json-schema.org/draft-07/schema#",
            **_strict(served["schema"]["openAPIV3Schema"])}


def write() -> list[Path]:
    swagger = json.loads((module_dir(KUBERNETES_MODULE) / "api" / "openapi-spec" / "swagger.json")
                         .read_text(encoding="utf-8"))
    schemas = {name: builtin_schema(swagger["definitions"], root)
               for name, root in BUILTIN_KINDS.items()}
    crds = module_dir(KEDA_MODULE) / "config" / "crd" / "bases"
    for name, (crd_file, version) in KEDA_KINDS.items():
        schemas[name] = crd_schema(yaml.safe_load((crds / crd_file).read_text(encoding="utf-8")),
                                   version)
    SCHEMA_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for name, schema in schemas.items():
        path = SCHEMA_DIR / f"{name}.json"
        path.write_text(json.dumps(schema, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write():
        print(f"wrote {path.relative_to(REPO_ROOT)} ({path.stat().st_size // 1024} KiB)")
