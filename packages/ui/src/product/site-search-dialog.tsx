import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { LoaderCircle, Search, X } from "lucide-react";
import {
  SEARCH_CLOSE,
  SEARCH_FAILED,
  SEARCH_GROUP_ARTICLES,
  SEARCH_GROUP_GAMES,
  SEARCH_GROUP_LEAGUES,
  SEARCH_GROUP_TEAMS,
  SEARCH_HINT,
  SEARCH_LABEL,
  SEARCH_LOADING,
  SEARCH_PLACEHOLDER,
  SEARCH_RETRY,
  searchNoResults,
  searchResultCount,
} from "@placar/core/messages";
import { SITE_SEARCH_MAX_LENGTH } from "@placar/core/search";

import { cn } from "../lib/cn.ts";
import { useInertOutside } from "../lib/inert-outside.ts";
import { Button } from "../primitives/button.tsx";
import { LeagueLogo, TeamCrest } from "./crest.tsx";
import { DialogOverlay, DialogPortal } from "../primitives/dialog.tsx";
import { IconButton } from "../primitives/icon-button.tsx";

/** One hit of the search: a team, a league, a game or an article. */
export type SearchHitView = {
  id: number | string;
  /** The name (or an article's title). */
  label: string;
  /** Where choosing it leads. */
  path: string;
  /** A second line (next game, league and day…). */
  detail?: string;
  /** A team's crest or a league's logo, shown before the name (a fallback icon when missing or broken). */
  image?: { kind: "team" | "league"; src: string | null };
};

/** The hits, by group; an empty group is not shown. */
export type SearchGroupsView = {
  teams: readonly SearchHitView[];
  leagues: readonly SearchHitView[];
  games: readonly SearchHitView[];
  articles: readonly SearchHitView[];
};

export type SiteSearchStatus = "idle" | "loading" | "success" | "error";

export type SiteSearchDialogProps = {
  /** The dialog's id, named by the trigger's `aria-controls`. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the dialog has closed and focus must go back (to the trigger, which lives outside). */
  onCloseAutoFocus: (event: Event) => void;
  /** What is typed (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /** `idle` before anything is typed; `success` with `groups`. */
  status: SiteSearchStatus;
  /** The hits of the last answer (kept while the next one loads). */
  groups: SearchGroupsView | null;
  /** Called when a hit is chosen (Enter or click); the dialog closes itself. */
  onSelect: (hit: SearchHitView) => void;
  /** Asks again after an error. */
  onRetry?: () => void;
  /** Where the portal renders; `document.body` by default. */
  container?: HTMLElement | null;
};

const GROUPS = [
  { key: "teams", label: SEARCH_GROUP_TEAMS },
  { key: "leagues", label: SEARCH_GROUP_LEAGUES },
  { key: "games", label: SEARCH_GROUP_GAMES },
  { key: "articles", label: SEARCH_GROUP_ARTICLES },
] as const;

/**
 * The search window of SiteSearch, in its own module (fetched on first use). A combobox: focus stays in the input,
 * arrow keys move the active option of the listbox (`aria-activedescendant`), Enter chooses it, Escape closes. The
 * number of results is announced in a live region. Full screen on phones, a centred window from `md` up.
 */
