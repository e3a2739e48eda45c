#!/usr/bin/env python3
"""A small OpenAI-compatible chat completions server for end-to-end tests.

Serves POST /v1/chat/completions on 127.0.0.1 with canned replies. The reply is chosen
by the scenario, set at start (--scenario) or changed by the test with
POST /control {"scenario": "..."}. GET /control/requests returns what was received.

Scenarios: ideas (default), nut-ideas (one idea uses peanut butter), two-ideas,
fenced, truncated, wrong-shape, html, 401, 429, 500, echo-key, slow, slow-format-refusal
(400 "json_schema not supported" after 4 s), escape-error (404 whose message holds
terminal escapes), long-ideas (very
long unbroken names, ingredients and steps, for layout tests), markup-ideas (ideas
whose text is HTML and script), slow-stream (the three ideas 0.5 s apart), stall-stream
(one idea, then nothing but keep-alive comments for 30 s: for Stop), vision (a request
whose user message has an image part gets the foods in VISION_ITEMS as
{"items": [...]}; any other request gets the ideas).

A request with "stream": true gets its reply as OpenAI-style server-sent events, the
content cut into small pieces (errors stay plain JSON with their status). A streamed
reply the client stopped reading is marked "cancelled" in /control/requests, one sent
to its end "completed"; "sent" holds when each piece of content went out (time.time()).
"""
import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

IDEAS = [
    {"name": "Egg & Cress Sandwich", "ingredients": ["2 eggs", "2 slices bread", "cress"],
     "steps": ["Hard-boil the eggs for 9 minutes.", "Mash with a little mayonnaise.", "Fill the bread and cut in halves."]},
    {"name": "Cheese & Tomato Wrap", "ingredients": ["1 wrap", "cheddar", "tomato"],
     "steps": ["Slice the tomato.", "Grate the cheddar.", "Roll up tightly and halve."]},
    {"name": "Rice Salad Box", "ingredients": ["cooked rice", "sweetcorn", "cucumber"],
     "steps": ["Dice the cucumber.", "Mix with rice and sweetcorn.", "Pack in a sealed box."]},
]
LONG_WORD = "Superextraordinarilylongunbrokenlunchboxname" * 3
LONG_IDEAS = [
    {"name": f"{LONG_WORD} {n}", "ingredients": ["2 eggs", "bread", "cheddar" + "x" * 120],
     "steps": ["Step" + "y" * 200, "Pack it all into the lunch box and close the lid tightly before school."]}
    for n in range(1, 4)
]
MARKUP_IDEAS = [
    {"name": f'<img src=x onerror="alert({n})"> Sandwich {n}', "ingredients": ["bread", "<script>alert('i')</script>"],
     "steps": ["<b>Bold</b> step", "<a href=\"javascript:alert(2)\">click</a>"]}
    for n in range(1, 4)
]
VISION_ITEMS = [
    {"name": "apple", "confidence": 0.93, "quantity": "3"},
    {"name": "cheddar", "confidence": 0.88, "quantity": ""},
]
NUT_IDEA = {"name": "Peanut Butter Apple Stack", "ingredients": ["apple", "peanut butter"],
            "steps": ["Core and slice the apple.", "Spread peanut butter between slices."]}


class State:
    def __init__(self, scenario):
        self.scenario = scenario
        self.requests = []
        self.lock = threading.Lock()


def completion(content, finish="stop"):
    return json.dumps({
        "id": "chatcmpl-fake", "object": "chat.completion", "model": "fake-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": finish}],
    })


