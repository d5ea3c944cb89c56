import * as React from "react";
import { Download, Trash2 } from "lucide-react";

import { cn } from "../lib/cn.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "../primitives/alert-dialog.tsx";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { DialogFooter, DialogHeader } from "../primitives/dialog.tsx";
import { PasswordInput } from "../primitives/password-input.tsx";

export type AccountDataPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Downloads the user's data (the caller saves the file); a rejection's message is shown. */
  onExport: () => Promise<void>;
  /** Deletes the account with the password; a rejection's message is shown in the dialog, and the password kept. */
  onDelete: (password: string) => Promise<void>;
  /** The privacy page, linked from the text. */
  privacyHref: string;
  /** Where the dialog's portal renders; `document.body` by default. */
  portalContainer?: HTMLElement | null;
};

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The profile's 'Seus dados' box (LGPD, art. 18): 'Baixar meus dados' and 'Excluir minha conta', the latter confirmed
 * in a dialog that asks for the password. Keeping the account is the safe default: Escape and 'Cancelar' close it.
 */
export function AccountDataPanel({
  onExport,
  onDelete,
  privacyHref,
  portalContainer,
  className,
  ...props
}: AccountDataPanelProps) {
  const headingId = React.useId();
  const [exporting, setExporting] = React.useState(false);
  const [exportStatus, setExportStatus] = React.useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState("");
  const [deleting, setDeleting] = React.useState(false);
  const [deleteError, setDeleteError] = React.useState<string | null>(null);

  const runExport = async () => {
    setExporting(true);
    setExportStatus(null);
    try {
      await onExport();
      setExportStatus({ kind: "success", text: "Arquivo com os seus dados baixado." });
    } catch (error) {
      setExportStatus({
        kind: "error",
        text: messageOf(error, "Não foi possível baixar os seus dados. Tente novamente."),
      });
    } finally {
      setExporting(false);
    }
  };

  const runDelete = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    if (password === "") {
      setDeleteError("Informe a sua senha para confirmar.");
      return;
    }
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(password);
      setOpen(false);
    } catch (error) {
      setDeleteError(messageOf(error, "Não foi possível excluir a conta. Tente novamente."));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section
      data-slot="account-data-panel"
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-lg font-bold">
          Seus dados
        </h2>
        <p className="text-sm text-muted-foreground">
          Baixe uma cópia de tudo o que guardamos sobre você ou exclua a sua conta. Veja o que guardamos e por quanto
          tempo na{" "}
          <a
            href={privacyHref}
            className="font-medium text-foreground underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            página de privacidade
          </a>
          .
        </p>
      </div>
      {exportStatus ? (
        <Banner variant={exportStatus.kind} role={exportStatus.kind === "error" ? "alert" : "status"}>
          {exportStatus.text}
        </Banner>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="secondary" loading={exporting} onClick={() => void runExport()}>
          <Download aria-hidden="true" />
          Baixar meus dados
        </Button>
        <Button
          type="button"
          variant="destructive"
          onClick={() => {
            setPassword("");
            setDeleteError(null);
            setOpen(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          Excluir minha conta
        </Button>
      </div>
      <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
        <AlertDialogContent container={portalContainer}>
          <form noValidate onSubmit={(event) => void runDelete(event)} className="flex flex-col gap-4">
            <DialogHeader>
              <AlertDialogTitle>Excluir minha conta?</AlertDialogTitle>
              <AlertDialogDescription>
                A conta e os seus dados pessoais são apagados na hora e não podem ser recuperados. As suas sessões são
                encerradas.
              </AlertDialogDescription>
            </DialogHeader>
            {deleteError ? (
              <Banner variant="error" role="alert">
                {deleteError}
              </Banner>
            ) : null}
            <PasswordInput
              name="password"
              label="Sua senha"
              autoComplete="current-password"
              required
              value={password}
              readOnly={deleting}
              error={deleteError ?? undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                setDeleteError(null);
              }}
            />
            <DialogFooter>
              <AlertDialogCancel asChild>
                <Button type="button" variant="outline" disabled={deleting}>
                  Cancelar
                </Button>
              </AlertDialogCancel>
              <Button type="submit" variant="destructive" loading={deleting}>
                Excluir conta
              </Button>
            </DialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
