import * as React from "react";
import { createPortal } from "react-dom";
import { ChartColumn, Radio, Scale, UserPlus, X } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { defaultRenderLink, type NavLinkProps } from "./mobile-menu.tsx";
import { ResponsibleNotice } from "./offers-box.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the once-a-day welcome should open: `today` is the Brazilian business date (YYYY-MM-DD) and
 * `lastShown` the date stored when it last opened (null when never). A stored value that is not a date
 * counts as never; a `today` that is not a date never opens it, so a clock failure cannot show it on
 * every page.
 */
export function shouldShowDailyModal(lastShown: string | null, today: string): boolean {
  if (!ISO_DATE.test(today)) return false;
  if (lastShown === null || !ISO_DATE.test(lastShown)) return true;
  return lastShown !== today;
}

export type DailyModalProps = {
  /** Whether the modal is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the modal starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the modal opens or closes (including through its link). */
  onOpenChange?: (open: boolean) => void;
  /** Where 'Criar conta grátis' leads: /login, whose tabs offer registration. */
  loginHref: string;
  /** Renders the link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
  /** Where the window's element is placed (it shows in the top layer either way); defaults to where it renders. */
  container?: HTMLElement | null;
};

const HIGHLIGHTS = [
  // No number of houses: admins switch houses on and off (docs/product.md#casas), the copy must not go stale.
  { icon: ChartColumn, text: "A melhor odd de cada resultado entre as casas licenciadas, lado a lado." },
  { icon: Radio, text: "Placares ao vivo, estatísticas e análises das partidas do dia." },
  { icon: Scale, text: "Informação para decidir com calma, sem promessa de ganho." },
] as const;

/** What Tab stops at inside the window, in order. */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)];
}

/** Puts focus on the window's first stop (the window itself when it has none). */
function focusFirstStop(root: HTMLElement): void {
  (tabbables(root)[0] ?? root).focus({ preventScroll: true });
}

/**
 * The welcome shown to anonymous visitors at most once per Brazilian day (decide with
 * `shouldShowDailyModal`): what Placar offers, an invitation to a free account, and the 18+ notice.
 *
 * It opens by itself a few seconds after the page loads, while a slow phone may still be busy, so opening it must
 * cost little. It is an `auto` popover with the dialog role, not a `<dialog>` opened with `showModal()` nor a Radix
 * Dialog: the browser puts it in the top layer over a backdrop and closes it on Escape and on Android's back, and
 * nothing changes on the page behind. `showModal()` makes the whole page inert, which restyles every element of it
 * (17–55 ms on a slow host, the largest task after the home's load; docs/decisions/0003-home-hydration.md);
 * Radix's focus trap and scroll lock were a long task too. What inertness gave is done here instead: `aria-modal` tells
 * assistive technology that the rest is out of reach, the backdrop takes every pointer press, focus moves in on
 * opening, Tab wraps inside the window, focus that lands outside it is brought back, and closing gives focus back to
 * where it was (or to the page's `<main>` when it was nowhere). The page behind is not scroll-locked: the window is
 * small.
 */
