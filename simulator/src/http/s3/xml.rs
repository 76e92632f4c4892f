//! The S3 XML documents: the bodies the endpoint reads (`CompleteMultipartUpload`, `Delete`) and
//! the answers it writes, both through quick-xml's serde support, so character and entity
//! references, namespaces, whitespace, CDATA and escaping follow XML rather than what one client
//! happens to send (Go's encoder writes a quote as `&#34;`).

use jiff::Timestamp;
use jiff::tz::TimeZone;
use quick_xml::NsReader;
use quick_xml::de::Deserializer;
use quick_xml::events::Event;
use quick_xml::se::{QuoteLevel, Serializer};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::domain::storage::object::Listing;
use crate::domain::storage::{BucketRecord, CorsRule};

const DECLARATION: &str = r#"<?xml version="1.0" encoding="UTF-8"?>"#;
const NS: &str = "http://s3.amazonaws.com/doc/2006-03-01/";

/// S3 timestamps: ISO 8601 with milliseconds, in UTC.
pub fn time(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// `Last-Modified` headers: RFC 7231.
pub fn http_date(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

/// A document with its declaration, every markup character in text escaped (`"` too, as S3
/// writes ETags), and empty elements written open and closed.
fn document<T: Serialize>(root: &str, value: &T) -> String {
    let mut out = String::from(DECLARATION);
    let mut serializer = Serializer::with_root(&mut out, Some(root)).expect("the roots are XML names");
    serializer.set_quote_level(QuoteLevel::Full).expand_empty_elements(true);
    value.serialize(serializer).expect("S3 documents hold only strings, numbers and lists");
    out
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct ErrorDocument<'a> {
    code: &'a str,
    message: &'a str,
    resource: &'a str,
}

pub fn error(code: &str, message: &str, resource: &str) -> String {
    document("Error", &ErrorDocument { code, message, resource })
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct Owner<'a> {
    #[serde(rename = "ID")]
    id: &'a str,
    display_name: &'a str,
}

impl<'a> Owner<'a> {
    fn of(name: &'a str) -> Self {
        Owner { id: name, display_name: name }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct BucketList<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    owner: Owner<'a>,
    buckets: Buckets<'a>,
}

#[derive(Serialize)]
struct Buckets<'a> {
    #[serde(rename = "Bucket")]
    bucket: Vec<BucketEntry<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct BucketEntry<'a> {
    name: &'a str,
    creation_date: String,
}

pub fn buckets(owner: &str, buckets: &[&BucketRecord]) -> String {
    let bucket = buckets.iter().map(|b| BucketEntry { name: &b.name, creation_date: time(b.created_at) }).collect();
    document("ListAllMyBucketsResult", &BucketList { xmlns: NS, owner: Owner::of(owner), buckets: Buckets { bucket } })
}

/// What a listing page echoes besides its entries: ListObjects (v1) or ListObjectsV2.
pub struct ListEcho<'a> {
    pub bucket: &'a str,
    pub prefix: &'a str,
    pub delimiter: Option<&'a str>,
    pub max_keys: usize,
    pub page: Page<'a>,
    /// `EncodingType=url`: keys, prefixes, the delimiter and markers come URL-encoded.
    pub url_encoded: bool,
    /// Each entry's owner: always in v1, with `fetch-owner` in v2.
    pub owner: Option<&'a str>,
}

pub enum Page<'a> {
    V1 { marker: &'a str, next_marker: Option<String>, truncated: bool },
    V2 { continuation_token: Option<&'a str>, start_after: Option<&'a str>, next_token: Option<String> },
}

/// A key as `EncodingType=url` sends it: every byte but unreserved ones and `/` escaped.
const KEY_URL: &percent_encoding::AsciiSet =
    &percent_encoding::NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~').remove(b'/');

/// `ListBucketResult`, v1 and v2 in one element order: a v1 page has no `KeyCount`, a v2 page
/// no `Marker`; an element without a value is left out, not written empty.
#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct ListBucketResult<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    name: &'a str,
    prefix: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    delimiter: Option<String>,
    max_keys: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    encoding_type: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    marker: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next_marker: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    key_count: Option<usize>,
    is_truncated: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    continuation_token: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next_continuation_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start_after: Option<String>,
    contents: Vec<ListEntry<'a>>,
    common_prefixes: Vec<CommonPrefix>,
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct ListEntry<'a> {
    key: String,
    last_modified: String,
    #[serde(rename = "ETag")]
    etag: &'a str,
    size: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    owner: Option<Owner<'a>>,
    storage_class: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct CommonPrefix {
    prefix: String,
}

pub fn objects(echo: &ListEcho, listing: &Listing) -> String {
    let text = |value: &str| match echo.url_encoded {
        true => percent_encoding::utf8_percent_encode(value, KEY_URL).to_string(),
        false => value.to_string(),
    };
    let contents = listing
        .contents
        .iter()
        .map(|(key, o)| ListEntry {
            key: text(key),
            last_modified: time(o.last_modified),
            etag: &o.etag,
            size: o.data.len(),
            owner: echo.owner.map(Owner::of),
            storage_class: "STANDARD",
        })
        .collect();
    let common_prefixes = listing.common_prefixes.iter().map(|p| CommonPrefix { prefix: text(p) }).collect();
    let mut result = ListBucketResult {
        xmlns: NS,
        name: echo.bucket,
        prefix: text(echo.prefix),
        delimiter: echo.delimiter.map(text),
        max_keys: echo.max_keys,
        encoding_type: echo.url_encoded.then_some("url"),
        marker: None,
        next_marker: None,
        key_count: None,
        is_truncated: false,
        continuation_token: None,
        next_continuation_token: None,
        start_after: None,
        contents,
        common_prefixes,
    };
    match &echo.page {
        Page::V1 { marker, next_marker, truncated } => {
            result.marker = Some(text(marker));
            result.next_marker = next_marker.as_deref().map(text);
            result.is_truncated = *truncated;
        }
        Page::V2 { continuation_token, start_after, next_token } => {
            result.key_count = Some(listing.contents.len() + listing.common_prefixes.len());
            result.is_truncated = next_token.is_some();
            result.continuation_token = *continuation_token;
            result.next_continuation_token = next_token.clone();
            result.start_after = start_after.map(text);
        }
    }
    document("ListBucketResult", &result)
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct CopyObjectResult<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    last_modified: String,
    #[serde(rename = "ETag")]
    etag: &'a str,
}

pub fn copy_result(etag: &str, modified: Timestamp) -> String {
    document("CopyObjectResult", &CopyObjectResult { xmlns: NS, last_modified: time(modified), etag })
}

#[derive(Serialize)]
struct DeleteResult<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    #[serde(rename = "Deleted")]
    deleted: Vec<Deleted<'a>>,
}

