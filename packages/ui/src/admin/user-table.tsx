// Admin only: TanStack Table stays out of the public pages' code.
import * as React from "react";
import { useTable, type SortingState } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, RefreshCw, Trash2, UserPlus } from "lucide-react";
import { USER_DELETED, USER_DELETE_CONFIRM_TEXT, USER_DELETE_FAILED, USER_NEW } from "@placar/core/messages";

import { cn } from "../lib/cn.ts";
import { withReason } from "../lib/error-text.ts";
import { ConfirmDialog } from "../primitives/alert-dialog.tsx";
import { BANNER_DURATION, Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { IconButton } from "../primitives/icon-button.tsx";
import { Input } from "../primitives/input.tsx";
import { PAGE_SIZE_OPTIONS, Pagination } from "../primitives/pagination.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import {
  COLUMN_CLASS,
  userDataColumns,
  userTableFeatures,
  type UserColumnId,
  type UserTableRow,
} from "./user-table-columns.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

export type { UserColumnId, UserTableRow } from "./user-table-columns.tsx";

/** One sorted column; the table always has exactly one (docs/product.md#user-manager). */
export type UserSorting = { id: UserColumnId; desc: boolean };

/** docs/product.md#user-manager: e-mail ascending until the admin picks another column. */
export const DEFAULT_USER_SORTING: UserSorting = { id: "email", desc: false };

export const USER_TABLE_TEXT = {
  empty: "Nenhum usuário encontrado",
  loadFailed: "Não foi possível carregar os usuários.",
  retry: "Tentar novamente",
  refresh: "Atualizar lista",
  search: "Buscar usuários",
  searchPlaceholder: "Buscar por nome, e-mail ou CPF",
} as const;

export type UserTableProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The users of the current page. */
  rows: readonly UserTableRow[];
  /** How many users match the search in all (for the pagination). */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the admin moves to (1 after a page-size change). */
  onPageChange: (page: number) => void;
  /** Users per page: 10, 25, 50 or 100. */
  pageSize: number;
  /** Called with the page size the admin picks. */
  onPageSizeChange: (pageSize: number) => void;
  /** The sorted column (controlled); pair with `onSortingChange`. */
  sorting?: UserSorting;
  /** The sorted column at first (uncontrolled); e-mail ascending by default. */
  defaultSorting?: UserSorting;
  /** Called when a header is clicked: a new column starts descending, the same column flips. */
  onSortingChange?: (sorting: UserSorting) => void;
  /** True (default) when `rows` already come sorted by `sorting`; false sorts the given rows here. */
  manualSorting?: boolean;
  /** The search text (controlled); pair with `onSearchChange`. */
  search?: string;
  /** The search text at first (uncontrolled). */
  defaultSearch?: string;
  /** Called on every change of the search text (debounce the request in the caller). */
  onSearchChange?: (search: string) => void;
  /** 'Atualizar lista' and 'Tentar novamente'. */
  onRefresh: () => void;
  /** 'Novo usuário'. */
  onCreate: () => void;
  /** The row's edit button. */
  onEdit: (user: UserTableRow) => void;
  /** Called once deletion is confirmed; its outcome shows as a banner for 3 s (docs/product.md#user-manager). */
  onDelete: (user: UserTableRow) => Promise<unknown>;
  /** The first load: skeleton rows. */
  loading?: boolean;
  /** A reload with rows on screen: they stay, the refresh button spins. */
  refreshing?: boolean;
  /** The list could not be loaded: replaces the rows with this message (`true`: a default one) and 'Tentar novamente'. */
  error?: React.ReactNode;
  /** Where the confirmation dialogs render; defaults to `document.body`. */
  portalContainer?: HTMLElement | null;
};

type Notice = { variant: "success" | "error"; text: string; key: number };

/**
 * The user manager's list (docs/product.md#user-manager): search, refresh, 'Novo usuário', a table sortable by any
 * column (e-mail ascending by default), the active status as a green or red dot, edit and delete per row, and pages of
 * 10, 25, 50 or 100 users loaded by the server.
 */
