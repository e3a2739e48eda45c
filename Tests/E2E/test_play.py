"""Play in the browser: getting ideas earns points and the "First idea" badge, a toast
says so once, and the play page shows it unlocked after a reload."""
from playwright.sync_api import expect

from steps import KITCHEN, add_items, ask_for_ideas, card_names, visit


def test_ideas_earn_a_badge_that_a_reload_keeps(page, server):
    visit(page, server, "/play")
    expect(page.locator("#play-points")).to_have_text("50")
    first_idea = page.locator('.badge[data-badge="First idea"]')
    expect(first_idea).to_have_class("badge common locked")
    expect(first_idea).to_contain_text("Locked")

    add_items(page, server, *KITCHEN)
    ask_for_ideas(page)
    expect(page.locator("#idea-cards .idea-card").first).to_be_visible()
    assert card_names(page)

    # The toast shows on the next page that renders (this one when the ideas were ready
    # before it, else the next), and only once.
    toast = page.locator(".play-toast", has_text="Badge unlocked: 💡 First idea (common)")
    if toast.count() == 0:
        visit(page, server, "/inventory")
    expect(toast).to_be_visible()
    visit(page, server, "/inventory")
    expect(page.locator(".play-toast")).to_have_count(0)

    visit(page, server, "/play")
    expect(first_idea).to_have_class("badge common unlocked")
    expect(first_idea).to_contain_text("Unlocked")
    points = int(page.locator("#play-points").inner_text())
    assert points > 50

    page.reload()
    expect(page.locator('.badge[data-badge="First idea"]')).to_have_class("badge common unlocked")
    assert int(page.locator("#play-points").inner_text()) == points
    expect(page.locator("#play-level")).to_have_text("1")


def test_a_second_player_starts_from_zero_and_the_board_ranks_both(page, server):
    visit(page, server, "/play")
    # People are added in one place, the household page; Play links there.
    with page.expect_navigation():
        page.get_by_role("link", name="Household", exact=True).last.click()
    page.locator("#member-name").fill("Sam")
    with page.expect_navigation():
        page.get_by_role("button", name="Add member").click()
    expect(page.locator(".flash.success")).to_contain_text("Added Sam")
    visit(page, server, "/play")
    page.get_by_label("Who is playing").select_option(label="Sam")
    with page.expect_navigation():
        page.get_by_role("button", name="Switch").click()
    expect(page.locator("#play-title")).to_contain_text("Sam")
    rows = page.locator(".play-board tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("Me")
    expect(page.locator(".play-board tr.current")).to_contain_text("Sam")
