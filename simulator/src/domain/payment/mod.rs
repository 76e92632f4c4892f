//! Paying for credit: cards and their 3-D Secure charges (`card.rs`, `purchase.rs`, with what
//! both charge by in `charge.rs`), PayPal
//! (`paypal.rs`), payment links (`link.rs`), automatic top-up (`recurring.rs`) and the top-up
//! every way of paying ends in (`topup.rs`), which credits the billing account.

pub mod card;
pub mod charge;
pub mod link;
pub mod paypal;
pub mod purchase;
pub mod recurring;
pub mod topup;
