//! The house's layers, checked from the source: every `crate::…` path of every file under
//! `simulator/src` (test code left out: a test may build its world with the seeds) names a
//! top-level module, each module has a layer, and no module reaches a higher layer or takes part
//! in a cycle. Inside the domain the same holds between its areas, floor by floor. The domain
//! and the data below it are pure: no wall clock, no global randomness, no IO, no async runtime,
//! no HTTP (`docs/architecture.md` draws the result).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Bottom to top. A module may use its own layer's modules (without a cycle) and lower ones.
const LAYERS: &[(&str, &[&str])] = &[
    ("data", &["world"]),
    ("rules", &["domain"]),
    ("engine", &["brands", "clock", "faults", "journal", "answer_cache", "persist", "session"]),
    ("worlds and scripts", &["seed", "scenario"]),
    ("edge kit", &["edge"]),
    ("edges", &["http", "control"]),
    ("composition", &["app"]),
    ("programs", &["server", "bench", "fidelity"]),
];

/// The domain's floors, bottom to top. An area is a file or folder of `domain/` (`mod` is
/// `domain/mod.rs`, which holds `Cx`); it may use its own floor's areas (without a cycle) and
/// lower floors'. Reactions run down, not up: a new VM joins its network through a hook the
/// network area exposes, and the billing cycle reaches every resource area through the one trait
/// they implement (`usage::Billed`).
const DOMAIN_FLOORS: &[(&str, &[&str])] = &[
    ("ground", &["mod", "error", "encode", "pricing", "feature", "outbox", "config", "usage"]),
    ("people", &["access", "identity"]),
    ("accounts", &["billing"]),
    ("paying and signing in", &["payment", "idp"]),
    ("resources", &["network", "storage", "metal"]),
    ("resources in a network", &["compute", "services"]),
    ("the billing cycle", &["billing_cycle"]),
    ("what the engine calls", &["apply", "machines"]),
];

