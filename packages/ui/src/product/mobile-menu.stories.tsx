import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { navItems } from "./match.fixtures.ts";
import { MobileMenu, type MobileMenuProps } from "./mobile-menu.tsx";
import { OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";

function renderMenu(args: MobileMenuProps) {
  return (
    <OverlayFrame className="h-[36rem]">{(container) => <MobileMenu {...args} container={container} />}</OverlayFrame>
  );
}

const meta = {
  title: "Placar/MobileMenu",
  component: MobileMenu,
  render: renderMenu,
  args: {
    items: navItems("/"),
    onOpenChange: fn(),
    // Stories stay on the page, as a router's Link would.
    renderLink: ({ children, onClick, href, ...props }) => (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
  globals: { viewport: { value: "mobile360", isRotated: false } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("dialog")).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Abrir menu" }));
    const sheet = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // The sheet is fetched on demand, yet the button still names what it opens (hidden from the tree while open).
    const trigger = canvasElement.querySelector("[data-slot=mobile-menu-trigger]");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-controls", sheet.id);
    const links = within(sheet).getAllByRole("link");
    await expect(links.map((l) => l.textContent)).toEqual([
      "Placar",
      "Ao Vivo",
      "Guia de Apostas",
      "Comunidade",
      "Estatísticas",
    ]);
    await expect(within(sheet).getByRole("link", { name: "Placar" })).toHaveAttribute("aria-current", "page");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Abrir menu" }));
    const sheet = await canvas.findByRole("dialog", { name: "Menu" });
    await userEvent.click(within(sheet).getByRole("link", { name: "Guia de Apostas" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Abrir menu" });
    await userEvent.click(trigger);
    await canvas.findByRole("dialog", { name: "Menu" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const FocusTrapped: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Abrir menu" }));
    const sheet = await canvas.findByRole("dialog", { name: "Menu" });
    // Tab through the close button and the five links, then once more: focus wraps inside the sheet.
    for (let i = 0; i < 7; i += 1) {
      await userEvent.tab();
      await expect(sheet.contains(document.activeElement)).toBe(true);
    }
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const DefaultOpenLight: Story = {
  args: { defaultOpen: true, items: navItems("/estatisticas") },
  globals: { theme: "light", viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole("dialog", { name: "Menu" });
    keepStoryLastForScreenshot(canvasElement);
  },
};
