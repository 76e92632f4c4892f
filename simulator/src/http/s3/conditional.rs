//! Conditional requests as S3 evaluates them (RFC 7232): `If-Match` and `If-Unmodified-Since`
//! fail with 412, `If-None-Match` and `If-Modified-Since` with 304 on a read; a copy's
//! `x-amz-copy-source-if-*` headers fail with 412 either way. Times compare in whole seconds, as
//! `Last-Modified` carries them.

use jiff::Timestamp;

/// What the conditions say of an object with `etag`, last modified at `modified`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Proceed,
    NotModified,
    PreconditionFailed(&'static str),
}

/// The four conditions as a request states them (`None` when absent).
#[derive(Clone, Copy, Debug, Default)]
pub struct Conditions<'a> {
    pub if_match: Option<&'a str>,
    pub if_none_match: Option<&'a str>,
    pub if_modified_since: Option<&'a str>,
    pub if_unmodified_since: Option<&'a str>,
}

/// Whether `list` (`*`, or comma-separated quoted or bare ETags, weak ones too) names `etag`.
fn names(list: &str, etag: &str) -> bool {
    let etag = etag.trim_matches('"');
    list.split(',').map(|e| e.trim().trim_start_matches("W/").trim_matches('"')).any(|e| e == "*" || e == etag)
}

/// An HTTP date; an unreadable one is ignored, as RFC 7232 says.
fn date(text: Option<&str>) -> Option<i64> {
    text.and_then(|t| jiff::fmt::rfc2822::parse(t).ok()).map(|z| z.timestamp().as_second())
}

pub fn evaluate(conditions: &Conditions, etag: &str, modified: Timestamp) -> Verdict {
    let modified = modified.as_second();
    match conditions.if_match {
        Some(list) if !names(list, etag) => return Verdict::PreconditionFailed("If-Match"),
        Some(_) => {}
        None => {
            if date(conditions.if_unmodified_since).is_some_and(|since| modified > since) {
                return Verdict::PreconditionFailed("If-Unmodified-Since");
            }
        }
    }
    match conditions.if_none_match {
        Some(list) if names(list, etag) => Verdict::NotModified,
        Some(_) => Verdict::Proceed,
        None if date(conditions.if_modified_since).is_some_and(|since| modified <= since) => Verdict::NotModified,
        None => Verdict::Proceed,
    }
}

/// The same conditions on a copy's source: any that fails is a 412.
pub fn evaluate_copy_source(conditions: &Conditions, etag: &str, modified: Timestamp) -> Verdict {
    match evaluate(conditions, etag, modified) {
        Verdict::NotModified if conditions.if_none_match.is_some() => {
            Verdict::PreconditionFailed("x-amz-copy-source-If-None-Match")
        }
        Verdict::NotModified => Verdict::PreconditionFailed("x-amz-copy-source-If-Modified-Since"),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ETAG: &str = "\"5d41402abc4b2a76b9719d911017c592\"";
    const BEFORE: &str = "Thu, 26 Nov 2026 09:59:59 GMT";
    const AT: &str = "Thu, 26 Nov 2026 10:00:00 GMT";

    fn modified() -> Timestamp {
        "2026-11-26T10:00:00.400Z".parse().unwrap()
    }

    fn check(conditions: Conditions) -> Verdict {
        evaluate(&conditions, ETAG, modified())
    }

    #[test]
    fn if_match_and_if_unmodified_since_fail_with_412() {
        assert_eq!(check(Conditions { if_match: Some(ETAG), ..Default::default() }), Verdict::Proceed);
        assert_eq!(
            check(Conditions { if_match: Some("5d41402abc4b2a76b9719d911017c592"), ..Default::default() }),
            Verdict::Proceed
        );
        assert_eq!(check(Conditions { if_match: Some("\"other\", *"), ..Default::default() }), Verdict::Proceed);
        assert_eq!(
            check(Conditions { if_match: Some("\"other\""), ..Default::default() }),
            Verdict::PreconditionFailed("If-Match")
        );
        assert_eq!(check(Conditions { if_unmodified_since: Some(AT), ..Default::default() }), Verdict::Proceed);
        let unmodified = Conditions { if_unmodified_since: Some(BEFORE), ..Default::default() };
        assert_eq!(check(unmodified), Verdict::PreconditionFailed("If-Unmodified-Since"));
        // A matching If-Match overrules If-Unmodified-Since.
        assert_eq!(check(Conditions { if_match: Some(ETAG), ..unmodified }), Verdict::Proceed);
    }

    #[test]
    fn if_none_match_and_if_modified_since_answer_304() {
        assert_eq!(check(Conditions { if_none_match: Some(ETAG), ..Default::default() }), Verdict::NotModified);
        assert_eq!(check(Conditions { if_none_match: Some("*"), ..Default::default() }), Verdict::NotModified);
        assert_eq!(check(Conditions { if_none_match: Some("\"other\""), ..Default::default() }), Verdict::Proceed);
        assert_eq!(check(Conditions { if_modified_since: Some(AT), ..Default::default() }), Verdict::NotModified);
        assert_eq!(check(Conditions { if_modified_since: Some(BEFORE), ..Default::default() }), Verdict::Proceed);
        assert_eq!(check(Conditions { if_modified_since: Some("not a date"), ..Default::default() }), Verdict::Proceed);
        // If-None-Match decides when both are sent.
        let both = Conditions { if_none_match: Some("\"other\""), if_modified_since: Some(AT), ..Default::default() };
        assert_eq!(check(both), Verdict::Proceed);
        // 412 goes before 304.
        let failing = Conditions { if_match: Some("\"other\""), if_none_match: Some(ETAG), ..Default::default() };
        assert_eq!(check(failing), Verdict::PreconditionFailed("If-Match"));
    }

    #[test]
    fn a_copy_sources_conditions_fail_with_412_only() {
        let none_match = Conditions { if_none_match: Some(ETAG), ..Default::default() };
        assert_eq!(
            evaluate_copy_source(&none_match, ETAG, modified()),
            Verdict::PreconditionFailed("x-amz-copy-source-If-None-Match")
        );
        let ok = Conditions { if_match: Some(ETAG), ..Default::default() };
        assert_eq!(evaluate_copy_source(&ok, ETAG, modified()), Verdict::Proceed);
    }
}
