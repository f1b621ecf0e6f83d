from dtlib.health import HealthServer
from dtlib.settings import Settings


def test_ready_waits_for_the_services_own_gates() -> None:
    caught_up = {"value": False}
    health = HealthServer("cache", Settings(tracing=False))
    health.gates.append(lambda: caught_up["value"])
    assert not health.ready
    health.consuming = True  # what the step framework does once subscribers run
    assert not health.ready  # still catching up with cache.state
    caught_up["value"] = True
    assert health.ready
    health.consuming = False  # shutting down
    assert not health.ready
