"""Checks Apps/iOS/project.yml (XcodeGen) against the tree: valid YAML, the three
targets, source and Info.plist paths that exist, the root package by path, and
products the root Package.swift really declares. Also the camera text and app icon."""

import json
import plistlib
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "Apps" / "iOS"
errors: list[str] = []


def check(condition: bool, message: str) -> None:
    if not condition:
        errors.append(message)


try:
    project = yaml.safe_load((APP / "project.yml").read_text())
except (OSError, yaml.YAMLError) as error:
    sys.exit(f"check-apple: project.yml is not valid YAML: {error}")

check(isinstance(project, dict), "project.yml: the top level must be a mapping")
targets = project.get("targets", {}) if isinstance(project, dict) else {}
for name in ("LunchBox", "LunchBoxTests", "LunchBoxUITests"):
    check(name in targets, f"project.yml: target {name} is missing")

deployment = str(project.get("options", {}).get("deploymentTarget", {}).get("iOS", "0"))
check(float(deployment) >= 16.0, f"project.yml: iOS deployment target {deployment} is below 16.0")

packages = project.get("packages", {})
products = set(re.findall(r'\.library\(name: "(\w+)"', (ROOT / "Package.swift").read_text()))
for name, package in packages.items():
    path = (APP / package.get("path", "")).resolve()
    check((path / "Package.swift").is_file(), f"project.yml: package {name} path {package.get('path')} has no Package.swift")

for name, target in targets.items():
    check(target.get("platform") == "iOS", f"project.yml: target {name} is not an iOS target")
    for source in target.get("sources", []):
        path = source["path"] if isinstance(source, dict) else source
        check((APP / path).is_dir(), f"project.yml: {name} sources {path} does not exist")
    info = target.get("info", {}).get("path")
    if info:
        check((APP / info).is_file(), f"project.yml: {name} Info.plist {info} does not exist")
    for dependency in target.get("dependencies", []):
        if "package" in dependency:
            check(dependency["package"] in packages, f"project.yml: {name} depends on unknown package {dependency['package']}")
            check(dependency.get("product") in products, f"project.yml: {name} wants product {dependency.get('product')}, not in Package.swift")
        if "target" in dependency:
            check(dependency["target"] in targets, f"project.yml: {name} depends on unknown target {dependency['target']}")

wanted = {"LunchBoxCore", "LunchBoxStorage", "LunchBoxUseCases", "LunchBoxPresentation", "LunchBoxURLSession"}
app_products = {d.get("product") for d in targets.get("LunchBox", {}).get("dependencies", [])}
check(wanted <= app_products, f"project.yml: the app must link {sorted(wanted - app_products)}")

plist = plistlib.loads((APP / "LunchBox" / "Info.plist").read_bytes())
check(bool(plist.get("NSCameraUsageDescription")), "Info.plist: NSCameraUsageDescription is missing")
declared = targets.get("LunchBox", {}).get("info", {}).get("properties", {})
for key, value in declared.items():
    check(plist.get(key) == value, f"Info.plist: {key} differs from project.yml (xcodegen would rewrite it)")

icon = APP / "LunchBox" / "Assets.xcassets" / "AppIcon.appiconset"
for image in json.loads((icon / "Contents.json").read_text())["images"]:
    png = icon / image.get("filename", "")
    check(png.is_file(), f"AppIcon: {png.name} is missing")
    if png.is_file():
        header = png.read_bytes()[:32]
        check(header[:8] == b"\x89PNG\r\n\x1a\n", f"AppIcon: {png.name} is not a PNG")
        width, height = int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")
        check((width, height) == (1024, 1024), f"AppIcon: {png.name} is {width}x{height}, not 1024x1024")
        check(header[25] in (2, 3), f"AppIcon: {png.name} has an alpha channel (the App Store refuses it)")

if errors:
    print("\n".join(errors))
    sys.exit("check-apple: project.yml or its files are wrong")
print(f"   project.yml names {len(targets)} targets, paths and products that exist")
