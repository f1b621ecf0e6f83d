"""`dualtrack dev up|down|status`, `dualtrack run` and `dualtrack demo`: the local stack and the
services on this machine."""

from __future__ import annotations

import runpy
import sys

import typer

from .console import console


def dev_up(
    scale: list[str] = typer.Option([], "--scale", help="service=N replicas, e.g. cache=2"),
    services_only: bool = typer.Option(False, help="Start only the services (stack already up)."),
    secure: bool = typer.Option(False, help="The broker with TLS and SASL/SCRAM: a user per "
                                "service, ACLs from the services' steps, tenants bound to principals."),
) -> None:
    """Start Kafka, PostgreSQL, Jaeger and the services (idempotent)."""
    from .. import dev, stack

    try:
        wanted = dev.parse_scale(scale)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    not_ready = dev.up(wanted, services_only=services_only, secured=secure)
    stack.print_status(dev.status())
    if wanted.get("gateway"):
        console.print(f"OpenAI-compatible API: {dev.gateway_url()}")
    if not_ready:
        console.print(f"[red]not ready:[/] {', '.join(not_ready)} (logs in .dt-state/logs/)")
        raise typer.Exit(1)


def dev_down(services_only: bool = typer.Option(False, help="Stop only the services.")) -> None:
    """Stop the services and the stack (idempotent)."""
    from .. import dev

    dev.down(services_only=services_only)
    console.print("stopped")


def dev_status() -> None:
    """Show every stack component and service replica with its health."""
    from .. import dev, stack

    raise typer.Exit(0 if stack.print_status(dev.status()) else 1)


def run(service: str = typer.Argument(..., help="gateway, cache, rules, classifier, sandbox, llm, fuser or learner")) -> None:
    """Run one service in the foreground."""
    from ..topology import SERVICES

    if service not in SERVICES:
        raise typer.BadParameter(f"unknown service {service!r}; one of {', '.join(SERVICES)}")
    sys.argv = [f"services.{service}"]
    runpy.run_module(f"services.{service}", run_name="__main__")


def demo() -> None:
    """The main job: start everything, send a mixed demo workload, print a summary table.
    The stack stays up afterwards (`dualtrack dev down` stops it)."""
    from ..demo import run_demo

    ok = run_demo(console)
    raise typer.Exit(0 if ok else 1)
