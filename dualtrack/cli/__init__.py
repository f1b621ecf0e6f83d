"""The `dualtrack` command line: the Typer app and its groups, assembled here from the command
modules, in the order `dualtrack --help` lists them. Each module holds the commands of one kind:
`local_stack` (dev up|down|status, run, demo), `running` (ask, trace, principal-key, top, drift,
report), `generated` (settings, schemas, chart), `bench_platform` (the platform and pipeline
benchmarks, chaos), `bench_reading` (the in-process reading benchmarks), `bench_cache_learning`,
and one module per remaining group: `train`, `rules`, `cache`, `learn`."""

from __future__ import annotations

import typer

from . import bench_cache_learning, bench_platform, bench_reading, cache, generated, learn, local_stack, rules
from . import running, train


app = typer.Typer(no_args_is_help=True, add_completion=False,
                  help="dualtrack: a dual-process request engine for LLM applications.")
dev_app = typer.Typer(no_args_is_help=True, help="The local stack and the services.")
bench_app = typer.Typer(no_args_is_help=True, help="Benchmarks (reports, not tests).")
train_app = typer.Typer(no_args_is_help=True, help="Train models the services load.")
rules_app = typer.Typer(no_args_is_help=True, help="Rule files.")
cache_app = typer.Typer(no_args_is_help=True, help="The answer cache.")
learn_app = typer.Typer(no_args_is_help=True, help="The learner: mining rules from the slow path.")
app.add_typer(dev_app, name="dev")
app.add_typer(bench_app, name="bench")
app.add_typer(train_app, name="train")
app.add_typer(rules_app, name="rules")
app.add_typer(cache_app, name="cache")
app.add_typer(learn_app, name="learn")


@app.callback()
def use_local_credentials() -> None:
    """While the local broker runs secured (`dev up --secure`), the CLI connects to it as the
    operator, unless DT_KAFKA_SECURITY_PROTOCOL says how to connect."""
    import os

    from ..stack import secure

    if secure.active() and "DT_KAFKA_SECURITY_PROTOCOL" not in os.environ:
        secure.use_admin_credentials()


# app's commands, in the order --help lists them
app.command("run")(local_stack.run)
app.command("ask")(running.ask)
app.command("trace")(running.trace)
app.command("principal-key")(running.principal_key)
app.command("top")(running.top)
app.command("settings")(generated.settings_cmd)
app.command("schemas")(generated.schemas)
app.command("chart")(generated.chart_cmd)
app.command("demo")(local_stack.demo)
app.command("drift")(running.drift)
app.command("report")(running.report)
app.command("chaos")(bench_platform.chaos_cmd)

dev_app.command("up")(local_stack.dev_up)
dev_app.command("down")(local_stack.dev_down)
dev_app.command("status")(local_stack.dev_status)

bench_app.command("hop")(bench_platform.bench_hop)
bench_app.command("claims")(bench_platform.bench_claims)
bench_app.command("recheck")(bench_platform.bench_recheck)
bench_app.command("metrics")(bench_platform.bench_metrics)
bench_app.command("chain")(bench_platform.bench_chain)
bench_app.command("sandbox")(bench_platform.bench_sandbox)
bench_app.command("ask")(bench_reading.bench_ask)
bench_app.command("routing")(bench_reading.bench_routing)
bench_app.command("tools")(bench_reading.bench_tools)
bench_app.command("parse")(bench_reading.bench_parse)
bench_app.command("slowpath")(bench_reading.bench_slowpath)
bench_app.command("cache")(bench_cache_learning.bench_cache)
bench_app.command("e2e")(bench_platform.bench_e2e)
bench_app.command("scaling")(bench_platform.bench_scaling)
bench_app.command("learning")(bench_cache_learning.bench_learning)

train_app.command("classifier")(train.train_classifier)
train_app.command("cache-verifier")(train.train_cache_verifier)

rules_app.command("check")(rules.rules_check)
rules_app.command("list")(rules.rules_list)
rules_app.command("show")(rules.rules_show)
rules_app.command("approve")(rules.rules_approve)
rules_app.command("reject")(rules.rules_reject)
rules_app.command("history")(rules.rules_history)

cache_app.command("preload")(cache.cache_preload)
cache_app.command("show")(cache.cache_show)

learn_app.command("mine")(learn.learn_mine)


def main() -> None:
    stop_cleanly_on_sigterm()
    app()


def stop_cleanly_on_sigterm() -> None:
    """SIGTERM (`timeout`, `kill`, CI's time limit) unwinds the command like Ctrl-C: the `finally`
    blocks of a benchmark or chaos run stop its lane's replicas and delete its topics. Python's
    default ends the process at once, and the replicas it started run on, orphaned."""
    import signal

    def exit_unwinding(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, exit_unwinding)
