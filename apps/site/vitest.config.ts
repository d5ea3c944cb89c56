import { defineProject } from "vitest/config";

// The site's pure code (view models, head and SEO builders, page cache policy, paths), in Node.
export default defineProject({
  test: {
    name: "site",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Far from both UTC and São Paulo, as core's tests: a label that leaks the machine's zone fails.
    env: { TZ: "Pacific/Kiritimati" },
  },
});
