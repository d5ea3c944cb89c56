import * as React from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import { Check, ChevronsUpDown, Search } from "lucide-react";
import { NO_GAMES } from "@placar/core/messages";
import { GAME_SEARCH_WINDOW, matchesWords, searchWords } from "@placar/core/search";

import { cn } from "../lib/cn.ts";
import { Spinner } from "../primitives/spinner.tsx";

/** A game a news item can be about. */
export type NewsGameOption = {
  id: number;
  home: string;
  away: string;
  /** Kick-off day, YYYY-MM-DD. */
  date: string;
  /** Kick-off time, HH:MM. */
  time?: string;
  league?: string;
};

/** 'Flamengo x Palmeiras'. */
export function gameTitle(game: NewsGameOption): string {
  return `${game.home} x ${game.away}`;
}

/** '23/11/2025 · 16:00 · Brasileirão Série A'. */
export function gameDetails(game: NewsGameOption): string {
  const [y, m, d] = game.date.split("-");
  return [y && m && d ? `${d}/${m}/${y}` : game.date, game.time, game.league].filter(Boolean).join(" · ");
}

/** Case- and accent-insensitive, so 'gremio' finds 'Grêmio' and 'sao paulo' finds 'São Paulo'. */
function matches(game: NewsGameOption, query: string): boolean {
  return matchesWords(`${game.home} ${game.away} ${game.league ?? ""} ${gameDetails(game)}`, searchWords(query));
}

export type NewsGamePickerProps = {
  /** Id of the trigger, for a `<label htmlFor>`. */
  id?: string;
  /** Id of the visible label; the trigger is named by it plus the chosen game. */
  labelId: string;
  /** The games on offer. */
  games: readonly NewsGameOption[];
  /** The chosen game's id (controlled); null when none. */
  value: number | null;
  /** Called with the game the user picks. */
  onValueChange: (game: NewsGameOption) => void;
  /** Shows a spinner in the list while the games load. */
  loading?: boolean;
  /** Shown in the list when the games could not be loaded. */
  error?: React.ReactNode;
  /** Marks the choice as missing or wrong. */
  invalid?: boolean;
  /** Ids of helper or error texts about the choice. */
  "aria-describedby"?: string;
  /** Blocks choosing. */
  disabled?: boolean;
  /** Where the list renders; pass the dialog's container inside a dialog story. */
  portalContainer?: HTMLElement | null;
  /**
   * Called as the search text changes, so the caller can look further than `games` (other days) and pass what
   * it finds in `games`; the list still narrows at once to the games on hand that match.
   */
  onQueryChange?: (query: string) => void;
  /** A search started through `onQueryChange` is under way. */
  searching?: boolean;
};

/**
 * A searchable single choice of game: a button opens a panel with a search field (an ARIA combobox) over a
 * listbox. Arrow keys move through the games, Enter picks one, Escape closes without changing the choice.
 */
