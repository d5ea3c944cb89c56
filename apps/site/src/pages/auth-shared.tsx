import { Link } from "react-router-dom";
import { ApiError, SESSION_STORAGE_KEY } from "@placar/api-client/client";
import type { AuthFormError } from "@placar/ui/product/auth-form";
import type { NavLinkProps } from "@placar/ui/product/mobile-menu";
import type { StoredSession } from "../lib/session.ts";

/*
 * What the account pages (login, reset, profile) share. Kept out of lib/session.ts on purpose: that module is in
 * every page's first bundle, and nothing here is needed before a visitor opens one of these lazy pages.
 */

export const CONNECTION_FAILED = "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.";

/** Stores the session (docs/product.md#session), only when the answer carries `access`; says whether it did. */
export function saveSession(access: string | undefined | null, user: StoredSession["user"]): boolean {
  if (!access) return false;
  const session: StoredSession = { access, user: { name: user.name, admin: user.admin } };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return true;
}

/** An API failure as the forms show it: the server's Portuguese detail, and its per-field messages. */
export function formError(err: unknown): AuthFormError {
  if (err instanceof ApiError) return Object.assign(new Error(err.body.detail), { fields: err.body.fields });
  return new Error(CONNECTION_FAILED);
}

/** Resolves never: keeps a form busy while the browser leaves the page. */
export function leavingPage(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** The panels' home link, through the router. */
export function RouterLink({ href, children, ...props }: NavLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
