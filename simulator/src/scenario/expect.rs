//! Checking an answer against an `expect`: status (any 2xx when not given), headers (named in any
//! case, each value exact, or absent), raw text, a subset of the JSON body, values at JSON paths,
//! paths that must be absent.
//!
//! Subset matching: an expected object matches when every key it names matches (other keys are
//! ignored); an expected array matches an array of the same length, element by element; numbers
//! match by value (1 = 1.0); anything else must be equal.

use serde_json::Value;

use super::client::Answer;
use super::format::Expect;
use super::path::{JsonPath, Seg};
use super::template::{Vars, render, render_text};

/// One way an answer differs from what was expected: which check, what, and `mark`, where in the
/// body.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    pub check: Check,
    pub message: String,
    pub mark: Option<Vec<Seg>>,
}

/// The check of an `expect` a mismatch belongs to, so a hint can change exactly that check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    Status,
    /// The `headers` entry at this index.
    Header(usize),
    Contains,
    /// A body, paths or absent check met an answer that is not JSON.
    NotJson,
    /// Within `body`; `mark` is the same path in the body and in the answer.
    Body,
    /// The `paths` entry at this index.
    Path(usize),
    /// The `absent` entry at this index.
    Absent(usize),
    /// A `save` whose path the answer lacks (no `expect` check).
    Save,
}

impl Mismatch {
    fn new(check: Check, message: impl Into<String>) -> Mismatch {
        Mismatch { check, message: message.into(), mark: None }
    }

    fn at(check: Check, path: &[Seg], message: impl Into<String>) -> Mismatch {
        Mismatch { check, message: format!("{}: {}", JsonPath(path.to_vec()), message.into()), mark: Some(path.to_vec()) }
    }
}

/// The answer against `expect`: the first mismatch, if any.
pub fn check(expect: &Expect, answer: &Answer) -> Result<(), Mismatch> {
    match mismatches(expect, answer).into_iter().next() {
        Some(first) => Err(first),
        None => Ok(()),
    }
}

/// Every way the answer misses `expect`, in the order of its checks (status, headers, contains,
/// body, paths, absent), so one failure can name them all and a hint can fix them all at once.
pub fn mismatches(expect: &Expect, answer: &Answer) -> Vec<Mismatch> {
    let mut found = Vec::new();
    match expect.status {
        Some(status) if status != answer.status => {
            found.push(Mismatch::new(Check::Status, format!("status {}, expected {status}", answer.status)));
        }
        None if !(200..300).contains(&answer.status) => {
            found.push(Mismatch::new(Check::Status, format!("status {}, expected 2xx", answer.status)));
        }
        _ => {}
    }
    for (i, (name, expected)) in expect.headers.iter().enumerate() {
        let message = match (answer.header(name), expected) {
            (Some(actual), Some(expected)) if actual == expected => continue,
            (None, None) => continue,
            (Some(actual), Some(expected)) => format!("{}, expected {}", quote(actual), quote(expected)),
            (None, Some(expected)) => format!("missing, expected {}", quote(expected)),
            (Some(actual), None) => format!("present ({}), expected absent", quote(actual)),
        };
        found.push(Mismatch::new(Check::Header(i), format!("header `{name}`: {message}")));
    }
    if let Some(text) = &expect.contains
        && !answer.text.contains(text.as_str())
    {
        found.push(Mismatch::new(Check::Contains, format!("the body does not contain {}", Value::String(text.clone()))));
    }
    if expect.body.is_none() && expect.paths.is_empty() && expect.absent.is_empty() {
        return found;
    }
    let Some(json) = answer.json.as_ref() else {
        found.push(Mismatch::new(Check::NotJson, "the body is not JSON"));
        return found;
    };
    if let Some(body) = &expect.body {
        subset_all(Check::Body, body, json, &mut Vec::new(), &mut found);
    }
    for (i, (path, expected)) in expect.paths.iter().enumerate() {
        match path.get(json) {
            Some(actual) => subset_all(Check::Path(i), expected, actual, &mut path.0.clone(), &mut found),
            None => found.push(Mismatch::at(Check::Path(i), &path.0, format!("missing, expected {}", short(expected)))),
        }
    }
    for (i, path) in expect.absent.iter().enumerate() {
        if let Some(actual) = path.get(json) {
            found.push(Mismatch::at(Check::Absent(i), &path.0, format!("present ({}), expected absent", short(actual))));
        }
    }
    found
}

