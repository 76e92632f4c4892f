//! The `expect` a failing step would pass with, so one look tells whether the simulator or the
//! expectation is wrong and one edit fixes the step: every mismatch of the answer (status and body
//! together) corrected in the step's `expect` as written, the checks that passed kept as they are
//! (`{{vm}}` stays `{{vm}}`), and a value the answer gives that a variable holds written as that
//! variable instead of the literal UUID. The terminal and `--report` both show it.

use serde::Serialize;
use serde_json::{Map, Value};

use super::expect::{Check, Mismatch, render_path};
use super::format::Expect;
use super::path::{JsonPath, Seg};
use super::template::{Vars, render_text};

/// Values at least this long are also replaced inside longer text (a UUID in a URL).
const INSIDE: usize = 16;

/// A snippet for the step's `expect`, and what to do with it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hint {
    /// `replace`: the snippet is the step's whole `expect`, corrected; `extend`: the snippet
    /// adds checks the step did not write and changes none it did.
    pub action: &'static str,
    /// YAML, starting `expect:`.
    pub expect: String,
}

impl Hint {
    /// The line that introduces the snippet.
    pub fn lead(&self) -> &'static str {
        match self.action {
            "extend" => "to pass, add to the step's `expect`:",
            _ => "to pass, replace the step's `expect` with:",
        }
    }
}

/// What the step wrote, for a hint: its `expect` before `{{…}}` were replaced, and the variables.
#[derive(Clone, Debug)]
pub struct Written {
    pub expect: Expect,
    pub vars: Vars,
}

/// The hint for `mismatches` of an answer with `status`, `headers` (those the step names) and body
/// `json` (the exchange's, or its redacted copy); none when a mismatch is not in `expect` (a
/// `save`), or nothing could change.
pub fn suggest(
    written: &Written,
    mismatches: &[Mismatch],
    status: u16,
    headers: &[(String, String)],
    json: Option<&Value>,
) -> Option<Hint> {
    if mismatches.is_empty() || mismatches.iter().any(|m| m.check == Check::Save) {
        return None;
    }
    let vars = &written.vars;
    let mut fixed = written.expect.clone();
    let (mut drop_paths, mut drop_absent) = (Vec::new(), Vec::new());
    for m in mismatches {
        match m.check {
            Check::Status => fixed.status = Some(status),
            Check::Header(i) => {
                let (name, value) = &mut fixed.headers[i];
                let actual = headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name));
                *value = actual.map(|(_, v)| variables_in(&Value::String(v.clone()), vars).as_str().unwrap_or(v).to_string());
            }
            Check::Contains => fixed.contains = None,
            Check::NotJson => (fixed.body, fixed.paths, fixed.absent) = (None, Vec::new(), Vec::new()),
            Check::Body => {
                let mark = m.mark.as_deref().unwrap_or_default();
                let actual = json.and_then(|j| JsonPath(mark.to_vec()).get(j));
                if let Some(body) = &mut fixed.body {
                    patch(body, mark, actual.map(|a| variables_in(a, vars)), vars);
                }
            }
            Check::Path(i) => {
                let (path, _) = &written.expect.paths[i];
                let actual = render_path(path, vars).ok().and_then(|p| json.and_then(|j| p.get(j)));
                match actual {
                    Some(actual) => fixed.paths[i].1 = variables_in(actual, vars),
                    None => {
                        drop_paths.push(i);
                        // `absent` is not templated: only a literal path moves there.
                        if !path.to_string().contains("{{") {
                            fixed.absent.push(path.clone());
                        }
                    }
                }
            }
            Check::Absent(i) => drop_absent.push(i),
            Check::Save => {}
        }
    }
    let mut at = 0;
    fixed.paths.retain(|_| (!drop_paths.contains(&at), at += 1).0);
    at = 0;
    fixed.absent.retain(|_| (!drop_absent.contains(&at), at += 1).0);
    if fixed.body.as_ref().is_some_and(|b| b.as_object().is_some_and(Map::is_empty)) {
        fixed.body = None;
    }
    // Only a status the step left to "any 2xx" is missed: the snippet adds it, nothing else changes.
    if written.expect.status.is_none() && mismatches.iter().all(|m| m.check == Check::Status) {
        return Some(Hint { action: "extend", expect: format!("expect:\n  status: {status}") });
    }
    Some(Hint { action: "replace", expect: yaml(&fixed) })
}

