//! The bodies the API answers refusals with, one helper per shape.

use serde_json::{Value, json};

/// The generic error of most areas: `{"errors": {"Error": …}}`.
pub fn error(message: &str) -> Value {
    json!({ "errors": { "Error": message } })
}

/// A field's validation error in the same shape: `{"errors": {field: …}}`.
pub fn field(name: &str, message: &str) -> Value {
    json!({ "errors": { name: message } })
}

/// The gateway's and the disk, storage and network areas' shape: `{"message": …}`.
pub fn message(text: &str) -> Value {
    json!({ "message": text })
}

/// A field's validation error in the `message` shape, which names the field in quotes.
pub fn quoted(name: &str, text: &str) -> Value {
    message(&format!("'{name}': {text}"))
}
