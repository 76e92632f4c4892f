//! The documented error texts a run produced: every text of the spec's catalogues
//! (`spec::error::CATALOGUES`), matched against the error texts the run's answers carried; a
//! text with parameters (`No such VM: {uuid}`) matches whatever stands in for them.

use std::collections::BTreeSet;

use serde::Serialize;
use spec::error::CATALOGUES;

#[derive(Debug, Serialize)]
pub struct TextCoverage {
    pub catalogue: &'static str,
    pub name: &'static str,
    pub template: &'static str,
    pub produced: bool,
}

/// Every catalogued text, produced by one of `answered` or not.
pub fn of(answered: &BTreeSet<String>) -> Vec<TextCoverage> {
    CATALOGUES
        .iter()
        .flat_map(|(catalogue, texts)| texts.iter().map(move |text| (*catalogue, text)))
        .map(|(catalogue, text)| TextCoverage {
            catalogue,
            name: text.name,
            template: text.template,
            produced: answered.iter().any(|answer| matches(text.template, answer)),
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
    }

    #[test]
    fn the_catalogue_is_covered_by_what_was_answered() {
        let answered = BTreeSet::from(["No API key found in request".to_string()]);
        let texts = of(&answered);
        assert_eq!(texts.len(), CATALOGUES.iter().map(|(_, t)| t.len()).sum::<usize>());
        let produced: Vec<&str> = texts.iter().filter(|t| t.produced).map(|t| t.name).collect();
        assert_eq!(produced, ["NO_API_KEY"]);
    }
}
