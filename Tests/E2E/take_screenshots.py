"""Screenshots of the main screens at phone and desktop width, for the README.

Run by scripts/screenshots (which builds the binary and sets up the venv): starts
`lunchbox serve` on a temp database, fills it through the API with a realistic household
(no key, so the offline chef makes the ideas), and saves docs/screenshots/NAME-phone.png
and NAME-desktop.png. Prints any page that is wider than the screen.
"""
import argparse
import datetime
import pathlib
import sys
import tempfile

from playwright.sync_api import sync_playwright

from lbserver import ROOT, LunchBox
from probe import CHROMIUM, LAYOUT_PROBE
from seed import seed_household
from steps import ask_for_ideas

SIZES = {
    "phone": dict(viewport={"width": 375, "height": 812}, device_scale_factor=1, is_mobile=True, has_touch=True),
    "desktop": dict(viewport={"width": 1280, "height": 900}, device_scale_factor=1),
}


def screens(made):
    week = made["week"]
    return [
        ("welcome", "/welcome"),
        ("kitchen", "/inventory"),
        ("ideas", "/ideas"),
        ("idea-detail", f"/ideas/{made['ideas']['ideas'][0]['id']}"),
        ("favorites", "/favorites"),
        ("settings", "/settings"),
        ("preferences", "/preferences"),
        ("household", "/household"),
        ("scan", "/scan"),
        ("meals", "/meals"),
        ("week-plan", f"/plan?week={week}"),
        ("week-planned", f"/plan?week={made['planned_week']}&autoplan={made['auto_plan']}"),
        ("shopping-list", f"/plan/shopping-list?week={week}"),
    ]


# The kitchen, an idea and the week in each language besides English (issue 41), as a phone
# shows them on opening: NAME-phone-LANG.png.
LANGUAGES = ["de", "fr", "es", "sv"]
LANGUAGE_SCREENS = ["kitchen", "idea-detail", "week-plan"]


def language_screenshots(browser, server, made, out, problems):
    written = []
    for language in LANGUAGES:
        context = browser.new_context(color_scheme="light", reduced_motion="reduce", locale=language, **SIZES["phone"])
        page = context.new_page()
        page.expose_binding("__lbLayout", lambda source, data: None)
        page.add_init_script(LAYOUT_PROBE)
        # Play news shows once, on the first page opened (and is still English: it is kept
        # as text when earned); the welcome page takes it, as in the English set.
        page.goto(server.page("/welcome"))
        for name, path in screens(made):
            if name not in LANGUAGE_SCREENS:
                continue
            page.goto(server.page(path))
            page.wait_for_load_state("networkidle")
            page.evaluate("document.fonts.ready")
            report = page.evaluate("window.__lbMeasure()")
            if report["scrollWidth"] > 375 or report["clipped"]:
                problems.append(f"{language} {path}: scrollWidth {report['scrollWidth']}, cut off: {report['clipped']}")
            target = out / f"{name}-phone-{language}.png"
            page.screenshot(path=str(target))
            written.append(target)
        context.close()
    return written


def german_idea_screenshot(browser, server, out):
    """The idea screen in German shows an idea the offline chef wrote in German: asked from
    the kitchen page of a German browser (last, as it makes a new recent batch)."""
    context = browser.new_context(color_scheme="light", reduced_motion="reduce", locale="de", **SIZES["phone"])
    page = context.new_page()
    page.expose_binding("__lbLayout", lambda source, data: None)
    page.add_init_script(LAYOUT_PROBE)
    page.goto(server.page("/inventory"))
    ask_for_ideas(page)
    idea = page.locator("#idea-cards .idea-card").first.get_attribute("href")
    # The badge the asking earned shows once, on the next page: the welcome page takes it.
    page.goto(server.page("/welcome"))
    page.goto(server.page(idea))
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready")
    target = out / "idea-detail-phone-de.png"
    page.screenshot(path=str(target))
    context.close()
    return [target]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", default=str(ROOT / "docs/screenshots"))
    parser.add_argument("--languages-only", action="store_true", help="only the other languages' phone screenshots")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    problems = []
    written = []
    with tempfile.TemporaryDirectory(prefix="lunchbox-screenshots-") as work:
        server = LunchBox(pathlib.Path(work) / "server", binary=args.binary)
        try:
            made = seed_household(server, favorites=4)
            # A diet chosen, so the preferences screen shows a ticked box.
            server.api("PUT", "/api/preferences", {"vegetarian": False, "vegan": False, "glutenFree": False, "dairyFree": False, "nutFree": True})
            # Next week filled by "Plan my week", with its Swap buttons.
            next_week = (datetime.date.fromisoformat(made["week"]) + datetime.timedelta(days=7)).isoformat()
            made["planned_week"] = next_week
            made["auto_plan"] = server.api("POST", "/api/plan/auto", {"week": next_week}).json()["id"]
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"], headless=True)
                written += language_screenshots(browser, server, made, out, problems)
                for size, options in ([] if args.languages_only else SIZES.items()):
                    context = browser.new_context(color_scheme="light", reduced_motion="reduce", **options)
                    page = context.new_page()
                    page.expose_binding("__lbLayout", lambda source, data: None)
                    page.add_init_script(LAYOUT_PROBE)
                    for name, path in screens(made):
                        page.goto(server.page(path))
                        page.wait_for_load_state("networkidle")
                        page.evaluate("document.fonts.ready")
                        report = page.evaluate("window.__lbMeasure()")
                        width = options["viewport"]["width"]
                        if report["scrollWidth"] > width or report["clipped"]:
                            problems.append(f"{size} {path}: scrollWidth {report['scrollWidth']}, cut off: {report['clipped']}")
                        target = out / f"{name}-{size}.png"
                        # The whole page in one picture, with the phone's fixed tab bar at
                        # the bottom where it belongs (a full-page capture would leave it
                        # floating mid-page): the window is made as tall as the page.
                        height = max(options["viewport"]["height"], page.evaluate("document.documentElement.scrollHeight"))
                        page.set_viewport_size({"width": width, "height": height})
                        page.wait_for_timeout(100)
                        page.screenshot(path=str(target))
                        page.set_viewport_size(options["viewport"])
                        written.append(target)
                    context.close()
                written += german_idea_screenshot(browser, server, out)
                browser.close()
        finally:
            server.stop()

    for target in written:
        print(f"  {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    print(f"{len(written)} screenshots in {out}")
    if problems:
        print("Wider than the screen:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
