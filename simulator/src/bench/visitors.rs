//! The demo-visitors figures of `cloudsim bench` (docs/reference/demo-visitors.md): how many
//! visitors one `serve --demo-visitors` process holds per GB once every one has changed its world,
//! and how long a new visitor waits for the answers of its first screen. `cloudsim bench --only visitors`
//! runs this section alone.

use jiff::Timestamp;

use super::memory::{kib_to_mb, resident_kib, spawn_server};
use super::*;
use crate::http::s3::sigv4::{Claim, Signable, UNSIGNED_PAYLOAD, signature};
use crate::session::visitors::VisitorLimits;

/// Visitors arriving, each signing in, reading its first screen and changing its world.
const VISITORS: usize = 2_000;
/// Issue 30: 2,000 visitors under 1 GB, a first screen under 1 s.
const MIN_PER_GB: f64 = 2_000.0;
const MAX_FIRST_SCREEN_MS: f64 = 1_000.0;
/// Room left in a visitor's quota for the demo world's own objects.
const DEMO_OBJECTS: u64 = 1024;
/// Visitors arriving at once.
const AT_ONCE: usize = 4;
/// What the console asks for before its first screen shows: the visitor's session (the sign-in),
/// the user, and the dashboard's first lists.
const FIRST_SCREEN: &[&str] = &["/v1/user-resource/user", "/v1/payment/billing_account/list", "/v1/user-resource/vm/list"];

pub(super) async fn run(checks: &mut Vec<(String, bool)>) -> Result<(), String> {
    let limit = (VISITORS + 1).to_string();
    let (mut child, addr) = spawn_server(&[
        "--demo-visitors",
        "--control-token",
        "bench",
        "--max-visitors",
        &limit,
        // Every visitor comes from this machine: no allowance per client here.
        "--visitor-burst",
        &limit,
    ])?;
    wait_until_up(addr).await?;
    let rss = |child: &tokio::process::Child| child.id().and_then(resident_kib).map(kib_to_mb);
    let before = rss(&child);
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..AT_ONCE {
        let (mut sender, next) = (connect(addr).await?, next.clone());
        tasks.push(tokio::spawn(async move {
            let mut visits = Vec::new();
            while next.fetch_add(1, Ordering::Relaxed) < VISITORS {
                visits.push(visit(&mut sender).await?);
            }
            Ok::<_, String>(visits)
        }));
    }
    let (mut waits, mut places) = (Vec::with_capacity(VISITORS), Vec::with_capacity(VISITORS));
    for task in tasks {
        for (waited, place) in task.await.map_err(|e| e.to_string())?? {
            waits.push(waited);
            places.push(place);
        }
    }
    let after = rss(&child);
    // Then every visitor fills its storage quota: what the cap can cost at most.
    let quota = VisitorLimits::default().storage_bytes;
    let places = Arc::new(std::sync::Mutex::new(places));
    let mut tasks = Vec::new();
    for _ in 0..AT_ONCE {
        let (mut sender, places) = (connect(addr).await?, places.clone());
        tasks.push(tokio::spawn(async move {
            loop {
                let Some(place) = places.lock().map_err(|e| e.to_string())?.pop() else { return Ok::<_, String>(()) };
                fill_quota(&mut sender, &place, quota).await?;
            }
        }));
    }
    for task in tasks {
        task.await.map_err(|e| e.to_string())??;
    }
    let full = rss(&child);
    child.kill().await.map_err(|e| e.to_string())?;
    waits.sort_unstable();
    let per_visitor_mb = before.zip(after).map(|(before, after)| (after - before) / VISITORS as f64);
    let per_gb = per_visitor_mb.map(|mb| 1_000.0 / mb);
    println!(
        "demo visitors: {VISITORS} visitors, each after a change: {} → {}, {} each: {} per GB  (target ≥ {MIN_PER_GB:.0})",
        mb_text(before),
        mb_text(after),
        per_visitor_mb.map_or_else(|| "unavailable".to_owned(), |mb| format!("{:.0} KB", mb * 1_000.0)),
        per_gb.map_or_else(|| "unavailable".to_owned(), |n| format!("{n:.0}")),
    );
    let (p50, p99, slowest) = (ms(percentile(&waits, 50.0)), ms(percentile(&waits, 99.0)), ms(waits[waits.len() - 1]));
    println!(
        "a new visitor's first screen (sign-in and {} reads, {AT_ONCE} arriving at once): p50 {p50:.1} ms, p99 {p99:.1} ms, slowest {slowest:.1} ms  (target < {MAX_FIRST_SCREEN_MS:.0} ms)",
        FIRST_SCREEN.len()
    );
    let full_per_visitor_mb = before.zip(full).map(|(before, full)| (full - before) / VISITORS as f64);
    let full_per_gb = full_per_visitor_mb.map(|mb| 1_000.0 / mb);
    println!(
        "demo visitors, each with its quota of objects ({} KiB): {} → {}, {} each: {} per GB  (target ≥ {MIN_PER_GB:.0}: the cap within 1 GB)",
        quota / 1024,
        mb_text(before),
        mb_text(full),
        full_per_visitor_mb.map_or_else(|| "unavailable".to_owned(), |mb| format!("{:.0} KB", mb * 1_000.0)),
        full_per_gb.map_or_else(|| "unavailable".to_owned(), |n| format!("{n:.0}")),
    );
    checks.push(("visitors per GB".into(), per_gb.is_some_and(|n| n >= MIN_PER_GB)));
    checks.push(("visitors per GB with objects".into(), full_per_gb.is_some_and(|n| n >= MIN_PER_GB)));
    checks.push(("visitor's first screen".into(), slowest < MAX_FIRST_SCREEN_MS));
    Ok(())
}

