import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import {
  NOTIFICATIONS_TITLE,
  PRICE_ALERT_CREATE,
  PRICE_ALERT_CREATED,
  UNSUBSCRIBE_CONFIRM,
  UNSUBSCRIBE_DONE,
} from "@placar/core/messages-alerts";
import { formatOdd } from "@placar/core/odds";
import { isNotStarted } from "@placar/core/status";
import { BUCKET_MS, DemoProvider } from "@placar/api/demo";
import { decodeQuotedPrintable, startSmtpReceiver, type ReceivedMail } from "@placar/test-helpers/mail";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  apiCall,
  CHROMIUM,
  CHROMIUM_ARGS,
  closePage,
  gotoHydrated,
  startProductionServer,
  advanceServerClock,
  firstAdminToken,
  type RunningServer,
} from "./server.ts";

/**
 * Eighty seconds before a 15-minute boundary of the demo's prices (18:15 UTC): time enough to set the alert before
 * the houses' pre-match prices move. Once it is set, the journey moves the server's clock past the boundary (as an
 * admin can on a demonstration), and the server's own ingest moves the price. The test only knows, from the seeded
 * demo world, which price will rise.
 */
const NOW = "2026-11-21T18:13:40.000Z";
const DATE = "2026-11-21";
const SEED = 2025;
const PASSWORD = "segredo-forte-1";
const USER = { name: "Alice Alerta", email: "alice.alerta@example.com", cpf: "39053344705" };

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startProductionServer({
    PLACAR_NOW: NOW,
    SMTP_URL: smtp.url,
    INGEST_INTERVAL_SECONDS: "5",
    DEMO_SEED: String(SEED),
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const serverNow = async () =>
  Date.parse(((await (await apiCall(server.url, "/api/health")).json()) as { now: string }).now);

/** A house's price that rises at the next boundary, for a game that stays before kick-off past it. */
function nextRise(now: number) {
  const boundary = (Math.floor(now / BUCKET_MS) + 1) * BUCKET_MS;
  const demo = new DemoProvider({ seed: SEED });
  const before = demo.fixturesByDateSync(DATE, new Date(now));
  const after = new Map(demo.fixturesByDateSync(DATE, new Date(boundary + 1000)).map((f) => [f.id, f]));
  for (const f of before) {
    const g = after.get(f.id);
    if (!g || !isNotStarted(f.status) || Date.parse(f.kickoff) < boundary + 2 * BUCKET_MS) continue;
    for (const o of f.odds) {
      const p = g.odds.find((x) => x.house === o.house);
      for (const k of ["home", "draw", "away"] as const)
        if (p && p[k] > o[k]) return { fixture: f, house: o.house, outcome: k, from: o[k], to: p[k], boundary };
    }
  }
  throw new Error("no rising price in the demo day");
}

/** Waits for e-mails to `to` for up to `ms` (the price moves at the boundary, then the next ingest sends). */
async function mailsFor(to: string, ms: number, count = 1): Promise<ReceivedMail[]> {
  const until = Date.now() + ms;
  for (;;) {
    const got = smtp.inbox.filter((m) => m.to.includes(to));
    if (got.length >= count || Date.now() > until) return got;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("alerts (docs/product.md#alerts)", () => {
  it(
    "a user follows a team, sets a price alert, the price moves, one e-mail arrives and its link unsubscribes",
    { timeout: 300_000 },
    async () => {
      const registration = {
        ...USER,
        password: PASSWORD,
        password2: PASSWORD,
        phone: "11987654321",
        birthdate: "1990-01-02",
      };
      expect((await apiCall(server.url, "/api/auth/register/", { method: "POST", body: registration })).status).toBe(
        201,
      );

      const rise = nextRise(await serverNow());
      const game = rise.fixture;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));

      // ── A visitor is asked to sign in ──
      await gotoHydrated(page, `${server.url}/estatisticasJogo/${game.id}`);
      await page.getByRole("link", { name: "Entre na sua conta para criar alertas de preço." }).waitFor();

      // ── Signs in ──
      await gotoHydrated(page, `${server.url}/login#entrar`);
      await page.getByRole("heading", { level: 1, name: "Entrar" }).waitFor();
      await page.getByLabel("E-mail").fill(USER.email);
      await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Entrar", exact: true }).click();
      await page.waitForFunction(() => localStorage.getItem("user") !== null);

      // ── Follows the home team and opens the price-alert dialog on the match page ──
      await gotoHydrated(page, `${server.url}/estatisticasJogo/${game.id}`);
      const star = page.getByRole("button", { name: `Seguir ${game.home.name}`, exact: true });
      await star.click();
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="Seguir ${name}"]`)?.getAttribute("aria-pressed") === "true",
        game.home.name,
      );
      await page.getByRole("button", { name: PRICE_ALERT_CREATE }).click();
      const dialog = page.getByRole("dialog", { name: PRICE_ALERT_CREATE });
      await dialog.waitFor();
      await dialog.getByLabel("Casa").selectOption(rise.house);
      const outcomeName = {
        home: `Vitória do ${game.home.name}`,
        draw: "Empate",
        away: `Vitória do ${game.away.name}`,
      }[rise.outcome];
      await dialog
        .getByRole("radio", { name: new RegExp(`^${outcomeName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `) })
        .check();
      await dialog.getByText(`A odd atual é ${formatOdd(rise.from)}.`).waitFor();
      // Below the current price: refused in Portuguese before anything is sent.
      await dialog.getByLabel("Avisar quando a odd chegar a").fill(formatOdd(rise.from));
      await dialog.getByRole("button", { name: "Criar alerta" }).click();
      await dialog.getByText(`A odd atual já é ${formatOdd(rise.from)}. Escolha um valor acima dela.`).waitFor();
      await expectNoSeriousViolations(page, "[role=dialog]");
      await dialog.getByLabel("Avisar quando a odd chegar a").fill(formatOdd(rise.to));
      await dialog.getByRole("button", { name: "Criar alerta" }).click();
      await dialog.getByRole("status").filter({ hasText: PRICE_ALERT_CREATED }).waitFor();
      expect(await serverNow(), "the alert must be set before the prices move").toBeLessThan(rise.boundary);
      await page.keyboard.press("Escape");

      // ── The boundary passes, the server's ingest moves the price: exactly one e-mail ──
      await advanceServerClock(server, await firstAdminToken(server), rise.boundary + 1_000);
      const [mail] = await mailsFor(USER.email, 30_000);
      expect(mail, "no alert e-mail arrived").toBeDefined();
      const text = decodeQuotedPrintable(mail!.raw);
      expect(text).toContain(`chegou a ${formatOdd(rise.to)}`);
      expect(text).toContain(`${server.url}/estatisticasJogo/${game.id}`);
      expect(mail!.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      // Several more ingests (5 s apart) at the same or higher prices send nothing more.
      const settled = (await serverNow()) + 20_000;
      while ((await serverNow()) < settled) await new Promise((r) => setTimeout(r, 1000));
      expect(smtp.inbox.filter((m) => m.to.includes(USER.email))).toHaveLength(1);

      // ── The notification is in the account menu and on /notificacoes ──
      await gotoHydrated(page, `${server.url}/`);
      await page.getByRole("button", { name: `Menu da conta de ${USER.name}` }).click();
      await page.getByRole("menuitem", { name: new RegExp(`^${NOTIFICATIONS_TITLE}\\s*1 não lidas`) }).click();
      await page.waitForURL(`${server.url}/notificacoes`);
      await page.getByRole("heading", { level: 1, name: /Notificações/ }).waitFor();
      await page
        .getByRole("link", {
          name: `${rise.house}: odd ${formatOdd(rise.to)} em ${game.home.name} x ${game.away.name}`,
        })
        .waitFor();
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Marcar todas como lidas" }).click();
      await page.getByRole("button", { name: "Marcar todas como lidas" }).waitFor({ state: "detached" });
      // The alert is listed as fired; kick-off alerts are switched on here (opt-in).
      await page
        .getByText(
          `${rise.house}, ${{ home: "mandante", draw: "empate", away: "visitante" }[rise.outcome]}, ${formatOdd(rise.to)} (já avisado)`,
        )
        .waitFor();
      const kickoff = page.getByRole("checkbox", { name: "Avisar 30 minutos antes dos jogos dos times que sigo" });
      await kickoff.check();
      await page.waitForFunction(() => !document.querySelector("input[type=checkbox]:disabled"));

      // ── The e-mail's link unsubscribes, signed out, after a click ──
      const link = /(https?:\/\/[^\s"<>]+\/cancelar-alertas\?token=[^\s"<>]+)/.exec(text)?.[1];
      expect(link, "no unsubscribe link in the e-mail").toBeDefined();
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
      const other = await visitor.newPage();
      other.on("pageerror", (e) => errors.push(e.message));
      await gotoHydrated(other, link!.replace(/&amp;/g, "&"));
      await other.getByRole("heading", { level: 1, name: UNSUBSCRIBE_CONFIRM }).waitFor();
      await expectNoSeriousViolations(other);
      await other.getByRole("button", { name: UNSUBSCRIBE_CONFIRM }).click();
      await other.getByRole("status").filter({ hasText: UNSUBSCRIBE_DONE }).waitFor();

      const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("user")!) as { access: string }).access);
      const alerts = (await (await apiCall(server.url, "/api/me/alerts/", { token })).json()) as {
        emails: boolean;
        kickoff: boolean;
        alerts: { firedAt: string | null }[];
      };
      expect(alerts.emails).toBe(false);
      expect(alerts.kickoff).toBe(true);
      expect(alerts.alerts).toHaveLength(1);
      expect(alerts.alerts[0]!.firedAt).not.toBeNull();
      const favorites = (await (await apiCall(server.url, "/api/me/favorites/", { token })).json()) as {
        teams: number[];
      };
      expect(favorites.teams).toEqual([game.home.id]);

      await closePage(other);
      await visitor.close();
      await closePage(page);
      await context.close();
      expect(errors).toEqual([]);
    },
  );
});
