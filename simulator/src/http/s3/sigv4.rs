//! AWS Signature Version 4, as S3 checks it: in the `Authorization` header or in the query of
//! a presigned URL. Pure functions over the request's parts, so the checks are unit-tested
//! against AWS's published examples.

use hmac::{Hmac, KeyInit, Mac};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use sha2::{Digest, Sha256};

use crate::domain::storage::object::hex;

const ALGORITHM: &str = "AWS4-HMAC-SHA256";
pub const UNSIGNED_PAYLOAD: &str = "UNSIGNED-PAYLOAD";
/// Everything but RFC 3986's unreserved characters is encoded in canonical queries.
const QUERY_VALUE: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');
/// A presigned URL lives at most seven days, as in S3.
const MAX_EXPIRES: u64 = 7 * 24 * 3600;

/// A request's signature claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub access_key: String,
    /// `YYYYMMDDTHHMMSSZ`.
    pub amz_date: String,
    /// `date/region/service/aws4_request`.
    pub scope: String,
    pub signed_headers: Vec<String>,
    pub signature: String,
    /// Seconds a presigned URL is valid; `None` for header signatures.
    pub expires: Option<u64>,
}

/// Why a signature cannot be checked (S3 answers each as `AuthorizationQueryParametersError`
/// or `AccessDenied`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed(pub &'static str);

/// The parts of a request a signature covers.
pub struct Signable<'a> {
    pub method: &'a str,
    /// The path as sent (already URI-encoded by the client).
    pub path: &'a str,
    /// The raw query string.
    pub query: &'a str,
    /// Lower-case header names and values.
    pub headers: &'a [(String, String)],
    /// Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`.
    pub payload_hash: &'a str,
}

/// The decoded query parameters, in order.
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let decode = |s: &str| percent_decode_str(s).decode_utf8_lossy().into_owned();
            (decode(name), decode(value))
        })
        .collect()
}

/// The signature claims of a request: from its `Authorization` header or its query; `None`
/// when it carries none (anonymous).
pub fn claim(authorization: Option<&str>, query: &[(String, String)]) -> Result<Option<Claim>, Malformed> {
    let param = |name: &str| query.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    if let Some(header) = authorization {
        let rest = header.strip_prefix(ALGORITHM).ok_or(Malformed("Only AWS4-HMAC-SHA256 signatures are supported"))?;
        let field = |name: &str| rest.split(',').map(str::trim).find_map(|part| part.strip_prefix(name)?.strip_prefix('='));
        let credential = field("Credential").ok_or(Malformed("The Authorization header has no Credential"))?;
        let signed = field("SignedHeaders").ok_or(Malformed("The Authorization header has no SignedHeaders"))?;
        let signature = field("Signature").ok_or(Malformed("The Authorization header has no Signature"))?;
        return credential_claim(credential, signed, signature, None).map(Some);
    }
    let Some(algorithm) = param("X-Amz-Algorithm") else { return Ok(None) };
    if algorithm != ALGORITHM {
        return Err(Malformed("X-Amz-Algorithm only supports \"AWS4-HMAC-SHA256\""));
    }
    let missing = Malformed(
        "Query-string authentication requires the X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders and X-Amz-Signature parameters",
    );
    let expires: u64 = param("X-Amz-Expires").and_then(|e| e.parse().ok()).ok_or(missing.clone())?;
    if expires > MAX_EXPIRES {
        return Err(Malformed("X-Amz-Expires must be less than a week (in seconds) that is 604800"));
    }
    let credential = param("X-Amz-Credential").ok_or(missing.clone())?;
    let signed = param("X-Amz-SignedHeaders").ok_or(missing.clone())?;
    let signature = param("X-Amz-Signature").ok_or(missing.clone())?;
    let mut claim = credential_claim(credential, signed, signature, Some(expires))?;
    claim.amz_date = param("X-Amz-Date").ok_or(missing)?.to_string();
    Ok(Some(claim))
}

fn credential_claim(credential: &str, signed: &str, signature: &str, expires: Option<u64>) -> Result<Claim, Malformed> {
    let (access_key, scope) = credential.split_once('/').ok_or(Malformed("The Credential is malformed"))?;
    if scope.split('/').count() != 4 || !scope.ends_with("/aws4_request") {
        return Err(Malformed("The Credential is malformed"));
    }
    Ok(Claim {
        access_key: access_key.into(),
        amz_date: String::new(),
        scope: scope.into(),
        signed_headers: signed.split(';').map(str::to_ascii_lowercase).collect(),
        signature: signature.to_ascii_lowercase(),
        expires,
    })
}

/// The signature `secret` gives the request.
pub fn signature(claim: &Claim, secret: &str, request: &Signable) -> String {
    let canonical = canonical_request(claim, request);
    let to_sign = format!("{ALGORITHM}\n{}\n{}\n{}", claim.amz_date, claim.scope, hex(&Sha256::digest(canonical.as_bytes())));
    hex(&hmac(&signing_key(secret, &claim.scope), to_sign.as_bytes()))
}

fn signing_key(secret: &str, scope: &str) -> Vec<u8> {
    let mut key = format!("AWS4{secret}").into_bytes();
    for part in scope.split('/') {
        key = hmac(&key, part.as_bytes());
    }
    key
}

/// The signature of one chunk of an `aws-chunked` body (`STREAMING-AWS4-HMAC-SHA256-PAYLOAD`):
/// chained from the chunk before it, the first from the request's own (seed) signature.
pub fn chunk_signature(claim: &Claim, secret: &str, previous: &str, chunk: &[u8]) -> String {
    let to_sign = format!(
        "AWS4-HMAC-SHA256-PAYLOAD\n{}\n{}\n{previous}\n{}\n{}",
        claim.amz_date,
        claim.scope,
        sha256_hex(b""),
        sha256_hex(chunk)
    );
    hex(&hmac(&signing_key(secret, &claim.scope), to_sign.as_bytes()))
}

