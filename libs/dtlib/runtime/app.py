"""A step's replica: its handlers built, its state read, its inputs consumed.

`Runtime` is what tests drive (on a MemoryTransport); `serve` runs one in a service process on
librdkafka, with /health and /ready, tracing and a clean stop on SIGTERM.
"""

from __future__ import annotations

import asyncio
import gc
import inspect
import logging
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from ..health import HealthServer
from ..principal import TenantGate
from ..settings import Settings
from ..telemetry import setup_tracing, shutdown_tracing
from ..topics import Topic, consumer_group, topic_name
from .answered import Answered
from .publisher import Publisher, outputs_of
from .runner import Runner, runs_on_consumer_thread
from .state import StateFollower
from .step import Step, answered_already
from .transport import Transport

log = logging.getLogger("dualtrack")


class Runtime:
    """One replica of `step` on a started `transport` (the caller starts and closes it)."""

    def __init__(self, step: Step, settings: Settings, transport: Transport, deps: Any = None) -> None:
        self.step, self.settings, self.transport, self.deps = step, settings, transport, deps
        self.publisher = Publisher(step, settings, transport)
        self.followers: list[StateFollower] = []
        self.runners: list[Runner] = []
        self._background: list[asyncio.Task[None]] = []
        self._on_stop: list[Any] = []
        self.consuming = False
        # The requests that have their final answer, for a step that answers (answered.py).
        self.answered = Answered() if step.answers else None
        # Held while a follower applies a record and while a synchronous handler runs (state.py).
        self.state_lock = threading.Lock()
        self.start_seconds: dict[str, float] = {}  # wall time of each phase of `start`, for the log

    @property
    def ready(self) -> bool:
        """Consuming, which it starts only once every state topic is read to its end."""
        return self.consuming

    async def start(self) -> None:
        began = time.monotonic()
        handlers = self.step.build(self.settings, self.deps)
        self.start_seconds["build"] = time.monotonic() - began
        self.step.check(handlers)
        _check_state_handlers(self.step, handlers)
        self._on_stop = handlers.on_stop
        for hook in handlers.on_start:
            await hook()
        prefix = self.settings.topic_prefix
        for topic in self.step.follows:
            apply = handlers.state.get(topic) or self.answered.apply  # type: ignore[union-attr]
            reader = self.transport.read(topic_name(topic, prefix),
                                         answered=self._answered_records(topic))
            follower = StateFollower(topic, reader, apply, self.state_lock)
            follower.start()
            self.followers.append(follower)
        began = time.monotonic()
        await asyncio.gather(*(f.caught_up.wait() for f in self.followers))
        self.start_seconds["state read"] = time.monotonic() - began
        for topic in self.step.consumes:
            subscription = self.transport.subscribe(topic_name(topic, prefix),
                                                    consumer_group(self.step.name, topic, prefix),
                                                    answered=answered_already(topic))
            # The entry step checks, before its handler, that a request's producer may use its tenant.
            gate = TenantGate.from_settings(self.settings) if topic is Topic.REQUESTS else None
            runner = Runner(topic, handlers.inputs[topic], subscription, self.publisher, self.settings,
                            gate, self.state_lock,
                            None if answered_already(topic) else self.answered)
            runner.start()
            self.runners.append(runner)
        for task in handlers.background:
            self._background.append(asyncio.create_task(task(self.publish)))
        self.consuming = True

    def _answered_records(self, topic: Topic) -> bool:
        """answered.state, when no pass waits to read its claim back: its records (one per
        answer) come in batches, one wake-up of this replica and one fetch a batch rather than
        one per answer. A second pass of a request answered on another replica, which the
        follower lets this one drop, comes after a rebalance or a redelivery, seconds later;
        with DT_ANSWER_CLAIM on, every answer waits for its claim to be read back."""
        return topic is Topic.ANSWERED_STATE and self.settings.answer_claim == "off"

    def publish(self, output: Any) -> list[asyncio.Future]:
        """For background tasks: publish declared outputs outside a handler."""
        return [f for o in outputs_of(output) for f in self.publisher.emit(o)]

    async def stop(self) -> None:
        self.consuming = False
        for task in self._background:
            task.cancel()
        await asyncio.gather(*self._background, return_exceptions=True)
        await asyncio.gather(*(runner.stop() for runner in self.runners))
        await asyncio.gather(*(follower.stop() for follower in self.followers))
        for hook in self._on_stop:
            await hook()


