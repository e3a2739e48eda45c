"""The on-device food model and the kitchen memory from the command line: the release
binary, the model scripts/setup built, and real photos committed with the tests
(Tests/Fixtures/grocery, from the Grocery Store Dataset, MIT)."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
PHOTOS = ROOT / "Tests/Fixtures/grocery"
sys.path.insert(0, str(ROOT / "Tests/E2E"))
from lbserver import food_model  # noqa: E402


@pytest.fixture()
def env(tmp_path):
    return {
        **os.environ,
        "LUNCHBOX_FOOD_MODEL": food_model(),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "LUNCHBOX_API_KEY": "",
    }


def run(binary, env, *args):
    return subprocess.run([binary, *args], env=env, capture_output=True, text=True, timeout=120)


def detected(binary, env, photo):
    result = run(binary, env, "scan", str(PHOTOS / photo), "--json")
    assert result.returncode == 0, result.stderr
    outcome = json.loads(result.stdout)["photos"][0]["outcome"]
    return [(item["name"], item["recognizers"]) for item in outcome["detected"]], outcome


def test_the_food_model_names_produce_with_no_key(lunchbox_bin, env):
    assert pathlib.Path(food_model()).exists(), "scripts/setup builds the food model"
    for photo, food in [("Banana_003.jpg", "banana"), ("Pineapple_005.jpg", "pineapple"), ("Red-Bell-Pepper_002.jpg", "bell pepper")]:
        found, _ = detected(lunchbox_bin, env, photo)
        assert (food, ["model"]) in found, (photo, found)


def test_a_carton_taught_once_is_known_in_the_next_photo_and_can_be_forgotten(lunchbox_bin, env):
    found, outcome = detected(lunchbox_bin, env, "Oatly-Oat-Milk_003.jpg")
    assert found == [], found
    assert any(line.startswith("Teach it") for line in outcome["advice"]), outcome["advice"]

    taught = run(lunchbox_bin, env, "scan", "teach", str(PHOTOS / "Oatly-Oat-Milk_001.jpg"), "oat drink")
    assert taught.returncode == 0, taught.stderr
    assert "Learnt oat milk (1 photo)" in taught.stdout

    found, _ = detected(lunchbox_bin, env, "Oatly-Oat-Milk_003.jpg")
    assert found == [("oat milk", ["memory"])], found

    listed = json.loads(run(lunchbox_bin, env, "scan", "memory", "--json").stdout)
    assert [(food["food"], food["photos"]) for food in listed] == [("oat milk", 1)]
    forgot = run(lunchbox_bin, env, "scan", "memory", "forget", "oat milk")
    assert forgot.returncode == 0 and "Forgot 1 photo of oat milk" in forgot.stdout, forgot
    again = run(lunchbox_bin, env, "scan", "memory", "forget", "oat milk")
    assert again.returncode == 1 and "nothing called" in again.stderr, again


def test_scan_without_a_photo_says_what_this_machine_can_see(lunchbox_bin, env):
    result = run(lunchbox_bin, env, "scan")
    assert result.returncode == 0, result.stderr
    assert "food model knows" in result.stdout and "banana" in result.stdout
    assert "vision model" in result.stdout