export function NewsGamePicker({
  id,
  labelId,
  games,
  value,
  onValueChange,
  loading = false,
  error,
  invalid = false,
  "aria-describedby": describedBy,
  disabled = false,
  portalContainer,
  onQueryChange,
  searching = false,
}: NewsGamePickerProps) {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const generatedId = React.useId();
  const triggerId = id ?? `jogo-${generatedId}`;
  const valueId = `${triggerId}-valor`;
  const listId = `${triggerId}-lista`;
  const selected = games.find((g) => g.id === value) ?? null;
  const filtered = React.useMemo(() => games.filter((g) => matches(g, query)), [games, query]);
  const listRef = React.useRef<HTMLUListElement>(null);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      onQueryChange?.("");
      setActive(
        Math.max(
          0,
          games.findIndex((g) => g.id === value),
        ),
      );
    }
  };

  const pick = (game: NewsGameOption | undefined) => {
    if (!game) return;
    onValueChange(game);
    setOpen(false);
  };

  React.useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const onSearchKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    if (event.key === "ArrowDown") setActive((i) => Math.min(last, i + 1));
    else if (event.key === "ArrowUp") setActive((i) => Math.max(0, i - 1));
    else if (event.key === "PageDown") setActive((i) => Math.min(last, i + 10));
    else if (event.key === "PageUp") setActive((i) => Math.max(0, i - 10));
    else if (event.key === "Enter") pick(filtered[active]);
    else return;
    event.preventDefault();
  };

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={openChange}>
      <PopoverPrimitive.Trigger
        id={triggerId}
        type="button"
        data-slot="news-game-trigger"
        data-placeholder={selected ? undefined : ""}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className={cn(
          "flex min-h-11 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-1.5 text-left",
          "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error",
        )}
      >
        <span id={valueId} className="flex min-w-0 flex-col">
          {selected ? (
            <>
              <span className="truncate text-sm font-medium">{gameTitle(selected)}</span>
              <span className="truncate text-xs text-muted-foreground">{gameDetails(selected)}</span>
            </>
          ) : (
            <span className="text-sm text-muted-foreground">Escolha o jogo</span>
          )}
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal container={portalContainer ?? undefined}>
        <PopoverPrimitive.Content
          data-slot="news-game-panel"
          aria-label="Escolher jogo"
          align="start"
          sideOffset={4}
          // The search field takes the focus, not the panel.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector("input")?.focus();
          }}
          className={cn(
            "z-50 flex w-(--radix-popover-trigger-width) min-w-64 flex-col overflow-hidden rounded-md border border-border",
            "max-h-[min(22rem,var(--radix-popover-content-available-height))] bg-popover text-popover-foreground shadow-lg outline-none",
          )}
        >
          <div className="relative flex items-center border-b border-border">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-muted-foreground" />
            <input
              type="text"
              role="combobox"
              aria-label="Buscar jogo"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={filtered[active] ? `${listId}-${filtered[active].id}` : undefined}
              placeholder={onQueryChange ? "Buscar por time, de qualquer dia" : "Buscar por time ou liga"}
              aria-describedby={onQueryChange ? `${listId}-dica` : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                onQueryChange?.(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="h-11 w-full bg-transparent pr-3 pl-9 text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Jogos"
            // An empty listbox is invalid ARIA; the message below says why there is nothing.
            hidden={filtered.length === 0}
            className="min-h-0 flex-1 overflow-y-auto p-1"
          >
            {filtered.map((game, index) => {
              const isSelected = game.id === value;
              return (
                // The keyboard works through the combobox (arrows and Enter, aria-activedescendant), as the pattern says.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={game.id}
                  id={`${listId}-${game.id}`}
                  role="option"
                  aria-selected={isSelected}
                  data-index={index}
                  data-active={index === active ? "" : undefined}
                  onMouseMove={() => setActive(index)}
                  onClick={() => pick(game)}
                  className="relative flex cursor-pointer flex-col rounded-sm py-2 pr-8 pl-2 data-[active]:bg-accent data-[active]:text-accent-foreground"
                >
                  <span className="text-sm font-medium">{gameTitle(game)}</span>
                  <span className="text-xs text-muted-foreground">{gameDetails(game)}</span>
                  {isSelected ? (
                    <Check
                      aria-hidden="true"
                      className="absolute top-1/2 right-2 size-4 -translate-y-1/2 text-primary"
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
          {loading || (searching && query.trim() !== "") ? (
            <div className="flex justify-center p-3">
              <Spinner size="sm" label={loading ? "Carregando jogos…" : "Buscando jogos de outros dias…"} showLabel />
            </div>
          ) : error ? (
            <p role="alert" className="p-3 text-sm">
              {error}
            </p>
          ) : filtered.length === 0 ? (
            <p role="status" className="p-3 text-center text-sm text-muted-foreground">
              {NO_GAMES}
            </p>
          ) : null}
          {onQueryChange ? (
            <p id={`${listId}-dica`} className="border-t border-border px-3 py-2 text-xs text-muted-foreground">
              {query.trim() === ""
                ? "Sem busca: os jogos de hoje e amanhã. Digite um time para achar jogos passados e futuros."
                : `Jogos de até ${GAME_SEARCH_WINDOW.pastDays} dias atrás e ${GAME_SEARCH_WINDOW.futureDays} dias à frente.`}
            </p>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
