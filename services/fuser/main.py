"""fuser: verifies, fuses and gates; the last stage before the user.

sandbox.results → responses          (a computation: rendered in the request's language)
llm.drafts      → responses          (presented, corrected by the brake, or "I don't know")
                → llm.tasks          (gather more: back to the model with what failed)

Every number of a draft that can be checked is computed by the sandbox (gRPC) first: the brake.
Then the confidence gate decides (gate.py). An operation the model wrote is judged by the shared
grounding check (dtlib.grounding); a request with an ambiguous unit or term is answered with the
question to ask back (dtlib.conventions). Every answer carries its provenance (provenance.py).

The factory (`build`) loads the sentence encoder before the replica consumes and takes the
sandbox check from `Deps` (default: gRPC to settings.sandbox_grpc_target); nothing at import.
A sandbox result or a draft for a request that has its final answer (from this step or any other:
a step before this one handled the request again, or a model call came again) is dropped by the
runtime, which records every final answer on `answered.state` and has every replica of a step
that answers follow it (dtlib/runtime/answered.py): one final answer per request, across
restarts and rebalances.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from dataclasses import dataclass
from functools import partial

from dtlib import amount_units, conflict, grounding, sandbox_client
from dtlib.conventions import ambiguous_in_request
from dtlib.envelope import Answer, Envelope, ErrorInfo, Task, time_left_ms
from dtlib.runtime import Emit, Handlers, Step
from dtlib.telemetry import tracer
from dtlib.text import fold
from dtlib.topics import Topic

from . import answers, provenance, similarity
from .brake import Braked, Check, brake
from .gate import Assessment, Budget, Decision, Signals, assess, decide, flat
from .render import failure, from_sandbox, lang_of, sentence, unreadable
from .settings import FuserSettings

log = logging.getLogger("dualtrack.fuser")

FEEDBACK = "fuser: "  # entries of meta.failed_approaches meant for the model (see llm/prompts.py)


def _program_aided(env: Envelope) -> bool:  # the same rule as services/llm/program.py
    return env.perception.task_type == "compute" and (env.task is None or env.task.source == "llm")


class Fuser:
    """One replica's fusing step, independent of Kafka (tests drive it directly)."""

    def __init__(self, settings: FuserSettings, check: Check | None = None) -> None:
        self.settings = settings
        self.check = check or partial(_check_on_sandbox, settings)
        self._tracer = tracer("dualtrack.fuser")

    def on_result(self, env: Envelope) -> Emit:
        answer = from_sandbox(env)
        ok = env.results.sandbox is not None and env.results.sandbox.status == "ok"
        answer.provenance = provenance.of_sandbox(env, verified=ok)
        clash = conflict.contradiction(env, answer, answer.provenance.source) if ok else None
        if clash is not None:
            return self._conflict(env, clash, answer)
        env.answer = answer
        return Emit(Topic.RESPONSES, env, outcome=f"answer:{env.answer.status}")

    def _conflict(self, env: Envelope, clash: conflict.Conflict, answer: Answer) -> Emit:
        """The sandbox's value contradicts what the cache holds for this request: whichever is
        wrong (the reading, or the cached answer), the slow path decides, and writes its own
        operation (program-aided) for a computation."""
        conflict.go_slow(env, clash, answer, task=env.task)
        env.task = None
        env.results.sandbox = None
        if env.perception.task_type is None:
            env.perception.task_type = "compute"
        return Emit(Topic.LLM_TASKS, env, outcome="conflict")

    async def on_draft(self, env: Envelope) -> Emit:
        draft = env.results.draft
        lang = lang_of(env)
        if draft is None or draft.error is not None:
            return self._model_failed(env, lang)
        if reasons := _ambiguities(env):
            env.meta.decisions.append("uncertain: ambiguous")
            env.answer = answers.ambiguous(lang, reasons)
            env.answer.provenance = provenance.unverified(env, source="conventions")
            return Emit(Topic.RESPONSES, env, outcome="answer:uncertain")
        with self._tracer.start_as_current_span("fuser: brake and gate") as span:
            braked, computation, unchecked, nothing_checked, unfit = None, False, 0, False, ""
            if _program_aided(env):
                signals, present, feedback, read = self._program(env, lang)
                if read is not None and not read.ok:
                    return self._ungrounded(env, lang, signals, read)
            else:
                braked = await self._brake(draft.text, env.text, lang)
                draft.claims = braked.claims
                unchecked = braked.unchecked + braked.stray
                computation = _computation_request(env)
                nothing_checked = computation and not (braked.verified or braked.wrong)
                unfit = braked.answer.problem if computation and braked.answer is not None else ""
                signals = Signals(verified=braked.verified, wrong=braked.wrong,
                                  unchecked=unchecked if computation else braked.unchecked)
                present = Answer(status="ok", text=braked.text,
                                 provenance=provenance.of_draft(env, unchecked))
                feedback = braked.corrections + (
                    [f"{n} cannot be checked against the question; show how it is computed"
                     for n in braked.stray_numbers] if computation else []) + (
                    ["the answer does not state the result; state it with how it is computed"]
                    if nothing_checked else []) + (
                    [f"the calculation does not answer the question: {unfit}; use each amount of the "
                     "question as the question uses it"] if unfit else [])
                span.set_attribute("dt.claims.wrong", braked.wrong)
                span.set_attribute("dt.claims.verified", braked.verified)
            assessment, decision, reason = self._gate(
                env, draft.text, signals, contradiction=bool(braked and braked.wrong),
                unchecked_in_computation=computation and (unchecked > 0 or nothing_checked),
                unanswered=bool(unfit))
            span.set_attribute("dt.confidence", assessment.confidence)
            span.set_attribute("dt.decision", f"{decision.value}: {reason}")

        if decision is Decision.GATHER_MORE:
            return self._gather_more(env, draft.text, feedback, reason)
        if decision is Decision.PRESENT and present is not None:
            env.answer = present
        else:
            if nothing_checked:
                assessment.doubts.append(("nothing_checked", 1))
            env.answer = self._not_presented(env, lang, assessment, reason, braked, unfit)
        return Emit(Topic.RESPONSES, env, outcome=f"answer:{env.answer.status}")

    def _gate(self, env: Envelope, draft_text: str, signals: Signals, contradiction: bool,
              unchecked_in_computation: bool = False, unanswered: bool = False
              ) -> tuple[Assessment, Decision, str]:
        """Confidence onto the trend, stagnation, budget, decision (recorded on the envelope)."""
        previous = env.meta.previous_drafts[-1] if env.meta.previous_drafts else None
        same = previous is not None and similarity.says_the_same(
            draft_text, previous, self.settings.gate_stagnation_similarity)[0]
        signals.agreement = same
        signals.route_confidence = _route_confidence(env)
        assessment = assess(signals)
        trend = env.meta.confidence_trend
        trend.append(assessment.confidence)
        stagnating = same or flat(trend, self.settings.gate_trend_window)
        budget = Budget(env.meta.iterations, time_left_ms(env), stagnating)
        decision, reason = decide(assessment.confidence, trend, contradiction, budget, self.settings,
                                  unchecked_in_computation, unanswered)
        env.meta.decisions.append(f"{decision.value}: {reason}")
        return assessment, decision, reason

    async def _brake(self, draft: str, request: str, lang: str) -> Braked:
        try:
            return await brake(draft, request, lang, self.check)
        except Exception:  # noqa: BLE001 - a bug in reading numbers must not hide unchecked ones
            log.exception("fuser: the brake failed; the draft counts as unchecked")
            return Braked(text=draft, unchecked=1, unchecked_reasons=["the numbers could not be read"])

    # --- the pieces -----------------------------------------------------------------------
    def _program(self, env: Envelope, lang: str
                 ) -> tuple[Signals, Answer | None, list[str], grounding.Grounding | None]:
        """Signals, the answer to present (None: nothing to present), feedback for the model,
        and the grounding of the operation the model wrote (None: it wrote none)."""
        result = env.results.sandbox
        if env.task is None:
            problem = _last(env.meta.failed_approaches, "llm: not a valid operation: ")
            return (Signals(program=True, sandbox_status=None), None,
                    [f"that is not a valid calculation: {problem}"], None)
        read = grounding.ground(env.task, env.text)  # the check the llm ran before running it
        if not read.ok or result is None:
            return Signals(program=True, sandbox_status="ok", grounded=False), None, [], read
        tried = json.dumps({"op": env.task.op, "args": env.task.args}, ensure_ascii=False)
        if result.status != "ok":
            why = result.error.message if result.error else result.status
            answer = from_sandbox(env)
            answer.provenance = provenance.of_sandbox(env, verified=False)
            return (Signals(program=True, sandbox_status=result.status), answer,
                    [f"{tried} cannot be computed: {why}; check it against the question"], read)
        answer = Answer(status="ok", text=sentence(env.task, result, lang), value=result.value,
                        provenance=provenance.of_sandbox(env, verified=read.grounded is True))
        return Signals(program=True, sandbox_status="ok", grounded=read.grounded), answer, [], read

    def _ungrounded(self, env: Envelope, lang: str, signals: Signals,
                    read: grounding.Grounding) -> Emit:
        """The model wrote an operation that does not fit the request, and was already asked once
        more with the reason (services/llm/program.py): uncertain, with that reason; its result,
        if any, is not shown."""
        assessment = assess(signals)
        env.meta.confidence_trend.append(assessment.confidence)
        env.meta.decisions.append("uncertain: ungrounded")
        error = _ungrounded(_WHAT_READ, read.problem(lang), lang)
        doubt = "misfit" if read.misfit else "misread"
        env.answer = answers.uncertain(lang, assessment.confidence, [(doubt, 1)], "ungrounded", "", error)
        env.answer.provenance = provenance.unverified(env)
        return Emit(Topic.RESPONSES, env, outcome="answer:uncertain")

    def _gather_more(self, env: Envelope, draft_text: str, feedback: list[str], reason: str) -> Emit:
        env.meta.previous_drafts.append(draft_text)
        notes = feedback or {
            "middling": ["it may not be right; check each step"],
            "falling_trend": ["each answer was less certain than the one before; check each step"],
        }.get(reason, ["check it"])
        env.meta.failed_approaches.extend(FEEDBACK + note for note in notes)
        return Emit(Topic.LLM_TASKS, env, outcome=f"gather_more:{reason}")

    def _not_presented(self, env: Envelope, lang: str, assessment: Assessment, reason: str,
                       braked: Braked | None, unfit: str = "") -> Answer:
        result = env.results.sandbox
        if _program_aided(env) and env.task is not None and result is not None and result.status != "ok":
            text, error = failure(result, lang)  # the sandbox said exactly what is wrong
            return Answer(status="error", text=text, error=error,
                          provenance=provenance.of_sandbox(env, verified=False))
        error = None
        if _program_aided(env) and env.task is None:
            problem = _last(env.meta.failed_approaches, "llm: not a valid operation: ")
            error = unreadable(problem, lang)
        attempt = braked.text if braked is not None else (
            sentence(env.task, result, lang) if env.task is not None and result is not None else "")
        if reason.startswith("unchecked"):
            attempt = ""  # a computation's number nobody checked is not shown, not even as a try
        if unfit:  # a calculation that does not answer the request: the reason, not its number
            attempt = ""
            assessment.doubts.append(("unanswered", 1))
            chain = braked.answer if braked is not None else None
            shown = chain.problem_zh if lang == "zh" and chain is not None and chain.problem_zh else unfit
            error = _ungrounded(_WHAT_ANSWERED, shown, lang)
        answer = answers.uncertain(lang, assessment.confidence, assessment.doubts, reason, attempt, error)
        answer.provenance = provenance.unverified(env)
        return answer

    def _model_failed(self, env: Envelope, lang: str) -> Emit:
        draft = env.results.draft
        error = draft.error if draft is not None else None
        if error is not None and error.code == "LLM_INCOMPLETE":
            budget = Budget(env.meta.iterations, time_left_ms(env), stagnating=False)
            if budget.left(self.settings):
                env.meta.decisions.append("gather_more: incomplete")
                return self._gather_more(env, "", ["the answer was too long and was cut off; "
                                                   "answer in a few sentences"], "incomplete")
        if error is None:
            error = ErrorInfo(code="LLM_UNAVAILABLE", message="the model returned no draft",
                              hint="try again in a minute")
        env.answer = answers.model_failed(error, lang)
        env.answer.provenance = provenance.unverified(env)
        return Emit(Topic.RESPONSES, env, outcome="answer:error")


