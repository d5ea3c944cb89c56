import * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { cn } from "../lib/cn.ts";
import { useInertOutside } from "../lib/inert-outside.ts";
import { Button, type ButtonProps } from "./button.tsx";
import { DialogFooter, DialogHeader, dialogContentClassName } from "./dialog.tsx";
import { useControllableState } from "./use-controllable-state.ts";
import { CONFIRM_CANCEL, CONFIRM_YES, USER_DELETE_CONFIRM_TITLE } from "@placar/core/messages";

export type AlertDialogProps = React.ComponentProps<typeof AlertDialogPrimitive.Root> & {
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** A modal question that needs an answer: it does not close on an outside click. */
export function AlertDialog(props: AlertDialogProps) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

export type AlertDialogTriggerProps = React.ComponentProps<typeof AlertDialogPrimitive.Trigger>;

/** The control that opens the dialog; pass a Button through `asChild`. */
export function AlertDialogTrigger(props: AlertDialogTriggerProps) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

export type AlertDialogContentProps = React.ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /** Where the portal renders; defaults to `document.body`. */
  container?: React.ComponentProps<typeof AlertDialogPrimitive.Portal>["container"];
};

/** The window with its overlay; give it an AlertDialogTitle and an AlertDialogDescription. */
export function AlertDialogContent({ className, container, ref, ...props }: AlertDialogContentProps) {
  const inertRef = useInertOutside(ref);
  return (
    <AlertDialogPrimitive.Portal data-slot="alert-dialog-portal" container={container}>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className="fixed inset-0 z-50 bg-black/70" />
      <AlertDialogPrimitive.Content
        ref={inertRef}
        data-slot="alert-dialog-content"
        className={cn(dialogContentClassName, "max-w-md", className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export type AlertDialogHeaderProps = React.ComponentProps<"div">;

/** Title and description block. */
export function AlertDialogHeader({ className, ...props }: AlertDialogHeaderProps) {
  return <DialogHeader data-slot="alert-dialog-header" className={cn("pr-0", className)} {...props} />;
}

export type AlertDialogFooterProps = React.ComponentProps<"div">;

/** The answer buttons; stacked on narrow screens with the main answer on top. */
export function AlertDialogFooter(props: AlertDialogFooterProps) {
  return <DialogFooter data-slot="alert-dialog-footer" {...props} />;
}

export type AlertDialogTitleProps = React.ComponentProps<typeof AlertDialogPrimitive.Title>;

/** The dialog's accessible name. */
export function AlertDialogTitle({ className, ...props }: AlertDialogTitleProps) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn("font-display text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export type AlertDialogDescriptionProps = React.ComponentProps<typeof AlertDialogPrimitive.Description>;

/** The question itself, read when the dialog opens. */
export function AlertDialogDescription({ className, ...props }: AlertDialogDescriptionProps) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export type AlertDialogActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action>;

/** The confirming answer; closes the dialog unless its click handler calls `preventDefault()`. */
export function AlertDialogAction(props: AlertDialogActionProps) {
  return <AlertDialogPrimitive.Action data-slot="alert-dialog-action" {...props} />;
}

export type AlertDialogCancelProps = React.ComponentProps<typeof AlertDialogPrimitive.Cancel>;

/** The declining answer; receives the initial focus, so Enter never confirms by accident. */
export function AlertDialogCancel(props: AlertDialogCancelProps) {
  return <AlertDialogPrimitive.Cancel data-slot="alert-dialog-cancel" {...props} />;
}

export type ConfirmDialogProps = Omit<AlertDialogProps, "children"> & {
  /** Element that opens the dialog (e.g. a delete IconButton); omit when opening it through `open`. */
  trigger?: React.ReactElement;
  /** Heading; 'Atenção!' by default (docs/product.md#user-manager). */
  title?: React.ReactNode;
  /** The question, e.g. 'Tem certeza que deseja excluir esse usuário?'. */
  description: React.ReactNode;
  /** Label of the confirming button; 'Sim' by default. */
  confirmLabel?: React.ReactNode;
  /** Label of the declining button; 'Cancelar' by default. */
  cancelLabel?: React.ReactNode;
  /** Look of the confirming button; destructive by default. */
  confirmVariant?: ButtonProps["variant"];
  /** Called on 'Sim'. A returned promise keeps the dialog busy until it settles, then closes it on success. */
  onConfirm: () => void | Promise<unknown>;
  /** Shows the confirming button as busy and blocks both answers (e.g. while a delete request runs). */
  loading?: boolean;
  /** Where the portal renders; defaults to `document.body`. */
  container?: AlertDialogContentProps["container"];
};

/** The delete confirmation (docs/product.md#user-manager): 'Atenção!', a question, 'Sim' / 'Cancelar', a busy state. */
export function ConfirmDialog({
  trigger,
  title = USER_DELETE_CONFIRM_TITLE,
  description,
  confirmLabel = CONFIRM_YES,
  cancelLabel = CONFIRM_CANCEL,
  confirmVariant = "destructive",
  onConfirm,
  loading = false,
  container,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [pending, setPending] = React.useState(false);
  const busy = loading || pending;

  async function confirm(event: React.MouseEvent<HTMLButtonElement>) {
    // Closing is decided here, after the action, not by Radix on click.
    event.preventDefault();
    const result = onConfirm();
    if (!result || typeof result.then !== "function") {
      if (!loading) setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (e.g. an error Banner); the question stays open for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))} {...props}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent container={container} data-busy={busy ? "" : undefined} aria-busy={busy || undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant={confirmVariant} loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
