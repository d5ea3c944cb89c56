import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { PasswordInput } from "./password-input.tsx";

const meta = {
  title: "Primitivos/PasswordInput",
  component: PasswordInput,
  args: { label: "Senha", defaultValue: "segredo123", onVisibleChange: fn(), containerClassName: "max-w-sm" },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Senha");
    await expect(input).toHaveAttribute("type", "password");
    const toggle = canvas.getByRole("button", { name: "Mostrar senha" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  },
};

export const Toggling: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText("Senha");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar senha" }));
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveValue("segredo123");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    const toggle = canvas.getByRole("button", { name: "Ocultar senha" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "password");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar senha" }));
    await expect(input).toHaveAttribute("type", "text");
  },
};

export const Controlled: Story = {
  render: function ControlledPassword(args) {
    const [visible, setVisible] = React.useState(true);
    return (
      <div className="flex max-w-sm flex-col gap-2">
        <PasswordInput
          {...args}
          visible={visible}
          onVisibleChange={(next) => {
            setVisible(next);
            args.onVisibleChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground">Visível: {visible ? "sim" : "não"}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText("Senha")).toHaveAttribute("type", "text");
    await userEvent.click(canvas.getByRole("button", { name: "Ocultar senha" }));
    await expect(canvas.getByText("Visível: não")).toBeVisible();
    await expect(canvas.getByLabelText("Senha")).toHaveAttribute("type", "password");
  },
};

export const ErrorState: Story = {
  args: {
    label: "Nova senha",
    defaultValue: "1234",
    error: "A senha precisa ter no mínimo 8 caracteres!",
    autoComplete: "new-password",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Nova senha");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("A senha precisa ter no mínimo 8 caracteres!");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Senha")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Mostrar senha" })).toBeDisabled();
  },
};

export const Typing: Story = {
  args: { defaultValue: undefined, label: "Repita a nova senha", placeholder: "Mínimo de 8 caracteres" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Repita a nova senha");
    await userEvent.type(input, "placar2025");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar senha" }));
    await expect(input).toHaveValue("placar2025");
    await expect(input).toHaveAttribute("type", "text");
  },
};

export const Mobile: Story = { ...ErrorState, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const VisibleLight: Story = { args: { defaultVisible: true }, globals: { theme: "light" } };
