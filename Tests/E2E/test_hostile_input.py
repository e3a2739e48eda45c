"""Hostile input through the API and the upload form: each is refused with a clear 4xx
(JSON for /api) and nothing is stored wrong. No browser needed."""
import json
import re
import uuid

import pytest

from lbserver import multipart

MB = 1024 * 1024
PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


def assert_api_error(reply, status):
    """A refusal the way the API documents it: the status, and a JSON body that says why."""
    assert reply.status == status, f"expected {status}, got {reply!r}"
    assert reply.headers.get("content-type", "").startswith("application/json"), reply
    error = reply.json()["error"]
    assert error["status"] == status
    assert isinstance(error["title"], str) and error["title"].strip()
    assert isinstance(error["message"], str) and error["message"].strip()
    assert isinstance(error["actions"], list)
    return error


def streamed(total, chunk=256 * 1024, framed=False):
    """`total` bytes of zeros in chunks; `framed` adds chunked transfer encoding."""
    sent = 0
    piece = b"\0" * chunk
    while sent < total:
        data = piece[: min(chunk, total - sent)]
        sent += len(data)
        yield (f"{len(data):x}\r\n".encode() + data + b"\r\n") if framed else data
    if framed:
        yield b"0\r\n\r\n"


@pytest.fixture()
def stocked(server):
    """A server whose kitchen holds two items; `unchanged()` checks nothing moved."""
    for item in ({"name": "eggs", "quantity": "6"}, {"name": "bread"}):
        assert server.api("POST", "/api/inventory", item).status == 201
    before = server.api("GET", "/api/inventory").json()

    def unchanged():
        assert server.is_running(), "the server died:\n" + server.log()[-2000:]
        assert server.api("GET", "/api/inventory").json() == before

    server.unchanged = unchanged
    return server


HUGE_NAME = "a" * 1_000_000

REFUSED_ITEMS = [
    pytest.param({"name": HUGE_NAME}, 400, id="1MB-name"),
    pytest.param({"name": "eggs", "quantity": "x" * 500_000}, 400, id="huge-quantity"),
    pytest.param({"name": "eggs\u0000"}, 400, id="NUL"),
    pytest.param({"name": "eg\u0007gs"}, 400, id="bell"),
    pytest.param({"name": "\u001b[31mred eggs"}, 400, id="terminal-escape"),
    pytest.param({"name": "\u202eggs"}, 400, id="bidi-override"),
    pytest.param({"name": "eggs", "quantity": "6\u0008"}, 400, id="control-in-quantity"),
    pytest.param({"name": "   \t\n "}, 400, id="blank"),
    pytest.param({"name": "eggs", "bestBefore": "31/12/2026"}, 400, id="bad-date"),
    pytest.param({"name": "eggs", "bestBefore": "2026-02-30"}, 400, id="impossible-date"),
]


@pytest.mark.parametrize("payload,status", REFUSED_ITEMS)
def test_bad_item_text_is_refused_and_nothing_is_stored(stocked, payload, status):
    error = assert_api_error(stocked.api("POST", "/api/inventory", payload), status)
    assert len(error["message"]) < 500, "the message should not repeat the input"
    item_id = stocked.api("GET", "/api/inventory").json()["items"][0]["id"]
    assert_api_error(stocked.api("PUT", f"/api/inventory/{item_id}", payload), status)
    stocked.unchanged()


