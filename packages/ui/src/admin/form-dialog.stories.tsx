import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2 } from "lucide-react";
import { expect, fn, waitFor, within } from "storybook/test";

import { Button } from "../primitives/button.tsx";
import { IconButton } from "../primitives/icon-button.tsx";
import { Input } from "../primitives/input.tsx";
import { OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { FormDialog, FormDialogForm } from "./form-dialog.tsx";

type LeagueDialogProps = {
  /** Saves the league; a rejection with an Error shows its message. */
  onSave: (name: string) => Promise<unknown>;
  /** Told whenever the dialog opens or closes. */
  onOpenChange: (open: boolean) => void;
  /** Offer 'Excluir liga' at the footer's other end. */
  onDelete?: () => void;
};

/** The shell as the admin's dialogs use it: the dialog owns `open`, a component of its own holds the form's state. */
function LeagueDialog({ onSave, onOpenChange, onDelete, container }: LeagueDialogProps & { container?: HTMLElement }) {
  const [open, setOpen] = React.useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <FormDialog
      name="league"
      title="Nova liga"
      description="O nome aparece no menu de ligas."
      open={open}
      onOpenChange={change}
      trigger={<Button>Nova liga</Button>}
      container={container}
      className="max-w-xl"
    >
      <LeagueForm onSave={onSave} onDelete={onDelete} onDone={() => change(false)} />
    </FormDialog>
  );
}

function LeagueForm({
  onSave,
  onDelete,
  onDone,
}: Pick<LeagueDialogProps, "onSave" | "onDelete"> & { onDone: () => void }) {
  const [name, setName] = React.useState("");
  const [invalid, setInvalid] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (name.trim() === "") return setInvalid(true);
    setSaving(true);
    try {
      await onSave(name.trim());
      setSaving(false);
      onDone();
    } catch (error) {
      setSaving(false);
      setFailure(error instanceof Error && error.message ? error.message : "Não foi possível salvar a liga.");
    }
  }

  return (
    <FormDialogForm
      name="league"
      onSubmit={submit}
      busy={saving}
      error={failure}
      onErrorDismiss={() => setFailure(null)}
      submitting={saving}
      cancelDisabled={saving}
      extraAction={
        onDelete ? (
          <IconButton
            variant="destructive"
            aria-label="Excluir liga"
            disabled={saving}
            onClick={onDelete}
            className="sm:mr-auto"
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        ) : null
      }
    >
      <Input
        label="Nome *"
        required
        value={name}
        error={invalid ? "Informe o nome da liga." : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setInvalid(false);
        }}
      />
    </FormDialogForm>
  );
}

function renderDialog(args: LeagueDialogProps) {
  return (
    <OverlayFrame className="h-[26rem]">{(container) => <LeagueDialog {...args} container={container} />}</OverlayFrame>
  );
}

type Canvas = ReturnType<typeof within>;
type UserEvent = { click: (el: Element) => Promise<void>; type: (el: Element, text: string) => Promise<void> };

async function open(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(canvas.getByRole("button", { name: "Nova liga" }));
  return canvas.findByRole("dialog", { name: "Nova liga" });
}

const meta = {
  title: "Admin/FormDialog",
  component: LeagueDialog,
  subcomponents: { FormDialog, FormDialogForm },
  render: renderDialog,
  args: {
    onSave: fn(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof LeagueDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription("O nome aparece no menu de ligas.");
    await expect(dialog).toHaveAttribute("data-slot", "league-form-dialog");
    const form = dialog.querySelector("form");
    await expect(form).toHaveAttribute("data-slot", "league-form");
    await expect(form).toHaveAttribute("novalidate");
    await expect(form).not.toHaveAttribute("aria-busy");
    await expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeEnabled();
    await expect(within(dialog).getByRole("button", { name: "Salvar" })).toHaveAttribute("type", "submit");
    await expect(within(dialog).queryByRole("alert")).toBeNull();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ClickOutsideKeepsItOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Copa do Nordeste");
    const overlay = canvasElement.querySelector<HTMLElement>("[data-slot=dialog-overlay]")!;
    await userEvent.click(overlay);
    await expect(canvas.getByRole("dialog", { name: "Nova liga" })).toBeVisible();
    await expect(within(dialog).getByLabelText("Nome *")).toHaveValue("Copa do Nordeste");
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const CancelCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Copa do Nordeste");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    // Mounted again on the next opening: the form starts empty.
    const again = await open(canvas, userEvent);
    await expect(within(again).getByLabelText("Nome *")).toHaveValue("");
    await userEvent.click(within(again).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Copa do Nordeste");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSave).toHaveBeenCalledWith("Copa do Nordeste");
    const save = within(dialog).getByRole("button", { name: "Salvar" });
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(save).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeDisabled();
    await expect(dialog.querySelector("form")).toHaveAttribute("aria-busy", "true");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ServerError: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("Já existe uma liga com esse nome."))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Brasileirão Série A");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Já existe uma liga com esse nome.");
    // The dialog stays open with what was typed, and the save can be tried again.
    await expect(within(dialog).getByLabelText("Nome *")).toHaveValue("Brasileirão Série A");
    await expect(within(dialog).getByRole("button", { name: "Salvar" })).toBeEnabled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ErrorDismissed: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error("Já existe uma liga com esse nome."))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Brasileirão Série A");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    const alert = await within(dialog).findByRole("alert");
    await userEvent.click(within(alert).getByRole("button"));
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull());
    await expect(within(dialog).getByLabelText("Nome *")).toHaveValue("Brasileirão Série A");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const SavedCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.type(within(dialog).getByLabelText("Nome *"), "Copa do Nordeste");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onSave).toHaveBeenCalledWith("Copa do Nordeste");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithExtraAction: Story = {
  args: { onDelete: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const dialog = await open(canvas, userEvent);
    const footer = dialog.querySelector("[data-slot=dialog-footer]")!;
    const buttons = within(footer as HTMLElement).getAllByRole("button");
    await expect(buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual([
      "Excluir liga",
      "Cancelar",
      "Salvar",
    ]);
    await userEvent.click(buttons[0]!);
    await expect(args.onDelete).toHaveBeenCalledOnce();
    keepStoryLastForScreenshot(canvasElement);
  },
};
