"""Shared pytest setup: where the built lunchbox binary is."""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def lunchbox_bin():
    path = pathlib.Path(os.environ.get("LUNCHBOX_BIN", ROOT / ".build/debug/lunchbox"))
    if not path.exists():
        pytest.fail(f"the lunchbox binary is missing at {path}; build it with swift build")
    return str(path)
