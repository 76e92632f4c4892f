//! The scenario file format (scenarios/qa/README.md#format) as serde types. Unknown keys are errors, and whatever can
//! be checked without a server (the call line, durations, loop bounds, JSON paths, the clock) is
//! checked while the YAML is read, so each error carries its line and column.

use std::fmt;
use std::marker::PhantomData;
use std::path::Path;
use std::sync::Arc;

use serde::Deserialize;
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde_json::{Map, Value};
use spec::control::{FaultCreate, WorldKind};

use super::path::{JsonPath, Seg};

/// The most iterations a `repeat` or an `until` may run.
pub const MAX_LOOPS: u32 = 1000;
/// The step kinds that hold `steps` of their own.
pub const NESTING_KINDS: [&str; 2] = ["repeat", "until"];
const KINDS: &str = "call, advance, fault, repeat, until, include, set";
const METHODS: [&str; 7] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/// A scenario file: how its session starts, then its steps.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Defaults to the file name.
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub brand: Option<String>,
    /// Run once per brand: `all`, or a list (`cloudsim run --brands` overrides it).
    #[serde(default)]
    pub brands: Option<BrandChoice>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub world: Option<WorldKind>,
    #[serde(default)]
    pub clock: Option<Clock>,
    /// The simulated start instant (RFC 3339).
    #[serde(default)]
    pub start: Option<String>,
    /// Run as the live API is evidenced to behave (`serve --strict`); the runner's default
    /// (lenient against the in-process simulator) when omitted.
    #[serde(default)]
    pub strict: Option<bool>,
    /// Keys and tokens derived from the seed (known in advance) when run against a served
    /// simulator, which otherwise draws them at random; in process they always are.
    #[serde(default)]
    pub deterministic_secrets: Option<bool>,
    /// The brands the file holds on, among those it runs for: its every condition on the site
    /// configuration (`when: {feature: vmsEnabled}`, or a list); elsewhere the run is skipped.
    #[serde(default)]
    pub when: Option<Conditions>,
    pub steps: Vec<Step>,
}

/// One condition or a list of them (`when:` of a file).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum Conditions {
    One(When),
    All(Vec<When>),
}

impl Conditions {
    pub fn into_vec(self) -> Vec<When> {
        match self {
            Conditions::One(when) => vec![when],
            Conditions::All(all) => all,
        }
    }
}

/// Which brands a file runs for: `all` or a list of brand names.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "BrandChoiceText")]
pub enum BrandChoice {
    All,
    These(Vec<String>),
}

#[derive(Deserialize)]
#[serde(untagged)]
enum BrandChoiceText {
    Word(String),
    List(Vec<String>),
}

impl TryFrom<BrandChoiceText> for BrandChoice {
    type Error = String;
    fn try_from(text: BrandChoiceText) -> Result<BrandChoice, String> {
        match text {
            BrandChoiceText::Word(word) if word == "all" => Ok(BrandChoice::All),
            BrandChoiceText::List(names) if !names.is_empty() => Ok(BrandChoice::These(names)),
            _ => Err("`brands` is `all` or a non-empty list of brand names".into()),
        }
    }
}

impl std::str::FromStr for BrandChoice {
    type Err = String;
    /// `all` or `a,b,c` (`--brands`).
    fn from_str(text: &str) -> Result<BrandChoice, String> {
        let names: Vec<String> = text.split(',').map(str::trim).filter(|n| !n.is_empty()).map(str::to_owned).collect();
        match names.as_slice() {
            [] => Err("expected `all` or brand names separated by commas".into()),
            [one] if one == "all" => Ok(BrandChoice::All),
            _ => Ok(BrandChoice::These(names)),
        }
    }
}

impl BrandChoice {
    /// The brand names chosen, checked against `known` (in `known`'s order for `all`).
    pub fn names(&self, known: &[String]) -> Result<Vec<String>, String> {
        match self {
            BrandChoice::All => Ok(known.to_vec()),
            BrandChoice::These(names) => {
                if let Some(unknown) = names.iter().find(|n| !known.contains(n)) {
                    return Err(format!("unknown brand `{unknown}`: the brands are {}", known.join(", ")));
                }
                Ok(names.clone())
            }
        }
    }
}

