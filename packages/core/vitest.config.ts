import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "core",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Run far from both UTC and São Paulo (UTC+14: most instants fall on a different calendar day here than in
    // Brazil), so a rule that leaks the machine's zone fails. dates.test.ts checks that this took effect.
    env: { TZ: "Pacific/Kiritimati" },
  },
});
