import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

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

  body(encoding: "br" | "gzip" | "identity"): Buffer {
    if (encoding === "br") {
      return (this.br ??= brotliCompressSync(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (encoding === "gzip") return (this.gzip ??= gzipSync(this.identity, { level: 6 }));
    return this.identity;
  }
}

/** Picks br, then gzip, from Accept-Encoding (q=0 excluded); identity otherwise. */
export function pickEncoding(header: string | undefined): "br" | "gzip" | "identity" {
  if (!header) return "identity";
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

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/** Sends a snapshot: 304 when the client's copy is current, else the pre-encoded bytes. */
export function sendSnapshot(req: FastifyRequest, reply: FastifyReply, snap: Snapshot, maxAgeSeconds: number) {
  reply
    .header("etag", snap.etag)
    .header("cache-control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 2}`)
    .header("vary", "accept-encoding");
  if (matchesEtag(req.headers["if-none-match"], snap.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.type("application/json; charset=utf-8").send(snap.body(encoding));
}
