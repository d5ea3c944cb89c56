import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { changePasswordMutation, deleteMyAccountMutation, exportMyDataOptions } from "@placar/api-client/queries";
import { AccountDataPanel } from "@placar/ui/product/account-data-panel";
import { ChangePasswordForm, type ChangePasswordValues } from "@placar/ui/product/change-password-form";
import { Spinner } from "@placar/ui/primitives/spinner";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { Button } from "@placar/ui/primitives/button";
import { endOnServer, leaveWithNotice, readSession, type StoredSession } from "../lib/session.ts";
import { href } from "@placar/core/routes";
import { formError, saveSession } from "./auth-shared.tsx";

export const LOGGED_OUT_EVERYWHERE = "Você saiu de todos os dispositivos.";

export function profileHead(): HeadData {
  return {
    title: "Perfil — Placar",
    description: "Seu perfil no Placar: altere sua senha, baixe os seus dados ou exclua a conta.",
  };
}

/**
 * The signed-in user's profile (docs/product.md#profile: greeting, 'Voltar' and the change-password form). The session
 * lives in the browser, so the server renders a placeholder and the page decides after hydration.
 */
export function ProfilePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUser] = useState<StoredSession["user"] | null>(null);
  const change = useMutation(changePasswordMutation(api));

  // docs/product.md#profile: only for signed-in users; anyone else goes to /.
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

  /** The user's data as a JSON file the browser saves. */
  const exportData = async () => {
    let data;
    try {
      // Personal data: fetched for this download only, never kept in the page's cache.
      data = await queryClient.fetchQuery({ ...exportMyDataOptions(api), staleTime: 0, gcTime: 0 });
    } catch (err) {
      throw formError(err);
    }
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `placar-meus-dados-${data.exportedAt.slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  /** Deletes the account; signed out, the visitor lands on the home page, told that it is done. */
  const deleteAccount = async (password: string) => {
    let result;
    try {
      result = await deleteMyAccountMutation(api).mutationFn({ body: { password } });
    } catch (err) {
      throw formError(err);
    }
    leaveWithNotice(result.detail, href.home());
  };

  /** 'Sair de todos os dispositivos': every token of the account stops working, this one included. */
  const [leaving, setLeaving] = useState<"idle" | "busy" | "failed">("idle");
  const logoutEverywhere = async () => {
    setLeaving("busy");
    if (await endOnServer("all")) leaveWithNotice(LOGGED_OUT_EVERYWHERE, href.home());
    else setLeaving("failed");
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
      <div className="flex w-full max-w-md flex-col gap-6">
        <ChangePasswordForm name={user.name} onSubmit={submit} onBack={back} />
        <AccountDataPanel onExport={exportData} onDelete={deleteAccount} privacyHref={href.privacy()} />
        <div className="flex flex-col gap-2">
          <Button variant="outline" disabled={leaving === "busy"} onClick={() => void logoutEverywhere()}>
            Sair de todos os dispositivos
          </Button>
          {leaving === "failed" && (
            <p role="alert" className="text-sm text-destructive">
              Não foi possível encerrar as sessões agora. Tente novamente.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
