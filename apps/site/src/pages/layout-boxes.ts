import { lazy, type ComponentType } from "react";
import type { SiteFooterProps } from "@placar/ui/product/site-footer";

/**
 * Parts of the layout that are in every first HTML but need no script to be read: the footer. As with the home's
 * boxes (`home-boxes.ts`), the browser loads their code lazily and React keeps the server's HTML until it arrives;
 * the server entry registers the static components (`home-boxes.server.tsx`).
 */
export interface LayoutBoxes {
  SiteFooter: ComponentType<SiteFooterProps>;
}

let boxes: LayoutBoxes = {
  SiteFooter: lazy(() => import("@placar/ui/product/site-footer").then((m) => ({ default: m.SiteFooter }))),
};

/** Called once by the server entry: render the parts without suspending. */
export function registerStaticLayoutBoxes(staticBoxes: LayoutBoxes): void {
  boxes = staticBoxes;
}

export function layoutBoxes(): LayoutBoxes {
  return boxes;
}
