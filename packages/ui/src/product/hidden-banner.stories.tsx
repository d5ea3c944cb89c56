import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { Button } from "../primitives/button.tsx";
import { HiddenBanner } from "./hidden-banner.tsx";

const GROUP = "https://chat.whatsapp.com/placar-palpites";

/** A page stand-in whose box is the containing block of fixed elements, so the floating banner stays in the shot. */
function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative h-[30rem] w-full overflow-hidden rounded-lg outline outline-border [transform:translateZ(0)]">
      <div className="flex flex-col gap-3 p-4">
        <p className="font-display text-xl font-bold">Melhores Odds para Apostar Hoje</p>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-12 rounded-md bg-card" />
        ))}
      </div>
      {children}
    </div>
  );
}

const meta = {
  title: "Placar/HiddenBanner",
  component: HiddenBanner,
  args: { href: GROUP, placement: "inline", onOpenChange: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters["page"] ? (
        <PageFrame>
          <Story />
        </PageFrame>
      ) : (
        <div className="max-w-md">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof HiddenBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = "Participe do nosso grupo gratuito de palpites e estatísticas";

export const AppearsAfterDelay: Story = {
  args: { delayMs: 400 },
  play: async ({ args, canvas }) => {
    // Hidden at first…
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // …then it slides in, without taking focus.
    const banner = await canvas.findByRole("region", { name: NAME }, { timeout: 2000 });
    await expect(banner).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(banner.contains(document.activeElement)).toBe(false);
  },
};

export const StaysHiddenWithoutTrigger: Story = {
  play: async ({ args, canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: NAME });
    await expect(banner).toHaveAttribute("data-state", "open");
    const link = canvas.getByRole("link", { name: "Entrar no grupo (abre em nova aba)" });
    await expect(link).toHaveAttribute("href", GROUP);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("button", { name: "Fechar convite" })).toBeVisible();
    await expect(canvas.getByText("Conteúdo para maiores de 18 anos.")).toBeVisible();
  },
};

export const Dismiss: Story = {
  args: { delayMs: 50 },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole("region", { name: NAME });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Fechar convite" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Dismissed means dismissed: nothing brings it back on this page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
  },
};

export const Controlled: Story = {
  render: function ControlledBanner(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="flex flex-col gap-3">
        <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
          Mostrar convite
        </Button>
        <HiddenBanner
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar convite" }));
    await expect(canvas.getByRole("region", { name: NAME })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Fechar convite" }));
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole("region", { name: NAME })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar convite" }));
    await expect(canvas.getByRole("region", { name: NAME })).toBeVisible();
  },
};

export const Floating: Story = {
  args: { placement: "floating", delayMs: 100 },
  parameters: { page: true },
  play: async ({ canvas, canvasElement }) => {
    const banner = await canvas.findByRole("region", { name: NAME });
    const frame = canvasElement.querySelector<HTMLElement>(".h-\\[30rem\\]")!.getBoundingClientRect();
    const box = banner.getBoundingClientRect();
    // Bottom-right corner of the page, 16px in.
    await expect(Math.round(frame.right - box.right)).toBe(16);
    await expect(Math.round(frame.bottom - box.bottom)).toBe(16);
  },
};

export const Mobile: Story = {
  args: { placement: "floating", defaultOpen: true },
  parameters: { page: true },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const banner = canvas.getByRole("region", { name: NAME });
    const frame = canvasElement.querySelector<HTMLElement>(".h-\\[30rem\\]")!.getBoundingClientRect();
    const box = banner.getBoundingClientRect();
    // Spans the phone's width, 12px from each edge.
    await expect(Math.round(box.left - frame.left)).toBe(12);
    await expect(Math.round(frame.right - box.right)).toBe(12);
    await expect(banner.scrollWidth).toBe(banner.clientWidth);
  },
};
