//! The line each step starts on. serde sees no positions, so the file is read a second time with
//! an event parser that has them (`saphyr-parser`), and the lines are laid onto the parsed steps.

use saphyr_parser::{Event, Parser};

use super::format::{At, Kind, NESTING_KINDS, Step};

/// Where a file's root keys and steps are written.
#[derive(Debug, Default, PartialEq)]
pub struct Lines {
    /// Line of each key of the root mapping (`brand`, `steps`, …).
    pub keys: Vec<(String, usize)>,
    pub steps: Vec<StepLine>,
}

impl Lines {
    pub fn key(&self, name: &str) -> Option<usize> {
        self.keys.iter().find(|(k, _)| k == name).map(|(_, line)| *line)
    }
}

/// One item of a `steps:` sequence and the steps nested in it (`repeat`, `until`).
#[derive(Debug, Default, PartialEq)]
pub struct StepLine {
    pub line: usize,
    pub nested: Vec<StepLine>,
}

/// Reads the lines of `text`'s first document. A part the parser cannot read has no lines; the
/// steps there fall back to their parent's line (serde has reported any real syntax error).
pub fn read(text: &str) -> Lines {
    let mut walker = Walker { events: Parser::new_from_str(text).map_while(Result::ok).map(|(e, s)| (e, s.start.line())) };
    while let Some((event, _)) = walker.next() {
        if let Event::MappingStart(..) = event {
            return walker.root();
        }
        if !matches!(event, Event::StreamStart | Event::DocumentStart(_)) {
            break;
        }
    }
    Lines::default()
}

/// Sets `at` on every step, nested ones included; `fallback` is the line of the enclosing step.
pub fn assign(steps: &mut [Step], lines: &[StepLine], file: &At, fallback: usize) {
    for (i, step) in steps.iter_mut().enumerate() {
        let here = lines.get(i);
        let line = here.map_or(fallback, |l| l.line);
        step.at = At { file: file.file.clone(), line };
        let nested = here.map_or(&[][..], |l| l.nested.as_slice());
        if let Kind::Repeat { steps, .. } | Kind::Until { steps, .. } = &mut step.kind {
            assign(steps, nested, file, line);
        }
    }
}

struct Walker<I> {
    events: I,
}

impl<'a, I: Iterator<Item = (Event<'a>, usize)>> Walker<I> {
    fn next(&mut self) -> Option<(Event<'a>, usize)> {
        self.events.next()
    }

    /// The root mapping (its start already read).
    fn root(&mut self) -> Lines {
        let mut lines = Lines::default();
        while let Some((key, line)) = self.next() {
            let name = match key {
                Event::MappingEnd => break,
                Event::Scalar(text, ..) => Some(text.into_owned()),
                other => {
                    self.skip(other);
                    None
                }
            };
            let Some((value, _)) = self.next() else { break };
            match (name, value) {
                (Some(name), Event::SequenceStart(..)) if name == "steps" => {
                    lines.keys.push((name, line));
                    lines.steps = self.items();
                }
                (Some(name), value) => {
                    lines.keys.push((name, line));
                    self.skip(value);
                }
                (None, value) => self.skip(value),
            }
        }
        lines
    }

    /// The items of a `steps:` sequence (its start already read).
    fn items(&mut self) -> Vec<StepLine> {
        let mut items = Vec::new();
        while let Some((event, line)) = self.next() {
            if let Event::SequenceEnd = event {
                break;
            }
            items.push(StepLine { line, nested: self.nested(event) });
        }
        items
    }

    /// Reads one node and returns the steps nested in it: the `steps` of a `repeat`/`until`.
    fn nested(&mut self, first: Event<'a>) -> Vec<StepLine> {
        let Event::MappingStart(..) = first else {
            self.skip(first);
            return Vec::new();
        };
        let mut found = Vec::new();
        while let Some((key, _)) = self.next() {
            let name = match key {
                Event::MappingEnd => break,
                Event::Scalar(text, ..) => Some(text),
                other => {
                    self.skip(other);
                    None
                }
            };
            let Some((value, _)) = self.next() else { break };
            match name.as_deref() {
                Some("steps") if matches!(value, Event::SequenceStart(..)) => found = self.items(),
                Some(kind) if NESTING_KINDS.contains(&kind) => found = self.nested(value),
                _ => self.skip(value),
            }
        }
        found
    }

    /// Reads past one node.
    fn skip(&mut self, first: Event<'a>) {
        let mut depth = match first {
            Event::MappingStart(..) | Event::SequenceStart(..) => 1,
            _ => 0,
        };
        while depth > 0 {
            match self.next() {
                Some((Event::MappingStart(..) | Event::SequenceStart(..), _)) => depth += 1,
                Some((Event::MappingEnd | Event::SequenceEnd, _)) => depth -= 1,
                Some(_) => {}
                None => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(items: &[StepLine]) -> Vec<usize> {
        items.iter().map(|s| s.line).collect()
    }

    #[test]
    fn block_steps_with_nesting() {
        let text = "\
name: x          # 1
brand: pilvio    # 2
steps:           # 3
  - call: GET /a # 4
    expect:
      body: {steps: [1, 2]}
  - repeat:      # 7
      times: 2
      steps:
        - advance: 1s   # 10
        - call: GET /b  # 11
  -              # 12
    advance: 3s
  - {until: {max: 2, steps: [{advance: 1}], expect: {status: 200}}}  # 14
";
        let lines = read(text);
        assert_eq!(lines.key("brand"), Some(2));
        assert_eq!(lines.key("steps"), Some(3));
        assert_eq!(lines_of(&lines.steps), [4, 7, 13, 14]);
        assert!(lines.steps[0].nested.is_empty(), "a `steps` key inside a body is data, not steps");
        assert_eq!(lines_of(&lines.steps[1].nested), [10, 11]);
        assert_eq!(lines_of(&lines.steps[3].nested), [14]);
    }

    #[test]
    fn journal_style_sequences_at_column_zero() {
        let text = "name: recorded\nsteps:\n- call: GET /a\n  as: owner\n- call: GET /b\n";
        assert_eq!(lines_of(&read(text).steps), [3, 5]);
    }

    #[test]
    fn unreadable_text_has_no_lines() {
        assert!(read("steps: [\n").steps.is_empty());
        assert_eq!(read("- a\n- b\n"), Lines::default());
    }
}