def chunk(content=None, finish=None):
    delta = {} if content is None else {"content": content}
    return json.dumps({"id": "chatcmpl-fake", "object": "chat.completion.chunk", "model": "fake-model",
                       "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})


def pieces(text, size=9):
    return [text[start:start + size] for start in range(0, len(text), size)]


def paced_ideas(ideas, pauses):
    """The reply {"ideas": [...]} as (piece, pause after it) pairs, pausing after idea i
    for pauses[i] seconds."""
    parts = [('{"ideas": [', 0)]
    for index, idea in enumerate(ideas):
        text = ("" if index == 0 else ", ") + json.dumps(idea)
        parts += [(piece, 0) for piece in pieces(text)]
        parts[-1] = (parts[-1][0], pauses[index])
    return parts + [("]}", 0)]


def streamed(scenario, status, body):
    """What a streamed request gets: (piece, pause after it) pairs and a finish reason,
    or None for a plain answer (errors keep their status and JSON body)."""
    if status != 200:
        return None
    if scenario == "slow-stream":
        return paced_ideas(IDEAS, [0.5, 0.5, 0]), "stop"
    if scenario == "stall-stream":
        return paced_ideas(IDEAS, [30, 0, 0]), "stop"
    choice = json.loads(body)["choices"][0]
    return [(piece, 0) for piece in pieces(choice["message"]["content"])], choice["finish_reason"]


def has_image(body):
    """True when a user message has an image part, as a vision request does."""
    for message in body.get("messages", []):
        content = message.get("content")
        if message.get("role") == "user" and isinstance(content, list):
            if any(isinstance(part, dict) and part.get("type") == "image_url" for part in content):
                return True
    return False


def reply_for(scenario, request_headers, body=None):
    ideas = json.dumps({"ideas": IDEAS})
    if scenario == "vision":
        if has_image(body or {}):
            return 200, {}, completion(json.dumps({"items": VISION_ITEMS}))
        return 200, {}, completion(ideas)
    if scenario == "photo-ideas":
        if has_image(body or {}):
            return 200, {}, completion(json.dumps({"seen": VISION_ITEMS, "ideas": IDEAS}))
        return 200, {}, completion(ideas)
    if scenario == "ideas":
        return 200, {}, completion(ideas)
    if scenario == "nut-ideas":
        return 200, {}, completion(json.dumps({"ideas": IDEAS + [NUT_IDEA]}))
    if scenario == "long-ideas":
        return 200, {}, completion(json.dumps({"ideas": LONG_IDEAS}))
    if scenario == "markup-ideas":
        return 200, {}, completion(json.dumps({"ideas": MARKUP_IDEAS}))
    if scenario == "two-ideas":
        return 200, {}, completion(json.dumps({"ideas": IDEAS[:2]}))
    if scenario == "fenced":
        return 200, {}, completion("```json\n" + ideas + "\n```")
    if scenario == "truncated":
        return 200, {}, completion(ideas[:60], finish="length")
    if scenario == "wrong-shape":
        return 200, {}, completion(json.dumps({"recipes": IDEAS}))
    if scenario == "html":
        return 502, {"Content-Type": "text/html"}, "<html><body><h1>502 Bad Gateway</h1></body></html>"
    if scenario == "401":
        return 401, {}, json.dumps({"error": {"message": "Incorrect API key provided."}})
    if scenario == "429":
        return 429, {"Retry-After": "20"}, json.dumps({"error": {"message": "Rate limit reached."}})
    if scenario == "500":
        return 500, {}, json.dumps({"error": {"message": "The server had an error."}})
    if scenario == "echo-key":
        return 400, {}, json.dumps({"error": {"message": "Bad request, header was " + request_headers.get("Authorization", "")}})
    if scenario == "slow":
        time.sleep(3)
        return 200, {}, completion(ideas)
    if scenario == "slow-format-refusal":
        # Refuses every response format, each after 4 s (issue 27: a 5 s timeout lasted 16 s).
        time.sleep(4)
        return 400, {}, json.dumps({"error": {"message": "response_format json_schema is not supported"}})
    if scenario == "escape-error":
        return 404, {}, json.dumps({"error": {"message": "gone\u001b[2J\u001b]0;owned\u0007 away"}})
    if scenario in ("slow-stream", "stall-stream"):
        return 200, {}, completion(ideas)
    return 500, {}, json.dumps({"error": {"message": "unknown scenario " + scenario}})


def make_handler(state):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def _send(self, status, headers, body):
            data = body.encode()
            self.send_response(status)
            self.send_header("Content-Type", headers.pop("Content-Type", "application/json"))
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            if self.path == "/control/requests":
                with state.lock:
                    return self._send(200, {}, json.dumps(state.requests))
            self._send(404, {}, json.dumps({"error": {"message": "not found"}}))

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace")
            if self.path == "/control":
                with state.lock:
                    state.scenario = json.loads(body)["scenario"]
                return self._send(200, {}, json.dumps({"scenario": state.scenario}))
            if self.path != "/v1/chat/completions":
                return self._send(404, {}, json.dumps({"error": {"message": "not found"}}))
            record = {"headers": dict(self.headers), "body": json.loads(body or "{}")}
            with state.lock:
                state.requests.append(record)
                scenario = state.scenario
            status, headers, text = reply_for(scenario, dict(self.headers), record["body"])
            plan = streamed(scenario, status, text) if record["body"].get("stream") else None
            if plan is None:
                return self._send(status, dict(headers), text)
            try:
                self._stream(*plan, record)
                with state.lock:
                    record["completed"] = True
            except (BrokenPipeError, ConnectionResetError):
                with state.lock:
                    record["cancelled"] = True

        def _stream(self, parts, finish, record):
            # HTTP/1.0 without a length: the body ends when the connection closes.
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            for piece, pause in parts:
                if piece:
                    self._event(chunk(piece))
                    with state.lock:
                        record.setdefault("sent", []).append(time.time())
                waited = 0.0
                while waited < pause:
                    # A comment now and then notices a client that went away.
                    time.sleep(0.1)
                    waited += 0.1
                    if round(waited * 10) % 2 == 0:
                        self._event(None)
            self._event(chunk(finish=finish))
            self._event("[DONE]")
            self.close_connection = True

        def _event(self, data):
            self.wfile.write((": keep-alive\n\n" if data is None else f"data: {data}\n\n").encode())
            self.wfile.flush()

    return Handler


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--scenario", default="ideas")
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), make_handler(State(args.scenario)))
    print(f"http://127.0.0.1:{server.server_address[1]}/v1", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(0)


if __name__ == "__main__":
    main()
