//! The committed `spec/openapi.json` must be what the route table generates today.

#[test]
fn committed_openapi_document_is_fresh() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap_or_default();
    let generated = spec::openapi::Contract::build().pretty();
    assert!(
        committed == generated,
        "spec/openapi.json is stale: run `npm run gen` (or `cargo run -p spec --bin gen-openapi`) and commit the result"
    );
}
