/**
 * The house feed as an odds source (docs/odds-feed.md): each active house with a feed URL is polled on its own
 * interval (GET, with If-None-Match / If-Modified-Since when it gave an ETag or a Last-Modified), and the last push
 * each house had accepted (stored in `house_feed_documents`, so every instance sees it) is read at every poll. A
 * house's document prices that house only: the house it names must be the one whose URL or push endpoint gave it,
 * and its quotes are put under that house, whatever the document says.
 *
 * Every request goes through the feed guard (feed-guard.ts): http(s) only, every address of the host public (unless
 * ODDS_FEED_ALLOW_PRIVATE), the connection pinned to the checked addresses; redirects are followed by hand, at most
 * 3, each checked the same way. A URL or a redirect to an internal address fails that house's poll, with no request.
 *
 * Failures are classified like The Odds API's (types.ts), per house: a refused request (401/403) pauses that house's
 * polling for `authPauseMs`, a 429 for its Retry-After (else a doubling backoff), a 5xx, a timeout, a network failure
 * or an invalid document leave the last good document in place (its `fetchedAt` tells its age, and the sanity
 * rules drop what is stale). A suspended market removes the house's price from the game.
 */

import {
  describeOddsFeedIssues,
  ODDS_FEED_MAX_BYTES,
  parseOddsFeed,
  type OddsFeedDocument,
} from "@placar/core/odds-feed";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { parseRetryAfter } from "../providers/api-football/client.ts";
import { FeedGuard, pinnedLookup, type FeedUrlVerdict } from "./feed-guard.ts";
import type {
  OddsSource,
  SourceEvent,
  SourceFailure,
  SourceFailureKind,
  SourceLogger,
  SourceMarketQuote,
  SourcePauseReason,
  SourceQuote,
  SourceSportStatus,
  SourceStatus,
} from "./types.ts";

export const HOUSE_FEED_SOURCE = "house-feed";

/** A house as the feed source needs it. */
export interface FeedHouse {
  id: number;
  slug: string;
  /** The name its prices are stored under. */
  oddsKey: string;
  /** The URL to poll; null: the house only pushes (or has no feed). */
  feedUrl: string | null;
  /** The house has a push secret: its pushed documents count. */
  pushes: boolean;
}

/** The last accepted push of a house. */
export interface PushedDocument {
  houseId: number;
  document: unknown;
  receivedAt: Date;
}

export interface HouseFeedSourceOptions {
  /** The active houses that have a feed URL or a push secret, asked at every poll. */
  houses: () => Promise<readonly FeedHouse[]>;
  /** The last accepted push of each of these houses. */
  pushed: (houseIds: readonly number[]) => Promise<readonly PushedDocument[]>;
  /** At most one request per house per this many seconds (default 60). */
  pollSeconds?: number;
  /** Per request, headers and body included (default 10 000). */
  timeoutMs?: number;
  /** How long a refused request stops a house's polling (default 1 h). */
  authPauseMs?: number;
  /** Pause after a 429 without Retry-After (default 60 s); doubles with every 429 in a row. */
  rateLimitBackoffMs?: number;
  /** Longest such pause (default 15 min). */
  rateLimitBackoffMaxMs?: number;
  /** Which addresses may be read (default: public ones only, the system's resolver). */
  guard?: FeedGuard;
  log?: SourceLogger;
}

/** Redirects followed per poll, each checked by the guard; one more fails the poll. */
export const FEED_MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Held {
  document: OddsFeedDocument;
  /** When we read it (poll) or received it (push). */
  at: number;
}

interface HouseState {
  slug: string;
  lastCallAt: number | null;
  lastSuccessAt: number | null;
  polled: Held | null;
  etag: string | null;
  lastModified: string | null;
  lastError: string | null;
  pause: { until: number; reason: SourcePauseReason; message: string } | null;
  rateLimitStreak: number;
  /** Events in the last document used (polled or pushed). */
  events: number | null;
}

