"""`python -m dualtrack.stack up|down|status [component...]` (`up --secure`: the broker secured, see
`secure.py`); `prune [--dry-run]` deletes the
topics that test runs and bench lanes left behind on the broker (idle for an hour)."""

from __future__ import annotations

import sys

from . import StackError, console, down, print_status, up


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in ("up", "down", "status", "prune"):
        console.print("usage: python -m dualtrack.stack up [--secure]|down|status [kafka|postgres|jaeger ...]\n"
                      "       python -m dualtrack.stack prune [--dry-run]", markup=False)
        return 2
    cmd, components = args[0], ([a for a in args[1:] if a != "--secure"] or None)
    if cmd == "up" and "--secure" in args[1:]:
        from . import secure

        secure.activate()
    try:
        if cmd == "prune":
            from . import kafka

            dry = "--dry-run" in args[1:]
            pruned = kafka.prune(dry_run=dry)
            n = sum(map(len, pruned.values()))
            console.print(f"{'would delete' if dry else 'deleted'} {n} topics of {len(pruned)} "
                          f"left-behind prefixes{': ' + ' '.join(sorted(pruned)) if pruned else ''}",
                          markup=False)
        elif cmd == "up":
            up(components)
        elif cmd == "down":
            down(components)
        else:
            return 0 if print_status() else 1
    except (StackError, ValueError) as exc:
        console.print("[bold red]error:[/]", end=" ")
        console.print(str(exc), markup=False, soft_wrap=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
