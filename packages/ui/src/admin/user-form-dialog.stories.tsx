import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { FIRST_ADMIN, USERS } from "./admin.fixtures.ts";
import { Button } from "../primitives/button.tsx";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { UserFormDialog, type UserFormDialogProps } from "./user-form-dialog.tsx";

type Canvas = ReturnType<typeof within>;
type UserEvent = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
  clear: (el: Element) => Promise<void>;
};

const EDITED = USERS.find((u) => u.active && !u.admin && u.phone.length === 11)!;

function renderDialog(args: UserFormDialogProps) {
  return (
    <OverlayFrame className="h-[42rem]">
      {(container) => <UserFormDialog {...args} container={container} />}
    </OverlayFrame>
  );
}

async function open(canvas: Canvas, userEvent: UserEvent, trigger: string, title: string) {
  await userEvent.click(canvas.getByRole("button", { name: trigger }));
  return canvas.findByRole("dialog", { name: title });
}

async function fillValidUser(dialog: HTMLElement, userEvent: UserEvent) {
  await userEvent.type(within(dialog).getByLabelText("Nome"), "Paula Torres");
  await userEvent.type(within(dialog).getByLabelText("E-mail"), "paula.torres@example.com");
  await userEvent.type(within(dialog).getByLabelText("CPF"), "52998224725");
  await userEvent.type(within(dialog).getByLabelText("Telefone"), "11987654321");
}

const meta = {
  title: "Admin/UserFormDialog",
  component: UserFormDialog,
  render: renderDialog,
  args: {
    mode: "create",
    trigger: <Button>Novo usuário</Button>,
    onSubmit: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onDone: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof UserFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await expect(dialog).toHaveAccessibleDescription("A senha inicial do novo usuário é o próprio e-mail.");
    for (const label of ["Nome", "E-mail", "CPF", "Telefone"]) {
      await expect(within(dialog).getByLabelText(label)).toHaveValue("");
      await expect(within(dialog).getByLabelText(label)).not.toHaveAttribute("readonly");
    }
    await expect(within(dialog).getByRole("combobox", { name: "Perfil" })).toHaveTextContent("Padrão");
    await expect(within(dialog).getByRole("switch", { name: "Ativo" })).toBeChecked();
    await expect(within(dialog).queryByRole("button", { name: "Excluir usuário" })).toBeNull();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const InvalidFields: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Por favor, preencha todos os campos!");
    for (const label of ["Nome", "E-mail", "CPF", "Telefone"]) {
      await expect(within(dialog).getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(within(dialog).getByLabelText("Nome")).toHaveFocus();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const InvalidMessageLasts2500ms: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await userEvent.type(within(dialog).getByLabelText("Nome"), "Paula Torres");
    await userEvent.type(within(dialog).getByLabelText("E-mail"), "paula.torres@example.com");
    // Right length, wrong check digits; and a phone with a digit missing.
    await userEvent.type(within(dialog).getByLabelText("CPF"), "52998224726");
    await userEvent.type(within(dialog).getByLabelText("Telefone"), "119876543");
    const shownAt = performance.now();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole("alert")).toHaveTextContent("Por favor, preencha todos os campos!");
    await expect(within(dialog).getByLabelText("Nome")).not.toHaveAttribute("aria-invalid");
    await expect(within(dialog).getByLabelText("E-mail")).not.toHaveAttribute("aria-invalid");
    await expect(within(dialog).getByLabelText("CPF")).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByLabelText("Telefone")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull(), { timeout: 4000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2400);
    // The marks stay until the field is corrected.
    await expect(within(dialog).getByLabelText("CPF")).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(within(dialog).getByLabelText("CPF"));
    await userEvent.type(within(dialog).getByLabelText("CPF"), "52998224725");
    await expect(within(dialog).getByLabelText("CPF")).not.toHaveAttribute("aria-invalid");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Created: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await fillValidUser(dialog, userEvent);
    await expect(within(dialog).getByLabelText("CPF")).toHaveValue("529.982.247-25");
    await expect(within(dialog).getByLabelText("Telefone")).toHaveValue("(11) 9 8765-4321");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Perfil" }));
    await userEvent.click(await canvas.findByRole("option", { name: "Admin" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Paula Torres",
      email: "paula.torres@example.com",
      cpf: "52998224725",
      phone: "11987654321",
      admin: true,
      active: true,
    });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Usuário criado com sucesso!");
    await expect(within(dialog).getByRole("button", { name: "Salvar" })).toBeDisabled();
    await expect(args.onDone).not.toHaveBeenCalled();
    // 3 s later the banner and the dialog close and the page is told to refresh.
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull(), { timeout: 4500 });
    await expect(args.onDone).toHaveBeenCalledWith("created");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ServerMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Já existe uma conta com este e-mail."))) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await fillValidUser(dialog, userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Já existe uma conta com este e-mail.");
    // A failure keeps the dialog and the admin's input.
    await expect(within(dialog).getByLabelText("Nome")).toHaveValue("Paula Torres");
    await expect(args.onDone).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const FailureWithoutMessage: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new TypeError(""))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    await fillValidUser(dialog, userEvent);
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Error occurred");
    await waitFor(() => expect(within(dialog).queryByRole("alert")).toBeNull(), { timeout: 4500 });
    await expect(canvas.getByRole("dialog", { name: "Novo usuário" })).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const PhoneMaxLength: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Novo usuário", "Novo usuário");
    const phone = within(dialog).getByLabelText("Telefone");
    await expect(phone).toHaveAttribute("maxlength", "15");
    await userEvent.type(phone, "119876543219999");
    await expect(phone).toHaveValue("(11) 9 8765-4321");
    await userEvent.clear(phone);
    await userEvent.type(phone, "2133334444");
    await expect(phone).toHaveValue("(21) 3333-4444");
    keepStoryLastForScreenshot(canvasElement);
  },
};

