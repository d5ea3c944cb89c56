import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { emitOpenApi } from "../scripts/emit-openapi.ts";
import { generate } from "../../../packages/api-client/scripts/generate.ts";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../packages/api-client");

describe("contract pipeline", () => {
  it("the committed OpenAPI document is what the server's schemas emit (run `pnpm contract` when this fails)", async () => {
    const committed = readFileSync(path.join(clientDir, "openapi.json"), "utf8");
    expect(await emitOpenApi()).toBe(committed);
  });

  it("the committed api-client is what the generator makes of that document", async () => {
    const files = await generate();
    expect(Object.keys(files).sort()).toEqual(["src/queries.ts", "src/schema.ts"]);
    for (const [rel, text] of Object.entries(files)) {
      expect(readFileSync(path.join(clientDir, rel), "utf8"), rel).toBe(text);
    }
  });

  it("every route has an operationId, tags and a declared error response", () => {
    const doc = JSON.parse(readFileSync(path.join(clientDir, "openapi.json"), "utf8")) as {
      paths: Record<
        string,
        Record<string, { operationId?: string; tags?: string[]; responses: Record<string, unknown> }>
      >;
    };
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${url}`).toBeTruthy();
        expect(op.tags?.length, `${method} ${url}`).toBeGreaterThan(0);
        if (Object.keys(op.responses).length > 1 || method !== "get" || url !== "/api/health") {
          expect(
            Object.keys(op.responses).some((s) => s.startsWith("4")),
            `${method} ${url}`,
          ).toBe(true);
        }
      }
    }
  });
});
