"""The layers: a service imports only libs/ (and itself), libs/ imports neither the CLI nor a
service. `dualtrack/` may import services; nothing below it may import `dualtrack`.

Every import statement counts, also one inside a function (a "rare path" import is still a
dependency: the image and the service's tests need the other package for it)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dtlib.settings import REPO_ROOT

SERVICES_DIR = REPO_ROOT / "services"
LIBS_DIR = REPO_ROOT / "libs"


def imported_modules(path: Path, source: str, root: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in `source`, relative ones resolved
    against the module's package under `root`."""
    package = list(path.relative_to(root).parts[:-1])  # a module's package, or __init__'s own
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source, filename=str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module.split(".") if node.module else []
            if node.level:
                anchor = package[:len(package) - (node.level - 1)] if node.level > 1 else package
                base = anchor + base
            module = ".".join(base)
            # `from services import rules` and `from .. import rules` import a package each.
            found += [(node.lineno, f"{module}.{alias.name}" if module == "services" or not node.module
                       else module) for alias in node.names]
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append((node.lineno, node.args[0].value))
    return found


def violations(path: Path, source: str, root: Path = REPO_ROOT) -> list[str]:
    """What `path` imports that its layer may not."""
    rel = path.relative_to(root)
    if rel.parts[0] == "services" and len(rel.parts) > 2:
        own = f"services.{rel.parts[1]}"
    elif rel.parts[0] == "libs":
        own = None
    else:
        return []  # dualtrack/ and tests may import anything
    out = []
    for line, module in imported_modules(path, source, root):
        if module.split(".")[0] not in ("dualtrack", "services"):
            continue
        if own is not None and (module == own or module.startswith(own + ".")):
            continue
        out.append(f"{rel}:{line} imports {module}")
    return out


def _sources() -> list[Path]:
    return sorted(p for folder in (SERVICES_DIR, LIBS_DIR) for p in folder.rglob("*.py")
                  if "__pycache__" not in p.parts)


def test_services_import_only_libs_and_libs_import_neither_cli_nor_services() -> None:
    found = [v for path in _sources() for v in violations(path, path.read_text(encoding="utf-8"))]
    assert found == [], "\n".join(found)


def test_the_scan_sees_every_service_and_the_library() -> None:
    scanned = {p.relative_to(REPO_ROOT).parts[:2] for p in _sources()}
    assert ("libs", "dtlib") in scanned
    assert {("services", name) for name in ("cache", "classifier", "fuser", "learner", "llm",
                                             "rules", "sandbox")} <= scanned


@pytest.mark.parametrize("where, source, expected", [
    ("services/learner/main.py", "from dualtrack.stack.migrate import migrate",
     ["dualtrack.stack.migrate"]),
    ("services/classifier/engine.py", "def f():\n    from dualtrack.training import classifier",
     ["dualtrack.training"]),
    ("services/learner/judge.py", "from services.rules.spec import compile_rule", ["services.rules.spec"]),
    ("services/learner/judge.py", "from ..rules import spec", ["services.rules"]),
    ("services/learner/judge.py", "from services import rules", ["services.rules"]),
    ("services/learner/judge.py", "import importlib\nimportlib.import_module('services.rules.spec')",
     ["services.rules.spec"]),
    ("libs/dtlib/topics.py", "import dualtrack.dev", ["dualtrack.dev"]),
    ("libs/dtlib/topics.py", "from services.cache import keys", ["services.cache"]),
    # allowed: the library, the service's own modules, anything else
    ("services/learner/judge.py", "from dtlib.rulematch import compile_rule\nfrom .window import Window\n"
     "from services.learner.outcome import same_task\nimport msgspec", []),
    ("services/classifier/reader/tokenizer.py", "from ..perceive import perceive", []),
    ("dualtrack/bench/routing.py", "from services.rules.decide import apply", []),
])
def test_the_scan_catches_each_way_of_crossing_a_layer(where: str, source: str,
                                                       expected: list[str]) -> None:
    found = violations(REPO_ROOT / where, source)
    assert [v.rsplit(" imports ", 1)[1] for v in found] == expected
