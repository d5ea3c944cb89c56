import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { ArticleGrid, type ArticleGridItem } from "./article-grid.tsx";
import { LoadMore } from "./load-more.tsx";
import { ARTICLES, NOW, articleHref } from "./news.fixtures.ts";

const ITEMS: readonly ArticleGridItem[] = ARTICLES.map((a) => ({
  id: a.id,
  title: a.title,
  subtitle: a.subtitle,
  imageUrl: a.image,
  home: a.home,
  away: a.away,
  publishedAt: a.created_at,
  author: a.author,
  href: articleHref(a),
}));

const meta = {
  title: "Placar/ArticleGrid",
  component: ArticleGrid,
  // Stories stay on the page: navigation is the app's business.
  args: { articles: ITEMS, now: NOW, onNavigate: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof ArticleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many columns the grid shows: distinct left edges of its cells. */
function columns(grid: Element): number {
  const cells = grid.querySelectorAll(':scope > ul > li, :scope > div > [data-slot="article-card-skeleton"]');
  return new Set([...cells].map((cell) => Math.round(cell.getBoundingClientRect().left))).size;
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const grid = canvasElement.querySelector('[data-slot="article-grid"]')!;
    // The runner's 1200px viewport leaves room for five ~210px cards.
    await expect(columns(grid)).toBe(5);
    await expect(canvas.getAllByRole("article")).toHaveLength(10);
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(10);
    const more = canvas.getByRole("link", { name: `Ver Mais sobre ${ITEMS[3]!.title}` });
    await expect(more).toHaveAttribute("href", ITEMS[3]!.href);
    await userEvent.click(more);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.anything(), ITEMS[3]);
  },
};

const WIDTHS = [
  ["20rem", 1],
  ["30rem", 2],
  ["44rem", 3],
  ["58rem", 4],
  ["72rem", 5],
] as const;

/** The grid follows its own width (container queries), one to five columns. */
export const ColumnsByWidth: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {WIDTHS.map(([width, count]) => (
        <section key={width} aria-label={`${count} colunas em ${width}`} style={{ width }}>
          <ArticleGrid {...args} articles={args.articles.slice(0, count)} headingLevel={3} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [width, count] of WIDTHS) {
      const region = canvas.getByRole("region", { name: `${count} colunas em ${width}` });
      await expect(columns(region.querySelector('[data-slot="article-grid"]')!)).toBe(count);
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvasElement.querySelector('[data-slot="article-grid"]')!;
    await expect(grid).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[data-slot="article-card-skeleton"]')).toHaveLength(10);
    // Placeholders keep the same columns as the cards, so nothing reflows when they arrive.
    await expect(columns(grid)).toBe(5);
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma estatística publicada ainda")).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
  },
};

const PAGE_SIZE = 4;

/** The statistics list as the page composes it: the grid, then 'Carregar mais' until the last page. */
export const WithLoadMore: Story = {
  render: function Paged(args) {
    const [count, setCount] = React.useState(PAGE_SIZE);
    const [loading, setLoading] = React.useState(false);
    return (
      <div className="flex flex-col gap-2">
        <ArticleGrid {...args} articles={args.articles.slice(0, count)} />
        <LoadMore
          hasMore={count < args.articles.length}
          loading={loading}
          onLoadMore={() => {
            setLoading(true);
            setTimeout(() => {
              setCount((n) => n + PAGE_SIZE);
              setLoading(false);
            }, 150);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole("article")).toHaveLength(4);
    await userEvent.click(canvas.getByRole("button", { name: "Carregar mais" }));
    await expect(canvas.getByRole("button", { name: "Carregando mais estatísticas..." })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(8));
    await userEvent.click(canvas.getByRole("button", { name: "Carregar mais" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(10));
    await expect(canvas.queryByRole("button", { name: "Carregar mais" })).toBeNull();
    await expect(canvas.getByText("Não há mais estatísticas")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { articles: ITEMS.slice(0, 3) },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="article-grid"]')!;
    await expect(columns(grid)).toBe(1);
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
    const first = within(grid).getAllByRole("article")[0]!;
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
