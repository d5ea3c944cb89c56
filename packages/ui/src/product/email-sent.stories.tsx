import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { RECOVERY_SENT } from "@placar/core/messages";

import { EmailSent } from "./email-sent.tsx";

const meta = {
  title: "Placar/EmailSent",
  component: EmailSent,
  args: { email: "ana@exemplo.com.br", onContinue: fn(), onResend: fn(), homeHref: "/" },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailSent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Confira seu e-mail" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(RECOVERY_SENT);
    await expect(canvas.getByText("ana@exemplo.com.br")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Voltar para o login" }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "envie de novo" }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const WithoutAddress: Story = {
  args: { email: undefined, onResend: undefined, note: "Voltando para o login em instantes…" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Se o e-mail estiver cadastrado/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "envie de novo" })).toBeNull();
    await expect(canvas.getByText("Voltando para o login em instantes…")).toBeVisible();
  },
};

export const LongAddress: Story = {
  args: { email: "maria.aparecida.dos.santos.figueiredo.de.albuquerque@provedor-de-email-muito-longo.com.br" },
};

export const Mobile: Story = { ...LongAddress, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };
