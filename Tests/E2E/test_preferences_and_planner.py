"""Preferences that save at once, the kitchen's edit/delete/clear, and the planner:
a meal, a day, the shopping list and the calendar file."""
import re

from playwright.sync_api import expect

from steps import add_items, path_of, visit


def test_a_preference_saves_as_soon_as_it_is_ticked(page, server):
    visit(page, server, "/preferences")
    boxes = page.locator("#preferences-form input[type=checkbox]")
    expect(boxes).to_have_count(5)
    for box in boxes.all():
        expect(box).not_to_be_checked()

    page.locator("#diet-vegetarian").check()
    # The page stays, says what was saved, and the box keeps focus.
    expect(page.locator("[data-save-status]")).to_have_text("✓ Saved: ideas will be vegetarian.")
    expect(page.locator("#diet-vegetarian")).to_be_focused()
    page.locator("#diet-dairy-free").check()
    expect(page.locator("[data-save-status]")).to_have_text("✓ Saved: ideas will be vegetarian and dairy-free.")
    # Every box is square, however its description wraps.
    for box in boxes.all():
        size = box.bounding_box()
        assert abs(size["width"] - size["height"]) < 1, size
    page.locator("#diet-dairy-free").uncheck()
    expect(page.locator("[data-save-status]")).to_have_text("✓ Saved: ideas will be vegetarian.")
    page.reload()
    expect(page.locator("#diet-vegetarian")).to_be_checked()
    expect(page.locator("#diet-vegan")).not_to_be_checked()
    saved = server.api("GET", "/api/preferences").json()
    assert {key: saved[key] for key in ("vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree")} == {
        "vegetarian": True, "vegan": False, "glutenFree": False, "dairyFree": False, "nutFree": False,
    }

    # Unticking saves at once too.
    page.locator("#diet-vegetarian").uncheck()
    expect(page.locator("[data-save-status]")).to_contain_text("no dietary preferences")
    page.reload()
    expect(page.locator("#diet-vegetarian")).not_to_be_checked()
    assert server.api("GET", "/api/preferences").json()["vegetarian"] is False


def test_kitchen_items_can_be_edited_deleted_and_cleared_after_confirming(page, server):
    add_items(page, server, "eggs", "bread", "milk")
    # Edit: open the item, change its name and quantity.
    item = page.locator("#inventory-list details.item", has_text="bread")
    item.locator("summary").click()
    item.locator("input[name=name]").fill("sourdough bread")
    item.locator("input[name=quantity]").fill("half a loaf")
    with page.expect_navigation():
        item.get_by_role("button", name="Save changes").click()
    expect(page.locator(".flash.success")).to_contain_text("Updated sourdough bread (half a loaf)")
    expect(page.locator("#inventory-list")).to_contain_text("half a loaf")

    # Delete one.
    milk = page.locator("#inventory-list details.item", has_text="milk")
    milk.locator("summary").click()
    with page.expect_navigation():
        milk.get_by_role("button", name="Delete milk").click()
    expect(page.locator(".flash.success")).to_contain_text("Removed milk")
    expect(page.locator("#inventory-list details.item")).to_have_count(2)

    # Clear all goes through a confirmation page; "Keep my items" keeps them.
    with page.expect_navigation():
        page.get_by_role("link", name="Clear all…").click()
    assert path_of(page) == "/inventory/clear"
    expect(page.locator("main")).to_contain_text("This removes all 2 items")
    with page.expect_navigation():
        page.get_by_role("link", name="Keep my items").click()
    expect(page.locator("#inventory-list details.item")).to_have_count(2)
    with page.expect_navigation():
        page.get_by_role("link", name="Clear all…").click()
    with page.expect_navigation():
        page.get_by_role("button", name="Yes, clear everything").click()
    expect(page.locator("#inventory-list")).to_have_count(0)
    expect(page.locator("#get-ideas")).to_be_disabled()
    assert server.api("GET", "/api/inventory").json() == {"items": []}


