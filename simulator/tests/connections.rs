//! Connections that cannot exhaust the server, against the real binary: half-sent headers, idle
//! keep-alive connections, stalled and absurd bodies end in a 4xx or a close; past the limit a
//! client reads 503; out of file descriptors the server backs off and recovers; a stop does not
//! wait for idle clients. Each test gives the server short limits and the client a generous read
//! deadline, so a server that holds a connection fails the read instead of hanging the test.

use std::io::{BufRead, BufReader, ErrorKind, Read, Write};
use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::time::Duration;

use crate::binary;

use binary::Server;

fn start(flags: &[&str], max_files: Option<u64>) -> Server {
    let mut command = binary::command(&["--world", "empty"]);
    command.args(flags);
    if let Some(limit) = max_files {
        // SAFETY: only setrlimit, which is async-signal-safe, runs between fork and exec.
        unsafe {
            command.pre_exec(move || {
                let limit = libc::rlimit { rlim_cur: limit, rlim_max: limit };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &limit) == 0 { Ok(()) } else { Err(std::io::Error::last_os_error()) }
            });
        }
    }
    binary::spawn(command).unwrap_or_else(|status| panic!("cloudsim ended before listening: {status}"))
}

/// A connection that gives up reading after a minute: far beyond every limit the tests set.
fn connect(port: u16) -> TcpStream {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    stream
}

/// Reads until the server closes; panics if it keeps the connection open past the deadline.
fn read_to_close(stream: &mut TcpStream) -> String {
    let mut answer = Vec::new();
    match stream.read_to_end(&mut answer) {
        Ok(_) => {}
        Err(e) if e.kind() == ErrorKind::ConnectionReset => {}
        Err(e) => panic!("the server kept the connection open ({e}); read so far: {:?}", String::from_utf8_lossy(&answer)),
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// One whole answer on a kept-alive connection (headers and a `content-length` body).
fn read_answer(stream: &mut TcpStream) -> (u16, String) {
    let mut reader = BufReader::new(stream);
    let mut status = String::new();
    reader.read_line(&mut status).unwrap();
    let mut length = 0;
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line == "\r\n" {
            break;
        }
        if let Some(value) = line.to_ascii_lowercase().strip_prefix("content-length:") {
            length = value.trim().parse().unwrap();
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    (status.split(' ').nth(1).unwrap().parse().unwrap(), String::from_utf8(body).unwrap())
}

fn status_of(answer: &str) -> u16 {
    answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("no status in {answer:?}"))
}

/// A session of its own and its user's API key.
fn api_key(port: u16) -> String {
    let mut stream = connect(port);
    let body = r#"{"world":"empty"}"#;
    write!(
        stream,
        "POST /__sim/sessions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let (status, body) = read_answer(&mut stream);
    assert_eq!(status, 200, "{body}");
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    body["users"][0]["api_key"].as_str().unwrap().to_string()
}

const SHORT: &[&str] = &["--header-timeout", "1", "--body-timeout", "1", "--idle-timeout", "1"];

#[test]
fn half_sent_headers_and_silent_connections_are_closed() {
    let server = start(SHORT, None);
    let mut silent = connect(server.port);
    let mut half = connect(server.port);
    half.write_all(b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\n").unwrap();
    read_to_close(&mut silent);
    read_to_close(&mut half);
}

#[test]
fn an_idle_kept_alive_connection_is_closed() {
    let server = start(SHORT, None);
    let mut stream = connect(server.port);
    stream.write_all(b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut stream).0, 200);
    assert_eq!(read_to_close(&mut stream), "", "closed without another word");
}

#[test]
fn a_stalled_or_absurd_body_ends_in_408_or_a_4xx() {
    let server = start(SHORT, None);
    let key = api_key(server.port);
    let head = format!(
        "POST /v1/user-resource/token HTTP/1.1\r\nhost: 127.0.0.1\r\napikey: {key}\r\ncontent-type: application/x-www-form-urlencoded\r\n"
    );

    let mut short = connect(server.port);
    write!(short, "{head}content-length: 100\r\n\r\ndescription=x").unwrap();
    let answer = read_to_close(&mut short);
    assert_eq!(status_of(&answer), 408, "{answer}");
    assert!(answer.ends_with(r#"{"message":"Request body timed out"}"#), "{answer}");

    let mut chunked = connect(server.port);
    write!(chunked, "{head}transfer-encoding: chunked\r\n\r\nffffffffffffffff\r\ndescription=x").unwrap();
    let answer = read_to_close(&mut chunked);
    assert!((400..500).contains(&status_of(&answer)), "{answer}");

    // Neither created a token.
    let mut list = connect(server.port);
    write!(list, "GET /v1/user-resource/token/list HTTP/1.1\r\nhost: 127.0.0.1\r\napikey: {key}\r\n\r\n").unwrap();
    let (status, body) = read_answer(&mut list);
    assert_eq!((status, body.as_str()), (200, "[]"));
}

#[test]
fn past_the_connection_limit_a_client_reads_503() {
    let server = start(&["--max-connections", "2"], None);
    let held: Vec<TcpStream> = (0..2).map(|_| connect(server.port)).collect();
    // The two connections are served (a request on one of them answers) before the third comes.
    let mut first = held[0].try_clone().unwrap();
    first.write_all(b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut first).0, 200);
    let mut third = connect(server.port);
    let answer = read_to_close(&mut third);
    assert_eq!(status_of(&answer), 503, "{answer}");
    assert!(answer.ends_with(r#"{"message":"Too many connections"}"#), "{answer}");
    drop(held);
}

#[test]
fn out_of_file_descriptors_the_server_backs_off_and_recovers() {
    let server = start(&[], Some(64));
    let crowd: Vec<TcpStream> = (0..100).filter_map(|_| TcpStream::connect(("127.0.0.1", server.port)).ok()).collect();
    drop(crowd);
    // Once the crowd has gone, requests are served again by the same process.
    let answer = (0..50)
        .find_map(|_| {
            let mut stream = connect(server.port);
            stream.write_all(b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n").ok()?;
            let answer = read_to_close(&mut stream);
            (!answer.is_empty()).then_some(answer).or_else(|| {
                std::thread::sleep(Duration::from_millis(100));
                None
            })
        })
        .expect("an answer once descriptors are free");
    assert_eq!(status_of(&answer), 200, "{answer}");
}

#[test]
fn a_stop_does_not_wait_for_idle_clients() {
    let mut server = start(&["--idle-timeout", "3600", "--header-timeout", "3600", "--shutdown-grace", "1"], None);
    let mut idle: Vec<TcpStream> = (0..5).map(|_| connect(server.port)).collect();
    idle[0].write_all(b"GET /v1/config/ui/config HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut idle[0]).0, 200);
    // SAFETY: kill only sends a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(server.child.id() as i32, libc::SIGTERM) }, 0);
    // Waiting for the idle clients would take an hour; the process ends long before any of
    // these reads gives up.
    for stream in &mut idle {
        read_to_close(stream);
    }
    let status = server.child.wait().unwrap();
    assert!(status.success(), "{status}");
}