def _check_state_handlers(step: Step, handlers: Any) -> None:
    """A synchronous handler reads the state on a consumer thread; a state handler that awaits
    would change it there outside the lock (state.py)."""
    on_thread = [t.value for t, i in handlers.inputs.items() if runs_on_consumer_thread(i)]
    awaiting = [t.value for t, h in handlers.state.items() if inspect.iscoroutinefunction(h)]
    if on_thread and awaiting:
        raise ValueError(f"step {step.name}: the synchronous handler of {on_thread} reads state "
                         f"that an async handler of {awaiting} changes; make the state handlers "
                         "plain functions")


async def serve(step: Step, settings: Settings, deps: Any = None,
                transport: Transport | None = None) -> None:
    """Run `step` until SIGTERM or SIGINT: /health at once, /ready once consuming."""
    from .confluent import ConfluentTransport

    since_start = seconds_since_process_start()  # imports and settings
    setup_tracing(step.name)
    transport = transport or ConfluentTransport(settings, step.name, step=True)
    await transport.start()
    runtime = Runtime(step, settings, transport, deps)
    health = HealthServer(step.name, settings)
    health.gates.append(lambda: runtime.ready)
    await health.start()
    health.consuming = True
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stopping.set)
    starting = asyncio.create_task(runtime.start())
    await asyncio.wait([starting, asyncio.create_task(stopping.wait())],
                       return_when=asyncio.FIRST_COMPLETED)
    if starting.done() and starting.exception() is None:
        # What start-up made (modules, models, the state read so far) lives as long as the
        # process: out of the collector's sight, a collection scans only what messages made.
        # Measured: the cyclic collector was a quarter of a relay's event-loop CPU without it.
        gc.freeze()
        gc.enable()  # (off since `run`: see there)
        log.info("%s (%s) consuming; /health and /ready on port %d; ready %.1f s after the "
                 "process started (%.1f s of CPU): imports %.1f s, %s", step.name,
                 settings.instance, health.port, seconds_since_process_start(),
                 time.process_time(), since_start,
                 ", ".join(f"{k} {v:.1f} s" for k, v in runtime.start_seconds.items()))
        await stopping.wait()
    elif starting.done():
        raise starting.exception()  # type: ignore[misc]
    starting.cancel()
    await runtime.stop()
    await transport.close()
    await health.stop()
    shutdown_tracing()


def seconds_since_process_start() -> float:
    """From /proc (both sides counted from boot, to the clock tick); elsewhere from psutil, whose
    start time is rounded to the second of boot time."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        return time.clock_gettime(time.CLOCK_BOOTTIME) - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, AttributeError, IndexError, ValueError):
        import psutil

        return time.time() - psutil.Process().create_time()


# How long a thread holding the GIL runs before another that waits for it gets it. At CPython's
# 5 ms, the span exporter's thread (encoding a batch) or the event loop held a consumer's or the
# producer's thread back by up to that much at every hand-off: five relays at 200 req/s measured
# p50 71 / p99 357 ms with it, 11 / 48 ms at 0.5 ms, back to back (`bench chain`).
SWITCH_INTERVAL_S = 0.0005


def run(step: Step, settings: Settings, deps: Any = None) -> None:
    """A service process's main: `serve` on uvloop (unless DT_UVLOOP=0)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    sys.setswitchinterval(SWITCH_INTERVAL_S)
    # Start-up builds large tables (models, dictionaries, the reader's) that all live as long as
    # the process: the cyclic collector walked them again and again while they grew (measured on
    # the classifier's build: 7 full collections, 3.8-4.7 → 3.2 s of CPU). Off until `serve`
    # freezes them at ready.
    gc.disable()
    if settings.uvloop:
        import uvloop

        uvloop.run(serve(step, settings, deps))
    else:
        asyncio.run(serve(step, settings, deps))
