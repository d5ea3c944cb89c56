import * as React from "react";
import { Eye, EyeOff } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Input, type InputProps } from "./input.tsx";
import { useControllableState } from "./use-controllable-state.ts";

export type PasswordInputProps = Omit<InputProps, "type" | "endAdornment" | "icon"> & {
  /** Whether the password is shown as plain text (controlled); pair with `onVisibleChange`. */
  visible?: boolean;
  /** Whether the password starts visible (uncontrolled). */
  defaultVisible?: boolean;
  /** Called with the new state when the user shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
  /** Leading icon; the lock by default, `null` for none. */
  icon?: InputProps["icon"] | null;
};

/** A password field with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). */
export function PasswordInput({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  icon = "password",
  disabled,
  autoComplete = "current-password",
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useControllableState(visibleProp, defaultVisible, onVisibleChange);
  const ToggleIcon = visible ? EyeOff : Eye;
  return (
    <Input
      type={visible ? "text" : "password"}
      icon={icon ?? undefined}
      disabled={disabled}
      autoComplete={autoComplete}
      // Keeps browsers from offering to "correct" or capitalise a shown password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      data-visible={visible ? "" : undefined}
      endAdornment={
        <button
          type="button"
          data-slot="password-toggle"
          data-state={visible ? "on" : "off"}
          aria-pressed={visible}
          aria-label={visible ? "Ocultar senha" : "Mostrar senha"}
          disabled={disabled}
          onClick={() => setVisible(!visible)}
          className={cn(
            "inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
            "outline-none hover:bg-accent hover:text-accent-foreground",
            "focus-visible:ring-2 focus-visible:ring-ring",
            "disabled:pointer-events-none disabled:opacity-50",
          )}
        >
          <ToggleIcon aria-hidden="true" className="size-4" />
        </button>
      }
      {...props}
    />
  );
}
