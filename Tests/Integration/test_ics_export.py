"""`lunchbox plan export-ics` read back by a real iCalendar parser (the `icalendar` package).

Runs the built binary ($LUNCHBOX_BIN, else .build/debug/lunchbox: the `lunchbox_bin`
fixture of Tests/conftest.py).
Every run gets its own database, XDG folders and home in a temporary folder, and a time
zone far from UTC, so an all-day date that slipped through a time conversion would show.

    python -m pytest Tests/Integration          # needs: pip install pytest icalendar
"""

import datetime
import json
import os
import pathlib
import subprocess
import sys

import pytest
from icalendar import Calendar

CHECK_ICS = pathlib.Path(__file__).resolve().with_name("check_ics.py")

# The week of New Year's Eve 2026 (weeks start on Monday): Mon 28 Dec 2026 to Sun 3 Jan 2027.
WEEK = "2026-12-31"
PUNCTUATED = "Rice, beans; salsa \\ crème fraîche, jalapeño 🌶️ and 寿司"
LONG = ("Slow-roasted Mediterranean vegetable lasagne with ricotta, spinach, "
        "basil pesto, toasted pine nuts; served with a crisp Greek salad, "
        "olives, feta and a lemon–oregano dressing (Gemüse, ½ portion)")


class LunchBox:
    """Runs the binary with its own database, folders and time zone."""

    def __init__(self, binary, folder):
        self.binary = binary
        self.database = folder / "lunchbox.sqlite"
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": str(folder / "home"),
            "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_DATA_HOME": str(folder / "data"),
            "TZ": "Pacific/Auckland",
            "LANG": "C.UTF-8",
        }

    def run(self, *arguments, expect_status=0):
        result = subprocess.run(
            [str(self.binary), *arguments, "--database", str(self.database)],
            env=self.env, capture_output=True, timeout=60,
        )
        assert result.returncode == expect_status, (
            f"lunchbox {' '.join(arguments)} exited {result.returncode}:\n"
            f"{result.stderr.decode('utf-8', 'replace')}"
        )
        return result

    def json(self, *arguments):
        return json.loads(self.run(*arguments, "--json").stdout)


def parse(document):
    """Events by UID: summary, all-day start and end dates."""
    calendar = Calendar.from_ical(document)
    assert calendar.name == "VCALENDAR"
    events = {}
    for event in calendar.walk("VEVENT"):
        uid = str(event["UID"])
        assert uid not in events, f"UID {uid} appears twice"
        start = event.decoded("DTSTART")
        end = event.decoded("DTEND")
        # All-day events are DATE values (not DATE-TIMEs) one day long.
        assert type(start) is datetime.date and type(end) is datetime.date
        assert end - start == datetime.timedelta(days=1)
        events[uid] = (str(event["SUMMARY"]), start)
    return events


