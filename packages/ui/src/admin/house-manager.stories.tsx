import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { BETTING_HOUSES } from "@placar/core/houses";
import {
  HOUSE_AFFILIATE_INVALID,
  HOUSE_DOMAIN_INVALID,
  HOUSE_FEED_SECRET_SHOWN,
  HOUSE_FEED_URL_INVALID,
  HOUSE_LICENCE_INVALID,
  HOUSE_NAME_TAKEN,
  HOUSE_SAVED,
} from "@placar/core/messages-houses";

import { houseLogo } from "../product/houses.fixtures.ts";
import { HouseManager, type HouseManagerItem, type HouseManagerProps } from "./house-manager.tsx";
import { OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";

/** The seven seeded houses as the admin list serves them; Geral Bet switched off, Bateu Bet fed by betano. */
const HOUSES: HouseManagerItem[] = BETTING_HOUSES.map((h) => ({
  id: h.id,
  name: h.house,
  logo: houseLogo(h.house, h.color, h.textColor),
  color: h.color,
  textColor: h.textColor,
  affiliateUrl: h.link,
  licence: h.licence,
  domain: h.domain,
  active: h.house !== "Geral Bet",
  sourceKeys: h.house === "Bateu Bet" ? ["betano"] : [],
}));

const meta = {
  title: "Admin/HouseManager",
  component: HouseManager,
  args: { houses: HOUSES, onRetry: fn(), onSave: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-3xl p-4">{Story()}</div>],
} satisfies Meta<typeof HouseManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager in a frame its dialog opens into (see overlay-frame.fixtures.tsx). */
function inFrame(args: HouseManagerProps) {
  return (
    <OverlayFrame className="h-[52rem]">{(container) => <HouseManager {...args} container={container} />}</OverlayFrame>
  );
}

/** The manager with its list kept in state, as the page refreshes it after a save. */
function LiveManager(args: HouseManagerProps) {
  const [rows, setRows] = React.useState<HouseManagerItem[]>(HOUSES);
  return (
    <HouseManager
      {...args}
      houses={rows}
      onSave={async (id, values, logo) => {
        await args.onSave(id, values, logo);
        setRows((all) => all.map((r) => (r.id === id ? { ...r, ...values } : r)));
      }}
    />
  );
}

export const List: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(7);
    await expect(
      within(items[0]!).getByText("Portaria SPA/MF nº 2.090/2024 · bateu.bet.br · fontes: betano"),
    ).toBeVisible();
    await expect(within(items[5]!).getByText("Inativa")).toBeVisible();
    await expect(canvas.getByText("6 de 7 casas ativas no site")).toBeVisible();
  },
};

/** Renaming and switching off a house: the form sends the normalised values, the list shows them, a banner says so. */
export const EditingAHouse: Story = {
  render: (args) => (
    <OverlayFrame className="h-[52rem]">{(container) => <LiveManager {...args} container={container} />}</OverlayFrame>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Editar MGM Bet" }));
    const dialog = within(await canvas.findByRole("dialog", { name: "Editar casa" }));
    const name = dialog.getByLabelText("Nome");
    await userEvent.clear(name);
    await userEvent.type(name, "MGM Apostas");
    await userEvent.click(dialog.getByLabelText("Ativa (aparece no site)"));
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      2,
      {
        name: "MGM Apostas",
        color: "#b8860b",
        textColor: "#000000",
        affiliateUrl: "https://mgm.bet.br/?ref=placar",
        licence: "Portaria SPA/MF nº 2.093/2024",
        domain: "mgm.bet.br",
        active: false,
        sourceKeys: [],
        feedUrl: null,
      },
      null,
    );
    await expect(await canvas.findByText(HOUSE_SAVED)).toBeVisible();
    const row = canvas.getAllByRole("listitem")[1]!;
    await expect(within(row).getByText("MGM Apostas")).toBeVisible();
    await expect(within(row).getByText("Inativa")).toBeVisible();
    // The banner closes itself after 3 s; the screenshot is of the list as it stays.
    await waitFor(() => expect(canvas.queryByText(HOUSE_SAVED)).toBeNull(), { timeout: 4500 });
  },
};

