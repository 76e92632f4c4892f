//! The simulator's control API (`/__sim`, docs/product/control.md). Scenarios, the console's mock mode and
//! external tools depend on it: extend, don't break.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Health {
    /// `ok`, or `degraded` while a demo world could not be built (the server goes on serving).
    pub status: String,
    pub version: String,
    /// The brands whose demo world failed to build and now start with an empty world instead.
    pub demo_failures: Vec<DemoFailure>,
    /// How the server is exposed that an operator should know, e.g. every interface without a
    /// control token. Empty when there is nothing to say.
    #[serde(default)]
    pub warnings: Vec<String>,
}

/// A demo world that failed to build (`--world demo`; `demo-strict` refuses to start instead).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DemoFailure {
    pub brand: String,
    /// The failing step as `scenarios/demo/<file>:<line>: …`.
    pub error: String,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum WorldKind {
    /// Users and their billing accounts only.
    Empty,
    /// The brand's lived-in demo world.
    #[default]
    Demo,
}

/// `POST /__sim/sessions`. Every field is optional: the server's brand, seed and clock apply.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SessionCreate {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub world: Option<WorldKind>,
    /// `manual`, `realtime` or `realtime:<speed>` (e.g. `realtime:60`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(
        regex(pattern = r"^(manual|realtime(:[0-9]+(\.[0-9]+)?)?)$"),
        extend("x-pattern-text" = "must be manual, realtime or realtime:<speed>, a clock speed written as a decimal number")
    )]
    pub clock: Option<String>,
    /// Simulated start instant (RFC 3339). Defaults to the server's start instant.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// Behave as the live API is evidenced to (docs/reference/strict-mode.md). Defaults to the
    /// server's `--strict`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strict: Option<bool>,
    /// API keys and tokens derived from seed and session id, the same on every server, instead
    /// of drawn from the server's random source (docs/reference/security-and-durability.md#secrets).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deterministic_secrets: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Owner,
    Admin,
    Colleague,
}

/// A user of a session's world and the API key that signs in as them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SessionUser {
    pub email: String,
    pub name: String,
    pub api_key: String,
    pub role: Role,
}

/// A session: its id, brand, seed and users. Answer to create, reset and list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SessionInfo {
    pub session: String,
    pub brand: String,
    pub seed: u64,
    pub world: WorldKind,
    /// Whether the session behaves as the live API is evidenced to (`PUT …/strict`).
    pub strict: bool,
    pub users: Vec<SessionUser>,
    /// A demo visitor's own session (`serve --demo-visitors`): reached with its cookie or its
    /// keys, dropped when idle; absent for every other session.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub visitor: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum ClockMode {
    /// Time moves only when advanced.
    Manual,
    /// Time follows the wall clock, multiplied by `speed`.
    Realtime,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ClockState {
    pub mode: ClockMode,
    pub speed: f64,
    /// The simulated instant, RFC 3339 in UTC.
    pub now: String,
    /// Scheduled transitions not yet applied.
    pub pending_events: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_event_at: Option<String>,
}

/// `POST /__sim/sessions/{id}/clock/advance`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockAdvance {
    #[schemars(range(min = 0, max = 315_360_000))]
    pub seconds: u64,
}

/// `PUT /__sim/sessions/{id}/clock`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockSet {
    pub mode: ClockMode,
    /// Realtime speed factor; 1 when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0.01, max = 100000))]
    pub speed: Option<f64>,
}

/// What a fault answers instead of the API.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FaultCreate {
    /// HTTP method to match; any when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    // What a value off the pattern is told: `validation::PATTERN_TEXT_KEY`.
    #[schemars(regex(pattern = r"^(GET|POST|PUT|PATCH|DELETE)$"), extend("x-pattern-text" = "must be one of GET, POST, PUT, PATCH, DELETE"))]
    pub method: Option<String>,
    /// Path pattern: `*` matches one path segment, `**` any number of them.
    /// Example: `/v1/*/user-resource/vm/start`.
    #[schemars(regex(pattern = r"^/"), extend("x-pattern-text" = "must start with '/'"))]
    pub path: String,
    /// Status to answer with; 500 when an `error` or `body` is given, otherwise the real
    /// response is passed through (useful with `latency_ms` alone).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 200, max = 599))]
    pub status: Option<u16>,
    /// A message rendered in the matched operation's error shape.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// A raw JSON body, answered as is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<serde_json::Value>,
    /// Answer an HTML page (a proxy's error page) instead of JSON.
    #[serde(default)]
    pub html: bool,
    /// Delay before answering.
    #[serde(default)]
    #[schemars(range(max = 120000))]
    pub latency_ms: u64,
    /// Close the connection without a complete answer.
    #[serde(default)]
    pub drop: bool,
    /// How many matching requests the rule hits; unlimited when omitted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 1))]
    pub times: Option<u32>,
    /// Chance (0–1) that a matching request is hit, drawn from the session's fault RNG.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = 0, max = 1))]
    pub probability: Option<f64>,
}

