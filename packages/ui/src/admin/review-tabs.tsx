import * as React from "react";
import { RefreshCw } from "lucide-react";

import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../primitives/tabs.tsx";

export type ReviewTab<S extends string> = { value: S; label: string; empty: string };

export type ReviewTabsProps<S extends string, T extends { id: number }> = {
  /** One tab per list (its name, and what an empty list says). */
  tabs: ReadonlyArray<ReviewTab<S>>;
  /** The tab list's accessible name. */
  label: string;
  status: S;
  onStatusChange: (status: S) => void;
  /** The items of the shown list (undefined while the first answer is awaited). */
  items: readonly T[] | undefined;
  /** The list could not be read. */
  error: boolean;
  /** What says so. */
  errorText: string;
  onRetry: () => void;
  /** The loading placeholder's accessible name, and how many cards it shows. */
  loadingLabel: string;
  skeletons?: number;
  /** The accessible name of a tab's list. */
  listLabel?: (tab: ReviewTab<S>) => string;
  renderItem: (item: T) => React.ReactNode;
};

/**
 * The admin review screens' lists by status (the odds review queue, the held prices): one tab per status, and in
 * the shown tab the error with 'Tentar de novo', the loading cards, the empty text or the items.
 */
export function ReviewTabs<S extends string, T extends { id: number }>({
  tabs,
  label,
  status,
  onStatusChange,
  items,
  error,
  errorText,
  onRetry,
  loadingLabel,
  skeletons = 1,
  listLabel = (tab) => tab.label,
  renderItem,
}: ReviewTabsProps<S, T>) {
  return (
    <Tabs value={status} onValueChange={(value) => onStatusChange(value as S)}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} className="pt-4">
          {tab.value !== status ? null : error ? (
            <div className="flex flex-col items-start gap-3">
              <Banner variant="error">{errorText}</Banner>
              <Button variant="outline" size="sm" onClick={onRetry}>
                <RefreshCw aria-hidden="true" /> Tentar de novo
              </Button>
            </div>
          ) : items === undefined ? (
            <div role="status" aria-busy="true" aria-label={loadingLabel} className="flex flex-col gap-3">
              {Array.from({ length: skeletons }, (_, i) => (
                <Skeleton key={i} className="h-40" />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{tab.empty}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={listLabel(tab)}>
              {items.map((item) => (
                <li key={item.id}>{renderItem(item)}</li>
              ))}
            </ul>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
