//! Site configuration rules (docs/product/config.md#configuration-rules *Configuration refinements*): every brand file is
//! checked against them when the simulator starts.

use rust_decimal::Decimal;
use spec::config::{Brand, ChatProvider, PaymentProcessorType, SiteConfig};

pub const DISABLED_OS_NOT_IN_LIST: &str = "Disabled OS must be in the list of OS";
pub const DEFAULT_OS_NOT_IN_LIST: &str = "Default OS must be in the list of OS";
pub const DEFAULT_OS_DISABLED: &str = "OS cannot be default if it is disabled";
pub const KUBERNETES_NEEDS_SERVICES: &str = "Kubernetes requires services to be enabled";
pub const FEE_PERCENTAGE_RANGE: &str = "Service fee percentage must be between 0 and 100";
pub const UNKNOWN_PROCESSOR: &str = "Not a payment processor of the product for its type";
pub const RATE_NEGATIVE: &str = "Display currency rate must be at least 0";
pub const CURRENCY_CODE: &str = "Currency code must be 3 letters";
pub const COUNTRY_CODE: &str = "Country must be 2 letters";
pub const ONE_DEFAULT_LOCATION: &str = "Exactly one location must be the default";
pub const NOT_ONE_SVG: &str = "A brand image must be one <svg> element in the SVG namespace";
pub const SVG_ACTIVE_CONTENT: &str =
    "A brand image must hold no script, event handler, style sheet, embedded document or external reference";
pub const LOGO_NOTE_EMPTY: &str = "The logo note must say where the logo comes from";
pub const LOGIN_TEXT_REPEATS_NAME: &str = "The sign-in texts must not repeat siteName: the sign-in page shows the logo";
pub const TRANSLATION_OF_NOTHING: &str = "A translation must be of a text the brand sends";
pub const TRANSLATION_LANGUAGES: &str =
    "A translation's variants are keyed by language code (`en`, `es`) and include the text as sent";
pub const CHAT_SECRET_MISSING: &str = "An Intercom-style chat needs simulation.chat_secret to sign its users";

/// A broken rule: where (a JSON-path-like location) and which rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub at: String,
    pub message: &'static str,
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

