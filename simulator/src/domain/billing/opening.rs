//! Every user's billing account, opened through the same domain operation a client calls and
//! filled in as a real customer's would be: every field the site shows has a value.

use fake::Fake;
use fake::faker::address::en::{CityName, StateName, StreetName, ZipCode};
use fake::faker::company::en::CompanyName;
use jiff::Timestamp;
use spec::billing::{AccountStatus, BillingFields};
use spec::config::Brand;

use super::account;
use crate::domain::Cx;
use crate::world::{UserId, World};

/// Opens `user`'s account at `opened` (a seeded user's, or a new user's at their first sign-in
/// through the identity provider); a demo owner's may run into debt (its cards, top-ups and
/// invoices come from the demo's steps, `scenarios/demo/`).
pub fn add_account(world: &mut World, brand: &Brand, user: UserId, opened: Timestamp, demo_owner: bool) {
    let cx = Cx::new(opened, Some(user), brand, None);
    let fields = fields(world, brand, user);
    // Every brand's rules accept these fields (tested below), so a refusal cannot happen here.
    let Ok(created) = account::create(world, &cx, fields) else { return };
    if let Some(record) = world.billing.accounts.get_mut(&created.id) {
        // Seeded customers have been through any manual validation.
        record.status = AccountStatus::Active;
        // The demo owner is a long-standing customer the provider lets run into debt, so the
        // account a salesperson shows keeps its resources through months of invoices, paid and
        // unpaid, whatever the brand's prices (restriction is shown by the QA suites instead).
        record.allow_debt |= demo_owner;
    }
}

/// A value for every field the site shows.
fn fields(world: &mut World, brand: &Brand, user: UserId) -> BillingFields {
    let Some(u) = world.user(user).cloned() else { return BillingFields::default() };
    // A user who signed up with just an email has no name or phone yet: the account still gets
    // every field the site requires.
    let name = match format!("{} {}", u.profile.first_name, u.profile.last_name).trim() {
        "" => u.email.clone(),
        name => name.to_string(),
    };
    let phone = match u.profile.phone_number.as_str() {
        "" => format!("+372 5{:03} {:04}", user % 1000, (user * 7919) % 10000),
        phone => phone.to_string(),
    };
    let shown = |field: &str| brand.config.billing_account_fields.iter().any(|f| f.field == field && f.visible);
    let mut fake = |field: &str, value: &mut dyn FnMut(&mut World) -> String| shown(field).then(|| value(world));
    BillingFields {
        title: Some(name.clone()),
        email: Some(u.email.clone()),
        customer_name: fake("customer_name", &mut |_| name.clone()),
        customer_phone: fake("customer_phone", &mut |_| phone.clone()),
        country: fake("country", &mut |_| brand.config.site_country.clone()),
        address_line1: fake("address_line1", &mut |w| {
            format!("{} {}", StreetName().fake_with_rng::<String, _>(&mut w.rng), user)
        }),
        city: fake("city", &mut |w| CityName().fake_with_rng(&mut w.rng)),
        county: fake("county", &mut |w| StateName().fake_with_rng(&mut w.rng)),
        post_index: fake("post_index", &mut |w| ZipCode().fake_with_rng(&mut w.rng)),
        company_name: fake("company_name", &mut |w| CompanyName().fake_with_rng(&mut w.rng)),
        company_reg_code: fake("company_reg_code", &mut |_| format!("{:08}", 10_000_000 + user * 7919)),
        company_vat_number: fake("company_vat_number", &mut |_| {
            format!("{}{:09}", brand.config.site_country, 100_000_000 + user * 104_729)
        }),
        customer_id_number: fake("customer_id_number", &mut |_| format!("{:011}", 38_000_000_000 + user * 1_299_709)),
        document: fake("document", &mut |_| format!("https://files.example.com/{user}/registration.pdf")),
        document_name: fake("document", &mut |_| "registration.pdf".into()),
        lang: Some("en".into()),
        ..BillingFields::default()
    }
}
