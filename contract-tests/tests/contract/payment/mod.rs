//! Payment: cards and 3-D Secure, top-ups and purchases, PayPal, payment links, invoice payment
//! and automatic top-up, through the billing tests' `Billing` caller.

mod cards;
mod methods;
