//! Starting and stopping a server: state-file recovery and replay, the `default` session,
//! periodic snapshots, graceful shutdown.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Request, header};
use tower::ServiceExt;

use crate::http::extract::{Replay, ReplayCaller, ReplayCredential};
use crate::persist::{Persistence, Record};
use crate::session::Session;
use crate::{AppState, Options, control};

/// Builds the state: loads `state_file` if given, replays its log, ensures `default` exists.
pub async fn prepare(options: Options, state_file: Option<PathBuf>) -> Result<AppState, String> {
    let Some(path) = state_file else {
        let app = AppState::new(options)?;
        control::ensure_default_session(&app).map_err(|e| format!("{e:?}"))?;
        return Ok(app);
    };
    let (persist, recovered) = Persistence::open(&path)?;
    let app = AppState::build(options, Some(persist))?;
    app.sessions.set_next_counter(recovered.next_session);
    for snapshot in recovered.sessions {
        let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| {
            format!("{}: session '{}' uses unknown brand '{}'", path.display(), snapshot.id, snapshot.origin.brand)
        })?;
        app.sessions.insert(Session::from_snapshot(snapshot, brand));
    }
    let router = crate::app(app.clone());
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
        if let Err(e) = control::apply(app, &record, false) {
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

/// Serves until SIGINT or SIGTERM, then writes a last snapshot.
pub async fn serve(app: AppState, addr: SocketAddr) -> Result<(), String> {
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    tracing::info!(%local, "cloudsim listening; console at http://{local}/app/ , control API at http://{local}/__sim");
    println!("cloudsim listening on http://{local} (console /app/, control /__sim)");
    if app.persist.is_some() {
        let periodic = app.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(10)).await;
                if periodic.persist.as_ref().is_some_and(Persistence::is_dirty) {
                    let app = periodic.clone();
                    match tokio::task::spawn_blocking(move || snapshot(&app)).await {
                        Ok(Err(e)) => tracing::error!("{e}"),
                        Err(e) => tracing::error!("snapshot task failed: {e}"),
                        Ok(Ok(())) => {}
                    }
                }
            }
        });
    }
    axum::serve(listener, crate::app(app.clone())).with_graceful_shutdown(shutdown_signal()).await.map_err(|e| e.to_string())?;
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

async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        _ = interrupt => {},
        () = terminate => {},
    }
}
