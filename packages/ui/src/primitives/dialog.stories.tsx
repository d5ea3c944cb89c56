import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { Button } from "./button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";
import { OverlayFrame, keepStoryLastForScreenshot } from "./overlay-frame.fixtures.tsx";

type DialogStoryArgs = React.ComponentProps<typeof Dialog> & { body?: React.ReactNode; frameClassName?: string };

function renderDialog({
  body = "Escolha o jogo e escreva a análise no editor.",
  frameClassName,
  ...args
}: DialogStoryArgs) {
  return (
    <OverlayFrame className={frameClassName}>
      {(container) => (
        <Dialog {...args}>
          <DialogTrigger asChild>
            <Button>Nova Notícia</Button>
          </DialogTrigger>
          <DialogContent container={container}>
            <DialogHeader>
              <DialogTitle>Nova Notícia</DialogTitle>
              <DialogDescription>Os campos marcados são obrigatórios.</DialogDescription>
            </DialogHeader>
            <div className="text-sm">{body}</div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancelar</Button>
              </DialogClose>
              <Button>Salvar</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </OverlayFrame>
  );
}

const meta = {
  title: "Primitivos/Dialog",
  component: Dialog,
  args: { onOpenChange: fn() },
  render: renderDialog,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Nova Notícia" })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nova Notícia" }));
    const dialog = await canvas.findByRole("dialog", { name: "Nova Notícia" });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription("Os campos marcados são obrigatórios.");
    await expect(within(dialog).getByRole("button", { name: "Fechar" })).toBeVisible();
    await waitFor(() => expect(dialog).toHaveAttribute("data-state", "open"));
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ClosesWithFechar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nova Notícia" }));
    const dialog = await canvas.findByRole("dialog", { name: "Nova Notícia" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus returns to the control that opened it.
    await expect(canvas.getByRole("button", { name: "Nova Notícia" })).toHaveFocus();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Nova Notícia" }));
    await canvas.findByRole("dialog", { name: "Nova Notícia" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Controlled: Story = {
  render: function ControlledDialog(args) {
    const [open, setOpen] = React.useState(true);
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Aberto: {open ? "sim" : "não"}</p>
        {renderDialog({
          ...args,
          open,
          onOpenChange: (next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          },
        })}
      </div>
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Nova Notícia" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole("button", { name: "Nova Notícia" }));
    await canvas.findByRole("dialog", { name: "Nova Notícia" });
    await expect(canvas.getByText("Aberto: sim")).toBeInTheDocument();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    frameClassName: "h-[32rem]",
    body: (
      <div className="flex flex-col gap-3">
        {Array.from({ length: 8 }, (_, i) => (
          <p key={i}>
            Parágrafo {i + 1}: análise detalhada da partida, com desfalques, retrospecto recente, confrontos diretos e a
            variação das odds nas sete casas ao longo da semana. Aposte com responsabilidade.
          </p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Nova Notícia" });
    // The window scrolls inside the viewport instead of growing past it.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Mobile: Story = {
  ...Open,
  args: { frameClassName: "h-[34rem]" },
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const OpenLight: Story = { ...Open, globals: { theme: "light" } };
