"""The version of the sandbox's operation code, stamped on every result its workers compute.

A deterministic operation run by the same code on the same interpreter gives the same value, so
a cached value stamped with the version a sandbox runs now need not be computed again
(services/cache/recheck.py). The version is a digest of every Python source of this package
(operations, evaluator, number formatting, the worker that runs them) and the interpreter's
version (`decimal` ships with it): any change to either gives a new version. A change to a file
that cannot change a value (the gRPC server, the benchmark) gives one too; that only costs the
cache one recheck per entry.
"""

from __future__ import annotations

import functools
import hashlib
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@functools.cache
def code_version() -> str:
    """16 hex digits; read once per process, from the files on disk when first asked."""
    digest = hashlib.sha256(sys.version.encode())
    for path in sorted(PACKAGE.glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]
