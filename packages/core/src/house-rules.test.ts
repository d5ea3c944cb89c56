import { describe, expect, it } from "vitest";
import { HOUSE_FEED_URL_INVALID } from "./messages-houses.ts";
import {
  affiliateOnDomain,
  normalizeDomain,
  normalizeLicence,
  parseSourceKeys,
  validateHouse,
  type HouseInput,
} from "./house-rules.ts";
import { BETTING_HOUSES } from "./houses.ts";
import {
  HOUSE_AFFILIATE_INVALID,
  HOUSE_COLOR_INVALID,
  HOUSE_DOMAIN_INVALID,
  HOUSE_LICENCE_INVALID,
  HOUSE_NAME_REQUIRED,
  HOUSE_NAME_TOO_LONG,
  HOUSE_SOURCE_KEY_INVALID,
} from "./messages-houses.ts";

const VALID: HouseInput = {
  name: "  Nova   Bet ",
  color: "#15803D",
  textColor: "#ffffff",
  affiliateUrl: "https://nova.bet.br/?ref=placar",
  licence: "Portaria SPA/MF nº 1.234/2024",
  domain: "Nova.Bet.Br",
  active: true,
  sourceKeys: "betano, Pinnacle,,betano",
};

describe("normalizeLicence", () => {
  it.each([
    ["Portaria SPA/MF nº 1.234/2024", "Portaria SPA/MF nº 1.234/2024"],
    ["portaria spa/mf n° 1234/2024", "Portaria SPA/MF nº 1.234/2024"],
    ["SPA/MF Nº 246 / 2025", "Portaria SPA/MF nº 246/2025"],
    ["Portaria SPA/MF n.º 2.104, de 31 de dezembro de 2024", "Portaria SPA/MF nº 2.104/2024"],
    ["Portaria SPA/MF nº 12.345/2026", "Portaria SPA/MF nº 12.345/2026"],
  ])("reads %j as %j", (raw, canonical) => {
    expect(normalizeLicence(raw)).toBe(canonical);
  });

  it.each([
    "",
    "1234/2024",
    "Portaria MF nº 1.234/2024",
    "Portaria SPA/MF nº 1.234",
    "Portaria SPA/MF nº 0/2024",
    "Portaria SPA/MF nº 1.234/2019",
    "Portaria SPA/MF nº 1,234/2024",
    "Portaria SPA/MF nº 1.234/2024 <script>",
  ])("refuses %j", (raw) => {
    expect(normalizeLicence(raw)).toBeNull();
  });
});

describe("normalizeDomain and affiliateOnDomain", () => {
  it("accepts host names under .bet.br only, lower-cased, scheme and path dropped", () => {
    expect(normalizeDomain(" HTTPS://Bateu.Bet.br/ ")).toBe("bateu.bet.br");
    expect(normalizeDomain("www.mgm.bet.br")).toBe("www.mgm.bet.br");
    for (const bad of ["bateu.bet", "bateu.com.br", "bet.br", "bateu.bet.br.evil.com", "-x.bet.br", "a b.bet.br"])
      expect(normalizeDomain(bad), bad).toBeNull();
  });

  it("wants the affiliate link on https and on the house's own domain or a subdomain of it", () => {
    expect(affiliateOnDomain("https://bateu.bet.br/?ref=placar", "bateu.bet.br")).toBe(true);
    expect(affiliateOnDomain("https://www.bateu.bet.br/x", "bateu.bet.br")).toBe(true);
    expect(affiliateOnDomain("http://bateu.bet.br/", "bateu.bet.br")).toBe(false);
    expect(affiliateOnDomain("https://bateu.bet.br.evil.com/", "bateu.bet.br")).toBe(false);
    expect(affiliateOnDomain("https://xbateu.bet.br/", "bateu.bet.br")).toBe(false);
    expect(affiliateOnDomain("https://user:pw@bateu.bet.br/", "bateu.bet.br")).toBe(false);
    expect(affiliateOnDomain("não é url", "bateu.bet.br")).toBe(false);
  });
});

describe("parseSourceKeys", () => {
  it("splits, trims, lower-cases and drops blanks and repeats", () => {
    expect(parseSourceKeys("betano, Pinnacle,,betano")).toEqual(["betano", "pinnacle"]);
    expect(parseSourceKeys([" a ", "A", ""])).toEqual(["a"]);
  });
});

describe("validateHouse", () => {
  it("normalises a valid house", () => {
    expect(validateHouse(VALID)).toEqual({
      ok: true,
      house: {
        name: "Nova Bet",
        color: "#15803d",
        textColor: "#ffffff",
        affiliateUrl: "https://nova.bet.br/?ref=placar",
        licence: "Portaria SPA/MF nº 1.234/2024",
        domain: "nova.bet.br",
        active: true,
        sourceKeys: ["betano", "pinnacle"],
        feedUrl: null,
      },
    });
  });

  it("takes an optional http(s) feed URL without credentials", () => {
    const feed = (feedUrl: string) => validateHouse({ ...VALID, feedUrl });
    expect(feed(" https://nova.bet.br/placar/odds.json?token=abc ")).toMatchObject({
      ok: true,
      house: { feedUrl: "https://nova.bet.br/placar/odds.json?token=abc" },
    });
    expect(feed("http://10.0.0.5:8080/feed")).toMatchObject({
      ok: true,
      house: { feedUrl: "http://10.0.0.5:8080/feed" },
    });
    expect(feed("")).toMatchObject({ ok: true, house: { feedUrl: null } });
    for (const bad of ["ftp://nova.bet.br/odds.json", "nova.bet.br/odds.json", "https://user:pw@nova.bet.br/odds"]) {
      expect(feed(bad), bad).toEqual({ ok: false, errors: { feedUrl: [HOUSE_FEED_URL_INVALID] } });
    }
  });

  it("gives each broken field its Portuguese message", () => {
    const result = validateHouse({
      name: " ",
      color: "red",
      textColor: "#fff",
      affiliateUrl: "https://nova.bet.br/",
      licence: "licença 123",
      domain: "nova.com",
      active: false,
      sourceKeys: ["Bet Ano", "ok"],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: [HOUSE_NAME_REQUIRED],
        color: [HOUSE_COLOR_INVALID],
        textColor: [HOUSE_COLOR_INVALID],
        licence: [HOUSE_LICENCE_INVALID],
        domain: [HOUSE_DOMAIN_INVALID],
        sourceKeys: [HOUSE_SOURCE_KEY_INVALID],
      },
    });
  });

  it("refuses a long name and an affiliate link off the house's domain", () => {
    const result = validateHouse({ ...VALID, name: "x".repeat(41), affiliateUrl: "https://outra.bet.br/?ref=placar" });
    expect(result).toEqual({
      ok: false,
      errors: { name: [HOUSE_NAME_TOO_LONG], affiliateUrl: [HOUSE_AFFILIATE_INVALID] },
    });
  });

  it("accepts every seeded house as it is", () => {
    for (const h of BETTING_HOUSES) {
      const result = validateHouse({
        name: h.house,
        color: h.color,
        textColor: h.textColor,
        affiliateUrl: h.link,
        licence: h.licence,
        domain: h.domain,
        active: true,
        sourceKeys: [],
      });
      expect(result.ok, h.house).toBe(true);
    }
  });
});
