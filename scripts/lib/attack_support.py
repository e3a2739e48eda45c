"""What scripts/attack needs besides Tests/E2E/lbserver.py: requests from a chosen
loopback address, a form body, timing, the server's memory, and the tally of checks."""
import http.client
import pathlib
import threading
import time
import traceback


class Reply:
    def __init__(self, status, headers, cookies, body):
        self.status = status
        self.headers = headers
        self.cookies = cookies
        self.body = body

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")


def raw_request(port, method, path, body=None, headers=None, source="127.0.0.1", timeout=30):
    """One request to 127.0.0.1:port on a fresh connection from the loopback address
    `source` (127.0.0.0/8 is all this machine's), so tests can be several devices."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    try:
        try:
            connection.request(method, path, body=body, headers=dict(headers or {}))
        except (BrokenPipeError, ConnectionResetError):
            pass
        response = connection.getresponse()
        data = response.read()
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, response.msg.get_all("Set-Cookie") or [], data)
    finally:
        connection.close()


def multipart(fields, boundary="lbAttackBoundary"):
    """fields: name -> str, or (filename, content type, bytes)."""
    parts = []
    for name, value in fields.items():
        if isinstance(value, str):
            parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n".encode())
            continue
        filename, content_type, data = value
        parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\nContent-Type: {content_type}\r\n\r\n".encode() + data + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


def timed(call):
    """(what `call` returned, seconds it took)."""
    started = time.monotonic()
    result = call()
    return result, time.monotonic() - started


class MemoryWatch:
    """Samples a process's resident memory (VmRSS) every 50 ms until stopped."""

    def __init__(self, pid):
        self.pid = pid
        self.peak_mb = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        status = pathlib.Path(f"/proc/{self.pid}/status")
        while not self._stop.is_set():
            try:
                for line in status.read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        self.peak_mb = max(self.peak_mb, int(line.split()[1]) / 1024)
            except OSError:
                return
            self._stop.wait(0.05)

    def stop(self):
        self._stop.set()
        self._thread.join(timeout=2)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def expect(self, name, ok, detail):
        self.passed += bool(ok)
        self.failed += not ok
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}", flush=True)

    def run(self, case):
        """Runs one case; an exception fails it and the next case still runs."""
        try:
            case()
        except Exception:  # noqa: BLE001 - any failure of a case is reported, not raised
            self.failed += 1
            print("FAIL " + traceback.format_exc().strip().splitlines()[-1], flush=True)
            traceback.print_exc()

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0
