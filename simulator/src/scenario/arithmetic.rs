//! Arithmetic inside a `{{…}}` reference: numbers, variables, `+ - * /`, parentheses and
//! `round(x, digits)`, `min(a, b)`, `max(a, b)`. Variables are JSON numbers or numeric strings (the
//! API writes some amounts as text). In an expression a variable's name has no `-`, which is
//! subtraction there. The result is a JSON number: whole numbers as integers, others cut to nine
//! decimals so `0.05 * 3` expects `0.15`, not `0.15000000000000002`.

use serde_json::Value;

/// Whether `text` reads as an expression (it may still fail on its variables).
pub fn is_expression(text: &str) -> bool {
    tokens(text).is_ok_and(|tokens| Parser { tokens: &tokens, at: 0, lookup: &|_| Ok(Value::from(1)) }.whole().is_ok())
}

/// The number `text` computes, reading variables through `lookup`.
pub fn evaluate(text: &str, lookup: &dyn Fn(&str) -> Result<Value, String>) -> Result<Value, String> {
    let tokens = tokens(text)?;
    let number = Parser { tokens: &tokens, at: 0, lookup }.whole().map_err(|e| format!("in `{{{{{text}}}}}`: {e}"))?;
    let cut = (number * 1e9).round() / 1e9;
    Ok(if cut.fract() == 0.0 && cut.abs() < 9e15 { Value::from(cut as i64) } else { Value::from(cut) })
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Number(f64),
    Name(String),
    Symbol(char),
}

fn tokens(text: &str) -> Result<Vec<Token>, String> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some(&(start, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
        } else if "+-*/(),".contains(c) {
            out.push(Token::Symbol(c));
            chars.next();
        } else if c.is_ascii_digit() || c.is_ascii_alphabetic() || c == '_' {
            let mut end = start;
            while let Some(&(i, c)) = chars.peek() {
                if !(c.is_ascii_alphanumeric() || c == '_' || c == '.') {
                    break;
                }
                end = i + c.len_utf8();
                chars.next();
            }
            let word = &text[start..end];
            out.push(match word.parse::<f64>() {
                Ok(n) if c.is_ascii_digit() => Token::Number(n),
                _ if c.is_ascii_digit() => return Err(format!("`{word}` is not a number")),
                _ => Token::Name(word.to_owned()),
            });
        } else {
            return Err(format!("unexpected `{c}`"));
        }
    }
    Ok(out)
}

struct Parser<'t> {
    tokens: &'t [Token],
    at: usize,
    lookup: &'t dyn Fn(&str) -> Result<Value, String>,
}

impl Parser<'_> {
    fn whole(&mut self) -> Result<f64, String> {
        let value = self.sum()?;
        match self.tokens.get(self.at) {
            None => Ok(value),
            Some(token) => Err(format!("unexpected {token:?} after a complete expression")),
        }
    }

    fn next_is(&mut self, symbol: char) -> bool {
        let found = self.tokens.get(self.at) == Some(&Token::Symbol(symbol));
        self.at += usize::from(found);
        found
    }

    fn sum(&mut self) -> Result<f64, String> {
        let mut value = self.product()?;
        loop {
            if self.next_is('+') {
                value += self.product()?;
            } else if self.next_is('-') {
                value -= self.product()?;
            } else {
                return Ok(value);
            }
        }
    }

    fn product(&mut self) -> Result<f64, String> {
        let mut value = self.factor()?;
        loop {
            if self.next_is('*') {
                value *= self.factor()?;
            } else if self.next_is('/') {
                let divisor = self.factor()?;
                if divisor == 0.0 {
                    return Err("division by zero".into());
                }
                value /= divisor;
            } else {
                return Ok(value);
            }
        }
    }

    fn factor(&mut self) -> Result<f64, String> {
        if self.next_is('-') {
            return Ok(-self.factor()?);
        }
        if self.next_is('(') {
            let value = self.sum()?;
            return if self.next_is(')') { Ok(value) } else { Err("`(` without `)`".into()) };
        }
        let token = self.tokens.get(self.at).cloned().ok_or("an expression ends where a number was expected")?;
        self.at += 1;
        match token {
            Token::Number(n) => Ok(n),
            Token::Name(name) if self.next_is('(') => self.call(&name),
            Token::Name(name) => number((self.lookup)(&name)?, &name),
            Token::Symbol(c) => Err(format!("unexpected `{c}`")),
        }
    }

    /// A function's arguments after its `(`, and its value.
    fn call(&mut self, name: &str) -> Result<f64, String> {
        let mut args = vec![self.sum()?];
        while self.next_is(',') {
            args.push(self.sum()?);
        }
        if !self.next_is(')') {
            return Err(format!("`{name}(` without `)`"));
        }
        match (name, args.as_slice()) {
            ("round", [x, digits]) if digits.fract() == 0.0 && (0.0..=9.0).contains(digits) => {
                let scale = 10f64.powi(*digits as i32);
                Ok(half_up(x * scale) / scale)
            }
            ("round", [x]) => Ok(half_up(*x)),
            ("min", [a, b]) => Ok(a.min(*b)),
            ("max", [a, b]) => Ok(a.max(*b)),
            _ => Err(format!(
                "unknown function `{name}` with {} arguments: round(x), round(x, 0..9), min(a, b), max(a, b)",
                args.len()
            )),
        }
    }
}

