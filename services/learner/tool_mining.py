"""Mined tool rules: the model's tool calls that recur with the same wording and the same
parameter template become candidate tool rules (`action: {tool: <name>}`), through the same
shadow → active lifecycle as answer rules.

The miner is the answer rules' own (`mining.mine`): a reusable tool sample (`tool_samples.py`)
is one more slow-path sample whose outcome is its template (`tool:<name>`), so its requests
are clustered, worded (the fewest content words that cover them and no request answered
otherwise) and checked on the whole window beside the text answers, and a text answer's
questions keep a tool rule off them. Everyday questions say a tool's topic too ("how can I
improve my memory?"), so a tool rule's words must include what makes a request one for the tool:
a candidate without `any` words also requires one of the tool's keywords (the registry's), and
one whose match is still a single word is not proposed. A candidate of a template becomes a rule
whose action is the tool: the rules service then reads every parameter from the new request with the tool's schema
(`dtlib.tools.read`) and calls only when all are there and valid.

In shadow the rules service records the rule's would-be call (`ShadowDecision.call`) and the
learner holds it against the call the request got (`judge.agrees`, `tool_samples.same_call`): the
same tool with the same values is right; another call, a text answer, or no call is wrong. A
would-be call with a parameter missing (the rule would have had the model fill it) is wrong on a
request answered in words (the rule claims questions that are not for the tool), else not judged.

Pure: the learner runs it on rows from PostgreSQL (`jobs.mine_tenant`), the benchmark on its
replay.
"""

from __future__ import annotations

from dtlib import tools
from dtlib.records import RuleAction, RuleMatch

from .mining import KnownRule, MiningConfig, MiningResult, Rejection, Sample, drop_superseded, mine
from .tool_samples import TOOL, ToolSample


def mining_samples(samples: list[tuple[ToolSample, bool]]) -> list[Sample]:
    """The reusable samples as the miner reads them (with whether a user reported the answer
    wrong); a call the schema could not re-read (`said`) is left out."""
    out = []
    for sample, flagged in samples:
        outcome = sample.outcome()
        if outcome is not None:
            out.append(Sample(sample.trace_id, sample.text, outcome, at=sample.at, flagged=flagged))
    return out


def words_required(match: RuleMatch) -> list[str]:
    """The fewest phrases a request must say to match: every `all` phrase and one `any`."""
    return [*match.all, *match.any[:1]]


def on_one_word(match: RuleMatch) -> bool:
    """A match a request meets by saying one word ("memory", "load", "内存"): everyday questions
    say it too ("how can I improve my memory?"), so it does not tell a tool request."""
    required = words_required(match)
    return not match.regex and len(required) == 1 and len(required[0].split()) == 1


def as_tool_rules(result: MiningResult, registry: tools.Registry | None = None) -> MiningResult:
    """The candidates of a tool template call the tool: the words were learned like an answer
    rule's; the parameters are the tool's schema's to read. Its words must include what makes a
    request a request for the tool: a candidate without `any` words also requires one of the
    tool's keywords (`match.any`, the registry's phrases for it), so "memory" becomes "memory" and
    one of "free memory", "used memory" …; one whose match is still a single word is not
    proposed ("memory" alone is also said by "how can I improve my memory?")."""
    kept = []
    for c in result.candidates:
        if c.outcome.kind != TOOL:
            kept.append(c)
            continue
        spec = registry.get(c.outcome.op) if registry is not None else None
        if spec is not None and spec.keywords and not c.spec.match.any:
            c.spec.match.any = list(spec.keywords)
        if on_one_word(c.spec.match):
            result.rejections.append(Rejection(c.cluster_size, "tool rule on one word",
                                               " ".join(words_required(c.spec.match))))
            continue
        c.spec.action = RuleAction(tool=c.outcome.op)
        c.spec.answer = {}
        c.spec.description = c.spec.description.replace("slow-path answers", "calls of the model", 1)
        kept.append(c)
    result.candidates = kept
    return result


def mine_with_tools(tenant: str, answers: list[Sample], calls: list[tuple[ToolSample, bool]],
                    known: list[KnownRule] | None = None, cfg: MiningConfig | None = None,
                    now: float | None = None, sources: dict[str, list[str]] | None = None,
                    superseded: list[tuple[str, float]] | None = None,
                    registry: tools.Registry | None = None) -> MiningResult:
    """`mining.mine` over the slow path's answers and the model's tool calls together, without
    those a removed rule's outcome had before its removal (`mining.drop_superseded`); `registry`:
    the tools, whose keywords a tool rule's words must include."""
    samples = sorted([*answers, *mining_samples(calls)], key=lambda s: s.at)
    samples = drop_superseded(samples, superseded or [])
    return as_tool_rules(mine(tenant, samples, known, cfg, now, sources), registry)
