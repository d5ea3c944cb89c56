// Prints the closing line CI reads ("tests: N passed, N failed, N skipped") from Vitest's JSON report,
// preceded by the name and first message lines of every failed test: CI shows only the tail of a run, so a
// failure must be named there, not only hundreds of lines above.
import { readFileSync } from "node:fs";

// Takes one report per test layer and adds them up.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const path = String(suite.name ?? "").replace(`${process.cwd()}/`, "");
    const broken = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of broken) {
      // Vitest's messages carry terminal colour codes (ESC [ … m): the log wants plain text.
      // eslint-disable-next-line no-control-regex
      const message = (test.failureMessages ?? []).join("\n").replace(/\u001b\[[0-9;]*m/g, "");
      failures.push(`✗ ${path} > ${test.fullName ?? test.title}\n${indent(message)}`);
    }
    if (broken.length === 0 && suite.status === "failed") {
      failures.push(`✗ ${path} (the file failed to run)\n${indent(String(suite.message ?? ""))}`);
    }
  }
}
function indent(message) {
  return message
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join("\n");
}
if (failures.length > 0) console.log(`failed tests:\n${failures.join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
