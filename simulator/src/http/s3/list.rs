//! ListObjects (v1, `marker`) and ListObjectsV2 (`list-type=2`, continuation tokens and
//! `start-after`), both with `prefix`, `delimiter`, `max-keys` and `encoding-type=url`.

use axum::http::StatusCode;
use axum::response::Response;

use super::xml::{self, ListEcho, Page};
use super::{S3Error, S3Request, S3Result, xml_answer};
use crate::domain::Cx;
use crate::domain::storage::object::{self, ObjectError};
use crate::world::World;

/// A page's size when the client names none, and its largest.
const MAX_KEYS: usize = 1000;

fn invalid(message: &str) -> S3Error {
    S3Error::new(StatusCode::BAD_REQUEST, "InvalidArgument", message)
}

pub fn list(world: &World, cx: &Cx, bucket: &str, owner: &str, request: &S3Request) -> S3Result<Response> {
    let prefix = request.param("prefix").unwrap_or("");
    let delimiter = request.param("delimiter").filter(|d| !d.is_empty());
    let max_keys = match request.param("max-keys") {
        Some(text) => text.parse::<usize>().map_err(|_| S3Error::from(ObjectError::InvalidArgument))?.min(MAX_KEYS),
        None => MAX_KEYS,
    };
    let url_encoded = match request.param("encoding-type") {
        None => false,
        Some(e) if e.eq_ignore_ascii_case("url") => true,
        Some(_) => return Err(invalid("Invalid Encoding Method specified in Request")),
    };
    let echo = |page, owner| ListEcho { bucket, prefix, delimiter, max_keys, page, url_encoded, owner };
    if request.param("list-type") == Some("2") {
        let token = request.param("continuation-token");
        let start_after = request.param("start-after");
        let after = match token {
            Some(token) => Some(decode_token(token).ok_or_else(|| invalid("The continuation token provided is incorrect"))?),
            None => start_after.map(str::to_string),
        };
        let listing = object::list(world, cx, bucket, prefix, delimiter, after.as_deref(), max_keys)?;
        let next_token = listing.next.as_deref().map(|k| object::hex(k.as_bytes()));
        let owner = (request.param("fetch-owner") == Some("true")).then_some(owner);
        let page = Page::V2 { continuation_token: token, start_after, next_token };
        return Ok(xml_answer(StatusCode::OK, xml::objects(&echo(page, owner), &listing)));
    }
    let marker = request.param("marker").unwrap_or("");
    let after = (!marker.is_empty()).then_some(marker);
    let listing = object::list(world, cx, bucket, prefix, delimiter, after, max_keys)?;
    // As S3: `NextMarker` only with a delimiter; without one a client goes on from the last key.
    let next_marker = listing.next.clone().filter(|_| delimiter.is_some());
    let page = Page::V1 { marker, next_marker, truncated: listing.next.is_some() };
    Ok(xml_answer(StatusCode::OK, xml::objects(&echo(page, Some(owner)), &listing)))
}

/// Continuation tokens are the hex of the key the page ended at: opaque to clients.
fn decode_token(token: &str) -> Option<String> {
    let bytes: Option<Vec<u8>> =
        (0..token.len()).step_by(2).map(|i| token.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok())).collect();
    String::from_utf8(bytes?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continuation_tokens_round_trip() {
        let token = object::hex("docs/ä.txt".as_bytes());
        assert_eq!(decode_token(&token).as_deref(), Some("docs/ä.txt"));
        assert_eq!(decode_token("zz"), None);
    }
}
