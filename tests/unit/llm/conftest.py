from __future__ import annotations

from fakes.fixtures import clean_script, fake  # noqa: F401 - shared fixtures
