"""HTTPS for the household and the installable, offline web app (issue 29): a phone-size
Chromium that trusts the household authority (an NSS database of its own, made with
certutil) installs LunchBox over https, goes offline, ticks an item and adds food, comes
back, and each change reaches the server exactly once."""
import datetime
import gzip
import os
import pathlib
import re
import shutil
import socket
import subprocess
import time

import pytest
from playwright.sync_api import expect

from lbserver import http_request
from probe import CHROMIUM, PHONE

PASSPHRASE = "correct horse battery staple"
BEARER = {"Authorization": f"Bearer {PASSPHRASE}"}
PUBLIC = pathlib.Path(__file__).resolve().parent.parent.parent / "Sources/LunchBoxServer/Public"


def _passphrase_file(tmp_path):
    secret = tmp_path / "passphrase.txt"
    secret.write_text(PASSPHRASE + "\n")
    secret.chmod(0o600)
    return str(secret)


def _trusting_home(tmp_path, authority):
    """A HOME whose NSS database (what Chromium on Linux trusts) holds the authority."""
    certutil = shutil.which("certutil")
    if not certutil:
        pytest.fail("certutil is missing; scripts/setup installs libnss3-tools")
    database = tmp_path / "browser-home/.pki/nssdb"
    database.mkdir(parents=True)
    subprocess.run([certutil, "-N", "-d", f"sql:{database}", "--empty-password"], check=True)
    subprocess.run([certutil, "-A", "-d", f"sql:{database}", "-n", "LunchBox household", "-t", "C,,", "-i", str(authority)], check=True)
    return database.parent.parent


def _monday():
    today = datetime.date.today()
    return (today - datetime.timedelta(days=today.weekday())).isoformat()


def _seed_week(server):
    meal = server.api("POST", "/api/meals", {
        "description": "Pasta salad", "primaryProtein": "tuna", "primaryCarb": "pasta", "otherComponents": ["sweetcorn", "peppers"],
    }, headers=BEARER)
    assert meal.status == 201, meal
    planned = server.api("POST", "/api/plan", {"mealId": meal.json()["id"], "day": _monday()}, headers=BEARER)
    assert planned.status == 201, planned


def _bought(server, name):
    items = server.api("GET", f"/api/plan/shopping-list?week={_monday()}", headers=BEARER).json()["items"]
    return next(item["isBought"] for item in items if item["name"] == name)


def _kitchen(server):
    return [(item["name"], item["quantity"]) for item in server.api("GET", "/api/inventory", headers=BEARER).json()["items"]]


def _send_again(server, path, body, key, session=None):
    """The same change with the same key, as a phone whose first answer was lost would: in
    the same login session, if there is one (a key answers only the session that sent it,
    issue 39)."""
    logged_in = [f"lb_session={session}"] if session else []
    page = server.request("GET", "/inventory", headers={"Cookie": "; ".join(logged_in)} if session else None)
    cookie = next(line.split(";")[0] for line in page.cookies if line.startswith("lb_csrf="))
    token = re.search(r'data-csrf="([^"]+)"', page.text).group(1)
    headers = {"Cookie": "; ".join([cookie, *logged_in]), "X-CSRF-Token": token, "Idempotency-Key": key,
               "Content-Type": "application/x-www-form-urlencoded"}
    return server.request("POST", path, body.encode(), headers)


@pytest.fixture()
def household(start_server, tmp_path, playwright):
    server = start_server("--https", "--host", "0.0.0.0", "--passphrase-file", _passphrase_file(tmp_path))
    # A name that is not loopback, so the secure context comes from the trusted
    # certificate and not from 127.0.0.1 being trustworthy by itself.
    name = socket.gethostname().split(".")[0].lower() + ".local"
    home = _trusting_home(tmp_path, server.authority_certificate)
    # A profile on disk, not an incognito context: Chromium does not install apps from
    # incognito, and says so in its installability check.
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "browser-profile"), executable_path=CHROMIUM, headless=True, env={**os.environ, "HOME": str(home)},
        args=["--no-sandbox", f"--host-resolver-rules=MAP {name} 127.0.0.1"], viewport=PHONE, is_mobile=True, has_touch=True)
    context.set_default_timeout(15_000)
    page = context.pages[0] if context.pages else context.new_page()
    origin = f"https://{name}:{server.port}"
    yield server, context, page, origin
    context.close()


