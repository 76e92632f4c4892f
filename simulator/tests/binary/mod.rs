//! The real `cloudsim` binary as the tests that need a process drive it: start it on a free
//! port, talk raw HTTP/1.1 to it, stop it. Used by the persistence, crash, connection and
//! foreign-page tests.

#![allow(dead_code, unused_imports)] // each test binary uses its part

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, ExitStatus, Stdio};

mod temp;
pub use temp::{TempState, temp_dir};

pub struct Server {
    pub child: Child,
    pub port: u16,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `cloudsim serve --port 0` with `args`, made ready by `prepare` (environment, limits).
pub fn command(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cloudsim"));
    command.args(["serve", "--port", "0"]).args(args).stdout(Stdio::piped()).stderr(Stdio::null());
    command
}

/// Spawns `command` and reads the port it listens on; how it ended when it ended before listening.
pub fn spawn(mut command: Command) -> Result<Server, ExitStatus> {
    let mut child = command.spawn().expect("cloudsim starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    if line.is_empty() {
        return Err(child.wait().unwrap());
    }
    let port = line.rsplit(':').next().and_then(|p| p.split(|c: char| !c.is_ascii_digit()).next()).and_then(|p| p.parse().ok());
    Ok(Server { child, port: port.unwrap_or_else(|| panic!("no port in {line:?}")) })
}

pub fn start(args: &[&str]) -> Server {
    spawn(command(args)).unwrap_or_else(|status| panic!("cloudsim ended before listening: {status}"))
}

/// One HTTP/1.1 exchange on a new connection; `None` when the connection fails (the server is
/// gone). `host` is `127.0.0.1` unless `headers` name another.
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
    let body = response.split_once("\r\n\r\n")?.1.to_string();
    Some((status, body))
}

pub fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}
