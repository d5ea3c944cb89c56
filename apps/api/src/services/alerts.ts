import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alertTargetError, type Outcome } from "@placar/core/alerts";
import { href } from "@placar/core/routes";
import {
  ALERT_GAME_FINISHED,
  ALERT_HOUSE_NOT_QUOTED,
  ALERT_MAIL_EACH_SENT_ONCE,
  ALERT_MAIL_NO_NAME,
  ALERT_MAIL_SEE_GAME,
  ALERT_MAIL_SEE_GAME_TEXT,
  ALERT_MAIL_SENT_ONCE,
  ALERT_MAIL_SIGNATURE,
  ALERT_MAIL_UNSUBSCRIBE_HTML,
  ALERT_MAIL_UNSUBSCRIBE_TEXT,
  ALERT_MARKET_UNKNOWN,
  ALERT_NOT_FOUND,
  ALERT_OUTCOME_AWAY,
  ALERT_OUTCOME_DRAW,
  ALERT_OUTCOME_HOME,
  ALERT_OUTCOME_UNKNOWN,
  ALERTS_LIMIT,
  ALERTS_MAX,
  alertMailGreeting,
  alertMailMany,
  alertMailSubject,
  kickoffAlertBody,
  kickoffAlertTitle,
  priceAlertBody,
  priceAlertTitle,
  UNSUBSCRIBE_CONFIRM,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_INVALID,
} from "@placar/core/messages-alerts";
import {
  marketId,
  marketLabel,
  outcomeIndex,
  outcomeLabels,
  outcomePosition,
  parseMarketId,
  type Market,
} from "@placar/core/markets";
import { isFinished, isNotStarted } from "@placar/core/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { favorites, fixtures, kickoffAnnouncements, notifications, priceAlerts, teams, users } from "../db/schema.ts";
import { HttpError } from "../http-error.ts";
import type { StoredFixture } from "./football-store.ts";
import { readFixtureMarkets } from "./market-store.ts";
import { matchPath } from "./football.ts";
import type { MailMessage, Mailer } from "./mail.ts";
import type { TokenService } from "./tokens.ts";

/** A kick-off alert goes out this long before the game starts (docs/product.md#alerts). */
export const KICKOFF_LEAD_MS = 30 * 60_000;
/** Most notifications one list answer carries (the newest). */
const NOTIFICATIONS_SHOWN = 50;
/** First key of the advisory lock that serialises one user's alert writes (the second is the user id). */
const ALERTS_LOCK = 0x61_6c_72;

const OUTCOME_PT: Record<Outcome, string> = {
  home: ALERT_OUTCOME_HOME,
  draw: ALERT_OUTCOME_DRAW,
  away: ALERT_OUTCOME_AWAY,
};

/** The alert's outcome as the site writes it: the team or "Empate" in the 1X2, "Mais de 2,5", "Sim"… elsewhere. */
function alertOutcomeLabel(id: string, position: Outcome, home: string, away: string): string {
  const market: Market = parseMarketId(id) ?? { key: "1x2" };
  const index = outcomeIndex(market, position);
  return index === null ? position : (outcomeLabels(market, home, away)[index] ?? position);
}

export interface PriceAlertView {
  id: number;
  game: number;
  house: string;
  market: string;
  outcome: Outcome;
  outcome_label: string;
  target: number;
  createdAt: string;
  firedAt: string | null;
  match: { home: string; away: string; kickoff: string; link: string };
}

export interface AlertList {
  alerts: PriceAlertView[];
  max: number;
  /** Kick-off alerts for followed teams' games are on. */
  kickoff: boolean;
  /** Alert e-mails are on (the unsubscribe link turns them off). */
  emails: boolean;
}

