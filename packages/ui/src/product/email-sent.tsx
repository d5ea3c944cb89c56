import * as React from "react";
import { MailCheck } from "lucide-react";
import { RECOVERY_SENT } from "@placar/core/messages";

import { AuthPanel, AuthTextButton, type AuthPanelProps } from "./auth-form.tsx";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";

export type EmailSentProps = Omit<AuthPanelProps, "title" | "children"> & {
  /** The address the link was sent to, when known. */
  email?: string;
  /** The confirmation at the top; 'Email enviado com sucesso!' by default. */
  message?: React.ReactNode;
  /** Returns to the login step ('Voltar para o login'). */
  onContinue: () => void;
  /** Returns to the recovery step to send another link ('Enviar de novo'); hidden when omitted. */
  onResend?: () => void;
  /** A line under the actions (e.g. that the page returns to the login by itself). */
  note?: React.ReactNode;
  /** The step's title; 'Confira seu e-mail' by default. */
  title?: React.ReactNode;
};

/** The step after a recovery request: what happens next, and the way back to the login. */
export function EmailSent({
  email,
  message = RECOVERY_SENT,
  onContinue,
  onResend,
  note,
  title = "Confira seu e-mail",
  ...panel
}: EmailSentProps) {
  return (
    <AuthPanel title={title} {...panel}>
      <Banner variant="success">{message}</Banner>
      <div data-slot="email-sent" className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-muted text-primary">
          <MailCheck aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm text-muted-foreground">
          {email ? (
            <>
              Se <strong className="break-all text-foreground">{email}</strong> estiver cadastrado, você vai receber um
              link para criar uma nova senha.
            </>
          ) : (
            "Se o e-mail estiver cadastrado, você vai receber um link para criar uma nova senha."
          )}{" "}
          O link vale por 30 minutos e pode ser usado uma única vez.
        </p>
        <Button size="lg" className="w-full" onClick={onContinue}>
          Voltar para o login
        </Button>
        {onResend ? (
          <p className="text-sm text-muted-foreground">
            Não recebeu? Confira a caixa de spam ou <AuthTextButton onClick={onResend}>envie de novo</AuthTextButton>.
          </p>
        ) : null}
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </div>
    </AuthPanel>
  );
}