/// Whether the request carries the signature `secret` gives it (compared in constant time).
pub fn verify(claim: &Claim, secret: &str, request: &Signable) -> bool {
    let expected = signature(claim, secret, request);
    expected.len() == claim.signature.len()
        && expected.bytes().zip(claim.signature.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0
}

fn canonical_request(claim: &Claim, request: &Signable) -> String {
    let mut query: Vec<(String, String)> = query_pairs(request.query)
        .into_iter()
        .filter(|(name, _)| name != "X-Amz-Signature")
        .map(|(n, v)| (utf8_percent_encode(&n, QUERY_VALUE).to_string(), utf8_percent_encode(&v, QUERY_VALUE).to_string()))
        .collect();
    query.sort();
    let query: Vec<String> = query.into_iter().map(|(n, v)| format!("{n}={v}")).collect();
    let headers: String = claim
        .signed_headers
        .iter()
        .map(|name| {
            let values: Vec<String> = request
                .headers
                .iter()
                .filter(|(n, _)| n == name)
                .map(|(_, v)| v.split_whitespace().collect::<Vec<_>>().join(" "))
                .collect();
            format!("{name}:{}\n", values.join(","))
        })
        .collect();
    format!(
        "{}\n{}\n{}\n{headers}\n{}\n{}",
        request.method,
        request.path,
        query.join("&"),
        claim.signed_headers.join(";"),
        request.payload_hash
    )
}

fn hmac(key: &[u8], data: &[u8]) -> Vec<u8> {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(data);
    mac.finalize().into_bytes().to_vec()
}

/// Hex SHA-256 of a body.
pub fn sha256_hex(body: &[u8]) -> String {
    hex(&Sha256::digest(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    const EMPTY: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

    fn headers(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
    }

    /// AWS S3 documentation, "Signature Calculations for the Authorization Header", GET Object.
    #[test]
    fn the_documented_header_signature_verifies() {
        let authorization = "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41";
        let mut claim = claim(Some(authorization), &[]).unwrap().unwrap();
        claim.amz_date = "20130524T000000Z".into();
        let headers = headers(&[
            ("host", "examplebucket.s3.amazonaws.com"),
            ("range", "bytes=0-9"),
            ("x-amz-content-sha256", EMPTY),
            ("x-amz-date", "20130524T000000Z"),
        ]);
        let request = Signable { method: "GET", path: "/test.txt", query: "", headers: &headers, payload_hash: EMPTY };
        assert!(verify(&claim, SECRET, &request));
        assert!(!verify(&claim, "another secret", &request));
        let tampered = Signable { path: "/other.txt", ..request };
        assert!(!verify(&claim, SECRET, &tampered));
    }

    /// AWS S3 documentation, "Authenticating Requests: Using Query Parameters", the example URL.
    #[test]
    fn the_documented_presigned_url_verifies() {
        let query = "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404";
        let claim = claim(None, &query_pairs(query)).unwrap().unwrap();
        assert_eq!((claim.access_key.as_str(), claim.expires), ("AKIAIOSFODNN7EXAMPLE", Some(86400)));
        let headers = headers(&[("host", "examplebucket.s3.amazonaws.com")]);
        let request = Signable { method: "GET", path: "/test.txt", query, headers: &headers, payload_hash: UNSIGNED_PAYLOAD };
        assert!(verify(&claim, SECRET, &request));
        let longer = query.replace("X-Amz-Expires=86400", "X-Amz-Expires=86401");
        let request = Signable { query: &longer, ..request };
        assert!(!verify(&claim, SECRET, &request));
    }

    /// AWS S3 documentation, "Signature calculation: transfer payload in multiple chunks": the
    /// seed signature and the first and last chunks of its 65 KiB + 1 KiB upload of `a`s.
    #[test]
    fn the_documented_chunk_signatures_chain() {
        let claim = Claim {
            access_key: "AKIAIOSFODNN7EXAMPLE".into(),
            amz_date: "20130524T000000Z".into(),
            scope: "20130524/us-east-1/s3/aws4_request".into(),
            signed_headers: vec![],
            signature: "4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9".into(),
            expires: None,
        };
        let first = chunk_signature(&claim, SECRET, &claim.signature, &[b'a'; 65536]);
        assert_eq!(first, "ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648");
        let second = chunk_signature(&claim, SECRET, &first, &[b'a'; 1024]);
        assert_eq!(second, "0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497");
        let last = chunk_signature(&claim, SECRET, &second, b"");
        assert_eq!(last, "b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9");
        assert_ne!(chunk_signature(&claim, SECRET, &claim.signature, &[b'b'; 65536]), first);
    }

    #[test]
    fn malformed_claims_are_named_and_anonymous_requests_have_none() {
        assert_eq!(claim(None, &query_pairs("list-type=2")), Ok(None));
        assert!(claim(Some("AWS AKIA:sig"), &[]).is_err());
        assert!(claim(Some("AWS4-HMAC-SHA256 Credential=AKIA/20130524/us-east-1/s3/aws4_request"), &[]).is_err());
        let week = "X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=A%2F1%2F2%2Fs3%2Faws4_request&X-Amz-Date=x&X-Amz-Expires=604801&X-Amz-SignedHeaders=host&X-Amz-Signature=0";
        assert!(claim(None, &query_pairs(week)).is_err());
    }
}
