//! Every brand's demo world builds and keeps its promises (`scenarios/demo/README.md`, checked by
//! `seed::promise`) whatever the start instant: `cloudsim serve --start now` must work on every
//! day of the year. Each brand is built at the calendar's edges (month and year ends, the last
//! hour and second of a month, the first days of one whose invoice has only just closed, leap
//! days, mid-month), then random brands at random instants over several years. Every brand at the
//! default start is `app::demo`'s own unit test; the brand × edge matrix rotates under the test
//! command (`common::in_rotation`), a tenth per commit, whole under `npm run test:full`.

use crate::common;

use std::sync::Arc;

use jiff::Timestamp;
use proptest::prelude::*;
use simulator::app::demo;
use simulator::brands::Brands;
use simulator::seed::promise;
use simulator::session;
use spec::config::Brand;

/// The instants every brand is built at.
const EDGES: &[&str] = &[
    session::DEFAULT_START,
    "2026-01-31T23:00:00Z", // the last hour of a 31-day month
    "2026-04-30T23:59:59Z", // the last second of a 30-day month
    "2026-06-02T03:00:00Z", // last month's invoice has only just closed
    "2026-08-15T12:00:00Z", // mid-month
    "2026-12-31T23:59:59Z", // the year's last second
    "2027-01-01T00:00:00Z", // the year's first
    "2027-02-28T23:30:00Z", // the end of a common February
    "2028-02-29T12:00:00Z", // a leap day
    "2028-03-01T00:30:00Z", // the morning after a leap February
];

fn brands() -> Vec<Arc<Brand>> {
    let brands = Brands::embedded().unwrap();
    brands.names().map(|name| brands.get(name).unwrap().clone()).collect()
}

/// The world `brand` gets at `start`, or what is wrong with it.
fn check(brand: &Brand, start: Timestamp) -> Result<(), String> {
    let world = demo::build_afresh(&Arc::new(brand.clone()), 1, start)?;
    let broken = promise::broken(brand, &world, start);
    if broken.is_empty() { Ok(()) } else { Err(broken.join("; ")) }
}

#[test]
fn every_brand_builds_its_demo_at_the_calendars_edges() {
    let brands = brands();
    let cells: Vec<(&Brand, &str)> = brands
        .iter()
        .flat_map(|brand| EDGES.iter().map(move |edge| (brand.as_ref(), *edge)))
        .enumerate()
        .filter(|(index, _)| common::in_rotation(*index))
        .map(|(_, cell)| cell)
        .collect();
    println!("{} of {} brand × edge cells", cells.len(), brands.len() * EDGES.len());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let failures: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = cells
            .chunks(cells.len().div_ceil(threads).max(1))
            .map(|chunk| {
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    for (brand, edge) in chunk {
                        if let Err(e) = check(brand, edge.parse().unwrap()) {
                            failures.push(format!("{} at {edge}: {e}", brand.name));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    assert!(failures.is_empty(), "{} demo worlds broke:\n{}", failures.len(), failures.join("\n"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]
    #[test]
    fn any_brand_builds_its_demo_at_any_instant(brand in 0..20usize, start in common::any_start()) {
        let brands = brands();
        let brand = &brands[brand % brands.len()];
        prop_assert_eq!(check(brand, start), Ok(()), "{} at {}", brand.name, start);
    }
}
