import * as React from "react";
import type { VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn.ts";
import { Badge } from "./badge.tsx";
import { useControllableState } from "./use-controllable-state.ts";
import { tabsListVariants, tabsTriggerVariants } from "./tabs-variants.ts";

export { tabsListVariants, tabsTriggerVariants };

/*
 * The WAI-ARIA tabs pattern (tablist, tab, tabpanel; roving tabindex; arrows, Home and End; automatic activation),
 * with Radix Tabs' API and markup (data-state, data-orientation, data-disabled) so that callers and styles are
 * unchanged. Written here rather than taken from Radix because Radix's roving focus and presence set state in
 * layout effects while a page hydrates, which turned the home page's hydration into one long synchronous re-render
 * (the day panel's tabs are on every first load of `/`).
 */

type Orientation = "horizontal" | "vertical";

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
  orientation: Orientation;
  dir: "ltr" | "rtl";
  automatic: boolean;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

function partId(baseId: string, part: "trigger" | "content", value: string): string {
  return `${baseId}-${part}-${value.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  /** The selected tab (controlled); pair with `onValueChange`. */
  value?: string;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string;
  /** Called with the tab the user selects. */
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: "ltr" | "rtl";
  /** "automatic" (default) selects a tab when it receives focus; "manual" waits for Enter, Space or a click. */
  activationMode?: "automatic" | "manual";
};

/**
 * Tab set; `value` / `defaultValue` / `onValueChange` work controlled or uncontrolled.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  dir = "ltr",
  activationMode = "automatic",
  className,
  ...props
}: TabsProps) {
  const [current, setCurrent] = useControllableState<string>(value, defaultValue ?? "", onValueChange);
  const baseId = React.useId();
  const context = React.useMemo<TabsContextValue>(
    () => ({ value: current, select: setCurrent, baseId, orientation, dir, automatic: activationMode !== "manual" }),
    [current, setCurrent, baseId, orientation, dir, activationMode],
  );
  return (
    <TabsContext.Provider value={context}>
      <div
        data-slot="tabs"
        dir={dir}
        data-orientation={orientation}
        className={cn("flex flex-col gap-3", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

export type TabsListProps = React.ComponentProps<"div"> & VariantProps<typeof tabsListVariants>;

/** The row of tab triggers: arrow keys move between the enabled tabs (and wrap), Home and End go to the ends. */
export function TabsList({ className, variant, onKeyDown, ...props }: TabsListProps) {
  const { orientation, dir } = useTabsContext("TabsList");
  const next = orientation === "vertical" ? "ArrowDown" : dir === "rtl" ? "ArrowLeft" : "ArrowRight";
  const prev = orientation === "vertical" ? "ArrowUp" : dir === "rtl" ? "ArrowRight" : "ArrowLeft";
  return (
    // The tabs inside take focus (roving tabindex); the list itself must not.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      data-slot="tabs-list"
      data-variant={variant ?? "segmented"}
      className={cn(tabsListVariants({ variant }), "group/tabs-list", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // As Radix's roving focus: an arrow, Home or End with a modifier is left to the browser and assistive tech.
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
        const index = tabs.indexOf(event.target as HTMLButtonElement);
        if (index === -1) return;
        const last = tabs.length - 1;
        const target =
          event.key === next
            ? tabs[index === last ? 0 : index + 1]
            : event.key === prev
              ? tabs[index === 0 ? last : index - 1]
              : event.key === "Home"
                ? tabs[0]
                : event.key === "End"
                  ? tabs[last]
                  : undefined;
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      {...props}
    />
  );
}

/** "1 jogo", "3 jogos". */
function defaultCountLabel(count: number): string {
  return count === 1 ? "1 jogo" : `${count} jogos`;
}

export type TabsTriggerProps = Omit<React.ComponentProps<"button">, "value"> & {
  /** The tab's value, matched against the set's value. */
  value: string;
  /** Number shown in a count badge beside the label; omitted when undefined. */
  count?: number;
  /** Words read after the label for the count, e.g. `3` → "3 jogos" (name becomes "Ao Vivo, 3 jogos"). */
  countLabel?: (count: number) => string;
};

/**
 * A tab; with `count` it carries a count badge whose meaning is spelled out for screen readers
 * ("Ao Vivo, 3 jogos"). With a plain-text label the name is set exactly through `aria-label`;
 * with richer children a visually hidden suffix carries the count instead.
 */
export function TabsTrigger({
  className,
  children,
  count,
  countLabel = defaultCountLabel,
  value,
  disabled,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const context = useTabsContext("TabsTrigger");
  const selected = context.value === value;
  const hasCount = count !== undefined;
  const plainLabel = typeof children === "string" || typeof children === "number" ? String(children) : null;
  const ariaLabel = hasCount && plainLabel !== null ? `${plainLabel}, ${countLabel(count)}` : undefined;
  return (
    <button
      type="button"
      role="tab"
      id={partId(context.baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={partId(context.baseId, "content", value)}
      data-state={selected ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      data-orientation={context.orientation}
      disabled={disabled}
      // One tab stop for the whole list: the selected tab; the arrows reach the others.
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      aria-label={ariaLabel}
      className={cn(tabsTriggerVariants(), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) context.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (context.automatic && !selected && !disabled) context.select(value);
      }}
      {...props}
    >
      {children}
      {hasCount ? (
        <>
          {/* Keeps the visible text "Ao Vivo 3" tokenised as words, matching the name (WCAG 2.5.3). */}{" "}
          <Badge
            variant="count"
            data-slot="tabs-trigger-count"
            aria-hidden="true"
            className="font-medium group-data-[state=active]/tab:bg-primary-foreground group-data-[state=active]/tab:text-primary group-data-[variant=line]/tabs-list:group-data-[state=active]/tab:bg-primary group-data-[variant=line]/tabs-list:group-data-[state=active]/tab:text-primary-foreground"
          >
            {count}
          </Badge>
          {ariaLabel === undefined ? <span className="sr-only">, {countLabel(count)}</span> : null}
        </>
      ) : null}
    </button>
  );
}

export type TabsContentProps = Omit<React.ComponentProps<"div">, "value"> & {
  /** The tab this panel belongs to. */
  value: string;
  /** Keeps the panel mounted (hidden) while its tab is not selected. */
  forceMount?: boolean;
};

/** The panel shown for the active tab; the others are not mounted (unless `forceMount`). */
export function TabsContent({ className, value, forceMount = false, ...props }: TabsContentProps) {
  const context = useTabsContext("TabsContent");
  const selected = context.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={partId(context.baseId, "content", value)}
      aria-labelledby={partId(context.baseId, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation={context.orientation}
      hidden={!selected}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn(
        "rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
