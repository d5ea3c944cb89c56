import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@placar/core/dates";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";

/**
 * Visitors open different days at once, and each never-seen day is fetched on demand: the days' first writes run
 * side by side. On PostgreSQL, two transactions upserting the same teams in different orders deadlock; the rows are
 * written in one order (by id), so they only wait for each other.
 */
describe.each(DATABASE_KINDS)("first ingests of several days at once on $kind", ({ kind, skip }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("all succeed", async () => {
    const days = Array.from({ length: 10 }, (_, i) => addDays(PINNED_DATE, i - 8));
    const results = await Promise.allSettled(days.map((d) => t.app.ctx.football.ingestDay(d)));
    expect(results.filter((r) => r.status === "rejected").map((r) => String(r.reason))).toEqual([]);
    for (const d of days) expect((await t.app.ctx.football.day(d)).length, d).toBeGreaterThan(0);
  });
});