/// A fault rule in force. `remaining` counts down from `times`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FaultRule {
    pub id: u64,
    #[serde(flatten)]
    pub rule: FaultCreate,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remaining: Option<u32>,
    /// How many requests the rule has hit.
    pub hits: u64,
}

/// One `/v1` exchange in a session's journal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct JournalEntry {
    pub seq: u64,
    /// Simulated instant the request was served at (RFC 3339).
    pub at: String,
    pub method: String,
    /// Path and query as requested.
    pub uri: String,
    /// The operation the request matched.
    pub operation: String,
    /// The calling user's email, when the API key was known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// The request body as text (empty when none).
    pub request_body: String,
    pub status: u16,
    pub response_body: String,
    pub correlation_id: String,
}

/// `GET /__sim/sessions/{id}/journal` query.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JournalQuery {
    /// `json` (default) or `scenario` (a YAML scenario that replays the log).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = r"^(json|scenario)$"), extend("x-pattern-text" = "must be json or scenario"))]
    pub format: Option<String>,
}

/// `GET /__sim/sessions/{id}/journal`: oldest first; `dropped` counts entries the bounded log let go.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Journal {
    pub entries: Vec<JournalEntry>,
    pub dropped: u64,
}

/// `POST /__sim/sessions/{id}/vms/{uuid}/guest`: how the simulated guest OS behaves.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VmGuest {
    /// The guest ignores ACPI shutdown: a graceful stop ends only when it is forced.
    pub ignores_shutdown: bool,
}

/// `PUT /__sim/sessions/{id}/strict`: the live API's behaviour (strict) or the simulator's
/// observable, UI-friendly one (lenient) for this session from now on; a reset keeps it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StrictSet {
    pub strict: bool,
}

/// `GET /__sim/states`: a named state (`scenarios/states/<name>.yaml`, docs/reference/states.md), a
/// world for checking an edge screen or telling a story, loaded into a session with
/// `POST /__sim/sessions/{id}/states`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct NamedState {
    /// What `/app/?state=<name>` and the load call take, e.g. `restricted`.
    pub name: String,
    pub title: String,
    pub description: String,
    /// The brands whose site has what the state needs (bare metal, Kubernetes, …), by name.
    pub brands: Vec<String>,
}

/// `POST /__sim/sessions/{id}/states`: replaces the session's world with the named state's, built
/// for its brand and seed at the session's current instant (as a reset rebuilds the demo world).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StateLoad {
    #[schemars(
        length(min = 1, max = 64),
        regex(pattern = r"^[a-z0-9]+(-[a-z0-9]+)*$"),
        extend("x-pattern-text" = "must be a state's name: lower-case words joined by hyphens, as GET /__sim/states lists them")
    )]
    pub name: String,
}

