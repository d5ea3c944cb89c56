import * as React from "react";
import { REGISTER_EMPTY } from "@placar/core/messages";
import { MAX_PASSWORD_LENGTH } from "@placar/core/register";
import { EMAIL_MAX_LENGTH } from "@placar/core/email";

import { cn } from "../lib/cn.ts";
import {
  AuthFormBanner,
  AuthPanel,
  AuthTextButton,
  focusField,
  useAuthSubmit,
  type AuthPanelProps,
} from "./auth-form.tsx";
import { BANNER_DURATION } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Input } from "../primitives/input.tsx";
import { PasswordInput } from "../primitives/password-input.tsx";

export type LoginValues = { username: string; password: string };

export type LoginFormProps = Omit<AuthPanelProps, "title" | "onSubmit" | "children"> & {
  /** Signs in; reject with an Error whose message is shown (e.g. 'Login ou senha incorretos!'). */
  onSubmit: (values: LoginValues) => Promise<unknown>;
  /** Opens the recovery step ('Esqueci minha senha'). */
  onForgotPassword: () => void;
  /** Opens the register step. */
  onRegister: () => void;
  /** The e-mail the field starts with (e.g. after a recovery). */
  defaultUsername?: string;
  /** Milliseconds the error banner stays up; 5 s by default (docs/product.md#login-area). */
  errorDuration?: number;
  /** The step's title; 'Entrar' by default. */
  title?: React.ReactNode;
};

/** The login step: e-mail and password (with show/hide), links to recovery and register, loading and error states. */
export function LoginForm({
  onSubmit,
  onForgotPassword,
  onRegister,
  defaultUsername = "",
  errorDuration = BANNER_DURATION.loginError,
  title = "Entrar",
  description = "Acesse sua conta para acompanhar seus jogos.",
  className,
  ...panel
}: LoginFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submit = useAuthSubmit();
  const [username, setUsername] = React.useState(defaultUsername);
  const [password, setPassword] = React.useState("");

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { username: username.trim(), password };
    const empty = !values.username ? "username" : !values.password ? "password" : undefined;
    if (empty) {
      submit.reject(REGISTER_EMPTY, empty);
      focusField(formRef.current, empty);
      return;
    }
    void submit.run(() => onSubmit(values));
  };

  return (
    <AuthPanel title={title} description={description} className={cn(className)} {...panel}>
      <AuthFormBanner status={submit.status} errorDuration={errorDuration} onClose={submit.dismiss} />
      <form
        ref={formRef}
        data-slot="login-form"
        noValidate
        aria-busy={submit.pending || undefined}
        onSubmit={handleSubmit}
        className="flex flex-col gap-4"
      >
        <Input
          name="username"
          label="E-mail"
          icon="username"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="voce@exemplo.com.br"
          maxLength={EMAIL_MAX_LENGTH}
          required
          readOnly={submit.pending}
          error={submit.invalid["username"]}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            submit.clearField("username");
          }}
        />
        <PasswordInput
          name="password"
          label="Senha"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          readOnly={submit.pending}
          error={submit.invalid["password"]}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            submit.clearField("password");
          }}
        />
        <div className="-mt-1 flex justify-end">
          <AuthTextButton onClick={onForgotPassword}>Esqueci minha senha</AuthTextButton>
        </div>
        <Button type="submit" size="lg" loading={submit.pending} className="w-full">
          Entrar
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Não tem conta? <AuthTextButton onClick={onRegister}>Cadastre-se</AuthTextButton>
      </p>
    </AuthPanel>
  );
}
