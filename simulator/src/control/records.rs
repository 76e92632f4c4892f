//! Every control change as a [`Record`]: logged to the state file (when there is one) and applied;
//! the same [`apply`] replays the log at start.

use super::{bad, objects, session};
use crate::domain::compute::{Guest, guest_set};
use crate::edge::AppState;
use crate::edge::error::{ApiError, ApiResult};
use crate::persist::Record;
use crate::session::{Origin, Session, Snapshot};
use axum::http::StatusCode;
use spec::config::Brand;
use spec::control::{WorldKind, ops};
use spec::routes::ErrorStyle;
use std::sync::Arc;

/// Logs `record` (when the server keeps a state file) and applies it.
pub fn submit(app: &AppState, record: Record) -> ApiResult<()> {
    let _gate = app.persist.as_ref().map(|p| p.gate());
    apply(app, &record, true)
}

/// Applies one control change. `log` is false while the state file's log is replayed.
pub fn apply(app: &AppState, record: &Record, log: bool) -> ApiResult<()> {
    let append = |record: &Record| match (&app.persist, log) {
        (Some(p), true) => p.append(record).map_err(|e| {
            tracing::error!("{e}");
            ApiError::not_recorded()
        }),
        _ => Ok(()),
    };
    match record {
        Record::SessionCreated { session, origin } => {
            let brand = app.brands.get(&origin.brand).ok_or_else(|| bad(format!("Unknown brand '{}'", origin.brand)))?;
            let built = match Session::new(session.clone(), origin.clone(), brand.clone(), app.worlds) {
                Err(message) if !app.options.demo_strict => empty_instead(app, session, origin, brand, message),
                built => built.map_err(broken_demo)?,
            };
            append(record)?;
            app.sessions.insert(built);
        }
        Record::SessionDeleted { session } => {
            self::session(app, session)?;
            append(record)?;
            app.sessions.remove(session);
        }
        Record::Request { .. } => return Err(bad("requests are replayed through the router")),
        other => {
            let handle = self::session(app, session_of(other))?;
            let mut s = handle.lock();
            append(record)?;
            match other {
                Record::SessionReset { .. } => s.reset().map_err(broken_demo)?,
                Record::ClockAdvanced { to, .. } => s.move_clock(*to),
                Record::ClockSet { mode, speed, .. } => {
                    s.catch_up();
                    let now = s.world.now;
                    s.clock.set(*mode, *speed, now);
                }
                Record::FaultAdded { rule, .. } => {
                    s.faults.add(rule.clone());
                }
                Record::FaultsCleared { .. } => s.faults.clear(),
                Record::StateImported { snapshot, .. } => {
                    let brand = app.brands.get(&snapshot.origin.brand).cloned().ok_or_else(|| bad("Unknown brand"))?;
                    let id = s.id.clone();
                    *s = Session::from_snapshot(Snapshot { id, ..(**snapshot).clone() }, brand, app.worlds);
                }
                Record::MfaEnrolled { ticket, .. } => {
                    crate::domain::identity::mfa_enrol(&mut s.world, ticket)
                        .map_err(|e| ApiError::from_domain(&spec::idp::ops::IDP_MFA_ENROL, e))?;
                }
                Record::VmGuestSet { vm, guest, .. } => {
                    // Events due before the change see the guest as it was.
                    s.catch_up();
                    let guest = Guest { ignores_shutdown: guest.ignores_shutdown };
                    guest_set(&mut s.world, vm, guest).map_err(|e| ApiError::from_domain(&ops::VM_GUEST_SET, e))?;
                }
                Record::StrictSet { strict, .. } => {
                    // Steps already under way finish as they were scheduled.
                    s.catch_up();
                    s.set_strict(*strict);
                }
                Record::PaymentAuthorized { reference, approve, .. } => {
                    s.catch_up();
                    crate::domain::payment::card::authorize(&mut s.world, reference, *approve)
                        .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_AUTHORIZE, e))?;
                }
                Record::LinkPaymentDecided { identifier, approve, .. } => {
                    s.catch_up();
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, None, &brand, None);
                    crate::domain::payment::link::decide(&mut s.world, &cx, identifier, *approve)
                        .map_err(|e| ApiError::from_domain(&spec::payment::ops::PAYMENT_LINK_DECIDE, e))?;
                }
                Record::MetalMachineSet { machine, set, .. } => {
                    // Events due before the change see the machine as it was.
                    s.catch_up();
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, None, &brand, None);
                    crate::domain::metal::machine_set(&mut s.world, &cx, machine, set.clone())
                        .map_err(|e| ApiError::from_domain(&spec::metal::ops::SIM_MACHINE_SET, e))?;
                }
                Record::ObjectChanged { at, user, change, .. } => {
                    s.advance_to(*at);
                    let brand = s.brand.clone();
                    let cx = crate::domain::Cx::new(s.world.now, Some(*user), &brand, None);
                    crate::domain::storage::change::apply(&mut s.world, &cx, change.clone()).map_err(objects::refused)?;
                }
                Record::SessionCreated { .. } | Record::SessionDeleted { .. } | Record::Request { .. } => {}
            }
        }
    }
    Ok(())
}

/// A demo file that does not build is a bug in this binary, not in the request.
/// A session whose demo world failed to build serves its brand with an empty world, so the
/// server still starts; the failure is logged with its `file:line` and `/__sim/health` shows it.
pub(super) fn empty_instead(app: &AppState, id: &str, origin: &Origin, brand: &Arc<Brand>, message: String) -> Session {
    tracing::error!("{message}; serving {} with an empty world (--world demo-strict refuses instead)", origin.brand);
    app.demo_failures.lock().insert(origin.brand.clone(), message);
    let origin = Origin { world: WorldKind::Empty, ..origin.clone() };
    Session::new(id.to_string(), origin, brand.clone(), app.worlds).expect("an empty world needs no demo file")
}

pub(super) fn broken_demo(message: String) -> ApiError {
    tracing::error!("{message}");
    ApiError::general(ErrorStyle::Message, StatusCode::INTERNAL_SERVER_ERROR, &message)
}

pub(super) fn session_of(record: &Record) -> &str {
    match record {
        Record::Request { session, .. }
        | Record::SessionCreated { session, .. }
        | Record::SessionDeleted { session }
        | Record::SessionReset { session }
        | Record::ClockAdvanced { session, .. }
        | Record::ClockSet { session, .. }
        | Record::FaultAdded { session, .. }
        | Record::FaultsCleared { session }
        | Record::StateImported { session, .. }
        | Record::MfaEnrolled { session, .. }
        | Record::PaymentAuthorized { session, .. }
        | Record::LinkPaymentDecided { session, .. }
        | Record::VmGuestSet { session, .. }
        | Record::StrictSet { session, .. }
        | Record::MetalMachineSet { session, .. }
        | Record::ObjectChanged { session, .. } => session,
    }
}
