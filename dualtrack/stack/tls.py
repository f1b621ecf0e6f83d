"""A certificate authority and a broker certificate for the secured local broker, made with the
JDK's keytool (the broker needs Java anyway, so no other tool is required).

    ca = make_ca(folder, "dualtrack local CA")      # folder/ca.p12 (its key) and folder/ca.pem
    broker_keystore(ca, folder / "broker.p12", hosts=["127.0.0.1", "localhost"])

The broker reads its key and certificate chain from a PKCS12 keystore; clients check the broker
against `ca.pem` (librdkafka's ssl.ca.location).
"""

from __future__ import annotations

import ipaddress
import secrets
import subprocess
from dataclasses import dataclass
from pathlib import Path

from .common import StackError

VALIDITY_DAYS = 825


@dataclass(frozen=True)
class Authority:
    keystore: Path  # PKCS12 with the CA's private key
    pem: Path  # its certificate, for clients
    password: str


def _keytool(*args: str, stdin: str | None = None) -> None:
    proc = subprocess.run(["keytool", *args], input=stdin, capture_output=True, text=True)
    if proc.returncode != 0:
        raise StackError("kafka", f"keytool {args[0]} failed (exit {proc.returncode})",
                         log_tail=(proc.stdout + proc.stderr)[-2000:])


def make_ca(folder: Path, name: str) -> Authority:
    """A self-signed CA in `folder` (made once; the same one afterwards)."""
    folder.mkdir(parents=True, exist_ok=True)
    keystore, pem, password_file = folder / "ca.p12", folder / "ca.pem", folder / "ca.password"
    if not (keystore.exists() and pem.exists() and password_file.exists()):
        password = secrets.token_hex(16)
        keystore.unlink(missing_ok=True)
        _keytool("-genkeypair", "-alias", "ca", "-dname", f"CN={name}", "-keyalg", "RSA",
                 "-keysize", "2048", "-validity", str(VALIDITY_DAYS), "-ext", "bc:c",
                 "-keystore", str(keystore), "-storetype", "PKCS12", "-storepass", password)
        _keytool("-exportcert", "-rfc", "-alias", "ca", "-keystore", str(keystore),
                 "-storepass", password, "-file", str(pem))
        write_private(password_file, password)
    return Authority(keystore, pem, password_file.read_text().strip())


def broker_keystore(ca: Authority, keystore: Path, hosts: list[str], password: str) -> None:
    """A PKCS12 keystore with a broker key and its certificate signed by `ca`, valid for `hosts`
    (names and IP addresses); the CA is in it too (trusted), so the broker can check itself."""
    if keystore.exists():
        return
    store = ["-keystore", str(keystore), "-storetype", "PKCS12", "-storepass", password]
    csr, signed = keystore.with_suffix(".csr"), keystore.with_suffix(".pem")
    _keytool("-genkeypair", "-alias", "broker", "-dname", f"CN={hosts[0]}", "-keyalg", "RSA",
             "-keysize", "2048", "-validity", str(VALIDITY_DAYS), *store)
    _keytool("-certreq", "-alias", "broker", "-file", str(csr), *store)
    _keytool("-gencert", "-alias", "ca", "-keystore", str(ca.keystore), "-storepass", ca.password,
             "-infile", str(csr), "-outfile", str(signed), "-rfc", "-validity", str(VALIDITY_DAYS),
             "-ext", f"SAN={','.join(_san(h) for h in hosts)}",
             "-ext", "KU=digitalSignature,keyEncipherment", "-ext", "EKU=serverAuth,clientAuth")
    _keytool("-importcert", "-alias", "ca", "-file", str(ca.pem), "-noprompt", *store)
    _keytool("-importcert", "-alias", "broker", "-file", str(signed), *store)
    csr.unlink()
    signed.unlink()
    keystore.chmod(0o600)


def _san(host: str) -> str:
    try:
        ipaddress.ip_address(host)
        return f"ip:{host}"
    except ValueError:
        return f"dns:{host}"


def write_private(path: Path, text: str) -> None:
    """A file only its owner reads (a password, a key)."""
    path.touch(mode=0o600, exist_ok=True)
    path.chmod(0o600)
    path.write_text(text + "\n")
