#!/usr/bin/env node
/**
 * `pnpm chromatic`: publishes the Storybook to Chromatic for review, when the project's token is set.
 *
 * Without `CHROMATIC_PROJECT_TOKEN` it says so and exits 0 (a fork, a laptop, a CI without the secret): Chromatic is
 * a review aid, not a gate. The gate stays the local screenshot tests (`pnpm test:stories`, baselines in
 * `packages/ui/src/<folder>/__screenshots__`). With the token it builds the Storybook (`pnpm build-storybook`, into
 * `storybook-static/`) and uploads that build; visual changes are reported in Chromatic for review and do not fail
 * the command (`--exit-zero-on-changes`). A build or upload error still fails it.
 *
 * Extra arguments are passed on to the chromatic CLI, e.g. `pnpm chromatic --branch-name main`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const BUILD_DIR = "storybook-static";

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.log(
    "chromatic: CHROMATIC_PROJECT_TOKEN não definido — publicação no Chromatic ignorada (nada foi enviado).\n" +
      "chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set. Set it to publish the Storybook for visual review;\n" +
      "           the local screenshot tests (pnpm test:stories) remain the gate either way.",
  );
  process.exit(0);
}

/** Runs a command in the repository root with the terminal's output; exits with its code when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.error) {
    console.error(`chromatic: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("pnpm", ["build-storybook"]);
if (!existsSync(join(root, BUILD_DIR, "index.html"))) {
  console.error(`chromatic: ${BUILD_DIR}/index.html is missing after pnpm build-storybook; nothing to publish.`);
  process.exit(1);
}
// The CLI reads the token from the environment; it is never put on a command line (visible in `ps`).
run(process.execPath, [
  join(root, "node_modules", "chromatic", "dist", "bin.cjs"),
  "--storybook-build-dir",
  BUILD_DIR,
  "--exit-zero-on-changes",
  ...process.argv.slice(2),
]);