/// Sets the value at `mark` in a body as written (its keys may name variables) to `actual`, or
/// drops the key when the answer has none there.
fn patch(body: &mut Value, mark: &[Seg], actual: Option<Value>, vars: &Vars) {
    let Some((last, parents)) = mark.split_last() else {
        if let Some(actual) = actual {
            *body = actual;
        }
        return;
    };
    let mut node = body;
    for seg in parents {
        let next = match (seg, node) {
            (Seg::Key(key), Value::Object(map)) => written_key(map, key, vars).and_then(|k| map.get_mut(&k)),
            (Seg::Index(i), Value::Array(items)) => usize::try_from(*i).ok().and_then(|i| items.get_mut(i)),
            _ => None,
        };
        let Some(next) = next else { return };
        node = next;
    }
    match (last, node, actual) {
        (Seg::Key(key), Value::Object(map), actual) => {
            let written = written_key(map, key, vars).unwrap_or_else(|| key.clone());
            match actual {
                Some(actual) => {
                    map.insert(written, actual);
                }
                None => {
                    map.shift_remove(&written);
                }
            }
        }
        (Seg::Index(i), Value::Array(items), Some(actual)) => {
            if let Some(slot) = usize::try_from(*i).ok().and_then(|i| items.get_mut(i)) {
                *slot = actual;
            }
        }
        _ => {}
    }
}

/// The key of `map` as written whose rendered text is `key`.
fn written_key(map: &Map<String, Value>, key: &str, vars: &Vars) -> Option<String> {
    map.keys().find(|k| *k == key || render_text(k, vars).is_ok_and(|r| r == key)).cloned()
}

/// `value` with each string a variable holds written as `{{name}}` (a long value also inside
/// longer text), so the snippet holds on the next run, where the UUIDs differ.
fn variables_in(value: &Value, vars: &Vars) -> Value {
    match value {
        Value::String(text) => {
            let named = vars.iter().filter_map(|(name, v)| Some((name, v.as_str().filter(|s| !s.is_empty())?)));
            if let Some((name, _)) = named.clone().find(|(_, v)| *v == text) {
                return Value::String(format!("{{{{{name}}}}}"));
            }
            let mut text = text.clone();
            for (name, v) in named.filter(|(_, v)| v.len() >= INSIDE) {
                text = text.replace(v, &format!("{{{{{name}}}}}"));
            }
            Value::String(text)
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| variables_in(v, vars)).collect()),
        Value::Object(map) => Value::Object(map.iter().map(|(k, v)| (k.clone(), variables_in(v, vars))).collect()),
        other => other.clone(),
    }
}

/// `expect:` and its checks as YAML; values as JSON, which YAML reads as flow collections.
fn yaml(expect: &Expect) -> String {
    let mut out = String::from("expect:");
    if let Some(status) = expect.status {
        out.push_str(&format!("\n  status: {status}"));
    }
    if !expect.headers.is_empty() {
        out.push_str("\n  headers:");
        for (name, value) in &expect.headers {
            let value = value.as_ref().map_or("null".to_string(), |v| Value::String(v.clone()).to_string());
            out.push_str(&format!("\n    {name}: {value}"));
        }
    }
    if let Some(text) = &expect.contains {
        out.push_str(&format!("\n  contains: {}", Value::String(text.clone())));
    }
    if let Some(body) = &expect.body {
        out.push_str(&format!("\n  body: {body}"));
    }
    if !expect.paths.is_empty() {
        out.push_str("\n  paths:");
        for (path, value) in &expect.paths {
            out.push_str(&format!("\n    {}: {value}", quoted(path)));
        }
    }
    if !expect.absent.is_empty() {
        let paths: Vec<String> = expect.absent.iter().map(quoted).collect();
        out.push_str(&format!("\n  absent: [{}]", paths.join(", ")));
    }
    out
}

