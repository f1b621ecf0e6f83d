"""rules: answers requests that a configured or learned rule covers; everything else passes on.

cache.miss → (templated answer) responses | (sandbox op) sandbox.tasks | (no rule) rules.miss
rules.state (followed) → learned rules and status changes from the learner.
Shadow and demoted rules are evaluated and recorded on env.route.shadow; they never answer.
"""

from __future__ import annotations

from collections import Counter

from dtlib.envelope import Envelope
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .decide import apply
from .rulebook import Rulebook

service = Service("rules")
rulebook = Rulebook(service.settings.rules_dir, service.settings.rules_reload_s)
hits: Counter[str] = Counter()  # per rule: live answers and shadow would-be answers


@service.follows_state(Topic.RULES_STATE)
async def follow_rules(key: bytes | None, value: bytes | None) -> None:
    rulebook.apply_state(key, value)


@service.handles(Topic.CACHE_MISS)
async def match_rules(env: Envelope) -> Emit:
    topic, outcome = apply(env, rulebook.evaluate(env.tenant, env.text, env.context), rulebook, hits)
    return Emit(topic, env, outcome=outcome)