def checked(document, folder):
    """Runs check_ics.py (CRLF, 75-octet lines, whole UTF-8 characters) on the document."""
    path = folder / "checked.ics"
    path.write_bytes(document)
    result = subprocess.run([sys.executable, str(CHECK_ICS), str(path)], capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
    return json.loads(result.stdout)


@pytest.fixture
def planned(lunchbox_bin, tmp_path):
    """Three meals planned across the new year, and one just after the week."""
    lunchbox = LunchBox(lunchbox_bin, tmp_path)
    lunchbox.run("meals", "add", "Chicken wrap", "--protein", "chicken", "--carb", "tortilla", "--component", "lettuce")
    lunchbox.run("meals", "add", PUNCTUATED, "--carb", "rice", "--component", "black beans")
    lunchbox.run("meals", "add", LONG, "--component", "ricotta")
    meals = {meal["description"]: meal["id"][:8] for meal in lunchbox.json("meals", "list")}
    assert set(meals) == {"Chicken wrap", PUNCTUATED, LONG}
    plan = [
        ("Chicken wrap", "2026-12-28"),
        (PUNCTUATED, "2026-12-31"),
        ("Chicken wrap", "2026-12-31"),
        (LONG, "2027-01-01"),
        ("Chicken wrap", "2027-01-03"),
    ]
    for description, day in plan + [(LONG, "2027-01-04")]:
        lunchbox.run("plan", "assign", meals[description], day)
    return lunchbox, meals, plan


def test_export_reads_back_as_the_same_all_day_events(planned, tmp_path):
    lunchbox, _, plan = planned
    output = tmp_path / "week.ics"
    written = lunchbox.run("plan", "export-ics", "--week", WEEK, "--output", str(output))
    assert "Wrote 5 events" in written.stdout.decode()
    document = output.read_bytes()

    events = parse(document)
    expected = sorted((description, datetime.date.fromisoformat(day)) for description, day in plan)
    assert sorted(events.values()) == expected

    # The UIDs are the planned meals' ids, as plan show lists them.
    week = lunchbox.json("plan", "show", "--week", WEEK)
    assignment_ids = {meal["assignment"]["id"].lower() for day in week for meal in day["meals"]}
    assert set(events) == {f"{identifier}@lunchbox" for identifier in assignment_ids}

    report = checked(document, tmp_path)
    assert report["calendar"]["version"] == "2.0"
    assert all(event["all_day"] for event in report["events"])
    chicken = next(event for event in report["events"] if event["summary"] == "Chicken wrap")
    assert chicken["description"] == "Protein: chicken\nCarb: tortilla\nAlso: lettuce"
    # The long description is folded over several lines yet reads back whole.
    assert b"\r\n " in document


def test_exporting_again_gives_the_same_uids_and_updates_in_place(planned, tmp_path):
    lunchbox, meals, _ = planned
    first = parse(lunchbox.run("plan", "export-ics", "--week", WEEK).stdout)
    second = parse(lunchbox.run("plan", "export-ics", "--week", WEEK).stdout)
    assert second == first

    # Editing a meal changes its events' summaries, not their UIDs: a calendar that
    # imports the new file updates the events instead of adding copies.
    lunchbox.run("meals", "edit", meals["Chicken wrap"], "--description", "Chicken & avocado wrap")
    edited = parse(lunchbox.run("plan", "export-ics", "--week", WEEK).stdout)
    assert set(edited) == set(first)
    renamed = [uid for uid, (summary, _) in first.items() if summary == "Chicken wrap"]
    assert len(renamed) == 3
    assert all(edited[uid][0] == "Chicken & avocado wrap" for uid in renamed)
    assert all(edited[uid] == first[uid] for uid in set(first) - set(renamed))


def test_the_week_start_decides_which_days_are_exported(planned):
    lunchbox, _, _ = planned
    # Sunday weeks: Sun 27 Dec 2026 to Sat 2 Jan 2027, so Sunday 3 January is out.
    events = parse(lunchbox.run("plan", "export-ics", "--week", WEEK, "--week-start", "sunday").stdout)
    days = sorted(start for _, start in events.values())
    assert days == [datetime.date(2026, 12, 28), datetime.date(2026, 12, 31), datetime.date(2026, 12, 31), datetime.date(2027, 1, 1)]


def test_an_empty_week_is_still_a_valid_calendar(lunchbox_bin, tmp_path):
    lunchbox = LunchBox(lunchbox_bin, tmp_path)
    result = lunchbox.run("plan", "export-ics", "--week", "2027-03-01")
    assert parse(result.stdout) == {}
    assert checked(result.stdout, tmp_path)["events"] == []
    assert "nothing is planned" in result.stderr.decode()


def test_a_bad_week_is_an_error_and_writes_nothing(lunchbox_bin, tmp_path):
    lunchbox = LunchBox(lunchbox_bin, tmp_path)
    output = tmp_path / "never.ics"
    result = lunchbox.run("plan", "export-ics", "--week", "someday", "--output", str(output), expect_status=1)
    assert "is not a week" in result.stderr.decode()
    assert not output.exists()
