"""`dualtrack bench tools`: the tool pre-check on labelled tool requests (`tools_corpus.py`), in
process, through the services' own code: the rules stage (`services.rules.decide`), the llm's tool
round (`services.llm.tooluse`) and the tools service's check and call (`services.tools.main`),
against a recording tool in place of HTTP.

A request the rules stage passes on (a parameter missing, invalid or ambiguous, or no rule) goes to
the model, as in the pipeline. The model is, by default, `Guesser`: it fills every parameter it is
offered, with the request's true values where the label has them and a guess (the first allowed
value) where it does not; the worst a model can do, short of malformed JSON. `--backend local`
or `openai` asks a real one (services.llm's backends) instead.

Measured, per split (dev, heldout) and kind:
- calls with an invalid or guessed parameter: a call that reached the tool for a request that is
  not complete, or with other values than its label (bound: 0);
- complete requests called without the model: the rules stage called the tool with the labelled
  values (bound: 90 %);
- the model's calls checked: every call the model filled went through the schema and the request
  check before anything was called (bound: 100 %), and how many of them the check refused.
- everyday questions that are no tool request but share a word with a host tool
  (`tools_corpus.NON_TOOL`, both languages): how many the rules stage called the tool on or asked
  back for its parameters. With `--learned` (the learned rules live, the configured tool rules
  withheld) the bound is 0; with the configured rules it is reported (an operator's rule asks back
  on what its words claim).
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

import httpx

from dtlib import tools
from dtlib.envelope import Envelope, new_trace_id
from dtlib.settings import get_settings
from dtlib.topics import Topic
from services.llm import tooluse
from services.llm.backends import Completion
from services.rules.decide import apply
from services.rules.rulebook import Rulebook
from services.tools.caller import Caller
from services.tools.main import Toolbox

BOUNDS = {"wrong_calls": 0, "complete_fast_share": 0.90, "model_calls_checked": 1.0}
REPLIES = {"host_load": {"load": 0.5, "cpus": 2}, "host_memory": {"value": 100.0}}


class Guesser:
    """A stand-in model that fills every offered parameter: the label's values, else a guess."""

    name, kind = "guesser", "scripted"

    def __init__(self, registry: tools.Registry) -> None:
        self.registry = registry
        self.item: dict[str, Any] = {}

    async def complete(self, messages: list[dict[str, str]], **_: Any) -> Completion:
        spec = self.registry.get(self.item["tool"])
        assert spec is not None
        args = self.item["args"] or {name: param.enum[0] for name, param in spec.params.items() if param.enum}
        return Completion(json.dumps({"tool": spec.name, "args": args}), self.name, 0, "stop")


@dataclass
class Outcome:
    item: dict[str, Any]
    route: str  # fast-call, model-call, asked, no-tool, error
    calls: list[dict[str, Any]] = field(default_factory=list)  # what reached the tool
    model_filled: bool = False
    model_checked: bool = False
    wrong: bool = False


@dataclass
class Report:
    outcomes: list[Outcome] = field(default_factory=list)
    model: str = ""
    probes: list[dict[str, Any]] = field(default_factory=list)  # everyday non-tool questions (`probes`)

    def figures(self, split: str | None = None) -> dict[str, Any]:
        rows = [o for o in self.outcomes if split in (None, o.item["split"])]
        complete = [o for o in rows if o.item["kind"] == "complete"]
        filled = [o for o in rows if o.model_filled]
        return {
            "requests": len(rows),
            "wrong_calls": sum(o.wrong for o in rows),
            "complete_fast_share": (sum(o.route == "fast-call" and not o.wrong for o in complete)
                                    / max(len(complete), 1)),
            "model_calls": len(filled),
            "model_calls_checked": sum(o.model_checked for o in filled) / len(filled) if filled else 1.0,
            "model_calls_refused": sum(o.route == "asked" for o in filled),
        }

    def by_kind(self) -> dict[tuple[str, str, str], Counter]:
        table: dict[tuple[str, str, str], Counter] = defaultdict(Counter)
        for o in self.outcomes:
            key = (o.item["split"], o.item["kind"], o.item["lang"])
            table[key]["n"] += 1
            table[key][o.route] += 1
            table[key]["wrong"] += o.wrong
        return dict(sorted(table.items()))


def _recorder(received: list[dict[str, Any]]) -> httpx.MockTransport:
    def answer(request: httpx.Request) -> httpx.Response:
        tool = "host_load" if request.url.path.endswith("/load") else "host_memory"
        params = dict(request.url.params)
        received.append({"tool": tool, **params})
        return httpx.Response(200, json={**params, **REPLIES[tool]})
    return httpx.MockTransport(answer)


def _as_labelled(call: dict[str, Any], spec: tools.ToolSpec) -> dict[str, Any]:
    """A call as the tool received it (query strings) in the schema's types."""
    args, _ = tools.validate(spec, {k: v for k, v in call.items() if k != "tool"})
    return args


