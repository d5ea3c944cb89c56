import * as React from "react";
import { Menu } from "lucide-react";

import { IconButton } from "../primitives/icon-button.tsx";
import { whenIdle } from "../lib/when-idle.ts";
import { lazyPart, useLazyPart } from "./lazy-part.ts";
import { defaultRenderLink, type NavItem, type NavLinkProps } from "./nav-link.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

export { defaultRenderLink, type NavItem, type NavLinkProps };

// The sheet (a Radix dialog) is its own chunk: the trigger is all the first paint needs.
const sheetPart = lazyPart(() => import("./mobile-menu-sheet.tsx").then((m) => m.MobileMenuSheet));

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
 *
 * The sheet's code is fetched when the page is idle (if the button is shown) or on the first hover, focus or
 * touch of the button; a click before it arrives opens the sheet as soon as it does.
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
  const [Sheet, loadSheet] = useLazyPart(sheetPart);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const contentId = React.useId();

  React.useEffect(
    () =>
      // Hidden (large screens): nobody can open it, so nothing to fetch ahead. Asked when idle, not here: in the
      // hydration's effects the page's layout is not done yet, and asking for boxes would force it in this task.
      whenIdle(() => {
        if (triggerRef.current && triggerRef.current.getClientRects().length > 0) loadSheet();
      }),
    [loadSheet],
  );
  React.useEffect(() => {
    if (open) loadSheet();
  }, [open, loadSheet]);

  const sheetShown = open && Sheet !== null;
  return (
    <>
      <IconButton
        ref={triggerRef}
        type="button"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={sheetShown}
        aria-controls={sheetShown ? contentId : undefined}
        data-state={sheetShown ? "open" : "closed"}
        data-slot="mobile-menu-trigger"
        className={className}
        onPointerEnter={loadSheet}
        onTouchStart={loadSheet}
        onFocus={loadSheet}
        onClick={() => setOpen(!open)}
      >
        <Menu aria-hidden="true" className="size-5" />
      </IconButton>
      {Sheet ? (
        <Sheet
          id={contentId}
          open={open}
          onOpenChange={setOpen}
          // The trigger is not Radix's own, so Radix cannot find it to give focus back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          items={items}
          renderLink={renderLink}
          container={container}
          footer={footer}
        />
      ) : null}
    </>
  );
}
