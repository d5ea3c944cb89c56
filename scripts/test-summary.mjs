// Prints the closing line CI reads ("tests: N passed, N failed, N skipped") from Vitest's JSON report,
// preceded by the name and first message lines of every failed test: CI shows only the tail of a run, so a
// failure must be named there, not only hundreds of lines above. With `--layers <file>` (scripts/test.sh's
// test-results/layers.tsv: name, seconds and exit code per line) it first prints how long each layer took, so a run
// says where its time went.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const layersAt = args.indexOf("--layers");
const layersFile = layersAt === -1 ? null : args.splice(layersAt, 2)[1];

/** 75 → "1:15". */
const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

if (layersFile) {
  const rows = readFileSync(layersFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("\t"));
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log("durations (m:ss):");
  for (const [name, seconds, status] of rows) {
    const failed = status !== undefined && status !== "0" ? `  ✗ (exit ${status})` : "";
    console.log(`  ${name.padEnd(width)}  ${minutes(Number(seconds)).padStart(6)}${failed}`);
  }
}

// Takes one report per test layer and adds them up.
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** Every test file's path and seconds, for the slowest few below the layers' durations. */
const files = [];
for (const file of args) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const path = String(suite.name ?? "").replace(`${process.cwd()}/`, "");
    if (typeof suite.startTime === "number" && typeof suite.endTime === "number") {
      files.push({ path, seconds: (suite.endTime - suite.startTime) / 1000 });
    }
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
if (layersFile && files.length > 0) {
  const slowest = files.sort((a, b) => b.seconds - a.seconds).slice(0, 8);
  console.log("slowest test files (s):");
  for (const f of slowest) console.log(`  ${f.seconds.toFixed(0).padStart(5)}  ${f.path}`);
}
if (failures.length > 0) console.log(`failed tests:\n${failures.join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
