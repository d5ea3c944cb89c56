import * as React from "react";
import { ArrowLeft, House } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { BANNER_DURATION, Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { defaultRenderLink, type NavLinkProps } from "./mobile-menu.tsx";

/**
 * What an auth form's `onSubmit` may reject with: an `Error` (its message is shown in the banner) that may
 * carry messages per field (the API's `fields`), which mark those fields invalid.
 */
export type AuthFormError = Error & { fields?: Record<string, readonly string[] | undefined> };

/** The message of the banner under an auth form's title; `id` restarts its timer when the same text repeats. */
export type AuthFormStatus = { kind: "error" | "success"; message: string; id: number };

/** Focus lands here when an auth step appears, so keyboard and screen-reader users start at its title. */
export const AUTH_HEADING_ATTR = "data-auth-heading";

export type UseAuthSubmitOptions = {
  /** The banner text when the action fails; by default the error's own message. */
  errorMessage?: (error: unknown) => string;
  /** The banner text when the action succeeds; none when omitted (e.g. the page navigates away). */
  successMessage?: string;
};

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Não foi possível concluir. Tente novamente.";
}

function fieldMessages(error: unknown): Record<string, string> {
  const fields = (error as AuthFormError | undefined)?.fields;
  const out: Record<string, string> = {};
  if (fields && typeof fields === "object") {
    for (const [name, messages] of Object.entries(fields)) if (messages?.[0]) out[name] = messages[0];
  }
  return out;
}

/**
 * Runs a form's `onSubmit` once at a time: `pending` while it runs, then a success or error banner, and the
 * fields the server named as invalid.
 */
export function useAuthSubmit({ errorMessage = messageOf, successMessage }: UseAuthSubmitOptions = {}) {
  const [pending, setPending] = React.useState(false);
  const [status, setStatus] = React.useState<AuthFormStatus | null>(null);
  const [invalid, setInvalid] = React.useState<Record<string, string>>({});
  const running = React.useRef(false);
  const seq = React.useRef(0);

  const show = React.useCallback((kind: AuthFormStatus["kind"], message: string) => {
    seq.current += 1;
    setStatus({ kind, message, id: seq.current });
  }, []);

  /** Shows a message and marks one field invalid without calling the server (the browser's own checks). */
  const reject = React.useCallback(
    (message: string, field?: string) => {
      setInvalid(field ? { [field]: message } : {});
      show("error", message);
    },
    [show],
  );

  /**
   * Resolves with whether the action succeeded and the fields the error named (to focus the first); a second
   * call while one runs is ignored (double submits).
   */
  const run = async (action: () => Promise<unknown>): Promise<{ ok: boolean; fields: string[] }> => {
    if (running.current) return { ok: false, fields: [] };
    running.current = true;
    setPending(true);
    setStatus(null);
    setInvalid({});
    try {
      await action();
      if (successMessage) show("success", successMessage);
      return { ok: true, fields: [] };
    } catch (error) {
      const fields = fieldMessages(error);
      setInvalid(fields);
      show("error", errorMessage(error));
      return { ok: false, fields: Object.keys(fields) };
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const clearField = React.useCallback((field: string) => {
    setInvalid((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  return { pending, status, invalid, run, reject, clearField, dismiss: () => setStatus(null) };
}

export type AuthFormBannerProps = {
  /** The message to show, or null for none. */
  status: AuthFormStatus | null;
  /**
   * Milliseconds an error stays up (docs/product.md#timings-and-limits: 5 s for the login area's forms, 3 s for the
   * reset and profile password forms).
   */
  errorDuration?: number;
  /** Milliseconds a success message stays up. */
  successDuration?: number;
  /** Called when the banner closes itself. */
  onClose?: () => void;
};

/** The form's message: red and announced at once for an error, green and polite for a success. */
export function AuthFormBanner({
  status,
  errorDuration = BANNER_DURATION.message,
  successDuration = BANNER_DURATION.message,
  onClose,
}: AuthFormBannerProps) {
  // A live region that exists before its text arrives is announced more reliably than one inserted with it.
  return (
    <div data-slot="auth-form-message" className="empty:hidden">
      {status ? (
        <Banner
          key={status.id}
          variant={status.kind}
          duration={status.kind === "error" ? errorDuration : successDuration}
          onClose={onClose}
        >
          {status.message}
        </Banner>
      ) : null}
    </div>
  );
}

export type AuthPanelProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** The step's title; the page's main heading unless `headingLevel` says otherwise. */
  title: React.ReactNode;
  /** A line under the title. */
  description?: React.ReactNode;
  /** Heading level of the title (1 by default: on the login area each step is the page). */
  headingLevel?: 1 | 2;
  /** Shows a 'Voltar' button at the top that calls this. */
  onBack?: () => void;
  /** Label of the back button; 'Voltar' by default. */
  backLabel?: string;
  /** Shows a home button ('Início') at the top leading here. */
  homeHref?: string;
  /** Renders the home link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
};

const topLinkClass = cn(
  "inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-foreground outline-none",
  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4",
);

/** The card every account step sits in: optional back and home buttons, the title, then the form. */
export function AuthPanel({
  title,
  description,
  headingLevel = 1,
  onBack,
  backLabel = "Voltar",
  homeHref,
  renderLink = defaultRenderLink,
  className,
  children,
  ...props
}: AuthPanelProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const titleId = React.useId();
  return (
    <section
      data-slot="auth-panel"
      aria-labelledby={titleId}
      className={cn(
        "flex w-full max-w-md flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-lg sm:p-7",
        className,
      )}
      {...props}
    >
      {onBack || homeHref ? (
        <div data-slot="auth-panel-nav" className="-mx-2 -mt-2 flex items-center justify-between gap-2">
          {onBack ? (
            <button
              type="button"
              data-slot="auth-panel-back"
              onClick={onBack}
              className={cn(topLinkClass, "cursor-pointer")}
            >
              <ArrowLeft aria-hidden="true" />
              {backLabel}
            </button>
          ) : (
            <span />
          )}
          {homeHref
            ? renderLink({
                href: homeHref,
                className: topLinkClass,
                children: (
                  <>
                    <House aria-hidden="true" />
                    Início
                  </>
                ),
              })
            : null}
        </div>
      ) : null}
      <header className="flex flex-col gap-1.5">
        <Heading
          id={titleId}
          tabIndex={-1}
          {...{ [AUTH_HEADING_ATTR]: "" }}
          data-slot="auth-panel-title"
          className="font-display text-2xl font-bold tracking-tight outline-none"
        >
          {title}
        </Heading>
        {description ? (
          <p data-slot="auth-panel-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** A text button that looks like a link, for moving between account steps without leaving the page. */
export function AuthTextButton({ className, ...props }: React.ComponentProps<"button">) {
  return (
    <Button
      variant="link"
      data-slot="auth-text-button"
      className={cn("h-auto p-0 text-sm font-medium whitespace-normal", className)}
      {...props}
    />
  );
}

/** Focuses the first field whose name is listed, so an error points at what to fix. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
