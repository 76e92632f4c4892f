//! Checks VM parameters against the rules `GET /api/parameters/vm` publishes: the simulator
//! interprets the same list it serves, so the two cannot drift apart.

use std::collections::BTreeMap;

use spec::compute::{Constraint, ParameterLimit, ParameterType, VmParameter};
use spec::error::{compute as msg, validation};

/// Values as sent, by parameter name. A parameter may carry several (repeated public keys);
/// a key present with no values marks a field sent that is not itself a parameter (`disk_uuid`).
pub type Values<'a> = BTreeMap<&'a str, Vec<&'a str>>;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Mandatory parameters must be sent.
    Create,
    /// Only what is sent is checked.
    Update,
}

/// Every broken rule, by parameter name.
pub fn check<'p>(rules: impl IntoIterator<Item = &'p VmParameter>, values: &Values, mode: Mode) -> BTreeMap<String, String> {
    let mut broken = BTreeMap::new();
    for rule in rules {
        if rule.ignore_for.iter().any(|field| values.contains_key(field.as_str())) {
            continue;
        }
        let selector = rule.limited_by.as_deref().and_then(|by| Some((by, *values.get(by)?.first()?)));
        let limit = selector.and_then(|(_, value)| rule.limits.iter().find(|l| l.os_name == value));
        let given = values.get(rule.parameter.as_str()).filter(|v| !v.is_empty());
        let message = match given {
            None if mode == Mode::Create && limit.and_then(|l| l.mandatory).unwrap_or(rule.mandatory) => {
                Some(validation::REQUIRED.to_string())
            }
            None => None,
            Some(given) => given.iter().find_map(|value| broken_by(rule, limit.map(|l| (l, selector)), value)),
        };
        if let Some(message) = message {
            broken.insert(rule.parameter.clone(), message);
        }
    }
    broken
}

/// Why `value` breaks the rule (or the OS-specific limit that replaces it), if it does.
fn broken_by(rule: &VmParameter, limit: Option<(&ParameterLimit, Option<(&str, &str)>)>, value: &str) -> Option<String> {
    let limit_of = |pick: fn(&ParameterLimit) -> Option<i64>| limit.and_then(|(l, _)| pick(l));
    match rule.constraint {
        Constraint::Range => {
            let counts_chars = rule.kind == ParameterType::String;
            let size = if counts_chars {
                value.chars().count() as i64
            } else {
                match value.trim().parse::<i64>() {
                    Ok(n) => n,
                    Err(_) => return Some(validation::WHOLE_NUMBER.into()),
                }
            };
            let min = limit_of(|l| l.min).or(rule.min);
            let max = limit_of(|l| l.max).or(rule.max);
            match (min, max) {
                (Some(min), _) if size < min => {
                    Some(if counts_chars { validation::at_least_chars(min) } else { validation::at_least(min) })
                }
                (_, Some(max)) if size > max => {
                    Some(if counts_chars { validation::at_most_chars(max) } else { validation::at_most(max) })
                }
                _ => None,
            }
        }
        Constraint::Enum => {
            let (values, selector) = match limit.and_then(|(l, s)| Some((l.values.as_ref()?, s))) {
                Some((values, selector)) => (values, selector),
                None => (rule.values.as_ref()?, None),
            };
            (!values.iter().any(|v| v == value)).then(|| match selector {
                Some((by, chosen)) => validation::one_of_if(by, chosen, values),
                None => validation::one_of(values),
            })
        }
        Constraint::Regexp => {
            let expression = rule.expression.as_deref()?;
            (super::catalogue::matches(expression, value) != Some(true)).then(|| pattern_message(&rule.parameter).to_string())
        }
    }
}

/// What a value that misses its pattern is told: the documented SSH text, our own for logins.
fn pattern_message(parameter: &str) -> &'static str {
    match parameter {
        "public_key" => msg::SSH_KEY_PATTERN,
        "password" => msg::PASSWORD_RULE,
        "username" => msg::USERNAME_RULE,
        _ => validation::PATTERN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;
    use crate::domain::compute::catalogue::vm_parameters;

    fn rules() -> Vec<VmParameter> {
        vm_parameters(Brands::embedded().unwrap().default_brand(), false)
    }

    fn valid() -> Values<'static> {
        Values::from([
            ("name", vec!["web-1"]),
            ("os_name", vec!["ubuntu"]),
            ("os_version", vec!["24.04"]),
            ("username", vec!["mari"]),
            ("password", vec!["Secret123"]),
        ])
    }

    fn errors(values: &Values, mode: Mode) -> Vec<(String, String)> {
        check(&rules(), values, mode).into_iter().collect()
    }

    #[test]
    fn a_complete_create_passes() {
        assert_eq!(errors(&valid(), Mode::Create), []);
    }

    #[test]
    fn a_version_of_another_os_names_the_os_and_its_versions() {
        let mut values = valid();
        values.insert("os_version", vec!["12"]);
        assert_eq!(
            errors(&values, Mode::Create),
            [(
                "os_version".into(),
                "if 'os_name=ubuntu' then value must be one from the list ['20.04', '22.04', '24.04']".into()
            )]
        );
    }

    #[test]
    fn mandatory_parameters_are_required_on_create_only() {
        let values = Values::from([("name", vec!["web-1"])]);
        let missing: Vec<String> = errors(&values, Mode::Create).into_iter().map(|(field, _)| field).collect();
        assert_eq!(missing, ["os_name", "os_version", "password", "username"]);
        assert_eq!(errors(&values, Mode::Update), []);
    }

    #[test]
    fn booting_from_a_disk_skips_the_os_and_login_rules() {
        let values = Values::from([("name", vec!["web-1"]), ("disk_uuid", vec![])]);
        assert_eq!(errors(&values, Mode::Create), []);
    }

    #[test]
    fn login_rules_reject_root_weak_passwords_and_odd_keys() {
        let mut values = valid();
        values.insert("username", vec!["root"]);
        values.insert("password", vec!["password"]);
        values.insert("public_key", vec!["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 me@laptop", "not a key"]);
        assert_eq!(
            errors(&values, Mode::Create),
            [
                ("password".into(), msg::PASSWORD_RULE.into()),
                ("public_key".into(), msg::SSH_KEY_PATTERN.into()),
                ("username".into(), msg::USERNAME_RULE.into()),
            ]
        );
    }

    #[test]
    fn a_name_must_have_one_to_64_characters() {
        let mut values = valid();
        values.insert("name", vec![""]);
        assert_eq!(errors(&values, Mode::Update), [("name".into(), validation::at_least_chars(1))]);
        let long = "n".repeat(65);
        values.insert("name", vec![&long]);
        assert_eq!(errors(&values, Mode::Update), [("name".into(), validation::at_most_chars(64))]);
    }
}
