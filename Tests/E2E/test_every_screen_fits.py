"""Every screen at phone and desktop width, with a realistic household and with long
unbroken text: nothing is wider than the screen, nothing is cut off."""
import uuid

import pytest
from playwright.sync_api import expect

from seed import seed_household
from steps import add_items, ask_for_ideas, point_at, save_key, visit


def screens(made):
    """Every GET page of the app for this household."""
    idea = made["ideas"]["ideas"][0]["id"]
    favorite = made["favorites"][0]["id"]
    meal = made["meals"][0]["id"]
    return [
        "/welcome", "/inventory", "/inventory/clear", "/scan", "/ideas", f"/ideas/{idea}",
        "/favorites", f"/favorites/{favorite}", "/settings", "/preferences",
        "/meals", "/meals?protein=chicken", "/meals/new", "/meals/import", f"/meals/{meal}/edit", f"/meals/{meal}/delete",
        f"/plan?week={made['week']}", f"/plan/shopping-list?week={made['week']}",
        "/play", "/household", "/trust", "/trust/iphone", "/trust/android",
        f"/favorites/{uuid.uuid4()}",  # the error page
    ]


def _walk(page, server, made):
    for path in screens(made):
        visit(page, server, path)
        expect(page.locator("main")).to_be_visible()
        page.layout.check(page)
    # The remove-confirmation needs an assignment id from the week.
    plan = server.api("GET", f"/api/plan?week={made['week']}").json()
    assignment = next(m["assignmentId"] for day in plan["days"] for m in day["meals"])
    visit(page, server, f"/plan/assignments/{assignment}/remove?week={made['week']}")
    page.layout.check(page)


def test_every_screen_fits_a_phone(page, server):
    made = seed_household(server)
    _walk(page, server, made)
    # Tap targets in the bottom tab bar are big enough for a thumb.
    for tab in page.get_by_role("navigation", name="Sections").get_by_role("link").all():
        box = tab.bounding_box()
        assert box["height"] >= 44 and box["width"] >= 44, box


def test_every_screen_fits_a_desktop(desktop_page, server):
    made = seed_household(server)
    _walk(desktop_page, server, made)


LONG = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2 + "ab"  # 92 letters, no break


def test_long_unbroken_text_wraps_on_a_phone(page, server, fake_ai):
    """Names as long as the app allows, with no spaces to break at."""
    add_items(page, server, LONG[:100])  # the flash message repeats it
    page.layout.measure(page)
    page.locator("#inventory-list details.item summary").first.click()  # its edit form
    page.layout.measure(page)
    meal = server.api("POST", "/api/meals", {
        "description": ("Mealname" * 25)[:200], "primaryProtein": ("Protein" * 12)[:80],
        "primaryCarb": ("Carb" * 20)[:80], "otherComponents": [("Component" * 9)[:80]],
    })
    assert meal.status == 201, meal
    made_week = server.api("GET", "/api/plan").json()["weekStart"]
    assert server.api("POST", "/api/plan", {"mealId": meal.json()["id"], "day": made_week}).status == 201
    for path in ["/inventory", "/meals", f"/meals/{meal.json()['id']}/edit", f"/meals/{meal.json()['id']}/delete",
                 f"/plan?week={made_week}", f"/plan/shopping-list?week={made_week}"]:
        visit(page, server, path)
        page.layout.measure(page)

    # AI ideas with very long names, ingredients and steps.
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    fake_ai.scenario("long-ideas")
    visit(page, server, "/inventory")
    ask_for_ideas(page)
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    page.layout.measure(page)
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    page.layout.measure(page)
    with page.expect_navigation():
        page.locator("#save-idea").click()
    page.layout.measure(page)
    visit(page, server, "/favorites")
    page.layout.check(page)  # everything measured above, listed together


def test_markup_from_the_ai_is_shown_as_text(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    fake_ai.scenario("markup-ideas")
    add_items(page, server, "bread", "cheddar")
    ask_for_ideas(page)
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    expect(page.locator("img[src=x]")).to_have_count(0)
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    expect(page.locator("ul.ingredients li").nth(1)).to_have_text("<script>alert('i')</script>")
    expect(page.locator("ol.steps a")).to_have_count(0)
    expect(page.locator("ol.steps b")).to_have_count(0)
    with page.expect_navigation():
        page.locator("#save-idea").click()
    visit(page, server, "/favorites")
    expect(page.locator("img[src=x]")).to_have_count(0)
    assert page.dialogs == []
