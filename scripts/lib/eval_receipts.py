#!/usr/bin/env python3
"""Scores LunchBox's receipt reader on a folder of receipts made by make_receipts.py (a
photo and a ground-truth JSON each) and prints a table: per-line food accuracy, missed
lines, invented lines (a food reported that is not on the receipt), unknown lines kept
for the person, amounts and prices read right, and time per receipt.

The OCR step is pluggable (--ocr):
  words       the truth's words and boxes, through the parser (lunchbox-eval-receipts):
              the parser's accuracy, with no OCR error
  lines       the same, one box per run of words (as PP-OCR finds text lines)
  lunchbox    `lunchbox scan receipt PHOTO --json` (the whole pipeline, once it is
              wired): its output is a ReceiptReading as the core encodes it
  'CMD {photo}'  any OCR command printing a JSON array of {"text", "confidence",
              "box": [x, y, w, h]} (fractions from the top left), through the parser
--show prints every line missed, named wrong or invented. --noise RATE misreads letters in the truth's words at that rate (OCR-like confusions),
for words and lines."""
import argparse
import json
import os
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

CONFUSIONS = {"O": "0", "0": "O", "I": "1", "1": "I", "l": "1", "S": "5", "5": "S", "B": "8", "8": "B", "E": "F", "M": "N", "N": "M", "C": "G",
              "G": "C", "a": "o", "o": "a", "e": "c", "c": "e", "r": "n", "n": "r", "h": "b", "u": "v", ",": ".", ".": ","}
ITEM_KINDS = ("food", "unknown")


def load(directory):
    receipts = []
    for name in sorted(os.listdir(directory)):
        if name.endswith(".json"):
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                truth = json.load(file)
            truth["id"] = name[:-5]
            truth["path"] = os.path.join(directory, truth["image"])
            receipts.append(truth)
    return receipts


def misread(text, rate, rng):
    return "".join(CONFUSIONS[c] if c in CONFUSIONS and rng.random() < rate else c for c in text)


def truth_texts(truth, mode, rate, rng):
    """OCR words from the truth: each word, or each run of words without a wide gap."""
    texts = []
    for line in truth["lines"]:
        words = line.get("words", [])
        if mode == "words":
            runs = [[word] for word in words]
        else:
            runs, current = [], []
            for word in words:
                if current and word["box"][0] - (current[-1]["box"][0] + current[-1]["box"][2]) > 2.5 * word["box"][3]:
                    runs.append(current)
                    current = []
                current.append(word)
            if current:
                runs.append(current)
        for run in runs:
            left, top = min(w["box"][0] for w in run), min(w["box"][1] for w in run)
            right, bottom = max(w["box"][0] + w["box"][2] for w in run), max(w["box"][1] + w["box"][3] for w in run)
            text = " ".join(w["text"] for w in run)
            texts.append({"text": misread(text, rate, rng) if rate else text, "confidence": 0.95, "box": [left, top, right - left, bottom - top]})
    return texts


def run_parser(binary, inputs, learnt):
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "input.json")
        target = os.path.join(folder, "output.json")
        with open(source, "w", encoding="utf-8") as file:
            json.dump(inputs, file, ensure_ascii=False)
        command = [binary, "--input", source, "--output", target] + (["--learnt", learnt] if learnt else [])
        subprocess.run(command, check=True)
        with open(target, encoding="utf-8") as file:
            return {entry["id"]: entry for entry in json.load(file)}


