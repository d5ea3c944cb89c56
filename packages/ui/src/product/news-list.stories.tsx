import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { NewsList, type NewsListItem } from "./news-list.tsx";
import { ARTICLES, BROKEN_IMAGE, LONG_SUBTITLE, LONG_TITLE, NOW, articleHref } from "./news.fixtures.ts";

const ITEMS: readonly NewsListItem[] = ARTICLES.map((a) => ({
  id: a.id,
  title: a.title,
  subtitle: a.subtitle,
  imageUrl: a.image,
  href: articleHref(a),
  publishedAt: a.created_at,
}));

const meta = {
  title: "Placar/NewsList",
  component: NewsList,
  // Stories stay on the page: navigation is the app's business.
  args: { items: ITEMS.slice(0, 4), now: NOW, onNavigate: fn((event) => event.preventDefault()) },
  // The home page's right column.
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("region", { name: "Últimas notícias" })).toBeVisible();
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(4);
    // The first is large, with its subtitle; the others are compact, title and age only.
    await expect(canvasElement.querySelectorAll('[data-slot="news-list-lead"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-slot="news-list-item"]')).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(ARTICLES[0]!.title);
    await expect(links[0]).toHaveAccessibleDescription(`${ARTICLES[0]!.subtitle} há 2 horas`);
    await expect(links[0]).toHaveAttribute(
      "href",
      "/estatisticas/41?slug=futebol-2025-11-23-brasileirao-serie-a-flamengo-x-palmeiras",
    );
    await expect(links[1]).toHaveAccessibleName(ARTICLES[1]!.title);
    await expect(links[1]).toHaveAccessibleDescription("há 5 horas");
    await expect(links[2]).toHaveAccessibleDescription("há 1 dia");
    await expect(canvas.queryByText(ARTICLES[1]!.subtitle)).toBeNull();
    const lead = canvasElement.querySelector('[data-slot="news-list-lead"] img')!.getBoundingClientRect();
    const thumb = canvasElement.querySelector('[data-slot="news-list-item"] img')!.getBoundingClientRect();
    await expect(lead.width).toBeGreaterThan(thumb.width * 3);
    // The whole item is the target: what lies under the thumbnail's centre is the item's link.
    const thumbBox = canvasElement.querySelectorAll('[data-slot="news-list-item"] img')[1]!.getBoundingClientRect();
    const hit = document.elementFromPoint(thumbBox.x + thumbBox.width / 2, thumbBox.y + thumbBox.height / 2);
    await expect(hit).toBe(links[2]);
    await userEvent.click(hit!);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.anything(), ITEMS[2]);
  },
};

/** More than four articles arrive: the box still shows four. */
export const ManyItems: Story = {
  args: { items: ITEMS },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
    await expect(canvas.queryByText(ARTICLES[4]!.title)).toBeNull();
  },
};

export const FewItems: Story = {
  args: { items: ITEMS.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Últimas notícias" })).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelector('[data-slot="news-list-loading"]')).toHaveAttribute("aria-hidden", "true");
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma notícia publicada ainda")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const LongTitles: Story = {
  args: {
    items: [
      { ...ITEMS[0]!, title: LONG_TITLE, subtitle: LONG_SUBTITLE },
      { ...ITEMS[1]!, title: LONG_TITLE },
      ...ITEMS.slice(2, 4),
    ],
  },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="news-list"]')!;
    await expect(box.scrollWidth).toBe(box.clientWidth);
    // Clamped on screen (three lines), whole in the link's name.
    const title = canvasElement.querySelector<HTMLElement>('[data-slot="news-list-item"] .line-clamp-3')!;
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
  },
};

export const BrokenAndMissingImages: Story = {
  args: {
    items: [{ ...ITEMS[0]!, imageUrl: BROKEN_IMAGE }, { ...ITEMS[1]!, imageUrl: null }, ...ITEMS.slice(2, 4)],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="article-image-fallback"]')).toHaveLength(2));
    // The placeholder keeps the image's box, so nothing jumps when an image fails.
    const placeholder = canvasElement.querySelector(
      '[data-slot="news-list-lead"] [data-slot="article-image-fallback"]',
    )!;
    const box = placeholder.getBoundingClientRect();
    await expect(Math.round((box.width * 9) / 16)).toBe(Math.round(box.height));
  },
};

/** Without a clock the items carry no age. */
export const WithoutAges: Story = {
  args: { now: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="news-list-age"]')).toBeNull();
    await expect(canvas.getAllByRole("link")[1]).not.toHaveAccessibleDescription();
  },
};

export const ModifiedClickKeepsBrowserBehaviour: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const link = canvas.getAllByRole("link")[0]!;
    const keepPage = (event: Event) => event.preventDefault();
    canvasElement.addEventListener("click", keepPage);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const) {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    canvasElement.removeEventListener("click", keepPage);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole("link")[1]).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="news-list"]')!;
    await expect(box.scrollWidth).toBe(box.clientWidth);
  },
};
