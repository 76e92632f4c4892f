//! A small PDF 1.4 writer: pages of left-aligned text lines in the built-in Helvetica fonts, with
//! a correct cross-reference table, so the invoice download opens in any reader. Only what
//! invoices need; no images, no embedded fonts (the 14 standard fonts need none).
//!
//! The output is plain ASCII: characters outside it are written as WinAnsi octal escapes, or `?`
//! when WinAnsi has no such character.

/// An A4 page in points.
pub const PAGE_WIDTH: u32 = 595;
pub const PAGE_HEIGHT: u32 = 842;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

impl Font {
    fn resource(self) -> &'static str {
        match self {
            Font::Regular => "F1",
            Font::Bold => "F2",
        }
    }
}

/// One line of text whose baseline starts at (`x`, `y`) points from the bottom-left corner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    pub x: u32,
    pub y: u32,
    pub size: u32,
    pub font: Font,
    pub text: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Page {
    pub texts: Vec<Text>,
}

impl Page {
    pub fn text(&mut self, x: u32, y: u32, size: u32, font: Font, text: impl Into<String>) {
        self.texts.push(Text { x, y, size, font, text: text.into() });
    }
}

/// The document's bytes. Objects: 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the info
/// dictionary, then a page and its content stream for each page.
pub fn render(title: &str, pages: &[Page]) -> Vec<u8> {
    let mut objects: Vec<String> = Vec::new();
    let kids: Vec<String> = (0..pages.len()).map(|i| format!("{} 0 R", 6 + 2 * i)).collect();
    objects.push("<< /Type /Catalog /Pages 2 0 R >>".into());
    objects.push(format!("<< /Type /Pages /Kids [{}] /Count {} >>", kids.join(" "), pages.len()));
    for name in ["Helvetica", "Helvetica-Bold"] {
        objects.push(format!("<< /Type /Font /Subtype /Type1 /BaseFont /{name} /Encoding /WinAnsiEncoding >>"));
    }
    objects.push(format!("<< /Title ({}) /Producer (cloudsim) >>", escape(title)));
    for (i, page) in pages.iter().enumerate() {
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_WIDTH} {PAGE_HEIGHT}] \
             /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {} 0 R >>",
            7 + 2 * i
        ));
        let content = content_stream(page);
        objects.push(format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len()));
    }
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.push_str(&format!("{} 0 obj\n{body}\nendobj\n", i + 1));
    }
    let xref = out.len();
    // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, CR LF.
    out.push_str(&format!("xref\n0 {}\n0000000000 65535 f\r\n", objects.len() + 1));
    for offset in offsets {
        out.push_str(&format!("{offset:010} 00000 n\r\n"));
    }
    out.push_str(&format!("trailer\n<< /Size {} /Root 1 0 R /Info 5 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1));
    out.into_bytes()
}

fn content_stream(page: &Page) -> String {
    let lines: Vec<String> = page
        .texts
        .iter()
        .map(|t| format!("BT /{} {} Tf {} {} Td ({}) Tj ET", t.font.resource(), t.size, t.x, t.y, escape(&t.text)))
        .collect();
    lines.join("\n")
}

/// A PDF string literal's body: delimiters escaped, Latin-1 letters as WinAnsi octal escapes
/// (WinAnsi agrees with Latin-1 from 0xA0 up), anything else `?`.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '(' | ')' => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            '\u{a0}'..='\u{ff}' => out.push_str(&format!("\\{:03o}", c as u32)),
            '€' => out.push_str("\\200"),
            _ => out.push('?'),
        }
    }
    out
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// The objects the cross-reference table points at, checked: every offset lands on its
    /// `N 0 obj` line and `startxref` on the table. Returns the number of objects.
    pub fn check_xref(pdf: &[u8]) -> usize {
        let text = std::str::from_utf8(pdf).expect("the writer emits ASCII");
        assert!(text.starts_with("%PDF-1.4\n"));
        assert!(text.ends_with("%%EOF\n"));
        let start: usize = text.rsplit("startxref\n").next().unwrap().trim_end_matches("\n%%EOF\n").parse().unwrap();
        assert!(text[start..].starts_with("xref\n0 "), "startxref points at the table");
        let table = &text[start..];
        let count: usize = table.lines().nth(1).unwrap().split(' ').nth(1).unwrap().parse().unwrap();
        let entries_start = start + table.find("0000000000 65535 f\r\n").unwrap();
        for n in 1..count {
            let entry = &text[entries_start + 20 * n..entries_start + 20 * (n + 1)];
            assert!(entry.ends_with(" 00000 n\r\n"), "entry {n}: {entry:?}");
            let offset: usize = entry[..10].parse().unwrap();
            assert!(text[offset..].starts_with(&format!("{n} 0 obj\n")), "object {n} at {offset}");
        }
        count - 1
    }

    #[test]
    fn a_two_page_document_has_right_offsets_and_every_line() {
        let mut first = Page::default();
        first.text(50, 800, 18, Font::Bold, "Invoice (draft)");
        first.text(50, 780, 10, Font::Regular, "Pärnu mnt 10 \\ 5 €");
        let mut second = Page::default();
        second.text(50, 800, 10, Font::Regular, "Total 12.50");
        let pdf = render("Invoice 1", &[first, second]);
        assert_eq!(check_xref(&pdf), 5 + 2 * 2);
        let text = String::from_utf8(pdf).unwrap();
        assert!(text.contains("(Invoice \\(draft\\)) Tj"));
        assert!(text.contains("(P\\344rnu mnt 10 \\\\ 5 \\200) Tj"));
        assert!(text.contains("/Kids [6 0 R 8 0 R] /Count 2"));
        assert!(text.contains("/F2 18 Tf 50 800 Td"));
        assert!(text.contains("(Total 12.50) Tj"));
    }

    #[test]
    fn a_stream_length_counts_its_bytes() {
        let mut page = Page::default();
        page.text(1, 2, 3, Font::Regular, "x");
        let text = String::from_utf8(render("t", &[page])).unwrap();
        let content = "BT /F1 3 Tf 1 2 Td (x) Tj ET";
        assert!(text.contains(&format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len())));
    }

    #[test]
    fn characters_beyond_winansi_become_question_marks() {
        assert_eq!(escape("Ωx"), "?x");
    }
}
