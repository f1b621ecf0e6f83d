"""`dualtrack report`: the figures a person running dualtrack reads off the stored answers."""

from __future__ import annotations

import datetime as dt

import pytest

from dualtrack.report import AnswerGroup, RuleEvent, chart, figures, lines, parse_since, rule_library, summary

T0 = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)
T1 = T0 + dt.timedelta(days=2)


def group(path: str, decided_by: str, n: int, latency_ms: float, status: str = "ok",
          verdict: str | None = None, fell_back: bool = False) -> AnswerGroup:
    return AnswerGroup(T0, path, decided_by, status, fell_back, verdict, n, latency_ms * n)


def test_shares_by_source_and_the_seed_ratios() -> None:
    f = figures(T0, T1, [
        group("fast", "cache.exact", 30, 2.0),
        group("fast", "rule:r1", 10, 3.0),
        group("fast", "classifier", 20, 5.0),
        group("slow", "fallback", 36, 400.0, fell_back=True, verdict="right"),
        group("slow", "classifier", 2, 400.0, verdict="wrong"),
        group("slow", "classifier", 2, 400.0, status="uncertain"),
    ], {}, [])
    assert f.answers == 100
    assert f.share(f.fast) == pytest.approx(0.6)
    assert f.by_source["classifier+sandbox"] == 20 and f.by_source["rules"] == 10
    assert f.by_source["model (slow)"] == 40
    assert f.intervention_rate == pytest.approx(0.4)
    assert f.correction_rate == pytest.approx(0.02)
    assert f.intervention_to_correction == pytest.approx(20.0)
    assert f.fallback_rate == pytest.approx(0.36)
    assert f.uncertain == 2
    # the model answers in 400 ms; dualtrack's mean is (60+30+100+16000)/100 = 161.9 ms
    assert f.ilr == pytest.approx(400 / 161.9)
    # 38 judged, all slow: quality 36/38 for both, IPR 1
    assert f.quality == pytest.approx(36 / 38) and f.ipr == pytest.approx(1.0)


def test_ratios_are_not_invented_without_evidence() -> None:
    f = figures(T0, T1, [group("fast", "cache.exact", 5, 1.0)], {}, [])
    assert f.intervention_to_correction is None  # nothing corrected: unbounded, not 0
    assert f.ilr is None and f.ipr is None and f.quality is None
    assert "n/a" in dict((r[0], r[1]) for r in lines(f))["ILR"]
    empty = figures(T0, T1, [], {}, [])
    assert empty.answers == 0 and empty.share(0) is None
    assert summary(empty)["fast_share"] is None


def test_a_fast_answer_that_fell_back_elsewhere_is_not_a_fallback() -> None:
    f = figures(T0, T1, [group("fast", "classifier", 4, 5.0, fell_back=True)], {}, [])
    assert f.fallbacks == 0


def test_the_rule_library_day_by_day() -> None:
    def at(day: int, hour: int = 12) -> dt.datetime:
        return T0 + dt.timedelta(days=day, hours=hour)

    events = [
        RuleEvent("old", at(-3), None, "candidate"),
        RuleEvent("old", at(-2), "candidate", "active"),
        RuleEvent("a", at(0, 1), None, "candidate"),
        RuleEvent("a", at(0, 2), "candidate", "shadow"),
        RuleEvent("a", at(0, 3), "shadow", "active"),
        RuleEvent("b", at(1), None, "shadow"),
        RuleEvent("old", at(1, 13), "active", "demoted"),
        RuleEvent("b", at(2, 1), "shadow", "removed"),
    ]
    days, active = rule_library(events, T0.date(), (T0 + dt.timedelta(days=2)).date())
    day0, day1, day2 = sorted(days)
    assert days[day0]["added"] == 1 and days[day0]["promoted"] == 1
    assert active[day0] == 2  # "old" from before the window, and "a"
    assert days[day1]["added"] == 1 and days[day1]["demoted"] == 1 and active[day1] == 1
    assert days[day2]["removed"] == 1 and active[day2] == 1


@pytest.mark.parametrize("text,seconds", [("24h", 86400), ("90m", 5400), ("7d", 604800), ("2w", 1209600)])
def test_since_takes_durations(text: str, seconds: int) -> None:
    assert parse_since(text).total_seconds() == seconds


@pytest.mark.parametrize("text", ["", "24", "yesterday", "-1h", "0h", "1y"])
def test_since_refuses_what_it_cannot_read(text: str) -> None:
    with pytest.raises(ValueError, match="--since"):
        parse_since(text)


def test_a_window_with_one_bucket_still_charts(tmp_path) -> None:
    f = figures(T0, T1, [group("fast", "cache.exact", 3, 1.0), group("slow", "classifier", 1, 400.0)], {}, [])
    path = chart(f, tmp_path / "report.png")
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size > 10_000
