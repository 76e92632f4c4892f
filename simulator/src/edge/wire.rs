//! Wire forms of simulated instants (docs/product/conventions.md#synchronous-mutations: each area has its own).

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// `YYYY-MM-DD HH:MM:SS` in UTC: users, VMs, load balancers, floating IPs. Written by hand, not
/// with `strftime`: every row of a long list carries a few of these.
pub fn sql_time(at: Timestamp) -> String {
    let t = TimeZone::UTC.to_datetime(at);
    format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}", t.year(), t.month(), t.day(), t.hour(), t.minute(), t.second())
}

/// ISO with milliseconds and an offset, `2026-08-26T12:06:48.608+0000`: disks, buckets (docs/product/compute.md#disk).
pub fn iso_offset_time(at: Timestamp) -> String {
    at.to_zoned(TimeZone::UTC).strftime("%Y-%m-%dT%H:%M:%S%.3f%z").to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn sql_time_has_no_zone_and_a_space() {
        let at: jiff::Timestamp = "2026-08-26T11:36:03.5Z".parse().unwrap();
        assert_eq!(super::sql_time(at), "2026-08-26 11:36:03");
    }

    #[test]
    fn iso_offset_time_has_milliseconds_and_a_plain_offset() {
        let at: jiff::Timestamp = "2026-08-26T12:06:48.608Z".parse().unwrap();
        assert_eq!(super::iso_offset_time(at), "2026-08-26T12:06:48.608+0000");
    }
}
