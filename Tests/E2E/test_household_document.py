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
    form = page.locator("#moving form")
    form.locator("input[type=file]").set_input_files(str(saved))
    form.get_by_role("button", name="Import").click()
    # Without the tick it says what it would replace, and replaces nothing.
    expect(page.locator(".flash.error")).to_contain_text("replaces this household's 1 food with the document's 3 foods and 1 member")
    assert [item["name"] for item in new.api("GET", "/api/inventory").json()["items"]] == ["milk"]

    form = page.locator("#moving form")
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
    form = page.locator("#moving form")
    form.locator("input[type=file]").set_input_files(str(other))
    form.get_by_role("button", name="Import").click()
    expect(page.locator(".flash.error")).to_contain_text("not a LunchBox household document")
    new.stop()
