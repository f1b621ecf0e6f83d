"""classifier: decides fast (sandbox) or slow (LLM) for what cache and rules did not answer.

rules.miss → (read completely and confidently computable) sandbox.tasks | (anything else) llm.tasks
users.state (followed, read to its end before ready) → stricter fast-path bar for users who
corrected answers lately, and the slow path for those with DT_CLASSIFIER_USER_SLOW_AT recent
corrections (confirmed answers bring them back).
trust.state (followed) → an operation kind corrected lately for a tenant goes slow until the
learner's judged uses restore its trust (dtlib.trust).
When unsure it sends the request slow: a slow answer is never wrong because it was fast.
"""

from __future__ import annotations

import gc
import logging
import time
from dataclasses import dataclass

from dtlib.envelope import Envelope
from dtlib.runtime import Emit, Handlers, Step
from dtlib.topics import Topic
from dtlib.trust import TrustTable

from .engine import Classifier, Users
from .model import Model, load_model
from .parse import parse
from .settings import ClassifierSettings

log = logging.getLogger(__name__)
_REPORT_EVERY = 1000


@dataclass
class Deps:
    model: Model | None = None  # None: loaded from settings.classifier_artifact_dir
    shadow_model: Model | None = None  # None: from settings.classifier_shadow_artifact_dir, if set


def warm_reader() -> None:
    """What the reader loads on its first requests, paid at start rather than on a request's time:
    the first Chinese numeral imports cn2an (0.1–0.16 s of CPU measured, its first call 0.1 ms);
    the reader's LALR tables (2 s to build, 0.2 s from lark's
    cache); the first English story read by roles loads lemminflect's dictionary (0.26 s); the first
    Chinese word the lexicon does not know loads jieba's dictionary (reader/vocab_zh.py: 1.6 s from
    jieba's cache, more to build it). lark and jieba keep their caches in the temp folder: the
    image runs this once at build (Dockerfile), so a replica's start finds them."""
    parse("一千二百三十四加五十六是多少")
    parse("Tom had 5 apples and gave away 2. How many apples are left?")
    parse("我有45元，花了18元，老婆问我还剩多少元？")


def build(settings: ClassifierSettings, deps: Deps | None = None) -> Handlers:
    deps = deps or Deps()
    began = time.monotonic()
    model = deps.model or load_model(settings.classifier_artifact_dir)
    shadow_model = deps.shadow_model or (load_model(settings.classifier_shadow_artifact_dir)
                                         if settings.classifier_shadow_artifact_dir else None)
    loaded = time.monotonic()
    users = Users()
    trusted = TrustTable()
    classifier = Classifier(model, shadow_model=shadow_model,
                            shadow_threshold=settings.classifier_shadow_threshold, users=users,
                            trusted=trusted, user_slow_at=settings.classifier_user_slow_at)
    warm_reader()
    # The model's tables live as long as the process: keep them out of the collector's
    # generations, so a full collection does not walk them on a request's time (measured: p99
    # spikes of several ms).
    gc.freeze()
    log.info("classifier model %s, fast threshold %.4f; models loaded in %.1f s, the reader warmed "
             "in %.1f s", model.version, model.fast_threshold(0), loaded - began,
             time.monotonic() - loaded)

    def follow_users(key: bytes | None, value: bytes | None) -> None:
        users.apply(key, value)

    def route(env: Envelope) -> Emit:  # pure CPU: run on the consumer thread (dtlib.runtime)
        decision = classifier.classify(env)
        total = sum(v for k, v in classifier.counts.items() if k.startswith("routed:"))
        if total % _REPORT_EVERY == 0:
            log.info("classifier decisions so far: %s", dict(classifier.counts))
        topic = Topic.SANDBOX_TASKS if decision.path == "fast" else Topic.LLM_TASKS
        return Emit(topic, env, outcome=decision.outcome)

    handlers = Handlers()
    handlers.follow(Topic.USERS_STATE, follow_users)
    handlers.follow(Topic.TRUST_STATE, trusted.apply)
    handlers.envelope(Topic.RULES_MISS, route)
    return handlers


step = Step("classifier", consumes=(Topic.RULES_MISS,), follows=(Topic.USERS_STATE, Topic.TRUST_STATE),
            emits=(Topic.SANDBOX_TASKS, Topic.LLM_TASKS), build=build,
            description="perception (language, numbers in every written form, dates, units), a "
                        "compositional Chinese/English reader (a lark grammar) into one typed "
                        "sandbox operation, a calibrated scikit-learn model; ambiguity and "
                        "anything not read in full go slow")
