//! The journal as a scenario that replays it (`journal?format=scenario`, scenarios/qa/README.md#format): one `call` per
//! exchange expecting the status seen, an `advance` wherever the session's clock moved between two
//! exchanges, every fault rule added (or the rules cleared) through the control API where it
//! happened, and every id or time a response handed out that a later request sends back saved
//! from that response and sent as `{{variable}}`. So what a person clicked through in the console
//! becomes a regression test that does not depend on the ids its own session gives out.

use std::collections::{BTreeMap, HashMap, VecDeque};

use jiff::Timestamp;
use serde_json::{Map, Value, json};

use super::{Exchange, FaultChange, text};

/// Where the recorded session came from: a replay starts its own session the same way.
pub struct Recording<'a> {
    pub name: &'a str,
    pub brand: &'a str,
    pub seed: u64,
    pub world: &'a str,
    pub start: Timestamp,
    /// A strict session replays in a strict one (the key is left out when lenient, the default).
    pub strict: bool,
    /// A user's email → the role the scenario signs in as.
    pub roles: &'a BTreeMap<String, String>,
    /// Exchanges the journal no longer holds (the replay then starts mid-way).
    pub dropped: u64,
    /// Each call also expects the fields of its answer: a replay against the simulator a session's
    /// journal, or `cloudsim record` in front of a simulator, came from. Off for a real API's
    /// recording, whose answers a simulator session does not give field for field.
    pub body_checks: bool,
}

/// The scenario file, YAML with a header comment.
/// `exchanges` come with their sequence numbers; each fault change with the number of the exchange
/// that followed it.
pub fn scenario<'e>(
    recording: &Recording,
    exchanges: impl Iterator<Item = (u64, &'e Exchange)>,
    faults: &VecDeque<(u64, FaultChange)>,
) -> String {
    let mut steps: Vec<Value> = Vec::new();
    let mut vars = Variables::default();
    let mut now = recording.start;
    let mut faults = faults.iter().peekable();
    let mut answers = Vec::new();
    for (seq, exchange) in exchanges {
        while let Some((_, change)) = faults.next_if(|(before, _)| *before <= seq) {
            steps.push(fault_step(change));
        }
        let moved = exchange.at.duration_since(now).as_secs();
        if moved >= 1 {
            steps.push(json!({ "advance": moved }));
            now = now.checked_add(jiff::SignedDuration::from_secs(moved)).unwrap_or(exchange.at);
        }
        let step = call(exchange, recording.roles, &mut vars, &mut steps);
        steps.push(step);
        if let Ok(body) = serde_json::from_slice::<Value>(&exchange.response_body) {
            vars.offer(steps.len() - 1, &body, exchange.operation);
            answers.push((steps.len() - 1, body));
        }
    }
    // Once every variable is known: each answer's fields become checks, so the replay notices an
    // answer that changed, not only a status.
    for (step, body) in answers.into_iter().filter(|_| recording.body_checks) {
        if let Some(check) = vars.checks(&body, None, step).filter(|c| c.as_object().is_none_or(|m| !m.is_empty())) {
            steps[step]["expect"]["body"] = check;
        }
    }
    let mut file = json!({
        "name": recording.name, "brand": recording.brand, "seed": recording.seed, "world": recording.world,
        "clock": "manual", "start": recording.start.to_string(), "steps": steps,
    });
    if recording.strict {
        file["strict"] = json!(true);
    }
    let mut header = String::from(if recording.body_checks {
        "# Recorded from the session's journal: each call expects the status it got and the fields of\n\
         # its answer (ids and times the replay's own session hands out left out, or checked as the\n\
         # {{variables}} they were saved in); ids and times that answers handed out are saved and sent\n\
         # back as {{variables}}; `advance` replays the clock.\n"
    } else {
        "# Recorded from the session's journal: each call expects the status it got; ids and times that\n\
         # answers handed out are saved and sent back as {{variables}}; `advance` replays the clock.\n"
    });
    if recording.dropped > 0 {
        header.push_str(&format!(
            "# The journal had dropped its first {} exchanges: this replay starts mid-way and may fail.\n",
            recording.dropped
        ));
    }
    header + &serde_norway::to_string(&file).unwrap_or_default()
}

fn fault_step(change: &FaultChange) -> Value {
    match change {
        FaultChange::Added(rule) => json!({ "fault": rule }),
        FaultChange::Cleared => {
            json!({ "call": "DELETE /__sim/sessions/{{session}}/faults", "expect": { "status": 204 } })
        }
    }
}