# What asks for a computed answer (a number, a weekday): such an answer is presented only when
# the sandbox checked what it states, and every number it states.
_ASKS_A_COMPUTATION = re.compile(
    r"\bhow (?:many|much|long|old|far)\b|\bwhat is\b[^.?!]*\d|\bcalculate\b|\bcompute\b|\bcount\b|"
    r"\bnumber of\b|\bconvert\b|day of the week|\bweekday\b|"
    r"多少|几[个天次岁年月周位倍号]|计算|算一下|等于几|换算|星期几|周几|礼拜几")


# A word problem asks without "how many" too ("What was the total cost of Jessica's purchases?",
# "How fast did Emily go?", "What percent of the marbles are green?"): a computation when the
# request gives two amounts or more to compute from (measured on MAWPS train: 91 of 1537 rows asked
# this way). A knowledge question ("What was the total cost of the Apollo program?") gives none.
_ASKS_FROM_AMOUNTS = re.compile(
    r"\bhow (?:tall|fast|big|heavy|wide|deep|high|large)\b|"
    r"\bwhat (?:fraction|percent(?:age)?|amount|number|rate|length)\b|"
    r"\bwhat (?:is|was|are|were|will|would|should) (?:the|his|her|their|its|my|your|our) (?:\w+ ){0,2}?"
    r"(?:total|sum|difference|product|average|cost|price|score|salary|pay|amount|value|percent(?:age)?|rate|"
    r"speed|length|area|perimeter|volume|probability)\b|\bunit cost\b|\baverage speed\b|"
    # 几 with any measure word (一只鸡有2条腿，5只鸡有几条腿？), not only 几个; "推荐几家餐厅" gives no amounts
    rf"几[{''.join(sorted(amount_units.MEASURE_WORDS))}]")