pub mod ops {
    use super::*;
    use crate::config::Brand;
    use crate::routes::{Area, Operation};
    pub const HEALTH: Operation =
        Operation::get("sim_health", "/__sim/health", Area::Control).summary("Liveness and version").response::<Health>();
    pub const OPENAPI: Operation = Operation::get("sim_openapi", "/__sim/openapi.json", Area::Control)
        .summary("This OpenAPI document")
        .response::<serde_json::Value>();
    pub const BRANDS: Operation = Operation::get("sim_brands", "/__sim/brands", Area::Control)
        .summary("The brands and their site configurations")
        .response::<Vec<Brand>>();
    pub const SESSIONS_LIST: Operation = Operation::get("sim_sessions_list", "/__sim/sessions", Area::Control)
        .summary("Every session")
        .response::<Vec<SessionInfo>>();
    pub const SESSION_CREATE: Operation = Operation::post("sim_session_create", "/__sim/sessions", Area::Control)
        .summary("A new isolated session")
        .json()
        .request::<SessionCreate>()
        .response::<SessionInfo>();
    pub const SESSION_DELETE: Operation =
        Operation::delete("sim_session_delete", "/__sim/sessions/{id}", Area::Control).summary("Drop a session").status(204);
    pub const SESSION_RESET: Operation = Operation::post("sim_session_reset", "/__sim/sessions/{id}/reset", Area::Control)
        .summary("Back to the session's seeded start")
        .response::<SessionInfo>();
    pub const CLOCK_GET: Operation = Operation::get("sim_clock_get", "/__sim/sessions/{id}/clock", Area::Control)
        .summary("The session's clock")
        .response::<ClockState>();
    pub const CLOCK_SET: Operation = Operation::put("sim_clock_set", "/__sim/sessions/{id}/clock", Area::Control)
        .summary("Switch between manual and realtime, set the speed")
        .json()
        .request::<ClockSet>()
        .response::<ClockState>();
    pub const CLOCK_ADVANCE: Operation =
        Operation::post("sim_clock_advance", "/__sim/sessions/{id}/clock/advance", Area::Control)
            .summary("Move simulated time forward, applying due transitions in order")
            .json()
            .request::<ClockAdvance>()
            .response::<ClockState>();
    pub const FAULTS_LIST: Operation = Operation::get("sim_faults_list", "/__sim/sessions/{id}/faults", Area::Control)
        .summary("Fault rules in force")
        .response::<Vec<FaultRule>>();
    pub const FAULTS_ADD: Operation = Operation::post("sim_faults_add", "/__sim/sessions/{id}/faults", Area::Control)
        .summary("Add a fault rule")
        .json()
        .request::<FaultCreate>()
        .response::<FaultRule>();
    pub const FAULTS_CLEAR: Operation = Operation::delete("sim_faults_clear", "/__sim/sessions/{id}/faults", Area::Control)
        .summary("Remove every fault rule")
        .status(204);
    pub const JOURNAL_GET: Operation = Operation::get("sim_journal_get", "/__sim/sessions/{id}/journal", Area::Control)
        .summary("The session's request log, as JSON or as a replayable scenario")
        .request::<JournalQuery>()
        .response::<Journal>();
    pub const STATE_GET: Operation = Operation::get("sim_state_get", "/__sim/sessions/{id}/state", Area::Control)
        .summary("Export the session's whole world")
        .response::<serde_json::Value>();
    pub const STATE_PUT: Operation = Operation::put("sim_state_put", "/__sim/sessions/{id}/state", Area::Control)
        .summary("Replace the session's whole world with an export")
        .json()
        .request::<serde_json::Value>()
        .response::<SessionInfo>();
    pub const VM_GUEST_SET: Operation =
        Operation::post("sim_vm_guest_set", "/__sim/sessions/{id}/vms/{uuid}/guest", Area::Control)
            .summary("Set how a VM's guest OS behaves (e.g. that it ignores ACPI shutdown)")
            .json()
            .request::<VmGuest>()
            .response::<VmGuest>();
    pub const STATES_LIST: Operation = Operation::get("sim_states_list", "/__sim/states", Area::Control)
        .summary("The named states a session can load, and the brands each applies to")
        .response::<Vec<NamedState>>();
    pub const STATE_LOAD: Operation = Operation::post("sim_state_load", "/__sim/sessions/{id}/states", Area::Control)
        .summary("Replace the session's world with a named state's")
        .json()
        .request::<StateLoad>()
        .response::<SessionInfo>();
    pub const STRICT_SET: Operation = Operation::put("sim_strict_set", "/__sim/sessions/{id}/strict", Area::Control)
        .summary("Strict (the live API as evidenced) or lenient behaviour for the session")
        .json()
        .request::<StrictSet>()
        .response::<SessionInfo>();

    /// The area's operations, in the order the OpenAPI document lists them.
    pub const ALL: &[&Operation] = &[
        &HEALTH,
        &OPENAPI,
        &BRANDS,
        &SESSIONS_LIST,
        &SESSION_CREATE,
        &SESSION_DELETE,
        &SESSION_RESET,
        &CLOCK_GET,
        &CLOCK_SET,
        &CLOCK_ADVANCE,
        &FAULTS_LIST,
        &FAULTS_ADD,
        &FAULTS_CLEAR,
        &JOURNAL_GET,
        &STATE_GET,
        &STATE_PUT,
        &VM_GUEST_SET,
        &STRICT_SET,
        &STATES_LIST,
        &STATE_LOAD,
    ];
}
