import type { ServerResponse } from "node:http";
import { compareIds, type LiveBus, type LiveEvent } from "./bus.ts";

export interface SseHubOptions {
  /** A comment line sent to every open stream this often (keeps proxies from closing idle streams). */
  heartbeatMs: number;
  /**
   * A client whose unsent bytes pass this is too slow to keep up: its stream is closed, and its browser reconnects
   * with Last-Event-ID and gets what it missed from the bus's retained tail.
   */
  maxBufferedBytes: number;
}

interface Client {
  res: ServerResponse;
  /** Id of the last event written to this client (events at or before it are never written again). */
  lastId: string | null;
  /** While its Last-Event-ID replay is read, live events wait here. */
  backlog: LiveEvent[] | null;
  /** Odds and market events without their prices (`?prices=none`): for a page that only refetches what changed. */
  brief: boolean;
}

/** The events whose `data` is prices (the teams and every moved price), left out of a brief stream. */
const PRICED: ReadonlySet<LiveEvent["type"]> = new Set(["odds", "market"]);

/**
 * The SSE frame of one event (the origin instance is internal). `brief` leaves out an odds or market event's `data`
 * (the teams and every moved price): price events are most of a busy day's bytes, and a page that refetches its day
 * on any change needs only which day and fixture moved.
 */
export function sseFrame(e: LiveEvent, brief = false): string {
  const { origin: _origin, ...full } = e;
  const { data: _data, ...head } = full;
  const payload = brief && PRICED.has(e.type) ? head : full;
  return `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * The frames of several events, in one string. In a brief stream, a market event of a fixture that an earlier event
 * of the same batch already named is left out: without its prices it would say nothing new, and a house repricing a
 * game moves its 1X2 and most of its five other markets at once (a demo poll: 16 odds events and 87 market events).
 * When the batch ends on such an event, a frame of its id alone (no data, so no event in the browser) still moves
 * the client's Last-Event-ID past it.
 */
function sseFrames(events: readonly LiveEvent[], brief: boolean): string {
  if (!brief) return events.map((e) => sseFrame(e)).join("");
  const named = new Set<string>();
  let out = "";
  let skipped: string | null = null;
  for (const e of events) {
    const fixture = `${e.date}/${e.fixtureId}`;
    if (e.type === "market" && named.has(fixture)) {
      skipped = e.id;
      continue;
    }
    named.add(fixture);
    skipped = null;
    out += sseFrame(e, true);
  }
  return skipped === null ? out : `${out}id: ${skipped}\n\n`;
}

const PING = Buffer.from(": ping\n\n");

/**
 * Every open live stream of this instance, fed from the bus. The events an ingest publishes together are framed
 * once and written as one buffer to each client (not serialized per client, nor written event by event); one timer
 * sends the heartbeats; a client that cannot keep up is dropped and resumes by id.
 */
export class SseHub {
  private readonly clients = new Set<Client>();
  private pending: LiveEvent[] = [];
  private scheduled = false;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  readonly stats = { dropped: 0, batches: 0, lastFanOutMs: 0, maxFanOutMs: 0 };

  constructor(
    private readonly bus: LiveBus,
    private readonly opts: SseHubOptions,
  ) {
    this.unsubscribe = bus.subscribe((e) => this.enqueue(e));
    this.heartbeat = setInterval(() => this.broadcast(PING, null), opts.heartbeatMs).unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /**
   * Adds an open stream (headers already written). With `lastEventId`, first sends what the bus retained after it,
   * then the live events that arrived meanwhile, each once and in order. With `brief`, odds and market events come
   * without their prices (see `sseFrame`), and a fixture's market events after another of its events are left out
   * (see `sseFrames`).
   */
  async add(res: ServerResponse, lastEventId: string | undefined, brief = false): Promise<() => void> {
    const client: Client = { res, lastId: null, backlog: lastEventId ? [] : null, brief };
    this.clients.add(client);
    const remove = () => {
      this.clients.delete(client);
    };
    res.on("close", remove);
    if (lastEventId) {
      client.lastId = /^\d+-\d+$/.test(lastEventId) ? lastEventId : null;
      // The bus unreachable for the replay: live events still flow (the missed ones are lost for this client).
      const replay = await this.bus.since(lastEventId).catch((): LiveEvent[] => []);
      const backlog = client.backlog ?? [];
      client.backlog = null;
      this.writeEvents(client, [...replay, ...backlog]);
    }
    return remove;
  }

  /** Ends every stream (server shutdown). */
  closeAll(): void {
    for (const c of this.clients) c.res.end();
    this.clients.clear();
  }

  stop(): void {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    this.closeAll();
  }

  private enqueue(e: LiveEvent): void {
    this.pending.push(e);
    if (this.scheduled) return;
    this.scheduled = true;
    // Everything published together (a bus emits one publish's events in one synchronous loop) goes out as one
    // batch, right after that loop: a microtask, not a later turn of the event loop, which other work (an ingest's
    // next steps, a day re-read from the database) could hold up.
    queueMicrotask(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    const events = this.pending;
    this.pending = [];
    if (events.length === 0) return;
    this.stats.batches++;
    const started = performance.now();
    // One buffer per form of the stream, framed once when a client of that form is there.
    let full: Buffer | undefined;
    let brief: Buffer | undefined;
    const chunkFor = (c: Client) =>
      c.brief ? (brief ??= Buffer.from(sseFrames(events, true))) : (full ??= Buffer.from(sseFrames(events, false)));
    const first = events[0]!.id;
    const last = events[events.length - 1]!.id;
    for (const c of this.clients) {
      if (c.backlog) {
        c.backlog.push(...events);
        continue;
      }
      // The common case: the whole batch is new to this client, and one shared buffer is written.
      if (c.lastId === null || compareIds(first, c.lastId) > 0) {
        if (this.write(c, chunkFor(c))) c.lastId = last;
      } else {
        this.writeEvents(c, events);
      }
    }
    // How long handing one batch to every stream took on this instance (the rest of a client's delay is the network
    // and the client).
    this.stats.lastFanOutMs = Math.round(performance.now() - started);
    this.stats.maxFanOutMs = Math.max(this.stats.maxFanOutMs, this.stats.lastFanOutMs);
  }

  private writeEvents(c: Client, events: readonly LiveEvent[]): void {
    const fresh = events
      .filter((e) => c.lastId === null || compareIds(e.id, c.lastId) > 0)
      .sort((a, b) => compareIds(a.id, b.id));
    const unique = fresh.filter((e, i) => i === 0 || e.id !== fresh[i - 1]!.id);
    if (unique.length === 0) return;
    if (this.write(c, sseFrames(unique, c.brief))) c.lastId = unique[unique.length - 1]!.id;
  }

  private broadcast(chunk: Buffer, except: Client | null): void {
    for (const c of this.clients) if (c !== except && !c.backlog) this.write(c, chunk);
  }

  /** Writes unless the client is too far behind, in which case its stream is closed (it resumes by id). */
  private write(c: Client, chunk: Buffer | string): boolean {
    if (c.res.destroyed) {
      this.clients.delete(c);
      return false;
    }
    if (c.res.writableLength > this.opts.maxBufferedBytes) {
      this.stats.dropped++;
      this.clients.delete(c);
      c.res.destroy();
      return false;
    }
    c.res.write(chunk);
    return true;
  }
}