def probe(text: str, rulebook: Rulebook, registry: tools.Registry, tenant: str = "default") -> str:
    """What the rules stage does with a request that is no tool request: `call` (the tool is
    called), `ask-back` (the call goes on with its parameters' problems, and the user is asked for
    them), or `passed` (no rule took it: the slow path answers in words)."""
    env = Envelope(trace_id=new_trace_id(), text=text, tenant=tenant)
    topic, _ = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook, registry=registry)
    if topic == Topic.TOOLS_CALLS:
        return "call"
    return "ask-back" if env.tool_call is not None else "passed"


def probes(rulebook: Rulebook, registry: tools.Registry, tenant: str = "default") -> list[dict[str, Any]]:
    """The everyday non-tool questions (`tools_corpus.NON_TOOL`) through the rules stage."""
    from .tools_corpus import non_tool_probes

    return [{**p, "route": probe(p["text"], rulebook, registry, tenant)} for p in non_tool_probes()]


def claimed(probed: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The probes the rules stage took for the tool (called, or asked back for its parameters)."""
    return [p for p in probed if p["route"] != "passed"]


async def run(items: list[dict[str, Any]], model: Any = None) -> Report:
    settings = get_settings()
    rulebook = Rulebook(settings.rules_dir)
    registry = tools.Registry(settings.tools_dir)
    model = model or Guesser(registry)
    report = Report(model=model.name)
    for item in items:
        env = Envelope(trace_id=new_trace_id(), text=item["text"])
        report.outcomes.append(await _ask(item, env, rulebook, registry, model))
    report.probes = probes(rulebook, registry)
    return report


async def _ask(item: dict[str, Any], env: Envelope, rulebook: Rulebook, registry: tools.Registry,
               model: Any) -> Outcome:
    """One request through the rules stage, the model's tool round for what it passes on, and the
    tools service's check and call, against a tool that records what it receives (every call
    reaches it: no answer is reused)."""
    received: list[dict[str, Any]] = []
    toolbox = Toolbox(registry, Caller({"host_tool_url": "http://host.bench"},
                                       httpx.AsyncClient(transport=_recorder(received)),
                                       clock=itertools.count(step=3600).__next__))
    topic, _ = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook,
                     registry=registry)
    route = "fast-call" if topic == Topic.TOOLS_CALLS else ""
    filled = False
    if topic in (Topic.LLM_TASKS, Topic.RULES_MISS):
        env.meta.iterations = 1
        offered = tooluse.offered(env, registry)
        if isinstance(model, Guesser):
            model.item = item
        done = await tooluse.fill(model, env, offered, _llm_settings()) if offered else None
        filled = done in ("tool:filled", "tool:invalid")
    outcome = Outcome(item, route or "no-tool", model_filled=filled)
    if env.tool_call is not None:
        handled = await toolbox.handle(env)
        outcome.calls = list(received)
        outcome.model_checked = filled and env.tool_call.source == "llm"  # the toolbox grounds every call
        outcome.route = ("asked" if handled == "asked" else (route or "model-call")
                         if handled in ("called", "cached") else "error")
    await toolbox.caller.aclose()
    spec = registry.get(item["tool"])
    outcome.wrong = any(item["kind"] != "complete" or _as_labelled(c, spec) != item["args"]
                        for c in outcome.calls) if spec else bool(outcome.calls)
    return outcome


def _llm_settings():
    from services.llm.settings import LlmSettings

    return get_settings(LlmSettings)


def acceptance(report: Report) -> dict[str, tuple[float, bool]]:
    figures = report.figures()
    return {
        "wrong_calls": (figures["wrong_calls"], figures["wrong_calls"] <= BOUNDS["wrong_calls"]),
        "complete_fast_share": (figures["complete_fast_share"],
                                figures["complete_fast_share"] >= BOUNDS["complete_fast_share"]),
        "model_calls_checked": (figures["model_calls_checked"],
                                figures["model_calls_checked"] >= BOUNDS["model_calls_checked"]),
    }


def real_model(backend: str) -> Any:
    """The llm service's model (`local`: embedded SmolLM2; `openai`: DT_LLM_BASE_URL)."""
    from services.llm.backends import make_backend
    from services.llm.resilience import ResilientModel
    from services.llm.settings import LlmSettings

    settings = get_settings(LlmSettings).model_copy(update={"llm_backend": backend})
    return ResilientModel(make_backend(settings), settings)


def run_sync(items: list[dict[str, Any]], model: Any = None) -> Report:
    return asyncio.run(run(items, model))


# --- learned tool rules (`dualtrack bench tools --learned`) ------------------------------------

LEARNED_TENANT = "bench-tools"


@dataclass
class LearnedReport:
    """What the learner made of the dev split's slow-path calls, and how the rules it learned
    did on the held-out split (learning frozen; the configured tool rules withheld)."""

    samples: int = 0  # successful calls the model filled on the dev split (the sample library)
    statuses: Counter = field(default_factory=Counter)  # learned tool rules by status at the end
    rules: list[dict[str, Any]] = field(default_factory=list)  # their words, status and tool
    dev: Report = field(default_factory=Report)
    heldout: Report = field(default_factory=Report)
    probes: list[dict[str, Any]] = field(default_factory=list)  # non-tool questions, learned rules live


