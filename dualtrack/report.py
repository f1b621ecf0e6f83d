"""`dualtrack report`: the seeds' health figures over the answers the learner stored.

What a person running dualtrack asks of it, over a window of stored trajectories:
- how much was answered on the fast path, and by which source (cache, rules, the classifier with
  the sandbox), and how much by the model;
- the slow path's intervention rate against the users' correction rate (seed 000: their ratio
  should stay near 3.2; far below, the fast path answers what it should not; far above, the slow
  path does work the fast path could);
- ILR and IPR against an all-model baseline (seed 002 §7): ILR = the model's latency / dualtrack's
  latency, IPR = dualtrack's quality / the model's quality. The baseline is the slow path of the
  same window: its latency is what every request would have cost had it gone to the model, and its
  quality is judged by the same user feedback;
- the switching accuracy and the fallback rate (seed 002 §5.3): answers not corrected, over answers
  judged; requests a fast source took up (a reading the classifier then vetoed or found
  ambiguous, a rule in shadow, a sandbox run that failed) but the slow path answered;
- the rule library over time (seed 002 E6): rules added, promoted, demoted and removed per day, and
  how many were active at the end of each day;
- the drift monitor's rates (seed 000 §4.3, `dualtrack drift`): per rule, semantic cache and
  classifier version, the share of judged fast answers that do not address their request, and
  how often the judge agrees with the users' own feedback on the same answers.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg

from .charts import pyplot, save
from .drift import Rate
from .drift import rates as drift_rates

# Hop outcomes that mean a fast source took the request up; on an answer the slow path gave, it
# handed the request on (a reading vetoed or read two ways, a rule in shadow, a sandbox run of the
# classifier's reading that failed).
FELL_BACK = r"^(routed:slow:(ambiguous|vetoed|unparsed|uncertain)|shadow|routed:sandbox)$"

ANSWERS_SQL = f"""
SELECT date_bin($3::interval, t.answered_at, $1) AS bucket,
       coalesce(t.path, 'none') AS path, coalesce(t.decided_by, '') AS decided_by, t.status,
       EXISTS (SELECT 1 FROM jsonb_array_elements(t.hops) h WHERE h->>'outcome' ~ '{FELL_BACK}')
           AS fell_back,
       (SELECT f.verdict FROM feedback f WHERE f.trace_id = t.trace_id
        ORDER BY f.created_at DESC LIMIT 1) AS verdict,
       count(*) AS n, sum(t.latency_ms) AS latency_ms
FROM trajectories t
WHERE t.answered_at >= $1 AND t.answered_at < $2 AND ($4 = '' OR t.tenant = $4)
GROUP BY 1, 2, 3, 4, 5, 6
"""

LATENCY_SQL = """
SELECT coalesce(path, 'none') AS path,
       percentile_cont(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY latency_ms) AS pct
FROM trajectories
WHERE answered_at >= $1 AND answered_at < $2 AND ($3 = '' OR tenant = $3)
GROUP BY 1
"""

RULE_EVENTS_SQL = """
SELECT e.rule_id, e.at, e.from_status, e.to_status
FROM rule_events e JOIN rules r USING (rule_id)
WHERE e.at < $1 AND ($2 = '' OR r.tenant = $2)
ORDER BY e.at, e.id
"""

_SINCE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(m|min|h|d|w)\s*$")
_UNIT_SECONDS = {"m": 60, "min": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_since(text: str) -> dt.timedelta:
    """"24h", "90m", "7d", "2w" → a duration; anything else is refused with the forms it takes."""
    m = _SINCE.match(text.lower())
    if not m or float(m.group(1)) <= 0:
        raise ValueError(f"--since takes a number and m, h, d or w (e.g. 24h, 7d), not {text!r}")
    return dt.timedelta(seconds=float(m.group(1)) * _UNIT_SECONDS[m.group(2)])


def source_of(path: str, decided_by: str) -> str:
    """The answer's source as the report groups it."""
    if path == "fast":
        if decided_by.startswith("rule:"):
            return "rules"
        if decided_by.startswith("cache."):
            return decided_by
        return "classifier+sandbox" if decided_by == "classifier" else decided_by or "fast"
    return "model (slow)" if path == "slow" else "no route"


