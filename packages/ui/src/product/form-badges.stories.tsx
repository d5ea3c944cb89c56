import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { FormBadges, ResultBadge } from "./form-badges.tsx";
import { FORM } from "./team.fixtures.ts";

const meta = {
  title: "Placar/FormBadges",
  component: FormBadges,
  args: { results: FORM },
} satisfies Meta<typeof FormBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flamengo's last five, the newest on the right: one sentence for screen readers, letters and colours on screen. */
export const LastFive: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("img", {
        name: "Forma nos últimos 5 jogos: vitória, vitória, derrota, vitória, empate, do mais antigo ao mais recente",
      }),
    ).toBeVisible();
    const badges = [...canvasElement.querySelectorAll("[data-result]")];
    await expect(badges.map((b) => b.textContent)).toEqual(["V", "V", "D", "V", "E"]);
    // Not colour alone: each square carries its letter, large enough to read.
    for (const badge of badges) {
      await expect(Number.parseFloat(getComputedStyle(badge).fontSize)).toBeGreaterThanOrEqual(12);
    }
    // The newest result is the last one, on the right.
    const [first, last] = [badges[0]!.getBoundingClientRect(), badges.at(-1)!.getBoundingClientRect()];
    await expect(last.left).toBeGreaterThan(first.left);
  },
};

export const OneGame: Story = {
  args: { results: ["D"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Forma no último jogo: derrota" })).toBeVisible();
  },
};

/** A team without a finished game yet (the start of a season, a newly promoted club). */
export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Sem jogos recentes")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** Each result on its own, as a game's row shows it: the word is read out, the letter is shown. */
export const SingleBadges: Story = {
  render: () => (
    <ul className="flex gap-2">
      {(["V", "E", "D"] as const).map((result) => (
        <li key={result}>
          <ResultBadge result={result} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "VVitória",
      "EEmpate",
      "DDerrota",
    ]);
  },
};

export const Light: Story = { globals: { theme: "light" } };

export const Phone: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
};
