import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Redis as RedisClient } from "ioredis";

/** A change seen by ingestion, pushed to browsers over Server-Sent Events. */
export interface LiveEvent {
  /** Monotonic id ("<ms>-<seq>"), usable as Last-Event-ID. */
  id: string;
  /** `market`: a house's prices moved in a market beyond 1X2 (Ambas marcam, a goal line, …). */
  type: "score" | "status" | "odds" | "market";
  /** Brazilian business date of the fixture. */
  date: string;
  fixtureId: number;
  data: Record<string, unknown>;
  /** The instance that ingested it (others drop their cached views of that day). */
  origin: string;
}

export type NewLiveEvent = Omit<LiveEvent, "id" | "origin">;

export interface LiveBus {
  readonly kind: "memory" | "redis";
  readonly instanceId: string;
  publish(events: readonly NewLiveEvent[]): Promise<void>;
  /** Calls `fn` for every event published by any instance from now on. */
  subscribe(fn: (e: LiveEvent) => void): () => void;
  /** Events after `lastId` still retained (for Last-Event-ID resume), oldest first. */
  since(lastId: string): Promise<LiveEvent[]>;
  /**
   * Tells every instance, this one included, that an odds source's prices changed for these days (a house's push
   * accepted here): the instance leading the ingest merges them at once. Not an event for browsers.
   */
  signalPrices(dates: readonly string[]): Promise<void>;
  /** Calls `fn` for every such signal, from any instance. */
  onPrices(fn: (dates: string[]) => void): () => void;
  close(): Promise<void>;
}

/** How many recent events are kept for resume. */
const RETAINED = 2000;

/** Orders event ids ("<ms>-<seq>", also Redis stream ids). */
export function compareIds(a: string, b: string): number {
  const [am = 0, as = 0] = a.split("-").map(Number);
  const [bm = 0, bs = 0] = b.split("-").map(Number);
  return am - bm || as - bs;
}

/** Single-process bus: the embedded default. */
export class MemoryBus implements LiveBus {
  readonly kind = "memory" as const;
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly recent: LiveEvent[] = [];
  private lastMs = 0;
  private seq = 0;

  private nextId(): string {
    const now = Date.now();
    if (now > this.lastMs) {
      this.lastMs = now;
      this.seq = 0;
    } else this.seq++;
    return `${this.lastMs}-${this.seq}`;
  }

  async publish(events: readonly NewLiveEvent[]): Promise<void> {
    for (const e of events) {
      const full: LiveEvent = { ...e, id: this.nextId(), origin: this.instanceId };
      this.recent.push(full);
      if (this.recent.length > RETAINED) this.recent.shift();
      this.emitter.emit("event", full);
    }
  }

  subscribe(fn: (e: LiveEvent) => void): () => void {
    this.emitter.on("event", fn);
    return () => this.emitter.off("event", fn);
  }

  async since(lastId: string): Promise<LiveEvent[]> {
    return this.recent.filter((e) => compareIds(e.id, lastId) > 0);
  }

  async signalPrices(dates: readonly string[]): Promise<void> {
    this.emitter.emit("prices", [...dates]);
  }

  onPrices(fn: (dates: string[]) => void): () => void {
    this.emitter.on("prices", fn);
    return () => this.emitter.off("prices", fn);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Fan-out through a Redis stream shared by every instance; ids come from Redis, so resume works anywhere. */
export class RedisBus implements LiveBus {
  readonly kind = "redis" as const;
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private closed = false;
  private readonly loop: Promise<void>;

  private constructor(
    private readonly writer: RedisClient,
    private readonly reader: RedisClient,
    /** Subscribed to the price signals' channel (a subscribed connection can do nothing else). */
    private readonly signals: RedisClient,
    private readonly stream: string,
    private readonly channel: string,
    startId: string,
  ) {
    this.loop = this.readLoop(startId);
    signals.on("message", (ch: string, message: string) => {
      if (ch !== channel) return;
      try {
        const dates = JSON.parse(message) as unknown;
        if (Array.isArray(dates))
          this.emitter.emit(
            "prices",
            dates.filter((d) => typeof d === "string"),
          );
      } catch {
        // Not ours: ignored.
      }
    });
  }

  static async connect(url: string, keyPrefix = "placar:"): Promise<RedisBus> {
    const stream = `${keyPrefix}live`;
    const { Redis } = await import("ioredis");
    const channel = `${keyPrefix}prices`;
    const writer = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const reader = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    const signals = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    await Promise.all([writer.connect(), reader.connect(), signals.connect()]);
    await signals.subscribe(channel);
    // Start after the newest entry: a new instance only delivers what happens from now on.
    const last = (await writer.xrevrange(stream, "+", "-", "COUNT", 1))[0]?.[0] ?? "0-0";
    return new RedisBus(writer, reader, signals, stream, channel, last);
  }

  private async readLoop(startId: string): Promise<void> {
    let last = startId;
    while (!this.closed) {
      try {
        const res = await this.reader.xread("COUNT", 500, "BLOCK", 1000, "STREAMS", this.stream, last);
        for (const [, entries] of res ?? []) {
          for (const [id, fields] of entries) {
            last = id;
            const e = decode(id, fields);
            if (e) this.emitter.emit("event", e);
          }
        }
      } catch (err) {
        if (this.closed) return;
        console.warn(`[placar] leitura do Redis falhou: ${(err as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }

  async publish(events: readonly NewLiveEvent[]): Promise<void> {
    if (events.length === 0) return;
    const pipe = this.writer.pipeline();
    for (const e of events) {
      pipe.xadd(
        this.stream,
        "MAXLEN",
        "~",
        String(RETAINED),
        "*",
        "e",
        JSON.stringify({ ...e, origin: this.instanceId }),
      );
    }
    await pipe.exec();
  }

  subscribe(fn: (e: LiveEvent) => void): () => void {
    this.emitter.on("event", fn);
    return () => this.emitter.off("event", fn);
  }

  async since(lastId: string): Promise<LiveEvent[]> {
    if (!/^\d+-\d+$/.test(lastId)) return [];
    const entries = await this.writer.xrange(this.stream, `(${lastId}`, "+", "COUNT", RETAINED);
    return entries.map(([id, fields]) => decode(id, fields)).filter((e): e is LiveEvent => e !== null);
  }

  async signalPrices(dates: readonly string[]): Promise<void> {
    await this.writer.publish(this.channel, JSON.stringify(dates));
  }

  onPrices(fn: (dates: string[]) => void): () => void {
    this.emitter.on("prices", fn);
    return () => this.emitter.off("prices", fn);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
    this.reader.disconnect();
    this.signals.disconnect();
    await this.loop.catch(() => undefined);
    await this.writer.quit().catch(() => undefined);
  }
}

function decode(id: string, fields: string[]): LiveEvent | null {
  const i = fields.indexOf("e");
  if (i < 0) return null;
  try {
    return { ...(JSON.parse(fields[i + 1]!) as Omit<LiveEvent, "id">), id };
  } catch {
    return null;
  }
}

export async function createLiveBus(redisUrl: string | null, keyPrefix?: string): Promise<LiveBus> {
  return redisUrl ? RedisBus.connect(redisUrl, keyPrefix) : new MemoryBus();
}
