//! One test binary for the whole contract suite (faster to link than one per file).

mod harness;

mod access;
mod billing;
mod compute;
mod config;
mod control;
mod conventions;
mod fixtures;
mod identity;
mod routes;
mod idp;
