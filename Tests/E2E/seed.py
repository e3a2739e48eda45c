"""A realistic household through the JSON API: a stocked kitchen, saved ideas from the
offline chef, a meal library and a planned week. Used by the layout tests and by
scripts/screenshots."""
import datetime

KITCHEN = [
    ("eggs", "6", 5),
    ("wholemeal bread", "half a loaf", 2),
    ("cheddar", "200 g", 12),
    ("cherry tomatoes", "1 punnet", 1),
    ("cucumber", "1", 4),
    ("apples", "4", 9),
    ("cooked chicken", "2 breasts", 1),
    ("tortilla wraps", "pack of 8", 20),
    ("carrots", "3", None),
    ("greek yogurt", "1 pot", 6),
    ("rice", "", None),
    ("hummus", "", 3),
]

# A family of three with different needs (issue 28), added before the ideas are made, as
# a family would: ideas are packed for everyone but Leo, who takes school dinners, so the
# ideas suit Sam and Mia and every page shows who each one suits, Leo included.
MEMBERS = [
    ("Sam", [], []),
    ("Mia", ["vegetarian"], []),
    ("Leo", [], ["peanuts", "sesame"]),
]

MEALS = [
    ("Chicken & salad wrap", "chicken", "tortilla", ["lettuce", "tomato", "yogurt sauce"]),
    ("Egg fried rice", "egg", "rice", ["peas", "spring onion", "soy sauce"]),
    ("Cheese & pickle sandwich", "cheddar", "bread", ["pickle", "butter"]),
    ("Hummus veggie box", "hummus", "pitta bread", ["carrot sticks", "cucumber", "cherry tomatoes"]),
    ("Pasta salad", "tuna", "pasta", ["sweetcorn", "mayonnaise", "peppers"]),
]


def _ok(reply, *statuses):
    assert reply.status in (statuses or (200, 201, 204)), reply
    return reply


def monday(day=None):
    day = day or datetime.date.today()
    return day - datetime.timedelta(days=day.weekday())


def seed_household(server, favorites=3, plan=True, household=True):
    """Fills the server's database; returns what it made (ideas, favorites, meals, week)."""
    today = datetime.date.today()
    for name, quantity, days in KITCHEN:
        item = {"name": name, "quantity": quantity}
        if days is not None:
            item["bestBefore"] = (today + datetime.timedelta(days=days)).isoformat()
        _ok(server.api("POST", "/api/inventory", item), 201)

    members = []
    if household:
        for name, diets, avoids in MEMBERS:
            members.append(_ok(server.api("POST", "/api/household", {"name": name, "diets": diets, "avoids": avoids}), 201).json())
        packed_for = [m["name"] for m in _ok(server.api("GET", "/api/household"), 200).json()["members"] if m["name"] != "Leo"]
        _ok(server.api("PUT", "/api/household/pack-for", {"members": packed_for}), 200)

    saved = []
    batch = None
    while len(saved) < favorites:
        batch = _ok(server.api("POST", "/api/ideas", {"engine": "offline"}), 200).json()
        for idea in batch["ideas"]:
            if len(saved) == favorites:
                break
            if idea["name"] in {s["name"] for s in saved}:
                continue
            saved.append(_ok(server.api("POST", "/api/favorites", {"ideaId": idea["id"]}), 201).json())
    if batch is None:
        batch = _ok(server.api("POST", "/api/ideas", {"engine": "offline"}), 200).json()

    meals = []
    for description, protein, carb, others in MEALS:
        meals.append(_ok(server.api("POST", "/api/meals", {
            "description": description, "primaryProtein": protein, "primaryCarb": carb, "otherComponents": others,
        }), 201).json())

    week = monday(today)
    if plan:
        for offset, meal in enumerate(meals):
            day = (week + datetime.timedelta(days=offset)).isoformat()
            _ok(server.api("POST", "/api/plan", {"mealId": meal["id"], "day": day}), 201)
        _ok(server.api("POST", "/api/plan", {"mealId": meals[0]["id"], "day": (week + datetime.timedelta(days=2)).isoformat()}), 201)
    return {"ideas": batch, "favorites": saved, "meals": meals, "week": week.isoformat(), "members": members}
