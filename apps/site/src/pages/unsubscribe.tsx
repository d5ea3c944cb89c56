import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import { unsubscribeAlertsMutation } from "@placar/api-client/queries";
import { UNSUBSCRIBE_CONFIRM, UNSUBSCRIBE_INVALID } from "@placar/core/messages-alerts";
import { Banner } from "@placar/ui/primitives/banner";
import { Button } from "@placar/ui/primitives/button";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { CONNECTION_FAILED } from "./auth-shared.tsx";

export function unsubscribeHead(): HeadData {
  // No canonical: the address carries a signed token that must never be indexed or shared.
  return { title: `${UNSUBSCRIBE_CONFIRM} — Placar`, description: "Pare de receber os e-mails de alertas do Placar." };
}

/**
 * The page of the alert e-mails' unsubscribe link (docs/product.md#alerts). Opening it changes nothing (mail
 * scanners open links); the button confirms. Works without signing in: the link's token names the account.
 */
export function UnsubscribePage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useMutation(unsubscribeAlertsMutation(api));
  const failure =
    confirm.error instanceof ApiError ? confirm.error.body.detail : confirm.error ? CONNECTION_FAILED : null;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 py-12 text-center" aria-labelledby="cancelar-titulo">
      <h1 id="cancelar-titulo" className="font-display text-2xl font-bold">
        {UNSUBSCRIBE_CONFIRM}
      </h1>
      {!token ? (
        <Banner variant="error" role="alert">
          {UNSUBSCRIBE_INVALID}
        </Banner>
      ) : confirm.isSuccess ? (
        <Banner variant="success" role="status">
          {confirm.data.detail}
        </Banner>
      ) : (
        <>
          <p className="text-muted-foreground">
            Você deixará de receber os e-mails de alertas de preço e de início de jogo. Os avisos continuam na página de
            notificações quando você entrar.
          </p>
          {failure ? (
            <Banner variant="error" role="alert">
              {failure}
            </Banner>
          ) : null}
          <Button
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ params: { query: { token } } })}
          >
            {confirm.isPending ? "Cancelando…" : UNSUBSCRIBE_CONFIRM}
          </Button>
        </>
      )}
    </section>
  );
}
