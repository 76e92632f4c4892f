//! Runs one scenario file in a session of its own: makes the session (in a simulator of its own,
//! or through `--target`'s control API), runs the steps in order, and drops the session.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::future::BoxFuture;
use serde_json::{Value, json};
use spec::control::{SessionCreate, SessionInfo};

use super::client::{Answer, Client, Request};
use super::coverage::Seen;
use super::expect::{self, Check, Mismatch, describe, render_expect};
use super::format::{Call, Expect, Kind, Step, Wait, When, flag_on};
use super::hint::Written;
use super::load::{self, Script};
use super::mutants::Mutant;
use super::mutants::data::Vary;
use super::path::JsonPath;
use super::redact;
use super::report::{Exchange, Failure, Outcome};
use super::template::{Vars, render, render_text};
use crate::session::SESSION_HEADER;

const JSON: &str = "application/json";
const FORM: &str = "application/x-www-form-urlencoded";

/// Makes simulators in this process. The runner sits below the application, so composition hands
/// it in (`app::Local`).
pub trait Local: Send + Sync {
    /// A simulator of a file's own whose `default` session is made from the file's settings, so
    /// calls without an API key, which the gateway sends to `default`, reach the file's session;
    /// with `vary`, made from brands it changed (a data mutant of `--mutants`).
    fn simulator(&self, setup: &SessionCreate, vary: Option<Vary>) -> Result<(axum::Router, SessionInfo), String>;

    /// Builds the demo world of a file on disk for the brand it is named after, as `serve` would:
    /// the steps run, and the first failure.
    fn check_demo(&self, file: &Path) -> (usize, Result<(), Failure>);
}