/// Rounds half away from zero as the decimals are written: `1.025 * 100` is 102.49999999999999 in
/// binary, so the product is first cut to six decimals (102.5), then rounded (103).
fn half_up(x: f64) -> f64 {
    ((x * 1e6).round() / 1e6).round()
}

/// A variable's value as a number: a JSON number or a string holding one.
fn number(value: Value, name: &str) -> Result<f64, String> {
    match &value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
    .ok_or_else(|| format!("`{name}` is {value}, not a number"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn eval(text: &str) -> Result<Value, String> {
        evaluate(text, &|name| match name {
            "amount" => Ok(json!(100000)),
            "fee.flat" => Ok(json!(2500)),
            "price" => Ok(json!("0.05")),
            "label" => Ok(json!("VM")),
            other => Err(format!("missing variable `{other}`")),
        })
    }

    #[test]
    fn operators_bind_as_in_arithmetic() {
        assert_eq!(eval("amount + fee.flat + amount * 3.5 / 100"), Ok(json!(106000)));
        assert_eq!(eval("(1 + 2) * 3 - -1"), Ok(json!(10)));
        assert_eq!(eval("7 / 2"), Ok(json!(3.5)));
    }

    #[test]
    fn decimals_come_out_as_written_and_round_as_asked() {
        assert_eq!(eval("price * 3"), Ok(json!(0.15)));
        assert_eq!(eval("round(10.345 * 1, 2)"), Ok(json!(10.35)));
        assert_eq!(eval("round(2.5)"), Ok(json!(3)));
        // A half cent rounds up as written, though 1.025 is a little less than that in binary.
        assert_eq!(eval("round(1.025, 2)"), Ok(json!(1.03)));
        assert_eq!(eval("round(0.35 + 100 * 3.5 / 100 + 0.675, 2)"), Ok(json!(4.53)));
        assert_eq!(eval("min(amount, 5) + max(1, 2)"), Ok(json!(7)));
    }

    #[test]
    fn mistakes_are_named() {
        assert!(eval("label * 2").unwrap_err().contains("`label` is \"VM\", not a number"));
        assert!(eval("nope + 1").unwrap_err().contains("missing variable `nope`"));
        assert!(eval("1 / 0").unwrap_err().contains("division by zero"));
        assert!(eval("(1 + 2").unwrap_err().contains("without `)`"));
        assert!(eval("floor(1)").unwrap_err().contains("unknown function `floor`"));
        assert!(eval("1 +").unwrap_err().contains("expected"));
    }

    #[test]
    fn only_well_formed_text_reads_as_an_expression() {
        assert!(is_expression("credit + 20"));
        assert!(is_expression("round(a * 1.035, 2)"));
        assert!(!is_expression("a b"));
        assert!(!is_expression("1 +"));
        assert!(!is_expression("a; b"));
    }
}
