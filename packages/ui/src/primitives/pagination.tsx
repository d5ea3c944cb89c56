import * as React from "react";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { IconButton } from "./icon-button.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";
import { useControllableState } from "./use-controllable-state.ts";

/** The user table's page sizes (docs/product.md#timings-and-limits); the first is the default. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** How many items there are in all; with the page size it gives the number of pages. */
  totalItems: number;
  /** The current page, from 1 (controlled); pair with `onPageChange`. */
  page?: number;
  /** The page shown at first (uncontrolled); 1 by default. */
  defaultPage?: number;
  /** Called with the new page when the user moves, and with 1 when the page size changes. */
  onPageChange?: (page: number) => void;
  /** Items per page (controlled); pair with `onPageSizeChange`. */
  pageSize?: number;
  /** Items per page at first (uncontrolled); 10 by default. */
  defaultPageSize?: number;
  /** Called with the new page size the user picks. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The sizes offered in 'Itens por página'. */
  pageSizeOptions?: readonly number[];
  /** Shows buttons to the first and last page as well. */
  showEdges?: boolean;
  /** Blocks every control (e.g. while the page loads). */
  disabled?: boolean;
};

/** Pages through a list: 'Itens por página', 'Página X de Y' and previous / next buttons. */
export function Pagination({
  totalItems,
  page: pageProp,
  defaultPage = 1,
  onPageChange,
  pageSize: pageSizeProp,
  defaultPageSize = PAGE_SIZE_OPTIONS[0],
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  showEdges = false,
  disabled = false,
  className,
  "aria-label": ariaLabel = "Paginação",
  ...props
}: PaginationProps) {
  const [rawPage, setPage] = useControllableState(pageProp, defaultPage, onPageChange);
  const [pageSize, setPageSize] = useControllableState(pageSizeProp, defaultPageSize, onPageSizeChange);
  const pageCount = Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const sizeId = React.useId();
  const first = totalItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalItems);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= pageCount;

  return (
    <nav
      data-slot="pagination"
      data-disabled={disabled ? "" : undefined}
      aria-label={ariaLabel}
      className={cn("flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm", className)}
      {...props}
    >
      <div data-slot="pagination-page-size" className="flex items-center gap-2">
        <label htmlFor={sizeId} className="whitespace-nowrap text-muted-foreground">
          Itens por página
        </label>
        <Select
          value={String(pageSize)}
          disabled={disabled}
          onValueChange={(next) => {
            setPageSize(Number(next));
            setPage(1);
          }}
        >
          <SelectTrigger id={sizeId} size="sm" className="w-20">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizeOptions.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <span data-slot="pagination-range" className="hidden whitespace-nowrap text-muted-foreground sm:inline">
          {first}–{last} de {totalItems}
        </span>
      </div>
      <div data-slot="pagination-pages" className="flex items-center gap-1">
        <span data-slot="pagination-status" aria-live="polite" className="mr-2 whitespace-nowrap">
          Página {page} de {pageCount}
        </span>
        {showEdges ? (
          <IconButton
            variant="outline"
            size="sm"
            aria-label="Primeira página"
            disabled={atStart}
            onClick={() => setPage(1)}
          >
            <ChevronsLeft aria-hidden="true" />
          </IconButton>
        ) : null}
        <IconButton
          data-slot="pagination-previous"
          variant="outline"
          size="sm"
          aria-label="Página anterior"
          disabled={atStart}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <IconButton
          data-slot="pagination-next"
          variant="outline"
          size="sm"
          aria-label="Próxima página"
          disabled={atEnd}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </IconButton>
        {showEdges ? (
          <IconButton
            variant="outline"
            size="sm"
            aria-label="Última página"
            disabled={atEnd}
            onClick={() => setPage(pageCount)}
          >
            <ChevronsRight aria-hidden="true" />
          </IconButton>
        ) : null}
      </div>
    </nav>
  );
}
