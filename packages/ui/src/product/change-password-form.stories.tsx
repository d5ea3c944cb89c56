import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CHANGE_PASSWORD_FAILED, CHANGE_PASSWORD_SUCCESS } from "@placar/core/messages";

import { ChangePasswordForm } from "./change-password-form.tsx";

const wrongPassword = () =>
  Promise.reject(
    Object.assign(new Error("Senha atual incorreta."), { fields: { old_password: ["Senha atual incorreta."] } }),
  );

const meta = {
  title: "Placar/ChangePasswordForm",
  component: ChangePasswordForm,
  args: { name: "Ana Torcedora", username: "ana@exemplo.com.br", onSubmit: fn(async () => undefined), onBack: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvas: { getByLabelText(text: string): HTMLElement },
  userEvent: { type(el: Element, text: string): Promise<void> },
) {
  await userEvent.type(canvas.getByLabelText("Senha atual"), "segredo-forte-1");
  await userEvent.type(canvas.getByLabelText("Nova senha"), "segredo-novo-2");
  await userEvent.type(canvas.getByLabelText("Repita a nova senha"), "segredo-novo-2");
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Olá, Ana!" })).toBeVisible();
    // Hidden, for password managers: which account's password this is.
    await expect(canvasElement.querySelector('input[autocomplete="username"]')).toHaveValue("ana@exemplo.com.br");
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Alterar senha" })).toBeEnabled();
  },
};

export const Changed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Alterar senha" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: "segredo-forte-1",
      new_password: "segredo-novo-2",
      confirm_new_password: "segredo-novo-2",
    });
    await expect(await canvas.findByRole("status")).toHaveTextContent(CHANGE_PASSWORD_SUCCESS);
    // Nothing of the old or new password stays on screen.
    await expect(canvas.getByLabelText("Senha atual")).toHaveValue("");
    await expect(canvas.getByLabelText("Nova senha")).toHaveValue("");
  },
};

/** No browser checks here (docs/product.md#profile): even a short or mismatched pair goes to the server. */
export const NoBrowserChecks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Nova senha"), "a");
    await userEvent.click(canvas.getByRole("button", { name: "Alterar senha" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ old_password: "", new_password: "a", confirm_new_password: "" });
  },
};

/**
 * A failure shows 'Erro ao alterar senha' with the server's reason (docs/product.md#profile); the reason also goes
 * under the field.
 */
export const Failed: Story = {
  args: { onSubmit: fn(wrongPassword) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Alterar senha" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      `${CHANGE_PASSWORD_FAILED}: Senha atual incorreta.`,
    );
    const current = canvas.getByLabelText("Senha atual");
    await expect(current).toHaveFocus();
    await expect(current).toHaveAccessibleDescription("Senha atual incorreta.");
    // What was typed stays, to be corrected.
    await expect(canvas.getByLabelText("Nova senha")).toHaveValue("segredo-novo-2");
  },
};

/** A new password too short reads differently from a wrong current one. */
export const NewPasswordTooShort: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        Object.assign(new Error("A senha precisa conter no mínimo 8 caracteres!"), {
          fields: { new_password: ["A senha precisa conter no mínimo 8 caracteres!"] },
        }),
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole("button", { name: "Alterar senha" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      `${CHANGE_PASSWORD_FAILED}: A senha precisa conter no mínimo 8 caracteres!`,
    );
    await expect(canvas.getByLabelText("Nova senha")).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    const button = canvas.getByRole("button", { name: "Alterar senha" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const Mobile: Story = { ...Failed, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { ...Changed, globals: { theme: "light" } };
