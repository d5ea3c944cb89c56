import * as React from "react";
import { KeyRound, Pencil, Plus, RefreshCw } from "lucide-react";
import { validateHouse, type HouseErrors, type HouseField, type ValidHouse } from "@placar/core/house-rules";
import {
  HOUSE_ACTIVE,
  HOUSE_EDIT,
  HOUSE_FEED_SECRET_FAILED,
  HOUSE_FEED_SECRET_NONE,
  HOUSE_FEED_SECRET_ROTATE,
  HOUSE_FEED_SECRET_ROTATE_HINT,
  HOUSE_FEED_SECRET_SET,
  HOUSE_FEED_SECRET_SHOWN,
  HOUSE_FEED_SECRET_TITLE,
  HOUSE_FIELD_ACTIVE,
  HOUSE_FIELD_AFFILIATE,
  HOUSE_FIELD_COLOR,
  HOUSE_FIELD_DOMAIN,
  HOUSE_FIELD_FEED_URL,
  HOUSE_FIELD_FEED_URL_HINT,
  HOUSE_FIELD_LICENCE,
  HOUSE_FIELD_LOGO,
  HOUSE_FIELD_NAME,
  HOUSE_FIELD_SOURCE_KEYS,
  HOUSE_FIELD_SOURCE_KEYS_HINT,
  HOUSE_FIELD_TEXT_COLOR,
  HOUSE_INACTIVE,
  HOUSE_LOAD_FAILED,
  HOUSE_LOGO_INVALID,
  HOUSE_NEW,
  HOUSE_SAVE,
  HOUSE_SAVED,
  HOUSE_SAVE_FAILED,
  HOUSES_EMPTY,
} from "@placar/core/messages-houses";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";
import { BANNER_DURATION, Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Card } from "../primitives/card.tsx";
import { Input } from "../primitives/input.tsx";
import { FormDialog, FormDialogForm } from "./form-dialog.tsx";
import { fieldErrorsOf } from "./news-form-dialog-parts.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";

/** A house as the admin list shows it. */
export type HouseManagerItem = Omit<ValidHouse, "sourceKeys" | "feedUrl"> & {
  id: number;
  /** The logo in use (uploaded, or generated from the name and colours). */
  logo: string;
  sourceKeys: readonly string[];
  /** The house feed's address we poll (docs/odds-feed.md). */
  feedUrl?: string | null;
  /** Whether the house has a secret to push its feed (the secret itself is never listed). */
  hasFeedSecret?: boolean;
  /** When that secret was generated (ISO-8601). */
  feedSecretAt?: string | null;
};

export type HouseManagerProps = {
  /** Every house, active or not (undefined while the first answer is awaited). */
  houses: readonly HouseManagerItem[] | undefined;
  /** The list could not be read. */
  error?: boolean;
  onRetry: () => void;
  /**
   * Saves a house (`id` null: a new one) and, when one was chosen, its logo file. Rejecting with an Error shows its
   * message (the server's); an error carrying `body.fields` marks those fields.
   */
  onSave: (id: number | null, values: ValidHouse, logo: File | null) => Promise<unknown>;
  /**
   * Generates a new push secret for the house and resolves with it, shown once in the form (the previous one stops
   * working). Without it, the form has no secret section.
   */
  onRotateSecret?: (id: number) => Promise<string>;
  /** Opens the form of this house (or of a new one, "new") at once: stories and deep links. */
  defaultEditing?: number | "new";
  /** Where the dialog renders; defaults to `document.body`. */
  container?: HTMLElement | null;
  className?: string;
};

const LOGO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"];

/**
 * The admin's "Casas" (docs/product.md#casas): every betting house with its logo, licence, domain and state, and a
 * form to add one or edit one (name, logo, colours, affiliate link, SPA/MF licence, .bet.br domain, active, the odds
 * sources' keys). The form applies core's rules before sending, so it shows the server's messages without a trip.
 */