export interface NotificationView {
  id: number;
  kind: "price" | "kickoff";
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

interface FixtureLookup {
  storedFixture(afbFixtureId: number): Promise<StoredFixture | null>;
}

interface Notice {
  userId: number;
  email: string;
  name: string;
  emails: boolean;
  kind: "price" | "kickoff";
  title: string;
  body: string;
  link: string;
}

/**
 * Price alerts, kick-off alerts and the notifications they leave (docs/product.md#alerts). Evaluation runs on the
 * ingest leader after each ingest; each alert is claimed by one conditional write (`fired_at IS NULL`, or the
 * announcement's unique key), so two instances evaluating the same prices still send one e-mail.
 */
export class AlertService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      football: FixtureLookup;
      mailer: Mailer;
      tokens: TokenService;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  async list(userId: number): Promise<AlertList> {
    const { db } = this.deps;
    const home = sql<string>`(select ${teams.name} from ${teams} where ${teams.id} = ${fixtures.homeTeamId})`;
    const away = sql<string>`(select ${teams.name} from ${teams} where ${teams.id} = ${fixtures.awayTeamId})`;
    const rows = await db
      .select({
        id: priceAlerts.id,
        game: fixtures.afbFixtureId,
        house: priceAlerts.house,
        market: priceAlerts.market,
        outcome: priceAlerts.outcome,
        target: priceAlerts.target,
        createdAt: priceAlerts.createdAt,
        firedAt: priceAlerts.firedAt,
        kickoff: fixtures.kickoff,
        home,
        away,
      })
      .from(priceAlerts)
      .innerJoin(fixtures, eq(fixtures.id, priceAlerts.fixtureId))
      .where(eq(priceAlerts.userId, userId))
      .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
    const [user] = await db
      .select({ kickoff: users.kickoffAlerts, emails: users.alertEmails })
      .from(users)
      .where(eq(users.id, userId));
    return {
      alerts: rows.map((r) => ({
        id: r.id,
        game: r.game,
        house: r.house,
        market: r.market,
        outcome: r.outcome as Outcome,
        outcome_label: alertOutcomeLabel(r.market, r.outcome as Outcome, r.home, r.away),
        target: r.target,
        createdAt: r.createdAt.toISOString(),
        firedAt: r.firedAt?.toISOString() ?? null,
        match: {
          home: r.home,
          away: r.away,
          kickoff: r.kickoff.toISOString(),
          link: matchPath({ afbFixtureId: r.game }),
        },
      })),
      max: ALERTS_MAX,
      kickoff: user?.kickoff ?? false,
      emails: user?.emails ?? true,
    };
  }

