//! The memory figures of `cloudsim bench`: the binary started on its own and its resident memory
//! read from `/proc` at idle, with many resources, and over many sessions.

use super::*;

/// A `cloudsim serve --world empty` child on a free port, and its address.
pub(super) async fn spawn_empty_server() -> Result<(tokio::process::Child, SocketAddr), String> {
    let started = Instant::now();
    let (child, addr) = spawn_server(&["--world", "empty"])?;
    wait_for_health(addr, started).await?;
    Ok((child, addr))
}

/// `cloudsim serve ARGS` as a child on a free port (killed when dropped), and its address; not
/// yet answering.
pub(super) fn spawn_server(args: &[&str]) -> Result<(tokio::process::Child, SocketAddr), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let port = free_port()?;
    let child = tokio::process::Command::new(&exe)
        .arg("serve")
        .args(args)
        .args(["--port", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("spawn {}: {e}", exe.display()))?;
    Ok((child, SocketAddr::from((Ipv4Addr::LOCALHOST, port))))
}

/// A new manual-clock empty session on a served simulator: its owner's API key.
pub(super) async fn remote_session(sender: &mut Sender) -> Result<String, String> {
    let (status, body) = send(sender, "POST", "/__sim/sessions", None, r#"{"world":"empty","clock":"manual"}"#).await?;
    let info: serde_json::Value = serde_json::from_slice(&body).map_err(|e| format!("session create {status}: {e}"))?;
    let owner = info["users"].as_array().and_then(|users| users.iter().find(|u| u["role"] == "owner"));
    owner.and_then(|u| u["api_key"].as_str()).map(str::to_owned).ok_or_else(|| format!("session create: {status}"))
}

/// Resident memory of a served simulator once one session holds `RESOURCES` resources (VMs, each
/// with its disk and interface, floating IPs and buckets in turn), every list read once; gives the
/// resources made and the MB (None without /proc).
pub(super) async fn memory_with_resources(connections: usize) -> Result<(usize, Option<f64>), String> {
    let (mut child, addr) = spawn_empty_server().await?;
    let mut first = connect(addr).await?;
    let key: Arc<str> = remote_session(&mut first).await?.into();
    let made = Arc::new(AtomicUsize::new(0));
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (mut sender, key, made, next) = (connect(addr).await?, key.clone(), made.clone(), next.clone());
        tasks.push(tokio::spawn(async move {
            let mut refused = None;
            while made.load(Ordering::Relaxed) < RESOURCES {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= 3 * RESOURCES {
                    break;
                }
                let (method, path, body) = match i % 3 {
                    0 => ("POST", "/v1/user-resource/vm", vm_form(i)),
                    1 => ("POST", "/v1/network/ip_addresses", format!("name=ip-{i}")),
                    _ => ("PUT", "/v1/storage/bucket", format!("name=bench-bucket-{i}")),
                };
                let (status, answer) = send(&mut sender, method, path, Some(&key), &body).await?;
                if status.is_success() {
                    made.fetch_add(1, Ordering::Relaxed);
                } else {
                    refused = Some(format!("{method} {path}: {status} {}", String::from_utf8_lossy(&answer)));
                }
            }
            Ok::<_, String>(refused)
        }));
    }
    let mut refused = None;
    for task in tasks {
        refused = task.await.map_err(|e| e.to_string())??.or(refused);
    }
    if let Some(refused) = refused {
        // The host pools run out of room for VMs long before 10,000: the rest are other resources.
        println!("  (creates refused once a kind ran out, e.g. {refused})");
    }
    // A fresh connection: `first` sat idle through the creates, past the server's idle timeout
    // when they take long (a debug build), and is closed by now.
    let mut first = connect(addr).await?;
    let account = {
        let (_, body) = send(&mut first, "GET", "/v1/payment/billing_account/list", Some(&key), "").await?;
        let accounts: serde_json::Value = serde_json::from_slice(&body).map_err(|e| e.to_string())?;
        accounts[0]["id"].as_u64().unwrap_or_default()
    };
    for (_, path) in POLLED {
        send(&mut first, "GET", &path.replace("{account}", &account.to_string()), Some(&key), "").await?;
    }
    let rss = child.id().and_then(resident_kib).map(kib_to_mb);
    child.kill().await.map_err(|e| e.to_string())?;
    Ok((made.load(Ordering::Relaxed), rss))
}

