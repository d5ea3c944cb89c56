import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BANNER_DURATION, Banner } from "./banner.tsx";
import { Button } from "./button.tsx";

const meta = {
  title: "Primitivos/Banner",
  component: Banner,
  args: {
    variant: "success",
    children: "Usuário criado com sucesso!",
    onClose: fn(),
    onOpenChange: fn(),
    className: "max-w-lg",
  },
  argTypes: { variant: { control: "inline-radio", options: ["success", "error", "info"] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Usuário criado com sucesso!");
  },
};

export const ErrorBanner: Story = {
  args: { variant: "error", children: "Login ou senha incorretos!" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Login ou senha incorretos!");
  },
};

export const Info: Story = {
  args: { variant: "info", children: "Email enviado com sucesso!" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Email enviado com sucesso!");
  },
};

/** With a short duration the banner closes itself and calls `onClose` (the site uses 3 s and 5 s). */
export const ClosesAfterDuration: Story = {
  args: { duration: 300 },
  render: (args) => (
    <div className="flex min-h-12 flex-col gap-2">
      <Banner {...args} />
      <p className="text-sm text-muted-foreground">A mensagem some sozinha.</p>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull(), { timeout: 2000 });
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Dismissible: Story = {
  args: { variant: "info", dismissible: true, children: "Senha alterada com sucesso!" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Fechar" }));
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Controlled: Story = {
  args: { duration: 300, children: "Usuário excluído com sucesso!" },
  render: function ControlledBanner(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="flex max-w-lg flex-col items-start gap-2">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Excluir
        </Button>
        <Banner
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground">Banner: {open ? "visível" : "oculto"}</p>
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("status")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Excluir" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Usuário excluído com sucesso!");
    await waitFor(() => expect(canvas.getByText("Banner: oculto")).toBeVisible(), { timeout: 2000 });
    await expect(args.onClose).toHaveBeenCalledOnce();
    // Shown again, it closes again after its duration.
    await userEvent.click(canvas.getByRole("button", { name: "Excluir" }));
    await expect(canvas.getByText("Banner: visível")).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2), { timeout: 2000 });
  },
};

export const LongText: Story = {
  args: {
    variant: "error",
    dismissible: true,
    children:
      "Não foi possível carregar a notícia devido a um erro de conexão ou CORS. Verifique sua conexão e tente novamente em alguns instantes.",
  },
};

export const Mobile: Story = { ...LongText, globals: { viewport: { value: "mobile320", isRotated: false } } };

/** Every variant, plain and dismissible. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex max-w-lg flex-col gap-3">
      <Banner variant="success">Senha Alterada com sucesso!</Banner>
      <Banner variant="error">A senha precisa ter no mínimo 8 caracteres!</Banner>
      <Banner variant="info">Email enviado com sucesso!</Banner>
      <Banner variant="success" dismissible>
        Usuário editado com sucesso!
      </Banner>
      <Banner variant="error" dismissible>
        Erro ao tentar deletar usuário
      </Banner>
      <Banner variant="info" dismissible>
        Odds atualizadas.
      </Banner>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getAllByRole("status")).toHaveLength(4);
    await expect(BANNER_DURATION).toEqual({ message: 3000, loginError: 5000 });
  },
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
