"""Share cards in the browser: pick a style, download the PNG and the SVG, and share
(which falls back to a download where the browser cannot share files)."""
import struct
import xml.etree.ElementTree as ElementTree

from playwright.sync_api import expect

from seed import seed_household
from steps import visit

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data):
    """(width, height) from a PNG's IHDR chunk, after checking the signature."""
    assert data[:8] == PNG_SIGNATURE, data[:16]
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def _download(page, locator, tmp_path):
    with page.expect_download() as info:
        locator.click()
    download = info.value
    target = tmp_path / download.suggested_filename
    download.save_as(target)
    return download.suggested_filename, target.read_bytes()


def test_a_favorite_downloads_as_a_png_card_of_the_expected_size(page, server, tmp_path):
    favorite = seed_household(server, favorites=1, plan=False)["favorites"][0]
    visit(page, server, f"/favorites/{favorite['id']}")

    block = page.locator("#share-card")
    expect(block.get_by_role("heading", name="Share card")).to_be_visible()
    expect(block.get_by_role("radio")).to_have_count(4)
    # Previews are the SVG route drawn by the browser itself.
    expect(block.locator("img")).to_have_count(4)
    # They load lazily: once in view, the first has drawn.
    block.locator("img").first.scroll_into_view_if_needed()
    page.wait_for_function("() => { const img = document.querySelector('#share-card img'); return img.complete && img.naturalWidth > 0; }")

    block.get_by_role("radio", name="Rustic").check()
    name, data = _download(page, block.get_by_role("link", name="Download PNG"), tmp_path)
    assert name.startswith("lunchbox-") and name.endswith("-rustic.png"), name
    assert png_size(data) == (1080, 1350)
    # A downloaded card counts as a share for play.
    def first_share():
        badges = server.api("GET", "/api/play").json()["badges"]
        return next(b for b in badges if b["id"] == "firstShare").get("unlockedOn")
    for _ in range(50):
        if first_share():
            break
        page.wait_for_timeout(100)
    assert first_share(), "the First share badge"

    name, data = _download(page, block.get_by_role("link", name="Download SVG"), tmp_path)
    assert name.endswith("-rustic.svg"), name
    root = ElementTree.fromstring(data)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert favorite["name"] in "".join(root.itertext())


def test_share_falls_back_to_a_download_without_file_sharing(page, server, tmp_path):
    favorite = seed_household(server, favorites=1, plan=False)["favorites"][0]
    visit(page, server, f"/favorites/{favorite['id']}")
    block = page.locator("#share-card")
    block.get_by_role("radio", name="Chef mode").check()
    # Headless Chromium on Linux cannot share files: the card is downloaded instead.
    page.evaluate("() => { navigator.canShare = () => false; }")
    name, data = _download(page, block.get_by_role("button", name="Share card"), tmp_path)
    assert name.endswith("-chef-mode.png"), name
    assert png_size(data) == (1080, 1350)
    expect(block.locator("#card-share-status")).to_contain_text("downloaded instead")


def test_share_hands_the_png_file_to_the_web_share_api(page, server):
    favorite = seed_household(server, favorites=1, plan=False)["favorites"][0]
    visit(page, server, f"/favorites/{favorite['id']}")
    page.evaluate("""() => {
        window.__shared = null;
        navigator.canShare = (data) => Boolean(data && data.files && data.files.length);
        navigator.share = async (data) => {
            const file = data.files[0];
            const bytes = new Uint8Array(await file.arrayBuffer());
            window.__shared = { name: file.name, type: file.type, size: bytes.length, head: Array.from(bytes.slice(0, 24)) };
        };
    }""")
    page.locator("#share-card").get_by_role("radio", name="Foodie fun").check()
    page.locator("#card-share").click()
    page.wait_for_function("() => window.__shared !== null")
    shared = page.evaluate("() => window.__shared")
    assert shared["type"] == "image/png"
    assert shared["name"].endswith("-foodie-fun.png")
    assert png_size(bytes(shared["head"])) == (1080, 1350)


def test_without_javascript_the_style_form_and_links_still_work(no_script_page, server):
    page = no_script_page
    idea = seed_household(server, favorites=0, plan=False)["ideas"]["ideas"][0]
    visit(page, server, f"/ideas/{idea['id']}")
    block = page.locator("#share-card")
    expect(block.get_by_role("button", name="Share card")).to_be_hidden()
    block.get_by_role("radio", name="Chef mode").check()
    block.get_by_role("button", name="Use this style").click()
    expect(page).to_have_url(f"{server.url}/ideas/{idea['id']}?card-style=chef-mode#share-card")
    href = block.get_by_role("link", name="Download PNG").get_attribute("href")
    assert href == f"/ideas/{idea['id']}/card.png?style=chef-mode&download=1"
    reply = server.api("GET", href)
    assert reply.status == 200
    assert png_size(reply.body) == (1080, 1350)
    assert "attachment" in reply.headers.get("content-disposition", "")
