import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BROKEN_LOGO_LEAGUES, FEW_LEAGUES, LEAGUES } from "./featured.fixtures.ts";
import { LeagueStrip, type LeagueId } from "./league-strip.tsx";
import {
  LEAGUE_STRIP_DRAG_MULTIPLIER,
  LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS,
  LEAGUE_STRIP_SPEED,
  dragOffset,
  nextAutoScrollOffset,
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
 * of the spec), then it goes back to the start.
 */
async function holdStillAtStart(viewport: HTMLElement, userEvent: { hover: (el: Element) => Promise<void> }) {
  await userEvent.hover(viewport);
  viewport.scrollLeft = 0;
  await frames(3);
  await expect(viewport.scrollLeft).toBe(0);
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
    const clone = canvasElement.querySelector('[data-slot="league-strip-clone"]');
    await expect(clone).toHaveAttribute("aria-hidden", "true");
    for (const chip of clone?.querySelectorAll("button") ?? []) await expect(chip).toHaveAttribute("tabindex", "-1");

    // An inactive chip becomes the only active one.
    await userEvent.click(canvas.getByRole("button", { name: "Premier League" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(39);
    await expect(pressedLabels(canvasElement)).toEqual(["Premier League"]);
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

/** Auto-scroll at the default speed: 0.5 px per animation frame, forward, until the pointer rests on it. */
export const AutoScroll: Story = {
  args: { autoPlay: true },
  play: async ({ canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(2));
    // Over 40 frames it moves about 20 px: the spec's speed, not a time-based one.
    const before = viewport.scrollLeft;
    await frames(40);
    const moved = viewport.scrollLeft - before;
    await expect(moved).toBeGreaterThanOrEqual(40 * LEAGUE_STRIP_SPEED - 2);
    await expect(moved).toBeLessThanOrEqual(41 * LEAGUE_STRIP_SPEED + 1);

    // Hovering holds it still.
    await userEvent.hover(viewport);
    const held = viewport.scrollLeft;
    await sleep(300);
    await expect(viewport.scrollLeft).toBe(held);
    // Leaving lets it go on.
    await userEvent.unhover(viewport);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(held + 2));
    await holdStillAtStart(viewport, userEvent);
  },
};

/** The loop is seamless: one copy's width further on shows exactly the same chips, so it wraps there. */
export const LoopsSeamlessly: Story = {
  args: { autoPlay: true, speed: 40 },
  play: async ({ canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="league-strip-list"]');
    const clone = canvasElement.querySelector<HTMLElement>('[data-slot="league-strip-clone"]');
    if (!list || !clone) throw new Error("no loop");
    const loopWidth = list.offsetWidth;
    // The copy starts exactly one loop width after the list.
    await expect(clone.offsetLeft - list.offsetLeft).toBe(loopWidth);
    // At 40 px a frame it passes the seam within a second and starts over instead of stopping at the end.
    let wrapped = false;
    let last = viewport.scrollLeft;
    const deadline = performance.now() + 3000;
    while (!wrapped && performance.now() < deadline) {
      await frames(1);
      if (viewport.scrollLeft < last) wrapped = true;
      last = viewport.scrollLeft;
      await expect(viewport.scrollLeft).toBeLessThan(loopWidth);
    }
    await expect(wrapped).toBe(true);
    await holdStillAtStart(viewport, userEvent);
  },
};

/**
 * Dragging moves the strip 1.5× the pointer's travel, picks no league on release, and pauses auto-scroll
 * (10 s by default; 1.5 s here so the test can see it end).
 */
export const DragPausesAutoScroll: Story = {
  args: { autoPlay: true, pauseAfterDragMs: 1500 },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    await step("the spec's timing (pure rules the strip runs on)", async () => {
      await expect(LEAGUE_STRIP_SPEED).toBe(0.5);
      await expect(LEAGUE_STRIP_DRAG_MULTIPLIER).toBe(1.5);
      await expect(LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS).toBe(10_000);
      const holds = { hovered: false, keyboardFocus: false, dragging: false, pausedUntil: resumeAt(1_000) };
      await expect(nextAutoScrollOffset(100, 800, 10_999, holds)).toBeNull();
      await expect(nextAutoScrollOffset(100, 800, 11_000, holds)).toBe(100.5);
      await expect(nextAutoScrollOffset(799.75, 800, 11_000, holds)).toBe(0.25);
      await expect(nextAutoScrollOffset(100, 800, 11_000, { ...holds, hovered: true })).toBeNull();
      await expect(nextAutoScrollOffset(100, 800, 11_000, { ...holds, keyboardFocus: true })).toBeNull();
      await expect(nextAutoScrollOffset(100, 800, 11_000, { ...holds, dragging: true })).toBeNull();
      await expect(dragOffset(300, 500, 400)).toBe(450);
      await expect(wrapOffset(dragOffset(10, 100, 200), 800)).toBe(660);
    });

    const viewport = viewportOf(canvasElement);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(0));
    const chip = canvas.getByRole("button", { name: "Copa do Brasil" });
    const box = chip.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    let clicks = 0;
    const countClick = () => (clicks += 1);
    document.addEventListener("click", countClick, true);
    const before = viewport.scrollLeft;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: chip, coords: { clientX: x, clientY: y } },
      { target: chip, coords: { clientX: x - 60, clientY: y } },
      { target: chip, coords: { clientX: x - 100, clientY: y } },
      { keys: "[/MouseLeft]", target: chip, coords: { clientX: x - 100, clientY: y } },
    ]);
    document.removeEventListener("click", countClick, true);
    // 100 px of pointer travel moved it 150 px.
    await expect(Math.abs(viewport.scrollLeft - (before + 150))).toBeLessThanOrEqual(2);
    // The browser's click after the release reached the chip, and was not taken as a choice.
    await expect(clicks).toBe(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(pressedLabels(canvasElement)).toEqual(["Todas"]);

    // Paused after release even with the pointer gone, then moving again once the pause is over.
    await userEvent.unhover(chip);
    const released = viewport.scrollLeft;
    await sleep(600);
    await expect(viewport.scrollLeft).toBe(released);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(released + 2), { timeout: 4000 });

    // A plain click after a drag still chooses.
    await userEvent.click(canvas.getByRole("button", { name: "Premier League" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(39);
    await holdStillAtStart(viewport, userEvent);
  },
};

/** While a chip has keyboard focus the strip holds still, so the focused chip does not slide away. */
export const KeyboardFocusStopsAutoScroll: Story = {
  args: { autoPlay: true },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <LeagueStrip {...args} />
      <button type="button" className="w-fit rounded-md border border-border px-3 py-1 text-sm">
        Depois da faixa
      </button>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(2));
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Todas" })).toHaveFocus();
    const held = viewport.scrollLeft;
    await sleep(300);
    await expect(viewport.scrollLeft).toBe(held);
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    const afterArrows = viewport.scrollLeft;
    await sleep(300);
    await expect(viewport.scrollLeft).toBe(afterArrows);
    // Focus leaves: it moves again.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Depois da faixa" })).toHaveFocus();
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(afterArrows + 2));
    await holdStillAtStart(viewport, userEvent);
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
      query.includes("prefers-reduced-motion") ? reducedMotionQuery(query, query.includes("reduce")) : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = viewportOf(canvasElement);
    await frames(30);
    await sleep(300);
    await expect(viewport.scrollLeft).toBe(0);
    // The user can still move it by hand.
    const chip = canvas.getByRole("button", { name: "Premier League" });
    const box = chip.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: chip, coords: { clientX: box.left + 10, clientY: y } },
      { target: chip, coords: { clientX: box.left - 30, clientY: y } },
      { keys: "[/MouseLeft]", target: chip, coords: { clientX: box.left - 30, clientY: y } },
    ]);
    await expect(viewport.scrollLeft).toBe(60);
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
    await expect(viewportOf(canvasElement).scrollLeft).toBe(0);
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
    // Even the first few chips overflow a phone: it loops.
    await expect(canvasElement.querySelector('[data-slot="league-strip-clone"]')).not.toBeNull();
    await expect(pressedLabels(canvasElement)).toEqual(["Brasileirão Série A"]);
  },
};