def test_plan_a_meal_see_the_shopping_list_and_download_the_calendar(page, server):
    add_items(page, server, "tomatoes")

    # A meal in the library.
    visit(page, server, "/meals")
    expect(page.locator("#meals-empty")).to_be_visible()
    with page.expect_navigation():
        page.get_by_role("link", name="New meal").click()
    page.fill("#meal-description", "Chicken wrap")
    page.fill("#meal-protein", "chicken")
    page.fill("#meal-carb", "tortilla")
    page.fill("#meal-components", "lettuce\ntomato\nyogurt sauce")
    with page.expect_navigation():
        page.get_by_role("button", name="Add meal").click()
    assert path_of(page) == "/meals"
    expect(page.locator("#meal-list")).to_contain_text("Chicken wrap")
    expect(page.locator("#meal-list")).to_contain_text("protein: chicken")

    # Assign it to the first day of this week.
    visit(page, server, "/plan")
    days = page.locator("ol.week > li.day")
    expect(days).to_have_count(7)
    first_day = days.first
    day_id = first_day.get_attribute("id")
    iso = day_id.removeprefix("day-")
    first_day.locator("select[name=mealId]").select_option(label="Chicken wrap")
    with page.expect_navigation():
        first_day.get_by_role("button", name=re.compile(r"^Add to ")).click()
    expect(page.locator(".flash.success")).to_contain_text("Planned Chicken wrap")
    planned_day = page.locator(f"#{day_id}")
    expect(planned_day.locator(".day-meals")).to_contain_text("Chicken wrap")
    plan = server.api("GET", f"/api/plan?week={iso}").json()
    assert [meal["meal"]["description"] for day in plan["days"] for meal in day["meals"]] == ["Chicken wrap"]

    # The shopping list: what the meal needs and the kitchen lacks (tomatoes are in).
    with page.expect_navigation():
        page.locator("#shopping-list-link").click()
    names = [name.strip() for name in page.locator("#shopping-list .item-name").all_inner_texts()]
    assert sorted(name.lower() for name in names) == ["chicken", "lettuce", "tortilla", "yogurt sauce"]

    # Ticking an item off is a plain form: what was bought goes in the kitchen and leaves
    # the list, and Undo puts both back.
    with page.expect_navigation():
        page.get_by_role("button", name="Bought: lettuce").click()
    expect(page.locator(".flash.success")).to_contain_text("Bought lettuce")
    expect(page.locator("#shopping-list")).not_to_contain_text("lettuce")
    assert "lettuce" in [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]]
    with page.expect_navigation():
        page.locator("#undo").click()
    expect(page.get_by_role("button", name="Bought: lettuce")).to_have_attribute("aria-pressed", "false")
    assert "lettuce" not in [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]]

    # The calendar file downloads with its own type and name, and holds the meal.
    visit(page, server, f"/plan?week={iso}")
    link = page.locator("#ics-link")
    href = link.get_attribute("href")
    reply = page.request.get(server.page(href))
    assert reply.status == 200
    assert reply.headers["content-type"].startswith("text/calendar")
    assert "attachment" in reply.headers.get("content-disposition", "")
    # The calendar link sits under "More", so the week's header fits a phone.
    page.locator("#week-more").click()
    with page.expect_download() as download_info:
        link.click()
    download = download_info.value
    assert re.fullmatch(r"lunchbox-\d{4}-\d{2}-\d{2}\.ics", download.suggested_filename)
    text = open(download.path(), encoding="utf-8").read()
    assert text.startswith("BEGIN:VCALENDAR")
    assert "SUMMARY:Chicken wrap" in text
    assert f"DTSTART;VALUE=DATE:{iso.replace('-', '')}" in text

    # Remove it at once; Undo puts it back on its day; remove it again.
    with page.expect_navigation():
        page.locator(f"#{day_id}").get_by_role("button", name=re.compile("^Remove Chicken wrap")).click()
    expect(page.locator(".flash.success")).to_contain_text("Removed Chicken wrap from")
    expect(page.locator(f"#{day_id}")).to_contain_text("No meals planned.")
    with page.expect_navigation():
        page.locator("#undo").click()
    expect(page.locator(".flash.success")).to_contain_text("Put back Chicken wrap.")
    expect(page.locator(f"#{day_id}")).to_contain_text("Chicken wrap")
    assert page.url.endswith("#" + day_id), page.url
    with page.expect_navigation():
        page.locator(f"#{day_id}").get_by_role("button", name=re.compile("^Remove Chicken wrap")).click()
    expect(page.locator(f"#{day_id}")).to_contain_text("No meals planned.")


def test_the_chef_and_idea_preferences_are_saved_from_their_own_form(page, server):
    page.goto(server.url + "/preferences")
    page.get_by_label("Nana Ruth").check()
    page.get_by_label("Cuisine").select_option("italian")
    page.get_by_label("How many ideas").fill("7")
    page.get_by_label("Avoid repeats").check()
    with page.expect_navigation():
        page.locator("#idea-preferences-form button[type=submit]").click()
    expect(page.locator(".flash.success")).to_contain_text("Nana Ruth cooks 7 lunch box ideas")
    expect(page.get_by_label("Madame Zora")).to_be_disabled()
    saved = server.api("GET", "/api/preferences").json()
    assert (saved["persona"], saved["cuisine"], saved["ideaCount"], saved["avoidRepeats"]) == ("nana-ruth", "italian", 7, True)
