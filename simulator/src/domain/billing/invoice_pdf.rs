//! An invoice as the PDF a customer downloads (`GET /payment/invoice/pdf`): the brand, the
//! invoice number and dates, who is billed, one row per line, and the totals.

use jiff::Timestamp;
use rust_decimal::Decimal;
use spec::billing::{InvoiceStatus, InvoiceType};
use spec::config::Brand;

use super::BillingAccountRecord;
use super::invoice::{InvoiceRecord, cents};
use super::pdf::{self, Font, PAGE_HEIGHT, Page};

const LEFT: u32 = 50;
const LINE: u32 = 14;
/// Where rows stop and a new page begins.
const BOTTOM: u32 = 80;
/// Column positions of a row: name, quantity, unit price, amount.
const COLUMNS: [u32; 4] = [LEFT, 300, 380, 480];

pub fn render(brand: &Brand, account: &BillingAccountRecord, invoice: &InvoiceRecord) -> Vec<u8> {
    let currency = &brand.config.site_currency;
    let money = |amount: Decimal| format!("{:.2} {currency}", cents(amount));
    let mut pages = Vec::new();
    let mut page = Page::default();
    let mut y = PAGE_HEIGHT - 60;
    page.text(LEFT, y, 20, Font::Bold, brand.config.site_name.as_str());
    y -= 28;
    page.text(LEFT, y, 14, Font::Bold, format!("{} {}", title(invoice.kind), padded(invoice.id)));
    y -= 2 * LINE;
    let period = format!("{} - {}", date(invoice.period_start), date(invoice.period_end));
    let due = invoice.due_date.map_or_else(|| "-".to_string(), date);
    for (label, value) in
        [("Issued", date(invoice.created)), ("Period", period), ("Due", due), ("Status", status(invoice.status).into())]
    {
        page.text(LEFT, y, 10, Font::Bold, label);
        page.text(LEFT + 60, y, 10, Font::Regular, value);
        y -= LINE;
    }
    y -= LINE;
    page.text(LEFT, y, 10, Font::Bold, "Billed to");
    y -= LINE;
    for text in billed_to(brand, account) {
        page.text(LEFT, y, 10, Font::Regular, text);
        y -= LINE;
    }
    y -= LINE;
    let header = ["Item", "Quantity", "Unit price", "Amount"];
    for (x, text) in COLUMNS.iter().zip(header) {
        page.text(*x, y, 10, Font::Bold, text);
    }
    y -= LINE;
    for line in &invoice.lines {
        if y < BOTTOM {
            pages.push(std::mem::take(&mut page));
            y = PAGE_HEIGHT - 60;
        }
        let cells = [
            format!("{} ({}, {})", line.name, line.descr, line.location),
            format!("{} {}", line.qty, line.qty_unit),
            format!("{} {currency}", line.item_price),
            money(line.amount),
        ];
        for (x, text) in COLUMNS.iter().zip(cells) {
            page.text(*x, y, 9, Font::Regular, text);
        }
        y -= LINE;
    }
    if y < BOTTOM + 6 * LINE {
        pages.push(std::mem::take(&mut page));
        y = PAGE_HEIGHT - 60;
    }
    y -= LINE;
    for (label, amount) in totals(brand, invoice) {
        let font = if label == "Total" { Font::Bold } else { Font::Regular };
        page.text(COLUMNS[2], y, 10, font, label);
        page.text(COLUMNS[3], y, 10, font, money(amount));
        y -= LINE;
    }
    pages.push(page);
    pdf::render(&format!("{} {}", title(invoice.kind), padded(invoice.id)), &pages)
}

/// Who is billed, line by line: the account's title, company, address and VAT number, as given.
fn billed_to(brand: &Brand, account: &BillingAccountRecord) -> Vec<String> {
    let address = [account.detail("city"), account.detail("post_index"), account.detail("country")];
    let address = address.iter().filter(|p| !p.is_empty()).copied().collect::<Vec<_>>().join(", ");
    let vat_number = account.detail("company_vat_number");
    let vat_number = (!vat_number.is_empty()).then(|| format!("{} {vat_number}", brand.config.vat_number_text));
    let billed = [
        Some(account.title.clone()),
        Some(account.detail("company_name").to_string()),
        Some(account.detail("address_line1").to_string()),
        Some(address),
        vat_number,
    ];
    billed.into_iter().flatten().filter(|t| !t.is_empty()).collect()
}

/// The totals' rows under the lines, label and amount.
fn totals(brand: &Brand, invoice: &InvoiceRecord) -> [(String, Decimal); 6] {
    let totals = invoice.totals();
    [
        ("Subtotal".to_string(), totals.subtotal),
        (format!("Discount ({}%)", invoice.discount_percentage), -totals.discount),
        (format!("{} ({}%)", brand.config.vat_text, invoice.vat_percentage), totals.vat),
        ("Total".to_string(), totals.total),
        ("Paid".to_string(), totals.paid),
        ("Outstanding".to_string(), totals.total - totals.paid),
    ]
}

/// The number as printed: ten digits.
pub fn padded(id: u64) -> String {
    format!("{id:010}")
}

fn title(kind: InvoiceType) -> &'static str {
    match kind {
        InvoiceType::CloudServices => "Invoice",
        InvoiceType::CreditTopup => "Credit top-up invoice",
        InvoiceType::CreditNote => "Credit note",
    }
}

fn status(status: InvoiceStatus) -> &'static str {
    match status {
        InvoiceStatus::InProgress => "In progress",
        InvoiceStatus::Unpaid => "Unpaid",
        InvoiceStatus::Paid => "Paid",
    }
}

fn date(at: Timestamp) -> String {
    at.strftime("%Y-%m-%d").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::billing::invoice::{InvoiceLine, current};
    use crate::domain::billing::pdf::tests::check_xref;
    use crate::domain::compute::fixture::Fixture;

    #[test]
    fn the_pdf_names_the_brand_the_number_the_dates_every_line_and_the_totals() {
        let mut fx = Fixture::new();
        let uuid = fx.running_vm();
        fx.advance(3 * 3600);
        let account = &fx.world.billing.accounts[&fx.world.compute.vms[&uuid].billing_account];
        let mut invoice = current(account, fx.world.now);
        invoice.id = 1_205_001_337;
        invoice.vat_percentage = Decimal::from(22);
        let first = invoice.lines[0].clone();
        invoice.lines.extend((0..80).map(|i| InvoiceLine { name: format!("extra-{i}"), ..first.clone() }));
        let bytes = render(&fx.brand, account, &invoice);
        assert!(bytes.starts_with(b"%PDF-"));
        let objects = check_xref(&bytes);
        assert!(objects > 5 + 2, "81 rows take more than one page");
        let text = String::from_utf8(bytes).unwrap();
        let totals = invoice.totals();
        for expected in [
            format!("({}) Tj", fx.brand.config.site_name),
            "(Invoice 1205001337) Tj".to_string(),
            format!("({}) Tj", date(invoice.created)),
            format!("({} - {}) Tj", date(invoice.period_start), date(invoice.period_end)),
            format!("({} \\({}, {}\\)) Tj", invoice.lines[0].name, invoice.lines[0].descr, fx.location.slug),
            format!("(extra-79 \\({}, ", invoice.lines[0].descr),
            format!("({:.2} {}) Tj", totals.total, fx.brand.config.site_currency),
            format!("({}) Tj", account.title),
        ] {
            assert!(text.contains(&expected), "{expected} in the PDF");
        }
    }
}