/// One `call` step, with every value a previous answer handed out replaced by its variable.
fn call(exchange: &Exchange, roles: &BTreeMap<String, String>, vars: &mut Variables, steps: &mut [Value]) -> Value {
    let target = vars.in_target(exchange.uri.as_str(), steps);
    let mut step = json!({ "call": format!("{} {target}", exchange.method) });
    if let Some(role) = exchange.user.as_deref().and_then(|u| roles.get(u)) {
        step["as"] = json!(role);
    }
    let body = text(&exchange.request_body);
    if !body.is_empty() {
        let is_json = exchange.content_type.as_deref().is_some_and(|c| c.contains("json"));
        match (is_json, serde_json::from_str::<Value>(&body)) {
            (true, Ok(json)) => step["json"] = vars.in_body(json, None, steps),
            _ => {
                let pairs: Vec<(String, String)> = serde_html_form::from_str(&body).unwrap_or_default();
                let form: Map<String, Value> = pairs
                    .into_iter()
                    .map(|(k, v)| {
                        let value = vars.in_body(Value::String(v), Some(&k), steps);
                        (k, value)
                    })
                    .collect();
                step["form"] = Value::Object(form);
            }
        }
    }
    step["expect"] = json!({ "status": exchange.status });
    step
}

/// Values answers handed out, where each was first seen, and the variables made of those that
/// a request sent back.
#[derive(Default)]
struct Variables {
    /// A value as text → the step whose answer first held it, its JSON path there, and a name.
    seen: HashMap<String, Source>,
    /// A value as text → its variable, once a request has used it.
    named: HashMap<String, String>,
    /// Names given, to keep them unique.
    taken: HashMap<String, usize>,
}

struct Source {
    step: usize,
    path: String,
    name: String,
    /// Numbers are only ever ids where the request's own field says so.
    numeric: bool,
}

impl Variables {
    /// Remembers the ids and times in an answer (those not seen before).
    fn offer(&mut self, step: usize, body: &Value, operation: &str) {
        let mut found = Vec::new();
        collect(body, "$", None, &mut found);
        for (path, key, value) in found {
            let numeric = value.is_number();
            let text = match value {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            // Variable names are plain words (the scenario's templates allow no more).
            let name: String =
                format!("{operation}_{key}").chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
            self.seen.entry(text).or_insert_with(|| Source { step, path, name, numeric });
        }
    }

    /// `{{name}}` for a value an answer handed out, saving it on that answer's step the first time.
    fn variable(&mut self, value: &str, field: Option<&str>, steps: &mut [Value]) -> Option<String> {
        if let Some(name) = self.named.get(value) {
            return Some(name.clone());
        }
        let source = self.seen.get(value)?;
        if source.numeric && !field.is_some_and(is_id_key) {
            return None;
        }
        let count = self.taken.entry(source.name.clone()).or_default();
        *count += 1;
        let name = if *count == 1 { source.name.clone() } else { format!("{}_{count}", source.name) };
        let save = steps[source.step].as_object_mut()?.entry("save").or_insert_with(|| json!({}));
        save[&name] = json!(source.path);
        self.named.insert(value.to_string(), name.clone());
        Some(name)
    }

    /// What the answer of step `at` is expected to hold: its fields as they came, an id or time a
    /// step before it saved as its `{{variable}}`, and left out: other ids and times (the replay's
    /// session hands out its own), redacted secrets, long texts and lists (over 20 items).
    fn checks(&self, value: &Value, key: Option<&str>, at: usize) -> Option<Value> {
        match value {
            Value::Object(map) => {
                Some(Value::Object(map.iter().filter_map(|(k, v)| Some((k.clone(), self.checks(v, Some(k), at)?))).collect()))
            }
            Value::Array(items) if items.len() <= 20 => {
                items.iter().map(|v| self.checks(v, key, at)).collect::<Option<Vec<_>>>().map(Value::Array)
            }
            Value::Array(_) => None,
            Value::String(s) => {
                if let Some(name) = self.saved_before(s, at) {
                    return Some(json!(reference(&name)));
                }
                let handed_out = key.is_some_and(is_id_key) || is_uuid(s) || s.parse::<Timestamp>().is_ok();
                // The session's own addresses (its identity provider, its S3 endpoint) name the
                // recorded session; the replay's is another.
                let own_address = s.contains("/__sim/") || s.contains("/s3/");
                let redacted = crate::journal::redact::is_stand_in(key, value);
                let unstable = redacted || s.len() > 200 || s.contains("{{") || own_address;
                (!handed_out && !unstable).then(|| value.clone())
            }
            Value::Number(n) if key.is_some_and(is_id_key) => {
                self.saved_before(&n.to_string(), at).map(|name| json!(reference(&name)))
            }
            Value::Number(_) if crate::journal::redact::is_stand_in(key, value) => None,
            other => Some(other.clone()),
        }
    }

    /// The variable holding `value`, when a step before `at` saved it.
    fn saved_before(&self, value: &str, at: usize) -> Option<String> {
        let name = self.named.get(value)?;
        self.seen.get(value).filter(|source| source.step < at).map(|_| name.clone())
    }

    /// The path and query with whole segments and query values replaced.
    fn in_target(&mut self, uri: &str, steps: &mut [Value]) -> String {
        let (path, query) = uri.split_once('?').map_or((uri, None), |(p, q)| (p, Some(q)));
        let segments: Vec<String> =
            path.split('/').map(|segment| self.replaced(segment, None, steps).unwrap_or_else(|| segment.to_string())).collect();
        let mut target = segments.join("/");
        if let Some(query) = query {
            let pairs: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some((k, v)) => match self.replaced(v, Some(k), steps) {
                        Some(var) => format!("{k}={var}"),
                        None => pair.to_string(),
                    },
                    None => pair.to_string(),
                })
                .collect();
            target = format!("{target}?{}", pairs.join("&"));
        }
        target
    }

    /// `{{name}}` for a piece of a URI; escaped text is left alone (the variable holds it raw).
    fn replaced(&mut self, raw: &str, field: Option<&str>, steps: &mut [Value]) -> Option<String> {
        if raw.is_empty() || raw.contains(['%', '+']) {
            return None;
        }
        self.variable(raw, field, steps).map(|name| reference(&name))
    }

    /// A request body with the values answers handed out replaced, at any depth.
    fn in_body(&mut self, value: Value, field: Option<&str>, steps: &mut [Value]) -> Value {
        match value {
            Value::Object(map) => {
                Value::Object(map.into_iter().map(|(k, v)| (k.clone(), self.in_body(v, Some(&k), steps))).collect())
            }
            Value::Array(items) => Value::Array(items.into_iter().map(|v| self.in_body(v, field, steps)).collect()),
            Value::String(s) => match self.variable(&s, field, steps) {
                Some(name) => json!(reference(&name)),
                None => Value::String(s),
            },
            Value::Number(n) => match self.variable(&n.to_string(), field, steps) {
                Some(name) => json!(reference(&name)),
                None => Value::Number(n),
            },
            other => other,
        }
    }
}

