#!/usr/bin/env python3
"""Makes photographed-looking till receipts to test LunchBox's receipt reader: renders
receipts as UK, US, German and Swedish tills print them (DejaVu Sans Mono, Debian's
fonts-dejavu-core), then photographs them: turned and put in perspective on a table,
creased, thermal print faded, blurred, noisy, saved as JPEG or PNG. Each receipt gets a
ground-truth JSON beside it: every printed line with its kind (food, unknown, quantity,
total, tax, payment, discount, deposit, bag, loyalty, shop, household, noWords), the
food, amount (as the kitchen stores it) and price of each item, and every word's box in
the photo (fractions of the picture from the top left).

    make_receipts.py OUTDIR [--count N] [--seed S] [--locales uk,us,de,se]

Everything follows from the seed: the same command makes the same files."""
import argparse
import json
import math
import os
import random
import sys

from PIL import Image, ImageDraw, ImageFilter, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from receipt_catalogue import EXTRAS, FOOTERS, HEADERS, ITEMS, WEIGHED  # noqa: E402

FONT_PATHS = ["/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"]
FONT_SIZE = 22
LINE_HEIGHT = 30
MARGIN = 28
COLUMNS = 40
CURRENCY = {"uk": "£", "us": "$", "de": "EUR", "se": "kr"}


# ---------------------------------------------------------------- amounts and prices


def money(value, locale):
    text = f"{value:.2f}"
    return text.replace(".", ",") if locale in ("de", "se") else text


def number(value):
    text = f"{round(value, 3):.3f}".rstrip("0").rstrip(".")
    return text


def kitchen_size(size):
    """A printed size as the kitchen stores it ("4PT" -> "4 pints", "5dl" -> "500 ml")."""
    text = size.lower().replace(",", ".").replace(" ", "")
    if "x" in text and text[0].isdigit():
        count, rest = text.split("x", 1)
        return f"{count} x {kitchen_size(rest)}"
    digits = ""
    while text and (text[0].isdigit() or text[0] == "."):
        digits += text[0]
        text = text[1:]
    value = float(digits)
    unit = text.lstrip("-")
    table = {
        "g": lambda v: f"{number(v)} g", "kg": lambda v: f"{number(v)} kg", "ml": lambda v: f"{number(v)} ml", "l": lambda v: f"{number(v)} L",
        "dl": lambda v: f"{number(v * 100)} ml", "pt": lambda v: "1 pint" if v == 1 else f"{number(v)} pints", "oz": lambda v: f"{number(v)} oz",
        "lb": lambda v: f"{number(v)} lb", "floz": lambda v: f"{number(v * 29.5735)} ml",
        "pk": number, "ct": number, "er": number, "p": number,
    }
    return table[unit](value)


def pack_count(size):
    text = size.lower().replace("-", "")
    for unit in ("pk", "ct", "er", "p"):
        if text.endswith(unit) and text[: -len(unit)].isdigit():
            return int(text[: -len(unit)])
    return None


# ---------------------------------------------------------------- printed lines


def right(left, price, width=COLUMNS):
    """A line with its price in the right-hand column."""
    if not price:
        return left
    gap = max(2, width - len(left) - len(price))
    return left + " " * gap + price


