"""Ideas arriving one by one on the ideas page (app.js reading POST /ideas/stream): each
card the moment the AI wrote it, Stop, the kitchen's button, errors while streaming,
and the same forms without JavaScript."""
import time

from playwright.sync_api import expect

from steps import KITCHEN, add_items, card_names, path_of, point_at, save_key, visit

# Records every card the moment it enters the grid, and whether the loading line was
# there then: polling from the test could miss a state that lasts half a second.
WATCH_CARDS = """() => {
  window.__cardsSeen = [];
  new MutationObserver(() => {
    const count = document.querySelectorAll("#idea-cards .idea-card").length;
    const seen = window.__cardsSeen;
    if (count && (!seen.length || seen[seen.length - 1].count !== count)) {
      seen.push({ count, loading: Boolean(document.getElementById("ideas-progress")), at: Date.now() });
    }
  }).observe(document.getElementById("main"), { childList: true, subtree: true });
}"""


def _ideas_page_with_ai(page, server, fake_ai):
    save_key(page, server)
    point_at(page, server, fake_ai.base_url)
    add_items(page, server, *KITCHEN)
    visit(page, server, "/ideas")


def _state(page):
    """What the ideas page shows, to compare with a reload."""
    cards = page.locator("#idea-cards .idea-card")
    return {
        "result": page.locator("#ideas-result").inner_text(),
        "links": [cards.nth(index).get_attribute("href") for index in range(cards.count())],
        "button": page.locator("#new-ideas").inner_text(),
    }


