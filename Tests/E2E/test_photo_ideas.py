"""Snap a photo → ideas: one vision call; the ideas stream onto the ideas page, then the
foods seen are offered to the kitchen."""
from playwright.sync_api import expect

from scan_images import photo_jpeg
from steps import add_items, point_at, save_key, visit


def test_a_photo_streams_ideas_and_offers_what_it_saw(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    fake_ai.scenario("photo-ideas")
    add_items(page, server, "bread")
    visit(page, server, "/ideas")
    page.locator("#photo-ideas-file").set_input_files(files=[{"name": "fridge.jpg", "mimeType": "image/jpeg", "buffer": photo_jpeg(800, 600)}])
    page.get_by_role("button", name="Get ideas from the photo").click()

    # The ideas arrive on this page (no navigation), then what the photo showed.
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    seen = page.locator("#photo-seen")
    expect(seen).to_contain_text("apple (3)")
    expect(seen).to_contain_text("cheddar")
    assert page.url.endswith("/ideas"), page.url
    sent = fake_ai.requests()
    assert len(sent) == 1 and sent[0]["body"].get("stream") is True, "one streamed vision call"
    assert any(isinstance(m["content"], list) for m in sent[0]["body"]["messages"]), "with the photo"

    # Ticked foods go to the kitchen.
    seen.get_by_label("cheddar").uncheck()
    with page.expect_navigation():
        seen.get_by_role("button", name="Add ticked to the kitchen").click()
    names = sorted(item["name"] for item in server.api("GET", "/api/inventory").json()["items"])
    assert names == ["apple", "bread"], names


def test_a_photo_without_food_says_so_on_the_page(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    fake_ai.scenario("ideas")  # answers ideas but sees nothing
    visit(page, server, "/ideas")
    page.locator("#photo-ideas-file").set_input_files(files=[{"name": "wall.jpg", "mimeType": "image/jpeg", "buffer": photo_jpeg(400, 300)}])
    page.get_by_role("button", name="Get ideas from the photo").click()
    expect(page.locator("#ideas-error")).to_be_visible()
    expect(page.get_by_role("link", name="Try another photo")).to_be_visible()
