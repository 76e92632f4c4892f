//! `--junit FILE`: one test suite, one test case per scenario file (Jenkins' JUnit format, which
//! quick-junit writes; attributes limited to what its schema allows).

use std::path::Path;
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report, TestCase, TestCaseStatus, TestSuite};

use super::report::{self, Outcome};

pub fn to_xml(outcomes: &[Outcome], elapsed: Duration) -> Result<String, String> {
    let mut suite = TestSuite::new("cloudsim scenarios");
    for outcome in outcomes {
        let status = match &outcome.failure {
            None => TestCaseStatus::success(),
            Some(failure) => {
                let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
                status
                    .set_message(failure.headline())
                    .set_type("scenario")
                    .set_description(report::failure_text(outcome, failure));
                status
            }
        };
        let mut case = TestCase::new(outcome.name.as_str(), status);
        case.set_classname(outcome.file.display().to_string()).set_time(outcome.elapsed);
        suite.add_test_case(case);
    }
    suite.set_time(elapsed);
    let mut report = Report::new("cloudsim run");
    report.set_time(elapsed).add_test_suite(suite);
    report.to_string().map_err(|e| format!("JUnit report: {e}"))
}

pub fn write(file: &Path, outcomes: &[Outcome], elapsed: Duration) -> Result<(), String> {
    let xml = to_xml(outcomes, elapsed)?;
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("--junit {}: {e}", file.display()))?;
    }
    std::fs::write(file, xml).map_err(|e| format!("--junit {}: {e}", file.display()))
}
