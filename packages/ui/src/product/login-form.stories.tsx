import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { LOGIN_FAILED, REGISTER_EMPTY } from "@placar/core/messages";

import { BANNER_DURATION } from "../primitives/banner.tsx";
import { LoginForm } from "./login-form.tsx";

const meta = {
  title: "Placar/LoginForm",
  component: LoginForm,
  args: {
    onSubmit: fn(async () => undefined),
    onForgotPassword: fn(),
    onRegister: fn(),
    onBack: fn(),
    homeHref: "/",
  },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: "Voltar" }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Esqueci minha senha" }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Cadastre-se" }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SignsIn: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "  torcedora@exemplo.com.br ");
    const password = canvas.getByLabelText("Senha");
    await userEvent.type(password, "segredo-forte-1");
    await expect(password).toHaveAttribute("type", "password");
    await userEvent.click(canvas.getByRole("button", { name: "Mostrar senha" }));
    await expect(password).toHaveAttribute("type", "text");
    await userEvent.type(password, "{Enter}");
    // The e-mail is trimmed; the password is sent exactly as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: "torcedora@exemplo.com.br",
      password: "segredo-forte-1",
    });
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "torcedora@exemplo.com.br");
    await userEvent.type(canvas.getByLabelText("Senha"), "segredo-forte-1");
    const button = canvas.getByRole("button", { name: "Entrar" });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("readonly");
    // A second submit while the first runs (a script, or a double tap that got through) sends nothing more.
    canvasElement.querySelector("form")!.requestSubmit();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const WrongCredentials: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(LOGIN_FAILED))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "torcedora@exemplo.com.br");
    await userEvent.type(canvas.getByLabelText("Senha"), "senha-errada");
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Login ou senha incorretos!");
    await expect(canvas.getByRole("button", { name: "Entrar" })).toBeEnabled();
    await expect(BANNER_DURATION.loginError).toBe(5000);
  },
};

/** The error closes by itself after its duration (5 s on the site; shortened here). */
export const ErrorClosesAfterDuration: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(LOGIN_FAILED))), errorDuration: 300 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail" }), "torcedora@exemplo.com.br");
    await userEvent.type(canvas.getByLabelText("Senha"), "senha-errada");
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull(), { timeout: 2000 });
    // A second failure shows the message again.
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(LOGIN_FAILED);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    // And closes again: the screenshot is of the settled form, whatever the machine's speed.
    await waitFor(() => expect(canvas.queryByRole("alert")).toBeNull(), { timeout: 2000 });
  },
};

export const EmptyFields: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent(REGISTER_EMPTY);
    const email = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, "torcedora@exemplo.com.br");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Entrar" }));
    await expect(canvas.getByLabelText("Senha")).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...WrongCredentials, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { ...WrongCredentials, globals: { theme: "light" } };