export function HouseManager({
  houses,
  error = false,
  onRetry,
  onSave,
  onRotateSecret,
  defaultEditing,
  container,
  className,
}: HouseManagerProps) {
  const [editing, setEditing] = React.useState<number | "new" | null>(defaultEditing ?? null);
  const [saved, setSaved] = React.useState(0);
  const current = editing === "new" ? null : (houses?.find((h) => h.id === editing) ?? null);
  const open = editing === "new" || current !== null;

  return (
    <div data-slot="house-manager" className={cn("flex flex-col gap-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {houses ? `${houses.filter((h) => h.active).length} de ${houses.length} casas ativas no site` : null}
        </p>
        <Button onClick={() => setEditing("new")} disabled={houses === undefined}>
          <Plus aria-hidden="true" /> {HOUSE_NEW}
        </Button>
      </div>
      {saved > 0 ? (
        <Banner key={saved} variant="success" duration={BANNER_DURATION.message} onClose={() => setSaved(0)}>
          {HOUSE_SAVED}
        </Banner>
      ) : null}
      {error ? (
        <div className="flex flex-col items-start gap-3">
          <Banner variant="error">{HOUSE_LOAD_FAILED}</Banner>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" /> Tentar de novo
          </Button>
        </div>
      ) : houses === undefined ? (
        <div role="status" aria-busy="true" aria-label="Carregando casas…" className="flex flex-col gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : houses.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{HOUSES_EMPTY}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Casas de apostas">
          {houses.map((h) => (
            <li key={h.id}>
              <Card
                data-slot="house-manager-item"
                className={cn("flex-row flex-wrap items-center gap-4 p-4", !h.active && "opacity-80")}
              >
                <img src={h.logo} alt="" width={120} height={36} className="h-9 w-30 rounded object-contain" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="truncate text-base font-semibold">{h.name}</h3>
                  <p className="truncate text-xs text-muted-foreground">
                    {h.licence} · {h.domain}
                    {h.sourceKeys.length > 0 ? ` · fontes: ${h.sourceKeys.join(", ")}` : ""}
                    {h.feedUrl || h.hasFeedSecret
                      ? ` · feed: ${[h.feedUrl ? "consultado" : null, h.hasFeedSecret ? "envio" : null].filter(Boolean).join(" e ")}`
                      : ""}
                  </p>
                </div>
                <Badge variant={h.active ? "success" : "outline"}>{h.active ? HOUSE_ACTIVE : HOUSE_INACTIVE}</Badge>
                <Button variant="outline" size="sm" onClick={() => setEditing(h.id)} aria-label={`Editar ${h.name}`}>
                  <Pencil aria-hidden="true" /> Editar
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        name="house"
        title={current ? HOUSE_EDIT : HOUSE_NEW}
        description="Só casas autorizadas pela SPA/MF, com domínio .bet.br, podem aparecer no site."
        open={open}
        onOpenChange={(next) => (next ? undefined : setEditing(null))}
        unmountOnClose
        container={container}
        className="max-h-[90vh] max-w-xl overflow-y-auto"
      >
        <HouseForm
          key={current?.id ?? "new"}
          house={current}
          onRotateSecret={onRotateSecret}
          onCancel={() => setEditing(null)}
          onSave={async (values, logo) => {
            await onSave(current?.id ?? null, values, logo);
            setEditing(null);
            setSaved((n) => n + 1);
          }}
        />
      </FormDialog>
    </div>
  );
}

type HouseFormProps = {
  house: HouseManagerItem | null;
  onRotateSecret?: ((id: number) => Promise<string>) | undefined;
  onCancel: () => void;
  onSave: (values: ValidHouse, logo: File | null) => Promise<void>;
};

const FIELD_ORDER: readonly (HouseField | "logo")[] = [
  "name",
  "logo",
  "color",
  "textColor",
  "affiliateUrl",
  "licence",
  "domain",
  "sourceKeys",
  "feedUrl",
];

function HouseForm({ house, onRotateSecret, onCancel, onSave }: HouseFormProps) {
  const ids = React.useId();
  const id = (name: string) => `casa-${name}-${ids}`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const [values, setValues] = React.useState({
    name: house?.name ?? "",
    color: house?.color ?? "#1f2937",
    textColor: house?.textColor ?? "#ffffff",
    affiliateUrl: house?.affiliateUrl ?? "",
    licence: house?.licence ?? "",
    domain: house?.domain ?? "",
    sourceKeys: house?.sourceKeys.join(", ") ?? "",
    feedUrl: house?.feedUrl ?? "",
  });
  const [active, setActive] = React.useState(house?.active ?? true);
  const [logo, setLogo] = React.useState<File | null>(null);
  const [errors, setErrors] = React.useState<HouseErrors & { logo?: string[] }>({});
  const [failure, setFailure] = React.useState<{ text: string; key: number } | null>(null);
  const [saving, setSaving] = React.useState(false);

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const errorOf = (field: HouseField | "logo") => errors[field]?.[0];

  function focusFirst(fields: readonly string[]) {
    const first = FIELD_ORDER.find((f) => fields.includes(f));
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const result = validateHouse({ ...values, active });
    const logoBad = logo !== null && !LOGO_TYPES.includes(logo.type);
    if (!result.ok || logoBad) {
      const found = { ...(result.ok ? {} : result.errors), ...(logoBad ? { logo: [HOUSE_LOGO_INVALID] } : {}) };
      setErrors(found);
      focusFirst(Object.keys(found));
      return;
    }
    setSaving(true);
    try {
      await onSave(result.house, logo);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])));
        focusFirst(Object.keys(fields));
      }
      setFailure({
        text: error instanceof Error && error.message ? error.message : HOUSE_SAVE_FAILED,
        key: Date.now(),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialogForm
      ref={formRef}
      name="house"
      onSubmit={submit}
      busy={saving}
      error={failure?.text}
      errorKey={failure?.key}
      onErrorDismiss={() => setFailure(null)}
      submitting={saving}
      submitLabel={HOUSE_SAVE}
      cancelDisabled={saving}
      onCancel={onCancel}
    >
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Dados da casa</legend>
        <Input
          id={id("name")}
          label={HOUSE_FIELD_NAME}
          autoComplete="off"
          required
          maxLength={40}
          value={values.name}
          error={errorOf("name")}
          onChange={set("name")}
          containerClassName="sm:col-span-2"
        />
        <Input
          id={id("logo")}
          label={HOUSE_FIELD_LOGO}
          type="file"
          accept={LOGO_TYPES.join(",")}
          description={
            house ? "Deixe vazio para manter o atual." : "Sem arquivo, um logotipo é gerado com o nome e as cores."
          }
          error={errorOf("logo")}
          onChange={(e) => {
            setLogo(e.target.files?.[0] ?? null);
            setErrors(({ logo: _gone, ...rest }) => rest);
          }}
          containerClassName="sm:col-span-2"
        />
        <ColorField
          id={id("color")}
          label={HOUSE_FIELD_COLOR}
          value={values.color}
          error={errorOf("color")}
          onChange={set("color")}
        />
        <ColorField
          id={id("textColor")}
          label={HOUSE_FIELD_TEXT_COLOR}
          value={values.textColor}
          error={errorOf("textColor")}
          onChange={set("textColor")}
        />
        <Input
          id={id("affiliateUrl")}
          label={HOUSE_FIELD_AFFILIATE}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          placeholder="https://casa.bet.br/?ref=placar"
          value={values.affiliateUrl}
          error={errorOf("affiliateUrl")}
          onChange={set("affiliateUrl")}
          containerClassName="sm:col-span-2"
        />
        <Input
          id={id("licence")}
          label={HOUSE_FIELD_LICENCE}
          autoComplete="off"
          required
          placeholder="Portaria SPA/MF nº 1.234/2024"
          value={values.licence}
          error={errorOf("licence")}
          onChange={set("licence")}
        />
        <Input
          id={id("domain")}
          label={HOUSE_FIELD_DOMAIN}
          autoComplete="off"
          required
          placeholder="casa.bet.br"
          value={values.domain}
          error={errorOf("domain")}
          onChange={set("domain")}
        />
        <Input
          id={id("sourceKeys")}
          label={HOUSE_FIELD_SOURCE_KEYS}
          autoComplete="off"
          description={HOUSE_FIELD_SOURCE_KEYS_HINT}
          value={values.sourceKeys}
          error={errorOf("sourceKeys")}
          onChange={set("sourceKeys")}
          containerClassName="sm:col-span-2"
        />
        <Input
          id={id("feedUrl")}
          label={HOUSE_FIELD_FEED_URL}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://casa.bet.br/placar/odds.json"
          description={HOUSE_FIELD_FEED_URL_HINT}
          value={values.feedUrl}
          error={errorOf("feedUrl")}
          onChange={set("feedUrl")}
          containerClassName="sm:col-span-2"
        />
        <label htmlFor={id("active")} className="flex items-center gap-3 text-sm font-medium sm:col-span-2">
          <input
            id={id("active")}
            type="checkbox"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
            className="size-5 accent-success"
          />
          {HOUSE_FIELD_ACTIVE}
        </label>
      </fieldset>
      {house && onRotateSecret ? <FeedSecret house={house} onRotate={onRotateSecret} /> : null}
    </FormDialogForm>
  );
}

function ColorField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const swatch = /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim() : "transparent";
  return (
    <div className="flex items-end gap-2">
      <Input
        id={id}
        label={label}
        autoComplete="off"
        required
        maxLength={7}
        placeholder="#rrggbb"
        value={value}
        error={error}
        onChange={onChange}
        containerClassName="flex-1"
      />
      <span
        aria-hidden="true"
        data-slot="house-color-swatch"
        className={cn("mb-0.5 size-10 shrink-0 rounded-md border border-border", error && "self-center")}
        style={{ backgroundColor: swatch }}
      />
    </div>
  );
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

/**
 * The house's push secret: whether it has one, and "Gerar novo segredo", which replaces it and shows the new one
 * once (the API never gives it again; the admin hands it to the house).
 */
function FeedSecret({ house, onRotate }: { house: HouseManagerItem; onRotate: (id: number) => Promise<string> }) {
  const ids = React.useId();
  const [secret, setSecret] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const since = house.feedSecretAt ? dateTime.format(new Date(house.feedSecretAt)) : null;

  async function rotate() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      setSecret(await onRotate(house.id));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      data-slot="house-feed-secret"
      aria-labelledby={`segredo-${ids}`}
      className="grid gap-2 rounded-md border border-border p-3"
    >
      <h3 id={`segredo-${ids}`} className="text-sm font-semibold">
        {HOUSE_FEED_SECRET_TITLE}
      </h3>
      <p className="text-xs text-muted-foreground">
        {secret
          ? HOUSE_FEED_SECRET_SHOWN
          : house.hasFeedSecret
            ? `${HOUSE_FEED_SECRET_SET} ${since ?? "—"}. ${HOUSE_FEED_SECRET_ROTATE_HINT}`
            : HOUSE_FEED_SECRET_NONE}
      </p>
      {secret ? (
        <div className="grid gap-1.5">
          <label htmlFor={`segredo-valor-${ids}`} className="text-sm font-medium">
            Novo segredo
          </label>
          <textarea
            id={`segredo-valor-${ids}`}
            readOnly
            rows={2}
            value={secret}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            className="resize-none rounded-md border border-input bg-background px-3 py-2 font-mono text-sm break-all"
          />
        </div>
      ) : null}
      {failed ? <Banner variant="error">{HOUSE_FEED_SECRET_FAILED}</Banner> : null}
      <div>
        <Button type="button" variant="outline" size="sm" loading={busy} onClick={() => void rotate()}>
          <KeyRound aria-hidden="true" /> {HOUSE_FEED_SECRET_ROTATE}
        </Button>
      </div>
    </section>
  );
}
