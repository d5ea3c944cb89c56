import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { asc, desc, eq, inArray, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleSlug } from "@placar/core/slug";
import { articles, seedMarkers } from "../src/db/articles-schema.ts";
import { ARTICLE_MESSAGES } from "../src/schemas/articles.ts";
import type { Game } from "../src/schemas/football.ts";
import { htmlText, sanitizeArticleHtml } from "../src/services/articles-html.ts";
import { DEMO_ARTICLES_MARKER, seedDemoArticles } from "../src/services/articles-seed.ts";
import { detectImageKind } from "../src/services/uploads.ts";
import { freshIp, signUp, signUpAdmin, tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { PINNED_DATE, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

/** A real PNG (8-bit RGB, a two-colour checkerboard) of the given size. */
function png(width = 4, height = 4): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      const on = (x + y) % 2 === 0;
      raw[o] = on ? 0x2f : 0x0b;
      raw[o + 1] = on ? 0xd3 : 0x13;
      raw[o + 2] = on ? 0x7a : 0x22;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The classic 1×1 transparent GIF. */
const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

type FormValue = string | { data: Buffer; filename: string; type?: string };

/** A multipart body exactly as a browser's FormData encodes it (via the platform's own encoder). */
async function multipartBody(
  fields: Record<string, FormValue | FormValue[]>,
): Promise<{ payload: Buffer; contentType: string }> {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === "string") fd.append(name, v);
      else
        fd.append(name, new Blob([new Uint8Array(v.data)], { type: v.type ?? "application/octet-stream" }), v.filename);
    }
  }
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type")! };
}

