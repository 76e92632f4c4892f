//! Writes `spec/openapi.json` from the route table, and the console's catalogue of error texts
//! from spec's error catalogues: `cargo run -p spec --bin gen-openapi`.

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json");
    std::fs::write(path, spec::openapi::Contract::build().pretty()).expect("spec/openapi.json is writable");
    eprintln!("wrote {path}");
    let texts = format!("{}/../{}", env!("CARGO_MANIFEST_DIR"), spec::catalogue::TYPESCRIPT_PATH);
    std::fs::write(&texts, spec::catalogue::typescript()).expect("the console's generated folder is writable");
    eprintln!("wrote {texts}");
}
