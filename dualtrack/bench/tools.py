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


async def run(items: list[dict[str, Any]], model: Any = None) -> Report:
    settings = get_settings()
    rulebook = Rulebook(settings.rules_dir)
    registry = tools.Registry(settings.tools_dir)
    model = model or Guesser(registry)
    received: list[dict[str, Any]] = []
    # every call reaches the recording tool: no answer is reused
    toolbox = Toolbox(registry, Caller({"host_tool_url": "http://host.bench"},
                                       httpx.AsyncClient(transport=_recorder(received)),
                                       clock=itertools.count(step=3600).__next__))
    llm_settings = _llm_settings()
    report = Report(model=model.name)
    for item in items:
        env = Envelope(trace_id=new_trace_id(), text=item["text"])
        topic, _ = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook,
                         registry=registry)
        route = "fast-call" if topic == Topic.TOOLS_CALLS else ""
        filled = False
        if topic in (Topic.LLM_TASKS, Topic.RULES_MISS):
            env.meta.iterations = 1
            offered = tooluse.offered(env, registry)
            if isinstance(model, Guesser):
                model.item = item
            done = await tooluse.fill(model, env, offered, llm_settings) if offered else None
            filled = done in ("tool:filled", "tool:invalid")
        outcome = Outcome(item, route or "no-tool", model_filled=filled)
        if env.tool_call is not None:
            before = len(received)
            handled = await toolbox.handle(env)
            outcome.calls = received[before:]
            outcome.model_checked = filled and env.tool_call.source == "llm"  # the toolbox grounds every call
            if handled == "asked":
                outcome.route = "asked"
            elif handled in ("called", "cached"):
                outcome.route = route or "model-call"
            else:
                outcome.route = "error"
        spec = registry.get(item["tool"])
        outcome.wrong = any(item["kind"] != "complete" or _as_labelled(c, spec) != item["args"]
                            for c in outcome.calls) if spec else bool(outcome.calls)
        report.outcomes.append(outcome)
    await toolbox.caller.aclose()
    return report


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