async function sendForm(
  app: FastifyInstance,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, FormValue | FormValue[]>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields);
  return app.inject({
    method,
    url,
    remoteAddress: freshIp(),
    payload: body.payload,
    headers: { "content-type": body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const BLOG = "/api/avodds_app/blog/";

/**
 * The generated client, loaded at run time: it is browser code (DOM types), outside this package's type
 * program, so only the parts this test uses are typed here.
 */
interface GeneratedClient {
  createApiClient(o: { baseUrl: string; getToken: () => string | null }): {
    GET(url: string, init: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
  };
  unwrap<T>(r: { data?: T; error?: unknown; response: Response }): T;
  ApiError: new (
    ...args: never[]
  ) => Error & { status: number; body: { detail: string; code: string; fields?: Record<string, string[]> } };
}
interface GeneratedQueries {
  createArticleMutation(client: unknown): {
    mutationFn(init: { body: unknown }): Promise<{ id: number; image: string | null } & Record<string, unknown>>;
  };
}
const apiClientSrc = new URL("../../../packages/api-client/src/", import.meta.url);
const loadClient = async () => ({
  ...((await import(new URL("client.ts", apiClientSrc).href)) as GeneratedClient),
  ...((await import(new URL("queries.ts", apiClientSrc).href)) as GeneratedQueries),
});
const SCRIPT_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe("article HTML sanitizer", () => {
  it("keeps what the news editor writes: headings, marks, lists, quotes, links, colour and the offered fonts", () => {
    const editor =
      "<h1>T1</h1><h2>T2</h2><h3>T3</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br>linha</p>" +
      "<ul><li><p>um</p></li></ul><ol><li><p>dois</p></li></ol><blockquote><p>citação</p></blockquote>" +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com.br/x?a=1&amp;b=2">link</a> <a href="/estatisticas/3">interno</a></p>';
    expect(sanitizeArticleHtml(editor)).toBe(
      "<h1>T1</h1><h2>T2</h2><h3>T3</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />linha</p>" +
        "<ul><li><p>um</p></li></ul><ol><li><p>dois</p></li></ol><blockquote><p>citação</p></blockquote>" +
        '<p><a href="https://exemplo.com.br/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">link</a> <a href="/estatisticas/3" rel="noopener noreferrer">interno</a></p>',
    );
    expect(
      sanitizeArticleHtml(
        '<p><span style="color: #2fd37a">verde</span> <span style="font-family: Signika">fonte</span> <span style="color: rgb(245, 184, 46); font-family: &quot;Roboto&quot;">ambos</span></p>',
      ),
    ).toBe(
      '<p><span style="color:#2fd37a">verde</span> <span style="font-family:Signika">fonte</span> <span style="color:rgb(245, 184, 46);font-family:&quot;Roboto&quot;">ambos</span></p>',
    );
  });

  it("strips scripts, event attributes, dangerous URLs, other styles and tags outside the editor's set", () => {
    const dirty =
      '<p onclick="steal()">a<script>alert(1)</script><img src=x onerror=alert(1)></p>' +
      '<a href="javascript:alert(1)">j</a><a href="jav&#x09;ascript:alert(2)">k</a><a href=" JAVASCRIPT:alert(3)">l</a>' +
      '<a href="data:text/html,<script>alert(4)</script>">d</a><a href="//evil.example">p</a><a href="vbscript:x">v</a>' +
      '<span style="color: #f00; position: fixed; background: url(javascript:alert(5))">c</span>' +
      '<span style="font-family: Comic Sans MS">f</span><span style="color: expression(alert(6))">e</span>' +
      '<iframe src="https://evil.example">i</iframe><style>p{display:none}</style><svg><script>alert(7)</script></svg>' +
      '<form action="/x"><input value="y"></form><div class="x" id="y">div</div><h2 style="color:red" class="c">h</h2>';
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|javascript|vbscript|data:|evil|position|background|expression|iframe|<style|<svg|<img|<form|<input|<div|class=|id=|Comic/i,
    );
    expect(clean).toContain('<span style="color:#f00">c</span>');
    expect(clean).toContain("<h2>h</h2>");
    expect(htmlText(clean)).toBe("a jkldpvcfedivh");
  });

  it("an editor's empty document has no text", () => {
    expect(htmlText(sanitizeArticleHtml("<p></p><p>&nbsp;</p><script>x</script>"))).toBe("");
  });
});

describe("image type by magic bytes", () => {
  it("recognises JPEG, PNG, GIF, WebP and AVIF, and nothing else", () => {
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]))).toBe("jpg");
    expect(detectImageKind(png())).toBe("png");
    expect(detectImageKind(GIF_1X1)).toBe("gif");
    expect(detectImageKind(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))).toBe(
      "webp",
    );
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from("ftypavif"),
      Buffer.alloc(4),
      Buffer.from("avifmif1miaf"),
    ]);
    expect(detectImageKind(avif)).toBe("avif");
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic"),
      Buffer.alloc(4),
      Buffer.from("mif1heic"),
    ]);
    expect(detectImageKind(heic)).toBeNull();
    expect(detectImageKind(SCRIPT_SVG)).toBeNull();
    expect(detectImageKind(Buffer.from("GIF8"))).toBeNull();
    // A bare signature in front of something else is not an image.
    expect(
      detectImageKind(
        Buffer.concat([
          png().subarray(0, 8),
          Buffer.from("<script>alert(1)</script> e mais texto para passar de 33 bytes"),
        ]),
      ),
    ).toBeNull();
    expect(detectImageKind(Buffer.from("GIF89a<b>"))).toBeNull();
    expect(detectImageKind(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPhtml")]))).toBeNull();
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0x3c, 0x68]))).toBeNull();
    expect(detectImageKind(Buffer.from("olá, eu não sou uma imagem"))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(DATABASE_KINDS)("articles API on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let dataDir: string;
  let admin: { id: number; token: string };
  let regular: { id: number; token: string };
  let games: Game[];
  const uploaded = () =>
    existsSync(path.join(dataDir, "uploads")) ? readdirSync(path.join(dataDir, "uploads")).sort() : [];
  const create = (fields: Record<string, FormValue | FormValue[]>, token = admin.token) =>
    sendForm(t.app, "POST", BLOG, fields, token);
  const update = (id: number, fields: Record<string, FormValue | FormValue[]>, token = admin.token) =>
    sendForm(t.app, "PUT", `${BLOG}${id}/`, fields, token);
  const get = (url: string, token?: string) =>
    t.app.inject({ url, remoteAddress: freshIp(), headers: token ? { authorization: `Bearer ${token}` } : {} });
  const form = (over: Record<string, FormValue> = {}) => ({
    title: "Flamengo x Palmeiras: análise",
    subtitle: "O que as odds dizem",
    game: String(games[0]!.id),
    author: "Maria Souza",
    message: "<p>Texto da análise.</p>",
    ...over,
  });
  const rowCount = async () => (await t.db.db.select({ id: articles.id }).from(articles)).length;
  /** The game as an article carries it: no odds (they come beside it), no score or minute (ArticleGame). */
  const withoutOdds = ({ odds: _odds, goals: _goals, elapsed: _elapsed, ...game }: Game) => game;

  beforeAll(async () => {
    if (skip) return;
    dataDir = tempDataDir();
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir } });
    admin = await signUpAdmin(t.app);
    regular = await signUp(t.app);
    const day = (await get(`/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}`)).json().results as Game[];
    games = day.filter((g) => g.status === "NS");
    expect(games.length).toBeGreaterThan(5);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "writes need a signed-in admin: 401 without a token, 403 for a regular user, and nothing changes",
    async () => {
      const made = await create(form());
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().id as number;
      const before = await rowCount();
      const files = uploaded();
      const attempts: Array<() => Promise<LightMyRequestResponse>> = [];
      for (const token of [undefined, regular.token]) {
        attempts.push(
          () =>
            sendForm(
              t.app,
              "POST",
              BLOG,
              { ...form({ title: "intrusa" }), image: { data: png(), filename: "a.png", type: "image/png" } },
              token,
            ),
          () => sendForm(t.app, "PUT", `${BLOG}${id}/`, { title: "alterada" }, token),
          () =>
            t.app.inject({
              method: "DELETE",
              url: `${BLOG}${id}/`,
              headers: token ? { authorization: `Bearer ${token}` } : {},
            }),
        );
      }
      for (const [i, attempt] of attempts.entries()) {
        const res = await attempt();
        if (i < 3) {
          expect(res.statusCode, res.body).toBe(401);
          expect(res.json()).toMatchObject({ code: "unauthenticated", detail: expect.any(String) });
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json()).toEqual({ detail: "Acesso restrito a administradores.", code: "forbidden" });
        }
      }
      expect(await rowCount()).toBe(before);
      expect(uploaded()).toEqual(files);
      expect((await get(`${BLOG}${id}/`)).json().title).toBe("Flamengo x Palmeiras: análise");
    },
  );

  it.skipIf(skip)(
    "creates from the multipart form with a real image: the news manager's fields, the game, its odds, defaults for date and author",
    async () => {
      const game = games[1]!;
      const image = png(8, 6);
      const before = uploaded();
      const res = await create({
        title: "  Análise de sábado  ",
        subtitle: "Quem chega melhor",
        game: String(game.id),
        message: "<h2>Momento</h2><p>Texto com <strong>negrito</strong>.</p>",
        image: { data: image, filename: "capa.png", type: "image/png" },
      });
      expect(res.statusCode, res.body).toBe(201);
      const a = res.json();
      expect(a).toMatchObject({
        title: "Análise de sábado",
        subtitle: "Quem chega melhor",
        author: "Admin Teste",
        date: PINNED_DATE,
        league: game.league.name,
        message: "<h2>Momento</h2><p>Texto com <strong>negrito</strong>.</p>",
      });
      expect(a.image).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.png$/);
      expect(a.game).toEqual(withoutOdds(game));
      expect(a.odds).toEqual(game.odds);
      expect(a.odds).toHaveLength(21);
      expect(a.slug).toBe(
        articleSlug({
          date: PINNED_DATE,
          league: game.league.name,
          title: "Análise de sábado",
          home: game.home_team,
          away: game.away_team,
        }),
      );
      expect(Math.abs(Date.parse(a.created_at) - Date.parse(PINNED_NOW))).toBeLessThan(60_000);
      expect(a.updated_at).toBe(a.created_at);

      const file = await get(a.image);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      // What is stored is the image encoded again (services/image-reencode.ts): the same pixels, not the same bytes.
      const [served, sent] = await Promise.all([
        sharp(file.rawPayload).raw().toBuffer(),
        sharp(image).raw().toBuffer(),
      ]);
      expect(served.equals(sent)).toBe(true);
      expect(uploaded()).toEqual([...before, path.basename(a.image)].sort());

      const read = await get(`${BLOG}${a.id}/`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(a);
      const [row] = await t.db.db.select().from(articles).where(eq(articles.id, a.id));
      expect(row).toMatchObject({
        gameId: game.id,
        afbFixtureId: game.afb_fixture_id,
        leagueName: game.league.name,
        date: PINNED_DATE,
      });
    },
  );

  it.skipIf(skip)("takes a date from 2000-01-01 to one year after today on the site clock, both included", async () => {
    for (const date of ["2000-01-01", "2027-11-21"]) {
      const res = await create(form({ date }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().date).toBe(date);
      const moved = await update(res.json().id as number, { date: "0001-01-01" });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fields).toEqual({
        date: ["A data da notícia precisa estar entre 01/01/2000 e 21/11/2027."],
      });
      // Gone again: a year-ahead article would head the lists the other tests read.
      const del = await t.app.inject({
        method: "DELETE",
        url: `${BLOG}${res.json().id}/`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(del.statusCode).toBe(204);
    }
  });

  it.skipIf(skip)(
    "updates: a new image replaces (and deletes) the old file, left-out fields keep their values, an empty file keeps the image",
    async () => {
      const made = (
        await create({ ...form({ date: "2026-11-19" }), image: { data: png(), filename: "um.png", type: "image/png" } })
      ).json();
      const oldName = path.basename(made.image);
      expect(uploaded()).toContain(oldName);

      const changed = await update(made.id, {
        title: "Título novo",
        image: { data: GIF_1X1, filename: "dois.gif", type: "image/gif" },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const a = changed.json();
      expect(a.image).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.gif$/);
      expect(a).toMatchObject({
        id: made.id,
        title: "Título novo",
        subtitle: made.subtitle,
        author: made.author,
        date: "2026-11-19",
        message: made.message,
        game: made.game,
        created_at: made.created_at,
      });
      expect(uploaded()).not.toContain(oldName);
      expect(uploaded()).toContain(path.basename(a.image));
      expect((await get(made.image)).statusCode).toBe(404);
      // The new image as stored: encoded again, the same pixels as the GIF sent.
      const [stored, sentGif] = await Promise.all([
        sharp((await get(a.image)).rawPayload)
          .raw()
          .toBuffer(),
        sharp(GIF_1X1).raw().toBuffer(),
      ]);
      expect(stored.equals(sentGif)).toBe(true);

      // A form with no file picked sends an empty file part: nothing to replace.
      const kept = await update(made.id, {
        subtitle: "Só o subtítulo",
        image: { data: Buffer.alloc(0), filename: "", type: "application/octet-stream" },
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ title: "Título novo", subtitle: "Só o subtítulo", image: a.image });

      // An author cleared on an edit keeps the article's author (not the editing admin's name).
      expect((await update(made.id, { author: "  " })).json().author).toBe("Maria Souza");

      const other = games[2]!;
      const moved = await update(made.id, { game: String(other.id) });
      expect(moved.json()).toMatchObject({ league: other.league.name, game: withoutOdds(other), odds: other.odds });
      expect(
        (await get(`/api/soccerdata_app/gameByAFBFixtureId/${other.afb_fixture_id}/`)).json().blogs,
      ).toContainEqual({ id: made.id });
      expect(
        (await get(`/api/soccerdata_app/gameByAFBFixtureId/${games[0]!.afb_fixture_id}/`)).json().blogs,
      ).not.toContainEqual({ id: made.id });

      const missing = await update(99_999_999, { title: "x" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: ARTICLE_MESSAGES.notFound, code: "not_found" });
    },
  );

  it.skipIf(skip)(
    "removes the image on an edit with remove_image=true (the file goes too); a new image sent with it wins",
    async () => {
      const made = (
        await create({ ...form(), image: { data: png(2, 2), filename: "a.png", type: "image/png" } })
      ).json();
      const name = path.basename(made.image);

      const bad = await update(made.id, { remove_image: "sim" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.remove_image).toEqual(["Use true ou false em remove_image."]);

      const replaced = await update(made.id, {
        remove_image: "true",
        image: { data: GIF_1X1, filename: "b.gif", type: "image/gif" },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().image).toMatch(/\.gif$/);
      expect(uploaded()).not.toContain(name);

      const removed = await update(made.id, { remove_image: "true" });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ image: null, title: made.title, message: made.message });
      expect(uploaded()).not.toContain(path.basename(replaced.json().image));
      expect((await get(replaced.json().image)).statusCode).toBe(404);
      expect((await get(`${BLOG}${made.id}/`)).json().image).toBeNull();

      // remove_image=false changes nothing.
      expect((await update(made.id, { remove_image: "false", subtitle: "Outro" })).json()).toMatchObject({
        image: null,
        subtitle: "Outro",
      });
    },
  );

  it.skipIf(skip)("deletes with 204, removes the uploaded file, then answers 404", async () => {
    const made = (await create({ ...form(), image: { data: png(3, 3), filename: "x.png", type: "image/png" } })).json();
    const name = path.basename(made.image);
    const del = await t.app.inject({
      method: "DELETE",
      url: `${BLOG}${made.id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe("");
    expect(uploaded()).not.toContain(name);
    expect((await get(made.image)).statusCode).toBe(404);
    const gone = await get(`${BLOG}${made.id}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: "Notícia não encontrada.", code: "not_found" });
    expect((await get(`${BLOG}?page_size=10000`)).json().results.map((r: { id: number }) => r.id)).not.toContain(
      made.id,
    );
    const again = await t.app.inject({
      method: "DELETE",
      url: `${BLOG}${made.id}/`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(again.statusCode).toBe(404);
  });

  it.skipIf(skip)(
    "refuses hostile or incomplete forms with 400/413/415 in Portuguese, naming the field, storing nothing",
    async () => {
      const before = await rowCount();
      const files = uploaded();
      const longText = "x".repeat(200_001);
      const cases: Array<{
        name: string;
        fields?: Record<string, FormValue | FormValue[]>;
        raw?: () => Promise<LightMyRequestResponse>;
        status: number;
        detail: string;
        field?: string;
      }> = [
        {
          name: "no game",
          fields: { title: "T", message: "<p>m</p>" },
          status: 400,
          detail: "Escolha o jogo da notícia.",
          field: "game",
        },
        {
          name: "empty game",
          fields: form({ game: " " }),
          status: 400,
          detail: "Escolha o jogo da notícia.",
          field: "game",
        },
        {
          name: "game not a number",
          fields: form({ game: "1; drop table articles" }),
          status: 400,
          detail: ARTICLE_MESSAGES.gameUnknown,
          field: "game",
        },
        {
          name: "unknown game",
          fields: form({ game: "99999999" }),
          status: 400,
          detail: ARTICLE_MESSAGES.gameUnknown,
          field: "game",
        },
        {
          name: "no title",
          fields: form({ title: "   " }),
          status: 400,
          detail: "Informe o título da notícia.",
          field: "title",
        },
        {
          name: "huge title",
          fields: form({ title: "T".repeat(201) }),
          status: 400,
          detail: ARTICLE_MESSAGES.titleTooLong,
          field: "title",
        },
        {
          name: "huge subtitle",
          fields: form({ subtitle: "S".repeat(601) }),
          status: 400,
          detail: ARTICLE_MESSAGES.subtitleTooLong,
          field: "subtitle",
        },
        {
          name: "huge author",
          fields: form({ author: "A".repeat(121) }),
          status: 400,
          detail: ARTICLE_MESSAGES.authorTooLong,
          field: "author",
        },
        {
          name: "no message",
          fields: { title: "T", game: String(games[0]!.id) },
          status: 400,
          detail: "Escreva o texto da notícia.",
          field: "message",
        },
        {
          name: "message only a script",
          fields: form({ message: "<script>alert(1)</script><p> </p>" }),
          status: 400,
          detail: "Escreva o texto da notícia.",
          field: "message",
        },
        {
          name: "message over the limit",
          fields: form({ message: longText }),
          status: 400,
          detail: ARTICLE_MESSAGES.messageTooLong,
          field: "message",
        },
        {
          name: "field over 1 MB",
          fields: form({ message: "é".repeat(600_000) }),
          status: 413,
          detail: ARTICLE_MESSAGES.fieldTooLarge,
        },
        {
          name: "bad date",
          fields: form({ date: "amanhã" }),
          status: 400,
          detail: ARTICLE_MESSAGES.dateInvalid,
          field: "date",
        },
        {
          name: "impossible date",
          fields: form({ date: "2026-02-30" }),
          status: 400,
          detail: ARTICLE_MESSAGES.dateInvalid,
          field: "date",
        },
        ...["0001-01-01", "1999-12-31", "2027-11-22", "9999-12-31", "0001-01-01T12:00:00Z"].map((date) => ({
          name: `date ${date} out of range`,
          fields: form({ date }),
          status: 400,
          detail: "A data da notícia precisa estar entre 01/01/2000 e 21/11/2027.",
          field: "date",
        })),
        {
          name: "text renamed .png",
          fields: {
            ...form(),
            image: { data: Buffer.from("não sou imagem"), filename: "foto.png", type: "image/png" },
          },
          status: 400,
          detail: ARTICLE_MESSAGES.imageType,
          field: "image",
        },
        {
          name: "PNG signature on text",
          fields: {
            ...form(),
            image: {
              data: Buffer.concat([png().subarray(0, 8), Buffer.from("<html><script>alert(1)</script></html>")]),
              filename: "foto.png",
              type: "image/png",
            },
          },
          status: 400,
          detail: ARTICLE_MESSAGES.imageType,
          field: "image",
        },
        {
          name: "svg with a script",
          fields: { ...form(), image: { data: SCRIPT_SVG, filename: "foto.png", type: "image/png" } },
          status: 400,
          detail: ARTICLE_MESSAGES.imageType,
          field: "image",
        },
        {
          name: "image over 5 MB",
          fields: {
            ...form(),
            image: {
              data: Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]),
              filename: "grande.png",
              type: "image/png",
            },
          },
          status: 413,
          detail: ARTICLE_MESSAGES.imageTooLarge,
          field: "image",
        },
        {
          name: "two images",
          fields: {
            ...form(),
            image: [
              { data: png(), filename: "a.png", type: "image/png" },
              { data: png(), filename: "b.png", type: "image/png" },
            ],
          },
          status: 400,
          detail: ARTICLE_MESSAGES.imageField,
          field: "image",
        },
        {
          name: "file in another field",
          fields: { ...form(), anexo: { data: png(), filename: "a.png", type: "image/png" } },
          status: 400,
          detail: ARTICLE_MESSAGES.imageField,
          field: "anexo",
        },
        {
          name: "JSON instead of a form",
          raw: () =>
            t.app.inject({
              method: "POST",
              url: BLOG,
              payload: form(),
              headers: { authorization: `Bearer ${admin.token}` },
            }),
          status: 415,
          detail: ARTICLE_MESSAGES.notMultipart,
        },
        {
          name: "truncated multipart",
          raw: async () => {
            const body = await multipartBody(form());
            return t.app.inject({
              method: "POST",
              url: BLOG,
              payload: body.payload.subarray(0, body.payload.length - 40),
              headers: { "content-type": body.contentType, authorization: `Bearer ${admin.token}` },
            });
          },
          status: 400,
          detail: "Formulário inválido.",
        },
      ];
      for (const c of cases) {
        const res = c.raw ? await c.raw() : await create(c.fields!);
        expect(res.statusCode, `${c.name}: ${res.body.slice(0, 300)}`).toBe(c.status);
        const body = res.json();
        expect(body.detail, c.name).toBe(c.detail);
        expect(body.code, c.name).toEqual(expect.any(String));
        if (c.field) expect(body.fields?.[c.field], c.name).toContain(c.detail);
      }
      // Several problems at once are all named; the game comes first.
      const many = await create({ title: "", message: "" });
      expect(many.statusCode).toBe(400);
      expect(many.json()).toMatchObject({ detail: "Escolha o jogo da notícia.", code: "validation_error" });
      expect(Object.keys(many.json().fields).sort()).toEqual(["game", "message", "title"]);

      expect(await rowCount()).toBe(before);
      expect(uploaded()).toEqual(files);
    },
  );

  it.skipIf(skip)(
    "stores the body sanitized: scripts, event handlers and javascript: links never reach the page",
    async () => {
      const res = await create(
        form({
          message:
            '<p>Antes<script>document.cookie</script></p><img src="x" onerror="alert(1)"><p onmouseover="x()">Depois ' +
            '<a href="javascript:alert(1)">clique</a> <span style="color:#ff0000;position:fixed;top:0">cor</span></p>',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const stored = (await get(`${BLOG}${res.json().id}/`)).json().message as string;
      expect(stored).toBe(
        '<p>Antes</p><p>Depois <a rel="noopener noreferrer">clique</a> <span style="color:#ff0000">cor</span></p>',
      );
    },
  );

  it.skipIf(skip)("404 for an unknown article, 400 for an id that is not one", async () => {
    const res = await get(`${BLOG}987654321/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Notícia não encontrada.", code: "not_found" });
    expect((await get(`${BLOG}abc/`)).statusCode).toBe(400);
    expect((await get(`${BLOG}0/`)).statusCode).toBe(400);
    expect((await get("/media/nao-existe.png")).statusCode).toBe(404);
    expect((await get("/media/..%2F..%2Fjwt-secret")).statusCode).toBe(404);
  });

  it.skipIf(skip)(
    "pages newest first (date, then id) with count and total_pages; 10 by default, up to 10000; writes show at once",
    async () => {
      // Older articles straight into the table, over several days, to page through.
      const game = games[3]!;
      const dates = [
        "2026-10-01",
        "2026-10-03",
        "2026-10-02",
        "2026-10-03",
        "2026-10-01",
        "2026-09-30",
        "2026-10-02",
        "2026-10-03",
        "2026-09-29",
        "2026-10-01",
        "2026-10-02",
        "2026-09-28",
        "2026-10-03",
      ];
      await t.db.db.insert(articles).values(
        dates.map((date, i) => ({
          title: `Antiga ${i}`,
          author: "Arquivo",
          date,
          message: "<p>x</p>",
          gameId: game.id,
          afbFixtureId: game.afb_fixture_id,
          leagueName: game.league.name,
        })),
      );
      t.app.ctx.articles.invalidate();
      const expected = (
        await t.db.db.select({ id: articles.id }).from(articles).orderBy(desc(articles.date), desc(articles.id))
      ).map((r) => r.id);
      const total = expected.length;
      expect(total).toBeGreaterThan(dates.length);

      const first = await get(BLOG);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ count: total, total_pages: Math.ceil(total / 10) });
      expect(first.json().results.map((r: { id: number }) => r.id)).toEqual(expected.slice(0, 10));
      for (const size of [1, 3, 4, 7]) {
        const pages = Math.ceil(total / size);
        const last = (await get(`${BLOG}?page=${pages}&page_size=${size}`)).json();
        expect(last).toMatchObject({ count: total, total_pages: pages });
        expect(last.results.map((r: { id: number }) => r.id)).toEqual(expected.slice((pages - 1) * size));
        expect((await get(`${BLOG}?page=${pages + 1}&page_size=${size}`)).json()).toEqual({
          results: [],
          count: total,
          total_pages: pages,
        });
      }
      const all = (await get(`${BLOG}?page=1&page_size=10000`)).json();
      expect(all.results.map((r: { id: number }) => r.id)).toEqual(expected);
      expect(all.total_pages).toBe(1);
      const item = all.results[0];
      expect(Object.keys(item).sort()).toEqual([
        "author",
        "created_at",
        "date",
        "game",
        "id",
        "image",
        "league",
        "slug",
        "subtitle",
        "title",
        "updated_at",
      ]);
      for (const bad of ["page=0", "page_size=0", "page_size=10001", "page=abc", "page_size=2.5"]) {
        const res = await get(`${BLOG}?${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().code).toBe("invalid_request");
      }

      // The home asks for page 1 of 4 on every visit: same bytes, an ETag, 304 when unchanged.
      const home = await get(`${BLOG}?page=1&page_size=4`);
      const etag = home.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(
        (await t.app.inject({ url: `${BLOG}?page=1&page_size=4`, headers: { "if-none-match": etag } })).statusCode,
      ).toBe(304);

      const made = await create(form({ title: "Novíssima", date: "2026-12-01" }));
      const after = await get(`${BLOG}?page=1&page_size=4`);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().results[0]).toMatchObject({ id: made.json().id, title: "Novíssima" });
      expect(after.json().count).toBe(total + 1);
      await t.app.inject({
        method: "DELETE",
        url: `${BLOG}${made.json().id}/`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect((await get(`${BLOG}?page=1&page_size=4`)).json().count).toBe(total);
    },
  );

  it.skipIf(skip)(
    "the fixture lookup lists the game's articles newest first, and none for a game without any",
    async () => {
      const game = games[4]!;
      const url = `/api/soccerdata_app/gameByAFBFixtureId/${game.afb_fixture_id}/`;
      expect((await get(url)).json()).toEqual({ ...game, blogs: [] });
      const older = (await create(form({ game: String(game.id), date: "2026-11-20" }))).json().id as number;
      const newer = (await create(form({ game: String(game.id), date: "2026-11-21" }))).json().id as number;
      const sameDayAsOlder = (await create(form({ game: String(game.id), date: "2026-11-20" }))).json().id as number;
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...game, blogs: [{ id: newer }, { id: sameDayAsOlder }, { id: older }] });
      await t.app.inject({
        method: "DELETE",
        url: `${BLOG}${newer}/`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect((await get(url)).json().blogs).toEqual([{ id: sameDayAsOlder }, { id: older }]);
      expect((await get(`/api/soccerdata_app/gameByAFBFixtureId/${games[5]!.afb_fixture_id}/`)).json().blogs).toEqual(
        [],
      );
    },
  );

  it.skipIf(skip)(
    "the generated api-client creates an article from a FormData over HTTP and reads the error detail",
    async () => {
      const { createApiClient, createArticleMutation, unwrap, ApiError } = await loadClient();
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const client = createApiClient({ baseUrl: address, getToken: () => admin.token });
      const fd = new FormData();
      fd.append("title", "Pelo cliente gerado");
      fd.append("game", String(games[0]!.id));
      fd.append("message", "<p>Enviado com <em>FormData</em>.</p>");
      fd.append("image", new Blob([new Uint8Array(png(2, 2))], { type: "image/png" }), "capa.png");
      const made = await createArticleMutation(client).mutationFn({ body: fd });
      expect(made).toMatchObject({
        title: "Pelo cliente gerado",
        message: "<p>Enviado com <em>FormData</em>.</p>",
        game: { id: games[0]!.id },
      });
      expect(made.image).toMatch(/\.png$/);
      const page = unwrap(
        await client.GET("/api/avodds_app/blog/", { params: { query: { page: 1, page_size: 10_000 } } }),
      ) as { results: Array<{ id: number }> };
      expect(page.results.map((r) => r.id)).toContain(made.id);

      const bad = new FormData();
      bad.append("title", "Sem jogo");
      bad.append("message", "<p>x</p>");
      const err = await createArticleMutation(client)
        .mutationFn({ body: bad })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as InstanceType<typeof ApiError>).status).toBe(400);
      expect((err as InstanceType<typeof ApiError>).body).toMatchObject({
        detail: "Escolha o jogo da notícia.",
        fields: { game: ["Escolha o jogo da notícia."] },
      });
    },
  );

  it.skipIf(skip)(
    "seeds the demo analyses once: about matches still to come, with banners and a responsible-gambling note",
    async () => {
      const deps = () => ({
        db: t.db.db,
        clock: t.app.ctx.clock,
        football: t.app.ctx.football,
        matches: t.app.ctx.matches,
        articles: t.app.ctx.articles,
        log: t.app.log,
      });
      const before = await rowCount();
      const n = await seedDemoArticles(deps());
      expect(n).toBeGreaterThanOrEqual(6);
      expect(n).toBeLessThanOrEqual(10);
      expect(await seedDemoArticles(deps())).toBe(0);
      expect(await rowCount()).toBe(before + n);

      const seeded = await t.db.db
        .select()
        .from(articles)
        .where(like(articles.image, "/api/images/matches/%"))
        .orderBy(asc(articles.id));
      expect(seeded).toHaveLength(n);
      expect(new Set(seeded.map((a) => a.title)).size).toBe(n);
      const now = Date.parse(PINNED_NOW);
      for (const a of seeded) {
        const game = (await get(`/api/soccerdata_app/gameByAFBFixtureId/${a.afbFixtureId}/`)).json();
        expect(game.status, a.title).toBe("NS");
        expect(Date.parse(game.kickoff)).toBeGreaterThan(now);
        expect(game.blogs).toContainEqual({ id: a.id });
        expect(a.date).toBe(PINNED_DATE);
        expect(a.title).toContain(game.home_team);
        expect(a.title).toContain(game.away_team);
        expect(a.message).toBe(sanitizeArticleHtml(a.message));
        expect(a.message).toContain("Jogue com responsabilidade.");
        expect(a.message).toContain("18 anos");
        expect(`${a.title} ${a.subtitle} ${htmlText(a.message)}`).not.toMatch(
          /aposte (já|agora)|garantid|lucro certo|renda extra|dinheiro fácil|imperdível/i,
        );
        const banner = await get(a.image!);
        expect(banner.statusCode).toBe(200);
        expect(banner.headers["content-type"]).toMatch(/^image\/svg\+xml/);
        expect(banner.body).toContain(`<title>${game.home_team} x ${game.away_team}`);
      }
      // Its PNG twin, for social previews: a real 1200×630 PNG, drawn without any font installed (outlines).
      const png = await get(seeded[0]!.image!.replace(/\.svg$/, ".png"));
      expect(png.statusCode).toBe(200);
      expect(png.headers["content-type"]).toBe("image/png");
      const bytes = png.rawPayload;
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(bytes.length).toBeGreaterThan(20_000);
      const days = new Set(
        await Promise.all(seeded.map(async (a) => (await get(`${BLOG}${a.id}/`)).json().game.date as string)),
      );
      expect(days.size).toBeGreaterThan(1);
      // The nearest match of today heads the list: it is what the home's news box shows first.
      const list = (await get(`${BLOG}?page=1&page_size=4`)).json();
      expect(list.results[0].id).toBe(Math.max(...seeded.map((a) => a.id)));
      expect(list.results[0].game.date).toBe(PINNED_DATE);

      // Deleted by an admin, they stay deleted after a restart: the marker is kept.
      await t.db.db.delete(articles).where(
        inArray(
          articles.id,
          seeded.map((a) => a.id),
        ),
      );
      expect(await seedDemoArticles(deps())).toBe(0);

      // Two instances starting together write them once.
      await t.db.db.delete(seedMarkers).where(eq(seedMarkers.name, DEMO_ARTICLES_MARKER));
      const counts = await Promise.all([seedDemoArticles(deps()), seedDemoArticles(deps())]);
      expect(counts.filter((c) => c > 0)).toHaveLength(1);
      expect(await rowCount()).toBe(before + counts[0] + counts[1]);
    },
  );
});

describe.each(DATABASE_KINDS)("demo articles on start on $kind", ({ kind, skip }) => {
  const count = async (app: TestApp) => (await app.db.db.select({ id: articles.id }).from(articles)).length;

  it.skipIf(skip)(
    "a server on the demo provider seeds them before it answers; one on API-Football does not",
    async () => {
      const demo = await startTestApp(kind, { env: { NODE_ENV: "development", DATA_DIR: tempDataDir() } });
      try {
        const n = await count(demo);
        expect(n).toBeGreaterThanOrEqual(6);
        const list = (await demo.app.inject({ url: `${BLOG}?page=1&page_size=4` })).json();
        expect(list.count).toBe(n);
      } finally {
        await demo.close();
      }
      const real = await startTestApp(kind, {
        env: {
          NODE_ENV: "development",
          DATA_DIR: tempDataDir(),
          DATA_PROVIDER: "api-football",
          APIFOOTBALL_KEY: "chave-de-teste",
        },
      });
      try {
        expect(await count(real)).toBe(0);
      } finally {
        await real.close();
      }
    },
  );
});
