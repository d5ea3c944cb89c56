import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { useInertOutside } from "../lib/inert-outside.ts";

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root> & {
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** When false, the rest of the page stays interactive and readable while the dialog is open. */
  modal?: boolean;
};

/** A modal window; `open` / `defaultOpen` / `onOpenChange` work controlled or uncontrolled. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export type DialogTriggerProps = React.ComponentProps<typeof DialogPrimitive.Trigger>;

/** The control that opens the dialog; pass a Button through `asChild`. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = React.ComponentProps<typeof DialogPrimitive.Close>;

/** Any control that closes the dialog; pass a Button through `asChild`. */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type DialogPortalProps = React.ComponentProps<typeof DialogPrimitive.Portal>;

/** Renders the overlay and content at the end of `document.body` (or into `container`). */
export function DialogPortal(props: DialogPortalProps) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export type DialogOverlayProps = React.ComponentProps<typeof DialogPrimitive.Overlay>;

/** The dimmed backdrop behind the dialog. */
export function DialogOverlay({ className, ...props }: DialogOverlayProps) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-black/70", className)}
      {...props}
    />
  );
}

/** Class names shared by the Dialog and AlertDialog windows. */
export const dialogContentClassName = cn(
  "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4",
  "max-h-[calc(100%-2rem)] overflow-y-auto",
  "rounded-lg border border-border bg-popover p-5 text-popover-foreground shadow-xl outline-none sm:p-6",
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Shows the 'Fechar' icon button in the top-right corner. */
  showCloseButton?: boolean;
  /** Where the portal renders; defaults to `document.body`. */
  container?: DialogPortalProps["container"];
};

/** The dialog window with its overlay; give it a DialogTitle and, ideally, a DialogDescription. */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  container,
  ref,
  ...props
}: DialogContentProps) {
  const inertRef = useInertOutside(ref);
  return (
    <DialogPortal container={container}>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={inertRef}
        data-slot="dialog-content"
        className={cn(dialogContentClassName, className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="dialog-close-button"
            aria-label="Fechar"
            className={cn(
              "absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
              "outline-none hover:bg-accent hover:text-accent-foreground",
              "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export type DialogHeaderProps = React.ComponentProps<"div">;

/** Title and description block at the top of the window. */
export function DialogHeader({ className, ...props }: DialogHeaderProps) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-1.5 pr-8 text-left", className)} {...props} />;
}

export type DialogFooterProps = React.ComponentProps<"div">;

/** Action row at the bottom; stacks on narrow screens with the main action on top. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export type DialogTitleProps = React.ComponentProps<typeof DialogPrimitive.Title>;

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("font-display text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export type DialogDescriptionProps = React.ComponentProps<typeof DialogPrimitive.Description>;

/** The dialog's accessible description. */
export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