def item_lines(rng, locale, item, symbol):
    """The printed lines of one item, with their truth."""
    name, food, sizes, (low, high) = item
    kind = "food" if food else "unknown"
    unit = round(rng.uniform(low, high), 2)
    size = "" if sizes == WEIGHED or not sizes else rng.choice(sizes)
    label = f"{name} {size}".strip()
    quantity = kitchen_size(size) if size else ""
    if "GAL" in name.split():
        quantity = "3.785 L"
    if locale == "se" and "12-p" in name:
        quantity = "12"

    def truth(text, price, amount=None):
        return {"text": text, "kind": kind, "food": food, "quantity": quantity if amount is None else amount, "price": price}

    if sizes == WEIGHED:
        weight = round(rng.uniform(0.25, 1.9), 3) if locale != "us" else round(rng.uniform(0.6, 3.5), 2)
        total = round(weight * unit, 2)
        if locale == "uk":
            detail = right(f"{number(weight)} kg @ {symbol}{money(unit, locale)}/kg", money(total, locale))
            return [truth(name, money(total, locale), f"{number(weight)} kg"), {"text": detail, "kind": "quantity"}]
        if locale == "us":
            code = f"{rng.randrange(10**11, 10**12):012d}"
            detail = right(f" {weight:.2f} lb @ {money(unit, locale)} /lb", f"{money(total, locale)} N", COLUMNS + 2)
            return [truth(f"{name} {code} KF", money(total, locale), f"{number(weight)} lb"), {"text": detail, "kind": "quantity"}]
        if locale == "de":
            detail = right(f"  {number(weight).replace('.', ',')} kg x {money(unit, locale)} EUR/kg", f"{money(total, locale)} B", COLUMNS + 2)
            return [truth(name, money(total, locale), f"{number(weight)} kg"), {"text": detail, "kind": "quantity"}]
        detail = right(f"  {number(weight).replace('.', ',')}kg*{money(unit, locale)}kr/kg", money(total, locale))
        return [truth(name, money(total, locale), f"{number(weight)} kg"), {"text": detail, "kind": "quantity"}]

    style = rng.random()
    count = rng.choice([2, 2, 3, 4]) if style < 0.3 else 1
    total = round(unit * count, 2)
    if count > 1:
        pieces = count * (pack_count(size) or 1) if size else count
        if size and not pack_count(size):
            quantity = f"{count} x {kitchen_size(size)}"
        else:
            quantity = str(pieces) if quantity != "3.785 L" else f"{count} x 3.785 L"
        if locale == "se" and "12-p" in name:
            quantity = str(12 * count)
    if locale == "uk":
        if count > 1 and rng.random() < 0.5:
            return [truth(right(f"{count} x {label}", symbol + money(total, locale)), money(total, locale))]
        line = right(label, (symbol + money(total, locale)) if symbol else money(total, locale))
        lines = [truth(line, money(total, locale))]
        if count > 1:
            lines.append({"text": f"  {count} @ {symbol}{money(unit, locale)}", "kind": "quantity"})
        return lines
    if locale == "us":
        code = f"{rng.randrange(10**11, 10**12):012d}"
        line = right(f"{label} {code} F", f"{money(total, locale)} N", COLUMNS + 8)
        lines = [truth(line, money(total, locale))]
        if count > 1:
            lines.append({"text": f"  {count} @ {money(unit, locale)}", "kind": "quantity"})
        return lines
    if locale == "de":
        line = right(label, f"{money(total, locale)} {rng.choice('AB')}")
        if count > 1 and rng.random() < 0.5:
            return [{"text": f"     {count} x     {money(unit, locale)}", "kind": "quantity"}, truth(line, money(total, locale))]
        lines = [truth(line, money(total, locale))]
        if count > 1:
            lines.append({"text": f"  {count} Stk x {money(unit, locale)}", "kind": "quantity"})
        return lines
    label = f"{label} {count}st*{money(unit, locale)}" if count > 1 else label
    return [truth(right(label, money(total, locale)), money(total, locale))]


