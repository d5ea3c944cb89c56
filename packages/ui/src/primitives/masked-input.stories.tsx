import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { MaskedInput } from "./masked-input.tsx";

const meta = {
  title: "Primitivos/MaskedInput",
  component: MaskedInput,
  args: { label: "CPF", mask: "cpf", onValueChange: fn(), containerClassName: "max-w-sm" },
  argTypes: { mask: { control: "inline-radio", options: ["cpf", "phone"] } },
} satisfies Meta<typeof MaskedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cpf: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "CPF" });
    await expect(input).toHaveAttribute("maxLength", "14");
    await expect(input).toHaveAttribute("inputMode", "numeric");
    await userEvent.type(input, "1234");
    await expect(input).toHaveValue("123.4");
    await userEvent.type(input, "5678909");
    await expect(input).toHaveValue("123.456.789-09");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("123.456.789-09", "12345678909");
    // Beyond the eleventh digit nothing is added.
    await userEvent.type(input, "77");
    await expect(input).toHaveValue("123.456.789-09");
  },
};

export const Phone: Story = {
  args: { label: "Telefone", mask: "phone" },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Telefone" });
    await expect(input).toHaveAttribute("maxLength", "16");
    await userEvent.type(input, "1132654321");
    await expect(input).toHaveValue("(11) 3265-4321");
    await userEvent.clear(input);
    await userEvent.type(input, "11987654321");
    await expect(input).toHaveValue("(11) 9 8765-4321");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("(11) 9 8765-4321", "11987654321");
  },
};

export const PastedText: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "CPF" });
    await userEvent.click(input);
    await userEvent.paste("529.982.247-25");
    await expect(input).toHaveValue("529.982.247-25");
  },
};

export const DefaultValue: Story = {
  args: { label: "Telefone", mask: "phone", defaultValue: "21912345678" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Telefone" })).toHaveValue("(21) 9 1234-5678");
  },
};

export const Controlled: Story = {
  render: function ControlledMasked(args) {
    const [value, setValue] = React.useState("");
    return (
      <div className="flex max-w-sm flex-col gap-2">
        <MaskedInput
          {...args}
          value={value}
          onValueChange={(masked, digits) => {
            setValue(masked);
            args.onValueChange?.(masked, digits);
          }}
        />
        <p className="text-sm text-muted-foreground">Valor: {value || "—"}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "CPF" }), "52998224725");
    await expect(canvas.getByText("Valor: 529.982.247-25")).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { defaultValue: "111.111.111-11", error: "Informe um CPF válido!" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "CPF" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Informe um CPF válido!");
  },
};

export const Disabled: Story = {
  args: { defaultValue: "12345678909", disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "CPF" });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue("123.456.789-09");
  },
};

export const Mobile: Story = {
  args: { label: "Telefone", mask: "phone", defaultValue: "11987654321" },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

export const BothLight: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-4">
      <MaskedInput label="CPF" mask="cpf" defaultValue="52998224725" />
      <MaskedInput label="Telefone" mask="phone" defaultValue="1132654321" />
    </div>
  ),
  globals: { theme: "light" },
};
