"""The live scan page in a Chromium whose fake camera films a word: names appear over
the picture (the label reader's boxes) or as chips (the vision model has no boxes),
Confirm puts an item in the kitchen, Dismiss keeps it away; and what the page says when
the camera is refused, missing, or needs https."""
import pytest
from playwright.sync_api import expect

from conftest import _finish_page, _open_page
from probe import CHROMIUM, PHONE
from scan_images import word_video
from steps import API_KEY, point_at, save_key, visit

# Counts the live camera's frame requests (/scan/frame) running at once, to check the page never overlaps them.
COUNT_SCANS = """
(() => {
  const fetch = window.fetch.bind(window);
  window.__scans = { running: 0, most: 0, done: 0 };
  window.fetch = async (url, options) => {
    const scan = String(url) === "/scan/frame";
    if (scan) { __scans.running += 1; __scans.most = Math.max(__scans.most, __scans.running); }
    try { return await fetch(url, options); }
    finally { if (scan) { __scans.running -= 1; __scans.done += 1; } }
  };
})();
"""


def refuse_camera(name):
    return f"""
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("refused by the test", "{name}"));
    """


@pytest.fixture()
def camera_page(playwright, request, tmp_path):
    """A phone page in a Chromium whose camera (allowed without asking) films BANANAS."""
    video = word_video("BANANAS", tmp_path / "camera.y4m")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    context, page = _open_page(browser, request, PHONE, is_mobile=True, has_touch=True)
    page.add_init_script(COUNT_SCANS)
    yield page
    try:
        _finish_page(context, page, request)
    finally:
        browser.close()


def scans_done(page):
    return page.evaluate("window.__scans.done")


def wait_for_scans(page, count):
    """Waits until `count` frames have been answered (wait_for_function would need
    eval, which the page's Content-Security-Policy forbids). No deadline of its own: the
    test's time limit (Tests/pytest.ini) ends a wait that never ends."""
    page.evaluate("""(count) => new Promise((resolve) => {
      const check = () => (window.__scans.done >= count) ? resolve(window.__scans.done) : setTimeout(check, 100);
      check();
    })""", count)


def inventory(server):
    return {item["name"]: item.get("quantity", "") for item in server.api("GET", "/api/inventory").json()["items"]}


def test_live_scan_shows_names_to_confirm_or_dismiss(camera_page, server, fake_ai):
    page = camera_page
    save_key(page, server)
    point_at(page, server, fake_ai.base_url, model="fake-vision")
    fake_ai.scenario("vision")
    visit(page, server, "/scan")
    section = page.locator("[data-live-scan]")
    expect(section).to_be_visible()
    page.get_by_role("button", name="Start the camera").click()
    expect(page.locator("[data-live-view] video")).to_be_visible()

    # The label reader's word has a box: over the picture. The vision model's foods: chips.
    tag = page.locator("[data-live-overlay] .live-tag", has_text="banana")
    expect(tag.locator(".live-label")).to_be_visible(timeout=60_000)
    expect(tag.locator(".live-box")).to_be_visible()
    chips = page.locator("[data-live-chips] .live-chip")
    expect(chips.filter(has_text="apple")).to_be_visible(timeout=30_000)
    expect(chips.filter(has_text="cheddar")).to_be_visible()
    expect(page.locator("[data-live-announce]")).to_contain_text("Found")
    expect(page.locator("[data-live-status]")).to_contain_text("Looked with")
    picture = page.locator("[data-live-view]").bounding_box()
    label = tag.locator(".live-label").bounding_box()
    assert picture["x"] <= label["x"] and label["x"] + label["width"] <= picture["x"] + picture["width"] + 1, (picture, label)
    for button in section.get_by_role("button").all():
        if button.is_visible():
            box = button.bounding_box()
            assert box["width"] >= 44 and box["height"] >= 44, (button.inner_text(), box)

    page.get_by_role("button", name="Confirm banana").click()
    added = page.locator("[data-live-added] li")
    expect(added.filter(has_text="banana")).to_be_visible()
    expect(tag).to_have_count(0)
    assert "banana" in inventory(server)

    page.get_by_role("button", name="Dismiss cheddar").click()
    expect(chips.filter(has_text="cheddar")).to_have_count(0)
    page.get_by_role("button", name="Confirm apple").click()
    expect(added.filter(has_text="apple (3)")).to_be_visible()
    assert inventory(server) == {"banana": inventory(server)["banana"], "apple": "3"}

    # Later frames still see all three; what was settled stays away.
    seen = scans_done(page)
    wait_for_scans(page, seen + 2)
    expect(chips).to_have_count(0)
    expect(page.locator("[data-live-overlay] .live-tag")).to_have_count(0)
    assert page.evaluate("window.__scans.most") == 1
    assert API_KEY not in page.content()

    page.get_by_role("button", name="Stop the camera").click()
    expect(page.locator("[data-live-view]")).to_be_hidden()
    assert page.evaluate("document.querySelector('[data-live-view] video').srcObject") is None
    with page.expect_navigation():
        page.get_by_role("link", name="Done: open the kitchen").first.click()
    assert page.url.endswith("/inventory")


@pytest.mark.parametrize("error, reason", [
    ("NotAllowedError", "not allowed to use the camera"),
    ("NotFoundError", "No camera was found"),
])
def test_a_refused_or_missing_camera_explains_how_to_allow_it(page, server, error, reason):
    page.add_init_script(refuse_camera(error))
    visit(page, server, "/scan")
    page.get_by_role("button", name="Start the camera").click()
    help_box = page.locator("[data-camera-help]")
    expect(help_box).to_be_visible()
    expect(help_box).to_contain_text(reason)
    for browser in ("Chrome", "Safari on iPhone", "Firefox"):
        expect(help_box).to_contain_text(browser)
    expect(help_box).to_contain_text("choose a photo below")
    expect(page.locator("[data-live-view]")).to_be_hidden()


def test_plain_http_on_the_network_offers_the_upload(page, server):
    page.add_init_script("Object.defineProperty(window, 'isSecureContext', { value: false });")
    visit(page, server, "/scan")
    expect(page.locator("[data-camera-insecure]")).to_contain_text("https")
    expect(page.locator("[data-camera-insecure]")).to_contain_text("localhost")
    expect(page.get_by_role("button", name="Start the camera")).to_be_hidden()
    expect(page.get_by_role("button", name="Scan photo")).to_be_visible()
