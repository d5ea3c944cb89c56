import { defineConfig } from "vitest/config";

// One Vitest run for every layer; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: [
      "packages/core/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "apps/site/vitest.config.ts",
      "packages/ui/vitest.config.ts",
      "e2e/vitest.config.ts",
    ],
  },
});
