"""The words of answers that are not a plain result: "I don't know, because …", and failures of
the model itself. English and Chinese; the request's language decides."""

from __future__ import annotations

from dtlib.conventions import question_back
from dtlib.envelope import Answer, ErrorInfo

_BECAUSE = {
    "wrong": {"en": "{n} of the numbers in my answer were wrong (they are corrected below)",
              "zh": "我的回答里有{n}个数字是错的（下文已更正）"},
    "unchecked": {"en": "{n} of the numbers in my answer could not be checked",
                  "zh": "回答里有{n}个数字无法核对"},
    "nothing_checked": {"en": "nothing in my answer could be checked against the question",
                        "zh": "回答中没有能与问题核对的结果"},
    "route": {"en": "it is not clear what kind of question this is",
              "zh": "不确定这是什么类型的问题"},
    "no_operation": {"en": "I could not read the question as a calculation",
                     "zh": "我没能把这个问题读成一个算式"},
    "rejected": {"en": "the calculation I read from the question could not be done",
                 "zh": "我从问题中读出的算式无法计算"},
    "misread": {"en": "the calculation I read does not use the question's own numbers",
                "zh": "我读出的算式与问题中的数字不符"},
    "unanswered": {"en": "the calculation in my answer does not answer the question from its numbers",
                   "zh": "回答中的算式没有用问题给出的数回答问题"},
    "misfit": {"en": "the calculation I read does not do what the question asks",
               "zh": "我读出的算式与问题所问的不符"},
    "stagnation": {"en": "asking again gave the same answer",
                   "zh": "重新回答仍是同样的结果"},
    "no_attempts_left": {"en": "I ran out of attempts", "zh": "尝试次数已用完"},
    "no_time_left": {"en": "there was no time left to try again", "zh": "已没有时间再试"},
    "falling_trend": {"en": "my confidence fell with each attempt", "zh": "每次尝试后把握都在下降"},
}
_LEAD = {"en": "I don't know for sure, because {why}", "zh": "我不确定，因为{why}"}
_LOW = {"en": "my confidence in this answer is low ({c:.2f})", "zh": "对这个回答的把握不足（{c:.2f}）"}
_ATTEMPT = {"en": "\n\nMy best attempt, which may be wrong:\n{text}", "zh": "\n\n以下是我的最佳尝试，可能有误：\n{text}"}
_JOIN = {"en": "; ", "zh": "；"}
_END = {"en": ".", "zh": "。"}


def uncertain(lang: str, confidence: float, doubts: list[tuple[str, int]], gate_reason: str,
              attempt: str = "", error: ErrorInfo | None = None) -> Answer:
    """An honest "I don't know, because …", with the best attempt when there is one."""
    reasons = [_BECAUSE[name][lang].format(n=n) for name, n in doubts if name in _BECAUSE]
    for part in gate_reason.split("+")[1:]:
        if part in _BECAUSE:
            reasons.append(_BECAUSE[part][lang])
    if not reasons or gate_reason == "low_confidence" or gate_reason.startswith("middling"):
        reasons.append(_LOW[lang].format(c=confidence))  # said only where the confidence decided
    text = _LEAD[lang].format(why=_JOIN[lang].join(reasons)) + _END[lang]
    if error is not None:
        text += (f" {error.message[:1].upper()}{error.message[1:]}. How to ask instead: {error.hint}."
                 if lang == "en" else f"{error.message}。{error.hint}。")
    if attempt:
        text += _ATTEMPT[lang].format(text=attempt)
    return Answer(status="uncertain", text=text, error=error)


_MODEL_FAILED = {
    "LLM_UNAVAILABLE": {"en": "The language model is unavailable right now: {message}. {hint}.",
                        "zh": "语言模型暂时不可用：{message}。{hint}。"},
    "LLM_INCOMPLETE": {"en": "The language model's answer was cut off, so it is not shown: {message}. {hint}.",
                       "zh": "语言模型的回答被截断，因此不予显示：{message}。{hint}。"},
}
_HINT_ZH = {"LLM_UNAVAILABLE": "请稍后再试", "LLM_INCOMPLETE": "请把问题问得更具体，或要求更简短的回答"}


def model_failed(error: ErrorInfo, lang: str) -> Answer:
    """The model gave no usable answer (unavailable, breaker open, cut off)."""
    template = _MODEL_FAILED.get(error.code, _MODEL_FAILED["LLM_UNAVAILABLE"])[lang]
    hint = _HINT_ZH.get(error.code, error.hint) if lang == "zh" else error.hint
    return Answer(status="error", text=template.format(message=error.message, hint=hint), error=error)


_AMBIGUOUS_LEAD = {"en": "I can't answer this without knowing what you mean: {why}.",
                   "zh": "这个问题有不止一种理解，需要先确认。"}


def ambiguous(lang: str, reasons: list[str]) -> Answer:
    """A question that has more than one answer: ask it back, never guess a number."""
    questions = [question_back(r, lang) or r for r in reasons]
    text = _AMBIGUOUS_LEAD[lang].format(why=_JOIN[lang].join(reasons)) + " " + " ".join(questions)
    error = ErrorInfo(code="AMBIGUOUS", message="; ".join(reasons)[:300], hint=" ".join(questions)[:300])
    return Answer(status="uncertain", text=text, error=error)
