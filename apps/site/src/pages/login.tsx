import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { SESSION_STORAGE_KEY } from "@placar/api-client/client";
import { loginMutation } from "@placar/api-client/queries";
import { LOGIN_FAILED } from "@placar/core/messages";
import { Banner } from "@placar/ui/components/banner";
import { Button } from "@placar/ui/components/button";
import { Input } from "@placar/ui/components/input";
import { PasswordInput } from "@placar/ui/components/password-input";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { readSession } from "../lib/session.ts";
import { href } from "../route-map.ts";

/** Spec: the login error banner stays 5 s. */
const LOGIN_ERROR_MS = 5_000;

export function loginHead(): HeadData {
  return { title: "Entrar — Placar", description: "Entre na sua conta do Placar.", canonicalPath: "/login" };
}

/**
 * The login step of the login area. The splash, slides, registration and recovery tabs of the spec come with
 * the accounts work; this is the real sign-in against the API.
 */
export function LoginPage() {
  const api = useApi();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [failed, setFailed] = useState(false);
  const login = useMutation({ ...loginMutation(api) });

  // Spec: a visitor already signed in who opens /login goes to /.
  useEffect(() => {
    if (readSession()) window.location.replace(href.home());
  }, []);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailed(false);
    try {
      const data = await login.mutateAsync({ body: { username: username.trim(), password } });
      // Spec: the session is stored only when the answer carries `access`.
      if (!data.access) throw new Error("sem token");
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access: data.access, user: { name: data.user.name, admin: data.user.admin } }));
      window.location.assign(href.home());
    } catch {
      setFailed(true);
    }
  };

  return (
    <section aria-labelledby="titulo-login" className="mx-auto flex w-full max-w-sm flex-col gap-4 py-8">
      <h1 id="titulo-login" className="font-display text-2xl font-bold">
        Entrar
      </h1>
      {failed ? (
        <Banner variant="error" duration={LOGIN_ERROR_MS} onClose={() => setFailed(false)}>
          {LOGIN_FAILED}
        </Banner>
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Input
          label="E-mail"
          icon="username"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <PasswordInput
          label="Senha"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" loading={login.isPending} disabled={!username.trim() || !password}>
          Entrar
        </Button>
      </form>
      <Link to={href.home()} className="text-center text-sm text-muted-foreground underline">
        Voltar para o início
      </Link>
    </section>
  );
}