/// The ids and times in `value`: strings under id keys, UUIDs and instants anywhere, and
/// integers under id keys, each with its JSON path and the key it sits under.
fn collect<'v>(value: &'v Value, path: &str, key: Option<&str>, found: &mut Vec<(String, String, &'v Value)>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let child = if k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !k.is_empty() {
                    format!("{path}.{k}")
                } else {
                    format!("{path}[{}]", json!(k))
                };
                collect(v, &child, Some(k), found);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                collect(v, &format!("{path}[{i}]"), key, found);
            }
        }
        Value::String(s) => {
            let id = key.is_some_and(is_id_key) && s.len() >= 4;
            if id || is_uuid(s) || s.parse::<Timestamp>().is_ok() {
                found.push((path.to_string(), key.unwrap_or("value").to_string(), value));
            }
        }
        Value::Number(n) if n.is_u64() && key.is_some_and(is_id_key) => {
            found.push((path.to_string(), key.unwrap_or("id").to_string(), value));
        }
        _ => {}
    }
}

/// `{{name}}`, as a scenario writes a variable.
fn reference(name: &str) -> String {
    format!("{{{{{name}}}}}")
}

/// Keys whose values identify something a later request may name. `address` too: a floating IP
/// is addressed by its address in paths (docs/product/conventions.md#ids-and-money).
fn is_id_key(key: &str) -> bool {
    matches!(key, "id" | "uuid" | "apikey" | "token" | "address") || key.ends_with("_id") || key.ends_with("_uuid")
}

fn is_uuid(text: &str) -> bool {
    text.len() == 36
        && text.char_indices().all(|(i, c)| if matches!(i, 8 | 13 | 18 | 23) { c == '-' } else { c.is_ascii_hexdigit() })
}

#[cfg(test)]
mod tests {
    use bytes::Bytes;

    use super::*;

    const VM: &str = "0b7c2a1e-5f7d-4c1a-9e3b-2d8f6a4c1b90";

    fn exchange(at: &str, method: &str, uri: &str, request: &str, status: u16, response: &str) -> Exchange {
        Exchange {
            at: at.parse().unwrap(),
            method: method.parse().unwrap(),
            uri: super::super::Target::of(uri.into()),
            operation: if method == "POST" { "vm_create" } else { "vm_get" },
            user: Some("a@example.com".into()),
            content_type: Some("application/x-www-form-urlencoded".into()),
            request_body: Bytes::from(request.to_string()),
            status,
            response_body: Bytes::from(response.to_string()),
            correlation_id: super::super::CorrelationId::Given("c".into()),
        }
    }

