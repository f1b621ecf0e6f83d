"""What the secured local broker grants and how it is configured, without starting it."""

from __future__ import annotations

from confluent_kafka.admin import AclOperation, ResourcePatternType, ResourceType

from dtlib.topics import Topic, topic_name
from dualtrack import topology
from dualtrack.stack.kafka import _override
from dualtrack.stack.secure import acl_bindings

PREFIX = "dt."


def granted(user: str, kind: ResourceType, operation: AclOperation) -> set[str]:
    return {b.name for b in acl_bindings(PREFIX) if b.principal == f"User:{user}"
            and b.restype == kind and b.operation == operation
            and b.resource_pattern_type == ResourcePatternType.LITERAL}


def test_each_service_may_read_and_write_only_what_its_step_declares() -> None:
    for step in topology.steps():
        writes = granted(step.name, ResourceType.TOPIC, AclOperation.WRITE)
        assert writes == {topic_name(t, PREFIX) for t in step.writes}, step.name
        reads = granted(step.name, ResourceType.TOPIC, AclOperation.READ)
        declared = {topic_name(t, PREFIX) for t in topology.reads(step)}
        assert declared <= reads, step.name
        assert reads - declared <= ({topic_name(Topic.RESPONSES, PREFIX)} if step.name == "gateway"
                                    else set()), step.name
        assert granted(step.name, ResourceType.GROUP, AclOperation.READ) == set(
            topology.groups(step, PREFIX).values())


def test_the_sandbox_cannot_touch_the_learners_state() -> None:
    rules_state = topic_name(Topic.RULES_STATE, PREFIX)
    assert rules_state not in granted("sandbox", ResourceType.TOPIC, AclOperation.WRITE)
    assert rules_state not in granted("sandbox", ResourceType.TOPIC, AclOperation.READ)


def test_the_secured_broker_replaces_the_open_listener_and_keeps_the_rest() -> None:
    text = "listeners=PLAINTEXT://h:1\n# listeners=commented\nlog.dirs=/d\n"
    out = _override(text, {"listeners": "CLIENT://h:1", "super.users": "User:admin"})
    assert "listeners=CLIENT://h:1" in out and "PLAINTEXT://h:1" not in out
    assert "# listeners=commented" in out and "log.dirs=/d" in out
    assert out.rstrip().endswith("super.users=User:admin")


def test_only_the_entry_step_holds_the_master_key_and_only_the_gateway_a_signing_key(
        tmp_path, monkeypatch) -> None:
    from dtlib.settings import get_settings
    from dualtrack.stack import secure

    monkeypatch.setenv("DT_STATE_DIR", str(tmp_path))
    get_settings.cache_clear()
    try:
        envs = {name: secure.service_env(name) for name in topology.SERVICES}
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()
    assert [n for n, env in envs.items() if "DT_PRINCIPAL_MASTER_KEY_FILE" in env] == ["cache"]
    assert [n for n, env in envs.items() if env["DT_PRINCIPAL_KEY_FILE"]] == ["gateway"]
    assert {env["DT_KAFKA_SASL_USERNAME"] for env in envs.values()} == set(topology.SERVICES)
    assert all(env["DT_KAFKA_SECURITY_PROTOCOL"] == "SASL_SSL" for env in envs.values())
    assert not any("DT_KAFKA_SASL_PASSWORD" in env for env in envs.values())  # files only


def test_a_service_started_from_the_cli_does_not_inherit_the_operators_signing_key(
        tmp_path, monkeypatch) -> None:
    """The CLI talks to the secured broker as the operator; a replica it starts (`dev up`, a
    lane) gets the environment of the CLI with its own over it, as `procs.start` merges them."""
    from dtlib.settings import Settings, get_settings
    from dualtrack.stack import secure

    monkeypatch.setenv("DT_STATE_DIR", str(tmp_path))
    get_settings.cache_clear()
    try:
        operator = secure.client_env(secure.ADMIN)
        for name in topology.SERVICES:
            with monkeypatch.context() as env:
                for key, value in (operator | secure.service_env(name)).items():
                    env.setenv(key, value)
                signing_key = Settings().principal_key.get_secret_value()
                assert bool(signing_key) == (name == "gateway"), name
    finally:
        monkeypatch.undo()
        get_settings.cache_clear()


def test_a_lane_on_the_secured_broker_runs_each_service_as_its_own_user(tmp_path, monkeypatch) -> None:
    from dtlib.settings import get_settings
    from dualtrack import dev
    from dualtrack.bench.lane import Lane
    from dualtrack.stack import kafka, secure

    monkeypatch.setenv("DT_STATE_DIR", str(tmp_path))
    get_settings.cache_clear()
    secure.activate()
    (secure.folder() / "data" / "dt.requests-0").mkdir(parents=True)
    (secure.folder() / "data" / "dt.requests-0" / "partition.metadata").write_text("")
    lane = Lane("secured", {"sandbox": 1})
    try:
        lane.activate()
        assert secure.active()
        assert dev.service_env("sandbox", 0)["DT_KAFKA_SASL_USERNAME"] == "sandbox"
        # what chaos reports of the shared broker is read in the stack's folder, not the lane's
        assert len(kafka.partition_dirs(lane.stack_state_dir)) == 1
    finally:
        lane.deactivate()
        lane.stop()
        monkeypatch.undo()
        get_settings.cache_clear()
    assert (tmp_path / "kafka-secure" / "active").exists()  # the lane's end leaves the stack's as it was