export function DailyModal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  loginHref,
  renderLink = defaultRenderLink,
  container,
}: DailyModalProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const windowRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const descriptionId = React.useId();

  // Whether the page has been told of this opening's close (each way out reports it once, at once).
  const closeReported = React.useRef(false);
  // Where focus was before the window opened; it goes back there on close.
  const returnFocus = React.useRef<Element | null>(null);

  const reportClose = React.useCallback(() => {
    if (closeReported.current) return;
    closeReported.current = true;
    setOpen(false);
  }, [setOpen]);

  const hide = React.useCallback((element: HTMLDivElement) => {
    const focusInside = element.contains(document.activeElement) || document.activeElement === document.body;
    if (element.matches(":popover-open")) element.hidePopover();
    const back = returnFocus.current;
    returnFocus.current = null;
    if (!focusInside) return;
    // Opened by itself, the window found focus nowhere (the page's <body>): giving it back there would leave the next
    // Tab to start after the window, at the foot of the page. The page's <main> takes it instead (focusable by
    // script: tabindex -1), so the next Tab starts at the top of the page's content.
    const target =
      back instanceof HTMLElement && back !== document.body && back.isConnected
        ? back
        : document.querySelector<HTMLElement>("main[tabindex]");
    target?.focus({ preventScroll: true });
  }, []);

  React.useEffect(() => {
    const element = windowRef.current;
    if (!element) return;
    const shown = element.matches(":popover-open");
    if (open && !shown) {
      closeReported.current = false;
      returnFocus.current = document.activeElement;
      element.showPopover();
      focusFirstStop(element);
    } else if (!open && shown) {
      closeReported.current = true;
      hide(element);
    }
  }, [open, hide]);

  React.useEffect(() => {
    const element = windowRef.current;
    if (!open || !element) return;
    // A close the browser makes by itself (Escape, Android's back): the popover reports it as a toggle.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "closed") return;
      hide(element);
      reportClose();
    };
    // Focus that lands on the page behind (a screen reader's command, a script) comes back to the window.
    const onFocusIn = (event: FocusEvent) => {
      if (element.matches(":popover-open") && event.target instanceof Node && !element.contains(event.target))
        focusFirstStop(element);
    };
    element.addEventListener("toggle", onToggle);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      element.removeEventListener("toggle", onToggle);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, hide, reportClose]);

  // Every way out closes the popover and gives focus back to where it was before it opened.
  const close = () => {
    if (windowRef.current) hide(windowRef.current);
    reportClose();
  };
  const element = (
    // The backdrop press is a pointer convenience whose keyboard equivalents are Escape and the two buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={windowRef}
      popover="auto"
      role="dialog"
      aria-modal="true"
      tabIndex={-1}
      data-slot="daily-modal"
      data-state={open ? "open" : "closed"}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => {
        // The browser closes the popover on Escape by itself; handled here as well, a keydown that script
        // dispatches (assistive tools, the stories' user-event) closes it the same way.
        if (event.key === "Escape") {
          event.preventDefault();
          close();
          return;
        }
        if (event.key !== "Tab") return;
        const stops = tabbables(event.currentTarget);
        const first = stops[0];
        const last = stops.at(-1);
        if (!first || !last) return;
        if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }}
      // A press on the backdrop lands on the popover itself; the window's content covers the rest.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-md overflow-visible border-0 bg-transparent p-0 text-popover-foreground",
        "max-h-[calc(100%-2rem)] outline-none backdrop:bg-black/70",
      )}
    >
      <div
        className={cn(
          "relative grid max-h-[calc(100dvh-2rem)] gap-4 overflow-y-auto rounded-lg border border-border",
          "bg-popover p-5 shadow-xl sm:p-6",
        )}
      >
        <div className="flex flex-col gap-1.5 pr-8 text-left">
          <h2 id={titleId} className="font-display text-xl leading-tight font-bold">
            Boas-vindas ao Placar!
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Compare as odds de futebol do dia, acompanhe os jogos ao vivo e leia as análises da nossa equipe, tudo em um
            só lugar e de graça.
          </p>
        </div>
        <ul data-slot="daily-modal-highlights" className="flex flex-col gap-2.5 text-sm">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1">{text}</span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Crie sua conta gratuita para acessar o Placar de qualquer aparelho.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            Agora não
          </Button>
          <Button asChild>
            {renderLink({
              href: loginHref,
              className: "",
              // Following the link leaves the page's modal state behind: close it so a client-side route
              // change does not keep it on screen.
              onClick: close,
              children: (
                <>
                  <UserPlus aria-hidden="true" />
                  Criar conta grátis
                </>
              ),
            })}
          </Button>
        </div>
        <ResponsibleNotice className="border-t border-border pt-3">
          Jogue com responsabilidade. Apostas envolvem risco de perda e não são fonte de renda.
        </ResponsibleNotice>
        <button
          type="button"
          data-slot="dialog-close-button"
          aria-label="Fechar"
          onClick={close}
          className={cn(
            "absolute top-3 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
            "outline-none hover:bg-accent hover:text-accent-foreground",
            "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
  return container ? createPortal(element, container) : element;
}
