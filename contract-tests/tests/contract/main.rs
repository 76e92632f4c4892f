//! One test binary for the whole contract suite (faster to link than one per file).

mod harness;

mod access;
mod billing;
mod boot_iso;
mod compute;
mod config;
mod control;
mod conventions;
mod demo;
mod disk;
mod fixtures;
mod identity;
mod idp;
mod interface;
mod metal;
mod network;
mod resource_billing;
mod routes;
mod s3_client;
mod services;
mod storage;
mod strict;
