"""Household members in the browser (issue 28): add a family of three with their own
diets and allergies on the household page, pack ideas for two of them, and see on each
idea card who it suits, with the reason for the one it does not."""
from playwright.sync_api import expect

from steps import add_items, visit


def _add_member(page, server, name, diets=(), avoids=()):
    visit(page, server, "/household")
    form = page.locator("#add-member")
    form.get_by_label("Name").fill(name)
    for diet in diets:
        form.locator(f"#diet-new-{diet}").check()
    for avoid in avoids:
        form.locator(f"#avoid-new-{avoid}").check()
    with page.expect_navigation():
        form.get_by_role("button", name="Add member").click()
    expect(page.locator(".flash.success")).to_contain_text(f"Added {name}")


def test_a_family_of_three_sees_who_each_idea_suits(page, server):
    _add_member(page, server, "Sam")
    _add_member(page, server, "Mia", diets=["vegetarian"])
    _add_member(page, server, "Leo", avoids=["peanuts"])
    # The first page view made the first player, "Me": a member with no diets.
    members = page.locator("#members .member")
    expect(members).to_have_count(4)
    expect(page.locator('.member[data-member="Mia"]')).to_contain_text("vegetarian")
    expect(page.locator('.member[data-member="Leo"]')).to_contain_text("no peanuts")

    # Change Leo in place: sesame too.
    leo = page.locator('.member[data-member="Leo"]')
    leo.locator("summary").click()
    leo.get_by_label("sesame").check()
    with page.expect_navigation():
        leo.get_by_role("button", name="Save Leo").click()
    expect(page.locator('.member[data-member="Leo"]')).to_contain_text("no peanuts or sesame")

    # Pack for Sam and Mia only: peanut butter may be used, and Leo is told it is not for him.
    add_items(page, server, "peanut butter", "bread", "eggs", "cucumber", "apple", "rice")
    visit(page, server, "/ideas")
    pack = page.locator("#pack-for")
    pack.get_by_label("Leo").uncheck()
    with page.expect_navigation():
        pack.get_by_role("button", name="Pack for them").click()
    expect(page.locator(".flash.success")).to_contain_text("Sam and Mia")
    expect(page.locator("#active-diets")).to_contain_text("vegetarian")

    # The ideas stream in where scripts run; the finished batch carries the verdicts.
    page.get_by_role("button", name="Get lunch box ideas").click()
    expect(page.locator("#idea-cards .idea-card .verdicts").first).to_be_visible()
    cards = page.locator("#idea-cards .idea-card")
    expect(cards.first).to_be_visible()
    for index in range(cards.count()):
        card = cards.nth(index)
        expect(card.locator('[data-verdict="suits"]', has_text="suits Sam")).to_have_count(1)
        expect(card.locator('[data-verdict="suits"]', has_text="suits Mia")).to_have_count(1)
        expect(card.locator(".verdicts")).to_contain_text("Leo")
    peanut = cards.filter(has_text="peanut butter")
    if peanut.count():
        expect(peanut.first.locator('[data-verdict="breaks"]')).to_contain_text("not Leo: contains peanuts")
    page.layout.check(page)
