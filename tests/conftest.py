"""Every test run uses its own topic prefix, so old messages and cached answers from earlier runs
(or from a demo stack on the same broker) never leak into assertions. When integration tests are
collected, the stack's downloads and builds happen before the first test, and so do helm's and
kubeconform's when the chart's tests are (see pytest_collection_finish)."""

import os
import secrets

os.environ["DT_TOPIC_PREFIX"] = os.environ.get("DT_TEST_TOPIC_PREFIX") or f"t{secrets.token_hex(3)}."


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
