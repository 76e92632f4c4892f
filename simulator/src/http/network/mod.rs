//! `[/{location}]/network/…`: floating IPs, private networks, load balancers and firewalls,
//! thin handlers over `domain::network` and the wire views.

mod firewall;
mod ip;
mod lb;
mod vpc;

use crate::edge::ApiRouter;

pub fn routes(api: &mut ApiRouter) {
    ip::routes(api);
    vpc::routes(api);
    lb::routes(api);
    firewall::routes(api);
}
