import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import { apiCall, CHROMIUM, CHROMIUM_ARGS, gotoHydrated, startProductionServer, type RunningServer } from "./server.ts";

// 15:00 in São Paulo on 21/11/2026: the day has upcoming matches in many leagues.
const NOW = "2026-11-21T18:00:00.000Z";
const PASSWORD = "segredo-forte-1";
const EMAIL = "torcedora@example.com";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DAILY_MODAL: "off" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Fx = {
  fixture: { id: number; status: { short: string } };
  teams: { home: { id: number; name: string }; away: { id: number; name: string } };
};

describe("favourites (docs/product.md#favourites)", () => {
  it("a visitor follows a team, signs in, the team is on the account and 'Meus jogos' shows its games first", async () => {
    const registration = {
      name: "Tina Torcedora",
      cpf: "11144477735",
      email: EMAIL,
      password: PASSWORD,
      password2: PASSWORD,
      phone: "11987654321",
      birthdate: "1990-01-02",
    };
    expect((await apiCall(server.url, "/api/auth/register/", { method: "POST", body: registration })).status).toBe(201);

    // A team of the day's last league (by the site's order), so "first" cannot happen by chance.
    const day = (await (await apiCall(server.url, "/api/apifootball_app/fixtures/?date=2026-11-21")).json()) as Record<
      string,
      Fx[]
    >;
    const upcoming = Object.values(day)
      .flat()
      .filter((f) => f.fixture.status.short === "NS");
    const game = upcoming.at(-1)!;
    const team = game.teams.home;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));

    // ── A visitor follows the team from its match page ──
    await gotoHydrated(page, `${server.url}/estatisticasJogo/${game.fixture.id}`);
    const star = page.getByRole("button", { name: `Seguir ${team.name}`, exact: true });
    await star.waitFor();
    expect(await star.getAttribute("aria-pressed")).toBe("false");
    await star.click();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Seguir ${name}"]`)?.getAttribute("aria-pressed") === "true",
      team.name,
    );
    expect(await star.getAttribute("title")).toBe(`Deixar de seguir ${team.name}`);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("favorites")))!)).toEqual({
      teams: [team.id],
      leagues: [],
    });
    await expectNoSeriousViolations(page, "[data-slot=match-header]");

    // ── Signs in: the browser's favourite moves to the account ──
    await gotoHydrated(page, `${server.url}/login#entrar`);
    await page.getByRole("heading", { level: 1, name: "Entrar" }).waitFor();
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(`${server.url}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForFunction(() => localStorage.getItem("favorites") === null);
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem("user")))!).access as string;
    const account = await (await apiCall(server.url, "/api/me/favorites/", { token })).json();
    expect(account).toMatchObject({ teams: [team.id], leagues: [] });

    // ── The home's upcoming games: the followed team's game comes first; 'Meus jogos' shows only its games ──
    await gotoHydrated(page, `${server.url}/?aba=proximo`);
    const firstSection = page.locator("[data-slot=league-section]").first();
    await firstSection.locator("li").first().filter({ hasText: team.name }).waitFor();
    const toggle = page.getByRole("button", { name: "Meus jogos" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    const rows = page.locator("[data-slot=league-section] li");
    await rows.first().filter({ hasText: team.name }).waitFor();
    for (const text of await rows.allInnerTexts()) expect(text).toContain(team.name);
    await expectNoSeriousViolations(page, "[data-slot=day-games-panel]");

    // A league's star in the left list follows it on the account.
    const leagueStar = page.locator("[data-slot=league-list] [data-slot=follow-button]").first();
    await leagueStar.click();
    await page.waitForFunction(
      () =>
        document.querySelector("[data-slot=league-list] [data-slot=follow-button]")?.getAttribute("aria-pressed") ===
        "true",
    );
    const withLeague = await (await apiCall(server.url, "/api/me/favorites/", { token })).json();
    expect(withLeague.leagues).toHaveLength(1);

    // Unfollowing both leaves 'Meus jogos' empty, with its empty state.
    expect((await apiCall(server.url, `/api/me/favorites/teams/${team.id}`, { method: "DELETE", token })).status).toBe(
      200,
    );
    expect(
      (await apiCall(server.url, `/api/me/favorites/leagues/${withLeague.leagues[0]}`, { method: "DELETE", token }))
        .status,
    ).toBe(200);
    await gotoHydrated(page, `${server.url}/?aba=proximo`);
    await page.getByRole("button", { name: "Meus jogos" }).click();
    await page.getByText("Você ainda não segue nenhum time ou campeonato.", { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
