import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import { Spinner } from "@placar/ui/primitives/spinner";
import type { HeadData } from "../lib/head.ts";
import { readSession, type StoredSession } from "../lib/session.ts";
import { href } from "@placar/core/routes";

/*
 * What the admin pages share. The session lives in the browser, so the server renders the placeholder and the
 * page decides after hydration; the server refuses every admin call of a non-admin anyway (401/403).
 */

/** Admin screens exist only in an admin's browser: never in search results. */
export function adminHead(title: string): HeadData {
  return { title: `${title} — Placar`, description: "Área de administração do Placar.", noindex: true };
}

/**
 * The signed-in admin, or null while the session is read. A visitor who is signed out or not an admin is
 * sent to / (docs/product.md#roles-and-access).
 */
function useAdminSession(): StoredSession["user"] | null {
  const navigate = useNavigate();
  const [user, setUser] = useState<StoredSession["user"] | null>(null);
  useEffect(() => {
    const session = readSession();
    if (session?.user.admin) setUser(session.user);
    else void navigate(href.home(), { replace: true });
  }, [navigate]);
  return user;
}

/**
 * Sends the visitor home when the server says this session may not manage anything (a stale or forged admin flag
 * in storage). A 401 also ends the session through the layout's token check.
 */
export function useLeaveWhenRefused(error: unknown): void {
  const navigate = useNavigate();
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  useEffect(() => {
    if (refused) void navigate(href.home(), { replace: true });
  }, [refused, navigate]);
}

/** A failed call as the admin forms show it: the server's Portuguese detail (and fields), or their own fallback. */
export function adminFormError(err: unknown): Error {
  // ApiError carries `detail` as its message and `body.fields` for the per-field marks.
  if (err instanceof ApiError) return err;
  return new Error("");
}

/**
 * An admin screen's gate: the placeholder (a labelled spinner) while the session is read, the visitor sent home when
 * it is not an admin's, and the screen itself, given the admin, when it is.
 */
export function AdminOnly({
  loading,
  children,
}: {
  /** What the placeholder says while the session is read, e.g. "Carregando casas…". */
  loading: string;
  children: (admin: StoredSession["user"]) => ReactNode;
}) {
  const admin = useAdminSession();
  return admin ? children(admin) : <AdminPlaceholder label={loading} />;
}

function AdminPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="titulo-admin" className="mx-auto flex w-full max-w-6xl flex-col gap-6 py-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="titulo-admin" className="font-display text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
