import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as publicMessages from "@placar/core/messages";
import * as alertMessages from "@placar/core/messages-alerts";
import * as communityMessages from "@placar/core/messages-community";
import * as houseMessages from "@placar/core/messages-houses";

const messages = { ...publicMessages, ...houseMessages, ...alertMessages, ...communityMessages };
const MESSAGE_FILES = ["messages.ts", "messages-houses.ts", "messages-alerts.ts", "messages-community.ts"];

// One owner for user-facing copy: packages/core/src/messages.ts. A constant there that no code shows is copy
// nobody owns (the UI writing the same words by hand, or a leftover): this fails until it is used or deleted.
describe("core/messages", () => {
  it("has an owner for every string: each constant is used by the site, the design system, the API or core's rules", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const selves = new Set(MESSAGE_FILES.map((f) => path.join(root, "packages/core/src", f)));
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === "node_modules" || entry.name === "dist" || entry.name === "__screenshots__") continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) && !selves.has(full)) {
          sources.push(readFileSync(full, "utf8"));
        }
      }
    };
    for (const dir of ["apps/site/src", "apps/api/src", "packages/ui/src", "packages/core/src"])
      walk(path.join(root, dir));
    const code = sources.join("\n");
    const names = Object.entries(messages)
      .filter(([, value]) => typeof value === "string")
      .map(([name]) => name);
    expect(names.length).toBeGreaterThan(40);
    const unused = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    expect(unused, "copy nobody shows: use it where the UI writes the same words, or delete it").toEqual([]);
  });
});
