"""Every test run uses its own topic prefix, so old messages and cached answers from earlier runs
(or from a demo stack on the same broker) never leak into assertions. When integration tests are
collected, the stack's downloads and builds happen before the first test, and so do helm's and
kubeconform's when the chart's tests are (see pytest_collection_finish)."""

import os
import secrets

from hypothesis import settings

os.environ["DT_TOPIC_PREFIX"] = os.environ.get("DT_TEST_TOPIC_PREFIX") or f"t{secrets.token_hex(3)}."

# No property test has a time limit: on a shared machine an example's time says nothing about the code, and speed
# is measured by the benchmarks (hypothesis's 200 ms default failed sandbox/test_spans.py at load 15).
settings.register_profile("dualtrack", deadline=None)
settings.load_profile("dualtrack")


def pytest_collection_finish(session) -> None:
    """Fetch Kafka and build Jaeger before any test starts, when integration tests will run (and
    helm and kubeconform, when the chart's tests will).

    On a fresh machine the Jaeger build takes minutes, more than one test's timeout; here it runs
    outside every test's clock. Starting the stack stays with the `real_stack` fixture.
    """
    if session.config.option.collectonly:
        return
    if any("integration" in item.path.parts for item in session.items):
        from dualtrack import stack

        stack.prepare()
    if any("helm" in item.path.parts for item in session.items):
        from dualtrack import chart

        chart.build()  # helm and kubeconform, with Go, the first time
