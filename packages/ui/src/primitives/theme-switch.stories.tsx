import type * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { THEME_STORAGE_KEY, ThemeSwitch, useDocumentTheme } from "./theme-switch.tsx";

/** Seeds the stored theme for a story and puts back what was there (and <html>'s class) afterwards. */
function withStoredTheme(stored: string | null) {
  return () => {
    const previous = window.localStorage.getItem(THEME_STORAGE_KEY);
    const hadDark = document.documentElement.classList.contains("dark");
    if (stored === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    return () => {
      if (previous === null) window.localStorage.removeItem(THEME_STORAGE_KEY);
      else window.localStorage.setItem(THEME_STORAGE_KEY, previous);
      document.documentElement.classList.toggle("dark", hadDark);
    };
  };
}

const meta = {
  title: "Primitivos/ThemeSwitch",
  component: ThemeSwitch,
  args: { onThemeChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoredLight: Story = {
  beforeEach: withStoredTheme("light"),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Tema escuro" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(toggle).toHaveAttribute("data-state", "unchecked");
  },
};

export const StoredDark: Story = {
  beforeEach: withStoredTheme("dark"),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole("switch", { name: "Tema escuro" })).toHaveAttribute("aria-checked", "true"),
    );
  },
};

/** Anything other than 'dark' in storage, or nothing, means light. */
export const UnknownStoredValue: Story = {
  beforeEach: withStoredTheme("sépia"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Tema escuro" })).toHaveAttribute("aria-checked", "false");
  },
};

export const Toggling: Story = {
  beforeEach: withStoredTheme(null),
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Tema escuro" });
    const root = document.documentElement;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect(root).toHaveClass("dark");
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    await expect(args.onThemeChange).toHaveBeenLastCalledWith("dark");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(root).not.toHaveClass("dark");
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    await expect(args.onThemeChange).toHaveBeenLastCalledWith("light");
    await userEvent.keyboard(" ");
    await expect(root).toHaveClass("dark");
    await expect(args.onThemeChange).toHaveBeenCalledTimes(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  beforeEach: withStoredTheme("dark"),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: "Tema escuro" });
    await expect(toggle).toBeDisabled();
  },
};

export const FocusVisible: Story = {
  beforeEach: withStoredTheme("light"),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("switch", { name: "Tema escuro" })).toHaveFocus();
  },
};

export const StoredLightOnLight: Story = { ...StoredLight, globals: { theme: "light" } };
export const StoredDarkOnLight: Story = { ...StoredDark, globals: { theme: "light" } };

function DocumentThemeSwitch(props: React.ComponentProps<typeof ThemeSwitch>) {
  return <ThemeSwitch {...props} theme={useDocumentTheme()} />;
}

/**
 * Controlled by the document (as the site's header uses it): the switch shows the `dark` class of <html>, whoever
 * changes it, and its thumb follows that class through CSS even before hydration.
 */
export const FollowsTheDocument: Story = {
  beforeEach: withStoredTheme(null),
  render: (args) => <DocumentThemeSwitch {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Tema escuro" });
    const root = document.documentElement;
    root.classList.add("dark");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    await userEvent.click(toggle);
    await expect(root).not.toHaveClass("dark");
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
    await expect(args.onThemeChange).toHaveBeenLastCalledWith("light");
    // Someone else (a navigation into another area) changes the document: the switch follows.
    root.classList.add("dark");
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    const thumb = toggle.querySelector<HTMLElement>('[data-slot="theme-switch-thumb"]')!;
    await waitFor(() =>
      expect(thumb.getBoundingClientRect().left - toggle.getBoundingClientRect().left).toBeGreaterThan(20),
    );
  },
};
