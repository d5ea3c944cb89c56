// Admin only: pulls in the rich-text editor (tiptap), so nothing public may import this module.
import * as React from "react";
import { Trash2 } from "lucide-react";
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, articleDateError, articleDateRange } from "@placar/core/articles";
import { NEWS_EDIT, NEWS_NEW } from "@placar/core/messages";

import { ConfirmDialog } from "../primitives/alert-dialog.tsx";
import { IconButton } from "../primitives/icon-button.tsx";
import { Input } from "../primitives/input.tsx";
import { FormDialog, FormDialogForm } from "./form-dialog.tsx";
import { NewsGamePicker, type NewsGameOption } from "./news-form-dialog-game-picker.tsx";
import { NewsImageField } from "./news-form-dialog-image.tsx";
import { FieldError, fieldErrorsOf, inputClassName } from "./news-form-dialog-parts.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

/** The server's limits (characters) and messages for the news form, so the form says the same thing first. */
export const NEWS_LIMITS = {
  title: ARTICLE_LIMITS.title,
  subtitle: ARTICLE_LIMITS.subtitle,
  author: ARTICLE_LIMITS.author,
} as const;
export const NEWS_MESSAGES = {
  gameRequired: ARTICLE_MESSAGES.gameRequired,
  titleRequired: ARTICLE_MESSAGES.titleRequired,
  messageRequired: ARTICLE_MESSAGES.messageRequired,
  saveFailed: "Não foi possível salvar a notícia. Tente novamente.",
  deleteFailed: "Não foi possível excluir a notícia. Tente novamente.",
  deleteConfirm: "Tem certeza que deseja excluir essa notícia?",
  discardTitle: "Descartar as alterações?",
  discardDescription: "O que você escreveu ou mudou nesta notícia ainda não foi salvo e será perdido.",
  discardConfirm: "Descartar",
  discardCancel: "Continuar editando",
} as const;

/** What the form hands over on 'Salvar'; the page turns it into the multipart body. */
export type NewsFormValues = {
  title: string;
  subtitle: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The chosen game's id. */
  game: number;
  /** A newly picked image; null keeps the current one (or none), like an empty file (docs/product.md#news-manager). */
  image: File | null;
  /** Remove the current image (only when editing one that has it, and no new image was picked). */
  removeImage: boolean;
  /** The editor's HTML. */
  message: string;
};

/** An article as the form starts from when editing (or a prefilled new one). */
export type NewsFormInitialValues = {
  title?: string;
  subtitle?: string;
  author?: string;
  date?: string;
  /** The article's game; offered even when it is no longer among `games` (a past match). */
  game?: NewsGameOption | null;
  /** Address of the current image, shown as the preview until another is picked. */
  imageUrl?: string | null;
  message?: string;
};

type FieldName = "title" | "subtitle" | "author" | "date" | "game" | "image" | "message";
type Errors = Partial<Record<FieldName, string>>;

export type NewsFormDialogProps = {
  /** 'create' for 'Nova Notícia', 'edit' for 'Editar Notícia' (with the delete icon). */
  mode: "create" | "edit";
  /** Whether the dialog is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the dialog opens or closes (it closes itself after a save or delete). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (e.g. the 'Nova Notícia' button); omit when opening it through `open`. */
  trigger?: React.ReactElement;
  /** Today's date (YYYY-MM-DD, Brazil's business day): the date of a new article. */
  today: string;
  /** The article being edited, or values to start a new one with (e.g. the admin's name as author). */
  initialValues?: NewsFormInitialValues;
  /** Games the article can be about. */
  games: readonly NewsGameOption[];
  /** The games are still loading. */
  gamesLoading?: boolean;
  /** The games could not be loaded (shown in the game list). */
  gamesError?: React.ReactNode;
  /** Called as the game search text changes, to look for games of other days (passed back in `games`). */
  onGameSearch?: (query: string) => void;
  /** A game search is under way. */
  gamesSearching?: boolean;
  /** Called with the form on 'Salvar' once it is valid. A rejected promise keeps the dialog open with its message. */
  onSubmit: (values: NewsFormValues) => void | Promise<unknown>;
  /** Called when deletion is confirmed ('edit' only). A rejected promise keeps the dialog open with an error. */
  onDelete?: () => void | Promise<unknown>;
  /** Where the dialog renders; defaults to `document.body`. */
  container?: HTMLElement | null;
};

/** The message of a rejected save: the server's Portuguese `detail` when there is one. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The news manager's create/edit window (docs/product.md#news-manager, #game-search): title, subtitle, author, date
 * (today by default), the required game, an optional image with preview, and the message in the rich-text editor.
 */
