"""Drives the simulator's S3 endpoint with s3cmd (Debian's package) configured as its users would
for a path-style endpoint: `host_base` and `host_bucket` both `HOST/s3/{session}`, Signature V4 —
so it signs the host with the path prefix and the path under it. Every check runs in a session an
hour ahead of the wall clock (realtime) and in one a day behind it (manual).

Usage: s3cmd_checks.py BASE_URL WORK_DIR   (one line per check, then a summary; exits 1 on a failure)
"""

import hashlib
import subprocess
import sys
from pathlib import Path

from common import MIB, CommandLineSession, control, expect, fetch, run

base, work = sys.argv[1], Path(sys.argv[2])


class Place(CommandLineSession):
    """A session and an s3cmd configuration for its owner's keys."""

    def __init__(self, body):
        super().__init__(base, body, work)
        self.config = work / f"{self.session}.s3cfg"
        host = f"{base.removeprefix('http://')}/s3/{self.session}"
        self.config.write_text(
            f"[default]\naccess_key = {self.access}\nsecret_key = {self.secret}\nhost_base = {host}\n"
            f"host_bucket = {host}\nuse_https = False\nsignature_v2 = False\n"
        )

    def s3cmd(self, *args):
        return self.command("s3cmd", "-c", str(self.config), *args).decode()


def objects(listing):
    """The `s3://…` names of an `ls` listing, in order."""
    return [line.split()[-1] for line in listing.splitlines() if line.strip()]


def multipart_and_copy(p):
    p.s3cmd("mb", "s3://photos")
    data = bytes(range(256)) * (11 * MIB // 256)
    p.s3cmd("put", "--multipart-chunk-size-mb=5", p.file("big.bin", data), "s3://photos/big.bin")
    expect("s3:CompleteMultipartUpload" in p.operations(), "not multipart")
    p.s3cmd("cp", "s3://photos/big.bin", "s3://photos/copy/big.bin")
    back = work / f"{p.session}-back.bin"
    p.s3cmd("get", "--force", "s3://photos/copy/big.bin", str(back))
    expect(hashlib.md5(back.read_bytes()).digest() == hashlib.md5(data).digest(), "copied bytes")


def listing_and_batch_delete(p):
    p.s3cmd("mb", "s3://photos")
    for key in ["a.txt", "docs/1.txt", "docs/2.txt", "docs/deep/3.txt"]:
        p.s3cmd("put", p.file("x", key.encode()), f"s3://photos/{key}")
    top = objects(p.s3cmd("ls", "s3://photos/"))
    expect(top == ["s3://photos/docs/", "s3://photos/a.txt"], f"top {top}")
    docs = objects(p.s3cmd("ls", "s3://photos/docs/"))
    expect(docs == ["s3://photos/docs/deep/", "s3://photos/docs/1.txt", "s3://photos/docs/2.txt"], f"docs {docs}")
    p.s3cmd("del", "--recursive", "s3://photos/docs/")
    expect("s3:DeleteObjects" in p.operations(), "not a batch delete")
    expect(objects(p.s3cmd("ls", "--recursive", "s3://photos")) == ["s3://photos/a.txt"], "what is left")


def presigned(p):
    p.s3cmd("mb", "s3://photos")
    p.s3cmd("put", p.file("a", b"through a link"), "s3://photos/a.txt")
    url = p.s3cmd("signurl", "s3://photos/a.txt", "+600").strip()
    expect(fetch(url) == (200, b"through a link"), f"presigned GET {url}")
    p.advance(601)
    status, body = fetch(url)
    expect(status == 403 and b"expired" in body, f"after the move {status} {body[:300]!r}")


CHECKS = [
    ("multipart upload and copy", multipart_and_copy),
    ("listing folders and a batch delete", listing_and_batch_delete),
    ("presigned URLs", presigned),
]

print(subprocess.run(["s3cmd", "--version"], capture_output=True, text=True).stdout.strip())
run("s3cmd", CHECKS, Place)
