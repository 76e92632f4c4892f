//! What keeps foreign web pages off the control API and the sandbox pages: a page on any site can
//! make a browser send simple requests (forms, `text/plain`, no-cors fetches) to this server, and
//! a DNS-rebinding page can even read the answers. So, under `/__sim`:
//! - `Host` must be a loopback name (`localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`) or one
//!   given with `serve --allowed-host` — a rebinding page's requests carry its own name; on a
//!   server others reach (`--public`, `--demo-visitors`) a request naming no host at all is
//!   refused the same way, since nothing then says whose name it was sent to;
//! - a state-changing call's `Origin`, when the browser sends one, must be this server's own;
//! - a state-changing control call may not be a form or text body: control calls take JSON.
//!
//! The browser-facing identity-provider and payment pages post forms from their own origin, so the
//! body rule is not theirs, but the other two are. Clients that are not browsers send no `Origin`.

use std::borrow::Cow;
use std::net::IpAddr;

use axum::http::{HeaderMap, Method, StatusCode, Uri, header};

/// Host names accepted besides loopback ones (`--allowed-host`), lower case.
#[derive(Clone, Debug, Default)]
pub struct AllowedHosts(pub Vec<String>);

/// Whether a request that names no host passes: only on a server reached from this machine alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exposure {
    /// Loopback only: a tool that leaves `Host` out (HTTP/1.0) is this machine's own.
    Local,
    /// `--public` or `--demo-visitors`: others reach it, so a request must say which host it wants.
    Exposed,
}

/// Why a request was refused: its status and the `{"message"}` text.
#[derive(Debug, PartialEq, Eq)]
pub struct Refusal {
    pub status: StatusCode,
    pub message: String,
}

/// Checks one `/__sim` request; `browser_facing` for the identity-provider and payment pages.
/// The host is the `Host` header's, else the request target's own (`GET http://name/… HTTP/1.1`).
pub fn check(
    request: (&Method, &Uri, &HeaderMap),
    browser_facing: bool,
    allowed: &AllowedHosts,
    exposure: Exposure,
) -> Result<(), Refusal> {
    let (method, uri, headers) = request;
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let host = text(header::HOST).or_else(|| uri.authority().map(|a| a.as_str()));
    let refused = |message| Err(Refusal { status: StatusCode::FORBIDDEN, message });
    match host {
        Some(host) if !host_allowed(host, allowed) => {
            let name = host_name(host);
            return refused(format!(
                "Host '{host}' is not allowed here: use a loopback name, or start the server with --allowed-host {name}"
            ));
        }
        None if exposure == Exposure::Exposed => {
            return refused(
                "A request without a Host header is not allowed here: name a loopback host, or one given with --allowed-host"
                    .into(),
            );
        }
        _ => {}
    }
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return Ok(());
    }
    if let Some(origin) = text(header::ORIGIN)
        && Some(origin.split_once("://").map_or(origin, |(_, authority)| authority)) != host
    {
        return Err(Refusal {
            status: StatusCode::FORBIDDEN,
            message: format!("A page of '{origin}' may not change this server's state"),
        });
    }
    let form_like = text(header::CONTENT_TYPE).map(|ct| ct.split(';').next().unwrap_or("").trim().to_ascii_lowercase());
    if !browser_facing
        && form_like
            .is_some_and(|ct| matches!(ct.as_str(), "application/x-www-form-urlencoded" | "multipart/form-data" | "text/plain"))
    {
        return Err(Refusal {
            status: StatusCode::UNSUPPORTED_MEDIA_TYPE,
            message: "Control calls take a JSON body (Content-Type: application/json)".into(),
        });
    }
    Ok(())
}

/// `host:port` or `[v6]:port` → the name alone, lower case (copied only when it was not: every
/// control call reads it).
fn host_name(host: &str) -> Cow<'_, str> {
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(v6),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    let name = name.trim_end_matches('.');
    match name.bytes().any(|b| b.is_ascii_uppercase()) {
        true => Cow::Owned(name.to_ascii_lowercase()),
        false => Cow::Borrowed(name),
    }
}

