"""`dualtrack rules check`: validate rule files and report overlapping rules.

Errors: a file that does not load, a rule that does not compile (unknown field, bad regex, a
template field that is no parameter), duplicate ids in a scope, an op the sandbox does not have
or arguments it does not take, an example the rule does not answer, a counter-example it does.
Warnings: overlaps, i.e. one rule's example answered by another rule of the same tenant, or a
keyword two rules share.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from dtlib.tools import ToolError, load_folder
from dtlib.rulematch import CompiledRule, Hit, Miss, RuleError

from .rulebook import load_file

OpTable = dict[str, tuple[tuple[str, ...], tuple[str, ...]]]  # op → (required, optional) args


@dataclass(frozen=True)
class Finding:
    level: str  # error | warning
    where: str
    message: str


def check(folder: Path, ops: OpTable | None = None, tools: Path | None = None
          ) -> tuple[list[CompiledRule], list[Finding]]:
    """`tools`: the tool registry's folder; a rule calling a tool it lacks is an error."""
    findings: list[Finding] = []
    rules: list[CompiledRule] = []
    for path in sorted(folder.glob("*/*.yaml")):
        try:
            rules += load_file(path, path.parent.name)
        except (OSError, yaml.YAMLError, RuleError) as exc:
            findings.append(Finding("error", str(path), str(exc)))
    tool_names = _tool_names(tools, findings) if tools is not None else None
    seen: dict[tuple[str, str], str] = {}
    for rule in rules:
        key = (rule.scope, rule.id)
        if key in seen:
            findings.append(Finding("error", rule.origin, f"rule {rule.id} is also defined in {seen[key]}"))
        seen[key] = rule.origin
        findings += _check_op(rule, ops)
        action = rule.spec.action
        if tool_names is not None and action is not None and action.tool and action.tool not in tool_names:
            findings.append(Finding("error", rule.origin, f"rule {rule.id}: no tool {action.tool!r} "
                                                          f"in {tools}"))
        findings += _check_examples(rule)
    findings += overlaps(rules)
    return rules, findings


def _tool_names(folder: Path, findings: list[Finding]) -> set[str]:
    try:
        return set(load_folder(folder))
    except (OSError, yaml.YAMLError, ToolError) as exc:
        findings.append(Finding("error", str(folder), str(exc)))
        return set()


def _check_op(rule: CompiledRule, ops: OpTable | None) -> list[Finding]:
    action = rule.spec.action
    if ops is None or action is None or not action.op:
        return []
    if action.op not in ops:
        return [Finding("error", rule.origin, f"rule {rule.id}: the sandbox has no op {action.op!r}")]
    required, optional = ops[action.op]
    found = []
    for name in required:
        if name not in action.args:
            found.append(Finding("error", rule.origin, f"rule {rule.id}: op {action.op} needs '{name}'"))
    for name in action.args:
        if name not in required and name not in optional:
            found.append(Finding("error", rule.origin, f"rule {rule.id}: op {action.op} takes no '{name}'"))
    return found


def _answers(rule: CompiledRule, text: str) -> bool:
    outcome = rule.evaluate(text, _context_for(rule))
    return isinstance(outcome, Hit)


def _context_for(rule: CompiledRule) -> dict[str, str]:
    """Examples are checked with plausible values for the context keys the rule needs."""
    context = {key: "1" for key in (rule.spec.match.context if rule.spec.match else [])}
    for param in rule.spec.params:
        if param.source == "context":
            value = param.choices[0] if param.choices else "2024-01-01" if param.type == "date" else "1"
            context[param.key or param.name] = value
    return context


def _check_examples(rule: CompiledRule) -> list[Finding]:
    found = []
    for text in rule.spec.examples:
        outcome = rule.evaluate(text, _context_for(rule))
        if not isinstance(outcome, Hit):
            why = outcome.reason if isinstance(outcome, Miss) else "no match"
            found.append(Finding("error", rule.origin, f"rule {rule.id}: example {text!r} is not answered ({why})"))
    for text in rule.spec.counter_examples:
        if _answers(rule, text):
            found.append(Finding("error", rule.origin, f"rule {rule.id}: counter-example {text!r} is answered"))
    return found


def overlaps(rules: list[CompiledRule]) -> list[Finding]:
    found = []
    for i, a in enumerate(rules):
        for b in rules[i + 1:]:
            if not (a.scope == b.scope or "global" in (a.scope, b.scope)):
                continue  # two tenants never see each other's rules
            for text in a.spec.examples:
                if _answers(b, text):
                    found.append(Finding("warning", a.origin, f"rules {a.id} and {b.id} overlap: "
                                         f"{b.id} also answers {a.id}'s example {text!r}"))
            for text in b.spec.examples:
                if _answers(a, text):
                    found.append(Finding("warning", b.origin, f"rules {b.id} and {a.id} overlap: "
                                         f"{a.id} also answers {b.id}'s example {text!r}"))
            shared = set(a.spec.match.any if a.spec.match else []) & set(b.spec.match.any if b.spec.match else [])
            if shared:
                found.append(Finding("warning", a.origin, f"rules {a.id} and {b.id} share keywords "
                                     f"{sorted(shared)}; the first one listed answers"))
    return found
