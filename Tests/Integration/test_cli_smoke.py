"""The README's promise from the outside: the built binary against a loopback AI stub."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
STUB = ROOT / "Tests/E2E/fake_openai.py"


@pytest.fixture()
def env(tmp_path):
    return {
        **os.environ,
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "LUNCHBOX_API_KEY": "",
    }


@pytest.fixture()
def stub():
    process = subprocess.Popen([sys.executable, str(STUB)], stdout=subprocess.PIPE, text=True)
    base_url = process.stdout.readline().strip()
    yield base_url
    process.terminate()
    process.wait(timeout=5)


def run(binary, env, *args, stdin=None):
    return subprocess.run([binary, *args], env=env, input=stdin, capture_output=True, text=True, timeout=60)


def test_ideas_from_a_loopback_server(lunchbox_bin, env, stub):
    assert run(lunchbox_bin, env, "inventory", "add", "eggs").returncode == 0
    assert run(lunchbox_bin, env, "settings", "base-url", stub).returncode == 0
    assert run(lunchbox_bin, env, "settings", "set-key", stdin="sk-smoke-test-0000111\n").returncode == 0
    result = run(lunchbox_bin, env, "ideas", "--engine", "ai", "--json")
    assert result.returncode == 0, result.stderr
    ideas = json.loads(result.stdout)["ideas"]
    assert len(ideas) >= 3
    assert all(idea["name"] and idea["ingredients"] and idea["preparationSteps"] for idea in ideas)


def test_ai_without_a_key_says_how_to_set_one(lunchbox_bin, env):
    run(lunchbox_bin, env, "inventory", "add", "eggs")
    result = run(lunchbox_bin, env, "ideas", "--engine", "ai")
    assert result.returncode == 1
    assert "lunchbox settings set-key" in result.stderr


def test_usage_mistakes_exit_2(lunchbox_bin, env):
    assert run(lunchbox_bin, env, "no-such-command").returncode == 2
