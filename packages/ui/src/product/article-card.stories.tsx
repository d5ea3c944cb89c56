import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { ArticleCard, ArticleCardSkeleton, articleAge, articleByline } from "./article-card.tsx";
import { ARTICLES, BROKEN_IMAGE, LONG_SUBTITLE, LONG_TITLE, NOW, TEAMS, articleHref } from "./news.fixtures.ts";

const article = ARTICLES[0]!;

const meta = {
  title: "Placar/ArticleCard",
  component: ArticleCard,
  args: {
    title: article.title,
    subtitle: article.subtitle,
    imageUrl: article.image,
    home: article.home,
    away: article.away,
    publishedAt: article.created_at,
    now: NOW,
    author: article.author,
    href: articleHref(article),
    // Stories stay on the page: navigation is the app's business.
    onNavigate: fn((event) => event.preventDefault()),
  },
  // One grid cell's width, unless a story lays out several.
  decorators: [
    (Story, { parameters }) =>
      parameters["fullWidth"] ? (
        <Story />
      ) : (
        <div className="w-72">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: article.title })).toBeVisible();
    await expect(canvas.getByText("há 2 horas · Por Ana Lima")).toBeVisible();
    await expect(canvas.getByText("há 2 horas · Por Ana Lima")).toHaveAttribute("datetime", "2025-11-23T16:00:00.000Z");
    await expect(canvas.getByText("Flamengo")).toBeVisible();
    await expect(canvas.getByText("Palmeiras")).toBeVisible();
    const more = canvas.getByRole("link", { name: `Ver Mais sobre ${article.title}` });
    await expect(more).toHaveAttribute(
      "href",
      "/estatisticas/41?slug=futebol-2025-11-23-brasileirao-serie-a-flamengo-x-palmeiras",
    );
    await expect(more).toHaveTextContent(/^Ver Mais/);
    await userEvent.click(more);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** The byline's pure helpers, checked against core's pt-BR rule at the stories' clock. */
export const Ages: Story = {
  render: (args) => (
    <ul className="grid max-w-[72rem] grid-cols-4 gap-4">
      {[
        ["agora", 0.2],
        ["há 1 minuto", 1.5],
        ["há 1 hora", 60],
        ["há 3 dias", 3 * 24 * 60],
      ].map(([label, minutes]) => (
        <li key={label}>
          <ArticleCard
            {...args}
            publishedAt={new Date(NOW.getTime() - Number(minutes) * 60_000)}
            title={`Publicada ${label}`}
          />
        </li>
      ))}
    </ul>
  ),
  parameters: { fullWidth: true },
  play: async ({ canvas }) => {
    await expect(articleAge("2025-11-23T16:00:00Z", NOW)).toBe("há 2 horas");
    await expect(articleAge("2025-11-22T18:00:00Z", NOW)).toBe("há 1 dia");
    await expect(articleAge("2024-11-23T18:00:00Z", NOW)).toBe("há 1 ano");
    await expect(articleAge("não é data", NOW)).toBeNull();
    await expect(articleAge(null, NOW)).toBeNull();
    await expect(articleByline("há 2 horas", "  Ana Lima ")).toBe("há 2 horas · Por Ana Lima");
    await expect(articleByline(null, "Ana Lima")).toBe("Por Ana Lima");
    await expect(articleByline("agora", "")).toBe("agora");
    for (const label of ["agora", "há 1 minuto", "há 1 hora", "há 3 dias"]) {
      await expect(canvas.getByText(`${label} · Por Ana Lima`)).toBeVisible();
    }
  },
};

export const LongText: Story = {
  args: {
    title: LONG_TITLE,
    subtitle: LONG_SUBTITLE,
    home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
    away: { name: "Sport Club Corinthians Paulista", logoUrl: TEAMS.corinthians.logoUrl },
  },
  play: async ({ canvasElement }) => {
    const subtitle = canvasElement.querySelector<HTMLElement>('[data-slot="article-card-subtitle"]')!;
    const lineHeight = Number.parseFloat(getComputedStyle(subtitle).lineHeight);
    // Four lines shown, the rest clipped with an ellipsis.
    await expect(Math.round(subtitle.clientHeight / lineHeight)).toBe(4);
    await expect(subtitle.scrollHeight).toBeGreaterThan(subtitle.clientHeight);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="article-card"]')!;
    await expect(card.scrollWidth).toBe(card.clientWidth);
  },
};

export const MissingImages: Story = {
  args: {
    imageUrl: BROKEN_IMAGE,
    home: { name: "Flamengo", logoUrl: BROKEN_IMAGE },
    away: { name: "Palmeiras", logoUrl: null },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="article-image-fallback"]')).not.toBeNull());
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="team-crest-fallback"]')).toHaveLength(2));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const WithoutAuthorOrSubtitle: Story = {
  args: { author: null, subtitle: null, publishedAt: "2025-11-23T17:59:30Z" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("agora")).toBeVisible();
    await expect(canvas.queryByText(/Por /)).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="article-card-subtitle"]')).toBeNull();
  },
};

export const ModifiedClickKeepsBrowserBehaviour: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole("link", { name: /^Ver Mais/ });
    const keepPage = (event: Event) => event.preventDefault();
    canvasElement.addEventListener("click", keepPage);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const) {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    canvasElement.removeEventListener("click", keepPage);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Skeleton: Story = {
  render: (args) => (
    <div className="grid w-[36rem] grid-cols-2 items-start gap-4">
      <ArticleCard {...args} />
      <ArticleCardSkeleton />
    </div>
  ),
  parameters: { fullWidth: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="article-card-skeleton"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

export const Mobile: Story = {
  parameters: { fullWidth: true },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="article-card"]')!;
    await expect(card.scrollWidth).toBe(card.clientWidth);
  },
};