export function SiteSearchDialog({
  id,
  open,
  onOpenChange,
  onCloseAutoFocus,
  query,
  onQueryChange,
  status,
  groups,
  onSelect,
  onRetry,
  container,
}: SiteSearchDialogProps) {
  const inertRef = useInertOutside<HTMLDivElement>();
  const baseId = React.useId();
  const listId = `${baseId}-list`;
  const flat = React.useMemo(
    () =>
      groups
        ? GROUPS.flatMap((g) =>
            groups[g.key].map((hit, i) => ({ hit, group: g.key, optionId: `${baseId}-${g.key}-${i}` })),
          )
        : [],
    [groups, baseId],
  );
  const [active, setActive] = React.useState(-1);
  // A new answer starts with nothing active: Enter does nothing until an arrow key picks a hit.
  React.useEffect(() => setActive(-1), [flat]);
  const listRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (active < 0) return;
    listRef.current?.querySelector(`[id="${flat[active]?.optionId}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, flat]);

  const typed = query.trim();
  const shown = typed !== "" && status !== "error" && groups !== null && flat.length > 0;
  const choose = (hit: SearchHitView) => {
    onOpenChange(false);
    onSelect(hit);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((i) => (i + 1) % flat.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (i <= 0 ? flat.length - 1 : i - 1));
    } else if (event.key === "Home" && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === "End" && event.ctrlKey) {
      event.preventDefault();
      setActive(flat.length - 1);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(flat[active]!.hit);
    }
  };

  // What the live region says: settled states only, so a screen reader is not told every keystroke.
  const announcement =
    typed === ""
      ? ""
      : status === "loading"
        ? SEARCH_LOADING
        : status === "error"
          ? SEARCH_FAILED
          : groups
            ? searchResultCount(flat.length)
            : "";

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal container={container}>
        <DialogOverlay className="hidden md:block" />
        <DialogPrimitive.Content
          ref={inertRef}
          id={id}
          data-slot="site-search-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            "fixed inset-0 z-50 flex flex-col bg-popover text-popover-foreground outline-none",
            "md:inset-auto md:top-[10vh] md:left-1/2 md:max-h-[75vh] md:w-[min(40rem,calc(100%-2rem))] md:-translate-x-1/2 md:rounded-lg md:border md:border-border md:shadow-xl",
          )}
        >
          <DialogPrimitive.Title className="sr-only">{SEARCH_LABEL}</DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b border-border px-3 py-2">
            <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <input
              type="search"
              role="combobox"
              aria-label={SEARCH_LABEL}
              aria-autocomplete="list"
              aria-expanded={shown}
              aria-controls={listId}
              aria-activedescendant={shown && active >= 0 ? flat[active]!.optionId : undefined}
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="go"
              maxLength={SITE_SEARCH_MAX_LENGTH}
              placeholder={SEARCH_PLACEHOLDER}
              value={query}
              onChange={(e) => onQueryChange(e.target.value)}
              onKeyDown={onKeyDown}
              className="h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground [&::-webkit-search-cancel-button]:hidden"
            />
            {/* Not a Spinner: its own role="status" would be a second live region; this window has one. */}
            {status === "loading" && typed !== "" ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 shrink-0 animate-spin text-primary motion-reduce:animate-none"
              />
            ) : null}
            <DialogPrimitive.Close asChild>
              <IconButton aria-label={SEARCH_CLOSE} variant="ghost">
                <X aria-hidden="true" className="size-5" />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-slot="site-search-count">
            {announcement}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
            {/* The listbox is always there (aria-controls names it), empty until there are hits. */}
            <div ref={listRef} id={listId} role="listbox" aria-label={SEARCH_LABEL} hidden={!shown}>
              {shown
                ? GROUPS.map((g) => {
                    const items = flat.filter((f) => f.group === g.key);
                    if (items.length === 0) return null;
                    const headingId = `${baseId}-${g.key}-heading`;
                    return (
                      <div key={g.key} role="group" aria-labelledby={headingId} className="mb-2">
                        <div
                          id={headingId}
                          role="presentation"
                          className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                        >
                          {g.label}
                        </div>
                        {items.map((item) => {
                          const index = flat.indexOf(item);
                          const selected = index === active;
                          return (
                            // The keyboard works through the combobox (arrows and Enter, aria-activedescendant), as the pattern says.
                            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                            <div
                              key={item.optionId}
                              id={item.optionId}
                              role="option"
                              aria-selected={selected}
                              data-path={item.hit.path}
                              onPointerMove={() => setActive(index)}
                              onPointerDown={(e) => e.preventDefault()}
                              onClick={() => choose(item.hit)}
                              className={cn(
                                "flex cursor-pointer items-center gap-3 rounded-md px-2 py-2",
                                selected
                                  ? "bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--color-primary)]"
                                  : "",
                              )}
                            >
                              {item.hit.image?.kind === "team" ? (
                                <TeamCrest src={item.hit.image.src} size={24} />
                              ) : item.hit.image?.kind === "league" ? (
                                <LeagueLogo src={item.hit.image.src} size={24} />
                              ) : null}
                              <span className="flex min-w-0 flex-col">
                                <span className="text-sm font-medium">{item.hit.label}</span>
                                {item.hit.detail ? (
                                  <span className={cn("text-xs", selected ? "" : "text-muted-foreground")}>
                                    {item.hit.detail}
                                  </span>
                                ) : null}
                              </span>
                            </div>
                          );
                        })}
                      </div>
                    );
                  })
                : null}
            </div>
            {typed === "" ? <p className="px-2 py-6 text-center text-sm text-muted-foreground">{SEARCH_HINT}</p> : null}
            {typed !== "" && status === "loading" && !shown ? (
              <p className="flex items-center justify-center gap-2 px-2 py-6 text-sm text-muted-foreground">
                <LoaderCircle
                  aria-hidden="true"
                  className="size-5 animate-spin text-primary motion-reduce:animate-none"
                />
                {SEARCH_LOADING}
              </p>
            ) : null}
            {typed !== "" && status === "success" && groups !== null && flat.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">{searchNoResults(typed)}</p>
            ) : null}
            {typed !== "" && status === "error" ? (
              <div className="flex flex-col items-center gap-3 px-2 py-6 text-center text-sm">
                <p>{SEARCH_FAILED}</p>
                {onRetry ? (
                  <Button variant="outline" size="sm" onClick={onRetry}>
                    {SEARCH_RETRY}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
