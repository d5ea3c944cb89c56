import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { RESET_PASSWORD_MISMATCH, RESET_PASSWORD_SHORT, RESET_PASSWORD_SUCCESS } from "@placar/core/messages";

import { BANNER_DURATION } from "../primitives/banner.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const meta = {
  title: "Placar/ResetPasswordForm",
  component: ResetPasswordForm,
  args: { email: "ana@exemplo.com.br", onSubmit: fn(async () => undefined), onSettled: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(
  canvas: { getByLabelText(text: string): HTMLElement },
  userEvent: { type(el: Element, text: string): Promise<void> },
  p1: string,
  p2: string,
) {
  await userEvent.type(canvas.getByLabelText("Nova senha"), p1);
  await userEvent.type(canvas.getByLabelText("Repita a nova senha"), p2);
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Recuperar Senha" })).toBeVisible();
    await expect(canvasElement.querySelector('input[autocomplete="username"]')).toHaveValue("ana@exemplo.com.br");
    await expect(canvas.getByText("ana@exemplo.com.br")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "ENVIAR" })).toBeEnabled();
    await expect(canvas.getAllByRole("button", { name: "Mostrar senha" })).toHaveLength(2);
  },
};

export const TooShort: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent, "curta", "curta");
    await userEvent.click(canvas.getByRole("button", { name: "ENVIAR" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(RESET_PASSWORD_SHORT);
    await expect(canvas.getByLabelText("Nova senha")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Length is checked first: a short pair that also differs shows the length message. */
export const Mismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent, "segredo-novo-1", "segredo-novo-2");
    await userEvent.click(canvas.getByRole("button", { name: "ENVIAR" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(RESET_PASSWORD_MISMATCH);
    await expect(canvas.getByLabelText("Repita a nova senha")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent, "segredo-novo-1", "segredo-novo-1");
    await userEvent.click(canvas.getByRole("button", { name: "ENVIAR" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      new_password: "segredo-novo-1",
      new_password2: "segredo-novo-1",
    });
    await expect(await canvas.findByRole("status")).toHaveTextContent(RESET_PASSWORD_SUCCESS);
    await expect(args.onSettled).toHaveBeenCalledWith(true);
  },
};

/** The server refuses (a used or expired link): its detail in the red banner. */
export const LinkRefused: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Link de recuperação inválido ou expirado."))) },
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent, "segredo-novo-1", "segredo-novo-1");
    await userEvent.click(canvas.getByRole("button", { name: "ENVIAR" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Link de recuperação inválido ou expirado.");
    await expect(args.onSettled).toHaveBeenCalledWith(false);
  },
};

/** The reset page's 3 s banner (docs/product.md#password-reset), shortened here. */
export const MessageClosesAfterDuration: Story = {
  args: { messageDuration: 300 },
  play: async ({ canvas, userEvent }) => {
    await expect(BANNER_DURATION.message).toBe(3000);
    await fill(canvas, userEvent, "curta", "curta");
    await userEvent.click(canvas.getByRole("button", { name: "ENVIAR" }));
    await expect(canvas.getByRole("alert")).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull(), { timeout: 2000 });
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent, "segredo-novo-1", "segredo-novo-1");
    const button = canvas.getByRole("button", { name: "ENVIAR" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/** Locked once the link has been used, while the page counts down to the home page. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "ENVIAR" })).toBeDisabled();
    await expect(canvas.getByLabelText("Nova senha")).toBeDisabled();
  },
};

export const Mobile: Story = { ...Mismatch, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { ...Success, globals: { theme: "light" } };
