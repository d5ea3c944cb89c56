import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { NotificationsList, type NotificationItem } from "./notifications-list.tsx";

const ITEMS: NotificationItem[] = [
  {
    id: 3,
    kind: "price",
    title: "Bateu Bet: odd 2,10 em Flamengo x Palmeiras",
    body: "A odd de vitória do mandante na Bateu Bet chegou a 2,10 (seu alerta: 2,10).",
    link: "/estatisticasJogo/1",
    when: "21/11/2026 às 15:15",
    unread: true,
  },
  {
    id: 2,
    kind: "kickoff",
    title: "Grêmio x Internacional começa em 30 min",
    body: "Brasileirão Série A: o jogo de um time que você segue começa às 16:00 (horário de Brasília).",
    link: "/estatisticasJogo/2",
    when: "21/11/2026 às 15:30",
    unread: false,
  },
];

const meta = {
  title: "Placar/NotificationsList",
  component: NotificationsList,
  args: { items: ITEMS, onMarkAllRead: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One unread (outlined, and said as 'Não lida:'), one read; the count and 'Marcar todas como lidas'. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Notificações1 não lida");
    await expect(canvas.getByText("Não lida:")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Bateu Bet: odd 2,10 em Flamengo x Palmeiras" })).toHaveAttribute(
      "href",
      "/estatisticasJogo/1",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Marcar todas como lidas" }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const AllRead: Story = {
  args: { items: ITEMS.map((n) => ({ ...n, unread: false })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Marcar todas como lidas" })).toBeNull();
  },
};

export const Loading: Story = { args: { items: undefined } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Nenhuma notificação por enquanto. Crie um alerta de preço na página de um jogo."),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { items: undefined, error: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Não foi possível carregar as notificações. Tente novamente.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };
