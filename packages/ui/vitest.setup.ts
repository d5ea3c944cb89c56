import { afterEach, beforeAll, expect } from "vitest";
import { commands, page } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Grows the runner's own window to at least this size, so the story's iframe is never scaled down (vitest.config.ts). */
    fitRunnerWindow: (width: number, height: number) => Promise<void>;
  }
}

// Screenshots must not depend on when the frame was taken: no animations, transitions or caret.
beforeAll(() => {
  const style = document.createElement("style");
  style.dataset["screenshotStabilizer"] = "";
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    animation-play-state: paused !important; transition: none !important; caret-color: transparent !important;
  }`;
  document.head.append(style);
});

/**
 * The story's canvas is the last element child of <body>, except that the a11y addon appends its
 * zero-size colour-vision <svg> after it, and Storybook keeps its own `.sb-wrapper` placeholders.
 */
function storyRoot(): Element | undefined {
  return [...document.body.children]
    .filter((el) => el instanceof HTMLElement && !el.classList.contains("sb-wrapper") && el.tagName !== "SCRIPT")
    .at(-1);
}

// Every story is compared with its baseline in __screenshots__/ (seed with `vitest run -u`).
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  // Faces load lazily and swap in late (font-display: swap): load every declared face up front so
  // no screenshot is taken with a fallback font.
  await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  await document.fonts.ready;
  // The "… Fallback" faces are the visitor's own Arial, metric-adjusted (fonts.css): best effort, absent on some machines.
  const broken = [...document.fonts].filter(
    (face) => face.status === "error" && !face.family.replaceAll('"', "").endsWith(" Fallback"),
  );
  if (broken.length > 0) {
    throw new Error(`fonts failed to load: ${broken.map((f) => `${f.family} ${f.weight}`).join(", ")}`);
  }
  const root = storyRoot();
  if (!root) throw new Error(`story ${storyId} rendered nothing to screenshot`);
  // The runner's iframe only paints what fits the viewport: grow it to the story's full height.
  const height = Math.ceil(root.getBoundingClientRect().height);
  if (height > window.innerHeight) {
    await commands.fitRunnerWindow(window.innerWidth, height);
    await page.viewport(window.innerWidth, height);
  }
  // The runner marks the scale it gave the iframe; a screenshot drawn smaller than the story would hide its details.
  const scale = window.frameElement?.parentElement?.getAttribute("data-scale");
  if (scale !== null && scale !== undefined && scale !== "1") {
    throw new Error(`story ${storyId} is drawn at scale ${scale}: the runner's window is smaller than the story`);
  }
  await expect.element(page.elementLocator(root)).toMatchScreenshot(storyId, {
    screenshotOptions: { animations: "disabled", caret: "hide" },
  });
});
