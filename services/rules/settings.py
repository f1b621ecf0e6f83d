"""The settings of the rules service (DT_ environment variables), over the shared ones in dtlib.settings."""

from __future__ import annotations

from pydantic import Field

from dtlib.settings import Settings


class RulesSettings(Settings):
    rules_reload_s: float = Field(
        1.0, description="How often the rules service checks rules_dir for changed YAML files.",
    )
