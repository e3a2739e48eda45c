"""scripts/attack's request cases of issue 39: uploads bounded before they are read (item 5)
and idempotency keys bound to their request (item 6)."""
import concurrent.futures
import os

from attack_support import MemoryWatch
from lbserver import LunchBox, http_request, multipart

# Before the budget: 491 MB. With it, three uploads' worth of bytes are held at once.
UPLOAD_PEAK_MB = 150


def case14_uploads_before_reading(checks, workdir):
    """40 photos of 10 MB sent at once from one address were all read whole before the
    scanner said it was busy (RSS peak 491 MB; 64 of them: 800 MB)."""
    server = LunchBox(workdir / "uploads")
    watch = MemoryWatch(server._process.process.pid)
    try:
        body, kind = multipart({"photo": ("big.jpg", "image/jpeg", os.urandom(10 * 1024 * 1024 - 4096))})

        def upload(_):
            try:
                return http_request("127.0.0.1", server.port, "POST", "/api/scan", body, {"Content-Type": kind}, timeout=60).status
            except OSError:
                return "closed"  # refused before the body was sent: the server closed the connection

        with concurrent.futures.ThreadPoolExecutor(40) as pool:
            answers = list(pool.map(upload, range(40)))
        watch.stop()
        refused = sum(1 for answer in answers if answer in (429, "closed"))
        counts = {answer: answers.count(answer) for answer in set(answers)}
        checks.expect("14 40 uploads of 10 MB at once: most refused unread (429)", refused >= 30, f"{counts}")
        checks.expect(f"14 the server holds at most three uploads (RSS under {UPLOAD_PEAK_MB} MB)", watch.peak_mb < UPLOAD_PEAK_MB,
                      f"peak {watch.peak_mb:.1f} MB")
        health = server.request("GET", "/healthz")
        checks.expect("14 the server still answers", health.status == 200 and server.is_running(), f"/healthz {health.status}")
    finally:
        watch.stop()
        server.stop()


def case15_idempotency_keys(checks, local):
    """A reused key with a different body, method or path got the first request's answer
    (201, Idempotent-Replayed) and nothing was applied."""
    key = "attack-key-0123456789abcdef"
    headers = {"Idempotency-Key": key}
    first = local.api("POST", "/api/inventory", {"name": "saffron"}, headers=headers)
    answers = [
        local.api("POST", "/api/inventory", {"name": "GONE"}, headers=headers),
        local.api("POST", "/api/meals", {"description": "GONE"}, headers=headers),
        local.api("DELETE", "/api/inventory", headers=headers),
    ]
    same = local.api("POST", "/api/inventory", {"name": "saffron"}, headers=headers)
    names = [item["name"] for item in local.api("GET", "/api/inventory").json()["items"]]
    checks.expect("15 a reused idempotency key with another body, path or method is refused (422)",
                  first.status == 201 and all(a.status == 422 and "idempotent-replayed" not in a.headers for a in answers)
                  and same.headers.get("idempotent-replayed") == "true" and names.count("saffron") == 1 and "GONE" not in names,
                  f"first {first.status}, reused {[a.status for a in answers]}, same again {same.status} replayed={same.headers.get('idempotent-replayed')}")
