"""The scan screen without the camera: what can recognise food, a photo upload through
the vision model (the fake AI) to ticked items in the kitchen, uploads that are not
photos, and adding by typing. The live camera is in test_scan_live.py."""
import base64
import json

from playwright.sync_api import expect

from scan_images import jpeg_size, photo_jpeg
from steps import API_KEY, point_at, save_key, visit


def inventory_names(server):
    return sorted(item["name"] for item in server.api("GET", "/api/inventory").json()["items"])


def only_the_vision_model(server):
    """Leaves the label and barcode readers, the food model and the kitchen memory out, so
    what the photo holds is what the fake AI says and nothing else."""
    reply = server.api("PUT", "/api/scan/settings", {"enabled": {"labels": False, "barcode": False, "model": False, "memory": False}})
    assert reply.status == 200, reply


def upload(page, name, mime, data):
    page.locator("#photo").set_input_files(files=[{"name": name, "mimeType": mime, "buffer": data}])
    with page.expect_navigation():
        page.get_by_role("button", name="Scan photo").click()


def test_the_page_says_what_can_recognise_food_before_an_upload(page, server):
    visit(page, server, "/scan")
    recognizers = page.locator("ul.recognizers li")
    expect(recognizers).to_have_count(5)
    expect(page.locator("[data-recognizer=vision]")).to_contain_text("Needs an AI key")
    # The food model loads with the first photo: not "ready" before it has seen one.
    expect(page.locator("[data-recognizer=model]")).to_contain_text("not yet tried on a photo")
    expect(page.locator("ul.can-see")).to_contain_text("banana")
    expect(page.locator("ul.can-see")).to_contain_text("Foods you teach it")
    file_input = page.locator("#photo")
    assert file_input.get_attribute("accept") == "image/*"
    # The photo comes first on a phone; what can be seen is folded below it (issue 38).
    expect(file_input).to_be_in_viewport()
    page.locator("#recognition-heading").click()
    expect(page.locator("ul.can-see")).to_be_visible()
    assert file_input.get_attribute("capture") == "environment"
    box = file_input.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, box


def test_without_javascript_the_live_camera_stays_out_of_the_way(no_script_page, server):
    page = no_script_page
    visit(page, server, "/scan")
    expect(page.locator("[data-live-scan]")).to_be_hidden()
    expect(page.get_by_role("button", name="Scan photo")).to_be_visible()


def test_a_photo_is_scanned_and_the_ticked_foods_reach_the_kitchen(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url, model="fake-vision")
    fake_ai.scenario("vision")
    only_the_vision_model(server)
    visit(page, server, "/scan")
    expect(page.locator("[data-recognizer=vision]")).to_contain_text("fake-vision")

    upload(page, "fridge.jpg", "image/jpeg", photo_jpeg(1600, 1200))
    expect(page.locator(".banner[role=status]")).to_contain_text("Found 2 foods")
    names = page.locator("#detected input[name=name]")
    expect(names).to_have_count(2)
    assert sorted(names.evaluate_all("inputs => inputs.map(i => i.value)")) == ["apple", "cheddar"]
    # What was found comes first, near the top, each with a thumb-sized Add to untick.
    assert page.evaluate("document.getElementById('detected').compareDocumentPosition(document.getElementById('recognition-heading')) & Node.DOCUMENT_POSITION_FOLLOWING")
    assert page.locator("#detected").bounding_box()["y"] < 400
    cheddar = page.locator("#detected li", has=page.locator("input[name=name][value=cheddar]"))
    assert cheddar.locator(".add-toggle").bounding_box()["height"] >= 44
    cheddar.get_by_label("Add").uncheck()
    assert API_KEY not in page.content()
    with page.expect_navigation():
        page.get_by_role("button", name="Add ticked to the kitchen").click()
    expect(page.locator(".flash.success")).to_contain_text("Added apple (3)")
    assert inventory_names(server) == ["apple"]

    vision = [r for r in fake_ai.requests() if any(isinstance(m.get("content"), list) for m in r["body"]["messages"])]
    assert len(vision) == 1
    assert vision[0]["body"]["model"] == "fake-vision"
    parts = [part for m in vision[0]["body"]["messages"] if isinstance(m["content"], list) for part in m["content"]]
    images = [part["image_url"] for part in parts if part.get("type") == "image_url"]
    assert len(images) == 1 and images[0]["detail"] == "low"
    prefix = "data:image/jpeg;base64,"
    assert images[0]["url"].startswith(prefix)
    assert max(jpeg_size(base64.b64decode(images[0]["url"][len(prefix):]))) <= 1024
    assert vision[0]["headers"]["Authorization"] == f"Bearer {API_KEY}"
    assert API_KEY not in json.dumps(vision[0]["body"])


def test_a_file_that_is_not_a_photo_gets_a_clear_message_and_nothing_is_stored(page, server):
    visit(page, server, "/scan")
    upload(page, "notes.png", "image/png", b"just text, not a picture")
    expect(page.locator("p.alert[role=alert]")).to_contain_text("That file is not a photo")
    upload(page, "broken.jpg", "image/jpeg", photo_jpeg(400, 300)[:600])
    expect(page.locator("p.alert[role=alert]")).to_contain_text("could not be read")
    expect(page.locator("#detected")).to_have_count(0)
    assert inventory_names(server) == []


def test_a_photo_over_the_limit_is_refused_in_words(page, server):
    visit(page, server, "/scan")
    expect(page.locator("label[for=photo]")).to_contain_text("up to 10 MB")
    upload(page, "huge.jpg", "image/jpeg", photo_jpeg(64, 64) + b"\0" * (11 * 1024 * 1024))
    expect(page.get_by_text("larger than 10 MB")).to_be_visible()
    assert "csrf=" not in page.url
    assert inventory_names(server) == []


def test_items_typed_on_the_scan_page_reach_the_kitchen(page, server):
    visit(page, server, "/scan")
    page.fill("#scan-name", "yogurt")
    page.fill("#scan-quantity", "4 pots")
    with page.expect_navigation():
        page.locator("form[action='/scan/add']").get_by_role("button", name="Add").click()
    expect(page.locator(".flash.success")).to_contain_text("Added yogurt (4 pots)")
    assert inventory_names(server) == ["yogurt"]
