//! Bytes as the wire writes them: digests in lower-case hex (S3 ETags, the chat identity hash).

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
