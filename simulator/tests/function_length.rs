//! Short entry points: no function of the rules (`simulator/src/domain`) or of the `/v1` edge
//! (`simulator/src/http`) is longer than [`LIMIT`] lines, from its `fn` line to its closing
//! brace, tests included. A longer one is split into check, typed new value and insert (as
//! `compute::vm::vm_create` is), or stands in [`EXCEPTIONS`] with why.

use std::fs;
use std::path::{Path, PathBuf};

const LIMIT: usize = 80;

/// File (under `simulator/src`), function, why.
const EXCEPTIONS: &[(&str, &str, &str)] = &[];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The name a line declares a function by, if it does (`pub(crate) async fn name<…>(`).
fn declared(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    loop {
        let before = rest;
        for prefix in ["pub ", "const ", "async ", "unsafe ", "extern \"C\" "] {
            rest = rest.strip_prefix(prefix).unwrap_or(rest);
        }
        if let Some(after) = rest.strip_prefix("pub(") {
            rest = after.split_once(')').map_or(after, |(_, r)| r.trim_start());
        }
        if rest == before {
            break;
        }
    }
    let name = rest.strip_prefix("fn ")?;
    let end = name.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(name.len());
    (end > 0).then(|| &name[..end])
}

/// The opening and the closing braces of a line, outside comments, strings and character literals.
fn braces(line: &str) -> (i32, i32) {
    let code = line.split("//").next().unwrap_or("");
    let (mut opening, mut closing, mut in_string, mut previous) = (0, 0, false, ' ');
    for c in code.chars() {
        match c {
            '"' if previous != '\\' => in_string = !in_string,
            '{' if !in_string && previous != '\'' => opening += 1,
            '}' if !in_string && previous != '\'' => closing += 1,
            _ => {}
        }
        previous = if previous == '\\' && c == '\\' { ' ' } else { c };
    }
    (opening, closing)
}

/// Every function with a body: its name and its length in lines.
fn functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(name) = declared(line) else { continue };
        let (mut depth, mut opened) = (0, false);
        for (at, line) in lines[start..].iter().enumerate() {
            let (opening, closing) = braces(line);
            opened |= opening > 0;
            depth += opening - closing;
            if !opened && line.trim_end().ends_with(';') {
                break;
            }
            if opened && depth <= 0 {
                found.push((name.to_string(), at + 1));
                break;
            }
        }
    }
    found
}

#[test]
fn the_domain_and_the_edge_have_no_function_over_the_limit() {
    assert_eq!(declared("    pub(crate) async fn vm_create<'w>("), Some("vm_create"));
    assert_eq!(declared("    let f = |x| x; // fn not"), None);
    assert_eq!(functions("fn a() {\n    if x { y }\n}\nfn b();\npub fn c() { '{' }\n"), [("a".into(), 3), ("c".into(), 1)]);
    let mut problems = Vec::new();
    let (mut counted, mut long_excepted) = (0, 0);
    for area in ["domain", "http"] {
        let mut files = Vec::new();
        rust_files(&src().join(area), &mut files);
        for file in files {
            let relative = file.strip_prefix(src()).unwrap().to_string_lossy().replace('\\', "/");
            for (name, length) in functions(&fs::read_to_string(&file).unwrap()) {
                counted += 1;
                let excepted = EXCEPTIONS.iter().any(|(f, n, _)| *f == relative && *n == name);
                match (length > LIMIT, excepted) {
                    (true, false) => problems.push(format!("{relative}: {name} has {length} lines (at most {LIMIT})")),
                    (true, true) => long_excepted += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(counted > 500, "only {counted} functions found");
    if long_excepted < EXCEPTIONS.len() {
        problems.push("an exception is no longer over the limit: remove it from EXCEPTIONS".into());
    }
    assert!(problems.is_empty(), "functions too long:\n  {}", problems.join("\n  "));
}
