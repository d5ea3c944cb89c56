import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent as globalUserEvent, waitFor, within } from "storybook/test";

import { navItems } from "./match.fixtures.ts";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import { SiteHeader, type SiteHeaderProps } from "./site-header.tsx";
import { ThemeSwitch } from "../primitives/theme-switch.tsx";

// Stories stay on the page: every link click is swallowed, as a router's Link would do.
const stay = (event: React.MouseEvent) => event.preventDefault();

function renderHeader(args: SiteHeaderProps) {
  return (
    <OverlayFrame className="h-96">{(container) => <SiteHeader {...args} portalContainer={container} />}</OverlayFrame>
  );
}

const meta = {
  title: "Placar/SiteHeader",
  component: SiteHeader,
  render: renderHeader,
  args: {
    items: navItems("/estatisticas"),
    logoHref: "/",
    onLogoClick: fn(stay),
    user: null,
    signInHref: "/login",
    profileHref: "/profile",
    manageNewsHref: "/gerenciar-noticias",
    manageUsersHref: "/gerenciar-usuarios",
    manageOddsMatchesHref: "/gerenciar-pareamentos",
    manageHousesHref: "/gerenciar-casas",
    onSignOut: fn(),
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
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole("navigation", { name: "Principal" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => l.textContent)).toEqual([
      "Placar",
      "Ao Vivo",
      "Guia de Apostas",
      "Comunidade",
      "Estatísticas",
    ]);
    await expect(within(nav).getByRole("link", { name: "Estatísticas" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getByRole("link", { name: "Placar" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    await userEvent.click(canvas.getByRole("link", { name: /página inicial/ }));
    await expect(args.onLogoClick).toHaveBeenCalledOnce();
  },
};

export const SignedInAdmin: Story = {
  args: { user: { name: "Maria da Silva", admin: true } },
  parameters: OPEN_LAYER_A11Y,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole("link", { name: "Entrar" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Menu da conta de Maria da Silva" }));
    const menu = await canvas.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    await expect(items.map((i) => i.textContent?.trim())).toEqual([
      "Perfil",
      "Gerenciar Estatísticas",
      "Gerenciar Usuários",
      "Pareamento de eventos",
      "Casas",
      "Sair",
    ]);
    await expect(within(menu).getByRole("menuitem", { name: "Perfil" })).toHaveAttribute("href", "/profile");
    await expect(within(menu).getByRole("menuitem", { name: "Gerenciar Usuários" })).toHaveAttribute(
      "href",
      "/gerenciar-usuarios",
    );
    await expect(within(menu).getByRole("menuitem", { name: "Pareamento de eventos" })).toHaveAttribute(
      "href",
      "/gerenciar-pareamentos",
    );
    await expect(within(menu).getByRole("menuitem", { name: "Casas" })).toHaveAttribute("href", "/gerenciar-casas");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const SignedInUserSignsOut: Story = {
  args: { user: { name: "João Pereira", admin: false } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Menu da conta de João Pereira" }));
    const menu = await canvas.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent?.trim()),
    ).toEqual(["Perfil", "Sair"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Sair" }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("menu")).toBeNull();
  },
};

/** Enter opens the account menu (whether its code has arrived yet or not), Esc closes it and focus comes back. */
export const AccountMenuByKeyboard: Story = {
  args: { user: { name: "Maria da Silva", admin: false } },
  play: async ({ canvas, userEvent }) => {
    const name = "Menu da conta de Maria da Silva";
    canvas.getByRole("button", { name }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await canvas.findByRole("menu");
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(canvas.getByRole("button", { name })).toHaveFocus());
  },
};

export const LongUserName: Story = {
  args: { user: { name: "Maria Aparecida dos Santos Figueiredo de Albuquerque", admin: true }, items: navItems("/") },
};

/** Below `md` the links move into the hamburger sheet. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('nav[aria-label="Principal"]')).not.toBeVisible();
    await expect(canvas.getByRole("button", { name: "Abrir menu" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Entrar" })).toBeVisible();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  args: { items: navItems("/odds-ao-vivo") },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Abrir menu" }));
    const sheet = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(within(sheet).getByRole("link", { name: "Ao Vivo" })).toHaveAttribute("aria-current", "page");
    keepStoryLastForScreenshot(canvasElement);
  },
};

/** The theme switch: beside 'Entrar' on large screens. */
export const WithThemeSwitch: Story = {
  args: { themeControl: <ThemeSwitch theme="dark" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Tema escuro" })).toBeVisible();
  },
};

/** On small screens the switch moves into the menu sheet, under the links. */
export const MobileMenuWithThemeSwitch: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  args: { items: navItems("/"), themeControl: <ThemeSwitch theme="dark" /> },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole("switch", { name: "Tema escuro" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Abrir menu" }));
    const sheet = await canvas.findByRole("dialog", { name: "Menu" });
    await expect(within(sheet).getByRole("switch", { name: "Tema escuro" })).toBeVisible();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Light: Story = { args: { user: { name: "Maria da Silva", admin: false } }, globals: { theme: "light" } };

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await globalUserEvent.tab();
    await expect(canvas.getByRole("link", { name: /página inicial/ })).toHaveFocus();
    await globalUserEvent.tab();
    await expect(canvas.getByRole("link", { name: "Placar" })).toHaveFocus();
  },
};
