import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HttpError } from "../src/http-error.ts";
import { IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE, MAX_IMAGE_PIXELS } from "../src/services/image-reencode.ts";
import { detectImageKind, UploadStore } from "../src/services/uploads.ts";
import { tempDataDir } from "./helpers/accounts.ts";

/** A PNG whose header claims `width` × `height` (its pixel data is a few bytes: a decompression bomb's shape). */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe("uploaded images are decoded and encoded again before they are stored", () => {
  const store = new UploadStore(tempDataDir());
  const stored = (publicPath: string) => readFileSync(path.join(store.dir, publicPath.slice("/media/".length)));

  it("drops what follows the image (a script trailer): the stored PNG has the same pixels and nothing else", async () => {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: "#2fd37a" } })
      .png()
      .toBuffer();
    const trailer = Buffer.from("<script>alert(document.cookie)</script>");
    const sent = Buffer.concat([png, trailer]);
    expect(detectImageKind(sent)).toBe("png");
    const file = stored(await store.save(sent, "png"));
    expect(file.includes(trailer)).toBe(false);
    expect(detectImageKind(file)).toBe("png");
    const [a, b] = await Promise.all([sharp(file).raw().toBuffer(), sharp(png).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
  });

  it("strips EXIF (the camera's location) from a JPEG, after turning it as the EXIF said", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: "#ff0000" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Fotógrafo", Copyright: "GPS -23.55,-46.63" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const file = stored(await store.save(jpeg, "jpg"));
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.includes(Buffer.from("GPS -23.55"))).toBe(false);
    // Orientation 6 is a quarter turn: the stored image is upright, 4 × 8.
    expect([meta.width, meta.height]).toEqual([4, 8]);
  });

  it("refuses a decompression bomb from its header, with a clear message on the field, storing nothing", async () => {
    const bomb = pngHeader(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const err = await refusal(store.save(bomb, "png", "logo"));
    expect(err.statusCode).toBe(400);
    expect(err.detail).toBe(IMAGE_TOO_MANY_PIXELS);
    expect(err.fields).toEqual({ logo: [IMAGE_TOO_MANY_PIXELS] });
  });

  it("refuses bytes that only start like an image", async () => {
    const fake = Buffer.concat([pngHeader(2, 2).subarray(0, 33), Buffer.from("não sou uma imagem")]);
    expect(detectImageKind(fake)).toBe("png");
    const err = await refusal(store.save(fake, "png"));
    expect(err.detail).toBe(IMAGE_UNREADABLE);
    expect(err.fields).toEqual({ image: [IMAGE_UNREADABLE] });
  });

  it("keeps an animated GIF animated", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 3, height: 6, channels: 4, background } })
        .gif()
        .toBuffer();
    const animated = await sharp([await frame("#00f"), await frame("#f00")], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(2);
    const file = stored(await store.save(animated, "gif"));
    expect((await sharp(file, { animated: true }).metadata()).pages).toBe(2);
  });
});
