"""Kafka security settings reach every client; secrets come from variables or files and are never
printed."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from dtlib.kafka_config import kafka_config
from dtlib.settings import Settings
from dualtrack.settings_doc import settings_rows

PASSWORD = "pa55-of-the-cache-user"


def secured(**overrides: object) -> Settings:
    return Settings(**({"kafka_security_protocol": "SASL_SSL", "kafka_sasl_username": "cache",
                        "kafka_sasl_password": PASSWORD, "kafka_ssl_ca": Path("/certs/ca.pem")}
                       | overrides))


def test_a_secured_client_speaks_tls_and_scram_with_its_own_user() -> None:
    config = kafka_config(secured(), "dualtrack-cache")
    assert config["security.protocol"] == "SASL_SSL"
    assert config["sasl.mechanism"] == "SCRAM-SHA-512"
    assert (config["sasl.username"], config["sasl.password"]) == ("cache", PASSWORD)
    assert config["ssl.ca.location"] == "/certs/ca.pem"
    assert config["ssl.endpoint.identification.algorithm"] == "https"
    unchecked = kafka_config(secured(kafka_ssl_verify_hostname=False), "x")
    assert unchecked["ssl.endpoint.identification.algorithm"] == "none"


def test_an_open_client_sends_no_credentials() -> None:
    config = kafka_config(Settings(kafka_sasl_username="cache", kafka_sasl_password=PASSWORD), "x")
    assert config["security.protocol"] == "PLAINTEXT"
    assert not any(key.startswith(("sasl.", "ssl.")) for key in config)


def test_oauthbearer_takes_the_user_and_password_as_the_oidc_client() -> None:
    config = kafka_config(secured(kafka_sasl_mechanism="OAUTHBEARER",
                                  kafka_oauth_token_url="https://idp/token"), "x")
    assert config["sasl.oauthbearer.method"] == "oidc"
    assert config["sasl.oauthbearer.client.secret"] == PASSWORD
    assert "sasl.password" not in config


def test_a_secret_comes_from_its_file_which_wins_over_an_empty_variable(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    secret = tmp_path / "password"
    secret.write_text(PASSWORD + "\n")  # as a mounted Secret ends
    monkeypatch.setenv("DT_KAFKA_SASL_PASSWORD", "")
    monkeypatch.setenv("DT_KAFKA_SASL_PASSWORD_FILE", str(secret))
    assert Settings().kafka_sasl_password.get_secret_value() == PASSWORD


def test_a_secret_file_that_cannot_be_read_names_the_variable_not_a_value(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DT_PG_PASSWORD_FILE", str(tmp_path / "missing"))
    with pytest.raises(ValueError, match="DT_PG_PASSWORD_FILE"):
        Settings()


def test_dualtrack_settings_never_prints_a_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    from dtlib.settings import get_settings

    monkeypatch.setenv("DT_KAFKA_SASL_PASSWORD", PASSWORD)
    monkeypatch.setenv("DT_PRINCIPAL_MASTER_KEY", "master-" + PASSWORD)
    get_settings.cache_clear()
    try:
        rows = settings_rows()
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
    shown = {variable: value for _, variable, value, _ in rows}
    assert shown["DT_KAFKA_SASL_PASSWORD"] == "**********"
    assert not any(PASSWORD in value for value in shown.values())


def test_a_client_logs_no_password(caplog: pytest.LogCaptureFixture) -> None:
    """librdkafka's own log lines go to Python logging; what a failing secured producer logs
    names no password."""
    import time

    from confluent_kafka import Producer

    caplog.set_level(logging.DEBUG)
    producer = Producer(kafka_config(secured(kafka_bootstrap="127.0.0.1:1", kafka_ssl_ca=None),
                                     "dualtrack-test") | {"debug": "security,broker"})
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        producer.poll(0.1)
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "sasl" in logged.lower()  # it did log about its connection
    assert PASSWORD not in logged and repr(secured()).count(PASSWORD) == 0