/// A demo world (`scenarios/demo/<brand>.yaml`): how long before the session's start its steps
/// begin, then the steps. The brand is the file's name; the seed and start are the session's.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Demo {
    #[serde(default)]
    pub name: Option<String>,
    /// Seconds of past the account has by the start instant (`60d`).
    pub history: Seconds,
    /// The owner's address at the persona's company, in place of the seed's generated one (the
    /// console's header shows it beside the persona's name).
    #[serde(default)]
    pub owner_email: Option<String>,
    pub steps: Vec<Step>,
}

/// A named state (`scenarios/states/<name>.yaml`, docs/reference/states.md): a demo world's
/// `history` and steps, with what the developer tools list (title, description) and the site
/// configuration it needs (`when:`, as a scenario's), which decides the brands it applies to.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub title: String,
    pub description: String,
    #[serde(default)]
    pub when: Option<Conditions>,
    pub history: Seconds,
    pub steps: Vec<Step>,
}

/// A file that `include` pulls in: steps only.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fragment {
    pub steps: Vec<Step>,
}

/// Where a step is written.
#[derive(Clone, Debug, PartialEq)]
pub struct At {
    pub file: Arc<Path>,
    pub line: usize,
}

impl Default for At {
    fn default() -> Self {
        At { file: Arc::from(Path::new("")), line: 0 }
    }
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}:{}", self.file.display(), self.line)
    }
}

/// One step. `at` is filled in once the file is read (serde sees no positions).
#[derive(Debug)]
pub struct Step {
    pub at: At,
    pub kind: Kind,
    /// Run only when the session's brand has this feature on (`when: {feature: vmsEnabled}`).
    pub when: Option<When>,
}

/// A condition on the session's brand: a feature flag of its site configuration that must be on
/// (or off, with `on: false`); or any true/false the configuration holds, by its path
/// (`allowDebt`, `'billingAccountFields[?field==county].visible'`).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct When {
    pub feature: JsonPath,
    #[serde(default = "on")]
    pub on: bool,
}

fn on() -> bool {
    true
}

impl When {
    /// Why `site` (a brand's site configuration) does not meet this condition, or `None` when it
    /// does; an error when the path names no flag there.
    pub fn unmet(&self, site: &Value) -> Result<Option<String>, String> {
        flag_on(&self.feature, site).map(|on| self.unmet_when(on))
    }

    /// Why the flag being `on` does not meet this condition, or `None` when it does.
    pub fn unmet_when(&self, on: bool) -> Option<String> {
        let state = if self.on { "off" } else { "on" };
        (on != self.on)
            .then(|| format!("feature `{}` is {state} for this brand", self.feature.to_string().trim_start_matches("$.")))
    }
}

/// Whether `site` has `flag` on.
pub fn flag_on(flag: &JsonPath, site: &Value) -> Result<bool, String> {
    // A number is on unless 0 (`firstAccountCredit`: the site gives one), a text unless empty;
    // a filter that finds nothing is off (`paymentProcessors[?type==link].keyword`: none listed).
    let found = match flag.get(site) {
        None if flag.0.iter().any(|seg| matches!(seg, Seg::Filter { .. })) => Some(false),
        None => None,
        Some(Value::String(text)) => Some(!text.is_empty()),
        Some(value) => value.as_bool().or_else(|| value.as_f64().map(|n| n != 0.0)),
    };
    found.ok_or_else(|| {
        let flags: Vec<&str> =
            site.as_object().into_iter().flatten().filter(|(_, v)| v.is_boolean()).map(|(k, _)| k.as_str()).collect();
        format!(
            "`when`: `{}` is not a feature flag (nor a true/false, number or text by its path); the site's flags are {}",
            flag.to_string().trim_start_matches("$."),
            flags.join(", ")
        )
    })
}

#[derive(Debug)]
pub enum Kind {
    Call(Box<Call>),
    /// Seconds to move the session's clock.
    Advance(u64),
    Fault(Box<FaultCreate>),
    Repeat {
        times: u32,
        steps: Vec<Step>,
    },
    /// Runs `steps` until the last answer among them meets `expect`: at most `max` times, and
    /// with `wait`, for at most `within` seconds of the session's time.
    Until {
        max: Option<u32>,
        wait: Option<Wait>,
        steps: Vec<Step>,
        expect: Expect,
    },
    /// `steps` are the fragment's, filled in when the file is loaded.
    Include {
        path: String,
        steps: Vec<Step>,
    },
    /// Variables set as written (templated), e.g. the location a fragment that follows works in.
    Set(Map<String, Value>),
}

