import * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { Moon, Sun } from "lucide-react";

import { cn } from "../lib/cn.ts";

/** The localStorage key the site keeps the theme under. */
export const THEME_STORAGE_KEY = "theme";

export type Theme = "dark" | "light";

/** 'dark' means dark; anything else, including nothing stored, means light (spec, "Theme"). */
export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === "dark" ? "dark" : "light";
  } catch {
    // Storage can be blocked (private modes, sandboxed frames).
    return "light";
  }
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
  React.ComponentProps<typeof SwitchPrimitive.Root>,
  "checked" | "defaultChecked" | "onCheckedChange" | "children"
> & {
  /** Called with the new theme after each change (the spec's optional refresh callback). */
  onThemeChange?: (theme: Theme) => void;
  /** The switch's accessible name; 'Tema escuro' by default (on = dark). */
  "aria-label"?: string;
};

/**
 * Switches between light and dark. It reads the stored theme after mounting (so the server render
 * never touches `window`) and, on each change, toggles the `dark` class on <html>, stores the theme
 * and calls `onThemeChange`.
 */
export function ThemeSwitch({ className, onThemeChange, "aria-label": ariaLabel = "Tema escuro", ...props }: ThemeSwitchProps) {
  const [theme, setTheme] = React.useState<Theme>("light");
  React.useEffect(() => setTheme(readStoredTheme()), []);

  return (
    <SwitchPrimitive.Root
      data-slot="theme-switch"
      data-theme={theme}
      aria-label={ariaLabel}
      checked={theme === "dark"}
      onCheckedChange={(checked) => {
        const next: Theme = checked ? "dark" : "light";
        setTheme(next);
        applyTheme(next);
        onThemeChange?.(next);
      }}
      className={cn(
        "group/theme-switch relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border border-input p-0.5",
        "bg-secondary outline-none data-[state=checked]:bg-accent",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="theme-switch-thumb"
        className={cn(
          "flex size-6 items-center justify-center rounded-full bg-background text-foreground shadow",
          "translate-x-0 data-[state=checked]:translate-x-6 motion-safe:transition-transform",
        )}
      >
        <Sun aria-hidden="true" className="size-3.5 text-best group-data-[state=checked]/theme-switch:hidden" />
        <Moon aria-hidden="true" className="hidden size-3.5 text-primary group-data-[state=checked]/theme-switch:block" />
      </SwitchPrimitive.Thumb>
    </SwitchPrimitive.Root>
  );
}
