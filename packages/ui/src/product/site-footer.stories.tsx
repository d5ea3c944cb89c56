import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { SiteFooter } from "./site-footer.tsx";

const meta = {
  title: "Placar/SiteFooter",
  component: SiteFooter,
  args: {
    youtubeHref: "https://www.youtube.com/@placar",
    instagramHref: "https://www.instagram.com/placar",
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const youtube = canvas.getByRole("link", { name: "YouTube" });
    await expect(youtube).toHaveAttribute("href", "https://www.youtube.com/@placar");
    await expect(youtube).toHaveAttribute("target", "_blank");
    await expect(canvas.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/placar",
    );
    await expect(canvas.getByRole("img", { name: "Proibido para menores de 18 anos" })).toHaveTextContent("18+");
    await expect(canvas.getByText(/Aposte com responsabilidade/)).toBeVisible();
    await expect(canvas.getByText(/não são fonte de renda/)).toBeVisible();
    await expect(canvas.getByText("© 2025 Placar")).toBeVisible();
  },
};

/** The site's own pages under the copyright line. */
export const WithLinks: Story = {
  args: {
    links: [
      { href: "/jogo-responsavel", label: "Jogo responsável" },
      { href: "/privacidade", label: "Privacidade" },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Institucional" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Jogo responsável" })).toHaveAttribute("href", "/jogo-responsavel");
    await expect(canvas.getByRole("link", { name: "Privacidade" })).toHaveAttribute("href", "/privacidade");
  },
};

export const WithLinksMobile: Story = { ...WithLinks, globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

export const SocialFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "YouTube" })).toHaveFocus();
  },
};
