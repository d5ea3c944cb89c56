import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { PriceChart, type PriceSeries } from "./price-chart.tsx";

// Saturday 21/11, 15:00 to 16:30 in São Paulo (UTC−3), three houses moving their home price.
const at = (minutes: number) => new Date(Date.parse("2026-11-21T18:00:00.000Z") + minutes * 60_000).toISOString();
const line = (house: string, color: string, prices: [number, number][]): PriceSeries => ({
  house,
  color,
  points: prices.map(([minutes, odd]) => ({ at: at(minutes), odd })),
});
const home = [
  line("Bateu Bet", "#15803d", [
    [0, 2.1],
    [30, 2.25],
    [60, 2.4],
  ]),
  line("MGM Bet", "#b8860b", [
    [0, 2.05],
    [45, 2.2],
  ]),
  line("BetPontoBet", "#2563eb", [
    [0, 2.12],
    [20, 2.0],
    [70, 2.3],
  ]),
];
const draw = [
  line("Bateu Bet", "#15803d", [
    [0, 3.25],
    [60, 3.1],
  ]),
];

const meta = {
  title: "Placar/PriceChart",
  component: PriceChart,
  args: { outcomes: ["Flamengo", "Empate", "Palmeiras"], series: [home, draw, []], until: at(90) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Evolução das odds" })).toBeVisible();
    // One line per house, in its colour; a summary for screen readers with the pt-BR times and prices.
    await expect(canvasElement.querySelectorAll('[data-slot="price-chart-line"]')).toHaveLength(3);
    await expect(
      canvas.getByRole("img", { name: "Flamengo: odds de 3 casas entre 15:00 e 16:30, de 2,00 a 2,40." }),
    ).toBeVisible();
    await expect(canvas.getAllByText("15:00")[0]).toBeVisible();
  },
};

/** Tabs by keyboard, and the data as a table. */
export const KeyboardAndTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Flamengo" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Empate" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("img", { name: /^Empate: odds de 1 casa/ })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const table = canvas.getByRole("table", { name: "Mudanças de odd de Empate, por casa" });
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await userEvent.keyboard("{ArrowRight}");
  },
};

export const NoHistory: Story = {
  args: { series: [[], [], []] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ainda não há histórico de odds para Flamengo.")).toBeVisible();
  },
};

/** A price that never moved over a minute (a settled live market): one price and two times on the axes, no repeats. */
export const Unmoved: Story = {
  args: {
    series: [[line("Bateu Bet", "#15803d", [[0, 101]]), line("MGM Bet", "#b8860b", [[0, 101]])], draw, []],
    until: at(1),
  },
  play: async ({ canvasElement }) => {
    const [side, bottom] = [
      ...canvasElement.querySelectorAll('[data-slot="price-chart-figure"] [aria-hidden="true"].flex'),
    ];
    await expect([...side!.children].map((s) => s.textContent)).toEqual(["", "101,00", ""]);
    await expect([...bottom!.children].map((s) => s.textContent)).toEqual(["15:00", "", "15:01"]);
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

const phone = { viewport: { value: "mobile360", isRotated: false } };
const yes = [
  line("Bateu Bet", "#15803d", [
    [0, 1.9],
    [40, 1.85],
  ]),
  line("BetPontoBet", "#2563eb", [
    [0, 1.88],
    [25, 1.95],
  ]),
];
const no = [line("HanzBet", "#7c3aed", [[0, 1.93]])];

/** A two-way market (Ambas marcam): two tabs named by the market, each outcome said with it. */
export const TwoWayMarket: Story = {
  args: { outcomes: ["Sim", "Não"], series: [yes, no], marketName: "Ambas marcam" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tablist", { name: "Ambas marcam" })).toBeVisible();
    await expect(canvas.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Sim", "Não"]);
    await expect(
      canvas.getByRole("img", { name: "Ambas marcam: Sim; odds de 2 casas entre 15:00 e 16:30, de 1,85 a 1,95." }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Não" }));
    await expect(canvas.getByRole("img", { name: /^Ambas marcam: Não; odds de 1 casa/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Sim" }));
    canvas.getByRole("tab", { name: "Sim" }).blur();
  },
};

export const TwoWayMarketMobile: Story = { ...TwoWayMarket, globals: phone };

/** A three-way market (Dupla chance): three tabs with the outcomes' long names, one with no history yet. */
export const ThreeWayMarket: Story = {
  args: {
    outcomes: ["Flamengo ou empate", "Flamengo ou Palmeiras", "Empate ou Palmeiras"],
    series: [
      [
        line("Bateu Bet", "#15803d", [
          [0, 1.3],
          [50, 1.27],
        ]),
        line("MGM Bet", "#b8860b", [[0, 1.28]]),
      ],
      [line("HanzBet", "#7c3aed", [[0, 1.32]])],
      [],
    ],
    marketName: "Dupla chance",
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("tablist", { name: "Dupla chance" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Flamengo ou empate" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("img", { name: /^Dupla chance: Flamengo ou empate; odds de 2 casas/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Empate ou Palmeiras" }));
    await expect(
      canvas.getByText("Ainda não há histórico de odds para Dupla chance: Empate ou Palmeiras."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Flamengo ou empate" }));
    canvas.getByRole("tab", { name: "Flamengo ou empate" }).blur();
  },
};

export const ThreeWayMarketMobile: Story = {
  ...ThreeWayMarket,
  globals: phone,
  play: async (context) => {
    await ThreeWayMarket.play!(context);
    // The tabs share the width: nothing pushes the page sideways.
    const list = context.canvas.getByRole("tablist");
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};
