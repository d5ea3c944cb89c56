import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import {
  createUserMutation,
  deleteUserMutation,
  listUsersOptions,
  updateUserMutation,
  type ListUsersData,
} from "@placar/api-client/queries";
import { MENU_MANAGE_USERS } from "@placar/core/messages";
import { UserFormDialog, type UserFormValues } from "@placar/ui/admin/user-form-dialog";
import { DEFAULT_USER_SORTING, UserTable, type UserSorting, type UserTableRow } from "@placar/ui/admin/user-table";
import { useApi } from "../lib/api-context.tsx";
import { useDebounced } from "../lib/use-debounced.ts";
import { AdminPage, AdminOnly, adminFormError, adminHead, useLeaveWhenRefused } from "./admin-gate.tsx";

type ApiUser = ListUsersData["results"][number];
type PageSize = 10 | 25 | 50 | 100;

/** Typing pauses this long before the list is asked again. */

export function adminUsersHead() {
  return adminHead(MENU_MANAGE_USERS);
}

/** The role list with the admin role set or cleared, other roles kept. */
function rolesWith(roles: readonly string[], admin: boolean): string[] {
  const others = roles.filter((r) => r !== "admin");
  return admin ? ["admin", ...others] : others;
}

type Editing = { mode: "create" } | { mode: "edit"; user: ApiUser };

/** docs/product.md#user-manager (/gerenciar-usuarios, admins only). */
export function AdminUsersPage() {
  return <AdminOnly loading="Carregando usuários…">{() => <UsersManager />}</AdminOnly>;
}

function UsersManager() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [sorting, setSorting] = useState<UserSorting>(DEFAULT_USER_SORTING);
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim());
  const [editing, setEditing] = useState<Editing | null>(null);

  const list = useQuery({
    ...listUsersOptions(api, {
      params: {
        query: {
          page,
          page_size: pageSize,
          ordering: `${sorting.desc ? "-" : ""}${sorting.id}`,
          ...(query ? { search: query } : {}),
        },
      },
    }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useLeaveWhenRefused(list.error);
  const byId = useMemo(() => new Map((list.data?.results ?? []).map((u) => [u.id, u])), [list.data]);
  const rows = useMemo<UserTableRow[]>(
    () =>
      (list.data?.results ?? []).map(({ id, name, email, cpf, phone, admin, active }) => ({
        id,
        name,
        email,
        cpf,
        phone,
        admin,
        active,
      })),
    [list.data],
  );

  // A page past the end (after a delete or a narrower search) moves back to the last one.
  useEffect(() => {
    const last = Math.max(1, list.data?.total_pages ?? 1);
    if (list.data && page > last) setPage(last);
  }, [list.data, page]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ["listUsers"] });

  const save = async (values: UserFormValues) => {
    try {
      if (editing?.mode === "edit") {
        const user = editing.user;
        await updateUserMutation(api).mutationFn({
          params: { path: { id: user.id } },
          body: {
            id: user.id,
            email: user.email,
            username: user.email,
            name: values.name,
            phone: values.phone,
            roles: rolesWith(user.roles, values.admin),
            admin: values.admin,
            active: values.active,
          },
        });
      } else {
        // No password: the server makes the e-mail the initial password (docs/product.md#user-manager).
        await createUserMutation(api).mutationFn({
          body: {
            name: values.name,
            cpf: values.cpf,
            email: values.email,
            phone: values.phone,
            roles: values.admin ? ["admin"] : [],
            admin: values.admin,
            active: values.active,
          },
        });
      }
    } catch (err) {
      throw adminFormError(err);
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteUserMutation(api).mutationFn({ params: { path: { id } } });
    } catch (err) {
      throw adminFormError(err);
    }
    void refresh();
  };

  return (
    <AdminPage title={MENU_MANAGE_USERS}>
      <UserTable
        rows={rows}
        total={list.data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={(size) => setPageSize(size as PageSize)}
        sorting={sorting}
        onSortingChange={setSorting}
        // The API sorts (`ordering`), so every page follows the chosen column, not just the one on screen.
        manualSorting
        search={search}
        onSearchChange={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onRefresh={() => void list.refetch()}
        onCreate={() => setEditing({ mode: "create" })}
        onEdit={(row) => {
          const user = byId.get(row.id);
          if (user) setEditing({ mode: "edit", user });
        }}
        onDelete={(row) => remove(row.id)}
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
        error={list.isError ? true : undefined}
      />
      <UserFormDialog
        key={editing?.mode === "edit" ? `editar-${editing.user.id}` : "novo"}
        mode={editing?.mode ?? "create"}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        user={editing?.mode === "edit" ? editing.user : null}
        onSubmit={save}
        onDelete={editing?.mode === "edit" ? () => remove(editing.user.id) : undefined}
        onDone={() => void refresh()}
      />
    </AdminPage>
  );
}
