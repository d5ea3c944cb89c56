import * as React from "react";
import { RESET_PASSWORD_SUBMIT, RESET_PASSWORD_SUCCESS, RESET_PASSWORD_TITLE } from "@placar/core/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, validateResetPassword } from "@placar/core/register";

import { AuthFormBanner, AuthPanel, focusField, useAuthSubmit, type AuthPanelProps } from "./auth-form.tsx";
import { BANNER_DURATION } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { PasswordInput } from "../primitives/password-input.tsx";

export type ResetPasswordValues = { new_password: string; new_password2: string };

export type ResetPasswordFormProps = Omit<AuthPanelProps, "title" | "onSubmit" | "children"> & {
  /**
   * Sets the new password; called only when the rules of docs/product.md#password-reset pass. Reject with an Error
   * carrying the server's detail.
   */
  onSubmit: (values: ResetPasswordValues) => Promise<unknown>;
  /** Called after `onSubmit` settles, with whether it succeeded (the page then returns home after 5 s). */
  onSettled?: (ok: boolean) => void;
  /** The account's e-mail from the link, shown under the title. */
  email?: string;
  /** Locks the form (e.g. once the link has been used, while the page counts down to the redirect). */
  disabled?: boolean;
  /** Milliseconds the banner stays up; 3 s by default (docs/product.md#password-reset). */
  messageDuration?: number;
};

/**
 * The page of the e-mailed link ('Recuperar Senha'): new password and its repetition, checked in the order of
 * docs/product.md#password-reset (length, then match) before anything is sent; 'Senha Alterada com sucesso!' on
 * success.
 */
export function ResetPasswordForm({
  onSubmit,
  onSettled,
  email,
  disabled = false,
  messageDuration = BANNER_DURATION.message,
  description,
  ...panel
}: ResetPasswordFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submit = useAuthSubmit({ successMessage: RESET_PASSWORD_SUCCESS });
  const [values, setValues] = React.useState<ResetPasswordValues>({ new_password: "", new_password2: "" });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const message = validateResetPassword(values.new_password, values.new_password2);
    if (message) {
      const field = [...values.new_password].length < MIN_PASSWORD_LENGTH ? "new_password" : "new_password2";
      submit.reject(message, field);
      focusField(formRef.current, field);
      return;
    }
    void submit.run(() => onSubmit(values)).then(({ ok }) => onSettled?.(ok));
  };

  const field = (name: keyof ResetPasswordValues) => ({
    name,
    autoComplete: "new-password",
    maxLength: MAX_PASSWORD_LENGTH,
    required: true,
    disabled,
    readOnly: submit.pending,
    error: submit.invalid[name],
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      submit.clearField(name);
    },
  });

  return (
    <AuthPanel
      title={RESET_PASSWORD_TITLE}
      description={
        description ??
        (email ? (
          <>
            Crie uma nova senha para <strong className="break-all text-foreground">{email}</strong>.
          </>
        ) : (
          "Crie uma nova senha para a sua conta."
        ))
      }
      {...panel}
    >
      <AuthFormBanner
        status={submit.status}
        errorDuration={messageDuration}
        successDuration={messageDuration}
        onClose={submit.dismiss}
      />
      <form
        ref={formRef}
        data-slot="reset-password-form"
        noValidate
        aria-busy={submit.pending || undefined}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
      >
        {/* Tells password managers which account the new password belongs to. */}
        {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
        <PasswordInput {...field("new_password")} label="Nova senha" placeholder="Mínimo de 8 caracteres" />
        <PasswordInput {...field("new_password2")} label="Repita a nova senha" />
        <Button type="submit" size="lg" loading={submit.pending} disabled={disabled} className="w-full tracking-wide">
          {RESET_PASSWORD_SUBMIT}
        </Button>
      </form>
    </AuthPanel>
  );
}
