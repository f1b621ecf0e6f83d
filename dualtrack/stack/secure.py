"""The local broker secured (`dualtrack dev up --secure`): one SASL_SSL listener, a SCRAM user per
service with ACLs for exactly the topics its step declares, tenants bound to principals.

Beside it, a loopback listener without TLS or SASL (settings.kafka_plain_port) where the
unauthenticated principal, User:ANONYMOUS, has no ACL and so may do nothing; `bench chain --secure`
allows it the run's own topics while it compares the two listeners on the same broker.

Everything lives in `<state_dir>/kafka-secure/` (the broker's data too, apart from the open
broker's): `tls/` (a CA, made with keytool, and the broker's keystore), `users/<name>.password`,
`principals/<name>.key` (each producer's request-signing key, see dtlib.principal),
`master.key` (the entry step's) and `tenant-bindings.yaml`. The folder's `active` marker says the
running broker is the secured one; `dev down` removes it, so a plain `dev up` starts the open
broker again.

Principals: `admin` is the operator and the CLI's (a super user; it creates the topics, users and
ACLs), `controller` is the broker's own on its KRaft controller listener (SASL PLAIN on loopback:
SCRAM credentials live in the metadata the controller serves, so it cannot use them), and every
service is a user named after it.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

from confluent_kafka.admin import (AclBinding, AclOperation, AclPermissionType, ResourcePatternType,
                                   ResourceType, ScramCredentialInfo, ScramMechanism,
                                   UserScramCredentialUpsertion)

from dtlib.principal import signing_key
from dtlib.settings import get_settings
from dtlib.topics import Topic, topic_name

from ..settings import StackSettings
from . import tls
from .common import host_port

ADMIN = "admin"
CONTROLLER = "controller"
MECHANISM = "SCRAM-SHA-512"
SCRAM_ITERATIONS = 8192
READER_GROUPS = "dualtrack-reader-"  # the group ids of readers that join no group (dtlib confluent)


def folder(state_dir: Path | None = None) -> Path:
    """The secured broker's folder in `state_dir` (default: the settings')."""
    return Path(state_dir or get_settings(StackSettings).state_dir) / "kafka-secure"


def active(state_dir: Path | None = None) -> bool:
    """The local broker is (to be) the secured one."""
    return (folder(state_dir) / "active").exists()


def share(state_dir: Path) -> None:
    """Processes whose state dir is `state_dir` (a lane's) use the secured broker while it is in
    use: its users, keys and CA, and `active()` holds for them too."""
    if active():
        folder(state_dir).symlink_to(folder(), target_is_directory=True)


def activate() -> None:
    folder().mkdir(parents=True, exist_ok=True)
    (folder() / "active").touch()


def deactivate() -> None:
    (folder() / "active").unlink(missing_ok=True)


def users() -> list[str]:
    from ..topology import SERVICES

    return [ADMIN, *SERVICES]


def password_file(user: str) -> Path:
    """The user's password, made the first time it is asked for."""
    path = folder() / "users" / f"{user}.password"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        tls.write_private(path, secrets.token_hex(24))
    return path


def password(user: str) -> str:
    return password_file(user).read_text().strip()


def master_key() -> str:
    path = folder() / "master.key"
    if not path.exists():
        tls.write_private(path, secrets.token_hex(32))
    return path.read_text().strip()


def principal_key_file(principal: str) -> Path:
    path = folder() / "principals" / f"{principal}.key"
    path.parent.mkdir(parents=True, exist_ok=True)
    tls.write_private(path, signing_key(master_key(), principal))
    return path


def bindings_file() -> Path:
    """The operator and the gateway (whose API keys fix the tenant) may name any tenant; an
    application's own principal is added here with the tenants it may use."""
    path = folder() / "tenant-bindings.yaml"
    if not path.exists():
        path.write_text("# principal: [tenants it may use]; '*' is any tenant\n"
                        f"{ADMIN}: '*'\ngateway: '*'\n")
    return path


def ca_pem() -> Path:
    return folder() / "tls" / "ca.pem"


def prepare_tls() -> Path:
    """The CA and the broker's keystore (made once); returns the keystore."""
    s = get_settings(StackSettings)
    host, _ = host_port(s.kafka_bootstrap, 9092)
    ca = tls.make_ca(folder() / "tls", "dualtrack local CA")
    keystore = folder() / "tls" / "broker.p12"
    tls.broker_keystore(ca, keystore, list(dict.fromkeys([host, "127.0.0.1", "localhost"])),
                        password("broker-keystore"))
    return keystore


def plain_bootstrap() -> str:
    """The secured broker's listener without TLS or SASL (nothing is allowed there without an ACL
    for User:ANONYMOUS)."""
    s = get_settings(StackSettings)
    host, _ = host_port(s.kafka_bootstrap, 9092)
    return f"{host}:{s.kafka_plain_port}"


def broker_properties(host: str, port: int, controller_host: str, controller_port: int) -> dict[str, str]:
    """What the secured broker's server.properties sets over the open one's."""
    keystore = prepare_tls()
    plain = plain_bootstrap()
    store = password("broker-keystore")
    controller_jaas = ("org.apache.kafka.common.security.plain.PlainLoginModule required "
                       f'username="{CONTROLLER}" password="{password(CONTROLLER)}" '
                       f'user_{CONTROLLER}="{password(CONTROLLER)}";')
    admin_jaas = ("org.apache.kafka.common.security.scram.ScramLoginModule required "
                  f'username="{ADMIN}" password="{password(ADMIN)}";')
    return {
        "listeners": (f"CLIENT://{host}:{port},PLAIN://{plain},"
                      f"CONTROLLER://{controller_host}:{controller_port}"),
        "advertised.listeners": f"CLIENT://{host}:{port},PLAIN://{plain}",
        "listener.security.protocol.map": "CLIENT:SASL_SSL,PLAIN:PLAINTEXT,CONTROLLER:SASL_PLAINTEXT",
        "inter.broker.listener.name": "CLIENT",
        "sasl.mechanism.inter.broker.protocol": MECHANISM,
        "sasl.mechanism.controller.protocol": "PLAIN",
        "listener.name.client.sasl.enabled.mechanisms": "SCRAM-SHA-512,SCRAM-SHA-256",
        "listener.name.client.scram-sha-512.sasl.jaas.config": admin_jaas,
        "listener.name.client.scram-sha-256.sasl.jaas.config": admin_jaas,
        "listener.name.controller.sasl.enabled.mechanisms": "PLAIN",
        "listener.name.controller.plain.sasl.jaas.config": controller_jaas,
        "ssl.keystore.type": "PKCS12",
        "ssl.keystore.location": str(keystore),
        "ssl.keystore.password": store,
        "ssl.truststore.type": "PKCS12",
        "ssl.truststore.location": str(keystore),
        "ssl.truststore.password": store,
        "ssl.client.auth": "none",
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
        "allow.everyone.if.no.acl.found": "false",
        "super.users": f"User:{ADMIN};User:{CONTROLLER}",
    }


def format_args() -> list[str]:
    """The storage tool's arguments that create the admin's SCRAM credential with the cluster:
    the other users are created over the admin API once the broker runs."""
    return ["--add-scram", f"{MECHANISM}=[name={ADMIN},password={password(ADMIN)}]"]


def client_env(user: str) -> dict[str, str]:
    """DT_* variables of a process that connects as `user` (secrets as files, never values)."""
    return {
        "DT_KAFKA_SECURITY_PROTOCOL": "SASL_SSL",
        "DT_KAFKA_SASL_MECHANISM": MECHANISM,
        "DT_KAFKA_SASL_USERNAME": user,
        "DT_KAFKA_SASL_PASSWORD_FILE": str(password_file(user)),
        "DT_KAFKA_SSL_CA": str(ca_pem()),
        "DT_PRINCIPAL_KEY_FILE": str(principal_key_file(user)),
    }


def service_env(service: str) -> dict[str, str]:
    """A service's variables: its own user; a request-signing key only for a step that publishes
    requests (the gateway), the master key and the bindings only for the entry step (the cache):
    a compromised service holds no key to sign as another principal."""
    from ..topology import step

    env = client_env(service)
    declared = step(service)
    if Topic.REQUESTS not in declared.emits:  # nor the operator's, inherited from the CLI
        env["DT_PRINCIPAL_KEY_FILE"] = ""
    if Topic.REQUESTS in declared.consumes:
        env["DT_TENANT_BINDINGS_FILE"] = str(bindings_file())
        master_key()
        env["DT_PRINCIPAL_MASTER_KEY_FILE"] = str(folder() / "master.key")
    return env


def use_admin_credentials() -> None:
    """This process (the CLI) talks to the secured broker as the operator."""
    os.environ.update(client_env(ADMIN))
    get_settings.cache_clear()


def scram_upserts() -> list[UserScramCredentialUpsertion]:
    info = ScramCredentialInfo(ScramMechanism.SCRAM_SHA_512, SCRAM_ITERATIONS)
    return [UserScramCredentialUpsertion(user, info, password(user).encode())
            for user in users() if user != ADMIN]


def acl_bindings(prefix: str) -> list[AclBinding]:
    """Each service may read what its step consumes (in its groups) and follows, and write what it
    writes (its emits, the DLQ, error answers): nothing else (`dualtrack.topology`)."""
    from .. import topology

    bindings = []

    def allow(kind: ResourceType, name: str, operation: AclOperation, user: str,
              pattern: ResourcePatternType = ResourcePatternType.LITERAL) -> None:
        bindings.append(AclBinding(kind, name, pattern, f"User:{user}", "*", operation,
                                   AclPermissionType.ALLOW))

    for step in topology.steps():
        read = topology.reads(step)
        if step.name == "gateway":
            read = (*read, Topic.RESPONSES)  # every replica reads the answers (not a declared step input)
        for topic in read:
            allow(ResourceType.TOPIC, topic_name(topic, prefix), AclOperation.READ, step.name)
        for group in topology.groups(step, prefix).values():
            allow(ResourceType.GROUP, group, AclOperation.READ, step.name)
        allow(ResourceType.GROUP, READER_GROUPS, AclOperation.READ, step.name,
              ResourcePatternType.PREFIXED)
        for topic in step.writes:
            allow(ResourceType.TOPIC, topic_name(topic, prefix), AclOperation.WRITE, step.name)
    return bindings


def app_acls(principal: str, prefix: str) -> list[AclBinding]:
    """What an application that publishes requests itself needs: write requests, read answers."""
    def allow(kind: ResourceType, name: str, operation: AclOperation,
              pattern: ResourcePatternType = ResourcePatternType.LITERAL) -> AclBinding:
        return AclBinding(kind, name, pattern, f"User:{principal}", "*", operation,
                          AclPermissionType.ALLOW)

    return [allow(ResourceType.TOPIC, topic_name(Topic.REQUESTS, prefix), AclOperation.WRITE),
            allow(ResourceType.TOPIC, topic_name(Topic.RESPONSES, prefix), AclOperation.READ),
            allow(ResourceType.GROUP, READER_GROUPS, AclOperation.READ, ResourcePatternType.PREFIXED)]


def anonymous_acls(topic_prefix: str) -> list[AclBinding]:
    """What an unauthenticated client on the plain listener may do while `bench chain --secure`
    runs: anything on the run's own topics (`topic_prefix`), and join the groups of its relays
    and readers."""
    def allow(kind: ResourceType, name: str, operation: AclOperation) -> AclBinding:
        return AclBinding(kind, name, ResourcePatternType.PREFIXED, "User:ANONYMOUS", "*", operation,
                          AclPermissionType.ALLOW)

    return [allow(ResourceType.TOPIC, topic_prefix, AclOperation.ALL),
            allow(ResourceType.GROUP, "dualtrack-relay", AclOperation.READ),
            allow(ResourceType.GROUP, READER_GROUPS, AclOperation.READ)]


ACLS_EFFECTIVE_TIMEOUT_S = 30.0


async def grant_acls(bootstrap: str, acls: list[AclBinding]) -> None:
    """Create `acls` on the running broker, as the admin (one that exists is left as it is), and
    return once the broker's authorizer lists them: it takes them from the metadata log a moment
    after the controller commits them (a client refused meanwhile was seen under load)."""
    import asyncio
    import time

    from confluent_kafka.admin import AclBindingFilter

    from .topics import admin_client

    admin = admin_client(bootstrap)  # held until every future is done (destroying it fails them)
    for future in admin.create_acls(acls).values():
        await asyncio.wrap_future(future)
    every = AclBindingFilter(ResourceType.ANY, None, ResourcePatternType.ANY, None, None,
                             AclOperation.ANY, AclPermissionType.ANY)
    deadline = time.monotonic() + ACLS_EFFECTIVE_TIMEOUT_S
    while not set(acls) <= set(await asyncio.wrap_future(admin.describe_acls(every))):
        if time.monotonic() > deadline:
            raise TimeoutError(f"the broker did not list {len(acls)} new ACLs within "
                               f"{ACLS_EFFECTIVE_TIMEOUT_S:.0f} s")
        await asyncio.sleep(0.2)


async def revoke(bootstrap: str, acls: list[AclBinding]) -> None:
    """Delete `acls` on the running broker, as the admin."""
    import asyncio

    from confluent_kafka.admin import AclBindingFilter

    from .topics import admin_client

    filters = [AclBindingFilter(a.restype, a.name, a.resource_pattern_type, a.principal, a.host,
                                a.operation, a.permission_type) for a in acls]
    admin = admin_client(bootstrap)  # held until every future is done (destroying it fails them)
    for future in admin.delete_acls(filters).values():
        await asyncio.wrap_future(future)


async def grant(bootstrap: str, prefix: str, extra: list[AclBinding] | None = None) -> int:
    """Create (or update) every service's SCRAM user and its ACLs on the running broker, as the
    admin, and the tenant bindings and signing keys; returns the number of ACLs. Idempotent."""
    import asyncio

    from .topics import admin_client

    bindings_file()
    for user in users():
        principal_key_file(user)

    admin = admin_client(bootstrap)
    for user, future in admin.alter_user_scram_credentials(scram_upserts()).items():
        await asyncio.wrap_future(future)
    acls = acl_bindings(prefix) + (extra or [])
    await grant_acls(bootstrap, acls)
    return len(acls)
