"""What scripts/attack needs besides Tests/E2E/lbserver.py (which sends its requests and
builds its form bodies): timing, the server's memory, and the tally of checks."""
import pathlib
import threading
import time
import traceback


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
