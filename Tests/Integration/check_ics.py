#!/usr/bin/env python3
"""Parse an iCalendar (.ics) file with the `icalendar` package and print its events as JSON.

Used to check LunchBox's export against a real RFC 5545 parser rather than by string
matching alone. Needs `pip install icalendar`.

    python3 Tests/Integration/check_ics.py plan.ics      # or "-" for standard input

Prints {"calendar": {...}, "events": [...]} with one object per VEVENT: uid, summary,
description, start and end (ISO dates), all_day, dtstamp (ISO, UTC). Exits 1 with a
message on standard error when the file does not parse or breaks a rule LunchBox relies
on (every line at most 75 octets, CRLF line endings, all-day events one day long,
unique UIDs).
"""

import datetime
import json
import sys

from icalendar import Calendar


def fail(message):
    print(f"check_ics: {message}", file=sys.stderr)
    sys.exit(1)


def check_lines(raw):
    """RFC 5545 3.1: CRLF line endings, lines of at most 75 octets (not counting CRLF)."""
    if raw and not raw.endswith(b"\r\n"):
        fail("the file does not end with CRLF")
    for number, line in enumerate(raw.split(b"\r\n"), start=1):
        if b"\n" in line or b"\r" in line:
            fail(f"line {number} has a bare CR or LF")
        if len(line) > 75:
            fail(f"line {number} is {len(line)} octets long (at most 75)")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            fail(f"line {number} is not valid UTF-8 on its own (a character was split)")


def text(component, name):
    value = component.get(name)
    return None if value is None else str(value)


def event_json(event):
    start = event.decoded("DTSTART")
    end = event.decoded("DTEND") if event.get("DTEND") is not None else None
    all_day = isinstance(start, datetime.date) and not isinstance(start, datetime.datetime)
    if all_day and end is not None and (end - start).days != 1:
        fail(f"event {text(event, 'UID')} lasts {(end - start).days} days, not 1")
    stamp = event.decoded("DTSTAMP") if event.get("DTSTAMP") is not None else None
    return {
        "uid": text(event, "UID"),
        "summary": text(event, "SUMMARY"),
        "description": text(event, "DESCRIPTION"),
        "start": start.isoformat(),
        "end": end.isoformat() if end is not None else None,
        "all_day": all_day,
        "dtstamp": stamp.isoformat() if stamp is not None else None,
    }


def main(argv):
    if len(argv) != 2:
        fail("usage: check_ics.py FILE.ics (or - for standard input)")
    raw = sys.stdin.buffer.read() if argv[1] == "-" else open(argv[1], "rb").read()
    check_lines(raw)
    try:
        calendar = Calendar.from_ical(raw)
    except ValueError as error:
        fail(f"not a valid iCalendar file: {error}")
    if calendar.name != "VCALENDAR":
        fail(f"the top component is {calendar.name}, not VCALENDAR")
    events = [event_json(event) for event in calendar.walk("VEVENT")]
    uids = [event["uid"] for event in events]
    if len(uids) != len(set(uids)):
        fail("two events share a UID")
    result = {
        "calendar": {
            "version": text(calendar, "VERSION"),
            "prodid": text(calendar, "PRODID"),
            "calscale": text(calendar, "CALSCALE"),
        },
        "events": events,
    }
    json.dump(result, sys.stdout, ensure_ascii=False, indent=2)
    print()


if __name__ == "__main__":
    main(sys.argv)