#[derive(Debug)]
pub struct Call {
    pub method: String,
    /// Path and query, as written (may hold `{{var}}`).
    pub target: String,
    /// A role (owner, admin, colleague) or a user's email; no API key when absent.
    pub user: Option<String>,
    pub query: Map<String, Value>,
    pub form: Option<Map<String, Value>>,
    pub json: Option<Value>,
    pub headers: Map<String, Value>,
    pub expect: Expect,
    pub save: Vec<(String, JsonPath)>,
}

/// What an answer must show. A missing `status` means any 2xx.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    #[serde(default)]
    pub status: Option<u16>,
    /// A subset of the JSON body.
    #[serde(default)]
    pub body: Option<Value>,
    /// JSON path → value (matched as `body` is).
    #[serde(default, deserialize_with = "pairs")]
    pub paths: Vec<(JsonPath, Value)>,
    /// JSON paths that must not exist.
    #[serde(default)]
    pub absent: Vec<JsonPath>,
    /// Text the raw body must contain.
    #[serde(default)]
    pub contains: Option<String>,
    /// Header name (any case) → its exact value (templated); `null`: the answer has no such header.
    #[serde(default, deserialize_with = "headers")]
    pub headers: Vec<(String, Option<String>)>,
}

/// The step as written: every key any step kind may have. [`Kind`] is what it must add up to.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStep {
    call: Option<String>,
    #[serde(rename = "as")]
    user: Option<String>,
    query: Option<Map<String, Value>>,
    form: Option<Map<String, Value>>,
    json: Option<Value>,
    headers: Option<Map<String, Value>>,
    expect: Option<Expect>,
    #[serde(default, deserialize_with = "some_pairs")]
    save: Option<Vec<(String, JsonPath)>>,
    advance: Option<Seconds>,
    fault: Option<FaultCreate>,
    repeat: Option<Repeat>,
    until: Option<Until>,
    include: Option<String>,
    set: Option<Map<String, Value>>,
    when: Option<When>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Repeat {
    times: Bound,
    steps: Vec<Step>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Until {
    max: Option<Bound>,
    every: Option<Seconds>,
    within: Option<Seconds>,
    steps: Vec<Step>,
    expect: Expect,
}

/// How an `until` waits between tries (scenarios/qa/README.md#waiting): on a manual clock the
/// session's clock moves `every` seconds; on a realtime one the runner polls with back-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wait {
    pub every: u64,
    pub within: u64,
}

impl TryFrom<RawStep> for Kind {
    type Error = String;

    fn try_from(raw: RawStep) -> Result<Kind, String> {
        let kinds = [
            ("call", raw.call.is_some()),
            ("advance", raw.advance.is_some()),
            ("fault", raw.fault.is_some()),
            ("repeat", raw.repeat.is_some()),
            ("until", raw.until.is_some()),
            ("include", raw.include.is_some()),
            ("set", raw.set.is_some()),
        ];
        let given: Vec<&str> = kinds.iter().filter(|(_, on)| *on).map(|(k, _)| *k).collect();
        match given.as_slice() {
            [] => return Err(format!("a step needs one of {KINDS}")),
            [_] => {}
            many => return Err(format!("a step is one of {KINDS}; this one has {}", many.join(" and "))),
        }
        let call_keys = [
            ("as", raw.user.is_some()),
            ("query", raw.query.is_some()),
            ("form", raw.form.is_some()),
            ("json", raw.json.is_some()),
            ("headers", raw.headers.is_some()),
            ("expect", raw.expect.is_some()),
            ("save", raw.save.is_some()),
        ];
        if raw.call.is_none()
            && let Some((key, _)) = call_keys.iter().find(|(_, on)| *on)
        {
            return Err(format!("`{key}` belongs to a `call` step"));
        }
        if let Some(line) = raw.call {
            if raw.form.is_some() && raw.json.is_some() {
                return Err("a call sends `form` or `json`, not both".into());
            }
            let (method, target) = call_line(&line)?;
            return Ok(Kind::Call(Box::new(Call {
                method,
                target,
                user: raw.user,
                query: raw.query.unwrap_or_default(),
                form: raw.form,
                json: raw.json,
                headers: raw.headers.unwrap_or_default(),
                expect: raw.expect.unwrap_or_default(),
                save: raw.save.unwrap_or_default(),
            })));
        }
        Ok(match (raw.advance, raw.fault, raw.repeat, raw.until, raw.include, raw.set) {
            (Some(Seconds(s)), ..) => Kind::Advance(s),
            (_, Some(fault), ..) => Kind::Fault(Box::new(fault)),
            (_, _, Some(r), ..) => Kind::Repeat { times: r.times.0, steps: r.steps },
            (_, _, _, Some(u), ..) => {
                let wait = match (u.every, u.within) {
                    (Some(Seconds(every)), Some(Seconds(within))) if every > 0 && within >= every => Some(Wait { every, within }),
                    (None, None) if u.max.is_some() => None,
                    (None, None) => return Err("`until` needs `max`, or `every` and `within`".into()),
                    _ => {
                        return Err("`until` waits with both `every` and `within`, `every` above 0 and not above `within`".into());
                    }
                };
                Kind::Until { max: u.max.map(|m| m.0), wait, steps: u.steps, expect: u.expect }
            }
            (_, _, _, _, Some(path), _) => Kind::Include { path, steps: Vec::new() },
            (_, _, _, _, _, Some(vars)) => Kind::Set(vars),
            (None, None, None, None, None, None) => return Err(format!("a step needs one of {KINDS}")),
        })
    }
}

