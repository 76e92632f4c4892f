//! The `cloudsim` command line. No logic here: it parses flags and calls the library.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};
use simulator::answer_cache::Limits as AnswerLimits;
use simulator::clock::SimClock;
use simulator::journal::Limits;
use simulator::server::connections::Limits as ConnectionLimits;
use simulator::session::visitors::VisitorLimits;
use simulator::{Options, SessionDefaults, server};
use spec::control::WorldKind;

#[derive(Parser)]
#[command(name = "cloudsim", version, about = "A stateful simulator of the cloud provider's /v1 API, with its console at /app")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API, the control API (/__sim) and the console (/app).
    Serve(Serve),
    /// Print the performance figures (docs/reference/benchmarks.md#targets) on this machine; build with --release.
    Bench(simulator::bench::BenchArgs),
    /// Run scenario files (or folders of them), each in a fresh session; exit 1 if any fails.
    Run(simulator::scenario::RunArgs),
    /// Walk the API with the model of the VM lifecycle and write the walks that reach something
    /// new as scenario files (a walk the simulator disagrees with as disagreement-*.yaml; exit 1).
    Explore(simulator::scenario::explore::ExploreArgs),
    /// Proxy a real API, writing each exchange (redacted) and a scenario replaying them to --out.
    Record(simulator::fidelity::record::RecordArgs),
    /// Check recorded answers against the contract and the simulator; exit 1 on unexplained drift.
    Drift(simulator::fidelity::drift::DriftArgs),
}

