import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { DailyModal, shouldShowDailyModal, type DailyModalProps } from "./daily-modal.tsx";
import type { NavLinkProps } from "./mobile-menu.tsx";

type DemoArgs = Omit<DailyModalProps, "open" | "defaultOpen" | "container"> & {
  /** The stored last-shown date (null: never shown). */
  lastShown: string | null;
  /** Today's Brazilian date. */
  today: string;
};

/** The site's wiring in miniature: on load, open once if the stored date is not today, and store today. */
function DailyModalDemo({ lastShown, today, onOpenChange, ...props }: DemoArgs) {
  const [stored, setStored] = React.useState(lastShown);
  const [open, setOpen] = React.useState(false);
  React.useEffect(() => {
    if (shouldShowDailyModal(lastShown, today)) {
      setStored(today);
      setOpen(true);
    }
  }, [lastShown, today]);
  // The window opens in the browser's top layer, centred in the viewport whatever contains it: the story fills
  // the viewport so that its screenshot shows the window where a visitor sees it.
  return (
    <div className="flex min-h-svh flex-col gap-2">
      <p className="text-sm text-muted-foreground">Última exibição: {stored ?? "nunca"}</p>
      <DailyModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </div>
  );
}

// Stories stay on the page: routing is the app's business.
const renderLink = ({ children, onClick, href, ...props }: NavLinkProps) => (
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
);

const meta = {
  title: "Placar/DailyModal",
  component: DailyModalDemo,
  args: { lastShown: "2025-11-22", today: "2025-11-23", loginHref: "/login", renderLink, onOpenChange: fn() },
} satisfies Meta<typeof DailyModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstVisitOfTheDay: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await waitFor(() => expect(dialog).toHaveAttribute("data-state", "open"));
    await expect(dialog).toHaveAccessibleDescription(/^Compare as odds de futebol do dia/);
    const modal = within(dialog);
    await expect(modal.getByRole("link", { name: "Criar conta grátis" })).toHaveAttribute("href", "/login");
    await expect(modal.getByRole("button", { name: "Agora não" })).toBeVisible();
    await expect(modal.getByRole("button", { name: "Fechar" })).toBeVisible();
    // Publicity rules: the 18+ notice, a responsible-gambling line, no call to bet now.
    await expect(modal.getByText("18+")).toBeVisible();
    await expect(modal.getByText(/Jogue com responsabilidade/)).toBeVisible();
    await expect(dialog).not.toHaveTextContent(/aposte já|aposte agora|ganhe dinheiro|lucro garantido/i);
    await expect(canvas.getByText("Última exibição: 2025-11-23")).toBeInTheDocument();
  },
};

export const AlreadyShownToday: Story = {
  args: { lastShown: "2025-11-23" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText("Última exibição: 2025-11-23")).toBeVisible();
    // Give an effect the chance to (wrongly) open it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The rule behind the two stories above, on the edge cases the site's storage can hand it. */
export const OncePerDayRule: Story = {
  args: { lastShown: null },
  play: async ({ canvas }) => {
    await expect(shouldShowDailyModal(null, "2025-11-23")).toBe(true);
    await expect(shouldShowDailyModal("2025-11-22", "2025-11-23")).toBe(true);
    await expect(shouldShowDailyModal("2025-11-23", "2025-11-23")).toBe(false);
    // A later stored date (the visitor's clock was ahead) is still another day: show and store today.
    await expect(shouldShowDailyModal("2025-11-24", "2025-11-23")).toBe(true);
    await expect(shouldShowDailyModal("lixo", "2025-11-23")).toBe(true);
    await expect(shouldShowDailyModal("", "2025-11-23")).toBe(true);
    await expect(shouldShowDailyModal(null, "")).toBe(false);
    await expect(shouldShowDailyModal(null, "23/11/2025")).toBe(false);
    // Never shown before: it opens, and today is stored.
    await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await expect(canvas.getByText("Última exibição: 2025-11-23")).toBeInTheDocument();
  },
};

export const ClosesWithAgoraNao: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Agora não" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    // Focus starts inside the window.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText("Última exibição: 2025-11-23")).toBeVisible();
  },
};

export const ClosesWithFechar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FollowingTheLinkCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await userEvent.click(within(dialog).getByRole("link", { name: "Criar conta grátis" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = {
  ...FirstVisitOfTheDay,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

/** Opened from a button of the page: Tab wraps inside the window, focus sent behind it comes back, and closing gives
 * focus back to the button. */
export const FocusStaysInsideAndGoesBack: Story = {
  render: function OpenerDemo({ loginHref, renderLink: link, onOpenChange }) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="flex min-h-svh flex-col items-start gap-2">
        <button type="button" onClick={() => setOpen(true)}>
          Abrir boas-vindas
        </button>
        <a href="#pagina">Um link da página</a>
        <DailyModal
          loginHref={loginHref}
          renderLink={link}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            onOpenChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const opener = canvas.getByRole("button", { name: "Abrir boas-vindas" });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const first = within(dialog).getByRole("button", { name: "Agora não" });
    const last = within(dialog).getByRole("button", { name: "Fechar" });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // Focus that lands on the page behind (a screen reader's command, a script) is brought back.
    canvas.getByRole("link", { name: "Um link da página" }).focus();
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * Opened by itself on a page where nothing had focus (the site's case): closing it puts focus on the page's <main>,
 * not back on <body>, so the next Tab starts at the top of the page's content rather than at its foot.
 */
export const FocusGoesToTheMainAreaWhenItWasNowhere: Story = {
  render: function PageDemo(args) {
    return (
      <div className="flex min-h-svh flex-col gap-2">
        <main tabIndex={-1} className="flex flex-col items-start gap-2 outline-none">
          <a href="#primeiro">Primeiro link da página</a>
        </main>
        <DailyModalDemo {...args} />
        <footer>
          <a href="#rodape">Link do rodapé</a>
        </footer>
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Boas-vindas ao Placar!" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole("button", { name: "Agora não" }));
    await waitFor(() => expect(canvas.queryByRole("dialog")).toBeNull());
    await expect(canvasElement.querySelector("main")).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Primeiro link da página" })).toHaveFocus();
  },
};
