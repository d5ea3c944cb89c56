import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { FIRST_ADMIN, LONG_NAME_USER, USERS } from "./admin.fixtures.ts";
import { OPEN_LAYER_A11Y, OverlayFrame, keepStoryLastForScreenshot } from "../primitives/overlay-frame.fixtures.tsx";
import {
  DEFAULT_USER_SORTING,
  UserTable,
  type UserSorting,
  type UserTableProps,
  type UserTableRow,
} from "./user-table.tsx";

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** What the server would answer: search, sort, then the page. */
function serverPage(
  all: readonly UserTableRow[],
  search: string,
  sorting: UserSorting,
  page: number,
  pageSize: number,
) {
  const q = search.trim().toLowerCase();
  const matched = all.filter(
    (u) => !q || u.name.toLowerCase().includes(q) || u.email.includes(q) || (u.cpf ?? "").includes(q),
  );
  const sorted = [...matched].sort((a, b) => {
    const va = a[sorting.id];
    const vb = b[sorting.id];
    const order =
      typeof va === "boolean" ? Number(va) - Number(vb) : collator.compare(String(va ?? ""), String(vb ?? ""));
    return sorting.desc ? -order : order;
  });
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: matched.length };
}

type StoryArgs = Partial<UserTableProps> & { users?: readonly UserTableRow[] };

/** A stateful page around the table, with the list answered from the fixtures as the server would. */
function ServerBackedTable({ users = USERS, ...args }: StoryArgs) {
  const [page, setPage] = React.useState(1);
  const [pageSize, setPageSize] = React.useState(10);
  const [sorting, setSorting] = React.useState<UserSorting>(DEFAULT_USER_SORTING);
  const [search, setSearch] = React.useState("");
  const { rows, total } = serverPage(users, search, sorting, page, pageSize);
  return (
    <OverlayFrame className="h-auto min-h-[44rem] overflow-visible">
      {(container) => (
        <UserTable
          rows={rows}
          total={total}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange?.(next);
          }}
          pageSize={pageSize}
          onPageSizeChange={(next) => {
            setPageSize(next);
            args.onPageSizeChange?.(next);
          }}
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next);
            args.onSortingChange?.(next);
          }}
          search={search}
          onSearchChange={(next) => {
            setSearch(next);
            setPage(1);
            args.onSearchChange?.(next);
          }}
          onRefresh={args.onRefresh ?? (() => undefined)}
          onCreate={args.onCreate ?? (() => undefined)}
          onEdit={args.onEdit ?? (() => undefined)}
          onDelete={args.onDelete ?? (async () => undefined)}
          loading={args.loading}
          refreshing={args.refreshing}
          error={args.error}
          portalContainer={container}
        />
      )}
    </OverlayFrame>
  );
}

function columnTexts(table: HTMLElement, column: number): string[] {
  return [...table.querySelectorAll("tbody tr")].map((tr) => tr.children[column]?.textContent ?? "");
}

const meta = {
  title: "Admin/UserTable",
  component: UserTable,
  render: (args) => <ServerBackedTable {...args} />,
  args: {
    rows: [],
    total: 0,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onSortingChange: fn(),
    onSearchChange: fn(),
    onRefresh: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<UserTableProps & { users?: readonly UserTableRow[] }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Usuários" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    await expect(headers).toEqual(["Nome", "E-mail", "CPF", "Telefone", "Perfil", "Ativo", "Ações"]);
    // E-mail ascending by default, the only header that says so.
    await expect(within(table).getByRole("columnheader", { name: "E-mail" })).toHaveAttribute("aria-sort", "ascending");
    await expect(table.querySelectorAll("th[aria-sort]")).toHaveLength(1);
    await expect(within(table).getAllByRole("row")).toHaveLength(11);
    const emails = columnTexts(table, 1);
    await expect(emails).toEqual([...emails].sort((a, b) => collator.compare(a, b)));
    // CPF and phone are shown masked; the active status is a dot with a word for screen readers.
    await expect(columnTexts(table, 2).every((cpf) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(cpf))).toBe(true);
    await expect(columnTexts(table, 3).every((phone) => /^\(\d{2}\) (\d )?\d{4}-\d{4}$/.test(phone))).toBe(true);
    await expect(new Set(columnTexts(table, 5))).toEqual(new Set(["Ativo", "Inativo"]));
    await expect(new Set(columnTexts(table, 4))).toEqual(new Set(["Admin", "Padrão"]));
    await expect(canvas.getByText("Página 1 de 4")).toBeVisible();
  },
};

