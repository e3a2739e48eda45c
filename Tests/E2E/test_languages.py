"""A browser that prefers German, French, Spanish or Swedish meets LunchBox in that
language from the welcome page into the kitchen (issue 41), and the longer words still fit
a phone's screen (the layout probe in conftest checks every page visited)."""
from playwright.sync_api import expect

from steps import path_of, visit

# What each language calls the places a reader passes, from the catalogs.
WORDS = {
    "de": {"start": "Los geht's", "kitchen": "In deiner Küche", "add": "Hinzufügen", "tab": "Einstellungen", "items": "3 Lebensmittel, bald Fälliges zuerst", "dairy": "Milchprodukte"},
    "fr": {"start": "Commencer", "kitchen": "Dans votre cuisine", "add": "Ajouter", "tab": "Réglages", "items": "3 aliments, à consommer bientôt en premier", "dairy": "Produits laitiers"},
    "es": {"start": "Empezar", "kitchen": "En tu cocina", "add": "Añadir", "tab": "Ajustes", "items": "3 alimentos, primero lo que caduca antes", "dairy": "Lácteos"},
    "sv": {"start": "Kom igång", "kitchen": "I ditt kök", "add": "Lägg till", "tab": "Inställningar", "items": "3 varor, det som ska användas snart först", "dairy": "Mejeri"},
}


def test_the_first_visit_and_the_kitchen_speak_the_browsers_language(localized_page, server):
    page = localized_page
    words = WORDS[page.language]
    visit(page, server, "/")
    assert path_of(page) == "/welcome"
    expect(page.locator("html")).to_have_attribute("lang", page.language)
    with page.expect_navigation():
        page.get_by_role("button", name=words["start"]).click()
    assert path_of(page) == "/inventory"
    expect(page.locator("h1")).to_have_text(words["kitchen"])
    expect(page.locator("nav.tabs")).to_contain_text(words["tab"])

    page.fill("#add-name", "Milch, Eier, 2 Äpfel")
    with page.expect_navigation():
        page.get_by_role("button", name=words["add"], exact=True).click()
    expect(page.locator("#inventory-list li")).to_have_count(3)
    expect(page.locator("h2", has_text=words["items"])).to_be_visible()
    # The foods typed in German are known foods, each under its shelf, named in the reader's language.
    expect(page.locator("#inventory-list .kitchen-group", has_text=words["dairy"])).to_have_count(1)
