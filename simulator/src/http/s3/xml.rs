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

/// The parameters a `ListObjectsV2` page echoes.
pub struct ListEcho<'a> {
    pub bucket: &'a str,
    pub prefix: &'a str,
    pub delimiter: Option<&'a str>,
    pub max_keys: usize,
    pub continuation_token: Option<&'a str>,
    pub start_after: Option<&'a str>,
}

pub fn objects(echo: &ListEcho, listing: &Listing, next_token: Option<String>) -> String {
    let contents: String = listing
        .contents
        .iter()
        .map(|(key, o)| {
            format!(
                "<Contents>{}{}{}{}<StorageClass>STANDARD</StorageClass></Contents>",
                tag("Key", key),
                tag("LastModified", &time(o.last_modified)),
                tag("ETag", &o.etag),
                tag("Size", &o.data.len().to_string())
            )
        })
        .collect();
    let prefixes: String =
        listing.common_prefixes.iter().map(|p| format!("<CommonPrefixes>{}</CommonPrefixes>", tag("Prefix", p))).collect();
    let optional = |name: &str, value: Option<&str>| value.map(|v| tag(name, v)).unwrap_or_default();
    format!(
        r#"{HEAD}<ListBucketResult xmlns="{NS}">{}{}{}{}{}{}{}{}{}{contents}{prefixes}</ListBucketResult>"#,
        tag("Name", echo.bucket),
        tag("Prefix", echo.prefix),
        optional("Delimiter", echo.delimiter),
        tag("MaxKeys", &echo.max_keys.to_string()),
        tag("KeyCount", &(listing.contents.len() + listing.common_prefixes.len()).to_string()),
        tag("IsTruncated", if next_token.is_some() { "true" } else { "false" }),
        optional("ContinuationToken", echo.continuation_token),
        optional("NextContinuationToken", next_token.as_deref()),
        optional("StartAfter", echo.start_after),
    )
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
    fn keys_are_escaped() {
        assert_eq!(tag("Key", "a<b&c"), "<Key>a&lt;b&amp;c</Key>");
    }
}
