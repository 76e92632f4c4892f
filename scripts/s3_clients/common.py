"""What every client's checks share: the control API, presigned URLs fetched as curl fetches
them, sessions an hour ahead of and a day behind the wall clock with their owner's storage keys,
and the run that prints one line per check and fails on any failure."""

import json
import os
import subprocess
import sys
import traceback
import urllib.error
import urllib.request
from datetime import datetime, timedelta, timezone

MIB = 1024 * 1024


def control(base, path, body=None, headers=None, method=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        base + path, data=data, method=method, headers={"content-type": "application/json", **(headers or {})}
    )
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.loads(answer.read() or b"null")


def fetch(url, method="GET", data=None, headers=None):
    """A presigned URL as curl sends it: status and body, errors included (and no content type
    but the one given: the URL was signed without one)."""
    headers = {"content-type": "", **(headers or {})} if data is not None else headers or {}
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


class Session:
    """A session made from `body` on the simulator at `base`, and its owner's storage keys."""

    def __init__(self, base, body):
        self.base = base
        created = control(base, "/__sim/sessions", body)
        self.session = created["session"]
        api_key = created["users"][0]["api_key"]
        pair = control(base, "/v1/storage/user", headers={"apikey": api_key})["s3Credentials"][0]
        self.access, self.secret = pair["accessKey"], pair["secretKey"]
        self.endpoint = f"{base}/s3/{self.session}"

    def advance(self, seconds):
        control(self.base, f"/__sim/sessions/{self.session}/clock/advance", {"seconds": seconds})


class CommandLineSession(Session):
    """A session driven by a command-line client (rclone, s3cmd): its files under `work`, its
    environment without the machine's AWS settings (a CA bundle, say: the client would read
    them), and the S3 operations its journal holds."""

    def __init__(self, base, body, work):
        super().__init__(base, body)
        self.work = work
        self.env = {name: value for name, value in os.environ.items() if not name.startswith("AWS_")}

    def command(self, *argv, data=None):
        """The command's standard output; a failure raises with its standard error."""
        done = subprocess.run(list(argv), env=self.env, input=data, capture_output=True, timeout=120)
        if done.returncode != 0:
            raise AssertionError(f"{' '.join(argv)}: {done.stderr.decode()[-2000:]}")
        return done.stdout

    def file(self, name, data):
        path = self.work / f"{self.session}-{name}"
        path.write_bytes(data)
        return str(path)

    def operations(self):
        """The S3 operations the session's journal holds, in order."""
        journal = control(self.base, f"/__sim/sessions/{self.session}/journal")
        return [entry.get("operation", "") for entry in journal["entries"]]


def expect(condition, what):
    if not condition:
        raise AssertionError(what)


def sessions():
    """Realtime an hour ahead of the wall clock, and manual a day behind it."""
    now = datetime.now(timezone.utc)
    return [
        ("an hour ahead, realtime", {"world": "empty", "clock": "realtime", "start": (now + timedelta(hours=1)).isoformat()}),
        ("a day behind, manual", {"world": "empty", "start": (now - timedelta(days=1)).isoformat()}),
    ]


def run(client, checks, place):
    """Runs every check in a new place (`place(session name, body)`) of each session; prints a
    line per check and a summary, and exits 1 on a failure."""
    failures = 0
    for session_name, body in sessions():
        for name, check in checks:
            try:
                check(place(body))
                print(f"ok    {client} {session_name}: {name}")
            except Exception:  # noqa: BLE001 — every failure is reported, then counted
                failures += 1
                print(f"FAIL  {client} {session_name}: {name}\n{traceback.format_exc()}")
    total = len(sessions()) * len(checks)
    print(f"{total - failures} of {total} {client} checks passed")
    sys.exit(1 if failures else 0)
