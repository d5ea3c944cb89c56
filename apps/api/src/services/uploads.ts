import { randomBytes } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { ARTICLE_IMAGE_MAX_BYTES } from "@placar/core/articles";
import { reencodeImage } from "./image-reencode.ts";

/** Largest image an admin may upload (413 above it); the admin form checks the same figure first. */
export const MAX_IMAGE_BYTES = ARTICLE_IMAGE_MAX_BYTES;

/** Where uploads are served; the stored image path of an article starts with it. */
export const MEDIA_PREFIX = "/media/";

export type ImageKind = "jpg" | "png" | "webp" | "avif" | "gif";

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/** A stored file's name: 24 random url-safe characters and the extension of its detected type. */
const NAME_RE = /^[A-Za-z0-9_-]{24}\.(jpg|png|webp|avif|gif)$/;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString("latin1");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type from the file's first bytes, whatever its name or declared type says; null for anything else
 * (SVG included: it can carry scripts). Past the signature, the first structure of each format must be there
 * too, so a bare signature glued onto other content is refused. The bytes are never decoded here: they are
 * only ever served back with the detected type and `nosniff`.
 */
export function detectImageKind(buf: Buffer): ImageKind | null {
  // SOI, then the marker of a first segment (APPn, quantization table, frame, comment).
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff && buf[3]! >= 0xc0 && buf[3]! <= 0xfe)
    return "jpg";
  // Signature, then the IHDR chunk (13 bytes of data and its CRC).
  if (
    buf.length >= 33 &&
    buf.subarray(0, 8).equals(PNG_SIGNATURE) &&
    buf.readUInt32BE(8) === 13 &&
    ascii(buf, 12, 16) === "IHDR"
  )
    return "png";
  // Header and logical screen descriptor.
  if (buf.length >= 13 && (ascii(buf, 0, 6) === "GIF87a" || ascii(buf, 0, 6) === "GIF89a")) return "gif";
  if (
    buf.length >= 16 &&
    ascii(buf, 0, 4) === "RIFF" &&
    ascii(buf, 8, 12) === "WEBP" &&
    ["VP8 ", "VP8L", "VP8X"].includes(ascii(buf, 12, 16))
  )
    return "webp";
  // ISO-BMFF: [size]["ftyp"][major brand][minor version][compatible brands…]; AVIF says so in one of the brands.
  if (buf.length >= 16 && ascii(buf, 4, 8) === "ftyp") {
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(buf, i, i + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

/**
 * Article images on disk under UPLOADS_DIR (DATA_DIR/uploads by default), each under a random name, served at
 * /media/<name>. Names are never reused, so a file can be cached forever.
 */
export class UploadStore {
  constructor(readonly dir: string) {}

  /**
   * Stores an image whose type was detected: decoded and encoded again first (services/image-reencode.ts), so what
   * is written is never the bytes as sent; a 400 on `field` when it cannot be read or has too many pixels. Returns
   * its public path.
   */
  async save(buf: Buffer, kind: ImageKind, field = "image"): Promise<string> {
    const clean = await reencodeImage(buf, kind, field);
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(18).toString("base64url")}.${kind}`;
    await writeFile(path.join(this.dir, name), clean, { flag: "wx", mode: 0o644 });
    return `${MEDIA_PREFIX}${name}`;
  }

  /** Deletes the file behind a public path when it is one of ours; anything else (a generated banner) is left alone. */
  async remove(publicPath: string | null | undefined): Promise<void> {
    const name = publicPath?.startsWith(MEDIA_PREFIX) ? publicPath.slice(MEDIA_PREFIX.length) : null;
    if (!name || !NAME_RE.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }

  /**
   * Names of the stored files last written before `before` (ms since the epoch, the file system's clock); only
   * names of ours, so nothing else that lives in the folder is ever a candidate for deletion.
   */
  async filesWrittenBefore(before: number): Promise<string[]> {
    const entries = await readdir(this.dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT") return [];
      throw err;
    });
    const old: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !NAME_RE.test(entry.name)) continue;
      const info = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (info !== null && info.mtimeMs < before) old.push(entry.name);
    }
    return old;
  }

  /** A stored file by name, or null (unknown, malformed or missing names alike). */
  async open(name: string): Promise<{ stream: ReadStream; size: number; mime: string } | null> {
    const m = NAME_RE.exec(name);
    if (!m) return null;
    const file = path.join(this.dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size, mime: IMAGE_MIME[m[1] as ImageKind] };
  }
}
