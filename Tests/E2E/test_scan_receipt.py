"""A till receipt in the browser: a photo of a printed receipt, read by the real text
reader scripts/setup builds, fills the list to confirm; a name given to words LunchBox
did not know is learnt; the ticked lines reach the kitchen in one go."""
import io

from PIL import Image, ImageDraw, ImageFont
from playwright.sync_api import expect

from steps import visit

LINES = [
    "      CORNER SHOP LTD",
    "SEMI SKMD MILK 2L        1.45",
    "BANANAS LOOSE            0.80",
    "CHDR MATURE 400G         2.50",
    "ZQX WIDGET               1.99",
    "CARRIER BAG              0.10",
    "TOTAL                    6.84",
    "VISA DEBIT               6.84",
]


def receipt_jpeg():
    """The receipt printed in a till's monospaced font on white, slightly turned."""
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 30)
    image = Image.new("RGB", (720, 80 + 46 * len(LINES)), "white")
    draw = ImageDraw.Draw(image)
    for row, line in enumerate(LINES):
        draw.text((40, 40 + 46 * row), line, fill="black", font=font)
    image = image.rotate(2, expand=True, fillcolor="white")
    out = io.BytesIO()
    image.save(out, "JPEG", quality=90)
    return out.getvalue()


def test_a_receipt_photo_fills_the_list_and_then_the_kitchen(page, server, tmp_path):
    visit(page, server, "/scan")
    page.locator("#receipt-photo").set_input_files(files=[{"name": "receipt.jpg", "mimeType": "image/jpeg", "buffer": receipt_jpeg()}])
    with page.expect_navigation():
        page.get_by_role("button", name="Read receipt").click()
    expect(page.locator(".banner[role=status]")).to_contain_text("3 foods, 1 to name")
    names = page.locator("#receipt-lines input[name=name]")
    assert names.evaluate_all("inputs => inputs.map(i => i.value)")[:3] == ["milk", "banana", "cheddar"]
    unknown = page.locator("#receipt-lines li").nth(3)
    expect(unknown.locator("input[type=checkbox]")).not_to_be_checked()
    unknown.locator("input[name=name]").fill("hummus")
    unknown.locator("input[type=checkbox]").check()
    page.screenshot(path=str(tmp_path / "receipt-list.png"), full_page=True)
    with page.expect_navigation():
        page.get_by_role("button", name="Add ticked to the kitchen").click()
    expect(page.locator(".flash.success")).to_contain_text("Added 4 from the receipt")
    items = sorted(item["name"] for item in server.api("GET", "/api/inventory").json()["items"])
    assert items == ["banana", "cheddar", "hummus", "milk"]

    # The next receipt from the shop knows the words it was taught.
    reply = server.request("POST", "/api/scan/receipt", *_multipart(receipt_jpeg()))
    assert reply.status == 200, reply
    taught = [item for item in reply.json()["items"] if item["name"] == "hummus"]
    assert taught and taught[0]["naming"] == "learnt"


def _multipart(photo, boundary="receiptE2E"):
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"r.jpg\"\r\n"
            "Content-Type: image/jpeg\r\n\r\n").encode() + photo + f"\r\n--{boundary}--\r\n".encode()
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}
