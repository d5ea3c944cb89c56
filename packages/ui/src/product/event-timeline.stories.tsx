import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { EventTimeline, EventTimelineSkeleton, formatMinute } from "./event-timeline.tsx";
import { FLAMENGO_ID, events } from "./match.fixtures.ts";

const meta = {
  title: "Placar/EventTimeline",
  component: EventTimeline,
  args: { events, homeTeamId: FLAMENGO_ID },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-lg border border-border bg-card p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EventTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(events.length);
    await expect(items[0]).toHaveAttribute("data-side", "home");
    await expect(items[1]).toHaveAttribute("data-side", "away");
    await expect(within(items[4]!).getByText("45+2'")).toBeVisible();
    await expect(items[4]).toHaveTextContent("45+2 min, VAR: gol anulado, Flamengo");
    await expect(items[5]).toHaveTextContent("46 min, Substituição, Palmeiras:");
    await expect(items[5]).toHaveTextContent(/Entra: ↑ Emiliano Martínez, sai: ↓ Andreas Pereira$/);
    await expect(items[8]).toHaveTextContent("Cartão vermelho, Palmeiras");
    await expect(items[12]).toHaveTextContent("90+4 min, Gol contra, Flamengo");
    await expect(canvasElement.querySelectorAll('[data-kind="goal"]')).toHaveLength(3);
    await expect(formatMinute({ elapsed: null, extra: null })).toBe("–");
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhum evento até agora")).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    events: [
      {
        ...events[0]!,
        player: { name: "Giorgian Daniel de Arrascaeta Benedetti" },
        assist: { name: "Everton Sousa Soares Cebolinha" },
      },
      {
        ...events[5]!,
        player: { name: "José Manuel López Ferreira da Silva" },
        assist: { name: "Emiliano Martínez Toranza" },
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

/** On a phone, long names wrap onto another line and are read whole, never cut with '…'. */
export const LongNamesMobile: Story = {
  ...LongNames,
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Giorgian Daniel de Arrascaeta Benedetti")).toBeVisible();
    const lines = canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="event-timeline-item"] span span:not(.sr-only)',
    );
    for (const line of lines) {
      await expect(line.scrollWidth, `«${line.textContent}» is cut`).toBeLessThanOrEqual(line.clientWidth + 1);
      await expect(getComputedStyle(line).textOverflow).not.toBe("ellipsis");
    }
  },
};

export const Light: Story = { globals: { theme: "light" } };

export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <EventTimeline {...args} events={args.events.slice(0, 6)} />
      <EventTimelineSkeleton rows={6} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const real = canvasElement.querySelector('[data-slot="event-timeline"]')!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="event-timeline-skeleton"]')!.getBoundingClientRect();
    await expect(skeleton.height).toBe(real.height);
  },
};
