//! The bucket-name rules of resource seed §5, each broken rule with its own message (the console
//! explains the same rules as the user types).

use spec::error::storage as msg;

/// The first rule `name` breaks, if any. The length (3 to 63) is the contract's schema rule.
pub fn problem(name: &str) -> Option<&'static str> {
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    let edge = |c: Option<char>| c.is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    if !name.chars().all(allowed) {
        Some(msg::NAME_CHARACTERS)
    } else if !edge(name.chars().next()) || !edge(name.chars().last()) {
        Some(msg::NAME_EDGES)
    } else if name.starts_with("xn--") {
        Some(msg::NAME_XN)
    } else if name.ends_with("-s3alias") {
        Some(msg::NAME_S3ALIAS)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_has_its_message() {
        assert_eq!(problem("photos-2026"), None);
        assert_eq!(problem("a1b"), None);
        assert_eq!(problem("Photos"), Some(msg::NAME_CHARACTERS));
        assert_eq!(problem("my_bucket"), Some(msg::NAME_CHARACTERS));
        assert_eq!(problem("my.bucket"), Some(msg::NAME_CHARACTERS));
        assert_eq!(problem("-abc"), Some(msg::NAME_EDGES));
        assert_eq!(problem("abc-"), Some(msg::NAME_EDGES));
        assert_eq!(problem("xn--abc"), Some(msg::NAME_XN));
        assert_eq!(problem("files-s3alias"), Some(msg::NAME_S3ALIAS));
    }
}
