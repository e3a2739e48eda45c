"""schema.org Recipe JSON-LD and nutrition: idea and favorite pages carry a Recipe that
schema.org's vocabulary accepts, with nutrition from the USDA table; the API and the CLI
export the same; a Recipe imports into the meal library through the API, the CLI and the
web form, and broken or hostile input gets a clear error."""
import json

from playwright.sync_api import expect

from recipe_schema import json_ld_blocks, recipe_problems
from seed import seed_household
from steps import visit


def _recipe_on(server, path):
    reply = server.request("GET", path)
    assert reply.status == 200, (path, reply.status)
    blocks = json_ld_blocks(reply.text)
    assert len(blocks) == 1, f"{path}: {len(blocks)} JSON-LD blocks"
    return blocks[0], reply.text


def test_an_idea_page_and_a_favorite_page_carry_a_valid_recipe_with_nutrition(server):
    seeded = seed_household(server, favorites=1, plan=False)
    idea = seeded["ideas"]["ideas"][0]
    favorite = seeded["favorites"][0]
    for path, expected in ((f"/ideas/{idea['id']}", idea), (f"/favorites/{favorite['id']}", favorite)):
        recipe, page_html = _recipe_on(server, path)
        assert recipe_problems(recipe) == [], path
        assert recipe["name"] == expected["name"]
        assert recipe["recipeIngredient"] == expected["ingredients"]
        assert [step["text"] for step in recipe["recipeInstructions"]] == expected["preparationSteps"]
        kcal = int(recipe["nutrition"]["calories"].split()[0])
        assert 50 < kcal < 2000, recipe["nutrition"]
        # The page shows the same estimate in words, with its source.
        assert f"{kcal} kcal" in page_html
        assert "USDA SR24" in page_html


def test_the_api_and_the_cli_export_the_favorite_as_the_same_recipe(server):
    favorite = seed_household(server, favorites=1, plan=False)["favorites"][0]
    reply = server.request("GET", f"/api/favorites/{favorite['id']}/recipe.jsonld")
    assert reply.status == 200
    assert reply.headers["content-type"].startswith("application/ld+json")
    recipe = reply.json()
    assert recipe_problems(recipe) == []

    exported = server.cli("favorites", "export", "--format", "jsonld")
    assert exported.returncode == 0, exported.stderr
    recipes = json.loads(exported.stdout)
    assert [r["name"] for r in recipes] == [favorite["name"]]
    assert recipes[0]["nutrition"] == recipe["nutrition"]
    assert all(recipe_problems(r) == [] for r in recipes)

    nutrition = server.api("GET", f"/api/ideas/{favorite['id']}/nutrition").json()
    assert round(nutrition["total"]["energyKcal"]) == int(recipe["nutrition"]["calories"].split()[0])
    assert all(line.get("srNumber") for line in nutrition["lines"] if line.get("nutrients"))


def test_an_exported_recipe_imports_into_the_meal_library_through_the_api_and_the_cli(server, tmp_path):
    favorite = seed_household(server, favorites=1, plan=False)["favorites"][0]
    recipe = server.request("GET", f"/api/favorites/{favorite['id']}/recipe.jsonld").json()
    recipe["name"] = "Imported " + recipe["name"]
    added = server.api("POST", "/api/meals/import", recipe)
    assert added.status == 201, added.text
    meal = added.json()
    assert meal["description"] == recipe["name"]
    # The lexicon reads the protein and the carb out of the ingredient lines.
    assert meal["primaryProtein"] or meal["primaryCarb"], meal
    assert server.api("POST", "/api/meals/import", recipe).status == 200, "the same recipe twice keeps one meal"

    recipe["name"] = "From the CLI"
    path = tmp_path / "recipe.jsonld"
    path.write_text(f'<html><script type="application/ld+json">{json.dumps(recipe)}</script></html>')
    imported = server.cli("meals", "import", str(path), "--json")
    assert imported.returncode == 0, imported.stderr
    assert json.loads(imported.stdout)["description"] == "From the CLI"
    names = [m["description"] for m in server.api("GET", "/api/meals").json()["meals"]]
    assert "From the CLI" in names and recipe["name"] in names


def test_broken_or_hostile_recipes_get_a_clear_error(server, tmp_path):
    cases = [
        (b"not json", "not JSON-LD"),
        (b'{"@type": "Person", "name": "x"}', "No schema.org Recipe"),
        (b'{"@type": "Recipe", "name": "x"}', "no ingredients"),
        (b"[" * 20000 + b"]" * 20000, "nested far deeper"),
    ]
    for body, words in cases:
        reply = server.request("POST", "/api/meals/import", body, {"Content-Type": "application/json"})
        assert reply.status == 400, (body[:40], reply.status)
        assert words in reply.text, reply.text
    huge = b'{"@type":"Recipe","name":"' + b"x" * (600 * 1024) + b'"}'
    assert server.request("POST", "/api/meals/import", huge, {"Content-Type": "application/json"}).status == 413
    path = tmp_path / "bad.json"
    path.write_text('{"@type": "Recipe"}')
    failed = server.cli("meals", "import", str(path))
    assert failed.returncode != 0
    assert "no name" in failed.stderr
    assert server.api("GET", "/api/meals").json()["meals"] == [], "nothing was added"


def test_a_pasted_recipe_imports_from_the_meals_page_and_a_bad_one_keeps_the_text(page, server):
    visit(page, server, "/meals")
    page.get_by_role("link", name="Import a recipe").click()
    page.wait_for_load_state("load")
    page.fill("#recipe", '{"@type": "Recipe", "name": "Broken"}')
    page.get_by_role("button", name="Import").click()
    expect(page.locator("#import-error")).to_contain_text("no ingredients")
    # Nothing pasted is lost.
    expect(page.locator("#recipe")).to_have_value('{"@type": "Recipe", "name": "Broken"}')

    recipe = {"@context": "https://schema.org", "@type": "Recipe", "name": "Tuna Pasta Pot </script><b>bold</b>",
              "recipeIngredient": ["pasta (75 g uncooked)", "tuna (half a tin)", "sweetcorn (2 tbsp)"],
              "recipeInstructions": [{"@type": "HowToStep", "text": "Cook the pasta."}]}
    page.fill("#recipe", json.dumps(recipe))
    with page.expect_navigation():
        page.get_by_role("button", name="Import").click()
    expect(page.locator(".flash.success")).to_contain_text("Imported Tuna Pasta Pot")
    meal = next(m for m in server.api("GET", "/api/meals").json()["meals"] if m["description"].startswith("Tuna Pasta Pot"))
    assert meal["description"] == "Tuna Pasta Pot bold"
    assert meal["primaryProtein"].startswith("tuna") and meal["primaryCarb"].startswith("pasta")

