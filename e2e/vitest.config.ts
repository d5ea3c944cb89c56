import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
