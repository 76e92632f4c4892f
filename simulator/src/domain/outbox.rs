//! Mail the simulator "sends". Nothing leaves the machine: QA, the console's journeys and people
//! read a session's outbox through the control API. Any area sends with [`send`] and a kind.

use spec::idp::MailKind;

use super::Cx;
use crate::world::World;
pub use crate::world::outbox::MailRecord;

/// Mails kept per session; the oldest go first, so a long realtime demo stays bounded.
pub const CAPACITY: usize = 1000;

/// The body names every link at its end, as a mail client shows it.
pub fn send(world: &mut World, cx: &Cx, kind: MailKind, to: &str, subject: String, text: &str, links: Vec<String>) {
    let id = world.next_id();
    let body = links.iter().fold(text.to_string(), |body, link| format!("{body}\n\n{link}"));
    if world.outbox.len() >= CAPACITY {
        world.outbox.remove(0);
    }
    world.outbox.push(MailRecord { id, kind, to: to.to_string(), subject, body, links, sent_at: cx.now });
}

/// Every mail the session sent, oldest first.
pub fn mails(world: &World) -> &[MailRecord] {
    &world.outbox
}
