//! Fidelity: how close the simulator stays to the real API. [`record`] is a proxy in front of a
//! real API that writes each exchange as a fixture (redacted) and the session as a scenario;
//! [`drift`] checks recorded answers against the contract and the simulator's own answers and
//! reports the differences, known ones explained in a checked-in file.
//!
//! - [`operation`]: the route-table operation a recorded request addressed, and its schemas.
//! - [`fixture`]: the files `record` writes, and the shared fixtures' format `drift` also reads.
//! - [`shape`]: differences between a body and a schema, or between two bodies.

pub mod drift;
pub mod fixture;
pub mod operation;
pub mod record;
pub mod shape;