fn quoted(path: &JsonPath) -> String {
    format!("'{}'", path.to_string().replace('\'', "''"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::client::Answer;
    use crate::scenario::expect::{mismatches, render_expect};
    use serde_json::json;

    fn hint(expect_yaml: &str, vars: Vars, status: u16, body: Value) -> Option<Hint> {
        answered(expect_yaml, vars, status, &[], body)
    }

    fn answered(expect_yaml: &str, vars: Vars, status: u16, headers: &[(&str, &str)], body: Value) -> Option<Hint> {
        let expect: Expect = serde_norway::from_str(expect_yaml).unwrap();
        let headers: Vec<(String, String)> = headers.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect();
        let answer = Answer { status, headers: headers.clone(), text: body.to_string(), json: Some(body.clone()) };
        let found = mismatches(&render_expect(&expect, &vars).unwrap(), &answer);
        suggest(&Written { expect, vars }, &found, status, &headers, Some(&body))
    }

    #[test]
    fn headers_are_fixed_with_the_status_and_keep_variables() {
        let vm = "0b6f1c1e-6a55-4d7e-9d43-2f1d0c0e5a11";
        let vars = Vars::from([("vm".into(), json!(vm))]);
        let headers = [("location", "/v1/vm/0b6f1c1e-6a55-4d7e-9d43-2f1d0c0e5a11")];
        let written = "status: 200\nheaders: {Location: /v1/vm, Content-Type: application/json, ETag: '\"e\"'}";
        let hint = answered(written, vars, 302, &headers, json!({})).unwrap();
        assert_eq!(hint.action, "replace");
        assert_eq!(
            hint.expect,
            "expect:\n  status: 302\n  headers:\n    Location: \"/v1/vm/{{vm}}\"\n    Content-Type: null\n    ETag: null"
        );
    }

    #[test]
    fn status_and_body_are_fixed_together() {
        let vm = "0b6f1c1e-6a55-4d7e-9d43-2f1d0c0e5a11";
        let vars = Vars::from([("vm".into(), json!(vm))]);
        let answer = json!({"uuid": vm, "status": "stopped", "errors": {"Error": "busy"}});
        let hint = hint("status: 200\nbody: {uuid: '{{vm}}', status: running, name: x}", vars, 409, answer).unwrap();
        assert_eq!(hint.action, "replace");
        assert_eq!(hint.expect, "expect:\n  status: 409\n  body: {\"uuid\":\"{{vm}}\",\"status\":\"stopped\"}");
    }

    #[test]
    fn paths_keep_variables_and_missing_ones_become_absent() {
        let vm = "0b6f1c1e-6a55-4d7e-9d43-2f1d0c0e5a11";
        let vars = Vars::from([("vm".into(), json!(vm)), ("loc".into(), json!("tll"))]);
        let answer = json!({"items": [{"uuid": vm, "href": format!("/v1/tll/vm/{vm}")}]});
        let written = "paths:\n  items[0].uuid: x\n  items[0].href: y\n  items[0].gone: 1\nabsent: [items]";
        let hint = hint(written, vars, 200, answer).unwrap();
        assert_eq!(
            hint.expect,
            "expect:\n  paths:\n    '$.items[0].uuid': \"{{vm}}\"\n    '$.items[0].href': \"/v1/tll/vm/{{vm}}\"\n  absent: ['$.items[0].gone']"
        );
    }

    #[test]
    fn a_status_the_step_left_open_is_added() {
        let hint = hint("body: {}", Vars::new(), 404, json!({"errors": {}})).unwrap();
        assert_eq!((hint.action, hint.expect.as_str()), ("extend", "expect:\n  status: 404"));
        assert_eq!(hint.lead(), "to pass, add to the step's `expect`:");
    }
}
