import { defineProject } from "vitest/config";

// The root scripts' pure parts (the bench's sums and lines), in Node: the scripts themselves (pnpm bench, the
// doc checks) run against a server or the repository and are not part of the test command.
export default defineProject({
  test: {
    name: "scripts",
    environment: "node",
    include: ["*.test.{ts,mjs}"],
  },
});
