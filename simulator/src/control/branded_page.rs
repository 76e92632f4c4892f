//! The pages the simulator's stand-ins show a browser (the identity provider's consent, password
//! reset and MFA pages, the card issuer's confirmation), in the session's brand: the site's name,
//! its logo and its light palette, as the provider's own hosted pages would be.

use axum::http::header;
use axum::response::{IntoResponse, Response};
use spec::config::Brand;

/// A branded HTML page: `title` as its heading, `body` (trusted markup) below it.
pub(super) fn branded_page(brand: &Brand, title: &str, body: &str) -> Response {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], branded_html(brand, title, body)).into_response()
}

fn branded_html(brand: &Brand, title: &str, body: &str) -> String {
    let c = &brand.theme.colors.light;
    let site = escape(&brand.config.site_name);
    // The wordmark takes the page's text colour, as the console paints it (brands README).
    let logo = brand.theme.logo_svg.replace("currentColor", &c.text);
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title} | {site}</title><style>\
         body{{margin:0;min-height:100vh;font-family:system-ui,sans-serif;line-height:1.5;background:{bg};color:{text}}}\
         main{{box-sizing:border-box;max-width:32rem;margin:3rem auto;padding:1.5rem 2rem;background:{surface};\
         border:1px solid {border};border-radius:8px}}\
         .logo svg{{display:block;height:32px;width:auto;max-width:100%}}\
         h1{{font-size:1.5rem;margin:1rem 0 .5rem}} h2{{font-size:1.125rem}} a{{color:{primary}}}\
         ul{{padding:0;list-style:none}} li{{margin:.5rem 0}} label{{display:block;margin:.5rem 0}}\
         input{{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .75rem;\
         border:1px solid {border};border-radius:6px;background:{surface};color:{text};font:inherit}}\
         button{{margin:.25rem .25rem .25rem 0;padding:.5rem 1rem;border:0;border-radius:6px;background:{primary};\
         color:{on_primary};font:inherit;font-weight:600;cursor:pointer}}\
         button:focus-visible,input:focus-visible{{outline:2px solid {primary};outline-offset:2px}}\
         [role=alert]{{color:{error}}} .muted{{color:{muted}}}\
         </style></head><body><main><div class=\"logo\" role=\"img\" aria-label=\"{site}\">{logo}</div>\
         <h1>{title}</h1>{body}</main></body></html>",
        bg = c.background,
        surface = c.surface,
        text = c.text,
        muted = c.text_muted,
        border = c.border,
        primary = c.primary,
        on_primary = c.on_primary,
        error = c.error,
    )
}

pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::{branded_html, escape};
    use crate::brands::Brands;

    #[test]
    fn every_brand_page_carries_its_name_logo_and_colours() {
        for brand in Brands::embedded().expect("brands").all() {
            let html = branded_html(brand, "Choose an account", "<p>to continue</p>");
            let c = &brand.theme.colors.light;
            assert!(
                html.contains(&format!("<title>Choose an account | {}</title>", escape(&brand.config.site_name))),
                "{}",
                brand.name
            );
            assert!(html.contains(&format!("background:{}", c.primary)), "{}: buttons in the primary colour", brand.name);
            assert!(html.contains("<svg"), "{}: the logo", brand.name);
            assert!(!html.contains("currentColor"), "{}: the wordmark is painted", brand.name);
        }
    }
}