/** A new house that breaks the rules: each field says why, in Portuguese, before anything is sent. */
export const NewHouseInvalid: Story = {
  args: { defaultEditing: "new" },
  render: inFrame,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = within(await canvas.findByRole("dialog", { name: "Nova casa" }));
    await userEvent.type(dialog.getByLabelText("Nome"), "Casa Nova");
    await userEvent.type(dialog.getByLabelText("Link de afiliado"), "http://casanova.com/?ref=placar");
    await userEvent.type(dialog.getByLabelText("Licença SPA/MF"), "licença 42");
    await userEvent.type(dialog.getByLabelText("Domínio .bet.br"), "casanova.com");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(dialog.getByText(HOUSE_LICENCE_INVALID)).toBeVisible();
    await expect(dialog.getByText(HOUSE_DOMAIN_INVALID)).toBeVisible();
    await expect(dialog.getByLabelText("Licença SPA/MF")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(dialog.getByLabelText("Domínio .bet.br"));
    await userEvent.type(dialog.getByLabelText("Domínio .bet.br"), "casanova.bet.br");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(dialog.getByText(HOUSE_AFFILIATE_INVALID)).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** The server's refusal (a name already taken) marks the field and shows its message. */
export const ServerRefuses: Story = {
  args: {
    defaultEditing: 3,
    onSave: fn(async () => {
      throw Object.assign(new Error(HOUSE_NAME_TAKEN), { body: { fields: { name: [HOUSE_NAME_TAKEN] } } });
    }),
  },
  render: inFrame,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = within(await canvas.findByRole("dialog", { name: "Editar casa" }));
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent(HOUSE_NAME_TAKEN);
    await expect(dialog.getByLabelText("Nome")).toHaveAttribute("aria-invalid", "true");
    keepStoryLastForScreenshot(canvasElement);
  },
};

const SECRET = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/** Lotogreen sends its own feed: its URL is polled and it has a push secret, generated again here and shown once. */
export const FeedSecretRevealed: Story = {
  args: {
    houses: HOUSES.map((h) =>
      h.name === "Lotogreen"
        ? {
            ...h,
            feedUrl: "https://lotogreen.bet.br/placar/odds.json",
            hasFeedSecret: true,
            feedSecretAt: "2026-11-20T13:30:00.000Z",
          }
        : h,
    ),
    defaultEditing: 4,
    onRotateSecret: fn(async () => SECRET),
  },
  render: inFrame,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = within(await canvas.findByRole("dialog", { name: "Editar casa" }));
    await expect(dialog.getByLabelText("URL do feed de odds")).toHaveValue("https://lotogreen.bet.br/placar/odds.json");
    await expect(dialog.getByText(/Segredo criado em 20\/11\/2026, 10:30/)).toBeVisible();
    await userEvent.click(dialog.getByRole("button", { name: "Gerar novo segredo" }));
    await expect(args.onRotateSecret).toHaveBeenCalledWith(4);
    await expect(await dialog.findByLabelText("Novo segredo")).toHaveValue(SECRET);
    await expect(dialog.getByText(HOUSE_FEED_SECRET_SHOWN)).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** A feed URL that is not http(s) is refused before anything is sent. */
export const FeedUrlInvalid: Story = {
  args: { defaultEditing: 1 },
  render: inFrame,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = within(await canvas.findByRole("dialog", { name: "Editar casa" }));
    await userEvent.type(dialog.getByLabelText("URL do feed de odds"), "ftp://bateu.bet.br/odds.json");
    await userEvent.click(dialog.getByRole("button", { name: "Salvar" }));
    await expect(dialog.getByText(HOUSE_FEED_URL_INVALID)).toBeVisible();
    await expect(dialog.getByLabelText("URL do feed de odds")).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Loading: Story = { args: { houses: undefined } };

export const Failed: Story = {
  args: { houses: undefined, error: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Tentar de novo" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { houses: [] } };
