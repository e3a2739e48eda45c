"""Adding food fast (several at once, focus back, suggestions, extra fields kept open),
Undo after a removal, and planning an idea on a day from its page."""
import datetime

from playwright.sync_api import expect

from steps import add_items, ask_for_ideas, path_of, visit


def test_several_foods_in_one_go_and_focus_returns_to_the_name(page, server):
    visit(page, server, "/inventory")
    page.fill("#add-name", "eggs, bread, 2 apples, 500 g pasta, cheddar, cucumber, milk, rice, butter, ham")
    with page.expect_navigation():
        page.locator("form[action='/inventory'] button[type=submit]").click()
    expect(page.locator(".flash.success")).to_contain_text("Added eggs, bread, apples (2), pasta (500 g)")
    expect(page.locator("#inventory-list li")).to_have_count(10)
    expect(page.locator("#add-name")).to_be_focused()
    # "✓ Added" shows where the eye is (issue 38, item 8), and a plain "done" leaves by itself.
    expect(page.locator(".flash.success")).to_be_in_viewport()
    expect(page.locator(".flash.success")).to_be_hidden(timeout=30_000)

    # The optional fields, once opened, stay open for the next food.
    page.locator("#add-more summary").click()
    page.fill("#add-name", "hummus")
    page.fill("#add-quantity", "1 pot")
    with page.expect_navigation():
        page.locator("form[action='/inventory'] button[type=submit]").click()
    expect(page.locator("#add-more")).to_have_attribute("open", "")
    expect(page.locator("#add-name")).to_be_focused()
    page.reload()
    expect(page.locator("#add-more")).to_have_attribute("open", "")

    # Names from the food list are suggested for the food being typed.
    page.fill("#add-name", "eggs, 2 chedd")
    page.locator("#add-name").dispatch_event("input")
    expect(page.locator("#food-suggestions option").first).to_have_attribute("value", "eggs, 2 cheddar")


def test_a_removed_kitchen_item_comes_back_with_undo(page, server):
    add_items(page, server, "eggs", "bread")
    item = page.locator("#inventory-list details.item", has_text="bread")
    item.locator("summary").click()
    with page.expect_navigation():
        item.get_by_role("button", name="Delete bread").click()
    expect(page.locator(".flash.success")).to_contain_text("Removed bread.")
    expect(page.locator("#inventory-list")).not_to_contain_text("bread")
    with page.expect_navigation():
        page.get_by_role("button", name="Undo").click()
    expect(page.locator(".flash.success")).to_contain_text("Put back bread.")
    expect(page.locator("#inventory-list")).to_contain_text("bread")
    assert sorted(i["name"] for i in server.api("GET", "/api/inventory").json()["items"]) == ["bread", "eggs"]


def test_an_idea_is_planned_on_a_day_from_its_page(page, server):
    add_items(page, server, "eggs", "bread", "cheddar", "cucumber", "apple", "tomatoes")
    ask_for_ideas(page)
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    name = page.get_by_role("heading", level=1).inner_text()
    # The actions are at the top, with a way back to the list.
    expect(page.locator("#idea-actions")).to_be_in_viewport()
    expect(page.locator("#back-to-list")).to_have_attribute("href", "/ideas")
    # One compact row on a phone (issue 38, item 8): with the tab bar it covers at most
    # a sixth of the screen (three rows and 27% before).
    bar = page.locator("#idea-actions").bounding_box()
    tabs = page.locator("nav.tabs").bounding_box()
    assert bar["height"] + tabs["height"] <= page.viewport_size["height"] / 6, (bar, tabs)
    tomorrow = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    page.locator(f"input[name=day][value='{tomorrow}']").check()
    # Down at the day picker, the actions are still at hand (the bar sticks).
    expect(page.locator("#idea-actions")).to_be_in_viewport()
    assert page.locator("#idea-actions").bounding_box()["y"] == 0
    with page.expect_navigation():
        page.locator("#plan-idea").click()
    assert path_of(page).endswith(f"#day-{tomorrow}"), path_of(page)
    expect(page.locator(".flash.success")).to_contain_text(f"Planned {name} on")
    # The confirmation is where the eye is, though the page opened at the day.
    expect(page.locator(".flash.success")).to_be_in_viewport()
    expect(page.locator(f"#day-{tomorrow}")).to_contain_text(name)
    expect(page.locator(f"#day-{tomorrow}")).to_be_in_viewport()
