import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { NoticeBanner } from "../pages/notice-banner.tsx";
import { href } from "@placar/core/routes";
import { takeNotice } from "../lib/session.ts";

const VisitorExtras = lazy(() => import("../pages/visitor-extras.tsx").then((m) => ({ default: m.VisitorExtras })));

/**
 * What the layout shows above a page after hydration, as one of the home's islands (empty in the first HTML): the
 * one-time notice left by the previous page (an account just deleted) and the anonymous visitor's extras (welcome
 * modal, group invitation), whose code is a chunk of its own asked for once the page is up.
 */
export function NoticeIsland() {
  const [notice, setNotice] = useState<string | null>(null);
  const [extras, setExtras] = useState(false);
  useEffect(() => {
    setNotice(takeNotice());
    startTransition(() => setExtras(true));
  }, []);
  return (
    <>
      <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
      {extras ? (
        <Suspense fallback={null}>
          <VisitorExtras loginHref={href.login()} />
        </Suspense>
      ) : null}
    </>
  );
}
