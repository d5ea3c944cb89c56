import sharp, { type Metadata } from "sharp";
import { HttpError } from "../http-error.ts";

/** The formats uploads.ts detects (its ImageKind; written out here, as uploads.ts calls this module). */
type ImageKind = "jpg" | "png" | "webp" | "avif" | "gif";

/**
 * Uploaded images are decoded and written again by libvips (sharp) before they are stored: what is kept and served
 * is the new file, never the bytes as sent (a PNG with a script after its end, EXIF with the camera's location).
 * The pixel count is checked from the header before anything is decoded, so a small file that would decode to
 * hundreds of megabytes (a decompression bomb) is refused at once.
 */

/** The most pixels an upload may have (all frames of an animation together): 8,000 × 5,000. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TOO_MANY_PIXELS =
  "A imagem tem pixels demais: envie uma de até 40 megapixels (por exemplo 8000 × 5000).";
export const IMAGE_UNREADABLE = "Não foi possível ler a imagem. Envie um arquivo JPG, PNG, WebP, AVIF ou GIF válido.";

/**
 * The image decoded and encoded again in the same format, metadata dropped (the EXIF orientation applied first);
 * a 400 on `field` when it cannot be read or has too many pixels.
 */
export async function reencodeImage(buf: Buffer, kind: ImageKind, field: string): Promise<Buffer> {
  const refuse = (message: string) => new HttpError(400, "validation_error", message, { [field]: [message] });
  const animated = kind === "gif" || kind === "webp";
  let meta: Metadata;
  try {
    meta = await sharp(buf, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(IMAGE_UNREADABLE);
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  if (!meta.width || !meta.height) throw refuse(IMAGE_UNREADABLE);
  if (pixels > MAX_IMAGE_PIXELS) throw refuse(IMAGE_TOO_MANY_PIXELS);
  try {
    let image = sharp(buf, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
    // Turned as the camera said, since the EXIF that said it is not kept (an animation has no orientation).
    if (!animated) image = image.rotate();
    switch (kind) {
      case "jpg":
        image = image.jpeg({ quality: 85, mozjpeg: true });
        break;
      case "png":
        image = image.png({ compressionLevel: 9 });
        break;
      case "webp":
        image = image.webp({ quality: 85 });
        break;
      case "avif":
        image = image.avif({ quality: 60 });
        break;
      case "gif":
        image = image.gif();
        break;
    }
    return await image.toBuffer();
  } catch {
    throw refuse(IMAGE_UNREADABLE);
  }
}
