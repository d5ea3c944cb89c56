import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Menu, X } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { DialogOverlay, DialogPortal } from "./dialog.tsx";
import { IconButton } from "./icon-button.tsx";
import { useControllableState } from "./use-controllable-state.ts";

/** One main-navigation link. */
export type NavItem = {
  /** Where it goes. */
  href: string;
  /** What it says ('Placar', 'Ao Vivo', …). */
  label: string;
  /** Whether it is the page being shown (gets aria-current="page"). */
  current?: boolean;
};

/** What a `renderLink` receives: spread it on a router's link component. */
export type NavLinkProps = {
  href: string;
  className: string;
  "aria-current"?: "page";
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  children: React.ReactNode;
};

/** Renders a plain <a>; pass `renderLink` to use a router's Link instead. */
export function defaultRenderLink({ children, ...props }: NavLinkProps): React.ReactNode {
  return <a {...props}>{children}</a>;
}

export type MobileMenuProps = {
  /** The main links. */
  items: readonly NavItem[];
  /** Renders each link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
  /** Whether the menu is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Where the sheet's portal renders; defaults to `document.body`. */
  container?: HTMLElement | null;
  /** Extra content under the links (e.g. the 'Entrar' button). */
  footer?: React.ReactNode;
  /** Class names for the trigger button. */
  className?: string;
};

/**
 * The small-screen navigation: a hamburger button opening a side sheet with the main links. Focus stays
 * inside while open, Esc or the close button closes it, and following a link closes it.
 */
export function MobileMenu({
  items,
  renderLink = defaultRenderLink,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  container,
  footer,
  className,
}: MobileMenuProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <IconButton aria-label="Abrir menu" data-slot="mobile-menu-trigger" className={className}>
          <Menu aria-hidden="true" className="size-5" />
        </IconButton>
      </DialogPrimitive.Trigger>
      <DialogPortal container={container}>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="mobile-menu-content"
          aria-describedby={undefined}
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
                    onClick: () => setOpen(false),
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
