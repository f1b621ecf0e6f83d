"""Every test run uses its own topic prefix, so old messages and cached answers from earlier runs
(or from a demo stack on the same broker) never leak into assertions."""

import os
import secrets

os.environ["DT_TOPIC_PREFIX"] = os.environ.get("DT_TEST_TOPIC_PREFIX") or f"t{secrets.token_hex(3)}."