    fn replay(exchanges: &[Exchange], dropped: u64) -> (String, Value) {
        replay_with_faults(exchanges, dropped, VecDeque::new())
    }

    fn replay_with_faults(exchanges: &[Exchange], dropped: u64, faults: VecDeque<(u64, FaultChange)>) -> (String, Value) {
        let roles = BTreeMap::from([("a@example.com".to_string(), "owner".to_string())]);
        let recording = Recording {
            name: "recorded",
            brand: "pilvio",
            seed: 7,
            world: "demo",
            start: "2026-01-05T09:00:00Z".parse().unwrap(),
            strict: false,
            roles: &roles,
            dropped,
            body_checks: true,
        };
        let yaml = scenario(&recording, (0..).zip(exchanges.iter()), &faults);
        let parsed = serde_norway::from_str(&yaml).unwrap();
        (yaml, parsed)
    }

    #[test]
    fn ids_handed_out_are_saved_and_sent_back_as_variables_and_the_clock_is_replayed() {
        let created = format!(r#"{{"uuid":"{VM}","billing_account_id":4821,"vcpu":2,"created_at":"2026-01-05T09:00:00Z"}}"#);
        let exchanges = [
            exchange("2026-01-05T09:00:00Z", "POST", "/v1/tll/user-resource/vm", "name=web&vcpu=2", 200, &created),
            exchange("2026-01-05T09:02:00Z", "GET", &format!("/v1/tll/user-resource/vm?uuid={VM}"), "", 200, "{}"),
            exchange(
                "2026-01-05T09:02:00Z",
                "POST",
                "/v1/tll/user-resource/vm/stop",
                &format!("uuid={VM}&billing_account_id=4821&vcpu=2"),
                200,
                "{}",
            ),
        ];
        let (_, parsed) = replay(&exchanges, 0);
        assert_eq!((parsed["start"].as_str(), parsed["world"].as_str()), (Some("2026-01-05T09:00:00Z"), Some("demo")));
        let steps = parsed["steps"].as_array().unwrap();
        assert_eq!(steps[0]["save"], json!({"vm_create_uuid": "$.uuid", "vm_create_billing_account_id": "$.billing_account_id"}));
        assert_eq!(steps[0]["as"], "owner");
        assert_eq!(steps[1]["advance"], 120);
        assert_eq!(steps[2]["call"], "GET /v1/tll/user-resource/vm?uuid={{vm_create_uuid}}");
        let form = &steps[3]["form"];
        assert_eq!(
            (&form["uuid"], &form["billing_account_id"]),
            (&json!("{{vm_create_uuid}}"), &json!("{{vm_create_billing_account_id}}"))
        );
        assert_eq!(form["vcpu"], "2", "a number under a field that is no id stays as it was");
        assert_eq!(steps[3]["expect"]["status"], 200);
    }

    #[test]
    fn a_journal_that_dropped_exchanges_says_so() {
        let exchanges = [exchange("2026-01-05T09:00:00Z", "GET", "/v1/tll/user-resource/vm/list", "", 200, "[]")];
        let (yaml, parsed) = replay(&exchanges, 3);
        assert!(yaml.contains("dropped its first 3 exchanges"), "{yaml}");
        assert!(parsed["steps"][0].get("save").is_none());
    }

    #[test]
    fn fault_changes_come_back_before_the_exchange_that_followed_them() {
        let exchanges = [
            exchange("2026-01-05T09:00:00Z", "GET", "/v1/tll/user-resource/vm/list", "", 200, "[]"),
            exchange("2026-01-05T09:00:00Z", "GET", "/v1/tll/user-resource/vm/list", "", 500, "{}"),
            exchange("2026-01-05T09:00:00Z", "GET", "/v1/tll/user-resource/vm/list", "", 200, "[]"),
        ];
        let rule: spec::control::FaultCreate =
            serde_json::from_value(json!({"path": "/v1/*/user-resource/vm/list", "status": 500, "times": 1})).unwrap();
        let faults = VecDeque::from([(1, FaultChange::Added(rule)), (2, FaultChange::Cleared)]);
        let (_, parsed) = replay_with_faults(&exchanges, 0, faults);
        let kinds: Vec<&str> = parsed["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| if s.get("fault").is_some() { "fault" } else { s["call"].as_str().unwrap() })
            .collect();
        assert_eq!(
            kinds,
            [
                "GET /v1/tll/user-resource/vm/list",
                "fault",
                "GET /v1/tll/user-resource/vm/list",
                "DELETE /__sim/sessions/{{session}}/faults",
                "GET /v1/tll/user-resource/vm/list"
            ]
        );
        assert_eq!(parsed["steps"][1]["fault"]["times"], 1);
    }
}
