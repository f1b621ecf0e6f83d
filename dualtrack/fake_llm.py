"""A scripted OpenAI-compatible chat-completions server: a real HTTP server process with scripted
replies, injected latency and failures, and call counting. Standard library only.

    python -m dualtrack.fake_llm [--port 0] [--latency-ms 500] [--fail-rate 0.0]
                                 [--answers workload.jsonl] [--seed 1]
    → prints "listening on <port>" and serves until killed.

One server for the slow-path unit tests and for the benchmarks (`dualtrack bench e2e`, `dualtrack
chaos`, `dualtrack bench scaling`). It replaces tests/fakes/openai_server.py and keeps its whole
interface.

POST /v1/chat/completions   answers (streaming or not, as asked): a script rule, else the workload
                            answer of the question, else the script's default
POST /_script               {"rules": [...], "default": {...}} replaces the script, clears the log
GET  /_log                  {"requests": [{"question", "messages", "body", "rule", "reply"}, ...]}
GET  /stats                 {"calls", "failed", "answered", "by_kind": {...}, "in_flight",
                             "max_in_flight", "latency_ms", "fail_rate", "answers"}
POST /_config               {"latency_ms"?: int, "fail_rate"?: float}: change them while serving
POST /_reset                zero the counters of /stats
GET  /health                {"ok": true}

The question of a request is its first user message. With `--answers` (a JSONL of items with
`text`, `answer` and optionally `task` = {op, args}; `dualtrack.workload` writes such files) a known
question gets its `answer`; when the request asks for a calculation as JSON (the llm service's
program-aided prompt: `response_format` json_schema, or a system prompt asking for one JSON object)
and the item has a `task`, the reply is that operation as JSON.

A script rule is {"match": regex, "replies": [reply, ...]}: the first rule whose regex is found in
the question answers, with its replies in order (the last one repeats). A reply:

    content        the answer text
    delay_ms       latency before the answer (default: --latency-ms)
    status         an HTTP error status instead of an answer (e.g. 503)
    finish_reason  "stop" (default) or "length" (a cut-off generation)
    cut_after      close the stream after this many chunks, without finish_reason or [DONE]
    chunks         split the content into this many stream chunks (default 3)
    tool_call      {"name": ..., "arguments": "<JSON text>"}: a call through the tools API instead
                   of content (finish_reason "tool_calls"; the arguments in `chunks` pieces)

`--fail-rate F`: each call fails with HTTP 503 (after the latency) with probability F, seeded.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

_lock = threading.Lock()
_script: dict[str, Any] = {"rules": [], "default": {"content": "OK."}}
_served: dict[int, int] = {}  # rule index → replies served
_log: list[dict[str, Any]] = []
_answers: dict[str, dict[str, Any]] = {}  # normalised question → {"answer", "task"?}
_config: dict[str, Any] = {"latency_ms": 0, "fail_rate": 0.0}
_rng = random.Random(1)
_stats: dict[str, Any] = {}
_SPACES = re.compile(r"\s+")
# The llm service's program-aided prompt asks for one JSON object (services/llm/prompts.py).
_OPERATION_PROMPT = re.compile(r"\bJSON object\b", re.IGNORECASE)


def _zero_stats() -> dict[str, Any]:
    return {"calls": 0, "failed": 0, "answered": 0, "by_kind": {}, "in_flight": 0,
            "max_in_flight": 0, "started_at": time.time()}


_stats = _zero_stats()


def normalise(question: str) -> str:
    return _SPACES.sub(" ", question).strip().casefold()


def load_answers(path: str | Path) -> int:
    """Read a workload JSONL (text, answer, task?) into the answer table; return the count."""
    table: dict[str, dict[str, Any]] = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                continue
            item = json.loads(line)
            if item.get("text") and item.get("answer") is not None:
                table.setdefault(normalise(item["text"]), {"answer": item["answer"], "task": item.get("task")})
    with _lock:
        _answers.update(table)
    return len(table)


def _wants_operation(body: dict[str, Any], messages: list[dict[str, Any]]) -> bool:
    if (body.get("response_format") or {}).get("type") in ("json_schema", "json_object"):
        return True
    system = next((m.get("content") or "" for m in messages if m.get("role") == "system"), "")
    return bool(_OPERATION_PROMPT.search(system))


def _pick(question: str, body: dict[str, Any], messages: list[dict[str, Any]]) -> tuple[int, str, dict[str, Any]]:
    """(rule index or -1, kind of reply, the reply)."""
    with _lock:
        for i, rule in enumerate(_script["rules"]):
            if re.search(rule["match"], question):
                n = _served.get(i, 0)
                _served[i] = n + 1
                replies = rule["replies"]
                return i, "script", dict(replies[min(n, len(replies) - 1)])
        known = _answers.get(normalise(question))
        if known is not None:
            if _wants_operation(body, messages):
                if known.get("task"):
                    return -1, "operation", {"content": json.dumps(known["task"], ensure_ascii=False)}
                return -1, "no_operation", {"content": "{}"}
            return -1, "answer", {"content": known["answer"]}
        return -1, "default", dict(_script.get("default") or {"content": "OK."})


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"  # one request per connection; a cut stream is a closed socket

    def log_message(self, *args: Any) -> None:  # quiet
        pass

    def _json(self, status: int, payload: Any) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _body(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        return json.loads(self.rfile.read(length) or b"{}")

    def do_GET(self) -> None:  # noqa: N802
        if self.path == "/_log":
            with _lock:
                self._json(200, {"requests": list(_log)})
        elif self.path == "/stats":
            with _lock:
                self._json(200, {**_stats, "by_kind": dict(_stats["by_kind"]), **_config,
                                 "answers": len(_answers)})
        elif self.path == "/health":
            self._json(200, {"ok": True})
        else:
            self._json(404, {"error": "not found"})

    def do_POST(self) -> None:  # noqa: N802
        global _script, _stats
        body = self._body()
        if self.path == "/_script":
            with _lock:
                _script = {"rules": body.get("rules", []), "default": body.get("default") or {"content": "OK."}}
                _served.clear()
                _log.clear()
            self._json(200, {"ok": True})
            return
        if self.path == "/_config":
            with _lock:
                if "latency_ms" in body:
                    _config["latency_ms"] = max(0, int(body["latency_ms"]))
                if "fail_rate" in body:
                    _config["fail_rate"] = min(1.0, max(0.0, float(body["fail_rate"])))
                self._json(200, dict(_config))
            return
        if self.path == "/_reset":
            with _lock:
                _stats = _zero_stats()
            self._json(200, {"ok": True})
            return
        if not self.path.endswith("/chat/completions"):
            self._json(404, {"error": {"message": f"no route {self.path}"}})
            return
        self._complete(body)

    def _complete(self, body: dict[str, Any]) -> None:
        messages = body.get("messages") or []
        question = next((m.get("content", "") for m in messages if m.get("role") == "user"), "")
        rule, kind, reply = _pick(question, body, messages)
        with _lock:
            _stats["calls"] += 1
            _stats["in_flight"] += 1
            _stats["max_in_flight"] = max(_stats["max_in_flight"], _stats["in_flight"])
            fail = _config["fail_rate"] > 0 and _rng.random() < _config["fail_rate"]
            latency_ms = reply.get("delay_ms", _config["latency_ms"])
            _log.append({"question": question, "messages": messages, "rule": rule, "reply": reply,
                         "kind": kind, "failed": fail,
                         "body": {k: v for k, v in body.items() if k != "messages"}, "at": time.time()})
            del _log[:-2000]
        try:
            time.sleep(latency_ms / 1000)
            if fail:
                self._json(503, {"error": {"message": "injected failure (--fail-rate)"}})
                self._count("failed", kind)
                return
            if reply.get("status"):
                self._json(int(reply["status"]), {"error": {"message": f"scripted failure {reply['status']}"}})
                self._count("failed", kind)
                return
            if body.get("stream"):
                self._stream(body, reply)
            else:
                self._whole(body, reply)
            self._count("answered", kind)
        except (BrokenPipeError, ConnectionResetError):
            self._count("failed", kind)
        finally:
            with _lock:
                _stats["in_flight"] -= 1

    @staticmethod
    def _count(outcome: str, kind: str) -> None:
        with _lock:
            _stats[outcome] += 1
            if outcome == "answered":
                _stats["by_kind"][kind] = _stats["by_kind"].get(kind, 0) + 1

    def _whole(self, body: dict[str, Any], reply: dict[str, Any]) -> None:
        content = reply.get("content", "")
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if reply.get("tool_call"):
            message = {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_fake", "type": "function", "function": reply["tool_call"]}]}
        self._json(200, {
            "id": "chatcmpl-fake", "object": "chat.completion", "model": body.get("model", "fake"),
            "choices": [{"index": 0, "message": message,
                         "finish_reason": "tool_calls" if reply.get("tool_call") else reply.get("finish_reason", "stop")}],
            "usage": {"prompt_tokens": 10, "completion_tokens": _tokens(content), "total_tokens": 10 + _tokens(content)},
        })

    def _stream(self, body: dict[str, Any], reply: dict[str, Any]) -> None:
        content = reply.get("content", "")
        n = max(1, int(reply.get("chunks", 3)))
        size = -(-len(content) // n) or 1
        pieces = [content[i:i + size] for i in range(0, len(content), size)] or [""]
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        model = body.get("model", "fake")

        def event(payload: Any) -> None:
            self.wfile.write(f"data: {json.dumps(payload) if not isinstance(payload, str) else payload}\n\n".encode())
            self.wfile.flush()

        cut_after = reply.get("cut_after")
        call = reply.get("tool_call")
        if call:  # the name first, then the arguments in pieces, as OpenAI streams a tool call
            arguments = call.get("arguments", "")
            size = -(-len(arguments) // n) or 1
            pieces = [arguments[i:i + size] for i in range(0, len(arguments), size)] or [""]
            event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model,
                   "choices": [{"index": 0, "finish_reason": None, "delta": {"tool_calls": [
                       {"index": 0, "id": "call_fake", "type": "function",
                        "function": {"name": call["name"], "arguments": ""}}]}}]})
        for i, piece in enumerate(pieces):
            if cut_after is not None and i >= int(cut_after):
                return  # the connection closes: no finish_reason, no [DONE]
            delta = ({"tool_calls": [{"index": 0, "function": {"arguments": piece}}]} if call
                     else {"content": piece})
            event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model,
                   "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
        finish = "tool_calls" if call else reply.get("finish_reason", "stop")
        event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model,
               "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
        event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model, "choices": [],
               "usage": {"prompt_tokens": 10, "completion_tokens": _tokens(content),
                         "total_tokens": 10 + _tokens(content)}})
        event("[DONE]")


def _tokens(text: str) -> int:
    return max(1, len(text.split()))


class _Server(ThreadingHTTPServer):
    # The listen backlog is fixed when the socket is bound, so it is a class attribute: the default 5
    # reset connections (httpx ReadError) when 64 model calls arrived at once on a busy machine.
    request_queue_size = 1024
    daemon_threads = True


def main(argv: list[str] | None = None) -> None:
    global _rng
    parser = argparse.ArgumentParser(prog="python -m dualtrack.fake_llm", description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--host", default="127.0.0.1", help="bind address (loopback only by default)")
    parser.add_argument("--latency-ms", type=int, default=0)
    parser.add_argument("--fail-rate", type=float, default=0.0)
    parser.add_argument("--answers", type=Path, default=None, help="workload JSONL: text, answer, task?")
    parser.add_argument("--seed", type=int, default=1, help="seed of the injected failures")
    args = parser.parse_args(argv)
    _config["latency_ms"] = args.latency_ms
    _config["fail_rate"] = args.fail_rate
    _rng = random.Random(args.seed)
    if args.answers is not None:
        load_answers(args.answers)
    server = _Server((args.host, args.port), Handler)
    print(f"listening on {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


# --- the server as a child process (tests and benchmarks) ------------------------------------------


class FakeModel:
    """The fake server as a child process; scripted and inspected over HTTP.

    `with FakeModel(latency_ms=500, answers=path) as fake: fake.base_url, fake.stats()`."""

    def __init__(self, latency_ms: int = 0, *, fail_rate: float = 0.0, answers: str | Path | None = None,
                 seed: int = 1, port: int = 0, log_path: str | Path | None = None) -> None:
        self.latency_ms = latency_ms
        self.fail_rate = fail_rate
        self.answers = answers
        self.seed = seed
        self.port = port
        self.log_path = log_path
        self.proc: subprocess.Popen[str] | None = None

    def argv(self) -> list[str]:
        argv = [sys.executable, "-m", "dualtrack.fake_llm", "--port", str(self.port),
                "--latency-ms", str(self.latency_ms), "--fail-rate", str(self.fail_rate),
                "--seed", str(self.seed)]
        if self.answers is not None:
            argv += ["--answers", str(self.answers)]
        return argv

    def start(self) -> "FakeModel":
        stderr = open(self.log_path, "ab") if self.log_path else None
        try:
            self.proc = subprocess.Popen(self.argv(), stdout=subprocess.PIPE, stderr=stderr, text=True)
        finally:
            if stderr is not None:
                stderr.close()
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if not line.startswith("listening on "):
            self.stop()
            raise RuntimeError(f"the fake model server did not start: {line!r}")
        self.port = int(line.split()[-1])
        return self

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        return f"{self.url}/v1"

    def _call(self, method: str, path: str, payload: Any = None) -> Any:
        import httpx

        response = httpx.request(method, f"{self.url}{path}", json=payload, timeout=10)
        response.raise_for_status()
        return response.json()

    def script(self, rules: list[dict[str, Any]] | None = None,
               default: dict[str, Any] | None = None) -> None:
        self._call("POST", "/_script", {"rules": rules or [], "default": default})

    def log(self) -> list[dict[str, Any]]:
        return self._call("GET", "/_log")["requests"]

    def stats(self) -> dict[str, Any]:
        return self._call("GET", "/stats")

    def configure(self, *, latency_ms: int | None = None, fail_rate: float | None = None) -> dict[str, Any]:
        payload: dict[str, Any] = {}
        if latency_ms is not None:
            payload["latency_ms"] = latency_ms
        if fail_rate is not None:
            payload["fail_rate"] = fail_rate
        return self._call("POST", "/_config", payload)

    def reset_stats(self) -> None:
        self._call("POST", "/_reset")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if self.proc is not None and self.proc.stdout is not None:
            self.proc.stdout.close()
        self.proc = None

    def __enter__(self) -> "FakeModel":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


if __name__ == "__main__":
    main()
