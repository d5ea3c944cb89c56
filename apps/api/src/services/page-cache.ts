import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { Encoding } from "./snapshot.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 5 compresses a 240 KB page in a few ms on zlib's thread pool, close to quality 11's size for HTML.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** One rendered page, kept in every encoding it is served in. */
export interface PageEntry {
  readonly status: number;
  readonly etag: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** Tags the page depends on (`board`, `fixture:123`, `articles`…): invalidating one marks the page stale. */
  readonly tags: readonly string[];
  /** When the render that produced it started (ms since the epoch, real clock). */
  readonly renderedAt: number;
  /** Total bytes held, for the LRU's budget. */
  readonly size: number;
}

export interface RenderedPage {
  status: number;
  html: string;
}

export interface PageCacheOptions {
  /** Memory budget of the cached pages, in bytes (all encodings counted). */
  maxBytes: number;
  /** A page younger than this is served as is. */
  freshMs: number;
  /**
   * A page older than `freshMs` (or invalidated) but younger than this is served at once while one background render
   * replaces it; older than this, the request waits for the new render (shared with every concurrent request).
   */
  maxStaleMs: number;
  /** Renders run at most this many at a time; the others wait in line (the API and the live stream keep the loop). */
  maxConcurrentRenders: number;
  /** Renders waiting beyond this many are refused (`PageCacheBusyError`) instead of queued without bound. */
  maxQueuedRenders: number;
  /**
   * The render budget: renders may take this share of the event loop's busy time over time (0–1], after a burst of
   * `renderBurstMs` of it (a cold cache after a deploy). Absent: no budget (only the concurrency and queue bounds).
   */
  renderShare?: number;
  renderBurstMs?: number;
  /** A render that waited longer than this for its turn is refused (`PageCacheBusyError`). Default 5 s. */
  maxRenderWaitMs?: number;
  /** The cache's clock: page ages (the app's clock, which tests may pin). */
  now?: () => number;
  /** A monotonic clock (ms) for the render budget and waits; default `performance.now`. */
  monotonic?: () => number;
  /** Milliseconds the event loop has been busy so far; default from `performance.eventLoopUtilization()`. */
  loopActiveMs?: () => number;
  /** Calls `fn` after `ms` (the budget's refill); default an unref'd `setTimeout`. */
  setTimer?: (fn: () => void, ms: number) => void;
}

/** Too many distinct pages are being rendered at once (a flood of uncached addresses): answer 503 quickly. */
export class PageCacheBusyError extends Error {
  constructor() {
    super("too many pages waiting to be rendered");
  }
}

export type CacheOutcome = "hit" | "stale" | "miss";

type Waiter = { since: number; start: (release: (() => void) | PageCacheBusyError) => void };

/**
 * Who may render now. At most `maxConcurrent` renders run at once, and, with a budget, renders together take at
 * most `share` of the event loop's busy time (a token bucket of loop milliseconds, `burstMs` deep, refilled at
 * `share` ms per ms): what a render costs is the loop's busy time while it ran, so under load (when other requests
 * want the loop) a render costs its whole duration, and while the server is idle only its own work. Waiting renders
 * form two lines: the pages already kept (stale or invalidated, which visitors are being served) before new
 * addresses. A new address beyond `maxQueued` waiting, or one that waited `maxWaitMs`, is refused.
 */
export class RenderGate {
  private running = 0;
  private tokens: number;
  private stamp: number;
  private readonly known: Waiter[] = [];
  private readonly fresh: Waiter[] = [];
  private timer = false;

  constructor(
    private readonly opts: {
      maxConcurrent: number;
      maxQueued: number;
      share: number;
      burstMs: number;
      maxWaitMs: number;
      now: () => number;
      loopActiveMs: () => number;
      setTimer: (fn: () => void, ms: number) => void;
    },
  ) {
    this.tokens = opts.burstMs;
    this.stamp = opts.now();
  }

  /** Renders waiting for their turn. */
  get waiting(): number {
    return this.known.length + this.fresh.length;
  }

