import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BROKEN_LOGO_LEAGUES, FEW_LEAGUES, LEAGUES } from "./featured.fixtures.ts";
import { LeagueStrip, type LeagueId } from "./league-strip.tsx";
import {
  LEAGUE_STRIP_DRAG_MULTIPLIER,
  LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS,
  LEAGUE_STRIP_SPEED,
  animationTimeFor,
  autoScrollDuration,
  autoScrollPixelsPerSecond,
  dragOffset,
  isAutoScrollHeld,
  offsetAt,
  resumeAt,
  wrapOffset,
} from "./league-strip-motion.ts";

const meta = {
  title: "Placar/LeagueStrip",
  component: LeagueStrip,
  // Still by default so that screenshots do not depend on when they are taken; the motion stories turn it on.
  args: { chips: LEAGUES, autoPlay: false, onValueChange: fn() },
} satisfies Meta<typeof LeagueStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

function viewportOf(canvasElement: HTMLElement): HTMLDivElement {
  const viewport = canvasElement.querySelector<HTMLDivElement>('[data-slot="league-strip-viewport"]');
  if (!viewport) throw new Error("no league strip viewport");
  return viewport;
}

/**
 * How far the strip has visibly moved into its loop: the viewport's scroll plus the track's translation
 * (auto-scroll animates the track on the compositor; holding still, dragging and scrolling use scrollLeft).
 */
function visibleOffset(canvasElement: HTMLElement): number {
  const viewport = viewportOf(canvasElement);
  const track = viewport.querySelector<HTMLElement>('[data-slot="league-strip-track"]');
  if (!track) throw new Error("no league strip track");
  const transform = getComputedStyle(track).transform;
  const translateX = transform === "none" ? 0 : new DOMMatrixReadOnly(transform).m41;
  return viewport.scrollLeft - translateX;
}

type Sample = { offset: number; time: number };

/** The visible offset together with the frames' clock it was shown at. */
function sample(canvasElement: HTMLElement): Sample {
  return { offset: visibleOffset(canvasElement), time: document.timeline.currentTime as number };
}

/**
 * Between two samples the strip moved forward by at most what the time between them allows: it did not
 * jump when it was stopped or started again. The allowance is one 60 Hz frame of travel plus a pixel of
 * rounding, because the two clocks can be a frame apart: outside a frame Chromium's animation clock may
 * already read the next frame's time, and a loop that restarts on the compositor takes the compositor
 * frame's start time (seen on a loaded CI machine: 3 px of travel at speed 3 between two samples that read
 * the same time). A real jump — restarting from the start, or from where the hold began — is tens of
 * pixels or more.
 */
async function expectNoJump(before: Sample, after: Sample, speed: number = LEAGUE_STRIP_SPEED) {
  const pxPerSecond = autoScrollPixelsPerSecond(speed);
  await expect(after.offset).toBeGreaterThanOrEqual(before.offset - 0.5);
  await expect(after.offset - before.offset).toBeLessThanOrEqual(
    ((after.time - before.time + 1000 / 60) * pxPerSecond) / 1000 + 1,
  );
}

/** Waits frame by frame until the strip has moved on past `from`, checking on the way that it never jumps. */
async function waitForSmoothMove(canvasElement: HTMLElement, from: number, timeout = 1000, speed = LEAGUE_STRIP_SPEED) {
  let last = sample(canvasElement);
  const deadline = performance.now() + timeout;
  while (last.offset <= from + 2) {
    if (performance.now() > deadline)
      throw new Error(`the strip did not move on from ${from} (still at ${last.offset})`);
    await frames(1);
    const next = sample(canvasElement);
    await expectNoJump(last, next, speed);
    last = next;
  }
}

