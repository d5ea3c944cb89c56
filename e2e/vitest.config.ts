import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A ceiling, not a pace: Vitest's default of 1 s for expect.poll was shorter than a client navigation's render on
    // a host busy with the unit layer beside this one (CI of 82d73c7: a tab's aria-current read before it came).
    expect: { poll: { timeout: 10_000 } },
  },
});
