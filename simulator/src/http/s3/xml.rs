//! The S3 XML documents the endpoint answers, and the one it reads (`CompleteMultipartUpload`).

use jiff::Timestamp;
use jiff::tz::TimeZone;
use quick_xml::escape::escape;
use quick_xml::events::Event;

use crate::domain::storage::object::Listing;
use crate::domain::storage::{BucketRecord, CorsRule};

const HEAD: &str = r#"<?xml version="1.0" encoding="UTF-8"?>"#;
const NS: &str = "http://s3.amazonaws.com/doc/2006-03-01/";

/// S3 timestamps: ISO 8601 with milliseconds, in UTC.
pub fn time(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// `Last-Modified` headers: RFC 7231.
pub fn http_date(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

fn tag(name: &str, value: &str) -> String {
    format!("<{name}>{}</{name}>", escape(value))
}

pub fn error(code: &str, message: &str, resource: &str) -> String {
    format!("{HEAD}<Error>{}{}{}</Error>", tag("Code", code), tag("Message", message), tag("Resource", resource))
}

pub fn buckets(owner: &str, buckets: &[&BucketRecord]) -> String {
    let list: String = buckets
        .iter()
        .map(|b| format!("<Bucket>{}{}</Bucket>", tag("Name", &b.name), tag("CreationDate", &time(b.created_at))))
        .collect();
    let owner = format!("<Owner>{}{}</Owner>", tag("ID", owner), tag("DisplayName", owner));
    format!(r#"{HEAD}<ListAllMyBucketsResult xmlns="{NS}">{owner}<Buckets>{list}</Buckets></ListAllMyBucketsResult>"#)
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

pub fn objects(echo: &ListEcho, listing: &Listing) -> String {
    let text = |value: &str| match echo.url_encoded {
        true => percent_encoding::utf8_percent_encode(value, KEY_URL).to_string(),
        false => value.to_string(),
    };
    let owner = echo.owner.map(|o| format!("<Owner>{}{}</Owner>", tag("ID", o), tag("DisplayName", o))).unwrap_or_default();
    let contents: String = listing
        .contents
        .iter()
        .map(|(key, o)| {
            format!(
                "<Contents>{}{}{}{}{owner}<StorageClass>STANDARD</StorageClass></Contents>",
                tag("Key", &text(key)),
                tag("LastModified", &time(o.last_modified)),
                tag("ETag", &o.etag),
                tag("Size", &o.data.len().to_string())
            )
        })
        .collect();
    let prefixes: String =
        listing.common_prefixes.iter().map(|p| format!("<CommonPrefixes>{}</CommonPrefixes>", tag("Prefix", &text(p)))).collect();
    let optional = |name: &str, value: Option<&str>| value.map(|v| tag(name, &text(v))).unwrap_or_default();
    let truncated = |t: bool| tag("IsTruncated", if t { "true" } else { "false" });
    let page = match &echo.page {
        Page::V1 { marker, next_marker, truncated: t } => {
            format!("{}{}{}", tag("Marker", &text(marker)), optional("NextMarker", next_marker.as_deref()), truncated(*t))
        }
        Page::V2 { continuation_token, start_after, next_token } => format!(
            "{}{}{}{}{}",
            tag("KeyCount", &(listing.contents.len() + listing.common_prefixes.len()).to_string()),
            truncated(next_token.is_some()),
            continuation_token.map(|t| tag("ContinuationToken", t)).unwrap_or_default(),
            next_token.as_deref().map(|t| tag("NextContinuationToken", t)).unwrap_or_default(),
            optional("StartAfter", *start_after),
        ),
    };
    let encoding = if echo.url_encoded { tag("EncodingType", "url") } else { String::new() };
    format!(
        r#"{HEAD}<ListBucketResult xmlns="{NS}">{}{}{}{}{encoding}{page}{contents}{prefixes}</ListBucketResult>"#,
        tag("Name", echo.bucket),
        tag("Prefix", &text(echo.prefix)),
        optional("Delimiter", echo.delimiter),
        tag("MaxKeys", &echo.max_keys.to_string()),
    )
}

pub fn copy_result(etag: &str, modified: Timestamp) -> String {
    format!(
        r#"{HEAD}<CopyObjectResult xmlns="{NS}">{}{}</CopyObjectResult>"#,
        tag("LastModified", &time(modified)),
        tag("ETag", etag)
    )
}

/// `DeleteObjects`' answer: every key deleted, or none in quiet mode (it has no failures to
/// report: a bucket's refusal refuses the whole request).
pub fn delete_result(keys: &[String], quiet: bool) -> String {
    let deleted: String = match quiet {
        true => String::new(),
        false => keys.iter().map(|k| format!("<Deleted>{}</Deleted>", tag("Key", k))).collect(),
    };
    format!(r#"{HEAD}<DeleteResult xmlns="{NS}">{deleted}</DeleteResult>"#)
}

/// A bucket's or object's ACL: its owner has full control, nobody else anything.
pub fn acl(owner: &str) -> String {
    let id = format!("{}{}", tag("ID", owner), tag("DisplayName", owner));
    let grantee =
        format!(r#"<Grantee xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="CanonicalUser">{id}</Grantee>"#);
    format!(
        r#"{HEAD}<AccessControlPolicy xmlns="{NS}"><Owner>{id}</Owner><AccessControlList><Grant>{grantee}<Permission>FULL_CONTROL</Permission></Grant></AccessControlList></AccessControlPolicy>"#
    )
}

/// Versioning was never enabled: the configuration is empty.
pub fn versioning() -> String {
    format!(r#"{HEAD}<VersioningConfiguration xmlns="{NS}"/>"#)
}

pub fn location() -> String {
    format!(r#"{HEAD}<LocationConstraint xmlns="{NS}"></LocationConstraint>"#)
}

pub fn upload_started(bucket: &str, key: &str, upload_id: &str) -> String {
    format!(
        r#"{HEAD}<InitiateMultipartUploadResult xmlns="{NS}">{}{}{}</InitiateMultipartUploadResult>"#,
        tag("Bucket", bucket),
        tag("Key", key),
        tag("UploadId", upload_id)
    )
}

pub fn upload_completed(location: &str, bucket: &str, key: &str, etag: &str) -> String {
    format!(
        r#"{HEAD}<CompleteMultipartUploadResult xmlns="{NS}">{}{}{}{}</CompleteMultipartUploadResult>"#,
        tag("Location", location),
        tag("Bucket", bucket),
        tag("Key", key),
        tag("ETag", etag)
    )
}

pub fn cors(rules: &[CorsRule]) -> String {
    let rules: String = rules
        .iter()
        .map(|rule| {
            let many = |name: &str, values: &[String]| values.iter().map(|v| tag(name, v)).collect::<String>();
            format!(
                "<CORSRule>{}{}{}{}{}</CORSRule>",
                many("AllowedOrigin", &rule.allowed_origins),
                many("AllowedMethod", &rule.allowed_methods),
                many("AllowedHeader", &rule.allowed_headers),
                many("ExposeHeader", &rule.expose_headers),
                tag("MaxAgeSeconds", &rule.max_age_seconds.to_string())
            )
        })
        .collect();
    format!(r#"{HEAD}<CORSConfiguration xmlns="{NS}">{rules}</CORSConfiguration>"#)
}

/// The `(PartNumber, ETag)` pairs of a `CompleteMultipartUpload` body, in document order;
/// `None` when the body is not that document.
pub fn completed_parts(body: &[u8]) -> Option<Vec<(u32, String)>> {
    let mut reader = quick_xml::Reader::from_reader(body);
    let (mut parts, mut text, mut number, mut etag, mut root) = (Vec::new(), String::new(), None, None, false);
    loop {
        match reader.read_event().ok()? {
            Event::Start(start) => {
                root |= start.local_name().as_ref() == b"CompleteMultipartUpload";
                text.clear();
            }
            Event::Text(chunk) => text.push_str(&chunk.decode().ok()?),
            // Entities come apart from the text around them; ETags quote with `&quot;`.
            Event::GeneralRef(entity) => match &*entity {
                [b'q', b'u', b'o', b't'] => text.push('"'),
                [b'a', b'm', b'p'] => text.push('&'),
                _ => return None,
            },
            Event::End(end) => match end.local_name().as_ref() {
                b"PartNumber" => number = Some(text.trim().parse().ok()?),
                b"ETag" => etag = Some(text.trim().to_string()),
                b"Part" => parts.push((number.take()?, etag.take()?)),
                _ => {}
            },
            Event::Eof => break,
            _ => {}
        }
    }
    root.then_some(parts)
}

/// The element texts of an XML document, by element name, in document order; `None` when it is
/// not well-formed or its root is not `root`.
fn texts(body: &[u8], root: &str) -> Option<Vec<(String, String)>> {
    let mut reader = quick_xml::Reader::from_reader(body);
    let (mut found, mut text, mut seen_root) = (Vec::new(), String::new(), false);
    loop {
        match reader.read_event().ok()? {
            Event::Start(start) => {
                seen_root |= start.local_name().as_ref() == root.as_bytes();
                text.clear();
            }
            Event::Text(chunk) => text.push_str(&chunk.decode().ok()?),
            Event::GeneralRef(entity) => text.push(match &*entity {
                b"quot" => '"',
                b"amp" => '&',
                b"lt" => '<',
                b"gt" => '>',
                b"apos" => '\'',
                _ => return None,
            }),
            Event::End(end) => found.push((String::from_utf8_lossy(end.local_name().as_ref()).into_owned(), text.clone())),
            Event::Eof => break,
            _ => {}
        }
    }
    seen_root.then_some(found)
}

/// A `Delete` document's keys (at most 1000, as S3 takes) and whether it asks for quiet.
pub fn delete_request(body: &[u8]) -> Option<(Vec<String>, bool)> {
    let texts = texts(body, "Delete")?;
    let keys: Vec<String> = texts.iter().filter(|(n, _)| n == "Key").map(|(_, v)| v.clone()).collect();
    let quiet = texts.iter().any(|(n, v)| n == "Quiet" && v.trim() == "true");
    (!keys.is_empty() && keys.len() <= 1000).then_some((keys, quiet))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_complete_body_gives_its_parts_in_order() {
        let body = br#"<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Part><PartNumber>1</PartNumber><ETag>"a1"</ETag></Part><Part><ETag>&quot;b2&quot;</ETag><PartNumber>2</PartNumber></Part></CompleteMultipartUpload>"#;
        assert_eq!(completed_parts(body), Some(vec![(1, "\"a1\"".into()), (2, "\"b2\"".into())]));
        assert_eq!(completed_parts(b"<Other/>"), None);
        assert_eq!(completed_parts(b"<CompleteMultipartUpload><Part><PartNumber>x</PartNumber></Part>"), None);
    }

    #[test]
    fn a_delete_body_gives_its_keys_and_quiet() {
        let body = br#"<Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Object><Key>a&amp;b</Key></Object><Object><Key>c/d</Key><VersionId>x</VersionId></Object><Quiet>true</Quiet></Delete>"#;
        assert_eq!(delete_request(body), Some((vec!["a&b".to_string(), "c/d".into()], true)));
        assert_eq!(delete_request(b"<Delete><Object><Key>k</Key></Object></Delete>"), Some((vec!["k".to_string()], false)));
        assert_eq!(delete_request(b"<Delete></Delete>"), None);
        assert_eq!(delete_request(b"<Other><Key>k</Key></Other>"), None);
    }

    #[test]
    fn keys_are_escaped() {
        assert_eq!(tag("Key", "a<b&c"), "<Key>a&lt;b&amp;c</Key>");
    }
}
