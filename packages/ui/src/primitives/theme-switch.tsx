import * as React from "react";
import { Moon, Sun } from "lucide-react";

import { cn } from "../lib/cn.ts";

/** The localStorage key the site keeps the theme under. */
export const THEME_STORAGE_KEY = "theme";

export type Theme = "dark" | "light";

/**
 * The stored theme as the uncontrolled switch reads it: 'dark' means dark; anything else, including nothing stored,
 * means light. The key and its values: docs/product.md#theme.
 */
export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    // Storage can be blocked (private modes, sandboxed frames).
    return "light";
  }
}

/** The stored choice, or null when the visitor has not chosen (or storage is blocked). */
export function storedThemeChoice(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

function subscribeToDocumentTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * The theme the document shows now (the `dark` class on <html>), kept in step with every change, whoever makes
 * it. `serverTheme` is what the server's HTML is rendered with.
 */
export function useDocumentTheme(serverTheme: Theme = "dark"): Theme {
  return React.useSyncExternalStore(
    subscribeToDocumentTheme,
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => serverTheme,
  );
}

/** Puts the `dark` class on <html> or takes it off, and stores the choice. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The page still switches; only the memory of the choice is lost.
  }
}

export type ThemeSwitchProps = Omit<
  React.ComponentProps<"button">,
  "type" | "role" | "value" | "onChange" | "onClick" | "children" | "aria-checked" | "aria-label"
> & {
  /** Called with the new theme after each change, for a page that needs to react to it. */
  onThemeChange?: (theme: Theme) => void;
  /**
   * The theme shown (controlled), e.g. `useDocumentTheme()`. Left out, the switch reads the stored theme after
   * mounting. Controlled, the thumb follows the document's `dark` class through CSS, so the server's HTML already
   * shows the right position for a theme applied before the first paint.
   */
  theme?: Theme;
  /** The switch's accessible name; 'Tema escuro' by default (on = dark). */
  "aria-label"?: string;
};

/**
 * Switches between light and dark. It reads the stored theme after mounting (so the server render
 * never touches `window`) and, on each change, toggles the `dark` class on <html>, stores the theme
 * and calls `onThemeChange`.
 *
 * A plain button with the WAI-ARIA switch role (Space and Enter toggle it, as any button), in Radix Switch's markup
 * (`data-state` on the button and its thumb), without Radix: Radix's switch keeps its own button element in state,
 * set from a ref and measured in a layout effect, so mounting it schedules a synchronous re-render. In the header
 * of every page that happened inside the hydration commit, which made React run every passive effect of the page
 * and a second render in that same task (the longest task of the home's load on a slow phone).
 */
export function ThemeSwitch({
  className,
  onThemeChange,
  theme: controlled,
  "aria-label": ariaLabel = "Tema escuro",
  ...props
}: ThemeSwitchProps) {
  const [own, setTheme] = React.useState<Theme>("light");
  React.useEffect(() => {
    if (controlled === undefined) setTheme(readStoredTheme());
  }, [controlled]);
  const theme = controlled ?? own;
  const followDocument = controlled !== undefined;
  const state = theme === "dark" ? "checked" : "unchecked";

  return (
    <button
      type="button"
      role="switch"
      value="on"
      data-slot="theme-switch"
      data-theme={theme}
      data-state={state}
      data-disabled={props.disabled ? "" : undefined}
      aria-label={ariaLabel}
      aria-checked={theme === "dark"}
      onClick={() => {
        const next: Theme = theme === "dark" ? "light" : "dark";
        if (!followDocument) setTheme(next);
        applyTheme(next);
        onThemeChange?.(next);
      }}
      className={cn(
        "group/theme-switch relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border border-input p-0.5",
        "bg-secondary outline-none",
        followDocument ? "dark:bg-accent" : "data-[state=checked]:bg-accent",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        data-slot="theme-switch-thumb"
        data-state={state}
        data-disabled={props.disabled ? "" : undefined}
        className={cn(
          "flex size-6 items-center justify-center rounded-full bg-background text-foreground shadow",
          "translate-x-0 motion-safe:transition-transform",
          followDocument ? "dark:translate-x-6" : "data-[state=checked]:translate-x-6",
        )}
      >
        <Sun
          aria-hidden="true"
          className={cn(
            "size-3.5 text-best",
            followDocument ? "dark:hidden" : "group-data-[state=checked]/theme-switch:hidden",
          )}
        />
        <Moon
          aria-hidden="true"
          className={cn(
            "hidden size-3.5 text-primary",
            followDocument ? "dark:block" : "group-data-[state=checked]/theme-switch:block",
          )}
        />
      </span>
    </button>
  );
}
