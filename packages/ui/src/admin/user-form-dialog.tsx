import * as React from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { Trash2 } from "lucide-react";
import { onlyDigits } from "@placar/core/cpf";
import {
  ADMIN_FORM_INVALID,
  ROLE_DEFAULT,
  USER_CREATED,
  USER_DELETED,
  USER_DELETE_CONFIRM_TEXT,
  USER_DELETE_FAILED,
  USER_EDITED,
  USER_NEW,
  USER_SAVE_FAILED,
} from "@placar/core/messages";
import { isValidPhone } from "@placar/core/phone";
import { validateAdminUser, type AdminUserField } from "@placar/core/register";

import { cn } from "../lib/cn.ts";
import { withReason } from "../lib/error-text.ts";
import { ConfirmDialog } from "../primitives/alert-dialog.tsx";
import { BANNER_DURATION, Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Input } from "../primitives/input.tsx";
import { MaskedInput } from "../primitives/masked-input.tsx";
import { FormDialog, FormDialogForm } from "./form-dialog.tsx";
import { fieldErrorsOf } from "./news-form-dialog-parts.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../primitives/select.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

/** docs/product.md#timings-and-limits: the admin form's validation message stays 2.5 s. */
export const ADMIN_FORM_INVALID_MS = 2500;
/**
 * docs/product.md#user-manager: when editing, the phone field takes at most 15 characters (the mask then completes a
 * mobile number).
 */
export const ADMIN_PHONE_MAX_LENGTH = 15;

/** A user as the form shows one; `cpf` and `phone` as digits (the first admin has no CPF). */
export type UserFormUser = {
  id?: number;
  name: string;
  email: string;
  cpf: string | null;
  phone: string;
  admin: boolean;
  active: boolean;
};

/** What 'Salvar' hands over: digits for CPF and phone, the role as `admin`. */
export type UserFormValues = {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  admin: boolean;
  active: boolean;
};

/** What ended the dialog's work: the page refreshes its list on any of them. */
export type UserFormOutcome = "created" | "edited" | "deleted";

export type UserFormDialogProps = {
  /** 'create' for 'Novo usuário'; 'edit' for an existing user (e-mail and CPF read-only, 'Excluir usuário'). */
  mode: "create" | "edit";
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; omit when opening it through `open`. */
  trigger?: React.ReactElement;
  /** The user being edited ('edit'). */
  user?: UserFormUser | null;
  /** Called with the valid form on 'Salvar'. Rejecting with an Error shows its message (the server's), else 'Error occurred'. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  /** Called when deletion is confirmed ('edit' only). */
  onDelete?: () => Promise<unknown>;
  /** Called after a success banner has shown for 3 s and the dialog has closed: refresh the list here. */
  onDone?: (outcome: UserFormOutcome) => void;
  /** Where the dialog and its pop-ups render; defaults to `document.body`. */
  container?: HTMLElement | null;
};

/**
 * The user manager's dialog, 'Novo usuário' or 'Editar usuário' (docs/product.md#user-manager): name, e-mail, CPF and
 * phone (masked), role ('Admin' / 'Padrão') and the active switch. Invalid fields are marked and
 * 'Por favor, preencha todos os campos!' shows for 2.5 s; after a save or delete the outcome's banner shows for 3 s,
 * then the dialog closes and `onDone` tells the page to refresh.
 */
export function UserFormDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
  mode,
  ...formProps
}: UserFormDialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [locked, setLocked] = React.useState(false);
  return (
    <FormDialog
      name="user"
      title={mode === "edit" ? "Editar usuário" : USER_NEW}
      description={
        mode === "edit"
          ? "E-mail e CPF não podem ser alterados."
          : "A senha inicial do novo usuário é o próprio e-mail."
      }
      open={open}
      onOpenChange={(next) => (locked && !next ? undefined : setOpen(next))}
      trigger={trigger}
      container={container}
      className="max-w-xl"
    >
      <UserForm
        {...formProps}
        mode={mode}
        container={container}
        onLockedChange={setLocked}
        onClose={() => setOpen(false)}
      />
    </FormDialog>
  );
}

