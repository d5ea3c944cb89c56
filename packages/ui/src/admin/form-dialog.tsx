import * as React from "react";
import { CONFIRM_CANCEL } from "@placar/core/messages";

import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../primitives/dialog.tsx";

export type FormDialogProps = {
  /**
   * What the dialog edits, in kebab-case ("news", "user", "house"): names its parts for tests and styles
   * (`data-slot="<name>-form-dialog"` here, `"<name>-form"` on its FormDialogForm).
   */
  name: string;
  /** The dialog's heading ('Nova notícia', 'Editar usuário', …). */
  title: React.ReactNode;
  /** One line under the title: what the form asks for (read by screen readers when the dialog opens). */
  description: React.ReactNode;
  /** Whether the dialog is open. The caller owns it, since it decides when a close may happen. */
  open: boolean;
  /**
   * Called with the new state when Escape, the close button or 'Cancelar' asks to close the dialog (or the trigger
   * to open it): refuse while saving, ask before discarding, or pass it on.
   */
  onOpenChange: (open: boolean) => void;
  /** Element that opens the dialog; omit when opening it through `open`. */
  trigger?: React.ReactElement;
  /**
   * Remove the window the moment it closes, without the closing animation: for a window whose title and form belong
   * to an item that is gone once it closes (the house being edited).
   */
  unmountOnClose?: boolean;
  /** Where the dialog renders; defaults to `document.body`. */
  container?: HTMLElement | null;
  /** Classes for the window (its width: `max-w-xl`, `max-w-3xl`; `overflow-y-auto` for a long form). */
  className?: string;
  /** The form: a component holding the form's state that renders a FormDialogForm (mounted on each opening). */
  children: React.ReactNode;
};

/**
 * The admin's create/edit window: a modal dialog with a title, a description and a form, which a click outside never
 * closes (it would throw away what was typed). Escape, the close button and the form's 'Cancelar' ask through
 * `onOpenChange`, so the caller, which owns `open`, can refuse while saving or ask before discarding. Put the form's
 * state in a component of its own rendered as `children`: it is mounted on each opening, so the form starts afresh.
 */
export function FormDialog({
  name,
  title,
  description,
  open,
  onOpenChange,
  trigger,
  unmountOnClose = false,
  container,
  className,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      {open || !unmountOnClose ? (
        <DialogContent
          container={container ?? undefined}
          data-slot={`${name}-form-dialog`}
          className={className}
          // A click outside must not throw away a half-written form (nor close a clean one by accident).
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

export type FormDialogFormProps = Omit<React.ComponentProps<"form">, "onSubmit" | "name"> & {
  /** The same name as the FormDialog's: `data-slot="<name>-form"`. */
  name: string;
  /** Called on 'Salvar' (and Enter in a field); the browser's own validation is off (`noValidate`): check here. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  /**
   * Why the last save (or delete) failed, in Portuguese (the server's message, or the form's own fallback): shown at
   * the top of the form in an error banner the user can dismiss. Nothing when null or undefined.
   */
  error?: React.ReactNode;
  /** Give a new key to show the same message again as a new one (read out again) after another failed attempt. */
  errorKey?: React.Key;
  /** Called when the error banner is dismissed: clear `error` here. */
  onErrorDismiss?: () => void;
  /** Other banners for the top of the form, under the error (a validation summary, a success that closes later). */
  notices?: React.ReactNode;
  /** The form is working (saving or deleting): `aria-busy` on the form. */
  busy?: boolean;
  /** A save is under way: the submit button shows its spinner and cannot be pressed again. */
  submitting?: boolean;
  /** The submit button's text; 'Salvar' by default. */
  submitLabel?: React.ReactNode;
  /** Disable the submit button (e.g. while deleting). */
  submitDisabled?: boolean;
  /** Disable 'Cancelar' (e.g. while saving, when closing would lose the answer). */
  cancelDisabled?: boolean;
  /** What 'Cancelar' does; by default it asks the FormDialog to close (through its `onOpenChange`). */
  onCancel?: () => void;
  /** An action for the footer's other end, before 'Cancelar' (a delete button with its confirmation). */
  extraAction?: React.ReactNode;
};

/**
 * The form inside a FormDialog: the error area on top, the fields (`children`), and the footer with the optional
 * extra action, 'Cancelar' and the busy-aware submit ('Salvar').
 */
export function FormDialogForm({
  name,
  onSubmit,
  error,
  errorKey,
  onErrorDismiss,
  notices,
  busy = false,
  submitting = false,
  submitLabel = "Salvar",
  submitDisabled,
  cancelDisabled,
  onCancel,
  extraAction,
  className = "grid gap-4",
  children,
  ...props
}: FormDialogFormProps) {
  const cancel = (
    <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
      {CONFIRM_CANCEL}
    </Button>
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-slot={`${name}-form`}
      aria-busy={busy || undefined}
      className={className}
      {...props}
    >
      {error ? (
        <Banner key={errorKey} variant="error" dismissible onClose={onErrorDismiss}>
          {error}
        </Banner>
      ) : null}
      {notices}
      {children}
      <DialogFooter className="items-stretch sm:items-center">
        {extraAction}
        {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
        <Button type="submit" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
