"""Drives the simulator's S3 endpoint with boto3 as its users use it: a client made with its
defaults (path-style, any region) and the session's storage keys, presigned URLs fetched with
plain HTTP. Every check runs in a session an hour ahead of the wall clock (realtime) and in one a
day behind it (manual); presigned URLs are made now, by the wall clock, as clients make them.

Usage: boto3_checks.py BASE_URL   (prints one line per check, then a summary; exits 1 on a failure)
"""

import hashlib
import io
import sys
from datetime import timedelta
from urllib.parse import unquote_plus

import boto3
import botocore
from boto3.s3.transfer import TransferConfig
from botocore.config import Config
from botocore.exceptions import ClientError
from common import MIB, Session, expect, fetch, run

base = sys.argv[1]


class Place(Session):
    """A session, its owner's storage keys, and boto3 clients for them."""

    def __init__(self, body):
        super().__init__(base, body)
        self.s3 = self.client()

    def client(self, secret=None, **config):
        return boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            aws_access_key_id=self.access,
            aws_secret_access_key=secret or self.secret,
            region_name="us-east-1",
            config=Config(**config) if config else None,
        )


def error_code(call):
    try:
        call()
    except ClientError as error:
        return error.response["Error"]["Code"]
    raise AssertionError("the call succeeded")


def md5(data):
    return hashlib.md5(data).hexdigest()


# --- the checks, each given a Place with an empty world ---------------------------------------


