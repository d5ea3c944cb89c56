import { describe, expect, it } from "vitest";
import {
  API_FOOTBALL_STATUS_CODES,
  STATUS_CODES,
  STATUS_GROUP_LABELS,
  STATUS_GROUPS,
  countByGroup,
  filterByGroup,
  groupsOf,
  isFinished,
  isInGroup,
  isLive,
  isNotStarted,
  isStatusCode,
  liveStatusLabel,
  mapApiFootballStatus,
  rowIcon,
  type StatusCode,
} from "./status.ts";

describe("STATUS_GROUPS (the fixture status groups table)", () => {
  it("lists exactly the documented codes per group", () => {
    expect(STATUS_GROUPS.live).toEqual(["1H", "2H", "HT", "ET", "P", "BT", "AET", "PEN_LIVE", "BREAK"]);
    expect(STATUS_GROUPS.finished).toEqual(["FT", "AET", "FT_PEN"]);
    expect(STATUS_GROUPS.upcoming).toEqual(["NS"]);
    expect(STATUS_GROUPS.other).toEqual([
      "CANCL",
      "POSTP",
      "INT",
      "ABAN",
      "SUSP",
      "TBA",
      "AWARDED",
      "DELAYED",
      "WO",
      "AU",
      "Deleted",
    ]);
  });

  it("covers every status code, and only AET sits in two groups", () => {
    const all = [...STATUS_GROUPS.live, ...STATUS_GROUPS.finished, ...STATUS_GROUPS.upcoming, ...STATUS_GROUPS.other];
    expect(new Set(all)).toEqual(new Set(STATUS_CODES));
    expect(STATUS_CODES).toHaveLength(23);
    const seen = new Map<string, number>();
    for (const c of all) seen.set(c, (seen.get(c) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([c]) => c)).toEqual(["AET"]);
  });

  it("labels the tabs as the product does", () => {
    expect(STATUS_GROUP_LABELS).toEqual({ live: "Ao Vivo", finished: "Finalizado", upcoming: "Próximo" });
  });
});

describe("isInGroup / groupsOf", () => {
  it.each<[string, string[]]>([
    ["1H", ["live"]],
    ["2H", ["live"]],
    ["HT", ["live"]],
    ["ET", ["live"]],
    ["P", ["live"]],
    ["BT", ["live"]],
    ["PEN_LIVE", ["live"]],
    ["BREAK", ["live"]],
    ["AET", ["live", "finished"]],
    ["FT", ["finished"]],
    ["FT_PEN", ["finished"]],
    ["NS", ["upcoming"]],
    ["CANCL", []],
    ["POSTP", []],
    ["SUSP", []],
    ["INT", []],
    ["TBA", []],
    ["Deleted", []],
    // Unknown, provider-side or wrongly cased codes belong to no tab.
    ["deleted", []],
    ["ft", []],
    ["PEN", []],
    ["LIVE", []],
    ["", []],
    ["toString", []],
  ])("%s → %j", (code, groups) => {
    expect(groupsOf(code)).toEqual(groups);
    for (const g of ["live", "finished", "upcoming"] as const) expect(isInGroup(code, g)).toBe(groups.includes(g));
  });

  it("conveniences agree with the groups", () => {
    for (const code of STATUS_CODES) {
      expect(isLive(code)).toBe(STATUS_GROUPS.live.includes(code));
      expect(isFinished(code)).toBe(STATUS_GROUPS.finished.includes(code));
      expect(isNotStarted(code)).toBe(code === "NS");
    }
    expect(isStatusCode("Deleted")).toBe(true);
    expect(isStatusCode("DELETED")).toBe(false);
  });
});

describe("countByGroup", () => {
  it("counts the whole day, AET in both live and finished, others in none", () => {
    const day = ["NS", "NS", "1H", "HT", "AET", "FT", "FT_PEN", "CANCL", "POSTP", "weird", "NS"];
    expect(countByGroup(day)).toEqual({ live: 3, finished: 3, upcoming: 3 });
  });

  it("is zero for an empty day and accepts any iterable", () => {
    expect(countByGroup([])).toEqual({ live: 0, finished: 0, upcoming: 0 });
    function* codes() {
      yield "2H";
      yield "AET";
    }
    expect(countByGroup(codes())).toEqual({ live: 2, finished: 1, upcoming: 0 });
  });
});

