import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronLeft, ChevronRight, Pencil, RefreshCw, Trash2 } from "lucide-react";
import { expect, fn } from "storybook/test";

import { IconButton } from "./icon-button.tsx";

const meta = {
  title: "Primitivos/IconButton",
  component: IconButton,
  args: { "aria-label": "Atualizar", children: <RefreshCw aria-hidden="true" />, onClick: fn() },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "outline", "ghost", "destructive"] },
    size: { control: "select", options: ["sm", "default", "lg"] },
    shape: { control: "select", options: ["square", "round"] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: "Atualizar" });
    await expect(button).toHaveAttribute("data-slot", "icon-button");
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Outline: Story = {
  args: { variant: "outline", "aria-label": "Próximo dia", children: <ChevronRight aria-hidden="true" /> },
};

export const Destructive: Story = {
  args: { variant: "destructive", "aria-label": "Excluir usuário", children: <Trash2 aria-hidden="true" /> },
};

export const Round: Story = {
  args: {
    variant: "secondary",
    shape: "round",
    "aria-label": "Editar notícia",
    children: <Pencil aria-hidden="true" />,
  },
};

export const Loading: Story = {
  args: { variant: "outline", loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Atualizar" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: {
    variant: "outline",
    disabled: true,
    "aria-label": "Dia anterior",
    children: <ChevronLeft aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Dia anterior" });
    await expect(button).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  args: { variant: "outline" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Atualizar" })).toHaveFocus();
  },
};

const variants = ["default", "secondary", "outline", "ghost", "destructive"] as const;
const sizes = ["sm", "default", "lg"] as const;

/** Every variant at every size, round, loading and disabled, in one grid. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid w-fit grid-cols-[auto_repeat(6,auto)] items-center gap-3">
      {["", "sm", "default", "lg", "round", "loading", "disabled"].map((heading) => (
        <span key={heading} aria-hidden="true" className="text-xs text-muted-foreground">
          {heading}
        </span>
      ))}
      {variants.map((variant) => (
        <div key={variant} className="contents">
          <span className="text-xs text-muted-foreground">{variant}</span>
          {sizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} aria-label={`Atualizar (${variant}, ${size})`}>
              <RefreshCw aria-hidden="true" />
            </IconButton>
          ))}
          <IconButton variant={variant} shape="round" aria-label={`Editar (${variant})`}>
            <Pencil aria-hidden="true" />
          </IconButton>
          <IconButton variant={variant} loading aria-label={`Salvando (${variant})`}>
            <RefreshCw aria-hidden="true" />
          </IconButton>
          <IconButton variant={variant} disabled aria-label={`Indisponível (${variant})`}>
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
