"""Issue 28 in the browser: "Packed it" takes a planned meal's amounts out of the kitchen
and asks about what it cannot measure, Undo puts them back exactly; "Plan my week" fills
the empty days, a day can be swapped, and Undo takes the whole plan back."""
import datetime

from playwright.sync_api import expect

from seed import monday
from steps import visit


def _kitchen(server):
    return {item["name"]: item["quantity"] for item in server.api("GET", "/api/inventory").json()["items"]}


def _add(server, name, quantity=""):
    assert server.api("POST", "/api/inventory", {"name": name, "quantity": quantity}).status == 201


def test_packed_it_takes_amounts_asks_about_the_rest_and_undo_puts_them_back(page, server):
    for name, quantity in [("eggs", "6"), ("cheddar", ""), ("wraps", "2")]:
        _add(server, name, quantity)
    meal = server.api("POST", "/api/meals", {"description": "Egg wrap", "otherComponents": ["eggs (2)", "cheddar (40 g)", "wraps (1)"]}).json()
    today = datetime.date.today().isoformat()
    assert server.api("POST", "/api/plan", {"mealId": meal["id"], "day": today}).status == 201

    visit(page, server, f"/plan?week={today}")
    with page.expect_navigation():
        page.get_by_role("button", name="Packed it: Egg wrap, from the kitchen").click()
    # Eggs and wraps are measured; cheddar has no amount, so it is asked about, not guessed.
    expect(page.locator(".flash.success")).to_contain_text("took eggs 2 (4 left), wraps 1 (1 left)")
    expect(page.locator("#pack-questions")).to_contain_text("Any cheddar left?")
    page.layout.check(page)
    assert _kitchen(server) == {"eggs": "4", "cheddar": "", "wraps": "1"}

    # Undo restores the kitchen exactly.
    with page.expect_navigation():
        page.locator("#undo").click()
    expect(page.locator(".flash.success")).to_contain_text("Put back")
    assert _kitchen(server) == {"eggs": "6", "cheddar": "", "wraps": "2"}

    # Pack again and answer: none left removes the cheddar; the answers go back to the
    # week, and the packing's Undo is still offered: it puts the cheddar back too.
    visit(page, server, f"/plan?week={today}")
    with page.expect_navigation():
        page.get_by_role("button", name="Packed it: Egg wrap, from the kitchen").click()
    expect(page.get_by_role("radiogroup", name="Any cheddar left?").get_by_label("Some left")).to_be_checked()
    page.get_by_role("radiogroup", name="Any cheddar left?").get_by_label("None left").check()
    with page.expect_navigation():
        page.get_by_role("button", name="Done").click()
    expect(page.locator(".flash.success")).to_contain_text("None left: removed cheddar")
    assert page.url.split("?")[0].endswith("/plan")
    assert _kitchen(server) == {"eggs": "4", "wraps": "1"}
    with page.expect_navigation():
        page.locator("#undo").click()
    assert _kitchen(server) == {"eggs": "6", "cheddar": "", "wraps": "2"}
    visit(page, server, f"/plan?week={today}")
    with page.expect_navigation():
        page.get_by_role("button", name="Packed it: Egg wrap, from the kitchen").click()
    with page.expect_navigation():
        page.get_by_role("button", name="Done").click()
    expect(page.locator(".flash.success")).to_contain_text("Kept them in the kitchen")
    assert _kitchen(server) == {"eggs": "4", "cheddar": "", "wraps": "1"}

    # A second press the same day takes nothing more.
    visit(page, server, f"/plan?week={today}")
    with page.expect_navigation():
        page.get_by_role("button", name="Packed it: Egg wrap, from the kitchen").click()
    expect(page.locator(".flash.error")).to_contain_text("already packed today")
    assert _kitchen(server) == {"eggs": "4", "cheddar": "", "wraps": "1"}


def test_plan_my_week_fills_empty_days_swaps_one_and_undoes_whole(page, server):
    soon = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    for name, quantity in [("eggs", "6"), ("bread", "1 loaf"), ("cheddar", "200 g"), ("cucumber", "1"), ("apples", "4")]:
        _add(server, name, quantity)
    assert server.api("POST", "/api/inventory", {"name": "spinach", "quantity": "1 bag", "bestBefore": soon}).status == 201
    for description, protein, carb, others in [
        ("Spinach omelette", "eggs", "", ["spinach"]), ("Cheese sandwich", "cheddar", "bread", ["cucumber"]),
        ("Tuna pasta", "tuna", "pasta", ["sweetcorn"]), ("Hummus wrap", "hummus", "wraps", ["carrots"]),
    ]:
        server.api("POST", "/api/meals", {"description": description, "primaryProtein": protein, "primaryCarb": carb, "otherComponents": others})
    # Next week: its five school days are all ahead, whatever day the test runs on.
    week = (monday() + datetime.timedelta(days=7)).isoformat()
    empty_days = 5

    visit(page, server, f"/plan?week={week}")
    # The header fits a phone: Plan my week and the shopping list, the rest under More.
    expect(page.locator("#plan-my-week")).to_be_visible()
    expect(page.locator("#ics-link")).to_be_hidden()
    with page.expect_navigation():
        page.locator("#plan-my-week").click()
    expect(page.locator(".flash.success")).to_contain_text(f"Planned {empty_days} day")
    page.layout.check(page)
    planned = [m for day in server.api("GET", f"/api/plan?week={week}").json()["days"] for m in day["meals"]]
    assert len(planned) == empty_days
    names = [m["meal"]["description"] for m in planned]
    assert len(set(names)) == len(names), names

    # School days only unless weekends are asked for.
    days = server.api("GET", f"/api/plan?week={week}").json()["days"]
    assert [datetime.date.fromisoformat(day["day"]).weekday() for day in days if day["meals"]] == [0, 1, 2, 3, 4]
    expect(page.get_by_label("Weekends too")).not_to_be_checked()

    # Undo takes the whole plan back.
    with page.expect_navigation():
        page.locator("#undo").click()
    assert not [m for day in server.api("GET", f"/api/plan?week={week}").json()["days"] for m in day["meals"]]

    # Plan again, then swap one day for another meal.
    visit(page, server, f"/plan?week={week}")
    with page.expect_navigation():
        page.locator("#plan-my-week").click()
    first = page.locator("ol.week li.day").filter(has=page.get_by_role("button", name="Swap")).first
    day_id = first.get_attribute("id")
    before = first.locator(".item-name").first.inner_text()
    with page.expect_navigation():
        first.get_by_role("button", name="Swap").first.click()
    expect(page.locator(".flash.success")).to_contain_text("now.")
    after = page.locator(f"#{day_id} .item-name").first.inner_text()
    assert after != before
