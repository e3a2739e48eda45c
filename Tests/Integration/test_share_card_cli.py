"""`lunchbox favorites card`: the built binary writes a real PNG (drawn by rsvg-convert)
or SVG card, names it when no file is given, and says clearly what went wrong."""
import os
import struct
import subprocess
import xml.etree.ElementTree as ElementTree

import pytest


@pytest.fixture()
def household(lunchbox_bin, tmp_path):
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"), "LUNCHBOX_API_KEY": ""}
    work = tmp_path / "work"
    work.mkdir()

    def run(*args):
        return subprocess.run([lunchbox_bin, *args], env=env, cwd=work, capture_output=True, text=True, timeout=60)

    assert run("inventory", "add", "eggs", "bread", "cheddar", "cherry tomatoes", "cucumber").returncode == 0
    assert run("ideas", "--engine", "offline").returncode == 0
    assert run("favorites", "add", "1").returncode == 0
    run.work = work
    return run


def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_writes_a_png_of_the_card_size(household):
    result = household("favorites", "card", "1", "--style", "rustic", "--output", "card.png")
    assert result.returncode == 0, result.stderr
    assert "card.png" in result.stdout and "rustic card" in result.stdout
    assert png_size((household.work / "card.png").read_bytes()) == (1080, 1350)


def test_the_extension_picks_svg_and_no_output_names_the_file(household):
    result = household("favorites", "card", "1", "--style", "chef-mode", "--output", "card.svg")
    assert result.returncode == 0, result.stderr
    root = ElementTree.parse(household.work / "card.svg").getroot()
    assert root.get("width") == "1080" and root.get("height") == "1350"

    result = household("favorites", "card", "1")
    assert result.returncode == 0, result.stderr
    written = [path.name for path in household.work.glob("lunchbox-*-home-cook.png")]
    assert len(written) == 1, list(household.work.iterdir())
    assert png_size((household.work / written[0]).read_bytes()) == (1080, 1350)


def test_mistakes_get_clear_errors_and_lose_nothing(household):
    style = household("favorites", "card", "1", "--style", "fancy")
    assert style.returncode == 2
    assert "\"fancy\" is not a card style. Choose one of: home-cook, chef-mode, foodie-fun, rustic." in style.stderr

    extension = household("favorites", "card", "1", "--output", "card.gif")
    assert extension.returncode == 2
    assert "png or svg" in extension.stderr

    missing = household("favorites", "card", "9")
    assert missing.returncode == 1
    assert "favorites list" in missing.stderr

    (household.work / "keep.png").write_bytes(b"precious")
    exists = household("favorites", "card", "1", "--output", "keep.png")
    assert exists.returncode == 1
    assert "already exists" in exists.stderr and "--force" in exists.stderr
    assert (household.work / "keep.png").read_bytes() == b"precious"
    assert household("favorites", "card", "1", "--output", "keep.png", "--force").returncode == 0
    assert png_size((household.work / "keep.png").read_bytes()) == (1080, 1350)
