import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { DemoProvider } from "@placar/api/demo";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  closePage,
  gotoHydrated,
  startProductionServer,
  type RunningServer,
  firstAdminToken,
} from "./server.ts";

/*
 * Houses as managed data (docs/product.md#casas), end to end on the production build: an admin switches a house off
 * on "Casas" and renames another; a visitor's next page shows the change, without a restart or a new build.
 */

const SEED = 2025;
// 11:00 in São Paulo on a Saturday: the day's games are still to come.
const NOW = "2026-11-21T14:00:00.000Z";
const DAY = "2026-11-21";
const OFF = "Geral Bet";
const RENAMED = "MGM Bet";
const NEW_NAME = "MGM Apostas";

/** An upcoming game both houses price (its match page lists every house's row). */
const game = new DemoProvider({ seed: SEED })
  .fixturesByDateSync(DAY, new Date(NOW))
  .find(
    (f) =>
      f.status === "NS" &&
      Date.parse(f.kickoff) > Date.parse(NOW) + 3 * 3600_000 &&
      f.odds.some((o) => o.house === OFF) &&
      f.odds.some((o) => o.house === RENAMED),
  );
if (!game) throw new Error(`the demo has no upcoming game priced by ${OFF} and ${RENAMED} on ${DAY}`);

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DEMO_SEED: String(SEED) });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  adminToken = await firstAdminToken(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const newPage = () =>
  browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });

/** Which of these houses have a row on the game's odds table (named by the logo's alt text), as a visitor sees it. */
async function matchHouses(page: Page, names: readonly string[] = [OFF, RENAMED, NEW_NAME]): Promise<string[]> {
  await gotoHydrated(page, `${server.url}/estatisticasJogo/${game!.id}`);
  await page.locator("[data-slot=odds-by-house-row]").first().waitFor({ timeout: 10_000 });
  const shown: string[] = [];
  for (const name of names) if ((await page.getByRole("rowheader", { name }).count()) > 0) shown.push(name);
  return shown;
}

/** The houses of the home's offers box, and those its 'why use' guide names. */
async function offeredHouses(page: Page): Promise<string> {
  await gotoHydrated(page, `${server.url}/`);
  const items = page.locator("[data-slot=offers-box-item]");
  await items.first().waitFor({ timeout: 10_000 });
  const guide = page.getByText(/^Reunimos as odds de /);
  return [...(await items.allTextContents()), await guide.textContent()].join(" | ");
}

describe("houses managed on 'Casas'", () => {
  it("an admin switches a house off and renames another; visitors see both at once", async () => {
    const visitor = await newPage();
    expect(await matchHouses(visitor)).toEqual([OFF, RENAMED]);
    expect(await offeredHouses(visitor)).toContain(OFF);

    const admin = await newPage();
    const errors: string[] = [];
    admin.on("pageerror", (err) => errors.push(err.message));
    await admin.addInitScript(
      (token) =>
        localStorage.setItem("user", JSON.stringify({ access: token, user: { name: "Administrador", admin: true } })),
      adminToken,
    );
    await gotoHydrated(admin, `${server.url}/`);
    // The account menu leads to the screen.
    await admin.locator("[data-slot=site-header-account]").click();
    await admin.getByRole("menuitem", { name: "Casas" }).click();
    await admin.waitForURL(/\/gerenciar-casas$/);
    await admin.getByRole("heading", { level: 1, name: "Casas de apostas" }).waitFor();
    await admin.locator("[data-slot=house-manager-item]").nth(6).waitFor();
    expect(await admin.locator("[data-slot=house-manager-item]").count()).toBe(7);
    await expectNoSeriousViolations(admin);

    // Switch one off.
    await admin.getByRole("button", { name: `Editar ${OFF}` }).click();
    const form = admin.locator("[data-slot=house-form-dialog]");
    await form.getByRole("heading", { name: "Editar casa" }).waitFor();
    await expectNoSeriousViolations(admin, "[data-slot=house-form-dialog]");
    await form.getByLabel("Ativa (aparece no site)").uncheck();
    await form.getByRole("button", { name: "Salvar" }).click();
    await form.waitFor({ state: "detached" });
    await admin.getByText("Casa salva com sucesso!").waitFor();
    const offRow = admin.locator("[data-slot=house-manager-item]").filter({ hasText: OFF });
    await expect.poll(() => offRow.getByText("Inativa").count()).toBe(1);

    // Rename another.
    await admin.getByRole("button", { name: `Editar ${RENAMED}` }).click();
    await form.getByRole("heading", { name: "Editar casa" }).waitFor();
    await form.getByLabel("Nome").fill(NEW_NAME);
    await form.getByRole("button", { name: "Salvar" }).click();
    await form.waitFor({ state: "detached" });
    await admin.getByRole("heading", { level: 3, name: NEW_NAME }).waitFor();

    // The visitor's next pages: the house is gone from the odds and the offers, the other has its new name.
    expect(await matchHouses(visitor)).toEqual([NEW_NAME]);
    const offers = await offeredHouses(visitor);
    expect(offers).not.toContain(OFF);
    expect(offers).toContain(NEW_NAME);
    expect(errors).toEqual([]);
    await closePage(admin);
    await closePage(visitor);
  }, 240_000);
});
