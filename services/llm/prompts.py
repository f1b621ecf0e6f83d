"""The messages the model sees. They speak to the model as a person would: no word about the
pipeline, checks or tools (a model told about a calculator starts announcing "calling the
calculator…" instead of answering).
"""

from __future__ import annotations

from dtlib.conventions import PROMPT_CONVENTIONS
from dtlib.envelope import Envelope

from .op_schema import OPS

# Measured on the embedded SmolLM2-135M: longer instructions (brevity, language, "say if you
# don't know") made its answers worse, so the answer prompt stays minimal.
SYSTEM_PROMPT = "You are a helpful assistant."

_OPERATION_LINES = "\n".join(
    f"- {op}({', '.join([*spec.required, *(f'{a}?' for a in spec.optional)])})"
    + (f": {spec.example}" if spec.example else "")
    for op, spec in OPS.items()
)

OPERATION_PROMPT = (
    'Rewrite the question as one JSON object {"op": name, "args": {...}}. Copy the numbers '
    "exactly as the question gives them; write dates as YYYY-MM-DD. Reply with the JSON object "
    "only. " + PROMPT_CONVENTIONS + "\nOperations (? = optional):\n" + _OPERATION_LINES
)

# What the fuser wrote for the model starts with this prefix in meta.failed_approaches; other
# entries (transport errors, the llm's own notes) are not for the model's eyes.
FEEDBACK_PREFIX = "fuser: "


def feedback(env: Envelope) -> list[str]:
    """What went wrong in earlier attempts, oldest first, each once."""
    seen: dict[str, None] = {}
    for entry in env.meta.failed_approaches:
        if entry.startswith(FEEDBACK_PREFIX):
            seen.setdefault(entry[len(FEEDBACK_PREFIX):], None)
    return list(seen)[-6:]


def _with_retry(env: Envelope, system: str, ask_again: str) -> list[dict[str, str]]:
    """The question, and on a retry the last reply with what was wrong with it."""
    messages = [{"role": "system", "content": system}, {"role": "user", "content": env.text}]
    if not env.meta.previous_drafts:
        return messages
    notes = feedback(env) or ["it may not be right"]
    problems = "\n".join(f"- {p}" for p in notes)
    previous = env.meta.previous_drafts[-1]
    if not previous:  # nothing usable came back (cut off): say so with the question
        messages[1]["content"] += f"\n\n({'; '.join(notes)})"
        return messages
    return [*messages, {"role": "assistant", "content": previous},
            {"role": "user", "content": f"Please check that answer:\n{problems}\n{ask_again}"}]


def answer_messages(env: Envelope) -> list[dict[str, str]]:
    return _with_retry(env, SYSTEM_PROMPT, "Please answer my question again.")


def operation_messages(env: Envelope) -> list[dict[str, str]]:
    return _with_retry(env, OPERATION_PROMPT, "Write the JSON object again.")


def fix_operation(reply: str, problem: str, *, valid: bool = False) -> list[dict[str, str]]:
    """The turns that send an operation back once, with what is wrong with it: not valid, or
    (`valid`) valid but not what the question says."""
    lead = "That does not fit the question" if valid else "That is not valid"
    return [{"role": "assistant", "content": reply},
            {"role": "user", "content": f"{lead}: {problem}. Reply with the corrected "
                                        "JSON object only."}]
