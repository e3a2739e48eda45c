"""The scan screen: a photo from a file, the live camera (Chromium's fake camera), and
adding by typing."""
import pathlib

import pytest
from playwright.sync_api import expect

from probe import CHROMIUM, PHONE
from steps import visit

PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


def test_a_photo_from_a_file_is_previewed_and_received(page, server):
    visit(page, server, "/scan")
    file_input = page.locator("#photo")
    assert file_input.get_attribute("accept") == "image/*"
    assert file_input.get_attribute("capture") == "environment"
    file_input.set_input_files(files=[{"name": "fridge.png", "mimeType": "image/png", "buffer": PNG_1x1}])
    expect(page.locator("#photo-preview")).to_be_visible()
    with page.expect_navigation():
        page.get_by_role("button", name="Upload photo").click()
    expect(page.locator(".banner[role=status]")).to_contain_text("Photo received")
    expect(page.locator(".banner[role=status]")).to_contain_text("PNG")


def test_a_file_that_is_not_a_photo_gets_a_clear_message(page, server):
    visit(page, server, "/scan")
    page.locator("#photo").set_input_files(files=[{"name": "notes.png", "mimeType": "image/png", "buffer": b"just text"}])
    with page.expect_navigation():
        page.get_by_role("button", name="Upload photo").click()
    expect(page.locator(".alert")).to_contain_text("That file is not a photo")


def test_items_typed_on_the_scan_page_reach_the_kitchen(page, server):
    visit(page, server, "/scan")
    page.fill("#scan-name", "yogurt")
    page.fill("#scan-quantity", "4 pots")
    with page.expect_navigation():
        page.locator("form[action='/scan/add']").get_by_role("button", name="Add").click()
    expect(page.locator(".flash.success")).to_contain_text("Added yogurt (4 pots)")
    assert [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]] == ["yogurt"]


def test_take_photo_stays_hidden_until_the_camera_runs(page, server):
    """The button has the `hidden` attribute until the live camera starts, but the
    stylesheet's `button { display: inline-flex }` overrides it, so "Take photo" shows
    (and submits an empty picture) before any camera is on."""
    visit(page, server, "/scan")
    expect(page.get_by_role("button", name="Use the live camera")).to_be_visible()
    expect(page.get_by_role("button", name="Take photo")).to_be_hidden()
    expect(page.locator("video")).to_be_hidden()


@pytest.fixture()
def camera_page(request, playwright, server):
    """A phone page in a Chromium with a fake camera that is allowed without asking."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=[
        "--no-sandbox", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"])
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    context.grant_permissions(["camera"], origin=server.url)
    page = context.new_page()
    yield page
    if getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed:
        artifacts = pathlib.Path(__file__).resolve().parent / "artifacts"
        artifacts.mkdir(exist_ok=True)
        page.screenshot(path=str(artifacts / f"{request.node.name}.png"), full_page=True)
    browser.close()


def test_the_live_camera_takes_a_photo_and_uploads_it(camera_page, server):
    page = camera_page
    visit(page, server, "/scan")
    page.get_by_role("button", name="Use the live camera").click()
    expect(page.locator("video")).to_be_visible()
    page.wait_for_function("() => document.querySelector('video').videoWidth > 0")
    with page.expect_navigation():
        page.get_by_role("button", name="Take photo").click()
    expect(page.locator(".banner[role=status]")).to_contain_text("Photo received")
    expect(page.locator(".banner[role=status]")).to_contain_text("JPEG")
