"""Ideas in the browser: the empty kitchen, AI errors with Retry, offline, the offline
chef, ideas held back for a diet, hostile item names, sharing."""
from playwright.sync_api import expect

from steps import API_KEY, KITCHEN, add_items, ask_for_ideas, card_names, path_of, point_at, save_key, visit

HOSTILE_NAME = '<script>alert("xss")</script><img src=x onerror="alert(1)">'


def test_an_empty_kitchen_disables_the_button_and_says_what_to_do(page, server):
    visit(page, server, "/inventory")
    button = page.locator("#get-ideas")
    expect(button).to_be_disabled()
    expect(page.locator("#empty-prompt")).to_contain_text("Scan or add items to get lunch box ideas.")
    assert button.get_attribute("aria-describedby") == "empty-prompt"
    expect(page.locator("#inventory-list")).to_have_count(0)

    visit(page, server, "/ideas")
    expect(page.get_by_role("button", name="Get lunch box ideas")).to_be_disabled()
    expect(page.locator("main")).to_contain_text("Scan or add items to get lunch box ideas.")

    # Adding one item enables it.
    add_items(page, server, "apple")
    expect(page.locator("#get-ideas")).to_be_enabled()


def _kitchen_with_ai(page, server, fake_ai, *items):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    add_items(page, server, *(items or KITCHEN))


