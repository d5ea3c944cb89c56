import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

/**
 * A JSON answer serialized once and compressed at most once per encoding, served with an ETag. Hot public
 * reads build one per change of their data, so a request costs a header check and a buffer write.
 */
export class Snapshot {
  readonly etag: string;
  private readonly identity: Buffer;
  private gzip?: Buffer;
  private br?: Buffer;

  constructor(value: unknown) {
    this.identity = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash("sha1").update(this.identity).digest("base64url").slice(0, 22)}"`;
  }

  /** Compresses both encodings on zlib's thread pool, so that building a view never blocks requests in flight. */
  async prepare(): Promise<void> {
    const [br, gz] = await Promise.all([
      this.br ? Promise.resolve(this.br) : brotliAsync(this.identity, BROTLI),
      this.gzip ? Promise.resolve(this.gzip) : gzipAsync(this.identity, GZIP),
    ]);
    this.br ??= br;
    this.gzip ??= gz;
  }

  body(encoding: Encoding): Buffer {
    if (encoding === "br") return (this.br ??= brotliCompressSync(this.identity, BROTLI));
    if (encoding === "gzip") return (this.gzip ??= gzipSync(this.identity, GZIP));
    return this.identity;
  }
}

/** Picks br, then gzip, from Accept-Encoding (q=0 excluded); identity otherwise. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  // The common browser and client headers, without parsing.
  if (header === "gzip, deflate, br" || header === "gzip, deflate, br, zstd" || header === "br") return "br";
  if (header === "gzip" || header === "gzip, deflate") return "gzip";
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const ok = (n: string) => (accepted.get(n) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/**
 * How current a served list is (see FootballService.freshness); sent as headers so the JSON shape stays unchanged.
 */
export interface Freshness {
  updatedAt: string | null;
  ageSeconds: number | null;
  stale: boolean;
}

/**
 * `X-Data-Stale: true|false` (the last refresh from the provider failed and older data is served),
 * `X-Data-Updated-At` (ISO-8601 instant of the last good refresh) and `X-Data-Age` (its age in seconds).
 */
export function freshnessHeaders(f: Freshness): Record<string, string> {
  const out: Record<string, string> = { "x-data-stale": f.stale ? "true" : "false" };
  if (f.updatedAt !== null) out["x-data-updated-at"] = f.updatedAt;
  if (f.ageSeconds !== null) out["x-data-age"] = String(f.ageSeconds);
  return out;
}

/** Sends a snapshot: 304 when the client's copy is current, else the pre-encoded bytes. */
export function sendSnapshot(
  req: FastifyRequest,
  reply: FastifyReply,
  snap: Snapshot,
  maxAgeSeconds: number,
  freshness?: Freshness,
) {
  reply.headers({
    etag: snap.etag,
    "cache-control": `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 2}`,
    vary: "accept-encoding",
    ...(freshness ? freshnessHeaders(freshness) : {}),
  });
  if (matchesEtag(req.headers["if-none-match"], snap.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(snap.body(encoding));
}
