"""scripts/bench-scan's measuring: a `lunchbox serve` of its own (Tests/E2E/lbserver.py),
its memory from /proc and its CPU (with the tools it runs) from /proc/PID/stat."""
import os
import pathlib
import subprocess
import sys
import tempfile
import time
import uuid

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "Tests/E2E"))
from lbserver import LunchBox, multipart  # noqa: E402

PHOTO = ROOT / "Tests/Fixtures/grocery/Oatly-Oat-Milk_003.jpg"
TICKS = os.sysconf("SC_CLK_TCK")


def rss_kb(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """User and system time of the server and of the tools it ran and waited for."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(value) for value in fields[11:15]) / TICKS


def frame_jpeg(folder):
    """A 1024 x 768 JPEG at quality 80: what scan.js sends from a phone's camera."""
    out = folder / "frame.jpg"
    subprocess.run(["vipsthumbnail", str(PHOTO), "--size", "1024x768!", "-o", f"{out}[Q=80]"], check=True)
    return out.read_bytes()


def scan(server, data, **fields):
    body, kind = multipart({**fields, "photo": ("f.jpg", "image/jpeg", data)})
    reply = server.request("POST", "/api/scan", body, {"Content-Type": kind, "Accept": "application/json"}, timeout=60)
    assert reply.status == 200, reply
    return reply.json()


def main(frames):
    with tempfile.TemporaryDirectory(prefix="lunchbox-bench-scan-") as work:
        work = pathlib.Path(work)
        server = LunchBox(work / "server")
        try:
            pid = server._process.process.pid
            time.sleep(6)  # the server hands freed memory back every 5 s
            idle = rss_kb(pid)
            photo = PHOTO.read_bytes()
            before = cpu_seconds(pid)
            started = time.monotonic()
            first = scan(server, photo)
            first_cpu, first_wall = cpu_seconds(pid) - before, time.monotonic() - started
            before = cpu_seconds(pid)
            for _ in range(5):
                scan(server, photo)
            photo_cpu = (cpu_seconds(pid) - before) / 5
            time.sleep(6)
            loaded = rss_kb(pid)
            frame = frame_jpeg(work)
            before, started = cpu_seconds(pid), time.monotonic()
            scan_id = "bench-" + uuid.uuid4().hex[:12]
            for index in range(frames):
                scan(server, frame, scan=scan_id)
                time.sleep(max(0, started + index + 1 - time.monotonic()))
            live_cpu, live_wall = cpu_seconds(pid) - before, time.monotonic() - started
            time.sleep(6)
            after = rss_kb(pid)
            ran = ", ".join(report["title"] for report in first["recognizers"])
            print(f"Recognizers on a photo: {ran}")
            print("| measure | figure |\n|---|---:|")
            print(f"| idle RSS, before any photo | {idle / 1024:.1f} MB |")
            print(f"| first photo (loads the food model): CPU, wall | {first_cpu * 1000:.0f} ms, {first_wall * 1000:.0f} ms |")
            print(f"| a photo after that ({PHOTO.name}, every recognizer): CPU | {photo_cpu * 1000:.0f} ms |")
            print(f"| idle RSS with the food model loaded | {loaded / 1024:.1f} MB ({(loaded - idle) / 1024:+.1f} MB) |")
            print(f"| live scan, {frames} frames of 1024 px at 1 a second: CPU | {live_cpu / live_wall:.2f} of a core ({live_cpu / frames * 1000:.0f} ms a frame) |")
            print(f"| idle RSS after the live scan | {after / 1024:.1f} MB |")
        finally:
            server.stop()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
