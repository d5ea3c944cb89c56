// The live streams of scripts/bench-prices.mjs, in a process of their own: opens CLIENTS streams to BASE (as the site's
// pages open them, odds events without prices), keeps each `odds` event of FIXTURE with its arrival time, and once
// told the pushes' send times on stdin, prints for each push the delay to the last client that got its event.
import { request } from "node:http";

const BASE = process.env.BASE ?? "http://127.0.0.1:3910";
const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const FIXTURE = Number(process.env.FIXTURE);
const FRAME = /(?:^|\n)id: ([^\n]+)\nevent: odds\ndata: ([^\n]+)/g;
const clients = [];

function open() {
  return new Promise((resolve) => {
    const c = { chunks: [] };
    const req = request(`${BASE}/api/live/stream?prices=none`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(null);
      }
      res.setEncoding("utf8");
      // Only stamped while measuring: parsing 1,000 sockets as data arrives would time this process, not the server.
      res.on("data", (chunk) => c.chunks.push(Date.now(), chunk));
      resolve(c);
    });
    req.on("error", () => resolve(null));
    req.end();
  });
}

for (let i = 0; i < CLIENTS; i += 200) {
  const batch = await Promise.all(Array.from({ length: Math.min(200, CLIENTS - i) }, open));
  for (const c of batch) if (c) clients.push(c);
}
process.stdout.write(JSON.stringify({ phase: "connected", opened: clients.length }) + "\n");

/** Event id → arrival time, for the odds events of FIXTURE one client got. */
function arrivals(c) {
  const out = new Map();
  let text = "";
  for (let i = 0; i < c.chunks.length; i += 2) {
    text += c.chunks[i + 1];
    const cut = text.lastIndexOf("\n\n");
    if (cut < 0) continue;
    const done = text.slice(0, cut + 2);
    text = text.slice(cut + 2);
    FRAME.lastIndex = 0;
    let m;
    while ((m = FRAME.exec(done)) !== null) {
      if (JSON.parse(m[2]).fixtureId === FIXTURE && !out.has(m[1])) out.set(m[1], c.chunks[i]);
    }
  }
  return out;
}

let input = "";
process.stdin.on("data", (d) => (input += d));
process.stdin.on("end", () => {
  // The bench stopped before its pushes were done: nothing to report.
  if (input.trim() === "") process.exit(0);
  const { sentAt } = JSON.parse(input);
  const got = clients.map(arrivals);
  // Each push moved the game once: its event is the first one published after it was sent (ids start with the
  // publishing instant's milliseconds).
  const ids = [...new Set(got.flatMap((m) => [...m.keys()]))].sort(
    (a, b) => Number(a.split("-")[0]) - Number(b.split("-")[0]) || Number(a.split("-")[1]) - Number(b.split("-")[1]),
  );
  const toLastMs = [];
  let missing = 0;
  for (const t0 of sentAt) {
    const id = ids.find((x) => Number(x.split("-")[0]) >= t0);
    if (id === undefined) {
      missing += got.length;
      continue;
    }
    let last = 0;
    for (const m of got) {
      const at = m.get(id);
      if (at === undefined) missing += 1;
      else last = Math.max(last, at - t0);
    }
    toLastMs.push(last);
  }
  process.stdout.write(JSON.stringify({ phase: "done", toLastMs, missing }) + "\n");
  process.exit(0);
});
