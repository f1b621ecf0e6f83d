"""Generate the Python gRPC stubs of `schemas/sandbox.proto` into `libs/dtlib/sandbox_grpc/`
(the sandbox serves them, dtlib's client calls them). Run by `dualtrack schemas [--check]`.

The generated `sandbox_pb2_grpc.py` imports its sibling module relatively (protoc writes an
absolute `import sandbox_pb2`), so the package works wherever it is installed. A unit test runs
`check()` so a proto edit without regeneration fails CI.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROTO = ROOT / "schemas" / "sandbox.proto"
GEN_DIR = ROOT / "libs" / "dtlib" / "sandbox_grpc"
FILES = ("sandbox_pb2.py", "sandbox_pb2.pyi", "sandbox_pb2_grpc.py")
INIT = '"""Generated from schemas/sandbox.proto by `dualtrack schemas`; do not edit."""\n'


def generate(out_dir: Path = GEN_DIR) -> list[Path]:
    import grpc_tools
    from grpc_tools import protoc

    out_dir.mkdir(parents=True, exist_ok=True)
    well_known = Path(grpc_tools.__file__).parent / "_proto"
    rc = protoc.main(
        [
            "grpc_tools.protoc",
            f"-I{PROTO.parent}",
            f"-I{well_known}",
            f"--python_out={out_dir}",
            f"--pyi_out={out_dir}",
            f"--grpc_python_out={out_dir}",
            PROTO.name,
        ]
    )
    if rc != 0:
        raise RuntimeError(f"protoc failed with exit code {rc}")
    grpc_file = out_dir / "sandbox_pb2_grpc.py"
    text = grpc_file.read_text()
    text = text.replace("import sandbox_pb2 as sandbox__pb2", "from . import sandbox_pb2 as sandbox__pb2")
    grpc_file.write_text(text)
    (out_dir / "__init__.py").write_text(INIT)
    return [out_dir / f for f in (*FILES, "__init__.py")]


def stale_files() -> list[str]:
    """Names of generated files that differ from a fresh generation (empty when up to date)."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp)
        generate(fresh)
        stale = []
        for name in (*FILES, "__init__.py"):
            current = GEN_DIR / name
            if not current.exists() or current.read_bytes() != (fresh / name).read_bytes():
                stale.append(name)
        return stale