export function NewsFormDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  container,
  mode,
  ...formProps
}: NewsFormDialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [busy, setBusy] = React.useState(false);
  // Read when a close is asked for, not rendered: a ref the form keeps current in its layout effect, so an Escape
  // pressed right after typing (before React's passive effects, or Radix's handler refs, catch up) still asks.
  const dirtyRef = React.useRef(false);
  const [askDiscard, setAskDiscard] = React.useState(false);
  const title = mode === "edit" ? NEWS_EDIT : NEWS_NEW;

  // Escape, the close button and 'Cancelar' all come here: unsaved work is never thrown away without asking.
  const requestOpenChange = (next: boolean) => {
    if (next) return setOpen(true);
    if (busy) return;
    if (dirtyRef.current) return setAskDiscard(true);
    setOpen(false);
  };
  const closeForGood = () => {
    setAskDiscard(false);
    dirtyRef.current = false;
    setOpen(false);
  };

  return (
    <>
      <FormDialog
        name="news"
        title={title}
        description="Campos com * são obrigatórios. A imagem é opcional."
        open={open}
        onOpenChange={requestOpenChange}
        trigger={trigger}
        container={container}
        className="max-w-3xl"
      >
        {/* Mounted on each opening, so the form always starts from `initialValues`. */}
        <NewsForm
          {...formProps}
          mode={mode}
          container={container}
          onBusyChange={setBusy}
          dirtyRef={dirtyRef}
          onDone={closeForGood}
        />
      </FormDialog>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={NEWS_MESSAGES.discardTitle}
        description={NEWS_MESSAGES.discardDescription}
        confirmLabel={NEWS_MESSAGES.discardConfirm}
        cancelLabel={NEWS_MESSAGES.discardCancel}
        onConfirm={closeForGood}
        container={container ?? undefined}
      />
    </>
  );
}

type NewsFormProps = Omit<NewsFormDialogProps, "open" | "defaultOpen" | "onOpenChange" | "trigger"> & {
  onBusyChange: (busy: boolean) => void;
  /** Kept equal to whether the form differs from what it started with. */
  dirtyRef: React.RefObject<boolean>;
  onDone: () => void;
};

