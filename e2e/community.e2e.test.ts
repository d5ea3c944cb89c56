import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  gotoHydrated,
  sidewaysOverflow,
  startProductionServer,
  type RunningServer,
} from "./server.ts";

/** The operator's invitation (docs/product.md#community); never opened, only linked. */
const GROUP = "https://chat.whatsapp.com/PlacarE2E";

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
});

/** A page that records console errors (a hydration mismatch among them) and uncaught exceptions. */
async function openPage(url: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "pt-BR" });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  const res = await gotoHydrated(page, url);
  expect(res?.status()).toBe(200);
  return { page, errors };
}

describe("the community page with COMMUNITY_GROUP_URL set", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({ COMMUNITY_GROUP_URL: GROUP });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("describes the group and its rules, and invites to it from the first HTML, at 360 px and on a desktop", async () => {
    // The invitation is in the server's HTML (the same for everybody, so the page cache keeps it).
    const html = await (await fetch(`${server.url}/comunidade`)).text();
    expect(html).toContain(`href="${GROUP}"`);
    expect(html).toContain("Regras do grupo");

    for (const width of [360, 1280]) {
      const { page, errors } = await openPage(`${server.url}/comunidade`, width);
      await page.getByRole("heading", { level: 1, name: "Comunidade Placar" }).waitFor();
      const join = page.getByRole("link", { name: "Entrar no grupo (abre em nova aba)" });
      expect(await join.getAttribute("href")).toBe(GROUP);
      expect(await join.getAttribute("target")).toBe("_blank");
      expect(await page.getByRole("region", { name: "Entre no grupo" }).innerText()).toContain(
        "Conteúdo para maiores de 18 anos.",
      );
      expect(await page.getByRole("heading", { level: 2, name: "Regras do grupo" }).isVisible()).toBe(true);
      expect(await page.getByText("Só para maiores de 18 anos.").isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
      await expectNoSeriousViolations(page);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("invites just the same after a client-side navigation from another page", async () => {
    const { page, errors } = await openPage(`${server.url}/guia-apostas`, 1280);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Comunidade" }).click();
    await page.waitForURL(/\/comunidade$/);
    expect(
      await page.getByRole("link", { name: "Entrar no grupo (abre em nova aba)" }).getAttribute("href", {
        timeout: 10_000,
      }),
    ).toBe(GROUP);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the community page without COMMUNITY_GROUP_URL", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says the group is not open yet, with no link to it, and where to go meanwhile", async () => {
    for (const width of [360, 1280]) {
      const { page, errors } = await openPage(`${server.url}/comunidade`, width);
      const closed = page.getByRole("region", { name: "O grupo ainda não está aberto" });
      expect(await closed.innerText()).toContain("quando for, o link para entrar aparece aqui");
      expect(await page.getByRole("link", { name: /Entrar no grupo/ }).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 2, name: "Regras do grupo" }).isVisible()).toBe(true);
      expect(await sidewaysOverflow(page), `${width} px`).toBe(0);
      await expectNoSeriousViolations(page);
      await page.getByRole("link", { name: "Ver as odds ao vivo" }).click();
      await page.waitForURL(/\/odds-ao-vivo$/);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
