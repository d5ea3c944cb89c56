import { describe, expect, it } from "vitest";
import { featuredMatches, homeLinks, panelNav, parseHomeParams, withFavorites } from "./home-view-model.ts";
import { defaultTab } from "./day-panel.ts";

// 23:30 in São Paulo on Saturday the 21st is already the 22nd in UTC (and in this test's own zone).
const LATE_SATURDAY = new Date("2026-11-22T02:30:00Z");

describe("home view model", () => {
  it("reads the day and the tab from the address, falling back to today in São Paulo and to automatic", () => {
    expect(parseHomeParams(new URLSearchParams(""), LATE_SATURDAY)).toEqual({
      date: "2026-11-21",
      tab: null,
      league: null,
      isToday: true,
    });
    expect(parseHomeParams(new URLSearchParams("dia=2026-11-20&aba=finalizado&liga=71"), LATE_SATURDAY)).toEqual({
      date: "2026-11-20",
      tab: "finished",
      league: 71,
      isToday: false,
    });
    expect(parseHomeParams(new URLSearchParams("dia=2026-13-40&aba=x&liga=serie-a"), LATE_SATURDAY)).toEqual({
      date: "2026-11-21",
      tab: null,
      league: null,
      isToday: true,
    });
    expect(parseHomeParams(new URLSearchParams("aba=ao-vivo"), LATE_SATURDAY).tab).toBe("live");
    expect(parseHomeParams(new URLSearchParams("aba=toString"), LATE_SATURDAY).tab).toBe(null);
  });

  it("links a league keeping the day and tab, the active league back to 'Todas', a tab without the league", () => {
    const links = homeLinks({ date: "2026-11-20", tab: "finished", league: 71, isToday: false });
    expect(links.league(2)).toBe("/?dia=2026-11-20&aba=finalizado&liga=2");
    expect(links.league(71)).toBe("/?dia=2026-11-20&aba=finalizado");
    expect(links.league(null)).toBe("/?dia=2026-11-20&aba=finalizado");
    expect(links.tab("live")).toBe("/?dia=2026-11-20&aba=ao-vivo");
    const today = homeLinks({ date: "2026-11-21", tab: null, league: null, isToday: true });
    expect(today.league(71)).toBe("/?liga=71");
    expect(today.tab("upcoming")).toBe("/?aba=proximo");
  });

  it("keeps the market (`?mercado=`) on the league, tab and day links", () => {
    const links = homeLinks({
      date: "2026-11-20",
      tab: "finished",
      league: 71,
      isToday: false,
      market: "ambas-marcam",
    });
    expect(links.league(2)).toBe("/?dia=2026-11-20&aba=finalizado&liga=2&mercado=ambas-marcam");
    expect(links.league(71)).toBe("/?dia=2026-11-20&aba=finalizado&mercado=ambas-marcam");
    expect(links.tab("live")).toBe("/?dia=2026-11-20&aba=ao-vivo&mercado=ambas-marcam");
    expect(
      homeLinks({ date: "2026-11-21", tab: null, league: null, isToday: true, market: "gols-2-5" }).league(null),
    ).toBe("/?mercado=gols-2-5");
    const nav = panelNav("2026-11-01", "finished", LATE_SATURDAY, "dupla-chance");
    expect(nav.nextHref).toBe("/?dia=2026-11-02&aba=finalizado&mercado=dupla-chance");
  });

  it("opens on live games when there are any, else on what is coming, else on what finished", () => {
    expect(defaultTab({ live: 2, upcoming: 5, finished: 9 })).toBe("live");
    expect(defaultTab({ live: 0, upcoming: 5, finished: 9 })).toBe("upcoming");
    expect(defaultTab({ live: 0, upcoming: 0, finished: 9 })).toBe("finished");
    expect(defaultTab({ live: 0, upcoming: 0, finished: 0 })).toBe("upcoming");
  });

  it("links the day arrows to the days around, keeping the tab", () => {
    const nav = panelNav("2026-11-01", "finished", LATE_SATURDAY);
    expect(nav.prevHref).toBe("/?dia=2026-10-31&aba=finalizado");
    expect(nav.nextHref).toBe("/?dia=2026-11-02&aba=finalizado");
    expect(panelNav("2026-11-21", "live", LATE_SATURDAY).heading).toBe("Melhores Odds para Apostar Hoje");
    expect(panelNav("2026-11-22", "live", LATE_SATURDAY).heading).not.toBe("Melhores Odds para Apostar Hoje");
  });
});

describe("favourites on the home", () => {
  const row = (id: string, homeId: number, awayId: number) => ({ id, teamIds: [homeId, awayId] }) as never;
  const leagues = [
    { id: 1, name: "A", imageUrl: null, rows: [row("a1", 10, 11), row("a2", 12, 13)] },
    { id: 2, name: "B", imageUrl: null, rows: [row("b1", 20, 21), row("b2", 22, 5)] },
    { id: 3, name: "C", imageUrl: null, rows: [row("c1", 30, 31)] },
  ];
  const ids = (ls: ReturnType<typeof withFavorites>) => ls.map((l) => `${l.id}:${l.rows.map((r) => r.id).join(",")}`);

  it("puts followed leagues and followed teams' games first, keeping the rest in order", () => {
    expect(ids(withFavorites(leagues, { teams: [5], leagues: [3] }, false))).toEqual(["2:b2,b1", "3:c1", "1:a1,a2"]);
    expect(withFavorites(leagues, { teams: [], leagues: [] }, false)).toEqual(leagues);
  });

  it("'Meus jogos' keeps only followed leagues and followed teams' games", () => {
    expect(ids(withFavorites(leagues, { teams: [5], leagues: [3] }, true))).toEqual(["2:b2", "3:c1"]);
    expect(withFavorites(leagues, { teams: [], leagues: [] }, true)).toEqual([]);
  });
});

describe("featured matches with favourites", () => {
  const game = (id: number, leagueId: number, home: number, away: number, kickoff: string, status = "NS") =>
    ({
      afb_fixture_id: id,
      league: { id: leagueId, name: "L", image_url: null },
      afb_team_home_id: home,
      afb_team_away_id: away,
      home_team: "H",
      away_team: "A",
      home_image_url: null,
      away_image_url: null,
      status,
      elapsed: null,
      goals: { home: null, away: null },
      kickoff,
      date: "2026-11-21",
      odds: [],
    }) as never;
  const games = [
    game(1, 71, 1, 2, "2026-11-21T19:00:00Z", "1H"),
    game(2, 71, 3, 4, "2026-11-21T20:00:00Z"),
    game(3, 39, 5, 6, "2026-11-21T21:00:00Z"),
  ];

  it("puts followed games before live ones, then keeps the live-first order", () => {
    expect(featuredMatches(games, null, LATE_SATURDAY).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(featuredMatches(games, null, LATE_SATURDAY, [], 10, { teams: [6], leagues: [] }).map((m) => m.id)).toEqual([
      3, 1, 2,
    ]);
  });
});