function NewsForm({
  mode,
  today,
  initialValues = {},
  games,
  gamesLoading,
  gamesError,
  onGameSearch,
  gamesSearching,
  onSubmit,
  onDelete,
  container,
  onBusyChange,
  dirtyRef,
  onDone,
}: NewsFormProps) {
  const ids = React.useId();
  const id = (name: string) => `noticia-${name}-${ids}`;
  const [title, setTitle] = React.useState(initialValues.title ?? "");
  const [subtitle, setSubtitle] = React.useState(initialValues.subtitle ?? "");
  const [author, setAuthor] = React.useState(initialValues.author ?? "");
  const [date, setDate] = React.useState(initialValues.date || today);
  const [game, setGame] = React.useState<NewsGameOption | null>(initialValues.game ?? null);
  const [image, setImage] = React.useState<File | null>(null);
  const [removeImage, setRemoveImage] = React.useState(false);
  const [message, setMessage] = React.useState(initialValues.message ?? "");
  const [errors, setErrors] = React.useState<Errors>({});
  const [failure, setFailure] = React.useState<string | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [deleting, setDeleting] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const dateRange = articleDateRange(today);

  // The article's own game and the chosen one stay choosable (and shown) whatever list the search brings.
  const options = React.useMemo(() => {
    const kept = [game, initialValues.game].filter(
      (g): g is NewsGameOption => Boolean(g) && !games.some((o) => o.id === g!.id),
    );
    return kept.length === 0 ? games : [...kept.filter((g, i) => kept.findIndex((o) => o.id === g.id) === i), ...games];
  }, [games, game, initialValues.game]);

  const dirty =
    title !== (initialValues.title ?? "") ||
    subtitle !== (initialValues.subtitle ?? "") ||
    author !== (initialValues.author ?? "") ||
    date !== (initialValues.date || today) ||
    (game?.id ?? null) !== (initialValues.game?.id ?? null) ||
    image !== null ||
    removeImage ||
    message !== (initialValues.message ?? "");

  React.useEffect(() => onBusyChange(saving || deleting), [saving, deleting, onBusyChange]);
  React.useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty, dirtyRef]);
  // Leaving the page (reload, another address) with unsaved work: the browser asks too.
  React.useEffect(() => {
    if (!dirty) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", hold);
    return () => window.removeEventListener("beforeunload", hold);
  }, [dirty]);

  const clearError = (field: FieldName) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  function validate(): Errors {
    const next: Errors = {};
    if (!game) next.game = NEWS_MESSAGES.gameRequired;
    if (title.trim() === "") next.title = NEWS_MESSAGES.titleRequired;
    if (message.replace(/<[^>]*>/g, "").trim() === "") next.message = NEWS_MESSAGES.messageRequired;
    const dateProblem = articleDateError(date || today, today);
    if (dateProblem) next.date = dateProblem;
    return next;
  }

  function focusFirstError(found: Errors) {
    const order: FieldName[] = ["title", "subtitle", "author", "date", "game", "image", "message"];
    const first = order.find((f) => found[f]);
    if (!first) return;
    const target =
      first === "message"
        ? formRef.current?.querySelector<HTMLElement>("[data-slot=rich-text-content]")
        : formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`);
    target?.focus();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !game) {
      focusFirstError(found);
      return;
    }
    setSaving(true);
    try {
      await onSubmit({
        title: title.trim(),
        subtitle: subtitle.trim(),
        author: author.trim(),
        date: date || today,
        game: game.id,
        image,
        removeImage: removeImage && image === null,
        message,
      });
      setSaving(false);
      onDone();
    } catch (error) {
      setSaving(false);
      const fromServer = fieldErrorsOf(error);
      setErrors(fromServer);
      setFailure(failureMessage(error, NEWS_MESSAGES.saveFailed));
      focusFirstError(fromServer);
    }
  }

  async function confirmDelete() {
    if (!onDelete) return;
    setFailure(null);
    setDeleting(true);
    try {
      await onDelete();
      setDeleting(false);
      onDone();
    } catch (error) {
      setDeleting(false);
      setFailure(failureMessage(error, NEWS_MESSAGES.deleteFailed));
    }
  }

  const describe = (field: FieldName) => (errors[field] ? `${id(field)}-erro` : undefined);

  return (
    <FormDialogForm
      ref={formRef}
      name="news"
      onSubmit={submit}
      busy={saving || deleting}
      error={failure}
      onErrorDismiss={() => setFailure(null)}
      submitting={saving}
      submitDisabled={deleting}
      cancelDisabled={saving || deleting}
      extraAction={
        mode === "edit" && onDelete ? (
          <ConfirmDialog
            description={NEWS_MESSAGES.deleteConfirm}
            onConfirm={confirmDelete}
            loading={deleting}
            container={container ?? undefined}
            trigger={
              <IconButton variant="destructive" aria-label="Excluir notícia" disabled={saving} className="sm:mr-auto">
                <Trash2 aria-hidden="true" />
              </IconButton>
            }
          />
        ) : null
      }
    >
      <Input
        id={id("title")}
        label="Título *"
        required
        maxLength={NEWS_LIMITS.title}
        value={title}
        error={errors.title}
        onChange={(e) => {
          setTitle(e.target.value);
          clearError("title");
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id("subtitle")} className="text-sm font-medium">
          Subtítulo
        </label>
        <textarea
          id={id("subtitle")}
          rows={2}
          maxLength={NEWS_LIMITS.subtitle}
          value={subtitle}
          aria-invalid={errors.subtitle ? true : undefined}
          aria-describedby={describe("subtitle")}
          onChange={(e) => {
            setSubtitle(e.target.value);
            clearError("subtitle");
          }}
          className={inputClassName}
        />
        <FieldError id={describe("subtitle")}>{errors.subtitle}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id={id("author")}
          label="Autor"
          icon="name"
          maxLength={NEWS_LIMITS.author}
          value={author}
          error={errors.author}
          onChange={(e) => {
            setAuthor(e.target.value);
            clearError("author");
          }}
        />
        <Input
          id={id("date")}
          label="Data"
          type="date"
          icon="birthdate"
          required
          min={dateRange.min}
          max={dateRange.max}
          value={date}
          error={errors.date}
          onChange={(e) => {
            // Chrome reports "" until every part of the date is typed: keep it, and fall back to today on save.
            setDate(e.target.value);
            clearError("date");
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label id={id("game-label")} htmlFor={id("game")} className="text-sm font-medium">
          Jogo *
        </label>
        <NewsGamePicker
          id={id("game")}
          labelId={id("game-label")}
          games={options}
          value={game?.id ?? null}
          onValueChange={(next) => {
            setGame(next);
            clearError("game");
          }}
          loading={gamesLoading}
          error={gamesError}
          invalid={Boolean(errors.game)}
          aria-describedby={describe("game")}
          portalContainer={container}
          onQueryChange={onGameSearch}
          searching={gamesSearching}
        />
        <FieldError id={describe("game")}>{errors.game}</FieldError>
      </div>
      <NewsImageField
        id={id("image")}
        file={image}
        currentUrl={initialValues.imageUrl ?? null}
        error={errors.image}
        errorId={describe("image")}
        onFileChange={(file) => {
          setImage(file);
          clearError("image");
        }}
        onError={(text) => setErrors((e) => ({ ...e, image: text }))}
        removeCurrent={removeImage}
        onRemoveCurrentChange={mode === "edit" ? setRemoveImage : undefined}
      />
      <div className="flex flex-col gap-1.5">
        <span id={id("message-label")} className="text-sm font-medium">
          Mensagem *
        </span>
        <RichTextEditor
          aria-labelledby={id("message-label")}
          aria-describedby={describe("message")}
          aria-invalid={Boolean(errors.message)}
          defaultValue={initialValues.message ?? ""}
          onValueChange={(html) => {
            setMessage(html);
            clearError("message");
          }}
          portalContainer={container}
        />
        <FieldError id={describe("message")}>{errors.message}</FieldError>
      </div>
    </FormDialogForm>
  );
}