def read_all(receipts, arguments):
    """Each receipt's reading and the seconds it took, by the chosen OCR step."""
    rng = random.Random(arguments.seed)
    if arguments.ocr in ("words", "lines"):
        inputs = [{"id": r["id"], "texts": truth_texts(r, arguments.ocr, arguments.noise, rng)} for r in receipts]
        out = run_parser(arguments.parser, inputs, arguments.learnt)
        return {key: (value["reading"], value["seconds"]) for key, value in out.items()}
    readings, inputs, ocr_seconds = {}, [], {}
    for receipt in receipts:
        if arguments.ocr == "lunchbox":
            command = [arguments.lunchbox, "scan", "receipt", receipt["path"], "--json"]
        else:
            command = [part.replace("{photo}", receipt["path"]) for part in shlex.split(arguments.ocr)]
        started = time.monotonic()
        result = subprocess.run(command, capture_output=True, text=True)
        took = time.monotonic() - started
        if result.returncode != 0:
            print(f"{receipt['id']}: {' '.join(command[:3])} failed: {result.stderr.strip()[:200]}", file=sys.stderr)
            readings[receipt["id"]] = ({"items": [], "skipped": []}, took)
            continue
        if arguments.ocr == "lunchbox":
            readings[receipt["id"]] = (json.loads(result.stdout), took)
        else:
            inputs.append({"id": receipt["id"], "texts": json.loads(result.stdout)})
            ocr_seconds[receipt["id"]] = took
    if inputs:
        for key, value in run_parser(arguments.parser, inputs, arguments.learnt).items():
            readings[key] = (value["reading"], ocr_seconds[key] + value["seconds"])
    return readings


def amount(text):
    """A quantity as (value, base unit) to compare: "2 x 400 g" == "800 g", "1 kg" == "1000 g"."""
    if not text:
        return None
    words = text.lower().replace("x", " x ").split()
    value, unit = 1.0, ""
    for word in words:
        try:
            value *= float(word)
            continue
        except ValueError:
            pass
        if word == "x":
            continue
        unit = word
    factors = {"kg": (1000, "g"), "l": (1000, "ml"), "cl": (10, "ml"), "pints": (1, "pint")}
    factor, base = factors.get(unit, (1, unit))
    return round(value * factor, 1), base


def overlap(a, b):
    """Vertical overlap of two boxes, as a share of the smaller height."""
    if not a or not b:
        return 0
    top, bottom = max(a[1], b[1]), min(a[1] + a[3], b[1] + b[3])
    return max(0, bottom - top) / max(1e-9, min(a[3], b[3]))


def area_overlap(a, b):
    """Intersection over union of two boxes' areas: which of two lines an item's box
    covers, when it overlaps both vertically (a skewed photo's lines, or an item whose
    box holds its quantity line below)."""
    if not a or not b:
        return 0
    width = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
    height = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    inter = width * height
    return inter / max(1e-9, a[2] * a[3] + b[2] * b[3] - inter)


def box_of(item):
    box = item.get("box")
    return [box["x"], box["y"], box["width"], box["height"]] if isinstance(box, dict) else box


