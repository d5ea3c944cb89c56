#!/usr/bin/env node
// Fails when a TypeScript file of the repo is in no project that `pnpm typecheck` checks, so a new folder (or a
// new *.config.ts, or a package without a typecheck script) cannot silently escape the typecheck.
//
// The projects are read from the scripts themselves, not from a list kept here: every `tsc -p <config>` in the root
// "typecheck" script, and, when that script runs `pnpm -r run typecheck`, every `tsc -p <config>` in each workspace
// package's "typecheck" script. A file counts as covered when it matches one of those tsconfigs' include/files (what
// tsc itself computes, extends and exclude applied). The files are what git knows: tracked, plus untracked ones not
// ignored (so a file is caught before its first commit; node_modules, dist and storybook-static are ignored).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const problems = [];

/** The tsconfig paths a package.json "typecheck" script checks, resolved from `dir`; `recursive` when it runs `pnpm -r`. */
function projectsOf(dir) {
  const script = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).scripts?.typecheck;
  const projects = [];
  let recursive = false;
  if (!script) return { projects, recursive };
  for (const command of script.split(/&&|\|\||;|\|/)) {
    const words = command.trim().split(/\s+/);
    const tsc = words.findIndex((w) => w === "tsc" || w.endsWith("/tsc"));
    if (tsc !== -1) {
      const p = words.findIndex((w, i) => i > tsc && (w === "-p" || w === "--project"));
      if (words.slice(tsc + 1).some((w) => w === "-b" || w === "--build")) {
        problems.push(
          `${path.relative(ROOT, dir) || "."}: \`${command.trim()}\` uses build mode, which this check does not read`,
        );
      }
      let config = path.resolve(dir, p === -1 ? "tsconfig.json" : words[p + 1]);
      if (existsSync(config) && statSync(config).isDirectory()) config = path.join(config, "tsconfig.json");
      projects.push(config);
    } else if (
      words[0] === "pnpm" &&
      words.some((w) => w === "-r" || w === "--recursive") &&
      words.includes("typecheck")
    ) {
      recursive = true;
    }
  }
  return { projects, recursive };
}

/** The workspace packages' folders, from pnpm-workspace.yaml (plain folders and `folder/*` patterns). */
function workspacePackages() {
  const yaml = readFileSync(path.join(ROOT, "pnpm-workspace.yaml"), "utf8").split("\n");
  const start = yaml.findIndex((l) => /^packages:\s*$/.test(l));
  const patterns = [];
  for (const line of yaml.slice(start + 1)) {
    const item = /^\s+-\s+["']?([^"'#]+?)["']?\s*(?:#.*)?$/.exec(line);
    if (!item) break;
    patterns.push(item[1]);
  }
  const dirs = new Set();
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    const body = negated ? pattern.slice(1) : pattern;
    if (/[*?[\]{}]/.test(body.replace(/\/\*$/, ""))) {
      problems.push(
        `pnpm-workspace.yaml: the pattern "${pattern}" is more than this check reads (a folder or folder/*)`,
      );
      continue;
    }
    const matched = body.endsWith("/*")
      ? readdirSync(path.join(ROOT, body.slice(0, -2)), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => path.join(ROOT, body.slice(0, -2), e.name))
      : [path.join(ROOT, body)];
    for (const dir of matched) {
      if (negated) dirs.delete(dir);
      else if (existsSync(path.join(dir, "package.json"))) dirs.add(dir);
    }
  }
  return [...dirs];
}

/** The files tsc takes as a project's own (include/files with extends and exclude applied), absolute. */
function filesOf(config) {
  if (!existsSync(config)) {
    problems.push(`${path.relative(ROOT, config)}: named by a typecheck script but missing`);
    return [];
  }
  const parsed = ts.getParsedCommandLineOfConfigFile(config, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => problems.push(ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  });
  for (const d of parsed?.errors ?? [])
    problems.push(`${path.relative(ROOT, config)}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  return (parsed?.fileNames ?? []).map((f) => path.resolve(f));
}

const root = projectsOf(ROOT);
const projects = [...root.projects];
if (root.recursive) for (const dir of workspacePackages()) projects.push(...projectsOf(dir).projects);
if (!root.recursive)
  problems.push(
    'the root "typecheck" script does not run `pnpm -r run typecheck`: the packages\' projects are not checked',
  );

const covered = new Set(projects.flatMap(filesOf));
const listed = execFileSync(
  "git",
  ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.ts", "*.tsx", "*.mts", "*.cts"],
  { cwd: ROOT, encoding: "utf8" },
);
const files = [...new Set(listed.split("\0").filter(Boolean))].filter((f) => existsSync(path.join(ROOT, f)));
const escaped = files.filter((f) => !covered.has(path.join(ROOT, f)));

if (escaped.length > 0) {
  problems.push(
    `${escaped.length} TypeScript file(s) in no typechecked project (add them to a package's tsconfig or to the root tsconfig.json):\n` +
      escaped.map((f) => `  ${f}`).join("\n"),
  );
}
if (problems.length > 0) {
  console.error(`check-typecheck-coverage: ${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  `check-typecheck-coverage: all ${files.length} TypeScript files are in one of ${projects.length} typechecked projects.`,
);
