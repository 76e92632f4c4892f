//! Time-driven transitions: scheduled by an operation, applied by the clock in time order
//! (`domain::apply` holds what each one does). Each area declares its own (`ComputeEvent` in
//! `compute.rs`, …); `Event` is one of them.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::access::AccessEvent;
use super::billing::BillingEvent;
use super::compute::ComputeEvent;
use super::identity::IdentityEvent;
use super::metal::MetalEvent;
use super::services::ServicesEvent;

/// A time-driven transition of one area. Untagged: each area's enum carries the `event` tag
/// itself, so a scheduled event is written `{"event":"vm_settled",…}` as it was before the areas
/// had enums of their own, and state files from then still load. Read by hand (below), so that
/// an event no area knows is refused by its tag.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

/// Each area's reading of an event, in the order the untagged enum would try them.
const AREAS: [fn(&Value) -> serde_json::Result<Event>; 6] = [
    |v| IdentityEvent::deserialize(v).map(Event::from),
    |v| AccessEvent::deserialize(v).map(Event::from),
    |v| BillingEvent::deserialize(v).map(Event::from),
    |v| ComputeEvent::deserialize(v).map(Event::from),
    |v| MetalEvent::deserialize(v).map(Event::from),
    |v| ServicesEvent::deserialize(v).map(Event::from),
];

impl<'de> Deserialize<'de> for Event {
    /// As `#[serde(untagged)]` would, but a refusal names the event's tag (serde's own says only
    /// "did not match any variant"), and a known tag with wrong fields says which field.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Event, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let Some(tag) = value.get("event").and_then(Value::as_str) else {
            return Err(D::Error::custom("a scheduled event without its `event` tag"));
        };
        let mut misread = None;
        for read in AREAS {
            match read(&value) {
                Ok(event) => return Ok(event),
                // Every area but the event's own answers "unknown variant".
                Err(e) if !e.to_string().starts_with("unknown variant") => misread = Some(e),
                Err(_) => {}
            }
        }
        Err(D::Error::custom(match misread {
            Some(e) => format!("scheduled event `{tag}`: {e}"),
            None => format!("unknown scheduled event `{tag}` (written by another build?)"),
        }))
    }
}

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
    fn an_unknown_or_misshapen_event_is_refused_by_its_tag() {
        let refusal = |json: &str| serde_json::from_str::<Event>(json).unwrap_err().to_string();
        assert_eq!(
            refusal(r#"{"event":"vm_exploded","uuid":"u-1"}"#),
            "unknown scheduled event `vm_exploded` (written by another build?)"
        );
        assert_eq!(refusal(r#"{"event":"vm_settled","uuid":"u-1"}"#), "scheduled event `vm_settled`: missing field `transition`");
        assert_eq!(refusal(r#"{"uuid":"u-1"}"#), "a scheduled event without its `event` tag");
        assert_eq!(refusal("[1]"), "a scheduled event without its `event` tag");
    }
}
