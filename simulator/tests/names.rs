//! One name per area: the spec's areas (the route table's `Area` tags) are the folder and file
//! names of every layer that is split by area. A name missing from a place, or a name in a
//! place that is no area, is a failure unless it stands below with why
//! (`docs/architecture.md`, "The name table").

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// How a place is split by area: which entries count, and whether every area must be there.
struct Place {
    /// From the repository's root.
    dir: &'static str,
    entries: Entries,
    /// Every area has an entry here (else only: every entry is an area).
    every_area: bool,
    /// Names that differ on purpose: an area missing here, or an entry that is no area.
    exceptions: &'static [(&'static str, &'static str)],
}

#[derive(Clone, Copy)]
enum Entries {
    /// Folders and `.rs` files by stem (a Rust module either way).
    Modules,
    /// Folders only (files beside them are the place's own).
    Folders,
    /// `.md` files by stem.
    Pages,
}

const PLACES: &[Place] = &[
    Place {
        dir: "simulator/src/domain",
        entries: Entries::Modules,
        every_area: true,
        exceptions: &[
            ("control", "the control API changes sessions, not a world's rules: it has no domain"),
            ("mod", "the domain's root: `Cx`"),
            ("error", "`DomainError`, every area's"),
            ("encode", "digests as hex, for identity and storage"),
            ("feature", "the site's feature flags (config's, read by every resource area)"),
            ("outbox", "the mail every area sends"),
            ("usage", "meters and the face resource areas show the billing cycle"),
            ("billing_cycle", "the billing hour over every resource area (above them, section 1b)"),
            ("apply", "each due event to its area"),
            ("machines", "every area's state machines, for the scenario runner's coverage"),
        ],
    },
    Place {
        dir: "simulator/src/http",
        entries: Entries::Modules,
        every_area: true,
        exceptions: &[
            ("idp", "the identity provider is browser-facing, under `/__sim`: `control/idp.rs`"),
            ("control", "`/__sim` is the other edge: `control/`"),
            ("mod", "the `/v1` router"),
            ("console", "serves the embedded console"),
            ("web", "the console's files from `--web-dir` and the security headers on every console answer"),
            ("s3", "storage's S3 endpoint (its own protocol, beside `storage.rs`)"),
        ],
    },
    Place {
        dir: "simulator/src/control",
        entries: Entries::Modules,
        every_area: false,
        // Named by mechanism until the control API takes the `/v1` style (issue 40, item 2).
        exceptions: &[
            ("mod", "the control router"),
            ("records", "the one `apply` of every control change"),
            ("change", "how every area's control change is logged and made (below the areas)"),
            ("branded_page", "the browser-facing pages' frame"),
            ("clock", "the session clock"),
            ("faults", "fault rules"),
            ("info", "health, OpenAPI, brands"),
            ("journal", "the session journal"),
            ("sessions", "sessions"),
            ("settings", "strict mode, VM guest"),
            ("state", "state export and import"),
            ("states", "named states loaded into a session (scenarios/states/)"),
            ("objects", "storage: objects put without signing"),
            ("pages", "payment's `/__sim/pay` pages and the MFA enrolment"),
        ],
    },
    Place {
        dir: "scenarios/qa",
        entries: Entries::Folders,
        every_area: true,
        exceptions: &[("strict", "strict sessions across areas")],
    },
    Place {
        dir: "web/src/routes",
        entries: Entries::Folders,
        every_area: true,
        exceptions: &[
            ("config", "no screen: the site's configuration themes the whole console (`web/src/theme/`)"),
            ("idp", "sign-in and its callback are identity's screens (`routes/identity/`)"),
            ("control", "no screen: the console calls `/__sim` only from its API layer"),
            ("dashboard", "the landing screen, over every area"),
        ],
    },
    Place {
        dir: "web/src/i18n",
        entries: Entries::Folders,
        every_area: true,
        exceptions: &[
            ("config", "no screen of its own (see web/src/routes)"),
            ("idp", "its screens are identity's (see web/src/routes)"),
            ("core", "the console's frame: navigation, forms, errors"),
            ("dashboard", "the landing screen's texts"),
            ("palette", "the command palette's texts, a lazy chunk over every area"),
        ],
    },
    Place {
        dir: "docs/product",
        entries: Entries::Pages,
        every_area: true,
        exceptions: &[("README", "the product book's index"), ("conventions", "what every area shares")],
    },
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn names(dir: &Path, entries: Entries) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let named = match (entries, path.is_dir()) {
            (Entries::Modules | Entries::Folders, true) => Some(name),
            (Entries::Modules, false) => name.strip_suffix(".rs").map(str::to_string),
            (Entries::Pages, false) => name.strip_suffix(".md").map(str::to_string),
            _ => None,
        };
        names.extend(named);
    }
    names
}

#[test]
fn every_layer_names_its_areas_as_the_spec_does() {
    let areas: BTreeSet<&str> = spec::routes::OPERATIONS.iter().map(|op| op.area.tag()).collect();
    assert!(areas.len() >= 13 && areas.contains("compute") && areas.contains("idp"), "the spec's areas: {areas:?}");
    let mut problems = Vec::new();
    for place in PLACES {
        let found = names(&root().join(place.dir), place.entries);
        let excepted = |name: &str| place.exceptions.iter().any(|(n, _)| *n == name);
        if place.every_area {
            for area in areas.iter().filter(|a| !found.contains(**a) && !excepted(a)) {
                problems.push(format!("{}: no {area} (name it so, or say why not in PLACES)", place.dir));
            }
        }
        for name in found.iter().filter(|n| !areas.contains(n.as_str()) && !excepted(n)) {
            problems.push(format!("{}/{name} is named for no area of the spec (rename it, or say why in PLACES)", place.dir));
        }
        for (name, _) in place.exceptions {
            let needed = if areas.contains(name) { !found.contains(*name) } else { found.contains(*name) };
            if !needed {
                problems.push(format!("{}: the exception for {name} no longer applies (remove it)", place.dir));
            }
        }
    }
    assert!(problems.is_empty(), "names drift:\n  {}", problems.join("\n  "));
}
