import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { AccountDataPanel } from "./account-data-panel.tsx";

const meta = {
  title: "Placar/AccountDataPanel",
  component: AccountDataPanel,
  args: { onExport: fn(async () => undefined), onDelete: fn(async () => undefined), privacyHref: "/privacidade" },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Seus dados" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "página de privacidade" })).toHaveAttribute("href", "/privacidade");
    await userEvent.click(canvas.getByRole("button", { name: "Baixar meus dados" }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole("status")).toHaveTextContent("Arquivo com os seus dados baixado.");
  },
};

/** Escape keeps the account; a wrong password is said in the dialog and the dialog stays; the right one deletes. */
export const DeleteWithPassword: Story = {
  args: {
    onDelete: fn(async (password: string) => {
      if (password !== "segredo-forte-1") throw new Error("Senha incorreta. A conta não foi excluída.");
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Excluir minha conta" }));
    let dialog = await body.findByRole("alertdialog", { name: "Excluir minha conta?" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "Excluir minha conta" }));
    dialog = await body.findByRole("alertdialog", { name: "Excluir minha conta?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("Informe a sua senha para confirmar.");
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "errada-123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Senha incorreta. A conta não foi excluída.",
    );
    await expect(within(dialog).getByLabelText("Sua senha")).toHaveValue("errada-123");
    await userEvent.clear(within(dialog).getByLabelText("Sua senha"));
    await userEvent.type(within(dialog).getByLabelText("Sua senha"), "segredo-forte-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Excluir conta" }));
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).toHaveBeenLastCalledWith("segredo-forte-1");
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(async () => Promise.reject(new Error("Sessão inválida ou expirada. Entre novamente."))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Baixar meus dados" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Sessão inválida ou expirada. Entre novamente.");
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };
