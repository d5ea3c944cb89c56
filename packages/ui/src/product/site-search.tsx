import * as React from "react";
import { Search } from "lucide-react";
import { SEARCH_PLACEHOLDER } from "@placar/core/messages";

import { cn } from "../lib/cn.ts";
import { lazyPart, useLazyPart } from "./lazy-part.ts";
import type { SearchGroupsView, SearchHitView, SiteSearchStatus } from "./site-search-dialog.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

export type { SearchGroupsView, SearchHitView, SiteSearchStatus };

// The search window (a Radix dialog and the combobox) is its own chunk: the header only needs the button.
const dialogPart = lazyPart(() => import("./site-search-dialog.tsx").then((m) => m.SiteSearchDialog));

export type SiteSearchProps = {
  /** What is typed (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  status: SiteSearchStatus;
  groups: SearchGroupsView | null;
  /** Called with the chosen hit (Enter or click); the window closes itself. */
  onSelect: (hit: SearchHitView) => void;
  onRetry?: () => void;
  /** Whether the window is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where the window's portal renders; `document.body` by default. */
  container?: HTMLElement | null;
  /** Listen for "/" and Ctrl+K (⌘K) on the whole page; on by default. */
  shortcuts?: boolean;
  className?: string;
};

/** Whether the key event was typed into something that takes text ("/" there is a slash, not a shortcut). */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest("input, textarea, select, [contenteditable='true']") !== null;
}

/** Whether a modal window other than the search (`ownId`) is open. */
function otherModalOpen(ownId: string): boolean {
  return Array.from(
    document.querySelectorAll("[role=dialog][data-state=open], [role=alertdialog][data-state=open]"),
  ).some((el) => el.id !== ownId);
}

/**
 * The header's search: a box-like button (an icon alone on phones) that opens the search window, also with "/"
 * or Ctrl+K (⌘K). The window's code is fetched on the first hover, focus, touch or shortcut; a click before it
 * arrives opens the window as soon as it does.
 */
export function SiteSearch({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  container,
  shortcuts = true,
  className,
  ...dialogProps
}: SiteSearchProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [Dialog, load] = useLazyPart(dialogPart);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const contentId = React.useId();

  React.useEffect(() => {
    if (open) load();
  }, [open, load]);
  React.useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!ctrlK && !slash) return;
      // In a text field the keys belong to the text (a slash typed, a link in the news editor), and over another
      // modal window the search would open outside its focus trap.
      if (typingInto(event.target) || otherModalOpen(contentId)) return;
      // Ctrl+K is the browser's "search the web" in some: here it means the site's search.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shortcuts, setOpen, contentId]);

  const shown = open && Dialog !== null;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? contentId : undefined}
        aria-keyshortcuts="/ Control+K"
        data-slot="site-search-trigger"
        data-state={shown ? "open" : "closed"}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => setOpen(true)}
        className={cn(
          "flex h-10 items-center gap-2 rounded-md border border-input bg-background text-sm text-muted-foreground outline-none transition-colors",
          "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
          "w-10 justify-center xl:w-80 xl:justify-start xl:px-3",
          className,
        )}
      >
        <Search aria-hidden="true" className="size-5 shrink-0 xl:size-4" />
        {/* The button's name: read on every screen, shown from xl up. */}
        <span className="sr-only flex-1 truncate text-left xl:not-sr-only xl:whitespace-nowrap">
          {SEARCH_PLACEHOLDER}
        </span>
        <kbd aria-hidden="true" className="hidden rounded border border-border px-1.5 font-mono text-xs xl:inline">
          /
        </kbd>
      </button>
      {Dialog ? (
        <Dialog
          {...dialogProps}
          id={contentId}
          open={open}
          onOpenChange={setOpen}
          container={container}
          // The trigger is not Radix's own, so Radix cannot find it to give focus back.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
