"""kill -9 in the middle of writing: every write the server acknowledged is there when it
starts again, and the API key it was given is in neither the database files nor the log."""
import pathlib
import signal
import threading
import time

from lbserver import LunchBox

KEY = "sk-crash-test-" + "7f3a9c" * 6


def test_acknowledged_writes_survive_kill_9_and_the_key_stays_out_of_the_files(lunchbox_bin, tmp_path):
    database = tmp_path / "kitchen.sqlite"
    server = LunchBox(tmp_path / "first", binary=lunchbox_bin, database=database)
    assert server.api("PUT", "/api/settings/key", {"apiKey": KEY}).status == 204

    acknowledged = []
    stop = threading.Event()

    def writer(lane):
        n = 0
        while not stop.is_set():
            name = f"crash item {lane}-{n}"
            try:
                reply = server.api("POST", "/api/inventory", {"name": name}, timeout=5)
            except OSError:
                return  # the server is gone
            if reply.status == 201:
                acknowledged.append(name)
            n += 1

    writers = [threading.Thread(target=writer, args=(lane,)) for lane in range(4)]
    for thread in writers:
        thread.start()
    while len(acknowledged) < 150:
        time.sleep(0.02)
    server._process.process.send_signal(signal.SIGKILL)
    server._process.process.wait(timeout=5)
    stop.set()
    for thread in writers:
        thread.join(timeout=10)
    server.stop()
    assert len(acknowledged) >= 150, f"only {len(acknowledged)} writes acknowledged before the kill"

    again = LunchBox(tmp_path / "second", binary=lunchbox_bin, database=database)
    try:
        names = {item["name"] for item in again.api("GET", "/api/inventory").json()["items"]}
    finally:
        again.stop()
    lost = [name for name in acknowledged if name not in names]
    assert lost == [], f"{len(lost)} of {len(acknowledged)} acknowledged writes lost, e.g. {lost[:3]}"

    files = [path for path in tmp_path.rglob("*") if path.is_file()
             and (path.name.startswith("kitchen.sqlite") or path.name.endswith(".log"))]
    assert any(path.name == "kitchen.sqlite" for path in files)
    leaked = [str(path) for path in files if KEY.encode() in path.read_bytes()]
    assert leaked == [], f"the API key is written in {leaked}"
