import { useEffect, useState } from "react";
import { ApiError, SESSION_STORAGE_KEY, type ApiClient } from "@placar/api-client/client";
import { verifyTokenMutation } from "@placar/api-client/queries";

/** The browser's stored session (storage key `user`, docs/product.md#session). */
export interface StoredSession {
  access: string;
  user: { name: string; admin: boolean };
}

export function readSession(storage: Storage = localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof s.access !== "string" || !s.user || typeof s.user.name !== "string") return null;
    return { access: s.access, user: { name: s.user.name, admin: s.user.admin === true } };
  } catch {
    return null;
  }
}

/** Ends the session in this browser and reloads, as 'Sair' does (docs/product.md#session). */
/** Where a one-time notice waits for the next page (e.g. 'Sua conta foi excluída.'), shown once by the layout. */
export const NOTICE_STORAGE_KEY = "placar:aviso";

/** Ends the session and goes to `to` with a notice the next page shows once. */
export function leaveWithNotice(notice: string, to: string): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  try {
    sessionStorage.setItem(NOTICE_STORAGE_KEY, notice);
  } catch {
    // Storage blocked: the page still changes, without the notice.
  }
  window.location.assign(to);
}

/** The waiting notice, removed as it is read; null when there is none. */
export function takeNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(NOTICE_STORAGE_KEY);
    if (notice !== null) sessionStorage.removeItem(NOTICE_STORAGE_KEY);
    return notice;
  } catch {
    return null;
  }
}

/**
 * Ends the stored session on the server too ('Sair': this token; 'all': every session of the user), so a copied
 * token stops working. Resolves with whether the server confirmed; the request outlives a reload (keepalive).
 */
export async function endOnServer(which: "this" | "all", session = readSession()): Promise<boolean> {
  if (!session) return true;
  try {
    const res = await fetch(which === "all" ? "/api/auth/logout-all/" : "/api/auth/logout/", {
      method: "POST",
      keepalive: true,
      headers: { authorization: `Bearer ${session.access}` },
    });
    return res.ok;
  } catch {
    return false;
  }
}

export function signOut(): void {
  void endOnServer("this");
  localStorage.removeItem(SESSION_STORAGE_KEY);
  window.location.reload();
}

/**
 * The signed-in user, read after hydration (the server renders the signed-out header). On each page load the
 * stored token is verified; a rejected token removes the session and reloads the page.
 */
export function useSession(api: ApiClient): StoredSession["user"] | null {
  const [user, setUser] = useState<StoredSession["user"] | null>(null);
  useEffect(() => {
    const session = readSession();
    if (!session) return;
    setUser(session.user);
    let cancelled = false;
    verifyTokenMutation(api)
      .mutationFn({ body: { token: session.access } })
      .catch((err: unknown) => {
        // Only the server's verdict ends the session: a network blip must not sign the user out.
        if (cancelled || !(err instanceof ApiError) || err.status !== 401) return;
        signOut();
      });
    return () => {
      cancelled = true;
    };
  }, [api]);
  return user;
}
