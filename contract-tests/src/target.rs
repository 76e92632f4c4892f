//! Where the HTTP property tests run, chosen by environment: by default the simulator binary,
//! started here on a free port with an empty world and a manual clock (one session per test
//! case); with `CLOUDSIM_TARGET` a real deployment, opt-in and capped.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Map, Value, json};

use crate::http::{Body, Http};

/// Whatever the target, no one request may take longer (the real API's VM create takes ~33 s).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(120);
/// The billable resources one test case may create on a real deployment unless told otherwise.
pub const DEFAULT_MAX_RESOURCES: usize = 3;
/// The prefix of every name a run gives what it creates, so a later run can sweep leftovers.
pub const PREFIX: &str = "cloudsim-pt-";

/// How a run waits for something slow to settle.
#[derive(Clone, Copy, Debug)]
pub enum Pace {
    /// Move the session's simulated clock by this many seconds.
    Clock(u64),
    /// Sleep this long between polls (a real API's own timing).
    Poll(Duration),
}

pub struct Target {
    pub http: Http,
    pub kind: Kind,
    /// The simulator process, killed on drop.
    child: Option<Child>,
}

pub enum Kind {
    Simulator,
    Real {
        /// The owner's key, and optionally a second user's for access sharing.
        key: String,
        grantee: Option<(String, String)>,
        max_resources: usize,
    },
}

impl Target {
    /// The target the environment names (see docs/reference/http-model.md). A real one refuses to start without `CLOUDSIM_ALLOW_SPEND=1`.
    pub fn from_env() -> Result<Target, String> {
        Target::from_vars(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
    }

    /// [`Target::from_env`] over any source of variables.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Target, String> {
        let Some(origin) = var("CLOUDSIM_TARGET") else {
            return Target::simulator();
        };
        if var("CLOUDSIM_ALLOW_SPEND").as_deref() != Some("1") {
            return Err(format!(
                "CLOUDSIM_TARGET={origin} would create billable resources there: set CLOUDSIM_ALLOW_SPEND=1 to agree"
            ));
        }
        let key = var("CLOUDSIM_KEY").ok_or("CLOUDSIM_TARGET needs CLOUDSIM_KEY (an API key)")?;
        let grantee = var("CLOUDSIM_GRANTEE_KEY").zip(var("CLOUDSIM_GRANTEE_EMAIL"));
        let max_resources = match var("CLOUDSIM_MAX_RESOURCES") {
            Some(n) => n.parse().map_err(|_| format!("CLOUDSIM_MAX_RESOURCES={n}: not a number"))?,
            None => DEFAULT_MAX_RESOURCES,
        };
        let origin = origin.trim_end_matches('/').trim_end_matches("/v1").to_string();
        Ok(Target { http: Http::new(&origin, REQUEST_TIMEOUT)?, kind: Kind::Real { key, grantee, max_resources }, child: None })
    }

    /// Starts the simulator binary on a free port (`--port 0`, the port read from its first line).
    pub fn simulator() -> Result<Target, String> {
        Target::simulator_with(&[])
    }

    /// [`Target::simulator`] with more `serve` flags (`--strict`).
    pub fn simulator_with(flags: &[&str]) -> Result<Target, String> {
        let binary = simulator_binary()?;
        let mut child = Command::new(&binary)
            .args(["serve", "--port", "0", "--world", "empty", "--clock", "manual"])
            .args(flags)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("{}: {e}", binary.display()))?;
        let mut line = String::new();
        let stdout = child.stdout.take().ok_or("no stdout")?;
        BufReader::new(stdout).read_line(&mut line).map_err(|e| e.to_string())?;
        let origin = line.split_whitespace().find(|w| w.starts_with("http://")).map(str::to_string);
        let Some(origin) = origin else {
            let _ = child.kill();
            return Err(format!("{} did not say where it listens: {line:?}", binary.display()));
        };
        Ok(Target { http: Http::new(&origin, REQUEST_TIMEOUT)?, kind: Kind::Simulator, child: Some(child) })
    }

    pub fn is_real(&self) -> bool {
        matches!(self.kind, Kind::Real { .. })
    }

    /// How many billable resources one case may create.
    pub fn max_resources(&self) -> usize {
        match self.kind {
            Kind::Simulator => usize::MAX,
            Kind::Real { max_resources, .. } => max_resources,
        }
    }

    /// Whether a second user can take part (access sharing).
    pub fn has_grantee(&self) -> bool {
        match &self.kind {
            Kind::Simulator => true,
            Kind::Real { grantee, .. } => grantee.is_some(),
        }
    }

    /// A place for one test case: a fresh simulator session starting at `start`, or the real
    /// account as it is.
    pub fn open(&self, start: jiff::Timestamp) -> Result<Session, String> {
        match &self.kind {
            Kind::Simulator => {
                let body = Body::Json(json!({ "world": "empty", "clock": "manual", "start": start.to_string() }));
                let answer = self.http.send("POST", "/__sim/sessions", &[], &body)?;
                let info = match answer.json {
                    Some(info) if answer.status == 200 => info,
                    _ => return Err(format!("could not make a session: {}", answer.text)),
                };
                let users = info["users"].as_array().cloned().unwrap_or_default();
                let key = |role: &str| {
                    users.iter().find(|u| u["role"] == role).map(|u| {
                        (
                            u["api_key"].as_str().unwrap_or_default().to_string(),
                            u["email"].as_str().unwrap_or_default().to_string(),
                        )
                    })
                };
                let owner = key("owner").ok_or("the session has no owner")?;
                let colleague = key("colleague");
                let settings = Map::from_iter([
                    ("brand".to_string(), info["brand"].clone()),
                    ("seed".to_string(), info["seed"].clone()),
                    ("world".to_string(), json!("empty")),
                    ("clock".to_string(), json!("manual")),
                    ("start".to_string(), json!(start.to_string())),
                ]);
                Ok(Session {
                    id: info["session"].as_str().map(str::to_string),
                    owner: owner.0,
                    grantee: colleague,
                    pace: Pace::Clock(15),
                    settings,
                })
            }
            Kind::Real { key, grantee, .. } => Ok(Session {
                id: None,
                owner: key.clone(),
                grantee: grantee.clone(),
                pace: Pace::Poll(Duration::from_secs(3)),
                settings: Map::from_iter([("world".to_string(), json!("empty")), ("clock".to_string(), json!("manual"))]),
            }),
        }
    }

    /// Drops a simulator session (nothing on a real target: what a case made it deletes itself).
    pub fn close(&self, session: &Session) {
        if let Some(id) = &session.id {
            let _ = self.http.send("DELETE", &format!("/__sim/sessions/{id}"), &[], &Body::None);
        }
    }
}

