"""`dualtrack dev up|down|status`: the local stack plus replicas of every service, and the drift
monitor (`dualtrack drift --every DT_DRIFT_EVERY_S`), as processes."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import httpx

from dtlib.settings import get_settings

from . import stack
from .settings import ClassifierSettings, GatewaySettings, LearnerSettings, SandboxSettings, ToolsSettings
from .stack import procs, secure
from .stack.common import progress
from .topology import SERVICES


def parse_scale(values: list[str]) -> dict[str, int]:
    scale = {name: 1 for name in SERVICES}
    for item in values:
        name, _, count = item.partition("=")
        if name not in scale or not count.isdigit():
            raise ValueError(f"--scale takes service=N with a service among {', '.join(SERVICES)}")
        scale[name] = int(count)
    return scale


def instance_name(service: str, index: int) -> str:
    return f"{service}-{index}"


def service_env(service: str, index: int) -> dict[str, str]:
    env = {"DT_INSTANCE": instance_name(service, index), "PYTHONUNBUFFERED": "1"}
    if service == "sandbox":  # every sandbox replica serves gRPC on its own port
        env["DT_SANDBOX_GRPC_PORT"] = str(get_settings(SandboxSettings).sandbox_grpc_port + index)
    if service == "gateway":  # and every gateway replica HTTP
        env["DT_GATEWAY_PORT"] = str(get_settings(GatewaySettings).gateway_port + index)
    if service == "tools":  # and every tools replica its host tool, which it calls itself
        port = get_settings(ToolsSettings).tools_host_port + index
        env |= {"DT_TOOLS_HOST_PORT": str(port), "DT_TOOLS_HOST_URL": f"http://127.0.0.1:{port}"}
    if secure.active():  # each service connects as its own user
        env |= secure.service_env(service)
    return env


def gateway_url(index: int = 0) -> str:
    """The OpenAI-compatible base URL of gateway replica `index`."""
    port = service_env("gateway", index)["DT_GATEWAY_PORT"]
    return f"http://127.0.0.1:{port}/v1"


def start_service(service: str, index: int) -> int:
    return procs.start(instance_name(service, index), [sys.executable, "-m", f"services.{service}"],
                       env=service_env(service, index))


def running_instances(service: str) -> list[str]:
    return sorted(p["name"] for p in procs.list_running(prefix=f"{service}-"))


def scale_service(service: str, replicas: int) -> None:
    current = running_instances(service)
    for index in range(replicas):
        if instance_name(service, index) not in current:
            start_service(service, index)
    for name in current:
        if int(name.rsplit("-", 1)[1]) >= replicas:
            procs.stop(name)


def is_ready(instance: str) -> bool:
    port_file = get_settings().state_dir / "pids" / f"{instance}.health"
    if not port_file.exists() or not procs.is_running(instance):
        return False
    try:
        return httpx.get(f"http://127.0.0.1:{port_file.read_text().strip()}/ready",
                         timeout=1).status_code == 200
    except (httpx.HTTPError, ValueError):
        return False


def wait_ready(instances: list[str], timeout: float = 120.0) -> list[str]:
    """Wait until every instance answers /ready; return the ones that never did."""
    deadline = time.monotonic() + timeout
    pending = list(instances)
    with progress("[bold]services[/]: waiting until each replica is ready",
                  total=len(instances)) as step:
        while pending and time.monotonic() < deadline:
            pending = [name for name in pending if not is_ready(name)]
            step.update(completed=len(instances) - len(pending),
                        detail=f"{len(instances) - len(pending)}/{len(instances)} ready")
            if pending:
                time.sleep(0.3)
    return pending


DRIFT = "drift-0"  # the drift monitor's process: a job on a schedule, not a replica of a step


def start_drift() -> list[str]:
    """The drift monitor, unless running or DT_DRIFT_EVERY_S is 0; the names to wait for. It
    publishes rules.state and trust.state as the learner does (the learner's Kafka user on a
    secured broker, as in the Helm chart's CronJob)."""
    every = get_settings(LearnerSettings).drift_every_s
    if every <= 0:
        return []
    if not procs.is_running(DRIFT):
        (get_settings().state_dir / "pids" / f"{DRIFT}.health").unlink(missing_ok=True)
        env = {"DT_INSTANCE": DRIFT, "PYTHONUNBUFFERED": "1"}
        if secure.active():
            env |= secure.service_env("learner")
        procs.start(DRIFT, [sys.executable, "-m", "dualtrack.cli", "drift", "--every", f"{every:g}"],
                    env=env)
    return [DRIFT]


def ensure_classifier_artifact(folder: Path) -> None:
    """A clone without the shipped artifact still starts: the classifier only loads one, so the
    CLI trains it first (about half a minute)."""
    from services.classifier.model import ArtifactUnusable, load_model

    try:
        load_model(folder)
    except ArtifactUnusable as exc:
        from .training.classifier import train

        with progress(f"[bold]classifier[/]: {exc}; training one in {folder}"):
            train(folder)


def start_services(scale: dict[str, int]) -> list[str]:
    """Start the replicas of `scale` that are not running (and stop those beyond it); return the
    names of every wanted replica. Does not wait for them."""
    wanted = []
    with progress(f"[bold]services[/]: starting {sum(scale.values())} replicas"):
        if scale.get("classifier"):
            ensure_classifier_artifact(get_settings(ClassifierSettings).classifier_artifact_dir)
        for service, replicas in scale.items():
            # A restarted replica must not read a stale port file before it writes its own.
            for index in range(replicas):
                if not procs.is_running(instance_name(service, index)):
                    (get_settings().state_dir / "pids" / f"{instance_name(service, index)}.health"
                     ).unlink(missing_ok=True)
            scale_service(service, replicas)
            wanted += [instance_name(service, i) for i in range(replicas)]
    return wanted


def up(scale: dict[str, int], services_only: bool = False, secured: bool = False,
       wait_for_jaeger: bool = True) -> list[str]:
    """The stack (unless `services_only`) and the replicas of `scale`; the replicas that did not
    get ready. The services start while a first Jaeger build is still compiling; not
    `wait_for_jaeger`, that build goes on in a process of its own after this returns. `secured`:
    the broker with TLS, SASL/SCRAM users and ACLs (`stack.secure`), which stays so until `down`."""
    wanted: list[str] = []
    if secured:
        if procs.is_running("kafka") and not secure.active():
            raise stack.StackError("kafka", "the open broker is running; `dualtrack dev down` "
                                   "first, then `dev up --secure`", log_tail="")
        secure.activate()
    if services_only:
        wanted = start_services(scale)
    else:
        stack.up(meanwhile=lambda: wanted.extend(start_services(scale)),
                 wait_for_jaeger=wait_for_jaeger)
        wanted += start_drift()  # the whole stack only: a lane (services only) has no monitor
    return wait_ready(wanted)


def down(services_only: bool = False) -> None:
    for service in SERVICES:
        for name in running_instances(service):
            procs.stop(name)
    if not services_only:
        procs.stop(DRIFT)
        stack.down()
        secure.deactivate()  # the next `dev up` starts the open broker unless asked for --secure


def status() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = list(stack.status())
    names = [name for service in SERVICES for name in running_instances(service)]
    if procs.is_running(DRIFT):
        names.append(DRIFT)
    for name in names:
        port_file = get_settings().state_dir / "pids" / f"{name}.health"
        port = port_file.read_text().strip() if port_file.exists() else "?"
        rows.append({"name": name, "running": True, "healthy": is_ready(name),
                     "pid": procs.pid_of(name), "endpoint": f"http://127.0.0.1:{port}/ready",
                     "log": str(procs.log_path(name))})
    return rows
