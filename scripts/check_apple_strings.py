#!/usr/bin/env python3
"""Fails when the iPhone app says a word its languages do not have.

SwiftUI looks every string literal given to a view (Text("Kitchen"), Button("Save"),
.navigationTitle("Plan"), ...) up in the app's Localizable.strings for the system's
language. This check reads the views under Apps/iOS/LunchBox, finds those literals, and
fails on one missing from any language's table, on a table entry no view uses (a word
left behind), and on a table that is not a valid strings file. InfoPlist.strings must
word each usage description Info.plist declares. English is the literal itself.
Run by scripts/check-apple.
"""
import pathlib
import plistlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = ROOT / "Apps/iOS/LunchBox"
LANGUAGES = ["de", "fr", "es", "sv"]
# Calls whose first string literal is a LocalizedStringKey.
CALLS = (
    "Text|Button|Label|Section|navigationTitle|TextField|SecureField|Toggle|Picker|LabeledContent|Link|Menu|"
    "ProgressView|ContentUnavailableView|alert|confirmationDialog|Stepper|DatePicker|NavigationLink|accessibilityLabel"
)
LITERAL = re.compile(r'\b(?:' + CALLS + r')\(\s*"((?:[^"\\]|\\.)*)"')
ENTRY = re.compile(r'^"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)";\s*$')


def literals():
    found = {}
    for path in sorted(APP.rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        for match in LITERAL.finditer(text):
            word = match.group(1)
            if "\\(" in word:
                sys.exit(f"check-apple: {path.relative_to(ROOT)}: interpolated literal {word!r}: word it in the screen model")
            found.setdefault(word, path.relative_to(ROOT))
    return found


def table(path):
    """The entries of a strings file; exits on a line that is neither entry, comment nor blank."""
    entries = {}
    in_comment = False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if in_comment:
            in_comment = "*/" not in stripped
            continue
        if not stripped:
            continue
        if stripped.startswith("/*"):
            in_comment = "*/" not in stripped
            continue
        match = ENTRY.match(stripped)
        if not match:
            sys.exit(f"check-apple: {path.relative_to(ROOT)}:{number}: not a strings entry: {stripped}")
        key = match.group(1).encode().decode("unicode_escape").encode("latin-1").decode("utf-8")
        if key in entries:
            sys.exit(f"check-apple: {path.relative_to(ROOT)}:{number}: {key!r} twice")
        entries[key] = match.group(2)
    return entries


def main():
    words = literals()
    problems = []
    with open(APP / "Info.plist", "rb") as handle:
        info = plistlib.load(handle)
    usage = sorted(key for key in info if key.endswith("UsageDescription"))
    if not usage:
        usage = ["NSCameraUsageDescription", "NSPhotoLibraryUsageDescription"]
    for language in LANGUAGES:
        folder = APP / "Resources" / f"{language}.lproj"
        strings = table(folder / "Localizable.strings")
        for word, where in words.items():
            if word not in strings:
                problems.append(f"{language}: {word!r} ({where}) is not in Localizable.strings")
            elif not strings[word].strip():
                problems.append(f"{language}: {word!r} is empty")
        for word in strings:
            if word not in words:
                problems.append(f"{language}: {word!r} is in Localizable.strings but no view says it")
        plist = table(folder / "InfoPlist.strings")
        for key in usage:
            if key not in plist:
                problems.append(f"{language}: InfoPlist.strings has no {key}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(f"check-apple: {len(problems)} missing or stray iPhone words")
    print(f"   {len(words)} iPhone view words in {len(LANGUAGES) + 1} languages")


if __name__ == "__main__":
    main()