def _log_in(page, origin, path):
    page.goto(origin + path)
    page.fill("#passphrase", PASSPHRASE)
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()


def test_installs_over_https_and_works_offline(household):
    server, context, page, origin = household
    assert server.first_line.startswith(f"LunchBox is running. Open https://127.0.0.1:{server.port}/")
    _seed_week(server)
    _log_in(page, origin, "/inventory")

    # A secure context from the household certificate: camera and worker available.
    assert page.evaluate("location.origin") == origin
    assert page.evaluate("window.isSecureContext") is True
    # Over https the session and CSRF cookies never travel over plain http.
    cookies = {cookie["name"]: cookie for cookie in context.cookies() if cookie["name"] in ("lb_session", "lb_csrf")}
    assert set(cookies) == {"lb_session", "lb_csrf"}
    assert all(cookie["secure"] and cookie["httpOnly"] for cookie in cookies.values())
    assert page.evaluate("!!(navigator.mediaDevices && navigator.mediaDevices.getUserMedia)") is True
    assert page.evaluate("navigator.serviceWorker.ready.then((r) => r.active && r.active.scriptURL)") == origin + "/sw.js"
    page.reload()
    assert page.evaluate("!!navigator.serviceWorker.controller") is True

    # Chromium's installability criteria: a manifest with a name, a start URL inside its
    # scope, a standalone display and 192 and 512 pixel PNG icons; a worker with a fetch
    # handler that controls the start URL; https.
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then((r) => r.json())")
    assert manifest["name"] and manifest["short_name"]
    assert manifest["display"] in ("standalone", "fullscreen", "minimal-ui")
    assert manifest["start_url"].startswith(manifest["scope"])
    assert manifest["theme_color"] == page.get_attribute("meta[name=theme-color]", "content")
    for size in (192, 512):
        icon = next(i for i in manifest["icons"] if i["sizes"] == f"{size}x{size}" and i["type"] == "image/png")
        measured = page.evaluate("(src) => fetch(src).then((r) => r.blob()).then(createImageBitmap).then((b) => [b.width, b.height])", icon["src"])
        assert measured == [size, size]
    touch = page.evaluate("fetch(document.querySelector('link[rel=apple-touch-icon]').href).then((r) => [r.status, r.headers.get('content-type')])")
    assert touch == [200, "image/png"]
    assert "addEventListener(\"fetch\"" in page.evaluate("fetch('/sw.js').then((r) => r.text())")
    cdp = context.new_cdp_session(page)
    try:
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    except Exception as error:  # older or newer Chromium without the method: the checks above stand
        errors = [] if "wasn't found" in str(error) or "not found" in str(error) else [str(error)]
    assert errors == []

    # The pages kept for offline reading, as the person visits them.
    week = _monday()
    for path in ("/inventory", "/ideas", "/favorites", "/plan", f"/plan/shopping-list?week={week}"):
        page.goto(origin + path)
    expect(page.get_by_role("button", name="Bought: tuna")).to_be_visible()

    # Offline: the shopping list opens from the worker, fast, and says it is a copy.
    context.set_offline(True)
    page.goto(origin + f"/plan/shopping-list?week={week}")
    timing = page.evaluate("(() => { const n = performance.getEntriesByType('navigation')[0]; return [n.responseEnd - n.startTime, n.domContentLoadedEventEnd - n.startTime]; })()")
    print(f"offline shopping list: response {timing[0]:.0f} ms, DOMContentLoaded {timing[1]:.0f} ms")
    assert timing[1] < 300
    expect(page.locator("#offline-note")).to_contain_text(re.compile(r"Offline — showing what you had at \d\d:\d\d"))

    # A tick made offline waits on the phone; the server has not seen it.
    page.get_by_role("button", name="Bought: tuna").click()
    expect(page.get_by_role("button", name="Bought: tuna")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#outbox-status")).to_contain_text("1 change made offline")
    # A kitchen edit too: food added offline.
    page.goto(origin + "/inventory")
    expect(page.locator("#offline-note")).to_be_visible()
    page.fill("#add-name", "lemons")
    page.locator("form[action='/inventory'] button[type=submit]").first.click()
    expect(page.locator("#outbox-status")).to_contain_text("2 changes made offline")
    queued = page.evaluate("LunchBoxOutbox.waiting()")
    assert [entry["url"] for entry in queued] == ["/plan/shopping-list/bought", "/inventory"]
    assert _bought(server, "tuna") is False
    assert "lemons" not in [name for name, _ in _kitchen(server)]

    # Back online: both arrive, and the page shows the server's state again.
    context.set_offline(False)
    # The tick put the tuna in the kitchen, so it left the list.
    while "tuna" not in [n for n, _ in _kitchen(server)] or "lemons" not in [n for n, _ in _kitchen(server)]:
        time.sleep(0.2)
    expect(page.locator("#outbox-status")).to_be_hidden()
    assert page.evaluate("LunchBoxOutbox.waiting()") == []
    kitchen = _kitchen(server)
    assert [name for name, _ in kitchen].count("lemons") == 1
    assert [name for name, _ in kitchen].count("tuna") == 1

    # Exactly once: the same change sent again with its key is answered, not applied.
    session = next(c["value"] for c in context.cookies() if c["name"] == "lb_session")
    for entry in queued:
        again = _send_again(server, entry["url"], entry["body"], entry["key"], session)
        assert again.status == 303, again
        assert again.headers.get("idempotent-replayed") == "true"
    assert _kitchen(server) == kitchen


def test_the_household_certificate_and_its_install_pages(household):
    server, context, page, origin = household
    # Open before logging in: a phone needs them to trust the server in the first place.
    page.goto(origin + "/trust")
    expect(page.get_by_role("heading", level=1)).to_have_text("Trust this server")
    with page.expect_download() as download:
        page.click("#download-authority")
    fetched = pathlib.Path(download.value.path()).read_bytes()
    assert fetched == server.authority_certificate.read_bytes()
    assert b"BEGIN CERTIFICATE" in fetched and b"PRIVATE KEY" not in fetched
    reply = server.request("GET", "/household-ca.crt")
    assert reply.headers["content-type"] == "application/x-x509-ca-cert"
    for guide, words in (("iphone", "Certificate Trust Settings"), ("android", "CA certificate")):
        page.goto(origin + f"/trust/{guide}")
        expect(page.locator("main")).to_contain_text(words)
    # The keys stay private to this account.
    folder = server.authority_certificate.parent
    for key in ("household-ca.key", "server.key"):
        assert (folder / key).stat().st_mode & 0o077 == 0


def test_pages_stay_under_100_kb_compressed(household):
    server, _, _, _ = household
    _seed_week(server)
    shared = sum(len(gzip.compress((PUBLIC / name).read_bytes())) for name in ("app.css", "app.js", "outbox.js", "offline.js"))
    for path in ("/inventory", "/ideas", "/favorites", "/plan", f"/plan/shopping-list?week={_monday()}", "/settings", "/trust"):
        reply = server.request("GET", path, headers={**BEARER, "Accept-Encoding": "gzip"})
        assert reply.status == 200, (path, reply)
        weight = len(reply.body) + shared
        print(f"{path}: {len(reply.body)} B page + {shared} B shared scripts and styles, gzip")
        assert weight < 100_000, path


def test_a_certificate_the_person_brings(start_server, tmp_path, household):
    first, _, _, _ = household
    folder = first.authority_certificate.parent
    server = start_server("--tls-cert", str(folder / "server.crt"), "--tls-key", str(folder / "server.key"), name="own-certificate")
    assert server.scheme == "https"
    reply = http_request("127.0.0.1", server.port, "GET", "/trust", tls=first.tls)
    assert reply.status == 200 and "a certificate you gave it" in reply.text
    assert http_request("127.0.0.1", server.port, "GET", "/household-ca.crt", tls=first.tls).status == 404


def test_a_change_made_while_the_server_is_away_is_kept_and_sent_after_a_restart(start_server, tmp_path, playwright):
    """The network is there but the server is not (stopped, restarting): the form posts
    as usual, the worker keeps the change, and it arrives once the server is back, even
    though the restart changed the form tokens."""
    server = start_server("--https", name="restarting")
    home = _trusting_home(tmp_path, server.authority_certificate)
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "browser-profile"), executable_path=CHROMIUM, headless=True, env={**os.environ, "HOME": str(home)},
        args=["--no-sandbox"], viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        _seed_week(server)
        shopping = f"{server.url}/plan/shopping-list?week={_monday()}"
        page.goto(server.url + "/inventory")
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => !!r.active)") is True
        page.goto(shopping)
        page.goto(shopping)  # now through the worker, which keeps this copy
        expect(page.get_by_role("button", name="Bought: peppers")).to_be_visible()

        port = server.port
        server.stop()
        page.get_by_role("button", name="Bought: peppers").click()
        expect(page.locator("#offline-note")).to_be_visible()
        expect(page.locator("#outbox-status")).to_contain_text("1 change made offline")
        queued = page.evaluate("LunchBoxOutbox.waiting()")
        assert [entry["url"] for entry in queued] == ["/plan/shopping-list/bought"]

        back = start_server("--https", "--port", str(port), name="restarting")
        assert back.port == port
        # The tick arrives and puts the peppers in the kitchen.
        while "peppers" not in [name for name, _ in _kitchen(back)]:
            time.sleep(0.2)
        expect(page.locator("#offline-note")).to_be_hidden()  # the live page again

        # The answer was lost and the server restarted again before the phone re-sent
        # it: the key was kept in the database, so the tick is answered, not re-applied.
        back.stop()
        again = start_server("--https", "--port", str(port), name="restarting")
        resent = _send_again(again, queued[0]["url"], queued[0]["body"], queued[0]["key"])
        assert resent.status == 303, resent
        assert resent.headers.get("idempotent-replayed") == "true"
        assert [name for name, _ in _kitchen(again)].count("peppers") == 1
    finally:
        context.close()


