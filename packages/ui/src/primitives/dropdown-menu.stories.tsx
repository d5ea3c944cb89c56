import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogOut, Newspaper, User, Users } from "lucide-react";
import { expect, fn, waitFor, within } from "storybook/test";

import { Avatar } from "./avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "./overlay-frame.fixtures.tsx";

type MenuStoryArgs = React.ComponentProps<typeof DropdownMenu> & {
  admin?: boolean;
  name?: string;
  onSelectItem?: (item: string) => void;
};

/** The header's avatar menu (docs/product.md#header). */
function renderAccountMenu({ admin = true, name = "Maria da Silva", onSelectItem, ...args }: MenuStoryArgs) {
  return (
    <OverlayFrame className="h-80">
      {(container) => (
        <div className="flex justify-end pr-4">
          <DropdownMenu {...args}>
            <DropdownMenuTrigger className="cursor-pointer rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background">
              <Avatar name={name} />
              <span className="sr-only">Menu da conta</span>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" container={container} className="max-w-64">
              <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuGroup>
                <DropdownMenuItem onSelect={() => onSelectItem?.("perfil")}>
                  <User aria-hidden="true" /> Perfil
                </DropdownMenuItem>
                {admin ? (
                  <>
                    <DropdownMenuItem onSelect={() => onSelectItem?.("noticias")}>
                      <Newspaper aria-hidden="true" /> Gerenciar Estatísticas
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => onSelectItem?.("usuarios")}>
                      <Users aria-hidden="true" /> Gerenciar Usuários
                    </DropdownMenuItem>
                  </>
                ) : null}
              </DropdownMenuGroup>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => onSelectItem?.("sair")}>
                <LogOut aria-hidden="true" /> Sair
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </OverlayFrame>
  );
}

const meta = {
  title: "Primitivos/DropdownMenu",
  component: DropdownMenu,
  args: { onOpenChange: fn() },
  render: renderAccountMenu,
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Menu da conta/ })).toHaveAttribute("aria-expanded", "false");
  },
};

export const Open: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Menu da conta/ }));
    const menu = await canvas.findByRole("menu");
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent?.trim());
    await expect(items).toEqual(["Perfil", "Gerenciar Estatísticas", "Gerenciar Usuários", "Sair"]);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const NotAdmin: Story = {
  parameters: OPEN_LAYER_A11Y,
  args: { admin: false, name: "João Pereira" },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Menu da conta/ }));
    const menu = await canvas.findByRole("menu");
    await expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent?.trim()),
    ).toEqual(["Perfil", "Sair"]);
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const KeyboardSelect: Story = {
  args: { onSelectItem: fn() },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole("button", { name: /Menu da conta/ }).focus();
    await userEvent.keyboard("{Enter}");
    const menu = await canvas.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Perfil" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Gerenciar Usuários" })).toHaveAttribute(
      "data-highlighted",
    );
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelectItem).toHaveBeenCalledWith("usuarios");
    await waitFor(() => expect(canvas.queryByRole("menu")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const HighlightedDestructive: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Menu da conta/ }));
    const menu = await canvas.findByRole("menu");
    await userEvent.hover(within(menu).getByRole("menuitem", { name: "Sair" }));
    await expect(within(menu).getByRole("menuitem", { name: "Sair" })).toHaveAttribute("data-highlighted");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const LongText: Story = {
  args: { name: "Maria Aparecida dos Santos Figueiredo de Albuquerque" },
  parameters: OPEN_LAYER_A11Y,
  play: Open.play,
};

export const CheckboxAndRadioItems: Story = {
  parameters: OPEN_LAYER_A11Y,
  render: function OptionsMenu(args) {
    const [live, setLive] = React.useState(true);
    const [order, setOrder] = React.useState("hora");
    return (
      <OverlayFrame className="h-80">
        {(container) => (
          <DropdownMenu {...args}>
            <DropdownMenuTrigger className="h-10 cursor-pointer rounded-md border border-input px-4 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Opções da lista
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" container={container}>
              <DropdownMenuCheckboxItem checked={live} onCheckedChange={setLive}>
                Mostrar jogos ao vivo
              </DropdownMenuCheckboxItem>
              <DropdownMenuSeparator />
              <DropdownMenuLabel inset>Ordenar por</DropdownMenuLabel>
              <DropdownMenuRadioGroup value={order} onValueChange={setOrder}>
                <DropdownMenuRadioItem value="hora">Horário</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="liga">Liga</DropdownMenuRadioItem>
                <DropdownMenuRadioItem value="odd" disabled>
                  Maior odd
                </DropdownMenuRadioItem>
              </DropdownMenuRadioGroup>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </OverlayFrame>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Opções da lista" }));
    let menu = await canvas.findByRole("menu");
    await userEvent.click(within(menu).getByRole("menuitemcheckbox", { name: "Mostrar jogos ao vivo" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opções da lista" }));
    menu = await canvas.findByRole("menu");
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Mostrar jogos ao vivo" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await userEvent.click(within(menu).getByRole("menuitemradio", { name: "Liga" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opções da lista" }));
    menu = await canvas.findByRole("menu");
    await expect(within(menu).getByRole("menuitemradio", { name: "Liga" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "Maior odd" })).toHaveAttribute("data-disabled");
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Mobile: Story = { ...Open, globals: { viewport: { value: "mobile320", isRotated: false } } };

export const OpenLight: Story = { ...Open, globals: { theme: "light" } };