def _without_tool_rules() -> Any:
    """A copy of the configured rules without those whose action is a tool: the learned tool
    rules are measured on their own."""
    import shutil
    import tempfile
    from pathlib import Path

    import yaml

    settings = get_settings()
    folder = Path(tempfile.mkdtemp(prefix="dt-bench-tools-rules-"))
    for path in Path(settings.rules_dir).glob("*/*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        rules = [r for r in data.get("rules", []) if not (r.get("action") or {}).get("tool")]
        if rules:
            (folder / path.parent.name).mkdir(exist_ok=True)
            (folder / path.parent.name / path.name).write_text(
                yaml.safe_dump({**data, "rules": rules}, allow_unicode=True), encoding="utf-8")
    shutil.copystat(settings.rules_dir, folder)
    return Rulebook(folder, reload_s=1e9)


async def run_learned(dev: list[dict[str, Any]], heldout: list[dict[str, Any]],
                      mine_every: int = 25) -> LearnedReport:
    """Replay the dev split through the slow path (the Guesser) and the learner: each call the
    model filled that the tools service made is a tool sample; the miner runs every `mine_every`
    requests, and its tool rules are judged in shadow on the dev requests that follow (would-be
    call against the call made) through the learner's lifecycle. Then the held-out split is
    asked with learning frozen: the rules that are active by then call without the model."""
    from dtlib.envelope import Hop, Route
    from dtlib.records import rule_key
    from services.learner.judge import uses_of
    from services.learner.lifecycle import Thresholds
    from services.learner.memory import MemoryLedger
    from services.learner.mining import MiningConfig
    from services.learner.settings import LearnerSettings
    from services.learner.tool_mining import mine_with_tools
    from services.learner.tool_samples import sample_of

    learner_settings = get_settings(LearnerSettings)
    ledger = MemoryLedger(Thresholds.from_settings(learner_settings))
    cfg = MiningConfig.from_settings(learner_settings)
    rulebook = _without_tool_rules()
    registry = tools.Registry(get_settings().tools_dir)
    calls: list[tuple[Any, bool]] = []
    report = LearnedReport()

    def publish(changes: list[Any]) -> None:
        for change in changes:
            if change is not None:
                rulebook.apply_state(rule_key(change.tenant, change.rule_id).encode(),
                                     ledger.record(change.rule_id))

    def learn(env: Envelope) -> None:
        env.hops.append(Hop(service="tools", instance="bench", start=env.created_at, end=env.created_at,
                           outcome="ok"))
        if (env.route.path or "slow") == "slow":
            env.route = Route(path="slow", decided_by=env.route.decided_by or "llm",
                              shadow=env.route.shadow)
        publish([ledger.record_use(u) for u in uses_of(env, ledger.tracked())])
        sample = sample_of(env, registry)
        if sample is not None and sample.filled_by == "llm":
            calls.append((sample, False))

    def mine() -> None:
        result = mine_with_tools(LEARNED_TENANT, [], calls[-learner_settings.learner_mine_window:],
                                 ledger.known_rules(LEARNED_TENANT), cfg,
                                 superseded=ledger.superseded(LEARNED_TENANT), registry=registry)
        for c in result.candidates:
            publish(ledger.add_candidate(c, auto_shadow=True))

    for n, item in enumerate(dev, 1):
        report.dev.outcomes.append(await _ask_learning(item, rulebook, registry, learn))
        if n % mine_every == 0:
            mine()
    for item in heldout:
        report.heldout.outcomes.append(await _ask_learning(item, rulebook, registry, None))
    report.probes = probes(rulebook, registry, LEARNED_TENANT)
    report.samples = len(calls)
    for r in ledger.rules.values():
        report.statuses[r.status] += 1
        m = r.spec.match
        report.rules.append({"id": r.rule_id, "status": r.status, "tool": r.spec.action.tool,
                             "all": list(m.all), "any": list(m.any), "shadow": f"{r.shadow_ok}/{r.shadow_n}"})
    return report


async def _ask_learning(item: dict[str, Any], rulebook: Rulebook, registry: tools.Registry,
                        learn: Any) -> Outcome:
    """One request as `run` asks it (learned rules only, the Guesser as the model); `learn`
    sees the answered envelope."""
    env = Envelope(trace_id=new_trace_id(), text=item["text"], tenant=LEARNED_TENANT)
    outcome = await _ask(item, env, rulebook, registry, Guesser(registry))
    if learn is not None:
        learn(env)
    return outcome


def run_learned_sync(items: list[dict[str, Any]]) -> LearnedReport:
    return asyncio.run(run_learned([i for i in items if i["split"] == "dev"],
                                   [i for i in items if i["split"] == "heldout"]))