@dataclass
class AnswerGroup:
    bucket: dt.datetime
    path: str
    decided_by: str
    status: str
    fell_back: bool
    verdict: str | None
    n: int
    latency_ms: float


@dataclass
class RuleEvent:
    rule_id: str
    at: dt.datetime
    from_status: str | None
    to_status: str


@dataclass
class Figures:
    since: dt.datetime
    until: dt.datetime
    answers: int = 0
    by_source: Counter = field(default_factory=Counter)
    fast: int = 0
    slow: int = 0
    uncertain: int = 0
    errors: int = 0
    judged: int = 0
    corrected: int = 0
    slow_judged: int = 0
    slow_corrected: int = 0
    fallbacks: int = 0
    mean_latency_ms: float | None = None
    slow_mean_latency_ms: float | None = None
    latency_pct: dict[str, tuple[float, float]] = field(default_factory=dict)
    timeline: dict[dt.datetime, Counter] = field(default_factory=dict)
    rule_days: dict[dt.date, Counter] = field(default_factory=dict)
    active_rules: dict[dt.date, int] = field(default_factory=dict)
    drift: list[Rate] = field(default_factory=list)  # the drift monitor's rates (`dualtrack drift`)

    def share(self, part: int) -> float | None:
        return part / self.answers if self.answers else None

    @property
    def intervention_rate(self) -> float | None:
        return self.share(self.slow)

    @property
    def correction_rate(self) -> float | None:
        return self.share(self.corrected)

    @property
    def intervention_to_correction(self) -> float | None:
        """Seed 000's health ratio; None while no answer was corrected (the ratio is unbounded)."""
        rate, corrections = self.intervention_rate, self.correction_rate
        return rate / corrections if rate is not None and corrections else None

    @property
    def ilr(self) -> float | None:
        if not self.mean_latency_ms or self.slow_mean_latency_ms is None:
            return None
        return self.slow_mean_latency_ms / self.mean_latency_ms

    @property
    def quality(self) -> float | None:
        return 1 - self.corrected / self.judged if self.judged else None

    @property
    def slow_quality(self) -> float | None:
        return 1 - self.slow_corrected / self.slow_judged if self.slow_judged else None

    @property
    def ipr(self) -> float | None:
        """Quality against the model's, both judged by feedback; the random baseline of an open
        answer is 0, so the seed's (Q - random) / (Q_llm - random) is Q / Q_llm."""
        ours, model = self.quality, self.slow_quality
        return ours / model if ours is not None and model else None

    @property
    def fallback_rate(self) -> float | None:
        return self.share(self.fallbacks)


def figures(since: dt.datetime, until: dt.datetime, groups: list[AnswerGroup],
            latency_pct: dict[str, tuple[float, float]], events: list[RuleEvent]) -> Figures:
    f = Figures(since, until, latency_pct=latency_pct)
    total_ms = slow_ms = 0.0
    timeline: dict[dt.datetime, Counter] = defaultdict(Counter)
    for g in groups:
        source = source_of(g.path, g.decided_by)
        f.answers += g.n
        f.by_source[source] += g.n
        timeline[g.bucket][source] += g.n
        total_ms += g.latency_ms
        f.fast += g.n if g.path == "fast" else 0
        f.uncertain += g.n if g.status == "uncertain" else 0
        f.errors += g.n if g.status == "error" else 0
        f.fallbacks += g.n if g.fell_back and g.path == "slow" else 0
        judged = g.n if g.verdict is not None else 0
        wrong = g.n if g.verdict == "wrong" else 0
        f.judged += judged
        f.corrected += wrong
        if g.path == "slow":
            f.slow += g.n
            slow_ms += g.latency_ms
            f.slow_judged += judged
            f.slow_corrected += wrong
    f.mean_latency_ms = total_ms / f.answers if f.answers else None
    f.slow_mean_latency_ms = slow_ms / f.slow if f.slow else None
    f.timeline = dict(sorted(timeline.items()))
    f.rule_days, f.active_rules = rule_library(events, since.date(), until.date())
    return f


