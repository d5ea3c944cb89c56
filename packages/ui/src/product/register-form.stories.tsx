import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import {
  REGISTER_CPF,
  REGISTER_EMAIL,
  REGISTER_EMPTY,
  REGISTER_PASSWORD_MISMATCH,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
  REGISTER_UNDERAGE,
} from "@placar/core/messages";

import { RegisterForm, type RegisterValues } from "./register-form.tsx";

const TODAY = "2026-11-21";

const VALID: RegisterValues = {
  name: "Ana Torcedora",
  cpf: "529.982.247-25",
  email: "ana@exemplo.com.br",
  password: "segredo-forte-1",
  password2: "segredo-forte-1",
  phone: "(11) 9 8765-4321",
  birthdate: "1990-05-17",
};

const conflict = () =>
  Promise.reject(
    Object.assign(new Error("Este e-mail já está cadastrado."), {
      fields: { email: ["Este e-mail já está cadastrado."] },
    }),
  );

const meta = {
  title: "Placar/RegisterForm",
  component: RegisterForm,
  args: { onSubmit: fn(async () => undefined), onLogin: fn(), onBack: fn(), homeHref: "/", today: TODAY },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Criar conta" })).toBeVisible();
    // The fields come in the order of docs/product.md#register, which is also the order of "first empty field".
    const labels = [...canvasElement.querySelectorAll("form label")].map((l) => l.textContent);
    await expect(labels).toEqual([
      "Nome completo",
      "CPF",
      "E-mail",
      "Senha",
      "Confirme a senha",
      "Telefone",
      "Data de nascimento",
    ]);
    const icons = [...canvasElement.querySelectorAll('form [data-slot="input-icon"]')].map((i) =>
      i.getAttribute("data-icon"),
    );
    // The date field has no icon of ours: the browser's picker button is its only calendar (two looked like two controls).
    await expect(icons).toEqual(["name", "cpf", "email", "password", "password", "phone"]);
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const Masks: Story = {
  play: async ({ canvas, userEvent }) => {
    const cpf = canvas.getByRole("textbox", { name: "CPF" });
    await expect(cpf).toHaveAttribute("maxlength", "14");
    await userEvent.type(cpf, "52998224725999");
    await expect(cpf).toHaveValue("529.982.247-25");
    const phone = canvas.getByRole("textbox", { name: "Telefone" });
    await userEvent.type(phone, "1134567890");
    await expect(phone).toHaveValue("(11) 3456-7890");
    await userEvent.type(phone, "1");
    await expect(phone).toHaveValue("(11) 3 4567-8901");
  },
};

export const EmptyFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cadastrar" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(REGISTER_EMPTY);
    await expect(canvas.getByRole("textbox", { name: "Nome completo" })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything wrong at once: each submit shows only the first failing rule, in docs/product.md#register's order. */
export const RulesInOrder: Story = {
  args: {
    defaultValues: {
      ...VALID,
      password: "curta",
      password2: "outra",
      phone: "(11) 123",
      email: "ana@",
      birthdate: "2015-01-01",
      cpf: "111.111.111-11",
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const submit = () => userEvent.click(canvas.getByRole("button", { name: "Cadastrar" }));
    const replace = async (label: string, value: string) => {
      const field = canvas.getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    };
    const steps: [string, string, string, string][] = [
      [REGISTER_PASSWORD_SHORT, "Senha", "Senha", VALID.password],
      [REGISTER_PASSWORD_MISMATCH, "Confirme a senha", "Confirme a senha", VALID.password2],
      [REGISTER_PHONE, "Telefone", "Telefone", "11987654321"],
      [REGISTER_EMAIL, "E-mail", "E-mail", VALID.email],
      [REGISTER_UNDERAGE, "Data de nascimento", "Data de nascimento", VALID.birthdate],
      [REGISTER_CPF, "CPF", "CPF", "52998224725"],
    ];
    for (const [message, focused, field, fix] of steps) {
      await submit();
      await expect(canvas.getByRole("alert")).toHaveTextContent(message);
      await expect(canvas.getByLabelText(focused)).toHaveFocus();
      await expect(canvas.getByLabelText(focused)).toHaveAccessibleDescription(message);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await replace(field, fix);
    }
    await submit();
    await expect(args.onSubmit).toHaveBeenCalledWith(VALID);
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Underage: Story = {
  args: { defaultValues: { ...VALID, birthdate: "2010-06-01" } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cadastrar" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(REGISTER_UNDERAGE);
    await expect(canvas.getByLabelText("Data de nascimento")).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A year typed as "0101": refused with the birthdate's message, on the field, and nothing typed is lost. */
export const ImpossibleYear: Story = {
  args: { defaultValues: { ...VALID, birthdate: "0101-05-17" } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cadastrar" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Informe uma data de nascimento válida!");
    const field = canvas.getByLabelText("Data de nascimento");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Informe uma data de nascimento válida!");
    await expect(canvas.getByLabelText("E-mail")).toHaveValue(VALID.email);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal (a taken e-mail): its detail in the banner, its field marked and focused. */
export const ServerConflict: Story = {
  args: { defaultValues: VALID, onSubmit: fn(conflict) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Cadastrar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Este e-mail já está cadastrado.");
    const email = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription("Este e-mail já está cadastrado.");
    await userEvent.type(email, "x");
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

export const Submitting: Story = {
  args: { defaultValues: VALID, onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Cadastrar" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("textbox", { name: "CPF" })).toHaveAttribute("readonly");
  },
};

export const Mobile: Story = { ...Underage, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { ...ServerConflict, globals: { theme: "light" } };
