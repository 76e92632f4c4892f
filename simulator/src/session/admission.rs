//! How fast one client may bring in new demo visitors (docs/reference/demo-visitors.md): a token
//! bucket per client address, `burst` at once and then `per_minute`, so one client cannot fill the
//! places everyone shares. IPv6 clients are counted by their /64, which one host usually holds
//! whole. The buckets are bounded: full ones are forgotten first, and when every one of
//! [`MAX_CLIENTS`] is in use a new client waits like a client out of tokens.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Clients whose buckets are remembered at once.
const MAX_CLIENTS: usize = 65_536;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    /// New visitors a client may bring at once.
    pub burst: u32,
    /// New visitors a client may bring per minute after its burst.
    pub per_minute: u32,
}

/// Tokens left, as of `at`.
struct Bucket {
    tokens: f64,
    at: Instant,
}

pub struct Admission {
    rate: Rate,
    buckets: HashMap<IpAddr, Bucket>,
}

impl Admission {
    pub fn new(rate: Rate) -> Admission {
        Admission { rate, buckets: HashMap::new() }
    }

    /// Takes one new visitor from `client`'s allowance at `now`, or says how long until one is
    /// there.
    pub fn take(&mut self, client: IpAddr, now: Instant) -> Result<(), Duration> {
        let (burst, per_second) = (f64::from(self.rate.burst), f64::from(self.rate.per_minute) / 60.0);
        let client = counted_as(client);
        if !self.buckets.contains_key(&client) && self.buckets.len() >= MAX_CLIENTS {
            self.forget_full(now);
            if self.buckets.len() >= MAX_CLIENTS {
                return Err(Duration::from_secs(60));
            }
        }
        let bucket = self.buckets.entry(client).or_insert(Bucket { tokens: burst, at: now });
        bucket.tokens = (bucket.tokens + now.saturating_duration_since(bucket.at).as_secs_f64() * per_second).min(burst);
        bucket.at = bucket.at.max(now);
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            return Ok(());
        }
        if per_second <= 0.0 {
            return Err(Duration::from_secs(3600));
        }
        Err(Duration::from_secs_f64((1.0 - bucket.tokens) / per_second))
    }

    /// Drops the buckets that have refilled: such a client is as new.
    fn forget_full(&mut self, now: Instant) {
        let (burst, per_second) = (f64::from(self.rate.burst), f64::from(self.rate.per_minute) / 60.0);
        self.buckets.retain(|_, b| b.tokens + now.saturating_duration_since(b.at).as_secs_f64() * per_second < burst);
    }
}

/// The address a client is counted by: its own for IPv4, its /64 for IPv6.
fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_client_gets_its_burst_then_its_rate_and_others_are_not_held_back() {
        let mut admission = Admission::new(Rate { burst: 2, per_minute: 6 });
        let now = Instant::now();
        assert!(admission.take(ip("203.0.113.1"), now).is_ok());
        assert!(admission.take(ip("203.0.113.1"), now).is_ok());
        assert_eq!(admission.take(ip("203.0.113.1"), now), Err(Duration::from_secs(10)));
        assert!(admission.take(ip("203.0.113.2"), now).is_ok());
        let later = now + Duration::from_secs(10);
        assert!(admission.take(ip("203.0.113.1"), later).is_ok());
        assert!(admission.take(ip("203.0.113.1"), later).is_err());
    }

    #[test]
    fn an_ipv6_host_is_counted_by_its_slash_64() {
        let mut admission = Admission::new(Rate { burst: 1, per_minute: 1 });
        let now = Instant::now();
        assert!(admission.take(ip("2001:db8::1"), now).is_ok());
        assert!(admission.take(ip("2001:db8::ffff:2"), now).is_err(), "the same /64");
        assert!(admission.take(ip("2001:db8:0:1::1"), now).is_ok());
        assert!(admission.take(ip("::ffff:192.0.2.9"), now).is_ok());
        assert!(admission.take(ip("192.0.2.9"), now).is_err(), "a mapped IPv4 address is that address");
    }

    #[test]
    fn the_buckets_are_bounded_and_full_ones_are_forgotten_first() {
        let mut admission = Admission::new(Rate { burst: 1, per_minute: 60 });
        let now = Instant::now();
        for n in 0..MAX_CLIENTS as u32 {
            assert!(admission.take(IpAddr::V4(n.into()), now).is_ok());
        }
        assert!(admission.take(ip("255.255.255.255"), now).is_err(), "every bucket is in use");
        assert!(admission.take(ip("255.255.255.255"), now + Duration::from_secs(1)).is_ok(), "the refilled ones went");
        assert!(admission.buckets.len() <= 2);
    }
}
