import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { businessDate } from "@placar/core/dates";
import type { DailyModalProps } from "@placar/ui/product/daily-modal";
import type { HiddenBannerProps } from "@placar/ui/product/hidden-banner";
import type { NavLinkProps } from "@placar/ui/product/mobile-menu";
import { whenIdle } from "@placar/ui/lib/when-idle";
import { siteNow } from "../lib/clock.ts";
import { siteFeatures } from "../lib/features.ts";
import { readSession } from "../lib/session.ts";
import { DAILY_MODAL_DELAY_MS, GROUP_BANNER_DELAY_MS } from "../lib/visitor-timing.ts";

/** The last Brazilian day (YYYY-MM-DD) the welcome modal opened on (docs/product.md#daily-modal-and-group-banner). */
export const DAILY_MODAL_KEY = "placar:modal-diario";
/** Set once a visitor closes the group invitation, so it does not come back on every page. */
const GROUP_BANNER_KEY = "placar:convite-grupo-fechado";

/** Runs `task` when the browser is idle after `delayMs`; returns a cancel function. */
function afterDelayWhenIdle(delayMs: number, task: () => void): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    cancelIdle = whenIdle(task);
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What anonymous visitors of the public pages see besides the page: the welcome modal (at most once per
 * Brazilian calendar day, a few seconds after the page is up) and the invitation to the free messaging group.
 * Both are fetched only when they will show, after the page is idle, so they never weigh on the first load.
 */
export function VisitorExtras({
  loginHref,
  renderLink,
}: {
  loginHref: string;
  /** The modal's link (the router's on a page of the app; a plain link on the home's islands). */
  renderLink?: (props: NavLinkProps) => ReactNode;
}) {
  const [Modal, setModal] = useState<ComponentType<DailyModalProps> | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [Banner, setBanner] = useState<ComponentType<HiddenBannerProps> | null>(null);
  const features = siteFeatures();

  useEffect(() => {
    if (readSession()) return;
    const store = storage();
    const today = businessDate(siteNow());
    const cancels: Array<() => void> = [];
    if (features.dailyModal && store) {
      cancels.push(
        afterDelayWhenIdle(DAILY_MODAL_DELAY_MS, () => {
          void import("@placar/ui/product/daily-modal").then((m) => {
            if (!m.shouldShowDailyModal(store.getItem(DAILY_MODAL_KEY), today)) return;
            store.setItem(DAILY_MODAL_KEY, today);
            // A transition: the dialog renders in small slices (an update from a promise callback would otherwise
            // render in one task, 12 ms on a slow host before its effects), and the page stays responsive meanwhile.
            startTransition(() => {
              setModal(() => m.DailyModal);
              setModalOpen(true);
            });
          });
        }),
      );
    }
    if (features.communityGroupUrl && store?.getItem(GROUP_BANNER_KEY) !== "1") {
      cancels.push(
        whenIdle(
          () =>
            void import("@placar/ui/product/hidden-banner").then((m) =>
              startTransition(() => setBanner(() => m.HiddenBanner)),
            ),
        ),
      );
    }
    return () => cancels.forEach((cancel) => cancel());
  }, [features.dailyModal, features.communityGroupUrl]);

  return (
    <>
      {Modal ? (
        <Modal open={modalOpen} onOpenChange={setModalOpen} loginHref={loginHref} renderLink={renderLink} />
      ) : null}
      {Banner && features.communityGroupUrl ? (
        <Banner
          href={features.communityGroupUrl}
          delayMs={GROUP_BANNER_DELAY_MS}
          onOpenChange={(open) => {
            if (!open) storage()?.setItem(GROUP_BANNER_KEY, "1");
          }}
        />
      ) : null}
    </>
  );
}
