"""docs/openapi.json is a valid OpenAPI 3.1 document and matches what the server does:
every /api route in the source is documented, every documented operation answers (no
404/405) with a documented status, and response bodies match their documented schemas."""
import json
import pathlib
import re
import sys
import uuid

import pytest
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate as validate_spec
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "Tests/E2E"))
from lbserver import LunchBox  # noqa: E402

DOC_PATH = ROOT / "docs/openapi.json"
DOC_URI = "urn:lunchbox:openapi"
METHODS = ("get", "put", "post", "delete", "patch")
ROUTE = re.compile(r'router\.(get|post|put|delete|patch)\("(/api/[^"]*)"')
# The routes the server and the household client share (Sources/LunchBoxWire).
SHARED_ROUTE = re.compile(r'APIRoute<[^>]*>\("(GET|POST|PUT|DELETE|PATCH)", "(/api/[^"]*)"\)')
PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


@pytest.fixture(scope="module")
def doc():
    return json.loads(DOC_PATH.read_text())


@pytest.fixture(scope="module")
def registry(doc):
    return Registry().with_resource(DOC_URI, Resource(contents=doc, specification=DRAFT202012))


@pytest.fixture()
def server(lunchbox_bin, tmp_path):
    lunchbox = LunchBox(tmp_path / "server", binary=lunchbox_bin)
    yield lunchbox
    lunchbox.stop()


def documented_operations(doc):
    return {(method, path) for path, item in doc["paths"].items() for method in item if method in METHODS}


def pointer(*parts):
    return "/".join(str(part).replace("~", "~0").replace("/", "~1") for part in parts)


def response_of(doc, method, path, status):
    """The documented response (following a components/responses $ref) and its JSON pointer."""
    responses = doc["paths"][path][method]["responses"]
    assert str(status) in responses, f"{method.upper()} {path} answered {status}, which is not documented (documented: {sorted(responses)})"
    response = responses[str(status)]
    where = pointer("#", "paths", path, method, "responses", str(status))
    if "$ref" in response:
        where = response["$ref"]
        response = doc["components"]["responses"][where.split("/")[-1]]
    return response, where