def receipt_lines(rng, locale):
    """Every printed line of one receipt, top to bottom, with its truth."""
    symbol = CURRENCY[locale] if locale == "uk" and rng.random() < 0.5 else ""
    lines = [{"text": text, "kind": "shop"} for text in rng.choice(HEADERS[locale])]
    if locale == "uk":
        lines[-1]["kind"] = "tax"
    if locale == "de":
        lines[-1]["kind"] = "noWords"
    catalogue = ITEMS[locale]
    chosen = rng.sample(catalogue, k=min(len(catalogue), rng.randint(5, 16)))
    extras = rng.sample(EXTRAS[locale], k=rng.randint(0, min(3, len(EXTRAS[locale]))))
    total = 0.0
    count = 0
    body = [("item", item) for item in chosen] + [("extra", extra) for extra in extras]
    rng.shuffle(body)
    for what, entry in body:
        if what == "item":
            printed = item_lines(rng, locale, entry, symbol)
            total += sum(float(line["price"].replace(",", ".")) for line in printed if line.get("price"))
            count += 1
            lines += printed
        else:
            text, kind, price = entry
            lines.append({"text": right(text, price), "kind": kind})
    values = {
        "total": money(total, locale), "points": str(int(total)), "count": str(count), "date": "12/03/2025" if locale in ("uk", "us") else "13.03.2025",
        "time": "14:32", "paid": money(math.ceil(total / 10) * 10 + 10, locale), "change": money(math.ceil(total / 10) * 10 + 10 - total, locale),
        "net": money(total / 1.07, locale), "vat": money(total - total / 1.07, locale),
    }
    for text, kind, price in FOOTERS[locale]:
        lines.append({"text": right(text.format(**values), price.format(**values)), "kind": kind})
    return lines


# ---------------------------------------------------------------- the photograph


def solve(matrix, vector):
    """Gaussian elimination for the 8x8 perspective system."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(size):
            if row != column:
                factor = rows[row][column] / rows[column][column]
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column])]
    return [rows[row][size] / rows[row][row] for row in range(size)]


def homography(source, target):
    """Coefficients (a..h) mapping source points to target points."""
    matrix, vector = [], []
    for (x, y), (u, v) in zip(source, target):
        matrix.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        vector.append(u)
        matrix.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        vector.append(v)
    return solve(matrix, vector)


def apply(coefficients, x, y):
    a, b, c, d, e, f, g, h = coefficients
    scale = g * x + h * y + 1
    return (a * x + b * y + c) / scale, (d * x + e * y + f) / scale


def render(rng, lines):
    """The flat receipt and every word's box on it (pixels)."""
    font_path = next((path for path in FONT_PATHS if os.path.exists(path)), None)
    if font_path is None:
        sys.exit("make_receipts: no monospaced font; install fonts-dejavu-core (Debian)")
    font = ImageFont.truetype(font_path, FONT_SIZE)
    char_width = font.getlength("M")
    columns = max(COLUMNS, max(len(line["text"]) for line in lines))
    width = int(2 * MARGIN + columns * char_width)
    height = 2 * MARGIN + LINE_HEIGHT * len(lines)
    paper = (rng.randint(236, 250), rng.randint(234, 248), rng.randint(226, 242))
    image = Image.new("RGB", (width, height), paper)
    draw = ImageDraw.Draw(image)
    # Thermal print fades: darker in some bands than others.
    fade_centre, fade_depth = rng.uniform(0, height), rng.uniform(0, 110)
    for row, line in enumerate(lines):
        top = MARGIN + row * LINE_HEIGHT
        fade = fade_depth * math.exp(-((top - fade_centre) / (height * 0.25)) ** 2)
        ink = tuple(int(20 + fade + rng.uniform(0, 15)) for _ in range(3))
        line["words"] = []
        column = 0
        for piece in line["text"].split(" "):
            if piece:
                x = MARGIN + column * char_width
                draw.text((x, top), piece, font=font, fill=ink)
                left, upper, right_edge, lower = draw.textbbox((x, top), piece, font=font)
                line["words"].append({"text": piece, "px": [left - 1, upper - 2, right_edge + 1, lower + 2]})
            column += len(piece) + 1
    # Creases: a few faint lines across the paper.
    for _ in range(rng.randint(0, 3)):
        y = rng.uniform(0, height)
        tilt = rng.uniform(-40, 40)
        shade = rng.randint(180, 225)
        draw.line([(0, y), (width, y + tilt)], fill=(shade, shade, shade - 5), width=rng.randint(1, 3))
    return image


