//! Canned ACLs (`x-amz-acl`) and grant headers (`x-amz-grant-*`) on a write: every object and
//! bucket here belongs to its owner alone (what GetObjectAcl and GetBucketAcl answer), so an ACL
//! that says just that is honoured as it stands and one that grants anyone else is refused,
//! never stored and ignored (docs/product/storage.md#acls).

use axum::http::StatusCode;

use super::{S3Error, S3Request, S3Result};

/// Canned ACLs that grant nobody but the owner (object and bucket owner are one user here).
const OWNER_ONLY: &[&str] = &["private", "bucket-owner-read", "bucket-owner-full-control"];
/// Canned ACLs that grant others: S3 knows them, this endpoint does not keep grants.
const GRANTING: &[&str] = &["public-read", "public-read-write", "authenticated-read", "aws-exec-read", "log-delivery-write"];

/// Refuses a write whose ACL would grant anyone but the owner; `x-amz-acl` may also come in a
/// presigned URL's query.
pub fn check(request: &S3Request) -> S3Result<()> {
    if let Some(grant) = request.headers.keys().find(|name| name.as_str().starts_with("x-amz-grant-")) {
        return Err(not_kept(&format!("The {grant} header")));
    }
    let Some(canned) = request.header("x-amz-acl").or(request.param("x-amz-acl")) else { return Ok(()) };
    match canned.trim() {
        acl if OWNER_ONLY.contains(&acl) => Ok(()),
        acl if GRANTING.contains(&acl) => Err(not_kept(&format!("The canned ACL {acl}"))),
        _ => Err(S3Error::new(StatusCode::BAD_REQUEST, "InvalidArgument", format!("x-amz-acl: {canned} is not a canned ACL"))),
    }
}

fn not_kept(what: &str) -> S3Error {
    S3Error::new(
        StatusCode::NOT_IMPLEMENTED,
        "NotImplemented",
        format!(
            "A header you provided implies functionality that is not implemented: {what} grants access to others, and objects and buckets here are private to their owner"
        ),
    )
}

#[cfg(test)]
mod tests {
    use axum::http::{HeaderMap, Method};

    use super::*;

    fn put(headers: &[(&'static str, &str)], query: &str) -> S3Request {
        let mut map = HeaderMap::new();
        for (name, value) in headers {
            map.insert(*name, value.parse().unwrap());
        }
        S3Request {
            method: Method::PUT,
            path: "/s3/s1/photos/a.txt".into(),
            query: query.into(),
            params: super::super::sigv4::query_pairs(query),
            headers: map,
            body: Default::default(),
        }
    }

    fn refusal(request: &S3Request) -> Option<(StatusCode, &'static str)> {
        check(request).err().map(|e| (e.status, e.code))
    }

    #[test]
    fn an_acl_for_the_owner_alone_is_honoured_as_it_stands() {
        for acl in ["private", "bucket-owner-read", "bucket-owner-full-control"] {
            assert_eq!(refusal(&put(&[("x-amz-acl", acl)], "")), None, "{acl}");
        }
        assert_eq!(refusal(&put(&[], "")), None);
    }

    #[test]
    fn an_acl_granting_others_is_refused_not_ignored() {
        let not_implemented = Some((StatusCode::NOT_IMPLEMENTED, "NotImplemented"));
        for acl in ["public-read", "public-read-write", "authenticated-read", "aws-exec-read", "log-delivery-write"] {
            assert_eq!(refusal(&put(&[("x-amz-acl", acl)], "")), not_implemented, "{acl}");
        }
        assert_eq!(refusal(&put(&[], "x-amz-acl=public-read&X-Amz-Signature=0")), not_implemented);
        assert_eq!(
            refusal(&put(&[("x-amz-grant-read", "uri=\"http://acs.amazonaws.com/groups/global/AllUsers\"")], "")),
            not_implemented
        );
        assert_eq!(refusal(&put(&[("x-amz-acl", "everyone")], "")), Some((StatusCode::BAD_REQUEST, "InvalidArgument")));
    }
}