#[derive(Serialize)]
struct Deleted<'a> {
    #[serde(rename = "Key")]
    key: &'a str,
}

/// `DeleteObjects`' answer: every key deleted, or none in quiet mode (it has no failures to
/// report: a bucket's refusal refuses the whole request).
pub fn delete_result(keys: &[String], quiet: bool) -> String {
    let deleted = match quiet {
        true => Vec::new(),
        false => keys.iter().map(|key| Deleted { key }).collect(),
    };
    document("DeleteResult", &DeleteResult { xmlns: NS, deleted })
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct AccessControlPolicy<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    owner: Owner<'a>,
    access_control_list: AccessControlList<'a>,
}

#[derive(Serialize)]
struct AccessControlList<'a> {
    #[serde(rename = "Grant")]
    grant: Vec<Grant<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct Grant<'a> {
    grantee: Grantee<'a>,
    permission: &'static str,
}

#[derive(Serialize)]
struct Grantee<'a> {
    #[serde(rename = "@xmlns:xsi")]
    xmlns_xsi: &'static str,
    #[serde(rename = "@xsi:type")]
    kind: &'static str,
    #[serde(flatten)]
    id: Owner<'a>,
}

/// A bucket's or object's ACL: its owner has full control, nobody else anything.
pub fn acl(owner: &str) -> String {
    let grantee = Grantee { xmlns_xsi: "http://www.w3.org/2001/XMLSchema-instance", kind: "CanonicalUser", id: Owner::of(owner) };
    let list = AccessControlList { grant: vec![Grant { grantee, permission: "FULL_CONTROL" }] };
    document("AccessControlPolicy", &AccessControlPolicy { xmlns: NS, owner: Owner::of(owner), access_control_list: list })
}

/// A document that is its namespace and nothing else.
#[derive(Serialize)]
struct Empty {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
}

/// Versioning was never enabled: the configuration is empty.
pub fn versioning() -> String {
    document("VersioningConfiguration", &Empty { xmlns: NS })
}

pub fn location() -> String {
    document("LocationConstraint", &Empty { xmlns: NS })
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct InitiateMultipartUploadResult<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    bucket: &'a str,
    key: &'a str,
    upload_id: &'a str,
}

pub fn upload_started(bucket: &str, key: &str, upload_id: &str) -> String {
    document("InitiateMultipartUploadResult", &InitiateMultipartUploadResult { xmlns: NS, bucket, key, upload_id })
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct CompleteMultipartUploadResult<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    location: &'a str,
    bucket: &'a str,
    key: &'a str,
    #[serde(rename = "ETag")]
    etag: &'a str,
}