/// Wall clock, global randomness, IO, the async runtime and HTTP: none of it below the engine.
/// (`std::net`'s address types are plain values: `IpAddr` parses and compares, it opens nothing.)
const IMPURE: &[&str] = &[
    "SystemTime",
    "Instant::now",
    "Utc::now",
    "Timestamp::now",
    "Zoned::now",
    "thread_rng",
    "rand::rng",
    "OsRng",
    "std::fs",
    "std::net",
    "std::io",
    "tokio",
    "axum",
    "http::",
    "hyper",
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every source file of the library with its top-level module, test-only files left out.
fn files() -> Vec<(String, PathBuf, String)> {
    let mut found = Vec::new();
    walk(&src(), &mut found);
    let test_only: BTreeSet<PathBuf> = found.iter().flat_map(|path| test_modules(path)).collect();
    let mut files = Vec::new();
    for path in found {
        let relative = path.strip_prefix(src()).unwrap().to_path_buf();
        let top = relative.components().next().unwrap().as_os_str().to_string_lossy().trim_end_matches(".rs").to_string();
        if top == "lib" || top == "main" || test_only.iter().any(|t| path.starts_with(t.with_extension("")) || path == *t) {
            continue;
        }
        let text = production(&fs::read_to_string(&path).unwrap());
        files.push((top, relative, text));
    }
    files
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The files of modules a file declares under `#[cfg(test)]` (`mod fixture;`).
fn test_modules(path: &Path) -> Vec<PathBuf> {
    let text = fs::read_to_string(path).unwrap();
    let dir = match path.file_name().unwrap().to_str().unwrap() {
        "mod.rs" | "lib.rs" | "main.rs" => path.parent().unwrap().to_path_buf(),
        _ => path.with_extension(""),
    };
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| pair[1].trim_start_matches("pub(crate) ").trim_start_matches("pub ").strip_prefix("mod "))
        .filter_map(|rest| rest.strip_suffix(';'))
        .map(|name| {
            let file = dir.join(format!("{name}.rs"));
            if file.exists() { file } else { dir.join(name).join("mod.rs") }
        })
        .collect()
}

/// The text without comment lines and without inline `#[cfg(test)] mod … { … }` blocks.
fn production(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed == "#[cfg(test)]" && lines.peek().is_some_and(|next| next.contains("mod ") && next.contains('{')) {
            let mut depth = 0i32;
            for line in lines.by_ref() {
                depth += braces(line);
                if depth <= 0 {
                    break;
                }
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Opening minus closing braces of a line, outside string and character literals.
fn braces(line: &str) -> i32 {
    let (mut depth, mut in_string, mut previous) = (0, false, ' ');
    for c in line.chars() {
        match c {
            '"' if previous != '\\' => in_string = !in_string,
            '{' if !in_string && previous != '\'' => depth += 1,
            '}' if !in_string && previous != '\'' => depth -= 1,
            _ => {}
        }
        previous = if previous == '\\' && c == '\\' { ' ' } else { c };
    }
    depth
}

/// The top-level modules a text names through `crate::` (`crate::{a, b}` names both; a path to
/// the crate root's own items is named `""`).
fn imports(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item) = (0, String::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    '}' | ',' if depth == 0 => {
                        if !item.trim().is_empty() {
                            names.insert(module_of(&item));
                        }
                        item.clear();
                        if c == '}' {
                            break;
                        }
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
        } else {
            names.insert(module_of(rest));
        }
    }
    names
}

/// The module a path starts with; `""` for an item of the crate root (`AppState`, `app()`).
fn module_of(path: &str) -> String {
    let first: String = path.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    let is_module = src().join(format!("{first}.rs")).exists() || src().join(&first).is_dir();
    if is_module && !path.trim()[first.len()..].starts_with('(') { first } else { String::new() }
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, modules)| modules.contains(&module))
}

#[test]
fn modules_form_layers_without_cycles() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut problems = Vec::new();
    for (top, file, text) in files() {
        let Some(layer) = layer_of(&top) else {
            problems.push(format!("{top} (from {}) has no layer: add it to LAYERS", file.display()));
            continue;
        };
        graph.entry(top.clone()).or_default();
        for target in imports(&text) {
            if target == top {
                continue;
            }
            if target.is_empty() {
                problems.push(format!("{} reaches into the crate root (name the module instead)", file.display()));
                continue;
            }
            match layer_of(&target) {
                None => problems.push(format!("{} uses {target}, which has no layer", file.display())),
                Some(above) if above > layer => problems.push(format!(
                    "{} ({}) uses {target} ({}), a higher layer",
                    file.display(),
                    LAYERS[layer].0,
                    LAYERS[above].0
                )),
                Some(_) => {}
            }
            graph.entry(top.clone()).or_default().insert(target);
        }
    }
    if let Some(cycle) = find_cycle(&graph) {
        problems.push(format!("a cycle: {}", cycle.join(" -> ")));
    }
    assert!(problems.is_empty(), "the layers are broken:\n  {}", problems.join("\n  "));
    let chain = longest_chain(&graph);
    println!("{} top-level modules; longest chain ({}): {}", graph.len(), chain.len(), chain.join(" -> "));
}

fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

/// The longest path of uses (the graph has no cycle when this runs).
fn longest_chain(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    fn from(node: &str, graph: &BTreeMap<String, BTreeSet<String>>, memo: &mut BTreeMap<String, Vec<String>>) -> Vec<String> {
        if let Some(chain) = memo.get(node) {
            return chain.clone();
        }
        let mut best = Vec::new();
        for next in graph.get(node).into_iter().flatten() {
            let chain = from(next, graph, memo);
            if chain.len() > best.len() {
                best = chain;
            }
        }
        best.insert(0, node.to_string());
        memo.insert(node.to_string(), best.clone());
        best
    }
    let mut memo = BTreeMap::new();
    graph.keys().map(|node| from(node, graph, &mut memo)).max_by_key(Vec::len).unwrap_or_default()
}

#[test]
fn domain_and_data_are_pure() {
    let pure = ["data", "rules"].map(|name| LAYERS.iter().position(|(layer, _)| *layer == name).unwrap());
    let mut problems = Vec::new();
    for (top, file, text) in files() {
        let Some(layer) = layer_of(&top) else { continue };
        if !pure.contains(&layer) {
            continue;
        }
        for word in IMPURE {
            let uses = text.match_indices(word).any(|(at, _)| {
                let before = text[..at].chars().next_back();
                let address = text[at..].strip_prefix("std::net::").is_some_and(|rest| rest.starts_with("Ip"));
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && !address
            });
            if uses {
                problems.push(format!("{} uses {word}", file.display()));
            }
        }
        for target in imports(&text) {
            if layer_of(&target).is_none_or(|above| above > pure[1]) {
                problems.push(format!("{} uses {target:?}, above the domain", file.display()));
            }
        }
    }
    assert!(problems.is_empty(), "the domain is not pure:\n  {}", problems.join("\n  "));
}

