"""Fixtures for the browser tests: the fake AI, `lunchbox serve`, and Debian's Chromium
driven by Playwright at phone size. Both processes are ended when a test ends, passed or
not; a failing test leaves a screenshot and the page's HTML in Tests/E2E/artifacts/."""
import pathlib
import re

import pytest
from playwright.sync_api import expect

from lbserver import FakeAI, LunchBox
from probe import CHROMIUM, LAYOUT_PROBE, PHONE

ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"
# A 2-core machine running the server, the stub and Chromium together (and, on CI, other
# work) can be slow: these are waits for a state, not speed targets, so they are long.
expect.set_options(timeout=30_000)


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)


@pytest.fixture()
def fake_ai(tmp_path):
    stub = FakeAI(tmp_path / "fake-ai")
    yield stub
    stub.stop()


@pytest.fixture()
def start_server(lunchbox_bin, tmp_path):
    """Starts `lunchbox serve --port 0` (more arguments and environment allowed); every
    server started is stopped at the end of the test."""
    started = []

    def start(*args, env=None, name=None):
        server = LunchBox(tmp_path / (name or f"server{len(started)}"), binary=lunchbox_bin, args=args, env=env)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.fixture()
def server(start_server):
    return start_server()


@pytest.fixture(scope="session")
def playwright():
    from playwright.sync_api import sync_playwright

    if not pathlib.Path(CHROMIUM).exists():
        pytest.fail(f"Chromium is missing at {CHROMIUM}; scripts/setup installs it")
    with sync_playwright() as instance:
        yield instance


@pytest.fixture(scope="session")
def browser(playwright):
    chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"], headless=True)
    yield chromium
    chromium.close()


class Layout:
    """Every page load's width, as the probe reported it."""

    def __init__(self, viewport_width):
        self.viewport_width = viewport_width
        self.visits = []

    def record(self, source, data):
        self.visits.append(data)

    def measure(self, page):
        """Measures the page now; `check` or the end of the test judges it."""
        self.visits.append(page.evaluate("window.__lbMeasure()"))

    def check(self, page):
        """Measures the page now (the load report may still be on its way) and fails on
        horizontal overflow anywhere visited so far."""
        self.visits.append(page.evaluate("window.__lbMeasure()"))
        problems = self.problems()
        assert not problems, "wider than the screen:\n" + "\n".join(problems)

    def problems(self):
        found = []  # a page measured twice (on load and on request) is listed once
        for visit in self.visits:
            if visit["scrollWidth"] > self.viewport_width:
                found.append(f"{visit['path']}: scrollWidth {visit['scrollWidth']} > {self.viewport_width}")
            if visit["clipped"]:
                found.append(f"{visit['path']}: cut off at the right edge: {', '.join(visit['clipped'])}")
        return list(dict.fromkeys(found))

    def paths(self):
        return [re.sub(r"\?.*", "", visit["path"]) for visit in self.visits]


def _open_page(browser, request, viewport, **context_options):
    context = browser.new_context(viewport=viewport, **context_options)
    context.set_default_timeout(60_000)
    page = context.new_page()
    layout = Layout(viewport["width"])
    page.expose_binding("__lbLayout", layout.record)
    page.add_init_script(LAYOUT_PROBE)
    dialogs = []

    def on_dialog(dialog):
        dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    page.on("dialog", on_dialog)
    console_errors = []
    page.on("console", lambda message: console_errors.append(message.text) if message.type == "error" else None)
    page.layout = layout
    page.dialogs = dialogs
    page.console_errors = console_errors
    return context, page


def _finish_page(context, page, request):
    failed = getattr(request.node, "rep_call", None) is not None and request.node.rep_call.failed
    if not failed:
        try:
            page.layout.visits.append(page.evaluate("window.__lbMeasure()"))
        except Exception:
            pass  # a download or a closed page has nothing to measure
    try:
        if failed:
            ARTIFACTS.mkdir(exist_ok=True)
            name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid.split("::")[-1])
            try:
                page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
                (ARTIFACTS / f"{name}.html").write_text(page.content())
            except Exception as error:  # the page may be gone; the report still matters
                print(f"could not save a screenshot: {error}")
    finally:
        context.close()
    if not failed:
        assert not page.dialogs, f"a page opened a dialog (script ran from data?): {page.dialogs}"
        problems = page.layout.problems()
        assert not problems, "wider than the screen:\n" + "\n".join(problems)
        csp = [text for text in page.console_errors if "Content Security Policy" in text]
        assert not csp, f"the page broke its own Content-Security-Policy: {csp}"


@pytest.fixture()
def page(browser, request):
    """A phone-sized page (375 x 812, touch)."""
    context, page = _open_page(browser, request, PHONE, is_mobile=True, has_touch=True)
    yield page
    _finish_page(context, page, request)


@pytest.fixture()
def no_script_page(browser, request):
    """A phone-sized page with JavaScript turned off: the pages must work without it."""
    context, page = _open_page(browser, request, PHONE, is_mobile=True, has_touch=True, java_script_enabled=False)
    yield page
    _finish_page(context, page, request)


@pytest.fixture(params=["de-DE", "fr-FR", "es-ES", "sv-SE"])
def localized_page(browser, request):
    """A phone-sized page whose browser prefers another language (its Accept-Language)."""
    context, page = _open_page(browser, request, PHONE, is_mobile=True, has_touch=True, locale=request.param)
    page.language = request.param.split("-")[0]
    yield page
    _finish_page(context, page, request)


@pytest.fixture()
def desktop_page(browser, request):
    context, page = _open_page(browser, request, {"width": 1280, "height": 900})
    yield page
    _finish_page(context, page, request)