def test_a_change_the_server_refuses_is_shown_with_the_servers_reason(start_server, tmp_path, playwright):
    """An edit queued offline of an item removed meanwhile: the server refuses it, and the
    page says why in the server's words, not with a status code."""
    server = start_server("--https", name="refusing")
    home = _trusting_home(tmp_path, server.authority_certificate)
    context = playwright.chromium.launch_persistent_context(
        str(tmp_path / "browser-profile"), executable_path=CHROMIUM, headless=True, env={**os.environ, "HOME": str(home)},
        args=["--no-sandbox"], viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(server.url + "/inventory")
        # Queued as the offline form would queue it: an edit of an item no longer there.
        page.evaluate("""LunchBoxOutbox.add({
            key: LunchBoxOutbox.newKey(), url: "/inventory/00000000-0000-4000-8000-000000000000",
            body: "name=eggs&quantity=6", label: "eggs: 6", madeAt: Date.now() })""")
        status = page.locator("#outbox-status")
        expect(status).to_contain_text("Not applied by the server", timeout=20_000)
        expect(status).to_contain_text("eggs: 6 (That item is no longer in the inventory. It may have been removed elsewhere.)")
        expect(status).not_to_contain_text("answered 404")
        assert page.evaluate("LunchBoxOutbox.waiting()") == []
    finally:
        context.close()