impl Drop for Target {
    fn drop(&mut self) {
        if let Some(child) = &mut self.child {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// One test case's session: whose keys, how to wait, how a replay starts the same way.
pub struct Session {
    /// The simulator session's id (none on a real target).
    pub id: Option<String>,
    pub owner: String,
    /// A second user's key and email (the one access is shared with).
    pub grantee: Option<(String, String)>,
    pub pace: Pace,
    /// The scenario header that starts a replay's session the same way.
    pub settings: Map<String, Value>,
}

/// The `cloudsim` binary: `CLOUDSIM_BIN`, else beside this test's own target directory
/// (`target/<profile>/cloudsim`), built first with the cargo that runs the tests so it is never
/// stale against the sources (a no-op when it is fresh).
pub fn simulator_binary() -> Result<PathBuf, String> {
    if let Ok(path) = std::env::var("CLOUDSIM_BIN") {
        return Ok(PathBuf::from(path));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    // target/<profile>/deps/<test>-<hash>
    let profile_dir = exe.parent().and_then(|deps| deps.parent()).ok_or("the test binary has no target directory")?;
    let binary = profile_dir.join(format!("cloudsim{}", std::env::consts::EXE_SUFFIX));
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut build = Command::new(cargo);
    build.args(["build", "--quiet", "-p", "simulator", "--bin", "cloudsim"]);
    if profile_dir.file_name().is_some_and(|name| name == "release") {
        build.arg("--release");
    }
    if let Some(target_dir) = profile_dir.parent() {
        build.env("CARGO_TARGET_DIR", target_dir);
    }
    let status = build.status().map_err(|e| format!("building the simulator: {e}"))?;
    if !status.success() || !binary.exists() {
        return Err(format!("could not build {} (set CLOUDSIM_BIN to a built cloudsim)", binary.display()));
    }
    Ok(binary)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        move |name| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn a_real_target_needs_the_explicit_switch_and_a_key_and_is_capped() {
        let target =
            |pairs: &[(&str, &str)]| Target::from_vars(vars(pairs)).map(|t| (t.http.origin().to_string(), t.max_resources()));
        let refused = target(&[("CLOUDSIM_TARGET", "https://api.example.com"), ("CLOUDSIM_KEY", "k")]);
        assert!(refused.is_err_and(|e| e.contains("CLOUDSIM_ALLOW_SPEND=1")));
        let no_key = target(&[("CLOUDSIM_TARGET", "https://api.example.com"), ("CLOUDSIM_ALLOW_SPEND", "1")]);
        assert!(no_key.is_err_and(|e| e.contains("CLOUDSIM_KEY")));
        let allowed = [("CLOUDSIM_TARGET", "https://api.example.com/v1/"), ("CLOUDSIM_KEY", "k"), ("CLOUDSIM_ALLOW_SPEND", "1")];
        assert_eq!(target(&allowed), Ok(("https://api.example.com".to_string(), DEFAULT_MAX_RESOURCES)));
        let capped = [allowed.as_slice(), &[("CLOUDSIM_MAX_RESOURCES", "1")]].concat();
        assert_eq!(target(&capped).map(|(_, cap)| cap), Ok(1));
        let bad = [allowed.as_slice(), &[("CLOUDSIM_MAX_RESOURCES", "lots")]].concat();
        assert!(target(&bad).is_err());
    }
}
