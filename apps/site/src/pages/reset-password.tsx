import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { confirmPasswordResetMutation } from "@placar/api-client/queries";
import { RESET_PASSWORD_TITLE } from "@placar/core/messages";
import { ResetPasswordForm, type ResetPasswordValues } from "@placar/ui/product/reset-password-form";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import { formError } from "./auth-shared.tsx";

/** docs/product.md#password-reset: after a reset, successful or not, the page goes to / after 5 s. */
const REDIRECT_MS = 5_000;

export function resetPasswordHead(): HeadData {
  // No canonical: the address carries a one-time token that must never be indexed or shared.
  return { title: `${RESET_PASSWORD_TITLE} — Placar`, description: "Crie uma nova senha para a sua conta do Placar." };
}

/**
 * docs/product.md#password-reset: a link with no e-mail leads home (on the server as a redirect, so not even the form
 * is sent).
 */
export function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get("email");
  if (!email?.trim()) throw redirect(href.home());
  return null;
}

/** The page of the e-mailed link: new password twice, then back to the home page. */
export function ResetPasswordPage() {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token") ?? "";
  const [settled, setSettled] = useState(false);
  const confirm = useMutation(confirmPasswordResetMutation(api));

  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(() => void navigate(href.home(), { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [settled, navigate]);

  const submit = async (values: ResetPasswordValues) => {
    try {
      await confirm.mutateAsync({ body: { ...values, email, token } });
    } catch (err) {
      throw formError(err);
    }
  };

  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 py-6">
      <ResetPasswordForm email={email} onSubmit={submit} onSettled={() => setSettled(true)} disabled={settled} />
      {settled ? (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Você será levado à página inicial em 5 segundos.{" "}
          <Link to={href.home()} replace className="font-medium text-primary underline-offset-4 hover:underline">
            Ir agora
          </Link>
        </p>
      ) : null}
    </div>
  );
}
