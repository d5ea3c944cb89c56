import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated database of each kind per run, which every suite's fresh database copies.
    globalSetup: ["test/global-setup.ts"],
  },
});
