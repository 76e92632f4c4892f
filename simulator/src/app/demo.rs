//! Demo worlds (`scenarios/demo/<brand>.yaml`, compiled into the binary, scenarios/qa/README.md#format): the seeded
//! users and accounts at `start - history`, then the file's steps through the public API of a
//! private in-process simulator (so nothing reaches a journal or a state file's log: the world
//! follows from brand, seed and start), then the clock moved on to `start`. Each world is built
//! once per brand, seed and start; sessions and resets share it until they change it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use axum::Router;
use jiff::{SignedDuration, Timestamp};
use parking_lot::Mutex;
use rust_embed::RustEmbed;
use spec::config::Brand;
use spec::control::{ClockMode, Role, WorldKind};

use crate::edge::{AppState, Options};
use crate::faults::Faults;
use crate::scenario::client::Client;
use crate::scenario::load::{self, DemoScript, Disk, Files, tidy};
use crate::scenario::report::Failure;
use crate::scenario::runner;
use crate::seed;
use crate::session::{Origin, Session, SessionDefaults, SessionHandle, Snapshot};
use crate::world::World;

/// Where the files are written, as errors name them.
const FOLDER: &str = "scenarios/demo";
/// The folder both the demo files and the named states (`super::states`, which include demo
/// fragments) are embedded from.
const SCENARIOS: &str = "scenarios";
/// Built worlds kept; more distinct (brand, seed, start) than this and the cache starts over.
const CACHED: usize = 64;

#[derive(RustEmbed)]
#[folder = "../scenarios/"]
#[include = "demo/*.yaml"]
#[include = "states/*.yaml"]
pub(super) struct ScenarioFiles;

/// The demo and state files in the binary, by their path under [`SCENARIOS`].
pub(super) struct Embedded;

impl Files for Embedded {
    fn read(&self, file: &Path) -> Result<String, String> {
        let file = tidy(file);
        let name = file.strip_prefix(SCENARIOS).map_err(|_| format!("not under {SCENARIOS}"))?;
        let file = ScenarioFiles::get(&name.to_string_lossy()).ok_or("no such file in the binary")?;
        String::from_utf8(file.data.into_owned()).map_err(|e| e.to_string())
    }

    fn canonical(&self, file: &Path) -> Result<PathBuf, String> {
        self.read(file).map(|_| tidy(file))
    }
}

/// The brand's demo world with its clock at `start`; an error names the file and line at fault.
pub fn world(brand: &Arc<Brand>, seed: u64, start: Timestamp) -> Result<Arc<World>, String> {
    type Built = HashMap<(String, u64, Timestamp), Arc<World>>;
    static BUILT: LazyLock<Mutex<Built>> = LazyLock::new(Default::default);
    let key = (brand.name.clone(), seed, start);
    if let Some(world) = BUILT.lock().get(&key) {
        return Ok(world.clone());
    }
    let world = Arc::new(build_afresh(brand, seed, start)?);
    let mut built = BUILT.lock();
    if built.len() >= CACHED {
        built.clear();
    }
    built.insert(key, world.clone());
    Ok(world)
}

/// The brand's demo world built again, bypassing the cache (what `cloudsim bench` times).
pub fn build_afresh(brand: &Arc<Brand>, seed: u64, start: Timestamp) -> Result<World, String> {
    let file = Path::new(FOLDER).join(format!("{}.yaml", brand.name));
    build(&Embedded, &file, brand, seed, start).map(|(world, _)| world).map_err(|f| f.headline())
}

/// Builds the demo world of a file on disk for the brand it is named after, with `serve`'s default
/// seed and start (what `cloudsim run` does with a demo file): the steps run, and the first failure.
pub fn check(file: &Path) -> (usize, Result<(), Failure>) {
    let state = match builder() {
        Ok(state) => state,
        Err(e) => return (0, Err(Failure::new(file.display(), e))),
    };
    let name = file.file_stem().unwrap_or_default().to_string_lossy();
    let Some(brand) = state.brands.get(&name) else {
        let known = state.brands.names().collect::<Vec<_>>().join(", ");
        return (
            0,
            Err(Failure::new(file.display(), format!("a demo world is named after its brand; `{name}` is none of {known}"))),
        );
    };
    let defaults = SessionDefaults::default();
    match build(&Disk, file, brand, defaults.seed, defaults.start) {
        Ok((_, steps)) => (steps, Ok(())),
        Err(failure) => (0, Err(failure)),
    }
}