function iso(t: number): string {
  return new Date(t).toISOString();
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

function seconds(ms: number): string {
  return `${Math.ceil(ms / 1000)} s`;
}

/** Rejects when `signal` aborts first (a DNS lookup cannot be cancelled, but the poll need not wait for it). */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (err: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(err);
      },
    );
  });
}

/**
 * One GET with node:http(s), connecting through `lookup` (the guard's checked addresses) and never following a
 * redirect, as a fetch Response. The URL's host name stays the request's Host and its TLS server name.
 */
function get(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
  lookup: LookupFunction,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(url, { method: "GET", headers, signal, lookup, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 599) {
        res.destroy();
        reject(new Error(`resposta HTTP inesperada (${status})`));
        return;
      }
      const h = new Headers();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
      const noBody = status === 204 || status === 205 || status === 304;
      if (noBody) res.resume();
      resolve(
        new Response(noBody ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, headers: h }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** The body as text, or null when it passes `max` bytes (reading stops there: a huge answer is never held whole). */
async function readCapped(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get("content-length") ?? "0") > max) {
    await response.body?.cancel();
    return null;
  }
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The URL without its query and credentials: a house may put a token there, never to be logged. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(URL inválida)";
  }
}

/**
 * A house's document as source events: ids prefixed with the house's slug (unique across houses), its prices under
 * its own house name, a suspended market as no quote and the house withdrawn from that game.
 */
export function feedEvents(document: OddsFeedDocument, house: FeedHouse, fetchedAt: string): SourceEvent[] {
  const generatedAt = new Date(document.generatedAt).toISOString();
  return document.events.map((e) => {
    const market = e.markets["1x2"];
    const quotes: SourceQuote[] = [];
    if (market.suspended !== true) {
      const updated = market.updatedAt ?? e.updatedAt;
      quotes.push({
        house: house.oddsKey,
        sourceBookmaker: house.slug,
        home: market.home,
        draw: market.draw,
        away: market.away,
        lastUpdate: updated === undefined ? generatedAt : new Date(updated).toISOString(),
      });
    }
    const { marketQuotes, withdrawnMarkets } = feedMarketQuotes(e, house, generatedAt);
    return {
      source: HOUSE_FEED_SOURCE,
      eventId: `${house.slug}:${e.id}`,
      sportKey: e.competition,
      competition: e.competition,
      home: e.home.normalize("NFC"),
      away: e.away.normalize("NFC"),
      commenceTime: new Date(e.kickoff).toISOString(),
      fetchedAt,
      quotes,
      group: house.oddsKey,
      withdrawn: quotes.length === 0 ? [house.oddsKey] : [],
      ...(marketQuotes.length > 0 ? { marketQuotes } : {}),
      ...(withdrawnMarkets.length > 0 ? { withdrawnMarkets } : {}),
    };
  });
}

/**
 * An event's optional markets beyond 1X2 (docs/odds-feed.md) as market quotes of the house, in core/markets' outcome
 * order; a suspended one as a withdrawn book. Each market's confirmation: its own `updatedAt`, else the event's, else
 * the document's `generatedAt`.
 */
