"""classifier: decides fast (sandbox) or slow (LLM) for what cache and rules did not answer.

rules.miss → (parsed computation) sandbox.tasks | (anything else) llm.tasks
When unsure it sends the request slow: a slow answer is never wrong because it was fast.
"""

from __future__ import annotations

from dtlib.envelope import Envelope, Perception, Route
from dtlib.service import Emit, Service
from dtlib.text import language
from dtlib.topics import Topic

from .parse import parse_arithmetic

service = Service("classifier")


@service.handles(Topic.RULES_MISS)
async def route(env: Envelope) -> Emit:
    task = parse_arithmetic(env.text)
    env.perception = Perception(language=language(env.text),
                                task_type="compute" if task else None)
    if task is not None:
        env.task = task
        env.route = Route(path="fast", decided_by="classifier", confidence=1.0)
        return Emit(Topic.SANDBOX_TASKS, env, outcome="routed:sandbox")
    env.route = Route(path="slow", decided_by="fallback", confidence=0.0)
    return Emit(Topic.LLM_TASKS, env, outcome="routed:slow")
