"""Starting `lunchbox serve` and the fake AI for tests and scripts, and talking HTTP to them.

No pytest here: the E2E fixtures, the OpenAPI check and scripts/screenshots all use it.
Both processes run in their own session and are ended by their own pid.
"""
import http.client
import json
import os
import pathlib
import queue
import re
import ssl
import subprocess
import sys
import threading
import time
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
STUB = ROOT / "Tests/E2E/fake_openai.py"

# Variables that would change what the server does and must not leak in from the shell.
_SCRUBBED = ("LUNCHBOX_API_KEY", "LUNCHBOX_DATABASE", "LUNCHBOX_PASSPHRASE", "LOG_LEVEL")


def food_model():
    """The food model scripts/setup built into this account's data folder: the servers
    the tests start get their own empty data folders, and this one model."""
    data = os.environ.get("XDG_DATA_HOME") or str(pathlib.Path.home() / ".local/share")
    return os.environ.get("LUNCHBOX_FOOD_MODEL") or str(pathlib.Path(data) / "lunchbox/models/efficientnet-lite0-256.onnx")


def default_binary():
    return os.environ.get("LUNCHBOX_BIN", str(ROOT / ".build/debug/lunchbox"))


class Reply:
    """One HTTP response, read whole."""

    def __init__(self, status, headers, cookies, body):
        self.status = status
        self.headers = headers  # lower-case name -> value (last one wins)
        self.cookies = cookies  # every Set-Cookie line
        self.body = body

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        return json.loads(self.body)

    def __repr__(self):
        return f"<Reply {self.status} {self.headers.get('content-type', '')} {self.text[:200]!r}>"


def http_request(host, port, method, path, body=None, headers=None, timeout=30, source=None, tls=None):
    """Sends one request on a fresh connection. `body` may be bytes or an iterable of
    bytes chunks (sent as they come; a server that stops reading early is fine). `source`
    is the loopback address to send from (127.0.0.0/8 is all this machine's), so tests can
    be several devices. `tls` is an ssl.SSLContext for an https server."""
    address = (source, 0) if source else None
    if tls is None:
        connection = http.client.HTTPConnection(host, port, timeout=timeout, source_address=address)
    else:
        connection = http.client.HTTPSConnection(host, port, timeout=timeout, source_address=address, context=tls)
    try:
        headers = dict(headers or {})
        if body is None or isinstance(body, (bytes, bytearray)):
            try:
                connection.request(method, path, body=body, headers=headers)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the server answered before reading everything (e.g. 413)
        else:
            connection.putrequest(method, path, skip_accept_encoding=True)
            for name, value in headers.items():
                connection.putheader(name, value)
            connection.endheaders()
            try:
                for chunk in body:
                    connection.send(chunk)
            except (BrokenPipeError, ConnectionResetError):
                pass
        response = connection.getresponse()
        data = response.read()
        return Reply(
            response.status,
            {name.lower(): value for name, value in response.getheaders()},
            response.msg.get_all("Set-Cookie") or [],
            data,
        )
    finally:
        connection.close()


