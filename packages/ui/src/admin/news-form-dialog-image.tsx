import * as React from "react";
import { ImagePlus, Trash2, Undo2, Upload, X } from "lucide-react";
import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TYPES, ARTICLE_MESSAGES } from "@placar/core/articles";

import { cn } from "../lib/cn.ts";
import { Button, buttonVariants } from "../primitives/button.tsx";
import { FieldError } from "./news-form-dialog-parts.tsx";

/** What the server accepts for a news image (type by content, at most 5 MB): @placar/core/articles. */
export const NEWS_IMAGE_TYPES = ARTICLE_IMAGE_TYPES;
export const NEWS_IMAGE_MAX_BYTES = ARTICLE_IMAGE_MAX_BYTES;
export const NEWS_IMAGE_MESSAGES = { type: ARTICLE_MESSAGES.imageType, size: ARTICLE_MESSAGES.imageTooLarge } as const;

export type NewsImageFieldProps = {
  /** Id of the file input. */
  id: string;
  /** The newly picked file, if any. */
  file: File | null;
  /** The stored image, previewed until another is picked. */
  currentUrl: string | null;
  /** Error text under the field. */
  error?: string;
  /** Id of the error text. */
  errorId?: string;
  /** Called with the picked file, or null when the pick is undone. */
  onFileChange: (file: File | null) => void;
  /** The stored image is to be removed on save (a picked file still wins). */
  removeCurrent?: boolean;
  /** Called when the user removes the stored image, or undoes that; without it the stored image cannot be removed. */
  onRemoveCurrentChange?: (remove: boolean) => void;
  /** Called when the picked file cannot be used (wrong type, too large). */
  onError: (message: string) => void;
};

/** The optional image: a file field, a preview of the new or current image, and a way to undo a pick. */
export function NewsImageField({
  id,
  file,
  currentUrl: storedUrl,
  error,
  errorId,
  onFileChange,
  onError,
  removeCurrent = false,
  onRemoveCurrentChange,
}: NewsImageFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The stored image, unless the user asked to remove it.
  const currentUrl = removeCurrent ? null : storedUrl;
  const shown = previewUrl ?? currentUrl;

  return (
    <div data-slot="news-image-field" className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Imagem
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div
          data-slot="news-image-preview"
          className="flex aspect-video w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-input bg-muted sm:w-48"
        >
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? "Pré-visualização da nova imagem" : "Imagem atual da notícia"}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          {/* The native control would speak the browser's language ('Choose File'); this span is its face. */}
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={NEWS_IMAGE_TYPES.join(",")}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-arquivo`, `${id}-ajuda`, errorId].filter(Boolean).join(" ")}
            onChange={(event) => {
              const picked = event.target.files?.[0] ?? null;
              if (picked && !(NEWS_IMAGE_TYPES as readonly string[]).includes(picked.type)) {
                event.target.value = "";
                onFileChange(null);
                onError(NEWS_IMAGE_MESSAGES.type);
                return;
              }
              if (picked && picked.size > NEWS_IMAGE_MAX_BYTES) {
                event.target.value = "";
                onFileChange(null);
                onError(NEWS_IMAGE_MESSAGES.size);
                return;
              }
              onFileChange(picked);
            }}
            className="peer sr-only"
          />
          {/* For the mouse; keyboard and screen-reader users reach the input itself, whose focus shows here. */}
          <span
            aria-hidden="true"
            onClick={() => inputRef.current?.click()}
            className={cn(
              buttonVariants({ variant: "secondary", size: "sm" }),
              "self-start peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-popover",
            )}
          >
            <Upload aria-hidden="true" />
            {currentUrl || file ? "Trocar imagem" : "Escolher imagem"}
          </span>
          <p id={`${id}-arquivo`} className="truncate text-sm">
            {file
              ? file.name
              : currentUrl
                ? "Imagem atual mantida"
                : storedUrl && removeCurrent
                  ? "A imagem atual será removida ao salvar"
                  : "Nenhuma imagem escolhida"}
          </p>
          <p id={`${id}-ajuda`} className="text-xs text-muted-foreground">
            Opcional. JPEG, PNG, WebP, AVIF ou GIF de até 5 MB.
          </p>
          {file ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => {
                if (inputRef.current) inputRef.current.value = "";
                onFileChange(null);
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
              Remover imagem escolhida
            </Button>
          ) : storedUrl && onRemoveCurrentChange ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => onRemoveCurrentChange(!removeCurrent)}
            >
              {removeCurrent ? <Undo2 aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
              {removeCurrent ? "Manter a imagem atual" : "Remover imagem atual"}
            </Button>
          ) : null}
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      </div>
    </div>
  );
}