def _computation_request(env: Envelope) -> bool:
    folded = fold(env.text)
    if env.perception.task_type == "compute" or _ASKS_A_COMPUTATION.search(folded):
        return True
    return bool(_ASKS_FROM_AMOUNTS.search(folded)) and len(grounding.request_amounts(env.text)) >= 2


def _ambiguities(env: Envelope) -> list[str]:
    """Why the request cannot be answered without asking back: what the classifier found, and
    (for a computation: "what is a ton?" is answered) the convention table's ambiguous terms."""
    reasons = list(env.perception.ambiguities)
    if env.perception.task_type == "ambiguous" or _computation_request(env):
        reasons += [r for r in ambiguous_in_request(fold(env.text)) if r not in reasons]
    if env.perception.task_type == "ambiguous" and not reasons:
        reasons = ["the question can be read in more than one way"]
    return reasons


_WHAT_READ = {"en": "the calculation read from the question does not fit it", "zh": "从问题读出的算式与问题不符"}
_WHAT_ANSWERED = {"en": "the calculation in the answer does not fit the question", "zh": "回答中的算式与问题不符"}


def _ungrounded(what: dict[str, str], problem: str, lang: str) -> ErrorInfo:
    """A calculation that does not read the request (an operation the model wrote, or a draft's
    answer chain): one error code, the reason in the request's language, and how to ask instead."""
    lead = what["zh" if lang == "zh" else "en"]
    message = f"{lead}：{problem}" if lang == "zh" else f"{lead}: {problem}"
    return ErrorInfo(code="UNGROUNDED_OPERATION", message=message[:300], hint=unreadable("", lang).hint)