/// Runs `file` (read from `files`) for `brand` and gives the world it leaves at `start`, and the
/// number of steps run.
fn build(files: &dyn Files, file: &Path, brand: &Arc<Brand>, seed: u64, start: Timestamp) -> Result<(World, usize), Failure> {
    build_watched(files, file, brand, seed, start, |router, _| router)
}

/// [`build`], the steps sent through `watch(router, session)`: a test's way to look at the world
/// as each step leaves it.
fn build_watched(
    files: &dyn Files,
    file: &Path,
    brand: &Arc<Brand>,
    seed: u64,
    start: Timestamp,
    watch: impl FnOnce(Router, SessionHandle) -> Router,
) -> Result<(World, usize), Failure> {
    let script = load::load_demo(files, file)?;
    run(&script, file, brand, WorldBase { seed, kind: WorldKind::Demo }, start, watch).map(|built| (built.world, built.steps))
}

/// What a script's steps start from: the seed's users and accounts of this kind (a demo owner's
/// account may run into debt; an empty world's keeps its site's rule).
pub(super) struct WorldBase {
    pub seed: u64,
    pub kind: WorldKind,
}

/// What a script leaves at the start instant: the world, the fault rules its steps set, and how
/// many steps ran.
pub(super) struct Built {
    pub world: World,
    pub faults: Faults,
    pub steps: usize,
}

/// Runs `script` (read from `file`) for `brand` from the seed's `base` at `start - history`,
/// its steps sent through `watch(router, session)`, and gives what it leaves at `start`.
pub(super) fn run(
    script: &DemoScript,
    file: &Path,
    brand: &Arc<Brand>,
    base: WorldBase,
    start: Timestamp,
    watch: impl FnOnce(Router, SessionHandle) -> Router,
) -> Result<Built, Failure> {
    let WorldBase { seed, kind } = base;
    let fail = |message: String| Failure::new(file.display(), message);
    let history = i64::try_from(script.history).map(SignedDuration::from_secs).map_err(|e| fail(e.to_string()))?;
    let begin = start.checked_sub(history).map_err(|e| fail(format!("history: {e}")))?;
    let mut base = seed::world(brand, seed, kind, begin);
    if let Some(email) = &script.owner_email {
        readdress_owner(&mut base, email);
    }
    let state = builder().map_err(fail)?;
    // Never reset (no step can), so the origin only has to be honest about the base.
    let origin = Origin {
        brand: brand.name.clone(),
        seed,
        world: WorldKind::Empty,
        start: begin,
        clock: ClockMode::Manual,
        speed: 1.0,
        strict: false,
        secrets: None,
    };
    let snapshot = Snapshot {
        id: state.sessions.next_id(),
        origin,
        clock: ClockMode::Manual,
        speed: 1.0,
        world: base,
        faults: Faults::new(seed),
    };
    let session = Session::from_snapshot(snapshot, brand.clone(), state.worlds);
    let info = session.info();
    let handle = state.sessions.insert(session);
    let client = Client::in_process(watch(super::app(state.clone()), handle.clone()), Duration::from_secs(60));
    let (steps, ran) = block_on(runner::run_steps(&client, info.clone(), &script.steps));
    state.sessions.remove(&info.session);
    ran?;
    let mut session = handle.lock();
    if session.world.now > start {
        let over = session.world.now.duration_since(start);
        return Err(fail(format!("the steps end {over:#} after the start instant: make `history` longer")));
    }
    session.advance_to(start);
    let mut world = std::mem::replace(&mut *session.world, World::new(seed, start));
    // The owner is the one signed in now: the person giving the demo.
    if let Some(owner) = world.identity.users.values_mut().find(|u| u.role == Role::Owner) {
        owner.last_activity = Some(start);
    }
    let faults = std::mem::replace(&mut session.faults, Faults::new(seed));
    Ok(Built { world, faults, steps })
}

/// Gives the owner `email`, on their user and on their accounts that carried the old one: the
/// persona's address at their company, not the seed's generated one.
fn readdress_owner(world: &mut World, email: &str) {
    let Some(owner) = world.identity.users.values_mut().find(|u| u.role == Role::Owner) else { return };
    let old = std::mem::replace(&mut owner.email, email.to_string());
    let id = owner.id;
    for account in world.billing.accounts.values_mut().filter(|a| a.user_id == id) {
        if let Some(address) = account.details.get_mut("email").filter(|address| **address == old) {
            *address = email.to_string();
        }
    }
}

/// The private simulator demo worlds are built in, made once per process (its brands and request
/// validators are the costly part); each build runs in a session of its own there.
fn builder() -> Result<AppState, String> {
    static BUILDER: LazyLock<Result<AppState, String>> = LazyLock::new(|| AppState::new(Options::default()));
    BUILDER.clone()
}

