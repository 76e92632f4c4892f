//! Accepting and serving HTTP/1.1 connections so that no client can exhaust the server: a header
//! that does not arrive in time, a body that stalls (a false `Content-Length`, an absurd chunk
//! size) and a connection idle between requests are all ended; past the connection limit a client
//! gets 503 at once; an accept error (out of file descriptors) is logged and retried after a
//! back-off, never fatal; and a stop waits for requests in flight only for a short grace period,
//! never for idle clients. The defaults are `serve --help`'s.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response};
use hyper::body::{Body as _, Incoming};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use parking_lot::Mutex;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::task::JoinSet;
use tokio::time::{Instant, sleep, sleep_until, timeout};
use tower::ServiceExt;
use tower_http::timeout::TimeoutBody;

use crate::app::Served;

/// How long a client may take, and how many may be connected at once.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// From the connection's start (or a request's first byte) to the end of its headers.
    pub header: Duration,
    /// The longest pause while a request body arrives.
    pub body: Duration,
    /// How long a connection may sit with no request in flight.
    pub idle: Duration,
    /// Connections served at once; one more is answered 503 and closed.
    pub max_connections: usize,
    /// On SIGTERM or SIGINT, how long requests in flight may take to finish.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header: Duration::from_secs(10),
            body: Duration::from_secs(10),
            idle: Duration::from_secs(30),
            max_connections: 512,
            shutdown_grace: Duration::from_secs(3),
        }
    }
}

/// What a client past the connection limit reads, written before its request is read: the
/// gateway's error body.
fn busy() -> Vec<u8> {
    let body = serde_json::json!({ "message": spec::error::gateway::TOO_MANY_CONNECTIONS }).to_string();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
         connection: close\r\nretry-after: 1\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Serves `app` on `listener` until `stop` resolves, then lets requests in flight finish
/// within the grace period and closes every connection.
pub async fn serve(listener: TcpListener, app: Served, limits: Limits, stop: impl Future<Output = ()>) {
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let (stopping, stop_seen) = watch::channel(false);
    let mut connections = JoinSet::new();
    let mut backoff = Duration::ZERO;
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            biased; // a stop is seen even while connections keep arriving
            () = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        while connections.try_join_next().is_some() {}
        let (stream, peer) = match accepted {
            Ok(accepted) => {
                backoff = Duration::ZERO;
                accepted
            }
            Err(e) => {
                // EMFILE and friends: wait for descriptors to come free instead of spinning or dying.
                backoff = (backoff * 2).clamp(Duration::from_millis(10), Duration::from_secs(1));
                tracing::warn!("accepting a connection failed: {e}; trying again in {backoff:?}");
                sleep(backoff).await;
                continue;
            }
        };
        match permits.clone().try_acquire_owned() {
            Ok(permit) => {
                let (app, stop_seen) = (app.clone(), stop_seen.clone());
                connections.spawn(async move {
                    serve_connection(stream, peer, app, limits, stop_seen).await;
                    drop(permit);
                });
            }
            Err(_) => {
                connections.spawn(refuse(stream));
            }
        }
    }
    drop(listener);
    let _ = stopping.send(true);
    if timeout(limits.shutdown_grace, async { while connections.join_next().await.is_some() {} }).await.is_err() {
        tracing::warn!(left = connections.len(), "requests still in flight after the grace period are dropped");
    }
    connections.abort_all();
}

/// Past the limit: answer 503 and close, without reading the request.
async fn refuse(mut stream: TcpStream) {
    let _ = timeout(Duration::from_secs(1), async {
        stream.write_all(&busy()).await?;
        stream.shutdown().await
    })
    .await;
}

async fn serve_connection(stream: TcpStream, peer: SocketAddr, app: Served, limits: Limits, mut stop: watch::Receiver<bool>) {
    let _ = stream.set_nodelay(true);
    let activity = Arc::new(Activity::new());
    let service = Tracked { app, activity: activity.clone(), body_timeout: limits.body, peer };
    let connection = http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header)
        .max_headers(crate::edge::limits::PARSER_MAX_HEADERS)
        .serve_connection(TokioIo::new(stream), service);
    tokio::pin!(connection);
    let mut closing = false;
    loop {
        let idle_until = activity.idle_since().map(|since| since + limits.idle);
        tokio::select! {
            result = connection.as_mut() => {
                if let Err(e) = result {
                    tracing::debug!("connection ended: {e}");
                }
                return;
            }
            _ = stop.changed(), if !closing => {
                connection.as_mut().graceful_shutdown();
                closing = true;
            }
            () = sleep_until(idle_until.unwrap_or_else(|| Instant::now() + limits.idle)), if !closing => {
                if activity.idle_since().is_some_and(|since| since.elapsed() >= limits.idle) {
                    connection.as_mut().graceful_shutdown();
                    closing = true;
                }
            }
        }
    }
}

/// Whether a connection has a request in flight, and since when it has had none.
struct Activity {
    in_flight: AtomicUsize,
    last_done: Mutex<Instant>,
}

impl Activity {
    fn new() -> Activity {
        Activity { in_flight: AtomicUsize::new(0), last_done: Mutex::new(Instant::now()) }
    }

    fn idle_since(&self) -> Option<Instant> {
        (self.in_flight.load(Ordering::SeqCst) == 0).then(|| *self.last_done.lock())
    }
}

/// Counts one request in flight for as long as it lives.
struct InFlight(Arc<Activity>);

impl InFlight {
    fn begin(activity: &Arc<Activity>) -> InFlight {
        activity.in_flight.fetch_add(1, Ordering::SeqCst);
        InFlight(activity.clone())
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        *self.0.last_done.lock() = Instant::now();
        self.0.in_flight.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The application, with each request counted in flight, its body bound by the body timeout and the
/// client's address at hand (`ConnectInfo`, what the demo's admission counts by).
struct Tracked {
    app: Served,
    activity: Arc<Activity>,
    body_timeout: Duration,
    peer: SocketAddr,
}

impl hyper::service::Service<Request<Incoming>> for Tracked {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        let in_flight = InFlight::begin(&self.activity);
        // A request without a body (every read) gets no body timer: there is nothing to wait for,
        // and the timer's body says neither that it is empty nor how long it is.
        let mut request = request.map(|body| match body.is_end_stream() {
            true => Body::empty(),
            false => Body::new(TimeoutBody::new(self.body_timeout, body)),
        });
        request.extensions_mut().insert(ConnectInfo(self.peer));
        let app = self.app.clone();
        Box::pin(async move {
            let response = app.oneshot(request).await;
            drop(in_flight);
            response
        })
    }
}
