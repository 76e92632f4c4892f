//! One test binary for the whole contract suite (faster to link than one per file).

mod harness;

mod access;
mod billing;
mod compute;
mod config;
mod control;
mod conventions;
mod demo;
mod documents;
mod fixtures;
mod identity;
mod idp;
mod metal;
mod network;
mod payment;
mod routes;
mod s3_client;
mod s3_operations;
mod s3_signatures;
mod services;
mod storage;
mod strict;
