import * as React from "react";
import { EMAIL_MAX_LENGTH } from "@placar/core/email";
import { MAX_PASSWORD_LENGTH, validateRegister, type RegisterInput } from "@placar/core/register";

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
import { MaskedInput } from "../primitives/masked-input.tsx";
import { PasswordInput } from "../primitives/password-input.tsx";

export type RegisterValues = RegisterInput;

/** The server's limit on a name; the form stops typing there instead of failing later. */
const NAME_MAX_LENGTH = 150;

const EMPTY: RegisterValues = { name: "", cpf: "", email: "", password: "", password2: "", phone: "", birthdate: "" };

export type RegisterFormProps = Omit<AuthPanelProps, "title" | "onSubmit" | "children"> & {
  /**
   * Creates the account with the values as typed (CPF and phone masked); called only when core's rules pass.
   * Reject with an Error whose message is shown; its `fields` mark those fields invalid.
   */
  onSubmit: (values: RegisterValues) => Promise<unknown>;
  /** Today's date in Brazil ("YYYY-MM-DD"), against which the age rule is checked. */
  today: string;
  /** Opens the login step ('Já tem conta? Entrar'). */
  onLogin: () => void;
  /** Values the fields start with. */
  defaultValues?: Partial<RegisterValues>;
  /** Milliseconds the error banner stays up; 5 s by default. */
  errorDuration?: number;
  /** The step's title; 'Criar conta' by default. */
  title?: React.ReactNode;
};

/**
 * The register step. The rules of docs/product.md#register run in their order before anything is sent, and the first
 * failing rule's message is shown, with its field marked and focused; the server applies the same rules again.
 */
export function RegisterForm({
  onSubmit,
  today,
  onLogin,
  defaultValues,
  errorDuration = BANNER_DURATION.loginError,
  title = "Criar conta",
  description = "Cadastro gratuito, só para maiores de 18 anos.",
  className,
  ...panel
}: RegisterFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const submit = useAuthSubmit();
  const [values, setValues] = React.useState<RegisterValues>({ ...EMPTY, ...defaultValues });

  const set = (field: keyof RegisterValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    submit.clearField(field);
  };
  const onText = (field: keyof RegisterValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    set(field)(event.target.value);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateRegister(values, today);
    if (!result.ok) {
      submit.reject(result.message, result.field);
      focusField(formRef.current, result.field);
      return;
    }
    void submit
      .run(() => onSubmit(values))
      .then(({ ok, fields }) => {
        if (!ok) focusField(formRef.current, fields[0]);
      });
  };

  const common = { required: true, readOnly: submit.pending } as const;

  return (
    <AuthPanel title={title} description={description} className={cn("max-w-xl", className)} {...panel}>
      <AuthFormBanner status={submit.status} errorDuration={errorDuration} onClose={submit.dismiss} />
      <form
        ref={formRef}
        data-slot="register-form"
        noValidate
        aria-busy={submit.pending || undefined}
        onSubmit={handleSubmit}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Input
          {...common}
          name="name"
          label="Nome completo"
          icon="name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          containerClassName="sm:col-span-2"
          error={submit.invalid["name"]}
          value={values.name}
          onChange={onText("name")}
        />
        <MaskedInput
          {...common}
          mask="cpf"
          name="cpf"
          label="CPF"
          error={submit.invalid["cpf"]}
          value={values.cpf}
          onValueChange={(masked) => set("cpf")(masked)}
        />
        <Input
          {...common}
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
          error={submit.invalid["email"]}
          value={values.email}
          onChange={onText("email")}
        />
        <PasswordInput
          {...common}
          name="password"
          label="Senha"
          autoComplete="new-password"
          placeholder="Mínimo de 8 caracteres"
          maxLength={MAX_PASSWORD_LENGTH}
          error={submit.invalid["password"]}
          value={values.password}
          onChange={onText("password")}
        />
        <PasswordInput
          {...common}
          name="password2"
          label="Confirme a senha"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          error={submit.invalid["password2"]}
          value={values.password2}
          onChange={onText("password2")}
        />
        <MaskedInput
          {...common}
          mask="phone"
          name="phone"
          label="Telefone"
          error={submit.invalid["phone"]}
          value={values.phone}
          onValueChange={(masked) => set("phone")(masked)}
        />
        <Input
          {...common}
          name="birthdate"
          label="Data de nascimento"
          // No leading calendar: the browser's date field draws its own picker button, and two calendars in one
          // field read as two controls.
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          error={submit.invalid["birthdate"]}
          value={values.birthdate}
          onChange={onText("birthdate")}
        />
        <Button type="submit" size="lg" loading={submit.pending} className="w-full sm:col-span-2">
          Cadastrar
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Já tem conta? <AuthTextButton onClick={onLogin}>Entrar</AuthTextButton>
      </p>
    </AuthPanel>
  );
}
