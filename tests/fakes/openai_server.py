"""A fake OpenAI-compatible chat-completions server: a real HTTP server process with scripted
replies, injected latency and failures. Standard library only.

    python tests/fakes/openai_server.py [--port 0] [--latency-ms 500]
    → prints "listening on <port>" and serves until killed.

POST /v1/chat/completions   answers from the script (streaming or not, as asked)
POST /_script               {"rules": [...], "default": {...}} replaces the script, clears the log
GET  /_log                  {"requests": [{"question", "messages", "body", "rule", "reply"}, ...]}

A rule is {"match": regex, "replies": [reply, ...]}: the first rule whose regex is found in the
request's first user message answers, with its replies in order (the last one repeats). A reply:

    content        the answer text
    delay_ms       latency before the answer (default: --latency-ms)
    status         an HTTP error status instead of an answer (e.g. 503)
    finish_reason  "stop" (default) or "length" (a cut-off generation)
    cut_after      close the stream after this many chunks, without finish_reason or [DONE]
    chunks         split the content into this many stream chunks (default 3)
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_lock = threading.Lock()
_script: dict[str, Any] = {"rules": [], "default": {"content": "OK."}}
_served: dict[int, int] = {}  # rule index → replies served
_log: list[dict[str, Any]] = []
_latency_ms = 0


def _pick(question: str) -> tuple[int, dict[str, Any]]:
    with _lock:
        for i, rule in enumerate(_script["rules"]):
            if re.search(rule["match"], question):
                n = _served.get(i, 0)
                _served[i] = n + 1
                replies = rule["replies"]
                return i, dict(replies[min(n, len(replies) - 1)])
        return -1, dict(_script.get("default") or {"content": "OK."})


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
        else:
            self._json(404, {"error": "not found"})

    def do_POST(self) -> None:  # noqa: N802
        global _script
        body = self._body()
        if self.path == "/_script":
            with _lock:
                _script = {"rules": body.get("rules", []), "default": body.get("default") or {"content": "OK."}}
                _served.clear()
                _log.clear()
            self._json(200, {"ok": True})
            return
        if not self.path.endswith("/chat/completions"):
            self._json(404, {"error": {"message": f"no route {self.path}"}})
            return
        messages = body.get("messages") or []
        question = next((m.get("content", "") for m in messages if m.get("role") == "user"), "")
        rule, reply = _pick(question)
        with _lock:
            _log.append({"question": question, "messages": messages, "rule": rule, "reply": reply,
                         "body": {k: v for k, v in body.items() if k != "messages"}, "at": time.time()})
            del _log[:-2000]
        time.sleep(reply.get("delay_ms", _latency_ms) / 1000)
        if reply.get("status"):
            self._json(int(reply["status"]), {"error": {"message": f"scripted failure {reply['status']}"}})
            return
        if body.get("stream"):
            self._stream(body, reply)
        else:
            self._whole(body, reply)

    def _whole(self, body: dict[str, Any], reply: dict[str, Any]) -> None:
        content = reply.get("content", "")
        self._json(200, {
            "id": "chatcmpl-fake", "object": "chat.completion", "model": body.get("model", "fake"),
            "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                         "finish_reason": reply.get("finish_reason", "stop")}],
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
        for i, piece in enumerate(pieces):
            if cut_after is not None and i >= int(cut_after):
                return  # the connection closes: no finish_reason, no [DONE]
            event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model,
                   "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
        event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model,
               "choices": [{"index": 0, "delta": {}, "finish_reason": reply.get("finish_reason", "stop")}]})
        event({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": model, "choices": [],
               "usage": {"prompt_tokens": 10, "completion_tokens": _tokens(content),
                         "total_tokens": 10 + _tokens(content)}})
        event("[DONE]")


def _tokens(text: str) -> int:
    return max(1, len(text.split()))


def main() -> None:
    global _latency_ms
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--latency-ms", type=int, default=0)
    args = parser.parse_args()
    _latency_ms = args.latency_ms
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.request_queue_size = 128
    print(f"listening on {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
