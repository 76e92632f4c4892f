//! Writes what a run sent as a scenario file (`simulator/src/scenario/format.rs`) that `cloudsim
//! run` replays: each request a `call` expecting the status it got, each clock move an
//! `advance`. Ids the client was handed are named where it learnt them (`save`) and sent back as
//! `{{variables}}`, so the replay does not depend on the ids its own session gives out. Unlike the
//! journal's export this works for any target, and it knows the keys it was handed (restricted
//! and impersonation tokens go as an `apikey` header from a saved variable).

use serde_json::{Map, Value, json};

use crate::http::Body;

/// Who a call was made as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// A user of the session, by the scenario's role name (`owner`, `colleague`).
    Role(String),
    /// A key an earlier answer handed out.
    Key(String),
}

#[derive(Default)]
pub struct Recorder {
    steps: Vec<Value>,
    /// A value an answer handed out → its variable.
    names: Vec<(String, String)>,
}

impl Recorder {
    /// Records a call; returns its step number for [`Recorder::name`].
    pub fn call(&mut self, method: &str, target: &str, who: &Who, body: &Body, status: u16) -> usize {
        let (path, query) = target.split_once('?').map_or((target, None), |(p, q)| (p, Some(q)));
        let path: Vec<String> = path.split('/').map(|segment| self.templated(segment)).collect();
        let mut call = path.join("/");
        if let Some(query) = query {
            let pairs: Vec<(String, String)> = serde_html_form::from_str(query).unwrap_or_default();
            let pairs: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={}", self.templated(v))).collect();
            call = format!("{call}?{}", pairs.join("&"));
        }
        let mut step = Map::new();
        step.insert("call".into(), json!(format!("{method} {call}")));
        match who {
            Who::Role(role) => {
                step.insert("as".into(), json!(role));
            }
            Who::Key(key) => {
                step.insert("headers".into(), json!({ "apikey": self.templated(key) }));
            }
        }
        match body {
            Body::None => {}
            Body::Form(pairs) => {
                let form: Map<String, Value> = pairs.iter().map(|(k, v)| (k.clone(), json!(self.templated(v)))).collect();
                step.insert("form".into(), Value::Object(form));
            }
            Body::Json(value) => {
                step.insert("json".into(), self.templated_json(value));
            }
        }
        step.insert("expect".into(), json!({ "status": status }));
        self.steps.push(Value::Object(step));
        self.steps.len() - 1
    }

    /// Names `value`, found at `path` in step `step`'s answer, as `variable`.
    pub fn name(&mut self, step: usize, variable: &str, path: &str, value: &str) {
        if value.is_empty() || self.names.iter().any(|(v, _)| v == value) {
            return;
        }
        if let Some(step) = self.steps.get_mut(step).and_then(Value::as_object_mut) {
            let save = step.entry("save").or_insert_with(|| json!({}));
            save[variable] = json!(path);
            self.names.push((value.to_string(), variable.to_string()));
        }
    }

    pub fn advance(&mut self, seconds: u64) {
        match self.steps.last_mut().and_then(|s| s.get_mut("advance")) {
            Some(Value::Number(n)) => *n = (n.as_u64().unwrap_or(0) + seconds).into(),
            _ => self.steps.push(json!({ "advance": seconds })),
        }
    }

    /// The scenario file, with `comment` (why it was written) as its header.
    pub fn yaml(&self, name: &str, session: &Map<String, Value>, comment: &str) -> String {
        let mut file = Map::new();
        file.insert("name".into(), json!(name));
        file.extend(session.clone());
        file.insert("steps".into(), Value::Array(self.steps.clone()));
        let header: String = comment.lines().map(|line| format!("# {line}\n")).collect();
        header + &serde_norway::to_string(&file).unwrap_or_default()
    }

    fn templated(&self, text: &str) -> String {
        match self.names.iter().find(|(value, _)| value == text) {
            Some((_, name)) => format!("{{{{{name}}}}}"),
            None => text.to_string(),
        }
    }

    fn templated_json(&self, value: &Value) -> Value {
        match value {
            Value::Object(map) => Value::Object(map.iter().map(|(k, v)| (k.clone(), self.templated_json(v))).collect()),
            Value::Array(items) => Value::Array(items.iter().map(|v| self.templated_json(v)).collect()),
            Value::String(s) => json!(self.templated(s)),
            Value::Number(n) => match self.templated(&n.to_string()) {
                name if name.starts_with("{{") => json!(name),
                _ => value.clone(),
            },
            other => other.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_handed_out_come_back_as_variables_in_paths_queries_forms_json_and_keys() {
        let mut rec = Recorder::default();
        let created = rec.call("POST", "/v1/user-resource/vm", &Who::Role("owner".into()), &Body::form([("name", "a")]), 200);
        rec.name(created, "vm0", "$.uuid", "u-1");
        let token = rec.call("POST", "/v1/user-resource/token", &Who::Role("owner".into()), &Body::None, 200);
        rec.name(token, "key0", "$[0].token", "s1.secret");
        rec.name(token, "account0", "$[0].billing_account_id", "42");
        rec.advance(10);
        rec.advance(5);
        rec.call("GET", "/v1/user-resource/vm?uuid=u-1", &Who::Key("s1.secret".into()), &Body::None, 400);
        rec.call(
            "POST",
            "/v1/network/ip_addresses",
            &Who::Role("owner".into()),
            &Body::Json(json!({"billing_account_id": 42})),
            200,
        );
        let yaml = rec.yaml("t", &Map::from_iter([("world".to_string(), json!("empty"))]), "why\nhow");
        assert!(yaml.starts_with("# why\n# how\n"), "{yaml}");
        let file: Value = serde_norway::from_str(&yaml).unwrap();
        let steps = file["steps"].as_array().unwrap();
        assert_eq!(steps[0]["save"], json!({"vm0": "$.uuid"}));
        assert_eq!(steps[1]["save"], json!({"key0": "$[0].token", "account0": "$[0].billing_account_id"}));
        assert_eq!(steps[2], json!({"advance": 15}));
        assert_eq!(steps[3]["call"], "GET /v1/user-resource/vm?uuid={{vm0}}");
        assert_eq!(steps[3]["headers"], json!({"apikey": "{{key0}}"}));
        assert_eq!(steps[3]["expect"], json!({"status": 400}));
        assert_eq!(steps[4]["json"], json!({"billing_account_id": "{{account0}}"}));
        assert_eq!(file["world"], "empty");
    }
}
