"""rules: answers requests that a configured or learned rule covers; everything else passes on.

cache.miss → (templated answer) responses | (sandbox op) sandbox.tasks | (no rule) rules.miss
           | (a tool call, every parameter read and valid) tools.calls
           | (a tool call with a parameter missing, invalid or ambiguous) llm.tasks
rules.state (followed) → learned rules and status changes from the learner; read to its end before
the replica is ready, so a restarted replica never answers with a rule the learner demoted.
Shadow and demoted rules are evaluated and recorded on env.route.shadow; they never answer. A
shadow computation's value is computed by the sandbox over gRPC (dtlib.sandbox_client), so the
learner can compare it with the value the request gets. The handler is a plain function: it runs
on the consumer thread (dtlib.runtime), the gRPC call included.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from dtlib import sandbox_client, tools
from dtlib.envelope import Envelope, SandboxResult, Task
from dtlib.runtime import Emit, Handlers, Step
from dtlib.topics import Topic
from dtlib.trust import TrustTable

from .decide import apply, shadow_values
from .rulebook import Rulebook
from .settings import RulesSettings


def build(settings: RulesSettings, deps: Any = None) -> Handlers:
    """The rulebook of `settings.rules_dir` (re-read when a file changes) and the learned rules."""
    rulebook = Rulebook(settings.rules_dir, settings.rules_reload_s)
    registry = tools.Registry(settings.tools_dir, settings.rules_reload_s)
    hits: Counter[str] = Counter()  # per rule: live answers and shadow would-be answers
    trusted = TrustTable()

    def follow_rules(key: bytes | None, value: bytes | None) -> None:
        rulebook.apply_state(key, value)

    def execute(task: Task) -> SandboxResult:  # a shadow rule's computation: rare, and short
        return sandbox_client.execute_blocking(task, settings.sandbox_grpc_target,
                                               timeout=settings.sandbox_call_timeout_s,
                                               deadline_ms=settings.sandbox_deadline_ms)

    # Pure CPU but for a shadow computation's sandbox call, which it waits for where it runs: on
    # the consumer thread (dtlib.runtime), as a bare consumer loop would.
    def match_rules(env: Envelope) -> Emit:
        evaluation = rulebook.evaluate(env.tenant, env.text, env.context)
        topic, outcome = apply(env, evaluation, rulebook, hits, registry, trusted)
        shadow_values(env, execute)
        return Emit(topic, env, outcome=outcome)

    handlers = Handlers()
    handlers.follow(Topic.RULES_STATE, follow_rules)
    handlers.follow(Topic.TRUST_STATE, trusted.apply)
    handlers.envelope(Topic.CACHE_MISS, match_rules)
    return handlers


step = Step("rules", consumes=(Topic.CACHE_MISS,), follows=(Topic.RULES_STATE, Topic.TRUST_STATE),
            emits=(Topic.RESPONSES, Topic.SANDBOX_TASKS, Topic.TOOLS_CALLS, Topic.LLM_TASKS,
                   Topic.RULES_MISS), build=build,
            description="YAML rules (`rules/<scope>/*.yaml`, hot-reloaded) and the learner's "
                        "rules: live ones answer, shadow ones are evaluated without acting and "
                        "record what they would have answered; two learned rules that would "
                        "answer differently pass the request on")
