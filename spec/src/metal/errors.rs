//! Bare metal (docs/product/metal.md#machine-states, docs/product/metal.md#leases). The two catalogue texts are the product's; the rest ours.
//! The area's error and message texts: handlers and the console's generated catalogue use these.

crate::error::texts! {
    const NO_AVAILABLE_MACHINES = "No available machines";
    const TOO_SOON_TO_RELEASE = "Too soon to release machine";
    const ALREADY_RELEASED = "The lease is already released";
    const LEASED = "A leased machine changes only through its lease";
    const STATUS_NOT_SETTABLE = "An operator sets a machine available, offline or deleted";
    fn no_such_lease(uuid: &str) = "No such lease exists: {uuid}";
    fn no_such_spec(uuid: &str) = "No such machine spec exists: {uuid}";
    fn no_such_machine(uuid: &str) = "No such machine exists: {uuid}";
    fn os_not_ready(os_id: &str) = "The spec does not install this OS: {os_id}";
}
