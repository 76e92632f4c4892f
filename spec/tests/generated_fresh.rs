//! The committed generated files must be what the route table and the error catalogues give today.

const STALE: &str = "is stale: run `npm run gen` (or `cargo run -p spec --bin gen-openapi`) and commit the result";

#[test]
fn committed_openapi_document_is_fresh() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap_or_default();
    assert!(committed == spec::openapi::Contract::build().pretty(), "spec/openapi.json {STALE}");
}

#[test]
fn committed_console_error_texts_are_fresh() {
    let path = format!("{}/../{}", env!("CARGO_MANIFEST_DIR"), spec::catalogue::TYPESCRIPT_PATH);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(committed == spec::catalogue::typescript(), "{} {STALE}", spec::catalogue::TYPESCRIPT_PATH);
}
