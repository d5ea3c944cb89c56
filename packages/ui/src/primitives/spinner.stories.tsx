import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Spinner } from "./spinner.tsx";

const meta = {
  title: "Primitivos/Spinner",
  component: Spinner,
  argTypes: { size: { control: "select", options: ["sm", "default", "lg"] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Carregando…");
    await expect(canvas.getByText("Carregando…")).toHaveClass("sr-only");
  },
};

export const WithLabel: Story = {
  args: { label: "Carregando mais estatísticas...", showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Carregando mais estatísticas...");
    await expect(canvas.getByText("Carregando mais estatísticas...")).toBeVisible();
  },
};

/** Every size, with and without a visible label. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["sm", "default", "lg"] as const).map((size) => (
        <div key={size} className="flex items-center gap-6">
          <span className="w-16 text-xs text-muted-foreground">{size}</span>
          <Spinner size={size} />
          <Spinner size={size} showLabel />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(6);
  },
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
