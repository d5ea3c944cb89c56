import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { COMMUNITY_RULES, CommunityPage } from "./community-page.tsx";

const GROUP = "https://chat.whatsapp.com/placar-exemplo";

const meta = {
  title: "Placar/CommunityPage",
  component: CommunityPage,
  args: { groupUrl: GROUP, responsibleHref: "/jogo-responsavel", liveHref: "/odds-ao-vivo" },
} satisfies Meta<typeof CommunityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** COMMUNITY_GROUP_URL is set: the invitation opens the group in a new tab. */
export const WithInvitation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Comunidade Placar" })).toBeVisible();
    const invitation = canvas.getByRole("region", { name: "Entre no grupo" });
    const join = canvas.getByRole("link", { name: "Entrar no grupo (abre em nova aba)" });
    await expect(invitation).toContainElement(join);
    await expect(join).toHaveAttribute("href", GROUP);
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    await expect(invitation).toHaveTextContent("Conteúdo para maiores de 18 anos.");
    await expect(canvas.getByRole("heading", { level: 2, name: "Regras do grupo" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem").map((li) => li.textContent)).toEqual(
      expect.arrayContaining([...COMMUNITY_RULES]),
    );
    await expect(canvas.getByRole("link", { name: "Jogo responsável" })).toHaveAttribute("href", "/jogo-responsavel");
  },
};

/** No COMMUNITY_GROUP_URL: the page says the group is not open yet, with no link to it. */
export const WithoutInvitation: Story = {
  args: { groupUrl: null },
  play: async ({ canvas }) => {
    const invitation = canvas.getByRole("region", { name: "O grupo ainda não está aberto" });
    await expect(invitation).toHaveTextContent("quando for, o link para entrar aparece aqui");
    await expect(canvas.queryByRole("link", { name: /Entrar no grupo/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Ver as odds ao vivo" })).toHaveAttribute("href", "/odds-ao-vivo");
    await expect(canvas.getByRole("heading", { level: 2, name: "Regras do grupo" })).toBeVisible();
  },
};

const phone = { viewport: { value: "mobile360", isRotated: false } };

export const WithInvitationMobile: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Entrar no grupo (abre em nova aba)" })).toBeVisible();
    // Nothing wider than a 360 px phone.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithoutInvitationMobile: Story = {
  args: { groupUrl: null },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "O grupo ainda não está aberto" })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Light: Story = { globals: { theme: "light" } };