function feedMarketQuotes(
  e: OddsFeedDocument["events"][number],
  house: FeedHouse,
  generatedAt: string,
): { marketQuotes: SourceMarketQuote[]; withdrawnMarkets: string[] } {
  const marketQuotes: SourceMarketQuote[] = [];
  const withdrawnMarkets: string[] = [];
  const when = (updated: string | undefined) => {
    const at = updated ?? e.updatedAt;
    return at === undefined ? generatedAt : new Date(at).toISOString();
  };
  const add = (market: string, prices: number[], updated: string | undefined) =>
    marketQuotes.push({ house: house.oddsKey, sourceBookmaker: house.slug, market, prices, lastUpdate: when(updated) });
  const { btts, totals, double_chance: dc, dnb } = e.markets;
  if (btts?.suspended === true) withdrawnMarkets.push(`${house.oddsKey}\nbtts`);
  else if (btts) add("btts", [btts.yes, btts.no], btts.updatedAt);
  for (const t of totals ?? []) add(`totals:${t.line}`, [t.over, t.under], t.updatedAt);
  if (dc?.suspended === true) withdrawnMarkets.push(`${house.oddsKey}\ndouble_chance`);
  else if (dc) add("double_chance", [dc.homeOrDraw, dc.homeOrAway, dc.drawOrAway], dc.updatedAt);
  if (dnb?.suspended === true) withdrawnMarkets.push(`${house.oddsKey}\ndnb`);
  else if (dnb) add("dnb", [dnb.home, dnb.away], dnb.updatedAt);
  return { marketQuotes, withdrawnMarkets };
}

/** A raw body as a feed document of `slug`, or why not (Portuguese). */
export function readFeedDocument(
  raw: string,
  slug: string,
): { ok: true; document: OddsFeedDocument } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, message: "O documento do feed não é JSON válido." };
  }
  const parsed = parseOddsFeed(json);
  if (!parsed.ok) return { ok: false, message: describeOddsFeedIssues(parsed.issues) };
  if (parsed.document.house.slug !== slug) {
    return {
      ok: false,
      message: `O documento é da casa "${parsed.document.house.slug}", mas foi recebido para "${slug}".`,
    };
  }
  return { ok: true, document: parsed.document };
}

export class HouseFeedSource implements OddsSource {
  readonly name = HOUSE_FEED_SOURCE;
  readonly #houses: HouseFeedSourceOptions["houses"];
  readonly #pushed: HouseFeedSourceOptions["pushed"];
  readonly #intervalMs: number;
  readonly #timeoutMs: number;
  readonly #authPauseMs: number;
  readonly #backoffMs: number;
  readonly #backoffMaxMs: number;
  readonly #guard: FeedGuard;
  readonly #log: SourceLogger | null;
  readonly #state = new Map<number, HouseState>();
  /** The houses of the last poll (for status()). */
  #current: FeedHouse[] = [];
  #lastPollAt: number | null = null;
  #lastSuccessAt: number | null = null;
  #lastError: SourceFailure | null = null;
  #snapshot: SourceEvent[] = [];
  #inFlight: Promise<SourceEvent[]> | null = null;

  constructor(options: HouseFeedSourceOptions) {
    this.#houses = options.houses;
    this.#pushed = options.pushed;
    this.#intervalMs = (options.pollSeconds ?? 60) * 1000;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#authPauseMs = options.authPauseMs ?? 3_600_000;
    this.#backoffMs = options.rateLimitBackoffMs ?? 60_000;
    this.#backoffMaxMs = options.rateLimitBackoffMaxMs ?? 15 * 60_000;
    this.#guard = options.guard ?? new FeedGuard();
    this.#log = options.log ?? null;
  }

