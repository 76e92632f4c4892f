//! Writes `spec/openapi.json` from the route table: `cargo run -p spec --bin gen-openapi`.

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json");
    std::fs::write(path, spec::openapi::Contract::build().pretty()).expect("spec/openapi.json is writable");
    eprintln!("wrote {path}");
}