def _last(entries: list[str], prefix: str) -> str:
    return next((e[len(prefix):] for e in reversed(entries) if e.startswith(prefix)), "no valid reply")


def _route_confidence(env: Envelope) -> float | None:
    """How sure the classifier was that this request belongs where it went. Its route.confidence
    is the calibrated score "deterministically computable" (services/classifier/decide.py): for
    an operation the model wrote that is the certainty, for a prose answer its complement."""
    score = env.route.confidence
    if score is None or env.route.path != "slow":
        return None
    return score if _program_aided(env) else 1.0 - score


async def _check_on_sandbox(settings: FuserSettings, task: Task):
    return await sandbox_client.execute(task, settings.sandbox_grpc_target,
                                        timeout=settings.sandbox_call_timeout_s,
                                        deadline_ms=settings.sandbox_deadline_ms)


@dataclass
class Deps:
    check: Check | None = None  # None: the sandbox over gRPC (settings.sandbox_grpc_target)
    warm_up: bool = True  # load the sentence encoder before the first request (about 2 s)


def build(settings: FuserSettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    fuser = Fuser(settings, check=deps.check)

    def present_result(env: Envelope) -> Emit:  # pure CPU: run on the consumer thread
        return fuser.on_result(env)

    async def present_draft(env: Envelope) -> Emit:
        return await fuser.on_draft(env)

    async def warm_up_encoder() -> None:  # before the first request, not during it; off the loop,
        await asyncio.to_thread(similarity.warm_up)  # so /health answers while the model loads
        await asyncio.to_thread(amount_units.warm_up)  # the unit check's word tables (dtlib.unit_check)

    handlers = Handlers()
    if deps.warm_up:
        handlers.on_start.append(warm_up_encoder)
    handlers.envelope(Topic.SANDBOX_RESULTS, present_result)  # nothing to wait for: one at a time
    handlers.envelope(Topic.LLM_DRAFTS, present_draft, concurrency=settings.fuser_concurrency)
    return handlers


step = Step("fuser", consumes=(Topic.SANDBOX_RESULTS, Topic.LLM_DRAFTS),
            emits=(Topic.RESPONSES, Topic.LLM_TASKS), build=build,
            description="renders sandbox results in the request's language; the numeric brake "
                        "checks every number in a draft through the sandbox; the confidence gate "
                        "(a draft it doubts goes back to `llm.tasks`: ask the model again)")