def check_against_doc(doc, registry, method, path, reply):
    """The reply's status is documented for the operation and its body fits the schema."""
    response, where = response_of(doc, method, path, reply.status)
    content = response.get("content")
    if not content:
        assert reply.body == b"", f"{method.upper()} {path} {reply.status} should have no body: {reply!r}"
        return
    media = next(iter(content))
    assert reply.headers.get("content-type", "").split(";")[0] == media, reply
    if media == "application/json":
        schema = {"$ref": f"{DOC_URI}{where}/content/{pointer('application/json')}/schema"}
        errors = sorted(Draft202012Validator(schema, registry=registry).iter_errors(reply.json()), key=str)
        assert not errors, f"{method.upper()} {path} {reply.status} does not match the document:\n" + "\n".join(
            f"- {'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in errors[:10])


def test_the_document_is_valid_openapi_3_1(doc):
    validate_spec(doc)
    assert doc["openapi"].startswith("3.1")


def test_every_api_route_in_the_source_is_documented(doc):
    in_source = set()
    for source in (ROOT / "Sources/LunchBoxServer").rglob("*.swift"):
        in_source |= {(method, path) for method, path in ROUTE.findall(source.read_text())}
    for source in (ROOT / "Sources/LunchBoxWire").rglob("*.swift"):
        in_source |= {(method.lower(), path) for method, path in SHARED_ROUTE.findall(source.read_text())}
    assert in_source, "no /api routes found in the source (has the router code moved?)"
    documented = documented_operations(doc)
    assert in_source - documented == set(), "routes the document lacks"
    assert documented - in_source == set(), "documented routes the server does not have"


def test_the_named_routes_match_their_schemas(doc, registry, server):
    def call(method, path, payload=None, template=None, **kwargs):
        reply = server.api(method.upper(), path, payload, **kwargs)
        check_against_doc(doc, registry, method, template or path, reply)
        return reply

    assert call("get", "/api/inventory").json() == {"items": []}
    assert "cheddar" in call("get", "/api/foods").json()["foods"]
    assert call("get", "/api/foods/suggestions?typed=eggs,%202%20chedd", template="/api/foods/suggestions").json()["foods"][0] == "eggs, 2 cheddar"
    added = call("post", "/api/inventory", {"name": "  eggs ", "quantity": "6", "bestBefore": "2026-12-01"})
    assert added.status == 201
    assert added.json()["name"] == "eggs"
    assert call("get", "/api/inventory").json()["items"] == [added.json()]
    assert call("get", "/api/preferences").status == 200
    settings = call("get", "/api/settings").json()
    assert settings["keySaved"] is False and "keyEndsWith" not in settings
    assert call("get", "/api/favorites").json() == {"favorites": []}
    assert call("get", "/api/meals").json()["meals"] == []
    week = call("get", "/api/plan").json()
    today = call("get", "/api/plan/today").json()
    assert today["currentWeekStart"] == week["weekStart"]
    assert len(week["days"]) == 7

    # Errors have the documented shape and status.
    error = call("post", "/api/inventory", {"name": ""})
    assert error.status == 400 and error.json()["error"]["status"] == 400
    missing = call("get", f"/api/favorites/{uuid.uuid4()}", template="/api/favorites/{id}")
    assert missing.status == 404
    assert call("get", "/api/ideas/recent").status == 404
    assert call("put", "/api/preferences", {"vegan": True}).status == 400
    assert call("put", "/api/scan/settings", {"threshold": 2}).status == 400
    assert call("post", "/api/scan/confirm", {"items": []}).status == 400


def test_every_documented_operation_answers_as_documented(doc, registry, server):
    """Calls each operation once with real ids and valid bodies, in an order where each
    has what it needs, and checks status and body against the document."""
    called = set()

    def call(method, template, path=None, payload=None, body=None, headers=None):
        path = path or template
        if body is not None:
            reply = server.request(method.upper(), path, body, headers)
        else:
            reply = server.api(method.upper(), path, payload)
        assert reply.status not in (404, 405) or template.endswith("/recent"), f"{method.upper()} {path}: {reply!r}"
        check_against_doc(doc, registry, method, template, reply)
        called.add((method, template))
        return reply

    for name in ["eggs", "wholemeal bread", "cheddar", "cucumber", "apples", "cherry tomatoes", "cooked chicken"]:
        call("post", "/api/inventory", payload={"name": name})
    items = call("get", "/api/inventory").json()["items"]
    call("get", "/api/foods")
    call("get", "/api/foods/suggestions", "/api/foods/suggestions?typed=2%20chedd")
    call("put", "/api/inventory/{id}", f"/api/inventory/{items[0]['id']}", {"name": "eggs", "quantity": "12"})
    call("delete", "/api/inventory/{id}", f"/api/inventory/{items[-1]['id']}")

    call("get", "/api/preferences")
    call("put", "/api/preferences", payload={"vegetarian": False, "vegan": False, "glutenFree": False, "dairyFree": False, "nutFree": True})
    diets = call("put", "/api/preferences/diets/{diet}", "/api/preferences/diets/gluten-free", {"on": True}).json()
    assert diets["glutenFree"] and diets["nutFree"] and not diets["vegan"]
    call("put", "/api/preferences/diets/{diet}", "/api/preferences/diets/gluten-free", {"on": False})
    ideas = {"persona": "chef-sam", "cuisine": "any", "difficulty": "any", "mealType": "lunch-box", "ideaCount": 4, "avoidRepeats": True}
    saved = call("put", "/api/preferences/ideas", payload=ideas).json()
    assert saved["ideaCount"] == 4 and saved["nutFree"] and saved["maxMinutes"] is None
    personas = call("get", "/api/preferences/personas").json()["personas"]
    assert {"id": "chef-sam", "available": True, "chosen": True} in personas
    call("get", "/api/settings")
    call("put", "/api/settings", payload={"preset": "groq"})
    call("put", "/api/settings/key", payload={"apiKey": "sk-openapi-check-00001234"})
    assert call("get", "/api/settings").json()["keyEndsWith"] == "…1234"
    call("delete", "/api/settings/key")
    engines = call("get", "/api/ideas/engines").json()["engines"]
    assert engines[0] == {"kind": "ai", "available": False, "reason": "noAPIKey", "message": "No AI key is saved."}
    assert engines[-1] == {"kind": "offline", "available": True}

    batch = call("post", "/api/ideas", payload={"engine": "offline"}).json()
    assert len(batch["ideas"]) >= 3
    call("get", "/api/ideas/recent")
    call("get", "/api/play")
    call("post", "/api/play/check-in")
    call("post", "/api/ideas/{id}/shared", f"/api/ideas/{batch['ideas'][0]['id']}/shared")
    assert call("post", "/api/household", payload={"name": "Sam"}).status == 201
    assert call("post", "/api/play/current-player", payload={"name": "sam"}).json()["player"]["name"] == "Sam"
    favorite = call("post", "/api/favorites", payload={"ideaId": batch["ideas"][0]["id"]}).json()
    call("get", "/api/favorites")
    call("get", "/api/favorites/{id}", f"/api/favorites/{favorite['id']}")
    card = call("get", "/api/favorites/{id}/card", f"/api/favorites/{favorite['id']}/card?style=rustic&format=png")
    assert card.body[:8] == b"\x89PNG\r\n\x1a\n"
    recipe = call("get", "/api/favorites/{id}/recipe.jsonld", f"/api/favorites/{favorite['id']}/recipe.jsonld").json()
    assert recipe["@type"] == "Recipe"
    assert call("get", "/api/ideas/{id}/nutrition", f"/api/ideas/{favorite['id']}/nutrition").json()["total"]["energyKcal"] > 0
    recipe["name"] = "Imported " + recipe["name"]
    assert call("post", "/api/meals/import", payload=recipe).status == 201
    call("delete", "/api/favorites/{id}", f"/api/favorites/{favorite['id']}")
    from_idea = call("post", "/api/meals/from-idea", payload={"ideaId": batch["ideas"][1]["id"]})
    assert from_idea.status == 201
    again = call("post", "/api/meals/from-idea", payload={"ideaId": batch["ideas"][1]["id"]})
    assert again.status == 200 and again.json()["id"] == from_idea.json()["id"]

    meal = call("post", "/api/meals", payload={"description": "Chicken wrap", "primaryProtein": "chicken",
                                                "primaryCarb": "tortilla", "otherComponents": ["lettuce", "tomato"]}).json()
    call("get", "/api/meals", "/api/meals?protein=chicken&component=lettuce")
    call("get", "/api/meals/{id}", f"/api/meals/{meal['id']}")
    call("put", "/api/meals/{id}", f"/api/meals/{meal['id']}", {"description": "Chicken & salad wrap", "primaryProtein": "chicken"})
    assignment = call("post", "/api/plan", payload={"mealId": meal["id"], "day": "2026-11-25"}).json()
    call("get", "/api/plan", "/api/plan?week=2026-11-25")
    planned = call("post", "/api/plan/ideas", payload={"ideaId": batch["ideas"][0]["id"], "day": "2026-11-27"})
    assert planned.status == 201 and planned.json()["day"] == "2026-11-27" and planned.json()["meal"]["description"] == batch["ideas"][0]["name"]
    today = call("get", "/api/plan/today").json()
    assert today["currentWeekStart"] <= today["today"]
    listed = call("get", "/api/plan/shopping-list", "/api/plan/shopping-list?week=2026-11-25&includeStaples=true").json()
    bought = call("post", "/api/plan/shopping-list/bought", payload={"item": listed["items"][0]["key"], "week": "2026-11-25"}).json()
    assert bought["item"]["isBought"] is True
    ics = call("get", "/api/plan/export.ics", "/api/plan/export.ics?week=2026-11-25")
    assert ics.text.startswith("BEGIN:VCALENDAR")
    call("delete", "/api/plan/{id}", f"/api/plan/{assignment['assignmentId']}")
    call("post", "/api/plan", payload={"mealId": meal["id"], "day": "2026-11-26"})
    conflict = call("delete", "/api/meals/{id}", f"/api/meals/{meal['id']}")
    assert conflict.status == 409
    call("delete", "/api/meals/{id}", f"/api/meals/{meal['id']}?confirm=true")

    # Household members with their own diets; who ideas are packed for; verdicts.
    call("post", "/api/household", payload={"name": "Mia", "diets": ["vegetarian"]})
    leo = call("post", "/api/household", payload={"name": "Leo", "avoids": ["peanuts"]})
    assert leo.status == 201, leo
    call("get", "/api/household")
    call("patch", "/api/household/{id}", "/api/household/Leo", {"avoids": ["peanuts", "sesame"]})
    call("put", "/api/household/pack-for", payload={"members": ["Mia", "Leo"]})
    verdicts = call("get", "/api/household/verdicts", "/api/household/verdicts?of=ideas").json()
    assert verdicts, verdicts
    call("delete", "/api/household/{id}", "/api/household/Leo")

    # Packing a lunch out of the kitchen and back; a week planned, a day swapped, undone.
    packed = call("post", "/api/pack", payload={"ideaId": batch["ideas"][2]["id"], "answers": {"cucumber": "yes"}})
    assert packed.status == 201 and packed.json()["message"].startswith("Packed")
    call("delete", "/api/pack/{id}", f"/api/pack/{packed.json()['id']}")
    planned = call("post", "/api/plan/auto", payload={"week": "2030-01-07"}).json()
    assert len(planned["days"]) >= 2, planned
    # One day emptied by hand frees its meal for the swap.
    call("delete", "/api/plan/{id}", f"/api/plan/{planned['days'][1]['assignmentId']}")
    call("post", "/api/plan/auto/{id}/swap", f"/api/plan/auto/{planned['id']}/swap", {"day": planned["days"][0]["day"]})
    call("delete", "/api/plan/auto/{id}", f"/api/plan/auto/{planned['id']}")

    boundary = "openapiCheck"
    photo = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.png\"\r\n"
             "Content-Type: image/png\r\n\r\n").encode() + PNG_1x1 + f"\r\n--{boundary}--\r\n".encode()
    call("post", "/api/scan", body=photo, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    confirmed = call("post", "/api/scan/confirm", payload={"items": [{"name": "oat milk", "quantity": "1 carton", "barcode": "4006381333931"}]})
    assert confirmed.status == 201 and confirmed.json()["added"][0]["name"] == "oat milk"
    receipt = call("post", "/api/scan/receipt", body=photo, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    assert receipt.status == 200 and receipt.json()["items"] == [], receipt
    added = call("post", "/api/scan/receipt/confirm", payload={"items": [{"name": "bananas", "quantity": "0.854 kg", "key": "bananas loose"}]})
    assert added.status == 201 and added.json()["added"][0]["quantity"] == "0.854 kg"
    call("get", "/api/scan/settings")
    saved = call("put", "/api/scan/settings", payload={"threshold": 0.5, "visionModel": "llava", "enabled": {"labels": False}}).json()
    assert saved["threshold"] == 0.5 and saved["visionModel"] == "llava"
    assert {r["kind"]: r["state"] for r in saved["recognizers"]}["labels"] == "off"

    # The kitchen memory, on a real photo and the food model scripts/setup built.
    carton = (ROOT / "Tests/Fixtures/grocery/Oatly-Oat-Milk_001.jpg").read_bytes()
    teach = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\noat milk\r\n"
             f"--{boundary}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"c.jpg\"\r\n"
             "Content-Type: image/jpeg\r\n\r\n").encode() + carton + f"\r\n--{boundary}--\r\n".encode()
    taught = call("post", "/api/scan/teach", body=teach, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    assert taught.status == 201 and taught.json()["food"] == "oat milk", taught
    assert "oat milk (1)" in " ".join(call("get", "/api/scan/capabilities").json()["lines"])
    assert [food["food"] for food in call("get", "/api/scan/memory").json()["foods"]] == ["oat milk"]
    assert call("delete", "/api/scan/memory/{food}", "/api/scan/memory/oat%20milk").json() == {"forgotten": 1}
    assert call("delete", "/api/scan/memory").json() == {"forgotten": 0}

    # The iPhone calls the documented routes above; the raw store it once had is gone.
    assert server.api("POST", "/api/store", {"inventory": {}}).status == 404

    call("delete", "/api/inventory")
    assert server.api("GET", "/api/inventory").json() == {"items": []}

    assert documented_operations(doc) - called == set(), "documented operations this test did not call"