/// Where scenarios run.
pub enum Target {
    /// Each file in a fresh simulator of its own, made by `local` in this process, with the
    /// change of `mutant` on its answers when there is one (`--mutants`).
    InProcess { timeout: Duration, local: &'static dyn Local, mutant: Option<Arc<Mutant>> },
    /// A server that speaks the API. `keys` (a role or email and its API key, from `--key`) stand
    /// in for a session when the server has no control API.
    Remote { client: Client, keys: Option<Vec<(String, String)>> },
}

pub async fn run_file(target: &Target, file: &Path) -> Outcome {
    run_file_as(target, file, None, None).await
}

/// Runs `file` for `brand` instead of the brand the file names (`--brands`, `brands:`); the
/// outcome's name carries it (`Name [brand]`), and so do JUnit's and the report's. `clock`
/// (`--clock`) replaces the file's clock.
pub async fn run_file_as(target: &Target, file: &Path, brand: Option<&str>, clock: Option<&str>) -> Outcome {
    let started = Instant::now();
    let stem = || file.file_stem().unwrap_or_default().to_string_lossy().into_owned();
    let (name, brand, ran) = if load::is_demo(file) {
        let (steps, result) = build_demo(target, file).await;
        (stem(), None, Ran::new(steps, result))
    } else {
        match load::load(file) {
            Ok(mut script) => {
                if let Some(clock) = clock {
                    script.setup.clock = Some(clock.to_string());
                }
                if let Some(brand) = brand {
                    script.setup.brand = Some(brand.to_string());
                    script.name = format!("{} [{brand}]", script.name);
                }
                let ran = run_script(target, &script).await;
                (script.name, script.setup.brand, ran)
            }
            Err(failure) => (stem(), None, Ran::new(0, Err(failure))),
        }
    };
    Outcome {
        file: file.to_path_buf(),
        name,
        brand,
        steps: ran.steps,
        elapsed: started.elapsed(),
        failure: ran.result.err(),
        calls: ran.calls,
        skipped: ran.skipped,
        flags: ran.flags,
    }
}

/// What running a script gave: steps run, the first failure, every call made, the steps skipped
/// (with why) and the feature flags `when` read.
struct Ran {
    steps: usize,
    result: Result<(), Failure>,
    calls: Vec<Seen>,
    skipped: Vec<String>,
    flags: BTreeMap<String, bool>,
}

impl Ran {
    fn new(steps: usize, result: Result<(), Failure>) -> Ran {
        Ran { steps, result, calls: Vec::new(), skipped: Vec::new(), flags: BTreeMap::new() }
    }
}

/// A demo world's file (`history:`) is checked by building the world from it, as `serve` would for
/// the brand the file is named after, so an edited demo can be tried without a rebuild.
async fn build_demo(target: &Target, file: &Path) -> (usize, Result<(), Failure>) {
    let Target::InProcess { local, .. } = target else {
        let refusal = "a demo world (a file with `history:`) is built in this process only: run it without --target";
        return (0, Err(Failure::new(file.display(), refusal)));
    };
    let (file, local) = (file.to_path_buf(), *local);
    let built = tokio::task::spawn_blocking(move || local.check_demo(&file)).await;
    built.unwrap_or_else(|e| (0, Err(Failure::new("demo world", format!("the build stopped: {e}")))))
}

async fn run_script(target: &Target, script: &Script) -> Ran {
    let own;
    let opened = match target {
        Target::InProcess { timeout, local, mutant } => {
            match local.simulator(&script.setup, mutant.as_ref().and_then(|m| m.vary())) {
                Ok((router, info)) => {
                    let router = match mutant {
                        Some(mutant) => mutant.layer(router),
                        None => router,
                    };
                    own = Client::in_process(router, *timeout);
                    Ok((&own, Session::from(info)))
                }
                Err(e) => Err(e),
            }
        }
        Target::Remote { client, keys: Some(keys) } => Ok((client, Session { id: None, brand: None, keys: keys.clone() })),
        Target::Remote { client, keys: None } => Session::open(client, &script.setup).await.map(|s| (client, s)),
    };
    let (client, session) = match opened {
        Ok(opened) => opened,
        Err(e) => return Ran::new(0, Err(Failure::new(&script.setup_at, e))),
    };
    let mut run = Run::new(client, &session);
    run.speed = match (&session.id, script.setup.clock.as_deref()) {
        (None, _) => Some(1.0),
        (Some(_), clock) => realtime_speed(clock),
    };
    let result = match run.unmet(&script.when).await {
        Ok(None) => run.steps(&script.steps, String::new()).await,
        Ok(Some(reason)) => {
            run.skipped.push(format!("{}: the file skipped: {reason}", script.setup_at));
            Ok(())
        }
        Err(e) => Err(Failure::new(&script.setup_at, e)),
    };
    if let (Target::Remote { .. }, Some(id)) = (target, &session.id) {
        // Best effort: a session left behind costs the server a little memory, nothing more.
        let _ =
            client.send(&Request { method: "DELETE".into(), uri: format!("/__sim/sessions/{id}"), ..Request::default() }).await;
    }
    Ran { steps: run.count, result, calls: run.seen, skipped: run.skipped, flags: run.flags }
}

/// A session clock's speed when it is realtime (`realtime`, `realtime:600`); `None` for a manual
/// clock (the default).
pub fn realtime_speed(clock: Option<&str>) -> Option<f64> {
    let rest = clock?.strip_prefix("realtime")?;
    match rest.strip_prefix(':') {
        None if rest.is_empty() => Some(1.0),
        Some(speed) => speed.parse().ok().filter(|s: &f64| *s > 0.0),
        None => None,
    }
}

/// One call of a run that keeps its answers: the request as sent and what came back.
#[derive(Debug)]
pub struct Observed {
    pub request: Request,
    pub answer: Answer,
}

/// Runs a scenario file in a simulator of its own and keeps every call's answer instead of
/// checking it (`cloudsim drift` compares them with a recording); the failure that stopped it
/// early, if one did (a file that does not load, a saved value the answer lacks).
pub async fn observe_file(file: &Path, timeout: Duration, local: &dyn Local) -> (Vec<Observed>, Result<(), Failure>) {
    let script = match load::load(file) {
        Ok(script) => script,
        Err(failure) => return (Vec::new(), Err(failure)),
    };
    let (router, info) = match local.simulator(&script.setup, None) {
        Ok(opened) => opened,
        Err(e) => return (Vec::new(), Err(Failure::new(&script.setup_at, e))),
    };
    let client = Client::in_process(router, timeout);
    let session = Session::from(info);
    let mut run = Run::new(&client, &session);
    run.observed = Some(Vec::new());
    let result = run.steps(&script.steps, String::new()).await;
    (run.observed.take().unwrap_or_default(), result)
}

/// Runs `steps` in the session `info` describes, reached through `client` (how a demo world is
/// built); the first failure.
/// Steps run, and the first failure.
pub async fn run_steps(client: &Client, info: SessionInfo, steps: &[Step]) -> (usize, Result<(), Failure>) {
    let session = Session::from(info);
    let mut run = Run::new(client, &session);
    let result = run.steps(steps, String::new()).await;
    (run.count, result)
}

/// The session a file runs in: its id (none without a control API) and who can sign in.
struct Session {
    id: Option<String>,
    /// Its brand, when the run opened it.
    brand: Option<String>,
    /// A role or an email, and its API key.
    keys: Vec<(String, String)>,
}

impl From<SessionInfo> for Session {
    fn from(info: SessionInfo) -> Session {
        let mut keys = Vec::new();
        for user in info.users {
            let role = serde_json::to_value(user.role).ok().and_then(|r| r.as_str().map(str::to_owned)).unwrap_or_default();
            keys.push((role, user.api_key.clone()));
            keys.push((user.email, user.api_key));
        }
        Session { id: Some(info.session), brand: Some(info.brand), keys }
    }
}

impl Session {
    /// A new session through the target's control API.
    async fn open(client: &Client, setup: &SessionCreate) -> Result<Session, String> {
        let body = serde_json::to_string(setup).map_err(|e| e.to_string())?;
        let request =
            Request { method: "POST".into(), uri: "/__sim/sessions".into(), headers: Vec::new(), body: Some((JSON, body)) };
        let answer = client.send(&request).await.map_err(|e| format!("could not create a session: {e}"))?;
        if answer.status != 200 {
            let hint = if answer.status == 404 { " (no control API there? then pass --key ROLE=KEY)" } else { "" };
            return Err(format!("could not create a session: status {}: {}{hint}", answer.status, answer.text.trim()));
        }
        let info: SessionInfo = serde_json::from_str(&answer.text).map_err(|e| format!("not a session: {e}"))?;
        Ok(Session::from(info))
    }

