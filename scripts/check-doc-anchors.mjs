#!/usr/bin/env node
// Fails when a citation of docs/product.md names a section that does not exist, so renaming a heading without
// updating the comments that cite it breaks `pnpm lint` instead of leaving dangling references.
//
// The anchors are the GitHub slugs of the document's headings (lower-cased, punctuation dropped, spaces turned into
// hyphens, a repeated heading numbered -1, -2…). The citations are every `product.md#anchor` in the files git knows
// (tracked, plus untracked ones not ignored), with the further sections it lists (`product.md#register, #profile`),
// and the document's own `](#anchor)` links.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOC = "docs/product.md";
/** Placeholders used when explaining how to cite (here and at the top of the document), not citations. */
const EXAMPLES = new Set(["anchor", "old-anchor"]);

/** GitHub's heading slug. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const doc = readFileSync(path.join(ROOT, DOC), "utf8");
const anchors = new Set();
const seen = new Map();
let fenced = false;
for (const line of doc.split("\n")) {
  if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
  const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
  if (!heading) continue;
  const base = slug(heading[1]);
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  anchors.add(n === 0 ? base : `${base}-${n}`);
}

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT })
  .toString()
  .split("\0")
  .filter((f) => f && !/(^|\/)(node_modules|dist)\//.test(f));

const broken = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    continue; // deleted in the work tree, or not a readable file
  }
  if (text.includes("\0")) continue; // binary
  const patterns = [/product\.md(#[\p{L}\p{N}_-]+(?:\s*,\s*#[\p{L}\p{N}_-]+)*)/gu];
  if (file === DOC) patterns.push(/\]\((#[\p{L}\p{N}_-]+)\)/gu);
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    for (const pattern of patterns) {
      for (const [, cited] of line.matchAll(pattern)) {
        for (const anchor of cited.split(/\s*,\s*/).map((a) => a.slice(1))) {
          if (!anchors.has(anchor) && !EXAMPLES.has(anchor)) broken.push(`${file}:${i + 1}: #${anchor}`);
        }
      }
    }
  });
}

if (broken.length > 0) {
  console.error(`${DOC} has no heading for these citations (its anchors are the GitHub slugs of its headings):`);
  for (const b of broken) console.error(`  ${b}`);
  process.exit(1);
}