/// `METHOD /path?query`.
fn call_line(line: &str) -> Result<(String, String), String> {
    let usage = "`call` is `METHOD /path?query`, e.g. `GET /v1/user-resource/user`";
    let mut words = line.split_whitespace();
    let (Some(method), Some(target), None) = (words.next(), words.next(), words.next()) else {
        return Err(usage.into());
    };
    let method = method.to_ascii_uppercase();
    if !METHODS.contains(&method.as_str()) {
        return Err(format!("unknown method `{method}` ({})", METHODS.join(", ")));
    }
    // A saved path (e.g. a link read from the outbox) may stand for the whole target.
    if !target.starts_with('/') && !target.starts_with("{{") {
        return Err(format!("the path `{target}` must start with `/`"));
    }
    Ok((method, target.to_string()))
}

/// Parsed inside the step's own mapping, so a step-level error points at the step.
impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct StepVisitor;
        impl<'de> Visitor<'de> for StepVisitor {
            type Value = Step;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a step: a mapping with one of {KINDS}")
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Step, A::Error> {
                let mut raw = RawStep::deserialize(MapAccessDeserializer::new(map))?;
                let when = raw.when.take();
                let kind = Kind::try_from(raw).map_err(de::Error::custom)?;
                Ok(Step { at: At::default(), kind, when })
            }
        }
        deserializer.deserialize_map(StepVisitor)
    }
}

/// A duration: seconds, or a number with a unit: `90s`, `5m`, `2h`, `1d`.
#[derive(Debug)]
pub struct Seconds(pub u64);

fn parse_duration(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let scale = match unit.trim() {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => 0,
    };
    match number.parse::<u64>().ok().and_then(|n| n.checked_mul(scale)) {
        Some(seconds) if scale > 0 => Ok(seconds),
        _ => Err(format!("bad duration `{text}`: a number of seconds, or a number with s, m, h or d (90s, 5m, 2h, 1d)")),
    }
}

impl<'de> Deserialize<'de> for Seconds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SecondsVisitor;
        impl Visitor<'_> for SecondsVisitor {
            type Value = Seconds;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a duration such as 90s, 5m, 2h, 1d or a number of seconds")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Seconds, E> {
                Ok(Seconds(n))
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Seconds, E> {
                parse_duration(text).map(Seconds).map_err(E::custom)
            }
        }
        deserializer.deserialize_any(SecondsVisitor)
    }
}

/// A loop bound: 1 to [`MAX_LOOPS`].
struct Bound(u32);

impl<'de> Deserialize<'de> for Bound {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct BoundVisitor;
        impl Visitor<'_> for BoundVisitor {
            type Value = Bound;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "a number from 1 to {MAX_LOOPS}")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Bound, E> {
                match u32::try_from(n) {
                    Ok(n) if (1..=MAX_LOOPS).contains(&n) => Ok(Bound(n)),
                    _ => Err(E::custom(format!("{n} is out of bounds: loops run 1 to {MAX_LOOPS} times"))),
                }
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Bound, E> {
                Err(E::custom(format!("{n} is out of bounds: loops run 1 to {MAX_LOOPS} times")))
            }
        }
        deserializer.deserialize_u64(BoundVisitor)
    }
}

