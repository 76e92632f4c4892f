//! AWS Signature Version 2, which Ceph RGW accepts beside V4 and which SDKs still presign with
//! against custom endpoints: `Authorization: AWS <key>:<signature>`, or a presigned query
//! `AWSAccessKeyId=…&Expires=…&Signature=…`. The signature is base64 HMAC-SHA1 of the
//! StringToSign: method, `Content-MD5`, `Content-Type`, `Date` (or `Expires`), the `x-amz-*`
//! headers, and the resource with its sub-resources (docs/product/storage.md#signatures).

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, KeyInit, Mac};
use sha1::Sha1;

/// A V2 signature's claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub access_key: String,
    /// Base64, as sent.
    pub signature: String,
    /// Presigned: the Unix second the URL stops working at.
    pub expires: Option<i64>,
}

/// Query parameters that are sub-resources: they belong to the signed resource.
const SUB_RESOURCES: &[&str] = &[
    "accelerate",
    "acl",
    "analytics",
    "cors",
    "delete",
    "inventory",
    "lifecycle",
    "location",
    "logging",
    "metrics",
    "notification",
    "object-lock",
    "partNumber",
    "policy",
    "replication",
    "requestPayment",
    "response-cache-control",
    "response-content-disposition",
    "response-content-encoding",
    "response-content-language",
    "response-content-type",
    "response-expires",
    "restore",
    "select",
    "select-type",
    "tagging",
    "torrent",
    "uploadId",
    "uploads",
    "versionId",
    "versioning",
    "versions",
    "website",
];

/// Whether a query parameter names a sub-resource (what a V2 signature covers of the query).
pub fn is_sub_resource(name: &str) -> bool {
    SUB_RESOURCES.contains(&name)
}

/// The V2 claims of a request, `None` when it carries none; `Err` names what is malformed.
pub fn claim(authorization: Option<&str>, query: &[(String, String)]) -> Result<Option<Claim>, &'static str> {
    let param = |name: &str| query.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    if let Some(header) = authorization.and_then(|h| h.strip_prefix("AWS ")) {
        let (access_key, signature) = header.split_once(':').ok_or("The Authorization header is malformed")?;
        return Ok(Some(Claim { access_key: access_key.trim().into(), signature: signature.trim().into(), expires: None }));
    }
    let Some(access_key) = param("AWSAccessKeyId") else { return Ok(None) };
    let missing = "Query-string authentication requires the Signature, Expires and AWSAccessKeyId parameters";
    let signature = param("Signature").ok_or(missing)?;
    let expires = param("Expires").and_then(|e| e.parse().ok()).ok_or(missing)?;
    Ok(Some(Claim { access_key: access_key.into(), signature: signature.into(), expires: Some(expires) }))
}

/// What a V2 signature covers.
pub struct Signable<'a> {
    pub method: &'a str,
    pub content_md5: &'a str,
    pub content_type: &'a str,
    /// `Date`, `Expires` for a presigned URL, or empty when `x-amz-date` stands for it.
    pub date: &'a str,
    /// Lower-case names and values of the request's headers (and a presigned query's `x-amz-*`
    /// parameters).
    pub amz_headers: &'a [(String, String)],
    /// The path the client signed, as sent.
    pub resource: &'a str,
    /// The decoded query parameters.
    pub query: &'a [(String, String)],
}

pub fn string_to_sign(request: &Signable) -> String {
    let mut names: Vec<&str> = request.amz_headers.iter().map(|(n, _)| n.as_str()).filter(|n| n.starts_with("x-amz-")).collect();
    names.sort_unstable();
    names.dedup();
    let amz: String = names
        .iter()
        .map(|name| {
            let values: Vec<&str> = request.amz_headers.iter().filter(|(n, _)| n == name).map(|(_, v)| v.trim()).collect();
            format!("{name}:{}\n", values.join(","))
        })
        .collect();
    let mut subs: Vec<String> = request
        .query
        .iter()
        .filter(|(n, _)| SUB_RESOURCES.contains(&n.as_str()))
        .map(|(n, v)| if v.is_empty() { n.clone() } else { format!("{n}={v}") })
        .collect();
    subs.sort();
    let subs = if subs.is_empty() { String::new() } else { format!("?{}", subs.join("&")) };
    format!(
        "{}\n{}\n{}\n{}\n{amz}{}{subs}",
        request.method, request.content_md5, request.content_type, request.date, request.resource
    )
}

