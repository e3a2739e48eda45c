"""Fails when a SwiftUI view under Apps/iOS/LunchBox/Views holds logic beyond layout,
or when any Apple-only file binds to a constant or uses an API deprecated for our targets.

Views lay out and bind; every label, enabled state, formatted text and error message
comes from a screen model in LunchBoxPresentation, where it is tested on Linux. So a
view may read a model's Bool in `if`, bind an optional with `if let`, loop with
ForEach and call actions, but not decide on domain values itself. Comments and string
literals are ignored, except that building text by interpolation is flagged.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "Apps" / "iOS"
VIEWS = APP / "LunchBox" / "Views"

RULES = [
    (r"\bswitch\b", "a switch decides between cases: let a screen model decide"),
    (r"\s\?\s.*\s:\s", "a ternary chooses a value: let a screen model choose"),
    (r"==|!=|<=|>=|\s<\s|\s>\s", "a comparison is a decision: move it into a screen model"),
    (r"&&|\|\|", "combined conditions are a decision: move them into a screen model"),
    (r"\?\?", "a fallback value is a decision: let the screen model give the value"),
    (r"\.(filter|sorted|sort|reduce|count|isEmpty|first|last|contains|min|max|joined)\b", "querying or joining a collection belongs in a screen model"),
    (r"DateFormatter|NumberFormatter|\.formatted\(|String\(format:|\bDate\(\)", "formatting belongs in a screen model (or the core)"),
]
INTERPOLATION = re.compile(r'"[^"]*\\\(')

# For every Swift file under Apps/iOS, views or not. A constant binding cannot be
# written back: SwiftUI closes the alert, the model never hears of it, and the alert's
# state and the model's drift apart. The deprecated APIs have replacements on our
# targets (iOS 16 and later; iOS 17 where `#available` guards it).
APP_RULES = [
    (r"\.constant\(", "a constant binding: bind to a screen model property that closing can write (see ScreenModel+Bindings.swift)"),
    (r"\bvideoOrientation\b", "videoOrientation is deprecated since iOS 17: set videoRotationAngle (or turn the frame) instead"),
    (r"\.navigationBar(Leading|Trailing)\b", "navigationBarLeading/Trailing are deprecated: use .topBarLeading/.topBarTrailing (iOS 17), or .navigation/.primaryAction on iOS 16"),
    (r"\bNavigationView\b", "NavigationView is deprecated: use NavigationStack"),
    (r"\.navigationBarTitle\(", "navigationBarTitle is deprecated: use .navigationTitle"),
    (r"\.foregroundColor\(", "foregroundColor is deprecated: use .foregroundStyle"),
    (r"\.perform\(\[", "Vision's perform blocks its thread: call it through VisionRequests.perform, which runs it on its own queue"),
]
# A rule an adapter may break, and why: (file under Apps/iOS, pattern, why).
APP_ALLOWED = [
    ("LunchBox/Adapters/VisionRequests.swift", r"\.perform\(\[", "the one place Vision runs, on its own dispatch queue"),
]

# Short and commented: each entry is (file under Views/, the exact text allowed, why).
ALLOWED = [
    ("Shared/ErrorAlert.swift", "message.wrappedValue != nil", "an optional message presents the alert; no domain value involved"),
]


def strip(line: str) -> str:
    """The line without its comment and with string literals emptied."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def allowed(relative: str, line: str) -> bool:
    return any(relative == path and text in line for path, text, _ in ALLOWED)


def problems_in(relative: str, text: str) -> list[str]:
    """Each line of a view file (`relative` to Views/) that holds logic, with why."""
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.strip().startswith("//") or allowed(relative, raw):
            continue
        code = strip(raw)
        found = [reason for pattern, reason in RULES if re.search(pattern, code)]
        if INTERPOLATION.search(raw.split("//", 1)[0]):
            found.append("text built by interpolation: let a screen model word it")
        problems += [f"{relative}:{number}: {reason}\n    {raw.strip()}" for reason in found]
    return problems


def app_problems_in(relative: str, text: str) -> list[str]:
    """Each line of an Apple-only file (`relative` to Apps/iOS) that binds to a constant
    or uses a deprecated API, with why."""
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if raw.strip().startswith("//"):
            continue
        code = strip(raw)
        for pattern, reason in APP_RULES:
            if re.search(pattern, code) and not any(relative == path and pattern == rule for path, rule, _ in APP_ALLOWED):
                problems.append(f"{relative}:{number}: {reason}\n    {raw.strip()}")
    return problems


def main() -> None:
    files = sorted(VIEWS.rglob("*.swift"))
    problems = [p for path in files for p in problems_in(path.relative_to(VIEWS).as_posix(), path.read_text())]
    if problems:
        print("\n".join(problems))
        sys.exit(f"check-apple: {len(problems)} view lines hold logic; see above")
    print(f"   {len(files)} view files only lay out and bind")
    app_files = sorted(APP.rglob("*.swift"))
    problems = [p for path in app_files for p in app_problems_in(path.relative_to(APP).as_posix(), path.read_text())]
    if problems:
        print("\n".join(problems))
        sys.exit(f"check-apple: {len(problems)} lines bind to a constant or use a deprecated API; see above")
    print(f"   {len(app_files)} Apple-only files: no constant bindings, no deprecated APIs")


if __name__ == "__main__":
    main()
