"""Issue 42, item 5: the .deb scripts/package builds installs a household service. The
test installs it on this machine (CI's is a fresh one), checks the files, the user, the
passphrase, the unit (systemd-analyze verify) and that the service's own command serves,
then removes the package; the data folder stays."""
import os
import pathlib
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest

DEB = os.environ.get("LUNCHBOX_DEB", "")


def run(*command, **options):
    return subprocess.run(command, capture_output=True, text=True, timeout=300, **options)


@pytest.fixture(scope="module")
def installed():
    if not DEB:
        pytest.fail("LUNCHBOX_DEB names no package: scripts/test builds one with scripts/package")
    assert os.geteuid() == 0, "installing a .deb needs root"
    existed = pathlib.Path("/etc/lunchbox/passphrase").exists()
    result = run("dpkg", "-i", DEB)
    assert result.returncode == 0, result.stdout + result.stderr
    yield result
    removed = run("dpkg", "-r", "lunchbox")
    assert removed.returncode == 0, removed.stderr
    assert not pathlib.Path("/usr/lib/lunchbox/lunchbox").exists()
    assert pathlib.Path("/var/lib/lunchbox").is_dir(), "removing the package must keep the household's data"
    if not existed:
        shutil.rmtree("/etc/lunchbox", ignore_errors=True)


def test_the_files_the_user_and_the_passphrase(installed):
    assert os.access("/usr/bin/lunchbox", os.X_OK)
    assert run("lunchbox", "--version").stdout.strip() == "1.0.0"
    user = pwd.getpwnam("lunchbox")
    assert user.pw_uid < 1000 and user.pw_shell in ("/usr/sbin/nologin", "/bin/false")
    data = pathlib.Path("/var/lib/lunchbox")
    assert data.stat().st_uid == user.pw_uid and data.stat().st_mode & 0o777 == 0o700
    passphrase = pathlib.Path("/etc/lunchbox/passphrase")
    assert passphrase.stat().st_mode & 0o777 == 0o600 and len(passphrase.read_text().strip()) >= 12
    assert pathlib.Path("/usr/lib/lunchbox/libLunchBoxFoodModel.so").exists()


def test_the_unit_verifies_and_is_hardened(installed):
    unit = pathlib.Path("/lib/systemd/system/lunchbox.service")
    verified = run("systemd-analyze", "verify", str(unit))
    assert verified.returncode == 0, verified.stderr
    text = unit.read_text()
    for setting in ("ProtectSystem=strict", "NoNewPrivileges=true", "PrivateTmp=true", "User=lunchbox", "LoadCredential=passphrase:/etc/lunchbox/passphrase"):
        assert setting in text


def test_the_service_command_serves_as_the_lunchbox_user(installed):
    # As systemd would run it, with the passphrase handed over as a credential (a folder
    # only its user may read, as systemd's $CREDENTIALS_DIRECTORY).
    credentials = pathlib.Path(tempfile.mkdtemp(prefix="lunchbox-credentials-", dir="/tmp"))
    shutil.copy("/etc/lunchbox/passphrase", credentials / "passphrase")
    shutil.chown(credentials, "lunchbox")
    shutil.chown(credentials / "passphrase", "lunchbox")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    environment = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": "/var/lib", "XDG_CONFIG_HOME": "/var/lib/lunchbox/config"}
    server = subprocess.Popen(
        ["/usr/sbin/runuser", "-u", "lunchbox", "--", "/usr/lib/lunchbox/lunchbox", "serve", "--host", "127.0.0.1", "--port", str(port),
         "--passphrase-file", str(credentials / "passphrase")],
        env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as reply:
                    assert reply.read() == b"ok"
                    break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("the service did not answer: " + (server.stdout.read() if server.poll() is not None else ""))
        assert pathlib.Path("/var/lib/lunchbox/lunchbox.sqlite").exists()
        assert pathlib.Path("/var/lib/lunchbox/models/efficientnet-lite0-256.onnx").exists() or not pathlib.Path("/usr/share/lunchbox/models").exists()
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(credentials, ignore_errors=True)