def multipart(fields, boundary="lbTestBoundary7MA4YWxkTrZu0gW"):
    """A multipart/form-data body and its content type: fields maps a name to (filename,
    content type, bytes), or to a string for a plain field."""
    parts = []
    for name, value in fields.items():
        if isinstance(value, str):
            parts.append(f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n".encode())
            continue
        filename, content_type, data = value
        parts.append(
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\n"
            f"Content-Type: {content_type}\r\n\r\n".encode() + data + b"\r\n"
        )
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


class _Process:
    """A child process whose first stdout line is awaited, then stdout drained."""

    def __init__(self, args, env, log_path, cwd=None):
        self.log_path = pathlib.Path(log_path)
        self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen(
            args, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=self._log,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )
        self._lines = queue.Queue()
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for raw in self.process.stdout:
            self._lines.put(raw.decode("utf-8", "replace").rstrip("\n"))
        self._lines.put(None)

    def first_line(self, timeout):
        try:
            line = self._lines.get(timeout=timeout)
        except queue.Empty:
            line = None
        if line is None:
            self.stop()
            log = self.log_path.read_text(errors="replace")[-3000:]
            raise RuntimeError(f"{self.process.args[0]} printed no first line within {timeout} s (exit {self.process.poll()}); log:\n{log}")
        return line

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        if self.process.stdout:
            self.process.stdout.close()
        self._log.close()

    def log(self):
        return self.log_path.read_text(errors="replace")


class FakeAI:
    """Tests/E2E/fake_openai.py on a free loopback port."""

    def __init__(self, workdir, scenario="ideas"):
        workdir = pathlib.Path(workdir)
        workdir.mkdir(parents=True, exist_ok=True)
        self._process = _Process([sys.executable, str(STUB), "--scenario", scenario], os.environ.copy(), workdir / "fake_openai.log")
        self.base_url = self._process.first_line(timeout=60).strip()
        parsed = urllib.parse.urlsplit(self.base_url)
        self.port = parsed.port

    def scenario(self, name):
        reply = http_request("127.0.0.1", self.port, "POST", "/control", json.dumps({"scenario": name}).encode(), {"Content-Type": "application/json"})
        assert reply.status == 200, reply
        return reply.json()

    def requests(self):
        return http_request("127.0.0.1", self.port, "GET", "/control/requests").json()

    def stop(self):
        self._process.stop()


class LunchBox:
    """`lunchbox serve --port 0` on a temp database with its own XDG folders."""

    URL_LINE = re.compile(r"LunchBox is running\. Open (https?://.+?) in your browser")

    # A wait for a server that never starts, not a speed target: scripts/bench-server
    # measures how quickly it starts.
    def __init__(self, workdir, binary=None, args=(), env=None, database=None, timeout=120):
        self.workdir = pathlib.Path(workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.binary = binary or default_binary()
        self.database = str(database or self.workdir / "lunchbox.sqlite")
        self.env = {name: value for name, value in os.environ.items() if name not in _SCRUBBED}
        self.env.update({
            "LUNCHBOX_FOOD_MODEL": food_model(),
            "XDG_CONFIG_HOME": str(self.workdir / "config"),
            "XDG_DATA_HOME": str(self.workdir / "data"),
            "HOME": str(self.workdir / "home"),
            # The start-up line read below is the English one, whatever this machine's locale.
            "LC_ALL": "C.UTF-8",
        })
        self.env.update(env or {})
        command = [self.binary, "serve", "--port", "0", "--database", self.database, *args]
        self._process = _Process(command, self.env, self.workdir / "server.log")
        self.first_line = self._process.first_line(timeout=timeout)
        match = self.URL_LINE.search(self.first_line)
        if not match:
            self.stop()
            raise RuntimeError(f"unexpected first line from lunchbox serve: {self.first_line!r}")
        self.announced_url = match.group(1)
        port = re.search(r":(\d+)/$", self.announced_url)
        self.port = int(port.group(1))
        self.host = "127.0.0.1"
        self.scheme = "https" if self.announced_url.startswith("https:") else "http"
        self.url = f"{self.scheme}://{self.host}:{self.port}"
        # The household authority's certificate (serve --https) is trusted for requests
        # made here; anything else is not.
        self.tls = None
        if self.scheme == "https":
            if self.authority_certificate.exists():
                self.tls = ssl.create_default_context(cafile=str(self.authority_certificate))
            else:
                # A certificate the person brought (--tls-cert): its issuer is theirs to
                # know, so the harness only waits for the server; tests verify it.
                self.tls = ssl._create_unverified_context()
        self._wait_healthy()

    def _wait_healthy(self):
        deadline = time.monotonic() + 120
        while True:
            try:
                if self.request("GET", "/healthz", timeout=2).status == 200:
                    return
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("lunchbox serve did not answer /healthz:\n" + self.log()[-3000:])
            time.sleep(0.05)

    def page(self, path="/"):
        return self.url + path

    @property
    def authority_certificate(self):
        return pathlib.Path(self.env["XDG_DATA_HOME"]) / "lunchbox/tls/household-ca.crt"

    def request(self, method, path, body=None, headers=None, timeout=30):
        return http_request(self.host, self.port, method, path, body, headers, timeout, tls=self.tls)

    def api(self, method, path, payload=None, headers=None, timeout=60):
        """A JSON API call; `payload` is encoded as JSON."""
        headers = dict(headers or {})
        body = None
        if payload is not None:
            body = json.dumps(payload).encode()
            headers.setdefault("Content-Type", "application/json")
        return self.request(method, path, body, headers, timeout)

    def cli(self, *args, stdin=None):
        """Runs another lunchbox command on the same database and folders."""
        return subprocess.run([self.binary, *args, "--database", self.database], env=self.env, input=stdin,
                              capture_output=True, text=True, timeout=60)

    def is_running(self):
        return self._process.process.poll() is None

    def log(self):
        return self._process.log()

    def stop(self):
        self._process.stop()
