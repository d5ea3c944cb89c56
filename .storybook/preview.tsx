import * as React from "react";
import type { Decorator, Preview } from "@storybook/react-vite";

import "./preview.css";

type Theme = "dark" | "light";

/**
 * Public pages are dark, so stories are too unless the toolbar (or a story's `globals.theme`)
 * asks for light. The class goes on <html> as the site does it, and on the story wrapper so that
 * a screenshot of the wrapper carries the theme's background.
 */
function ThemeFrame({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  React.useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = "pt-BR";
    root.classList.toggle("dark", theme === "dark");
  }, [theme]);
  return (
    <div
      data-theme={theme}
      className={`${theme === "dark" ? "dark" : ""} min-h-24 bg-background p-2 font-sans text-foreground sm:p-4`}
    >
      {children}
    </div>
  );
}

const withTheme: Decorator = (Story, context) => (
  <ThemeFrame theme={context.globals["theme"] === "light" ? "light" : "dark"}>
    <Story />
  </ThemeFrame>
);

const preview: Preview = {
  decorators: [withTheme],
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Tema",
      toolbar: {
        title: "Tema",
        icon: "mirror",
        items: [
          { value: "dark", title: "Escuro (público)" },
          { value: "light", title: "Claro" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "dark" },
  parameters: {
    layout: "fullscreen",
    // Axe violations fail the story tests, not just the panel.
    a11y: { test: "error" },
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: { name: "Celular 360", styles: { width: "360px", height: "740px" }, type: "mobile" },
        mobile320: { name: "Celular 320", styles: { width: "320px", height: "640px" }, type: "mobile" },
        tablet: { name: "Tablet", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop", styles: { width: "1200px", height: "900px" }, type: "desktop" },
      },
    },
    docs: { codePanel: true },
  },
};

export default preview;
