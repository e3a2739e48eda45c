"""Issue 42, item 3: the household moves as one document: exported from one server's
Settings, imported into another's, which first says what it would replace."""
import json

from lbserver import LunchBox
from playwright.sync_api import expect


def test_a_household_moves_from_one_server_to_another_through_settings(page, lunchbox_bin, tmp_path):
    old = LunchBox(tmp_path / "old", binary=lunchbox_bin)
    for name in ["eggs", "wholemeal bread", "cucumber"]:
        assert old.api("POST", "/api/inventory", {"name": name}).status == 201
    assert old.cli("household", "add", "Ana", "--diet", "vegetarian").returncode == 0
    download = old.request("GET", "/settings/household.json")
    assert download.status == 200, download
    assert 'filename="lunchbox-household-' in download.headers["content-disposition"]
    document = json.loads(download.body)
    assert document["format"] == "lunchbox-household" and document["version"] == 1
    assert [item["name"] for item in document["kitchen"]] == ["eggs", "wholemeal bread", "cucumber"]
    old.stop()
    saved = tmp_path / "household.json"
    saved.write_bytes(download.body)

    new = LunchBox(tmp_path / "new", binary=lunchbox_bin)
    assert new.api("POST", "/api/inventory", {"name": "milk"}).status == 201
    page.goto(new.page("/settings"))
    form = page.locator("#moving form[action='/settings/import']")
    form.locator("input[type=file]").set_input_files(str(saved))
    form.get_by_role("button", name="Import").click()
    # Without the tick it says what it would replace, and replaces nothing.
    expect(page.locator(".flash.error")).to_contain_text("replaces this household's 1 food with the document's 3 foods and 1 member")
    assert [item["name"] for item in new.api("GET", "/api/inventory").json()["items"]] == ["milk"]

    form = page.locator("#moving form[action='/settings/import']")
    form.locator("input[type=file]").set_input_files(str(saved))
    form.get_by_label("Replace this household").check()
    form.get_by_role("button", name="Import").click()
    page.wait_for_url("**/settings#moving")
    assert [item["name"] for item in new.api("GET", "/api/inventory").json()["items"]] == ["eggs", "wholemeal bread", "cucumber"]
    listed = new.cli("household", "list")
    assert "Ana" in listed.stdout, listed.stdout

    # Another app's JSON is refused in words.
    other = tmp_path / "recipe.json"
    other.write_text(json.dumps({"@type": "Recipe", "name": "Soup"}))
    form = page.locator("#moving form[action='/settings/import']")
    form.locator("input[type=file]").set_input_files(str(other))
    form.get_by_role("button", name="Import").click()
    expect(page.locator(".flash.error")).to_contain_text("not a LunchBox household document")
    new.stop()


def test_moving_in_from_mealie_and_grocy_through_settings(page, lunchbox_bin, tmp_path):
    server = LunchBox(tmp_path / "move-in", binary=lunchbox_bin)
    mealie = tmp_path / "mealie.json"
    mealie.write_text(json.dumps({
        "name": "Egg Fried Rice", "slug": "egg-fried-rice",
        "recipeIngredient": [
            {"quantity": 1, "unit": {"name": "cup"}, "food": {"name": "rice"}, "note": "cooked", "display": ""},
            {"quantity": 2, "unit": None, "food": {"name": "eggs"}, "note": "", "display": ""},
            {"quantity": 1, "unit": None, "food": None, "note": "a pinch of moon dust"}],
        "recipeInstructions": [{"text": "Fry the rice with the eggs."}]}))
    grocy = tmp_path / "stock.json"
    grocy.write_text(json.dumps([
        {"product_id": 1, "amount": "6", "best_before_date": "2026-12-05", "product": {"id": 1, "name": "Eggs"}},
        {"product_id": 2, "amount": "1", "best_before_date": "2999-12-31", "product": {"id": 2, "name": "Washing-up liquid"}}]))

    page.goto(server.page("/settings"))
    form = page.locator("#moving form[action='/settings/move-in']")
    form.locator("input[type=file]").set_input_files(str(mealie))
    form.get_by_role("button", name="Bring it in").click()
    page.wait_for_url("**/settings#moving")
    favorites = server.api("GET", "/api/favorites").json()
    assert [favorite["name"] for favorite in favorites["favorites"]] == ["Egg Fried Rice"], favorites
    assert "Egg Fried Rice" in server.cli("meals", "list").stdout

    form = page.locator("#moving form[action='/settings/move-in']")
    form.locator("input[type=file]").set_input_files(str(grocy))
    form.get_by_role("button", name="Bring it in").click()
    page.wait_for_url("**/settings#moving")
    assert [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]] == ["Eggs"]
    server.stop()
