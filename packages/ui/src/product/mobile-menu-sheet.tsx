import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { useInertOutside } from "../lib/inert-outside.ts";
import { DialogOverlay, DialogPortal } from "../primitives/dialog.tsx";
import { IconButton } from "../primitives/icon-button.tsx";
import { defaultRenderLink, type NavItem, type NavLinkProps } from "./nav-link.tsx";

export type MobileMenuSheetProps = {
  /** The sheet's id, named by the trigger's `aria-controls`. */
  id: string;
  /** Whether the sheet is open. */
  open: boolean;
  /** Called with the new state when the sheet asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Called when the sheet has closed and focus must go back (to the trigger, which lives outside). */
  onCloseAutoFocus: (event: Event) => void;
  /** The main links. */
  items: readonly NavItem[];
  /** Renders each link; a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
  /** Where the portal renders; defaults to `document.body`. */
  container?: HTMLElement | null;
  /** Extra content under the links. */
  footer?: React.ReactNode;
};

/**
 * The side sheet of MobileMenu, in its own module so that the dialog machinery (focus trap, scroll lock,
 * dismissable layer) is fetched only when a visitor is about to open the menu.
 */
export function MobileMenuSheet({
  id,
  open,
  onOpenChange,
  onCloseAutoFocus,
  items,
  renderLink = defaultRenderLink,
  container,
  footer,
}: MobileMenuSheetProps) {
  // Like every modal window here, the sheet makes the rest of the page inert while open (see lib/inert-outside).
  const inertRef = useInertOutside<HTMLDivElement>();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal container={container}>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={inertRef}
          id={id}
          data-slot="mobile-menu-content"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85%)] flex-col gap-4 border-r border-border bg-popover p-4 text-popover-foreground shadow-xl outline-none"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="font-display text-lg font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <IconButton aria-label="Fechar menu">
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Principal">
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    "aria-current": item.current ? "page" : undefined,
                    onClick: () => onOpenChange(false),
                    className: cn(
                      "flex h-11 items-center rounded-md px-3 text-base font-medium outline-none transition-colors",
                      "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
                      item.current
                        ? "bg-accent font-semibold text-accent-foreground shadow-[inset_3px_0_0_var(--color-primary)]"
                        : "text-foreground",
                    ),
                    children: item.label,
                  })}
                </li>
              ))}
            </ul>
          </nav>
          {footer ? <div className="mt-auto">{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
