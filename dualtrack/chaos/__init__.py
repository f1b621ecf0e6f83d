"""`dualtrack chaos`: reliability under load, faults and bad input, bounded and loopback only.

Each scenario runs a steady open-loop load (`--rate`, a few hundred requests/s of a mostly fast mix,
so the steady state is sustainable) on an isolated lane (`dualtrack.bench.lane`: own topic prefix,
state dir and database; every service with `--scale` replicas, 2 by default so one survives a
kill), injects its fault at a fixed time, keeps the load on for a recovery window, then waits a
bounded drain time for the last answers. Before the first scenario the fresh lane carries the same
load for `--warmup` seconds, not counted, so the first fault is measured against a steady state.
It stops by itself: every scenario is bounded in time and in the number of requests, and
everything it touches is on 127.0.0.1.

Scenarios (`--scenario NAME`, repeatable; default all):

- `kill-replicas`: SIGKILL one replica of each service in turn (cache, rules, classifier, sandbox,
  llm, fuser, learner), restarted after a few seconds.
- `kafka-restart`: stop and start the Kafka broker of the local stack. **Affects everyone on the
  machine.**
- `postgres-stop`: stop PostgreSQL for 30 s, then start it. **Affects everyone on the machine.**
- `llm-faults`: the model backend fails 50 % of calls for 20 s.
- `poison`: flood the ingress with malformed messages (random bytes, wrong versions, huge texts,
  invalid UTF-8, bad fields and dates) and valid but hostile requests (impossible dates, sandbox
  escape payloads, in text and as sandbox operations).

Each scenario asserts: every valid request gets exactly one final answer (ok, uncertain or an
error with a code), none is lost, duplicates (redeliveries the client sees) are consistent, no
trajectory is lost (the learner stored every answered request), every poison message is in the
DLQ with its reason, and latency recovers (the measured time is reported). Report: `report.md`
and `results.json` under `results/chaos-<timestamp>/`.

Modules: `config` (what a run does), `runner` (the context every scenario runs in, and the run), `scenarios` (every scenario by name),
`poison` (the poison scenario and its messages), `measure` (a scenario's result and figures) and
`report` (`report.md`).
"""
