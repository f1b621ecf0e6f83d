"""Secrets from files, as Kubernetes and Docker mount them: every `SecretStr` setting `DT_<NAME>`
also reads `DT_<NAME>_FILE`, the path of a file holding it (its trailing newline dropped).

A pydantic-settings source: the settings classes place it before the environment, so a `_FILE`
that is set wins over the variable itself (which a chart or compose file may set empty).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import SecretStr
from pydantic.fields import FieldInfo
from pydantic_settings import PydanticBaseSettingsSource


def is_secret(field: FieldInfo) -> bool:
    return field.annotation is SecretStr


class SecretFilesSource(PydanticBaseSettingsSource):
    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        if not is_secret(field):
            return None, field_name, False
        prefix = self.config.get("env_prefix", "")
        variable = f"{prefix}{field_name}_FILE".upper()
        path = os.environ.get(variable)
        if not path:
            return None, field_name, False
        try:
            return Path(path).read_text(encoding="utf-8").rstrip("\r\n"), field_name, False
        except OSError as exc:
            # The message names the variable and the file, never what a file holds.
            raise ValueError(f"{variable}={path}: cannot read the secret: {exc.strerror}") from None

    def __call__(self) -> dict[str, Any]:
        values = {}
        for name, field in self.settings_cls.model_fields.items():
            value, key, _ = self.get_field_value(field, name)
            if value is not None:
                values[key] = value
        return values
