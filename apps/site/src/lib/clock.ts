/**
 * The site's clock follows the server's (which PLACAR_NOW may pin), so "Hoje" and every label agree with the
 * data. The offset is learnt from the server's clock as it sent this document: its `Server-Timing: now;desc="…"`
 * header (the HTML may come from the server's page cache, rendered seconds earlier), or else the `now` the page
 * was rendered with.
 */
let offsetMs = 0;

/**
 * The server's clock when it answered this document's request (its Server-Timing `now`) and the local instant the
 * answer began to arrive, if the browser exposes them.
 */
export function documentServerNow(): { server: number; local: number } | null {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") return null;
  // Some browsers (and test DOMs) give a bare PerformanceEntry: every navigation field may be missing.
  const nav = performance.getEntriesByType("navigation")[0] as Partial<PerformanceNavigationTiming> | undefined;
  const entry = nav?.serverTiming?.find((t) => t.name === "now");
  const server = entry ? Date.parse(entry.description) : Number.NaN;
  if (Number.isNaN(server)) return null;
  const local = nav?.responseStart ? performance.timeOrigin + nav.responseStart : Date.now();
  return { server, local };
}

/** Learns the offset from the document's Server-Timing, else from `serverNowIso` (the page's render instant). */
export function syncClock(serverNowIso: string, localNow = Date.now()): void {
  const doc = documentServerNow();
  if (doc) {
    offsetMs = doc.server - doc.local;
    return;
  }
  const server = Date.parse(serverNowIso);
  if (!Number.isNaN(server)) offsetMs = server - localNow;
}

export function siteNow(): Date {
  return new Date(Date.now() + offsetMs);
}
