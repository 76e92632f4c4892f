//! The files `cloudsim record` writes and `cloudsim drift` reads: one JSON file per exchange,
//! `0001-vm_list.json` (sequence number, then operation), beside `scenario.yaml`. `drift` also
//! reads the shared fixtures' format (`real-api-fixtures/`): each file one recorded answer body,
//! its name `<path with / as _>.<METHOD>.<provenance>.json`.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use spec::routes::{OPERATIONS, Operation, Scope};

use super::operation;

/// One recorded exchange, as written to its file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Recorded {
    pub seq: u64,
    /// The operation of the route table it addressed (`unknown` when none).
    pub operation: String,
    pub at: jiff::Timestamp,
    pub request: RecordedRequest,
    pub response: RecordedResponse,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedRequest {
    pub method: String,
    pub path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub query: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// JSON as JSON, anything else as text; absent when empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<Value>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedResponse {
    pub status: u16,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<Value>,
}

/// The file name of an exchange: sorted by name is sorted by time.
pub fn file_name(seq: u64, operation: &str) -> String {
    format!("{seq:04}-{operation}.json")
}

/// A body as a fixture holds it: JSON when it parses (the real API's `true` included), else text.
pub fn body_value(bytes: &[u8]) -> Option<Value> {
    if bytes.is_empty() {
        return None;
    }
    Some(serde_json::from_slice(bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned())))
}

/// A recorded answer to check, from either format.
#[derive(Debug)]
pub struct Sample {
    /// The file (and, for a file holding several bodies, `#key`).
    pub source: String,
    pub op: &'static Operation,
    pub status: u16,
    pub body: Option<Value>,
    /// The exchange, for a `record` file (the replay compares it with the simulator's).
    pub exchange: Option<Recorded>,
}

/// What a folder holds: samples, files that could not be placed (with why), and the scenario.
#[derive(Debug, Default)]
pub struct Folder {
    pub samples: Vec<Sample>,
    pub unplaced: Vec<(String, String)>,
    pub scenario: Option<PathBuf>,
}

/// Reads every `*.json` of `dir` in name order, in whichever format each is.
pub fn read_folder(dir: &Path) -> Result<Folder, String> {
    let mut names: Vec<PathBuf> =
        std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    names.sort();
    let mut folder = Folder::default();
    let scenario = dir.join("scenario.yaml");
    folder.scenario = scenario.is_file().then_some(scenario);
    for path in names.iter().filter(|p| p.extension().is_some_and(|e| e == "json")) {
        let name = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let json: Value = serde_json::from_str(&text).map_err(|e| format!("{}: not JSON: {e}", path.display()))?;
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            let recorded: Recorded = serde_json::from_value(json).map_err(|e| format!("{}: {e}", path.display()))?;
            match operation::find(&recorded.request.method, &recorded.request.path) {
                Some(op) => folder.samples.push(Sample {
                    source: name,
                    op,
                    status: recorded.response.status,
                    body: recorded.response.body.clone(),
                    exchange: Some(recorded),
                }),
                None => {
                    folder.unplaced.push((name, format!("no operation at {} {}", recorded.request.method, recorded.request.path)))
                }
            }
        } else {
            shared_samples(&name, json, &mut folder);
        }
    }
    Ok(folder)
}

