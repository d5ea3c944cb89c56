import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { AtSign, CalendarDays, CircleAlert, IdCard, Lock, Mail, Phone, User, type LucideIcon } from "lucide-react";

import { cn } from "../lib/cn.ts";

/** The leading icons the login, register and admin forms use (docs/product.md#login-area, #register, #user-manager). */
export const INPUT_ICONS = {
  username: AtSign,
  email: Mail,
  name: User,
  cpf: IdCard,
  phone: Phone,
  password: Lock,
  birthdate: CalendarDays,
} as const satisfies Record<string, LucideIcon>;

export type InputIcon = keyof typeof INPUT_ICONS;

export const inputVariants = cva(
  [
    "peer w-full min-w-0 rounded-md border border-input bg-background px-3 text-foreground",
    "placeholder:text-muted-foreground",
    "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40",
    "disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted",
    "aria-invalid:border-error aria-invalid:focus-visible:ring-error/40",
    "[&::-webkit-calendar-picker-indicator]:cursor-pointer",
  ],
  {
    variants: {
      inputSize: {
        default: "h-11 text-base sm:text-sm",
        sm: "h-9 text-sm",
      },
    },
    defaultVariants: { inputSize: "default" },
  },
);

export type InputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants> & {
    /** The visible label, which also names the field. */
    label: React.ReactNode;
    /** Keeps the label for screen readers only (e.g. a search box with its own icon and placeholder). */
    hideLabel?: boolean;
    /** A leading icon for the kind of data asked for; purely decorative. */
    icon?: InputIcon;
    /** Helper text under the field, linked through `aria-describedby`. */
    description?: React.ReactNode;
    /** Error text under the field; sets `aria-invalid` and is linked through `aria-describedby`. */
    error?: React.ReactNode;
    /** Content pinned to the end of the field (e.g. the password visibility toggle). */
    endAdornment?: React.ReactNode;
    /** Classes for the wrapper around label, field and messages. */
    containerClassName?: string;
  };

/** A labelled text field with an optional leading icon, helper text and error text. */
export function Input({
  id,
  label,
  hideLabel = false,
  icon,
  description,
  error,
  endAdornment,
  className,
  containerClassName,
  inputSize,
  disabled,
  "aria-describedby": describedByProp,
  "aria-invalid": invalidProp,
  ...props
}: InputProps) {
  const generatedId = React.useId();
  const inputId = id ?? `input-${generatedId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : invalidProp;
  const Icon = icon ? INPUT_ICONS[icon] : undefined;

  return (
    <div
      data-slot="input-field"
      data-disabled={disabled ? "" : undefined}
      data-invalid={invalid === true || invalid === "true" ? "" : undefined}
      className={cn("group/field flex w-full flex-col gap-1.5", containerClassName)}
    >
      <label
        data-slot="input-label"
        htmlFor={inputId}
        className={cn(
          "text-sm font-medium text-foreground group-data-[disabled]/field:opacity-50",
          hideLabel && "sr-only",
        )}
      >
        {label}
      </label>
      <div data-slot="input-control" className="relative flex items-center">
        {Icon ? (
          <Icon
            data-slot="input-icon"
            data-icon={icon}
            aria-hidden="true"
            className="pointer-events-none absolute left-3 size-4 text-muted-foreground group-data-[invalid]/field:text-error"
          />
        ) : null}
        <input
          data-slot="input"
          id={inputId}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={cn(inputVariants({ inputSize }), Icon && "pl-9", endAdornment != null && "pr-11", className)}
          {...props}
        />
        {endAdornment != null ? (
          <div data-slot="input-end" className="absolute right-1 flex items-center">
            {endAdornment}
          </div>
        ) : null}
      </div>
      {description ? (
        <p data-slot="input-description" id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        // Red text on the dark background stays under 4.5:1, so there the icon carries the colour.
        <p
          data-slot="input-error"
          id={errorId}
          className="flex items-start gap-1.5 text-xs font-medium text-error dark:text-foreground"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-error" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