  /** Whether any active house has a feed now (reads the houses). */
  async enabled(): Promise<boolean> {
    try {
      return (await this.#houses()).length > 0;
    } catch {
      return this.#current.length > 0;
    }
  }

  /** The houses this source may price now (as of the last poll). */
  houseKeys(): Set<string> {
    return new Set(this.#current.map((h) => h.oddsKey));
  }

  /** When the next poll has a house's URL to read (as of the last poll's houses); null: pushes only. */
  nextPollAt(now: Date): number | null {
    const t = now.getTime();
    const due = this.#current.filter((h) => h.feedUrl !== null).map((h) => this.#nextCallAt(this.#stateOf(h)) ?? t);
    return due.length === 0 ? null : Math.min(...due);
  }

  poll(now: Date): Promise<SourceEvent[]> {
    if (this.#inFlight !== null) return this.#inFlight;
    const run = this.#run(now.getTime())
      .catch((err: unknown) => {
        this.#log?.warn({ source: this.name, err }, "odds source: house feed poll failed");
        return this.#snapshot;
      })
      .finally(() => {
        this.#inFlight = null;
      });
    this.#inFlight = run;
    return run;
  }

  status(): SourceStatus {
    const houses: SourceSportStatus[] = this.#current.map((h) => {
      const s = this.#stateOf(h);
      const next = h.feedUrl === null ? null : this.#nextCallAt(s);
      return {
        sportKey: h.slug,
        lastCallAt: s.lastCallAt === null ? null : iso(s.lastCallAt),
        lastSuccessAt: s.lastSuccessAt === null ? null : iso(s.lastSuccessAt),
        nextCallAt: next === null ? null : iso(next),
        events: s.events,
        lastError: s.lastError,
      };
    });
    const paused = this.#current.map((h) => this.#stateOf(h).pause).filter((p) => p !== null);
    const first = paused.sort((a, b) => a.until - b.until)[0] ?? null;
    const nexts = houses.map((h) => h.nextCallAt).filter((n) => n !== null);
    return {
      name: this.name,
      lastPollAt: this.#lastPollAt === null ? null : iso(this.#lastPollAt),
      lastSuccessAt: this.#lastSuccessAt === null ? null : iso(this.#lastSuccessAt),
      lastError: this.#lastError === null ? null : { ...this.#lastError },
      quotaRemaining: null,
      quotaUsed: null,
      quotaLastCost: null,
      // Pauses are per house: the soonest to end is shown, with the house in its message.
      pausedUntil: first === null ? null : iso(first.until),
      pauseReason: first?.reason ?? null,
      pauseMessage: first?.message ?? null,
      nextCallAt: nexts.length === 0 ? null : nexts.sort()[0]!,
      sports: houses,
    };
  }

  #stateOf(h: FeedHouse): HouseState {
    let s = this.#state.get(h.id);
    if (s === undefined || s.slug !== h.slug) {
      s = {
        slug: h.slug,
        lastCallAt: null,
        lastSuccessAt: null,
        polled: null,
        etag: null,
        lastModified: null,
        lastError: null,
        pause: null,
        rateLimitStreak: 0,
        events: null,
      };
      this.#state.set(h.id, s);
    }
    return s;
  }