  /**
   * A price alert on a game's house and outcome. 404 for an unknown game; 400 when the game is over, the house does
   * not quote it, or the target is not above the current price; 409 past the limit of waiting alerts.
   */
  async create(
    userId: number,
    input: { game: number; house: string; outcome: Outcome | number; target: number; market?: string | undefined },
  ): Promise<PriceAlertView> {
    const market = parseMarketId(input.market ?? "1x2");
    if (market === null)
      throw new HttpError(400, "validation_error", ALERT_MARKET_UNKNOWN, { market: [ALERT_MARKET_UNKNOWN] });
    const position = typeof input.outcome === "number" ? outcomePosition(market, input.outcome) : input.outcome;
    const index = position === null ? null : outcomeIndex(market, position);
    if (position === null || index === null)
      throw new HttpError(400, "validation_error", ALERT_OUTCOME_UNKNOWN, { outcome: [ALERT_OUTCOME_UNKNOWN] });
    const f = await this.deps.football.storedFixture(input.game);
    if (!f) throw new HttpError(404, "not_found", "Jogo não encontrado.");
    if (isFinished(f.status)) throw new HttpError(400, "game_finished", ALERT_GAME_FINISHED);
    const price =
      market.key === "1x2"
        ? f.odds.find((o) => o.house === input.house)?.[position]
        : (await readFixtureMarkets(this.deps.db, f.id)).find(
            (b) => b.house === input.house && b.market === marketId(market),
          )?.prices[index];
    if (price === undefined)
      throw new HttpError(400, "validation_error", ALERT_HOUSE_NOT_QUOTED, { house: [ALERT_HOUSE_NOT_QUOTED] });
    const problem = alertTargetError(input.target, price);
    if (problem) throw new HttpError(400, "validation_error", problem, { target: [problem] });
    const id = await this.deps.db.transaction(async (tx) => {
      // Two parallel creations cannot both pass the count (PostgreSQL; PGlite runs one statement at a time anyway).
      await tx.execute(sql`select pg_advisory_xact_lock(${ALERTS_LOCK}, ${userId})`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), isNull(priceAlerts.firedAt)));
      if (n >= ALERTS_MAX) throw new HttpError(409, "alerts_limit", ALERTS_LIMIT);
      const [row] = await tx
        .insert(priceAlerts)
        .values({
          userId,
          fixtureId: f.id,
          house: input.house,
          market: marketId(market),
          outcome: position,
          target: input.target,
          // The site clock, like firedAt: with PLACAR_NOW the two must be on the same time line.
          createdAt: this.deps.clock.now(),
        })
        .returning({ id: priceAlerts.id });
      return row!.id;
    });
    const created = (await this.list(userId)).alerts.find((a) => a.id === id);
    return created!;
  }

  async remove(userId: number, id: number): Promise<AlertList> {
    const gone = await this.deps.db
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .returning({ id: priceAlerts.id });
    if (gone.length === 0) throw new HttpError(404, "not_found", ALERT_NOT_FOUND);
    return this.list(userId);
  }

  async settings(userId: number, input: { kickoff?: boolean; emails?: boolean }): Promise<AlertList> {
    const set: { kickoffAlerts?: boolean; alertEmails?: boolean } = {};
    if (input.kickoff !== undefined) set.kickoffAlerts = input.kickoff;
    if (input.emails !== undefined) set.alertEmails = input.emails;
    if (Object.keys(set).length > 0) await this.deps.db.update(users).set(set).where(eq(users.id, userId));
    return this.list(userId);
  }

  async notifications(userId: number): Promise<{ notifications: NotificationView[]; unread: number }> {
    const rows = await this.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN);
    const [{ n } = { n: 0 }] = await this.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return {
      notifications: rows.map((r) => ({
        id: r.id,
        kind: r.kind === "kickoff" ? "kickoff" : "price",
        title: r.title,
        body: r.body,
        link: r.link,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      })),
      unread: n,
    };
  }

  /** Marks the given notifications (all of them when `ids` is absent) as read. */
  async markRead(userId: number, ids?: number[]) {
    await this.deps.db
      .update(notifications)
      .set({ readAt: this.deps.clock.now() })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids.length > 0 ? ids : [-1]) : undefined,
        ),
      );
    return this.notifications(userId);
  }

  /** The one-click unsubscribe: turns alert e-mails off for the token's user. 400 for a bad token. */
  async unsubscribe(token: string): Promise<{ detail: string }> {
    const userId = await this.deps.tokens.verifyUnsubscribe(token);
    if (userId === null) throw new HttpError(400, "invalid_token", UNSUBSCRIBE_INVALID);
    await this.deps.db.update(users).set({ alertEmails: false }).where(eq(users.id, userId));
    return { detail: UNSUBSCRIBE_DONE };
  }

  /**
   * Fires what the ingested fixtures call for: price alerts whose house now pays at least the target, and kick-off
   * alerts for followed teams' games starting within 30 minutes. Only the ingest leader calls it; the claims make a
   * second caller harmless. Each alert leaves its own notification; each person gets one e-mail listing every alert
   * of theirs that fired here (ten alerts in one ingest were ten e-mails within a second, issue 43). Returns how many
   * alerts fired here.
   */
  async evaluate(day: readonly StoredFixture[]): Promise<number> {
    if (day.length === 0) return 0;
    const notices = [...(await this.firePriceAlerts(day)), ...(await this.fireKickoffAlerts(day))];
    const byUser = new Map<number, Notice[]>();
    for (const n of notices) if (n.emails) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
    for (const mine of byUser.values()) await this.deliver(mine);
    return notices.length;
  }

  private async firePriceAlerts(day: readonly StoredFixture[]): Promise<Notice[]> {
    const { db } = this.deps;
    const byId = new Map(day.map((f) => [f.id, f]));
    const waiting = await db
      .select({
        id: priceAlerts.id,
        fixtureId: priceAlerts.fixtureId,
        house: priceAlerts.house,
        market: priceAlerts.market,
        outcome: priceAlerts.outcome,
        target: priceAlerts.target,
        userId: users.id,
        email: users.email,
        name: users.name,
        emails: users.alertEmails,
      })
      .from(priceAlerts)
      .innerJoin(users, eq(users.id, priceAlerts.userId))
      .where(
        and(inArray(priceAlerts.fixtureId, [...byId.keys()]), isNull(priceAlerts.firedAt), eq(users.active, true)),
      );
    const out: Notice[] = [];
    // The other markets' books of the games with an alert on them: one read per game, only those.
    const books = new Map<number, Awaited<ReturnType<typeof readFixtureMarkets>>>();
    for (const id of new Set(waiting.filter((a) => a.market !== "1x2").map((a) => a.fixtureId)))
      books.set(id, await readFixtureMarkets(db, id));
    for (const a of waiting) {
      const f = byId.get(a.fixtureId)!;
      if (isFinished(f.status)) continue;
      const market = parseMarketId(a.market);
      const index = market === null ? null : outcomeIndex(market, a.outcome as Outcome);
      if (market === null || index === null) continue;
      const price =
        market.key === "1x2"
          ? f.odds.find((o) => o.house === a.house)?.[a.outcome as Outcome]
          : books.get(a.fixtureId)?.find((b) => b.house === a.house && b.market === a.market)?.prices[index];
      if (price === undefined || price < a.target) continue;
      const now = this.deps.clock.now();
      const title = priceAlertTitle(a.house, price, f.home.name, f.away.name);
      const what =
        market.key === "1x2"
          ? OUTCOME_PT[a.outcome as Outcome]
          : `${marketLabel(market)}: ${outcomeLabels(market, f.home.name, f.away.name)[index]}`;
      const body = priceAlertBody(what, a.house, price, a.target);
      const link = matchPath(f);
      const claimed = await db.transaction(async (tx) => {
        // The claim: of every instance evaluating this alert, exactly one sees its row come back.
        const won = await tx
          .update(priceAlerts)
          .set({ firedAt: now })
          .where(and(eq(priceAlerts.id, a.id), isNull(priceAlerts.firedAt)))
          .returning({ id: priceAlerts.id });
        if (won.length === 0) return false;
        await tx.insert(notifications).values({ userId: a.userId, kind: "price", title, body, link, createdAt: now });
        return true;
      });
      if (claimed)
        out.push({
          userId: a.userId,
          email: a.email,
          name: a.name,
          emails: a.emails,
          kind: "price",
          title,
          body,
          link,
        });
    }
    return out;
  }

  private async fireKickoffAlerts(day: readonly StoredFixture[]): Promise<Notice[]> {
    const { db } = this.deps;
    const now = this.deps.clock.now();
    const soon = day.filter((f) => {
      const until = f.kickoff.getTime() - now.getTime();
      return isNotStarted(f.status) && until > 0 && until <= KICKOFF_LEAD_MS;
    });
    if (soon.length === 0) return [];
    const teamIds = [...new Set(soon.flatMap((f) => [f.home.id, f.away.id]))];
    const followers = await db
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        emails: users.alertEmails,
        team: favorites.targetId,
      })
      .from(favorites)
      .innerJoin(users, eq(users.id, favorites.userId))
      .where(
        and(
          eq(favorites.kind, "team"),
          inArray(favorites.targetId, teamIds),
          eq(users.kickoffAlerts, true),
          eq(users.active, true),
        ),
      );
    const out: Notice[] = [];
    for (const f of soon) {
      const who = new Map(
        followers.filter((r) => r.team === f.home.id || r.team === f.away.id).map((r) => [r.userId, r]),
      );
      for (const u of who.values()) {
        const minutes = Math.max(1, Math.round((f.kickoff.getTime() - now.getTime()) / 60_000));
        const title = kickoffAlertTitle(f.home.name, f.away.name, minutes);
        const body = kickoffAlertBody(f.league.name, kickoffTime(f.kickoff));
        const link = matchPath(f);
        const claimed = await db.transaction(async (tx) => {
          const won = await tx
            .insert(kickoffAnnouncements)
            .values({ userId: u.userId, fixtureId: f.id, createdAt: now })
            .onConflictDoNothing()
            .returning({ userId: kickoffAnnouncements.userId });
          if (won.length === 0) return false;
          await tx
            .insert(notifications)
            .values({ userId: u.userId, kind: "kickoff", title, body, link, createdAt: now });
          return true;
        });
        if (claimed) out.push({ ...u, kind: "kickoff", title, body, link });
      }
    }
    return out;
  }

  /** One e-mail to one person with the alerts of theirs that fired in this evaluation (never an empty list). */
  private async deliver(mine: readonly Notice[]): Promise<void> {
    const [first] = mine;
    if (!first) return;
    const token = await this.deps.tokens.signUnsubscribe(first.userId);
    this.deps.mailer.send(
      alertMail(
        first,
        mine.map((n) => ({ ...n, link: `${this.deps.publicUrl}${n.link}` })),
        {
          page: `${this.deps.publicUrl}${href.unsubscribe(token)}`,
          oneClick: `${this.deps.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
        },
      ),
    );
  }
}

function kickoffTime(d: Date): string {
  return d.toLocaleTimeString("pt-BR", { hour: "2-digit", minute: "2-digit", timeZone: "America/Sao_Paulo" });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const BUTTON_STYLE =
  "display:inline-block;padding:12px 20px;background:#16a34a;color:#fff;text-decoration:none;border-radius:6px;";

/**
 * The alert e-mail of one person: pt-BR text and HTML, each alert that fired with its match link, and the one-click
 * unsubscribe (RFC 8058) headers. One alert reads as before (its title is the subject); several are listed under
 * `{n} alertas dispararam`, each as its title, its sentence and `Ver o jogo e as odds`.
 */
export function alertMail(
  to: Pick<Notice, "email" | "name">,
  alerts: readonly Pick<Notice, "title" | "body" | "link">[],
  unsubscribe: { page: string; oneClick: string },
): MailMessage {
  const first = to.name.trim().split(/\s+/)[0] || ALERT_MAIL_NO_NAME;
  const single = alerts.length === 1 ? alerts[0]! : null;
  const title = single ? single.title : alertMailMany(alerts.length);
  const closing = single ? ALERT_MAIL_SENT_ONCE : ALERT_MAIL_EACH_SENT_ONCE;
  const text = [
    alertMailGreeting(first),
    "",
    ...(single
      ? [single.body, "", `${ALERT_MAIL_SEE_GAME_TEXT}: ${single.link}`]
      : [
          `${title}:`,
          ...alerts.flatMap((a) => ["", `• ${a.title}`, `  ${a.body}`, `  ${ALERT_MAIL_SEE_GAME_TEXT}: ${a.link}`]),
        ]),
    "",
    closing,
    `${ALERT_MAIL_UNSUBSCRIBE_TEXT} ${unsubscribe.page}`,
    "",
    ALERT_MAIL_SIGNATURE,
  ].join("\n");
  const button = (link: string) =>
    `<a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(ALERT_MAIL_SEE_GAME)}</a>`;
  const body = single
    ? `<p>${escapeHtml(single.body)}</p>
<p>${button(single.link)}</p>`
    : `<p>${escapeHtml(title)}:</p>
<ul style="padding-left:20px;">
${alerts
  .map(
    (a) =>
      `<li style="margin-bottom:16px;"><strong>${escapeHtml(a.title)}</strong><br>${escapeHtml(a.body)}<br><br>${button(a.link)}</li>`,
  )
  .join("\n")}
</ul>`;
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #111;">
<p>${escapeHtml(alertMailGreeting(first))}</p>
${body}
<p>${closing}</p>
<p style="font-size:12px;color:#555;">${escapeHtml(ALERT_MAIL_UNSUBSCRIBE_HTML)} <a href="${escapeHtml(unsubscribe.page)}">${escapeHtml(UNSUBSCRIBE_CONFIRM)}</a></p>
<p>${escapeHtml(ALERT_MAIL_SIGNATURE)}</p>
</body></html>`;
  return {
    to: to.email,
    subject: alertMailSubject(title),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
