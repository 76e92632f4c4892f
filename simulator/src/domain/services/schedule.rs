//! What the clock does to packages: provisioning steps (requested → active), a backup every day
//! at the site's `backupTime` (seven kept, docs/product/services.md#package-states, docs/product/services.md#charging), and maintenance in its window —
//! Wednesdays at 02:00 UTC, or every day at 02:00 UTC. Each is a scheduled `Event`; a package
//! deleted since, or one whose round moved on, ignores a stale one.

use jiff::civil::Weekday;
use jiff::tz::TimeZone;
use jiff::{SignedDuration, Timestamp};
use spec::services::{MaintenanceSchedule, PackageStatus};

use super::cluster;
use super::{BackupRecord, PackageRecord};
use crate::domain::Cx;
use crate::world::World;
use crate::world::services::ServicesEvent;

/// docs/product/services.md#package-states: managed services keep seven daily backups.
pub const BACKUPS_KEPT: usize = 7;
/// docs/product/services.md#package-states, docs/product/services.md#charging: maintenance starts at 02:00 UTC.
pub const MAINTENANCE_HOUR: i8 = 2;

/// The first instant after `now` at `hour:minute` UTC (on `weekday`, when given).
pub fn next_at(now: Timestamp, hour: i8, minute: i8, weekday: Option<Weekday>) -> Timestamp {
    let mut date = now.to_zoned(TimeZone::UTC).date();
    loop {
        let at = date.at(hour, minute, 0, 0).to_zoned(TimeZone::UTC).map(|z| z.timestamp()).unwrap_or(now);
        if at > now && weekday.is_none_or(|w| date.weekday() == w) {
            return at;
        }
        match date.tomorrow() {
            Ok(next) => date = next,
            Err(_) => return now,
        }
    }
}

/// The next maintenance run of a schedule after `now`.
pub fn next_maintenance(now: Timestamp, schedule: MaintenanceSchedule) -> Timestamp {
    let weekday = (schedule == MaintenanceSchedule::Weekly).then_some(Weekday::Wednesday);
    next_at(now, MAINTENANCE_HOUR, 0, weekday)
}

/// The site's daily backup time, `HH:MM` (the configuration's schema guarantees the form).
fn backup_time(cx: &Cx) -> (i8, i8) {
    let mut parts = cx.brand.config.backup_time.split(':').map(|p| p.parse::<i8>().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

pub fn next_backup(cx: &Cx, now: Timestamp) -> Timestamp {
    let (hour, minute) = backup_time(cx);
    next_at(now, hour, minute, None)
}

/// Schedules a provisioning round: the brand's `service_provision` split evenly over the steps.
/// A strict session settles it at once, as the live API answers a new package `active` (docs/product/services.md#packages).
pub fn provision(world: &mut World, cx: &Cx, package: &mut PackageRecord) {
    if world.strict {
        package.stage = cluster::steps(package.kind);
        package.ready_at = cx.now;
        cluster::settle(package);
        return;
    }
    let total = i64::from(cx.brand.simulation.durations.service_provision);
    let steps = i64::from(cluster::steps(package.kind));
    for step in 1..=steps {
        let at = cx.now + SignedDuration::from_secs(total * step / steps);
        world.schedule.push(at, ServicesEvent::ServiceStep { uuid: package.uuid.clone(), round: package.round });
    }
}

/// When the current provisioning round ends.
pub fn ready_at(cx: &Cx) -> Timestamp {
    cx.now + SignedDuration::from_secs(cx.brand.simulation.durations.service_provision.into())
}

/// Schedules the package's daily backups and its maintenance (after a create).
pub fn start(world: &mut World, cx: &Cx, package: &PackageRecord) {
    world.schedule.push(next_backup(cx, cx.now), ServicesEvent::ServiceBackupDue { uuid: package.uuid.clone() });
    schedule_maintenance(world, cx.now, package);
}

pub fn schedule_maintenance(world: &mut World, now: Timestamp, package: &PackageRecord) {
    let event = ServicesEvent::ServiceMaintenanceDue { uuid: package.uuid.clone(), round: package.maintenance_round };
    world.schedule.push(next_maintenance(now, package.maintenance), event);
}

/// A provisioning step is done; the last one makes the package active.
pub fn step(world: &mut World, cx: &Cx, uuid: &str, round: u64) {
    let Some(package) = world.services.packages.get_mut(uuid) else { return };
    if package.round != round || package.status() != PackageStatus::Requested {
        return;
    }
    package.stage += 1;
    package.updated_at = cx.now;
    cluster::settle(package);
}

/// The daily backup of a live package (an active one: a requested one has nothing to copy yet);
/// the oldest beyond seven goes.
pub fn backup_due(world: &mut World, cx: &Cx, uuid: &str) {
    let Some(status) = world.services.packages.get(uuid).map(PackageRecord::status) else { return };
    if status == PackageStatus::Deleted {
        return;
    }
    let backup_uuid = world.uuid();
    if let Some(package) = world.services.packages.get_mut(uuid)
        && status == PackageStatus::Active
    {
        package.backups.push(BackupRecord { uuid: backup_uuid, created_at: cx.now, size_gb: package.vm_disk_gb });
        let excess = package.backups.len().saturating_sub(BACKUPS_KEPT);
        package.backups.drain(..excess);
    }
    world.schedule.push(next_backup(cx, cx.now), ServicesEvent::ServiceBackupDue { uuid: uuid.to_string() });
}

/// A maintenance run in the window, unless the schedule changed since it was planned.
pub fn maintenance_due(world: &mut World, cx: &Cx, uuid: &str, round: u64) {
    let Some(package) = world.services.packages.get_mut(uuid) else { return };
    if package.maintenance_round != round || package.status() == PackageStatus::Deleted {
        return;
    }
    if package.status() == PackageStatus::Active {
        package.maintenance_runs.push(cx.now);
    }
    let package = package.clone();
    schedule_maintenance(world, cx.now, &package);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    #[test]
    fn the_weekly_window_is_the_next_wednesday_at_two_and_the_daily_one_the_next_two_oclock() {
        // 2026-01-05 is a Monday.
        assert_eq!(next_maintenance(at("2026-01-05T09:00:00Z"), MaintenanceSchedule::Weekly), at("2026-01-07T02:00:00Z"));
        assert_eq!(next_maintenance(at("2026-01-07T02:00:00Z"), MaintenanceSchedule::Weekly), at("2026-01-14T02:00:00Z"));
        assert_eq!(next_maintenance(at("2026-01-07T01:59:59Z"), MaintenanceSchedule::Weekly), at("2026-01-07T02:00:00Z"));
        assert_eq!(next_maintenance(at("2026-01-05T09:00:00Z"), MaintenanceSchedule::Daily), at("2026-01-06T02:00:00Z"));
        // Year end, leap day, month end.
        assert_eq!(next_maintenance(at("2026-12-31T23:00:00Z"), MaintenanceSchedule::Daily), at("2027-01-01T02:00:00Z"));
        assert_eq!(next_maintenance(at("2028-02-28T03:00:00Z"), MaintenanceSchedule::Daily), at("2028-02-29T02:00:00Z"));
        assert_eq!(next_maintenance(at("2026-12-31T03:00:00Z"), MaintenanceSchedule::Weekly), at("2027-01-06T02:00:00Z"));
    }
}
