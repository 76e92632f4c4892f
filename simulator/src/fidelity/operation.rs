//! Which operation of the route table a recorded request addressed (method + path template), and
//! the schema its answer must meet, from the same contract the simulator and the contract tests
//! use (`spec::openapi::Contract`).

use std::sync::LazyLock;

use serde_json::Value;
use spec::openapi::Contract;
use spec::routes::{OPERATIONS, Operation, ResponseBody, Scope};

/// The contract, built once per process.
pub fn contract() -> &'static Contract {
    static CONTRACT: LazyLock<Contract> = LazyLock::new(Contract::build);
    &CONTRACT
}

/// The `/v1` operation that `method` and `path` (no query) address. Of several templates that
/// fit, the one with the most literal segments wins (`/network/ip_addresses/{address}` loses to
/// a literal sibling), as a router's static routes beat its parameters.
pub fn find(method: &str, path: &str) -> Option<&'static Operation> {
    let path: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    OPERATIONS
        .iter()
        .copied()
        .filter(|op| op.scope != Scope::Control && op.method.as_str().eq_ignore_ascii_case(method))
        .flat_map(|op| op.mounted_paths().into_iter().map(move |template| (op, template)))
        .filter_map(|(op, template)| literal_fit(&template, &path).map(|score| (score, op)))
        .max_by_key(|(score, _)| *score)
        .map(|(_, op)| op)
}

/// How many literal segments of `template` match `path`; none when a segment does not fit.
fn literal_fit(template: &str, path: &[&str]) -> Option<usize> {
    let template: Vec<&str> = template.split('/').collect();
    if template.len() != path.len() {
        return None;
    }
    let mut literal = 0;
    for (t, p) in template.iter().zip(path) {
        if t.starts_with('{') && t.ends_with('}') {
            if p.is_empty() {
                return None;
            }
        } else if t == p {
            literal += 1;
        } else {
            return None;
        }
    }
    Some(literal)
}

/// The schema an answer with `status` must meet: the success body's for a 2xx (none when the
/// operation answers without JSON), the operation's error body otherwise.
pub fn answer_schema(op: &Operation, status: u16) -> Option<Value> {
    if (200..300).contains(&status) {
        match op.response {
            ResponseBody::Json(_) => contract().response_schema(op),
            ResponseBody::Text(_) | ResponseBody::Empty => None,
        }
    } else {
        Some(contract().error_schema(op))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_find_their_operation_with_or_without_a_location() {
        assert_eq!(find("GET", "/v1/user-resource/vm/list").map(|o| o.id), Some("vm_list"));
        assert_eq!(find("get", "/v1/tll01/user-resource/vm/list").map(|o| o.id), Some("vm_list"));
        assert_eq!(find("GET", "/v1/tll01/user-resource/vm").map(|o| o.id), Some("vm_get"));
        let ip = find("DELETE", "/v1/network/ip_addresses/203.0.113.7").map(|o| o.id);
        assert!(ip.is_some_and(|id| id.starts_with("ip_")), "{ip:?}");
        assert!(find("GET", "/v1/nothing/here/at/all").is_none());
        assert!(find("GET", "/__sim/health").is_none(), "the control API is not the real API's");
    }
}