export const Sorting: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Usuários" });
    // A newly chosen column starts descending.
    await userEvent.click(within(table).getByRole("button", { name: "Nome" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: true });
    await expect(within(table).getByRole("columnheader", { name: "Nome" })).toHaveAttribute("aria-sort", "descending");
    await expect(within(table).getByRole("columnheader", { name: "E-mail" })).not.toHaveAttribute("aria-sort");
    const names = columnTexts(table, 0);
    await expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
    // A second click flips it, a third flips it back: it never goes unsorted.
    await userEvent.click(within(table).getByRole("button", { name: "Nome" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
    await userEvent.click(within(table).getByRole("button", { name: "Nome" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "name", desc: true });
    // The default column also flips on its first click (it was already ascending).
    await userEvent.click(within(table).getByRole("button", { name: "E-mail" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "email", desc: true });
    await userEvent.click(within(table).getByRole("button", { name: "E-mail" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "email", desc: false });
    await userEvent.click(within(table).getByRole("button", { name: "Ativo" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "active", desc: true });
    await expect(columnTexts(table, 5)[0]).toBe("Ativo");
  },
};

/** Rows sorted here instead of by the server (`manualSorting={false}`): only the rows given are reordered. */
export const ClientSorting: Story = {
  render: (args) => <UserTable {...args} />,
  args: { rows: USERS.slice(0, 10), total: 10, manualSorting: false },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Usuários" });
    await userEvent.click(within(table).getByRole("button", { name: "Telefone" }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith({ id: "phone", desc: true });
    const phones = columnTexts(table, 3).map((p) => p.replace(/\D/g, ""));
    await expect(phones).toEqual([...phones].sort().reverse());
  },
};

export const Paging: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole("table", { name: "Usuários" });
    const firstPage = columnTexts(table, 1);
    await userEvent.click(canvas.getByRole("button", { name: "Próxima página" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText("Página 2 de 4")).toBeVisible();
    await expect(columnTexts(table, 1)).not.toEqual(firstPage);
    await userEvent.click(canvas.getByRole("combobox", { name: "Itens por página" }));
    // The page-size list is the Pagination's own, portalled to the body.
    const listbox = await within(document.body).findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["10", "25", "50", "100"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "25" }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(25);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(26));
    await expect(canvas.getByText("Página 1 de 2")).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole("searchbox", { name: "Buscar usuários" });
    await userEvent.type(search, "gabriela");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("gabriela");
    const table = canvas.getByRole("table", { name: "Usuários" });
    await expect(columnTexts(table, 0).every((name) => name.startsWith("Gabriela"))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, "ninguém");
    await expect(within(table).getByRole("cell")).toHaveTextContent("Nenhum usuário encontrado para “ninguém”");
    await expect(canvas.getByText("Página 1 de 1")).toBeVisible();
  },
};

export const Actions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const first = USERS[0]!;
    await userEvent.click(canvas.getByRole("button", { name: "Novo usuário" }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Atualizar lista" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: `Editar ${first.name}` }));
    await expect(args.onEdit).toHaveBeenCalledWith(first);
  },
};

export const DeleteConfirmation: Story = {
  parameters: OPEN_LAYER_A11Y,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const first = USERS[0]!;
    await userEvent.click(canvas.getByRole("button", { name: `Excluir ${first.name}` }));
    const dialog = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await expect(dialog).toHaveAccessibleDescription("Tem certeza que deseja excluir esse usuário?");
    await expect(args.onDelete).not.toHaveBeenCalled();
    keepStoryLastForScreenshot(canvasElement);
  },
};

export const Deleted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const first = USERS[0]!;
    await userEvent.click(canvas.getByRole("button", { name: `Excluir ${first.name}` }));
    const dialog = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sim" }));
    await expect(args.onDelete).toHaveBeenCalledWith(first);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Usuário excluído com sucesso!");
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
    // The banner goes after 3 s.
    await waitFor(() => expect(canvas.queryByText("Usuário excluído com sucesso!")).toBeNull(), { timeout: 4000 });
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error("Você não pode excluir a própria conta."))) },
  play: async ({ args, canvas, userEvent }) => {
    const first = USERS[0]!;
    await userEvent.click(canvas.getByRole("button", { name: `Excluir ${first.name}` }));
    const dialog = await canvas.findByRole("alertdialog", { name: "Atenção!" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sim" }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Erro ao tentar deletar usuário: Você não pode excluir a própria conta.",
    );
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).toBeNull());
  },
};

export const Loading: Story = {
  render: (args) => <UserTable {...args} />,
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Usuários" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(table.querySelectorAll("[data-slot=user-table-skeleton]")).toHaveLength(10);
    await expect(canvas.getByRole("button", { name: "Próxima página" })).toBeDisabled();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Atualizar lista" })).toHaveAttribute("aria-busy", "true");
    await expect(within(canvas.getByRole("table")).getAllByRole("row")).toHaveLength(11);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("cell")).toHaveTextContent("Nenhum usuário encontrado");
    await expect(canvas.getByText("Página 1 de 1")).toBeVisible();
  },
};

export const LoadError: Story = {
  render: (args) => <UserTable {...args} />,
  args: { error: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Não foi possível carregar os usuários.");
    await userEvent.click(canvas.getByRole("button", { name: "Tentar novamente" }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const LongNamesAndFirstAdmin: Story = {
  args: { users: [FIRST_ADMIN, LONG_NAME_USER, ...USERS.slice(0, 3)] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole("row", { name: /Administrador/ });
    // The first admin has no CPF or phone: a dash says so.
    await expect(within(row).getAllByLabelText("Não informado")).toHaveLength(2);
    await expect(canvas.getByText(LONG_NAME_USER.email)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Default,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Novo usuário" })).toBeVisible();
    const scroller = canvas.getByRole("table").parentElement!;
    // The table scrolls sideways inside its frame instead of widening the page.
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const DefaultLight: Story = { ...Default, globals: { theme: "light" } };
