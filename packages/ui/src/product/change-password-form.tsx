import * as React from "react";
import { BACK, CHANGE_PASSWORD_FAILED, CHANGE_PASSWORD_SUBMIT, CHANGE_PASSWORD_SUCCESS } from "@placar/core/messages";
import { MAX_PASSWORD_LENGTH } from "@placar/core/register";

import { AuthFormBanner, AuthPanel, focusField, useAuthSubmit, type AuthPanelProps } from "./auth-form.tsx";
import { withReason } from "../lib/error-text.ts";
import { BANNER_DURATION } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { PasswordInput } from "../primitives/password-input.tsx";

export type ChangePasswordValues = { old_password: string; new_password: string; confirm_new_password: string };

const EMPTY: ChangePasswordValues = { old_password: "", new_password: "", confirm_new_password: "" };

export type ChangePasswordFormProps = Omit<AuthPanelProps, "title" | "onSubmit" | "children" | "onBack"> & {
  /** The signed-in user's name, greeted in the title. */
  name: string;
  /**
   * Changes the password with the three values as entered (no browser checks: docs/product.md#profile). A rejection
   * shows 'Erro ao alterar senha: {its message}'; its `fields` put the server's reason under the fields concerned.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  /** The 'Voltar' button. */
  onBack: () => void;
  /** The account's e-mail, when known, in a hidden field that tells password managers whose password changes. */
  username?: string;
  /** Milliseconds the banner stays up; 3 s by default (docs/product.md#profile). */
  messageDuration?: number;
};

/**
 * 'Erro ao alterar senha' and the server's reason (docs/product.md#profile): a wrong current password and a short new
 * one differ.
 */
const changePasswordError = (error: unknown) => withReason(CHANGE_PASSWORD_FAILED, error);

/** The profile's password form: a greeting, 'Voltar', current and new password (twice), 'Alterar senha'. */
export function ChangePasswordForm({
  name,
  onSubmit,
  onBack,
  username,
  messageDuration = BANNER_DURATION.message,
  description = "Para alterar sua senha, informe a atual e a nova duas vezes.",
  ...panel
}: ChangePasswordFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submit = useAuthSubmit({ successMessage: CHANGE_PASSWORD_SUCCESS, errorMessage: changePasswordError });
  const [values, setValues] = React.useState<ChangePasswordValues>(EMPTY);
  const first = name.trim().split(/\s+/)[0] || name;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit
      .run(() => onSubmit(values))
      .then(({ ok, fields }) => {
        if (ok) setValues(EMPTY);
        else focusField(formRef.current, fields[0]);
      });
  };

  const field = (fieldName: keyof ChangePasswordValues, autoComplete: string) => ({
    name: fieldName,
    autoComplete,
    maxLength: MAX_PASSWORD_LENGTH,
    required: true,
    readOnly: submit.pending,
    error: submit.invalid[fieldName],
    value: values[fieldName],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [fieldName]: event.target.value }));
      submit.clearField(fieldName);
    },
  });

  return (
    <AuthPanel title={`Olá, ${first}!`} description={description} onBack={onBack} backLabel={BACK} {...panel}>
      <AuthFormBanner
        status={submit.status}
        errorDuration={messageDuration}
        successDuration={messageDuration}
        onClose={submit.dismiss}
      />
      <form
        ref={formRef}
        data-slot="change-password-form"
        noValidate
        aria-busy={submit.pending || undefined}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
      >
        {username ? (
          <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
        ) : null}
        <PasswordInput {...field("old_password", "current-password")} label="Senha atual" />
        <PasswordInput
          {...field("new_password", "new-password")}
          label="Nova senha"
          placeholder="Mínimo de 8 caracteres"
        />
        <PasswordInput {...field("confirm_new_password", "new-password")} label="Repita a nova senha" />
        <Button type="submit" size="lg" loading={submit.pending} className="w-full">
          {CHANGE_PASSWORD_SUBMIT}
        </Button>
      </form>
    </AuthPanel>
  );
}
