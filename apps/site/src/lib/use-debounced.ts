import { useEffect, useState } from "react";

/** Typing pauses before a search request: the user manager's search and the news form's game search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
