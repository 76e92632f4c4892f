//! One raw HTTP/1.1 exchange with a `cloudsim serve` child on 127.0.0.1, blocking and on a new
//! connection: the crash driver and the tests that run the real binary talk to it this way, so
//! that what they send is exactly what is written (no client library adds or fixes headers).

use std::io::{Read, Write};
use std::net::TcpStream;

/// Sends `method path` with `headers` and `body`, `connection: close`; the answer's status and
/// body, or `None` when the connection fails (the server is gone). `host` is `127.0.0.1` unless
/// `headers` name another.
pub fn call(port: u16, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Option<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    let mut request = format!("{method} {path} HTTP/1.1\r\nconnection: close\r\ncontent-length: {}\r\n", body.len());
    if !headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("host")) {
        request.push_str("host: 127.0.0.1\r\n");
    }
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let status = response.split(' ').nth(1)?.parse().ok()?;
    Some((status, response.split_once("\r\n\r\n")?.1.to_string()))
}

#[cfg(test)]
mod tests {
    use std::io::{BufRead, BufReader};
    use std::net::TcpListener;

    use super::*;

    /// What a one-shot server on a free port received, and the port; it answers `answer`.
    fn serve_once(answer: &'static str) -> (u16, std::thread::JoinHandle<String>) {
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let received = std::thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            let mut head = String::new();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            // Up to the blank line ending the head.
            while reader.read_line(&mut head).unwrap() > 2 {}
            stream.write_all(answer.as_bytes()).unwrap();
            head
        });
        (port, received)
    }

    #[test]
    fn a_host_is_sent_unless_given_and_the_answer_is_split_into_status_and_body() {
        let (port, received) = serve_once("HTTP/1.1 201 Created\r\ncontent-length: 2\r\n\r\nok");
        assert_eq!(call(port, "GET", "/x", &[("apikey", "k")], ""), Some((201, "ok".to_string())));
        let head = received.join().unwrap();
        assert!(
            head.starts_with("GET /x HTTP/1.1\r\n") && head.contains("host: 127.0.0.1\r\n") && head.contains("apikey: k\r\n"),
            "{head}"
        );

        let (port, received) = serve_once("HTTP/1.1 403 Forbidden\r\n\r\n");
        assert_eq!(call(port, "GET", "/", &[("Host", "evil.example")], ""), Some((403, String::new())));
        let head = received.join().unwrap();
        assert!(head.contains("Host: evil.example\r\n") && !head.contains("127.0.0.1"), "only the host given: {head}");
    }
}
