//! Starting and stopping a server: state-file recovery and replay, the `default` session,
//! periodic snapshots, graceful shutdown.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, header};
use tower::ServiceExt;

use crate::app;
use crate::control;
use crate::edge::extract::{Replay, ReplayCaller, ReplayCredential};
use crate::edge::validate::Validators;
use crate::edge::{AppState, Options};
use crate::persist::{OpenRules, Persistence, Record};
use crate::session::Session;

pub mod connections;

/// Builds the state: loads `state_file` if given, replays its log, ensures `default` exists.
pub async fn prepare(options: Options, state_file: Option<(PathBuf, OpenRules)>) -> Result<AppState, String> {
    // The request validators are made on the other core while the brands, the demo world's file
    // and its router are read: the world's first request waits for them, not the start.
    std::thread::spawn(Validators::shared);
    let Some((path, rules)) = state_file else {
        let app = AppState::new(options)?;
        control::ensure_default_session(&app).map_err(|e| format!("{e:?}"))?;
        return Ok(app);
    };
    let (persist, recovered) = Persistence::open(&path, rules)?;
    let app = AppState::build(options, Some(persist))?;
    app.sessions.set_next_counter(recovered.next_session);
    for snapshot in recovered.sessions {
        let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| {
            format!("{}: session '{}' uses unknown brand '{}'", path.display(), snapshot.id, snapshot.origin.brand)
        })?;
        app.sessions.insert(Session::from_snapshot(snapshot, brand, app.worlds));
    }
    let router = app::app(app.clone());
    let replayed = recovered.records.len();
    for record in recovered.records {
        replay(&app, &router, record).await;
    }
    control::ensure_default_session(&app).map_err(|e| format!("{e:?}"))?;
    snapshot(&app)?;
    tracing::info!(file = %path.display(), replayed, "state restored");
    Ok(app)
}

async fn replay(app: &AppState, router: &axum::Router, record: Record) {
    let Record::Request { session, at, method, uri, caller, api_key, credential, content_type, body } = record else {
        if let Err(e) = control::apply(app, &record) {
            tracing::warn!(?e, "a logged control change no longer applies");
        }
        return;
    };
    let mut request = Request::builder().method(method.as_str()).uri(&uri);
    if let Some(key) = api_key {
        request = request.header("apikey", key);
    }
    if let Some(ct) = content_type {
        request = request.header(header::CONTENT_TYPE, ct);
    }
    let Ok(mut request) = request.body(Body::from(body)) else { return };
    request.extensions_mut().insert(Replay(at));
    if let Some(principal) = caller {
        request.extensions_mut().insert(ReplayCaller(session, principal));
    }
    if let Some(credential) = credential {
        request.extensions_mut().insert(ReplayCredential(credential));
    }
    if let Err(e) = router.clone().oneshot(request).await {
        tracing::warn!(%e, %uri, "replay failed");
    }
}

/// Writes the state file now (when there is one).
pub fn snapshot(app: &AppState) -> Result<(), String> {
    let Some(persist) = &app.persist else { return Ok(()) };
    persist.snapshot(|| {
        let sessions = app.sessions.all().iter().map(|s| s.lock().snapshot()).collect();
        (app.sessions.next_counter(), sessions)
    })
}

/// Writes a snapshot every `--snapshot-interval-ms` once something changed, off the async
/// workers, for as long as the task runs (when the server keeps a state file).
pub fn snapshot_periodically(app: AppState) -> Option<tokio::task::JoinHandle<()>> {
    let every = app.persist.as_ref().map(Persistence::snapshot_every)?;
    Some(tokio::spawn(async move {
        loop {
            tokio::time::sleep(every).await;
            if app.persist.as_ref().is_some_and(Persistence::is_dirty) {
                let app = app.clone();
                match tokio::task::spawn_blocking(move || snapshot(&app)).await {
                    Ok(Err(e)) => tracing::error!("{e}"),
                    Err(e) => tracing::error!("snapshot task failed: {e}"),
                    Ok(Ok(())) => {}
                }
            }
        }
    }))
}

/// Hands the heap freed by start-up (the demo worlds' builds, the contract's generation) back to
/// the system: glibc keeps freed pages mapped in each arena, and an idle server would carry them
/// for its whole life (issue 22). Only free pages go; what is in use stays where it is.
fn release_startup_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only returns free memory of glibc's arenas; it is thread-safe.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Serves until SIGINT or SIGTERM, then writes a last snapshot.
pub async fn serve(app: AppState, addr: SocketAddr, limits: connections::Limits) -> Result<(), String> {
    release_startup_heap();
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let stop = shutdown_signal();
    tracing::info!(%local, "cloudsim listening; console at http://{local}/app/ , control API at http://{local}/__sim");
    println!("cloudsim listening on http://{local} (console /app/, control /__sim)");
    let periodic = snapshot_periodically(app.clone());
    connections::serve(listener, app::served(app.clone()), limits, stop).await;
    if let Some(periodic) = periodic {
        periodic.abort();
    }
    snapshot(&app)?;
    tracing::info!("stopped");
    Ok(())
}

/// Drops sessions idle for `idle`, checking a few times per period, for the server's life.
pub fn evict_idle_sessions(app: AppState, idle: Duration) {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep((idle / 4).clamp(Duration::from_secs(1), Duration::from_secs(60))).await;
            for id in app.sessions.evict_idle(std::time::Instant::now(), idle) {
                tracing::info!(session = %id, "evicted after {}s idle", idle.as_secs());
            }
        }
    });
}

