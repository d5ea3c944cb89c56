// The cache-busting probe of `pnpm bench` (issue 39), run as its own process: CONNECTIONS connections, for DURATION
// seconds, each request a page address never sent before, in turn: `?dia=` garbage, a real day far outside the home's
// window, a day inside it with a tab, an unknown parameter, `?jogo=` and `/estatisticasJogo/` of matches that do not
// exist, an article id, an address of no page. Prints autocannon's JSON result with the count of each status.
import autocannon from "autocannon";

const BASE = process.env.BASE ?? "http://127.0.0.1:3900";
const TODAY = process.env.TODAY ?? new Date().toISOString().slice(0, 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const TABS = ["", "ao-vivo", "finalizado", "proximo"];

const dayMs = 86_400_000;
const shift = (days) => new Date(Date.parse(`${TODAY}T12:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

let n = 0;
/** The next never-seen address. */
function nextPath() {
  const i = n++;
  switch (i % 8) {
    case 0:
      return `/?dia=zz${i}`;
    case 1:
      return `/?dia=${shift(400 + i)}`;
    case 2: {
      // Inside the window (a year each way): a crawler walking the days and tabs.
      const k = Math.floor(i / 8);
      const tab = TABS[k % 4];
      return `/?dia=${shift((k % 733) - 366)}${tab ? `&aba=${tab}` : ""}`;
    }
    case 3:
      return `/?p${i}=1`;
    case 4:
      return `/analise?jogo=${900_000_000 + i}`;
    case 5:
      return `/estatisticasJogo/${900_000_000 + i}`;
    case 6:
      return `/estatisticas/${1_000_000 + i}`;
    default:
      return `/nada-${i}`;
  }
}

const statuses = {};
const instance = autocannon(
  {
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 10,
    headers: { "accept-encoding": "gzip" },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  },
  (err, result) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    console.log(JSON.stringify({ ...result, statuses, sent: n }));
  },
);
instance.on("response", (_client, status) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
});
