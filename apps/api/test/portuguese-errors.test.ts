import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.ts";

/**
 * Every message a person can see is Portuguese: each route of the OpenAPI document is called with bad path and query
 * values, bad bodies and no body, and every 4xx `detail` (and field message) must be free of the English words that
 * validation libraries and frameworks answer with.
 */
const ENGLISH =
  /\b(expected|invalid|required|must|too (small|big)|received|should|unexpected|not found|bad request|unsupported|body|string|number)\b/i;

const doc = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../packages/api-client/openapi.json"),
    "utf8",
  ),
) as {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }>
  >;
};

const BAD_VALUES = ["abc", "-1", "0", "99999999999", "1.5", "", "NaN"];

function requests(): { method: string; url: string; body?: string; contentType?: string }[] {
  const out: { method: string; url: string; body?: string; contentType?: string }[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    // The live stream answers 200 and stays open; its only input is a resume id it ignores when unknown.
    if (template.includes("/live/stream")) continue;
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === "path");
      const queryParams = params.filter((p) => p.in === "query");
      const fill = (value: string) => template.replace(/\{(\w+)\}/g, () => encodeURIComponent(value));
      for (const bad of BAD_VALUES) {
        if (pathParams.length > 0) out.push({ method: method.toUpperCase(), url: fill(bad) });
        if (queryParams.length > 0) {
          const query = queryParams.map((p) => `${p.name}=${encodeURIComponent(bad)}`).join("&");
          out.push({ method: method.toUpperCase(), url: `${fill("1")}?${query}` });
        }
      }
      if (op.requestBody && "application/json" in op.requestBody.content) {
        for (const body of ["{bad", "[]", "{}", '{"username":1,"password":[]}', "null"]) {
          out.push({ method: method.toUpperCase(), url: fill("1"), body, contentType: "application/json" });
        }
        out.push({ method: method.toUpperCase(), url: fill("1"), body: "x=1", contentType: "text/plain" });
      }
    }
  }
  out.push({ method: "GET", url: "/api/nao-existe/" }, { method: "DELETE", url: "/api/health" });
  return out;
}

describe("error messages are Portuguese on every route", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("no 4xx detail or field message of any route speaks English", async () => {
    const english: string[] = [];
    let checked = 0;
    for (const r of requests()) {
      const res = await t.app.inject({
        method: r.method as "GET",
        url: r.url,
        payload: r.body,
        headers: r.contentType ? { "content-type": r.contentType } : {},
      });
      if (res.statusCode < 400 || res.statusCode >= 500) {
        expect(res.statusCode, `${r.method} ${r.url} ${r.body ?? ""}`).toBeLessThan(500);
        continue;
      }
      checked++;
      const body = res.json<{ detail?: unknown; fields?: Record<string, string[]> }>();
      expect(typeof body.detail, `${r.method} ${r.url}: ${res.body}`).toBe("string");
      const texts = [String(body.detail), ...Object.values(body.fields ?? {}).flat()];
      for (const text of texts) if (ENGLISH.test(text)) english.push(`${r.method} ${r.url} ${r.body ?? ""} → ${text}`);
    }
    expect(checked).toBeGreaterThan(100);
    expect(english).toEqual([]);
  }, 180_000);
});
