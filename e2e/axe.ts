import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core comes with Storybook's a11y addon; resolving it from there needs no dependency of our own.
const AXE_PATH = createRequire(createRequire(import.meta.url).resolve("@storybook/addon-a11y/package.json")).resolve(
  "axe-core/axe.min.js",
);
let source: string | null = null;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe's serious and critical violations on the page as it is, or only in the part `include` selects (e.g. an open
 * dialog, whose backdrop makes the colour contrast of the page behind it meaningless). axe is evaluated through the DevTools protocol, not
 * added as a `<script>`: the site's Content-Security-Policy refuses inline scripts, as it should.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A check right after a click must not measure a colour halfway through its transition (a toggle going from
  // outline to filled read as low contrast): wait for the finite CSS transitions and animations to end. Endless ones
  // (the live dot's ping) never do and are not waited for. The pointer is first moved to the page's corner: left
  // where the last click was, it hovers whatever the next page lays out under it, and that row's hover colour can
  // start its transition during the check (a home row's team names read as low contrast in CI; hovered, after the
  // transition, the rows pass).
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  source ??= readFileSync(AXE_PATH, "utf8");
  await page.evaluate(source);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document | object, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    return (await axe.run(selector ? { include: [selector] } : document, { resultTypes: ["violations"] })).violations;
  }, include ?? null);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** Fails with the violations themselves as the message, so a CI log's short tail names what axe found. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const found = await seriousViolations(page, include);
  if (found.length > 0)
    throw new Error(`axe found ${found.length} serious or critical violation(s):\n${found.join("\n")}`);
}