/// Every place `actual` misses `expected` (see the module's rules), each under `check`; `at` is
/// the path walked so far.
fn subset_all(check: Check, expected: &Value, actual: &Value, at: &mut Vec<Seg>, found: &mut Vec<Mismatch>) {
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => {
            for (key, want) in want {
                at.push(Seg::Key(key.clone()));
                match have.get(key) {
                    Some(have) => subset_all(check, want, have, at, found),
                    None => found.push(Mismatch::at(check, at, format!("missing, expected {}", short(want)))),
                }
                at.pop();
            }
        }
        (Value::Array(want), Value::Array(have)) if want.len() != have.len() => {
            found.push(Mismatch::at(check, at, format!("{} elements, expected {}", have.len(), want.len())));
        }
        (Value::Array(want), Value::Array(have)) => {
            for (i, (want, have)) in want.iter().zip(have).enumerate() {
                at.push(Seg::Index(i as i64));
                subset_all(check, want, have, at, found);
                at.pop();
            }
        }
        (Value::Number(a), Value::Number(b)) if a == b || a.as_f64() == b.as_f64() => {}
        (want, have) if want == have => {}
        (want, have) => found.push(Mismatch::at(check, at, format!("{}, expected {}", short(have), short(want)))),
    }
}

/// `expect` with every `{{var}}` in its values replaced.
pub fn render_expect(expect: &Expect, vars: &Vars) -> Result<Expect, String> {
    Ok(Expect {
        status: expect.status,
        body: expect.body.as_ref().map(|b| render(b, vars)).transpose()?,
        paths: expect.paths.iter().map(|(p, v)| Ok((render_path(p, vars)?, render(v, vars)?))).collect::<Result<_, String>>()?,
        absent: expect.absent.clone(),
        contains: expect.contains.as_deref().map(|c| render_text(c, vars)).transpose()?,
        headers: expect
            .headers
            .iter()
            .map(|(name, value)| Ok((name.clone(), value.as_deref().map(|v| render_text(v, vars)).transpose()?)))
            .collect::<Result<_, String>>()?,
    })
}

/// A path whose keys or filters name variables (`'{{currency}}.{{location}}'`,
/// `'[?name=={{product}}].price'`), with their values put in.
pub fn render_path(path: &JsonPath, vars: &Vars) -> Result<JsonPath, String> {
    let segments = path.0.iter().map(|seg| match seg {
        Seg::Key(key) => render_text(key, vars).map(Seg::Key),
        Seg::Filter { field, value } => Ok(Seg::Filter {
            field: field.iter().map(|key| render_text(key, vars)).collect::<Result<_, _>>()?,
            value: render_text(value, vars)?,
        }),
        index => Ok(index.clone()),
    });
    Ok(JsonPath(segments.collect::<Result<_, String>>()?))
}

/// What `expect` asks for, one line per check (a body subset spans several).
pub fn describe(expect: &Expect) -> Vec<String> {
    let mut lines = vec![match expect.status {
        Some(status) => format!("status {status}"),
        None => "status 2xx".into(),
    }];
    lines.extend(expect.headers.iter().map(|(name, value)| match value {
        Some(value) => format!("header `{name}` = {}", quote(value)),
        None => format!("header `{name}` absent"),
    }));
    if let Some(text) = &expect.contains {
        lines.push(format!("body contains {}", Value::String(text.clone())));
    }
    if let Some(body) = &expect.body {
        lines.push("body (subset):".into());
        let pretty = serde_json::to_string_pretty(body).unwrap_or_default();
        lines.extend(pretty.lines().map(|l| format!("  {l}")));
    }
    lines.extend(expect.paths.iter().map(|(p, v)| format!("{p} = {}", short(v))));
    lines.extend(expect.absent.iter().map(|p| format!("{p} absent")));
    lines
}

