//! The real `cloudsim` binary as the tests that need a process drive it: start it on a free
//! port, talk raw HTTP/1.1 to it, stop it. Used by the persistence, crash, connection and
//! foreign-page tests.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, ExitStatus, Stdio};

mod temp;
pub use simulator::bench::rawhttp::call;
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

pub fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}
