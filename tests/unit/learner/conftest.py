"""Small scripted slow-path histories for the learner's unit tests."""

from __future__ import annotations

import itertools

from services.learner.mining import Sample
from services.learner.outcome import answer_outcome

_ids = itertools.count(1)


def sample(text: str, answer: str, *, at: float | None = None, flagged: bool = False) -> Sample:
    n = next(_ids)
    return Sample(f"{n:032x}", text, answer_outcome(text, answer), at=float(n if at is None else at),
                  flagged=flagged)


ALARM = "Your alarm is set."
WEATHER = "It will be sunny."
RESET = "Open Settings, choose Password, then Reset."
HACKED = "Call security at once: your account may be compromised."

ALARM_TEXTS = ["set an alarm for the morning", "please set my alarm", "i need an alarm tomorrow",
               "alarm for my nap please", "can you set an alarm", "wake me up with an alarm",
               "set the alarm early", "turn on an alarm for me"]
WEATHER_TEXTS = ["what is the weather today", "weather in paris please", "how is the weather outside",
                 "tell me the weather forecast", "is the weather nice tomorrow", "weather this weekend",
                 "what will the weather be like", "check the weather for me"]


def history() -> list[Sample]:
    return [sample(t, ALARM) for t in ALARM_TEXTS] + [sample(t, WEATHER) for t in WEATHER_TEXTS]
