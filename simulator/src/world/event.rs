//! Time-driven transitions: scheduled by an operation, applied by the clock in time order
//! (`domain::apply` holds what each one does). Each area declares its own (`ComputeEvent` in
//! `compute.rs`, …); `Event` is one of them.

use serde::{Deserialize, Serialize};

use super::access::AccessEvent;
use super::billing::BillingEvent;
use super::compute::ComputeEvent;
use super::identity::IdentityEvent;
use super::metal::MetalEvent;
use super::services::ServicesEvent;

/// A time-driven transition of one area. Untagged: each area's enum carries the `event` tag
/// itself, so a scheduled event is written `{"event":"vm_settled",…}` as it was before the areas
/// had enums of their own, and state files from then still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Event {
    Identity(IdentityEvent),
    Access(AccessEvent),
    Billing(BillingEvent),
    Compute(ComputeEvent),
    Metal(MetalEvent),
    Services(ServicesEvent),
}

macro_rules! from_area {
    ($($area:ident($event:ty)),*) => {$(
        impl From<$event> for Event {
            fn from(event: $event) -> Event {
                Event::$area(event)
            }
        }
    )*};
}

from_area!(
    Identity(IdentityEvent),
    Access(AccessEvent),
    Billing(BillingEvent),
    Compute(ComputeEvent),
    Metal(MetalEvent),
    Services(ServicesEvent)
);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant, with the JSON the flat enum wrote for it before the split.
    fn written_before() -> Vec<(Event, &'static str)> {
        let uuid = || "u-1".to_string();
        vec![
            (
                IdentityEvent::MfaTicketExpired { ticket_id: "t-1".into() }.into(),
                r#"{"event":"mfa_ticket_expired","ticket_id":"t-1"}"#,
            ),
            (
                ComputeEvent::VmSettled { uuid: uuid(), transition: 3 }.into(),
                r#"{"event":"vm_settled","uuid":"u-1","transition":3}"#,
            ),
            (
                ComputeEvent::VmStopForced { uuid: uuid(), transition: 4 }.into(),
                r#"{"event":"vm_stop_forced","uuid":"u-1","transition":4}"#,
            ),
            (AccessEvent::ShareExpired { uuid: uuid() }.into(), r#"{"event":"share_expired","uuid":"u-1"}"#),
            (BillingEvent::BillingHour.into(), r#"{"event":"billing_hour"}"#),
            (ComputeEvent::VmBackupDue { uuid: uuid(), round: 2 }.into(), r#"{"event":"vm_backup_due","uuid":"u-1","round":2}"#),
            (MetalEvent::MetalProvisioned { lease: uuid() }.into(), r#"{"event":"metal_provisioned","lease":"u-1"}"#),
            (
                MetalEvent::MetalCleaned { machine: uuid(), state_id: 7 }.into(),
                r#"{"event":"metal_cleaned","machine":"u-1","state_id":7}"#,
            ),
            (ServicesEvent::ServiceStep { uuid: uuid(), round: 1 }.into(), r#"{"event":"service_step","uuid":"u-1","round":1}"#),
            (ServicesEvent::ServiceBackupDue { uuid: uuid() }.into(), r#"{"event":"service_backup_due","uuid":"u-1"}"#),
            (
                ServicesEvent::ServiceMaintenanceDue { uuid: uuid(), round: 5 }.into(),
                r#"{"event":"service_maintenance_due","uuid":"u-1","round":5}"#,
            ),
        ]
    }

    #[test]
    fn every_variant_is_written_and_read_as_the_flat_enum_did() {
        for (event, json) in written_before() {
            assert_eq!(serde_json::to_string(&event).unwrap(), json);
            let read: Event = serde_json::from_str(json).unwrap();
            assert_eq!(read, event, "{json}");
            assert_eq!(serde_json::to_string(&read).unwrap(), json);
        }
    }

    #[test]
    fn an_unknown_event_is_refused() {
        assert!(serde_json::from_str::<Event>(r#"{"event":"vm_exploded","uuid":"u-1"}"#).is_err());
        assert!(serde_json::from_str::<Event>(r#"{"event":"vm_settled","uuid":"u-1"}"#).is_err());
    }
}
