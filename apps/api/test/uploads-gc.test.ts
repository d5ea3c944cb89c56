import { existsSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "../src/schemas/football.ts";
import { ORPHAN_UPLOAD_GRACE_MS } from "../src/services/articles.ts";
import { tempDataDir, TEST_JWT_SECRET } from "./helpers/accounts.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

/** The classic 1×1 transparent GIF. */
const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)("orphan uploads on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let dir: string;
  let game: Game;
  const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);
  const nameOf = (publicPath: string) => path.basename(publicPath);
  /** Moves a file's modification time `ms` into the past (real time: the file system's clock). */
  const age = (name: string, ms: number) => {
    const at = new Date(Date.now() - ms);
    utimesSync(path.join(dir, name), at, at);
  };
  const article = async () =>
    t.app.ctx.articles.create(
      {
        fields: {
          title: "Análise com imagem",
          subtitle: "",
          game: String(game.id),
          author: "Maria Souza",
          message: "<p>Texto.</p>",
        },
        image: GIF_1X1,
      },
      "Maria Souza",
    );

  beforeAll(async () => {
    if (skip) return;
    const dataDir = tempDataDir();
    dir = path.join(dataDir, "uploads");
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir } });
    const day = (await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` })).json()
      .results as Game[];
    game = day[0]!;
    expect(game).toBeDefined();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    "deletes an orphan older than the grace period, keeps a referenced file, a fresh orphan and files not ours",
    async () => {
      const referenced = nameOf((await article()).image!);
      age(referenced, 2 * HOUR);
      const oldOrphan = nameOf(await t.app.ctx.uploads.save(GIF_1X1, "gif"));
      age(oldOrphan, ORPHAN_UPLOAD_GRACE_MS + 60_000);
      // Written just now, its article row may still be on its way.
      const freshOrphan = nameOf(await t.app.ctx.uploads.save(GIF_1X1, "gif"));
      age(freshOrphan, ORPHAN_UPLOAD_GRACE_MS - 60_000);
      writeFileSync(path.join(dir, "LEIA-ME.txt"), "não é um upload");
      age("LEIA-ME.txt", 24 * HOUR);

      expect(await t.app.ctx.articles.collectOrphanUploads()).toEqual([oldOrphan]);
      expect(files()).toEqual([freshOrphan, referenced, "LEIA-ME.txt"].sort());
      // The referenced image is still served.
      expect((await t.app.inject({ url: `/media/${referenced}` })).statusCode).toBe(200);

      // Once past the grace period the other orphan goes too; nothing else does.
      age(freshOrphan, ORPHAN_UPLOAD_GRACE_MS + 60_000);
      expect(await t.app.ctx.articles.collectOrphanUploads()).toEqual([freshOrphan]);
      expect(files()).toEqual([referenced, "LEIA-ME.txt"].sort());
      expect(await t.app.ctx.articles.collectOrphanUploads()).toEqual([]);
    },
  );

  it.skipIf(skip)("runs at start and then periodically", async () => {
    const orphan = nameOf(await t.app.ctx.uploads.save(GIF_1X1, "gif"));
    age(orphan, 2 * HOUR);
    const stop = t.app.ctx.articles.startOrphanCollection(50);
    try {
      await expect.poll(() => files().includes(orphan), { timeout: 5_000 }).toBe(false);
      const later = nameOf(await t.app.ctx.uploads.save(GIF_1X1, "gif"));
      age(later, 2 * HOUR);
      await expect.poll(() => files().includes(later), { timeout: 5_000 }).toBe(false);
    } finally {
      stop();
    }
  });

  it.skipIf(skip)("an article's replaced or deleted image goes at once", async () => {
    const made = await article();
    const first = nameOf(made.image!);
    const edited = await t.app.ctx.articles.update(made.id, { fields: {}, image: GIF_1X1 });
    expect(files()).not.toContain(first);
    expect(files()).toContain(nameOf(edited.image!));
    await t.app.ctx.articles.remove(made.id);
    expect(files()).not.toContain(nameOf(edited.image!));
  });

  it.skipIf(skip)("an uploads folder that does not exist yet is nothing to collect", async () => {
    const other = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    try {
      expect(await other.app.ctx.articles.collectOrphanUploads()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