function pressedLabels(canvasElement: HTMLElement): string[] {
  const list = canvasElement.querySelector('[data-slot="league-strip-list"]');
  return [...(list?.querySelectorAll('[aria-pressed="true"]') ?? [])].map((chip) => chip.textContent ?? "");
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function frames(count: number) {
  return new Promise<void>((resolve) => {
    let seen = 0;
    const tick = () => {
      seen += 1;
      if (seen >= count) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Ends a moving story on a fixed frame for its screenshot: hovering holds the strip still (itself part
 * of docs/product.md#league-strip-and-league-list), then it goes back to the start.
 */
async function holdStillAtStart(canvasElement: HTMLElement, userEvent: { hover: (el: Element) => Promise<void> }) {
  const viewport = viewportOf(canvasElement);
  await userEvent.hover(viewport);
  viewport.scrollLeft = 0;
  await frames(3);
  await expect(visibleOffset(canvasElement)).toBe(0);
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const toolbar = canvas.getByRole("toolbar", { name: "Filtrar por liga" });
    await expect(toolbar).toBeVisible();
    // 'Todas' first and active at start; the copy that makes the loop seamless is not announced.
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(LEAGUES.length + 1);
    await expect(buttons[0]).toHaveAccessibleName("Todas");
    await expect(buttons[0]).toHaveAttribute("aria-pressed", "true");
    // The chips overflow, so the strip loops (from its first measurement, after layout); but the copy that makes the
    // loop seamless waits until it may be seen: nothing moves here (autoPlay is off) and nobody has reached for it.
    await waitFor(() => expect(toolbar).toHaveAttribute("data-loop"));
    await frames(3);
    await expect(canvasElement.querySelector('[data-slot="league-strip-clone"]')).toBeNull();

    // An inactive chip becomes the only active one.
    await userEvent.click(canvas.getByRole("button", { name: "Premier League" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(39);
    await expect(pressedLabels(canvasElement)).toEqual(["Premier League"]);
    // Reaching for the strip renders the copy (a transition).
    const clone = await waitFor(() => {
      const found = canvasElement.querySelector('[data-slot="league-strip-clone"]');
      if (!found) throw new Error("no loop copy yet");
      return found;
    });
    await expect(clone).toHaveAttribute("aria-hidden", "true");
    for (const chip of clone?.querySelectorAll("button") ?? []) await expect(chip).toHaveAttribute("tabindex", "-1");
    await userEvent.click(canvas.getByRole("button", { name: "Copa do Brasil" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(73);
    await expect(pressedLabels(canvasElement)).toEqual(["Copa do Brasil"]);

    // The active chip again goes back to 'Todas'.
    await userEvent.click(canvas.getByRole("button", { name: "Copa do Brasil" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(pressedLabels(canvasElement)).toEqual(["Todas"]);

    // A chip of the visual copy picks the same league.
    const copyChip = clone?.querySelector<HTMLButtonElement>('[data-league-id="13"]');
    if (!copyChip) throw new Error("no copied chip");
    await userEvent.click(copyChip);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(13);
    await expect(pressedLabels(canvasElement)).toEqual(["CONMEBOL Libertadores"]);
    await userEvent.click(canvas.getByRole("button", { name: "Todas" }));
    await expect(pressedLabels(canvasElement)).toEqual(["Todas"]);
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
  },
};

export const ActiveLeague: Story = {
  args: { defaultValue: 13 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "CONMEBOL Libertadores" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "Todas" })).toHaveAttribute("aria-pressed", "false");
    await expect(pressedLabels(canvasElement)).toEqual(["CONMEBOL Libertadores"]);
  },
};

/**
 * The filter in the page's address (the home): each chip is a link to its filter, the active one's back to 'Todas';
 * the page renders the value its address asks for. Links work before any script runs.
 */
export const AsLinks: Story = {
  args: {
    value: 13,
    hrefFor: (id) => (id === null || id === 13 ? "/?aba=proximo" : `/?aba=proximo&liga=${id}`),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("button")).toEqual([]);
    const active = canvas.getByRole("link", { name: "CONMEBOL Libertadores" });
    await expect(active).toHaveAttribute("aria-current", "true");
    await expect(active).toHaveAttribute("href", "/?aba=proximo");
    await expect(canvas.getByRole("link", { name: "Todas" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: "Copa do Brasil" })).toHaveAttribute("href", "/?aba=proximo&liga=73");
  },
};

/** The page owns the value: the strip shows what it is told and reports what the user picked. */
export const Controlled: Story = {
  args: { value: 39 },
  render: function ControlledStrip(args) {
    const [value, setValue] = React.useState<LeagueId | null>(args.value ?? null);
    return (
      <div className="flex flex-col gap-3">
        <LeagueStrip
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground" data-testid="filtro">
          Filtro: {value === null ? "Todas" : LEAGUES.find((league) => league.id === value)?.label}
        </p>
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(pressedLabels(canvasElement)).toEqual(["Premier League"]);
    await userEvent.click(canvas.getByRole("button", { name: "La Liga" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(140);
    await expect(canvas.getByTestId("filtro")).toHaveTextContent("Filtro: La Liga");
    await userEvent.click(canvas.getByRole("button", { name: "Todas" }));
    await expect(canvas.getByTestId("filtro")).toHaveTextContent("Filtro: Todas");
    await expect(pressedLabels(canvasElement)).toEqual(["Todas"]);
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 72 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <LeagueStrip {...args} />
      <button type="button" className="w-fit rounded-md border border-border px-3 py-1 text-sm">
        Depois da faixa
      </button>
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    // One tab stop: the active chip.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Brasileirão Série B" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Copa do Brasil" })).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: "Brasileirão Série A" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("button", { name: "Todas" })).toHaveFocus();
    // Arrows wrap around the ends.
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("button", { name: "Primeira Liga" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("button", { name: "Todas" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Primeira Liga" })).toHaveFocus();
    // Moving focus does not choose; Enter and Space do.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(94);
    await userEvent.keyboard("{ArrowLeft} ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("button", { name: "UEFA Champions League" })).toHaveAttribute("aria-pressed", "true");
    // Tab leaves the strip in one step, and Shift+Tab comes back to the chip last focused.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Depois da faixa" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "UEFA Champions League" })).toHaveFocus();
  },
};

/**
 * Auto-scroll at the default speed: 0.5 px per 60 Hz frame (30 px/s), forward, until the pointer rests
 * on it. It runs on the compositor: no script runs and no scroll event fires while it loops.
 */
export const AutoScroll: Story = {
  args: { autoPlay: true },
  play: async ({ canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    const offset = () => visibleOffset(canvasElement);
    await waitFor(() => expect(offset()).toBeGreaterThan(2));
    // Over 40 frames it moves 0.5 px per 1/60 s of the frames' clock (about 20 px at 60 Hz).
    const before = offset();
    const startedAt = document.timeline.currentTime as number;
    await frames(40);
    const moved = offset() - before;
    const elapsed = (document.timeline.currentTime as number) - startedAt;
    await expect(elapsed).toBeGreaterThan(300);
    await expect(Math.abs(moved - (elapsed / (1000 / 60)) * LEAGUE_STRIP_SPEED)).toBeLessThanOrEqual(1);

    // No main-thread loop: it keeps moving, and the viewport is never scrolled to move it.
    let scrolls = 0;
    const countScroll = () => (scrolls += 1);
    viewport.addEventListener("scroll", countScroll);
    const beforeQuiet = offset();
    await sleep(500);
    viewport.removeEventListener("scroll", countScroll);
    await expect(offset()).toBeGreaterThan(beforeQuiet + 5);
    await expect(scrolls).toBe(0);

    // Hovering holds it still, where it was.
    const beforeHover = sample(canvasElement);
    await userEvent.hover(viewport);
    const held = offset();
    await expectNoJump(beforeHover, sample(canvasElement));
    await sleep(300);
    await expect(offset()).toBe(held);
    // Leaving lets it go on from there.
    await userEvent.unhover(viewport);
    await waitForSmoothMove(canvasElement, held);
    await holdStillAtStart(canvasElement, userEvent);
  },
};

/** The loop is seamless: one copy's width further on shows exactly the same chips, so it wraps there. */
export const LoopsSeamlessly: Story = {
  args: { autoPlay: true, speed: 40 },
  play: async ({ args, canvasElement, userEvent }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="league-strip-list"]');
    // The strip measures itself in its ResizeObserver's first callback, after the first layout.
    const clone = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[data-slot="league-strip-clone"]');
      if (!found) throw new Error("no loop yet");
      return found;
    });
    if (!list) throw new Error("no list");
    const pxPerMs = autoScrollPixelsPerSecond(args.speed) / 1000;
    await waitFor(() => expect(visibleOffset(canvasElement)).toBeGreaterThan(0));
    // At 40 px a frame it passes the seam within a second and starts over instead of stopping at the end.
    // Every frame it has moved forward by at most the time's travel (it may lose a frame when the web
    // fonts change the width), counted around the loop: no jump back, no overshoot past one copy.
    let wrapped = false;
    let last = visibleOffset(canvasElement);
    let lastTime = document.timeline.currentTime as number;
    const deadline = performance.now() + 3000;
    while (!wrapped && performance.now() < deadline) {
      await frames(1);
      // Measured each frame: the web fonts may swap in and change it while the strip runs.
      const loopWidth = list.offsetWidth;
      // The copy starts exactly one loop width after the list.
      await expect(clone.offsetLeft - list.offsetLeft).toBe(loopWidth);
      const offset = visibleOffset(canvasElement);
      const time = document.timeline.currentTime as number;
      await expect(offset).toBeGreaterThanOrEqual(0);
      await expect(offset).toBeLessThan(loopWidth);
      const travel = wrapOffset(offset - last, loopWidth);
      await expect(travel).toBeLessThanOrEqual((time - lastTime) * pxPerMs + 1);
      if (offset < last) wrapped = true;
      last = offset;
      lastTime = time;
    }
    await expect(wrapped).toBe(true);
    await holdStillAtStart(canvasElement, userEvent);
  },
};

/**
 * Dragging moves the strip 1.5× the pointer's travel, picks no league on release, and pauses auto-scroll
 * (10 s by default; 1.5 s here so the test can see it end).
 */
export const DragPausesAutoScroll: Story = {
  args: { autoPlay: true, pauseAfterDragMs: 1500 },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step("the documented timing (pure rules the strip runs on)", async () => {
      await expect(LEAGUE_STRIP_SPEED).toBe(0.5);
      await expect(LEAGUE_STRIP_DRAG_MULTIPLIER).toBe(1.5);
      await expect(LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS).toBe(10_000);
      const holds = { hovered: false, keyboardFocus: false, dragging: false, pausedUntil: resumeAt(1_000) };
      await expect(isAutoScrollHeld(holds, 10_999)).toBe(true);
      await expect(isAutoScrollHeld(holds, 11_000)).toBe(false);
      await expect(isAutoScrollHeld({ ...holds, hovered: true }, 11_000)).toBe(true);
      await expect(isAutoScrollHeld({ ...holds, keyboardFocus: true }, 11_000)).toBe(true);
      await expect(isAutoScrollHeld({ ...holds, dragging: true }, 11_000)).toBe(true);
      // 0.5 px per 60 Hz frame is 30 px/s: an 800 px loop takes 26.7 s.
      await expect(autoScrollPixelsPerSecond()).toBe(30);
      const duration = autoScrollDuration(800);
      await expect(duration).toBeCloseTo(80_000 / 3, 6);
      await expect(autoScrollDuration(800, 0)).toBe(Infinity);
      await expect(autoScrollDuration(0)).toBe(Infinity);
      // One 60 Hz frame after 100 px it shows 100.5 px; past the end of the loop it starts over.
      await expect(offsetAt(animationTimeFor(100, duration, 800) + 1000 / 60, duration, 800)).toBeCloseTo(100.5, 6);
      await expect(offsetAt(animationTimeFor(799.75, duration, 800) + 1000 / 60, duration, 800)).toBeCloseTo(0.25, 6);
      await expect(offsetAt(3 * duration + 1000, duration, 800)).toBeCloseTo(30, 6);
      await expect(offsetAt(duration, duration, 800)).toBe(0);
      await expect(animationTimeFor(-200, duration, 800)).toBeCloseTo(animationTimeFor(600, duration, 800), 6);
      await expect(dragOffset(300, 500, 400)).toBe(450);
      await expect(wrapOffset(dragOffset(10, 100, 200), 800)).toBe(660);
    });

    const offset = () => visibleOffset(canvasElement);
    await waitFor(() => expect(offset()).toBeGreaterThan(0));
    const chip = canvas.getByRole("button", { name: "Copa do Brasil" });
    // The mouse reaches the chip before pressing it, which holds the strip still under it.
    const beforeHover = sample(canvasElement);
    await userEvent.hover(chip);
    await expectNoJump(beforeHover, sample(canvasElement));
    const box = chip.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    let clicks = 0;
    const countClick = () => (clicks += 1);
    document.addEventListener("click", countClick, true);
    const before = offset();
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: chip, coords: { clientX: x, clientY: y } },
      { target: chip, coords: { clientX: x - 60, clientY: y } },
      { target: chip, coords: { clientX: x - 100, clientY: y } },
      { keys: "[/MouseLeft]", target: chip, coords: { clientX: x - 100, clientY: y } },
    ]);
    document.removeEventListener("click", countClick, true);
    // 100 px of pointer travel moved it 150 px.
    await expect(Math.abs(offset() - (before + 150))).toBeLessThanOrEqual(2);
    // The browser's click after the release reached the chip, and was not taken as a choice.
    await expect(clicks).toBe(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(pressedLabels(canvasElement)).toEqual(["Todas"]);

    // Paused after release even with the pointer gone, then moving again once the pause is over.
    await userEvent.unhover(chip);
    const released = offset();
    await sleep(600);
    await expect(offset()).toBe(released);
    await waitForSmoothMove(canvasElement, released, 4000);

    // A plain click after a drag still chooses.
    await userEvent.click(canvas.getByRole("button", { name: "Premier League" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(39);
    await holdStillAtStart(canvasElement, userEvent);
  },
};

/** While a chip has keyboard focus the strip holds still, so the focused chip does not slide away. */
export const KeyboardFocusStopsAutoScroll: Story = {
  // Faster than the default so that 'Todas' is out of view within a second, and Tab must bring it back.
  args: { autoPlay: true, speed: 3 },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <LeagueStrip {...args} />
      <button type="button" className="w-fit rounded-md border border-border px-3 py-1 text-sm">
        Depois da faixa
      </button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    const offset = () => visibleOffset(canvasElement);
    const todas = canvas.getByRole("button", { name: "Todas" });
    const edges = () => ({ port: viewport.getBoundingClientRect(), chip: todas.getBoundingClientRect() });
    // 'Todas' has moved out of view past the left edge.
    await waitFor(() => expect(edges().chip.right).toBeLessThan(edges().port.left), { timeout: 3000 });
    await userEvent.tab();
    await expect(todas).toHaveFocus();
    // The browser brought the focused chip into view, as in any scroller, and it stays there.
    const { port, chip } = edges();
    await expect(chip.left).toBeGreaterThanOrEqual(port.left - 0.5);
    await expect(chip.right).toBeLessThanOrEqual(port.right + 0.5);
    const held = offset();
    await sleep(300);
    await expect(offset()).toBe(held);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    const afterArrows = offset();
    await sleep(300);
    await expect(offset()).toBe(afterArrows);
    // Focus leaves: it moves again.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Depois da faixa" })).toHaveFocus();
    await waitForSmoothMove(canvasElement, afterArrows, 1000, args.speed);
    await holdStillAtStart(canvasElement, userEvent);
  },
};

function reducedMotionQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** prefers-reduced-motion: reduce (emulated through matchMedia): auto-scroll never starts. Dragging still works. */
export const ReducedMotion: Story = {
  args: { autoPlay: true },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      query.includes("prefers-reduced-motion")
        ? reducedMotionQuery(query, query.includes("reduce"))
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    await frames(30);
    await sleep(300);
    await expect(visibleOffset(canvasElement)).toBe(0);
    // The user can still move it by hand.
    const chip = canvas.getByRole("button", { name: "Premier League" });
    const box = chip.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: chip, coords: { clientX: box.left + 10, clientY: y } },
      { target: chip, coords: { clientX: box.left - 30, clientY: y } },
      { keys: "[/MouseLeft]", target: chip, coords: { clientX: box.left - 30, clientY: y } },
    ]);
    await expect(visibleOffset(canvasElement)).toBe(60);
    viewport.scrollLeft = 0;
    await frames(3);
  },
};

/** Three leagues fit: no copy, no fade, nothing moves. */
export const FewLeagues: Story = {
  args: { chips: FEW_LEAGUES, autoPlay: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="league-strip-clone"]')).toBeNull();
    await frames(20);
    await expect(visibleOffset(canvasElement)).toBe(0);
  },
};

export const BrokenImages: Story = {
  args: { chips: BROKEN_LOGO_LEAGUES },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="league-strip-list"]');
    await waitFor(() => expect(list?.querySelectorAll('[data-slot="league-chip-fallback"]')).toHaveLength(6));
    await expect(list?.querySelector("img")).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("toolbar")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  args: { defaultValue: 71 },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvasElement }) => {
    // Even the first few chips overflow a phone: it loops (from the strip's first measurement, after layout).
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="league-strip"]')).toHaveAttribute("data-loop"));
    await expect(pressedLabels(canvasElement)).toEqual(["Brasileirão Série A"]);
  },
};
