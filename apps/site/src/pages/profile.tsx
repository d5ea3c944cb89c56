import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { changePasswordMutation } from "@placar/api-client/queries";
import { ChangePasswordForm, type ChangePasswordValues } from "@placar/ui/components/change-password-form";
import { Spinner } from "@placar/ui/components/spinner";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { readSession, type StoredSession } from "../lib/session.ts";
import { href } from "../route-map.ts";
import { formError, saveSession } from "./auth-shared.tsx";

export function profileHead(): HeadData {
  return { title: "Perfil — Placar", description: "Seu perfil no Placar: altere sua senha." };
}

/**
 * The signed-in user's profile (spec: greeting, 'Voltar' and the change-password form). The session lives in
 * the browser, so the server renders a placeholder and the page decides after hydration.
 */
export function ProfilePage() {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUser] = useState<StoredSession["user"] | null>(null);
  const change = useMutation(changePasswordMutation(api));

  // Spec: only for signed-in users; anyone else goes to /.
  useEffect(() => {
    const session = readSession();
    if (session) setUser(session.user);
    else void navigate(href.home(), { replace: true });
  }, [navigate]);

  const submit = async (values: ChangePasswordValues) => {
    let data;
    try {
      data = await change.mutateAsync({ body: values });
    } catch (err) {
      throw formError(err);
    }
    // The change ends every other session, this one included: keep the fresh token the answer brings.
    if (user) saveSession(data.access, user);
  };

  // With no page of ours to go back to (opened directly), 'Voltar' goes home rather than off the site.
  const back = () => void (location.key === "default" ? navigate(href.home()) : navigate(-1));

  if (!user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Carregando perfil…" />
      </div>
    );
  }
  return (
    <div className="flex min-h-[70vh] items-center justify-center py-6">
      <ChangePasswordForm name={user.name} onSubmit={submit} onBack={back} />
    </div>
  );
}
