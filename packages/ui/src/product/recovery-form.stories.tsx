import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { RECOVERY_SENT, REGISTER_EMAIL } from "@placar/core/messages";

import { RecoveryForm } from "./recovery-form.tsx";

const meta = {
  title: "Placar/RecoveryForm",
  component: RecoveryForm,
  args: { onSubmit: fn(async () => undefined), onBack: fn(), homeHref: "/" },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Esqueceu a senha?" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="input-icon"]')).toHaveAttribute("data-icon", "email");
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), " ana@exemplo.com.br ");
    await userEvent.click(canvas.getByRole("button", { name: "Enviar link" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "ana@exemplo.com.br" });
    await expect(await canvas.findByRole("status")).toHaveTextContent(RECOVERY_SENT);
  },
};

export const InvalidEmail: Story = {
  args: { defaultEmail: "ana@exemplo" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enviar link" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(REGISTER_EMAIL);
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal shows the server's own detail (here, the abuse limit). */
export const ServerError: Story = {
  args: {
    defaultEmail: "ana@exemplo.com.br",
    onSubmit: fn(async () => Promise.reject(new Error("Muitas tentativas. Tente novamente em instantes."))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enviar link" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Muitas tentativas. Tente novamente em instantes.",
    );
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const Submitting: Story = {
  args: { defaultEmail: "ana@exemplo.com.br", onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Enviar link" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** When the page moves on to its own confirmation, the form shows no banner of its own. */
export const WithoutSuccessBanner: Story = {
  args: { defaultEmail: "ana@exemplo.com.br", successMessage: null },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enviar link" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

export const Mobile: Story = { ...Sent, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { ...ServerError, globals: { theme: "light" } };
