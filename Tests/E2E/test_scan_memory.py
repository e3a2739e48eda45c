"""The kitchen memory in the browser, on real photos (Tests/Fixtures/grocery, from the
Grocery Store Dataset) and the real food model: a carton nobody has taught is not
recognised; named once ("This is: oat milk"), it is recognised in the next photo of it,
shown back with its name over it; and the household can see and forget what was learnt."""
import pathlib

from playwright.sync_api import expect

from steps import visit

PHOTOS = pathlib.Path(__file__).resolve().parent.parent / "Fixtures/grocery"


def upload(page, name):
    page.locator("#photo").set_input_files(str(PHOTOS / name))
    with page.expect_navigation():
        page.get_by_role("button", name="Scan photo").click()


def test_a_confirmed_carton_is_recognised_on_the_next_photo_of_it(page, server):
    visit(page, server, "/scan")
    upload(page, "Oatly-Oat-Milk_001.jpg")
    expect(page.locator("figure.photo-back img")).to_be_visible()
    expect(page.locator("#teach")).to_contain_text("Nothing recognised")
    expect(page.locator("#teach .advice")).to_contain_text("Teach it")
    page.get_by_label("This is:").fill("oat milk")
    with page.expect_navigation():
        page.get_by_role("button", name="Add to the kitchen and learn it").click()
    expect(page.locator(".flash.success")).to_contain_text("Added oat milk")
    expect(page.locator("#learnt")).to_contain_text("oat milk")
    assert [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]] == ["oat milk"]

    upload(page, "Oatly-Oat-Milk_003.jpg")
    expect(page.locator(".banner[role=status]")).to_contain_text("Found 1 food")
    expect(page.locator("#detected input[name=name]")).to_have_value("oat milk")
    expect(page.locator("#detected")).to_contain_text("Kitchen memory")
    expect(page.locator("figure.photo-back figcaption")).to_contain_text("oat milk")

    page.get_by_role("button", name="Forget oat milk").click()
    expect(page.locator(".flash.success")).to_contain_text("Forgot oat milk")
    expect(page.locator("#learnt")).to_have_count(0)
    assert server.api("GET", "/api/scan/memory").json() == {"foods": []}


def test_the_food_model_names_a_banana_with_no_key_and_is_then_ready(page, server):
    visit(page, server, "/scan")
    upload(page, "Banana_003.jpg")
    expect(page.locator("#detected input[name=name]")).to_have_value("banana")
    expect(page.locator("#detected")).to_contain_text("Food model")
    expect(page.locator("[data-recognizer=model]")).to_contain_text("ready")
    expect(page.locator("[data-recognizer=model]")).not_to_contain_text("not yet tried")
