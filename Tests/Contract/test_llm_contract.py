"""Contract tests against a real OpenAI-compatible server: llama.cpp's (llama-cpp-python)
with the tiny gemma-3-270m model, started by scripts/contract-llm. The model's text is
nonsense; the wire format, streaming and schema enforcement are real.

Environment: LUNCHBOX_BIN (the binary), LLM_BASE_URL (open server), LLM_KEYED_BASE_URL
(the same model behind --api_key), LLM_KEY (that key).
"""
import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request

import pytest

BIN = os.environ.get("LUNCHBOX_BIN")
BASE = os.environ.get("LLM_BASE_URL")
KEYED = os.environ.get("LLM_KEYED_BASE_URL")
KEY = os.environ.get("LLM_KEY", "")
# A 270M model on two cores writes a batch in minutes: a longer limit than Tests/pytest.ini's.
pytestmark = [pytest.mark.skipif(not (BIN and BASE), reason="run through scripts/contract-llm"), pytest.mark.timeout(1200)]
KITCHEN = ["eggs", "bread", "cheddar", "cucumber", "tomatoes", "rice"]


def post(path, body, base=BASE, key="local"):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {key}"})
    return urllib.request.urlopen(request, timeout=300)


@pytest.fixture
def lunchbox(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config"), "HOME": str(tmp_path)}
    env.pop("LUNCHBOX_API_KEY", None)

    def run(*args, stdin=None, base=BASE, check=True):
        return subprocess.run([BIN, *args], env=env, input=stdin, capture_output=True, text=True, timeout=600, check=check)

    def configure(base=BASE, key="local", max_tokens=None):
        run("inventory", "add", *KITCHEN)
        run("settings", "base-url", base)
        run("settings", "model", "gemma-3-270m")
        run("settings", "timeout", "600")
        run("settings", "set-key", stdin=key + "\n")
        if max_tokens:
            run("settings", "max-tokens", str(max_tokens))

    run.configure = configure
    run.env = env
    return run


def test_a_plain_completion_has_the_shape_the_client_reads():
    reply = json.load(post("/chat/completions", {"model": "gemma-3-270m", "max_tokens": 16,
                                                 "messages": [{"role": "user", "content": "Hi"}]}))
    assert reply["choices"][0]["message"]["content"] is not None
    assert reply["choices"][0]["finish_reason"] in ("stop", "length")


def test_the_schema_is_enforced_where_the_server_takes_it():
    schema = {"type": "object", "properties": {"ideas": {"type": "array", "minItems": 1, "maxItems": 1, "items": {
        "type": "object", "properties": {"name": {"type": "string", "maxLength": 20}}, "required": ["name"]}}},
        "required": ["ideas"]}
    reply = json.load(post("/chat/completions", {"model": "gemma-3-270m", "max_tokens": 200,
                                                 "response_format": {"type": "json_object", "schema": schema},
                                                 "messages": [{"role": "user", "content": "One lunch idea as JSON."}]}))
    content = json.loads(reply["choices"][0]["message"]["content"])
    assert isinstance(content["ideas"], list) and len(content["ideas"]) == 1 and "name" in content["ideas"][0]


def test_openais_json_schema_is_refused_with_a_message_naming_the_format():
    """What the client's fallback relies on: the refusal names response_format."""
    with pytest.raises(urllib.error.HTTPError) as refused:
        post("/chat/completions", {"model": "gemma-3-270m", "max_tokens": 8, "messages": [{"role": "user", "content": "Hi"}],
                                   "response_format": {"type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "object"}}}})
    assert refused.value.code in (400, 422, 500)
    assert "response_format" in refused.value.read().decode()


def test_the_reply_streams_as_server_sent_events():
    reply = post("/chat/completions", {"model": "gemma-3-270m", "max_tokens": 24, "stream": True,
                                       "messages": [{"role": "user", "content": "Count to five."}]})
    assert reply.headers["Content-Type"].startswith("text/event-stream")
    events = [line[6:] for line in reply.read().decode().splitlines() if line.startswith("data: ")]
    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert len(chunks) > 3 and any(c["choices"][0]["delta"].get("content") for c in chunks)


def test_lunchbox_shows_three_valid_ideas_from_the_model(lunchbox):
    lunchbox.configure()
    result = lunchbox("ideas", "--engine", "ai", "--json")
    batch = json.loads(result.stdout)
    assert batch["engine"] == "ai" and batch["model"] == "gemma-3-270m"
    ideas = batch["ideas"] + [held["idea"] for held in batch["heldBack"]]
    assert len(ideas) >= 3
    for idea in ideas:
        assert idea["name"].strip() and idea["ingredients"] and idea["preparationSteps"]


def test_ideas_arrive_one_by_one(lunchbox):
    lunchbox.configure()
    started = time.monotonic()
    process = subprocess.Popen([BIN, "ideas", "--engine", "ai", "--json-lines"], env=lunchbox.env, stdout=subprocess.PIPE, text=True)
    arrivals = []
    for line in process.stdout:
        json.loads(line)
        arrivals.append(time.monotonic() - started)
    assert process.wait() == 0
    total = time.monotonic() - started
    assert len(arrivals) >= 3
    assert arrivals[0] < 0.8 * total, f"first idea at {arrivals[0]:.1f} s of {total:.1f} s"


def test_a_wrong_key_is_an_invalid_key(lunchbox):
    if not KEYED:
        pytest.skip("no keyed server")
    lunchbox.configure(base=KEYED, key="sk-wrong-key-000000")
    result = lunchbox("ideas", "--engine", "ai", check=False)
    assert result.returncode == 1
    assert "Invalid API key" in result.stderr
    assert "sk-wrong-key" not in result.stderr + result.stdout


def test_interrupting_stops_the_request(lunchbox):
    lunchbox.configure()
    started = time.monotonic()
    process = subprocess.Popen([BIN, "ideas", "--engine", "ai", "--json-lines"], env=lunchbox.env, stdout=subprocess.PIPE, text=True)
    first = process.stdout.readline()
    assert json.loads(first)["name"]
    # The model's own pace on this machine, however busy: the time one idea took.
    one_idea = time.monotonic() - started
    process.send_signal(signal.SIGINT)
    assert process.wait() != 0  # interrupted, not finished (the test's time limit ends a hang)
    # The server is free again: a four-token request is answered before the model could
    # have written the two ideas still to come, had the interrupted request gone on.
    quick = time.monotonic()
    post("/chat/completions", {"model": "gemma-3-270m", "max_tokens": 4, "messages": [{"role": "user", "content": "Hi"}]}).read()
    assert time.monotonic() - quick < 2 * one_idea, f"{time.monotonic() - quick:.1f} s against {one_idea:.1f} s an idea"


def test_a_cut_off_reply_is_reported_as_cut_off(lunchbox):
    lunchbox.configure(max_tokens=64)
    result = lunchbox("ideas", "--engine", "ai", check=False)
    assert result.returncode == 1
    assert "cut off" in result.stderr
