import * as React from "react";
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  type SortFn,
} from "@tanstack/react-table";
import { maskCpf } from "@placar/core/cpf";
import { ROLE_DEFAULT } from "@placar/core/messages";
import { maskPhone } from "@placar/core/phone";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";

/** A user as the manager lists them; `cpf` and `phone` are digits (the first admin has no CPF). */
export type UserTableRow = {
  id: number;
  name: string;
  email: string;
  cpf: string | null;
  phone: string;
  admin: boolean;
  active: boolean;
};

/** Sorting only needs the sorted row model; pagination and search belong to the server. */
export const userTableFeatures = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
type Features = typeof userTableFeatures;

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Names and e-mails in Portuguese order: accents and case do not change it. */
const byText: SortFn<Features, UserTableRow> = (a, b, id) =>
  collator.compare(String(a.getValue(id) ?? ""), String(b.getValue(id) ?? ""));
/** CPF and phone digits compare as text, so phones group by area code. */
const byDigits: SortFn<Features, UserTableRow> = (a, b, id) => {
  const x = String(a.getValue(id) ?? "");
  const y = String(b.getValue(id) ?? "");
  return x < y ? -1 : x > y ? 1 : 0;
};
const byFlag: SortFn<Features, UserTableRow> = (a, b, id) => Number(a.getValue(id)) - Number(b.getValue(id));

const helper = createColumnHelper<Features, UserTableRow>();

function Dash() {
  return (
    <span aria-label="Não informado" className="text-muted-foreground">
      —
    </span>
  );
}

/**
 * The data columns, in the order of docs/product.md#user-manager; the actions column is added by the table (it needs
 * its callbacks).
 */
export const userDataColumns = helper.columns([
  helper.accessor("name", {
    header: "Nome",
    sortFn: byText,
    cell: (info) => <span className="block max-w-56 font-medium break-words">{info.getValue()}</span>,
  }),
  helper.accessor("email", {
    header: "E-mail",
    sortFn: byText,
    cell: (info) => <span className="block max-w-72 [overflow-wrap:anywhere]">{info.getValue()}</span>,
  }),
  helper.accessor("cpf", {
    header: "CPF",
    sortFn: byDigits,
    cell: (info) => {
      const cpf = info.getValue();
      return cpf ? <span className="whitespace-nowrap tabular-nums">{maskCpf(cpf)}</span> : <Dash />;
    },
  }),
  helper.accessor("phone", {
    header: "Telefone",
    sortFn: byDigits,
    cell: (info) => {
      const phone = info.getValue();
      return phone ? <span className="whitespace-nowrap tabular-nums">{maskPhone(phone)}</span> : <Dash />;
    },
  }),
  helper.accessor("admin", {
    header: "Perfil",
    sortFn: byFlag,
    cell: (info) => (info.getValue() ? <Badge>Admin</Badge> : <Badge variant="secondary">{ROLE_DEFAULT}</Badge>),
  }),
  helper.accessor("active", {
    header: "Ativo",
    sortFn: byFlag,
    cell: (info) => <ActiveDot active={info.getValue()} />,
  }),
]);

export type UserColumnId = "name" | "email" | "cpf" | "phone" | "admin" | "active";

/** Green for an active account, red for an inactive one; the word is there for screen readers. */
export function ActiveDot({ active }: { active: boolean }) {
  return (
    <span data-slot="active-dot" data-active={active} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn("size-3 rounded-full ring-2 ring-background", active ? "bg-success" : "bg-error")}
      />
      <span className="sr-only">{active ? "Ativo" : "Inativo"}</span>
    </span>
  );
}

/** Visual width hints per column, so a page of long names does not squeeze the CPF. */
export const COLUMN_CLASS: Record<UserColumnId | "actions", string> = {
  name: "min-w-40",
  email: "min-w-56",
  cpf: "w-36",
  phone: "w-40",
  admin: "w-24",
  active: "w-20 text-center",
  actions: "w-24 text-right",
};
