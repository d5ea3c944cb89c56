import * as React from "react";
import { EMAIL_MAX_LENGTH, isValidEmail } from "@placar/core/email";
import { RECOVERY_SENT, REGISTER_EMAIL } from "@placar/core/messages";

import { AuthFormBanner, AuthPanel, focusField, useAuthSubmit, type AuthPanelProps } from "./auth-form.tsx";
import { BANNER_DURATION } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Input } from "../primitives/input.tsx";

export type RecoveryValues = { email: string };

export type RecoveryFormProps = Omit<AuthPanelProps, "title" | "onSubmit" | "children"> & {
  /** Asks for the reset e-mail; reject with an Error carrying the server's detail to show it. */
  onSubmit: (values: RecoveryValues) => Promise<unknown>;
  /** The e-mail the field starts with (e.g. what was typed on the login step). */
  defaultEmail?: string;
  /** The banner after a success; 'Email enviado com sucesso!' by default, `null` when the page moves on instead. */
  successMessage?: string | null;
  /** Milliseconds the error banner stays up; 5 s by default. */
  errorDuration?: number;
  /** The step's title; 'Esqueceu a senha?' by default. */
  title?: React.ReactNode;
};

/** The recovery step: one e-mail field that asks for a reset link. */
export function RecoveryForm({
  onSubmit,
  defaultEmail = "",
  successMessage = RECOVERY_SENT,
  errorDuration = BANNER_DURATION.loginError,
  title = "Esqueceu a senha?",
  description = "Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.",
  ...panel
}: RecoveryFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submit = useAuthSubmit({ successMessage: successMessage ?? undefined });
  const [email, setEmail] = React.useState(defaultEmail);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      submit.reject(REGISTER_EMAIL, "email");
      focusField(formRef.current, "email");
      return;
    }
    void submit.run(() => onSubmit({ email: value }));
  };

  return (
    <AuthPanel title={title} description={description} {...panel}>
      <AuthFormBanner status={submit.status} errorDuration={errorDuration} onClose={submit.dismiss} />
      <form
        ref={formRef}
        data-slot="recovery-form"
        noValidate
        aria-busy={submit.pending || undefined}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
      >
        <Input
          name="email"
          label="E-mail"
          icon="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="voce@exemplo.com.br"
          maxLength={EMAIL_MAX_LENGTH}
          required
          readOnly={submit.pending}
          error={submit.invalid["email"]}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            submit.clearField("email");
          }}
        />
        <Button type="submit" size="lg" loading={submit.pending} className="w-full">
          Enviar link
        </Button>
      </form>
    </AuthPanel>
  );
}
