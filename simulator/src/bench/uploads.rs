//! Anonymous uploads cost the server nothing (issue 39): twenty unsigned 100 MiB S3 PUTs at once
//! against a served simulator, each refused before its body is read, while the server's resident
//! memory is sampled. It once read every body whole first (twenty took it to 1.67 GB).

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::memory::{kib_to_mb, resident_kib, spawn_server, wait_for_health};
use super::*;

/// Uploads at once, and what each declares.
const UPLOADS: usize = 20;
const DECLARED: usize = 100 * 1024 * 1024;
/// How much the server may grow while they are refused.
const MAX_GROWTH_MB: f64 = 20.0;

/// Prints the row and gives its check.
pub(super) async fn anonymous() -> Result<Vec<(String, bool)>, String> {
    let started = Instant::now();
    let (mut child, addr) = spawn_server(&[])?;
    wait_for_health(addr, started).await?;
    let pid = child.id().ok_or("the server's pid")?;
    let rss = || resident_kib(pid).map(kib_to_mb);
    let before = rss();
    let uploads: Vec<_> = (0..UPLOADS).map(|i| tokio::spawn(unsigned_upload(addr, i))).collect();
    let mut peak = before;
    while !uploads.iter().all(tokio::task::JoinHandle::is_finished) {
        peak = match (peak, rss()) {
            (Some(peak), Some(now)) => Some(peak.max(now)),
            (peak, now) => peak.or(now),
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut statuses = Vec::with_capacity(UPLOADS);
    for upload in uploads {
        statuses.push(upload.await.map_err(|e| e.to_string())??);
    }
    child.kill().await.map_err(|e| e.to_string())?;
    let refused = statuses.iter().filter(|status| status.starts_with('4')).count();
    let growth = before.zip(peak).map(|(before, peak)| peak - before);
    println!(
        "  anonymous uploads: {UPLOADS} unsigned PUTs of {} MiB at once → {refused} refused ({}); resident memory {} → peak {}  (target: all refused, growth < {MAX_GROWTH_MB} MB)",
        DECLARED >> 20,
        statuses.iter().collect::<std::collections::BTreeSet<_>>().into_iter().cloned().collect::<Vec<_>>().join(", "),
        mb_text(before),
        mb_text(peak),
    );
    Ok(vec![("anonymous uploads".into(), refused == UPLOADS && growth.is_some_and(|g| g < MAX_GROWTH_MB))])
}

/// One unsigned PUT declaring `DECLARED` bytes, its body sent until the server answers (or stops
/// reading); the answer's status code.
async fn unsigned_upload(addr: SocketAddr, i: usize) -> Result<String, String> {
    let stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
    let (mut reader, mut writer) = stream.into_split();
    let head = format!("PUT /s3/default/photos/big-{i}.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {DECLARED}\r\n\r\n");
    writer.write_all(head.as_bytes()).await.map_err(|e| e.to_string())?;
    let sending = tokio::spawn(async move {
        let chunk = vec![0u8; 64 * 1024];
        for _ in 0..DECLARED / chunk.len() {
            if writer.write_all(&chunk).await.is_err() {
                return;
            }
        }
    });
    let mut answer = vec![0u8; 1024];
    let read = tokio::time::timeout(Duration::from_secs(30), reader.read(&mut answer)).await;
    sending.abort();
    let read = read.map_err(|_| "no answer within 30 s".to_string())?.map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&answer[..read]);
    Ok(text.split(' ').nth(1).unwrap_or("none").to_owned())
}