def photograph(rng, receipt, lines):
    """The receipt on a table, turned and in perspective; boxes mapped into the photo."""
    width, height = receipt.size
    canvas_width, canvas_height = int(width * 1.35), int(height * 1.12)
    angle = math.radians(rng.uniform(-4, 4))
    centre_x, centre_y = canvas_width / 2 + rng.uniform(-20, 20), canvas_height / 2 + rng.uniform(-20, 20)
    corners = [(0, 0), (width, 0), (width, height), (0, height)]
    target = []
    for x, y in corners:
        dx, dy = x - width / 2, y - height / 2
        u = centre_x + dx * math.cos(angle) - dy * math.sin(angle)
        v = centre_y + dx * math.sin(angle) + dy * math.cos(angle)
        # Perspective: each corner moves by up to 4% of the receipt's width.
        target.append((u + rng.uniform(-0.04, 0.04) * width, v + rng.uniform(-0.04, 0.04) * width))
    forward = homography(corners, target)
    backward = homography(target, corners)
    table = tuple(rng.randint(40, 120) for _ in range(3))
    background = Image.new("RGB", (canvas_width, canvas_height), table)
    mask = Image.new("L", receipt.size, 255)
    warped = receipt.transform((canvas_width, canvas_height), Image.Transform.PERSPECTIVE, backward, Image.Resampling.BICUBIC)
    warped_mask = mask.transform((canvas_width, canvas_height), Image.Transform.PERSPECTIVE, backward, Image.Resampling.BILINEAR)
    background.paste(warped, (0, 0), warped_mask)
    photo = background.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.1)))
    # Sensor noise, from the seed (Pillow's own noise is not seeded).
    noise = Image.frombytes("L", photo.size, rng.randbytes(canvas_width * canvas_height)).convert("RGB")
    photo = Image.blend(photo, noise, rng.uniform(0.03, 0.09))
    for line in lines:
        for word in line.pop("words"):
            left, upper, right_edge, lower = word.pop("px")
            points = [apply(forward, x, y) for x, y in ((left, upper), (right_edge, upper), (right_edge, lower), (left, lower))]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            word["box"] = [round(min(xs) / canvas_width, 5), round(min(ys) / canvas_height, 5), round((max(xs) - min(xs)) / canvas_width, 5),
                           round((max(ys) - min(ys)) / canvas_height, 5)]
            line.setdefault("words", []).append(word)
        boxes = [word["box"] for word in line.get("words", [])]
        if boxes:
            left, upper = min(b[0] for b in boxes), min(b[1] for b in boxes)
            line["box"] = [left, upper, round(max(b[0] + b[2] for b in boxes) - left, 5), round(max(b[1] + b[3] for b in boxes) - upper, 5)]
    return photo, {"angle_degrees": round(math.degrees(angle), 2)}


def make(outdir, index, seed, locales):
    rng = random.Random(seed * 1_000_003 + index)
    locale = locales[index % len(locales)]
    lines = receipt_lines(rng, locale)
    receipt = render(rng, lines)
    photo, geometry = photograph(rng, receipt, lines)
    name = f"receipt-{index + 1:04d}"
    image = f"{name}.jpg" if rng.random() < 0.7 else f"{name}.png"
    if image.endswith(".jpg"):
        photo.save(os.path.join(outdir, image), quality=rng.randint(70, 92))
    else:
        photo.save(os.path.join(outdir, image))
    truth = {"image": image, "locale": locale, "seed": seed, "index": index, "currency": CURRENCY[locale], "size": list(photo.size), "photo": geometry,
             "lines": lines}
    with open(os.path.join(outdir, f"{name}.json"), "w", encoding="utf-8") as file:
        json.dump(truth, file, ensure_ascii=False, indent=1)
    return name


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outdir")
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--locales", default="uk,us,de,se")
    arguments = parser.parse_args()
    locales = [locale for locale in arguments.locales.split(",") if locale in ITEMS]
    if not locales:
        sys.exit("make_receipts: no known locale (uk, us, de, se)")
    os.makedirs(arguments.outdir, exist_ok=True)
    for index in range(arguments.count):
        make(arguments.outdir, index, arguments.seed, locales)
    print(f"{arguments.count} receipts in {arguments.outdir}")


if __name__ == "__main__":
    main()
