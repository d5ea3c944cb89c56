import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronRight, RefreshCw } from "lucide-react";
import { expect, fn } from "storybook/test";

import { Button } from "./button.tsx";

const meta = {
  title: "Primitivos/Button",
  component: Button,
  args: { children: "Ver odds", onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "ghost", "link", "destructive"] },
    size: { control: "select", options: ["sm", "default", "lg", "icon"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ver odds" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Ver mais" } };
export const Outline: Story = { args: { variant: "outline", children: "Registrar" } };
export const Ghost: Story = { args: { variant: "ghost", children: "Ver menos" } };
export const Link: Story = { args: { variant: "link", children: "Ver todas as ligas" } };
export const Destructive: Story = { args: { variant: "destructive", children: "Excluir notícia" } };
export const Small: Story = { args: { size: "sm", children: "Todas" } };
export const Large: Story = { args: { size: "lg", children: "Entrar" } };

export const Icon: Story = {
  args: {
    size: "icon",
    variant: "outline",
    "aria-label": "Próximo dia",
    children: <ChevronRight aria-hidden="true" />,
  },
};

export const WithIcon: Story = {
  args: {
    variant: "secondary",
    children: (
      <>
        <RefreshCw aria-hidden="true" /> Atualizar
      </>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Salvando" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Salvando" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("data-loading");
  },
};

export const LoadingIcon: Story = {
  args: {
    loading: true,
    size: "icon",
    variant: "outline",
    "aria-label": "Atualizar",
    children: <RefreshCw aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Atualizar" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    // Only the spinner is visible on an icon-only button.
    await expect(button.querySelectorAll("svg:not(.hidden)").length).toBeGreaterThan(0);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: "Indisponível" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Indisponível" })).toBeDisabled();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#guia">Guia de Apostas</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Guia de Apostas" });
    await expect(link).toHaveAttribute("data-slot", "button");
    await expect(link.tagName).toBe("A");
  },
};

export const FocusVisible: Story = {
  args: { children: "Com foco" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Com foco" })).toHaveFocus();
  },
};

const variants = ["default", "secondary", "outline", "ghost", "link", "destructive"] as const;
const sizes = ["sm", "default", "lg"] as const;

/** Every variant at every size, plus icon, loading and disabled, in one grid. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid w-fit grid-cols-[auto_repeat(6,auto)] items-center gap-3">
      {["", "sm", "default", "lg", "icon", "loading", "disabled"].map((heading) => (
        <span key={heading} aria-hidden="true" className="text-xs text-muted-foreground">
          {heading}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="text-xs text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              Ver odds
            </Button>
          ))}
          <Button variant={variant} size="icon" aria-label={`Próximo (${variant})`}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant={variant} loading>
            Salvando
          </Button>
          <Button variant={variant} disabled>
            Desabilitado
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
