"""The librdkafka configuration every Kafka client of the project starts from: where the brokers
are, and how to reach them securely (TLS, SASL). Producers, consumers and admin clients add their
own keys to it.

The dictionary holds the password in clear (librdkafka needs it): pass it to a client, never log it.
"""

from __future__ import annotations

import logging
from typing import Any

from .settings import Settings

log = logging.getLogger("dualtrack.kafka")


def kafka_config(settings: Settings, client_id: str, bootstrap: str | None = None) -> dict[str, Any]:
    """Bootstrap servers (`bootstrap`, else the settings'), client id, security, how soon a lost
    broker is tried again, and librdkafka's log lines in Python logging (not on stderr)."""
    s = settings
    config: dict[str, Any] = {
        "bootstrap.servers": bootstrap or s.kafka_bootstrap, "client.id": client_id, "logger": log,
        "security.protocol": s.kafka_security_protocol,
        "reconnect.backoff.max.ms": s.kafka_reconnect_backoff_max_ms,
    }
    if s.kafka_security_protocol in ("SSL", "SASL_SSL"):
        config["ssl.endpoint.identification.algorithm"] = (
            "https" if s.kafka_ssl_verify_hostname else "none")
        if s.kafka_ssl_ca is not None:
            config["ssl.ca.location"] = str(s.kafka_ssl_ca)
        if s.kafka_ssl_cert is not None:
            config["ssl.certificate.location"] = str(s.kafka_ssl_cert)
        if s.kafka_ssl_key is not None:
            config["ssl.key.location"] = str(s.kafka_ssl_key)
        if s.kafka_ssl_key_password.get_secret_value():
            config["ssl.key.password"] = s.kafka_ssl_key_password.get_secret_value()
    if s.kafka_security_protocol.startswith("SASL_"):
        config["sasl.mechanism"] = s.kafka_sasl_mechanism
        if s.kafka_sasl_mechanism == "OAUTHBEARER":
            config |= {"sasl.oauthbearer.method": "oidc",
                       "sasl.oauthbearer.client.id": s.kafka_sasl_username,
                       "sasl.oauthbearer.client.secret": s.kafka_sasl_password.get_secret_value(),
                       "sasl.oauthbearer.token.endpoint.url": s.kafka_oauth_token_url}
        else:
            config |= {"sasl.username": s.kafka_sasl_username,
                       "sasl.password": s.kafka_sasl_password.get_secret_value()}
    return config