describe("filterByGroup", () => {
  const games = [
    { id: 1, s: "NS" },
    { id: 2, s: "AET" },
    { id: 3, s: "FT" },
    { id: 4, s: "1H" },
    { id: 5, s: "CANCL" },
    { id: 6, s: "NS" },
  ];

  it.each([
    ["live", [2, 4]],
    ["finished", [2, 3]],
    ["upcoming", [1, 6]],
  ] as const)("%s keeps %j in order", (group, ids) => {
    expect(filterByGroup(games, group, (g) => g.s).map((g) => g.id)).toEqual(ids);
  });

  it("does not mutate its input", () => {
    const copy = structuredClone(games);
    filterByGroup(games, "live", (g) => g.s);
    expect(games).toEqual(copy);
  });
});

describe("rowIcon", () => {
  it.each<[string, "clock" | "check" | "live"]>([
    ["NS", "clock"],
    ["FT", "check"],
    ["AET", "check"],
    ["FT_PEN", "check"],
    ["1H", "live"],
    ["2H", "live"],
    ["HT", "live"],
    ["ET", "live"],
    ["P", "live"],
    ["BT", "live"],
    ["PEN_LIVE", "live"],
    ["BREAK", "live"],
    // "Anything else is the red live marker" (docs/product.md#fixture-status-groups), including the no-tab codes.
    ["CANCL", "live"],
    ["POSTP", "live"],
    ["TBA", "live"],
    ["Deleted", "live"],
    ["", "live"],
  ])("%s → %s", (code, icon) => {
    expect(rowIcon(code)).toBe(icon);
  });
});

describe("mapApiFootballStatus", () => {
  it.each<[string, StatusCode]>([
    ["TBD", "TBA"],
    ["NS", "NS"],
    ["1H", "1H"],
    ["HT", "HT"],
    ["2H", "2H"],
    ["ET", "ET"],
    ["BT", "BT"],
    ["P", "P"],
    ["SUSP", "SUSP"],
    ["INT", "INT"],
    ["LIVE", "1H"],
    ["FT", "FT"],
    ["AET", "AET"],
    ["PEN", "FT_PEN"],
    ["PST", "POSTP"],
    ["CANC", "CANCL"],
    ["ABD", "ABAN"],
    ["AWD", "AWARDED"],
    ["WO", "WO"],
  ])("%s → %s", (short, code) => {
    expect(mapApiFootballStatus(short)).toBe(code);
  });

  it("maps every listed provider code onto a known status, and the list is the expected one", () => {
    expect(API_FOOTBALL_STATUS_CODES).toEqual([
      "TBD",
      "NS",
      "1H",
      "HT",
      "2H",
      "ET",
      "BT",
      "P",
      "SUSP",
      "INT",
      "LIVE",
      "FT",
      "AET",
      "PEN",
      "PST",
      "CANC",
      "ABD",
      "AWD",
      "WO",
    ]);
    for (const short of API_FOOTBALL_STATUS_CODES) expect(STATUS_CODES).toContain(mapApiFootballStatus(short));
  });

  it("puts in-progress provider codes under Ao Vivo and finished ones under Finalizado", () => {
    for (const short of ["1H", "HT", "2H", "ET", "BT", "P", "LIVE"])
      expect(isLive(mapApiFootballStatus(short))).toBe(true);
    for (const short of ["FT", "AET", "PEN"]) expect(isFinished(mapApiFootballStatus(short))).toBe(true);
  });

  it.each(["", "XYZ", "ns", "ft", " FT", "constructor", "__proto__", "toString", "hasOwnProperty"])(
    "unknown %j → TBA without throwing",
    (short) => {
      expect(mapApiFootballStatus(short)).toBe("TBA");
    },
  );
});

describe("liveStatusLabel", () => {
  it("gives the minute in play, the phase without one, breaks and shoot-outs by name, nothing otherwise", () => {
    expect(liveStatusLabel("1H", 23)).toBe("23'");
    expect(liveStatusLabel("2H", null)).toBe("2º tempo");
    expect(liveStatusLabel("ET", 104)).toBe("104'");
    expect(liveStatusLabel("HT", 45)).toBe("Intervalo");
    expect(liveStatusLabel("P", 120)).toBe("Pênaltis");
    expect(liveStatusLabel("FT", 90)).toBeUndefined();
    expect(liveStatusLabel("NS", null)).toBeUndefined();
  });
});