/// The world's per-area table groups: `World`'s fields that have a file of their own in `world/`.
fn world_areas() -> Vec<String> {
    let text = fs::read_to_string(src().join("world/mod.rs")).unwrap();
    let body = text.split("pub struct World {").nth(1).and_then(|rest| rest.split("\n}").next()).expect("World's fields");
    body.lines()
        .filter_map(|line| line.trim().strip_prefix("pub ")?.split_once(':').map(|(name, _)| name.trim().to_string()))
        .filter(|name| src().join("world").join(format!("{name}.rs")).exists())
        .collect()
}

/// Where a text reads `world.<area>` or `w.<area>` (the names the edges give a world).
fn area_reads(text: &str, areas: &[String]) -> Vec<String> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut reads = Vec::new();
    for area in areas {
        for (at, _) in text.match_indices(&format!(".{area}")) {
            let after = text[at + 1 + area.len()..].chars().next();
            let receiver: String =
                text[..at].chars().rev().take_while(|c| ident(*c)).collect::<Vec<_>>().into_iter().rev().collect();
            if !after.is_some_and(ident) && (receiver == "world" || receiver == "w") {
                reads.push(format!("{receiver}.{area}"));
            }
        }
    }
    reads
}

#[test]
fn the_edges_read_world_data_only_through_the_domain() {
    let areas = world_areas();
    assert!(areas.len() >= 10 && areas.contains(&"compute".to_string()), "World's areas: {areas:?}");
    assert_eq!(
        area_reads("let m = world.metal.machines.get(&id); Ok(view(w, &w.storage.buckets[&n]))", &areas),
        ["world.metal", "w.storage"]
    );
    assert!(area_reads("lb.network.uuid; domain::lease::machine(world, lease); world.user(1)", &areas).is_empty());
    let mut problems = Vec::new();
    for (top, file, text) in files() {
        if top != "http" && top != "control" {
            continue;
        }
        for read in area_reads(&text, &areas) {
            problems.push(format!("{} reads {read} (ask a domain query instead)", file.display()));
        }
    }
    assert!(problems.is_empty(), "an edge reads world tables:\n  {}", problems.join("\n  "));
}

/// The module path of a source file (`domain/compute/vm.rs` is `domain::compute::vm`; a `mod.rs`
/// is its folder's module).
fn module_path(relative: &Path) -> Vec<String> {
    let mut path: Vec<String> = relative.iter().map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if path.last().is_some_and(|last| last == "mod") {
        path.pop();
    }
    path
}

/// The paths a text names from `module`, made absolute: every `crate::…` and `super::…` path,
/// and every `use` of a child module (`pub use error::DomainError` in `domain/mod.rs`); a group
/// (`super::{Cx, access}`) names each of its items.
fn absolute_paths(text: &str, module: &[String]) -> Vec<Vec<String>> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut found = Vec::new();
    let mut starts: Vec<usize> = ["crate::", "super::"]
        .iter()
        .flat_map(|head| text.match_indices(head).map(|(at, _)| at))
        .filter(|at| !text[..*at].ends_with("::") && !text[..*at].chars().next_back().is_some_and(ident))
        .collect();
    starts.extend(text.match_indices("use ").map(|(at, _)| at + "use ".len()).filter(|at| {
        let before = text[..at - "use ".len()].chars().next_back();
        !before.is_some_and(ident) && text[*at..].starts_with(|c: char| c.is_alphabetic())
    }));
    for at in starts {
        for path in expand(&text[at..]) {
            let mut absolute = module.to_vec();
            let mut segments = path.into_iter().peekable();
            match segments.peek().map(String::as_str) {
                Some("crate") => {
                    absolute.clear();
                    segments.next();
                }
                Some("super") => {
                    while segments.peek().is_some_and(|s| s == "super") {
                        absolute.pop();
                        segments.next();
                    }
                }
                _ => {}
            }
            absolute.extend(segments.filter(|s| s != "self"));
            found.push(absolute);
        }
    }
    found
}

