import { describe, expect, it } from "vitest";
import { createClock } from "../src/clock.ts";
import { ConfigError, loadConfig, startupWarnings } from "../src/config.ts";

describe("clock", () => {
  it("starts at PLACAR_NOW and runs on in real time", () => {
    let real = 1_000_000;
    const clock = createClock(new Date("2026-11-21T12:00:00Z"), () => real);
    expect(clock.now().toISOString()).toBe("2026-11-21T12:00:00.000Z");
    real += 90_000;
    expect(clock.now().toISOString()).toBe("2026-11-21T12:01:30.000Z");
  });

  it("is the real clock without a pin", () => {
    const clock = createClock(null, () => 42);
    expect(clock.now().getTime()).toBe(42);
  });
});

describe("config", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith("data")).toBe(true);
    expect(c.database.kind).toBe("pglite");
    expect(c.database.url.endsWith("data/db")).toBe(true);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.pinnedNow).toBeNull();
    expect(c.dataProvider).toBe("demo");
  });

  it("without PUBLIC_URL, links follow the port in use, and production warns", () => {
    const c = loadConfig({ PORT: "8080" });
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(c.publicUrlDefaulted).toBe(true);
    expect(startupWarnings(c)).toEqual([]);
    const prod = loadConfig({ PORT: "8080", NODE_ENV: "production" });
    expect(startupWarnings(prod)).toEqual([expect.stringContaining("PUBLIC_URL não definido")]);
    const set = loadConfig({ PORT: "8080", NODE_ENV: "production", PUBLIC_URL: "https://placar.example" });
    expect(set.publicUrl).toBe("https://placar.example");
    expect(startupWarnings(set)).toEqual([]);
  });

  it("takes PostgreSQL URLs and a pinned clock", () => {
    const c = loadConfig({
      DATABASE_URL: "postgres://u@db:5432/placar",
      PLACAR_NOW: "2026-11-21T10:00:00-03:00",
      PUBLIC_URL: "https://placar.example/",
    });
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/placar" });
    expect(c.pinnedNow?.toISOString()).toBe("2026-11-21T13:00:00.000Z");
    expect(c.publicUrl).toBe("https://placar.example");
  });

  it("refuses bad values with a Portuguese message naming the variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PLACAR_NOW: "amanhã" })).toThrow(/PLACAR_NOW/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
});
