"""Drives the simulator's S3 endpoint with rclone (Debian's package: a Go client, aws-sdk-go
underneath) as its users configure it: an S3 remote of provider Ceph at the session's path-style
endpoint, given in the environment. Every check runs in a session an hour ahead of the wall clock
(realtime) and in one a day behind it (manual).

Usage: rclone_checks.py BASE_URL WORK_DIR   (one line per check, then a summary; exits 1 on a failure)
"""

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from common import MIB, CommandLineSession, control, expect, fetch, run

base, work = sys.argv[1], Path(sys.argv[2])


class Place(CommandLineSession):
    """A session and an rclone remote `sim:` for its owner's keys."""

    def __init__(self, body):
        super().__init__(base, body, work)
        self.env = {
            **self.env,
            "RCLONE_CONFIG": "/dev/null",
            "RCLONE_CONFIG_SIM_TYPE": "s3",
            "RCLONE_CONFIG_SIM_PROVIDER": "Ceph",
            "RCLONE_CONFIG_SIM_ENDPOINT": self.endpoint,
            "RCLONE_CONFIG_SIM_ACCESS_KEY_ID": self.access,
            "RCLONE_CONFIG_SIM_SECRET_ACCESS_KEY": self.secret,
            "RCLONE_CONFIG_SIM_FORCE_PATH_STYLE": "true",
        }

    def rclone(self, *args, data=None):
        return self.command("rclone", *args, data=data)


def md5(data):
    return hashlib.md5(data).hexdigest()


def multipart(p):
    p.rclone("mkdir", "sim:photos")
    data = bytes(range(256)) * (11 * MIB // 256) + b"tail"
    source = p.file("big.bin", data)
    # Parts of 5 MiB: three, completed with the XML Go's encoder writes (quotes as `&#34;`).
    p.rclone("copyto", source, "sim:photos/big.bin", "--s3-upload-cutoff", "5M", "--s3-chunk-size", "5M")
    expect(p.rclone("cat", "sim:photos/big.bin") == data, "multipart round trip")
    expect(p.rclone("size", "--json", "sim:photos").count(str(len(data)).encode()) == 1, "size")
    expect(any("CompleteMultipartUpload" in op for op in p.operations()), f"not multipart: {p.operations()}")


def copy(p):
    p.rclone("mkdir", "sim:photos")
    p.rclone("mkdir", "sim:archive")
    p.rclone("rcat", "sim:photos/a.txt", data=b"original")
    # Server side, within a bucket and to another one.
    p.rclone("copyto", "sim:photos/a.txt", "sim:photos/b.txt")
    p.rclone("copyto", "sim:photos/a.txt", "sim:archive/deep/c.txt")
    expect(p.rclone("cat", "sim:archive/deep/c.txt") == b"original", "copied bytes")
    expect(any("CopyObject" in op for op in p.operations()), f"not server side: {p.operations()}")
    p.rclone("moveto", "sim:photos/b.txt", "sim:photos/moved.txt")
    expect(p.rclone("lsf", "sim:photos").decode().split() == ["a.txt", "moved.txt"], "move")


def delete_many(p):
    p.rclone("mkdir", "sim:photos")
    for key in ["a", "b", "c/d", "c/e"]:
        p.rclone("rcat", f"sim:photos/{key}", data=b"x")
    p.rclone("delete", "sim:photos/c")
    expect(p.rclone("lsf", "-R", "sim:photos").decode().split() == ["a", "b"], "delete a folder")
    p.rclone("purge", "sim:photos")
    expect("photos" not in p.rclone("lsd", "sim:").decode(), "purged bucket")


def presigned(p):
    p.rclone("mkdir", "sim:photos")
    p.rclone("rcat", "sim:photos/a b.txt", data=b"through a link")
    url = p.rclone("link", "--expire", "10m", "sim:photos/a b.txt").decode().strip()
    status, body = fetch(url)
    expect((status, body) == (200, b"through a link"), f"presigned GET {status} {body[:300]!r} {url}")
    p.advance(601)
    status, body = fetch(url)
    expect(status == 403 and b"expired" in body, f"after the move {status} {body[:300]!r}")


def listing(p):
    p.rclone("mkdir", "sim:photos")
    keys = ["a.txt", "b c.txt", "docs/1.txt", "docs/2.txt", "docs/deep/3.txt", "img/x+y.png", "z/ä.txt"]
    for key in keys:
        p.rclone("rcat", f"sim:photos/{key}", data=key.encode())
    for version in ["1", "2"]:
        flags = ["--s3-list-version", version, "--s3-list-chunk", "2"]
        # A folder: a prefix and the delimiter `/`, in pages of two.
        top = p.rclone("lsf", *flags, "sim:photos").decode().splitlines()
        expect(top == ["a.txt", "b c.txt", "docs/", "img/", "z/"], f"v{version} top {top}")
        docs = p.rclone("lsf", *flags, "sim:photos/docs").decode().splitlines()
        expect(docs == ["1.txt", "2.txt", "deep/"], f"v{version} docs {docs}")
        # Everything: no delimiter.
        every = p.rclone("lsf", "-R", "--files-only", *flags, "sim:photos").decode().splitlines()
        expect(every == keys, f"v{version} recursive {every}")
        sizes = json.loads(p.rclone("lsjson", *flags, "sim:photos/img"))
        expect([(e["Name"], e["Size"]) for e in sizes] == [("x+y.png", len("img/x+y.png"))], f"v{version} lsjson {sizes}")


def canned_acls(p):
    """rclone's default ACL (`private`) is what holds; `public-read` is refused, not ignored."""
    p.rclone("mkdir", "sim:photos")
    p.rclone("rcat", "sim:photos/a.txt", data=b"x")
    try:
        p.rclone("rcat", "--s3-acl", "public-read", "--retries", "1", "--low-level-retries", "1", "sim:photos/b.txt", data=b"x")
    except AssertionError as refused:
        expect("NotImplemented" in str(refused), f"refused as {refused}")
    else:
        raise AssertionError("a public-read upload succeeded")
    expect(p.rclone("lsf", "sim:photos").decode().split() == ["a.txt"], "nothing stored")


CHECKS = [
    ("multipart uploads", multipart),
    ("server-side copies and moves", copy),
    ("deletes of many objects", delete_many),
    ("presigned URLs", presigned),
    ("listings with prefixes and delimiters", listing),
    ("canned ACLs", canned_acls),
]

print(subprocess.run(["rclone", "version"], capture_output=True, text=True).stdout.splitlines()[0])
run("rclone", CHECKS, Place)
