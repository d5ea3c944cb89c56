import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtures, odds } from "../src/db/schema.ts";
import { pickEncoding } from "../src/services/snapshot.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

const HOT = [
  `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}`,
  `/api/apifootball_app/fixtures/?date=${PINNED_DATE}`,
  `/api/apifootball_app/fixtures/?date=${PINNED_DATE}&live=true`,
];

describe("pickEncoding", () => {
  it("prefers br, then gzip, honours q=0 and wildcards", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});

describe.each(DATABASE_KINDS)("hot day reads on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("answer with an ETag and a short Cache-Control, and 304 on If-None-Match", async () => {
    for (const url of HOT) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers["cache-control"]).toMatch(/max-age=\d+/);
      const again = await t.app.inject({ url, headers: { "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");
      const other = await t.app.inject({ url, headers: { "if-none-match": 'W/"outra-versao"' } });
      expect(other.statusCode).toBe(200);
    }
  });

  it.skipIf(skip)("serve the same JSON pre-compressed as br and gzip", async () => {
    for (const url of HOT) {
      const plain = (await t.app.inject({ url })).json();
      const br = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
      const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain);
      expect(gz.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it.skipIf(skip)("do not query the database per request once the day is built", async () => {
    const before = await Promise.all(HOT.map(async (url) => (await t.app.inject({ url })).body));
    // Emptying the tables behind the server's back: answers still come whole from memory.
    await t.db.db.delete(odds);
    await t.db.db.delete(fixtures);
    const after = await Promise.all(HOT.map(async (url) => (await t.app.inject({ url })).body));
    expect(after).toEqual(before);
    expect(JSON.parse(after[0]!).count).toBeGreaterThan(0);
    // The next ingest rebuilds the view from the provider, and the answer is whole again.
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    expect((await t.app.inject({ url: HOT[0]! })).json().count).toBe(JSON.parse(before[0]!).count);
  });
});
