//! cloudsim: a stateful simulator of the provider's `/v1` API with a control API (`/__sim`).
//! `main.rs` is only the command line; everything else starts from [`AppState`] and [`app`].
//! The modules are layered (`docs/architecture.md`, checked by `tests/layers.rs`), bottom up:
//! data (`world`), rules (`domain`), the engine (`brands`, `clock`, `faults`, `journal`,
//! `answer_cache`, `persist`, `session`), worlds and scripts (`seed`, `scenario`), the edge kit
//! (`edge`), the edges (`http`, `control`), composition (`app`) and the programs (`server`,
//! `bench`, `fidelity`).

pub mod answer_cache;
pub mod app;
pub mod bench;
pub mod brands;
pub mod clock;
pub mod control;
pub mod domain;
pub mod edge;
pub mod faults;
pub mod fidelity;
pub mod http;
pub mod journal;
pub mod persist;
pub mod scenario;
pub mod seed;
pub mod server;
pub mod session;
pub mod world;

pub use app::{app, router};
pub use edge::{AppState, Options};
pub use session::SessionDefaults;