pub fn upload_completed(location: &str, bucket: &str, key: &str, etag: &str) -> String {
    document("CompleteMultipartUploadResult", &CompleteMultipartUploadResult { xmlns: NS, location, bucket, key, etag })
}

#[derive(Serialize)]
struct CorsConfiguration<'a> {
    #[serde(rename = "@xmlns")]
    xmlns: &'static str,
    #[serde(rename = "CORSRule")]
    rules: Vec<CorsRuleElement<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
struct CorsRuleElement<'a> {
    allowed_origin: &'a [String],
    allowed_method: &'a [String],
    allowed_header: &'a [String],
    expose_header: &'a [String],
    max_age_seconds: u32,
}

pub fn cors(rules: &[CorsRule]) -> String {
    let rules = rules
        .iter()
        .map(|rule| CorsRuleElement {
            allowed_origin: &rule.allowed_origins,
            allowed_method: &rule.allowed_methods,
            allowed_header: &rule.allowed_headers,
            expose_header: &rule.expose_headers,
            max_age_seconds: rule.max_age_seconds,
        })
        .collect();
    document("CORSConfiguration", &CorsConfiguration { xmlns: NS, rules })
}

/// The local name of a body's one root element, when the body is a well-formed UTF-8 document
/// (names matched, one root, no text outside it).
fn root(text: &str) -> Option<String> {
    let local = |element: &quick_xml::events::BytesStart| String::from_utf8_lossy(element.local_name().as_ref()).into_owned();
    let mut reader = NsReader::from_str(text);
    let (mut root, mut depth) = (None, 0usize);
    loop {
        let event = reader.read_event().ok()?;
        if let Event::Start(element) | Event::Empty(element) = &event
            && depth == 0
            && root.replace(local(element)).is_some()
        {
            return None;
        }
        match event {
            Event::Start(_) => depth += 1,
            Event::End(_) => depth = depth.checked_sub(1)?,
            Event::Text(text) if depth == 0 && !text.iter().all(u8::is_ascii_whitespace) => return None,
            Event::CData(_) | Event::GeneralRef(_) if depth == 0 => return None,
            Event::Eof => return root.filter(|_| depth == 0),
            _ => {}
        }
    }
}

/// A body as the document `name`, or `None` when it is not well-formed or is another document.
/// Text is kept as sent (a key may begin with a space); references are XML's predefined
/// entities and character references, anything else is not well-formed.
fn read<T: DeserializeOwned>(body: &[u8], name: &str) -> Option<T> {
    let text = std::str::from_utf8(body).ok()?;
    if root(text)? != name {
        return None;
    }
    T::deserialize(&mut Deserializer::borrowing(NsReader::from_str(text))).ok()
}

#[derive(Deserialize)]
struct CompleteMultipartUpload {
    #[serde(rename = "Part", default)]
    parts: Vec<CompletedPart>,
}

#[derive(Deserialize)]
struct CompletedPart {
    #[serde(rename = "PartNumber")]
    number: String,
    #[serde(rename = "ETag")]
    etag: String,
}

/// The `(PartNumber, ETag)` pairs of a `CompleteMultipartUpload` body, in document order;
/// `None` when the body is not that document.
pub fn completed_parts(body: &[u8]) -> Option<Vec<(u32, String)>> {
    let document: CompleteMultipartUpload = read(body, "CompleteMultipartUpload")?;
    // Both are schema types whose surrounding whitespace is not part of the value.
    document.parts.into_iter().map(|part| Some((part.number.trim().parse().ok()?, part.etag.trim().to_string()))).collect()
}

#[derive(Deserialize)]
struct Delete {
    #[serde(rename = "Object", default)]
    objects: Vec<ObjectIdentifier>,
    #[serde(rename = "Quiet", default)]
    quiet: Option<String>,
}

#[derive(Deserialize)]
struct ObjectIdentifier {
    #[serde(rename = "Key")]
    key: String,
}

/// A `Delete` document's keys (at most 1000, as S3 takes) and whether it asks for quiet.
pub fn delete_request(body: &[u8]) -> Option<(Vec<String>, bool)> {
    let document: Delete = read(body, "Delete")?;
    // `Quiet` is an xs:boolean: `true` or `1`, whitespace around it collapsed.
    let quiet = document.quiet.is_some_and(|q| matches!(q.trim(), "true" | "1"));
    let keys: Vec<String> = document.objects.into_iter().map(|o| o.key).collect();
    (!keys.is_empty() && keys.len() <= 1000).then_some((keys, quiet))
}

#[cfg(test)]
mod tests;