export function UserTable({
  rows,
  total,
  page,
  onPageChange,
  pageSize,
  onPageSizeChange,
  sorting: sortingProp,
  defaultSorting = DEFAULT_USER_SORTING,
  onSortingChange,
  manualSorting = true,
  search: searchProp,
  defaultSearch = "",
  onSearchChange,
  onRefresh,
  onCreate,
  onEdit,
  onDelete,
  loading = false,
  refreshing = false,
  error,
  portalContainer,
  className,
  ...props
}: UserTableProps) {
  const [sorting, setSorting] = useControllableState(sortingProp, defaultSorting, onSortingChange);
  const [search, setSearch] = useControllableState(searchProp, defaultSearch, onSearchChange);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const headingId = React.useId();

  const sortingState = React.useMemo<SortingState>(() => [sorting], [sorting]);
  const table = useTable({
    features: userTableFeatures,
    columns: userDataColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { sorting: sortingState },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sortingState) : updater;
      const first = next[0];
      if (first) setSorting({ id: first.id as UserColumnId, desc: first.desc });
    },
    manualSorting,
    // docs/product.md#user-manager: a newly chosen column starts descending; clicking it again only flips it, never
    // unsorts.
    sortDescFirst: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  async function remove(user: UserTableRow) {
    try {
      await onDelete(user);
      setNotice({ variant: "success", text: USER_DELETED, key: Date.now() });
    } catch (error) {
      // The server's reason ('Você não pode excluir a própria conta.') after 'Erro ao tentar deletar usuário'
      // (docs/product.md#user-manager).
      setNotice({ variant: "error", text: withReason(USER_DELETE_FAILED, error), key: Date.now() });
    }
  }

  const columnCount = userDataColumns.length + 1;
  const showSkeleton = loading && rows.length === 0 && !error;

  return (
    <section
      data-slot="user-table"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <h2 id={headingId} className="sr-only">
        Usuários
      </h2>
      <div data-slot="user-table-toolbar" className="flex flex-wrap items-end gap-2">
        <Input
          type="search"
          label={USER_TABLE_TEXT.search}
          hideLabel
          placeholder={USER_TABLE_TEXT.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={100}
          containerClassName="min-w-0 flex-1 basis-56"
        />
        <IconButton
          variant="outline"
          aria-label={USER_TABLE_TEXT.refresh}
          title={USER_TABLE_TEXT.refresh}
          loading={refreshing}
          onClick={onRefresh}
          className="size-11"
        >
          <RefreshCw aria-hidden="true" />
        </IconButton>
        <Button onClick={onCreate} className="h-11">
          <UserPlus aria-hidden="true" />
          {USER_NEW}
        </Button>
      </div>
      {notice ? (
        <Banner
          key={notice.key}
          variant={notice.variant}
          duration={BANNER_DURATION.message}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Banner>
      ) : null}
      <div data-slot="user-table-scroll" className="relative overflow-x-auto rounded-lg border border-border bg-card">
        <table
          aria-labelledby={headingId}
          aria-busy={loading || refreshing || undefined}
          className="w-full border-collapse text-sm"
        >
          <thead className="bg-muted text-left text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                      className={cn(
                        "px-3 py-2 font-medium whitespace-nowrap",
                        COLUMN_CLASS[header.column.id as UserColumnId],
                      )}
                    >
                      <button
                        type="button"
                        data-slot="user-table-sort"
                        data-sorted={sorted || undefined}
                        onClick={header.column.getToggleSortingHandler()}
                        className={cn(
                          "-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 outline-none",
                          "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                          sorted && "text-foreground",
                        )}
                      >
                        <table.FlexRender header={header} />
                        <Icon aria-hidden="true" className={cn("size-3.5", !sorted && "opacity-60")} />
                      </button>
                    </th>
                  );
                })}
                <th scope="col" className={cn("px-3 py-2 font-medium", COLUMN_CLASS.actions)}>
                  Ações
                </th>
              </tr>
            ))}
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-8">
                  <div className="flex flex-col items-center gap-3 text-center">
                    <Banner variant="error" className="max-w-md">
                      {error === true ? USER_TABLE_TEXT.loadFailed : error}
                    </Banner>
                    <Button variant="outline" size="sm" onClick={onRefresh}>
                      <RefreshCw aria-hidden="true" />
                      {USER_TABLE_TEXT.retry}
                    </Button>
                  </div>
                </td>
              </tr>
            ) : showSkeleton ? (
              Array.from({ length: Math.min(pageSize, PAGE_SIZE_OPTIONS[0]) }, (_, i) => (
                <tr key={i} data-slot="user-table-skeleton" className="border-t border-border">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <td key={j} className="px-3 py-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-3 py-10 text-center text-muted-foreground">
                  {USER_TABLE_TEXT.empty}
                  {search.trim() ? ` para “${search.trim()}”` : ""}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const user = row.original;
                return (
                  <tr key={row.id} data-slot="user-table-row" className="border-t border-border hover:bg-muted/60">
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn("px-3 py-2 align-middle", COLUMN_CLASS[cell.column.id as UserColumnId])}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                    <td className={cn("px-3 py-2", COLUMN_CLASS.actions)}>
                      <div className="flex justify-end gap-1">
                        <IconButton
                          size="sm"
                          aria-label={`Editar ${user.name}`}
                          title="Editar"
                          onClick={() => onEdit(user)}
                        >
                          <Pencil aria-hidden="true" />
                        </IconButton>
                        <ConfirmDialog
                          description={USER_DELETE_CONFIRM_TEXT}
                          onConfirm={() => remove(user)}
                          container={portalContainer ?? undefined}
                          trigger={
                            <IconButton
                              size="sm"
                              aria-label={`Excluir ${user.name}`}
                              title="Excluir"
                              className="hover:bg-destructive hover:text-destructive-foreground"
                            >
                              <Trash2 aria-hidden="true" />
                            </IconButton>
                          }
                        />
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        totalItems={total}
        page={page}
        onPageChange={onPageChange}
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        disabled={loading && rows.length === 0}
        showEdges
      />
    </section>
  );
}
