import * as React from "react";
import { CircleAlert } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { inputVariants } from "../primitives/input.tsx";

/** The Input look for the fields Input does not cover (textarea). */
export const inputClassName = cn(inputVariants(), "h-auto min-h-16 resize-y py-2");

export type FieldErrorProps = { id: string | undefined; children?: React.ReactNode };

/** The error line under a field, in the same style as Input's; renders nothing without a message. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children || !id) return null;
  return (
    // Red text on the dark background stays under 4.5:1, so there the icon carries the colour (as in Input).
    <p
      id={id}
      data-slot="field-error"
      className="flex items-start gap-1.5 text-xs font-medium text-error dark:text-foreground"
    >
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-error" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The per-field messages of a rejected request in the API's error shape (`{ detail, code, fields }`, carried by
 * api-client's ApiError as `body`), first message per field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = (error as { body?: { fields?: unknown } } | null)?.body?.fields;
  if (!fields || typeof fields !== "object") return {};
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === "string") out[name] = messages[0];
  }
  return out;
}
