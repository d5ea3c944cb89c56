import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { INPUT_ICONS, Input, type InputIcon } from "./input.tsx";

const meta = {
  title: "Primitivos/Input",
  component: Input,
  args: {
    label: "Nome de usuário",
    icon: "username",
    placeholder: "seu.usuario",
    onChange: fn(),
    containerClassName: "max-w-sm",
  },
  argTypes: { icon: { control: "select", options: Object.keys(INPUT_ICONS) } },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Nome de usuário" });
    await userEvent.type(input, "torcedor10");
    await expect(input).toHaveValue("torcedor10");
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const WithDescription: Story = {
  args: {
    label: "E-mail",
    icon: "email",
    type: "email",
    placeholder: "voce@exemplo.com.br",
    description: "Enviaremos o link de recuperação para este endereço.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      "Enviaremos o link de recuperação para este endereço.",
    );
  },
};

export const ErrorState: Story = {
  args: {
    label: "E-mail",
    icon: "email",
    type: "email",
    defaultValue: "torcedor@",
    error: "Informe um e-mail válido!",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Informe um e-mail válido!");
    await expect(input).toBeInvalid();
  },
};

export const MaxLength: Story = {
  args: { label: "Nome", icon: "name", maxLength: 10, placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Nome" });
    await userEvent.type(input, "Maria Aparecida");
    await expect(input).toHaveValue("Maria Apar");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "admin" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Nome de usuário" })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: "CPF", icon: "cpf", readOnly: true, defaultValue: "123.456.789-09" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "CPF" })).toHaveAttribute("readonly");
  },
};

export const HiddenLabel: Story = {
  args: { label: "Buscar usuários", hideLabel: true, icon: undefined, placeholder: "Buscar por nome ou e-mail" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Buscar usuários" })).toBeVisible();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "Nome de usuário" })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: "Nome completo como aparece no documento de identidade oficial com foto",
    icon: "name",
    defaultValue: "Maria Aparecida dos Santos Figueiredo de Albuquerque e Vasconcelos",
    error: "O nome é muito longo para o cadastro. Use no máximo 60 caracteres, sem abreviações nem apelidos.",
  },
};

export const Mobile: Story = { ...LongText, globals: { viewport: { value: "mobile320", isRotated: false } } };

const FIELDS: { icon: InputIcon; label: string; type?: string; value?: string; placeholder?: string }[] = [
  { icon: "username", label: "Usuário", placeholder: "seu.usuario" },
  { icon: "email", label: "E-mail", type: "email", placeholder: "voce@exemplo.com.br" },
  { icon: "name", label: "Nome", value: "Maria da Silva" },
  { icon: "cpf", label: "CPF", value: "123.456.789-09" },
  { icon: "phone", label: "Telefone", type: "tel", value: "(11) 9 8765-4321" },
  { icon: "password", label: "Senha", type: "password", value: "segredo123" },
  { icon: "birthdate", label: "Data de nascimento", type: "date", value: "1990-05-17" },
];

/** Every leading icon, then the error and disabled states. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <Input
          key={field.icon}
          label={field.label}
          icon={field.icon}
          type={field.type}
          defaultValue={field.value}
          placeholder={field.placeholder}
        />
      ))}
      <Input label="Sem ícone" placeholder="Texto livre" />
      <Input label="Com erro" icon="email" defaultValue="torcedor@" error="Informe um e-mail válido!" />
      <Input label="Desabilitado" icon="username" defaultValue="admin" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-slot="input-icon"]')].map((icon) =>
      icon.getAttribute("data-icon"),
    );
    await expect(icons.slice(0, 7)).toEqual(["username", "email", "name", "cpf", "phone", "password", "birthdate"]);
  },
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
