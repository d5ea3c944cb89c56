import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";

import { OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { BTTS, DOUBLE_CHANCE } from "./markets.fixtures.ts";
import { PriceAlertDialog, type PriceAlertDialogProps } from "./price-alert-dialog.tsx";

const QUOTES = [
  { house: "Bateu Bet", home: 2.05, draw: 3.3, away: 3.6 },
  { house: "Betano", home: 2.1, draw: 3.25, away: 3.5 },
];

const meta = {
  title: "Placar/PriceAlertDialog",
  component: PriceAlertDialog,
  // The dialog portals into a frame inside the story, so the screenshot holds it (overlay-frame.fixtures.tsx).
  render: (args: PriceAlertDialogProps) => (
    <OverlayFrame className="h-[40rem]">
      {(container) => <PriceAlertDialog {...args} portalContainer={container} />}
    </OverlayFrame>
  ),
  args: { home: "Flamengo", away: "Palmeiras", quotes: QUOTES, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof PriceAlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry on the match page, closed. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Criar alerta de preço" })).toBeVisible();
  },
};

/** Opened from the keyboard: house, outcome, target and the consent line. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole("button", { name: "Criar alerta de preço" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await expect(within(dialog).getByLabelText("Casa")).toHaveValue("Bateu Bet");
    await expect(within(dialog).getByRole("radio", { name: /^Vitória do Flamengo/ })).toBeChecked();
    await expect(within(dialog).getByText("A odd atual é 2,05.")).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** A target at the current price is refused in Portuguese, before anything is sent. */
export const TargetTooLow: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await userEvent.type(within(dialog).getByLabelText("Avisar quando a odd chegar a"), "2,05");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));
    await expect(await within(dialog).findByText("A odd atual já é 2,05. Escolha um valor acima dela.")).toBeVisible();
    await expect(within(dialog).getByLabelText("Avisar quando a odd chegar a")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** The server's refusal (the limit) is shown in the dialog, and the values kept. */
export const ServerError: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new Error("Você já tem 20 alertas ativos, o máximo. Apague algum para criar outro.")),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await userEvent.type(within(dialog).getByLabelText("Avisar quando a odd chegar a"), "2,50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Você já tem 20 alertas ativos, o máximo. Apague algum para criar outro.",
    );
    await expect(within(dialog).getByLabelText("Avisar quando a odd chegar a")).toHaveValue("2,50");
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** Another house and the draw, a decimal comma: the alert is created and confirmed. */
export const Created: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Casa"), "Betano");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Empate/ }));
    await userEvent.type(within(dialog).getByLabelText("Avisar quando a odd chegar a"), "3,40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));
    await expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Alerta criado. Avisaremos por e-mail e nas notificações quando a odd chegar lá.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ house: "Betano", outcome: "draw", target: 3.4 });
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Light: Story = { ...Open, globals: { theme: "light" } };

const phone = { viewport: { value: "mobile360", isRotated: false } };

/** A two-way market (Ambas marcam): its outcomes with each house's price now, the market named in the dialog. */
export const TwoWayMarket: Story = {
  args: {
    market: BTTS,
    quotes: [
      { house: "Bateu Bet", prices: [1.9, 1.85] },
      { house: "BetPontoBet", prices: [1.95, 1.8] },
    ],
    onSubmit: fn(async () => undefined),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await expect(within(dialog).getByText(/^Flamengo x Palmeiras, Ambas marcam: avisamos/)).toBeVisible();
    const outcomes = within(dialog).getByRole("group", { name: "Ambas marcam" });
    await expect(within(outcomes).getAllByRole("radio")).toHaveLength(2);
    await expect(within(outcomes).getByRole("radio", { name: /^Sim/ })).toBeChecked();
    await userEvent.click(within(outcomes).getByRole("radio", { name: /^Não/ }));
    await expect(within(dialog).getByText("A odd atual é 1,85.")).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const TwoWayMarketMobile: Story = { ...TwoWayMarket, globals: phone };

const DOUBLE_CHANCE_ARGS = {
  market: DOUBLE_CHANCE,
  quotes: [
    { house: "Bateu Bet", prices: [1.28, 1.3, 1.7] },
    { house: "HanzBet", prices: [1.26, 1.32, 1.71] },
  ],
  onSubmit: fn(async () => undefined),
};

/** A three-way market (Dupla chance): the three outcomes by name, X2 chosen. */
export const ThreeWayMarket: Story = {
  args: DOUBLE_CHANCE_ARGS,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    const outcomes = within(dialog).getByRole("group", { name: "Dupla chance" });
    await expect(
      within(outcomes)
        .getAllByRole("radio")
        .map((r) => r.parentElement!.textContent),
    ).toEqual([
      "Flamengo ou empate(agora 1,28)",
      "Flamengo ou Palmeiras(agora 1,30)",
      "Empate ou Palmeiras(agora 1,70)",
    ]);
    await userEvent.click(within(outcomes).getByRole("radio", { name: /^Empate ou Palmeiras/ }));
    await expect(within(dialog).getByText("A odd atual é 1,70.")).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ThreeWayMarketMobile: Story = { ...ThreeWayMarket, globals: phone };

/** The alert on another market is sent with the market's id and the outcome's place in it. */
export const ThreeWayMarketCreated: Story = {
  args: { ...DOUBLE_CHANCE_ARGS, onSubmit: fn(async () => undefined) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Criar alerta de preço" }));
    const dialog = await canvas.findByRole("dialog", { name: "Criar alerta de preço" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Casa"), "HanzBet");
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Empate ou Palmeiras/ }));
    await userEvent.type(within(dialog).getByLabelText("Avisar quando a odd chegar a"), "1,70");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));
    // HanzBet's X2 is 1,71 now: 1,70 is not above it, refused before anything is sent.
    await expect(await within(dialog).findByText("A odd atual já é 1,71. Escolha um valor acima dela.")).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText("Avisar quando a odd chegar a"));
    await userEvent.type(within(dialog).getByLabelText("Avisar quando a odd chegar a"), "1,85");
    await userEvent.click(within(dialog).getByRole("button", { name: "Criar alerta" }));
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Alerta criado.");
    await expect(args.onSubmit).toHaveBeenCalledWith({
      house: "HanzBet",
      market: "double_chance",
      outcome: 2,
      target: 1.85,
    });
    keepStoryLastForScreenshot(canvasElement);
  },
};