/// A visitor's session and its owner's API key.
struct Place {
    session: String,
    key: String,
}

/// One new visitor: its session (the console's sign-in, without a cookie), its first screen's
/// reads, timed together; then a change to its world (a floating IP), which copies the world.
async fn visit(sender: &mut Sender) -> Result<(Duration, Place), String> {
    let started = Instant::now();
    let (status, body) = send(sender, "GET", "/__sim/sessions", None, "").await?;
    let sessions: serde_json::Value = serde_json::from_slice(&body).map_err(|e| format!("visitor sign-in {status}: {e}"))?;
    let owner = sessions[0]["users"].as_array().and_then(|users| users.iter().find(|u| u["role"] == "owner"));
    let key = owner.and_then(|u| u["api_key"].as_str()).ok_or_else(|| format!("visitor sign-in: {status}"))?.to_owned();
    let session = sessions[0]["session"].as_str().ok_or("the visitor's session")?.to_owned();
    for path in FIRST_SCREEN {
        let (status, _) = send(sender, "GET", path, Some(&key), "").await?;
        if !status.is_success() {
            return Err(format!("GET {path}: {status}"));
        }
    }
    let waited = started.elapsed();
    let (status, answer) = send(sender, "POST", "/v1/network/ip_addresses", Some(&key), "name=prospect").await?;
    if !status.is_success() {
        return Err(format!("a visitor's change: {status} {}", String::from_utf8_lossy(&answer)));
    }
    Ok((waited, Place { session, key }))
}

/// The visitor's storage key pair, a bucket, and one object of `quota` bytes in it (signed as an
/// S3 client signs, the body unsigned).
async fn fill_quota(sender: &mut Sender, place: &Place, quota: u64) -> Result<(), String> {
    let (status, user) = send(sender, "GET", "/v1/storage/user", Some(&place.key), "").await?;
    let user: serde_json::Value = serde_json::from_slice(&user).map_err(|e| format!("storage user {status}: {e}"))?;
    let pair = &user["s3Credentials"][0];
    let (Some(access), Some(secret)) = (pair["accessKey"].as_str(), pair["secretKey"].as_str()) else {
        return Err(format!("a visitor's storage keys: {status} {user}"));
    };
    let (status, answer) = send(sender, "PUT", "/v1/storage/bucket", Some(&place.key), "name=files").await?;
    if !status.is_success() {
        return Err(format!("a visitor's bucket: {status} {}", String::from_utf8_lossy(&answer)));
    }
    let path = format!("/s3/{}/files/quota.bin", place.session);
    let date = Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).strftime("%Y%m%dT%H%M%SZ").to_string();
    let headers: Vec<(String, String)> =
        [("host", "127.0.0.1"), ("x-amz-content-sha256", UNSIGNED_PAYLOAD), ("x-amz-date", &date)]
            .map(|(name, value)| (name.to_owned(), value.to_owned()))
            .to_vec();
    let claim = Claim {
        access_key: access.to_owned(),
        amz_date: date.clone(),
        scope: format!("{}/us-east-1/s3/aws4_request", &date[..8]),
        signed_headers: headers.iter().map(|(name, _)| name.clone()).collect(),
        signature: String::new(),
        expires: None,
    };
    let signable = Signable { method: "PUT", path: &path, query: "", headers: &headers, payload_hash: UNSIGNED_PAYLOAD };
    let authorization = format!(
        "AWS4-HMAC-SHA256 Credential={access}/{},SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature={}",
        claim.scope,
        signature(&claim, secret, &signable)
    );
    let mut sent: Vec<(String, String)> = headers.into_iter().filter(|(name, _)| name != "host").collect();
    sent.push(("authorization".into(), authorization));
    // The demo world's own objects (under 1 KiB) count against the quota too.
    let body = Bytes::from(vec![7u8; usize::try_from(quota.saturating_sub(DEMO_OBJECTS)).map_err(|e| e.to_string())?]);
    let (status, answer) = send_with(sender, "PUT", &path, &sent, body).await?;
    if !status.is_success() {
        return Err(format!("a visitor's upload of its quota: {status} {}", String::from_utf8_lossy(&answer)));
    }
    Ok(())
}

/// Until the server answers at all (its control API is closed without the token: any answer will do).
async fn wait_until_up(addr: SocketAddr) -> Result<(), String> {
    let started = Instant::now();
    loop {
        if let Ok(mut sender) = connect(addr).await
            && send(&mut sender, "GET", "/__sim/health", None, "").await.is_ok()
        {
            return Ok(());
        }
        if started.elapsed() > Duration::from_secs(30) {
            return Err(format!("the demo server on {addr} did not answer within 30 s"));
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}