pub fn validate_brand(brand: &Brand) -> Result<(), Vec<ConfigError>> {
    let mut errors = validate_site(&brand.config);
    if brand.name != brand.config.site_theme {
        errors.push(ConfigError { at: "config.siteTheme".into(), message: "siteTheme must equal the brand name" });
    }
    let theme = &brand.theme;
    for (at, svg) in [
        ("theme.logo_svg", &theme.logo_svg),
        ("theme.logo_on_dark_svg", &theme.logo_on_dark_svg),
        ("theme.icon_svg", &theme.icon_svg),
    ] {
        errors.extend(svg_problem(svg).map(|message| ConfigError { at: at.into(), message }));
    }
    if theme.logo_note.trim().is_empty() {
        errors.push(ConfigError { at: "theme.logo_note".into(), message: LOGO_NOTE_EMPTY });
    }
    // docs/product/config.md#brands-and-themes: no name shown twice on one screen.
    let name = brand.config.site_name.to_lowercase();
    for (at, text) in [("config.loginTitle", &brand.config.login_title), ("config.loginSubtitle", &brand.config.login_subtitle)] {
        // In every language it is shown in.
        let variants = brand.config.translations.get(text).into_iter().flat_map(|variants| variants.values());
        if std::iter::once(text).chain(variants).any(|text| text.to_lowercase().contains(&name)) {
            errors.push(ConfigError { at: at.into(), message: LOGIN_TEXT_REPEATS_NAME });
        }
    }
    errors.extend(translation_problems(brand));
    // docs/product/identity.md#user: every user of an Intercom-style chat carries its hash.
    let intercom = brand.config.chat_config.as_ref().is_some_and(|chat| chat.kind == ChatProvider::Intercom);
    if intercom && brand.simulation.chat_secret.is_none() {
        errors.push(ConfigError { at: "simulation.chat_secret".into(), message: CHAT_SECRET_MISSING });
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

pub fn validate_site(config: &SiteConfig) -> Vec<ConfigError> {
    let mut errors = Vec::new();
    let mut fail = |at: String, message| errors.push(ConfigError { at, message });

    for (i, package) in config.predefined_packages.iter().enumerate() {
        let at = format!("predefinedPackages[{i}]");
        if package.disabled.iter().any(|os| !package.os.contains(os)) {
            fail(format!("{at}.disabled"), DISABLED_OS_NOT_IN_LIST);
        }
        if package.default.iter().any(|os| !package.os.contains(os)) {
            fail(format!("{at}.default"), DEFAULT_OS_NOT_IN_LIST);
        }
        if package.default.iter().any(|os| package.disabled.contains(os)) {
            fail(format!("{at}.default"), DEFAULT_OS_DISABLED);
        }
    }
    if config.features.kubernetes_enabled && !config.features.services_enabled {
        fail("kubernetesEnabled".into(), KUBERNETES_NEEDS_SERVICES);
    }
    for (i, processor) in config.payment_processors.iter().enumerate() {
        if !known_processors(processor.kind).contains(&processor.keyword.as_str()) {
            fail(format!("paymentProcessors[{i}].keyword"), UNKNOWN_PROCESSOR);
        }
        let pct = processor.service_fee.percentage.0;
        if pct < Decimal::ZERO || pct > Decimal::ONE_HUNDRED {
            fail(format!("paymentProcessors[{i}].service_fee.percentage"), FEE_PERCENTAGE_RANGE);
        }
        if let Some(conv) = &processor.charge_currency_conversion
            && !is_code(&conv.to_currency, 3)
        {
            fail(format!("paymentProcessors[{i}].charge_currency_conversion.to_currency"), CURRENCY_CODE);
        }
    }
    for (i, currency) in config.display_currencies.iter().enumerate() {
        if currency.rate.0 < Decimal::ZERO {
            fail(format!("displayCurrencies[{i}].rate"), RATE_NEGATIVE);
        }
        if !is_code(&currency.code, 3) {
            fail(format!("displayCurrencies[{i}].code"), CURRENCY_CODE);
        }
    }
    if !is_code(&config.site_currency, 3) {
        fail("siteCurrency".into(), CURRENCY_CODE);
    }
    if !is_code(&config.site_country, 2) {
        fail("siteCountry".into(), COUNTRY_CODE);
    }
    if config.locations.iter().filter(|l| l.is_default).count() != 1 {
        fail("locations".into(), ONE_DEFAULT_LOCATION);
    }
    errors
}

/// docs/product/config.md#brand-texts: each translation is of a text the brand sends (an entry for
/// an edited text would silently stop applying) and names the language of the text as sent, so a
/// console in that language finds it and one in another never falls back to it unmarked.
fn translation_problems(brand: &Brand) -> Vec<ConfigError> {
    let sent = sent_texts(brand);
    let mut errors = Vec::new();
    for (text, variants) in &brand.config.translations {
        let at = format!("config.translations[{text:?}]");
        if !sent.contains(&text.as_str()) {
            errors.push(ConfigError { at: at.clone(), message: TRANSLATION_OF_NOTHING });
        }
        let codes = variants.keys().all(|code| (2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_lowercase()));
        if !codes || !variants.values().any(|variant| variant == text) {
            errors.push(ConfigError { at, message: TRANSLATION_LANGUAGES });
        }
    }
    errors
}

/// Every text a brand writes for people to read, in its site configuration and its theme.
fn sent_texts(brand: &Brand) -> Vec<&str> {
    let (config, extras) = (&brand.config, &brand.theme.extras);
    let fixed = [&config.login_title, &config.login_subtitle, &config.vat_text, &config.vat_number_text];
    let notices = config.predefined_packages.iter().filter_map(|package| package.notice.as_ref());
    let processors = config.payment_processors.iter().map(|processor| &processor.name);
    let extra = [&extras.desktop_banner, &extras.welcome_text, &extras.invoice_wording, &extras.tax_label];
    let extra = extra.into_iter().flatten().chain(extras.billing_field_labels.values());
    fixed.into_iter().chain(notices).chain(processors).chain(extra).map(String::as_str).collect()
}

/// The processors the product knows, by type (docs/product/payment.md#processors).
fn known_processors(kind: PaymentProcessorType) -> &'static [&'static str] {
    match kind {
        PaymentProcessorType::Creditcard => &["omise_creditcard", "stripe_creditcard", "paypal_vault"],
        PaymentProcessorType::Invoice => &["invoice"],
        PaymentProcessorType::Link => {
            &["stripe", "stripe_wallet", "omise", "duitku", "sslcommerz", "adyen", "clictopay", "coingate", "razorpay"]
        }
    }
}

/// Brand images are inlined into pages (the console's `<img>` data URLs, the stand-ins' HTML), so
/// one must be a plain drawing: nothing that runs, loads or styles anything outside itself.
fn svg_problem(svg: &str) -> Option<&'static str> {
    let svg = svg.trim();
    if !svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        || !svg.ends_with("</svg>")
        || svg.matches("<svg").count() != 1
    {
        return Some(NOT_ONE_SVG);
    }
    let lower = svg.to_ascii_lowercase();
    let active = ["<script", "<style", "<foreignobject", "<image", "<iframe", "<!", "javascript:", "@import"]
        .iter()
        .any(|needle| lower.contains(needle));
    // Only references inside the drawing itself (`#id`) are allowed.
    let external = lower.match_indices("href=").any(|(i, _)| !lower[i + 5..].starts_with("\"#"))
        || lower.match_indices("url(").any(|(i, _)| !lower[i + 4..].trim_start_matches(['\'', '"']).starts_with('#'));
    (active || external || has_event_handler(&lower)).then_some(SVG_ACTIVE_CONTENT)
}

