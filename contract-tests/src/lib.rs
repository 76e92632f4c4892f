//! The contract suite's integration tests live in `tests/contract/` (in-process) and
//! `tests/http_model/` (model-based, over HTTP). This library is the part of the latter that
//! works against any target: the HTTP client, the real-API-aware operations, where the tests
//! run, and the scenario a failing run prints.

pub mod api;
pub mod http;
pub mod scenario;
pub mod target;
