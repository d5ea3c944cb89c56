import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";

/** A provider image as we serve it. */
export interface CachedImage {
  body: Buffer;
  contentType: string;
  /** Strong ETag of the bytes. */
  etag: string;
  /** Where it was fetched from: a changed logo URL is fetched again. */
  source: string;
  /** When it was fetched (ms since the epoch). */
  fetchedAt: number;
}

interface Meta {
  contentType: string;
  etag: string;
  source: string;
  fetchedAt: number;
}

export interface ImageCacheOptions {
  /** Folder of the cached files (DATA_DIR/images). */
  dir: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per fetch, headers and body (default 5 s). */
  timeoutMs?: number;
  /** Larger answers are refused (default 1 MiB; the provider's logos are a few KiB). */
  maxBytes?: number;
  /** After a failed fetch, the fallback is served this long before the image is tried again (default 10 min). */
  retryAfterMs?: number;
  /** A cached image older than this is fetched again in the background, the old one served meanwhile (default 30 days). */
  refreshAfterMs?: number;
  /** Images kept in memory besides the files (default 500). */
  memoryLimit?: number;
}

export type ImageKind = "teams" | "leagues";

/**
 * The provider's team and league images, fetched once from the provider's URL and kept under DATA_DIR, so that
 * browsers load them from our host with long cache headers. Concurrent requests for an image that is not cached
 * share one fetch; a failed fetch is not retried for a while (the caller serves its generic fallback).
 */
export class ProviderImageCache {
  readonly #dir: string;
  readonly #log: FastifyBaseLogger;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #maxBytes: number;
  readonly #retryAfterMs: number;
  readonly #refreshAfterMs: number;
  readonly #memoryLimit: number;
  readonly #memory = new Map<string, CachedImage>();
  readonly #inflight = new Map<string, Promise<CachedImage | null>>();
  readonly #failedAt = new Map<string, number>();

  constructor(options: ImageCacheOptions) {
    this.#dir = options.dir;
    this.#log = options.log;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#now = options.now ?? Date.now;
    this.#timeoutMs = options.timeoutMs ?? 5_000;
    this.#maxBytes = options.maxBytes ?? 1024 * 1024;
    this.#retryAfterMs = options.retryAfterMs ?? 10 * 60_000;
    this.#refreshAfterMs = options.refreshAfterMs ?? 30 * 86_400_000;
    this.#memoryLimit = options.memoryLimit ?? 500;
  }

  /** The image already in memory, without touching the disk or the provider (the fast path). */
  peek(kind: ImageKind, id: number): CachedImage | null {
    const hit = this.#memory.get(`${kind}/${id}`) ?? null;
    if (hit && this.#now() - hit.fetchedAt > this.#refreshAfterMs) return null;
    return hit;
  }

  /**
   * The cached image of `source`, fetching it when it is not cached yet (once, however many ask at the same
   * time); null when it cannot be had now (the caller serves its fallback).
   */
  async get(kind: ImageKind, id: number, source: string): Promise<CachedImage | null> {
    const key = `${kind}/${id}`;
    let cached = this.#memory.get(key) ?? (await this.#readDisk(key));
    if (cached && cached.source !== source) cached = null;
    if (cached) {
      this.#remember(key, cached);
      if (this.#now() - cached.fetchedAt > this.#refreshAfterMs) void this.#fetchOnce(key, source);
      return cached;
    }
    const failed = this.#failedAt.get(key);
    if (failed !== undefined && this.#now() - failed < this.#retryAfterMs) return null;
    return this.#fetchOnce(key, source);
  }

  #fetchOnce(key: string, source: string): Promise<CachedImage | null> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const job = this.#download(key, source).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, job);
    return job;
  }

  async #download(key: string, source: string): Promise<CachedImage | null> {
    try {
      const url = new URL(source);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`not an http(s) URL: ${source}`);
      const res = await this.#fetch(url, {
        signal: AbortSignal.timeout(this.#timeoutMs),
        headers: { accept: "image/*" },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const contentType = (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!contentType.startsWith("image/")) throw new Error(`not an image (${contentType || "no content-type"})`);
      const declared = Number(res.headers.get("content-length") ?? "0");
      if (declared > this.#maxBytes) throw new Error(`too large (${declared} bytes)`);
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length === 0 || body.length > this.#maxBytes) throw new Error(`bad size (${body.length} bytes)`);
      const image: CachedImage = {
        body,
        contentType,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        source,
        fetchedAt: this.#now(),
      };
      await this.#writeDisk(key, image).catch((err: unknown) =>
        this.#log.warn({ err, image: key }, "images: could not store on disk"),
      );
      this.#remember(key, image);
      this.#failedAt.delete(key);
      this.#log.info({ image: key, bytes: body.length }, "images: fetched from the provider");
      return image;
    } catch (err) {
      this.#failedAt.set(key, this.#now());
      this.#log.warn({ err, image: key, source }, "images: fetch failed; serving the fallback");
      // A stale copy (refresh failed) is still better than the fallback.
      return this.#memory.get(key) ?? null;
    }
  }

  #remember(key: string, image: CachedImage): void {
    this.#memory.delete(key);
    this.#memory.set(key, image);
    if (this.#memory.size > this.#memoryLimit) {
      const oldest = this.#memory.keys().next();
      if (oldest.done !== true) this.#memory.delete(oldest.value);
    }
  }

  #paths(key: string): { data: string; meta: string } {
    const file = path.join(this.#dir, key);
    return { data: `${file}.bin`, meta: `${file}.json` };
  }

  async #readDisk(key: string): Promise<CachedImage | null> {
    const p = this.#paths(key);
    try {
      const meta = JSON.parse(await readFile(p.meta, "utf8")) as Meta;
      const body = await readFile(p.data);
      return { ...meta, body };
    } catch {
      return null;
    }
  }

  /** Data first, then its meta, each written aside and renamed: a reader never sees half a file. */
  async #writeDisk(key: string, image: CachedImage): Promise<void> {
    const p = this.#paths(key);
    await mkdir(path.dirname(p.data), { recursive: true });
    const tmp = `.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(p.data + tmp, image.body);
    await rename(p.data + tmp, p.data);
    const meta: Meta = {
      contentType: image.contentType,
      etag: image.etag,
      source: image.source,
      fetchedAt: image.fetchedAt,
    };
    await writeFile(p.meta + tmp, JSON.stringify(meta));
    await rename(p.meta + tmp, p.meta);
  }
}