def test_a_401_from_the_ai_shows_the_message_and_retry_works(page, server, fake_ai):
    _kitchen_with_ai(page, server, fake_ai)
    fake_ai.scenario("401")
    ask_for_ideas(page)

    error = page.locator("#ideas-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("Invalid API key")
    assert API_KEY not in page.content()
    expect(page.locator("#offline-banner")).to_have_count(0)
    # The issue: "a 401 from the AI shows the message and Retry".
    retry = page.locator("#retry")
    expect(retry).to_be_visible()

    # Retry streams the ideas into this page (app.js): no navigation.
    fake_ai.scenario("ideas")
    retry.click()
    expect(page.locator("#ideas-error")).to_have_count(0)
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    expect(page.locator("#engine-label")).to_contain_text("AI (fake-model)")


def test_a_server_error_from_the_ai_offers_retry_and_the_offline_chef(page, server, fake_ai):
    _kitchen_with_ai(page, server, fake_ai)
    fake_ai.scenario("500")
    ask_for_ideas(page)
    expect(page.locator("#ideas-error")).to_be_visible()
    expect(page.locator("#retry")).to_be_visible()
    expect(page.locator("#use-offline")).to_be_visible()

    page.locator("#use-offline").click()
    expect(page.locator("#engine-label")).to_contain_text("Built-in offline chef")
    assert page.locator("#idea-cards .idea-card").count() >= 3

    # Then retry the AI once it works again.
    fake_ai.scenario("ideas")
    page.locator("#new-ideas").click()
    expect(page.locator("#engine-label")).to_contain_text("AI (fake-model)")


def test_an_html_error_page_from_the_ai_is_not_shown_raw(page, server, fake_ai):
    _kitchen_with_ai(page, server, fake_ai)
    fake_ai.scenario("html")
    ask_for_ideas(page)
    expect(page.locator("#ideas-error")).to_be_visible()
    assert "<h1>502 Bad Gateway</h1>" not in page.content()
    expect(page.locator("#ideas-error h1")).to_have_count(0)


def test_offline_shows_the_banner_and_no_retry(page, start_server):
    server = start_server("--offline")
    assert server.api("PUT", "/api/settings", {"baseURL": "https://api.openai.com/v1", "model": "gpt-4o-mini"}).status == 200
    assert server.api("PUT", "/api/settings/key", {"apiKey": API_KEY}).status == 204
    add_items(page, server, *KITCHEN)
    ask_for_ideas(page)

    banner = page.locator("#offline-banner")
    expect(banner).to_be_visible()
    expect(banner).to_contain_text("offline")
    expect(page.locator("#retry")).to_have_count(0)
    expect(page.locator("#ideas-error")).to_have_count(0)
    expect(page.locator(".spinner:visible")).to_have_count(0)

    # The way on: the offline chef.
    page.locator("#use-offline").click()
    expect(page.locator("#engine-label")).to_contain_text("Built-in offline chef")


def test_a_script_in_an_item_name_is_shown_as_text(page, server):
    add_items(page, server, HOSTILE_NAME)
    # The flash message and the list show the name as typed, as text.
    names = page.locator("#inventory-list .item-name").all_inner_texts()
    assert names == [HOSTILE_NAME]
    expect(page.locator("img[src=x]")).to_have_count(0)
    expect(page.locator("main script")).to_have_count(0)
    assert "&lt;script&gt;" in page.content()

    # The edit form holds it as a value, not markup.
    page.locator("#inventory-list summary").first.click()
    assert page.locator("#inventory-list input[name=name]").first.input_value() == HOSTILE_NAME

    # Ideas made from it, and the API, keep it as text too.
    ask_for_ideas(page)
    expect(page.locator("img[src=x]")).to_have_count(0)
    assert server.api("GET", "/api/inventory").json()["items"][0]["name"] == HOSTILE_NAME
    assert page.dialogs == [], f"a dialog opened: {page.dialogs}"


def test_without_a_key_the_offline_chef_makes_at_least_three_ideas(page, server):
    add_items(page, server, *KITCHEN)
    ask_for_ideas(page)
    assert path_of(page) == "/ideas"
    expect(page.locator("#engine-label")).to_contain_text("Built-in offline chef")
    assert len(card_names(page)) >= 3
    assert all(card_names(page))
    # Each card opens a detail page with ingredients and steps.
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    assert page.locator("ul.ingredients li").count() >= 1
    assert page.locator("ol.steps li").count() >= 1
    # Named as its share card names it: the chef, and the engine that wrote it.
    expect(page.locator("main")).to_contain_text("Idea by Chef Sam 🧑‍🍳 (built-in offline chef)")


def test_nut_free_holds_back_the_peanut_idea_with_its_reason(page, server, fake_ai):
    visit(page, server, "/preferences")
    page.locator("#diet-nut-free").check()
    expect(page.locator("[data-save-status]")).to_contain_text("nut-free")
    expect(page.locator("#diet-nut-free")).to_be_checked()
    _kitchen_with_ai(page, server, fake_ai, "apple", "bread")
    fake_ai.scenario("nut-ideas")
    ask_for_ideas(page)

    # The cards stream in after the page loads: wait for the batch and its held-back note,
    # so the name check below reads the whole batch and not an empty page.
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    held = page.locator("#held-back")
    expect(held).to_be_visible()
    assert "Peanut Butter Apple Stack" not in card_names(page)
    expect(held).to_contain_text("peanut")
    expect(held).to_contain_text("nut-free")

    with page.expect_navigation():
        held.get_by_role("link", name="Show them anyway").click()
    revealed = page.locator(".idea-card.held")
    expect(revealed).to_have_count(1)
    expect(revealed).to_contain_text("Peanut Butter Apple Stack")
    expect(revealed.locator(".pill.bad")).to_contain_text("contains peanuts; you chose nut-free")

    with page.expect_navigation():
        revealed.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Peanut Butter Apple Stack")
    expect(page.locator(".banner", has_text="Held back")).to_contain_text("nut-free")


def test_share_copies_the_idea_when_there_is_no_share_sheet(page, server):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url)
    add_items(page, server, *KITCHEN)
    ask_for_ideas(page)
    name = card_names(page)[0]
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    share = page.get_by_role("button", name="Share", exact=True)
    expect(share).to_be_visible()
    has_share_sheet = page.evaluate("typeof navigator.share === 'function'")
    if has_share_sheet:
        page.evaluate("navigator.share = undefined")
    share.click()
    # The share also counts for play, and the first one unlocks a badge with a toast of its
    # own, which can already be there: look for this toast among them.
    expect(page.locator(".toast", has_text="Copied to the clipboard")).to_have_count(1)
    copied = page.evaluate("navigator.clipboard.readText()")
    assert name in copied
    assert page.locator("ol.steps li").first.inner_text().strip() in copied