def score(receipts, readings, show=False):
    rows = {}
    for receipt in receipts:
        reading, seconds = readings.get(receipt["id"], ({"items": []}, 0))
        row = rows.setdefault(receipt["locale"], {"receipts": 0, "lines": 0, "foods": 0, "right": 0, "missed": 0, "invented": 0, "wrong": 0,
                                                  "unknown": 0, "unknown_kept": 0, "amount": 0, "price": 0, "seconds": []})
        row["receipts"] += 1
        row["seconds"].append(seconds)
        truth_items = [line for line in receipt["lines"] if line["kind"] in ITEM_KINDS]
        row["lines"] += len(truth_items)
        row["foods"] += sum(1 for line in truth_items if line["kind"] == "food")
        row["unknown"] += sum(1 for line in truth_items if line["kind"] == "unknown")
        taken = set()
        for item in reading.get("items", []):
            box = box_of(item)
            # An item's box holds its quantity line too: match it to item lines first.
            lines = list(enumerate(receipt["lines"]))
            # Ties in vertical overlap go to the line whose area the box covers most, never
            # to the later line: on a skewed photo a box overlaps its neighbour's fully.
            def fit(index, line):
                return round(overlap(box, line.get("box")), 2), area_overlap(box, line.get("box")), index

            best = max([fit(index, line) for index, line in lines if index not in taken and line["kind"] in ITEM_KINDS], default=(0, 0, None))
            if best[0] < 0.5:
                best = max([fit(index, line) for index, line in lines if line["kind"] not in ITEM_KINDS], default=(0, 0, None))
            best = (best[0], best[2])
            line = receipt["lines"][best[1]] if best[0] >= 0.5 else None
            food = item.get("food")
            named = item.get("naming") != "unknown"
            if line is None or line["kind"] not in ITEM_KINDS:
                if named:
                    row["invented"] += 1
                    if show:
                        print(f"{receipt['id']} invented {food!r} from {item.get('text')!r} on {line and line['text']!r}")
                continue
            taken.add(best[1])
            if line["kind"] == "food":
                if named and food == line["food"]:
                    row["right"] += 1
                elif named:
                    row["wrong"] += 1
                    row["invented"] += 1
                    if show:
                        print(f"{receipt['id']} wrong {food!r} for {line['food']!r}: {item.get('text')!r}")
                elif show:
                    print(f"{receipt['id']} unknown {item.get('name')!r} for {line['food']!r}: {item.get('text')!r}")
            elif not named:
                row["unknown_kept"] += 1
            else:
                row["invented"] += 1
                if show:
                    print(f"{receipt['id']} invented {food!r} for a line the lexicon does not know: {item.get('text')!r}")
            if amount(item.get("quantity", "")) == amount(line.get("quantity", "")):
                row["amount"] += 1
            price = item.get("price") or {}
            if price and line.get("price") and abs(float(str(price.get("amount"))) - float(line["price"].replace(",", "."))) < 0.005:
                row["price"] += 1
        missed = [line for index, line in enumerate(receipt["lines"]) if line["kind"] in ITEM_KINDS and index not in taken]
        row["missed"] += len(missed)
        if show:
            for line in missed:
                print(f"{receipt['id']} missed {line['text']!r}")
    return rows


def print_table(rows, title):
    header = f"{'receipts':<9}{'n':>4}{'items':>7}{'food ok':>9}{'missed':>8}{'invented':>9}{'unknown kept':>14}{'amount ok':>11}{'price ok':>10}{'ms/receipt':>12}"
    print(title)
    print(header)
    print("-" * len(header))
    total = {}
    for row in rows.values():
        for key, value in row.items():
            total[key] = total.get(key, [] if key == "seconds" else 0) + value
    for locale in sorted(rows) + ["all"]:
        row = total if locale == "all" else rows[locale]
        foods = max(1, row["foods"])
        lines = max(1, row["lines"])
        median = statistics.median(row["seconds"]) * 1000 if row["seconds"] else 0
        print(f"{locale:<9}{row['receipts']:>4}{row['lines']:>7}{100 * row['right'] / foods:>8.1f}%{row['missed']:>8}{row['invented']:>9}"
              f"{row['unknown_kept']:>8}/{row['unknown']:<5}{100 * row['amount'] / lines:>10.1f}%{100 * row['price'] / lines:>9.1f}%{median:>12.2f}")
    print("food ok: foods named right / food lines; missed: item lines (food or unknown) not reported; invented: a food reported that the")
    print("line does not say (a wrong food, or a food on a line that is no item); amounts and prices: of all item lines; time: median.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dir")
    parser.add_argument("--ocr", default="words")
    parser.add_argument("--parser", required=True, help="the lunchbox-eval-receipts binary")
    parser.add_argument("--lunchbox", default="lunchbox")
    parser.add_argument("--learnt", help="a JSON object of receipt words to foods")
    parser.add_argument("--noise", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the scores here")
    parser.add_argument("--show", action="store_true", help="print every miss, wrong food and invented line")
    arguments = parser.parse_args()
    receipts = load(arguments.dir)
    if not receipts:
        sys.exit(f"eval-receipts: no receipts in {arguments.dir} (make some with scripts/lib/make_receipts.py)")
    readings = read_all(receipts, arguments)
    rows = score(receipts, readings, arguments.show)
    print_table(rows, f"Receipts in {arguments.dir}, OCR: {arguments.ocr}" + (f", noise {arguments.noise}" if arguments.noise else ""))
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump(rows, file, indent=1)


if __name__ == "__main__":
    main()