    fn key(&self, user: &str) -> Result<&str, String> {
        self.keys.iter().find(|(name, _)| name == user).map(|(_, key)| key.as_str()).ok_or_else(|| {
            let names: Vec<&str> = self.keys.iter().map(|(name, _)| name.as_str()).collect();
            format!("unknown user `{user}`: this session has {}", names.join(", "))
        })
    }
}

struct Run<'a> {
    client: &'a Client,
    session: &'a Session,
    vars: Vars,
    count: usize,
    /// The last call's request and answer (what an `until` checks).
    last: Option<(Request, Answer)>,
    /// Every call's request and answer, when the run keeps them instead of checking them.
    observed: Option<Vec<Observed>>,
    /// Every call, for coverage.
    seen: Vec<Seen>,
    /// The session's site configuration, read once for `when: {feature}`.
    site: Option<Value>,
    /// Steps skipped, each with its reason.
    skipped: Vec<String>,
    /// The flags `when` read, with their state.
    flags: BTreeMap<String, bool>,
    /// The session clock's speed when it runs in real time (an `until` then polls); `None` for
    /// a manual clock (an `until` moves it on).
    speed: Option<f64>,
}

impl<'a> Run<'a> {
    fn new(client: &'a Client, session: &'a Session) -> Run<'a> {
        let mut vars = Vars::new();
        if let Some(id) = &session.id {
            vars.insert("session".into(), Value::String(id.clone()));
        }
        if let Some(brand) = &session.brand {
            vars.insert("brand".into(), Value::String(brand.clone()));
        }
        Run {
            client,
            session,
            vars,
            count: 0,
            last: None,
            observed: None,
            seen: Vec::new(),
            site: None,
            skipped: Vec::new(),
            flags: BTreeMap::new(),
            speed: None,
        }
    }

    fn steps<'s>(&'s mut self, steps: &'s [Step], prefix: String) -> BoxFuture<'s, Result<(), Failure>> {
        Box::pin(async move {
            for (i, step) in steps.iter().enumerate() {
                let label = match prefix.as_str() {
                    "" => format!("step {}", i + 1),
                    _ => format!("{prefix} › step {}", i + 1),
                };
                if let Some(when) = &step.when
                    && self.feature_on(&when.feature).await.map_err(|e| failure(step, &label, e))? != when.on
                {
                    let state = if when.on { "off" } else { "on" };
                    self.skipped.push(format!(
                        "{}: {label} skipped: feature `{}` is {state} for this brand",
                        step.at,
                        when.feature.to_string().trim_start_matches("$.")
                    ));
                    continue;
                }
                self.count += 1;
                self.step(step, label).await?;
            }
            Ok(())
        })
    }

    async fn step(&mut self, step: &Step, label: String) -> Result<(), Failure> {
        let fail = |message: String| failure(step, &label, message);
        match &step.kind {
            Kind::Call(call) => self.call(step, call, &label).await,
            Kind::Advance(seconds) => self.control(step, &label, "clock/advance", json!({ "seconds": seconds })).await,
            Kind::Fault(fault) => {
                let rule = serde_json::to_value(fault).map_err(|e| fail(e.to_string()))?;
                let rule = render(&rule, &self.vars).map_err(fail)?;
                self.control(step, &label, "faults", rule).await
            }
            Kind::Repeat { times, steps } => {
                for k in 1..=*times {
                    self.steps(steps, format!("{label} › iteration {k}")).await?;
                }
                Ok(())
            }
            Kind::Until { max, wait, steps, expect } => self.until(step, &label, (*max, *wait), steps, expect).await,
            Kind::Include { steps, .. } => self.steps(steps, label.clone()).await,
            Kind::Set(vars) => {
                self.vars.extend(render_map(vars, &self.vars).map_err(fail)?);
                Ok(())
            }
        }
    }

    /// Tries `steps` until their last answer meets `expect`. With `wait`, between tries a manual
    /// clock moves on `every` seconds, up to `within`; a realtime one is polled with back-off
    /// (50 ms, doubling, at most `every` of its time) for `within` of its time.
    async fn until(
        &mut self,
        step: &Step,
        label: &str,
        bounds: (Option<u32>, Option<Wait>),
        steps: &[Step],
        expect: &Expect,
    ) -> Result<(), Failure> {
        let (max, wait) = bounds;
        let written = expect;
        let expect = render_expect(expect, &self.vars).map_err(|e| failure(step, label, e))?;
        let (started, mut waited, mut pause) = (Instant::now(), 0, Duration::from_millis(50));
        for k in 1.. {
            self.last = None;
            self.steps(steps, format!("{label} › iteration {k}")).await?;
            let Some((request, answer)) = &self.last else {
                return Err(failure(step, label, "`until` needs a `call` among its steps".into()));
            };
            let found = expect::mismatches(&expect, answer);
            if found.is_empty() {
                return Ok(());
            }
            let out_of_time = match (wait, self.speed) {
                (None, _) => None,
                (Some(w), None) => (waited + w.every > w.within).then(|| format!("{} s of the session's clock", w.within)),
                (Some(w), Some(speed)) => (started.elapsed().as_secs_f64() * speed > w.within as f64)
                    .then(|| format!("{} s of the session's realtime clock (×{speed})", w.within)),
            };
            let out_of_tries = (max == Some(k)).then(|| format!("{k} iterations"));
            if let Some(spent) = out_of_time.or(out_of_tries) {
                let mut f = failure(step, label, format!("not met after {spent}: {}", all(&found)));
                let written = Written { expect: written.clone(), vars: self.vars.clone() };
                f.exchange = Some(exchange(request, None, describe(&expect), answer, found, Some(written)));
                return Err(f);
            }
            match (wait, self.speed) {
                (Some(w), None) => {
                    self.control(step, label, "clock/advance", json!({ "seconds": w.every })).await?;
                    waited += w.every;
                }
                (Some(w), Some(speed)) => {
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(Duration::from_secs_f64(w.every as f64 / speed).max(Duration::from_millis(50)));
                }
                (None, _) => {}
            }
        }
        Ok(())
    }

    async fn call(&mut self, step: &Step, call: &Call, label: &str) -> Result<(), Failure> {
        let fail = |message: String| failure(step, label, message);
        let request = self.request(call).map_err(fail)?;
        let expect = render_expect(&call.expect, &self.vars).map_err(fail)?;
        let answer = self.send(&request, label).await.map_err(fail)?;
        let user = call.user.as_deref();
        if let Some(observed) = &mut self.observed {
            observed.push(Observed { request: request.clone(), answer: answer.clone() });
        } else {
            let found = expect::mismatches(&expect, &answer);
            if !found.is_empty() {
                let mut f = fail(all(&found));
                let written = Written { expect: call.expect.clone(), vars: self.vars.clone() };
                f.exchange = Some(exchange(&request, user, describe(&expect), &answer, found, Some(written)));
                return Err(f);
            }
        }
        for (var, path) in &call.save {
            let path = expect::render_path(path, &self.vars).map_err(fail)?;
            let Some(value) = answer.json.as_ref().and_then(|json| path.get(json)) else {
                let m = Mismatch {
                    check: Check::Save,
                    message: format!("save `{var}`: {path} is not in the answer"),
                    mark: Some(path.0.clone()),
                };
                let mut f = fail(m.message.clone());
                f.exchange = Some(exchange(&request, user, describe(&expect), &answer, vec![m], None));
                return Err(f);
            };
            self.vars.insert(var.clone(), value.clone());
        }
        self.last = Some((request, answer));
        Ok(())
    }

    /// The session brand's site configuration (`GET /v1/config/ui/config`, the console's own
    /// source; not counted as a step's call), read once.
    async fn site(&mut self) -> Result<&Value, String> {
        if self.site.is_none() {
            let headers = self.session.id.iter().map(|id| (SESSION_HEADER.to_string(), id.clone())).collect();
            let request = Request { method: "GET".into(), uri: "/v1/config/ui/config".into(), headers, body: None };
            let answer = self.client.send(&request).await?;
            self.site = answer.json.filter(|_| answer.status == 200);
        }
        self.site.as_ref().ok_or_else(|| "`when`: the site configuration did not load".to_string())
    }

    /// Whether the session's brand has `flag` on.
    async fn feature_on(&mut self, flag: &JsonPath) -> Result<bool, String> {
        let on = flag_on(flag, self.site().await?)?;
        // Coverage counts a flag by its name in the site configuration (`vmsEnabled`), not its path.
        self.flags.insert(flag.to_string().trim_start_matches("$.").to_string(), on);
        Ok(on)
    }

    /// Whether the brand meets the file's `when`: the first condition it does not meet, as the
    /// reason its run is skipped.
    async fn unmet(&mut self, conditions: &[When]) -> Result<Option<String>, String> {
        for when in conditions {
            let on = self.feature_on(&when.feature).await?;
            if let Some(why) = when.unmet_when(on) {
                return Ok(Some(why));
            }
        }
        Ok(None)
    }

    /// Sends `request` and keeps it, redacted, with its answer and timing (for coverage and
    /// `--report`).
    async fn send(&mut self, request: &Request, label: &str) -> Result<Answer, String> {
        let started = Instant::now();
        let answer = self.client.send(request).await?;
        let mut seen = redact::seen(request, &answer);
        seen.step = label.to_string();
        seen.elapsed = started.elapsed();
        self.seen.push(seen);
        Ok(answer)
    }

    /// The call with its variables replaced and its API key, query, headers and body in place.
    fn request(&self, call: &Call) -> Result<Request, String> {
        let mut uri = render_text(&call.target, &self.vars)?;
        let query = encode(&render_map(&call.query, &self.vars)?)?;
        if !query.is_empty() {
            uri.push(if uri.contains('?') { '&' } else { '?' });
            uri.push_str(&query);
        }
        let mut headers = Vec::new();
        if let Some(user) = &call.user {
            let user = render_text(user, &self.vars)?;
            headers.push(("apikey".to_string(), self.session.key(&user)?.to_string()));
        } else if let Some(id) = &self.session.id {
            headers.push((SESSION_HEADER.to_string(), id.clone()));
        }
        for (name, value) in render_map(&call.headers, &self.vars)? {
            headers.push((name.clone(), scalar(&name, &value)?));
        }
        let body = match (&call.form, &call.json) {
            (Some(form), _) => Some((FORM, encode(&render_map(form, &self.vars)?)?)),
            (None, Some(json)) => Some((JSON, render(json, &self.vars)?.to_string())),
            (None, None) => None,
        };
        Ok(Request { method: call.method.clone(), uri, headers, body })
    }

    /// `POST /__sim/sessions/{id}/{tail}` with `body`; anything but 200 fails the step.
    async fn control(&mut self, step: &Step, label: &str, tail: &str, body: Value) -> Result<(), Failure> {
        let fail = |message: String| failure(step, label, message);
        let Some(id) = &self.session.id else {
            return Err(fail("this step needs the control API (/__sim), which a run with --key goes without".into()));
        };
        let request = Request {
            method: "POST".into(),
            uri: format!("/__sim/sessions/{id}/{tail}"),
            headers: Vec::new(),
            body: Some((JSON, body.to_string())),
        };
        let answer = self.send(&request, label).await.map_err(fail)?;
        let expect = Expect { status: Some(200), ..Expect::default() };
        if let Err(m) = expect::check(&expect, &answer) {
            let mut f = fail(format!("the control API refused it: {}", m.message));
            f.exchange = Some(exchange(&request, None, describe(&expect), &answer, vec![m], None));
            return Err(f);
        }
        Ok(())
    }
}

