/**
 * Renders the social image, public/og-image.png (1200×630, the og:image of every page without its own), from its
 * source, og-image.svg beside this folder: `pnpm og-image` at the repository root after editing the SVG.
 *
 * The SVG's text is set in Barlow, the site's display face, from the self-hosted @fontsource files the design
 * system serves (packages/ui/src/styles/fonts.css); no system font is used, so the PNG is the same on every
 * machine. resvg reads TrueType/OpenType only, so the .woff files (WOFF 1: zlib-compressed sfnt tables) are
 * unpacked to .ttf in a temporary folder first.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = path.join(site, "og-image.svg");
const TARGET = path.join(site, "public/og-image.png");
/** The faces the SVG uses (font-weight values). */
const WEIGHTS = [600, 700];

/** A WOFF 1 file as the sfnt (TrueType/OpenType) it wraps. */
function woffToSfnt(woff) {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    });
  }
  const pad = (n) => (n + 3) & ~3;
  const header = 12 + 16 * numTables;
  const out = Buffer.alloc(header + tables.reduce((sum, t) => sum + pad(t.data.length), 0));
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = header;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

// The design system's own copy of the fonts (the files fonts.css points at).
const ui = createRequire(path.resolve(site, "../../packages/ui/package.json"));
const dir = mkdtempSync(path.join(tmpdir(), "og-image-"));
try {
  const fontFiles = WEIGHTS.map((weight) => {
    const woff = readFileSync(ui.resolve(`@fontsource/barlow/files/barlow-latin-${weight}-normal.woff`));
    const file = path.join(dir, `barlow-${weight}.ttf`);
    writeFileSync(file, woffToSfnt(woff));
    return file;
  });
  const png = new Resvg(readFileSync(SOURCE, "utf8"), {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "Barlow" },
    fitTo: { mode: "original" },
    logLevel: "warn",
  })
    .render()
    .asPng();
  writeFileSync(TARGET, png);
  console.log(`${path.relative(process.cwd(), TARGET)}: ${png.length} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
