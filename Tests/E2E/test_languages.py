"""A browser that prefers German, French, Spanish or Swedish meets LunchBox in that
language from the welcome page into the kitchen (issue 41), and the longer words still fit
a phone's screen (the layout probe in conftest checks every page visited)."""
import pathlib
import re

from playwright.sync_api import expect

from steps import ask_for_ideas, path_of, visit

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


# The same kitchen, typed as a household in each language types it.
TYPED = {
    "de": "Milch, Eier, 2 Äpfel, Vollkornbrot, Gurke, Cheddar",
    "fr": "lait, œufs, 2 pommes, pain complet, concombre, cheddar",
    "es": "leche, huevos, 2 manzanas, pan integral, pepino, queso cheddar",
    "sv": "mjölk, ägg, 2 äpplen, fullkornsbröd, gurka, cheddarost",
}
CATALOGS = pathlib.Path(__file__).resolve().parents[2] / "Sources/LunchBoxCore/Resources/Localization"
ENTRY = re.compile(r'^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";', re.M)


def catalog(language):
    """Every phrase of a language's tables, by key."""
    phrases = {}
    for table in sorted((CATALOGS / f"{language}.lproj").glob("*.strings")):
        phrases.update(ENTRY.findall(table.read_text(encoding="utf-8")))
    return phrases


def english_left(page, english, words):
    """English sentences of the catalog (three words or more, no arguments) that the page
    shows although its language words them differently: a phrase that bypassed the catalog
    in the browser (a script's text, a fragment the page forgot to word)."""
    text = " ".join(page.locator("body").inner_text().split())
    return [
        phrase
        for key, phrase in english.items()
        if "%" not in phrase and len(phrase.split()) >= 3 and words.get(key) not in (None, phrase) and phrase in text
    ]


def test_the_main_journey_speaks_the_browsers_language(localized_page, server):
    """Welcome, the kitchen typed in the reader's language, ideas from the offline chef, an
    idea saved and planned on a day, the week and its shopping list: each page in the
    browser's language, with no English sentence from the catalog left on it."""
    page = localized_page
    english, words = catalog("en"), catalog(page.language)
    visit(page, server, "/")
    with page.expect_navigation():
        page.get_by_role("button", name=words["welcome.getStarted"]).click()
    assert english_left(page, english, words) == []

    page.fill("#add-name", TYPED[page.language])
    with page.expect_navigation():
        page.get_by_role("button", name=WORDS[page.language]["add"], exact=True).click()
    expect(page.locator("#inventory-list li")).to_have_count(6)
    assert english_left(page, english, words) == []

    ask_for_ideas(page)
    assert path_of(page) == "/ideas"
    expect(page.locator("h1")).to_have_text(words["ideas.title"])
    expect(page.locator("#idea-cards .idea-card").first).to_be_visible()
    assert english_left(page, english, words) == []

    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    assert english_left(page, english, words) == []
    if page.language == "de":
        # The offline chef writes German: the idea's steps are German sentences.
        steps = " ".join(page.locator("ol.steps li").all_inner_texts()).lower()
        assert steps and not any(word in f" {steps} " for word in (" the ", " and ", " minutes", " until ")), steps
    with page.expect_navigation():
        page.locator("#save-idea").click()
    expect(page.locator(".flash.success")).to_contain_text(words["favorites.savedFlash"].rstrip("."))
    name = page.locator("h1").inner_text()
    page.locator("input[name=day]").first.check()
    with page.expect_navigation():
        page.locator("#plan-idea").click()
    assert english_left(page, english, words) == []

    visit(page, server, "/plan")
    expect(page.locator("h1")).to_have_text(words["plan.title"])
    expect(page.locator("main")).to_contain_text(name)
    assert english_left(page, english, words) == []
    with page.expect_navigation():
        page.locator("#shopping-list-link").click()
    expect(page.locator("h1")).to_have_text(words["plan.shopping.title"])
    assert english_left(page, english, words) == []
