//! The bodies are read as XML 1.0 and Namespaces in XML define them, whoever wrote them; the
//! answers are checked by reading them back as XML.

use super::*;

const S3_NS: &str = r#"xmlns="http://s3.amazonaws.com/doc/2006-03-01/""#;

fn parts(body: &str) -> Option<Vec<(u32, String)>> {
    completed_parts(body.as_bytes())
}

fn deleted(body: &str) -> Option<(Vec<String>, bool)> {
    delete_request(body.as_bytes())
}

fn one(key: &str) -> Option<(Vec<String>, bool)> {
    Some((vec![key.to_string()], false))
}

#[test]
fn a_complete_body_gives_its_parts_in_document_order_whatever_the_order_inside_a_part() {
    let body = format!(
        r#"<CompleteMultipartUpload {S3_NS}><Part><PartNumber>1</PartNumber><ETag>"a1"</ETag></Part><Part><ETag>"b2"</ETag><PartNumber>2</PartNumber><ChecksumCRC32>AAAAAA==</ChecksumCRC32></Part></CompleteMultipartUpload>"#
    );
    assert_eq!(parts(&body), Some(vec![(1, "\"a1\"".into()), (2, "\"b2\"".into())]));
}

/// XML 1.0 §4.1: `&#34;` and `&#x22;` are the quote; Go's `encoding/xml` writes ETags so.
#[test]
fn character_references_decimal_and_hexadecimal_are_the_characters_they_name() {
    let body = "<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&#34;a1&#34;</ETag></Part><Part><PartNumber>&#50;</PartNumber><ETag>&#x22;b2&#X22;</ETag></Part></CompleteMultipartUpload>";
    // `&#X22;` is not a reference (the x is lower-case in the grammar): not well-formed.
    assert_eq!(parts(body), None);
    let body = body.replace("&#X22;", "&#x22;");
    assert_eq!(parts(&body), Some(vec![(1, "\"a1\"".into()), (2, "\"b2\"".into())]));
    assert_eq!(deleted("<Delete><Object><Key>caf&#xE9; &#128512;</Key></Object></Delete>"), one("café 😀"));
}

/// XML 1.0 §4.6: the five predefined entities; §4.1 WFC "Entity Declared": any other is an error.
#[test]
fn the_predefined_entities_are_read_and_an_undeclared_one_is_not_well_formed() {
    assert_eq!(
        deleted("<Delete><Object><Key>&lt;a&gt; &amp; &apos;b&apos; &quot;c&quot;</Key></Object></Delete>"),
        one("<a> & 'b' \"c\"")
    );
    assert_eq!(deleted("<Delete><Object><Key>a&nbsp;b</Key></Object></Delete>"), None);
    assert_eq!(deleted("<Delete><Object><Key>a & b</Key></Object></Delete>"), None);
}

/// Namespaces in XML 1.0: the default namespace, none at all, or a prefix bound to S3's name
/// all name the same elements.
#[test]
fn the_s3_namespace_may_be_the_default_absent_or_a_prefix() {
    let expected = Some(vec![(1, "\"e\"".to_string())]);
    let default = format!(
        r#"<CompleteMultipartUpload {S3_NS}><Part><PartNumber>1</PartNumber><ETag>"e"</ETag></Part></CompleteMultipartUpload>"#
    );
    let none = r#"<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"e"</ETag></Part></CompleteMultipartUpload>"#;
    let prefixed = r#"<s3:CompleteMultipartUpload xmlns:s3="http://s3.amazonaws.com/doc/2006-03-01/"><s3:Part><s3:PartNumber>1</s3:PartNumber><s3:ETag>"e"</s3:ETag></s3:Part></s3:CompleteMultipartUpload>"#;
    for body in [default.as_str(), none, prefixed] {
        assert_eq!(parts(body), expected, "{body}");
    }
    let prefixed = r#"<d:Delete xmlns:d="http://s3.amazonaws.com/doc/2006-03-01/"><d:Object><d:Key>k</d:Key></d:Object><d:Quiet>true</d:Quiet></d:Delete>"#;
    assert_eq!(deleted(prefixed), Some((vec!["k".to_string()], true)));
}

