import path from "node:path";
import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import type { BrowserCommand } from "vitest/node";
import { defineProject } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.resolve(dirname, "../../.storybook");

/**
 * Vitest's runner page shrinks the story's iframe with `transform: scale(…)` to fit its own window, and Playwright's
 * default window (1280x720) is smaller than the stories: every screenshot was drawn at 0.8 or less (0.14 for a story
 * grown to 5,155 px), and the scale changed from test to test, so the compositor could raster at a stale one (an icon
 * drawn a pixel larger: stop 29's flake). The window starts at least as large as any named viewport, and this command
 * grows it before a story's iframe grows to its full height, so every story is drawn at scale 1.
 */
const RUNNER_WINDOW = { width: 1280, height: 1024 };
const fitRunnerWindow: BrowserCommand<[width: number, height: number]> = async (context, width, height) => {
  if (context.provider.name !== "playwright") throw new Error("fitRunnerWindow needs the Playwright provider");
  const page = (context as unknown as { page: import("playwright").Page }).page;
  const current = page.viewportSize() ?? RUNNER_WINDOW;
  const next = { width: Math.max(current.width, width), height: Math.max(current.height, height) };
  if (next.width !== current.width || next.height !== current.height) await page.setViewportSize(next);
};

// Every story is a test: it renders, runs its `play`, is checked by axe (a11y.test = "error")
// and is compared with its screenshot baseline (vitest.setup.ts).
export default defineProject({
  plugins: [storybookTest({ configDir })],
  test: {
    name: "storybook",
    setupFiles: [path.resolve(dirname, "vitest.setup.ts")],
    // A ceiling, not a pace: a story that waits for an animation (the slider's settle, up to 12 s) while other story
    // files hold the shared renderer thread must not be cut off by the default 15 s.
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        contextOptions: { viewport: RUNNER_WINDOW },
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            // A repaint re-rasters whole tiles, and a screenshot waits for every raster: with partial raster, the
            // pixels where an invalidated rectangle meets what was drawn before depend on what was repainted when
            // (a focus ring's corners over its card's border came out two ways in runs of the same story).
            "--disable-partial-raster",
            "--run-all-compositor-stages-before-draw",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
      commands: { fitRunnerWindow },
      // The Storybook plugin denies file writes from the browser unless asked; screenshots need them.
      api: { allowWrite: true },
      // The Storybook plugin sets each story's viewport; this is the size when a story names none.
      viewport: { width: 1200, height: 900 },
      expect: {
        toMatchScreenshot: {
          comparatorName: "pixelmatch",
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
});