_ADDED, _PROMOTED = {"candidate", "shadow"}, {"active"}
_DEMOTED, _REMOVED = {"warning", "demoted"}, {"removed", "rejected"}


def rule_library(events: list[RuleEvent], first: dt.date, last: dt.date,
                 ) -> tuple[dict[dt.date, Counter], dict[dt.date, int]]:
    """Per day of the window: the lifecycle moves, and the rules active at the day's end (events
    before the window count towards the first day's library)."""
    days: dict[dt.date, Counter] = {}
    active: dict[dt.date, int] = {}
    status: dict[str, str] = {}
    pending = sorted(events, key=lambda e: e.at)
    i = 0
    day = first
    while i < len(pending) and pending[i].at.date() < first:
        status[pending[i].rule_id] = pending[i].to_status
        i += 1
    while day <= last:
        moves: Counter = Counter()
        while i < len(pending) and pending[i].at.date() == day:
            e = pending[i]
            if e.from_status is None or e.rule_id not in status:
                moves["added"] += 1
            if e.to_status in _PROMOTED:
                moves["promoted"] += 1
            elif e.to_status in _DEMOTED:
                moves["demoted"] += 1
            elif e.to_status in _REMOVED:
                moves["removed"] += 1
            status[e.rule_id] = e.to_status
            i += 1
        days[day] = moves
        active[day] = sum(1 for s in status.values() if s == "active")
        day += dt.timedelta(days=1)
    return days, active


def bucket_for(window: dt.timedelta) -> dt.timedelta:
    """Hours up to two days, days beyond: a chart of a few dozen points either way."""
    return dt.timedelta(hours=1) if window <= dt.timedelta(days=2) else dt.timedelta(days=1)


async def gather(db: asyncpg.Pool | asyncpg.Connection, window: dt.timedelta, tenant: str = "",
                 until: dt.datetime | None = None) -> Figures:
    until = until or dt.datetime.now(dt.timezone.utc)
    since = until - window
    rows = await db.fetch(ANSWERS_SQL, since, until, bucket_for(window), tenant)
    groups = [AnswerGroup(r["bucket"], r["path"], r["decided_by"], r["status"], r["fell_back"],
                          r["verdict"], r["n"], float(r["latency_ms"] or 0.0)) for r in rows]
    pct = {r["path"]: (float(r["pct"][0]), float(r["pct"][1]))
           for r in await db.fetch(LATENCY_SQL, since, until, tenant)}
    events = [RuleEvent(r["rule_id"], r["at"], r["from_status"], r["to_status"])
              for r in await db.fetch(RULE_EVENTS_SQL, until, tenant)]
    out = figures(since, until, groups, pct, events)
    out.drift = await drift_rates(db, since, tenant)
    return out


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f} %"


