/**
 * A match banner as PNG, for social previews: Facebook, X, WhatsApp and LinkedIn do not show an SVG og:image.
 * Rendered by resvg off the event loop (its own thread pool) from the banner drawn with outlines, so no fonts
 * need be installed on the server.
 */

import resvg from "@resvg/resvg-js";
import { matchBannerSvg, type BannerMatch } from "./article-banner.ts";

export async function matchBannerPng(m: BannerMatch): Promise<Buffer> {
  const svg = matchBannerSvg(m, { outlines: true });
  const image = await resvg.renderAsync(svg, {
    font: { loadSystemFonts: false },
    fitTo: { mode: "original" },
    logLevel: "off",
  });
  return image.asPng();
}
