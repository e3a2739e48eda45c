"""The main job on a phone-sized screen, as a person does it: onboarding, the key, the AI
service, the kitchen, ideas, an idea, saving it, favorites, deleting it."""
import json
import re

from playwright.sync_api import expect

from steps import API_KEY, add_items, ask_for_ideas, card_names, path_of, point_at, visit

STUB_IDEAS = ["Egg & Cress Sandwich", "Cheese & Tomato Wrap", "Rice Salad Box"]


def test_the_whole_main_job_on_a_phone(page, server, fake_ai):
    # Onboarding on the first visit, then "Get started" leads to the kitchen.
    visit(page, server, "/")
    assert path_of(page) == "/welcome"
    expect(page.get_by_role("heading", level=1)).to_be_visible()
    expect(page.get_by_role("button", name="Get started")).to_be_visible()
    # Within the first screen of the phone, no scrolling (issue 38, item 8).
    box = page.get_by_role("button", name="Get started").bounding_box()
    assert box["y"] + box["height"] <= page.viewport_size["height"], box
    with page.expect_navigation():
        page.get_by_role("button", name="Get started").click()
    assert path_of(page) == "/inventory"
    visit(page, server, "/")
    assert path_of(page) == "/inventory", "the welcome page should only come on the first visit"

    # Settings: save the key; only its last four characters come back, never the key.
    visit(page, server, "/settings")
    expect(page.locator("#key-status")).to_contain_text("No key is saved")
    page.fill("#api-key", API_KEY)
    with page.expect_navigation():
        page.get_by_role("button", name="Save key").click()
    expect(page.locator("#key-status")).to_have_text("A key ending in …1234 is saved.")
    assert API_KEY not in page.content()
    assert API_KEY[:-4] not in page.content()
    assert page.input_value("#api-key") == ""
    page.reload()
    assert API_KEY not in page.content()
    settings = server.api("GET", "/api/settings").json()
    assert settings["keySaved"] is True and settings["keyEndsWith"] == "…1234"
    assert API_KEY not in server.api("GET", "/api/settings").text

    # Point the AI service at the stub.
    point_at(page, server, fake_ai.base_url)

    # The kitchen: add a few items, see them listed.
    add_items(page, server, "eggs", "bread", "cheddar")
    items = page.locator("#inventory-list .item-name").all_inner_texts()
    assert sorted(items) == ["bread", "cheddar", "eggs"]

    # Ideas from the AI stub, labelled with the engine.
    ask_for_ideas(page)
    assert path_of(page) == "/ideas"
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    assert card_names(page) == STUB_IDEAS
    expect(page.locator("#engine-label")).to_contain_text("AI (fake-model)")
    sent = fake_ai.requests()
    assert len(sent) == 1
    assert sent[0]["headers"].get("Authorization") == f"Bearer {API_KEY}"
    prompt = json.dumps(sent[0]["body"])
    assert "eggs" in prompt and "cheddar" in prompt

    # The detail page: name, ingredients, numbered steps.
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card", has_text="Cheese & Tomato Wrap").click()
    assert re.fullmatch(r"/ideas/[0-9A-Fa-f-]{36}", path_of(page))
    expect(page.get_by_role("heading", level=1)).to_have_text("Cheese & Tomato Wrap")
    expect(page.locator("ul.ingredients li")).to_have_text(["1 wrap", "cheddar", "tomato"])
    expect(page.locator("ol.steps li")).to_have_count(3)
    expect(page.locator("ol.steps li").first).to_have_text("Slice the tomato.")

    # Save: the page acknowledges it and stays on the idea, under Ideas.
    idea_path = path_of(page)
    with page.expect_navigation():
        page.locator("#save-idea").click()
    assert path_of(page) == idea_path + "?saved=1", path_of(page)
    expect(page.get_by_role("navigation", name="Sections").get_by_role("link", name="Ideas")).to_have_attribute("aria-current", "page")
    expect(page.get_by_role("heading", level=1)).to_have_text("Cheese & Tomato Wrap")
    expect(page.locator("#saved-ack")).to_be_visible()
    expect(page.locator("#saved-ack")).to_have_text("★ Saved")
    expect(page.locator(".flash.success")).to_contain_text("Saved to favorites")
    expect(page.locator("#save-idea")).to_have_count(0)

    # Favorites lists it; Delete removes it.
    with page.expect_navigation():
        page.get_by_role("navigation", name="Sections").get_by_role("link", name="Saved").click()
    assert path_of(page) == "/favorites"
    expect(page.locator("#favorites-list li")).to_have_count(1)
    expect(page.locator("#favorites-list")).to_contain_text("Cheese & Tomato Wrap")
    with page.expect_navigation():
        page.locator("#favorites-list").get_by_role("button", name="Delete Cheese & Tomato Wrap").click()
    expect(page.locator(".flash.success")).to_contain_text("Deleted Cheese & Tomato Wrap")
    expect(page.locator("#favorites-list")).to_have_count(0)
    assert server.api("GET", "/api/favorites").json() == {"favorites": []}

    # Undo puts it back, then it goes for good.
    with page.expect_navigation():
        page.locator("#undo").click()
    expect(page.locator(".flash.success")).to_contain_text("Put back Cheese & Tomato Wrap.")
    expect(page.get_by_role("heading", level=1)).to_have_text("Cheese & Tomato Wrap")
    assert len(server.api("GET", "/api/favorites").json()["favorites"]) == 1
    with page.expect_navigation():
        page.get_by_role("button", name="Remove from favorites").click()
    assert server.api("GET", "/api/favorites").json() == {"favorites": []}

    # Nothing on the way was wider than the phone.
    visited = set(page.layout.paths())
    for path in ["/welcome", "/inventory", "/settings", "/ideas", "/favorites"]:
        assert path in visited, f"{path} was not measured"
    assert any(path.startswith("/ideas/") for path in visited)
    page.layout.check(page)

