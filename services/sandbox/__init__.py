"""The sandbox service: deterministic, isolated execution of typed operations (docs/design.md §4).

Layers (each usable on its own):

- `ops.run_task(task) -> SandboxResult`: the pure, in-process core (no I/O, no global state).
- `pool.SandboxPool`: pre-forked, rlimited, seccomp-filtered worker processes with a deadline.
- `grpc_server`: the synchronous `Execute` RPC over the pool.

This module stays import-light: importing `services.sandbox` loads nothing heavy.
"""
