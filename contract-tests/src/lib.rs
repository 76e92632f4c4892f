//! Integration tests only: see `tests/contract/`.