/// XML 1.0 §2.8 and §2.10: a declaration, comments, processing instructions and indentation
/// around elements are not content; whitespace inside a key is (S3 keys may start with a space),
/// while an integer's or boolean's surrounding whitespace collapses (XML Schema).
#[test]
fn whitespace_between_elements_is_ignored_and_inside_a_key_kept() {
    let pretty = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- made by hand -->\n<CompleteMultipartUpload>\n  <Part>\n    <PartNumber> 1 </PartNumber>\n    <ETag>\n      \"e\"\n    </ETag>\n  </Part>\n  <?pi data?>\n</CompleteMultipartUpload>\n";
    assert_eq!(parts(pretty), Some(vec![(1, "\"e\"".into())]));
    let keys = "<Delete>\r\n\t<Quiet>\n  true\n</Quiet>\n\t<Object>\n\t\t<Key> a b </Key>\n\t</Object>\n\t<Object><Key>c</Key></Object>\n</Delete>";
    assert_eq!(deleted(keys), Some((vec![" a b ".to_string(), "c".into()], true)));
}

/// XML 1.0 §2.7: a CDATA section is character data, its markup not recognized.
#[test]
fn cdata_sections_are_text_alone_or_beside_other_text() {
    assert_eq!(deleted("<Delete><Object><Key><![CDATA[a<b&c]]></Key></Object></Delete>"), one("a<b&c"));
    assert_eq!(deleted("<Delete><Object><Key>x/<![CDATA[<]]>&amp;y</Key></Object></Delete>"), one("x/<&y"));
    let body = "<CompleteMultipartUpload><Part><PartNumber><![CDATA[3]]></PartNumber><ETag><![CDATA[\"e\"]]></ETag></Part></CompleteMultipartUpload>";
    assert_eq!(parts(body), Some(vec![(3, "\"e\"".into())]));
}

/// XML 1.0 §2.1: one root element, every start tag closed by its own end tag.
#[test]
fn a_body_that_is_not_one_well_formed_document_of_its_kind_is_refused() {
    assert_eq!(parts("<Other/>"), None);
    assert_eq!(
        parts("<CompleteMultipartUpload><Part><PartNumber>x</PartNumber><ETag>e</ETag></Part></CompleteMultipartUpload>"),
        None
    );
    assert_eq!(parts("<CompleteMultipartUpload><Part><PartNumber>1</PartNumber></Part></CompleteMultipartUpload>"), None);
    assert_eq!(parts("<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>e</ETag></Part>"), None);
    assert_eq!(parts("<CompleteMultipartUpload></Part></CompleteMultipartUpload>"), None);
    assert_eq!(parts("<CompleteMultipartUpload/><CompleteMultipartUpload/>"), None);
    assert_eq!(parts("<CompleteMultipartUpload/>trailing"), None);
    assert_eq!(parts(""), None);
    assert_eq!(deleted("<Delete></Delete>"), None);
    assert_eq!(deleted("<Other><Object><Key>k</Key></Object></Other>"), None);
    assert_eq!(delete_request(b"<Delete><Object><Key>\xff</Key></Object></Delete>"), None);
    let many: String = (0..1001).map(|i| format!("<Object><Key>{i}</Key></Object>")).collect();
    assert_eq!(deleted(&format!("<Delete>{many}</Delete>")), None);
}

#[test]
fn a_delete_body_gives_its_keys_and_quiet_with_a_version_or_quiet_anywhere() {
    let body = format!(
        "<Delete {S3_NS}><Object><Key>a</Key></Object><Quiet>1</Quiet><Object><Key>c/d</Key><VersionId>x</VersionId></Object></Delete>"
    );
    assert_eq!(deleted(&body), Some((vec!["a".to_string(), "c/d".into()], true)));
    assert_eq!(deleted("<Delete><Object><Key>k</Key></Object><Quiet>false</Quiet></Delete>"), one("k"));
    assert_eq!(deleted("<Delete><Object><Key>k</Key></Object></Delete>"), one("k"));
}

