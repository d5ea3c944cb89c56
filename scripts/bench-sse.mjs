// The live-stream part of `pnpm bench`, run as its own process (its sockets and parsing stay off the bench's loop):
// opens CLIENTS concurrent Server-Sent Events streams to BASE/api/live/stream (as the site opens it), waits for
// BATCHES ingests that publish events, and prints one JSON line: delivery delays (receive time − the event id's
// publish instant; the bus's ids start with the publishing instant's milliseconds on this machine's clock), the delay
// to the last client per event, and how many clients missed an event that every connected client should have had.
import { request } from "node:http";

const BASE = process.env.BASE ?? "http://127.0.0.1:3900";
// The stream as the site's pages open it (apps/site/src/lib/live.ts): odds events without their prices.
const STREAM_PATH = process.env.STREAM_PATH ?? "/api/live/stream?prices=none";
const CLIENTS = Number(process.env.CLIENTS ?? 5000);
const BATCHES = Number(process.env.BATCHES ?? 3);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 240_000);
const OPEN_PARALLEL = 200;

const clients = [];
const FRAME = /(?:^|\n)id: ([^\n]+)\nevent: (\w+)/g;
let opened = 0;
let failedOpens = 0;

function open(i) {
  return new Promise((resolve) => {
    const c = { i, ids: new Map(), chunks: [], parsedTo: 0, buf: "", closed: false, errors: 0 };
    const req = request(`${BASE}${STREAM_PATH}`, { agent: false, headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        failedOpens++;
        res.resume();
        return resolve(null);
      }
      res.setEncoding("utf8");
      // During the measurement a chunk is only stamped and kept: one process reads 5,000 sockets on a machine it
      // shares with the server, so parsing as data arrives would measure this client, not the server's delivery.
      // The frames are read once the ingests have been counted (`parse`).
      res.on("data", (chunk) => {
        c.chunks.push(Date.now(), chunk);
      });
      res.on("close", () => (c.closed = true));
      opened++;
      resolve(c);
    });
    req.on("error", () => {
      failedOpens++;
      resolve(null);
    });
    req.end();
  });
}

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;

const t0 = Date.now();
for (let i = 0; i < CLIENTS; i += OPEN_PARALLEL) {
  const batch = await Promise.all(Array.from({ length: Math.min(OPEN_PARALLEL, CLIENTS - i) }, (_, k) => open(i + k)));
  for (const c of batch) if (c) clients.push(c);
}
const connectedAt = Date.now();
process.stderr.write(`sse: ${opened} streams open in ${connectedAt - t0} ms (${failedOpens} failed)\n`);
// Tell the parent (it reads the server's memory now), then wait for the ingests.
process.stdout.write(JSON.stringify({ phase: "connected", opened, failedOpens }) + "\n");

/** Reads the frames that arrived since the last call: each event id with the arrival time of its last byte's chunk. */
function parse(c) {
  for (; c.parsedTo < c.chunks.length; c.parsedTo += 2) {
    const at = c.chunks[c.parsedTo];
    const text = c.buf + c.chunks[c.parsedTo + 1];
    const cut = text.lastIndexOf("\n\n");
    if (cut < 0) {
      c.buf = text;
      continue;
    }
    c.buf = text.slice(cut + 2);
    const done = text.slice(0, cut + 2);
    FRAME.lastIndex = 0;
    let m;
    while ((m = FRAME.exec(done)) !== null) if (!c.ids.has(m[1])) c.ids.set(m[1], { at, type: m[2] });
  }
}

/** The type of an event, as the first client that got it saw it. */
function typeOf(id) {
  for (const c of clients) {
    const got = c.ids.get(id);
    if (got) return got.type;
  }
  return "?";
}

/** Event ids published after every stream was open, grouped by the millisecond they were published in. */
function batchesSeen(among = clients) {
  for (const c of among) parse(c);
  const byMs = new Map();
  for (const c of among) {
    for (const [id] of c.ids) {
      const ms = Number(id.split("-")[0]);
      if (ms <= connectedAt) continue;
      if (!byMs.has(ms)) byMs.set(ms, new Set());
      byMs.get(ms).add(id);
    }
  }
  return byMs;
}

const deadline = Date.now() + TIMEOUT_MS;
let batches;
for (;;) {
  await new Promise((r) => setTimeout(r, 1000));
  // One client is enough to see which ingests happened (the others are read once, at the end).
  batches = batchesSeen(clients.slice(0, 1));
  // A batch is done when some time has passed since it was published (late deliveries count as late, not missed).
  const settled = [...batches.keys()].filter((ms) => Date.now() - ms > 5000).sort((a, b) => a - b);
  // At least BATCHES ingests, and on to the first one that carries a goal (a `score` event).
  const goal = settled.findIndex((ms) => [...batches.get(ms)].some((id) => typeOf(id) === "score"));
  if ((settled.length >= BATCHES && goal >= 0) || Date.now() > deadline) break;
}
batches = batchesSeen();
const settled = [...batches.keys()].filter((ms) => Date.now() - ms > 5000).sort((a, b) => a - b);
const firstGoal = settled.findIndex((ms) => [...batches.get(ms)].some((id) => typeOf(id) === "score"));
const counted = settled.slice(0, Math.max(BATCHES, firstGoal + 1));
const wanted = new Set(counted.flatMap((ms) => [...batches.get(ms)]));

const delays = [];
const goalDelays = [];
const toLast = [];
const perType = {};
let missing = 0;
let clientsMissing = 0;
for (const id of wanted) {
  const ms = Number(id.split("-")[0]);
  let last = 0;
  for (const c of clients) {
    const got = c.ids.get(id);
    if (!got) continue;
    const d = got.at - ms;
    delays.push(d);
    if (got.type === "score") goalDelays.push(d);
    last = Math.max(last, d);
    perType[got.type] = (perType[got.type] ?? 0) + 1;
  }
  toLast.push(last);
}
for (const c of clients) {
  let miss = 0;
  for (const id of wanted) if (!c.ids.has(id)) miss++;
  missing += miss;
  if (miss > 0) clientsMissing++;
}
delays.sort((a, b) => a - b);
goalDelays.sort((a, b) => a - b);
toLast.sort((a, b) => a - b);
process.stdout.write(
  JSON.stringify({
    phase: "done",
    path: STREAM_PATH,
    clients: clients.length,
    failedOpens,
    closedEarly: clients.filter((c) => c.closed).length,
    batches: counted.length,
    events: wanted.size,
    deliveries: delays.length,
    perType,
    delayMs: { p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), max: delays.at(-1) ?? null },
    goalDelayMs: { p50: quantile(goalDelays, 0.5), p95: quantile(goalDelays, 0.95), max: goalDelays.at(-1) ?? null },
    toLastClientMs: { p50: quantile(toLast, 0.5), p95: quantile(toLast, 0.95), max: toLast.at(-1) ?? null },
    missing,
    clientsMissing,
  }) + "\n",
);
process.exit(0);