type UserFormProps = Omit<UserFormDialogProps, "open" | "defaultOpen" | "onOpenChange" | "trigger"> & {
  onLockedChange: (locked: boolean) => void;
  onClose: () => void;
};

type Status = { variant: "success" | "error"; text: string; outcome?: UserFormOutcome; key: number } | null;

const EMPTY: UserFormUser = { name: "", email: "", cpf: "", phone: "", admin: false, active: true };

function UserForm({ mode, user, onSubmit, onDelete, onDone, container, onLockedChange, onClose }: UserFormProps) {
  const start = mode === "edit" && user ? user : EMPTY;
  const ids = React.useId();
  const id = (name: string) => `usuario-${name}-${ids}`;
  const [name, setName] = React.useState(start.name);
  const [email, setEmail] = React.useState(start.email);
  const [cpf, setCpf] = React.useState(start.cpf ?? "");
  const [phone, setPhone] = React.useState(start.phone);
  const [admin, setAdmin] = React.useState(start.admin);
  const [active, setActive] = React.useState(start.active);
  const [invalid, setInvalid] = React.useState<ReadonlySet<string>>(new Set());
  const [showInvalid, setShowInvalid] = React.useState(0);
  const [status, setStatus] = React.useState<Status>(null);
  const [saving, setSaving] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // After a success only the banner's timer is left: the form is done.
  const finished = status?.variant === "success";
  const busy = saving || deleting || finished;

  React.useEffect(() => onLockedChange(busy), [busy, onLockedChange]);

  const markValid = (field: string) =>
    setInvalid((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });

  function validate(): AdminUserField[] {
    if (mode === "create") return validateAdminUser({ name, cpf, email, phone });
    // docs/product.md#user-manager: when editing, e-mail and CPF cannot change, so only what can is checked (as the
    // server does).
    const found: AdminUserField[] = [];
    if (name.trim() === "") found.push("name");
    if (!isValidPhone(phone)) found.push("phone");
    return found;
  }

  function focusFirst(fields: Iterable<string>) {
    for (const field of ["name", "email", "cpf", "phone"]) {
      if ([...fields].includes(field)) {
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(field))}`)?.focus();
        return;
      }
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const found = validate();
    setInvalid(new Set(found));
    if (found.length > 0) {
      setShowInvalid((n) => n + 1);
      focusFirst(found);
      return;
    }
    setShowInvalid(0);
    setSaving(true);
    try {
      await onSubmit({
        name: name.trim(),
        email: email.trim(),
        cpf: onlyDigits(cpf),
        phone: onlyDigits(phone),
        admin,
        active,
      });
      const outcome: UserFormOutcome = mode === "edit" ? "edited" : "created";
      setStatus({ variant: "success", text: mode === "edit" ? USER_EDITED : USER_CREATED, outcome, key: Date.now() });
    } catch (error) {
      const fields = Object.keys(fieldErrorsOf(error));
      if (fields.length > 0) {
        setInvalid(new Set(fields));
        focusFirst(fields);
      }
      setStatus({
        variant: "error",
        text: error instanceof Error && error.message ? error.message : USER_SAVE_FAILED,
        key: Date.now(),
      });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!onDelete) return;
    setStatus(null);
    setDeleting(true);
    try {
      await onDelete();
      setStatus({ variant: "success", text: USER_DELETED, outcome: "deleted", key: Date.now() });
    } catch (error) {
      // The server's reason ('Você não pode excluir a própria conta.') after 'Erro ao tentar deletar usuário'
      // (docs/product.md#user-manager).
      setStatus({ variant: "error", text: withReason(USER_DELETE_FAILED, error), key: Date.now() });
    } finally {
      setDeleting(false);
    }
  }

  function statusClosed() {
    const outcome = status?.outcome;
    setStatus(null);
    if (!outcome) return;
    onLockedChange(false);
    onClose();
    onDone?.(outcome);
  }

  const isInvalid = (field: string) => (invalid.has(field) ? true : undefined);
  const editing = mode === "edit";

  return (
    <FormDialogForm
      ref={formRef}
      name="user"
      onSubmit={submit}
      busy={saving || deleting}
      // The banners (docs/product.md#user-manager): the validation message for 2.5 s, then the save's or delete's
      // outcome for 3 s.
      notices={
        <>
          {showInvalid > 0 ? (
            <Banner
              key={`invalido-${showInvalid}`}
              variant="error"
              duration={ADMIN_FORM_INVALID_MS}
              onClose={() => setShowInvalid(0)}
            >
              {ADMIN_FORM_INVALID}
            </Banner>
          ) : null}
          {status ? (
            <Banner key={status.key} variant={status.variant} duration={BANNER_DURATION.message} onClose={statusClosed}>
              {status.text}
            </Banner>
          ) : null}
        </>
      }
      submitting={saving}
      submitDisabled={busy}
      cancelDisabled={busy}
      extraAction={
        editing && onDelete ? (
          <ConfirmDialog
            description={USER_DELETE_CONFIRM_TEXT}
            onConfirm={remove}
            loading={deleting}
            container={container ?? undefined}
            trigger={
              <Button
                variant="outline"
                disabled={busy}
                className="text-foreground hover:bg-destructive hover:text-destructive-foreground sm:mr-auto"
              >
                <Trash2 aria-hidden="true" />
                Excluir usuário
              </Button>
            }
          />
        ) : null
      }
    >
      <fieldset disabled={finished} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Dados do usuário</legend>
        <Input
          id={id("name")}
          label="Nome"
          icon="name"
          autoComplete="off"
          required
          maxLength={150}
          value={name}
          aria-invalid={isInvalid("name")}
          onChange={(e) => {
            setName(e.target.value);
            markValid("name");
          }}
          containerClassName="sm:col-span-2"
        />
        <Input
          id={id("email")}
          label="E-mail"
          icon="email"
          type="email"
          autoComplete="off"
          required={!editing}
          readOnly={editing}
          maxLength={254}
          value={email}
          aria-invalid={isInvalid("email")}
          onChange={(e) => {
            setEmail(e.target.value);
            markValid("email");
          }}
          containerClassName="sm:col-span-2"
        />
        <MaskedInput
          id={id("cpf")}
          mask="cpf"
          label="CPF"
          required={!editing}
          readOnly={editing}
          value={cpf}
          placeholder={editing && !cpf ? "Não informado" : undefined}
          aria-invalid={isInvalid("cpf")}
          onValueChange={(masked) => {
            setCpf(masked);
            markValid("cpf");
          }}
        />
        <MaskedInput
          id={id("phone")}
          mask="phone"
          label="Telefone"
          required
          maxLength={ADMIN_PHONE_MAX_LENGTH}
          value={phone}
          aria-invalid={isInvalid("phone")}
          onValueChange={(masked) => {
            setPhone(masked);
            markValid("phone");
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id("role")} className="text-sm font-medium">
            Perfil
          </label>
          <Select value={admin ? "admin" : "padrao"} onValueChange={(v) => setAdmin(v === "admin")} disabled={finished}>
            <SelectTrigger id={id("role")} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent container={container ?? undefined}>
              <SelectItem value="padrao">{ROLE_DEFAULT}</SelectItem>
              <SelectItem value="admin">Admin</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id("active")} className="text-sm font-medium">
            Ativo
          </label>
          <div className="flex h-11 items-center gap-3">
            <SwitchPrimitive.Root
              id={id("active")}
              checked={active}
              onCheckedChange={setActive}
              aria-describedby={id("active-state")}
              className={cn(
                "peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent outline-none",
                "bg-input data-[state=checked]:bg-success",
                "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
                "disabled:cursor-not-allowed disabled:opacity-50",
              )}
            >
              <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </SwitchPrimitive.Root>
            <span id={id("active-state")} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className={cn("size-2.5 rounded-full", active ? "bg-success" : "bg-error")} />
              {active ? "Conta ativa" : "Conta inativa: não consegue entrar"}
            </span>
          </div>
        </div>
      </fieldset>
    </FormDialogForm>
  );
}