fn failure(step: &Step, label: &str, message: String) -> Failure {
    let what = match &step.kind {
        Kind::Call(call) => format!("call {} {}", call.method, call.target),
        Kind::Advance(seconds) => format!("advance {seconds} s"),
        Kind::Fault(fault) => format!("fault {} {}", fault.method.as_deref().unwrap_or("*"), fault.path),
        Kind::Repeat { times, .. } => format!("repeat {times} times"),
        Kind::Until { max: Some(max), .. } => format!("until (at most {max} iterations)"),
        Kind::Until { wait: Some(w), .. } => format!("until (every {} s, within {} s)", w.every, w.within),
        Kind::Until { .. } => "until".into(),
        Kind::Include { path, .. } => format!("include {path}"),
        Kind::Set(vars) => format!("set {}", vars.keys().cloned().collect::<Vec<_>>().join(", ")),
    };
    Failure { at: step.at.to_string(), step: Some(format!("{label}: {what}")), message, exchange: None }
}

/// Every mismatch's message, for a failure's headline.
fn all(found: &[Mismatch]) -> String {
    found.iter().map(|m| m.message.as_str()).collect::<Vec<_>>().join("; ")
}

fn exchange(
    request: &Request,
    user: Option<&str>,
    expected: Vec<String>,
    answer: &Answer,
    mismatches: Vec<Mismatch>,
    written: Option<Written>,
) -> Box<Exchange> {
    let body = request.body.as_ref().map(|(content_type, text)| match serde_json::from_str::<Value>(text) {
        Ok(json) if *content_type == JSON => serde_json::to_string_pretty(&json).unwrap_or_else(|_| text.clone()),
        _ => text.clone(),
    });
    let named = |name: &String| written.iter().any(|w| w.expect.headers.iter().any(|(n, _)| n.eq_ignore_ascii_case(name)));
    let headers = answer.headers.iter().filter(|(name, _)| named(name)).cloned().collect();
    Box::new(Exchange {
        method: request.method.clone(),
        uri: request.uri.clone(),
        user: user.map(str::to_owned),
        body,
        expected,
        status: answer.status,
        headers,
        answer: answer.text.clone(),
        json: answer.json.clone(),
        mismatches,
        written,
    })
}

