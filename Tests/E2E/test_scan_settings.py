"""The settings page's Scanning section: recognizers with their state, turning them on
and off, the threshold, the vision model and the Open Food Facts lookup."""
from playwright.sync_api import expect

from steps import visit


def scan_settings(server):
    reply = server.api("GET", "/api/scan/settings")
    assert reply.status == 200, reply
    return reply.json()


def test_scanning_settings_are_shown_and_saved(page, server):
    visit(page, server, "/settings")
    section = page.locator("#scanning")
    expect(section.get_by_role("heading", name="Scanning")).to_be_visible()
    expect(section.locator("[data-recognizer-state=vision]")).to_have_text("not available")
    expect(section).to_contain_text("Needs an AI key")
    lookup = section.get_by_label("Look up unknown barcodes at Open Food Facts")
    expect(lookup).not_to_be_checked()
    expect(section).to_contain_text("Only the barcode number is sent")
    expect(section.get_by_role("textbox", name="Vision model")).to_have_value("")

    section.get_by_label("Label reader").uncheck()
    section.get_by_label("Show a food when at least this sure").fill("0.75")
    section.get_by_role("textbox", name="Vision model").fill("llava:13b")
    lookup.check()
    with page.expect_navigation():
        section.get_by_role("button", name="Save scanning settings").click()
    expect(page.locator(".flash.success")).to_contain_text("threshold 0.75, vision model llava:13b")

    saved = scan_settings(server)
    assert saved["threshold"] == 0.75 and saved["visionModel"] == "llava:13b" and saved["onlineProductLookup"] is True
    assert {r["kind"]: r["state"] for r in saved["recognizers"]}["labels"] == "off"
    section = page.locator("#scanning")
    expect(section.locator("[data-recognizer-state=labels]")).to_have_text("turned off")
    expect(section.get_by_label("Label reader")).not_to_be_checked()
    expect(section.get_by_label("Show a food when at least this sure")).to_have_value("0.75")

    # Blank goes back to the ideas model; the scan page lists what is turned off.
    section.get_by_role("textbox", name="Vision model").fill("")
    section.get_by_label("Label reader").check()
    with page.expect_navigation():
        section.get_by_role("button", name="Save scanning settings").click()
    assert "visionModel" not in scan_settings(server)
    visit(page, server, "/scan")
    expect(page.locator("[data-recognizer=labels]")).to_contain_text("ready")


def test_a_threshold_out_of_range_is_refused_in_words(page, server):
    visit(page, server, "/settings")
    page.locator("#scan-threshold").evaluate("input => { input.removeAttribute('max'); input.value = '3'; }")
    with page.expect_navigation():
        page.get_by_role("button", name="Save scanning settings").click()
    expect(page.locator(".flash.error")).to_contain_text("from 0.1 to 0.95")
    assert scan_settings(server)["threshold"] != 3


def test_the_privacy_notice_names_where_photos_and_barcodes_go(page, server):
    visit(page, server, "/settings")
    privacy = page.locator("#privacy")
    expect(privacy).to_contain_text("sent only to the AI service you configured")
    expect(privacy).to_contain_text("Open Food Facts")
