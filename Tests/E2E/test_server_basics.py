"""What `lunchbox serve` promises before any screen: a quick start with one line to open,
security headers, nothing fetched from elsewhere, and the key never in its logs."""
import re

from playwright.sync_api import expect

from seed import seed_household
from steps import API_KEY, KITCHEN, add_items, ask_for_ideas, point_at, save_key, visit


def test_it_says_which_address_to_open(server):
    # How quickly is measured by scripts/bench-server, not bounded here (issue 35).
    assert re.fullmatch(r"LunchBox is running\. Open http://127\.0\.0\.1:\d+/ in your browser.*", server.first_line)
    assert server.request("GET", "/healthz").text == "ok"


def test_pages_carry_the_security_headers(server):
    reply = server.request("GET", "/inventory")
    assert reply.status == 200
    headers = reply.headers
    assert "default-src 'self'" in headers["content-security-policy"]
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "same-origin"
    assert headers["cache-control"] == "no-store"
    csrf = [c for c in reply.cookies if c.startswith("lb_csrf=")]
    assert csrf and "HttpOnly" in csrf[0] and "SameSite=Strict" in csrf[0]


def test_pages_load_nothing_from_other_servers(page, server):
    seed_household(server, favorites=1)
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    for path in ["/welcome", "/inventory", "/scan", "/ideas", "/favorites", "/settings", "/preferences", "/meals", "/plan"]:
        visit(page, server, path)
    assert requested
    elsewhere = [url for url in requested if not url.startswith(server.url + "/") and not url.startswith(("data:", "blob:"))]
    assert elsewhere == []
    # The stylesheet and script really load (a broken static route would still pass above).
    assert page.evaluate("getComputedStyle(document.querySelector('.tabs')).position") in ("fixed", "static")
    expect(page.locator("body")).to_have_attribute("data-csrf", re.compile(r"^[A-Za-z0-9_-]{43}$"))


def test_the_key_never_reaches_the_logs(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    add_items(page, server, *KITCHEN)
    ask_for_ideas(page)
    fake_ai.scenario("401")
    visit(page, server, "/inventory")
    ask_for_ideas(page)
    log = server.log()
    assert "/api" in log or "/ideas" in log, "the server logged no requests at all"
    assert API_KEY not in log
    assert API_KEY[-12:] not in log