fn host_allowed(host: &str, allowed: &AllowedHosts) -> bool {
    let name = host_name(host);
    name == "localhost"
        || name.ends_with(".localhost")
        || name.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
        || allowed.0.iter().any(|host| *host == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.parse().unwrap(), v.parse().unwrap())).collect()
    }

    fn status(method: Method, pairs: &[(&'static str, &'static str)], browser_facing: bool) -> Option<u16> {
        let allowed = AllowedHosts(vec!["cloudsim".into()]);
        let uri = Uri::from_static("/__sim/sessions");
        check((&method, &uri, &headers(pairs)), browser_facing, &allowed, Exposure::Local).err().map(|r| r.status.as_u16())
    }

    #[test]
    fn no_host_passes_on_loopback_alone_and_is_refused_once_exposed() {
        let (allowed, method) = (AllowedHosts::default(), Method::GET);
        let relative = Uri::from_static("/__sim/sessions");
        let none = HeaderMap::new();
        assert!(check((&method, &relative, &none), false, &allowed, Exposure::Local).is_ok());
        let refusal = check((&method, &relative, &none), false, &allowed, Exposure::Exposed).unwrap_err();
        assert_eq!(refusal.status, StatusCode::FORBIDDEN);
        // A target naming its host counts as the Host header would.
        let absolute = Uri::from_static("http://evil.example/__sim/sessions");
        assert!(check((&method, &absolute, &none), false, &allowed, Exposure::Local).is_err());
        let ours = Uri::from_static("http://127.0.0.1:8080/__sim/sessions");
        assert!(check((&method, &ours, &none), false, &allowed, Exposure::Exposed).is_ok());
    }

    #[test]
    fn loopback_names_and_allowed_hosts_pass_any_other_host_is_refused() {
        for host in
            ["127.0.0.1:8080", "localhost", "LOCALHOST:5173", "x.s3.localhost", "[::1]:8080", "127.1.2.3", "cloudsim:8080"]
        {
            assert_eq!(status(Method::GET, &[("host", host)], false), None, "{host}");
        }
        for host in ["evil.example", "evil.example:8080", "10.0.0.7:8080", "localhost.evil.example", "[2001:db8::1]:80"] {
            assert_eq!(status(Method::GET, &[("host", host)], false), Some(403), "{host}");
            assert_eq!(status(Method::POST, &[("host", host)], true), Some(403), "{host}");
        }
    }

    #[test]
    fn a_change_from_another_origin_is_refused_one_from_ours_passes() {
        let ours = [("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8080"), ("content-type", "application/json")];
        assert_eq!(status(Method::POST, &ours, false), None);
        let foreign = [("host", "127.0.0.1:8080"), ("origin", "http://evil.example")];
        assert_eq!(status(Method::POST, &foreign, false), Some(403));
        assert_eq!(status(Method::DELETE, &foreign, false), Some(403));
        assert_eq!(status(Method::POST, &foreign, true), Some(403), "the sandbox pages too");
        assert_eq!(status(Method::POST, &[("host", "127.0.0.1:8080"), ("origin", "null")], false), Some(403));
        assert_eq!(status(Method::GET, &foreign, false), None, "reads: the host rule guards them");
    }

    #[test]
    fn control_changes_take_json_never_a_form_or_text() {
        let host = ("host", "127.0.0.1:8080");
        for ct in
            ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "Text/Plain;charset=utf-8"]
        {
            assert_eq!(status(Method::POST, &[host, ("content-type", ct)], false), Some(415), "{ct}");
            assert_eq!(status(Method::POST, &[host, ("content-type", ct)], true), None, "the sandbox pages post forms: {ct}");
        }
        assert_eq!(status(Method::POST, &[host, ("content-type", "application/json")], false), None);
        assert_eq!(status(Method::POST, &[host], false), None, "no body: a reset, a delete");
    }
}
