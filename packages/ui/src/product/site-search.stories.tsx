import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { TEAMS } from "./day-games.fixtures.ts";
import { OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { SiteSearch, type SearchGroupsView, type SiteSearchProps } from "./site-search.tsx";

/**
 * The dialog is a lazy chunk (`site-search.tsx`); the story runner compiles it on first use, which took longer than
 * Testing Library's default second on a busy machine.
 */
const LAZY_DIALOG = { timeout: 5_000 };

const GROUPS: SearchGroupsView = {
  teams: [
    {
      id: 1011,
      label: "Grêmio",
      path: "/times/gremio-1011",
      detail: "Próximo jogo: Grêmio x Internacional, 22/11",
      image: { kind: "team", src: TEAMS.gremio.logoUrl },
    },
    {
      id: 1190,
      label: "Grêmio Novorizontino",
      path: "/times/gremio-novorizontino-1190",
      detail: "Próximo jogo: Novorizontino x Goiás, 23/11",
      // No crest from the provider: the fallback icon keeps the names aligned.
      image: { kind: "team", src: null },
    },
  ],
  leagues: [],
  games: [
    {
      id: 11,
      label: "Grêmio x Internacional",
      path: "/estatisticasJogo/11",
      detail: "Brasileirão Série A · 22/11/2026 16:00",
    },
    { id: 13, label: "Bahia x Grêmio", path: "/estatisticasJogo/13", detail: "Brasileirão Série A · 29/11/2026 18:30" },
  ],
  articles: [
    {
      id: 7,
      label: "Prévia de Grêmio x Internacional pelo Brasileirão Série A",
      path: "/estatisticas/7",
      detail: "Brasileirão Série A · 21/11",
    },
  ],
};

/** The search as the site runs it: the query is the story's state; the answer comes from `args`. */
function SearchStory(args: SiteSearchProps) {
  const [query, setQuery] = React.useState(args.query);
  return (
    <OverlayFrame className="h-[32rem]">
      {(container) => (
        <div className="flex justify-end p-3">
          <SiteSearch
            {...args}
            query={query}
            onQueryChange={(q) => {
              setQuery(q);
              args.onQueryChange(q);
            }}
            container={container}
          />
        </div>
      )}
    </OverlayFrame>
  );
}

const meta = {
  title: "Placar/SiteSearch",
  component: SiteSearch,
  render: (args) => <SearchStory {...args} />,
  args: { query: "", onQueryChange: fn(), status: "idle", groups: null, onSelect: fn(), onRetry: fn() },
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed, nothing to portal: rendered without the overlay frame, whose composited layer (translateZ) is rasterised a
 * shade differently when other story files render at the same time, which failed this screenshot in full runs.
 */
export const Closed: Story = {
  render: (args) => (
    <div className="flex h-[32rem] justify-end p-3">
      <SiteSearch {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveAttribute("aria-keyshortcuts", "/ Control+K");
  },
};

export const SlashOpensEmpty: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.keyboard("/");
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    const input = within(dialog).getByRole("combobox", { name: "Buscar" });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(within(dialog).getByText("Digite o nome de um time, liga, jogo ou notícia.")).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Results: Story = {
  args: { query: "gremio", status: "success", groups: GROUPS },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.keyboard("{Control>}k{/Control}");
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    const input = within(dialog).getByRole("combobox");
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("5 resultados");
    const groups = within(dialog).getAllByRole("group");
    await expect(
      groups.map(
        (g) =>
          g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["Times", "Jogos", "Notícias"]);
    // Arrow keys move the active option; focus stays in the input.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const options = within(dialog).getAllByRole("option");
    await expect(input).toHaveAttribute("aria-activedescendant", options[2]!.id);
    await expect(options[2]).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await expect(args.onSelect).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const EnterChoosesAndCloses: Story = {
  args: { query: "gremio", status: "success", groups: GROUPS },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    await waitFor(() => expect(within(dialog).getByRole("combobox")).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(GROUPS.games[0]);
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  args: { query: "gremio", status: "success", groups: GROUPS },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" });
    await userEvent.click(trigger);
    await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { query: "gremio", status: "loading", groups: null, defaultOpen: true },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Buscando…");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const NoResults: Story = {
  args: {
    query: "zzzqqq",
    status: "success",
    groups: { teams: [], leagues: [], games: [], articles: [] },
    defaultOpen: true,
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    await expect(within(dialog).getByText("Nenhum resultado para “zzzqqq”")).toBeVisible();
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Nenhum resultado");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Failed: Story = {
  args: { query: "gremio", status: "error", groups: null, defaultOpen: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Não foi possível buscar agora. Tente novamente.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Tentar novamente" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** On a phone the window takes the whole screen. */
export const PhoneFullScreen: Story = {
  args: { query: "gremio", status: "success", groups: GROUPS, defaultOpen: true },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Buscar" }, LAZY_DIALOG);
    const frame = canvas.getByTestId("overlay-frame").getBoundingClientRect();
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([
      frame.left,
      frame.top,
      frame.width,
      frame.height,
    ]);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ResultsLight: Story = { ...Results, globals: { theme: "light" } };

/** Inside a text field "/" is a slash and Ctrl+K is the field's own: the search stays closed. */
export const ShortcutsLeaveTextFieldsAlone: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm">
        Observação
        <input className="h-10 rounded-md border border-input bg-background px-3" />
      </label>
      <SearchStory {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Observação" });
    await userEvent.click(field);
    await userEvent.keyboard("1/2{Control>}k{/Control}");
    await expect(field).toHaveValue("1/2");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};