/// Runs `future` to completion on a thread of its own with a single-threaded runtime, so worlds
/// can be built from synchronous code whether or not it runs inside a runtime.
fn block_on<F: Future + Send>(future: F) -> F::Output
where
    F::Output: Send,
{
    std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a current-thread runtime needs no resources that can run out");
            runtime.block_on(future)
        });
        worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use rust_decimal::Decimal;

    use super::*;
    use crate::brands::Brands;

    fn start() -> Timestamp {
        crate::session::DEFAULT_START.parse().unwrap()
    }

    /// Files held in memory, for scripts written in a test.
    struct Inline(BTreeMap<PathBuf, &'static str>);

    impl Files for Inline {
        fn read(&self, file: &Path) -> Result<String, String> {
            self.0.get(file).map(|text| text.to_string()).ok_or_else(|| "no such file".into())
        }

        fn canonical(&self, file: &Path) -> Result<PathBuf, String> {
            self.read(file).map(|_| tidy(file))
        }
    }

    #[test]
    fn every_brand_keeps_its_demo_promises_at_the_default_start() {
        let brands = Brands::embedded().unwrap();
        for brand in brands.names().map(|name| brands.get(name).unwrap()) {
            let world = world(brand, 3, start()).unwrap_or_else(|e| panic!("{e}"));
            let broken = seed::promise::broken(brand, &world, start());
            assert!(broken.is_empty(), "{}: {broken:#?}", brand.name);
        }
    }

    /// The main account's charges by the hour they were made for (unix seconds of its start),
    /// from the world as each step left it: between two steps only the clock moves (with the
    /// backups it runs), so what the account was charged in between is taken as even over the
    /// billing hours in between.
    fn hourly_charges(brand: &Arc<Brand>) -> (World, BTreeMap<i64, Decimal>) {
        type Samples = Arc<Mutex<Vec<(Timestamp, Decimal)>>>;
        let samples: Samples = Arc::default();
        let kept = samples.clone();
        let file = Path::new(FOLDER).join(format!("{}.yaml", brand.name));
        let watch = move |router: Router, session: SessionHandle| {
            router.layer(axum::middleware::map_response(move |response: axum::response::Response| {
                let session = session.lock();
                kept.lock().push((session.world.now, charged(&session.world)));
                async move { response }
            }))
        };
        let (world, _) = build_watched(&Embedded, &file, brand, 3, start(), watch).unwrap_or_else(|f| panic!("{}", f.headline()));
        let mut samples = std::mem::take(&mut *samples.lock());
        samples.push((world.now, charged(&world)));
        let mut hours = BTreeMap::new();
        for pair in samples.windows(2) {
            let ((from, before), (to, after)) = (pair[0], pair[1]);
            // The billing hour at a whole hour charges the hour that ended then.
            let ended: Vec<i64> = (from.as_second().div_euclid(3600) + 1..=to.as_second().div_euclid(3600)).collect();
            if ended.is_empty() {
                continue;
            }
            let each = (after - before) / Decimal::from(ended.len());
            for end in ended {
                *hours.entry(end * 3600 - 3600).or_insert(Decimal::ZERO) += each;
            }
        }
        (world, hours)
    }

    /// Everything the owner's default account was charged, every month's usage together.
    fn charged(world: &World) -> Decimal {
        main_account(world).map_or(Decimal::ZERO, |a| a.usage.values().flat_map(|m| m.values()).map(|r| r.cost).sum())
    }

    fn main_account(world: &World) -> Option<&crate::domain::billing::BillingAccountRecord> {
        let owner = world.identity.users.values().find(|u| u.role == Role::Owner)?;
        world.billing.accounts.values().find(|a| a.user_id == owner.id && a.is_default)
    }

    /// Issue 43: a demo world looked generated, every resource living the whole period, so every
    /// day cost the same and the credit lasted about 8 days. Its resources now come and go, run on
    /// working days and are resized, and the second top-up is sized for months.
    #[test]
    fn a_demo_worlds_daily_spend_varies_and_its_credit_lasts_months() {
        const DAY: i64 = 86_400;
        let brands = Brands::embedded().unwrap();
        let now = start().as_second();
        let mut broken = Vec::new();
        for brand in brands.names().map(|name| brands.get(name).unwrap()) {
            let (world, hours) = hourly_charges(brand);
            let spent = |from: i64, to: i64| hours.range(from..to).map(|(_, c)| *c).sum::<Decimal>();
            let today = now.div_euclid(DAY) * DAY;
            let days: Vec<Decimal> =
                (1..=30).rev().map(|back| spent(today - back * DAY, today - (back - 1) * DAY).round_dp(2)).collect();
            let distinct: std::collections::BTreeSet<_> = days.iter().collect();
            let per_day = spent(now - 7 * DAY, now) / Decimal::from(7);
            let main = main_account(&world).unwrap();
            let credit = crate::domain::billing::standing::running_totals(main, start()).credit_available.0;
            let runway = if per_day > Decimal::ZERO { credit / per_day } else { Decimal::MAX };
            if distinct.len() < 4 {
                broken.push(format!("{}: the last 30 days' spend takes only {} values: {days:?}", brand.name, distinct.len()));
            }
            if runway < Decimal::from(60) {
                broken.push(format!("{}: the credit lasts {runway:.1} days ({credit} at {per_day:.2} a day)", brand.name));
            }
        }
        assert!(broken.is_empty(), "{broken:#?}");
    }

    #[test]
    fn a_demo_world_is_the_same_every_time_it_is_built() {
        let brands = Brands::embedded().unwrap();
        let brand = brands.default_brand();
        let file = Path::new(FOLDER).join("pilvio.yaml");
        let once = build(&Embedded, &file, brand, 9, start()).unwrap().0;
        let twice = build(&Embedded, &file, brand, 9, start()).unwrap().0;
        assert_eq!(serde_json::to_string(&once).unwrap(), serde_json::to_string(&twice).unwrap());
        let other = build(&Embedded, &file, brand, 10, start()).unwrap().0;
        assert_ne!(serde_json::to_string(&once).unwrap(), serde_json::to_string(&other).unwrap());
    }

    #[test]
    fn a_broken_demo_file_is_reported_at_its_line() {
        let brands = Brands::embedded().unwrap();
        let brand = brands.default_brand();
        let main = PathBuf::from("scenarios/demo/broken.yaml");
        let fragment = PathBuf::from("scenarios/demo/_part.yaml");
        let build = |text: &'static str| {
            let files = Inline(BTreeMap::from([
                (main.clone(), text),
                (fragment.clone(), "steps:\n  - advance: 1h\n  - call: GET /v1/nowhere\n    as: owner\n"),
            ]));
            build(&files, &main, brand, 1, start()).map(|_| ()).unwrap_err().headline()
        };
        let refused = build("history: 1d\nsteps:\n  - advance: 1h\n  - call: POST /v1/user-resource/vm\n    as: owner\n");
        assert!(refused.starts_with("scenarios/demo/broken.yaml:4: step 2: call POST"), "{refused}");
        let nested = build("history: 1d\nsteps:\n  - include: _part.yaml\n");
        assert!(nested.starts_with("scenarios/demo/_part.yaml:3: step 1 › step 2"), "{nested}");
        let unknown = build("history: 1d\nbrand: pilvio\nsteps: []\n");
        assert!(unknown.starts_with("scenarios/demo/broken.yaml:2:"), "{unknown}");
        let late = build("history: 1h\nsteps:\n  - advance: 2h\n");
        assert!(late.contains("make `history` longer"), "{late}");
        let address = build("history: 1d\nowner_email: kadri at home\nsteps: []\n");
        assert!(address.starts_with("scenarios/demo/broken.yaml:2:") && address.contains("owner_email"), "{address}");
    }

    /// Issue 43: the demo owner was greeted by the persona's name beside the seed's generated
    /// address (`brook.crona@example.com`) in the header. Each persona now writes from their
    /// company's domain, the one their billing contact uses.
    #[test]
    fn a_demo_owner_writes_from_their_company_not_from_the_seed() {
        let brands = Brands::embedded().unwrap();
        let mut broken = Vec::new();
        for brand in brands.names().map(|name| brands.get(name).unwrap()) {
            let world = world(brand, 1, start()).unwrap();
            let owner = world.identity.users.values().find(|u| u.role == Role::Owner).unwrap();
            let company = world
                .billing
                .accounts
                .values()
                .filter(|a| a.user_id == owner.id)
                .find_map(|a| a.details.get("email").and_then(|e| e.split_once('@')).map(|(_, domain)| domain.to_string()));
            let first = owner.profile.first_name.to_lowercase();
            let (local, domain) = owner.email.split_once('@').unwrap_or_default();
            if company.as_deref() != Some(domain) || !first.starts_with(&local[..1]) {
                broken.push(format!("{}: {} ({}) beside a billing contact at {company:?}", brand.name, owner.email, first));
            }
        }
        assert!(broken.is_empty(), "{broken:#?}");
    }
}
