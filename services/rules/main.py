"""rules: answers requests that a configured rule covers; everything else passes on.

cache.miss → (rule matched) responses | (no rule) rules.miss
"""

from __future__ import annotations

from dtlib.envelope import Answer, Envelope, Route
from dtlib.service import Emit, Service
from dtlib.topics import Topic

from .rulebook import Rulebook

service = Service("rules")
rulebook = Rulebook(service.settings.rules_dir)


@service.handles(Topic.CACHE_MISS)
async def match_rules(env: Envelope) -> Emit:
    rule = rulebook.first_match(env.tenant, env.text)
    if rule is None:
        return Emit(Topic.RULES_MISS, env, outcome="no-rule")
    env.route = Route(path="fast", decided_by=f"rule:{rule.id}", confidence=1.0)
    env.answer = Answer(status="ok", text=rule.render(env.text))
    return Emit(Topic.RESPONSES, env, outcome=f"rule:{rule.id}")
