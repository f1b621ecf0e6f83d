"""The settings of the learner (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class LearnerSettings(Settings):
    learner_db_retry_s: float = Field(
        1.0, description="Wait between PostgreSQL retries while the database is down."
    )
    learner_trace_sql: bool = Field(
        False, description="A span for every SQL statement of the learner (asyncpg "
        "instrumentation). Off by default: exporting them was about a quarter of the learner's CPU "
        "under load; the learner's hop spans (record_trajectory, record_feedback) and its "
        "mining span are always there.",
    )
    learner_mine_interval_s: float = Field(
        60.0, description="How often the learner mines new rules from recent slow-path answers "
        "(0: only `dualtrack learn mine`)."
    )
    learner_mine_window: int = Field(
        3000, description="Most recent slow-path answers per tenant the miner clusters."
    )
    learner_min_support: int = Field(
        5, description="Requests a cluster needs (all answered alike, none reported wrong) to "
        "become a candidate rule."
    )
    learner_computation_min_support: int = Field(
        3, description="Requests worded alike whose verified programs agree that a computation "
        "rule needs to become a candidate (it then earns promotion in shadow like any rule, and "
        "one wrong value ends its answering)."
    )
    learner_cluster_distances: str = Field(
        "0.8,0.6,0.4", description="Cosine-distance cuts of the clustering, loosest first: a "
        "cluster whose answers disagree is cut again at the next one."
    )
    learner_foreign_min_count: int = Field(
        5, description="A learned rule passes on questions with a word this many questions of "
        "another answer used and its own answer's never did (0: off)."
    )
    learner_foreign_min_answers: int = Field(
        30, description="... once its answer was given this often in the mining window (before, "
        "what its questions never say means little)."
    )
    learner_judge_cache_hits: bool = Field(
        True, description="Judge the mined rules on requests the cache answered too: the learner "
        "matches them on the text and compares their answer with the cache's (those requests "
        "never reach the rules service), so rules whose questions the cache mostly answers still "
        "gather evidence, and one that would answer a near answer's questions is caught."
    )
    learner_auto_shadow: bool = Field(
        True, description="Put mined candidates in shadow at once (off: they wait for "
        "`dualtrack rules approve`)."
    )
    learner_promote_min_matches: int = Field(
        5, description="Shadow matches compared with the slow path before a rule can go active."
    )
    learner_promote_precision: float = Field(
        0.98, description="Shadow precision a rule needs to go active."
    )
    learner_promote_lower_bound: float = Field(
        0.6, description="What its shadow precision must be at least with confidence "
        "learner_promote_z (the Wilson interval's lower bound) to go active: the evidence asked "
        "for grows with the errors seen (defaults: 5 right of 5, or 49 of 50)."
    )
    learner_promote_z: float = Field(
        1.645, description="Confidence of that lower bound in standard deviations (1.645: "
        "one-sided 95%)."
    )
    learner_shadow_max_matches: int = Field(
        100, description="Shadow matches after which a rule that has not earned promotion is removed."
    )
    trust_restore_uses: int = Field(
        5, ge=1, description="Judged uses that agree with the slow path a source (a rule, an "
        "operation kind) needs after a correction before it answers fast again; each restores "
        "this fraction of its trust (trust.state, dtlib/trust.py)."
    )
    user_history_confirmed_factor: float = Field(
        0.5, gt=0, lt=1, description="What one confirmed answer (the user's \"right\", or a slow "
        "answer agreeing with what the reader would have computed while the user's computations "
        "went slow) leaves of a user's recent corrections (users.state `recent`); a correction "
        "adds 1. Time alone restores nothing."
    )
    drift_sample: int = Field(
        50, ge=1, description="Fast answers (rules, semantic cache hits, the classifier's "
        "computations) of the window the drift monitor has the model judge per run (`dualtrack drift`)."
    )
    drift_threshold: float = Field(
        0.2, gt=0, le=1, description="Share of a source's judged answers that do not address their "
        "request above which the drift monitor acts: a rule is demoted, the classifier's fast "
        "threshold is frozen at its strictest level; the reason is recorded."
    )
    drift_min_judged: int = Field(
        10, ge=1, description="Judged answers of a source the drift monitor needs before it acts on "
        "its rate."
    )
    drift_window_s: float = Field(
        86_400.0, description="Window of stored answers the drift monitor samples and rates."
    )
    drift_every_s: float = Field(
        600.0, ge=0, description="Seconds between two runs of the drift monitor that `dualtrack dev "
        "up` starts beside the services (`dualtrack drift --every`); 0: `dev up` does not start it."
    )
    drift_demonstration_judge: bool = Field(
        False, description="Let the drift monitor judge with the embedded demonstration model "
        "(DT_LLM_BACKEND=local). Off: with that backend the monitor runs but judges nothing and "
        "says so, since a 135M model's yes/no is no ground to demote a rule; point DT_LLM_BACKEND "
        "at a model able to judge."
    )
    learner_check_every: int = Field(
        3, description="Judged uses between two re-checks of a promoted rule's recent success."
    )
    learner_check_window: int = Field(
        30, description="Judged uses (live and shadow, latest first) a re-check measures."
    )
    learner_warn_drop: float = Field(
        0.10, description="A fall of recent success below the rule's baseline from which it is "
        "warned (confidence x learner_warn_confidence_factor)."
    )
    learner_demote_drop: float = Field(
        0.20, description="A fall from which the rule is demoted: it stops answering and is "
        "re-verified in shadow."
    )
    learner_remove_drop: float = Field(
        0.40, description="A fall beyond which the rule is removed."
    )
    learner_success_floor: float = Field(
        0.5, description="Recent success under which a rule is removed whatever its baseline."
    )
    learner_demote_below: float = Field(
        0.98, description="Recent success under which a promoted rule is demoted whatever its "
        "baseline (one wrong answer in its last 30 uses is 96.7%); restored once its recent uses "
        "are back at it (0: off)."
    )
    learner_warn_confidence_factor: float = Field(
        0.9, description="What a warning multiplies the rule's confidence by."
    )