/// The shared format: `errors.json` (name → error body, the name starting with the operation's id
/// and ending with the status), `*.request.json` (a request, not an answer: skipped),
/// `*.variants.json` (variant → body), else one answer body.
fn shared_samples(name: &str, json: Value, folder: &mut Folder) {
    let stem = name.trim_end_matches(".json");
    if stem == "errors" {
        for (key, body) in json.as_object().into_iter().flatten() {
            let source = format!("{name}#{key}");
            match error_operation(key) {
                Some((op, status)) => {
                    folder.samples.push(Sample { source, op, status, body: Some(body.clone()), exchange: None })
                }
                None => folder.unplaced.push((source, "no operation id or status in the name".into())),
            }
        }
        return;
    }
    let mut parts = stem.splitn(3, '.');
    let (Some(path), Some(method), provenance) = (parts.next(), parts.next(), parts.next().unwrap_or_default()) else {
        folder.unplaced.push((name.into(), "expected <path>.<METHOD>.<provenance>.json".into()));
        return;
    };
    if provenance.split('.').any(|p| p == "request") {
        return;
    }
    let Some(op) = mangled_operation(path, method) else {
        folder.unplaced.push((name.into(), format!("no {method} operation at a path spelt {path}")));
        return;
    };
    if provenance.split('.').any(|p| p == "variants") {
        for (key, body) in json.as_object().into_iter().flatten() {
            let source = format!("{name}#{key}");
            folder.samples.push(Sample { source, op, status: op.status, body: Some(body.clone()), exchange: None });
        }
    } else {
        folder.samples.push(Sample { source: name.into(), op, status: op.status, body: Some(json), exchange: None });
    }
}

/// The operation whose path, `/` spelt `_`, is `mangled`: with its parameters named
/// (`network_firewalls_uuid_vms`) or left out (`network_load_balancers_targets`).
fn mangled_operation(mangled: &str, method: &str) -> Option<&'static Operation> {
    OPERATIONS.iter().copied().filter(|op| op.scope != Scope::Control && op.method.as_str() == method).find(|op| {
        let segments: Vec<&str> = op.path.split('/').filter(|s| !s.is_empty()).collect();
        let named: Vec<&str> = segments.iter().map(|s| s.trim_start_matches('{').trim_end_matches('}')).collect();
        let literal: Vec<&str> = segments.iter().copied().filter(|s| !s.starts_with('{')).collect();
        named.join("_") == mangled || literal.join("_") == mangled
    })
}

/// Names in `errors.json` that do not start with an operation id, and the operation each body
/// came from (docs/product/conventions.md#error-shapes): the gateway's bodies are any operation's, so the VM list's.
const ERROR_NAMES: [(&str, &str); 5] = [
    ("kong_", "vm_list"),
    ("ip_get_", "ip_address_get"),
    ("storage_not_provisioned_", "storage_key_list"),
    ("payment_forbidden_", "billing_account_list"),
    ("validation_field_error_", "vm_create"),
];

/// `vm_get_unknown_uuid_400` → the operation `vm_get` (the longest id the name starts with, or
/// [`ERROR_NAMES`]) and 400 (the first status in the name; 400 when it names none).
fn error_operation(key: &str) -> Option<(&'static Operation, u16)> {
    let status = key.split('_').filter_map(|p| p.parse::<u16>().ok()).find(|s| (400..600).contains(s)).unwrap_or(400);
    let op = match ERROR_NAMES.iter().find(|(prefix, _)| key.starts_with(prefix)) {
        Some((_, id)) => spec::routes::by_id(id),
        None => OPERATIONS
            .iter()
            .copied()
            .filter(|op| op.scope != Scope::Control && key.starts_with(&format!("{}_", op.id)))
            .max_by_key(|op| op.id.len()),
    }?;
    Some((op, status))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_names_find_their_operation() {
        let id = |path, method| mangled_operation(path, method).map(|op| op.id);
        assert_eq!(id("user-resource_vm_list", "GET"), Some("vm_list"));
        assert_eq!(
            id("network_firewalls_uuid_vms", "POST"),
            spec::routes::OPERATIONS
                .iter()
                .find(|o| o.path == "/network/firewalls/{uuid}/vms" && o.method.as_str() == "POST")
                .map(|o| o.id)
        );
        assert!(id("network_load_balancers_targets", "POST").is_some());
        assert_eq!(id("nothing_here", "GET"), None);
        assert_eq!(error_operation("vm_get_unknown_uuid_400").map(|(op, s)| (op.id, s)), Some(("vm_get", 400)));
        assert_eq!(error_operation("disk_get_unknown_404").map(|(op, s)| (op.id, s)), Some(("disk_get", 404)));
        for (_, id) in ERROR_NAMES {
            assert!(spec::routes::by_id(id).is_some(), "{id} is an operation");
        }
    }
}
