/**
 * The guard in front of every request to a house's feed URL (docs/odds-feed.md#poll-contract): admins type that URL
 * on "Casas", and the server fetches it, so a URL (or a stolen admin account) must not make the server read its own
 * network: loopback, private ranges, link-local (169.254.169.254, the cloud metadata), CGNAT, unique-local IPv6, …
 *
 * - Only http: and https:, without user:password@.
 * - The host is resolved (every address), and the URL is refused when ANY address is not public unicast, as
 *   classified by ipaddr.js (`range() === "unicast"`, IPv4-mapped IPv6 read as the IPv4 it carries; NAT64, 6to4 and
 *   Teredo, which can carry any IPv4, are refused too).
 * - The connection then goes to the addresses that were checked (`pinnedLookup`, passed as the socket's `lookup`):
 *   no second DNS query, so a name cannot resolve to a public address for the check and to 127.0.0.1 for the
 *   connection (DNS rebinding). The request keeps the host name for Host and TLS SNI/certificate.
 *
 * `ODDS_FEED_ALLOW_PRIVATE=true` lets internal addresses through (tests, a feed in the same private network).
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/** Every address of a host name (the system resolver, as a connection would use it). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const systemResolve: ResolveHost = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

export interface FeedGuardOptions {
  /** ODDS_FEED_ALLOW_PRIVATE: internal addresses are read too (default false). */
  allowPrivate?: boolean;
  /** How host names are resolved (default: the system's dns.lookup). Tests give their own names. */
  resolve?: ResolveHost;
  /**
   * An internal address let through for one host name (tests only: a made-up public name that resolves to the
   * local replay server). Ignored when allowPrivate is true (everything is let through then).
   */
  allow?: (address: string, host: string) => boolean;
}

/** Why a URL is refused; `address` is the internal address found, `host` the URL's host name. */
export type FeedUrlVerdict =
  | { ok: true; url: URL; host: string; addresses: string[] }
  | { ok: false; reason: "invalid" | "scheme" | "credentials"; host: string | null }
  | { ok: false; reason: "internal"; host: string; address: string }
  | { ok: false; reason: "not-found" | "dns"; host: string; detail: string };

/** True for a public unicast address (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** The URL's host as a resolver or `isIP` takes it: IPv6 literals lose their brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

export class FeedGuard {
  readonly allowPrivate: boolean;
  readonly #resolve: ResolveHost;
  readonly #allow: (address: string, host: string) => boolean;

  constructor(options: FeedGuardOptions = {}) {
    this.allowPrivate = options.allowPrivate ?? false;
    this.#resolve = options.resolve ?? systemResolve;
    this.#allow = this.allowPrivate ? () => true : (options.allow ?? (() => false));
  }

  #allowed(address: string, host: string): boolean {
    return isPublicAddress(address) || this.#allow(address, host);
  }

  /** Checks a URL now: scheme, credentials, then every address of its host. Never throws. */
  async check(raw: string): Promise<FeedUrlVerdict> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, reason: "invalid", host: null };
    }
    const host = bareHost(url);
    if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "scheme", host };
    if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials", host };
    if (host === "") return { ok: false, reason: "invalid", host: null };
    let addresses: string[];
    if (isIP(host) !== 0) {
      addresses = [host];
    } else {
      try {
        addresses = await this.#resolve(host);
      } catch (err) {
        const code = (err as { code?: string }).code;
        const detail = err instanceof Error ? err.message : String(err);
        return { ok: false, reason: code === "ENOTFOUND" || code === "ENODATA" ? "not-found" : "dns", host, detail };
      }
      if (addresses.length === 0) return { ok: false, reason: "not-found", host, detail: "no address" };
    }
    const internal = addresses.find((a) => !this.#allowed(a, host));
    if (internal !== undefined) return { ok: false, reason: "internal", host, address: internal };
    return { ok: true, url, host, addresses };
  }
}

/**
 * A socket `lookup` that answers only the addresses `check` accepted for `host` (no new DNS query). Node 20's
 * sockets ask with `{ all: true }` (happy eyeballs) or for one address, possibly of one family; both are answered.
 * A request for another name (none is expected) fails.
 */
export function pinnedLookup(host: string, addresses: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const cb = callback as (err: NodeJS.ErrnoException | null, address: unknown, family?: number) => void;
    if (hostname !== host) {
      cb(Object.assign(new Error(`lookup of ${hostname} not checked by the feed guard`), { code: "ENOTFOUND" }), "");
      return;
    }
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const list = addresses
      .map((address) => ({ address, family: isIP(address) }))
      .filter((a) => family === 0 || a.family === family);
    if (list.length === 0) {
      cb(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: "ENOTFOUND" }), "");
      return;
    }
    if (options.all) cb(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  };
}
