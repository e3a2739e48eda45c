"""The receipt tools end to end: scripts/lib/make_receipts.py makes photographed
receipts with their ground truth (deterministic from the seed), and the evaluator feeds
the truth's words through the receipt parser (Benchmarks/lunchbox-eval-receipts, the
debug build the tests use) and scores it."""
import hashlib
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent


@pytest.fixture(scope="module")
def parser():
    path = pathlib.Path(os.environ.get("LUNCHBOX_EVAL_RECEIPTS_BIN", ROOT / ".build/debug/lunchbox-eval-receipts"))
    if not path.exists():
        pytest.fail(f"the receipt parser is missing at {path}; build it with swift build --build-tests")
    return str(path)


def make(folder, seed, count=8):
    subprocess.run([sys.executable, str(ROOT / "scripts/lib/make_receipts.py"), str(folder), "--count", str(count), "--seed", str(seed)],
                   check=True, capture_output=True, timeout=240)


def test_the_same_seed_makes_the_same_receipts(tmp_path):
    make(tmp_path / "a", seed=5, count=4)
    make(tmp_path / "b", seed=5, count=4)
    for name in sorted(os.listdir(tmp_path / "a")):
        first = hashlib.sha256((tmp_path / "a" / name).read_bytes()).hexdigest()
        second = hashlib.sha256((tmp_path / "b" / name).read_bytes()).hexdigest()
        assert first == second, name
    truth = json.loads((tmp_path / "a" / "receipt-0001.json").read_text())
    kinds = {line["kind"] for line in truth["lines"]}
    assert "food" in kinds and "total" in kinds and "payment" in kinds
    for line in truth["lines"]:
        for word in line.get("words", []):
            x, y, width, height = word["box"]
            assert 0 <= x and 0 <= y and x + width <= 1 and y + height <= 1 and width > 0 and height > 0


def test_the_parser_names_the_foods_of_generated_receipts(tmp_path, parser):
    make(tmp_path, seed=7)
    scores = tmp_path / "scores.json"
    result = subprocess.run([sys.executable, str(ROOT / "scripts/lib/eval_receipts.py"), str(tmp_path), "--parser", parser, "--json", str(scores)],
                            capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stderr
    rows = json.loads(scores.read_text()).values()
    foods = sum(row["foods"] for row in rows)
    right = sum(row["right"] for row in rows)
    assert foods > 40
    assert right / foods >= 0.9, result.stdout
    assert sum(row["invented"] for row in rows) == 0, result.stdout
    assert sum(row["missed"] for row in rows) == 0, result.stdout


def test_an_ocr_command_is_plugged_in(tmp_path, parser):
    make(tmp_path, seed=9, count=2)
    # A stand-in OCR engine: prints the truth's words as an engine would.
    engine = tmp_path / "engine.py"
    engine.write_text(
        "import json, sys\n"
        "truth = json.load(open(sys.argv[1].rsplit('.', 1)[0] + '.json'))\n"
        "print(json.dumps([{'text': w['text'], 'confidence': 0.9, 'box': w['box']} for l in truth['lines'] for w in l.get('words', [])]))\n")
    scores = tmp_path / "scores.json"
    result = subprocess.run([sys.executable, str(ROOT / "scripts/lib/eval_receipts.py"), str(tmp_path), "--parser", parser, "--json", str(scores),
                             "--ocr", f"{sys.executable} {engine} {{photo}}"], capture_output=True, text=True, timeout=240)
    assert result.returncode == 0, result.stderr
    rows = json.loads(scores.read_text()).values()
    assert sum(row["right"] for row in rows) >= 0.9 * sum(row["foods"] for row in rows)
