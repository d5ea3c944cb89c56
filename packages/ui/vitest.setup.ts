import { afterEach, beforeAll, expect } from "vitest";
import { page } from "vitest/browser";

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

// Every story is compared with its baseline in __screenshots__/ (seed with `vitest run -u`).
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  // The story's root is the last child of <body>; earlier children belong to the runner.
  const root = document.body.lastElementChild;
  console.log(storyId, [...document.body.children].map(c => c.tagName + "#" + c.id + "." + c.className + " " + JSON.stringify(c.getBoundingClientRect()) + " " + c.outerHTML.slice(0, 150)).join("\n"));
  if (!root) throw new Error(`story ${storyId} rendered nothing to screenshot`);
  await expect.element(page.elementLocator(root)).toMatchScreenshot(storyId, {
    screenshotOptions: { animations: "disabled", caret: "hide" },
  });
});
