//! The bucket-name rules of docs/product/storage.md#bucket-names, each broken rule with its own message (the console
//! explains the same rules as the user types).

use spec::error::{storage as msg, validation};

/// The first rule `name` breaks, if any. The contract's schema checks the length at the
/// boundary already; it is checked here too so the domain holds the whole rule.
pub fn problem(name: &str) -> Option<String> {
    if name.len() < 3 {
        return Some(validation::at_least_chars(3));
    }
    if name.len() > 63 {
        return Some(validation::at_most_chars(63));
    }
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    let edge = |c: Option<char>| c.is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    let broken = if !name.chars().all(allowed) {
        msg::NAME_CHARACTERS
    } else if !edge(name.chars().next()) || !edge(name.chars().last()) {
        msg::NAME_EDGES
    } else if name.starts_with("xn--") {
        msg::NAME_XN
    } else if name.ends_with("-s3alias") {
        msg::NAME_S3ALIAS
    } else {
        return None;
    };
    Some(broken.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_has_its_message() {
        assert_eq!(problem("photos-2026"), None);
        assert_eq!(problem("ab"), Some(validation::at_least_chars(3)));
        assert_eq!(problem(&"a".repeat(64)), Some(validation::at_most_chars(63)));
        assert_eq!(problem("a1b"), None);
        assert_eq!(problem("Photos"), Some(msg::NAME_CHARACTERS.into()));
        assert_eq!(problem("my_bucket"), Some(msg::NAME_CHARACTERS.into()));
        assert_eq!(problem("my.bucket"), Some(msg::NAME_CHARACTERS.into()));
        assert_eq!(problem("-abc"), Some(msg::NAME_EDGES.into()));
        assert_eq!(problem("abc-"), Some(msg::NAME_EDGES.into()));
        assert_eq!(problem("xn--abc"), Some(msg::NAME_XN.into()));
        assert_eq!(problem("files-s3alias"), Some(msg::NAME_S3ALIAS.into()));
    }
}