  /** Whether a render asked for now would start at once. */
  free(): boolean {
    this.refill();
    return this.waiting === 0 && this.running < this.opts.maxConcurrent && this.tokens > 0;
  }

  /**
   * Waits for a turn; resolves with the function that ends it. `known`: the render replaces a page already kept
   * (it goes first). Rejects with `PageCacheBusyError` when the line is full or the wait too long.
   */
  acquire(known: boolean): Promise<() => void> {
    if (this.free()) return Promise.resolve(this.start());
    const line = known ? this.known : this.fresh;
    if (line.length >= this.opts.maxQueued) return Promise.reject(new PageCacheBusyError());
    return new Promise((resolve, reject) => {
      line.push({
        since: this.opts.now(),
        start: (r) => (r instanceof PageCacheBusyError ? reject(r) : resolve(r)),
      });
      this.pump();
    });
  }

  private start(): () => void {
    this.running++;
    const busyAtStart = this.opts.loopActiveMs();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running--;
      this.refill();
      this.tokens -= Math.max(0, this.opts.loopActiveMs() - busyAtStart);
      this.pump();
    };
  }

  private refill(): void {
    const now = this.opts.now();
    this.tokens = Math.min(this.opts.burstMs, this.tokens + (now - this.stamp) * this.opts.share);
    this.stamp = now;
  }

  private pump(): void {
    this.refill();
    const now = this.opts.now();
    for (const line of [this.known, this.fresh]) {
      while (line.length > 0 && now - line[0]!.since > this.opts.maxWaitMs)
        line.shift()!.start(new PageCacheBusyError());
    }
    while (this.running < this.opts.maxConcurrent && this.tokens > 0) {
      const next = this.known.shift() ?? this.fresh.shift();
      if (!next) return;
      next.start(this.start());
    }
    // Out of budget with renders waiting: look again once enough has been refilled (a running render's end looks too).
    if (this.waiting > 0 && this.running < this.opts.maxConcurrent && !this.timer) {
      this.timer = true;
      const ms = Math.min(this.opts.maxWaitMs, Math.ceil(Math.max(1, -this.tokens + 1) / this.opts.share));
      this.opts.setTimer(() => {
        this.timer = false;
        this.pump();
      }, ms);
    }
  }
}

/**
 * The server-rendered pages, as a cache in front of the renderer:
 * - one render at a time per key: concurrent requests for a page share the render in flight (no stampede);
 * - answers compressed once (br and gzip, on zlib's pool) and served with an ETag;
 * - fresh for `freshMs`, then served stale while a single background render replaces it, so a visitor never waits
 *   for a render that others already paid; `invalidate(tags)` drops the pages that show changed data (the next
 *   request renders them again, the old copy is only a fallback when renders queue up);
 * - bounded by bytes (least recently used pages go first), renders bounded in number.
 */
export class PageCache {
  private readonly lru: LRUCache<string, PageEntry>;
  private readonly inflight = new Map<string, Promise<PageEntry>>();
  /** Keys invalidated since their entry was rendered. */
  private readonly dirty = new Set<string>();
  private readonly gate: RenderGate;
  private readonly now: () => number;
  readonly stats = { hits: 0, stale: 0, misses: 0, renders: 0, refused: 0, renderErrors: 0 };