#[derive(clap::Args)]
struct Serve {
    /// Port to listen on (0 picks a free one).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Listen on every interface instead of 127.0.0.1 (the control API becomes reachable too:
    /// set a control token).
    #[arg(long)]
    public: bool,
    /// A host name the control API and the sandbox pages answer to besides loopback ones (what
    /// clients put in `Host`, e.g. a service container's name); repeatable.
    #[arg(long = "allowed-host", value_name = "NAME")]
    allowed_hosts: Vec<String>,
    /// Brand of the default session and of new sessions (a file name in scenarios/brands).
    #[arg(long, default_value = simulator::brands::DEFAULT_BRAND)]
    brand: String,
    /// Seed of the default session's world; same seed and same requests give the same answers.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// API keys, tokens and sign-in tokens derived from the seed and session id (the same on every
    /// server, for tests that need known values) instead of sealed with a key from the operating
    /// system's random source (anyone who knows the seed could use them).
    #[arg(long, env = "CLOUDSIM_DETERMINISTIC_SECRETS")]
    deterministic_secrets: bool,
    /// Which world new sessions start with.
    #[arg(long, value_enum, default_value_t = World::Demo)]
    world: World,
    /// `manual` (time moves only when advanced) or `realtime[:speed]`, e.g. `realtime:60`.
    #[arg(long, default_value = "manual")]
    clock: String,
    /// Simulated start instant: RFC 3339 (e.g. 2026-01-05T09:00:00Z) or `now` for the wall clock.
    #[arg(long, default_value = simulator::session::DEFAULT_START)]
    start: String,
    /// New sessions behave as the live API is evidenced to (docs/reference/strict-mode.md); each
    /// session may switch with `PUT /__sim/sessions/{id}/strict`.
    #[arg(long)]
    strict: bool,
    /// Keep every session in this file across restarts (with a write-ahead log beside it).
    #[arg(long)]
    state_file: Option<PathBuf>,
    /// Start even when part of the state file cannot be used (a damaged log line, a log without
    /// its snapshot or of another generation): that part is renamed aside and its loss logged.
    #[arg(long, requires = "state_file")]
    accept_state_loss: bool,
    /// How often a changed state is written to --state-file as a new snapshot.
    #[arg(long, value_name = "MILLISECONDS", default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    snapshot_interval_ms: u64,
    /// Require `Authorization: Bearer <token>` on the control API (not on the browser-facing
    /// identity-provider and payment pages under /__sim/idp and /__sim/pay).
    #[arg(long, env = "CLOUDSIM_CONTROL_TOKEN")]
    control_token: Option<String>,
    /// The journal cuts each request and response body to this many bytes when it records it.
    #[arg(long, default_value_t = Limits::default().body_bytes)]
    journal_body_bytes: usize,
    /// Each session's journal keeps its newest exchanges within this many bytes.
    #[arg(long, default_value_t = Limits::default().session_bytes)]
    journal_session_bytes: usize,
    /// All sessions' journals together keep within this many bytes.
    #[arg(long, default_value_t = Limits::default().total_bytes)]
    journal_total_bytes: usize,
    /// Each session keeps rendered answers of reads (valid until its world next changes) within
    /// this many bytes; 0 turns the answer cache off.
    #[arg(long, default_value_t = AnswerLimits::default().session_bytes)]
    answer_cache_session_bytes: usize,
    /// All sessions' answer caches together keep within this many bytes.
    #[arg(long, default_value_t = AnswerLimits::default().total_bytes)]
    answer_cache_total_bytes: usize,
    /// Drop sessions nobody has reached for this many seconds (never `default`; never with
    /// --state-file, which keeps every session).
    #[arg(long, value_name = "SECONDS")]
    evict_idle: Option<u64>,
    /// A demo server for many prospects at once: every browser that opens the console gets its own
    /// session of the brand's demo world (a cookie), dropped when idle; without the control token
    /// /__sim only answers a visitor's own session (docs/reference/demo-visitors.md).
    #[arg(long, conflicts_with = "state_file")]
    demo_visitors: bool,
    /// Seconds a visitor's session is kept after its last request.
    #[arg(long, value_name = "SECONDS", requires = "demo_visitors", default_value_t = VisitorLimits::default().idle.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    visitor_idle: u64,
    /// Visitors' sessions held at once; a new visitor beyond them is answered 503 until one is idle.
    #[arg(long, requires = "demo_visitors", default_value_t = VisitorLimits::default().max, value_parser = at_least_one)]
    max_visitors: usize,
    /// New visitors one client address may bring at once; past them, --visitors-per-minute.
    #[arg(long, requires = "demo_visitors", default_value_t = VisitorLimits::default().burst)]
    visitor_burst: u32,
    /// New visitors one client address may bring per minute after its burst (429 past it).
    #[arg(long, requires = "demo_visitors", default_value_t = VisitorLimits::default().per_minute)]
    visitors_per_minute: u32,
    /// Bytes of objects one visitor's session may hold.
    #[arg(long, value_name = "BYTES", requires = "demo_visitors", default_value_t = VisitorLimits::default().storage_bytes)]
    visitor_storage_bytes: u64,
    /// Let pages of this origin (`http://host:port`, or `*` for any) call /v1 from the browser,
    /// as a console served elsewhere needs; repeatable. The control API stays same-origin.
    #[arg(long = "cors-origin", value_name = "ORIGIN", value_parser = simulator::edge::cors::parse_cors_origin)]
    cors_origins: Vec<String>,
    /// Seconds a client may take to send a request's headers (from connecting, or from the
    /// request's first byte); then the connection is closed.
    #[arg(long, value_name = "SECONDS", default_value_t = ConnectionLimits::default().header.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    header_timeout: u64,
    /// Seconds a request body may pause (a false Content-Length, a stalled chunk); then 408.
    #[arg(long, value_name = "SECONDS", default_value_t = ConnectionLimits::default().body.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    body_timeout: u64,
    /// Seconds a connection may stay open with no request in flight.
    #[arg(long, value_name = "SECONDS", default_value_t = ConnectionLimits::default().idle.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    idle_timeout: u64,
    /// Connections served at once; one more is answered 503 and closed.
    #[arg(long, default_value_t = ConnectionLimits::default().max_connections, value_parser = at_least_one)]
    max_connections: usize,
    /// Seconds a stop (SIGTERM, SIGINT) waits for requests in flight; idle clients never delay it.
    #[arg(long, value_name = "SECONDS", default_value_t = ConnectionLimits::default().shutdown_grace.as_secs())]
    shutdown_grace: u64,
    /// The built console to serve at /app (e.g. web/dist).
    #[arg(long)]
    web_dir: Option<PathBuf>,
    /// Log format.
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

#[derive(Clone, Copy, ValueEnum)]
enum World {
    /// The brand's demo world; one that fails to build is logged and the brand served empty.
    Demo,
    /// The demo world, and a failure to build it stops the server (what CI runs).
    DemoStrict,
    Empty,
}

#[derive(Clone, Copy, ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

fn main() -> std::process::ExitCode {
    let command = Cli::parse().command;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    let result = match command {
        Command::Serve(args) => {
            init_logs(args.log_format);
            runtime.block_on(serve(args))
        }
        Command::Bench(args) => runtime.block_on(simulator::bench::run(args)),
        Command::Run(args) => return runtime.block_on(simulator::scenario::run(args, &simulator::app::Local)),
        Command::Explore(args) => return runtime.block_on(simulator::scenario::explore::run(args, &simulator::app::Local)),
        Command::Record(args) => {
            init_logs(LogFormat::Text);
            runtime.block_on(simulator::fidelity::record::run(args))
        }
        Command::Drift(args) => return runtime.block_on(simulator::fidelity::drift::run(args)),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("cloudsim: {message}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn serve(args: Serve) -> Result<(), String> {
    simulator::journal::configure(Limits {
        body_bytes: args.journal_body_bytes,
        session_bytes: args.journal_session_bytes,
        total_bytes: args.journal_total_bytes,
    })?;
    let (clock, speed) = SimClock::parse(&args.clock)?;
    let start = match args.start.as_str() {
        "now" => jiff::Timestamp::now(),
        text => text.parse().map_err(|e| format!("--start: {e}"))?,
    };
    simulator::clock::check_instant("--start", start)?;
    let options = Options {
        strict: args.strict,
        control_token: args.control_token,
        web_dir: args.web_dir,
        demo_strict: matches!(args.world, World::DemoStrict),
        cors_origins: args.cors_origins,
        allowed_hosts: simulator::edge::foreign::AllowedHosts(
            args.allowed_hosts.iter().map(|h| h.to_ascii_lowercase()).collect(),
        ),
        public: args.public,
        visitors: args.demo_visitors.then(|| VisitorLimits {
            idle: Duration::from_secs(args.visitor_idle),
            max: args.max_visitors,
            burst: args.visitor_burst,
            per_minute: args.visitors_per_minute,
            storage_bytes: args.visitor_storage_bytes,
        }),
        random_secrets: !args.deterministic_secrets,
        answer_cache: AnswerLimits { session_bytes: args.answer_cache_session_bytes, total_bytes: args.answer_cache_total_bytes },
        defaults: SessionDefaults {
            brand: args.brand,
            seed: args.seed,
            world: match args.world {
                World::Demo | World::DemoStrict => WorldKind::Demo,
                World::Empty => WorldKind::Empty,
            },
            clock,
            speed,
            start,
        },
    };
    if args.evict_idle.is_some() && args.state_file.is_some() {
        return Err("--evict-idle drops sessions that --state-file promises to keep: use one of them".into());
    }
    let rules = simulator::persist::OpenRules {
        accept_loss: args.accept_state_loss,
        snapshot_every: Duration::from_millis(args.snapshot_interval_ms),
    };
    if let Some(warning) = simulator::control::exposure_warning(&options) {
        tracing::warn!("{warning}");
        eprintln!("cloudsim: warning: {warning}");
    }
    let options_visitors = options.visitors;
    let app = server::prepare(options, args.state_file.map(|path| (path, rules))).await?;
    if let Some(limits) = options_visitors {
        server::evict_idle_visitors(app.clone(), limits.idle);
    }
    if let Some(seconds) = args.evict_idle {
        server::evict_idle_sessions(app.clone(), std::time::Duration::from_secs(seconds.max(1)));
    }
    let ip = if args.public { IpAddr::V4(Ipv4Addr::UNSPECIFIED) } else { IpAddr::V4(Ipv4Addr::LOCALHOST) };
    let limits = ConnectionLimits {
        header: Duration::from_secs(args.header_timeout),
        body: Duration::from_secs(args.body_timeout),
        idle: Duration::from_secs(args.idle_timeout),
        max_connections: args.max_connections,
        shutdown_grace: Duration::from_secs(args.shutdown_grace),
    };
    server::serve(app, SocketAddr::new(ip, args.port), limits).await
}

fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("a whole number of at least 1, got '{text}'")),
    }
}

fn init_logs(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().init(),
    }
}