def buckets_location_versioning_acl(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    s3.create_bucket(Bucket="archive")
    expect(error_code(lambda: s3.create_bucket(Bucket="photos")) == "BucketAlreadyOwnedByYou", "a second create")
    expect(error_code(lambda: s3.create_bucket(Bucket="Not_Valid")) == "InvalidBucketName", "a bad name")
    names = [b["Name"] for b in s3.list_buckets()["Buckets"]]
    expect(names == ["archive", "photos"], f"buckets {names}")
    s3.head_bucket(Bucket="photos")
    expect(s3.get_bucket_location(Bucket="photos")["LocationConstraint"] is None, "location")
    versioning = s3.get_bucket_versioning(Bucket="photos")
    expect("Status" not in versioning, f"versioning {versioning}")
    grants = s3.get_bucket_acl(Bucket="photos")["Grants"]
    expect([g["Permission"] for g in grants] == ["FULL_CONTROL"], f"bucket acl {grants}")
    s3.put_object(Bucket="photos", Key="a.txt", Body=b"x")
    grants = s3.get_object_acl(Bucket="photos", Key="a.txt")["Grants"]
    expect([g["Permission"] for g in grants] == ["FULL_CONTROL"], f"object acl {grants}")
    expect(error_code(lambda: s3.get_bucket_policy(Bucket="photos")) == "NoSuchBucketPolicy", "policy")
    expect(error_code(lambda: s3.delete_bucket(Bucket="photos")) == "BucketNotEmpty", "delete a full bucket")
    s3.delete_bucket(Bucket="archive")
    expect(error_code(lambda: s3.head_bucket(Bucket="archive")) == "404", "deleted bucket")


def canned_acls(p):
    """An ACL for the owner alone is what holds; one that grants others is refused, not ignored."""
    s3 = p.s3
    s3.create_bucket(Bucket="photos", ACL="private")
    s3.put_object(Bucket="photos", Key="a.txt", Body=b"x", ACL="bucket-owner-full-control")
    public = lambda: s3.put_object(Bucket="photos", Key="b.txt", Body=b"x", ACL="public-read")  # noqa: E731
    expect(error_code(public) == "NotImplemented", "a public-read object")
    expect(error_code(lambda: s3.head_object(Bucket="photos", Key="b.txt")) == "404", "nothing stored")
    expect(error_code(lambda: s3.create_bucket(Bucket="open", ACL="public-read-write")) == "NotImplemented", "a public bucket")
    expect(error_code(lambda: s3.head_bucket(Bucket="open")) == "404", "no bucket made")


def metadata_and_etags(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    body = b"hello, metadata"
    put = s3.put_object(
        Bucket="photos",
        Key="docs/a.txt",
        Body=body,
        ContentType="text/plain; charset=utf-8",
        CacheControl="max-age=60",
        ContentDisposition='attachment; filename="a.txt"',
        Metadata={"Owner": "mari", "review": "yes"},
    )
    expect(put["ETag"] == f'"{md5(body)}"', f"put etag {put['ETag']}")
    for answer in (s3.head_object(Bucket="photos", Key="docs/a.txt"), s3.get_object(Bucket="photos", Key="docs/a.txt")):
        expect(answer["ETag"] == f'"{md5(body)}"', "etag")
        expect(answer["ContentType"] == "text/plain; charset=utf-8", f"type {answer['ContentType']}")
        expect(answer["CacheControl"] == "max-age=60", "cache-control")
        expect(answer["ContentDisposition"] == 'attachment; filename="a.txt"', "disposition")
        expect(answer["Metadata"] == {"owner": "mari", "review": "yes"}, f"metadata {answer['Metadata']}")
        expect(answer["ContentLength"] == len(body), "length")
    got = s3.get_object(Bucket="photos", Key="docs/a.txt", Range="bytes=7-14")
    expect(got["Body"].read() == b"metadata", "range")


def multipart(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    parts = [b"a" * (5 * MIB), b"b" * (5 * MIB), b"tail"]
    upload = s3.create_multipart_upload(Bucket="photos", Key="big.bin", ContentType="application/x-big", Metadata={"k": "v"})
    etags = []
    for number, data in enumerate(parts, start=1):
        answer = s3.upload_part(Bucket="photos", Key="big.bin", UploadId=upload["UploadId"], PartNumber=number, Body=data)
        expect(answer["ETag"] == f'"{md5(data)}"', "part etag")
        etags.append({"PartNumber": number, "ETag": answer["ETag"]})
    done = s3.complete_multipart_upload(
        Bucket="photos", Key="big.bin", UploadId=upload["UploadId"], MultipartUpload={"Parts": etags}
    )
    expected = hashlib.md5(b"".join(hashlib.md5(d).digest() for d in parts)).hexdigest() + "-3"
    expect(done["ETag"] == f'"{expected}"', f"multipart etag {done['ETag']}")
    head = s3.head_object(Bucket="photos", Key="big.bin")
    expect(head["ContentLength"] == sum(map(len, parts)), "size")
    expect((head["ContentType"], head["Metadata"]) == ("application/x-big", {"k": "v"}), "multipart metadata")
    # The managed transfer splits a file itself, as `aws s3 cp` and most tools do.
    data = bytes(range(256)) * (12 * MIB // 256)
    config = TransferConfig(multipart_threshold=5 * MIB, multipart_chunksize=5 * MIB)
    s3.upload_fileobj(io.BytesIO(data), "photos", "managed.bin", Config=config)
    back = io.BytesIO()
    s3.download_fileobj("photos", "managed.bin", back, Config=config)
    expect(back.getvalue() == data, "managed round trip")
    expect(s3.head_object(Bucket="photos", Key="managed.bin")["ETag"].endswith('-3"'), "managed etag")
    aborted = s3.create_multipart_upload(Bucket="photos", Key="gone.bin")
    s3.abort_multipart_upload(Bucket="photos", Key="gone.bin", UploadId=aborted["UploadId"])
    code = error_code(
        lambda: s3.upload_part(Bucket="photos", Key="gone.bin", UploadId=aborted["UploadId"], PartNumber=1, Body=b"x")
    )
    expect(code == "NoSuchUpload", code)


def copy(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    s3.create_bucket(Bucket="archive")
    s3.put_object(Bucket="photos", Key="a.txt", Body=b"original", ContentType="text/plain", Metadata={"a": "1"})
    copied = s3.copy_object(Bucket="photos", Key="b.txt", CopySource={"Bucket": "photos", "Key": "a.txt"})
    expect(copied["CopyObjectResult"]["ETag"] == f'"{md5(b"original")}"', "copy etag")
    head = s3.head_object(Bucket="photos", Key="b.txt")
    expect((head["ContentType"], head["Metadata"]) == ("text/plain", {"a": "1"}), "COPY keeps metadata")
    s3.copy_object(
        Bucket="archive",
        Key="deep/c.txt",
        CopySource="photos/a.txt",
        MetadataDirective="REPLACE",
        ContentType="text/markdown",
        Metadata={"b": "2"},
    )
    head = s3.head_object(Bucket="archive", Key="deep/c.txt")
    expect((head["ContentType"], head["Metadata"]) == ("text/markdown", {"b": "2"}), "REPLACE")
    expect(s3.get_object(Bucket="archive", Key="deep/c.txt")["Body"].read() == b"original", "copied bytes")
    same = lambda: s3.copy_object(Bucket="photos", Key="a.txt", CopySource="photos/a.txt")  # noqa: E731
    expect(error_code(same) == "InvalidRequest", "a copy onto itself")
    s3.copy_object(Bucket="photos", Key="a.txt", CopySource="photos/a.txt", MetadataDirective="REPLACE", Metadata={"c": "3"})
    expect(s3.head_object(Bucket="photos", Key="a.txt")["Metadata"] == {"c": "3"}, "self copy with REPLACE")
    missing = lambda: s3.copy_object(Bucket="photos", Key="x", CopySource="photos/nope")  # noqa: E731
    expect(error_code(missing) == "NoSuchKey", "a missing source")
    failing = lambda: s3.copy_object(Bucket="photos", Key="x", CopySource="photos/a.txt", CopySourceIfMatch='"0"')  # noqa: E731
    expect(error_code(failing) == "PreconditionFailed", "copy source condition")
    # The managed copy, as `aws s3 cp s3://… s3://…` does it.
    s3.copy({"Bucket": "photos", "Key": "b.txt"}, "archive", "managed.txt")
    expect(s3.get_object(Bucket="archive", Key="managed.txt")["Body"].read() == b"original", "managed copy")


def listing(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    keys = ["a.txt", "b c.txt", "docs/1.txt", "docs/2.txt", "img/x+y.png", "z/ä.txt"]
    for key in keys:
        s3.put_object(Bucket="photos", Key=key, Body=key.encode())
    # v1 (boto3 asks for url encoding itself and decodes), with a marker and pages.
    v1 = s3.list_objects(Bucket="photos")
    expect([c["Key"] for c in v1["Contents"]] == keys, f"v1 {v1.get('Contents')}")
    expect(v1["Contents"][0]["Owner"]["ID"], "v1 owner")
    after = s3.list_objects(Bucket="photos", Marker="docs/2.txt")
    expect([c["Key"] for c in after["Contents"]] == keys[4:], "v1 marker")
    folders = s3.list_objects(Bucket="photos", Delimiter="/")
    expect([c["Key"] for c in folders["Contents"]] == ["a.txt", "b c.txt"], "v1 delimiter keys")
    expect([c["Prefix"] for c in folders["CommonPrefixes"]] == ["docs/", "img/", "z/"], "v1 prefixes")
    pages = s3.get_paginator("list_objects").paginate(Bucket="photos", PaginationConfig={"PageSize": 4})
    expect([c["Key"] for page in pages for c in page.get("Contents", [])] == keys, "v1 pages")
    pages = s3.get_paginator("list_objects").paginate(Bucket="photos", Delimiter="/", PaginationConfig={"PageSize": 2})
    seen = [(c.get("Key") or c.get("Prefix")) for page in pages for c in page.get("Contents", []) + page.get("CommonPrefixes", [])]
    expect(sorted(seen) == ["a.txt", "b c.txt", "docs/", "img/", "z/"], f"v1 pages with folders {seen}")
    # v2 with start-after, url encoding and continuation.
    # Asked for by the caller, url encoding is the caller's to undo.
    v2 = s3.list_objects_v2(Bucket="photos", StartAfter="b c.txt", EncodingType="url")
    expect([unquote_plus(c["Key"]) for c in v2["Contents"]] == keys[2:], f"v2 start-after {v2.get('Contents')}")
    expect(v2["Contents"][2]["Key"] == "img/x%2By.png", "url encoded")
    pages = s3.get_paginator("list_objects_v2").paginate(Bucket="photos", PaginationConfig={"PageSize": 2})
    pages = list(pages)
    expect(len(pages) == 3 and [c["Key"] for page in pages for c in page["Contents"]] == keys, "v2 pages")
    docs = s3.list_objects_v2(Bucket="photos", Prefix="docs/", Delimiter="/")
    expect([c["Key"] for c in docs["Contents"]] == ["docs/1.txt", "docs/2.txt"], "v2 prefix")


def delete_objects(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    for key in ["a", "b", "c", "d/e"]:
        s3.put_object(Bucket="photos", Key=key, Body=b"x")
    verbose = s3.delete_objects(Bucket="photos", Delete={"Objects": [{"Key": "a"}, {"Key": "b"}, {"Key": "never"}]})
    expect(sorted(d["Key"] for d in verbose["Deleted"]) == ["a", "b", "never"], f"verbose {verbose}")
    quiet = s3.delete_objects(Bucket="photos", Delete={"Objects": [{"Key": "c"}], "Quiet": True})
    expect("Deleted" not in quiet and "Errors" not in quiet, f"quiet {quiet}")
    # "Empty this bucket", as `aws s3 rm --recursive` and the resource API do it.
    boto3.resource(
        "s3", endpoint_url=p.endpoint, aws_access_key_id=p.access, aws_secret_access_key=p.secret, region_name="us-east-1"
    ).Bucket("photos").objects.all().delete()
    expect(s3.list_objects_v2(Bucket="photos")["KeyCount"] == 0, "emptied")
    s3.delete_bucket(Bucket="photos")


def conditional_gets(p):
    s3 = p.s3
    s3.create_bucket(Bucket="photos")
    etag = s3.put_object(Bucket="photos", Key="a.txt", Body=b"hello")["ETag"]
    modified = s3.head_object(Bucket="photos", Key="a.txt")["LastModified"]
    expect(s3.get_object(Bucket="photos", Key="a.txt", IfMatch=etag)["Body"].read() == b"hello", "If-Match")
    expect(error_code(lambda: s3.get_object(Bucket="photos", Key="a.txt", IfMatch='"0"')) == "PreconditionFailed", "If-Match 412")
    expect(error_code(lambda: s3.get_object(Bucket="photos", Key="a.txt", IfNoneMatch=etag)) == "304", "If-None-Match 304")
    expect(s3.get_object(Bucket="photos", Key="a.txt", IfNoneMatch='"0"')["ETag"] == etag, "If-None-Match 200")
    expect(error_code(lambda: s3.get_object(Bucket="photos", Key="a.txt", IfModifiedSince=modified)) == "304", "If-Modified-Since")
    earlier = modified - timedelta(seconds=1)
    expect(s3.get_object(Bucket="photos", Key="a.txt", IfModifiedSince=earlier)["ETag"] == etag, "modified since earlier")
    code = error_code(lambda: s3.get_object(Bucket="photos", Key="a.txt", IfUnmodifiedSince=earlier))
    expect(code == "PreconditionFailed", "If-Unmodified-Since")
    expect(error_code(lambda: s3.head_object(Bucket="photos", Key="a.txt", IfMatch='"0"')) == "412", "HEAD If-Match")


def presigned(p, signature_version):
    """GET and PUT through URLs presigned now, by `signature_version` (None: boto3's default)."""
    config = {"signature_version": signature_version} if signature_version else {}
    s3 = p.client(**config)
    if "photos" not in [b["Name"] for b in p.s3.list_buckets()["Buckets"]]:
        p.s3.create_bucket(Bucket="photos")
    key = f"presigned-{signature_version or 'default'}.txt"
    put = s3.generate_presigned_url("put_object", Params={"Bucket": "photos", "Key": key}, ExpiresIn=600)
    status, body = fetch(put, "PUT", b"through a link")
    expect(status == 200, f"presigned PUT {status} {body[:300]!r}")
    get = s3.generate_presigned_url("get_object", Params={"Bucket": "photos", "Key": key}, ExpiresIn=600)
    status, body = fetch(get)
    expect((status, body) == (200, b"through a link"), f"presigned GET {status} {body[:300]!r} {get}")
    disposition = s3.generate_presigned_url(
        "get_object",
        Params={"Bucket": "photos", "Key": key, "ResponseContentDisposition": "attachment"},
        ExpiresIn=600,
    )
    expect(fetch(disposition)[0] == 200, "presigned GET with a response header")
    forged = get.replace(key, "other.txt")
    expect(fetch(forged)[0] == 403, "a URL for another key")
    # Moved past its lifetime by hand, the URL has expired.
    p.advance(601)
    status, body = fetch(get)
    expect(status == 403 and b"expired" in body, f"after the move {status} {body[:300]!r}")
    fresh = s3.generate_presigned_url("get_object", Params={"Bucket": "photos", "Key": key}, ExpiresIn=900)
    expect(fetch(fresh)[0] == 200, "a URL made after the move")
    return get


def wrong_secret(p):
    p.s3.create_bucket(Bucket="photos")
    code = error_code(lambda: p.client(secret="not-the-secret").list_objects_v2(Bucket="photos"))
    expect(code == "SignatureDoesNotMatch", code)
    v2 = p.client(secret="not-the-secret", signature_version="s3")
    expect(error_code(lambda: v2.list_objects_v2(Bucket="photos")) == "SignatureDoesNotMatch", "v2")


def v2_header_signed(p):
    """The whole life of an object with V2 header signatures (`signature_version='s3'`)."""
    s3 = p.client(signature_version="s3")
    s3.create_bucket(Bucket="photos")
    s3.put_object(Bucket="photos", Key="a b.txt", Body=b"v2", Metadata={"x": "y"})
    expect(s3.head_object(Bucket="photos", Key="a b.txt")["Metadata"] == {"x": "y"}, "v2 head")
    s3.copy_object(Bucket="photos", Key="c.txt", CopySource="photos/a b.txt")
    expect([c["Key"] for c in s3.list_objects(Bucket="photos")["Contents"]] == ["a b.txt", "c.txt"], "v2 list")
    s3.delete_objects(Bucket="photos", Delete={"Objects": [{"Key": "a b.txt"}, {"Key": "c.txt"}]})
    s3.delete_bucket(Bucket="photos")


CHECKS = [
    ("buckets, location, versioning, ACLs", buckets_location_versioning_acl),
    ("canned ACLs", canned_acls),
    ("object metadata and ETags", metadata_and_etags),
    ("multipart uploads", multipart),
    ("CopyObject", copy),
    ("ListObjects v1 and v2", listing),
    ("DeleteObjects", delete_objects),
    ("conditional requests", conditional_gets),
    ("presigned URLs, boto3's default signature", lambda p: presigned(p, None)),
    ("presigned URLs, Signature V2 (s3)", lambda p: presigned(p, "s3")),
    ("presigned URLs, Signature V4 (s3v4)", lambda p: presigned(p, "s3v4")),
    ("header Signature V2", v2_header_signed),
    ("a wrong secret", wrong_secret),
]


print(f"boto3 {boto3.__version__}, botocore {botocore.__version__}")
run("boto3", CHECKS, Place)
