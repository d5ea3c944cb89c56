// Dev aid: `node scripts/screenshot.mjs URL out.png [width] [height]` — a shot in Debian's Chromium (FULL=1 full page, SCROLL=y).
import { chromium } from "playwright-core";

const [url = "http://localhost:3000/", out = "/tmp/shot.png", width = "1280", height = "900"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, locale: "pt-BR" });
page.on("console", (m) => m.type() === "error" && console.error("console:", m.text()));
page.on("pageerror", (e) => console.error("pageerror:", e.message));
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(1500);
// SCROLL=y: shoot the viewport after scrolling to y (long pages are unreadable as one full-page image).
if (process.env.SCROLL) {
  await page.evaluate((y) => globalThis.scrollTo(0, y), Number(process.env.SCROLL));
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: process.env.FULL === "1" });
await browser.close();
console.log(out);