/// Drops demo visitors idle for `idle`, checking a few times per period, for the server's life.
pub fn evict_idle_visitors(app: AppState, idle: Duration) {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep((idle / 4).clamp(Duration::from_secs(1), Duration::from_secs(60))).await;
            let Some(visitors) = &app.visitors else { return };
            for id in visitors.evict_idle(&app.sessions, std::time::Instant::now()) {
                tracing::info!(session = %id, "a visitor left: dropped after {}s idle", idle.as_secs());
            }
        }
    });
}

/// SIGINT or SIGTERM. The handlers are installed now, not when the future is first polled, so
/// a signal sent as soon as the server says it listens is a stop, not the default death.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    use tokio::signal::unix::{SignalKind, signal};
    let interrupt = signal(SignalKind::interrupt()).ok();
    let terminate = signal(SignalKind::terminate()).ok();
    async move {
        tokio::select! {
            () = received(interrupt) => {},
            () = received(terminate) => {},
        }
    }
}

/// The next delivery of a signal whose handler is installed; never, where it could not be.
async fn received(signal: Option<tokio::signal::unix::Signal>) {
    match signal {
        Some(mut signal) => {
            signal.recv().await;
        }
        None => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use axum::http::{HeaderMap, Method, StatusCode};

    use super::*;
    use crate::edge::CORRELATION_HEADER;

    const CONSOLE: &str = "http://127.0.0.1:5173";

    async fn answer(cors_origins: &[&str], request: Request<Body>) -> (StatusCode, HeaderMap) {
        let options = Options { cors_origins: cors_origins.iter().map(|o| o.to_string()).collect(), ..Options::default() };
        let app = prepare(options, None).await.expect("a server state");
        let response = app::app(app).oneshot(request).await.expect("an answer");
        (response.status(), response.headers().clone())
    }

    fn preflight(path: &str, origin: &str) -> Request<Body> {
        Request::builder()
            .method(Method::OPTIONS)
            .uri(path)
            .header(header::ORIGIN, origin)
            .header(header::ACCESS_CONTROL_REQUEST_METHOD, "POST")
            .header(header::ACCESS_CONTROL_REQUEST_HEADERS, "apikey,content-type")
            .body(Body::empty())
            .unwrap()
    }

    fn get(path: &str, origin: &str) -> Request<Body> {
        Request::builder().uri(path).header(header::ORIGIN, origin).body(Body::empty()).unwrap()
    }

    fn allowed_origin(headers: &HeaderMap) -> Option<&str> {
        headers.get(header::ACCESS_CONTROL_ALLOW_ORIGIN).and_then(|v| v.to_str().ok())
    }

    #[tokio::test]
    async fn a_preflight_from_an_allowed_origin_may_send_the_api_key() {
        let (status, headers) = answer(&[CONSOLE], preflight("/v1/user-resource/vm", CONSOLE)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(allowed_origin(&headers), Some(CONSOLE));
        let allowed_headers = headers[header::ACCESS_CONTROL_ALLOW_HEADERS].to_str().unwrap();
        assert!(allowed_headers.contains("apikey") && allowed_headers.contains("content-type"), "{allowed_headers}");
        assert!(headers[header::ACCESS_CONTROL_ALLOW_METHODS].to_str().unwrap().contains("POST"));
    }

    #[tokio::test]
    async fn an_answer_to_an_allowed_origin_says_so_and_exposes_the_correlation_id() {
        let (status, headers) = answer(&["https://other.example", CONSOLE], get("/v1/config/ui/config", CONSOLE)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(allowed_origin(&headers), Some(CONSOLE));
        let exposed = headers[header::ACCESS_CONTROL_EXPOSE_HEADERS].to_str().unwrap();
        assert!(exposed.contains(CORRELATION_HEADER.as_str()), "{exposed}");
    }

    #[tokio::test]
    async fn a_star_allows_any_origin() {
        let (_, headers) = answer(&["*"], get("/v1/config/ui/config", "http://10.0.0.7:8000")).await;
        assert_eq!(allowed_origin(&headers), Some("http://10.0.0.7:8000"));
    }

    #[tokio::test]
    async fn other_origins_the_control_api_and_a_server_without_the_flag_get_no_cors() {
        let (status, headers) = answer(&[CONSOLE], get("/v1/config/ui/config", "http://evil.example")).await;
        assert_eq!((status, allowed_origin(&headers)), (StatusCode::OK, None));
        let (_, headers) = answer(&[CONSOLE], get("/__sim/sessions", CONSOLE)).await;
        assert_eq!(allowed_origin(&headers), None);
        let (_, headers) = answer(&[CONSOLE], preflight("/__sim/sessions", CONSOLE)).await;
        assert_eq!(allowed_origin(&headers), None);
        let (_, headers) = answer(&[], get("/v1/config/ui/config", CONSOLE)).await;
        assert_eq!(allowed_origin(&headers), None);
    }

    #[test]
    fn cors_origins_are_star_or_a_bare_http_origin() {
        for good in ["*", CONSOLE, "https://console.example.com", "http://[::1]:8080"] {
            assert_eq!(crate::edge::cors::parse_cors_origin(good).as_deref(), Ok(good));
        }
        for bad in ["", "127.0.0.1:5173", "ftp://host", "http://", "http://host/app", "http://host:1 "] {
            assert!(crate::edge::cors::parse_cors_origin(bad).is_err(), "{bad:?} was accepted");
        }
    }
}
