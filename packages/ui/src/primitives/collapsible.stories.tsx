import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible.tsx";

const meta = {
  title: "Primitivos/Collapsible",
  component: Collapsible,
  args: { onOpenChange: fn(), className: "w-full max-w-md" },
  render: (args) => (
    <Collapsible {...args}>
      <h3>
        <CollapsibleTrigger>Por que comparar odds?</CollapsibleTrigger>
      </h3>
      <CollapsibleContent>
        A mesma partida pode pagar valores diferentes em cada casa. Compare antes de decidir e aposte com
        responsabilidade.
      </CollapsibleContent>
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Por que comparar odds?" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/A mesma partida/)).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Por que comparar odds?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByText(/A mesma partida/)).toBeVisible();
  },
};

export const Toggling: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Por que comparar odds?" });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText(/A mesma partida/)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="collapsible"]')).toHaveAttribute("data-state", "open");
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByText(/A mesma partida/)).toBeNull();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

export const Controlled: Story = {
  render: function ControlledCollapsible(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="flex max-w-md flex-col gap-2">
        <Collapsible
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        >
          <h3>
            <CollapsibleTrigger>Jogos da Liga Brasileirão Série A</CollapsibleTrigger>
          </h3>
          <CollapsibleContent>Flamengo x Palmeiras — 16:00</CollapsibleContent>
        </Collapsible>
        <p className="text-sm text-muted-foreground">Aberta: {open ? "sim" : "não"}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Brasileirão/ }));
    await expect(canvas.getByText("Aberta: sim")).toBeVisible();
    await expect(canvas.getByText(/Flamengo x Palmeiras/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Por que comparar odds?" });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute("data-disabled");
  },
};

export const LongText: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Collapsible {...args}>
      <h3>
        <CollapsibleTrigger>
          Jogos da Liga Campeonato Estadual de Futebol Profissional da Primeira Divisão — Fase de Grupos
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent>
        Odds atualizadas a cada minuto a partir das sete casas licenciadas. Os valores podem mudar até o início da
        partida; confira sempre na casa antes de confirmar. Aposte com responsabilidade: proibido para menores de 18
        anos.
      </CollapsibleContent>
    </Collapsible>
  ),
};

export const Mobile: Story = { ...LongText, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Por que comparar odds?" })).toHaveFocus();
  },
};

export const OpenLight: Story = { ...Open, globals: { theme: "light" } };