/// Every text an answer carries comes back unchanged when the answer is read as XML: markup
/// characters are escaped, quotes as S3 writes them (`&quot;`).
#[test]
fn answers_escape_their_text_and_read_back_as_written() {
    let body = error("NoSuchKey", "a <b> & 'c' \"d\"", "/s3/x/a&b");
    assert!(body.starts_with(r#"<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>"#), "{body}");
    assert!(body.contains("<Message>a &lt;b&gt; &amp; &apos;c&apos; &quot;d&quot;</Message>"), "{body}");
    #[derive(Deserialize)]
    #[serde(rename_all = "PascalCase")]
    struct Read {
        message: String,
        resource: String,
    }
    let read: Read = read(body.as_bytes(), "Error").unwrap();
    assert_eq!((read.message.as_str(), read.resource.as_str()), ("a <b> & 'c' \"d\"", "/s3/x/a&b"));
    let upload = upload_completed("/s3/x/b/k", "b", "k<&>", "\"abc-2\"");
    assert!(upload.contains("<Key>k&lt;&amp;&gt;</Key><ETag>&quot;abc-2&quot;</ETag>"), "{upload}");
}

#[test]
fn answers_keep_s3s_element_order_namespace_and_empty_elements() {
    assert_eq!(
        location(),
        r#"<?xml version="1.0" encoding="UTF-8"?><LocationConstraint xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></LocationConstraint>"#
    );
    assert_eq!(
        delete_result(&["a".into(), "b".into()], false),
        r#"<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Deleted><Key>a</Key></Deleted><Deleted><Key>b</Key></Deleted></DeleteResult>"#
    );
    let acl = acl("me@example.com");
    assert!(
        acl.contains(r#"<AccessControlList><Grant><Grantee xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="CanonicalUser"><ID>me@example.com</ID><DisplayName>me@example.com</DisplayName></Grantee><Permission>FULL_CONTROL</Permission></Grant></AccessControlList>"#),
        "{acl}"
    );
    let rule = CorsRule {
        allowed_origins: vec!["https://a.example".into(), "*".into()],
        allowed_methods: vec!["GET".into()],
        allowed_headers: vec![],
        expose_headers: vec!["ETag".into()],
        max_age_seconds: 60,
    };
    assert!(cors(&[rule]).ends_with(
        "<CORSRule><AllowedOrigin>https://a.example</AllowedOrigin><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>60</MaxAgeSeconds></CORSRule></CORSConfiguration>"
    ));
}

/// rclone listed a v1 bucket for ever: a page without a next marker carried an empty
/// `<NextMarker></NextMarker>`, which it took as the marker to go on from.
#[test]
fn a_listing_leaves_out_the_elements_it_has_no_value_for_instead_of_writing_them_empty() {
    let object = crate::domain::storage::ObjectRecord {
        data: b"abc".to_vec().into(),
        etag: "\"e\"".into(),
        content_type: "text/plain".into(),
        last_modified: "2026-01-05T09:00:00Z".parse().unwrap(),
        meta: Default::default(),
    };
    let listing = Listing { contents: vec![("a b", &object)], common_prefixes: vec!["d/".into()], next: None };
    let v1 = ListEcho {
        bucket: "photos",
        prefix: "",
        delimiter: None,
        max_keys: 2,
        page: Page::V1 { marker: "", next_marker: None, truncated: true },
        url_encoded: false,
        owner: Some("me"),
    };
    let page = objects(&v1, &listing);
    assert!(
        page.contains("<Name>photos</Name><Prefix></Prefix><MaxKeys>2</MaxKeys><Marker></Marker><IsTruncated>true</IsTruncated><Contents><Key>a b</Key><LastModified>2026-01-05T09:00:00.000Z</LastModified><ETag>&quot;e&quot;</ETag><Size>3</Size><Owner><ID>me</ID><DisplayName>me</DisplayName></Owner><StorageClass>STANDARD</StorageClass></Contents><CommonPrefixes><Prefix>d/</Prefix></CommonPrefixes></ListBucketResult>"),
        "{page}"
    );
    let v2 = ListEcho {
        delimiter: Some("/"),
        page: Page::V2 { continuation_token: None, start_after: None, next_token: Some("t".into()) },
        url_encoded: true,
        owner: None,
        ..v1
    };
    let page = objects(&v2, &listing);
    assert!(
        page.contains("<Delimiter>/</Delimiter><MaxKeys>2</MaxKeys><EncodingType>url</EncodingType><KeyCount>2</KeyCount><IsTruncated>true</IsTruncated><NextContinuationToken>t</NextContinuationToken><Contents><Key>a%20b</Key>"),
        "{page}"
    );
    assert!(!page.contains("<Owner>") && !page.contains("<Marker>") && !page.contains("<StartAfter>"), "{page}");
}