  constructor(private readonly opts: PageCacheOptions) {
    this.now = opts.now ?? Date.now;
    const startElu = performance.eventLoopUtilization();
    this.gate = new RenderGate({
      maxConcurrent: opts.maxConcurrentRenders,
      maxQueued: opts.maxQueuedRenders,
      share: opts.renderShare ?? 1,
      burstMs: opts.renderShare === undefined ? Infinity : (opts.renderBurstMs ?? 2000),
      maxWaitMs: opts.maxRenderWaitMs ?? 5000,
      now: opts.monotonic ?? (() => performance.now()),
      loopActiveMs: opts.loopActiveMs ?? (() => performance.eventLoopUtilization(startElu).active),
      setTimer: opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms).unref()),
    });
    this.lru = new LRUCache<string, PageEntry>({ maxSize: opts.maxBytes, sizeCalculation: (e) => Math.max(1, e.size) });
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get size(): number {
    return this.lru.size;
  }

  /**
   * The page for `key`, rendering it with `render` when absent or too old. Resolves with the entry and whether it
   * was a hit, a stale hit (a background render was started) or a miss (this request waited for a render).
   */
  async get(
    key: string,
    tags: readonly string[],
    render: () => Promise<RenderedPage>,
  ): Promise<{ entry: PageEntry; outcome: CacheOutcome }> {
    const entry = this.lru.get(key);
    if (entry) {
      const age = this.now() - entry.renderedAt;
      if (age < this.opts.freshMs && !this.dirty.has(key)) {
        this.stats.hits++;
        return { entry, outcome: "hit" };
      }
      // Past its freshness only (its data did not change): served at once while it is rendered again. A page whose
      // data changed is rendered before it is served (one render for every request waiting for it).
      // Either way, while other renders wait their turn, the kept copy is served and its render goes first in line.
      if ((!this.dirty.has(key) && age < this.opts.maxStaleMs) || !this.gate.free()) {
        this.stats.stale++;
        this.refresh(key, tags, render, true).catch(() => undefined);
        return { entry, outcome: "stale" };
      }
    }
    this.stats.misses++;
    try {
      return { entry: await this.refresh(key, tags, render, entry !== undefined), outcome: "miss" };
    } catch (err) {
      // Too many renders waiting: an old copy is better than none.
      if (entry && err instanceof PageCacheBusyError) return { entry, outcome: "stale" };
      throw err;
    }
  }

  /**
   * Drops every page carrying one of `tags`: the next request renders it again (concurrent ones share that render).
   * The old copy is kept only to answer when too many renders are waiting.
   */
  invalidate(tags: readonly string[]): number {
    if (tags.length === 0) return 0;
    const wanted = new Set(tags);
    let n = 0;
    for (const [key, entry] of this.lru.entries()) {
      if (entry.tags.some((t) => wanted.has(t)) && !this.dirty.has(key)) {
        this.dirty.add(key);
        n++;
      }
    }
    return n;
  }

  /** Marks every page as changed (the betting houses, shown on nearly every page, were edited). */
  invalidateAll(): number {
    let n = 0;
    for (const key of this.lru.keys()) {
      if (!this.dirty.has(key)) {
        this.dirty.add(key);
        n++;
      }
    }
    return n;
  }

  /** Forgets every page (a new build, tests). */
  clear(): void {
    this.lru.clear();
    this.dirty.clear();
  }

  /** Renders `key` unless a render of it is already running, in which case that one is shared. */
  private refresh(
    key: string,
    tags: readonly string[],
    render: () => Promise<RenderedPage>,
    known: boolean,
  ): Promise<PageEntry> {
    const running = this.inflight.get(key);
    if (running) return running;
    const job = (async () => {
      let release: () => void;
      try {
        release = await this.gate.acquire(known);
      } catch (err) {
        this.stats.refused++;
        throw err;
      }
      try {
        // A render started now reflects every invalidation so far.
        this.dirty.delete(key);
        const startedAt = this.now();
        this.stats.renders++;
        let page: RenderedPage;
        try {
          page = await render();
        } catch (err) {
          this.stats.renderErrors++;
          throw err;
        }
        const entry = await compressPage(page, tags, startedAt);
        // Only successful pages and not-found pages are kept; a 5xx is served once and rendered again next time.
        if (entry.status < 500) this.lru.set(key, entry);
        return entry;
      } finally {
        release();
      }
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, job);
    return job;
  }
}

async function compressPage(page: RenderedPage, tags: readonly string[], renderedAt: number): Promise<PageEntry> {
  const identity = Buffer.from(page.html);
  const [br, gz] = await Promise.all([brotliAsync(identity, BROTLI), gzipAsync(identity, { level: 6 })]);
  const etag = `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
  return {
    status: page.status,
    etag,
    identity,
    gzip: gz,
    br,
    tags,
    renderedAt,
    size: identity.length + gz.length + br.length + 200,
  };
}

export function bodyFor(entry: PageEntry, encoding: Encoding): Buffer {
  return encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
}
