import path from "node:path";
import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineProject } from "vitest/config";

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.resolve(dirname, "../../.storybook");

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
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
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