/// Text as a JSON string, so its ends and any odd character show.
fn quote(text: &str) -> String {
    Value::String(text.to_string()).to_string()
}

/// A value on one line, cut when long.
pub fn short(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn answer(status: u16, body: Value) -> Answer {
        Answer { status, headers: Vec::new(), text: body.to_string(), json: Some(body) }
    }

    fn expect(yaml: &str) -> Expect {
        serde_norway::from_str(yaml).unwrap()
    }

    fn message(expect_yaml: &str, answer: &Answer) -> String {
        check(&expect(expect_yaml), answer).unwrap_err().message
    }

    #[test]
    fn status_is_any_2xx_unless_given() {
        assert!(check(&Expect::default(), &answer(204, json!(null))).is_ok());
        assert_eq!(message("{}", &answer(404, json!({}))), "status 404, expected 2xx");
        assert_eq!(message("{status: 400}", &answer(200, json!({}))), "status 200, expected 400");
        assert!(check(&expect("{status: 404}"), &answer(404, json!({}))).is_ok());
    }

    #[test]
    fn body_is_a_subset() {
        let a = answer(200, json!({"a": {"b": 1, "c": [1, {"d": 2, "e": 3}]}, "f": 1.0}));
        assert!(check(&expect("body: {a: {c: [1, {d: 2}]}, f: 1}"), &a).is_ok());
        assert_eq!(message("body: {a: {b: 2}}", &a), "$.a.b: 1, expected 2");
        assert_eq!(message("body: {a: {x: 2}}", &a), "$.a.x: missing, expected 2");
        assert_eq!(message("body: {a: {c: [1]}}", &a), "$.a.c: 2 elements, expected 1");
        assert_eq!(message("body: {a: {c: [1, {d: \"2\"}]}}", &a), "$.a.c[1].d: 2, expected \"2\"");
        let m = check(&expect("body: {a: {c: [1, {e: 4}]}}"), &a).unwrap_err();
        assert_eq!(m.mark, Some("$.a.c[1].e".parse::<JsonPath>().unwrap().0));
    }

    #[test]
    fn a_paths_keys_may_name_variables() {
        let a = answer(200, json!({"EUR": {"tll": [0.5]}}));
        let vars = Vars::from([("currency".into(), json!("EUR")), ("location".into(), json!("tll"))]);
        let rendered = render_expect(&expect("paths: {'{{currency}}.{{location}}[0]': 0.5}"), &vars).unwrap();
        assert!(check(&rendered, &a).is_ok());
        let prices = answer(200, json!({"items": [{"name": "CPU", "price": 1}, {"name": "LB", "price": 2}]}));
        let vars = Vars::from([("product".into(), json!("LB")), ("price".into(), json!(2))]);
        let filtered = render_expect(&expect("paths: {'items[?name=={{product}}].price': '{{price}}'}"), &vars).unwrap();
        assert!(check(&filtered, &prices).is_ok());
        let wrong = render_expect(&expect("paths: {'items[?name=={{product}}].price': 3}"), &vars).unwrap();
        let m = check(&wrong, &prices).unwrap_err();
        assert_eq!(m.message, "$.items[?name==LB].price: 2, expected 3", "the message names the filter");
        let missing = render_expect(&expect("paths: {'{{nope}}': 1}"), &vars).unwrap_err();
        assert!(missing.contains("missing variable `nope`"));
    }

    #[test]
    fn paths_and_absent() {
        let a = answer(200, json!({"items": [{"uuid": "x", "tags": {"a": 1}}]}));
        // In block style a path needs no quotes; in flow style (`{…}`, `[…]`) one with brackets does.
        assert!(check(&expect("paths:\n  items[0].uuid: x\n  $.items[0].tags: {a: 1}"), &a).is_ok());
        assert_eq!(message("paths: {'items[0].uuid': y}", &a), "$.items[0].uuid: \"x\", expected \"y\"");
        assert_eq!(message("paths: {'items[1].uuid': y}", &a), "$.items[1].uuid: missing, expected \"y\"");
        assert!(check(&expect("absent: [$.password, 'items[0].name']"), &a).is_ok());
        assert_eq!(message("absent:\n  - items[0].uuid", &a), "$.items[0].uuid: present (\"x\"), expected absent");
    }

    #[test]
    fn headers_are_named_in_any_case_and_matched_exactly() {
        let mut a = answer(302, json!({}));
        a.headers = vec![("location".into(), "/app/login?x=1".into()), ("retry-after".into(), "1".into())];
        assert!(check(&expect("status: 302\nheaders: {Location: /app/login?x=1, RETRY-AFTER: 1, ETag: null}"), &a).is_ok());
        assert_eq!(
            message("status: 302\nheaders: {Location: /app/login}", &a),
            "header `Location`: \"/app/login?x=1\", expected \"/app/login\""
        );
        assert_eq!(message("status: 302\nheaders: {ETag: '\"e\"'}", &a), "header `ETag`: missing, expected \"\\\"e\\\"\"");
        assert_eq!(
            message("status: 302\nheaders: {retry-after: null}", &a),
            "header `retry-after`: present (\"1\"), expected absent"
        );
        let vars = Vars::from([("to".into(), json!("/app/login?x=1"))]);
        assert!(check(&render_expect(&expect("status: 302\nheaders: {location: '{{to}}'}"), &vars).unwrap(), &a).is_ok());
        let both = mismatches(&expect("status: 200\nheaders: {Location: /, Retry-After: 2}"), &a);
        let checks: Vec<Check> = both.iter().map(|m| m.check).collect();
        assert_eq!(checks, [Check::Status, Check::Header(0), Check::Header(1)], "every mismatch, headers after the status");
    }

    #[test]
    fn contains_reads_the_raw_text() {
        let page =
            Answer { status: 200, headers: Vec::new(), text: "<h1>This enrolment link has expired</h1>".into(), json: None };
        assert!(check(&expect("contains: expired"), &page).is_ok());
        assert_eq!(message("contains: Scan the code", &page), "the body does not contain \"Scan the code\"");
        assert_eq!(message("body: {a: 1}", &page), "the body is not JSON");
    }

    #[test]
    fn expectations_are_templated() {
        let vars = Vars::from([("id".into(), json!(7)), ("name".into(), json!("Mari"))]);
        let rendered =
            render_expect(&expect("body: {id: '{{id}}'}\npaths: {a: 'x {{name}}'}\ncontains: '{{name}}'"), &vars).unwrap();
        assert_eq!(rendered.body, Some(json!({"id": 7})));
        assert_eq!(rendered.paths[0].1, json!("x Mari"));
        assert_eq!(rendered.contains.as_deref(), Some("Mari"));
    }

    #[test]
    fn describes_the_expectation() {
        let lines = describe(&expect(
            "status: 400\nbody: {a: 1}\npaths: {b: 2}\nabsent: [c]\ncontains: x\nheaders: {ETag: e, Location: null}",
        ));
        assert_eq!(
            lines,
            [
                "status 400",
                "header `ETag` = \"e\"",
                "header `Location` absent",
                "body contains \"x\"",
                "body (subset):",
                "  {",
                "    \"a\": 1",
                "  }",
                "$.b = 2",
                "$.c absent"
            ]
        );
    }
}
