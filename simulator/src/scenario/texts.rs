//! The documented error texts a run produced: every text of the spec's catalogues
//! (`spec::error::CATALOGUES`), matched against the texts the run's answers carried (error
//! bodies, success messages, and pages that are not JSON); a text with parameters
//! (`No such VM: {uuid}`) matches whatever stands in for them. A text no scenario's request can
//! produce is listed in [`UNREACHABLE`] with the reason, and counts as neither produced nor
//! missing.

use std::collections::BTreeSet;

use serde::Serialize;
use spec::error::CATALOGUES;

/// Catalogued texts no request a scenario makes can produce (catalogue, name, why), so the
/// figure is over the texts a suite can reach. Each reason says what would produce it.
pub const UNREACHABLE: &[(&str, &str, &str)] = &[
    ("gateway", "UNEXPECTED", "answered only when a handler panics, which none does by design (edge::last_resort)"),
    (
        "gateway",
        "TOO_MANY_CONNECTIONS",
        "answered by `cloudsim serve --max-connections` to a connection past the limit; a scenario's calls are one at a time",
    ),
    (
        "gateway",
        "BODY_TIMEOUT",
        "answered by `cloudsim serve --body-timeout` to a body that stops arriving; a scenario sends whole bodies",
    ),
    (
        "access",
        "CREATE_TOKEN_FAILED",
        "the server's failure text from the specification; no token create fails in the simulator, only a fault rule that names the text itself answers it",
    ),
    (
        "access",
        "CREATE_GROUP_FAILED",
        "the server's failure text from the specification; no group create fails in the simulator, only a fault rule that names the text itself answers it",
    ),
    ("services", "DELETED", "catalogued but answered by no operation: a deleted package is not found (No such package)"),
];

#[derive(Debug, Serialize)]
pub struct TextCoverage {
    pub catalogue: &'static str,
    pub name: &'static str,
    pub template: &'static str,
    pub produced: bool,
    /// Why no scenario's request can produce it, for a text of [`UNREACHABLE`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreachable: Option<&'static str>,
}

/// Every catalogued text, produced by one of `answered` (a whole text) or found in one of `pages`
/// (among markup) or not.
pub fn of(answered: &BTreeSet<String>, pages: &[&str]) -> Vec<TextCoverage> {
    CATALOGUES
        .iter()
        .flat_map(|(catalogue, texts)| texts.iter().map(move |text| (*catalogue, text)))
        .map(|(catalogue, text)| TextCoverage {
            catalogue,
            name: text.name,
            template: text.template,
            produced: answered.iter().any(|answer| matches(text.template, answer))
                || pages.iter().any(|page| within(text.template, page)),
            unreachable: UNREACHABLE.iter().find(|(c, n, _)| *c == catalogue && *n == text.name).map(|(_, _, why)| *why),
        })
        .collect()
}

/// The literal runs of a `format!` template, between its `{…}` parameters (`{{` is a brace).
fn pieces(template: &str) -> Vec<String> {
    let (mut pieces, mut current) = (Vec::new(), String::new());
    let mut chars = template.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' | '}' if chars.peek() == Some(&c) => {
                chars.next();
                current.push(c);
            }
            '{' => {
                chars.by_ref().find(|inner| *inner == '}');
                pieces.push(std::mem::take(&mut current));
            }
            other => current.push(other),
        }
    }
    pieces.push(current);
    pieces
}

/// Whether `page` holds the template's text somewhere, its pieces in order.
fn within(template: &str, page: &str) -> bool {
    let mut tail = page;
    for piece in pieces(template).iter().filter(|p| !p.is_empty()) {
        match tail.find(piece.as_str()) {
            Some(at) => tail = &tail[at + piece.len()..],
            None => return false,
        }
    }
    true
}

fn matches(template: &str, text: &str) -> bool {
    let pieces = pieces(template);
    let (first, rest) = pieces.split_first().expect("one piece at least");
    let Some(mut tail) = text.strip_prefix(first.as_str()) else { return false };
    let Some((last, middle)) = rest.split_last() else { return tail.is_empty() };
    for piece in middle {
        match tail.find(piece.as_str()) {
            Some(at) => tail = &tail[at + piece.len()..],
            None => return false,
        }
    }
    tail.ends_with(last.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_match_their_texts_whatever_the_parameters() {
        assert!(matches("No API key found in request", "No API key found in request"));
        assert!(!matches("No API key found in request", "No API key found in request!"));
        assert!(matches("No such VM: {uuid}", "No such VM: abc"));
        assert!(matches("Service '{name}' not found", "Service 'redis' not found"));
        assert!(!matches("Service '{name}' not found", "Service 'redis' was not found"));
        assert!(matches("a {{literal}} {x:.2} b", "a {literal} 1.50 b"));
        assert!(within("No such VM: {uuid}", "<p>No such VM: abc. Try again.</p>"));
        assert!(!within("No such VM: {uuid}", "<p>No such disk</p>"));
    }

    #[test]
    fn unreachable_texts_name_catalogued_ones() {
        for (catalogue, name, why) in UNREACHABLE {
            let texts = CATALOGUES.iter().find(|(c, _)| c == catalogue).map(|(_, t)| *t).unwrap_or_default();
            assert!(texts.iter().any(|t| t.name == *name), "{catalogue}::{name} is not catalogued");
            assert!(!why.is_empty());
        }
    }

    #[test]
    fn the_catalogue_is_covered_by_what_was_answered() {
        let answered = BTreeSet::from(["No API key found in request".to_string()]);
        let texts = of(&answered, &["<p>Passwords do not match</p>"]);
        assert_eq!(texts.len(), CATALOGUES.iter().map(|(_, t)| t.len()).sum::<usize>());
        let produced: Vec<&str> = texts.iter().filter(|t| t.produced).map(|t| t.name).collect();
        assert_eq!(produced, ["NO_API_KEY", "PASSWORDS_DIFFER"]);
    }
}
