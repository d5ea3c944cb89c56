/**
 * The site's clock follows the server's (which PLACAR_NOW may pin), so "Hoje" and every label agree with the
 * data. The offset is learnt from the server's `now` carried in the first page's loader data.
 */
let offsetMs = 0;

export function syncClock(serverNowIso: string, localNow = Date.now()): void {
  const server = Date.parse(serverNowIso);
  if (!Number.isNaN(server)) offsetMs = server - localNow;
}

export function siteNow(): Date {
  return new Date(Date.now() + offsetMs);
}
