"""Issue 42: the server says when its last backup was made, gives a backup to download,
and /healthz says the schema and the last backup; `lunchbox backup` and `restore` work
beside a running server."""
import pathlib
import sqlite3
import subprocess

from lbserver import LunchBox
from playwright.sync_api import expect


def test_a_downloaded_backup_holds_the_kitchen_and_health_says_the_last_backup(lunchbox_bin, tmp_path):
    server = LunchBox(tmp_path / "server", binary=lunchbox_bin)
    assert server.api("POST", "/api/inventory", {"name": "eggs"}).status == 201
    assert server.request("GET", "/healthz").text == "ok"
    health = server.request("GET", "/healthz", headers={"Accept": "application/json"}).json()
    assert health["status"] == "ok" and health["schemaVersion"].startswith("issue") and health.get("lastBackup") is None

    settings = server.request("GET", "/settings").text
    assert "Last backup: <strong>none yet</strong>" in settings and 'href="/settings/backup"' in settings

    download = server.request("GET", "/settings/backup")
    assert download.status == 200, download
    assert download.headers["content-type"] == "application/vnd.sqlite3"
    assert 'filename="lunchbox-backup-' in download.headers["content-disposition"]
    assert download.body.startswith(b"SQLite format 3\x00")
    copy = tmp_path / "downloaded.sqlite"
    copy.write_bytes(download.body)
    with sqlite3.connect(copy) as database:
        assert [row[0] for row in database.execute("SELECT name FROM inventoryItem")] == ["eggs"]
        assert database.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    # A backup made beside the running server shows on its Settings and in /healthz.
    made = server.cli("backup")
    assert made.returncode == 0, made.stderr
    assert server.request("GET", "/healthz", headers={"Accept": "application/json"}).json()["lastBackup"]
    assert "Last backup: <strong>none yet</strong>" not in server.request("GET", "/settings").text
    server.stop()


def test_one_log_line_per_request_names_the_route_not_the_food(lunchbox_bin, tmp_path):
    server = LunchBox(tmp_path / "logs", binary=lunchbox_bin)
    before = server.log().count(" route=")
    assert server.api("POST", "/api/inventory", {"name": "secret saffron"}).status == 201
    assert server.api("GET", "/api/inventory").status == 200
    assert server.api("DELETE", "/api/scan/memory/secret%20saffron").status == 404
    log = server.log()
    server.stop()
    lines = [line for line in log.splitlines() if " route=" in line][before:]
    assert len(lines) == 3, lines
    assert all(" info " in line and line.endswith("request") for line in lines), lines
    assert "route=/api/scan/memory/{food}" in lines[2] and "status=404" in lines[2], lines[2]
    assert "saffron" not in log


def test_a_backup_is_restored_from_settings_and_a_bad_file_changes_nothing(page, lunchbox_bin, tmp_path):
    server = LunchBox(tmp_path / "restore", binary=lunchbox_bin)
    assert server.api("POST", "/api/inventory", {"name": "eggs"}).status == 201
    backup = tmp_path / "backup.sqlite"
    backup.write_bytes(server.request("GET", "/settings/backup").body)
    assert server.api("POST", "/api/inventory", {"name": "milk"}).status == 201

    page.goto(server.page("/settings"))
    restore = page.locator("#backups form")
    # Not a backup: refused in words, and the kitchen stays.
    junk = tmp_path / "notes.sqlite"
    junk.write_text("a shopping list, not a database")
    restore.locator("input[type=file]").set_input_files(str(junk))
    restore.get_by_label("Replace the household").check()
    restore.get_by_role("button", name="Restore this backup").click()
    expect(page.locator(".flash.error")).to_contain_text("That file cannot be restored: it is not a database file. Nothing was changed")
    assert [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]] == ["eggs", "milk"]

    restore = page.locator("#backups form")
    restore.locator("input[type=file]").set_input_files(str(backup))
    restore.get_by_label("Replace the household").check()
    restore.get_by_role("button", name="Restore this backup").click()
    # The success message fades: the page it lands on, and what the kitchen holds, say it worked.
    page.wait_for_url("**/settings#backups")
    assert [item["name"] for item in server.api("GET", "/api/inventory").json()["items"]] == ["eggs"]
    kept = list((pathlib.Path(server.database).parent / "backups").glob("before-restore-*.sqlite"))
    assert len(kept) == 1
    server.stop()
