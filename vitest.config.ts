import { defineConfig } from "vitest/config";

// One Vitest run for every layer; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    // No results cache: files run in the order of their sizes on every machine, as on CI's fresh clone, instead of
    // an order that follows earlier local runs' durations (docs/decisions/0006-test-layers-one-after-another.md).
    cache: false,
    projects: [
      "packages/core/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "apps/site/vitest.config.ts",
      "scripts/vitest.config.ts",
      "packages/ui/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