def _x(x: float | None, digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def summary(f: Figures) -> dict[str, Any]:
    """The figures as one JSON object (`--json`)."""
    return {
        "since": f.since.isoformat(), "until": f.until.isoformat(), "answers": f.answers,
        "fast_share": f.share(f.fast), "by_source": dict(f.by_source),
        "uncertain": f.uncertain, "errors": f.errors,
        "intervention_rate": f.intervention_rate, "correction_rate": f.correction_rate,
        "intervention_to_correction": f.intervention_to_correction,
        "judged": f.judged, "switching_accuracy": f.quality, "fallback_rate": f.fallback_rate,
        "ilr": f.ilr, "ipr": f.ipr, "mean_latency_ms": f.mean_latency_ms,
        "slow_mean_latency_ms": f.slow_mean_latency_ms,
        "latency_ms": {path: {"p50": p50, "p99": p99} for path, (p50, p99) in f.latency_pct.items()},
        "rules_per_day": {d.isoformat(): {**moves, "active": f.active_rules[d]}
                          for d, moves in f.rule_days.items()},
        "drift": [{"tenant": r.tenant, "source": r.source, "judged": r.judged, "rate": r.rate,
                   "judge_agreement": r.agreement, "with_feedback": r.with_feedback}
                  for r in f.drift],
    }


def lines(f: Figures) -> list[tuple[str, str, str]]:
    """(figure, value, what it means) rows for the terminal table."""
    n = f.answers
    rows = [("answers", str(n), f"{f.since:%Y-%m-%d %H:%M} – {f.until:%Y-%m-%d %H:%M} UTC")]
    rows.append(("fast-path share", _pct(f.share(f.fast)), "answered without the model"))
    for source, count in f.by_source.most_common():
        rows.append((f"  {source}", _pct(count / n), f"{count} answers"))
    rows += [
        ("uncertain answers", _pct(f.share(f.uncertain)), "the system said it was unsure"),
        ("slow-path intervention", _pct(f.intervention_rate), "requests the model answered"),
        ("user corrections", _pct(f.correction_rate), f"answers users marked wrong ({f.corrected})"),
        ("intervention / correction", _x(f.intervention_to_correction, 1),
         "seed 000 keeps it near 3.2 (n/a: nothing corrected)"),
        ("switching accuracy", _pct(f.quality), f"answers not corrected, of {f.judged} with feedback"),
        ("fallback rate", _pct(f.fallback_rate), "a fast source took it up, the model answered"),
        ("ILR", _x(f.ilr), "model latency / dualtrack latency (mean, same window)"),
        ("IPR", _x(f.ipr), "dualtrack quality / model quality (by feedback)"),
    ]
    for path, (p50, p99) in sorted(f.latency_pct.items()):
        rows.append((f"latency {path}", f"p50 {p50:.0f} ms", f"p99 {p99:.0f} ms"))
    moved = Counter()
    for moves in f.rule_days.values():
        moved.update(moves)
    last = max(f.active_rules) if f.active_rules else None
    rows.append(("rules", f"{f.active_rules[last] if last else 0} active",
                 ", ".join(f"{k} {moved[k]}" for k in ("added", "promoted", "demoted", "removed"))))
    for r in f.drift:  # the drift monitor's judgements (`dualtrack drift`)
        agreement = "n/a" if r.agreement is None else f"{_pct(r.agreement)} of {r.with_feedback}"
        rows.append((f"drift {r.source}", _pct(r.rate),
                     f"{r.off} of {r.judged} judged off the request ({r.tenant}); "
                     f"judge agrees with users {agreement}"))
    return rows


def chart(f: Figures, path: Path) -> Path:
    plt = pyplot()

    fig, (top, bottom) = plt.subplots(2, 1, figsize=(10, 7))
    sources = [s for s, _ in f.by_source.most_common()]
    times = list(f.timeline)
    width = bucket_for(f.until - f.since) / dt.timedelta(days=1) * 0.9  # in days, matplotlib's date unit
    below = [0] * len(times)
    for source in sources:  # stacked bars: a window with one bucket still shows
        counts = [f.timeline[t][source] for t in times]
        top.bar(times, counts, width=width, bottom=below, label=source, align="edge")
        below = [b + c for b, c in zip(below, counts)]
    if times:
        top.legend(loc="upper left", fontsize=8)
        top.set_xlim(f.since, f.until)
    top.set_title(f"Answers by source (fast-path share {_pct(f.share(f.fast))})")
    top.set_ylabel("answers per bucket")
    days = list(f.rule_days)
    width = 0.2
    for k, name in enumerate(("added", "promoted", "demoted", "removed")):
        xs = [d + dt.timedelta(hours=6 * k) for d in days]
        bottom.bar(xs, [f.rule_days[d][name] for d in days], width=width, label=name, align="edge")
    if days:
        twin = bottom.twinx()
        twin.plot(days, [f.active_rules[d] for d in days], color="black", marker="o", label="active")
        twin.set_ylabel("active rules")
        twin.set_ylim(bottom=0)
        twin.legend(loc="upper right", fontsize=8)
    bottom.set_ylim(bottom=0)
    bottom.legend(loc="upper left", fontsize=8)
    bottom.set_title("Rule library per day")
    return save(fig, path)


async def run(window: dt.timedelta, tenant: str = "", dsn: str | None = None) -> Figures:
    """The figures of the PostgreSQL the learner writes to (`DT_PG_DSN`)."""
    from dtlib.settings import get_settings

    conn = await asyncpg.connect(dsn or get_settings().pg_dsn)
    try:
        return await gather(conn, window, tenant)
    finally:
        await conn.close()
