"""`dualtrack bench cache` picks GPTCache's threshold as a user could, on the traffic, and reports
it on the evaluation part (where it may break the bound), apart from its best case in hindsight."""

from dualtrack.bench.cache import best_within, chosen_on_traffic


def row(threshold: float, right: int, wrong: int) -> dict:
    return {"threshold": threshold, "right": right, "wrong": wrong, "hit_rate": right / 100,
            "wrong_rate": wrong / max(right + wrong, 1)}


GPTCACHE = {
    "traffic_sweep": [row(0.90, 50, 2), row(0.95, 30, 0), row(1.0, 5, 0)],
    "sweep": [row(0.90, 40, 4), row(0.95, 25, 3), row(1.0, 4, 0)],
}


def test_the_threshold_is_chosen_on_the_traffic_and_reported_on_the_evaluation_part():
    picked = chosen_on_traffic(GPTCACHE, 0.01)
    assert picked["threshold"] == 0.95 and picked["wrong"] == 3  # over δ on the evaluation part
    assert picked["traffic"]["wrong"] == 0
    assert chosen_on_traffic(GPTCACHE, 0.05)["threshold"] == 0.90
    assert best_within(GPTCACHE["sweep"], 0.01)["threshold"] == 1.0  # hindsight picks otherwise


def test_no_threshold_when_the_traffic_breaks_the_bound_at_every_one():
    assert chosen_on_traffic({"traffic_sweep": [row(0.9, 10, 5)], "sweep": [row(0.9, 10, 5)]}, 0.01) is None
