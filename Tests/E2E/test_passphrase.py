"""Listening beyond this computer: a passphrase, a login page, a strict session cookie."""
from playwright.sync_api import expect

from steps import decode_qr, path_of, visit

PASSPHRASE = "correct horse battery staple"


def _shared_server(start_server, tmp_path):
    secret = tmp_path / "passphrase.txt"
    secret.write_text(PASSPHRASE + "\n")
    secret.chmod(0o600)
    return start_server("--host", "0.0.0.0", "--passphrase-file", str(secret))


def test_the_network_needs_the_passphrase_and_keeps_the_session_strict(page, start_server, tmp_path):
    server = _shared_server(start_server, tmp_path)
    # The start-up line gives addresses that can be opened: this computer's, and the
    # network addresses other devices reach it at.
    assert f"http://127.0.0.1:{server.port}/" in server.first_line
    assert "<" not in server.first_line

    # Any page leads to the login page first.
    visit(page, server, "/inventory")
    assert path_of(page).startswith("/login")
    expect(page.get_by_role("heading", level=1)).to_have_text("Log in")
    # A visitor not logged in sees no tabs, no Play and no "Log out" (issue 38, item 9).
    expect(page.get_by_role("button", name="Log out")).to_have_count(0)
    expect(page.locator("nav.tabs")).to_have_count(0)
    visit(page, server, "/trust")
    expect(page.get_by_role("heading", level=1)).to_have_text("Trust this server")
    expect(page.locator("nav.tabs")).to_have_count(0)
    expect(page.get_by_role("button", name="Log out")).to_have_count(0)
    # ...and no addresses of this computer: those are for someone logged in.
    expect(page.locator("#phone-address")).to_have_count(0)
    assert server.request("GET", "/trust/address.svg").status in (302, 303, 401)
    visit(page, server, "/inventory")

    # A wrong passphrase is refused, and no session is given.
    page.fill("#passphrase", "not the passphrase")
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    expect(page.locator(".alert")).to_contain_text("That passphrase is not right.")
    assert not [c for c in page.context.cookies() if c["name"] == "lb_session"]
    visit(page, server, "/favorites")
    assert path_of(page).startswith("/login")

    # The right one lets the person in, where they were going.
    page.fill("#passphrase", PASSPHRASE)
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    assert path_of(page) == "/favorites"
    expect(page.get_by_role("heading", level=1)).to_have_text("Saved ideas")
    expect(page.locator("nav.tabs")).to_be_visible()
    visit(page, server, "/trust")
    expect(page.get_by_role("button", name="Log out")).to_be_visible()
    _the_trust_page_shows_where_a_phone_opens_lunchbox(page, server)
    visit(page, server, "/favorites")
    session = [c for c in page.context.cookies() if c["name"] == "lb_session"]
    assert len(session) == 1
    assert session[0]["httpOnly"] is True
    assert session[0]["sameSite"] == "Strict"
    assert PASSPHRASE not in session[0]["value"]

    # The session reaches the API too; without it the API says 401 in JSON.
    reply = page.request.get(server.page("/api/inventory"))
    assert reply.status == 200
    anonymous = server.api("GET", "/api/inventory")
    assert anonymous.status == 401
    assert anonymous.json()["error"]["status"] == 401
    assert server.api("GET", "/api/inventory", headers={"Authorization": f"Bearer {PASSPHRASE}"}).status == 200
    assert server.api("GET", "/api/inventory", headers={"Authorization": "Bearer wrong-passphrase"}).status == 401

    # Log out ends the session.
    with page.expect_navigation():
        page.get_by_role("button", name="Log out").click()
    assert path_of(page).startswith("/login")
    visit(page, server, "/inventory")
    assert path_of(page).startswith("/login")


def test_the_login_cannot_send_people_to_another_site(page, start_server, tmp_path):
    server = _shared_server(start_server, tmp_path)
    visit(page, server, "/login?next=//evil.example/")
    page.fill("#passphrase", PASSPHRASE)
    with page.expect_navigation():
        page.get_by_role("button", name="Log in").click()
    assert page.url.startswith(server.url + "/")
    assert path_of(page) == "/inventory"


def test_network_mode_refuses_to_start_without_a_passphrase(lunchbox_bin, tmp_path):
    import subprocess

    env = {"PATH": "/usr/bin:/bin", "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d"), "HOME": str(tmp_path)}
    result = subprocess.run([lunchbox_bin, "serve", "--host", "0.0.0.0", "--port", "0", "--database", str(tmp_path / "db.sqlite")],
                            env=env, capture_output=True, text=True, timeout=30)
    assert result.returncode != 0
    assert "passphrase" in result.stderr.lower()


def _the_trust_page_shows_where_a_phone_opens_lunchbox(page, server):
    """Issue 38, item 9: /trust shows the server's address as a link and a QR code made on
    the server, which a phone's camera reads as that same address."""
    link = page.locator("#phone-link")
    expect(link).to_be_visible()
    address = link.get_attribute("href")
    # The address the phone opens, on this server's port; the page was opened at
    # 127.0.0.1, which a phone cannot use, so it is one of the network's.
    assert address.startswith("http://") and address.endswith(f":{server.port}/"), address
    assert "127.0.0.1" not in address
    image = page.locator("#phone-address img.qr-code")
    expect(image).to_be_visible()
    assert page.evaluate("(img) => img.complete && img.naturalWidth > 0", image.element_handle())
    svg = page.request.get(server.page("/trust/address.svg"))
    assert svg.status == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert decode_qr(svg.body()) == address
