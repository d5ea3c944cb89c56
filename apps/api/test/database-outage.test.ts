import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createClock } from "../src/clock.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { DATABASE_UNAVAILABLE } from "../src/plugins/errors.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import { seedDemoArticles } from "../src/services/articles-seed.ts";
import { call, registration, STRONG } from "./helpers/accounts.ts";
import { PINNED_NOW } from "./helpers/app.ts";
import { freshPostgresUrl, hasPostgres } from "./helpers/databases.ts";
import type { FastifyInstance } from "fastify";

/**
 * A TCP proxy between the app and PostgreSQL, as the outside probe cut and stalled it: `cut` closes every
 * connection and refuses new ones, `stall` keeps connections open but holds every byte, `restore` passes again.
 */
class PgProxy {
  private mode: "pass" | "cut" | "stall" = "pass";
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: Array<[Socket, Buffer]> }>();
  private server: Server | null = null;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = createServer((client) => {
      if (this.mode === "cut") {
        client.destroy();
        return;
      }
      const upstream = connect(this.targetPort, this.host);
      const pair = { client, upstream, held: [] as Array<[Socket, Buffer]> };
      this.pairs.add(pair);
      const forward = (to: Socket) => (chunk: Buffer) => {
        if (this.mode === "stall") pair.held.push([to, chunk]);
        else to.write(chunk);
      };
      client.on("data", forward(upstream));
      upstream.on("data", forward(client));
      const end = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on("close", end).on("error", end);
      upstream.on("close", end).on("error", end);
    });
    this.server = server;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    this.port = (server.address() as { port: number }).port;
  }

  cut(): void {
    this.mode = "cut";
    for (const p of this.pairs) {
      p.client.destroy();
      p.upstream.destroy();
    }
    this.pairs.clear();
  }

  stall(): void {
    this.mode = "stall";
  }

  restore(): void {
    this.mode = "pass";
    for (const p of this.pairs) for (const [to, chunk] of p.held.splice(0)) to.write(chunk);
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((r) => this.server?.close(r));
  }
}

const QUERY_TIMEOUT_MS = 1000;

describe.skipIf(!hasPostgres)("a PostgreSQL outage degrades instead of failing (through a TCP proxy)", () => {
  let proxy: PgProxy;
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let articleId: number;
  const before = registration();

  beforeAll(async () => {
    const fresh = await freshPostgresUrl();
    drop = fresh.drop;
    const target = new URL(fresh.url);
    proxy = new PgProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(fresh.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({
      kind: "postgres",
      url: viaProxy.toString(),
      timeouts: { queryMs: QUERY_TIMEOUT_MS, connectMs: QUERY_TIMEOUT_MS },
    });
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PLACAR_NOW: PINNED_NOW });
    app = await buildApp({
      config: { ...config, database: { kind: "postgres", url: "test" } },
      clock: createClock(config.pinnedNow),
      database,
      provider: new DemoProvider({ seed: 7 }),
      serveSite: false,
      logger: false,
    });
    await app.ready();
    await seedDemoArticles({
      db: database.db,
      clock: app.ctx.clock,
      football: app.ctx.football,
      matches: app.ctx.matches,
      articles: app.ctx.articles,
      log: app.log,
    });
    // Read once while the database answers: what is kept in memory from then on.
    const list = await call(app, "GET", "/api/avodds_app/blog/");
    expect(list.statusCode).toBe(200);
    articleId = list.json().results[0].id;
    expect((await call(app, "GET", `/api/avodds_app/blog/${articleId}/`)).statusCode).toBe(200);
    expect((await call(app, "POST", "/api/auth/register/", before)).statusCode).toBe(201);
  }, 60_000);

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await drop?.();
  });

  /** Asserts the answer is the outage's 503, in Portuguese, with Retry-After, and came within 5 s. */
  async function unavailable(send: () => ReturnType<typeof call>) {
    const started = performance.now();
    const res = await send();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ detail: DATABASE_UNAVAILABLE, code: "service_unavailable" });
  }

  async function articlesFromMemory() {
    // Past their time in memory (as after a write or the TTL): the next read would go to the database.
    app.ctx.articles.invalidate();
    const list = await call(app, "GET", "/api/avodds_app/blog/");
    expect(list.statusCode).toBe(200);
    expect(list.json().results.some((a: { id: number }) => a.id === articleId)).toBe(true);
    const one = await call(app, "GET", `/api/avodds_app/blog/${articleId}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json().id).toBe(articleId);
  }

  it("cut: articles come from memory, sign-in and sign-up answer 503 in Portuguese at once", async () => {
    proxy.cut();
    await articlesFromMemory();
    await unavailable(() => call(app, "POST", "/api/auth/login/", { username: before.email, password: STRONG }));
    await unavailable(() => call(app, "POST", "/api/auth/register/", registration()));
  });

  it("stall: the same within the query timeout, never for the length of the stall", async () => {
    proxy.restore();
    proxy.stall();
    await articlesFromMemory();
    await unavailable(() => call(app, "POST", "/api/auth/login/", { username: before.email, password: STRONG }));
    const refused = registration();
    await unavailable(() => call(app, "POST", "/api/auth/register/", refused));
    // The refused sign-up was not written: after the stall the same details register, once.
    proxy.restore();
    const afterStall = await call(app, "POST", "/api/auth/register/", refused);
    expect(afterStall.statusCode).toBe(201);
  });

  it("after recovery nothing acknowledged is lost and new reads and writes work", async () => {
    proxy.restore();
    const login = await call(app, "POST", "/api/auth/login/", { username: before.email, password: STRONG });
    expect(login.statusCode).toBe(200);
    expect((await call(app, "POST", "/api/auth/register/", registration())).statusCode).toBe(201);
    app.ctx.articles.invalidate();
    expect((await call(app, "GET", "/api/avodds_app/blog/")).statusCode).toBe(200);
  });
});
