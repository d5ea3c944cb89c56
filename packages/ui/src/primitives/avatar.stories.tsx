import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { Avatar, initials } from "./avatar.tsx";
import { BROKEN_IMAGE } from "../product/day-games.fixtures.ts";

/** A drawn portrait, inline so that no story touches the network. */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80" viewBox="0 0 80 80">` +
    `<rect width="80" height="80" fill="#2f6fd3"/><circle cx="40" cy="32" r="15" fill="#f2c9a0"/>` +
    `<path d="M12 80c2-18 14-26 28-26s26 8 28 26z" fill="#f5b82e"/></svg>`,
)}`;

const meta = {
  title: "Primitivos/Avatar",
  component: Avatar,
  args: { name: "Maria da Silva", src: PHOTO },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    // The initials stand in while the picture loads; once it has, the picture alone carries the name.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Maria da Silva" }).tagName).toBe("IMG"));
    await expect(canvas.getByRole("img", { name: "Maria da Silva" })).toHaveAttribute("data-slot", "avatar-image");
  },
};

export const Initials: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    const fallback = canvas.getByRole("img", { name: "Maria da Silva" });
    await expect(fallback).toHaveTextContent("MS");
    await expect(fallback).toHaveAttribute("data-slot", "avatar-fallback");
    await expect(initials("neymar")).toBe("N");
    await expect(initials("  ")).toBe("?");
    await expect(initials("ágatha de oliveira")).toBe("ÁO");
  },
};

export const BrokenImage: Story = {
  args: { name: "João Pereira", src: BROKEN_IMAGE },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole("img", { name: "João Pereira" })).toHaveTextContent("JP"));
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeNull();
  },
};

export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Avatar {...args} src={null} decorative />
      <span className="text-sm font-medium">{args.name}</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByText("Maria da Silva")).toBeVisible();
  },
};

/** Every size with an image and with initials. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid w-fit grid-cols-[auto_repeat(3,auto)] items-center gap-4">
      {["", "sm", "default", "lg"].map((heading) => (
        <span key={heading} aria-hidden="true" className="text-xs text-muted-foreground">
          {heading}
        </span>
      ))}
      <span className="text-xs text-muted-foreground">imagem</span>
      {(["sm", "default", "lg"] as const).map((size) => (
        <Avatar key={size} size={size} name={`Maria da Silva (${size})`} src={PHOTO} />
      ))}
      <span className="text-xs text-muted-foreground">iniciais</span>
      {(["sm", "default", "lg"] as const).map((size) => (
        <Avatar key={size} size={size} name="Rafael Gomes" src={null} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole("img", { name: /Maria da Silva/ }).every((el) => el.tagName === "IMG")).toBe(true),
    );
  },
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
