import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two journeys files at a time, each with its own server (a free port, a fresh data folder) and browser: much of
    // a journey is waiting for its server, so the second keeps the host's other core busy once the unit layer
    // beside this one is done (scripts/test.sh).
    maxWorkers: 2,
    // A ceiling, not a pace: Vitest's default of 1 s for expect.poll was shorter than a client navigation's render on
    // a host busy with the unit layer beside this one (CI of 82d73c7: a tab's aria-current read before it came).
    expect: { poll: { timeout: 10_000 } },
  },
});