  #nextCallAt(s: HouseState): number | null {
    const byInterval = s.lastCallAt === null ? null : s.lastCallAt + this.#intervalMs;
    const byPause = s.pause?.until ?? null;
    if (byInterval === null) return byPause;
    return byPause === null ? byInterval : Math.max(byInterval, byPause);
  }

  async #run(t: number): Promise<SourceEvent[]> {
    const houses = [...(await this.#houses())];
    this.#current = houses;
    const ids = new Set(houses.map((h) => h.id));
    for (const id of this.#state.keys()) if (!ids.has(id)) this.#state.delete(id);

    const due = houses.filter((h) => {
      if (h.feedUrl === null) return false;
      const s = this.#stateOf(h);
      if (s.pause !== null && t >= s.pause.until) {
        this.#log?.info({ source: this.name, house: h.slug, reason: s.pause.reason }, "odds source: pause over");
        s.pause = null;
      }
      if (s.pause !== null) return false;
      return s.lastCallAt === null || t - s.lastCallAt >= this.#intervalMs;
    });
    await Promise.all(
      due.map(async (h) => {
        const s = this.#stateOf(h);
        s.lastCallAt = t;
        try {
          await this.#call(h, s, t);
        } catch (err) {
          this.#fail(t, h, s, "invalid-response", null, `Erro inesperado ao ler o feed de ${h.slug}: ${String(err)}`);
        }
      }),
    );
    if (due.length > 0) this.#lastPollAt = t;

    const pushers = houses.filter((h) => h.pushes).map((h) => h.id);
    const pushed = new Map<number, Held>();
    if (pushers.length > 0) {
      for (const p of await this.#pushed(pushers)) {
        const house = houses.find((h) => h.id === p.houseId);
        const read = house && parseOddsFeed(p.document);
        if (read?.ok && read.document.house.slug === house!.slug) {
          pushed.set(p.houseId, { document: read.document, at: p.receivedAt.getTime() });
        }
      }
    }

    const events: SourceEvent[] = [];
    for (const h of houses) {
      const s = this.#stateOf(h);
      const candidates = [s.polled, pushed.get(h.id) ?? null].filter((d): d is Held => d !== null);
      // The newer document wins, by the house's own generatedAt (then by when we got it).
      const held = candidates.sort(
        (a, b) => Date.parse(b.document.generatedAt) - Date.parse(a.document.generatedAt) || b.at - a.at,
      )[0];
      if (held === undefined) continue;
      s.events = held.document.events.length;
      events.push(...feedEvents(held.document, h, iso(held.at)));
    }
    this.#snapshot = events;
    return events.map((e) => ({
      ...e,
      quotes: e.quotes.map((q) => ({ ...q })),
      ...(e.marketQuotes ? { marketQuotes: e.marketQuotes.map((q) => ({ ...q, prices: [...q.prices] })) } : {}),
    }));
  }

  /** Why the guard refused `verdict` (the feed's URL, or a redirect's target when `redirected`), in Portuguese. */
  #refusal(slug: string, verdict: Exclude<FeedUrlVerdict, { ok: true }>, shown: string, redirected: boolean): string {
    const where = redirected ? "redireciona para" : "aponta para";
    switch (verdict.reason) {
      case "internal":
        return `O feed de ${slug} ${where} um endereço interno (${shown}, ${verdict.address}); só endereços públicos são lidos.`;
      case "not-found":
        return `Falha de rede ao ler o feed de ${slug} (${shown}): o nome ${verdict.host} não existe no DNS.`;
      case "dns":
        return `Falha de rede ao ler o feed de ${slug} (${shown}): não foi possível resolver ${verdict.host} (DNS).`;
      default:
        return `O feed de ${slug} ${where} um endereço que não é http(s) sem usuário e senha (${shown}).`;
    }
  }

  async #call(h: FeedHouse, s: HouseState, t: number): Promise<void> {
    const url = h.feedUrl as string;
    let current = url;
    let shown = redactUrl(url);
    let response: Response;
    let body: string;
    const headers: Record<string, string> = { accept: "application/json" };
    if (s.polled !== null && s.etag !== null) headers["if-none-match"] = s.etag;
    if (s.polled !== null && s.lastModified !== null) headers["if-modified-since"] = s.lastModified;
    // One timeout for the whole poll: every hop, its DNS lookup, headers and body.
    const signal = AbortSignal.timeout(this.#timeoutMs);
    try {
      for (let hop = 0; ; hop++) {
        const verdict = await beforeAbort(this.#guard.check(current), signal);
        if (!verdict.ok) {
          const network = verdict.reason === "not-found" || verdict.reason === "dns";
          this.#fail(t, h, s, network ? "network" : "refused", null, this.#refusal(h.slug, verdict, shown, hop > 0));
          return;
        }
        response = await get(verdict.url, headers, signal, pinnedLookup(verdict.host, verdict.addresses));
        const location = response.headers.get("location");
        if (!REDIRECTS.has(response.status) || location === null) break;
        await response.body?.cancel();
        if (hop === FEED_MAX_REDIRECTS) {
          this.#fail(
            t,
            h,
            s,
            "refused",
            response.status,
            `O feed de ${h.slug} redirecionou mais de ${FEED_MAX_REDIRECTS} vezes (${shown}).`,
          );
          return;
        }
        try {
          current = new URL(location, current).toString();
        } catch {
          this.#fail(
            t,
            h,
            s,
            "refused",
            response.status,
            `O feed de ${h.slug} redirecionou para um endereço inválido (${shown}).`,
          );
          return;
        }
        shown = redactUrl(current);
      }
      const read = await readCapped(response, ODDS_FEED_MAX_BYTES);
      if (read === null) {
        this.#fail(t, h, s, "invalid-response", response.status, `O feed de ${h.slug} passa de 1 MiB (${shown}).`);
        return;
      }
      body = read;
    } catch (err) {
      const timeout = isTimeout(err) || signal.aborted;
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const detail = cause instanceof Error ? cause.message : String(cause);
      this.#fail(
        t,
        h,
        s,
        timeout ? "timeout" : "network",
        null,
        timeout
          ? `O feed de ${h.slug} não respondeu em ${this.#timeoutMs} ms (${shown}).`
          : `Falha de rede ao ler o feed de ${h.slug} (${shown}): ${detail.split(url).join(shown).split(current).join(shown)}`,
      );
      return;
    }

    if (response.status === 304 && s.polled !== null) {
      // Unchanged: the document we hold is confirmed now.
      s.polled = { ...s.polled, at: t };
      this.#succeed(t, s);
      return;
    }
    if (response.ok) {
      const read = readFeedDocument(body, h.slug);
      if (!read.ok) {
        this.#fail(t, h, s, "invalid-response", response.status, `Feed de ${h.slug}: ${read.message}`);
        return;
      }
      s.polled = { document: read.document, at: t };
      s.etag = response.headers.get("etag");
      s.lastModified = response.headers.get("last-modified");
      this.#succeed(t, s);
      return;
    }

    const status = response.status;
    if (status === 401 || status === 403) {
      const until = t + this.#authPauseMs;
      this.#fail(t, h, s, "auth", status, `O feed de ${h.slug} recusou o acesso (HTTP ${status}); confira a URL.`);
      this.#pause(h, s, {
        until,
        reason: "auth",
        message: `Feed de ${h.slug} recusou o acesso: nenhuma consulta até ${iso(until)} (confira a URL).`,
      });
      return;
    }
    if (status === 429) {
      s.rateLimitStreak += 1;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"), t);
      const wait = retryAfter ?? Math.min(this.#backoffMaxMs, this.#backoffMs * 2 ** (s.rateLimitStreak - 1));
      this.#fail(
        t,
        h,
        s,
        "rate-limit",
        status,
        `O feed de ${h.slug} recusou por excesso de requisições (HTTP 429); nova tentativa em ${seconds(wait)}.`,
      );
      this.#pause(h, s, {
        until: t + wait,
        reason: "rate-limit",
        message: `Excesso de requisições ao feed de ${h.slug}: nenhuma consulta até ${iso(t + wait)}.`,
      });
      return;
    }
    this.#fail(
      t,
      h,
      s,
      status >= 500 ? "http" : "refused",
      status,
      status >= 500
        ? `O feed de ${h.slug} respondeu HTTP ${status} (${shown}).`
        : `O feed de ${h.slug} recusou a consulta (HTTP ${status}, ${shown}).`,
    );
  }

  #succeed(t: number, s: HouseState): void {
    s.lastSuccessAt = t;
    s.lastError = null;
    s.rateLimitStreak = 0;
    this.#lastSuccessAt = t;
  }

  #pause(h: FeedHouse, s: HouseState, pause: NonNullable<HouseState["pause"]>): void {
    s.pause = pause;
    this.#log?.warn(
      { source: this.name, house: h.slug, reason: pause.reason, until: iso(pause.until) },
      "odds source: house feed paused",
    );
  }

  #fail(t: number, h: FeedHouse, s: HouseState, kind: SourceFailureKind, status: number | null, message: string): void {
    s.lastError = message;
    this.#lastError = { kind, sportKey: h.slug, status, code: null, message, at: iso(t) };
    this.#log?.warn({ source: this.name, house: h.slug, kind, status }, "odds source: house feed call failed");
  }
}
