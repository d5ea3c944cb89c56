import { describe, expect, it } from "vitest";
import { DayShelf, type ShownDay } from "../src/services/football-views.ts";
import type { StoredFixture } from "../src/services/football-store.ts";

const DATE = "2026-11-21";

/** A day of one fixture whose score says which version of the day it is. */
function dayWith(homeGoals: number): ShownDay {
  const fixture: StoredFixture = {
    id: 1,
    afbFixtureId: 101,
    date: DATE,
    kickoff: new Date("2026-11-21T18:00:00.000Z"),
    status: "1H",
    elapsed: 30,
    league: { id: 71, name: "Série A", logo: null, season: 2026 },
    home: { id: 1, name: "Palmeiras", logo: null },
    away: { id: 2, name: "Santos", logo: null },
    goals: { home: homeGoals, away: 0 },
    venue: null,
    odds: [],
  };
  return { day: [fixture], updatedAt: new Date("2026-11-21T18:30:00.000Z"), houses: undefined };
}

const goalsShown = (shelf: DayShelf) => shelf.cached(DATE)?.day[0]?.goals.home;

describe("the day shelf", () => {
  it("keeps a write shown while a slower read of the database was running (the read may predate the write)", async () => {
    const shelf = new DayShelf();
    const readStarted = shelf.generation(DATE);
    // The ingest writes the goal and shows it...
    await shelf.show(DATE, dayWith(1), shelf.generation(DATE));
    // ...then a read that began before the write offers the rows it found.
    const served = await shelf.offer(DATE, dayWith(0), readStarted);
    expect(goalsShown(shelf)).toBe(1);
    expect(served.day[0]?.goals.home).toBe(1);
  });

  it("shows a write even when a read of the database finished during it", async () => {
    const shelf = new DayShelf();
    const writeStarted = shelf.generation(DATE);
    await shelf.offer(DATE, dayWith(0), shelf.generation(DATE));
    await shelf.show(DATE, dayWith(1), writeStarted);
    expect(goalsShown(shelf)).toBe(1);
  });

  it("does not install a write of a day that another instance wrote meanwhile (dropped): the next read goes to the database", async () => {
    const shelf = new DayShelf();
    const changes: string[] = [];
    shelf.onChange((d) => changes.push(d));
    const writeStarted = shelf.generation(DATE);
    shelf.drop(DATE);
    await shelf.show(DATE, dayWith(1), writeStarted);
    expect(shelf.cached(DATE)).toBeUndefined();
    // A read that began after the drop installs what it found.
    await shelf.offer(DATE, dayWith(2), shelf.generation(DATE));
    expect(goalsShown(shelf)).toBe(2);
    expect(changes).toEqual([DATE, DATE]);
  });
});