MALFORMED_BODIES = [
    pytest.param(b'{"name": ', id="cut-off"),
    pytest.param(b"[]", id="array"),
    pytest.param(b'"eggs"', id="string"),
    pytest.param(b'{"name": 5}', id="number-name"),
    pytest.param(b'{"nom": "eggs"}', id="missing-name"),
    pytest.param(b'{"name": "\xff\xfe eggs"}', id="invalid-utf8"),
    pytest.param(b"{'name': 'eggs'}", id="single-quotes"),
    pytest.param(b'{"name": "eggs"} trailing', id="trailing-garbage"),
    pytest.param(b'{"name": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", id="nested-100k-deep"),
]


@pytest.mark.parametrize("body", MALFORMED_BODIES)
def test_malformed_json_is_a_400(stocked, body):
    reply = stocked.request("POST", "/api/inventory", body, {"Content-Type": "application/json"})
    error = assert_api_error(reply, 400)
    assert "JSON" in error["message"]
    stocked.unchanged()


def test_an_empty_json_body_is_a_400(stocked):
    reply = stocked.request("POST", "/api/inventory", b"", {"Content-Type": "application/json", "Content-Length": "0"})
    assert_api_error(reply, 400)
    stocked.unchanged()


def test_a_body_over_the_json_limit_is_a_413(stocked):
    body = json.dumps({"name": "a" * (2 * MB)}).encode()
    assert_api_error(stocked.request("POST", "/api/inventory", body, {"Content-Type": "application/json"}), 413)
    stocked.unchanged()


WRONG_TYPES = [
    pytest.param("text/plain", b'{"name": "eggs"}', id="text-plain"),
    pytest.param("application/x-www-form-urlencoded", b"name=eggs", id="form"),
    pytest.param("text/xml", b"<item><name>eggs</name></item>", id="xml"),
    pytest.param(None, b'{"name": "eggs"}', id="no-content-type"),
]


@pytest.mark.parametrize("content_type,body", WRONG_TYPES)
def test_writes_that_are_not_json_are_a_415(stocked, content_type, body):
    headers = {"Content-Type": content_type} if content_type else {}
    assert_api_error(stocked.request("POST", "/api/inventory", body, headers), 415)
    assert_api_error(stocked.request("PUT", "/api/preferences", body, headers), 415)
    stocked.unchanged()


def test_a_multipart_body_sent_to_a_json_endpoint_is_refused(stocked):
    body, content_type = multipart({"name": ("eggs.txt", "text/plain", b"eggs")})
    reply = stocked.request("POST", "/api/inventory", body, {"Content-Type": content_type})
    assert 400 <= reply.status < 500, reply
    assert_api_error(reply, reply.status)
    stocked.unchanged()


def test_html_in_a_name_is_stored_as_typed_and_escaped_on_the_page(server):
    name = '<b onmouseover="alert(1)">bold</b> & <i>eggs</i>'
    reply = server.api("POST", "/api/inventory", {"name": name})
    assert reply.status == 201, reply
    assert reply.json()["name"] == name
    assert server.api("GET", "/api/inventory").json()["items"][0]["name"] == name
    page = server.request("GET", "/inventory").text
    assert "<b onmouseover" not in page
    assert "&lt;b onmouseover=" in page and "&lt;i&gt;eggs&lt;/i&gt;" in page


def test_ids_that_are_not_uuids_or_are_unknown(stocked):
    assert_api_error(stocked.api("PUT", "/api/inventory/not-a-uuid", {"name": "x"}), 400)
    assert_api_error(stocked.api("DELETE", "/api/inventory/../../etc/passwd"), 404)
    assert_api_error(stocked.api("DELETE", f"/api/inventory/{uuid.uuid4()}"), 404)
    assert_api_error(stocked.api("PUT", f"/api/inventory/{uuid.uuid4()}", {"name": "ghost"}), 404)
    assert_api_error(stocked.api("GET", f"/api/favorites/{uuid.uuid4()}"), 404)
    assert_api_error(stocked.api("DELETE", "/api/favorites/1%20OR%201=1"), 400)
    stocked.unchanged()


def test_settings_refuse_unsafe_addresses_and_bad_keys(server):
    before = server.api("GET", "/api/settings").json()
    for base_url in ["http://evil.example/v1", "javascript:alert(1)", "file:///etc/passwd",
                     "https://user:pass@api.example/v1", "https://api.example/v1?x=1", "x" * 5000]:
        assert_api_error(server.api("PUT", "/api/settings", {"baseURL": base_url}), 400)
    assert_api_error(server.api("PUT", "/api/settings", {"preset": "no-such-preset"}), 400)
    for key in ["", "   ", "has a space", "sk-\u0000abc", "k" * 100_000]:
        assert_api_error(server.api("PUT", "/api/settings/key", {"apiKey": key}), 400)
    assert_api_error(server.api("PUT", "/api/preferences", {"vegetarian": "yes"}), 400)
    assert_api_error(server.api("PUT", "/api/preferences", {"vegetarian": True}), 400)
    assert server.api("GET", "/api/settings").json() == before
    assert server.api("GET", "/api/preferences").json() == {
        "vegetarian": False, "vegan": False, "glutenFree": False, "dairyFree": False, "nutFree": False,
        "persona": "chef-sam", "cuisine": "any", "difficulty": "any", "maxMinutes": None, "mealType": "lunch-box",
        "ideaCount": 5, "avoidRepeats": True}


def test_planner_input_is_checked(server):
    assert_api_error(server.api("POST", "/api/meals", {"description": "d" * 1_000_000}), 400)
    assert_api_error(server.api("POST", "/api/meals", {"description": "  "}), 400)
    assert_api_error(server.api("POST", "/api/meals", {"description": "Soup", "otherComponents": [f"c{i}" for i in range(40)]}), 400)
    assert_api_error(server.api("POST", "/api/meals", {"description": "Soup\u0000"}), 400)
    meal = server.api("POST", "/api/meals", {"description": "Soup"})
    assert meal.status == 201
    meal_id = meal.json()["id"]
    for day in ["2026-02-30", "tomorrow", "", "2026-1-1"]:
        assert_api_error(server.api("POST", "/api/plan", {"mealId": meal_id, "day": day}), 400)
    assert_api_error(server.api("POST", "/api/plan", {"mealId": "nope", "day": "2026-11-23"}), 400)
    assert_api_error(server.api("POST", "/api/plan", {"mealId": str(uuid.uuid4()), "day": "2026-11-23"}), 404)
    assert_api_error(server.api("GET", "/api/plan?week=not-a-day"), 400)
    assert [m["description"] for m in server.api("GET", "/api/meals").json()["meals"]] == ["Soup"]
    assert all(not day["meals"] for day in server.api("GET", "/api/plan?week=2026-11-23").json()["days"])


# Uploads: the API's /api/scan and the page's /scan/photo.

def test_a_real_photo_is_accepted(server):
    body, content_type = multipart({"photo": ("tiny.png", "image/png", PNG_1x1)})
    reply = server.request("POST", "/api/scan", body, {"Content-Type": content_type})
    assert reply.status == 200, reply
    assert reply.json()["format"].lower() == "png"
    assert reply.json()["bytes"] == len(PNG_1x1)


UPLOADS = [
    pytest.param("notes.txt", "text/plain", b"not a photo at all", 400, id="text-file"),
    pytest.param("fake.jpg", "image/jpeg", b"<html><script>alert(1)</script></html>", 400, id="html-named-jpg"),
    pytest.param("empty.png", "image/png", b"", 400, id="empty"),
]


@pytest.mark.parametrize("filename,content_type,data,status", UPLOADS)
def test_uploads_that_are_not_photos_are_refused(stocked, filename, content_type, data, status):
    body, multipart_type = multipart({"photo": (filename, content_type, data)})
    assert_api_error(stocked.request("POST", "/api/scan", body, {"Content-Type": multipart_type}), status)
    stocked.unchanged()


def test_an_upload_without_a_photo_field_or_not_multipart_is_refused(stocked):
    body, multipart_type = multipart({"picture": ("tiny.png", "image/png", PNG_1x1)})
    assert_api_error(stocked.request("POST", "/api/scan", body, {"Content-Type": multipart_type}), 400)
    assert_api_error(stocked.request("POST", "/api/scan", PNG_1x1, {"Content-Type": "image/png"}), 415)
    assert_api_error(stocked.request("POST", "/api/scan", b"{}", {"Content-Type": "application/json"}), 415)
    stocked.unchanged()


def test_a_50MB_upload_is_a_413(stocked):
    size = 50 * MB
    head = b"--lbBig\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"big.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff"

    def body():
        yield head
        yield from streamed(size)
        yield b"\r\n--lbBig--\r\n"

    declared = len(head) + size + len(b"\r\n--lbBig--\r\n")
    headers = {"Content-Type": "multipart/form-data; boundary=lbBig", "Content-Length": str(declared)}
    error = assert_api_error(stocked.request("POST", "/api/scan", body(), headers, timeout=60), 413)
    assert "10 MB" in error["message"]
    stocked.unchanged()


def test_a_50MB_upload_without_a_length_is_a_413(stocked):
    headers = {"Content-Type": "multipart/form-data; boundary=lbBig", "Transfer-Encoding": "chunked"}
    reply = stocked.request("POST", "/api/scan", streamed(50 * MB, framed=True), headers, timeout=60)
    assert_api_error(reply, 413)
    stocked.unchanged()


def _page_token(server):
    """The CSRF cookie and token a page hands out."""
    reply = server.request("GET", "/scan")
    cookie = next(c.split(";")[0] for c in reply.cookies if c.startswith("lb_csrf="))
    token = re.search(r'data-csrf="([^"]+)"', reply.text).group(1)
    return cookie, token


def test_the_upload_page_refuses_non_photos_and_big_files_with_a_clear_page(stocked):
    cookie, token = _page_token(stocked)
    body, content_type = multipart({"csrf": token, "photo": ("notes.txt", "text/plain", b"hello")})
    reply = stocked.request("POST", "/scan/photo", body, {"Content-Type": content_type, "Cookie": cookie})
    assert reply.status == 400
    assert reply.headers["content-type"].startswith("text/html")
    assert "not a photo" in reply.text

    big, content_type = multipart({"csrf": token, "photo": ("big.jpg", "image/jpeg", b"\xff\xd8\xff" + b"\0" * (11 * MB))})
    reply = stocked.request("POST", "/scan/photo", big, {"Content-Type": content_type, "Cookie": cookie}, timeout=60)
    assert reply.status == 413
    assert reply.headers["content-type"].startswith("text/html")
    assert "10 MB" in reply.text

    # Without the token in the body, nothing is even read; one in the address is not taken.
    photo, content_type = multipart({"photo": ("a.png", "image/png", PNG_1x1)})
    reply = stocked.request("POST", "/scan/photo", photo, {"Content-Type": content_type, "Cookie": cookie})
    assert reply.status == 403
    reply = stocked.request("POST", f"/scan/photo?csrf={token}", photo, {"Content-Type": content_type, "Cookie": cookie})
    assert reply.status == 403
    stocked.unchanged()


def test_forms_without_the_csrf_token_and_cross_site_writes_are_refused(stocked):
    cookie, token = _page_token(stocked)
    form = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie}
    assert stocked.request("POST", "/inventory", b"name=intruder", form).status == 403
    assert stocked.request("POST", "/inventory", f"name=intruder&csrf={'A' * 43}".encode(), form).status == 403
    assert stocked.request("POST", "/inventory/clear", b"", form).status == 403
    cross_site = {"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}
    assert_api_error(stocked.request("POST", "/api/inventory", b'{"name": "intruder"}', cross_site), 403)
    assert_api_error(stocked.request("DELETE", "/api/inventory", None, {"Sec-Fetch-Site": "cross-site"}), 403)
    stocked.unchanged()
    # With the token the same form works (the check is not just refusing everything).
    ok = stocked.request("POST", "/inventory", f"name=butter&csrf={token}".encode(), form)
    assert ok.status == 303


def test_a_foreign_host_name_is_refused_on_loopback(stocked):
    reply = stocked.request("GET", "/api/inventory", headers={"Host": "evil.example"})
    assert_api_error(reply, 421)
    reply = stocked.request("GET", "/api/inventory", headers={"Host": f"localhost:{stocked.port}"})
    assert reply.status == 200


def test_too_little_food_for_the_offline_chef_is_a_client_error(server):
    """"Not enough to cook with" is about what the person has, not a server fault: it
    should be a 4xx like the empty kitchen (409 or 422), not a 500 logged as a failure;
    the page that asks for ideas likewise."""
    assert server.api("POST", "/api/inventory", {"name": "eggs"}).status == 201
    reply = server.api("POST", "/api/ideas", {"engine": "offline"})
    assert reply.json()["error"]["title"] == "Not enough to cook with"
    assert reply.status in (409, 422), reply
    assert_api_error(reply, reply.status)
    cookie, token = _page_token(server)
    page = server.request("POST", "/ideas", f"csrf={token}&engine=offline".encode(),
                          {"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie})
    assert page.status in (409, 422) and "Not enough to cook with" in page.text, page
    assert "request failed" not in server.log()