/// An attribute `on…=` (onload, onclick, …) anywhere in the markup.
fn has_event_handler(lower: &str) -> bool {
    lower.match_indices(" on").any(|(i, _)| {
        let name: String = lower[i + 3..].chars().take_while(char::is_ascii_alphabetic).collect();
        !name.is_empty() && lower[i + 3 + name.len()..].trim_start().starts_with('=')
    })
}

fn is_code(code: &str, len: usize) -> bool {
    code.len() == len && code.bytes().all(|b| b.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brands::Brands;
    use spec::common::Money;
    use spec::config::OsCategory;

    fn site() -> SiteConfig {
        Brands::embedded().unwrap().default_brand().config.clone()
    }

    fn messages(config: &SiteConfig) -> Vec<&'static str> {
        validate_site(config).into_iter().map(|e| e.message).collect()
    }

    #[test]
    fn every_brand_file_is_valid() {
        let brands = Brands::embedded().unwrap();
        assert_eq!(brands.names().count(), 20);
        for brand in brands.all() {
            assert_eq!(validate_brand(brand), Ok(()), "{}", brand.name);
        }
    }

    #[test]
    fn disabled_os_outside_the_list_is_rejected() {
        let mut config = site();
        config.predefined_packages[0].os = vec![OsCategory::Other];
        config.predefined_packages[0].default.clear();
        config.predefined_packages[0].disabled = vec![OsCategory::Win];
        assert_eq!(messages(&config), [DISABLED_OS_NOT_IN_LIST]);
    }

    #[test]
    fn default_os_outside_the_list_is_rejected() {
        let mut config = site();
        config.predefined_packages[1].os = vec![OsCategory::Win];
        config.predefined_packages[1].disabled.clear();
        config.predefined_packages[1].default = vec![OsCategory::Other];
        assert_eq!(messages(&config), [DEFAULT_OS_NOT_IN_LIST]);
    }

    #[test]
    fn default_and_disabled_at_once_is_rejected() {
        let mut config = site();
        let p = &mut config.predefined_packages[1];
        p.os = vec![OsCategory::Win, OsCategory::Other];
        p.default = vec![OsCategory::Win];
        p.disabled = vec![OsCategory::Win];
        assert_eq!(messages(&config), [DEFAULT_OS_DISABLED]);
    }

    #[test]
    fn kubernetes_without_services_is_rejected() {
        let mut config = site();
        config.features.kubernetes_enabled = true;
        config.features.services_enabled = false;
        assert_eq!(messages(&config), [KUBERNETES_NEEDS_SERVICES]);
    }

    #[test]
    fn fee_percentage_outside_0_to_100_is_rejected() {
        let mut config = site();
        config.payment_processors[0].service_fee.percentage = Money(Decimal::from(101));
        assert_eq!(messages(&config), [FEE_PERCENTAGE_RANGE]);
    }

    #[test]
    fn a_processor_the_product_does_not_know_for_its_type_is_rejected() {
        let mut config = site();
        let card = config.payment_processors.iter().position(|p| p.kind == PaymentProcessorType::Creditcard).unwrap();
        config.payment_processors[card].keyword = "bitcoin".into();
        assert_eq!(messages(&config), [UNKNOWN_PROCESSOR]);
        // A link processor's keyword is not a card processor's.
        config.payment_processors[card].keyword = "duitku".into();
        assert_eq!(messages(&config), [UNKNOWN_PROCESSOR]);
        config.payment_processors[card].keyword = "omise_creditcard".into();
        assert_eq!(messages(&config), Vec::<&str>::new());
    }

    fn brand_messages(edit: impl FnOnce(&mut Brand)) -> Vec<(String, &'static str)> {
        let mut brand = Brands::embedded().unwrap().default_brand().as_ref().clone();
        edit(&mut brand);
        validate_brand(&brand).err().unwrap_or_default().into_iter().map(|e| (e.at, e.message)).collect()
    }

    #[test]
    fn brand_images_that_run_load_or_style_anything_are_rejected() {
        let open = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">"#;
        for inner in [
            "<script>alert(1)</script>",
            r#"<rect width="10" height="10" onload="alert(1)"/>"#,
            r#"<rect width="10" height="10" ONCLICK = "x()"/>"#,
            r#"<image href="https://example.com/logo.png"/>"#,
            r#"<use href="https://example.com/sprite.svg#a"/>"#,
            r#"<a xlink:href="javascript:alert(1)"><text>x</text></a>"#,
            r#"<rect fill="url(https://example.com/p.svg#g)"/>"#,
            "<style>@import url(x.css);</style>",
            "<foreignObject><div>x</div></foreignObject>",
        ] {
            let svg = format!("{open}{inner}</svg>");
            assert_eq!(
                brand_messages(|b| b.theme.logo_svg = svg.clone()),
                [("theme.logo_svg".into(), SVG_ACTIVE_CONTENT)],
                "{inner}"
            );
        }
        let inner_ref = format!(
            r##"{open}<defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>"##
        );
        assert_eq!(brand_messages(|b| b.theme.icon_svg = inner_ref), []);
    }

    #[test]
    fn a_brand_image_must_be_one_svg_element() {
        for svg in [
            "<div>logo</div>",
            r#"<svg viewBox="0 0 1 1"></svg>"#,
            r#"<svg xmlns="http://www.w3.org/2000/svg"><svg xmlns="http://www.w3.org/2000/svg"></svg></svg>"#,
        ] {
            assert_eq!(
                brand_messages(|b| b.theme.logo_on_dark_svg = svg.into()),
                [("theme.logo_on_dark_svg".into(), NOT_ONE_SVG)],
                "{svg}"
            );
        }
    }

    #[test]
    fn the_logo_note_is_required_and_the_sign_in_texts_do_not_repeat_the_name() {
        assert_eq!(brand_messages(|b| b.theme.logo_note = " ".into()), [("theme.logo_note".into(), LOGO_NOTE_EMPTY)]);
        let repeated = |b: &mut Brand| {
            b.config.translations.clear();
            b.config.login_title = format!("Welcome to {}", b.config.site_name.to_uppercase());
        };
        assert_eq!(brand_messages(repeated), [("config.loginTitle".into(), LOGIN_TEXT_REPEATS_NAME)]);
        let in_subtitle = |b: &mut Brand| {
            b.config.translations.clear();
            b.config.login_subtitle = format!("{} servers", b.config.site_name);
        };
        assert_eq!(brand_messages(in_subtitle), [("config.loginSubtitle".into(), LOGIN_TEXT_REPEATS_NAME)]);
        let in_spanish = |b: &mut Brand| {
            let (title, name) = (b.config.login_title.clone(), b.config.site_name.clone());
            translate(b, &title, &[("en", &title), ("es", &format!("Bienvenido a {name}"))]);
        };
        assert_eq!(brand_messages(in_spanish), [("config.loginTitle".into(), LOGIN_TEXT_REPEATS_NAME)]);
    }

    fn translate(b: &mut Brand, text: &str, variants: &[(&str, &str)]) {
        let variants = variants.iter().map(|(code, variant)| (code.to_string(), variant.to_string())).collect();
        b.config.translations.insert(text.into(), variants);
    }

    #[test]
    fn a_translation_is_of_a_text_the_brand_sends_and_names_that_texts_language() {
        let title = |b: &mut Brand| {
            let title = b.config.login_title.clone();
            translate(b, &title, &[("en", &title), ("es", "Bienvenido")]);
        };
        assert_eq!(brand_messages(title), []);
        // The title was edited and its entry left behind.
        let stale = |b: &mut Brand| translate(b, "Welcome back!", &[("en", "Welcome back!"), ("es", "Bienvenido")]);
        let at = r#"config.translations["Welcome back!"]"#;
        assert_eq!(brand_messages(stale), [(at.into(), TRANSLATION_OF_NOTHING)]);
        // Without the text as sent, an English console would fall back to the site language's variant.
        let unmarked = |b: &mut Brand| {
            let notice = b.config.predefined_packages[2].notice.clone().unwrap();
            translate(b, &notice, &[("et", "Eripakkumine")]);
        };
        assert!(matches!(&brand_messages(unmarked)[..], [(_, TRANSLATION_LANGUAGES)]));
        let by_locale = |b: &mut Brand| {
            let vat = b.config.vat_text.clone();
            translate(b, &vat, &[("en-GB", &vat)]);
        };
        assert!(matches!(&brand_messages(by_locale)[..], [(_, TRANSLATION_LANGUAGES)]));
    }

    #[test]
    fn an_intercom_style_chat_needs_a_secret_to_sign_its_users() {
        assert_eq!(brand_messages(|b| b.simulation.chat_secret = None), [("simulation.chat_secret".into(), CHAT_SECRET_MISSING)]);
        assert_eq!(brand_messages(|b| (b.config.chat_config, b.simulation.chat_secret) = (None, None)), []);
    }

    #[test]
    fn negative_rate_and_bad_currency_codes_are_rejected() {
        let mut config = site();
        config.display_currencies[0].rate = Money(Decimal::NEGATIVE_ONE);
        config.site_currency = "EURO".into();
        assert_eq!(messages(&config), [RATE_NEGATIVE, CURRENCY_CODE]);
    }
}
