import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { WhyUseGuide } from "./why-use-guide.tsx";
import whyUseGuideContent from "./why-use-guide.content.tsx";

const meta = {
  title: "Placar/WhyUseGuide",
  component: WhyUseGuide,
  args: whyUseGuideContent,
  // The home page's centre column.
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WhyUseGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLES = [
  "Comparação em tempo real entre 7 casas licenciadas",
  "A melhor odd de cada resultado em destaque",
  "Placar ao vivo",
  "Estatísticas e análises",
  "Guia das casas de apostas",
  "Comunidade no grupo gratuito",
  "Jogo responsável",
];

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Por que usar o Placar?" })).toBeVisible();
    const nav = canvas.getByRole("navigation", { name: "Seções do guia" });
    await expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "1Comparação de odds",
      "2Melhor odd",
      "3Placar ao vivo",
      "4Estatísticas",
      "5Guia de casas",
      "6Comunidade",
      "7Jogo responsável",
    ]);
    // The numbers are decoration: each button's name is its label.
    await expect(within(nav).getByRole("button", { name: "Melhor odd" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(TITLES);
    await expect(canvas.getByText(/proibidas para menores de 18 anos/)).toBeVisible();
  },
};

export const ScrollsToSection: Story = {
  // Room below the guide, as the page has, so the last heading can reach the top.
  decorators: [
    (Story) => (
      <div className="pb-[100vh]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(window.scrollY).toBe(0);
    await userEvent.click(canvas.getByRole("button", { name: "Jogo responsável" }));
    const heading = canvas.getByRole("heading", { name: "Jogo responsável" });
    await expect(heading).toHaveFocus();
    // The heading ends 80px from the top (scroll-mt-20), clear of the sticky site header.
    await waitFor(() => expect(Math.round(heading.getBoundingClientRect().top)).toBe(80), { timeout: 3000 });
    await expect(window.scrollY).toBeGreaterThan(0);
    // Back to the top for the screenshot.
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

export const KeyboardJump: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Estatísticas" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("heading", { name: "Estatísticas e análises" })).toHaveFocus();
    // Sequential focus now starts from the section: one step back is the last of the guide's buttons.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("button", { name: "Jogo responsável" })).toHaveFocus();
    window.scrollTo({ top: 0, behavior: "instant" });
  },
};

export const CustomContent: Story = {
  args: {
    title: "Como funciona",
    intro: undefined,
    sections: [
      { id: "um", navLabel: "Compare", title: "Compare as odds", paragraphs: ["Veja as sete casas lado a lado."] },
      { id: "dois", navLabel: "Acompanhe", title: "Acompanhe ao vivo", paragraphs: ["Placar e estatísticas."] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Como funciona" })).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas }) => {
    const guide = canvas.getByRole("region", { name: "Por que usar o Placar?" });
    await expect(guide.scrollWidth).toBe(guide.clientWidth);
    // The buttons wrap onto several rows instead of overflowing.
    const buttons = within(canvas.getByRole("navigation", { name: "Seções do guia" })).getAllByRole("button");
    const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
};
