import * as React from "react";
import { LoaderCircle, RotateCw } from "lucide-react";
import { LOADING_MORE, LOAD_MORE, NO_MORE } from "@placar/core/messages";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";

export type LoadMoreProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Whether another page exists; when false, 'Não há mais estatísticas' replaces the button. */
  hasMore: boolean;
  /** Whether the next page is being fetched. */
  loading?: boolean;
  /** Whether the last attempt failed; the button then offers to try again. */
  error?: boolean;
  /** Fetches the next page; not called again while `loading`. */
  onLoadMore: () => void;
};

export const LOAD_MORE_FAILED = "Não foi possível carregar mais estatísticas.";
export const LOAD_MORE_RETRY = "Tentar de novo";

/**
 * The foot of the statistics list: 'Carregar mais', 'Carregando mais estatísticas...' while the next page
 * loads (announced politely), and 'Não há mais estatísticas' at the end. The button stays focusable while
 * busy (a disabled button would drop keyboard focus to the page), and when the list ends, focus moves to the
 * closing message instead of being lost with the button.
 */
export function LoadMore({ hasMore, loading = false, error = false, onLoadMore, className, ...props }: LoadMoreProps) {
  const endRef = React.useRef<HTMLParagraphElement>(null);
  const focusLost = React.useRef(false);
  // The ref's cleanup runs while the button is still in the document, so it can tell whether it had focus.
  const trackButton = React.useCallback((button: HTMLButtonElement) => {
    return () => {
      focusLost.current = document.activeElement === button;
    };
  }, []);

  React.useLayoutEffect(() => {
    if (!hasMore && focusLost.current) endRef.current?.focus();
    focusLost.current = false;
  }, [hasMore]);

  let status = "";
  if (loading) status = LOADING_MORE;
  else if (error && hasMore) status = LOAD_MORE_FAILED;
  else if (!hasMore) status = NO_MORE;

  return (
    <div
      data-slot="load-more"
      data-state={loading ? "loading" : !hasMore ? "done" : error ? "error" : "idle"}
      className={cn("flex flex-col items-center gap-2 py-4", className)}
      {...props}
    >
      {hasMore ? (
        <Button
          ref={trackButton}
          data-slot="load-more-button"
          variant="outline"
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          data-loading={loading ? "" : undefined}
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          className="min-w-48 aria-disabled:cursor-progress"
        >
          {loading ? <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
          {error && !loading ? <RotateCw aria-hidden="true" /> : null}
          {loading ? LOADING_MORE : error ? LOAD_MORE_RETRY : LOAD_MORE}
        </Button>
      ) : null}
      {/* One polite live region for every change, present from the start so the first change is heard. */}
      <p
        ref={endRef}
        data-slot="load-more-status"
        aria-live="polite"
        tabIndex={hasMore ? undefined : -1}
        className={cn(
          "rounded-md text-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring",
          // While the button shows the words, the region only speaks them.
          hasMore && (loading || !error) ? "sr-only" : undefined,
          error && !loading ? "text-foreground" : undefined,
        )}
      >
        {status}
      </p>
    </div>
  );
}