/// `manual`, `realtime` or `realtime:<speed>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock(pub String);

impl<'de> Deserialize<'de> for Clock {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ClockVisitor;
        impl Visitor<'_> for ClockVisitor {
            type Value = Clock;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("manual, realtime or realtime:<speed>")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Clock, E> {
                // The server's own check, so a file fails where a server would refuse it.
                crate::clock::SimClock::parse(text).map(|_| Clock(text.into())).map_err(E::custom)
            }
        }
        deserializer.deserialize_str(ClockVisitor)
    }
}

/// A mapping read in file order, keys parsed as they come (so a bad key has its own position).
fn pairs<'de, D, K, V>(deserializer: D) -> Result<Vec<(K, V)>, D::Error>
where
    D: Deserializer<'de>,
    K: Deserialize<'de>,
    V: Deserialize<'de>,
{
    struct PairsVisitor<K, V>(PhantomData<(K, V)>);
    impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for PairsVisitor<K, V> {
        type Value = Vec<(K, V)>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a mapping")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(entry) = map.next_entry()? {
                out.push(entry);
            }
            Ok(out)
        }
    }
    deserializer.deserialize_map(PairsVisitor(PhantomData))
}

/// `expect.headers`: names HTTP allows, each once (in any case); values text, a number or a
/// boolean (read as the text they are written as), or `null`.
fn headers<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<(String, Option<String>)>, D::Error> {
    let written: Vec<(String, Value)> = pairs(deserializer)?;
    let mut out: Vec<(String, Option<String>)> = Vec::new();
    for (name, value) in written {
        if axum::http::HeaderName::from_bytes(name.as_bytes()).is_err() {
            return Err(de::Error::custom(format!("`{name}` is not a header name")));
        }
        if out.iter().any(|(n, _)| n.eq_ignore_ascii_case(&name)) {
            return Err(de::Error::custom(format!("the header `{name}` is named twice (names are read in any case)")));
        }
        let value = match value {
            Value::Null => None,
            Value::String(text) => Some(text),
            Value::Number(_) | Value::Bool(_) => Some(value.to_string()),
            _ => return Err(de::Error::custom(format!("the header `{name}`: a value is text, a number, a boolean or null"))),
        };
        out.push((name, value));
    }
    Ok(out)
}