def test_cards_appear_one_by_one_and_the_page_ends_as_a_reload_shows_it(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    fake_ai.scenario("slow-stream")
    page.evaluate(WATCH_CARDS)
    page.locator("#new-ideas").click()

    progress = page.locator("#ideas-progress")
    expect(progress).to_contain_text("Asking fake-model at 127.0.0.1")
    expect(page.locator("#idea-cards .idea-card").first).to_be_visible()
    expect(page.locator("#engine-label")).to_contain_text("AI (fake-model)")
    expect(progress).to_have_count(0)

    seen = page.evaluate("window.__cardsSeen")
    assert [entry["count"] for entry in seen] == [1, 2, 3], seen
    # The last card and `done` come together, so only the ones before it must find it.
    assert all(entry["loading"] for entry in seen[:2]), f"the loading line was gone before the last card: {seen}"
    # The stub waits half a second after each idea: the first card was on the page before
    # the stub had written the last idea (both clocks are this machine's).
    last_written = fake_ai.requests()[-1]["sent"][-2] * 1000  # the last idea's end; then "]}"
    assert seen[0]["at"] < last_written, (seen, last_written)
    assert card_names(page) == ["Egg & Cress Sandwich", "Cheese & Tomato Wrap", "Rice Salad Box"]
    assert fake_ai.requests()[-1]["body"]["stream"] is True

    streamed = _state(page)
    assert streamed["button"].strip().endswith("New ideas")
    page.reload()
    assert _state(page) == streamed

    # A card opens its idea: the batch was kept.
    with page.expect_navigation():
        page.locator("#idea-cards .idea-card").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Egg & Cress Sandwich")


def test_stop_keeps_the_cards_shown_whole_and_openable_and_cancels_the_ai_request(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    fake_ai.scenario("stall-stream")
    page.locator("#new-ideas").click()
    cards = page.locator("#idea-cards .idea-card")
    expect(cards).to_have_count(1)
    page.locator("#stop-ideas").click()

    progress = page.locator("#ideas-progress")
    expect(progress).to_contain_text("Stopped after 1 idea. Open it, or ask again for new ideas.")
    expect(page.locator("#stop-ideas")).to_have_count(0)
    expect(page.locator(".spinner:visible")).to_have_count(0)
    expect(cards).to_have_count(1)
    assert card_names(page) == ["Egg & Cress Sandwich"]
    assert cards.first.get_attribute("href"), "a card shown before Stop opens its idea"
    expect(cards.first).to_have_css("opacity", "1")  # whole and readable, not greyed out
    expect(page.locator("#new-ideas")).to_be_enabled()

    # The server noticed the browser left, stopped the AI request and kept the idea. The
    # stub's reply stalls for 30 s: a request that went on after Stop would still be open.
    while not fake_ai.requests()[-1].get("cancelled"):
        assert fake_ai.requests()[-1].get("completed") is not True, "the AI request went on after Stop"
        time.sleep(0.2)
    page.reload()
    assert card_names(page) == ["Egg & Cress Sandwich"]
    with page.expect_navigation():
        cards.first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Egg & Cress Sandwich")


def test_new_ideas_keep_the_last_batch_on_screen_until_the_first_new_one_arrives(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    page.locator("#new-ideas").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)

    fake_ai.scenario("stall-stream")
    # Every number of cards on screen while asking, empty included.
    page.evaluate("""() => {
      window.__counts = [];
      new MutationObserver(() => {
        const count = document.querySelectorAll("#ideas-result .idea-card").length;
        if (window.__counts[window.__counts.length - 1] !== count) window.__counts.push(count);
      }).observe(document.getElementById("main"), { childList: true, subtree: true });
    }""")
    page.locator("#new-ideas").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(1)
    assert card_names(page) == ["Egg & Cress Sandwich"]
    # The last batch stayed whole while the model thought, then gave way to the first new idea.
    assert page.evaluate("window.__counts") == [3, 1]
    page.locator("#stop-ideas").click()


def test_the_kitchens_button_streams_on_the_ideas_page_with_stop(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    fake_ai.scenario("slow-stream")
    visit(page, server, "/inventory")
    with page.expect_navigation():
        page.locator("#get-ideas").click()
    expect(page.locator("#stop-ideas")).to_be_visible()
    expect(page.locator("#ideas-progress")).to_contain_text("Asking fake-model at 127.0.0.1")
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    expect(page.locator("#ideas-progress")).to_have_count(0)
    assert path_of(page) == "/ideas", "a reload shows the batch, without asking again"
    requests = len(fake_ai.requests())
    page.reload()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    assert len(fake_ai.requests()) == requests


def test_an_error_while_streaming_offers_retry_which_streams_again(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    page.locator("#new-ideas").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)

    fake_ai.scenario("401")
    page.locator("#new-ideas").click()
    error = page.locator("#ideas-error")
    expect(error).to_contain_text("Invalid API key")
    # The ideas already shown stay under the error (issue 38, item 7).
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    expect(page.get_by_role("link", name="Open settings")).to_be_visible()

    fake_ai.scenario("ideas")
    page.locator("#retry").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    expect(error).to_have_count(0)
    expect(page.locator("#engine-label")).to_contain_text("AI (fake-model)")


def test_offline_the_page_says_so_and_keeps_the_last_batch(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    page.locator("#new-ideas").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    page.context.set_offline(True)
    try:
        page.locator("#new-ideas").click()
        expect(page.locator("#ideas-progress")).to_contain_text("You're offline")
        expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    finally:
        page.context.set_offline(False)


def test_streamed_markup_is_shown_as_text(page, server, fake_ai):
    _ideas_page_with_ai(page, server, fake_ai)
    fake_ai.scenario("markup-ideas")
    page.locator("#new-ideas").click()
    expect(page.locator("#idea-cards .idea-card")).to_have_count(3)
    assert card_names(page)[0].startswith('<img src=x onerror="alert(1)">')
    expect(page.locator("img[src=x]")).to_have_count(0)
    expect(page.locator("#idea-cards script")).to_have_count(0)


def test_without_javascript_the_form_still_gives_ideas(no_script_page, server):
    page = no_script_page
    add_items(page, server, *KITCHEN)
    visit(page, server, "/ideas")
    with page.expect_navigation():
        page.locator("#new-ideas").click()
    expect(page.locator("#engine-label")).to_contain_text("Built-in offline chef")
    assert len(card_names(page)) >= 3
    expect(page.locator("#ideas-progress")).to_have_count(0)
