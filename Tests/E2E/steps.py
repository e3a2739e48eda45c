"""Small steps the browser tests share: things a person does on the pages."""
import pathlib
import re
import subprocess
import tempfile

from playwright.sync_api import expect

API_KEY = "sk-e2e-test-key-0000abcd1234"
# Enough for the offline chef to make three ideas (a carb, a protein, fruit and veg).
KITCHEN = ("eggs", "bread", "cheddar", "cucumber", "apple", "tomatoes")


def visit(page, server, path):
    page.goto(server.page(path))
    page.wait_for_load_state("load")


def add_items(page, server, *names):
    """Adds each item through the kitchen page's form."""
    visit(page, server, "/inventory")
    for name in names:
        page.fill("#add-name", name)
        with page.expect_navigation():
            page.locator("form[action='/inventory'] button[type=submit]").click()
        expect(page.locator(".flash.success")).to_contain_text("Added")


def save_key(page, server, key=API_KEY):
    visit(page, server, "/settings")
    page.fill("#api-key", key)
    with page.expect_navigation():
        page.get_by_role("button", name="Save key").click()
    expect(page.locator("#key-status")).to_have_text(f"A key ending in …{key[-4:]} is saved.")


def point_at(page, server, base_url, model="fake-model"):
    """Sets the AI service on the settings page."""
    visit(page, server, "/settings")
    page.fill("#base-url", base_url)
    page.fill("#model", model)
    with page.expect_navigation():
        page.get_by_role("button", name="Save service").click()
    expect(page.locator(".flash.success")).to_contain_text(base_url)


def ask_for_ideas(page):
    """Presses the kitchen's "Get lunch box ideas" (the page must be the kitchen) and waits
    until the ideas page has finished asking: the cards stream in after the page loads, and
    a busy machine read an empty page when a test looked at once."""
    button = page.locator("#get-ideas")
    expect(button).to_be_enabled()
    with page.expect_navigation():
        button.click()
    page.wait_for_load_state("load")
    expect(page.locator("#ideas-progress")).to_have_count(0)


def card_names(page):
    return [name.strip() for name in page.locator("#idea-cards .idea-card h2").all_inner_texts()]


def path_of(page):
    return re.sub(r"^https?://[^/]+", "", page.url)


def decode_qr(svg_bytes):
    """What a phone's camera reads from a QR code drawn as SVG: drawn as PNG by
    rsvg-convert, read by zbarimg (both Debian tools scripts/setup installs)."""
    with tempfile.TemporaryDirectory() as work:
        svg = pathlib.Path(work) / "code.svg"
        png = pathlib.Path(work) / "code.png"
        svg.write_bytes(svg_bytes)
        subprocess.run(["rsvg-convert", "--width", "400", "--height", "400", "--output", str(png), str(svg)], check=True, timeout=60)
        read = subprocess.run(["zbarimg", "--raw", "-q", str(png)], capture_output=True, text=True, timeout=60)
        return read.stdout.strip()