fn some_pairs<'de, D, K, V>(deserializer: D) -> Result<Option<Vec<(K, V)>>, D::Error>
where
    D: Deserializer<'de>,
    K: Deserialize<'de>,
    V: Deserialize<'de>,
{
    pairs(deserializer).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brands_are_all_or_a_list_of_known_names() {
        let known: Vec<String> = ["pilvio", "vdc"].map(String::from).to_vec();
        let parse = |yaml: &str| serde_norway::from_str::<BrandChoice>(yaml).map_err(|e| e.to_string());
        assert_eq!(parse("all").unwrap().names(&known).unwrap(), known);
        assert_eq!(parse("[vdc]").unwrap().names(&known).unwrap(), ["vdc"]);
        assert!(parse("some").unwrap_err().contains("`brands` is `all` or a non-empty list"));
        assert!(parse("[]").is_err());
        assert!(parse("[nope]").unwrap().names(&known).unwrap_err().starts_with("unknown brand `nope`"));
        assert_eq!("pilvio, vdc".parse::<BrandChoice>(), Ok(BrandChoice::These(known.clone())));
        assert_eq!("all".parse::<BrandChoice>(), Ok(BrandChoice::All));
        assert!(",".parse::<BrandChoice>().is_err());
    }

    fn step(yaml: &str) -> Result<Kind, String> {
        // (libyaml gives no position for an error at line 1, column 1)
        serde_norway::from_str::<Step>(&format!("---\n{yaml}")).map(|s| s.kind).map_err(|e| e.to_string())
    }

    #[test]
    fn a_call_with_everything() {
        let yaml = "call: patch /v1/x?a=1\nas: owner\nquery: {b: 2}\nform: {c: [1, 2]}\nheaders: {X-A: y}\n\
                    expect: {status: 200, body: {a: 1}, paths: {$.b: 2, c: 3}, absent: [d], contains: ok}\n\
                    save: {v: $.uuid}";
        let Kind::Call(call) = step(yaml).unwrap() else { panic!("a call") };
        assert_eq!((call.method.as_str(), call.target.as_str(), call.user.as_deref()), ("PATCH", "/v1/x?a=1", Some("owner")));
        assert_eq!(call.expect.paths.len(), 2);
        assert_eq!(call.expect.paths[1].0.to_string(), "$.c");
        assert_eq!(call.save[0].0, "v");
        let Kind::Call(call) = step("call: GET /x\nexpect: {headers: {Location: /app, Retry-After: 1, ETag: null}}").unwrap()
        else {
            panic!("a call")
        };
        let headers = [("Location", Some("/app")), ("Retry-After", Some("1")), ("ETag", None)];
        assert_eq!(call.expect.headers, headers.map(|(n, v)| (n.to_string(), v.map(str::to_string))));
    }

    #[test]
    fn the_other_kinds() {
        assert!(matches!(step("advance: 90s").unwrap(), Kind::Advance(90)));
        assert!(matches!(step("advance: 2").unwrap(), Kind::Advance(2)));
        assert!(matches!(step("advance: 1d").unwrap(), Kind::Advance(86_400)));
        assert!(matches!(step("fault: {path: /v1/x, status: 500, times: 1}").unwrap(), Kind::Fault(_)));
        assert!(matches!(step("repeat: {times: 3, steps: [advance: 1]}").unwrap(), Kind::Repeat { times: 3, .. }));
        let until = "until: {max: 5, steps: [call: GET /x], expect: {status: 200}}";
        assert!(matches!(step(until).unwrap(), Kind::Until { max: Some(5), wait: None, .. }));
        let waiting = "until: {every: 10s, within: 5m, steps: [{call: GET /x}], expect: {status: 200}}";
        assert!(matches!(step(waiting).unwrap(), Kind::Until { max: None, wait: Some(Wait { every: 10, within: 300 }), .. }));
        for bad in ["every: 10s", "within: 5m", "every: 0, within: 5m", "every: 10m, within: 5m", "max: 1, every: 1"] {
            let text = format!("until: {{{bad}, steps: [{{call: GET /x}}], expect: {{status: 200}}}}");
            assert!(step(&text).is_err(), "{bad}");
        }
        assert!(step("until: {steps: [{call: GET /x}], expect: {status: 200}}").is_err());
        assert!(matches!(step("include: a.yaml").unwrap(), Kind::Include { .. }));
        let Kind::Set(vars) = step("set: {location: tll, n: 2}").unwrap() else { panic!("a set") };
        assert_eq!(Value::Object(vars), serde_json::json!({"location": "tll", "n": 2}));
    }

    #[test]
    fn steps_that_do_not_add_up() {
        for (yaml, message) in [
            ("as: owner", "a step needs one of call"),
            ("call: GET /x\nadvance: 1s", "this one has call and advance"),
            ("advance: 1s\nas: owner", "`as` belongs to a `call` step"),
            ("call: GET /x\nform: {}\njson: {}", "not both"),
            ("call: /x", "`call` is `METHOD /path?query`"),
            ("call: FETCH /x", "unknown method `FETCH`"),
            ("call: GET x", "must start with `/`"),
            ("advance: 5w", "bad duration `5w`"),
            ("repeat: {times: 1001, steps: []}", "1001 is out of bounds"),
            ("repeat: {times: 0, steps: []}", "0 is out of bounds"),
            ("call: GET /x\nexpect: {stauts: 200}", "unknown field `stauts`"),
            ("call: GET /x\nsave: {v: a..b}", "bad JSON path `a..b`"),
            ("call: GET /x\nexpect: {headers: {'a b': x}}", "`a b` is not a header name"),
            ("call: GET /x\nexpect: {headers: {ETag: x, etag: y}}", "the header `etag` is named twice"),
            ("call: GET /x\nexpect: {headers: {ETag: [x]}}", "a value is text, a number, a boolean or null"),
            ("cal: GET /x", "unknown field `cal`"),
            ("set: {a: 1}\nadvance: 1s", "this one has advance and set"),
        ] {
            let err = step(yaml).unwrap_err();
            assert!(err.contains(message), "{yaml}: {err}");
            assert!(err.contains("line "), "errors carry a position: {err}");
        }
    }

    #[test]
    fn clocks() {
        let clock = |text: &str| serde_norway::from_str::<Clock>(text).map_err(|e| e.to_string());
        assert_eq!(clock("realtime:60").unwrap().0, "realtime:60");
        assert!(clock("realtime:0").unwrap_err().contains("clock speed must be between"));
        assert!(clock("sometimes").is_err());
    }
}