const editArgs = { mode: "edit" as const, user: EDITED, trigger: <Button>Editar</Button> };

export const Edit: Story = {
  args: editArgs,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    await expect(within(dialog).getByLabelText("Nome")).toHaveValue(EDITED.name);
    await expect(within(dialog).getByLabelText("E-mail")).toHaveAttribute("readonly");
    await expect(within(dialog).getByLabelText("E-mail")).toHaveValue(EDITED.email);
    await expect(within(dialog).getByLabelText("CPF")).toHaveAttribute("readonly");
    await expect(within(dialog).getByLabelText("CPF")).toHaveValue(
      EDITED.cpf!.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4"),
    );
    await expect(within(dialog).getByLabelText("Telefone")).toHaveValue(
      EDITED.phone.replace(/(\d{2})(\d)(\d{4})(\d{4})/, "($1) $2 $3-$4"),
    );
    await expect(within(dialog).getByRole("button", { name: "Excluir usuário" })).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Edited: Story = {
  args: editArgs,
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    await userEvent.clear(within(dialog).getByLabelText("Nome"));
    await userEvent.type(within(dialog).getByLabelText("Nome"), "Nome Corrigido");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Ativo" }));
    await expect(within(dialog).getByText("Conta inativa: não consegue entrar")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Nome Corrigido",
      email: EDITED.email,
      cpf: EDITED.cpf,
      phone: EDITED.phone,
      admin: false,
      active: false,
    });
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Usuário editado com sucesso!");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull(), { timeout: 4500 });
    await expect(args.onDone).toHaveBeenCalledWith("edited");
  },
};

export const EditFirstAdmin: Story = {
  args: { ...editArgs, user: FIRST_ADMIN },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    // No CPF to check (read-only and empty); the phone is still required when editing.
    await expect(within(dialog).getByLabelText("CPF")).toHaveAttribute("placeholder", "Não informado");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText("Telefone")).toHaveAttribute("aria-invalid", "true");
    await expect(within(dialog).getByLabelText("CPF")).not.toHaveAttribute("aria-invalid");
    await userEvent.type(within(dialog).getByLabelText("Telefone"), "1133334444");
    await userEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phone: "1133334444", cpf: "", admin: true }),
    );
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Usuário editado com sucesso!");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const DeleteConfirmation: Story = {
  args: editArgs,
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir usuário" }));
    const confirm = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await expect(confirm).toHaveAccessibleDescription("Tem certeza que deseja excluir esse usuário?");
    await expect(within(confirm).getByRole("button", { name: "Sim" })).toBeVisible();
    await waitFor(() => expect(within(confirm).getByRole("button", { name: "Cancelar" })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Deleted: Story = {
  args: editArgs,
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir usuário" }));
    const confirm = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Sim" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole("status")).toHaveTextContent("Usuário excluído com sucesso!");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull(), { timeout: 4500 });
    await expect(args.onDone).toHaveBeenCalledWith("deleted");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DeleteFailed: Story = {
  args: { ...editArgs, onDelete: fn(async () => Promise.reject(new Error("Você não pode excluir a própria conta."))) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const dialog = await open(canvas, userEvent, "Editar", "Editar usuário");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir usuário" }));
    const confirm = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Sim" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Erro ao tentar deletar usuário: Você não pode excluir a própria conta.",
    );
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("dialog", { name: "Editar usuário" })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Mobile: Story = {
  ...Edit,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const EditLight: Story = { ...Edit, globals: { theme: "light" } };
