//! The cloudsim contract. Request and response types live here once, derive their JSON Schema,
//! and feed the route table from which `openapi.json` is generated.

pub mod access;
pub mod billing;
pub mod catalogue;
pub mod common;
pub mod compute;
pub mod config;
pub mod control;
pub mod error;
pub mod identity;
pub mod idp;
pub mod metal;
pub mod network;
pub mod openapi;
pub mod payment;
pub mod pricing;
pub mod routes;
pub mod services;
pub mod storage;

pub use routes::{OPERATIONS, Operation};