/// `requests` polling reads spread over `SESSIONS` sessions of a served simulator (each with
/// `VMS_PER_SESSION` VMs; the lists rotate, and so do the sessions), printing resident memory after
/// setup, after the first tenth (when the journals and answer caches have filled to their
/// budgets) and at the end; gives the growth over the last nine tenths.
pub(super) async fn memory_over_many_sessions(requests: usize, connections: usize) -> Result<Option<f64>, String> {
    let (mut child, addr) = spawn_empty_server().await?;
    let mut setup = connect(addr).await?;
    let mut keys = Vec::with_capacity(SESSIONS);
    for _ in 0..SESSIONS {
        let key = remote_session(&mut setup).await?;
        for i in 0..VMS_PER_SESSION {
            send(&mut setup, "POST", "/v1/user-resource/vm", Some(&key), &vm_form(i)).await?;
        }
        keys.push(key);
    }
    let lists: Vec<&str> = POLLED.iter().map(|(_, path)| *path).filter(|path| !path.contains('{')).collect();
    let rss = || child.id().and_then(resident_kib).map(kib_to_mb);
    let after_setup = rss();
    let tenth = requests / 10;
    let started = Instant::now();
    many_session_reads(addr, &keys, &lists, 0, tenth, connections).await?;
    let filled = rss();
    many_session_reads(addr, &keys, &lists, tenth, requests, connections).await?;
    let took = started.elapsed().as_secs_f64();
    let end = rss();
    child.kill().await.map_err(|e| e.to_string())?;
    let growth = filled.zip(end).map(|(filled, end)| (end - filled) / filled);
    println!(
        "resident memory over {requests} requests in {SESSIONS} sessions ({took:.0} s, {:.0} req/s): {} after setup, {} after the first tenth, {} at the end: growth {}  (target ≤ {:.0} %)",
        requests as f64 / took,
        mb_text(after_setup),
        mb_text(filled),
        mb_text(end),
        growth.map_or_else(|| "unavailable".to_owned(), |g| format!("{:.1} %", g * 100.0)),
        MAX_GROWTH * 100.0,
    );
    Ok(growth)
}

/// Requests `from..to` of the many-sessions run: request `i` reads a list as session `i % SESSIONS`.
async fn many_session_reads(
    addr: SocketAddr,
    keys: &[String],
    lists: &[&str],
    from: usize,
    to: usize,
    connections: usize,
) -> Result<(), String> {
    let next = Arc::new(AtomicUsize::new(from));
    let (keys, lists): (Arc<[String]>, Arc<[String]>) =
        (keys.to_vec().into(), lists.iter().map(|l| l.to_string()).collect::<Vec<_>>().into());
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (mut sender, next, keys, lists) = (connect(addr).await?, next.clone(), keys.clone(), lists.clone());
        tasks.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= to {
                    return Ok::<_, String>(());
                }
                let path = &lists[(i / keys.len()) % lists.len()];
                let (status, _) = send(&mut sender, "GET", path, Some(&keys[i % keys.len()]), "").await?;
                if !status.is_success() {
                    return Err(format!("GET {path}: {status}"));
                }
            }
        }));
    }
    for task in tasks {
        task.await.map_err(|e| e.to_string())??;
    }
    Ok(())
}

pub(super) fn kib_to_mb(kib: u64) -> f64 {
    kib as f64 * 1024.0 / 1e6
}

/// Starts this very binary `START_RUNS` times; returns the median start-to-first-answer in ms
/// and the median resident memory in MB once it answered (None without /proc).
pub(super) async fn start_and_memory() -> Result<(f64, Option<f64>), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let (mut starts, mut rss) = (Vec::new(), Vec::new());
    for _ in 0..START_RUNS {
        let port = free_port()?;
        let started = Instant::now();
        let mut child = tokio::process::Command::new(&exe)
            .args(["serve", "--port", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| format!("spawn {}: {e}", exe.display()))?;
        wait_for_health(SocketAddr::from((Ipv4Addr::LOCALHOST, port)), started).await?;
        starts.push(started.elapsed());
        rss.extend(child.id().and_then(resident_kib));
        child.kill().await.map_err(|e| e.to_string())?;
    }
    starts.sort_unstable();
    rss.sort_unstable();
    let rss_mb = (!rss.is_empty()).then(|| kib_to_mb(percentile(&rss, 50.0)));
    Ok((ms(percentile(&starts, 50.0)), rss_mb))
}

/// A port nothing listens on right now (the OS picks it; released for the child to take).
pub(super) fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).map_err(|e| e.to_string())?;
    listener.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}

/// Polls `/__sim/health` every 2 ms until it answers 200 (or 10 s pass).
pub(super) async fn wait_for_health(addr: SocketAddr, started: Instant) -> Result<(), String> {
    loop {
        let health = Probe { path: "/__sim/health".into(), key: None };
        if let Ok(mut sender) = connect(addr).await
            && fetch(&mut sender, &health).await.is_ok()
        {
            return Ok(());
        }
        if started.elapsed() > Duration::from_secs(10) {
            return Err(format!("the spawned server on {addr} did not answer within 10 s"));
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// `VmRSS` of a process in KiB, from /proc (Linux only).
pub(super) fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
    line.trim().trim_end_matches("kB").trim().parse().ok()
}
