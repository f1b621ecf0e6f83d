"""How every PostgreSQL connection of the project is opened: the DSN plus the password (from
DT_PG_PASSWORD or its file) and TLS (DT_PG_SSLMODE, DT_PG_SSL_CA), as asyncpg keyword arguments.

    conn = await asyncpg.connect(settings.pg_dsn, **connect_options(settings))
"""

from __future__ import annotations

import ssl
from typing import Any

from .settings import Settings


def connect_options(settings: Settings) -> dict[str, Any]:
    """asyncpg's `password` and `ssl` where the settings name them (else the DSN's own apply)."""
    options: dict[str, Any] = {}
    if settings.pg_password.get_secret_value():
        options["password"] = settings.pg_password.get_secret_value()
    mode = settings.pg_sslmode
    if mode.startswith("verify-") and settings.pg_ssl_ca is not None:
        context = ssl.create_default_context(cafile=str(settings.pg_ssl_ca))
        context.check_hostname = mode == "verify-full"
        options["ssl"] = context
    elif mode:
        options["ssl"] = mode
    return options
