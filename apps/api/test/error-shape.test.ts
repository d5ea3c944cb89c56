import { existsSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_REFUSED } from "../src/plugins/errors.ts";
import { call, freshIp, signUpAdmin } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";

/** The 8-byte PNG signature and an IHDR: enough for the upload's sniffing to call it a PNG. */
const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108020000009077533e", "hex");

/** A multipart body written by hand, so that names, file names and values can carry any byte. */
function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; data: Buffer }>) {
  const boundary = "----placar39";
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      "filename" in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`;
    chunks.push(
      Buffer.from(head, "utf8"),
      "filename" in p ? p.data : Buffer.from(p.value, "utf8"),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const isErrorShape = (body: unknown) => {
  const b = body as Record<string, unknown>;
  return (
    typeof b.detail === "string" &&
    typeof b.code === "string" &&
    Object.keys(b).every((k) => k === "detail" || k === "code" || k === "fields")
  );
};

describe("every error in the contract's shape and in the contract", () => {
  let t: TestApp;
  let admin: { token: string };
  let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

  beforeAll(async () => {
    t = await startTestApp("pglite");
    admin = await signUpAdmin(t.app);
    doc = t.app.swagger() as unknown as typeof doc;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers Fastify's own refusals (a malformed escape, a path parameter too long) in the error shape", async () => {
    const bad = await t.app.inject({ url: "/api/avodds_app/blog/%zz/" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "Requisição inválida.", code: "invalid_request" });
    const long = await t.app.inject({ url: `/api/avodds_app/blog/${"9".repeat(150)}/` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: "O endereço pedido é longo demais.", code: "uri_too_long" });
  });

  it("refuses a NUL byte in any multipart field with 400, and keeps no uploaded image", async () => {
    const uploads = t.app.ctx.config.uploadsDir;
    const files = () => (existsSync(uploads) ? readdirSync(uploads, { recursive: true }).length : 0);
    const before = files();
    const cases = [
      [
        { name: "image", filename: "a.png", data: PNG_HEAD },
        { name: "title", value: "tí\u0000tulo" },
      ],
      [
        { name: "title", value: "título" },
        { name: "image", filename: "a\u0000.png", data: PNG_HEAD },
      ],
      [
        { name: "image", filename: "a.png", data: PNG_HEAD },
        { name: "mes\u0000sage", value: "x" },
      ],
    ] as const;
    for (const parts of cases) {
      const body = multipart([...parts]);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/avodds_app/blog/",
        remoteAddress: freshIp(),
        payload: body.payload,
        headers: { "content-type": body.contentType, authorization: `Bearer ${admin.token}` },
      });
      expect(res.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
      expect(res.json()).toMatchObject({ detail: NUL_REFUSED, code: "invalid_request" });
    }
    const houses = (await call(t.app, "GET", "/api/admin/houses/", undefined, { token: admin.token })).json();
    const id = (houses.results ?? houses)[0].id as number;
    const logo = multipart([{ name: "logo", filename: "logo\u0000.png", data: PNG_HEAD }]);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/houses/${id}/logo/`,
      remoteAddress: freshIp(),
      payload: logo.payload,
      headers: { "content-type": logo.contentType, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: NUL_REFUSED, code: "invalid_request" });
    expect(files()).toBe(before);
  });

  it("documents 400 and 503 on every operation, 414 where the path has parameters, 413 and 415 with a body", () => {
    for (const [url, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${url}`;
        const statuses = Object.keys(op.responses);
        expect(statuses, where).toEqual(expect.arrayContaining(["400", "503"]));
        if (url.includes("{")) expect(statuses, where).toContain("414");
        if (["post", "put", "patch", "delete"].includes(method))
          expect(statuses, where).toEqual(expect.arrayContaining(["413", "415"]));
      }
    }
  });

  it("answers ?x=%00 and an unreadable content type on every operation with a documented status, in the shape", async () => {
    const checked: string[] = [];
    for (const [url, item] of Object.entries(doc.paths)) {
      // Path parameters filled with a value every route accepts as a well-formed id or name.
      const path = url.replace(/\{[^}]+\}/g, "1");
      for (const [method, op] of Object.entries(item)) {
        const M = method.toUpperCase() as "GET" | "POST" | "PUT" | "DELETE";
        if (M !== "GET" && M !== "POST" && M !== "PUT" && M !== "DELETE") continue;
        const tries = [
          t.app.inject({
            method: M,
            url: `${path}?x=%00`,
            remoteAddress: freshIp(),
            headers: { authorization: `Bearer ${admin.token}` },
          }),
          ...(M === "GET"
            ? []
            : [
                t.app.inject({
                  method: M,
                  url: path,
                  remoteAddress: freshIp(),
                  payload: "x",
                  headers: { "content-type": "text/x-nada", authorization: `Bearer ${admin.token}` },
                }),
              ]),
        ];
        for (const res of await Promise.all(tries)) {
          const where = `${M} ${url} → ${res.statusCode}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(Object.keys(op.responses), where).toContain(String(res.statusCode));
            if (res.headers["content-type"]?.toString().startsWith("application/json"))
              expect(isErrorShape(res.json()), where).toBe(true);
          }
        }
        checked.push(`${M} ${url}`);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
  });
});