/// The paths one path expression spells, its groups expanded (`a::{b, c::d}` is `a::b`, `a::c::d`).
fn expand(text: &str) -> Vec<Vec<String>> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut prefix = Vec::new();
    let mut rest = text;
    loop {
        let name: String = rest.chars().take_while(|c| ident(*c)).collect();
        if name.is_empty() {
            break;
        }
        prefix.push(name.clone());
        rest = &rest[name.len()..];
        let Some(after) = rest.strip_prefix("::") else { return vec![prefix] };
        rest = after;
        if let Some(group) = rest.strip_prefix('{') {
            let (mut depth, mut item, mut paths) = (0, String::new(), Vec::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth > 0 => depth -= 1,
                    '}' | ',' if depth == 0 => {
                        for tail in expand(item.trim()) {
                            paths.push(prefix.iter().cloned().chain(tail).collect());
                        }
                        item.clear();
                        if c == '}' {
                            break;
                        }
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            return paths;
        }
    }
    if prefix.is_empty() { Vec::new() } else { vec![prefix] }
}

/// The area of `domain/` an absolute path reaches (`domain::compute::vm_create` is `compute`; an
/// item of the domain's root, `domain::Cx`, is `mod`); `None` outside the domain.
fn domain_area(path: &[String]) -> Option<String> {
    if path.first().is_none_or(|first| first != "domain") {
        return None;
    }
    let Some(name) = path.get(1) else { return Some("mod".into()) };
    let domain = src().join("domain");
    let is_area = domain.join(format!("{name}.rs")).exists() || domain.join(name).is_dir();
    Some(if is_area { name.clone() } else { "mod".into() })
}

fn floor_of(area: &str) -> Option<usize> {
    DOMAIN_FLOORS.iter().position(|(_, areas)| areas.contains(&area))
}

#[test]
fn the_domain_s_areas_depend_one_way() {
    let module = |path: &str| path.split("::").map(str::to_string).collect::<Vec<_>>();
    let areas = |text: &str, from: &str| -> BTreeSet<String> {
        absolute_paths(text, &module(from)).iter().filter_map(|p| domain_area(p)).collect()
    };
    assert_eq!(
        areas("use super::{Cx, access};\nuse crate::domain::{billing::own_account, network};", "domain::identity"),
        ["access", "billing", "mod", "network"].map(String::from).into(),
    );
    assert_eq!(
        areas(
            "use super::lifecycle::{self, Action};\nuse spec::compute::VmStatus;\nsuper::super::usage::Meter",
            "domain::compute::vm"
        ),
        ["compute", "usage"].map(String::from).into()
    );
    assert_eq!(
        areas("pub use error::{DomainError, DomainResult};\nuse jiff::Timestamp;", "domain"),
        ["error", "mod"].map(String::from).into()
    );

    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut problems = Vec::new();
    for (top, file, text) in files() {
        if top != "domain" {
            continue;
        }
        let path = module_path(&file);
        let area = domain_area(&path).expect("a file of the domain");
        let Some(floor) = floor_of(&area) else {
            problems.push(format!("{} is in area {area:?}, which has no floor: add it to DOMAIN_FLOORS", file.display()));
            continue;
        };
        graph.entry(area.clone()).or_default();
        let targets: BTreeSet<String> = absolute_paths(&text, &path).iter().filter_map(|p| domain_area(p)).collect();
        for target in targets {
            if target == area {
                continue;
            }
            match floor_of(&target) {
                None => problems.push(format!("{} uses {target:?}, which has no floor", file.display())),
                Some(above) if above > floor => problems.push(format!(
                    "{} ({}) uses {target} ({}), a higher floor",
                    file.display(),
                    DOMAIN_FLOORS[floor].0,
                    DOMAIN_FLOORS[above].0
                )),
                Some(_) => {}
            }
            graph.entry(area.clone()).or_default().insert(target);
        }
    }
    if let Some(cycle) = find_cycle(&graph) {
        problems.push(format!("a cycle between areas: {}", cycle.join(" -> ")));
    }
    assert!(problems.is_empty(), "the domain's areas do not depend one way:\n  {}", problems.join("\n  "));
    let chain = longest_chain(&graph);
    println!("{} domain areas; longest chain ({}): {}", graph.len(), chain.len(), chain.join(" -> "));
}

/// The domain's files and what each names of the others: a path names the file of its longest
/// prefix that is a module (a folder's is its `mod.rs`), and a name a `mod.rs` hands on from one
/// of its files (`pub use lookup::{find as vm_get}`) names that file. A `mod.rs`'s own `pub use`
/// lines hand names on and are no arrows of it.
fn domain_file_graph(files: &[(PathBuf, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeMap<Vec<String>, String> =
        files.iter().map(|(file, _)| (module_path(file), file.display().to_string())).collect();
    let file_of = |path: &[String]| (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]).map(|f| (n, f.clone())));
    let mut handed_on: BTreeMap<Vec<String>, String> = BTreeMap::new();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut texts = Vec::new();
    for (file, text) in files {
        let module = module_path(file);
        let (mut own, mut faces) = (text.clone(), String::new());
        while file.ends_with("mod.rs") {
            let Some(at) = own.find("\npub use ").map(|at| at + 1).or(own.starts_with("pub use ").then_some(0)) else { break };
            let end = own[at..].find(';').map_or(own.len(), |end| at + end + 1);
            faces.push_str(&own[at..end]);
            own.replace_range(at..end, "");
        }
        for path in absolute_paths(&aliased(&faces), &module) {
            if let (Some(name), Some((_, source))) = (path.last(), file_of(&path[..path.len() - 1])) {
                handed_on.insert(module.iter().chain([name]).cloned().collect(), source);
            }
        }
        texts.push((file.display().to_string(), own, module));
    }
    for (file, own, module) in texts {
        let targets = graph.entry(file.clone()).or_default();
        for path in absolute_paths(&own, &module) {
            let Some((n, named)) = file_of(&path) else { continue };
            let handed = path.get(n).and_then(|name| handed_on.get(&[&path[..n], std::slice::from_ref(name)].concat()));
            let target = handed.cloned().unwrap_or(named);
            if target != file {
                targets.insert(target);
            }
        }
    }
    graph
}

/// `find as vm_get` read as the name it is handed on under.
fn aliased(text: &str) -> String {
    let mut out = text.to_string();
    while let Some(at) = out.find(" as ") {
        let start = out[..at].rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        out.replace_range(start..at + " as ".len(), "");
    }
    out
}

/// Files of `domain/` as the crate reads them (`domain/...` paths, production code only).
fn domain_files() -> Vec<(PathBuf, String)> {
    files().into_iter().filter(|(top, _, _)| top == "domain").map(|(_, file, text)| (file, text)).collect()
}

#[test]
fn no_file_of_the_domain_takes_part_in_a_cycle() {
    let planted = |a: &str, b: &str| {
        vec![
            (PathBuf::from("domain/mod.rs"), "pub mod compute;\npub use error::DomainError;".to_string()),
            (PathBuf::from("domain/error.rs"), String::new()),
            (PathBuf::from("domain/compute/mod.rs"), "pub use lookup::{find as vm_get, vm_list};".to_string()),
            (PathBuf::from("domain/compute/lookup.rs"), "use crate::domain::DomainError;".to_string()),
            (PathBuf::from("domain/compute/vm.rs"), a.to_string()),
            (PathBuf::from("domain/compute/disk.rs"), b.to_string()),
        ]
    };
    // Down only: the files below are reached, through a folder's face too.
    let down =
        domain_file_graph(&planted("use super::disk::{self, Row};\nsuper::super::compute::vm_get(w)", "use super::lookup;"));
    assert_eq!(down["domain/compute/vm.rs"], ["domain/compute/disk.rs", "domain/compute/lookup.rs"].map(String::from).into());
    assert_eq!(find_cycle(&down), None);
    // A file that calls back up closes a circle, whether by path or through the face.
    for back in ["use super::vm::create;", "crate::domain::compute::vm::create(w)"] {
        let circle = find_cycle(&domain_file_graph(&planted("use super::disk;", back)));
        assert!(circle.is_some_and(|c| c.contains(&"domain/compute/vm.rs".to_string())), "{back}");
    }
    let mut through_face = planted("use super::disk;", "use super::lookup;");
    through_face[3].1 = "use crate::domain::compute::vm::create;".into();
    through_face[4].1 = "use crate::domain::compute::vm_get;".into();
    assert!(find_cycle(&domain_file_graph(&through_face)).is_some(), "vm -> lookup (as vm_get) -> vm");

    let graph = domain_file_graph(&domain_files());
    assert!(graph.len() > 50, "the domain's files: {}", graph.len());
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "files of the domain import each other in a loop (move the shared piece down, or make the call upward a hook): {}",
            cycle.join(" -> ")
        );
    }
}