fn render_map(map: &serde_json::Map<String, Value>, vars: &Vars) -> Result<serde_json::Map<String, Value>, String> {
    match render(&Value::Object(map.clone()), vars)? {
        Value::Object(rendered) => Ok(rendered),
        _ => Ok(serde_json::Map::new()),
    }
}

/// `key=value&…` (a list repeats its key), for a query or a form body.
fn encode(map: &serde_json::Map<String, Value>) -> Result<String, String> {
    let mut pairs = Vec::new();
    for (key, value) in map {
        match value {
            Value::Array(items) => {
                for item in items {
                    pairs.push((key.as_str(), scalar(key, item)?));
                }
            }
            one => pairs.push((key.as_str(), scalar(key, one)?)),
        }
    }
    serde_html_form::to_string(&pairs).map_err(|e| e.to_string())
}

fn scalar(key: &str, value: &Value) -> Result<String, String> {
    match value {
        Value::String(s) => Ok(s.clone()),
        Value::Null => Ok(String::new()),
        Value::Bool(_) | Value::Number(_) => Ok(value.to_string()),
        _ => Err(format!("`{key}`: query, form and header values are text, numbers, booleans or (query and form) lists of them")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_is_realtime_at_its_speed_or_manual() {
        assert_eq!(realtime_speed(None), None);
        assert_eq!(realtime_speed(Some("manual")), None);
        assert_eq!(realtime_speed(Some("realtime")), Some(1.0));
        assert_eq!(realtime_speed(Some("realtime:600")), Some(600.0));
        assert_eq!(realtime_speed(Some("realtime:0")), None);
    }

    #[test]
    fn forms_repeat_keys_for_lists() {
        let map = json!({"a": "x y", "b": [1, true], "c": null}).as_object().cloned().unwrap_or_default();
        assert_eq!(encode(&map).unwrap(), "a=x+y&b=1&b=true&c=");
        let nested = json!({"a": {"b": 1}}).as_object().cloned().unwrap_or_default();
        assert!(encode(&nested).unwrap_err().starts_with("`a`: "));
    }
}