/// The signature `secret` gives the request.
pub fn signature(secret: &str, request: &Signable) -> String {
    let mut mac = Hmac::<Sha1>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(string_to_sign(request).as_bytes());
    STANDARD.encode(mac.finalize().into_bytes())
}

/// Whether the claim carries the signature `secret` gives the request (constant time).
pub fn verify(claim: &Claim, secret: &str, request: &Signable) -> bool {
    let expected = signature(secret, request);
    expected.len() == claim.signature.len()
        && expected.bytes().zip(claim.signature.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::s3::sigv4::query_pairs;

    const SECRET: &str = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

    fn amz(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
    }

    /// AWS S3 documentation, "Signing and authenticating REST requests", Object GET.
    #[test]
    fn the_documented_get_signs_as_published() {
        let request = Signable {
            method: "GET",
            content_md5: "",
            content_type: "",
            date: "Tue, 27 Mar 2007 19:36:42 +0000",
            amz_headers: &[],
            resource: "/awsexamplebucket1/photos/puppy.jpg",
            query: &[],
        };
        assert_eq!(string_to_sign(&request), "GET\n\n\nTue, 27 Mar 2007 19:36:42 +0000\n/awsexamplebucket1/photos/puppy.jpg");
        let claim = claim(Some("AWS AKIAIOSFODNN7EXAMPLE:qgk2+6Sv9/oM7G3qLEjTH1a1l1g="), &[]).unwrap().unwrap();
        assert!(verify(&claim, SECRET, &request));
        assert!(!verify(&claim, "another", &request));
        assert!(!verify(&claim, SECRET, &Signable { method: "DELETE", ..request }));
    }

    /// The same documentation's upload: `x-amz-*` headers sorted, lower-cased and joined.
    #[test]
    fn amz_headers_and_sub_resources_are_canonical() {
        let headers = amz(&[
            ("x-amz-meta-reviewedby", "joe@example.com"),
            ("content-type", "text/plain"),
            ("x-amz-acl", "public-read"),
            ("x-amz-meta-reviewedby", " jane@example.com"),
        ]);
        let query = query_pairs("uploadId=abc&partNumber=2&prefix=x&acl");
        let request = Signable {
            method: "PUT",
            content_md5: "4gJE4saaMU4BqNR0kLY+lw==",
            content_type: "text/plain",
            date: "Tue, 27 Mar 2007 21:06:08 +0000",
            amz_headers: &headers,
            resource: "/static.example.com/db-backup.dat.gz",
            query: &query,
        };
        assert_eq!(
            string_to_sign(&request),
            "PUT\n4gJE4saaMU4BqNR0kLY+lw==\ntext/plain\nTue, 27 Mar 2007 21:06:08 +0000\nx-amz-acl:public-read\n\
             x-amz-meta-reviewedby:joe@example.com,jane@example.com\n/static.example.com/db-backup.dat.gz?acl&partNumber=2&uploadId=abc"
        );
    }

    #[test]
    fn presigned_claims_need_every_parameter() {
        let full = query_pairs("AWSAccessKeyId=AKIA&Expires=1175139620&Signature=a%2Bb%3D");
        let claim = claim(None, &full).unwrap().unwrap();
        assert_eq!((claim.access_key.as_str(), claim.signature.as_str(), claim.expires), ("AKIA", "a+b=", Some(1175139620)));
        assert!(super::claim(None, &query_pairs("AWSAccessKeyId=AKIA&Signature=x")).is_err());
        assert!(super::claim(None, &query_pairs("AWSAccessKeyId=AKIA&Expires=soon&Signature=x")).is_err());
        assert!(super::claim(Some("AWS AKIA"), &[]).is_err());
        assert_eq!(super::claim(None, &query_pairs("prefix=x")), Ok(None));
    }
}
